// Where two engines' reads of the same page disagree on a printed value, found on the page itself. Both
// engines read the same prepared image, so their words share one pixel space: a word of one engine and the
// words of the other that overlap it on the same printed line are the same printed cell. A cell whose two
// readings differ, and where one of them looks like a value (a date, an amount, a balance: digits and their
// punctuation only), is disputed. Pure.
import type { CellBox } from './cell.ts';
import { ocrLines } from './page-text.ts';
import type { OcrEngineName, OcrPage, OcrWord } from './types.ts';

/** A disputed cell: where it is printed and what each engine read there. */
export interface DisputedCell {
  page: number;
  box: CellBox;
  reads: Record<OcrEngineName, string>;
}

/** At most this many cells of a page are re-read: past that the page is not a few misread values but a bad read. */
export const MAX_CELLS_PER_PAGE = 40;

/** Digits and what prints around them in a date or an amount (`11/7`, `2025-07-01`, `(1,509.89)`, `768.11 DR`). */
const VALUE = /^[-+$(]?[\d.,/-]*\d[\d.,/-]*\)?(?:CR|DR)?$/i;

/** Two words on the same printed line (half the shorter one's height shared) whose boxes overlap across. */
function sameCell(a: OcrWord, b: OcrWord): boolean {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return shared >= 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0) && Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0);
}

const readAs = (words: OcrWord[]): string =>
  [...words]
    .sort((x, y) => x.x0 - y.x0)
    .map((w) => w.text)
    .join(' ');

/**
 * The cell's box: across, its words' boxes together (where the engines disagree on its extent, `768` `1s` and
 * `768.11`, both ends count); down, the height both engines' boxes share (the print itself: a recognizer's
 * box may reach into the lines above and below, which a single-line read would then mix in). A margin of a
 * quarter of that height above and below, half of it across.
 */
function cellBox(a: OcrWord[], b: OcrWord[]): CellBox {
  const all = [...a, ...b];
  const x0 = Math.min(...all.map((w) => w.x0)),
    x1 = Math.max(...all.map((w) => w.x1));
  const top = (ws: OcrWord[]) => Math.min(...ws.map((w) => w.y0)),
    bottom = (ws: OcrWord[]) => Math.max(...ws.map((w) => w.y1));
  let y0 = Math.max(top(a), top(b)),
    y1 = Math.min(bottom(a), bottom(b));
  if (y1 <= y0) [y0, y1] = [top(all), bottom(all)];
  const h = y1 - y0;
  return { x0: x0 - h / 2, y0: y0 - h / 4, x1: x1 + h / 2, y1: y1 + h / 4 };
}

/** A sign printed apart after an amount (`496.67 -`, `296.00 +`, `5,661.75 CR`): a thin dash one engine may not see at all. */
const MARK = /^(?:[-+\u2212\u2013\u2014]|CR|DR)$/i;

/** What an engine may make of a thin dash it does see: a dot, a tilde, an underscore (one glyph, no letter or digit). */
const GLYPH = /^[^\p{L}\p{N}]$/u;

/**
 * A sign mark only one engine read as a sign (the other saw nothing there, or a dot or tilde), printed just right
 * of a cell both read (within three of its heights on the same line), belongs to that cell: `662.00 -` against
 * `662.00` (or `662.00 ·`) is a dispute over the amount's sign (the row's direction in a one-column list), which
 * a cell of the mark alone never was (not a value). Mutates.
 */
