import { useMutation } from '@apollo/client/react';
import { ParticipantEventDocument, WithdrawFromEventDocument } from '../../../gql/startup.ts';
import { writeMyAttendance } from './participant-attendance-cache.ts';

/** A startup withdraws (or declines an invitation); the event page is read again for the counts. */
export function useWithdrawFromEvent() {
  return useMutation(WithdrawFromEventDocument, {
    update(cache, { data }) {
      writeMyAttendance(cache, data?.withdrawFromEvent);
    },
    refetchQueries: [ParticipantEventDocument],
  });
}
