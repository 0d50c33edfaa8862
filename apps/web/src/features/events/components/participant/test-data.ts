import type { ParticipantEventQuery } from '../../../../gql/startup.ts';

type EventData = ParticipantEventQuery['event'];
type Attendance = NonNullable<EventData['myAttendance']>;

/** An upcoming event in Stockholm with one two-hour session of 20-minute slots. */
export function eventData(
  over: Partial<EventData> = {},
  attendance: Partial<Attendance> | null = null,
): EventData & { __typename: 'Event' } {
  const sessions = [
    {
      __typename: 'TimeRange' as const,
      start: '2027-03-10T08:00:00.000Z',
      end: '2027-03-10T09:00:00.000Z',
    },
  ];
  const slots = [0, 1, 2].map((index) => ({
    __typename: 'Slot' as const,
    index,
    session: 0,
    start: new Date(Date.parse('2027-03-10T08:00:00.000Z') + index * 20 * 60_000).toISOString(),
    end: new Date(Date.parse('2027-03-10T08:20:00.000Z') + index * 20 * 60_000).toISOString(),
  }));
  return {
    __typename: 'Event',
    id: 'e1',
    name: 'Nordic Energy Day',
    description: 'Meet the energy companies of the north.',
    format: 'PHYSICAL',
    venue: 'Stockholm City Conference Centre',
    meetingLink: null,
    timezone: 'Europe/Stockholm',
    startDate: '2027-03-10T07:00:00.000Z',
    endDate: '2027-03-10T16:00:00.000Z',
    registrationOpensAt: null,
    registrationClosesAt: '2027-03-01T22:59:00.000Z',
    registrationOpen: true,
    restrictedTo: ['SE', 'FI'],
    status: 'UPCOMING',
    published: true,
    attendees: { __typename: 'EventAttendeeCounts', startups: 12, corporates: 4, registered: 2 },
    schedule: {
      __typename: 'EventSchedule',
      sessions,
      pauses: [],
      meetingMinutes: 20,
      breakMinutes: 0,
      tables: 10,
      meetingPoints: [],
      maxMeetingsPerParticipant: null,
    },
    slots,
    myAttendance: attendance && {
      __typename: 'Attendance',
      id: 'a1',
      eventId: 'e1',
      state: 'REGISTERED',
      unavailableSlots: [],
      attendingUserIds: [],
      ...attendance,
    },
    ...over,
  } as EventData & { __typename: 'Event' };
}
