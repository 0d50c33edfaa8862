import { plural } from '@matchday/shared';
import { dateInZone, timeInZone, type MeetingStatus } from '@matchday/shared';
import { zoneName } from '../../../lib/dates.ts';

/**
 * Small pure helpers both sides of the meetings room use (organisers' schedule and check-in,
 * participants' agendas). Times are always shown in a named zone, never the browser's by accident.
 */

export const MEETING_STATUS_LABEL: Record<MeetingStatus, string> = {
  REQUESTED: 'Not placed',
  SCHEDULED: 'Draft',
  CONFIRMED: 'Confirmed',
  HELD: 'Held',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};

/** Mantine colours per status: draft grey-blue, confirmed blue, held green, no-show orange. */
export const MEETING_STATUS_COLOR: Record<MeetingStatus, string> = {
  REQUESTED: 'gray',
  SCHEDULED: 'indigo',
  CONFIRMED: 'blue',
  HELD: 'teal',
  NO_SHOW: 'orange',
  CANCELLED: 'red',
};

/** "09:00–09:20" in `timeZone`; "" without a start. */
export function timeRange(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  timeZone: string,
): string {
  if (!startsAt) return '';
  const start = timeInZone(startsAt, timeZone);
  return endsAt ? `${start}–${timeInZone(endsAt, timeZone)}` : start;
}

/** "29 Mar 2026, 09:00–09:20" in `timeZone`; "Not scheduled" without a start. */
export function whenText(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  timeZone: string,
): string {
  if (!startsAt) return 'Not scheduled';
  return `${dateInZone(startsAt, timeZone)}, ${timeRange(startsAt, endsAt, timeZone)}`;
}

/** The zone's short name at an instant ("CEST", "GMT+2"), for "09:00 CEST" next to a time. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  return zoneName(iso, timeZone);
}

/** "Startup – Corporate"; a missing side reads "Unknown startup" / "Unknown corporate". */
export function pairName(m: {
  startup?: { name: string } | null;
  corporate?: { name: string } | null;
}): string {
  return `${m.startup?.name ?? 'Unknown startup'} – ${m.corporate?.name ?? 'Unknown corporate'}`;
}

/** "1 meeting", "3 meetings": the one plural rule (packages/shared). */
export { plural };

/** A no-show in words: who did not come ("Fjord Energy AB did not come"), or that it was not said. */
export function absentText(m: {
  absentSide?: 'STARTUP' | 'CORPORATE' | 'BOTH' | null;
  startup?: { name: string } | null;
  corporate?: { name: string } | null;
}): string {
  if (m.absentSide === 'BOTH') return 'Neither side came';
  if (m.absentSide === 'STARTUP') return `${m.startup?.name ?? 'The startup'} did not come`;
  if (m.absentSide === 'CORPORATE') return `${m.corporate?.name ?? 'The corporate'} did not come`;
  return 'Not said who did not come';
}
