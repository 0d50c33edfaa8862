import { readHosting, type Operation, type RatingSide } from '@matchday/shared';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';
import { meetingReachWhere } from '../meetings/meetings.policy.ts';

/**
 * Which meetings' sides an actor reaches (SPEC §6), from the permission table:
 * startup side `rateMeetingStartupSide` (the startup's users, ADMIN, EVENT_HOST of hosted
 * events, INCUBATOR of its startups), corporate side `rateMeetingCorpSide` (the corporate's
 * users, ADMIN, EVENT_HOST). The same reach enters a side's rating and follow-up and reads
 * them: the counterpart never reaches the other side. Deny by default.
 */
export const SIDE_OPERATION: Record<RatingSide, Operation> = {
  STARTUP: 'rateMeetingStartupSide',
  CORPORATE: 'rateMeetingCorpSide',
};

/** Meetings whose `side` the actor may rate, report on and read. */
export function sideWhere(actor: Actor, side: RatingSide): SQL {
  // A company reads the sides of its own published meetings (what it was told).
  return meetingReachWhere(actor, SIDE_OPERATION[side], 'published');
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
  return meetingReachWhere(actor, 'recordFollowUps', 'published');
}

/** Events whose follow-up settings the actor changes. */
export function organiserEventIds(actor: Actor): 'all' | string[] {
  const reach = reachFor(actor, 'recordFollowUps');
  if (reach === 'all') return 'all';
  if (reach === 'hostedEvents' && actor?.kind === 'admin') return readHosting(actor.hosting);
  return [];
}
