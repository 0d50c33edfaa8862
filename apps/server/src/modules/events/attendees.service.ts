import './events.mail.ts';
import {
  attendanceDecisionInput,
  attendeeIdsInput,
  ATTENDANCE_STATES,
  MAX_PAGE_SIZE,
  type AttendanceState,
  type Operation,
} from '@matchday/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, reachFor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lowerContains, type Page } from '../../platform/query.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { profileReadWhere } from '../accounts/company-reach.policy.ts';
import { attendeeCompanyWhere, eventOperationWhere, eventReadWhere } from './events.policy.ts';
import { eventId } from './events.service.ts';
import { attendances, events } from './events.tables.ts';
import { queueJoinEventMails } from './attendance-mail.ts';
import type { AttendanceView, EventsContext } from './attendance.types.ts';
import { slotIndexes } from './slots.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** The organisers' side of attendance: add, approve or decline, list. */

const attendanceId = z.uuid('No such participant');

/**
 * Organisers put companies on an event (approved at once; they chose them): ADMIN and hosts
 * any corporate or startup, an INCUBATOR the ACTIVE startups of its own incubator (SPEC §6).
 * All or nothing: a company outside the reach is named and nothing is added.
 */
export async function addEventAttendees(ctx: EventsContext, id: unknown, companyIds: unknown) {
  const { db, actor } = ctx;
  if (!reachFor(actor, 'addStartupAttendees') && !reachFor(actor, 'addCorporateAttendees')) {
    assertCan(actor, 'addStartupAttendees', 'This account may not add participants');
  }
  const ids = parseInput(attendeeIdsInput, companyIds);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, parseInput(eventId, id)), eventReadWhere(actor)))
      .for('update');
    if (!event) throw new AppError('NOT_FOUND', 'No such event');
    const found = await tx
      .select({ id: companies.id, type: companies.type, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids));
    const byId = new Map(found.map((c) => [c.id, c]));
    const problems: { field: string; message: string }[] = [];
    const refused: string[] = [];
    for (const [i, companyId] of ids.entries()) {
      const company = byId.get(companyId);
      const op: Operation =
        company?.type === 'corp' ? 'addCorporateAttendees' : 'addStartupAttendees';
      if (company && !reachFor(actor, op)) refused.push(company.name);
      else if (!company || !(await mayAdd(tx, actor, op, event.id, companyId))) {
        problems.push({
          field: `companyIds.${i}`,
          message: company
            ? `You may not add ${company.name} to this event`
            : 'Unknown organisation',
        });
      }
    }
    if (refused.length) {
      throw new AppError(
        'FORBIDDEN',
        `This account may not add corporates (${refused.join(', ')})`,
      );
    }
    if (problems.length) {
      throw new AppError('BAD_REQUEST', problems.map((p) => p.message).join('; '), {
        fields: problems,
      });
    }
    const now = new Date();
    const source =
      actor?.kind === 'admin' && actor.adminType === 'INCUBATOR' ? 'INCUBATOR' : 'ORGANISER';
    const rows = await tx
      .insert(attendances)
      .values(
        found.map((c) => ({
          eventId: event.id,
          companyId: c.id,
          role: c.type,
          state: 'APPROVED' as const,
          source: source as 'INCUBATOR' | 'ORGANISER',
          registeredAt: now,
          decidedAt: now,
          decidedBy: actor!.id,
        })),
      )
      .onConflictDoUpdate({
        target: [attendances.eventId, attendances.companyId],
        // Adding a company already approved changes nothing (and mails nothing again).
        set: {
          state: 'APPROVED',
          decidedAt: sql`case when ${attendances.state} = 'APPROVED' then ${attendances.decidedAt} else ${now.toISOString()}::timestamptz end`,
          decidedBy: actor!.id,
          declineReason: null,
          updatedAt: now,
        },
      })
      .returning();
    for (const r of rows) await queueJoinEventMails(ctx.publicUrl, tx, event.id, r.companyId);
    return rows;
  });
}

async function mayAdd(tx: Db, actor: Actor, op: Operation, event: string, company: string) {
  if (!reachFor(actor, op)) return false;
  const [ok] = await tx
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(events, eq(events.id, event))
    .where(
      and(
        eq(companies.id, company),
        eventOperationWhere(actor, op),
        attendeeCompanyWhere(actor, op),
      ),
    );
  return !!ok;
}

/**
 * The attendance (locked, unless `lock` is false: a read) when the actor may do `op` on its
 * event and company.
 */
