import { useMutation } from '@apollo/client/react';
import { DeleteMyAccountDocument } from '../../../gql/startup.ts';

/**
 * Delete the signed-in person's account. Nothing to update in the cache: the caller clears the
 * credentials, and the client drops its whole store when the signed-in person changes.
 */
export function useDeleteMyAccount() {
  return useMutation(DeleteMyAccountDocument);
}
