// The fourteenth set's page engine: a statement is laid out once as lines of positioned cells (points from the top
// left of a Letter sheet's printable area), then printed either by Chromium (HTML with the cells placed absolutely)
// or drawn by pdf-lib the way a given print engine writes it: cell by cell, column by column down the page,
// overprinted bold, one text object per glyph, the page furniture in a Form XObject, or with a rotated margin
// line of mail codes. One layout, several producers, so each bank's look is written once and its text layer varies.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, degrees, rgb } from 'pdf-lib';
import { type Account, type Row, closing, dailyBalances, withBalances } from './model.ts';
import { esc, printed } from './render.ts';

export interface Cell {
  t: string;
  x: number; // left edge, or right edge when `r`
  r?: boolean;
  b?: boolean;
  s?: number; // font size, 7.4 unless set
}
export interface Ln {
  cells: Cell[];
  h?: number; // height in points (11 unless set)
  rule?: boolean; // a rule under the line
  keep?: number; // do not start this line unless this many more points fit (headings)
}

export const W = 540; // printable width (Letter, half-inch margins)
export const H = 672; // printable height below the running header, above the page foot

export const ln = (cells: Cell[], o: Partial<Ln> = {}): Ln => ({ cells, ...o });
export const txt = (t: string, x = 0, o: Partial<Cell> = {}): Cell => ({ t, x, ...o });
export const rt = (t: string, x: number, o: Partial<Cell> = {}): Cell => ({ t, x, r: true, ...o });
export const gap = (h = 6): Ln => ({ cells: [], h });

// ---- money and dates ----

export interface Fmt {
  dollar?: boolean;
  paren?: boolean; // negatives in parentheses
  trail?: boolean; // negatives with a trailing minus
  plus?: boolean; // positives with "+"
  blankZero?: boolean;
}
export function usd(c: number, f: Fmt = {}): string {
  const a = Math.abs(c);
  const body = `${f.dollar ? '$' : ''}${String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(a % 100).padStart(2, '0')}`;
  if (c < 0) return f.paren ? `(${body})` : f.trail ? `${body}-` : `-${body}`;
  return f.plus && c > 0 ? `+${body}` : body;
}
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export type DF = 'M/D' | 'MM/DD' | 'MM/DD/YY' | 'MM/DD/YYYY' | 'Mon D' | 'Month D, YYYY' | 'MM-DD';
export function dt(iso: string, f: DF): string {
  const [y, m, d] = iso.split('-').map(Number);
  const p = (n: number): string => String(n).padStart(2, '0');
  switch (f) {
    case 'M/D':
      return `${m}/${d}`;
    case 'MM/DD':
      return `${p(m)}/${p(d)}`;
    case 'MM-DD':
      return `${p(m)}-${p(d)}`;
    case 'MM/DD/YY':
      return `${p(m)}/${p(d)}/${String(y).slice(2)}`;
    case 'MM/DD/YYYY':
      return `${p(m)}/${p(d)}/${y}`;
    case 'Mon D':
      return `${MON[m - 1]} ${d}`;
    case 'Month D, YYYY':
      return `${MONTH[m - 1]} ${d}, ${y}`;
  }
}

// ---- blocks ----

/** A section heading that repeats with "(continued)" on the next page. */
export interface Table {
  title: string;
  cols: { head: string; x: number; r?: boolean }[];
  rows: Cell[][][]; // each item: one or more lines of cells (a wrapped description)
  total?: Cell[];
  continued?: string;
}

export type Block = Ln[] | Table | 'page';

