import { readHosting, type Operation, type Reach } from '@matchday/shared';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { reachWhere } from '../accounts/company-reach.policy.ts';
import { attendances, events } from './events.tables.ts';

/**
 * Who reaches which event (SPEC §5, §6; docs/decisions/051). The permission table says how far
 * each event operation reaches for each role; here each reach becomes a WHERE clause on
 * `events`, so an event outside it is simply not found.
 */

const NONE = sql`false`;
const ALL = sql`true`;

/** The country a startup person is judged by (SPEC §5): the user's, else the company's. */
function countryOf(userId: string): SQL {
  return sql`(select upper(coalesce(${users.country}, ${companies.country})) from ${users} join ${companies} on ${companies.id} = ${users.companyId} where ${users.id} = ${userId})`;
}

/** Events in the admin's `hosting` list (a list, or a JSON string: SPEC §3). */
export function hostedWhere(actor: Actor): SQL {
  if (actor?.kind !== 'admin') return NONE;
  const hosting = readHosting(actor.hosting);
  return hosting.length ? inArray(events.id, hosting) : NONE;
}

/** The events one reach of the permission table covers for this actor. */
export function eventReachWhere(actor: Actor, reach: Reach): SQL {
  switch (reach) {
    case 'all':
      return ALL;
    case 'published':
      return eq(events.published, true);
    case 'publishedInCountry':
      if (actor?.kind !== 'user') return NONE;
      return and(
        eq(events.published, true),
        sql`(cardinality(${events.restrictedTo}) = 0 or ${countryOf(actor.id)} = any(${events.restrictedTo}))`,
      )!;
    case 'hostedEvents':
      return hostedWhere(actor);
    // The event of the caller's own attendance: any event it may read.
    case 'own':
      return eventReachWhere(actor, reachFor(actor, 'viewEvents'));
    case 'ownIncubator':
    case 'ownIncubatorNotAlumni':
    case 'activeStartups':
    case 'accountFilter':
      // Company reaches: the event is any event the admin reads; the company is narrowed apart.
      return eventReachWhere(actor, reachFor(actor, 'viewEvents'));
    default:
      return NONE;
  }
}

/** Events the actor may read (the `events` lists and `event(id)`). */
export function eventReadWhere(actor: Actor): SQL {
  return eventReachWhere(actor, reachFor(actor, 'viewEvents'));
}

/** Events on which the actor may do `op` (e.g. decideAttendance: all, or hosted ones). */
export function eventOperationWhere(actor: Actor, op: Operation): SQL {
  const reach = reachFor(actor, op);
  if (reach === false) return NONE;
  return and(eventReadWhere(actor), eventReachWhere(actor, reach))!;
}

/**
 * The companies whose attendance the actor may handle by `op`, on an event already in reach:
 * everyone for all/hostedEvents, the own company, an incubator's (ACTIVE) startups, a
 * consortium member's filter.
 */
export function attendeeCompanyWhere(actor: Actor, op: Operation): SQL {
  const reach = reachFor(actor, op);
  if (reach === 'all' || reach === 'hostedEvents') return ALL;
  return reachWhere(actor, reach);
}

/**
 * The company takes part in the event, approved: a WHERE builder for other rooms' rows that
 * belong to an event (`eventId` is their event column), e.g. resources meant for its participants.
 */
export function approvedAttendanceWhere(eventId: SQL | AnyColumn, companyId: string): SQL {
  return sql`exists (select 1 from ${attendances} where ${attendances.eventId} = ${eventId} and ${attendances.companyId} = ${companyId} and ${attendances.state} = 'APPROVED')`;
}
