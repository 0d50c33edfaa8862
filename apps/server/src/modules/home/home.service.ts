import type { HomeActionKind } from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { profileGaps } from '../companies/profile-gaps.service.ts';
import { openEvents, type OpenEvent } from '../events/open-events.service.ts';
import { pendingRatings } from '../followup/pending-ratings.service.ts';
import { pendingMatchmaking } from '../matchmaking/pending.service.ts';
import { myLiveNowNext, type NowNext } from '../liveday/now-next.service.ts';
import { nextMeeting, type NextMeeting } from '../meetings/next-meeting.service.ts';

/**
 * A startup's or corporate's home (docs/decisions/076): its next meeting, what
 * waits for it and where that is done, and events it could still join. Composed from the rooms
 * that own each rule; nothing is decided here but the order and the pages.
 */

export type PendingAction = {
  kind: HomeActionKind;
  count: number;
  /** The web app's page where it is done. */
  path: string;
  event: { id: string; name: string } | null;
  /** FINISH_PROFILE: the missing fields, by label. */
  items: string[];
};

export type Home = {
  nextMeeting: NextMeeting | null;
  /** The now / next of an event of the company's running now (decision 108). */
  liveNow: NowNext | null;
  pendingActions: PendingAction[];
  openEvents: OpenEvent[];
};

/** The page of each event-bound kind, under the area's events. */
const EVENT_PAGE: Record<Exclude<HomeActionKind, 'FINISH_PROFILE'>, string> = {
  CONFIRM_SELECTIONS: 'selections',
  CHOOSE_SUGGESTIONS: 'suggestions',
  ANSWER_PAIRINGS: 'requests',
  RATE_MEETINGS: 'feedback',
};

/** The home of the signed-in person's company. Deny by default: startup and corp users only. */
export async function myHome(db: Db, actor: Actor, now = new Date()): Promise<Home> {
  assertCan(actor, 'viewOwnHome', 'Only startup and corporate people have a home page');
  const member = companyActor(actor, 'Only people of a company have a home page');
  const area = member.type === 'corp' ? '/corporate' : '/startup';
  const [meeting, live, matchmaking, ratings, gaps, open] = await Promise.all([
    nextMeeting(db, actor, now),
    myLiveNowNext(db, actor, now),
    pendingMatchmaking(db, actor, now),
    pendingRatings(db, actor),
    profileGaps(db, actor),
    openEvents(db, actor),
  ]);
  const onEvent = (
    kind: keyof typeof EVENT_PAGE,
    r: { eventId: string; eventName: string; count: number },
  ): PendingAction => ({
    kind,
    count: r.count,
    path: `${area}/events/${r.eventId}/${EVENT_PAGE[kind]}`,
    event: { id: r.eventId, name: r.eventName },
    items: [],
  });
  const pendingActions: PendingAction[] = [
    ...matchmaking.map((r) => onEvent(r.kind, r)),
    ...ratings.map((r) => onEvent('RATE_MEETINGS', r)),
  ];
  if (gaps.length) {
    pendingActions.push({
      kind: 'FINISH_PROFILE',
      count: gaps.length,
      path: member.type === 'corp' ? '/corporate/profile' : '/startup/onboarding',
      event: null,
      items: gaps,
    });
  }
  return { nextMeeting: meeting, liveNow: live, pendingActions, openEvents: open };
}
