import type { HomeActionKind } from '../../../gql/startup.ts';
import { formatDate, formatTime, zoneName } from '../../../lib/dates.ts';
import {
  defineMessages,
  formatNow,
  type Message,
  type MessageValues,
} from '../../../lib/messages.ts';

/**
 * Words of the home page. Every time is written in the event's own zone and the zone is named,
 * so a reader abroad reads the organiser's clock. Each helper takes the screen's `t` (English
 * outside the app).
 */

export type HomeRole = 'startup' | 'corp';
export type T = (message: Message, values?: MessageValues) => string;

const m = defineMessages({
  zone: { id: 'home.zone', defaultMessage: '{city} time ({zone})' },
  confirmSelections: {
    id: 'home.action.confirmSelections',
    defaultMessage: '{count, plural, one {# selection} other {# selections}} to confirm',
  },
  chooseSuggestions: {
    id: 'home.action.chooseSuggestions',
    defaultMessage:
      '{count, plural, one {# suggested startup} other {# suggested startups}} to choose from',
  },
  answerPairings: {
    id: 'home.action.answerPairings',
    defaultMessage: '{count, plural, one {# meeting request} other {# meeting requests}} to answer',
  },
  rateMeetings: {
    id: 'home.action.rateMeetings',
    defaultMessage: '{count, plural, one {# meeting} other {# meetings}} to rate',
  },
  finishProfile: {
    id: 'home.action.finishProfile',
    defaultMessage: '{count, plural, one {# profile field} other {# profile fields}} to fill in',
  },
  hintConfirm: {
    id: 'home.hint.confirmSelections',
    defaultMessage:
      'Corporates chose to meet you. Confirm or decline so the meetings can be scheduled.',
  },
  hintChoose: {
    id: 'home.hint.chooseSuggestions',
    defaultMessage:
      'Startups suggested for your needs. Pick whom to meet before the selection closes.',
  },
  hintAnswer: {
    id: 'home.hint.answerPairings',
    defaultMessage: 'Startups asked to meet you. Accept or decline each request.',
  },
  hintRate: {
    id: 'home.hint.rateMeetings',
    defaultMessage: 'How did it go? Your rating helps the programme follow up.',
  },
  hintProfileCorp: {
    id: 'home.hint.finishProfile.corp',
    defaultMessage: 'Startups read your profile before they meet you.',
  },
  hintProfileStartup: {
    id: 'home.hint.finishProfile.startup',
    defaultMessage: 'Corporates read your profile before they choose whom to meet.',
  },
  answerInvitation: { id: 'home.join.answerInvitation', defaultMessage: 'Answer the invitation' },
  seeInvitation: { id: 'home.join.seeInvitation', defaultMessage: 'See the invitation' },
  register: { id: 'home.join.register', defaultMessage: 'Register' },
  seeEvent: { id: 'home.join.seeEvent', defaultMessage: 'See the event' },
});

/** "Stockholm time (CET)"; UTC stays "UTC". */
export function zoneLabel(timezone: string, at: unknown, t: T = formatNow): string {
  if (timezone === 'UTC' || timezone === 'Etc/UTC') return 'UTC';
  const city = (timezone.split('/').pop() ?? timezone).replace(/_/g, ' ');
  return t(m.zone, { city, zone: zoneName(at, timezone) });
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

const TITLES: Record<HomeActionKind, Message> = {
  CONFIRM_SELECTIONS: m.confirmSelections,
  CHOOSE_SUGGESTIONS: m.chooseSuggestions,
  ANSWER_PAIRINGS: m.answerPairings,
  RATE_MEETINGS: m.rateMeetings,
  FINISH_PROFILE: m.finishProfile,
};

/** What one pending action asks, counted: "2 selections to confirm". */
export function actionTitle(kind: HomeActionKind, count: number, t: T = formatNow): string {
  return t(TITLES[kind], { count });
}

/** One line on why it matters, under the title. */
export function actionHint(kind: HomeActionKind, role: HomeRole, t: T = formatNow): string {
  switch (kind) {
    case 'CONFIRM_SELECTIONS':
      return t(m.hintConfirm);
    case 'CHOOSE_SUGGESTIONS':
      return t(m.hintChoose);
    case 'ANSWER_PAIRINGS':
      return t(m.hintAnswer);
    case 'RATE_MEETINGS':
      return t(m.hintRate);
    case 'FINISH_PROFILE':
      return t(role === 'corp' ? m.hintProfileCorp : m.hintProfileStartup);
  }
}

/** What the open event's link says. */
export function joinLabel(
  o: { canJoin: boolean; myState?: string | null },
  t: T = formatNow,
): string {
  if (o.myState === 'INVITED') return t(o.canJoin ? m.answerInvitation : m.seeInvitation);
  return t(o.canJoin ? m.register : m.seeEvent);
}
