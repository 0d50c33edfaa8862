import { applicationInput, needInput, NEED_STATES } from '@matchday/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyActor, companyIdOf } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { attends } from '../events/attendance.queries.ts';
import { getEvent } from '../events/events.service.ts';
import { needReadWhere, needManageWhere } from './matchmaking.policy.ts';
import { needApplications, needs } from './matchmaking.tables.ts';

export type NeedRow = typeof needs.$inferSelect;
const needId = z.uuid('No such need');
const stateFilter = z.enum(NEED_STATES, 'Unknown state').nullish();

/** A corporate states a need at an event it takes part in (as a draft). */
/** Why a corporate may not state a new need at a previous event. */
export const NEEDS_CLOSED_AFTER_EVENT = 'This event is over; new needs are no longer taken';

export async function createNeed(db: Db, actor: Actor, eventId: unknown, input: unknown) {
  assertCan(actor, 'manageNeeds', 'Only corporates and organisers manage needs');
  const { companyId } = companyActor(actor, 'A corporate states its own needs');
  const v = parseInput(needInput, input);
  const event = await getEvent(db, actor, eventId);
  if (event.endDate.getTime() < Date.now()) {
    throw new AppError('CONFLICT', NEEDS_CLOSED_AFTER_EVENT);
  }
  if (!(await attends(db, event.id, companyId, ['APPROVED', 'REGISTERED', 'INVITED']))) {
    throw new AppError('FORBIDDEN', 'Your organisation does not take part in this event');
  }
  const [row] = await db
    .insert(needs)
    .values({ ...v, eventId: event.id, corporateId: companyId })
    .returning();
  return row!;
}

async function lockNeed(tx: Db, actor: Actor, id: unknown) {
  const [row] = await tx
    .select()
    .from(needs)
    .where(and(eq(needs.id, parseInput(needId, id)), needManageWhere(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such need');
  return row;
}

export async function updateNeed(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'manageNeeds', 'Only corporates and organisers manage needs');
  const v = parseInput(needInput, input);
  return db.transaction(async (tx) => {
    const need = await lockNeed(tx, actor, id);
    if (need.state === 'CLOSED') throw new AppError('CONFLICT', 'This need is closed');
    const [row] = await tx
      .update(needs)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(needs.id, need.id))
      .returning();
    return row!;
  });
}

/** DRAFT → PUBLISHED (startups of the event read it; the engine ranks for it) → CLOSED. */
export async function setNeedState(
  db: Db,
  actor: Actor,
  id: unknown,
  state: 'PUBLISHED' | 'CLOSED',
) {
  assertCan(actor, 'manageNeeds', 'Only corporates and organisers manage needs');
  return db.transaction(async (tx) => {
    const need = await lockNeed(tx, actor, id);
    if (need.state === state) return need;
    if (need.state === 'CLOSED') throw new AppError('CONFLICT', 'This need is closed');
    const [row] = await tx
      .update(needs)
      .set({ state, updatedAt: new Date() })
      .where(eq(needs.id, need.id))
      .returning();
    return row!;
  });
}

/** The needs of an event the actor may read, optionally of one state. */
export async function listNeeds(db: Db, actor: Actor, eventId: unknown, state?: unknown) {
  assertCan(actor, 'viewNeeds');
  const event = await getEvent(db, actor, eventId);
  const s = parseInput(stateFilter, state);
  return db
    .select()
    .from(needs)
    .where(
      and(eq(needs.eventId, event.id), needReadWhere(actor), s ? eq(needs.state, s) : undefined),
    )
    .orderBy(asc(sql`lower(${needs.title})`), asc(needs.id));
}

export async function getNeed(db: Db, actor: Actor, id: unknown) {
  const [row] = await db
    .select()
    .from(needs)
    .where(and(eq(needs.id, parseInput(needId, id)), needReadWhere(actor)));
  if (!row) throw new AppError('NOT_FOUND', 'No such need');
  return row;
}

/** A startup of the event expresses interest in a published need (idempotent: updates the note). */
export async function applyToNeed(db: Db, actor: Actor, id: unknown, input: unknown) {
  assertCan(actor, 'applyToNeeds', 'Startups apply to needs');
  const { companyId } = companyActor(actor, 'Sign in as a startup');
  const { note } = parseInput(applicationInput, input ?? {});
  const need = await getNeed(db, actor, id);
  const [row] = await db
    .insert(needApplications)
    .values({ needId: need.id, startupId: companyId, note })
    .onConflictDoUpdate({
      target: [needApplications.needId, needApplications.startupId],
      set: { note, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The own startup's applications among these needs. */
export async function myApplications(db: Db, actor: Actor, needIds: string[]) {
  const companyId = companyIdOf(actor);
  if (!companyId || !needIds.length) return new Map<string, string>();
  const rows = await db
    .select({ needId: needApplications.needId, note: needApplications.note })
    .from(needApplications)
    .where(
      and(eq(needApplications.startupId, companyId), inArray(needApplications.needId, needIds)),
    );
  return new Map(rows.map((r) => [r.needId, r.note]));
}
