import { useMutation } from '@apollo/client/react';
import { ChooseSuggestionDocument } from '../../../gql/corp.ts';

/**
 * MUST_MEET / MEET / NO_THANKS on a suggestion. The answer replaces the match (normalised by
 * id), so the card and the need's counter follow.
 */
export function useChooseSuggestion() {
  return useMutation(ChooseSuggestionDocument);
}
