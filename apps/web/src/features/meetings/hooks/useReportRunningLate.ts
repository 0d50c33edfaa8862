import { useMutation } from '@apollo/client/react';
import { ReportRunningLateDocument } from '../../../gql/startup.ts';

/** "Running late": tells the other side of the meeting; refetches the now / next views. */
export function useReportRunningLate() {
  return useMutation(ReportRunningLateDocument, {
    refetchQueries: ['MyNowNext', 'MyLiveNow'],
  });
}
