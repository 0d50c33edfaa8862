import {
  followUpReportInput,
  rateMeetingInput,
  type FollowUpLinkView,
  type FollowUpTokenPurpose,
  type LinkProblem,
  type RatingSide,
} from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { followUpReports, followUpTokens, meetingRatings } from './followup.tables.ts';
import { insertRating } from './ratings.service.ts';
import { writeReport } from './reports.service.ts';
import { hashToken } from './tokens.ts';

/**
 * The mailed one-time links (/token/feedback/{token}, /token/followup/{token}): checked on load
 * (spending nothing), then spent by one answer for the side. Used, expired or answered → a
 * 400 whose `reason` lets the page say which, with a way to sign in instead.
 */

const MESSAGES: Record<LinkProblem, string> = {
  INVALID: 'This link is not valid',
  USED: 'This link has already been used',
  EXPIRED: 'This link has expired',
  ANSWERED: 'Your team has already answered for this meeting',
};

function problem(reason: LinkProblem): AppError {
  return new AppError('BAD_REQUEST', MESSAGES[reason], {
    reason,
    fields: [{ field: 'token', message: MESSAGES[reason] }],
  });
}

const tokenInput = z.string().min(16).max(200);

async function answered(
  db: Db,
  meetingId: string,
  side: RatingSide,
  purpose: FollowUpTokenPurpose,
) {
  const table = purpose === 'RATING' ? meetingRatings : followUpReports;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.meetingId, meetingId), eq(table.side, side)));
  return !!row;
}

/** Finds a live token (locking it in a transaction) or throws the page's reason. */
async function liveToken(db: Db, token: unknown, purpose: FollowUpTokenPurpose, lock: boolean) {
  const parsed = tokenInput.safeParse(token);
  if (!parsed.success) throw problem('INVALID');
  const query = db
    .select()
    .from(followUpTokens)
    .where(
      and(
        eq(followUpTokens.tokenHash, hashToken(parsed.data)),
        eq(followUpTokens.purpose, purpose),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw problem('INVALID');
  if (row.usedAt) throw problem('USED');
  if (row.expiresAt.getTime() <= Date.now()) throw problem('EXPIRED');
  if (await answered(db, row.meetingId, row.side, purpose)) throw problem('ANSWERED');
  return row;
}

/** What a link is about: the event, the counterpart, the time. Spends nothing. */
export async function checkFollowUpLink(
  db: Db,
  purpose: FollowUpTokenPurpose,
  token: unknown,
): Promise<FollowUpLinkView> {
  const row = await liveToken(db, token, purpose, false);
  const [m] = await db
    .select({ meeting: meetings, event: events })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(eq(meetings.id, row.meetingId));
  if (!m) throw problem('INVALID');
  const own = row.side === 'STARTUP' ? m.meeting.startupId : m.meeting.corporateId;
  const other = row.side === 'STARTUP' ? m.meeting.corporateId : m.meeting.startupId;
  const names = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, own))
    .union(
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, other)),
    );
  const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? '';
  return {
    purpose,
    side: row.side,
    eventName: m.event.name,
    companyName: nameOf(own),
    counterpartName: nameOf(other),
    startsAt: (m.meeting.shownStartsAt ?? m.meeting.startsAt)?.toISOString() ?? null,
    timezone: m.event.timezone,
  };
}

/** Marks every link of this side and purpose used: one answer counts for the team. */
async function spend(tx: Db, row: typeof followUpTokens.$inferSelect) {
  await tx
    .update(followUpTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(followUpTokens.meetingId, row.meetingId),
        eq(followUpTokens.side, row.side),
        eq(followUpTokens.purpose, row.purpose),
      ),
    );
}

/** Rates the link's side of the meeting (POST /api/followup/rate). */
export async function rateWithLink(db: Db, body: unknown) {
  const token = (body as { token?: unknown } | null)?.token;
  const { token: _t, ...rest } = (body ?? {}) as Record<string, unknown>;
  const rating = parseInput(rateMeetingInput.strict(), rest);
  return db.transaction(async (tx) => {
    const row = await liveToken(tx, token, 'RATING', true);
    const [meeting] = await tx
      .select({ id: meetings.id, status: meetings.status })
      .from(meetings)
      .where(eq(meetings.id, row.meetingId));
    if (!meeting) throw problem('INVALID');
    const rated = await insertRating(tx, meeting, row.side, rating, 'LINK', null);
    await spend(tx, row);
    return { side: rated.side, score: rated.score, wantsFollowUp: rated.wantsFollowUp };
  });
}

/** Reports the link's side's follow-up (POST /api/followup/report). */
export async function reportWithLink(db: Db, body: unknown) {
  const token = (body as { token?: unknown } | null)?.token;
  const { token: _t, ...rest } = (body ?? {}) as Record<string, unknown>;
  const report = parseInput(followUpReportInput.strict(), rest);
  return db.transaction(async (tx) => {
    const row = await liveToken(tx, token, 'FOLLOW_UP', true);
    const [meeting] = await tx
      .select({ id: meetings.id, status: meetings.status })
      .from(meetings)
      .where(eq(meetings.id, row.meetingId));
    if (!meeting) throw problem('INVALID');
    const written = await writeReport(tx, meeting, row.side, report, 'LINK', null);
    await spend(tx, row);
    return { side: written.side, result: written.result, outcomes: written.outcomes.length };
  });
}
