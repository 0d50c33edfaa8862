/**
 * Renders the legal texts in apps/web/legal/*.md to the PDFs the footer and cookie banner link
 * (public/legal/<name>-2024.pdf). Run by `npm run build`; the PDFs are build output.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

const SOURCES = ['terms-of-service', 'privacy-policy', 'cookie-policy'] as const;
const root = new URL('../', import.meta.url);
const PAGE = { width: 595, height: 842, margin: 56 };

function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderLegalPdf(markdown: string, title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;
  const write = (text: string, font: PDFFont, size: number, gapAfter: number) => {
    for (const line of wrap(text, font, size, width)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.12, 0.2) });
      y -= size * 1.4;
    }
    y -= gapAfter;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('# ')) write(line.slice(2), bold, 18, 6);
    else if (line.startsWith('## ')) write(line.slice(3), bold, 12, 2);
    else if (line.startsWith('- ')) write(`•  ${line.slice(2)}`, regular, 10, 2);
    else write(line, regular, 10, 6);
  }
  return pdf.save();
}

async function main() {
  const out = new URL('public/legal/', root);
  await mkdir(out, { recursive: true });
  for (const name of SOURCES) {
    const markdown = await readFile(new URL(`legal/${name}.md`, root), 'utf8');
    const title = markdown.split('\n')[0]!.replace(/^#\s*/, '');
    await writeFile(new URL(`${name}-2024.pdf`, out), await renderLegalPdf(markdown, title));
  }
  console.log(`legal: wrote ${SOURCES.length} PDFs to public/legal/`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
