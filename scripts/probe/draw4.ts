// The fourth probe set's pdf-lib producer: pages of positioned lines (as set 3 draws them) written into the
// content stream in an order other than the visual one, as some statement engines do: column by column (every
// date on the page, then every description, then every amount...), or the running page header written after
// the body; a run per cell or a run per glyph; Helvetica, Courier or Times. What the page shows is unchanged.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { type Cell } from './render2.ts';

export interface DrawOpts4 {
  font: 'Helvetica' | 'Courier' | 'Times';
  size: number;
  lineH: number;
  top: number; // first baseline, points from the top
  title: string;
  order: 'rows' | 'columns' | 'head-last';
  headLines?: number; // `head-last`: how many lines at the top of each page are the running header
  runs?: 'cell' | 'glyph';
}

const INK = rgb(0.1, 0.1, 0.12);

function draw(page: PDFPage, c: Cell, f: PDFFont, y: number, size: number, glyphs: boolean): void {
  let x = c.right ? c.x - f.widthOfTextAtSize(c.text, size) : c.x;
  if (!glyphs) return page.drawText(c.text, { x, y, size, font: f, color: INK });
  for (const ch of c.text) {
    if (ch !== ' ') page.drawText(ch, { x, y, size, font: f, color: INK });
    x += f.widthOfTextAtSize(ch, size);
  }
}

/** Draws pages of lines of cells, writing the cells in the order `o.order` asks for. */
export async function drawPdf4(pages: Cell[][][], o: DrawOpts4): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(o.title);
  doc.setProducer('probe statement writer 4');
  doc.setCreationDate(new Date('2025-06-02T08:00:00Z'));
  doc.setModificationDate(new Date('2025-06-02T08:00:00Z'));
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
    for (const { c, i } of cells)
      draw(page, c, c.bold ? bold : font, h - o.top - i * o.lineH, c.size ?? o.size, o.runs === 'glyph');
  }
  return doc.save({ useObjectStreams: false });
}
