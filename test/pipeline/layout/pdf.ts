// Small hand-drawn statements for layout tests: text placed at (x, y-from-top) with pdf-lib, read back
// through the real extractor, so the tests exercise the same geometry the service sees.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { extractDrawnCached } from '../../helpers/page-cache.ts';
import type { PageText } from '../../../src/pipeline/types.ts';
import type { readStatement } from '../../../src/pipeline/layout/read.ts';

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

/** The bank's name, the business's name and address, a period line and an account number. */
function bankHeader(periodLine: string): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, periodLine],
    [350, 92, 'Account Number: XXXXXX4321'],
  ];
}

/** A masthead with a period line and a summary box of label/value lines (the probes of unseen-4/5/6). */
export function masthead(box: Array<[string, string]>, period = 'Statement Period: 03/01/2024 - 03/31/2024'): Item[] {
  return [
    ...bankHeader(period),
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
  ];
}

export type Col = [x: number, title: string, right?: boolean];
/** A table at y: column titles, then one line per row, each cell under its column ('' prints nothing). */
export function table(cols: Col[], rows: string[][], y = 220): Item[] {
  const cell = (x: number, yy: number, text: string, right?: boolean): Item => (right ? R(x, yy, text) : [x, yy, text]);
  return [
    ...cols.map(([x, title, right]) => cell(x, y, title, right)),
    ...rows.flatMap((cells, i) =>
      cells.flatMap((text, k) => (text ? [cell(cols[k][0], y + 15 + i * 12, text, cols[k][2])] : [])),
    ),
  ];
}

/** A card table's titles at y: `Post Date | Description of Transaction | Amount`. */
export const postDateTitles = (y: number): Item[] => [
  [40, y, 'Post Date'],
  [96, y, 'Description of Transaction'],
  R(560, y, 'Amount'),
];
/** Rows under `postDateTitles` from y, 10 apart: [date, description, amount]. */
export const postDateRows = (y: number, list: Array<[string, string, string]>): Item[] =>
  list.flatMap(([d, desc, amt], i): Item[] => [[40, y + i * 10, d], [96, y + i * 10, desc], R(560, y + i * 10, amt)]);

type Read = ReturnType<typeof readStatement>;
/** A read's rows as `date type cents [bal cents]` lines, to compare with the truth a probe drew. */
export const rowsOf = (r: Read): string[] =>
  r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}${x.balanceCents === null ? '' : ` bal ${x.balanceCents}`}`);
/** Why the gate said what it said: its reasons and its reconciliation reason. */
export const why = (r: Read): string => `${r.gate.reasons.join(',')} ${r.gate.reconciliationReason ?? ''}`;

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
      ...bankHeader(periodLine),
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

/** A card's summary term: where it prints, its title over up to three lines (null: none), its signed value. */
export type Term = [x: number, titles: [string | null, string | null, string | null], value: string];

/** A card's first page: masthead, the summary printed as one signed equation of `terms`, then a Trans Date |
 * Description | Amount table of `rows` ([date, description, amount], '' prints nothing). */
export function cardPage(terms: Term[], rows: string[][]): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [350, 60, 'Business Card ending in 8830'],
    [350, 72, 'Mar 1, 2024 - Mar 31, 2024 | 31 days in Billing Cycle'],
    [40, 92, 'ACME PLUMBING LLC'],
    ...terms.flatMap(([x, titles, value]): Item[] => [
      ...titles.flatMap((t, k): Item[] => (t ? [[x, 190 + k * 5, t]] : [])),
      [x, 214.5, value, { size: 8.6 }],
    ]),
    [40, 248, 'Transactions', { bold: true }],
    [40, 260, 'Trans Date'],
    [160, 260, 'Description'],
    R(560, 260, 'Amount'),
    ...rows.flatMap(([d, desc, amt], i): Item[] => [
      ...(d ? [[40, 275 + i * 12, d] as Item] : []),
      [d ? 160 : 40, 275 + i * 12, desc],
      ...(amt ? [R(560, 275 + i * 12, amt)] : []),
    ]),
  ];
}
