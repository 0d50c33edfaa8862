import { type MeetingStatus, type RatingSide } from '@matchday/shared';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import {
  NOT_HELD,
  ratingMail,
  reminderMail,
  secondStageMail,
  type Planned,
  type Sent,
  type SideFacts,
} from './due-rules.ts';
import { organiserEventIds } from './followup.policy.ts';
import { followUpReports, followUpTokens, meetingRatings } from './followup.tables.ts';
import { secondStageDays } from './reports.service.ts';

/**
 * The follow-up tab's schedule (docs/decisions/085): per held meeting and side when the rating
 * mail, its reminder and the second-stage mail went or will go — computed by due.rules.ts, the
 * rules the sweep sends by — and the sides that will never be asked, with the reason in words.
 */

const SIDES: RatingSide[] = ['STARTUP', 'CORPORATE'];
const eventKey = z.uuid('No such event');

export type ScheduleRow = {
  meetingId: string;
  startupName: string;
  corporateName: string;
  startsAt: Date | null;
  side: RatingSide;
  rating: Planned;
  reminder: Planned;
  secondStage: Planned;
};
export type NotAsked = {
  meetingId: string;
  startupName: string;
  corporateName: string;
  startsAt: Date | null;
  /** Null: both sides, for the same reason. */
  side: RatingSide | null;
  reason: string;
};

const STATUS_WORDS: Partial<Record<MeetingStatus, string>> = {
  NO_SHOW: 'Marked as a no-show',
  CANCELLED: 'Cancelled',
};

/** The event in the organiser's reach, or not found. */
export async function organisersEvent(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'recordFollowUps', 'Only organisers see the follow-up mails');
  const eventId = parseInput(eventKey, id);
  const reach = organiserEventIds(actor);
  if (reach !== 'all' && !reach.includes(eventId)) throw new AppError('NOT_FOUND', 'No such event');
  const [event] = await db
    .select({ id: events.id, endDate: events.endDate, timezone: events.timezone })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  return event;
}

/** Every side of every meeting of the event, with what the rules read (days: as set, or given). */
export async function sidesOfEvent(db: Db, eventId: string, days?: number) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return [];
  const stageDays = days ?? (await secondStageDays(db, eventId));
  const s = companies;
  const list = await db
    .select({ m: meetings, startupName: s.name })
    .from(meetings)
    .innerJoin(s, eq(s.id, meetings.startupId))
    .where(eq(meetings.eventId, eventId));
  const ids = list.map((r) => r.m.id);
  if (!ids.length) return [];
  const [corpNames, tokens, rated, reported] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        inArray(
          companies.id,
          list.map((r) => r.m.corporateId),
        ),
      ),
    db.select().from(followUpTokens).where(inArray(followUpTokens.meetingId, ids)),
    db
      .select({ meetingId: meetingRatings.meetingId, side: meetingRatings.side })
      .from(meetingRatings)
      .where(inArray(meetingRatings.meetingId, ids)),
    db
      .select({ meetingId: followUpReports.meetingId, side: followUpReports.side })
      .from(followUpReports)
      .where(inArray(followUpReports.meetingId, ids)),
  ]);
  const sentOf = (id: string, side: RatingSide, purpose: string, round: number): Sent => {
    const t = tokens.find(
      (x) => x.meetingId === id && x.side === side && x.purpose === purpose && x.round === round,
    );
    return t ? { at: t.createdAt, expiresAt: t.expiresAt } : null;
  };
  const has = (rows: { meetingId: string; side: string }[], id: string, side: string) =>
    rows.some((r) => r.meetingId === id && r.side === side);
  return list.flatMap(({ m, startupName }) =>
    SIDES.map((side) => ({
      meeting: m,
      startupName,
      corporateName: corpNames.find((c) => c.id === m.corporateId)?.name ?? '',
      side,
      companyId: side === 'STARTUP' ? m.startupId : m.corporateId,
      facts: {
        held: m.status === 'HELD',
        endedAt: m.shownEndsAt ?? m.endsAt,
        eventEndsAt: event.endDate,
        secondStageDays: stageDays,
        rated: has(rated, m.id, side),
        reported: has(reported, m.id, side),
        rating: sentOf(m.id, side, 'RATING', 0),
        reminder: sentOf(m.id, side, 'RATING', 1),
        secondStage: sentOf(m.id, side, 'FOLLOW_UP', 0),
      },
    })),
  );
}

type EventSide = Awaited<ReturnType<typeof sidesOfEvent>>[number];

/** The rules need an end: a meeting never placed has none, and is never mailed. */
export function factsOf(s: EventSide): SideFacts | null {
  return s.facts.endedAt ? { ...s.facts, endedAt: s.facts.endedAt } : null;
}

/**
 * Mails to the active people of the given companies: one per person per listed company (a
 * company listed twice, twice), or once per person with `digest` (one mail for all its items).
 */
export async function mailsTo(db: Db, companyIds: string[], digest = false): Promise<number> {
  const unique = [...new Set(companyIds)];
  if (!unique.length) return 0;
  const rows = await db
    .select({ companyId: users.companyId, n: count() })
    .from(users)
    .where(and(inArray(users.companyId, unique), isNull(users.disabledAt)))
    .groupBy(users.companyId);
  const per = new Map(rows.map((r) => [r.companyId, r.n]));
  return (digest ? unique : companyIds).reduce((sum, id) => sum + (per.get(id) ?? 0), 0);
}

export async function followUpSchedule(db: Db, actor: Actor, id: unknown, now = new Date()) {
  const event = await organisersEvent(db, actor, id);
  const sides = await sidesOfEvent(db, event.id);
  const rows: ScheduleRow[] = [];
  const notAsked: NotAsked[] = [];
  const toSend: string[] = [];
  for (const s of sides) {
    const base = {
      meetingId: s.meeting.id,
      startupName: s.startupName,
      corporateName: s.corporateName,
      startsAt: s.meeting.shownStartsAt ?? s.meeting.startsAt,
    };
    const f = factsOf(s);
    if (s.meeting.status !== 'HELD' || !f) {
      // One line per meeting: both sides share the reason.
      if (s.side === 'STARTUP')
        notAsked.push({
          ...base,
          side: null,
          reason:
            STATUS_WORDS[s.meeting.status] ??
            `${NOT_HELD} (still ${s.meeting.status.toLowerCase()})`,
        });
      continue;
    }
    const rating = ratingMail(f, now);
    rows.push({
      ...base,
      side: s.side,
      rating,
      reminder: reminderMail(f, now),
      secondStage: secondStageMail(f, now),
    });
    if (!rating.sentAt && !f.rated) {
      if (rating.skipped) notAsked.push({ ...base, side: s.side, reason: rating.skipped });
      toSend.push(s.companyId);
    }
  }
  return {
    eventId: event.id,
    timezone: event.timezone,
    eventOver: event.endDate <= now,
    rows,
    notAsked,
    /** How many rating mails "Send rating mails now" would send. */
    ratingMailsToSend: await mailsTo(db, toSend),
  };
}
