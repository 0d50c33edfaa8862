import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { users } from '../../modules/accounts/accounts.tables.ts';
import { events } from '../../modules/events/events.tables.ts';
import { meetingRatings } from '../../modules/followup/followup.tables.ts';
import { sendRatingMailsNow } from '../../modules/followup/mails-now.service.ts';
import { correctRating } from '../../modules/followup/rating-corrections.service.ts';
import { rateMeeting } from '../../modules/followup/ratings.service.ts';
import { recordFollowUp, reportFollowUp } from '../../modules/followup/reports.service.ts';
import { meetingsOfEvent } from '../../modules/meetings/agenda.service.ts';

/** The previous demo event (demo-events.ts), whose schedule demo-meetings.ts marked held. */
const PREVIOUS_EVENT = 'Digital Health Innovation Day';

const COMMENTS = [
  'Clear pitch and a realistic pilot plan.',
  'Interesting, but too early for us.',
  'Good fit with our roadmap; we want to meet again.',
  'They understood our procurement constraints.',
];

async function memberOf(tx: Db, companyId: string, type: 'startup' | 'corp') {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return u ? ({ kind: 'user', id: u.id, type, companyId } as UserActor) : null;
}

/**
 * Ratings and follow-up in the previous demo event, through the services: most
 * held meetings rated by both sides (about half wanting a follow-up, one corrected by its
 * author), a few left unrated so the
 * participants' Follow-up page has something to rate, second-stage reports with outcomes (one
 * PILOT) and one outcome the organisers learned by phone; before the ratings, every held side's
 * rating mail went (sent by hand), so the follow-up tab's schedule shows mails sent. Skipped when the event already has
 * ratings (the seed runs on every start).
 */
export async function seedDemoFollowUp(tx: Db, admin: AdminActor, publicUrl: string) {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, PREVIOUS_EVENT))
    .limit(1);
  if (!event) return;
  const held = (await meetingsOfEvent(tx, admin, event.id)).filter((m) => m.status === 'HELD');
  if (!held.length) return;
  const [rated] = await tx
    .select({ id: meetingRatings.id })
    .from(meetingRatings)
    .where(
      inArray(
        meetingRatings.meetingId,
        held.map((m) => m.id),
      ),
    )
    .limit(1);
  if (rated) return;
  // The event is long over: its rating mails go by hand, as an organiser sends them (the sweep
  // mails only meetings that ended in the last 30 days); most sides then rated.
  await sendRatingMailsNow({ db: tx, publicUrl }, admin, event.id);
  // Which meetings were held varies between runs: each company's first meeting is always rated
  // (every persona's screens show a rating); of the later ones a few stay to rate.
  const nth = new Map<string, number>();
  const next = (companyId: string) => {
    const n = nth.get(companyId) ?? 0;
    nth.set(companyId, n + 1);
    return n;
  };
  for (const [i, m] of held.entries()) {
    const startup = await memberOf(tx, m.startupId, 'startup');
    const corp = await memberOf(tx, m.corporateId, 'corp');
    const startupNth = next(m.startupId);
    const corpNth = next(m.corporateId);
    // Past a company's first, every fourth meeting stays unrated by the startup, every fifth by
    // the corporate.
    if (startup && (startupNth === 0 || i % 4 !== 3)) {
      await rateMeeting(tx, startup, m.id, {
        score: 3 + (i % 3),
        comment: COMMENTS[i % COMMENTS.length],
        wantsFollowUp: i % 2 === 0,
      });
    }
    if (corp && (corpNth === 0 || i % 5 !== 4)) {
      await rateMeeting(tx, corp, m.id, {
        score: 2 + (i % 4),
        comment: COMMENTS[(i + 1) % COMMENTS.length],
        wantsFollowUp: i % 3 !== 2,
      });
    }
  }
  // The first meeting's corporate thought again: its rating shows as edited, and the organisers
  // read the version it replaced.
  const corrector = held[0] && (await memberOf(tx, held[0].corporateId, 'corp'));
  if (corrector) {
    await correctRating(tx, corrector, held[0]!.id, {
      score: 5,
      comment: 'On reflection: their pilot plan fits our roadmap; we want to meet again.',
      wantsFollowUp: true,
    });
  }
  // The second stage, answered early by a few parties (reported in the app).
  const [first, second, third] = held;
  const startupOf = (m: (typeof held)[number]) => memberOf(tx, m.startupId, 'startup');
  const corpOf = (m: (typeof held)[number]) => memberOf(tx, m.corporateId, 'corp');
  if (first) {
    const c = await corpOf(first);
    if (c)
      await reportFollowUp(tx, c, first.id, {
        result: 'NEGOTIATION_STARTED',
        comment: 'A pilot in two clinics is agreed; the contract is being negotiated.',
        outcomes: [
          { kind: 'FOLLOW_UP_MEETING', happenedOn: isoDaysAgo(30) },
          { kind: 'NDA', happenedOn: isoDaysAgo(21) },
          { kind: 'PILOT', happenedOn: isoDaysAgo(7) },
        ],
      });
    const s = await startupOf(first);
    if (s)
      await reportFollowUp(tx, s, first.id, {
        result: 'NEGOTIATION_STARTED',
        outcomes: [{ kind: 'PILOT', happenedOn: isoDaysAgo(7) }],
      });
  }
  if (second) {
    const s = await startupOf(second);
    if (s)
      await reportFollowUp(tx, s, second.id, {
        result: 'VALUABLE_CONTACT',
        outcomes: [{ kind: 'FOLLOW_UP_MEETING', happenedOn: isoDaysAgo(25) }],
      });
  }
  if (third) {
    await recordFollowUp(tx, admin, third.id, {
      result: 'KNOWLEDGE_GAIN',
      source: 'Phone call with the startup’s CEO',
      comment: 'No collaboration for now; both keep in touch.',
      outcomes: [],
    });
  }
}

function isoDaysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
