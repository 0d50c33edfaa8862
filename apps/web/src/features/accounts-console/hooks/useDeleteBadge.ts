import { useMutation } from '@apollo/client/react';
import { DeleteBadgeDocument } from '../../../gql/admin.ts';
import { forgetCompanyLists } from './forget-company-lists.ts';

/**
 * Delete a badge everywhere. The cached badge is evicted, so every list holding it (the badge
 * list, companies' and profiles' badges) drops it on the next read; lists filtered by it too.
 */
export function useDeleteBadge() {
  return useMutation(DeleteBadgeDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteBadge || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Badge', id: variables.id }) });
      forgetCompanyLists(cache);
    },
  });
}
