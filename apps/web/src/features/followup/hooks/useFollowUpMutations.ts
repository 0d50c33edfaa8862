import { useMutation } from '@apollo/client/react';
import { RateOwnMeetingDocument, ReportOwnFollowUpDocument } from '../../../gql/startup.ts';

/**
 * A participant rates its side of a meeting, or reports what came of it. The page's query is
 * fetched again after each (the meeting's `myRating` / `myFollowUp` change).
 */
export function useRateOwnMeeting() {
  return useMutation(RateOwnMeetingDocument, { refetchQueries: ['MyFollowUps'] });
}

export function useReportOwnFollowUp() {
  return useMutation(ReportOwnFollowUpDocument, { refetchQueries: ['MyFollowUps'] });
}
