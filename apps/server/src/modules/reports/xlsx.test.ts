import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Cell } from './export-rows.views.ts';
import { columnLetters, writeWorkbook, xmlText } from './xlsx.ts';

/**
 * The streaming XLSX writer on its own: what it writes is read back by a real spreadsheet
 * library (exceljs) cell by cell, through more rows than one deflated piece holds; a client
 * that goes away stops the reading of rows.
 */

async function* rowsOf(rows: Cell[][]): AsyncGenerator<Cell[]> {
  for (const row of rows) yield row;
}

async function written(sheets: Parameters<typeof writeWorkbook>[1]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeWorkbook(out, sheets, 'Matchday');
  await ended;
  return Buffer.concat(chunks);
}

const widths = (n: number) => () => Array.from({ length: n }, () => 12);

describe('writeWorkbook', () => {
  it('writes text, numbers, dates and gaps that a spreadsheet library reads back exactly', async () => {
    const when = new Date(Date.UTC(2026, 10, 23, 10, 20));
    const rows: Cell[][] = Array.from({ length: 6000 }, (_, i) => [
      `Row ${i} <b>&amp; "quoted" ünïcødé 🚀\nsecond line`,
      i,
      i % 3 === 0 ? null : when,
      i % 2 ? '=SUM(A1)' : 'bell\u0007 gone',
    ]);
    const bytes = await written([
      {
        name: 'First',
        columns: ['Text', 'Number', 'When', 'Formula-like'],
        rows: rowsOf(rows),
        widths: widths(4),
      },
      { name: "O'Brien & Co", columns: ['Only'], rows: rowsOf([['x']]), widths: widths(1) },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['First', "O'Brien & Co"]);
    const sheet = book.getWorksheet('First')!;
    expect(sheet.rowCount).toBe(1 + rows.length);
    expect(sheet.getRow(1).getCell(1).value).toBe('Text');
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.getColumn(1).width).toBe(12);
    for (const n of [0, 1, 2, 4999, 5999]) {
      const row = sheet.getRow(n + 2);
      expect(row.getCell(1).value).toBe(rows[n]![0]);
      expect(row.getCell(2).value).toBe(n);
      if (n % 3 === 0) expect(row.getCell(3).value).toBeNull();
      else {
        expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
        expect(row.getCell(3).value).toEqual(when);
        expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm');
      }
      // Text stays text (never a formula); characters XML cannot hold are left out.
      expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(4).value).toBe(n % 2 ? '=SUM(A1)' : 'bell gone');
    }
    expect(book.getWorksheet("O'Brien & Co")!.getRow(2).getCell(1).value).toBe('x');
  });

  it('stops reading rows when the client goes away', async () => {
    let read = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<Cell[]> {
      try {
        for (;;) {
          read += 1;
          yield [`row ${read} ${'x'.repeat(200)}`];
        }
      } finally {
        closed = true;
      }
    }
    let taken = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        taken += chunk.length;
        if (taken > 200_000) this.destroy();
        done();
      },
    });
    await writeWorkbook(
      out,
      [{ name: 'S', columns: ['A'], rows: endless(), widths: widths(1) }],
      'Matchday',
    );
    expect(closed).toBe(true);
    expect(read).toBeLessThan(1_000_000);
  });

  it('escapes XML and names columns past Z', () => {
    expect(xmlText('a<b>&"c"\u0000')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'ZZ',
      'AAA',
    ]);
  });
});
