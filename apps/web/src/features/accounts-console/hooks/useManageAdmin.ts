import { useMutation } from '@apollo/client/react';
import {
  AdminAccountDocument,
  ResendAdminInvitationDocument,
  SetAdminDisabledDocument,
  UpdateAdminDocument,
} from '../../../gql/admin.ts';

/**
 * The verbs of the manage-admin drawer. Each answers the admin (normalised by id, so the list
 * row updates); the drawer's admin is read again for its audit trail and named filters, and an
 * edit drops the cached lists (a new name or kind may move the admin in a filtered, sorted list).
 */
const refetch = (adminId: string) => [{ query: AdminAccountDocument, variables: { id: adminId } }];

export function useUpdateAdmin(adminId: string) {
  return useMutation(UpdateAdminDocument, {
    refetchQueries: refetch(adminId),
    awaitRefetchQueries: true,
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'admins' });
      cache.gc();
    },
  });
}

export function useSetAdminDisabled(adminId: string) {
  return useMutation(SetAdminDisabledDocument, {
    refetchQueries: refetch(adminId),
    awaitRefetchQueries: true,
  });
}

export function useResendAdminInvitation(adminId: string) {
  return useMutation(ResendAdminInvitationDocument, {
    refetchQueries: refetch(adminId),
    awaitRefetchQueries: true,
  });
}
