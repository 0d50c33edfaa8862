import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { addEventAttendees, listAttendees } from './attendees.service.ts';
import { createEvent } from './events.service.ts';

/**
 * The organisers' participants list names each organisation's contact person (name, e-mail)
 * where the permission table shows the viewer that company's people; an EVENT_HOST, who may
 * not view profiles, gets none.
 */
let database: Database;
const root = adminOf('ADMIN');
let eventId: string;

beforeAll(async () => {
  database = await testDatabase();
  const db = database.db;
  const day = Date.now() + 30 * 86_400_000;
  const at = (h: number) => new Date(day + h * 3_600_000).toISOString();
  const event = await createEvent(db, root, {
    name: 'Contacts Day',
    format: 'PHYSICAL',
    venue: 'Stockholm',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(3) }], meetingMinutes: 20, tables: 4 },
  });
  eventId = event.id;
  const withContact = await createCompany(db, {
    type: 'corp',
    name: 'Contact Corp',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  const person = await createUser(db, {
    companyId: withContact.id,
    type: 'corp',
    email: 'cleo@contacts.test',
    name: 'Cleo Contact',
  });
  await db
    .update(companies)
    .set({ contactUserId: person.id })
    .where(eq(companies.id, withContact.id));
  const without = await createCompany(db, {
    type: 'startup',
    name: 'No Contact AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  await addEventAttendees({ db, actor: root, publicUrl: 'http://matchday.test' }, eventId, [
    withContact.id,
    without.id,
  ]);
});
afterAll(() => database.close());

const contacts = async (actor: Actor) =>
  (await listAttendees(database.db, actor, eventId, {})).items.map((a) => [
    a.company.name,
    a.company.contactPerson ?? null,
  ]);

describe('participants list: contact people', () => {
  it('an ADMIN sees each organisation’s contact person (none where none is set)', async () => {
    expect(await contacts(root)).toEqual([
      ['Contact Corp', { name: 'Cleo Contact', email: 'cleo@contacts.test' }],
      ['No Contact AB', null],
    ]);
  });

  it('an EVENT_HOST of the event sees the participants but not their people', async () => {
    const host = adminOf('EVENT_HOST', { hosting: [eventId] });
    expect(await contacts(host)).toEqual([
      ['Contact Corp', null],
      ['No Contact AB', null],
    ]);
  });
});
