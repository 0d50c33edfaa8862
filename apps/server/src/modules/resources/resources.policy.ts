import { readHosting } from '@matchday/shared';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { companyIdOf, managedIncubator, reachFor } from '../../platform/authorize.ts';
import { approvedAttendanceWhere } from '../events/events.policy.ts';
import { resources } from './resources.tables.ts';

/**
 * Who reaches which resource (SPEC §6 "resources"; docs/decisions/063-resources.md). Managing
 * follows `useResources`: ADMIN every resource, EVENT_HOST those for the participants of its
 * hosted events, INCUBATOR those for its own incubator's startups. Reading as a participant:
 * resources for everyone, for an event where the company's attendance is approved, for the
 * incubator of the startup. Anything else is not found.
 */
const NONE = sql`false`;
const ALL = sql`true`;

/** The resources the actor manages (lists, edit, delete). */
export function resourceManageWhere(actor: Actor): SQL {
  const reach = reachFor(actor, 'useResources');
  if (reach === 'all') return ALL;
  if (reach === 'hostedEvents' && actor?.kind === 'admin') {
    const hosting = readHosting(actor.hosting);
    return hosting.length
      ? and(eq(resources.audience, 'EVENT'), inArray(resources.eventId, hosting))!
      : NONE;
  }
  if (reach === 'ownIncubator') {
    const incubator = managedIncubator(actor);
    return incubator
      ? and(eq(resources.audience, 'INCUBATOR'), eq(resources.incubator, incubator))!
      : NONE;
  }
  return NONE;
}

/**
 * The resources a participant (startup or corporate person) sees. `startupIncubator` is the
 * identifier of the own startup's incubator, if any (read by the service first).
 */
export function resourceReadWhere(actor: Actor, startupIncubator: string | null): SQL {
  const companyId = companyIdOf(actor);
  if (!companyId) return NONE;
  const approvedAt = approvedAttendanceWhere(resources.eventId, companyId);
  return or(
    eq(resources.audience, 'EVERYONE'),
    and(eq(resources.audience, 'EVENT'), approvedAt),
    startupIncubator
      ? and(eq(resources.audience, 'INCUBATOR'), eq(resources.incubator, startupIncubator))
      : NONE,
  )!;
}
