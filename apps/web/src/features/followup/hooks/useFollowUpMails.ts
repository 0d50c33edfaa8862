import { useMutation } from '@apollo/client/react';
import { SendRatingMailsDocument } from '../../../gql/admin.ts';

/** Organisers send a past event's missing rating mails; the tab's schedule is fetched again. */
export function useSendRatingMails() {
  return useMutation(SendRatingMailsDocument, {
    refetchQueries: ['FollowUpSchedule', 'EventFollowUp'],
  });
}
