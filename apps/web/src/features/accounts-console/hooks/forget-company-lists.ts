import type { ApolloCache } from '@apollo/client';

/**
 * Company lists are filtered and sorted on the server (status, grants, badge, name…): after a
 * change that can move a company in or out of one, the cached lists are dropped, and a list on
 * screen asks the server again (it keeps showing its previous page meanwhile).
 */
export function forgetCompanyLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'companies' });
  cache.gc();
}
