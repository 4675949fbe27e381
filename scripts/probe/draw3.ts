// The third probe set's pdf-lib producer: the set 2 drawing (a run per cell) plus two text-run styles neither
// earlier set has, each glyph its own run at its own position, or words letter-spaced with the PDF's
// character spacing (Tc); and a page printed at 90% scale inside wide margins (a CTM on the whole page).
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  StandardFonts,
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib';
import { type Cell } from './render2.ts';

export interface DrawOpts3 {
  font: 'Courier' | 'Helvetica';
  size: number;
  lineH: number;
  top: number; // first baseline, points from the top
  title: string;
  runs: 'cell' | 'glyph' | 'spaced';
  spacing?: number; // character spacing in points, for `spaced`
  scale?: number; // the whole page drawn at this scale, centred (a "fit to page" print at 90%)
}

const INK = rgb(0.08, 0.08, 0.08);

function width(f: PDFFont, text: string, size: number, o: DrawOpts3): number {
  return f.widthOfTextAtSize(text, size) + (o.runs === 'spaced' ? (o.spacing ?? 1) * text.length : 0);
}

function drawCell(page: PDFPage, c: Cell, f: PDFFont, y: number, o: DrawOpts3): void {
  const size = c.size ?? o.size;
  let x = c.right ? c.x - width(f, c.text, size, o) : c.x;
  if (o.runs === 'glyph') {
    for (const ch of c.text) {
      if (ch !== ' ') page.drawText(ch, { x, y, size, font: f, color: INK });
      x += f.widthOfTextAtSize(ch, size);
    }
    return;
  }
  if (o.runs === 'spaced') page.pushOperators(pushGraphicsState(), setCharacterSpacing(o.spacing ?? 1));
  page.drawText(c.text, { x, y, size, font: f, color: INK });
  if (o.runs === 'spaced') page.pushOperators(popGraphicsState());
}

/** Draws pages of positioned lines of cells. */
export async function drawPdf3(pages: Cell[][][], o: DrawOpts3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(o.title);
  doc.setProducer('probe statement writer 3');
  doc.setCreationDate(new Date('2025-04-03T08:00:00Z'));
  doc.setModificationDate(new Date('2025-04-03T08:00:00Z'));
  const courier = o.font === 'Courier';
  const font = await doc.embedFont(courier ? StandardFonts.Courier : StandardFonts.Helvetica);
  const bold = await doc.embedFont(courier ? StandardFonts.CourierBold : StandardFonts.HelveticaBold);
  const [w, h] = [612, 792];
  for (const lines of pages) {
    const page = doc.addPage([w, h]);
    const k = o.scale ?? 1;
    if (k !== 1)
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(k, 0, 0, k, (w * (1 - k)) / 2, (h * (1 - k)) / 2),
      );
    lines.forEach((cells, i) => {
      const y = h - o.top - i * o.lineH;
      for (const c of cells) if (c.text) drawCell(page, c, c.bold ? bold : font, y, o);
    });
    if (k !== 1) page.pushOperators(popGraphicsState());
  }
  return doc.save({ useObjectStreams: false });
}
