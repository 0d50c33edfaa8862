import { useMutation } from '@apollo/client/react';
import { PublishSuggestionsDocument } from '../../../gql/admin.ts';
import { forgetEventMatches } from './admin-matchmaking-cache.ts';

/** PROPOSED → SUGGESTED for the event (the corporates are mailed); the board asks again. */
export function usePublishSuggestions() {
  return useMutation(PublishSuggestionsDocument, {
    update(cache, _result, { variables }) {
      if (variables) forgetEventMatches(cache, String(variables.eventId));
    },
  });
}
