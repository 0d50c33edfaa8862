import { useQuery } from '@apollo/client/react';
import { ScheduleBoardDocument } from '../../../gql/admin.ts';

/**
 * An event's grid and every meeting in the organisers' (draft) placement; with `blackouts`, the
 * slots each participant cannot attend (for those who schedule: the check-in desk, which an
 * incubator may use too, does without them).
 */
export function useScheduleBoard(
  eventId: string,
  options: { poll?: number; blackouts?: boolean } = {},
) {
  return useQuery(ScheduleBoardDocument, {
    variables: { eventId, blackouts: options.blackouts ?? false },
    pollInterval: options.poll,
    notifyOnNetworkStatusChange: false,
  });
}
