import type { ApolloCache } from '@apollo/client';

/**
 * Points the event's `myAttendance` at the attendance a mutation answered with. Attendances
 * are normalised by id, so later changes (state, slots, members) reach every event view.
 */
export function writeMyAttendance(
  cache: ApolloCache,
  attendance: { __typename?: string; id: string; eventId: string } | undefined | null,
) {
  if (!attendance) return;
  const ref = cache.identify({ __typename: 'Attendance', id: attendance.id });
  const event = cache.identify({ __typename: 'Event', id: attendance.eventId });
  if (!ref || !event) return;
  cache.modify({
    id: event,
    fields: { myAttendance: (_current, { toReference }) => toReference(ref) ?? null },
  });
}
