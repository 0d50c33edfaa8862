import { readHosting, type Operation } from '@matchday/shared';
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { incubatorStartupsWhere } from '../accounts/company-reach.policy.ts';
import { meetings } from './meetings.tables.ts';

/**
 * Who reaches which meeting, from the permission table (SPEC §6): organisers by
 * `scheduleMeetings` (ADMIN all, EVENT_HOST its hosted events), an INCUBATOR its startups'
 * meetings, a company its own once published. Deny by default.
 */
const NONE = sql`false`;
const ALL = sql`true`;

function hosted(actor: Actor): SQL {
  if (actor?.kind !== 'admin') return NONE;
  const ids = readHosting(actor.hosting);
  return ids.length ? inArray(meetings.eventId, ids) : NONE;
}

function incubatorStartups(actor: Actor): SQL {
  if (actor?.kind !== 'admin' || !actor.incubator) return NONE;
  return sql`${meetings.startupId} in (select ${companies.id} from ${companies} where ${incubatorStartupsWhere(actor.incubator)})`;
}

const ownCompany = (actor: Actor) =>
  actor?.kind === 'user' && actor.companyId ? actor.companyId : null;

/** A company's own meetings: the startup's or the corporate's side. */
export function ownMeetingsWhere(actor: Actor): SQL {
  const company = ownCompany(actor);
  if (!company || actor?.kind !== 'user') return NONE;
  return actor.type === 'corp'
    ? eq(meetings.corporateId, company)
    : eq(meetings.startupId, company);
}

/**
 * The meetings an operation reaches for the actor, by its reach in the permission table: all,
 * the hosted events', the incubator's startups', or the company's own (`own: 'published'` keeps
 * a company to the meetings it was told of). Deny by default. The follow-up room uses it too.
 */
export function meetingReachWhere(
  actor: Actor,
  op: Operation,
  own: 'any' | 'published' = 'any',
): SQL {
  const reach = reachFor(actor, op);
  if (reach === 'all') return ALL;
  if (reach === 'hostedEvents') return hosted(actor);
  if (reach === 'ownIncubator') return incubatorStartups(actor);
  if (reach === 'own') {
    return own === 'published'
      ? and(ownMeetingsWhere(actor), isNotNull(meetings.shownStatus))!
      : ownMeetingsWhere(actor);
  }
  return NONE;
}

/** Meetings the actor schedules (draft included): ADMIN all, EVENT_HOST hosted events. */
export function meetingScheduleWhere(actor: Actor): SQL {
  return meetingReachWhere(actor, 'scheduleMeetings');
}

/**
 * Meetings the actor may read: organisers every one of their events (the draft too); an
 * INCUBATOR its startups' published meetings; a company its own published ones.
 */
export function meetingReadWhere(actor: Actor): SQL {
  if (actor?.kind === 'admin') {
    const schedule = meetingScheduleWhere(actor);
    const incubator = and(incubatorStartups(actor), isNotNull(meetings.shownStatus))!;
    return reachFor(actor, 'changeMeetingStatus') === 'ownIncubator'
      ? or(schedule, incubator)!
      : schedule;
  }
  return and(ownMeetingsWhere(actor), isNotNull(meetings.shownStatus))!;
}

/** Meetings whose status the actor may change on the day (SPEC §6). */
export function meetingStatusWhere(actor: Actor): SQL {
  return meetingReachWhere(actor, 'changeMeetingStatus');
}

/** Whether the actor sees the organisers' working placement (else what participants were told). */
export function seesDraft(actor: Actor): boolean {
  return reachFor(actor, 'scheduleMeetings') !== false;
}
