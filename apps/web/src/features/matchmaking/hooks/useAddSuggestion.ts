import { useMutation } from '@apollo/client/react';
import { AddSuggestionDocument, EventMatchesDocument } from '../../../gql/admin.ts';

/**
 * Adds an approved startup to a need by hand (pinned, PROPOSED). The answer joins the event's
 * cached match list; a startup already on the list is only updated (normalised by id).
 */
export function useAddSuggestion() {
  return useMutation(AddSuggestionDocument, {
    update(cache, { data }) {
      const match = data?.addSuggestion;
      if (!match) return;
      cache.updateQuery(
        { query: EventMatchesDocument, variables: { eventId: match.eventId } },
        (current) =>
          current && !current.eventMatches.some((m) => m.id === match.id)
            ? { eventMatches: [...current.eventMatches, match] }
            : current,
      );
    },
  });
}