/** Lays blocks over pages of height H; a table's heading and column heads repeat on each page it spans. */
export function paginate(blocks: Block[]): Ln[][] {
  const pages: Ln[][] = [[]];
  let used = 0;
  const hOf = (l: Ln): number => l.h ?? 11;
  const newPage = (): void => {
    pages.push([]);
    used = 0;
  };
  const put = (l: Ln): void => {
    if (used + Math.max(hOf(l), l.keep ?? 0) > H && used > 0) newPage();
    pages[pages.length - 1].push(l);
    used += hOf(l);
  };
  for (const b of blocks) {
    if (b === 'page') {
      if (used > 0) newPage();
      continue;
    }
    if (Array.isArray(b)) {
      // a plain block stays together when it fits a page
      const h = b.reduce((s, l) => s + hOf(l), 0);
      if (used + h > H && h < H && used > 0) newPage();
      b.forEach(put);
      continue;
    }
    const heading = (cont: boolean): Ln[] => [
      ln([txt(b.title + (cont ? (b.continued ?? ' (continued)') : ''), 0, { b: true, s: 8.6 })], {
        h: 15,
        rule: true,
      }),
      ln(
        b.cols.map((c) => ({ t: c.head, x: c.x, r: c.r, b: true, s: 7 })),
        { h: 12 },
      ),
    ];
    if (used + 15 + 12 + 22 > H) newPage();
    heading(false).forEach(put);
    for (const item of b.rows) {
      if (used + item.length * 11 > H) {
        newPage();
        heading(true).forEach(put);
      }
      for (const cells of item) put(ln(cells));
    }
    if (b.total)
      put(
        ln(
          b.total.map((c) => ({ ...c, b: true })),
          { h: 13 },
        ),
      );
    put(gap(8));
  }
  return pages.filter((p) => p.length);
}

/** Items of a ledger: one per row, its description wrapped at `wrap` characters. */
export function wrapDesc(d: string, wrap: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of d.split(' ')) {
    if (cur && (cur + ' ' + w).length > wrap) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  return cur ? [...out, cur] : out;
}

export const balanceOf = (a: Account): Map<Row, number> => new Map(withBalances(a).map((x) => [x.row, x.balance]));

/** Whether the row is the day's last (its day-end balance printed beside it). */
export function lastOfDay(a: Account): Set<Row> {
  const out = new Set<Row>();
  a.rows.forEach((r, i) => {
    if (i === a.rows.length - 1 || a.rows[i + 1].date !== r.date) out.add(r);
  });
  return out;
}

/** Checks n-up: number, date, amount in `up` column groups; a gap in the numbers marked with `mark`. */
export function checksUp(rows: Row[], up: number, df: DF, mark = '*', f: Fmt = {}): Cell[][][] {
  const sorted = [...rows].filter((r) => !r.hidden).sort((a, b) => a.check! - b.check!);
  const per = Math.ceil(sorted.length / up);
  const width = W / up;
  const out: Cell[][][] = [];
  for (let i = 0; i < per; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < up; k++) {
      const j = k * per + i;
      const r = sorted[j];
      if (!r) continue;
      const gapBefore = j > 0 && sorted[j - 1].check! + 1 !== r.check;
      const x0 = k * width;
      cells.push(txt(`${r.check}${gapBefore ? mark : ''}`, x0));
      cells.push(txt(dt(r.date, df), x0 + 0.3 * width));
      cells.push(rt(usd(-printed(r), f), x0 + 0.92 * width));
    }
    out.push([cells]);
  }
  return out;
}

export function checkCols(up: number, heads: [string, string, string]): Table['cols'] {
  const width = W / up;
  return Array.from({ length: up }).flatMap((_, k) => [
    { head: heads[0], x: k * width },
    { head: heads[1], x: k * width + 0.3 * width },
    { head: heads[2], x: k * width + 0.92 * width, r: true },
  ]);
}

/** Daily balances n-up: date, balance. */
export function dailyUp(a: Account, up: number, df: DF, f: Fmt = {}): { rows: Cell[][][]; cols: Table['cols'] } {
  const days = dailyBalances(a);
  const per = Math.ceil(days.length / up);
  const width = W / up;
  const rows: Cell[][][] = [];
  for (let i = 0; i < per; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < up; k++) {
      const d = days[k * per + i];
      if (!d) continue;
      cells.push(txt(dt(d.date, df), k * width));
      cells.push(rt(usd(d.balance, f), k * width + 0.85 * width));
    }
    rows.push([cells]);
  }
  return { rows, cols: [] };
}

export const closeOf = closing;

// ---- Chromium ----

export function htmlPage(lines: Ln[]): string {
  let y = 0;
  const out: string[] = [];
  for (const l of lines) {
    const h = l.h ?? 11;
    for (const c of l.cells) {
      const pos = c.r ? `right:${(W - c.x).toFixed(1)}pt` : `left:${c.x.toFixed(1)}pt`;
      out.push(
        `<span style="position:absolute;top:${y.toFixed(1)}pt;${pos};font-size:${c.s ?? 7.4}pt;${c.b ? 'font-weight:bold;' : ''}white-space:nowrap">${esc(c.t)}</span>`,
      );
    }
    if (l.rule)
      out.push(
        `<div style="position:absolute;top:${(y + h - 2).toFixed(1)}pt;left:0;width:${W}pt;border-bottom:0.7pt solid #444"></div>`,
      );
    y += h;
  }
  return `<div style="position:relative;height:${H}pt;font-family:Helvetica,Arial,sans-serif">${out.join('')}</div>`;
}

