/**
 * One CSV line (RFC 4180): every text field quoted, quotes doubled, CRLF line ends. A text that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe (OWASP "CSV injection"); numbers are written as numbers.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
