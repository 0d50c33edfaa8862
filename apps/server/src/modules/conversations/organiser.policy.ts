import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { eventOperationWhere } from '../events/events.policy.ts';
import { events } from '../events/events.read-model.ts';
import { conversations } from './conversations.tables.ts';

/**
 * The organisers' reach (docs/decisions/110), from the permission table's `talkToParticipants`:
 * ADMIN every event, EVENT_HOST its hosted events, INCUBATOR and CONSORTIUM_MEMBER none. Within
 * it they see every conversation of the event (who, counts, last activity) but read only the
 * ORGANISER ones: a conversation between two companies stays private to their members (097).
 */

export type Organiser = { id: string; kind: 'admin' };

/** The actor as an organiser, or 401/403. */
export function organiserOf(actor: Actor): Organiser {
  assertCan(actor, 'talkToParticipants', 'Only the event’s organisers talk to its participants');
  if (actor.kind !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only the event’s organisers talk to its participants');
  }
  return { id: actor.id, kind: 'admin' };
}

/** The conversations of the events the actor organises. */
export function organiserReachWhere(actor: Actor): SQL {
  return sql`exists (select 1 from ${events} where ${events.id} = ${conversations.eventId} and ${eventOperationWhere(actor, 'talkToParticipants')})`;
}

/** An event the actor organises, or NOT_FOUND. */
export async function organisedEvent(db: Db, actor: Actor, eventId: string) {
  organiserOf(actor);
  const event = await eventForOperation(db, actor, 'talkToParticipants', eventId);
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  return event;
}
