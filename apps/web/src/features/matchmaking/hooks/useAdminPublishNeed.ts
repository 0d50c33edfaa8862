import { useMutation } from '@apollo/client/react';
import { AdminPublishNeedDocument } from '../../../gql/admin.ts';

/** DRAFT → PUBLISHED by an organiser; the answer replaces the need (normalised by id). */
export function useAdminPublishNeed() {
  return useMutation(AdminPublishNeedDocument);
}
