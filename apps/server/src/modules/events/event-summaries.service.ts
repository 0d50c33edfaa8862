import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { events } from './events.tables.ts';

export type EventSummary = { id: string; name: string; startDate: Date; published: boolean };

/**
 * Name, start and state of the events with these ids (unknown ids are left out), by start: how
 * the admins console names an EVENT_HOST's `hosting` list and checks the events picked for it.
 * No rights check: the caller has decided who may see the list.
 */
export async function eventSummaries(db: Db, ids: string[]): Promise<EventSummary[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: events.id,
      name: events.name,
      startDate: events.startDate,
      published: events.published,
    })
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.startDate), asc(events.id));
}
