import { useMutation } from '@apollo/client/react';
import { AdminAnswerPairingDocument } from '../../../gql/admin.ts';
import { forgetEventMatches } from './admin-matchmaking-cache.ts';

/**
 * An organiser accepts or declines a pairing request on the corporate's behalf. The request is
 * normalised by id; an accepted one becomes a confirmed match, so the event's matches ask again.
 */
export function useAdminAnswerPairing() {
  return useMutation(AdminAnswerPairingDocument, {
    update(cache, { data }) {
      const request = data?.answerPairing;
      if (request?.state === 'ACCEPTED') forgetEventMatches(cache, request.eventId);
    },
  });
}
