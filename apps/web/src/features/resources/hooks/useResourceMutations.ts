import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  CreateResourceDocument,
  DeleteResourceDocument,
  UpdateResourceDocument,
} from '../../../gql/admin.ts';

/** Every cached page of the organiser's list: a change may move rows between pages. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'managedResources' });
  cache.gc();
}

export function useCreateResource() {
  return useMutation(CreateResourceDocument, { update: (cache) => forgetLists(cache) });
}

/** The edited resource is updated in place (normalised by id); lists are read again. */
export function useUpdateResource() {
  return useMutation(UpdateResourceDocument, { update: (cache) => forgetLists(cache) });
}

export function useDeleteResource() {
  return useMutation(DeleteResourceDocument, {
    update(cache, { data }) {
      if (!data?.deleteResource) return;
      cache.evict({ id: cache.identify({ __typename: 'Resource', id: data.deleteResource }) });
      forgetLists(cache);
    },
  });
}
