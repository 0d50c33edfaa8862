import { matchesExportQuery, type ExportSheet } from '@matchday/shared';
import type { Writable } from 'node:stream';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { eventForOperation } from '../events/events.queries.ts';
import { csvLine } from './csv.ts';
import { DATE_FORMAT, writeWorkbook } from './xlsx.ts';
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
 * XLSX (two sheets, our streaming writer: xlsx.ts) or CSV (one sheet, `sheet=matches|meetings`),
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
  const src = await followUpSources(db);
  await writeWorkbook(
    out,
    [
      {
        name: 'Matches',
        columns: MATCH_COLUMNS,
        rows: matchRows(db, event.id),
        widths: widthsFor(MATCH_COLUMNS),
      },
      {
        name: 'Meetings',
        columns: meetingColumns(event.timezone),
        rows: meetingRows(db, event, src),
        widths: widthsFor(meetingColumns(event.timezone)),
      },
    ],
    'Matchday',
  );
}

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Each column as wide as its header and the longest value among the first rows (10–60). */
const widthsFor = (columns: string[]) => (first: Cell[][]) =>
  columns.map((header, i) => columnWidth(header, first, i));

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
