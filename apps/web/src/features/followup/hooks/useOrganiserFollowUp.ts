import { useMutation } from '@apollo/client/react';
import { RecordFollowUpDocument, SetSecondStageDaysDocument } from '../../../gql/admin.ts';

/** Organisers record an outcome learned by other means; the tab's query is fetched again. */
export function useRecordFollowUp() {
  return useMutation(RecordFollowUpDocument, { refetchQueries: ['EventFollowUp'] });
}

export function useSetSecondStageDays() {
  return useMutation(SetSecondStageDaysDocument, { refetchQueries: ['EventFollowUp'] });
}
