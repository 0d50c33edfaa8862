import { useMutation } from '@apollo/client/react';
import { RemoveParticipantDocument } from '../../../gql/admin.ts';
import { forgetAttendees } from './forget-event-lists.ts';

/**
 * Removes an approved participant. Its row turns WITHDRAWN at once; the event's lists and
 * counts, its matches and meetings ask the server again.
 */
export function useRemoveParticipant() {
  return useMutation(RemoveParticipantDocument, {
    update(cache, { data }) {
      if (!data) return;
      forgetAttendees(cache, data.removeParticipant.attendance.eventId);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventMatches' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'needSuggestions' });
      cache.evict({
        id: cache.identify({ __typename: 'Event', id: data.removeParticipant.attendance.eventId }),
        fieldName: 'meetings',
      });
      cache.gc();
    },
  });
}
