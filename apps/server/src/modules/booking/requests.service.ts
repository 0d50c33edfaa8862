import { bookingDeclineReason, deriveSlots } from '@matchday/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companyNames } from '../accounts/accounts.queries.ts';
import { eventById } from '../events/events.queries.ts';
import { completeNotificationTask } from '../mail/notification-tasks.service.ts';
import { confirmBookedPair } from '../matchmaking/booked-pair.service.ts';
import { placeBookedMeeting } from '../meetings/booked.service.ts';
import { settingsOf } from './booking.queries.ts';
import { bookingRequests, type BookingRequestRow } from './booking.tables.ts';
import { freeTimes, partiesOf, type Parties } from './bookable.service.ts';
import { bookingTask, tellBooking } from './tell.ts';

/**
 * Booking requests between participants (docs/decisions/109): ask for a slot, accept (the
 * meeting is booked, CONFIRMED with a table), decline with a reason, or propose another time.
 * Every write locks the event's booking row first, so one event's bookings queue; the meetings'
 * unique indexes stay the last word on a slot taken meanwhile.
 */

type Ctx = { db: Db; actor: Actor; publicUrl: string };

const requestId = z.uuid('No such meeting request');
const slotInput = z
  .int({ error: 'Choose a time from the list' })
  .min(0, { error: 'Choose a time from the list' });

export type BookingRequestView = BookingRequestRow & {
  /** The signed-in company is asked (not the one that asked). */
  incoming: boolean;
  counterpartId: string;
  counterpartName: string;
};

async function views(db: Db, company: string, rows: BookingRequestRow[]) {
  const others = rows.map((r) => (r.startupId === company ? r.corporateId : r.startupId));
  const names = await companyNames(db, others);
  return rows.map((r, i) => ({
    ...r,
    incoming: r.requesterCompanyId !== company,
    counterpartId: others[i]!,
    counterpartName: names.get(others[i]!) ?? 'Another participant',
  }));
}

/** Puts the request's meeting on both agendas: the match, then the meeting, with a free table. */
async function book(tx: Db, p: Pick<Parties, 'event'>, r: BookingRequestRow) {
  const match = await confirmBookedPair(tx, r);
  const meeting = await placeBookedMeeting(tx, p.event, {
    matchId: match.id,
    needId: match.needId,
    startupId: r.startupId,
    corporateId: r.corporateId,
    slotStart: r.startsAt.toISOString(),
  });
  return meeting.id;
}

/** The slot asked for, if both are free then; CONFLICT naming why not. */
async function freeSlot(tx: Db, p: Parties, slot: unknown) {
  const index = parseInput(slotInput, slot);
  const free = await freeTimes(tx, p);
  if (!free.possible) throw new AppError('CONFLICT', free.reason!);
  const time = free.times.find((t) => t.slot === index);
  if (!time) {
    const exists = index < deriveSlots(p.event.schedule).length;
    throw new AppError(
      'CONFLICT',
      exists
        ? `That time is not free for both you and ${p.otherName}: choose another from the list`
        : 'That time is not a slot of this event',
    );
  }
  return time;
}

async function insertRequest(
  tx: Db,
  actor: Actor,
  p: Parties,
  at: { startsAt: Date; endsAt: Date },
  counterTo?: string,
) {
  const expiry = Date.now() + p.settings.expiryMinutes * 60_000;
  try {
    const [row] = await tx
      .insert(bookingRequests)
      .values({
        eventId: p.event.id,
        startupId: p.startupId,
        corporateId: p.corporateId,
        requesterCompanyId: p.me,
        requestedBy: actor!.id,
        startsAt: at.startsAt,
        endsAt: at.endsAt,
        expiresAt: new Date(Math.min(expiry, at.startsAt.getTime())),
        ...(counterTo ? { counterTo } : {}),
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        `A meeting request between you and ${p.otherName} is already open: answer it or wait for the answer`,
      );
    }
    throw error;
  }
}

/**
 * Asks a counterpart for a meeting at one of the times both are free (`slot`: its index in the
 * event's grid). AUTOMATIC events book it at once; APPROVAL events wait for the answer until the
 * request expires (the event's expiry, at the latest the slot's start).
 */
export async function requestMeeting(
  ctx: Ctx,
  eventId: unknown,
  counterpart: unknown,
  slot: unknown,
) {
  return ctx.db.transaction(async (tx) => {
    const { parties: p, reason } = await partiesOf(tx, ctx.actor, eventId, counterpart, true);
    if (reason) throw new AppError('CONFLICT', reason);
    const at = await freeSlot(tx, p, slot);
    let row = await insertRequest(tx, ctx.actor, p, at);
    if (p.settings.requestMode === 'AUTOMATIC') {
      const meetingId = await book(tx, p, row);
      const [booked] = await tx
        .update(bookingRequests)
        .set({ state: 'ACCEPTED', meetingId, decidedAt: new Date(), updatedAt: new Date() })
        .where(eq(bookingRequests.id, row.id))
        .returning();
      row = booked!;
      await tellBooking(tx, ctx.publicUrl, p.event, row, 'BOOKED', p.other);
    } else {
      await tellBooking(tx, ctx.publicUrl, p.event, row, 'REQUEST', p.other);
    }
    return (await views(tx, p.me, [row]))[0]!;
  });
}

