import { useMutation } from '@apollo/client/react';
import {
  MyGrantApplicationsDocument,
  SubmitGrantApplicationDocument,
} from '../../../gql/startup.ts';

/** DRAFT → SUBMITTED; the application is normalised by id, the list read again. */
export function useSubmitGrantApplication() {
  return useMutation(SubmitGrantApplicationDocument, {
    refetchQueries: [{ query: MyGrantApplicationsDocument }],
  });
}
