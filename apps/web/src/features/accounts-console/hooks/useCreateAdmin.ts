import { useMutation } from '@apollo/client/react';
import { CreateAdminDocument } from '../../../gql/admin.ts';

/**
 * Create an admin. Where the new one lands in a filtered, sorted, paged admin list is the
 * server's to say: the cached lists are dropped, and the one on screen asks again.
 */
export function useCreateAdmin() {
  return useMutation(CreateAdminDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'admins' });
      cache.gc();
    },
  });
}
