import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../../test/actors.ts';
import { testApp, type TestApp } from '../../../../test/app.ts';
import { mailsTo } from '../../../../test/http.ts';
import { multipart } from '../../../../test/multipart.ts';
import { adminOf } from '../../../../test/actors.ts';
import type { Actor } from '../../../platform/actor.ts';
import { createCompany, createUser } from '../../accounts/accounts.service.ts';
import { listAttendees } from '../attendees.service.ts';
import { createEvent, publishEvent } from '../events.service.ts';

/** Importing participants from files written by a real spreadsheet library (exceljs). */
let t: TestApp;
const root = adminOf('ADMIN');
let eventId = '';

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  const day = new Date(Date.now() + 20 * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  const event = await createEvent(db, root, {
    name: 'Import Day',
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(3) }], meetingMinutes: 20, tables: 5 },
  });
  await publishEvent(db, root, event.id);
  eventId = event.id;
  const existing = await createCompany(db, {
    type: 'corp',
    name: 'Existing Corp AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  await createUser(db, {
    companyId: existing.id,
    type: 'corp',
    email: 'known@existing.test',
    name: 'Known Person',
    verified: true,
  });
});
afterAll(() => t.close());

const HEADER = ['E-mail', 'Name', 'Organisation', 'Country', 'Type', 'Notes'];

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function csv(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.csv.writeBuffer());
}

function post(actor: Actor, data: Buffer, filename: string, commit: boolean, id = eventId) {
  const body = multipart([{ name: 'file', filename, type: 'application/octet-stream', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/matrix/events/${id}/import?commit=${commit}`,
    headers: {
      'content-type': body.contentType,
      ...(actor ? { 'x-test-actor': JSON.stringify(actor) } : {}),
    },
    payload: body.payload,
  });
}

type Row = { line: number; action: string | null; problems: string[] };

describe('participants import', () => {
  const bad = [
    ['ada@newstartup.test', 'Ada Lovelace', 'New Startup AB', 'se', 'Startup', 'ignored'],
    ['not-an-address', 'Bo', 'Bo AB', 'SE', 'startup'],
    ['cy@cy.test', 'Cy', 'Cy AB', 'XX', 'startup'],
    ['dee@dee.test', 'Dee', 'Dee AB', 'SE', 'investor'],
    ['known@existing.test', 'Known Person', 'Existing Corp AB', 'SE', 'startup'],
    ['ada@newstartup.test', 'Ada Again', 'New Startup AB', 'SE', 'startup'],
  ];

  it('previews an XLSX file: one line per failing row, and why', async () => {
    const res = await post(root, await xlsx(bad), 'participants.xlsx', false);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { rows: Row[]; valid: boolean };
    expect(body.valid).toBe(false);
    const problems = Object.fromEntries(body.rows.map((r) => [r.line, r.problems.join(' | ')]));
    expect(problems[2]).toBe('');
    expect(problems[3]).toMatch(/^email: /);
    expect(problems[4]).toMatch(/country: .*XX/);
    expect(problems[5]).toMatch(/type: Type must be "startup" or "corporate"/);
    expect(problems[6]).toMatch(
      /type: known@existing.test belongs to Existing Corp AB, a corporate/,
    );
    expect(problems[7]).toMatch(/ada@newstartup.test is also on line 2/);
    expect(body.rows[0]!.action).toBe('create');
  });

  it('imports nothing from a file with bad rows', async () => {
    const res = await post(root, await xlsx(bad), 'participants.xlsx', true);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { message: string; details: { rows: Row[] } } };
    expect(body.error.message).toMatch(/5 rows cannot be imported; nothing was imported/);
    expect(body.error.details.rows).toHaveLength(6);
    expect(await mailsTo(t.database.db, 'ada@newstartup.test')).toEqual([]);
    expect((await listAttendees(t.database.db, root, eventId, {})).total).toBe(0);
  });

  it('imports a clean CSV: creates and links companies and people, invites the new ones', async () => {
    const rows = [
      ['ada@newstartup.test', 'Ada Lovelace', 'New Startup AB', 'SE', 'startup'],
      ['bea@newstartup.test', 'Bea Lovelace', 'new startup ab', 'SE', 'startup'],
      ['known@existing.test', 'Known Person', 'Existing Corp AB', 'SE', 'corporate'],
      ['new@existing.test', 'New Colleague', 'Existing Corp AB', 'SE', 'corp'],
    ];
    const preview = (await post(root, await csv(rows), 'participants.csv', false)).json() as {
      rows: Row[];
      valid: boolean;
    };
    expect(preview.valid).toBe(true);
    expect(preview.rows.map((r) => r.action)).toEqual(['create', 'create', 'link', 'newPerson']);
    const res = await post(root, await csv(rows), 'participants.csv', true);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toEqual({ companies: 1, users: 3, attendances: 2 });
    const page = await listAttendees(t.database.db, root, eventId, {});
    expect(page.items.map((a) => [a.company.name, a.state, a.source])).toEqual([
      ['Existing Corp AB', 'APPROVED', 'IMPORT'],
      ['New Startup AB', 'APPROVED', 'IMPORT'],
    ]);
    const ada = (await mailsTo(t.database.db, 'ada@newstartup.test')).map((m) => m.template);
    expect(ada).toEqual(expect.arrayContaining(['invitation', 'joinevent']));
    const again = (await post(root, await csv(rows), 'participants.csv', false)).json() as {
      rows: Row[];
    };
    expect(again.rows.map((r) => r.action)).toEqual(['already', 'already', 'already', 'already']);
  });

  it('refuses a file that is not a spreadsheet or lacks a column, naming it', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const notSheet = await post(root, png, 'logo.png', false);
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().error.message).toMatch(/could not be read/);
    const noType = Buffer.from('email,name,organisation,country\na@b.test,A,B,SE\n');
    const missing = await post(root, noType, 'p.csv', false);
    expect(missing.json().error.message).toMatch(/missing: type/);
  });

  it('is for the event’s organisers only', async () => {
    const file = await csv([['x@y.test', 'X', 'Y AB', 'SE', 'startup']]);
    const otherHost = adminOf('EVENT_HOST', { hosting: [] });
    expect((await post(otherHost, file, 'p.csv', false)).statusCode).toBe(404);
    expect(
      (await post(adminOf('INCUBATOR', { incubator: 'STING' }), file, 'p.csv', false)).statusCode,
    ).toBe(403);
    expect((await post(null, file, 'p.csv', false)).statusCode).toBe(401);
    const host = adminOf('EVENT_HOST', { hosting: [eventId] });
    expect((await post(host, file, 'p.csv', false)).statusCode).toBe(200);
  });
});
