import { useMutation } from '@apollo/client/react';
import {
  CorrectOwnRatingDocument,
  RateOwnMeetingDocument,
  ReportOwnFollowUpDocument,
} from '../../../gql/startup.ts';

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

/** Its author corrects the own side's rating (within 7 days; the earlier version is kept). */
export function useCorrectOwnRating() {
  return useMutation(CorrectOwnRatingDocument, { refetchQueries: ['MyFollowUps'] });
}
