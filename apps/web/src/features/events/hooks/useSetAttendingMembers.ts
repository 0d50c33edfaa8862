import { useMutation } from '@apollo/client/react';
import { SetAttendingMembersDocument } from '../../../gql/startup.ts';
import { writeMyAttendance } from './participant-attendance-cache.ts';

/** Saves who from the own team comes to the event; the attendance is updated in the cache. */
export function useSetAttendingMembers() {
  return useMutation(SetAttendingMembersDocument, {
    update(cache, { data }) {
      writeMyAttendance(cache, data?.setAttendingMembers);
    },
  });
}
