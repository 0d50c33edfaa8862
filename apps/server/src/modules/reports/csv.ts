/**
 * One CSV line (RFC 4180): every text field quoted, quotes doubled, CRLF line ends. A text that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe (OWASP "CSV injection"); numbers are written as numbers, slot times as
 * quoted "YYYY-MM-DD HH:mm".
 */
export function csvLine(cells: readonly (string | number | Date | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  // A wall-clock time (its UTC fields): "2026-11-23 10:20".
  if (value instanceof Date) return `"${value.toISOString().slice(0, 16).replace('T', ' ')}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
