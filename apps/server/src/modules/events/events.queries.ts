import type { Operation } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { eventOperationWhere } from './events.policy.ts';
import { events } from './events.tables.ts';

/**
 * Read functions other rooms call instead of reading the events table (decision 093): one event
 * by id, plain (for background work that has no actor) or within an actor's reach.
 */

/** One event, or undefined. No reach check: for sweeps and workers that act for the system. */
export async function eventById(db: Db, id: string) {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  return event;
}

/** One event the actor may do `op` on (the events policy), or undefined outside its reach. */
export async function eventForOperation(db: Db, actor: Actor, op: Operation, id: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventOperationWhere(actor, op)));
  return event;
}
