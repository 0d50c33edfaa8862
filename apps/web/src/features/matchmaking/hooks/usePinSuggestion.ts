import { useMutation } from '@apollo/client/react';
import { PinSuggestionDocument } from '../../../gql/admin.ts';

/** Pins (kept when suggestions are generated again) or unpins; normalised by id. */
export function usePinSuggestion() {
  return useMutation(PinSuggestionDocument, {
    optimisticResponse: ({ matchId, pinned }) => ({
      pinSuggestion: { __typename: 'Match' as const, id: String(matchId), pinned },
    }),
  });
}
