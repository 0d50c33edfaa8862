/**
 * Conversations fixture: a published event where a startup and a corporate have a selected
 * match, a second corporate member, and a third company (a startup at the same event) with no
 * match — through the services, the match row as the matchmaking room stores it.
 */
import { adminOf, corpActor, startupActor } from './actors.ts';
import { createTestUser } from './factories.ts';
import type { Actor } from '../src/platform/actor.ts';
import type { Db } from '../src/platform/db.ts';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { addEventAttendees } from '../src/modules/events/attendees.service.ts';
import { createEvent, publishEvent } from '../src/modules/events/events.service.ts';
import { matches } from '../src/modules/matchmaking/matchmaking.tables.ts';

export function eventInput(name: string, days = 20) {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name,
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(4) }], meetingMinutes: 20, tables: 5 },
  };
}

export type ConversationWorld = {
  eventId: string;
  otherEventId: string;
  startup: { companyId: string; userId: string; actor: Actor };
  corp: { companyId: string; userId: string; actor: Actor };
  /** A second member of the corporate's team. */
  corpColleague: { userId: string; actor: Actor };
  /** A startup at the same event without a match with the corporate. */
  third: { companyId: string; userId: string; actor: Actor };
};

export async function conversationWorld(db: Db): Promise<ConversationWorld> {
  const admin = adminOf('ADMIN');
  const s = await createTestUser(db, { type: 'startup' });
  const c = await createTestUser(db, { type: 'corp' });
  const x = await createTestUser(db, { type: 'startup' });
  const colleague = await createUser(db, {
    companyId: c.companyId,
    type: 'corp',
    email: `colleague-${c.id}@example.test`,
    name: 'Colleague Corp',
    verified: true,
  });
  const event = await createEvent(db, admin, eventInput('Talk Day'));
  const other = await createEvent(db, admin, eventInput('Other Day', 40));
  for (const e of [event, other]) await publishEvent(db, admin, e.id);
  const ctx = { db, actor: admin, publicUrl: 'http://matchday.test' };
  await addEventAttendees(ctx, event.id, [s.companyId, c.companyId, x.companyId]);
  await addEventAttendees(ctx, other.id, [s.companyId, c.companyId]);
  await db.insert(matches).values({
    eventId: event.id,
    startupId: s.companyId,
    corporateId: c.companyId,
    source: 'ADMIN',
    state: 'SELECTED',
    choice: 'MEET',
  });
  return {
    eventId: event.id,
    otherEventId: other.id,
    startup: { companyId: s.companyId, userId: s.id, actor: startupActor(s.companyId, s.id) },
    corp: { companyId: c.companyId, userId: c.id, actor: corpActor(c.companyId, c.id) },
    corpColleague: { userId: colleague.id, actor: corpActor(c.companyId, colleague.id) },
    third: { companyId: x.companyId, userId: x.id, actor: startupActor(x.companyId, x.id) },
  };
}
