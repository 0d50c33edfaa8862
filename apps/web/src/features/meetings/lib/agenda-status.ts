import type { MeetingStatus } from '../../../gql/startup.ts';

/** Words and colours of a meeting's status on a participant's agenda. */
export const AGENDA_STATUS: Record<MeetingStatus, { label: string; color: string }> = {
  REQUESTED: { label: 'Not placed yet', color: 'gray' },
  SCHEDULED: { label: 'Draft', color: 'gray' },
  CONFIRMED: { label: 'Confirmed', color: 'blue' },
  HELD: { label: 'Held', color: 'green' },
  NO_SHOW: { label: 'No-show', color: 'orange' },
  CANCELLED: { label: 'Cancelled', color: 'red' },
};

/** Statuses a corporate may set on the day, and back and forth between them (a mistake). */
export const DAY_MARKS = ['HELD', 'NO_SHOW'] as const;
export type DayMark = (typeof DAY_MARKS)[number];

/** The marks offered for a meeting in this status: none for cancelled or unpublished ones. */
export function marksFor(status: MeetingStatus): DayMark[] {
  if (status === 'CONFIRMED') return ['HELD', 'NO_SHOW'];
  if (status === 'HELD') return ['NO_SHOW'];
  if (status === 'NO_SHOW') return ['HELD'];
  return [];
}

/** "meeting-2027-03-12-fjord-energy-ab.ics" */
export function icsFileName(startsAt: unknown, counterpart: string): string {
  const at = Date.parse(String(startsAt));
  const day = Number.isFinite(at) ? new Date(at).toISOString().slice(0, 10) : 'unscheduled';
  const slug = counterpart
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `meeting-${day}${slug ? `-${slug}` : ''}.ics`;
}

/** webcal:// for "Subscribe in calendar" (calendar apps open it and subscribe). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}
