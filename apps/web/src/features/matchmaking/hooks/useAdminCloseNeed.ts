import { useMutation } from '@apollo/client/react';
import { AdminCloseNeedDocument } from '../../../gql/admin.ts';

/** → CLOSED (final) by an organiser; the answer replaces the need (normalised by id). */
export function useAdminCloseNeed() {
  return useMutation(AdminCloseNeedDocument);
}