export async function lockAttendance(
  tx: Db,
  actor: Actor,
  id: unknown,
  op: Operation,
  lock = true,
) {
  const query = tx
    .select({ attendance: attendances, event: events })
    .from(attendances)
    .innerJoin(events, eq(events.id, attendances.eventId))
    .innerJoin(companies, eq(companies.id, attendances.companyId))
    .where(
      and(
        eq(attendances.id, parseInput(attendanceId, id)),
        eventOperationWhere(actor, op),
        attendeeCompanyWhere(actor, op),
      ),
    );
  const [row] = lock ? await query.for('update', { of: attendances }) : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No such participant');
  return row;
}

/**
 * An organiser approves or declines a registration (a decline with an optional reason), or
 * re-admits a declined one (approve again). Each decision is mailed to the company — with the
 * reason on a decline — and shows in its notifications; deciding what is already decided
 * changes and mails nothing.
 */
export async function decideAttendance(
  ctx: EventsContext,
  id: unknown,
  approve: boolean,
  reason?: unknown,
) {
  const { db, actor } = ctx;
  assertCan(actor, 'decideAttendance', 'Only the event’s organisers approve participants');
  const input = parseInput(attendanceDecisionInput, { approve, reason });
  return db.transaction(async (tx) => {
    const { attendance } = await lockAttendance(tx, actor, id, 'decideAttendance');
    if (attendance.state === 'WITHDRAWN') {
      throw new AppError('CONFLICT', 'This participant has withdrawn');
    }
    const state: AttendanceState = input.approve ? 'APPROVED' : 'DECLINED';
    if (attendance.state === state) return attendance;
    const now = new Date();
    const [row] = await tx
      .update(attendances)
      .set({
        state,
        decidedAt: now,
        decidedBy: actor.id,
        declineReason: input.approve ? null : (input.reason ?? null),
        updatedAt: now,
      })
      .where(eq(attendances.id, attendance.id))
      .returning();
    await queueJoinEventMails(ctx.publicUrl, tx, attendance.eventId, attendance.companyId);
    if (state === 'APPROVED') {
      await emitDomainEvent(tx, 'attendance.approved', {
        attendanceId: attendance.id,
        eventId: attendance.eventId,
        companyId: attendance.companyId,
        state,
      });
    }
    return row!;
  });
}

const attendeeListInput = z.strictObject({
  state: z.enum(ATTENDANCE_STATES, 'Unknown state').nullish(),
  role: z.enum(['startup', 'corp'], 'Pick startup or corp').nullish(),
  search: z.string().trim().max(100, 'Use at most 100 characters').nullish(),
  offset: z.int('Use a whole number').min(0, 'Use 0 or more').default(0),
  limit: z
    .int('Use a whole number')
    .min(1, 'Use 1 or more')
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`)
    .default(50),
});

const companyColumns = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  country: companies.country,
  activityStatus: companies.activityStatus,
  incubator: companies.incubator,
};

/**
 * The company's contact person, only where the permission table lets the actor see the
 * company's people (its profile: viewStartupProfile / viewCorporateProfile); else null.
 */
function contactColumns(actor: Actor) {
  const seen = profileReadWhere(actor);
  return {
    name: sql<string | null>`case when ${seen} then ${users.name} end`,
    email: sql<string | null>`case when ${seen} then ${users.email} end`,
  };
}

/** An event's participants the actor may see (organisers all; an incubator its startups). */
export async function listAttendees(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Page<AttendanceView>> {
  assertCan(actor, 'viewAttendees');
  const f = parseInput(attendeeListInput, input ?? {});
  const [event] = await db
    .select()
    .from(events)
    .where(
      and(eq(events.id, parseInput(eventId, id)), eventOperationWhere(actor, 'viewAttendees')),
    );
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  const where = and(
    eq(attendances.eventId, event.id),
    attendeeCompanyWhere(actor, 'viewAttendees'),
    f.state ? eq(attendances.state, f.state) : undefined,
    f.role ? eq(attendances.role, f.role) : undefined,
    f.search ? lowerContains(companies.name, f.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ attendance: attendances, company: companyColumns, contact: contactColumns(actor) })
      .from(attendances)
      .innerJoin(companies, eq(companies.id, attendances.companyId))
      .leftJoin(users, eq(users.id, companies.contactUserId))
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(attendances.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(attendances)
      .innerJoin(companies, eq(companies.id, attendances.companyId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      ...r.attendance,
      company: {
        ...r.company,
        contactPerson: r.contact.email
          ? { name: r.contact.name ?? '', email: r.contact.email }
          : null,
      },
      unavailableSlots: slotIndexes(event, r.attendance.unavailable),
    })),
  };
}
