import {
  placeName,
  STAGE_LABELS,
  type MatchChoice,
  type MatchState,
  type NeedState,
  type PairingState,
  type StartupStage,
} from '@matchday/shared';

import { stageLabel } from '../../../lib/company-words.ts';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import {
  defineMessages,
  formatNow,
  type Message,
  type MessageValues,
} from '../../../lib/messages.ts';

/**
 * Words for needs, suggestions and pairing requests as participants read them. Helpers that
 * word things take the screen's `t` (English outside the app).
 */
export type T = (message: Message, values?: MessageValues) => string;

const m = defineMessages({
  selected: { id: 'matchmaking.selection.SELECTED', defaultMessage: 'Waiting for your answer' },
  confirmed: { id: 'matchmaking.selection.CONFIRMED', defaultMessage: 'You confirmed' },
  refused: { id: 'matchmaking.selection.REFUSED', defaultMessage: 'You declined' },
  over: { id: 'matchmaking.closed.over', defaultMessage: 'This event is over' },
  opens: { id: 'matchmaking.closed.opens', defaultMessage: 'The selection opens on {at}' },
  closed: { id: 'matchmaking.closed.closed', defaultMessage: 'The selection has closed' },
  failed: { id: 'matchmaking.failed', defaultMessage: 'Something went wrong' },
});

const SELECTION_WORDS: Partial<Record<MatchState, Message>> = {
  SELECTED: m.selected,
  CONFIRMED: m.confirmed,
  REFUSED: m.refused,
};

/** DateTime arrives as an ISO string (typed `unknown` by codegen). */
export const iso = (value: unknown): string => String(value);

/** "12 Mar 2027, 09:00" in the event's zone. */
export function dateTime(value: unknown, timezone: string): string {
  const zone = { timeZone: timezone };
  return `${formatDate(iso(value), zone)}, ${formatTime(iso(value), zone)}`;
}

export const countryName = (code: string | null | undefined) =>
  code ? (placeName(code) ?? code) : null;

export const stageName = (stage: string | null | undefined, t?: T) =>
  stage ? (t ? stageLabel(t, stage) : (STAGE_LABELS[stage as StartupStage] ?? stage)) : null;

/** "Sweden · Pilot" — where a company is based and its stage, whatever of it is known. */
export const companyLine = (c: { country: string; stage?: string | null }, t?: T) =>
  [countryName(c.country), stageName(c.stage, t)].filter(Boolean).join(' · ');

export const NEED_STATE: Record<NeedState, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  PUBLISHED: { label: 'Published', color: 'green' },
  CLOSED: { label: 'Closed', color: 'dark' },
};

export const CHOICE_LABEL: Record<MatchChoice, string> = {
  MUST_MEET: 'Must meet',
  MEET: 'Meet',
  NO_THANKS: 'No thanks',
};

/** A suggestion's state as the corporate reads it. */
export function corporateMatchState(m: { state: MatchState; choice: MatchChoice | null }): {
  label: string;
  color: string;
} {
  const priority = m.choice === 'MUST_MEET' ? 'Must meet' : 'Meet';
  switch (m.state) {
    case 'SELECTED':
      return { label: `${priority} · waiting for the startup`, color: 'amber' };
    case 'CONFIRMED':
      return { label: `${priority} · confirmed`, color: 'green' };
    case 'REFUSED':
      return { label: 'The startup declined', color: 'red' };
    case 'DECLINED':
      return { label: 'No thanks', color: 'gray' };
    default:
      return { label: 'Suggested', color: 'matchday' };
  }
}

/** A selection's state as the startup reads it. */
export const SELECTION_STATE: Partial<Record<MatchState, { label: string; color: string }>> = {
  SELECTED: { label: 'Waiting for your answer', color: 'amber' },
  CONFIRMED: { label: 'You confirmed', color: 'green' },
  REFUSED: { label: 'You declined', color: 'gray' },
};

/** A selection's state in the reader's language, with its colour. */
export function selectionState(state: MatchState, t: T = formatNow) {
  const words = SELECTION_WORDS[state];
  const color = SELECTION_STATE[state]?.color ?? 'gray';
  return { label: words ? t(words) : state, color };
}

export const PAIRING_STATE: Record<PairingState, { label: string; color: string }> = {
  PENDING: { label: 'Waiting for an answer', color: 'amber' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  DECLINED: { label: 'Declined', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'gray' },
};

/** Matches a corporate has chosen to meet that still lead to a meeting. */
export const isChosen = (m: { state: MatchState; choice: MatchChoice | null }) =>
  (m.state === 'SELECTED' || m.state === 'CONFIRMED') &&
  (m.choice === 'MUST_MEET' || m.choice === 'MEET');

/** "3 of 4 wanted meetings chosen". */
export function chosenText(chosen: number, wanted: number) {
  return `${chosen} of ${wanted} wanted ${wanted === 1 ? 'meeting' : 'meetings'} chosen`;
}

/** "n of 10 pending" */
export function pendingText(pending: number, limit: number) {
  return `${pending} of ${limit} pending`;
}

/**
 * Whether choices and requests are taken now, from the event's selection window; `null` when
 * open, else the reason (the server says the same when it refuses).
 */
export function selectionClosedReason(
  e: {
    endDate: unknown;
    selectionOpensAt?: unknown;
    selectionClosesAt?: unknown;
    timezone: string;
  },
  now = Date.now(),
  t: T = formatNow,
): { closed: 'before' | 'after'; text: string } | null {
  if (new Date(iso(e.endDate)).getTime() < now) return { closed: 'after', text: t(m.over) };
  if (e.selectionOpensAt && new Date(iso(e.selectionOpensAt)).getTime() > now) {
    return {
      closed: 'before',
      text: t(m.opens, { at: dateTime(e.selectionOpensAt, e.timezone) }),
    };
  }
  if (e.selectionClosesAt && new Date(iso(e.selectionClosesAt)).getTime() < now) {
    return { closed: 'after', text: t(m.closed) };
  }
  return null;
}

export const errorText = (e: unknown, t: T = formatNow) =>
  e instanceof Error ? e.message : t(m.failed);
