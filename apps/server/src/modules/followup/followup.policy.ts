import { readHosting, type Operation, type RatingSide } from '@matchday/shared';
import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { incubatorStartupsWhere } from '../accounts/company-reach.policy.ts';
import { ownMeetingsWhere } from '../meetings/meetings.policy.ts';
import { meetings } from '../meetings/meetings.tables.ts';

/**
 * Which meetings' sides an actor reaches (issue 16; SPEC §6), from the permission table:
 * startup side `rateMeetingStartupSide` (the startup's users, ADMIN, EVENT_HOST of hosted
 * events, INCUBATOR of its startups), corporate side `rateMeetingCorpSide` (the corporate's
 * users, ADMIN, EVENT_HOST). The same reach enters a side's rating and follow-up and reads
 * them: the counterpart never reaches the other side. Deny by default.
 */
const NONE = sql`false`;
const ALL = sql`true`;

export const SIDE_OPERATION: Record<RatingSide, Operation> = {
  STARTUP: 'rateMeetingStartupSide',
  CORPORATE: 'rateMeetingCorpSide',
};

function hosted(actor: Actor): SQL {
  if (actor?.kind !== 'admin') return NONE;
  const ids = readHosting(actor.hosting);
  return ids.length ? inArray(meetings.eventId, ids) : NONE;
}

function incubatorStartups(actor: Actor): SQL {
  if (actor?.kind !== 'admin' || !actor.incubator) return NONE;
  return sql`${meetings.startupId} in (select ${companies.id} from ${companies} where ${incubatorStartupsWhere(actor.incubator)})`;
}

function reachOver(actor: Actor, op: Operation): SQL {
  const reach = reachFor(actor, op);
  if (reach === 'all') return ALL;
  if (reach === 'hostedEvents') return hosted(actor);
  if (reach === 'ownIncubator') return incubatorStartups(actor);
  // A company's own published meetings (its users see what they were told).
  if (reach === 'own') return and(ownMeetingsWhere(actor), isNotNull(meetings.shownStatus))!;
  return NONE;
}

/** Meetings whose `side` the actor may rate, report on and read. */
export function sideWhere(actor: Actor, side: RatingSide): SQL {
  return reachOver(actor, SIDE_OPERATION[side]);
}

/** The sides of meetings the actor reaches at all (an organiser both; a party its own). */
export function sidesOf(actor: Actor): RatingSide[] {
  return (['STARTUP', 'CORPORATE'] as const).filter(
    (side) => reachFor(actor, SIDE_OPERATION[side]) !== false,
  );
}

/** A participant's own side: a startup user the startup's, a corporate user the corporate's. */
export function ownSide(actor: Actor): RatingSide | null {
  if (actor?.kind !== 'user' || !actor.companyId) return null;
  return actor.type === 'corp' ? 'CORPORATE' : 'STARTUP';
}

/** Meetings whose follow-up the organisers record (ADMIN all, EVENT_HOST hosted events). */
export function organiserWhere(actor: Actor): SQL {
  return reachOver(actor, 'recordFollowUps');
}

/** Events whose follow-up settings the actor changes. */
export function organiserEventIds(actor: Actor): 'all' | string[] {
  const reach = reachFor(actor, 'recordFollowUps');
  if (reach === 'all') return 'all';
  if (reach === 'hostedEvents' && actor?.kind === 'admin') return readHosting(actor.hosting);
  return [];
}
