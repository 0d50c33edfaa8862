import { useMutation } from '@apollo/client/react';
import {
  CreateIdentityProviderDocument,
  DeleteIdentityProviderDocument,
  IdentityProvidersDocument,
} from '../../../gql/admin.ts';

/** Adds or removes an identity provider; the list is read again. */
export function useCreateIdentityProvider() {
  return useMutation(CreateIdentityProviderDocument, {
    refetchQueries: [IdentityProvidersDocument],
  });
}

export function useDeleteIdentityProvider() {
  return useMutation(DeleteIdentityProviderDocument, {
    refetchQueries: [IdentityProvidersDocument],
  });
}
