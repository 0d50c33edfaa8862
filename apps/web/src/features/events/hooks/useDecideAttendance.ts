import { useMutation } from '@apollo/client/react';
import { DecideAttendanceDocument } from '../../../gql/admin.ts';
import { forgetAttendees } from './forget-event-lists.ts';

/**
 * Approves or declines a registration. The row's new state is normalised at once; lists
 * filtered by state and the event's counts ask the server again.
 */
export function useDecideAttendance() {
  return useMutation(DecideAttendanceDocument, {
    update(cache, { data }) {
      if (data) forgetAttendees(cache, data.decideAttendance.eventId);
    },
  });
}
