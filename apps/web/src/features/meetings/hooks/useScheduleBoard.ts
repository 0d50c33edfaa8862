import { useQuery } from '@apollo/client/react';
import { ScheduleBoardDocument } from '../../../gql/admin.ts';

/** An event's grid and every meeting in the organisers' (draft) placement. */
export function useScheduleBoard(eventId: string, options: { poll?: number } = {}) {
  return useQuery(ScheduleBoardDocument, {
    variables: { eventId },
    pollInterval: options.poll,
    notifyOnNetworkStatusChange: false,
  });
}
