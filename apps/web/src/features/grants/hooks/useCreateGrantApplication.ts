import { useMutation } from '@apollo/client/react';
import {
  CreateGrantApplicationDocument,
  MyGrantApplicationsDocument,
} from '../../../gql/startup.ts';

/** A startup opens a new draft; the list is read again. */
export function useCreateGrantApplication() {
  return useMutation(CreateGrantApplicationDocument, {
    refetchQueries: [{ query: MyGrantApplicationsDocument }],
  });
}
