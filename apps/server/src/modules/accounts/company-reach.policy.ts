import {
  ALUMNI_STATUS,
  INCUBATORS,
  incubatorId,
  reachOf,
  readHosting,
  roleOf,
  type Operation,
  type Reach,
} from '@matchday/shared';
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { companies } from './accounts.tables.ts';

/**
 * Who may read and change which company (SPEC §5, §6; docs/decisions/041). The permission
 * table in packages/shared says how far each operation reaches for each role; here each reach
 * becomes a WHERE clause on `companies`, applied inside the services, so a row outside it is
 * simply not found (NOT_FOUND, never FORBIDDEN).
 */

const NONE = sql`false`;
const ALL = sql`true`;

/** Every spelling under which a company may hold this incubator: identifier and listed name. */
export function incubatorAliases(nameOrId: string): string[] {
  const id = incubatorId(nameOrId);
  const names = INCUBATORS.filter((i) => i.id === id).map((i) => i.name);
  return [...new Set([id, nameOrId.trim(), ...names])];
}

/** Startups of an incubator, matched by name or by mapped identifier (incubatorId). */
export function incubatorStartupsWhere(incubator: string): SQL {
  return and(
    eq(companies.type, 'startup'),
    inArray(companies.incubator, incubatorAliases(incubator)),
  )!;
}

/** Not "Alumni from an incubator" (an incubator admin may not update alumni; SPEC §5). */
export const notAlumniWhere: SQL = or(
  isNull(companies.incubatorStatus),
  ne(companies.incubatorStatus, ALUMNI_STATUS),
)!;

/**
 * Accounts taking part in the given (hosted) events: any attendance, whatever its state. The
 * attendance table belongs to the events room, which builds on this one; it is named here as
 * SQL text so the records layer keeps importing nothing above it (docs/decisions/051).
 */
export function hostedEventsAccountsWhere(hostedEventIds: readonly string[]): SQL {
  if (hostedEventIds.length === 0) return NONE;
  const ids = sql.join(
    hostedEventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`${companies.id} in (select a.company_id from event_attendances a where a.event_id in (${ids}))`;
}

/**
 * Companies not taking part in the event: no attendance there that is invited, registered or
 * approved (a withdrawn or declined one may be added again). Named as SQL text for the same
 * reason as hostedEventsAccountsWhere.
 */
export function notTakingPartWhere(eventId: string): SQL {
  return sql`${companies.id} not in (select a.company_id from event_attendances a where a.event_id = ${eventId}::uuid and a.state in ('INVITED', 'REGISTERED', 'APPROVED'))`;
}

/** The rows one reach of the permission table covers for this actor. */
export function reachWhere(actor: Actor, reach: Reach): SQL {
  switch (reach) {
    case false:
      return NONE;
    case 'all':
      return ALL;
    case 'own':
      return actor?.kind === 'user' && actor.companyId ? eq(companies.id, actor.companyId) : NONE;
    case 'withGrantsAccess':
      return actor?.kind === 'user' && actor.companyId
        ? and(eq(companies.id, actor.companyId), eq(companies.hasAccessInnovationGrants, true))!
        : NONE;
    case 'ownIncubator':
    case 'ownIncubatorNotAlumni':
    case 'activeStartups': {
      if (actor?.kind !== 'admin' || !actor.incubator) return NONE;
      const startups = incubatorStartupsWhere(actor.incubator);
      if (reach === 'ownIncubator') return startups;
      if (reach === 'activeStartups') return and(startups, eq(companies.activityStatus, 'ACTIVE'))!;
      return and(startups, notAlumniWhere)!;
    }
    case 'accountFilter':
      return actor?.kind === 'admin' && actor.accountFilter.length > 0
        ? inArray(companies.id, actor.accountFilter)
        : NONE;
    case 'hostedEvents':
      return actor?.kind === 'admin' ? hostedEventsAccountsWhere(readHosting(actor.hosting)) : NONE;
    // Reaches over events, not companies (events.policy.ts applies them).
    case 'published':
    case 'publishedInCountry':
      return NONE;
  }
}

/** WHERE for an operation of the permission table. */
export function operationWhere(actor: Actor, op: Operation): SQL {
  return reachWhere(actor, reachOf(roleOf(actor), op));
}

function byType(actor: Actor, startupOp: Operation, corpOp: Operation): SQL {
  return or(
    and(eq(companies.type, 'startup'), operationWhere(actor, startupOp)),
    and(eq(companies.type, 'corp'), operationWhere(actor, corpOp)),
  )!;
}

/**
 * Profiles the actor may open (companyProfile). People see other organisations only while
 * they are ACTIVE; their own always.
 */
export function profileReadWhere(actor: Actor): SQL {
  const where = byType(actor, 'viewStartupProfile', 'viewCorporateProfile');
  if (actor?.kind !== 'user') return where;
  const own = actor.companyId ? eq(companies.id, actor.companyId) : NONE;
  return and(where, or(own, eq(companies.activityStatus, 'ACTIVE')))!;
}

/** Profiles the actor may change. */
export function profileUpdateWhere(actor: Actor): SQL {
  return byType(actor, 'updateStartupProfile', 'updateCorporateProfile');
}

/** Accounts the admin console lists for this admin. */
export function consoleReadWhere(actor: Actor): SQL {
  return operationWhere(actor, 'listAccounts');
}

/** Accounts the admin console may edit (updateCompany). */
export function consoleEditWhere(actor: Actor): SQL {
  return operationWhere(actor, 'editAccounts');
}
