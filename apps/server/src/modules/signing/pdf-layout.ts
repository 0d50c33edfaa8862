import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in points, with the margins every page of an agreement uses. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/**
 * Writes text top-down onto A4 pages, adding pages as it runs out of room. The standard fonts
 * only know WinAnsi (Latin-1 and a few more); any other character is drawn as "?" rather than
 * failing the document.
 */
export class PdfWriter {
  page!: PDFPage;
  y = 0;
  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {}

  static async start(doc: PDFDocument, footer: string) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const writer = new PdfWriter(doc, font, bold, footer);
    writer.newPage();
    return writer;
  }

  get width() {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    const n = this.doc.getPageCount();
    this.page.drawText(safe(this.font, `${this.footer} - page ${n}`), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: this.font,
      color: MUTED,
    });
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  heading(text: string, size = 13) {
    this.ensure(size + 14);
    this.y -= 8;
    this.line(text, { size, bold: true });
    this.y -= 2;
  }

  /** One line, no wrapping; `x` from the left margin. */
  line(
    text: string,
    opts: { size?: number; bold?: boolean; x?: number; muted?: boolean; keepY?: boolean } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    if (!opts.keepY) this.ensure(size + 4);
    this.page.drawText(safe(font, text), {
      x: PAGE.margin + (opts.x ?? 0),
      y: this.y - size,
      size,
      font,
      color: opts.muted ? MUTED : INK,
    });
    if (!opts.keepY) this.y -= size + 4;
  }

  /** A paragraph wrapped to the text width (or `width`), blank lines kept as paragraph breaks. */
  paragraph(text: string, opts: { size?: number; bold?: boolean; muted?: boolean } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    for (const block of text.split(/\r?\n/)) {
      for (const row of wrap(font, safe(font, block), size, this.width)) {
        this.line(row, opts);
      }
    }
    this.y -= 4;
  }

  rule() {
    this.ensure(10);
    this.y -= 4;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 8;
  }

  /** Text right-aligned at the right margin, on the current baseline (does not move down). */
  right(text: string, size = 10, bold = false) {
    const font = bold ? this.bold : this.font;
    const value = safe(font, text);
    this.page.drawText(value, {
      x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(value, size),
      y: this.y - size,
      size,
      font,
      color: INK,
    });
  }
}

const encodable = new WeakMap<PDFFont, Map<string, boolean>>();

/** The text with every character the font cannot encode replaced by "?". */
export function safe(font: PDFFont, text: string) {
  let cache = encodable.get(font);
  if (!cache) encodable.set(font, (cache = new Map()));
  let out = '';
  for (const ch of text.replace(/\t/g, ' ')) {
    let ok = cache.get(ch);
    if (ok === undefined) {
      try {
        font.encodeText(ch);
        ok = true;
      } catch {
        ok = false;
      }
      cache.set(ch, ok);
    }
    out += ok ? ch : '?';
  }
  return out;
}

/** Greedy word wrap; a word longer than a line is cut. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(/ +/)) {
    const candidate = row ? `${row} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      row = candidate;
      continue;
    }
    if (row) rows.push(row);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      rows.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    row = rest;
  }
  rows.push(row);
  return rows;
}
