import './matchmaking.mail.ts';
import { choiceInput, selectionAnswerInput } from '@matchday/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { getEvent, type EventRow } from '../events/events.service.ts';
import { completeNotificationTask, TASKS } from '../mail/notification-tasks.service.ts';
import { matchMail } from './mail/mail-contents.views.ts';
import { queueCompanyMail } from './mail/recipients.ts';
import { matchReadWhere, needReadWhere } from './matchmaking.policy.ts';
import { matches, needs } from './matchmaking.tables.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** What corporates and startups do with suggestions: read, choose, confirm. */

export type MatchRow = typeof matches.$inferSelect;
export type Ctx = { db: Db; actor: Actor; publicUrl: string };
const matchId = z.uuid('No such suggestion');
const needId = z.uuid('No such need');

/** The matches of a need the actor may read, best first. */
export async function needSuggestions(db: Db, actor: Actor, id: unknown) {
  return (await needWithSuggestions(db, actor, id)).matches;
}

/**
 * The need (when the actor may read it) with its matches the actor may read, best first, in one
 * statement: the need left-joined to its matches, so a need without readable matches is one row.
 */
export async function needWithSuggestions(db: Db, actor: Actor, id: unknown) {
  const rows = await db
    .select()
    .from(needs)
    .leftJoin(matches, and(eq(matches.needId, needs.id), matchReadWhere(actor)))
    .where(and(eq(needs.id, parseInput(needId, id)), needReadWhere(actor)))
    .orderBy(desc(matches.pinned), desc(matches.score), asc(matches.id));
  const [first] = rows;
  if (!first) throw new AppError('NOT_FOUND', 'No such need');
  return {
    need: first.needs,
    matches: rows.flatMap((r) => (r.matches ? [r.matches] : [])),
  };
}

/** All matches of an event the actor may read (the organisers' Matches tab). */
export async function eventMatches(db: Db, actor: Actor, event: EventRow) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.eventId, event.id), matchReadWhere(actor)))
    .orderBy(asc(matches.needId), desc(matches.score), asc(matches.id));
}

export async function lockMatch(tx: Db, actor: Actor, id: unknown) {
  const [row] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, parseInput(matchId, id)), matchReadWhere(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such suggestion');
  return row;
}

/** Why a corporate cannot choose at this event now (null: the selection is open). */
export function selectionOpen(
  event: Pick<EventRow, 'selectionOpensAt' | 'selectionClosesAt' | 'endDate'>,
  now = Date.now(),
) {
  if (event.endDate.getTime() < now) return 'This event is over';
  if (event.selectionOpensAt && event.selectionOpensAt.getTime() > now) {
    return `The selection opens on ${event.selectionOpensAt.toISOString().slice(0, 10)}`;
  }
  if (event.selectionClosesAt && event.selectionClosesAt.getTime() < now)
    return 'The selection has closed';
  return null;
}

/**
 * A corporate chooses on a suggestion of its own: MUST_MEET or MEET → SELECTED (the startup is
 * mailed `match`), NO_THANKS → DECLINED with an optional reason. It may change its mind until the
 * startup answers; only within the selection window.
 */
export async function chooseSuggestion(ctx: Ctx, id: unknown, input: unknown) {
  const { db, actor } = ctx;
  assertCan(actor, 'chooseSuggestions', 'Only the corporate chooses on its suggestions');
  const { choice, reason } = parseInput(choiceInput, input);
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.state === 'CONFIRMED' || match.state === 'REFUSED') {
      throw new AppError('CONFLICT', 'The startup has answered already; this choice is final');
    }
    const event = await getEvent(tx, actor, match.eventId);
    const closed = selectionOpen(event);
    if (closed) throw new AppError('CONFLICT', closed);
    const state = choice === 'NO_THANKS' ? 'DECLINED' : 'SELECTED';
    if (match.state === state && match.choice === choice) return match;
    const [row] = await tx
      .update(matches)
      .set({
        state,
        choice,
        declineReason: choice === 'NO_THANKS' ? (reason ?? null) : null,
        chosenAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(matches.id, match.id))
      .returning();
    if (state === 'SELECTED') {
      await queueCompanyMail(tx, ctx.publicUrl, await matchMail(tx, row!, event));
    }
    await emitDomainEvent(tx, 'match.chosen', {
      matchId: row!.id,
      eventId: row!.eventId,
      needId: row!.needId,
      startupId: row!.startupId,
      corporateId: row!.corporateId,
      choice,
    });
    return row!;
  });
}

/** The own startup's selections at an event: matches a corporate chose it for. */
export async function mySelections(db: Db, actor: Actor, eventId: string) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.eventId, eventId), matchReadWhere(actor)))
    .orderBy(desc(matches.choice), asc(matches.id));
}

/**
 * The startup confirms (→ CONFIRMED: a meeting request) or declines (→ REFUSED) a selection; a
 * decline may say why (kept with the match, read by the corporate and the organisers).
 */
export async function respondToSelection(
  db: Db,
  actor: Actor,
  id: unknown,
  accept: boolean,
  declineReason?: unknown,
) {
  assertCan(actor, 'respondToSelections', 'Only the startup answers its selections');
  const { reason } = parseInput(selectionAnswerInput, { accept, reason: declineReason });
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    const state = accept ? 'CONFIRMED' : 'REFUSED';
    if (match.state === state) return match;
    if (match.state !== 'SELECTED')
      throw new AppError('CONFLICT', 'You have answered this selection already');
    const [row] = await tx
      .update(matches)
      .set({
        state,
        refusalReason: accept ? null : (reason ?? null),
        respondedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(matches.id, match.id))
      .returning();
    await completeNotificationTask(tx, TASKS.selection(match.id));
    return row!;
  });
}
