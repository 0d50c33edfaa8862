import {
  placeName,
  STAGE_LABELS,
  type MatchChoice,
  type MatchSource,
  type MatchState,
  type NeedState,
  type PairingState,
  type StartupStage,
} from '@matchday/shared';
import { formatDate } from '../../../../lib/dates.ts';

/** Words and colours for needs, matches and pairing requests as the organisers read them. */

export const NEED_STATE_LABEL: Record<NeedState, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  CLOSED: 'Closed',
};
export const NEED_STATE_COLOR: Record<NeedState, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  CLOSED: 'dark',
};

/** The filter's states, in the order a match moves through them. */
export const MATCH_STATE_OPTIONS: { value: MatchState; label: string }[] = [
  { value: 'PROPOSED', label: 'Proposed (not published)' },
  { value: 'SUGGESTED', label: 'Awaiting the corporate' },
  { value: 'SELECTED', label: 'Awaiting the startup' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'DECLINED', label: 'No thanks' },
  { value: 'REFUSED', label: 'Refused by the startup' },
  { value: 'WITHDRAWN', label: 'Ended: removed from the event' },
];

const CHOICE: Record<MatchChoice, string> = {
  MUST_MEET: 'Must meet',
  MEET: 'Meet',
  NO_THANKS: 'No thanks',
};

/** A match's state and, once the corporate chose, its choice: "Must meet · confirmed". */
export function matchBadge(m: { state: MatchState; choice: MatchChoice | null }): {
  label: string;
  color: string;
} {
  const choice = m.choice ? CHOICE[m.choice] : 'Meet';
  switch (m.state) {
    case 'PROPOSED':
      return { label: 'Proposed', color: 'gray' };
    case 'SUGGESTED':
      return { label: 'Awaiting corporate', color: 'blue' };
    case 'SELECTED':
      return { label: `${choice} · awaiting startup`, color: 'yellow' };
    case 'CONFIRMED':
      return { label: `${choice} · confirmed`, color: 'green' };
    case 'DECLINED':
      return { label: 'No thanks', color: 'gray' };
    case 'REFUSED':
      return { label: `${choice} · startup declined`, color: 'red' };
    case 'WITHDRAWN':
      return { label: 'Ended: removed from the event', color: 'gray' };
  }
}

export const SOURCE_LABEL: Partial<Record<MatchSource, string>> = {
  ADMIN: 'Added by organisers',
  APPLICATION: 'Applied',
  INCUBATOR: 'Added by incubator',
  PAIRING: 'Pairing request',
  BOOKING: 'Booked by participants',
};

export const PAIRING_LABEL: Record<PairingState, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
};
export const PAIRING_COLOR: Record<PairingState, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
};

/** "Sweden · Pilot" — whatever of the country and stage is known. */
export function startupLine(s: { country: string; stage?: string | null } | null): string {
  if (!s) return '';
  const country = s.country ? (placeName(s.country) ?? s.country) : null;
  const stage = s.stage ? (STAGE_LABELS[s.stage as StartupStage] ?? s.stage) : null;
  return [country, stage].filter(Boolean).join(' · ');
}

/** "12 Mar 2027" for a request's date, in the reader's zone (the day it arrived). */
export function shortDate(value: unknown): string {
  return formatDate(value, { empty: '' });
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong');
