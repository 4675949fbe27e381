// Small hand-drawn statements for layout tests: text placed at (x, y-from-top) with pdf-lib, read back
// through the real extractor, so the tests exercise the same geometry the service sees.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { extractDrawnCached } from '../../helpers/page-cache.ts';
import type { PageText } from '../../../src/pipeline/types.ts';

const DEJAVU = readFileSync(new URL('../../../scripts/generator/fonts/DejaVuSans.ttf', import.meta.url));

export type Item = [x: number, y: number, text: string, opts?: { size?: number; bold?: boolean; right?: boolean }];

export async function drawPdf(pages: Item[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // An embedded Unicode font, so the Unicode minus and other non-WinAnsi signs can be drawn.
  const font = await doc.embedFont(DEJAVU, { subset: true });
  const bold = font;
  for (const items of pages) {
    const page = doc.addPage([612, 792]);
    for (const [x, y, text, o] of items) {
      const size = o?.size ?? 8;
      const f = o?.bold ? bold : font;
      const w = f.widthOfTextAtSize(text, size);
      page.drawText(text, { x: o?.right ? x - w : x, y: 792 - y, size, font: f });
    }
  }
  return doc.save();
}

export async function drawPages(pages: Item[][]): Promise<PageText[]> {
  return (await extractDrawnCached(pages, 'test/pipeline/layout/pdf.ts', () => drawPdf(pages))).pages;
}

/** A right-aligned amount cell. */
export const R = (x: number, y: number, text: string): Item => [x, y, text, { right: true }];

/** A masthead with a free period line and a two-line balance box, then a signed Amount | Balance table. */
export function statement(
  periodLine: string,
  rows: Array<[string, string, string, string]>,
  opening: string,
  closing: string,
  extra: Item[] = [],
): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [40, 80, 'ACME PLUMBING LLC'],
      [40, 92, '12 MAIN ST'],
      [40, 104, 'SPRINGFIELD IL 62701'],
      [350, 80, periodLine],
      [350, 92, 'Account Number: XXXXXX4321'],
      [40, 140, 'Beginning Balance'],
      R(300, 140, opening),
      [40, 152, 'Ending Balance'],
      R(300, 152, closing),
      ...extra,
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      ...rows.flatMap(([d, desc, amt, bal], i): Item[] => [
        [40, 215 + i * 12, d],
        [100, 215 + i * 12, desc],
        R(480, 215 + i * 12, amt),
        R(560, 215 + i * 12, bal),
      ]),
    ],
  ];
}
