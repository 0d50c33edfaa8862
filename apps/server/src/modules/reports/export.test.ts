import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, corpActor, headerActor, startupActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { meetingsFixture } from '../../../test/meetings-fixture.ts';
import { reportsFixture, type ReportsFixture } from '../../../test/reports-fixture.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { needs, matches } from '../matchmaking/matchmaking.tables.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { csvCell } from './csv.ts';
import { PAGE_ROWS, slotFormatter, wallClockIn } from './export-rows.views.ts';

/**
 * GET /api/export/matches on the hand-made event of test/reports-fixture.ts: the XLSX read back
 * with exceljs cell by cell, the CSV's quoting and formula escaping, who may download what.
 */
let t: TestApp;
let f: ReportsFixture;
const admin = adminOf('ADMIN');
// Names a spreadsheet would run as formulas, or that need quoting.
const CORP0 = '=cmd|"/C calc"!A0';
const CORP1 = 'Volvo, "Cars"';
const NEED = '+Inspection robots';

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  f = await reportsFixture(db);
  await db.update(companies).set({ name: CORP0 }).where(eq(companies.id, f.corporates[0]!.id));
  await db.update(companies).set({ name: CORP1 }).where(eq(companies.id, f.corporates[1]!.id));
  const [need] = await db
    .insert(needs)
    .values({
      eventId: f.eventId,
      corporateId: f.corporates[0]!.id,
      title: NEED,
      description: 'Robots that inspect wind turbines',
      state: 'PUBLISHED',
    })
    .returning({ id: needs.id });
  await db
    .update(matches)
    .set({ needId: need!.id, score: 88 })
    .where(eq(matches.id, f.matchIds[0]!));
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, actor = admin) =>
  t.app.inject({ method: 'GET', url, headers: as(actor) });

/** The export's Matches order: by match id. */
async function matchOrder() {
  const rows = await t.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.eventId, f.eventId));
  return rows.map((r) => r.id).sort();
}

