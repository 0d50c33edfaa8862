import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { eventOperationWhere } from '../events/events.policy.ts';
import { attendances, events } from '../events/events.read-model.ts';
import { agendaEntries, placeOf } from '../meetings/agenda.queries.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { arrivals, checkInCodes } from './checkin.tables.ts';

/**
 * QR check-in (decision 101): each person's code for an event, shown as a QR code on the agenda;
 * the organisers scan it (or find the person by name) and the person counts as arrived, which
 * the check-in desk reads to suggest a meeting's status.
 */

const eventKey = z.uuid('No such event');
const codeInput = z
  .string('Scan or type a check-in code')
  .trim()
  .min(1, 'Scan or type a check-in code')
  .max(200, 'This is not a check-in code');
const searchInput = z.string().trim().max(100, 'Use at most 100 characters').default('');
const CODE_PREFIX = 'MDCHK-';

/** The signed-in participant's code for an event whose meetings it sees (made on first ask). */
export async function checkInCodeFor(db: Db, actor: Actor, eventId: string): Promise<string> {
  if (actor?.kind !== 'user') throw new AppError('FORBIDDEN', 'Only participants have a code');
  const [row] = await db
    .select({ code: checkInCodes.code })
    .from(checkInCodes)
    .where(and(eq(checkInCodes.eventId, eventId), eq(checkInCodes.userId, actor.id)));
  if (row) return row.code;
  const code = `${CODE_PREFIX}${randomBytes(18).toString('base64url')}`;
  const [made] = await db
    .insert(checkInCodes)
    .values({ eventId, userId: actor.id, code })
    .onConflictDoNothing()
    .returning({ code: checkInCodes.code });
  if (made) return made.code;
  // Made meanwhile by another request of the same person.
  return checkInCodeFor(db, actor, eventId);
}

async function organisersEvent(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'checkInPeople', 'Only the event’s organisers check people in');
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.id, parseInput(eventKey, id)), eventOperationWhere(actor, 'checkInPeople')),
    );
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  return event;
}

export type CheckedIn = {
  userId: string;
  name: string;
  companyId: string;
  companyName: string;
  role: 'startup' | 'corp';
  arrivedAt: Date;
  /** Checked in before: this scan changed nothing. */
  already: boolean;
  next: { startsAt: Date; place: string | null; counterpartName: string } | null;
};

async function arrive(
  db: Db,
  actor: Actor,
  eventId: string,
  userId: string,
  via: 'CODE' | 'NAME',
  now: Date,
): Promise<CheckedIn> {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      companyId: companies.id,
      companyName: companies.name,
      role: attendances.role,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(
      attendances,
      and(
        eq(attendances.companyId, companies.id),
        eq(attendances.eventId, eventId),
        eq(attendances.state, 'APPROVED'),
      ),
    )
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
  if (!person) throw new AppError('NOT_FOUND', 'This person does not take part in this event');
  const [inserted] = await db
    .insert(arrivals)
    .values({
      eventId,
      userId,
      companyId: person.companyId,
      via,
      arrivedAt: now,
      checkedInBy: actor?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const [row] = inserted
    ? [inserted]
    : await db
        .select()
        .from(arrivals)
        .where(and(eq(arrivals.eventId, eventId), eq(arrivals.userId, userId)));
  const [next] = await agendaEntries(
    db,
    and(
      eq(meetings.eventId, eventId),
      or(eq(meetings.startupId, person.companyId), eq(meetings.corporateId, person.companyId)),
      inArray(meetings.shownStatus, ['CONFIRMED', 'HELD']),
      gt(meetings.shownEndsAt, now),
    )!,
    1,
  );
  const corp = person.role === 'corp';
  return {
    userId: person.id,
    name: person.name,
    companyId: person.companyId,
    companyName: person.companyName,
    role: person.role,
    arrivedAt: row!.arrivedAt,
    already: !inserted,
    next: next
      ? {
          startsAt: next.view.startsAt!,
          place: placeOf(next),
          counterpartName: corp ? next.startupName : next.corporateName,
        }
      : null,
  };
}

/** Checks in the person whose code was scanned; a code of another event or none is refused. */
export async function checkInByCode(
  db: Db,
  actor: Actor,
  eventId: unknown,
  code: unknown,
  now = new Date(),
) {
  const event = await organisersEvent(db, actor, eventId);
  const text = parseInput(codeInput, code);
  const [row] = await db.select().from(checkInCodes).where(eq(checkInCodes.code, text));
  if (!row) throw new AppError('NOT_FOUND', 'This is not a check-in code of Matchday');
  if (row.eventId !== event.id) {
    throw new AppError('CONFLICT', 'This check-in code is for another event');
  }
  return arrive(db, actor, event.id, row.userId, 'CODE', now);
}

/** Checks in a person found by name on the desk's list. */
export async function checkInPerson(
  db: Db,
  actor: Actor,
  eventId: unknown,
  userId: unknown,
  now = new Date(),
) {
  const event = await organisersEvent(db, actor, eventId);
  const id = parseInput(z.uuid('No such person'), userId);
  return arrive(db, actor, event.id, id, 'NAME', now);
}

export type ArrivalRow = {
  userId: string;
  name: string;
  companyName: string;
  role: 'startup' | 'corp';
  arrivedAt: Date | null;
};

/** The event's participants (people of approved companies) by name, with who has arrived. */
export async function checkInList(db: Db, actor: Actor, eventId: unknown, search: unknown) {
  const event = await organisersEvent(db, actor, eventId);
  const q = parseInput(searchInput, search ?? '').toLowerCase();
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      companyName: companies.name,
      role: attendances.role,
      arrivedAt: arrivals.arrivedAt,
    })
    .from(attendances)
    .innerJoin(companies, eq(companies.id, attendances.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), isNull(users.disabledAt)))
    .leftJoin(arrivals, and(eq(arrivals.eventId, event.id), eq(arrivals.userId, users.id)))
    .where(
      and(
        eq(attendances.eventId, event.id),
        eq(attendances.state, 'APPROVED'),
        q ? sql`position(${q} in lower(${users.name} || ' ' || ${companies.name})) > 0` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(sql`lower(${users.name})`))
    .limit(50);
  return rows as ArrivalRow[];
}

/** The companies of an event with at least one person arrived. */
export async function arrivedCompanies(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ companyId: arrivals.companyId })
    .from(arrivals)
    .where(eq(arrivals.eventId, eventId));
  return new Set(rows.map((r) => r.companyId));
}

/** Minutes after a slot's start when a side nobody of which has arrived is suggested a no-show. */
export const NO_SHOW_AFTER_MINUTES = 5;

export type ArrivalSuggestion = 'HELD' | 'NO_SHOW_STARTUP' | 'NO_SHOW_CORPORATE' | 'NO_SHOW_BOTH';

/** What arrivals suggest for a meeting: held when both came; a no-show 5 min after its start. */
export function suggestFromArrivals(
  m: { startupId: string; corporateId: string; startsAt: Date | null },
  arrived: Set<string>,
  now: Date,
): ArrivalSuggestion | null {
  const s = arrived.has(m.startupId);
  const c = arrived.has(m.corporateId);
  if (s && c) return 'HELD';
  if (!m.startsAt || now.getTime() < m.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000) {
    return null;
  }
  if (!s && !c) return 'NO_SHOW_BOTH';
  return s ? 'NO_SHOW_CORPORATE' : 'NO_SHOW_STARTUP';
}
