import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../../test/actors.ts';
import { testApp, type TestApp } from '../../../../test/app.ts';
import { multipart } from '../../../../test/multipart.ts';
import type { Actor } from '../../../platform/actor.ts';
import { companies, users } from '../../accounts/accounts.tables.ts';
import { createCompany, createUser } from '../../accounts/accounts.service.ts';
import { listAttendees } from '../attendees.service.ts';
import { createEvent, publishEvent } from '../events.service.ts';

/**
 * An EVENT_HOST's import may create organisations and their people, and add
 * existing organisations to its event, but never create a person inside an existing company
 * (that is the company's team: ADMIN only) nor learn where an existing person works.
 */
let t: TestApp;
const root = adminOf('ADMIN');
let host: Actor;
let eventId = '';
let fjordId = '';

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  const day = new Date(Date.now() + 20 * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  const event = await createEvent(db, root, {
    name: 'Reach Day',
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(3) }], meetingMinutes: 20, tables: 5 },
  });
  await publishEvent(db, root, event.id);
  eventId = event.id;
  host = adminOf('EVENT_HOST', { hosting: [eventId] });
  const fjord = await createCompany(db, {
    type: 'corp',
    name: 'Fjord Energy AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  fjordId = fjord.id;
  await createUser(db, {
    companyId: fjord.id,
    type: 'corp',
    email: 'olga@fjord.test',
    name: 'Olga Fjord',
    verified: true,
  });
  const cobalt = await createCompany(db, {
    type: 'startup',
    name: 'Cobalt Health AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  await createUser(db, {
    companyId: cobalt.id,
    type: 'startup',
    email: 'cora@cobalt.test',
    name: 'Cora Cobalt',
    verified: true,
  });
});
afterAll(() => t.close());

const csv = (rows: string[][]) =>
  Buffer.from(['email,name,organisation,country,type', ...rows.map((r) => r.join(','))].join('\n'));

function post(actor: Actor, rows: string[][], commit: boolean) {
  const body = multipart([{ name: 'file', filename: 'p.csv', type: 'text/csv', data: csv(rows) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/matrix/events/${eventId}/import?commit=${commit}`,
    headers: { 'content-type': body.contentType, 'x-test-actor': JSON.stringify(actor) },
    payload: body.payload,
  });
}

type Row = { line: number; action: string | null; problems: string[] };

async function userCount(email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row!.n;
}

const companyCount = async () => (await t.database.db.select({ n: count() }).from(companies))[0]!.n;

describe('participants import within the importer’s reach', () => {
  it('refuses a host’s new person inside an existing company, naming nothing about it', async () => {
    const rows = [
      ['mallory@fjord.test', 'Mallory', 'Fjord Energy AB', 'SE', 'corporate'],
      ['mallory@cobalt.test', 'Mallory', 'cobalt health ab', 'SE', 'corporate'],
    ];
    const preview = (await post(host, rows, false)).json() as { rows: Row[]; valid: boolean };
    expect(preview.valid).toBe(false);
    for (const row of preview.rows) {
      expect(row.action).toBe(null);
      expect(row.problems).toEqual([expect.stringMatching(/^email: only an ADMIN may import/)]);
      expect(row.problems.join()).not.toMatch(/fjord|cobalt|startup|corporate/i);
    }
    const commit = await post(host, rows, true);
    expect(commit.statusCode).toBe(400);
    const error = (commit.json() as { error: { message: string; details: { rows: Row[] } } }).error;
    const said = [error.message, ...error.details.rows.flatMap((r) => r.problems)].join(' | ');
    expect(said).not.toMatch(/fjord|cobalt|startup|corporate/i);
    expect(await userCount('mallory@fjord.test')).toBe(0);
    expect(await userCount('mallory@cobalt.test')).toBe(0);
  });

  it('does not tell a host where an existing person works', async () => {
    const rows = [
      ['cora@cobalt.test', 'Cora', 'Some Other AB', 'SE', 'corporate'],
      ['cora@cobalt.test'.toUpperCase(), 'Cora', 'Cobalt Health AB', 'SE', 'corporate'],
    ];
    const preview = (await post(host, rows, false)).json() as { rows: Row[] };
    const problems = preview.rows.flatMap((r) => r.problems).join(' | ');
    expect(problems).toMatch(/only an ADMIN may import/);
    expect(problems).not.toMatch(/Cobalt Health AB|a startup|belongs to/);
  });

  it('lets a host add an existing company, matched with its person, as a participant only', async () => {
    const companiesBefore = await companyCount();
    const rows = [['olga@fjord.test', 'Olga Fjord', 'fjord energy ab', 'SE', 'corp']];
    const preview = (await post(host, rows, false)).json() as { rows: Row[]; valid: boolean };
    expect(preview.rows.map((r) => r.action)).toEqual(['link']);
    const res = await post(host, rows, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toEqual({ companies: 0, users: 0, attendances: 1 });
    expect(await companyCount()).toBe(companiesBefore);
    expect(await userCount('olga@fjord.test')).toBe(1);
    const page = await listAttendees(t.database.db, root, eventId, {});
    expect(page.items.map((a) => [a.company.id, a.state])).toEqual([[fjordId, 'APPROVED']]);
  });

  it('still lets an ADMIN add a person to an existing company', async () => {
    const rows = [['new@fjord.test', 'New Colleague', 'Fjord Energy AB', 'SE', 'corporate']];
    const preview = (await post(root, rows, false)).json() as { rows: Row[] };
    expect(preview.rows.map((r) => r.action)).toEqual(['newPerson']);
    const res = await post(root, rows, true);
    expect(res.statusCode).toBe(200);
    const [created] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, 'new@fjord.test'));
    expect(created?.companyId).toBe(fjordId);
  });
});