describe('XLSX', () => {
  it('has a Matches and a Meetings sheet, read back cell by cell', async () => {
    const res = await get(`/api/export/matches?eventId=${f.eventId}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-matches\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Matches', 'Meetings']);
    const values = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => {
        out.push((row.values as unknown[]).slice(1));
      });
      return out;
    };
    const m = values('Matches');
    expect(m[0]).toEqual(['Need', 'Startup', 'Corporate', 'Score', 'Source', 'Choice', 'State']);
    expect(m).toHaveLength(1 + 8);
    const firstMatch = (await matchOrder()).indexOf(f.matchIds[0]!);
    // exceljs leaves empty cells out of row.values; the defined ones are compared exactly.
    expect(m[1 + firstMatch]).toEqual([
      NEED,
      expect.stringMatching(/^Startup .+ 0$/),
      CORP0,
      88,
      'ADMIN',
      'MEET',
      'CONFIRMED',
    ]);
    // Text stays text: the formula-looking name is a plain string cell, not a formula.
    const cell = book
      .getWorksheet('Matches')!
      .getRow(1 + firstMatch + 1)
      .getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);

    const meetingsSheet = values('Meetings');
    expect(meetingsSheet[0]).toEqual([
      'Slot (Europe/Stockholm)',
      'Table or link',
      'Startup',
      'Corporate',
      'Need',
      'Status',
      'Startup rating',
      'Startup comment',
      'Corporate rating',
      'Corporate comment',
      'Wants follow-up',
      'Outcome',
    ]);
    expect(meetingsSheet).toHaveLength(1 + 5);
    const sheet = book.getWorksheet('Meetings')!;
    const row = (n: number) =>
      Array.from({ length: 12 }, (_, i) => {
        const v = sheet.getRow(n).getCell(i + 1).value;
        return v === null || v === undefined ? null : v;
      });
    // The slot is a date cell: the wall-clock time in the event's zone, shown yyyy-mm-dd hh:mm.
    const start = wallClockIn('Europe/Stockholm')(await firstStart());
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(row(2)).toEqual([
      start,
      'Table 1',
      expect.stringMatching(/ 0$/),
      CORP0,
      null,
      'HELD',
      4,
      'Good fit, "pilot" next',
      5,
      '=HYPERLINK("http://evil.test")',
      'Startup',
      'A valuable contact; Pilot 2026-05-04',
    ]);
    expect(row(5)[5]).toBe('NO_SHOW');
    expect(row(6)).toEqual([
      expect.any(Date),
      'Table 5',
      expect.stringMatching(/ 0$/),
      CORP1,
      null,
      'HELD',
      5,
      '@SUM(A1)',
      null,
      null,
      'Startup',
      'No further contact',
    ]);
  });

  it('columns sized to content, an autofilter on the header row, slot times in a date format', async () => {
    const res = await get(`/api/export/matches?eventId=${f.eventId}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const meetingsSheet = book.getWorksheet('Meetings')!;
    const matchesSheet = book.getWorksheet('Matches')!;
    expect(meetingsSheet.autoFilter).toBe('A1:L1');
    expect(matchesSheet.autoFilter).toBe('A1:G1');
    expect(meetingsSheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    const width = (sheet: ExcelJS.Worksheet, n: number) => sheet.getColumn(n).width;
    // "Slot (Europe/Stockholm)" + the filter button; "Table 1" gets no more than its header.
    expect(width(meetingsSheet, 1)).toBe('Slot (Europe/Stockholm)'.length + 4);
    expect(width(meetingsSheet, 2)).toBe('Table or link'.length + 4);
    // The longest comment, 'Good fit, "pilot" next', is wider than its header.
    expect(width(meetingsSheet, 8)).toBe('Good fit, "pilot" next'.length + 2);
    // A short column keeps a readable minimum; the need column fits its title.
    expect(width(matchesSheet, 4)).toBe(10);
    expect(width(matchesSheet, 1)).toBe(NEED.length + 2);
  });
});

async function firstStart() {
  const [m] = await t.database.db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(eq(meetings.id, f.meetingIds[0]!));
  return m!.startsAt!;
}

async function firstSlot() {
  const [m] = await t.database.db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(eq(meetings.id, f.meetingIds[0]!));
  return slotFormatter('Europe/Stockholm')(m!.startsAt!);
}

/** RFC 4180 reader: enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('CSV', () => {
  it('quotes every text, doubles quotes and escapes formula starts', () => {
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('+46 70')).toBe(`"'+46 70"`);
    expect(csvCell('-x')).toBe(`"'-x"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('the meetings sheet: one row per meeting, dangerous cells escaped', async () => {
    const res = await get(`/api/export/matches?eventId=${f.eventId}&format=csv&sheet=meetings`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF"Slot (Europe/Stockholm)"')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(6);
    expect(rows[1]).toEqual([
      await firstSlot(),
      'Table 1',
      expect.stringMatching(/ 0$/),
      `'${CORP0}`,
      '',
      'HELD',
      '4',
      'Good fit, "pilot" next',
      '5',
      `'=HYPERLINK("http://evil.test")`,
      'Startup',
      'A valuable contact; Pilot 2026-05-04',
    ]);
    expect(rows[3]![9]).toBe(`'-1 but, still\nworth it`);
    expect(rows[5]![7]).toBe(`'@SUM(A1)`);
    expect(rows[5]![3]).toBe(CORP1);
  });

  it('the outcome column is in words and names each outcome once, whichever sides reported it', async () => {
    const db = t.database.db;
    const m1 = f.meetingIds[0]!;
    const [{ id } = { id: '' }] = (
      (await db.execute(sql`insert into follow_up_reports (meeting_id, side, result, via, reported_at)
        values (${m1}, 'CORPORATE', 'AGREEMENT_REACHED', 'APP', now() + interval '1 minute')
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    try {
      await db.execute(sql`insert into follow_up_outcomes (report_id, meeting_id, kind, happened_on)
        values (${id}, ${m1}, 'PILOT', '2026-05-10'), (${id}, ${m1}, 'NDA', null)`);
      const res = await get(`/api/export/matches?eventId=${f.eventId}&format=csv&sheet=meetings`);
      const rows = parseCsv(res.body.slice(1));
      // The newest result; the pilot once, on the earlier of the two days given; codes nowhere.
      expect(rows[1]![11]).toBe('An agreement was reached; Pilot 2026-05-04, NDA');
      expect(res.body).not.toMatch(/AGREEMENT_REACHED|VALUABLE_CONTACT|PILOT/);
    } finally {
      await db.execute(sql`delete from follow_up_reports where id = ${id}`);
    }
  });

  it('the matches sheet is the default; every row has seven cells', async () => {
    const res = await get(`/api/export/matches?eventId=${f.eventId}&format=csv`);
    expect(res.headers['content-disposition']).toMatch(/-matches\.csv"$/);
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.length === 7)).toBe(true);
    expect(rows.filter((r) => r[0] === `'${NEED}`)).toHaveLength(1);
  });
});

describe('paging', () => {
  it('an event of more matches than a page: each exported exactly once', async () => {
    const db = t.database.db;
    const other = await meetingsFixture(db, { startups: 1, corporates: 1, pairs: [] });
    // 71 × 71 = 5,041 pairs, more than one page (PAGE_ROWS), written with SQL.
    await db.execute(sql`
      with s as (insert into companies (type, name, country, activity_status)
          select 'startup', 'Paged startup ' || i, 'SE', 'ACTIVE' from generate_series(1, 71) i returning id),
        c as (insert into companies (type, name, country, activity_status)
          select 'corp', 'Paged corp ' || i, 'SE', 'ACTIVE' from generate_series(1, 71) i returning id)
      insert into matches (event_id, startup_id, corporate_id, source, state, score)
      select ${other.eventId}, s.id, c.id, 'ENGINE', 'SUGGESTED', 50 from s cross join c`);
    expect(PAGE_ROWS).toBeLessThan(71 * 71);
    const res = await get(`/api/export/matches?eventId=${other.eventId}&format=csv`);
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows).toHaveLength(71 * 71);
    expect(new Set(rows.map((r) => `${r[1]}|${r[2]}`)).size).toBe(71 * 71);
  });
});

describe('who may export', () => {
  it('refuses participants and non-organisers, hides other events, names bad input', async () => {
    const url = `/api/export/matches?eventId=${f.eventId}&format=csv`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, startupActor(f.startups[0]!.id))).statusCode).toBe(403);
    expect((await get(url, corpActor(f.corporates[0]!.id))).statusCode).toBe(403);
    expect((await get(url, adminOf('INCUBATOR', { incubator: 'STING' }))).statusCode).toBe(403);
    const stranger = adminOf('EVENT_HOST', { hosting: ['00000000-0000-4000-8000-000000000000'] });
    expect((await get(url, stranger)).statusCode).toBe(404);
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    expect((await get(url, host)).statusCode).toBe(200);
    const bad = await get(`/api/export/matches?eventId=${f.eventId}&format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields[0].field).toBe('format');
    expect((await get('/api/export/matches?format=csv')).json().error.details.fields[0].field).toBe(
      'eventId',
    );
  });
});

const soffice = ['soffice', 'libreoffice'].find((bin) => {
  try {
    execFileSync('which', [bin], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

describe(
  soffice
    ? 'LibreOffice headless opens the XLSX'
    : 'LibreOffice headless opens the XLSX — NOT RUN: soffice/libreoffice is not installed here',
  () => {
    it.runIf(soffice)('converts the first sheet (Matches) to CSV with the same cells', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'matchday-export-'));
      try {
        const res = await get(`/api/export/matches?eventId=${f.eventId}&format=xlsx`);
        await writeFile(path.join(dir, 'export.xlsx'), res.rawPayload);
        execFileSync(
          soffice!,
          ['--headless', '--convert-to', 'csv', '--outdir', dir, path.join(dir, 'export.xlsx')],
          {
            timeout: 120_000,
          },
        );
        const csv = await readFile(path.join(dir, 'export.csv'), 'utf8');
        // The first sheet (Matches): header and eight rows, the formula-looking name as text.
        const rows = parseCsv(csv.replace(/\n/g, '\r\n').replace(/\r\r\n/g, '\r\n'));
        expect(rows[0]).toEqual([
          'Need',
          'Startup',
          'Corporate',
          'Score',
          'Source',
          'Choice',
          'State',
        ]);
        expect(rows.filter((r) => r[2] === CORP0).length).toBeGreaterThan(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  },
);
