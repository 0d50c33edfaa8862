import { z } from 'zod';
import { objectError } from './text.ts';

/** Meetings (DOMAIN.md "Meeting"). */

export const MEETING_STATUSES = [
  'REQUESTED',
  'SCHEDULED',
  'CONFIRMED',
  'HELD',
  'NO_SHOW',
  'CANCELLED',
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** What may be set on the day (SPEC §6 "change meeting status"). */
export const DAY_STATUSES = ['HELD', 'NO_SHOW', 'CANCELLED'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** A no-show names the side that did not come. */
export const NO_SHOW_SIDES = ['STARTUP', 'CORPORATE', 'BOTH'] as const;
export type NoShowSide = (typeof NO_SHOW_SIDES)[number];

/** Why the scheduler left a confirmed pair out, in words an organiser acts on. */
export const UNPLACED_REASONS = {
  CAPACITY: 'No free slot and table was left for both parties',
  AVAILABILITY: 'The two parties have no free slot in common (their marked unavailability)',
  PARTICIPANT_LIMIT: 'One of the parties already has the most meetings the event allows',
  BUSY: 'In every slot both can attend, one of them already has another meeting',
  LOCKED_CONFLICT:
    'Kept in place (pinned or published), it would exceed a participant’s meeting cap',
  NOT_ATTENDING: 'One of the parties no longer takes part in the event',
  NO_SLOTS: 'The event has no slots: add a session to its schedule',
} as const;
export type UnplacedReason = keyof typeof UNPLACED_REASONS;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && !v.trim()) ? undefined : v;

/**
 * setMeetingStatus: a reason is required to cancel; a no-show may say which side did not come
 * (`absent`; a corporate's or incubator's mark names the other side without it).
 */
export const meetingStatusInput = z
  .object(
    {
      status: z.enum(DAY_STATUSES, 'Choose HELD, NO_SHOW or CANCELLED'),
      absent: z.enum(NO_SHOW_SIDES, 'Choose STARTUP, CORPORATE or BOTH').nullish(),
      reason: z.preprocess(
        blankToUndefined,
        z
          .string('Write the reason as text')
          .trim()
          .max(500, 'Use at most 500 characters')
          .optional(),
      ),
    },
    { error: objectError('the status and reason') },
  )
  .refine((v) => v.status !== 'CANCELLED' || !!v.reason, {
    message: 'Say why the meeting is cancelled',
    path: ['reason'],
  })
  .refine((v) => v.status === 'NO_SHOW' || !v.absent, {
    message: 'Only a no-show names the side that did not come',
    path: ['absent'],
  });
export type MeetingStatusInput = z.infer<typeof meetingStatusInput>;

/** moveMeeting: a slot index of the grid and a 1-based table number. */
export const meetingCellInput = z.object(
  {
    slot: z
      .number('Choose a slot')
      .int('A slot is a whole number')
      .min(0, 'Slots are numbered from 0'),
    table: z
      .number('Choose a table')
      .int('A table is a whole number')
      .min(1, 'Tables are numbered from 1'),
  },
  { error: objectError('the slot and table') },
);
export type MeetingCellInput = z.infer<typeof meetingCellInput>;

/**
 * A digital meeting's video link: the event's link with `{meeting}` replaced by the meeting's id
 * (a room per meeting), or the event's link itself when it has no placeholder.
 */
export function videoLinkFor(pattern: string | null | undefined, meetingId: string) {
  if (!pattern) return null;
  return pattern.includes('{meeting}')
    ? pattern.replaceAll('{meeting}', encodeURIComponent(meetingId))
    : pattern;
}
