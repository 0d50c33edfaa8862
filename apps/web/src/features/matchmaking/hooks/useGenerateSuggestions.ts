import { useMutation } from '@apollo/client/react';
import { GenerateSuggestionsDocument } from '../../../gql/admin.ts';
import { forgetEventMatches } from './admin-matchmaking-cache.ts';

/** Ranks the approved startups for every published need (PROPOSED); the board asks again. */
export function useGenerateSuggestions() {
  return useMutation(GenerateSuggestionsDocument, {
    update(cache, _result, { variables }) {
      if (variables) forgetEventMatches(cache, String(variables.eventId));
    },
  });
}
