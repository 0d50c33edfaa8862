import { deriveSlots, plural, timeInZone, type Slot } from '@matchday/shared';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companyNames } from '../accounts/accounts.queries.ts';
import { attendances, type EventRow } from '../events/events.read-model.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { eventId as eventIdInput } from '../events/events.service.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { z } from 'zod';
import { closedBecause, settingsOf, type BookingSettings } from './booking.queries.ts';

/** Who books whom, and when both are free (docs/decisions/109). */

const companyId = z.uuid('No such participant at this event');

export type Parties = {
  event: EventRow;
  settings: BookingSettings;
  me: string;
  other: string;
  otherName: string;
  startupId: string;
  corporateId: string;
};
export type BookableTime = { slot: number; startsAt: Date; endsAt: Date };
export type Bookable = { possible: boolean; reason: string | null; times: BookableTime[] };

/**
 * The event (in the participant's reach), the asking company and the counterpart, both approved
 * participants of opposite kinds. NOT_FOUND for an event or counterpart out of reach; otherwise
 * the reason booking is not possible, or null. `lock`: the event's booking row is locked.
 */
export async function partiesOf(
  db: Db,
  actor: Actor,
  eventId: unknown,
  counterpartId: unknown,
  lock = false,
): Promise<{ parties: Parties; reason: string | null }> {
  assertCan(actor, 'bookMeetings', 'Only participants book meetings');
  if (actor.kind !== 'user' || !actor.companyId) {
    throw new AppError('FORBIDDEN', 'Only participants book meetings');
  }
  const id = parseInput(eventIdInput, eventId);
  const other = parseInput(companyId, counterpartId);
  const event = await eventForOperation(db, actor, 'bookMeetings', id);
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const rows = await db
    .select({ companyId: attendances.companyId, role: attendances.role })
    .from(attendances)
    .where(
      and(
        eq(attendances.eventId, event.id),
        inArray(attendances.companyId, [actor.companyId, other]),
        eq(attendances.state, 'APPROVED'),
      ),
    );
  const mine = rows.find((r) => r.companyId === actor.companyId);
  const theirs = rows.find((r) => r.companyId === other);
  if (!theirs || other === actor.companyId) {
    throw new AppError('NOT_FOUND', 'No such participant at this event');
  }
  const settings = await settingsOf(db, event, lock);
  const names = await companyNames(db, [other]);
  const startup = theirs.role === 'startup' ? other : actor.companyId;
  const parties = {
    event,
    settings,
    me: actor.companyId,
    other,
    otherName: names.get(other) ?? 'The counterpart',
    startupId: startup,
    corporateId: startup === other ? actor.companyId : other,
  };
  let reason = closedBecause(settings, new Date());
  if (!mine) reason ??= 'Your organisation is not an approved participant of this event';
  if (mine && mine.role === theirs.role) {
    reason ??= 'Meetings are between a startup and a corporate';
  }
  return { parties, reason };
}

const occupying = and(isNotNull(meetings.startsAt), ne(meetings.status, 'CANCELLED'));

/**
 * The slots both companies are free in: still to come, in a session both attend (not marked
 * unavailable), neither in another meeting, a table free, neither at its cap; or why none.
 */
export async function freeTimes(db: Db, p: Parties, now = new Date()): Promise<Bookable> {
  const { event } = p;
  const pair = [p.startupId, p.corporateId];
  const placed = await db
    .select({
      startupId: meetings.startupId,
      corporateId: meetings.corporateId,
      startsAt: meetings.startsAt,
    })
    .from(meetings)
    .where(and(eq(meetings.eventId, event.id), occupying));
  const met = placed.find((m) => m.startupId === p.startupId && m.corporateId === p.corporateId);
  if (met) {
    const at = `${timeInZone(met.startsAt!.toISOString(), event.timezone)} (${event.timezone})`;
    return none(`You already have a meeting with ${p.otherName} at ${at}`);
  }
  const cap = Math.min(
    p.settings.effectiveMaxMeetings,
    event.schedule.maxMeetingsPerParticipant ?? Infinity,
  );
  for (const party of pair) {
    const n = placed.filter((m) => m.startupId === party || m.corporateId === party).length;
    if (n >= cap) {
      const who = party === p.me ? 'You already have' : `${p.otherName} already has`;
      return none(`${who} ${plural(n, 'meeting')}, the most this event allows`);
    }
  }
  const busy = new Set(
    placed
      .filter((m) => pair.includes(m.startupId) || pair.includes(m.corporateId))
      .map((m) => m.startsAt!.toISOString()),
  );
  const perSlot = new Map<string, number>();
  for (const m of placed) {
    const k = m.startsAt!.toISOString();
    perSlot.set(k, (perSlot.get(k) ?? 0) + 1);
  }
  const off = await db
    .select({ unavailable: attendances.unavailable })
    .from(attendances)
    .where(and(eq(attendances.eventId, event.id), inArray(attendances.companyId, pair)));
  const blocked = new Set(off.flatMap((a) => a.unavailable));
  const times = deriveSlots(event.schedule)
    .filter(
      (s: Slot) =>
        new Date(s.start) > now &&
        !blocked.has(s.start) &&
        !busy.has(s.start) &&
        (perSlot.get(s.start) ?? 0) < event.schedule.tables,
    )
    .map((s) => ({ slot: s.index, startsAt: new Date(s.start), endsAt: new Date(s.end) }));
  if (!times.length) {
    return none(`Not possible: there is no time when both you and ${p.otherName} are free`);
  }
  return { possible: true, reason: null, times };
}

const none = (reason: string): Bookable => ({ possible: false, reason, times: [] });

/** The times the signed-in participant and a counterpart are both free, or why there are none. */
export async function bookableTimes(db: Db, actor: Actor, eventId: unknown, counterpart: unknown) {
  const { parties, reason } = await partiesOf(db, actor, eventId, counterpart);
  if (reason) return none(reason);
  return freeTimes(db, parties);
}
