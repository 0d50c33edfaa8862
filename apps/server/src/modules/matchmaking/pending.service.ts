import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { events } from '../events/events.read-model.ts';
import { selectionOpen } from './choices.service.ts';
import { matchReadWhere, pairingReadWhere } from './matchmaking.policy.ts';
import { matches, pairingRequests } from './matchmaking.tables.ts';
import { pairingsExpired } from './pairing-state.ts';

/**
 * What waits for a company in matchmaking, per event: selections a startup
 * has to answer, suggestions a corporate has to choose on, pairing requests a corporate has to
 * answer. Counted with the same policies and windows as the verbs that do them, so a count
 * never names something its verb would refuse.
 */

export type PendingMatchmaking = {
  kind: 'CONFIRM_SELECTIONS' | 'CHOOSE_SUGGESTIONS' | 'ANSWER_PAIRINGS';
  eventId: string;
  eventName: string;
  count: number;
};

type EventWindow = {
  id: string;
  name: string;
  endDate: Date;
  selectionOpensAt: Date | null;
  selectionClosesAt: Date | null;
};

const eventColumns = {
  id: events.id,
  name: events.name,
  endDate: events.endDate,
  selectionOpensAt: events.selectionOpensAt,
  selectionClosesAt: events.selectionClosesAt,
};

async function matchesByEvent(db: Db, where: SQL, now: Date) {
  return db
    .select({ event: eventColumns, n: count() })
    .from(matches)
    .innerJoin(events, eq(events.id, matches.eventId))
    .where(and(where, gt(events.endDate, now)))
    .groupBy(events.id)
    .orderBy(events.startDate, events.id);
}

async function pairingsByEvent(db: Db, actor: Actor, now: Date) {
  return db
    .select({ event: eventColumns, n: count() })
    .from(pairingRequests)
    .innerJoin(events, eq(events.id, pairingRequests.eventId))
    .where(
      and(pairingReadWhere(actor), eq(pairingRequests.state, 'PENDING'), gt(events.endDate, now)),
    )
    .groupBy(events.id)
    .orderBy(events.startDate, events.id);
}

const item =
  (kind: PendingMatchmaking['kind']) =>
  (r: { event: EventWindow; n: number }): PendingMatchmaking => ({
    kind,
    eventId: r.event.id,
    eventName: r.event.name,
    count: Number(r.n),
  });

/** The caller's own matchmaking to-dos, per event and kind; none for organisers. */
export async function pendingMatchmaking(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<PendingMatchmaking[]> {
  if (actor?.kind !== 'user' || !actor.companyId) return [];
  const found: PendingMatchmaking[] = [];
  if (canDo(actor, 'respondToSelections')) {
    // respondToSelection answers a SELECTED match of the caller's (matchReadWhere).
    const rows = await matchesByEvent(
      db,
      and(matchReadWhere(actor), eq(matches.state, 'SELECTED'))!,
      now,
    );
    found.push(...rows.map(item('CONFIRM_SELECTIONS')));
  }
  if (canDo(actor, 'chooseSuggestions')) {
    // chooseSuggestion takes a suggestion of the caller's while the selection is open.
    const rows = await matchesByEvent(
      db,
      and(matchReadWhere(actor), eq(matches.state, 'SUGGESTED'))!,
      now,
    );
    const open = rows.filter((r) => selectionOpen(r.event, now.getTime()) === null);
    found.push(...open.map(item('CHOOSE_SUGGESTIONS')));
  }
  if (canDo(actor, 'answerPairings')) {
    // answerPairing answers a PENDING request of the caller's that has not expired.
    const rows = await pairingsByEvent(db, actor, now);
    const open = rows.filter((r) => !pairingsExpired(r.event, now.getTime()));
    found.push(...open.map(item('ANSWER_PAIRINGS')));
  }
  return found;
}