function joinLoneMarks(cells: Array<{ a: OcrWord[]; b: OcrWord[] }>): void {
  const right = (ws: OcrWord[]) => Math.max(...ws.map((w) => w.x1));
  const markCell = (c: { a: OcrWord[]; b: OcrWord[] }) =>
    c.a.length + c.b.length > 0 &&
    c.a.length <= 1 &&
    c.b.length <= 1 &&
    [...c.a, ...c.b].some((w) => MARK.test(w.text)) &&
    [...c.a, ...c.b].every((w) => MARK.test(w.text) || GLYPH.test(w.text)) &&
    c.a[0]?.text !== c.b[0]?.text;
  for (const lone of cells) {
    if (!markCell(lone)) continue;
    const mark = [...lone.a, ...lone.b];
    const x0 = Math.min(...mark.map((w) => w.x0));
    const host = cells
      .filter((c) => c !== lone && c.a.length && c.b.length && !markCell(c))
      .map((c) => {
        const ws = [...c.a, ...c.b];
        const h = Math.max(...ws.map((w) => w.y1 - w.y0));
        const line = ws.some((w) => mark.some((m) => Math.min(w.y1, m.y1) - Math.max(w.y0, m.y0) > 0));
        const gap = x0 - right(ws);
        return { c, gap, near: line && gap >= -h / 4 && gap <= 3 * h };
      })
      .filter((x) => x.near)
      .sort((x, y) => x.gap - y.gap)[0];
    if (!host) continue;
    host.c.a.push(...lone.a);
    host.c.b.push(...lone.b);
    lone.a = [];
    lone.b = [];
  }
}

/**
 * The cells of one page that two engines read differently, where one reading is a value. `a` and `b` are the
 * same page read by two engines from the same prepared image (pages prepared differently are not compared).
 * The words are the ones the layout engine reads (`ocrLines`: specks dropped, lost decimal points joined).
 */
export function disputedCells(a: OcrPage, b: OcrPage): DisputedCell[] {
  if (a.page !== b.page || a.widthPx !== b.widthPx || a.heightPx !== b.heightPx || a.deskewDegrees !== b.deskewDegrees)
    return [];
  const wa = ocrLines(a).flatMap((l) => l.words),
    wb = ocrLines(b).flatMap((l) => l.words);
  // cells: the words of both engines joined through overlaps (union-find over a's and b's words)
  const parent = [...wa, ...wb].map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  wa.forEach((x, i) => wb.forEach((y, j) => sameCell(x, y) && (parent[root(i)] = root(wa.length + j))));
  const cells = new Map<number, { a: OcrWord[]; b: OcrWord[] }>();
  const cellOf = (i: number) => cells.get(root(i)) ?? cells.set(root(i), { a: [], b: [] }).get(root(i))!;
  wa.forEach((x, i) => cellOf(i).a.push(x));
  wb.forEach((y, j) => cellOf(wa.length + j).b.push(y));
  joinLoneMarks([...cells.values()]);
  const out: DisputedCell[] = [];
  for (const c of cells.values()) {
    if (!c.a.length || !c.b.length) continue; // one engine saw nothing there: nothing to compare
    const ra = readAs(c.a),
      rb = readAs(c.b);
    if (ra.replace(/\s/g, '') === rb.replace(/\s/g, '')) continue;
    if (!VALUE.test(ra.replace(/\s/g, '')) && !VALUE.test(rb.replace(/\s/g, ''))) continue;
    out.push({
      page: a.page,
      box: cellBox(c.a, c.b),
      reads: { [a.engine]: ra, [b.engine]: rb } as DisputedCell['reads'],
    });
  }
  return out.sort((x, y) => x.box.y0 - y.box.y0 || x.box.x0 - y.box.x0);
}

/**
 * The page with an engine's second look at some of its cells: its words inside a cell (by their middle) are
 * replaced by the words the re-read found in that cell. A cell the re-read found nothing in keeps the first
 * read's words: an empty cell would read as a row printed without a date, which takes the date above.
 */
export function withCellsReread(page: OcrPage, cells: CellBox[], reread: OcrWord[]): OcrPage {
  const inside = (c: CellBox) => (w: OcrWord) => {
    const x = (w.x0 + w.x1) / 2,
      y = (w.y0 + w.y1) / 2;
    return x >= c.x0 && x <= c.x1 && y >= c.y0 && y <= c.y1;
  };
  const read = cells.filter((c) => reread.some(inside(c)));
  return { ...page, words: [...page.words.filter((w) => !read.some((c) => inside(c)(w))), ...reread] };
}
