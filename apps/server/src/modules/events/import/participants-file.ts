import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { AppError } from '../../../platform/errors.ts';

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

/**
 * Reads a participants file (XLSX, or CSV in UTF-8 with , or ;) with exceljs: the first sheet,
 * the first row as headers matched by name in any case, blank rows skipped. A file that is not
 * a spreadsheet, or lacks a column, is a 400 saying so.
 */
export async function readParticipantsFile(file: { filename: string; body: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  const isZip = file.body.subarray(0, 2).toString('latin1') === 'PK';
  try {
    if (isZip) {
      await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    } else {
      const text = file.body.toString('utf8').replace(/^\uFEFF/, '');
      if (looksBinary(text)) throw new Error('binary');
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const delimiter =
        (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter } });
    }
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'This file could not be read: send an .xlsx workbook or a .csv file (UTF-8)',
      { fields: [{ field: 'file', message: 'Not a readable .xlsx or .csv file' }] },
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw fileProblem('The file is empty');
  const columns = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const word = cellText(cell.value).trim().toLowerCase();
    const column = HEADER_WORDS[word];
    if (column && ![...columns.values()].includes(column)) columns.set(col, column);
  });
  const missing = IMPORT_COLUMNS.filter((c) => ![...columns.values()].includes(c));
  if (missing.length) {
    throw fileProblem(
      `The first row must name the columns email, name, organisation, country and type; missing: ${missing.join(', ')}`,
    );
  }
  const rows: FileRow[] = [];
  for (let line = 2; line <= sheet.rowCount; line++) {
    const cells: FileRow['cells'] = {};
    const row = sheet.getRow(line);
    for (const [col, column] of columns) {
      const text = cellText(row.getCell(col).value).trim();
      if (text) cells[column] = text;
    }
    if (Object.keys(cells).length === 0) continue;
    rows.push({ line, cells });
    if (rows.length > MAX_IMPORT_ROWS) {
      throw fileProblem(`At most ${MAX_IMPORT_ROWS} participants per file`);
    }
  }
  if (!rows.length) throw fileProblem('The file has a header row but no participants');
  return rows;
}

/** Control characters other than tab and line ends: not a text file. */
function looksBinary(text: string) {
  for (let i = 0; i < Math.min(text.length, 4096); i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

function fileProblem(message: string) {
  return new AppError('BAD_REQUEST', message, { fields: [{ field: 'file', message }] });
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
