import { useMutation } from '@apollo/client/react';
import { RemoveSuggestionDocument } from '../../../gql/admin.ts';

/** Removes a proposed or suggested match: it leaves the cache, so every list drops it. */
export function useRemoveSuggestion() {
  return useMutation(RemoveSuggestionDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.removeSuggestion || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Match', id: String(variables.matchId) }) });
      cache.gc();
    },
  });
}
