import { useMutation } from '@apollo/client/react';
import { RevokeApiTokenDocument } from '../../../gql/admin.ts';

/** Revokes a token; the answer (active, revokedAt) normalizes into its row. */
export function useRevokeApiToken() {
  return useMutation(RevokeApiTokenDocument);
}
