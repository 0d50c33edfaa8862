import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { matches } from '../matchmaking/matchmaking.read-model.ts';
import { meetings } from './meetings.tables.ts';

/**
 * One REQUESTED meeting for every CONFIRMED match of the event that has none yet (DOMAIN.md: a
 * CONFIRMED match is a meeting request; MUST_MEET is its priority). Idempotent; called where a
 * match is confirmed and again before scheduling.
 */
export async function syncMeetingRequests(tx: Db, eventId: string) {
  await tx.execute(sql`
    insert into ${meetings} (event_id, match_id, startup_id, corporate_id, need_id, priority)
    select m.event_id, m.id, m.startup_id, m.corporate_id, m.need_id,
           case when m.choice = 'MUST_MEET' then 2 else 1 end
    from ${matches} m
    where m.event_id = ${eventId} and m.state = 'CONFIRMED'
    on conflict (match_id) do nothing`);
}
