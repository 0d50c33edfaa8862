import {
  deriveSlots,
  EVENT_WHEN,
  eventInput,
  eventStatus,
  type EventStatus,
  MAX_PAGE_SIZE,
  plural,
  registrationOpen,
  timeInZone,
} from '@matchday/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
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

/**
 * A grid change never drops a meeting silently (DOMAIN.md "Event"): every placed meeting that is
 * not cancelled must keep its slot (same start and end) and its table. The meetings room builds
 * on this one, so its table is read by name here.
 */
async function assertGridKeepsMeetings(tx: Db, current: EventRow, grid: EventRow['schedule']) {
  const slots = new Set(deriveSlots(grid).map((s) => `${s.start}|${s.end}`));
  const result = await tx.execute(sql`
    select to_json(starts_at)#>>'{}' as starts_at, to_json(ends_at)#>>'{}' as ends_at, table_no
    from meetings
    where event_id = ${current.id} and starts_at is not null and status <> 'CANCELLED'`);
  const iso = (v: string) => new Date(v).toISOString();
  const rows = (
    result as unknown as { rows: { starts_at: string; ends_at: string; table_no: number }[] }
  ).rows;
  const lost = rows.filter(
    (m) => !slots.has(`${iso(m.starts_at)}|${iso(m.ends_at)}`) || m.table_no > grid.tables,
  );
  if (!lost.length) return;
  const times = [...new Set(lost.map((m) => iso(m.starts_at)))]
    .sort()
    .slice(0, 8)
    .map((s) => timeInZone(s, current.timezone));
  const message =
    `This schedule would drop ${lost.length} placed meeting${lost.length === 1 ? '' : 's'} ` +
    `(${times.join(', ')}${lost.length > 8 ? ', …' : ''} ${current.timezone}): their slot or ` +
    'table is no longer in the grid. Keep those slots and tables, or move or cancel the meetings first.';
  throw new AppError('CONFLICT', message, { fields: [{ field: 'schedule', message }] });
}

async function assertGridKeepsData(tx: Db, current: EventRow, grid: EventRow['schedule']) {
  const starts = new Set(deriveSlots(grid).map((s) => s.start));
  const rows = await tx
    .select({ unavailable: attendances.unavailable })
    .from(attendances)
    .where(eq(attendances.eventId, current.id));
  const lost = new Set<string>();
  let participants = 0;
  for (const r of rows) {
    const gone = r.unavailable.filter((s) => !starts.has(s));
    if (gone.length) participants += 1;
    for (const s of gone) lost.add(s);
  }
  if (!lost.size) return;
  const times = [...lost]
    .sort()
    .slice(0, 8)
    .map((s) => timeInZone(s, current.timezone));
  const message =
    `This schedule drops ${plural(lost.size, 'slot')} that ${participants} ` +
    `participant${participants === 1 ? ' has' : 's have'} marked unavailable (${times.join(', ')}` +
    `${lost.size > 8 ? ', …' : ''} ${current.timezone}). Keep those slots, or clear the ` +
    'participants’ availability first.';
  throw new AppError('CONFLICT', message, { fields: [{ field: 'schedule', message }] });
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

const hostIds = z
  .array(z.uuid('Unknown admin'), 'Pick the hosts')
  .max(50, 'At most 50 hosts')
  .transform((ids) => [...new Set(ids)]);

/**
 * The event's hosts are the EVENT_HOST admins whose `hosting` list holds it (SPEC §3): this
 * adds the event to the listed hosts' lists and removes it from every other's.
 */
export async function setEventHosts(db: Db, actor: Actor, id: unknown, adminIds: unknown) {
  assertCan(actor, 'editEvents', 'Only an ADMIN assigns hosts');
  const ids = parseInput(hostIds, adminIds);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'editEvents');
    const hosts = ids.length
      ? await tx
          .select({ id: admins.id, adminType: admins.adminType, name: admins.name })
          .from(admins)
          .where(inArray(admins.id, ids))
      : [];
    const notHosts = ids.filter(
      (i) => !hosts.some((h) => h.id === i && h.adminType === 'EVENT_HOST'),
    );
    if (notHosts.length) {
      const message = 'Only EVENT_HOST admins host events';
      throw new AppError('BAD_REQUEST', message, {
        fields: notHosts.map((i) => ({ field: `adminIds.${ids.indexOf(i)}`, message })),
      });
    }
    await tx
      .update(admins)
      .set({ hosting: sql`array_remove(${admins.hosting}, ${event.id}::uuid)` })
      .where(sql`${event.id}::uuid = any(${admins.hosting})`);
    if (ids.length) {
      await tx
        .update(admins)
        .set({ hosting: sql`array_append(${admins.hosting}, ${event.id}::uuid)` })
        .where(inArray(admins.id, ids));
    }
    return toEventView(event);
  });
}

/** The hosts of each event (admins whose `hosting` holds it), in one statement. */
export async function hostsOf(db: Db, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { id: string; name: string; email: string }[]>();
  const rows = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, hosting: admins.hosting })
    .from(admins)
    .where(
      sql`${admins.hosting} && array[${sql.join(
        eventIds.map((e) => sql`${e}::uuid`),
        sql`, `,
      )}]`,
    )
    .orderBy(admins.name);
  const map = new Map<string, { id: string; name: string; email: string }[]>();
  for (const r of rows) {
    for (const e of r.hosting) {
      if (!eventIds.includes(e)) continue;
      map.set(e, [...(map.get(e) ?? []), { id: r.id, name: r.name, email: r.email }]);
    }
  }
  return map;
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
