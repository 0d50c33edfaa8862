import { useMutation } from '@apollo/client/react';
import { JoinEventDocument, ParticipantEventDocument } from '../../../gql/startup.ts';
import { writeMyAttendance } from './participant-attendance-cache.ts';

/**
 * A startup registers for an event or accepts its invitation. The answer becomes the event's
 * `myAttendance`; the event page is read again for the attendee counts.
 */
export function useJoinEvent() {
  return useMutation(JoinEventDocument, {
    update(cache, { data }) {
      writeMyAttendance(cache, data?.joinEvent);
    },
    refetchQueries: [ParticipantEventDocument],
  });
}
