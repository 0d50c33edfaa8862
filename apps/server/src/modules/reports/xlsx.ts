import type { Writable } from 'node:stream';
import type { Cell } from './export-rows.views.ts';
import { ZipStream } from './zip-stream.ts';

/**
 * A streaming XLSX writer (SpreadsheetML in a ZIP written as it goes): each sheet's XML is made
 * from rows as they are read and deflated straight to the output, so memory stays flat however
 * many rows. Text is written as inline strings (never formulas), numbers as numbers, a Date as
 * a date cell (its UTC fields are the wall-clock time shown) in `DATE_FORMAT`. The header row is
 * bold, frozen and carries an autofilter; columns get the widths the caller chooses.
 */

export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

export type XlsxSheet = {
  name: string;
  columns: string[];
  rows: AsyncIterable<Cell[]>;
  /** Column widths (characters) from the header and the first rows (`SIZING_ROWS`). */
  widths(first: Cell[][]): number[];
};

/** Rows read before the columns are sized: the widths follow what the first rows hold. */
export const SIZING_ROWS = 1000;
/** Sheet XML is handed to the deflater in pieces of about this many characters. */
const PIECE = 64 * 1024;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const STYLE_BOLD = 1;
const STYLE_DATE = 2;
const DAY_MS = 86_400_000;
/** 1970-01-01 as a spreadsheet serial day (1900 date system). */
const EPOCH_SERIAL = 25_569;

// Characters XML 1.0 does not allow (C0 controls but tab, LF, CR; lone surrogates are kept).
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(value: string): string {
  return value.replace(INVALID_XML, '').replace(SPECIAL, (c) => ENTITY[c]!);
}

/** "A", "B", …, "Z", "AA", … for a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function cellXml(ref: string, cell: Cell, style = 0): string {
  if (cell === null) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? `<c r="${ref}"${s}><v>${cell}</v></c>` : '';
  if (cell instanceof Date) {
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${cell.getTime() / DAY_MS + EPOCH_SERIAL}</v></c>`;
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

function rowXml(letters: string[], n: number, cells: readonly Cell[], style = 0): string {
  let xml = `<row r="${n}">`;
  for (let i = 0; i < cells.length; i += 1)
    xml += cellXml(`${letters[i]}${n}`, cells[i] ?? null, style);
  return `${xml}</row>`;
}

/** One worksheet's XML, in pieces, reading `rows` as it goes. */
async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const iterator = sheet.rows[Symbol.asyncIterator]();
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
  const letters = sheet.columns.map((_, i) => columnLetters(i));
  const cols = sheet
    .widths(first)
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  let piece =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
    rowXml(letters, 1, sheet.columns, STYLE_BOLD);
  let n = 1;
  try {
    for (const row of first) {
      n += 1;
      piece += rowXml(letters, n, row);
      if (piece.length > PIECE) {
        yield piece;
        piece = '';
      }
    }
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      n += 1;
      piece += rowXml(letters, n, next.value);
      if (piece.length > PIECE) {
        yield piece;
        piece = '';
      }
    }
  } finally {
    // The consumer stopped early (the client went away): release the reader.
    if (!done) await iterator.return?.();
  }
  const last = letters[letters.length - 1] ?? 'A';
  yield `${piece}</sheetData><autoFilter ref="A1:${last}1"/></worksheet>`;
}

function workbookXml(sheets: XlsxSheet[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const filters = sheets
    .map((s, i) => {
      const last = columnLetters(Math.max(0, s.columns.length - 1));
      const quoted = `'${s.name.replace(/'/g, "''")}'`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${xmlText(quoted)}!$A$1:$${last}$1</definedName>`;
    })
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<bookViews><workbookView/></bookViews><sheets>${list}</sheets>` +
    `<definedNames>${filters}</definedNames></workbook>`
  );
}

function workbookRels(sheets: XlsxSheet[]): string {
  const type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const rels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${type}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}">${rels}` +
    `<Relationship Id="rId${sheets.length + 1}" Type="${type}/styles" Target="styles.xml"/></Relationships>`
  );
}

function contentTypes(sheets: XlsxSheet[]): string {
  const ct = 'application/vnd.openxmlformats-officedocument';
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${ct}.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="${ct.replace('officedocument', 'package')}.relationships+xml"/>` +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${ct}.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${ct}.spreadsheetml.styles+xml"/>` +
    `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
    `${overrides}</Types>`
  );
}

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

const core = (creator: string) =>
  `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:creator>${xmlText(creator)}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${new Date().toISOString().slice(0, 19)}Z</dcterms:created>` +
  '</cp:coreProperties>';

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts>` +
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Writes the workbook to `out` and ends it; sheets are written (and their rows read) in order. */
export async function writeWorkbook(out: Writable, sheets: XlsxSheet[], creator: string) {
  const zip = new ZipStream(out);
  await zip.entry('[Content_Types].xml', [contentTypes(sheets)]);
  await zip.entry('_rels/.rels', [ROOT_RELS]);
  await zip.entry('docProps/core.xml', [core(creator)]);
  await zip.entry('xl/workbook.xml', [workbookXml(sheets)]);
  await zip.entry('xl/_rels/workbook.xml.rels', [workbookRels(sheets)]);
  await zip.entry('xl/styles.xml', [STYLES]);
  for (const [i, sheet] of sheets.entries()) {
    if (out.destroyed) return;
    await zip.entry(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet));
  }
  if (out.destroyed) return;
  await zip.finish();
}
