import { plural } from '@matchday/shared';
import type { HomeActionKind } from '../../../gql/startup.ts';
import { formatDate, formatTime, zoneName } from '../../../lib/dates.ts';

/**
 * Words of the home page. Every time is written in the event's own zone and the zone is named,
 * so a reader abroad reads the organiser's clock.
 */

export type HomeRole = 'startup' | 'corp';

/** "Stockholm time (CET)"; UTC stays "UTC". */
export function zoneLabel(timezone: string, at: unknown): string {
  if (timezone === 'UTC' || timezone === 'Etc/UTC') return 'UTC';
  const city = (timezone.split('/').pop() ?? timezone).replace(/_/g, ' ');
  return `${city} time (${zoneName(at, timezone)})`;
}

/** "09:20–09:40" in the zone. */
export function timeRange(start: unknown, end: unknown, timezone: string): string {
  return `${formatTime(start, { timeZone: timezone })}–${formatTime(end, { timeZone: timezone })}`;
}

/** "12 Mar 2027, 08:30–17:00", or "12 Mar 2027, 09:00 – 13 Mar 2027, 17:00" over two days. */
export function eventWhen(start: unknown, end: unknown, timezone: string): string {
  const zone = { timeZone: timezone };
  const first = formatDate(start, zone);
  const last = formatDate(end, zone);
  if (first === last) return `${first}, ${timeRange(start, end, timezone)}`;
  return `${first}, ${formatTime(start, zone)} – ${last}, ${formatTime(end, zone)}`;
}

/** What one pending action asks, counted: "2 selections to confirm". */
export function actionTitle(kind: HomeActionKind, count: number): string {
  switch (kind) {
    case 'CONFIRM_SELECTIONS':
      return `${plural(count, 'selection')} to confirm`;
    case 'CHOOSE_SUGGESTIONS':
      return `${plural(count, 'suggested startup')} to choose from`;
    case 'ANSWER_PAIRINGS':
      return `${plural(count, 'meeting request')} to answer`;
    case 'RATE_MEETINGS':
      return `${plural(count, 'meeting')} to rate`;
    case 'FINISH_PROFILE':
      return `${plural(count, 'profile field')} to fill in`;
  }
}

/** One line on why it matters, under the title. */
export function actionHint(kind: HomeActionKind, role: HomeRole): string {
  switch (kind) {
    case 'CONFIRM_SELECTIONS':
      return 'Corporates chose to meet you. Confirm or decline so the meetings can be scheduled.';
    case 'CHOOSE_SUGGESTIONS':
      return 'Startups suggested for your needs. Pick whom to meet before the selection closes.';
    case 'ANSWER_PAIRINGS':
      return 'Startups asked to meet you. Accept or decline each request.';
    case 'RATE_MEETINGS':
      return 'How did it go? Your rating helps the programme follow up.';
    case 'FINISH_PROFILE':
      return role === 'corp'
        ? 'Startups read your profile before they meet you.'
        : 'Corporates read your profile before they choose whom to meet.';
  }
}

/** What the open event's link says. */
export function joinLabel(o: { canJoin: boolean; myState?: string | null }): string {
  if (o.myState === 'INVITED') return o.canJoin ? 'Answer the invitation' : 'See the invitation';
  return o.canJoin ? 'Register' : 'See the event';
}
