import { useMutation } from '@apollo/client/react';
import {
  AcceptMeetingRequestDocument,
  DeclineMeetingRequestDocument,
} from '../../../gql/startup.ts';

/**
 * Accepts or declines a meeting request (BookingRequest is normalised by id, so the list
 * updates itself); an accepted one is a meeting, so the agenda is read again.
 */
export function useAnswerMeetingRequest() {
  const [accept, accepting] = useMutation(AcceptMeetingRequestDocument, {
    refetchQueries: ['MyAgenda'],
  });
  const [decline, declining] = useMutation(DeclineMeetingRequestDocument);
  return { accept, decline, busy: accepting.loading || declining.loading };
}
