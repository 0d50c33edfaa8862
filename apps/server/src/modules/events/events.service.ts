import {
  EVENT_WHEN,
  eventInput,
  eventStatus,
  type EventStatus,
  MAX_PAGE_SIZE,
  registrationOpen,
} from '@matchday/shared';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lowerContains, type Page } from '../../platform/query.ts';
import { parseInput } from '../../platform/validation.ts';
import { admins } from '../accounts/accounts.tables.ts';
import {
  attendanceSummaryParts,
  toAttendanceSummary,
  type AttendanceSummary,
} from './attendance.queries.ts';
import { eventOperationWhere, eventReadWhere } from './events.policy.ts';
import { attendances, events } from './events.tables.ts';
import { assertGridKeepsData, assertGridKeepsMeetings } from './grid-changes.ts';

export type EventRow = typeof events.$inferSelect;
export type EventView = EventRow & { status: EventStatus; registrationOpen: boolean };

export const eventId = z.uuid('No such event');

const listInput = z.strictObject({
  when: z.enum(EVENT_WHEN, 'Pick UPCOMING, PREVIOUS or DRAFT').nullish(),
  search: z.string().trim().max(100, 'Use at most 100 characters').nullish(),
  offset: z.int('Use a whole number').min(0, 'Use 0 or more').max(1_000_000).default(0),
  limit: z
    .int('Use a whole number')
    .min(1, 'Use 1 or more')
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`)
    .default(50),
});

export function toEventView(row: EventRow, now = new Date()): EventView {
  return { ...row, status: eventStatus(row, now), registrationOpen: registrationOpen(row, now) };
}

const values = (v: z.infer<typeof eventInput>) => ({
  ...v,
  startDate: new Date(v.startDate),
  endDate: new Date(v.endDate),
  registrationOpensAt: v.registrationOpensAt ? new Date(v.registrationOpensAt) : null,
  registrationClosesAt: v.registrationClosesAt ? new Date(v.registrationClosesAt) : null,
  selectionOpensAt: v.selectionOpensAt ? new Date(v.selectionOpensAt) : null,
  selectionClosesAt: v.selectionClosesAt ? new Date(v.selectionClosesAt) : null,
});

/** A new event, as a draft (only ADMIN creates events). */
export async function createEvent(db: Db, actor: Actor, input: unknown): Promise<EventView> {
  assertCan(actor, 'createEvents', 'Only an ADMIN creates events');
  const v = parseInput(eventInput, input);
  const [row] = await db.insert(events).values(values(v)).returning();
  return toEventView(row!);
}

/**
 * Changes an event. A grid change that would drop slots participants marked unavailable is
 * refused with what would be lost (DOMAIN.md: never silently dropped).
 */
export async function updateEvent(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<EventView> {
  assertCan(actor, 'editEvents', 'Only an ADMIN edits events');
  const v = parseInput(eventInput, input);
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, actor, id, 'editEvents');
    await assertGridKeepsMeetings(tx, current, v.schedule);
    await assertGridKeepsData(tx, current, v.schedule);
    const [row] = await tx
      .update(events)
      .set({ ...values(v), updatedAt: new Date() })
      .where(eq(events.id, current.id))
      .returning();
    return toEventView(row!);
  });
}

/** The event row, locked, when the actor may do `op` on it; NOT_FOUND otherwise. */
export async function lockEvent(
  tx: Db,
  actor: Actor,
  id: unknown,
  op: Parameters<typeof eventOperationWhere>[1],
) {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, parseInput(eventId, id)), eventOperationWhere(actor, op)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such event');
  return row;
}

/** Publishes a draft: participants see it and may register (SPEC §4, §5). */
export async function publishEvent(db: Db, actor: Actor, id: unknown): Promise<EventView> {
  assertCan(actor, 'editEvents', 'Only an ADMIN publishes events');
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, actor, id, 'editEvents');
    if (current.published) return toEventView(current);
    const [row] = await tx
      .update(events)
      .set({ published: true, publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(events.id, current.id))
      .returning();
    return toEventView(row!);
  });
}

/** Takes an event back to draft while nobody takes part in it yet. */
export async function unpublishEvent(db: Db, actor: Actor, id: unknown): Promise<EventView> {
  assertCan(actor, 'editEvents', 'Only an ADMIN unpublishes events');
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, actor, id, 'editEvents');
    const n = await attendeeTotal(tx, current.id);
    if (n > 0) {
      throw new AppError(
        'CONFLICT',
        `${n} organisation${n === 1 ? ' takes' : 's take'} part in this event; it stays published.`,
      );
    }
    const [row] = await tx
      .update(events)
      .set({ published: false, publishedAt: null, updatedAt: new Date() })
      .where(eq(events.id, current.id))
      .returning();
    return toEventView(row!);
  });
}

/** Deletes a draft without participants (a published event is never deleted). */
export async function deleteEvent(db: Db, actor: Actor, id: unknown): Promise<boolean> {
  assertCan(actor, 'editEvents', 'Only an ADMIN deletes events');
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, actor, id, 'editEvents');
    if (current.published) {
      throw new AppError('CONFLICT', 'A published event cannot be deleted; unpublish it first');
    }
    if ((await attendeeTotal(tx, current.id)) > 0) {
      throw new AppError('CONFLICT', 'Remove the event’s participants before deleting it');
    }
    await tx
      .update(admins)
      .set({ hosting: sql`array_remove(${admins.hosting}, ${current.id}::uuid)` })
      .where(sql`${current.id}::uuid = any(${admins.hosting})`);
    await tx.delete(events).where(eq(events.id, current.id));
    return true;
  });
}

async function attendeeTotal(tx: Db, id: string) {
  const [r] = await tx.select({ n: count() }).from(attendances).where(eq(attendances.eventId, id));
  return r?.n ?? 0;
}

function whenWhere(
  when: (typeof EVENT_WHEN)[number] | null | undefined,
  now: Date,
): SQL | undefined {
  if (when === 'DRAFT') return eq(events.published, false);
  if (when === 'UPCOMING') return and(eq(events.published, true), gte(events.endDate, now));
  if (when === 'PREVIOUS') return and(eq(events.published, true), lt(events.endDate, now));
  return undefined;
}

/**
 * The events the actor may see (SPEC §4–§6), filtered by status and name: upcoming soonest
 * first, previous and drafts latest first.
 */
export async function listEvents(db: Db, actor: Actor, input: unknown): Promise<Page<EventView>> {
  const query = eventsQuery(actor, input);
  const [items, [total]] = await Promise.all([
    query.items(db),
    db.select({ n: count() }).from(events).where(query.where),
  ]);
  return { total: total?.n ?? 0, items };
}

/** The events of `listEvents` without counting them all (the `events` list: one statement). */
export function findEvents(db: Db, actor: Actor, input: unknown): Promise<EventView[]> {
  return eventsQuery(actor, input).items(db);
}

/**
 * `findEvents` with each event's attendee counts and own attendance read in the SAME statement
 * (issue 11: the list that shows them costs one statement, not two).
 */
export async function findEventsWithAttendance(db: Db, actor: Actor, input: unknown) {
  const query = eventsQuery(actor, input);
  const parts = attendanceSummaryParts(db, actor);
  const rows = await db
    .select({ event: events, ...parts.fields })
    .from(events)
    .leftJoinLateral(parts.counts, sql`true`)
    .leftJoin(parts.mine, parts.mineOn)
    .where(query.where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
  const summaries = new Map<string, AttendanceSummary>();
  const items = rows.map((r) => {
    summaries.set(r.event.id, toAttendanceSummary(r));
    return toEventView(r.event, query.now);
  });
  return { items, summaries };
}

function eventsQuery(actor: Actor, input: unknown) {
  const { when, search, offset, limit } = parseInput(listInput, input ?? {});
  const now = new Date();
  const where = and(
    eventReadWhere(actor),
    whenWhere(when, now),
    search ? lowerContains(events.name, search) : undefined,
  );
  const order =
    when === 'UPCOMING'
      ? [asc(events.startDate), asc(events.id)]
      : [desc(events.startDate), desc(events.id)];
  return {
    where,
    order,
    limit,
    offset,
    now,
    items: async (db: Db) => {
      const rows = await db
        .select()
        .from(events)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => toEventView(r, now));
    },
  };
}

/** One event the actor may see; NOT_FOUND otherwise (also for a restricted one). */
export async function getEvent(db: Db, actor: Actor, id: unknown): Promise<EventView> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, parseInput(eventId, id)), eventReadWhere(actor)));
  if (!row) throw new AppError('NOT_FOUND', 'No such event');
  return toEventView(row);
}