/** A pending request the signed-in company was asked, locked; NOT_FOUND else, CONFLICT once answered. */
async function incoming(tx: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'bookMeetings', 'Only participants answer meeting requests');
  const company = actor.kind === 'user' ? actor.companyId : null;
  const rid = parseInput(requestId, id);
  if (!company) throw new AppError('NOT_FOUND', 'No such meeting request');
  const [r] = await tx
    .select()
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.id, rid),
        or(eq(bookingRequests.startupId, company), eq(bookingRequests.corporateId, company)),
      ),
    );
  if (!r || r.requesterCompanyId === company)
    throw new AppError('NOT_FOUND', 'No such meeting request');
  const event = (await eventById(tx, r.eventId))!;
  await settingsOf(tx, event, true);
  const [locked] = await tx
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.id, rid))
    .for('update');
  if (locked!.state !== 'PENDING') {
    throw new AppError('CONFLICT', `This request is already ${locked!.state.toLowerCase()}`);
  }
  if (locked!.expiresAt <= new Date()) throw new AppError('CONFLICT', 'This request has expired');
  return { r: locked!, event, company };
}

async function answer(tx: Db, actor: Actor, r: BookingRequestRow, set: Partial<BookingRequestRow>) {
  const [row] = await tx
    .update(bookingRequests)
    .set({ ...set, decidedBy: actor!.id, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(bookingRequests.id, r.id))
    .returning();
  await completeNotificationTask(tx, bookingTask(r.id));
  return row!;
}

/** Accepts a request: the meeting is booked (CONFIRMED, a free table) if the slot still is free. */
export async function acceptMeetingRequest(ctx: Ctx, id: unknown) {
  return ctx.db.transaction(async (tx) => {
    const { r, event, company } = await incoming(tx, ctx.actor, id);
    const { parties: p, reason } = await partiesOf(tx, ctx.actor, event.id, r.requesterCompanyId);
    if (reason) throw new AppError('CONFLICT', reason);
    const free = await freeTimes(tx, p);
    if (!free.times.some((t) => t.startsAt.getTime() === r.startsAt.getTime())) {
      throw new AppError(
        'CONFLICT',
        free.reason ?? 'That time is no longer free for both of you: propose another time',
      );
    }
    const meetingId = await book(tx, p, r);
    const row = await answer(tx, ctx.actor, r, { state: 'ACCEPTED', meetingId });
    await tellBooking(tx, ctx.publicUrl, event, row, 'ACCEPTED', r.requesterCompanyId);
    return (await views(tx, company, [row]))[0]!;
  });
}

/** Declines a request, with a reason the requester reads. */
export async function declineMeetingRequest(ctx: Ctx, id: unknown, reason: unknown) {
  return ctx.db.transaction(async (tx) => {
    const { r, event, company } = await incoming(tx, ctx.actor, id);
    const why = parseInput(bookingDeclineReason, reason) || null;
    const row = await answer(tx, ctx.actor, r, { state: 'DECLINED', declineReason: why });
    await tellBooking(tx, ctx.publicUrl, event, row, 'DECLINED', r.requesterCompanyId);
    return (await views(tx, company, [row]))[0]!;
  });
}

/** Answers a request with another time: the request is COUNTERED and a new one goes the other way. */
export async function proposeOtherTime(ctx: Ctx, id: unknown, slot: unknown) {
  return ctx.db.transaction(async (tx) => {
    const { r, event, company } = await incoming(tx, ctx.actor, id);
    const { parties: p, reason } = await partiesOf(tx, ctx.actor, event.id, r.requesterCompanyId);
    if (reason) throw new AppError('CONFLICT', reason);
    const at = await freeSlot(tx, p, slot);
    if (at.startsAt.getTime() === r.startsAt.getTime()) {
      throw new AppError('BAD_REQUEST', 'That is the time asked for: accept the request instead');
    }
    await answer(tx, ctx.actor, r, { state: 'COUNTERED' });
    const row = await insertRequest(tx, ctx.actor, p, at, r.id);
    await tellBooking(tx, ctx.publicUrl, event, row, 'COUNTERED', r.requesterCompanyId);
    return (await views(tx, company, [row]))[0]!;
  });
}

/** The signed-in company's booking requests at an event, both ways, newest first. */
export async function myBookingRequests(db: Db, actor: Actor, eventId: unknown) {
  assertCan(actor, 'bookMeetings', 'Only participants have meeting requests');
  const company = actor.kind === 'user' ? actor.companyId : null;
  if (!company) return [];
  const id = parseInput(z.uuid('No such event'), eventId);
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.eventId, id),
        or(eq(bookingRequests.startupId, company), eq(bookingRequests.corporateId, company)),
      ),
    )
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
  return views(db, company, rows);
}
