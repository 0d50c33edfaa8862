import { useMutation } from '@apollo/client/react';
import { AdminUpdateNeedDocument } from '../../../gql/admin.ts';

/** An organiser saves a need's fields; the need is normalised by id, so both tabs show them. */
export function useAdminUpdateNeed() {
  return useMutation(AdminUpdateNeedDocument);
}
