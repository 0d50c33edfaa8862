import { useMutation } from '@apollo/client/react';
import { UpdateNeedDocument } from '../../../gql/corp.ts';

/** Saves a need's fields; the need is normalised by id, so every view shows the answer. */
export function useUpdateNeed() {
  return useMutation(UpdateNeedDocument);
}
