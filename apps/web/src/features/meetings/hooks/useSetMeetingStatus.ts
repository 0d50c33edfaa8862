import { useMutation } from '@apollo/client/react';
import { SetMeetingStatusDocument } from '../../../gql/corp.ts';

/** The corporate marks a meeting held or a no-show; the meeting is normalised by id. */
export function useSetMeetingStatus() {
  return useMutation(SetMeetingStatusDocument);
}