// ---- pdf-lib ----

export type Engine = 'cells' | 'columns' | 'overprint' | 'glyphs' | 'xobject' | 'margin';

export interface DrawOpts {
  engine: Engine[];
  header: (n: number, of: number) => string; // the running header's text (left), "Page n of m" added right
  furniture?: string[]; // lines printed on every page's foot (in a Form XObject when the engine says so)
  margin?: (n: number) => string; // the rotated margin line (mail codes)
  drop?: number;
}

export async function draw(pages: Ln[][], o: DrawOpts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const reg = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const X0 = 36;
  const TOP = 792 - 36;
  const xo = o.engine.includes('xobject');
  let furnitureForm: Awaited<ReturnType<typeof doc.embedPage>> | undefined;
  if (xo && o.furniture) {
    const src = await PDFDocument.create();
    const f = await src.embedFont(StandardFonts.Helvetica);
    const p = src.addPage([612, 60]);
    o.furniture.forEach((t, i) => p.drawText(t, { x: X0, y: 44 - i * 9, size: 6.4, font: f }));
    p.drawRectangle({ x: X0, y: 52, width: W, height: 0.6, color: rgb(0.3, 0.3, 0.3) });
    // fonts are written into a document only when it is saved: embed the saved furniture, not the live page
    [furnitureForm] = await doc.embedPdf(await src.save());
  }
  const text = (page: PDFPage, c: Cell, x: number, y: number): void => {
    const font: PDFFont = c.b ? bold : reg;
    const size = c.s ?? 7.4;
    const w = font.widthOfTextAtSize(c.t, size);
    const left = c.r ? x - w : x;
    if (o.engine.includes('glyphs')) {
      let u = left;
      for (const ch of c.t) {
        if (ch !== ' ') page.drawText(ch, { x: u, y, size, font });
        u += font.widthOfTextAtSize(ch, size);
      }
    } else page.drawText(c.t, { x: left, y, size, font });
    // a line printer's bold: the same run struck again a hair to the right
    if (c.b && o.engine.includes('overprint')) page.drawText(c.t, { x: left + 0.35, y, size, font });
  };
  pages.forEach((lines, i) => {
    if (i === o.drop) return;
    const page = doc.addPage([612, 792]);
    page.drawText(o.header(i + 1, pages.length), { x: X0, y: TOP - 8, size: 6.8, font: reg });
    const pg = `Page ${i + 1} of ${pages.length}`;
    page.drawText(pg, { x: X0 + W - reg.widthOfTextAtSize(pg, 6.8), y: TOP - 8, size: 6.8, font: reg });
    page.drawRectangle({ x: X0, y: TOP - 12, width: W, height: 0.5, color: rgb(0.5, 0.5, 0.5) });
    const placed: { c: Cell; x: number; y: number }[] = [];
    let y = TOP - 22;
    for (const l of lines) {
      const h = l.h ?? 11;
      for (const c of l.cells) placed.push({ c, x: X0 + c.x, y: y - (c.s ?? 7.4) });
      if (l.rule) page.drawRectangle({ x: X0, y: y - h + 1, width: W, height: 0.6, color: rgb(0.25, 0.25, 0.25) });
      y -= h;
    }
    // a report writer that emits one column down the whole page before the next
    if (o.engine.includes('columns')) placed.sort((a, b) => Math.round(a.x / 40) - Math.round(b.x / 40) || b.y - a.y);
    for (const p of placed) text(page, p.c, p.x, p.y);
    if (furnitureForm) page.drawPage(furnitureForm, { x: 0, y: 0 });
    else if (o.furniture)
      o.furniture.forEach((t, k) => page.drawText(t, { x: X0, y: 26 - k * 9, size: 6.4, font: reg }));
    if (o.engine.includes('margin') && o.margin)
      page.drawText(o.margin(i + 1), { x: 20, y: 140, size: 5.6, font: reg, rotate: degrees(90) });
  });
  return doc.save();
}
