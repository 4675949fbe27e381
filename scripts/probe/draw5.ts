// The fifth probe set's pdf-lib producer: the set 4 text orders (row by row, column by column, the page header
// last) with two more run shapes: a run per word (each word its own text object, as some composers write), and
// letter-spaced (tracked) text, each glyph placed with extra space after it, for headings or for a whole page's
// body. What the page shows is computed from the model; only how the text is written changes.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { type Cell } from './render2.ts';

export interface Cell5 extends Cell {
  track?: number; // extra points after each glyph (letter-spaced text)
}

export interface DrawOpts5 {
  font: 'Helvetica' | 'Courier' | 'Times';
  size: number;
  lineH: number;
  top: number; // first baseline, points from the top
  title: string;
  order: 'rows' | 'columns' | 'head-last';
  headLines?: number; // `head-last`: how many lines at the top of each page are the running header
  runs: 'cell' | 'word' | 'glyph';
  trackBold?: number; // letter-spacing for every bold cell (tracked headings)
  trackBody?: number; // letter-spacing for every other cell (tracked body text)
}

const INK = rgb(0.08, 0.09, 0.12);

const width = (f: PDFFont, t: string, size: number, track: number): number =>
  f.widthOfTextAtSize(t, size) + track * [...t].length;

function draw(
  page: PDFPage,
  c: Cell5,
  f: PDFFont,
  y: number,
  size: number,
  runs: DrawOpts5['runs'],
  track: number,
): void {
  let x = c.right ? c.x - width(f, c.text, size, track) + track : c.x;
  if (track > 0 || runs === 'glyph') {
    for (const ch of c.text) {
      if (ch !== ' ') page.drawText(ch, { x, y, size, font: f, color: INK });
      x += f.widthOfTextAtSize(ch, size) + track;
    }
    return;
  }
  if (runs === 'cell') return page.drawText(c.text, { x, y, size, font: f, color: INK });
  for (const m of c.text.matchAll(/\S+/g)) {
    const at = x + f.widthOfTextAtSize(c.text.slice(0, m.index), size);
    page.drawText(m[0], { x: at, y, size, font: f, color: INK });
  }
}

/** Draws pages of lines of cells in the order `o.order` asks for, as runs of a cell, a word or a glyph. */
export async function drawPdf5(pages: Cell5[][][], o: DrawOpts5): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(o.title);
  doc.setProducer('probe statement writer 5');
  doc.setCreationDate(new Date('2025-07-02T08:00:00Z'));
  doc.setModificationDate(new Date('2025-07-02T08:00:00Z'));
  const [reg, bld] =
    o.font === 'Courier'
      ? [StandardFonts.Courier, StandardFonts.CourierBold]
      : o.font === 'Times'
        ? [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold]
        : [StandardFonts.Helvetica, StandardFonts.HelveticaBold];
  const font = await doc.embedFont(reg);
  const bold = await doc.embedFont(bld);
  const h = 792;
  for (const lines of pages) {
    const page = doc.addPage([612, h]);
    const cells = lines.flatMap((cs, i) => cs.filter((c) => c.text).map((c) => ({ c, i })));
    if (o.order === 'columns') cells.sort((a, b) => a.c.x - b.c.x || a.i - b.i);
    if (o.order === 'head-last') {
      const k = o.headLines ?? 1;
      cells.sort((a, b) => Number(a.i < k) - Number(b.i < k) || a.i - b.i);
    }
    for (const { c, i } of cells) {
      const track = c.track ?? (c.bold ? (o.trackBold ?? 0) : (o.trackBody ?? 0));
      draw(page, c, c.bold ? bold : font, h - o.top - i * o.lineH, c.size ?? o.size, o.runs, track);
    }
  }
  return doc.save({ useObjectStreams: false });
}
