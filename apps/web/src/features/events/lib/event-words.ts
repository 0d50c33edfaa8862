import type { AttendanceState, EventFormat, EventStatus } from '../../../gql/admin.ts';
import { defineMessages, type Message } from '../../../lib/messages.ts';

/** The words of events' enums shown to people (their English is labels.ts's, kept for tests). */
export const FORMAT_WORD: Record<EventFormat, Message> = defineMessages({
  PHYSICAL: { id: 'events.format.physical', defaultMessage: 'Physical' },
  DIGITAL: { id: 'events.format.digital', defaultMessage: 'Digital' },
  HYBRID: { id: 'events.format.hybrid', defaultMessage: 'Hybrid' },
});

export const FORMAT_HELP_WORD: Record<EventFormat, Message> = defineMessages({
  PHYSICAL: {
    id: 'events.formatHelp.physical',
    defaultMessage: 'Everyone meets at the venue, at numbered tables.',
  },
  DIGITAL: { id: 'events.formatHelp.digital', defaultMessage: 'Meetings happen by video.' },
  HYBRID: {
    id: 'events.formatHelp.hybrid',
    defaultMessage: 'At the venue, with a video link for those who join remotely.',
  },
});

export const EVENT_STATUS_WORD: Record<EventStatus, Message> = defineMessages({
  DRAFT: { id: 'events.status.draft', defaultMessage: 'Draft' },
  UPCOMING: { id: 'events.status.upcoming', defaultMessage: 'Upcoming' },
  LIVE: { id: 'events.status.live', defaultMessage: 'Live now' },
  PREVIOUS: { id: 'events.status.previous', defaultMessage: 'Previous' },
});

export const ATTENDANCE_WORD: Record<AttendanceState, Message> = defineMessages({
  INVITED: { id: 'events.attendance.invited', defaultMessage: 'Invited' },
  REGISTERED: { id: 'events.attendance.registered', defaultMessage: 'Registered' },
  APPROVED: { id: 'events.attendance.approved', defaultMessage: 'Approved' },
  DECLINED: { id: 'events.attendance.declined', defaultMessage: 'Declined' },
  WITHDRAWN: { id: 'events.attendance.withdrawn', defaultMessage: 'Withdrawn' },
});

export const ROLE_WORD = defineMessages({
  startup: { id: 'events.role.startup', defaultMessage: 'Startup' },
  corp: { id: 'events.role.corp', defaultMessage: 'Corporate' },
});

export const COUNT_WORD = defineMessages({
  startups: {
    id: 'events.count.startups',
    defaultMessage: '{count, plural, one {# startup} other {# startups}}',
  },
  corporates: {
    id: 'events.count.corporates',
    defaultMessage: '{count, plural, one {# corporate} other {# corporates}}',
  },
  meetings: {
    id: 'events.count.meetings',
    defaultMessage: '{count, plural, one {# meeting} other {# meetings}}',
  },
  participants: {
    id: 'events.count.participants',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  },
});
