import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { unzipBounded, ZipLimitError } from '../../../platform/bounded-zip.ts';

/** The columns an import reads; any other column is ignored. */
export const IMPORT_COLUMNS = ['email', 'name', 'organisation', 'country', 'type'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const MAX_IMPORT_ROWS = 2000;

const HEADER_WORDS: Record<string, ImportColumn> = {
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  'e-mail address': 'email',
  mail: 'email',
  name: 'name',
  'full name': 'name',
  'contact name': 'name',
  contact: 'name',
  organisation: 'organisation',
  organization: 'organisation',
  company: 'organisation',
  'company name': 'organisation',
  country: 'country',
  'country code': 'country',
  type: 'type',
  role: 'type',
  kind: 'type',
};

/** One data row of the file: its line number (1 = the header) and the five cells as text. */
export type FileRow = { line: number; cells: Partial<Record<ImportColumn, string>> };

/** Bounds checked before exceljs builds anything (decision 069). */
export const FILE_LIMITS = {
  /** Row numbers (XLSX) and lines (CSV), blank ones included. */
  sheetRows: 10_000,
  columns: 100,
  unzippedBytes: 10 * 1024 * 1024,
  zipEntries: 500,
};

/** A file the importer should fix: its message is shown as it is. */
export class FileProblem extends Error {}

/**
 * Reads a participants file (XLSX, or CSV in UTF-8 with , or ;) with exceljs: the first sheet,
 * the first row as headers matched by name in any case, blank rows skipped. A file that is not
 * a spreadsheet, lacks a column or passes a bound (FILE_LIMITS: checked while unpacking and
 * scanning, before exceljs sees it) is a FileProblem saying so. Runs inside a worker thread
 * (participants-file.worker.ts), never on the request loop.
 */
export async function parseParticipantsFile(file: { filename: string; body: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  const isZip = file.body.subarray(0, 2).toString('latin1') === 'PK';
  try {
    if (isZip) {
      checkSheets(
        unzipBounded(file.body, {
          maxBytes: FILE_LIMITS.unzippedBytes,
          maxEntries: FILE_LIMITS.zipEntries,
        }),
      );
      await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    } else {
      const text = file.body.toString('utf8').replace(/^\uFEFF/, '');
      if (looksBinary(text)) throw new Error('binary');
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const delimiter =
        (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      checkCsv(text, delimiter);
      await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter } });
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    if (error instanceof ZipLimitError) throw new FileProblem(error.message);
    throw new FileProblem(UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw new FileProblem('The file is empty');
  const columns = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const word = cellText(cell.value).trim().toLowerCase();
    const column = HEADER_WORDS[word];
    if (column && ![...columns.values()].includes(column)) columns.set(col, column);
  });
  const missing = IMPORT_COLUMNS.filter((c) => ![...columns.values()].includes(c));
  if (missing.length) {
    throw new FileProblem(
      `The first row must name the columns email, name, organisation, country and type; missing: ${missing.join(', ')}`,
    );
  }
  const rows: FileRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells: FileRow['cells'] = {};
    for (const [col, column] of columns) {
      const text = cellText(row.getCell(col).value).trim();
      if (text) cells[column] = text;
    }
    if (Object.keys(cells).length === 0) return;
    rows.push({ line, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw new FileProblem(TOO_MANY_ROWS);
  });
  if (!rows.length) throw new FileProblem('The file has a header row but no participants');
  return rows;
}

export const UNREADABLE =
  'This file could not be read: send an .xlsx workbook or a .csv file (UTF-8)';
const TOO_MANY_ROWS = `At most ${MAX_IMPORT_ROWS} participants per file`;
const tooManyColumns = (line: number) =>
  `A participants file may have at most ${FILE_LIMITS.columns} columns; line ${line} has more`;
const tooFarDown = (row: number) =>
  `The sheet reaches row ${row}; a participants file may use at most ${FILE_LIMITS.sheetRows} rows`;

/**
 * The worksheets' extent from their XML, before exceljs builds rows: row numbers (`<row r=…>`)
 * and columns (`<c r="XFD1">`) within FILE_LIMITS, so one cell at row 1,048,576 costs nothing.
 */
function checkSheets(files: Map<string, Buffer>) {
  for (const [name, body] of files) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const xml = body.toString('latin1');
    let rows = 0;
    for (const match of xml.matchAll(/<(?:\w+:)?(row|c)\b[^>]*?\sr="([A-Z]*)(\d+)"/g)) {
      const row = Number(match[3]);
      if (match[1] === 'row') rows += 1;
      if (row > FILE_LIMITS.sheetRows || rows > FILE_LIMITS.sheetRows) {
        throw new FileProblem(tooFarDown(Math.max(row, rows)));
      }
      if (match[1] === 'c' && columnNumber(match[2]!) > FILE_LIMITS.columns) {
        throw new FileProblem(tooManyColumns(row));
      }
    }
  }
}

function columnNumber(letters: string) {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * One pass over a CSV text (quotes respected): stops at the first line with more than
 * FILE_LIMITS.columns fields, past FILE_LIMITS.sheetRows lines or past MAX_IMPORT_ROWS
 * participants (lines with any content after the header).
 */
function checkCsv(text: string, delimiter: string) {
  const sep = delimiter.charCodeAt(0);
  let line = 1;
  let fields = 1;
  let content = false;
  let quoted = false;
  let people = 0;
  const endLine = () => {
    if (content && line > 1 && ++people > MAX_IMPORT_ROWS) throw new FileProblem(TOO_MANY_ROWS);
    line += 1;
    if (line > FILE_LIMITS.sheetRows) throw new FileProblem(tooFarDown(line));
    fields = 1;
    content = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c !== 34) continue;
      if (text.charCodeAt(i + 1) === 34) i += 1;
      else quoted = false;
      continue;
    }
    if (c === 34) quoted = content = true;
    else if (c === sep) {
      if (++fields > FILE_LIMITS.columns) throw new FileProblem(tooManyColumns(line));
    } else if (c === 10) endLine();
    else if (c !== 13 && c !== 32 && c !== 9) content = true;
  }
}

/** Control characters other than tab and line ends: not a text file. */
function looksBinary(text: string) {
  for (let i = 0; i < Math.min(text.length, 4096); i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** A cell's value as text: rich text, hyperlinks (mailto:) and formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}
