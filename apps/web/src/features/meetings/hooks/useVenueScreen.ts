import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateVenueScreenDocument,
  RevokeVenueScreenDocument,
  VenueScreenDocument,
} from '../../../gql/admin.ts';

/** The event's venue-screen link: its state, a new one (shown once), revoking it. */
export function useVenueScreen(eventId: string) {
  const state = useQuery(VenueScreenDocument, { variables: { eventId } });
  const refetchQueries = [{ query: VenueScreenDocument, variables: { eventId } }];
  const [create, created] = useMutation(CreateVenueScreenDocument, { refetchQueries });
  const [revoke, revoked] = useMutation(RevokeVenueScreenDocument, { refetchQueries });
  return { state, create, created, revoke, revoked };
}
