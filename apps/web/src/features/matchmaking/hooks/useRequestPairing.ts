import { useMutation } from '@apollo/client/react';
import { PairingRequestsDocument, RequestPairingDocument } from '../../../gql/startup.ts';

/**
 * A startup asks a corporate for a meeting. The request joins the event's list at the top (an
 * identical pending request answers the existing one, which is not added twice).
 */
export function useRequestPairing() {
  return useMutation(RequestPairingDocument, {
    update(cache, { data }) {
      const request = data?.requestPairing;
      if (!request) return;
      cache.updateQuery(
        { query: PairingRequestsDocument, variables: { eventId: request.eventId } },
        (q) =>
          q && !q.pairingRequests.some((r) => r.id === request.id)
            ? { pairingRequests: [request, ...q.pairingRequests] }
            : q,
      );
    },
  });
}
