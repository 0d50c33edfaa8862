import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { activeMembers } from '../accounts/accounts.queries.ts';
import { admins, companies, users } from '../accounts/accounts.read-model.ts';
import { events } from '../events/events.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { grantApplicationEvents, grantApplications } from './grants.tables.ts';
import { applicationView, type GrantApplicationView, type GrantEventView } from './grants.views.ts';

/** Reads of applications with their parties' names and the cited meeting. */

const startupCo = alias(companies, 'grant_startup');
const corporateCo = alias(companies, 'grant_corporate');

function base(tx: Db) {
  return tx
    .select({
      app: grantApplications,
      startupName: startupCo.name,
      corporateName: corporateCo.name,
      meetingId: meetings.id,
      meetingStartsAt: meetings.startsAt,
      eventName: events.name,
    })
    .from(grantApplications)
    .innerJoin(startupCo, eq(startupCo.id, grantApplications.startupId))
    .leftJoin(corporateCo, eq(corporateCo.id, grantApplications.corporateId))
    .leftJoin(meetings, eq(meetings.id, grantApplications.meetingId))
    .leftJoin(events, eq(events.id, meetings.eventId));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toView(r: Row): GrantApplicationView {
  return applicationView(r.app, {
    startupName: r.startupName,
    corporateName: r.corporateName,
    meeting:
      r.meetingId && r.eventName
        ? { id: r.meetingId, eventName: r.eventName, startsAt: r.meetingStartsAt }
        : null,
  });
}

/** The applications matching `where`, newest change first. */
export async function applicationsWhere(
  tx: Db,
  where: SQL,
  page: { offset?: number; limit?: number; oldestFirst?: boolean } = {},
) {
  const order = page.oldestFirst
    ? [asc(grantApplications.submittedAt), asc(grantApplications.id)]
    : [desc(grantApplications.updatedAt), desc(grantApplications.id)];
  let q = base(tx)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit).offset(page.offset ?? 0);
  return (await q).map(toView);
}

/** One application within `reach`; NOT_FOUND outside it. */
export async function applicationIn(tx: Db, reach: SQL, id: string): Promise<GrantApplicationView> {
  const [row] = await base(tx).where(and(eq(grantApplications.id, id), reach));
  if (!row) throw new AppError('NOT_FOUND', 'No such grant application');
  return toView(row);
}

/** Search text over the title and both parties' names. */
export function searchWhere(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${grantApplications.title} ilike ${like}`,
    sql`${startupCo.name} ilike ${like}`,
    sql`${corporateCo.name} ilike ${like}`,
  );
}

/** How many applications match `where` (with the same joins as the list). */
export async function countWhere(tx: Db, where: SQL) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(grantApplications)
    .innerJoin(startupCo, eq(startupCo.id, grantApplications.startupId))
    .leftJoin(corporateCo, eq(corporateCo.id, grantApplications.corporateId))
    .where(where);
  return row?.n ?? 0;
}

/** The status timeline, oldest first, with the mover's name (a person or an admin). */
export async function timelineOf(tx: Db, applicationId: string): Promise<GrantEventView[]> {
  const rows = await tx
    .select({
      e: grantApplicationEvents,
      userName: users.name,
      adminName: admins.name,
    })
    .from(grantApplicationEvents)
    .leftJoin(users, eq(users.id, grantApplicationEvents.byUserId))
    .leftJoin(admins, eq(admins.id, grantApplicationEvents.byUserId))
    .where(eq(grantApplicationEvents.applicationId, applicationId))
    .orderBy(asc(grantApplicationEvents.at), asc(grantApplicationEvents.id));
  return rows.map((r) => ({
    id: r.e.id,
    from: r.e.from,
    to: r.e.to,
    note: r.e.note,
    at: r.e.at,
    byName: r.userName ?? (r.adminName ? `${r.adminName} (programme)` : null),
  }));
}

/** Active people of the given companies (mail recipients). */
export async function peopleOf(tx: Db, companyIds: string[]) {
  const people = await activeMembers(tx, companyIds);
  return people.map(({ email, name, companyId }) => ({ email, name, companyId }));
}

/** Active full ADMINs (they review grants). */
export async function reviewers(tx: Db) {
  return tx
    .select({ email: admins.email, name: admins.name })
    .from(admins)
    .where(and(eq(admins.adminType, 'ADMIN'), isNull(admins.disabledAt)));
}
