import { matchesExportQuery, type ExportSheet } from '@matchday/shared';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { csvLine } from './csv.ts';
import { followUpSources } from './follow-up-sources.queries.ts';
import {
  MATCH_COLUMNS,
  matchRows,
  meetingColumns,
  meetingRows,
  type Cell,
  type ExportEvent,
} from './export-rows.views.ts';

/**
 * GET /api/export/matches (SPEC §7; docs/decisions/060): an event's matches and meetings as
 * XLSX (two sheets, exceljs's streaming writer) or CSV (one sheet, `sheet=matches|meetings`),
 * written to the response while the rows are read page by page, so memory stays flat.
 */

export type ExportQuery = { eventId?: unknown; format?: unknown; sheet?: unknown };

export type PreparedExport = {
  filename: string;
  contentType: string;
  /** Writes the file to `out` and ends it. */
  write(out: Writable): Promise<void>;
};

/** The query (packages/shared/src/api/export.ts); the first problem is answered, naming it. */
function parse(query: ExportQuery) {
  const parsed = matchesExportQuery.safeParse(query);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue!.path[0]);
  throw new AppError('BAD_REQUEST', issue!.message, {
    fields: [{ field, message: issue!.message }],
  });
}

/** Checks the caller and the event (outside its reach: NOT_FOUND) before a byte is sent. */
export async function prepareMatchesExport(
  db: Db,
  actor: Actor,
  query: ExportQuery,
): Promise<PreparedExport> {
  assertCan(actor, 'exportMatches', 'Only the event’s organisers export its matches');
  const { eventId, format, sheet } = parse(query);
  const event = await eventForOperation(db, actor, 'exportMatches', eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found');
  const base = fileBase(event.name);
  if (format === 'csv') {
    return {
      filename: `${base}-${sheet}.csv`,
      contentType: 'text/csv; charset=utf-8',
      write: (out) => writeCsv(db, event, sheet, out),
    };
  }
  return {
    filename: `${base}-matches.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: (out) => writeXlsx(db, event, out),
  };
}

function fileBase(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return slug || 'event';
}

/** Resolves once `out` has taken the chunk (backpressure: rows are read no faster). */
function push(out: Writable, chunk: string): Promise<void> | void {
  if (out.write(chunk)) return;
  return drained(out);
}

function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('error', fail);
      out.off('close', done);
      resolve();
    };
    const fail = (e: unknown) => {
      out.off('drain', done);
      out.off('close', done);
      reject(e instanceof Error ? e : new Error(String(e)));
    };
    out.on('drain', done);
    out.on('close', done);
    out.once('error', fail);
  });
}

async function writeCsv(db: Db, event: ExportEvent, sheet: ExportSheet, out: Writable) {
  // A byte order mark, so spreadsheet programs read UTF-8 names correctly.
  await push(out, '\uFEFF');
  const src = await followUpSources(db);
  const rows = sheet === 'matches' ? matchRows(db, event.id) : meetingRows(db, event, src);
  await push(out, csvLine(sheet === 'matches' ? MATCH_COLUMNS : meetingColumns(event.timezone)));
  let batch = '';
  for await (const row of rows) {
    batch += csvLine(row);
    if (batch.length > 64 * 1024) {
      await push(out, batch);
      batch = '';
    }
    if (out.destroyed) return;
  }
  if (batch) await push(out, batch);
  out.end();
}

async function writeXlsx(db: Db, event: ExportEvent, out: Writable) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Matchday';
  const src = await followUpSources(db);
  await writeSheet(book, 'Matches', MATCH_COLUMNS, matchRows(db, event.id), out);
  await writeSheet(
    book,
    'Meetings',
    meetingColumns(event.timezone),
    meetingRows(db, event, src),
    out,
  );
  await book.commit();
}

/** Rows read before the columns are sized: the widths follow what the first rows hold. */
const SIZING_ROWS = 1000;
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
/** Slot times: real date cells, shown in the event's zone as the header names it. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * One sheet: a bold, frozen header row with an autofilter; each column as wide as its header
 * and the longest value among the first rows (within 10–60 characters); dates as date cells.
 */
async function writeSheet(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: string[],
  rows: AsyncIterable<Cell[]>,
  out: Writable,
) {
  const iterator = rows[Symbol.asyncIterator]();
  const first: Cell[][] = [];
  let done = false;
  while (first.length < SIZING_ROWS) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
  }
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((header, i) => {
    const dates = first.some((r) => r[i] instanceof Date);
    return {
      header,
      width: columnWidth(header, first, i),
      ...(dates ? { style: { numFmt: DATE_FORMAT } } : {}),
    };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  const write = async (row: Cell[]) => {
    // Strings stay strings (never formulas): exceljs writes them as text cells.
    sheet.addRow(row).commit();
    count += 1;
    if (count % 500 === 0) await drained(out);
  };
  for (const row of first) {
    if (out.destroyed) break;
    await write(row);
  }
  while (!done && !out.destroyed) {
    const next = await iterator.next();
    if (next.done) break;
    await write(next.value);
  }
  if (out.destroyed) await iterator.return?.();
  sheet.commit();
}

/** Characters a cell shows: a date as "2026-11-23 10:20", a number as written, text per line. */
function shownLength(cell: Cell) {
  if (cell === null) return 0;
  if (cell instanceof Date) return DATE_FORMAT.length;
  if (typeof cell === 'number') return String(cell).length;
  return Math.max(...cell.split('\n').map((line) => line.length));
}

function columnWidth(header: string, rows: Cell[][], index: number) {
  const longest = rows.reduce((max, r) => Math.max(max, shownLength(r[index] ?? null)), 0);
  // The header's filter button takes about two characters.
  const wanted = Math.max(header.length + 4, longest + 2);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, wanted));
}
