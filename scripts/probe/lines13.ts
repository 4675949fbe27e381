// The thirteenth probe set's pieces beyond lines6/10/11: a statement's producer with this set's defaults, checks
// n-up with a heading of its own words (a gap mark, a count and a total under them), day-end balances n-up, lines of
// label / count / amount (a summary that prints the item count in its own column), a horizontal summary (four
// figures side by side under their labels), and descriptions rewritten the way each bank's core prints them. Every
// figure still comes from the model (model.ts); nothing here is typed in by hand.
import { type Account, type Row, closing, dailyBalances, openingForFloor, sum } from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Pager, wrapText } from './render2.ts';
import { printed } from './render.ts';
import { type Line, c, put, wrapLines } from './lines6.ts';
import { type AmtF, type Col10, type DateF, type Fmt10, type K10, items10 } from './lines10.ts';
import { headLine } from './lines3.ts';
import { postOrder } from './rows2.ts';
import { type Out11, produce11 } from './lines11.ts';

export type P = Pager<Line>;

/** The statement's producer: Chromium or pdf-lib, a running header (left, right) and footer lines on each page. */
export function make13(
  s: Spec2,
  o: Partial<Out11> & { producer: Out11['producer']; head: Out11['head'] },
  body: (p: P) => void,
): Spec2 {
  return produce11(
    s,
    {
      font: 'Helvetica',
      size: 7.4,
      lineH: 10.4,
      cap: o.producer === 'pdf-lib' ? 62 : 58,
      foot: [s.legal],
      ...o,
    },
    body,
  );
}

export interface Checks13 {
  up: 1 | 2 | 3;
  date: DateF;
  amt: AmtF;
  heads?: [string, string, string]; // number, date, amount
  dateFirst?: boolean; // "Date  Check #  Amount" (Truist, Bank of America)
  gapMark?: string; // printed after a number that follows a gap ("*")
  imageMark?: string; // printed after every number ("^": an image is available)
  foot?: string[]; // the legend lines under the table
  total?: (n: number, total: number) => [string, string]; // the total line: label, amount
}

/** Checks n-up, read down each column, in number order; a gap marked, a total line and a legend under them. */
export function checks13(p: P, title: string, all: Row[], o: Checks13): void {
  const cs = all.filter((r) => !r.hidden).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return;
  const colW = Math.floor(532 / o.up);
  const per = Math.ceil(cs.length / o.up);
  const [hn, hd, ha] = o.heads ?? ['Number', 'Date', 'Amount'];
  const [xn, xd] = o.dateFirst ? [54, 0] : [0, 60];
  const out: Line[] = title ? [[c(40, title, { bold: true })]] : [];
  out.push(
    Array.from({ length: o.up }, (_, k) => [
      c(40 + k * colW + xn, hn, { bold: true }),
      c(40 + k * colW + xd, hd, { bold: true }),
      c(40 + k * colW + colW - 22, ha, { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: o.up }, (_, k) => {
        const j = k * per + i;
        const r = cs[j];
        if (!r) return [];
        const gap = o.gapMark && j > 0 && r.check! !== cs[j - 1].check! + 1 ? o.gapMark : '';
        return [
          c(40 + k * colW + xn, `${r.check}${o.imageMark ?? ''}${gap}`),
          c(40 + k * colW + xd, o.date(r.date)),
          c(40 + k * colW + colW - 22, o.amt(-printed(r)), { right: true }),
        ];
      }).flat(),
    );
  if (o.total) {
    const [l, v] = o.total(all.length, sum(all));
    out.push([c(40, l, { bold: true }), c(40 + o.up * colW - 22, v, { right: true, bold: true })]);
  }
  for (const f of o.foot ?? []) out.push([c(40, f, { size: 6.4 })]);
  out.push([]);
  if (!p.room(Math.min(out.length, 10))) p.newPage();
  for (const ln of out) {
    if (!p.room(1)) p.newPage();
    p.put([ln]);
  }
}

/** Day-end balances in `up` column pairs, read down each column (a table that may run on to the next page). */
export function daily13(
  p: P,
  title: string,
  a: Account,
  up: number,
  date: DateF,
  amt: AmtF,
  heads: [string, string] = ['Date', 'Balance'],
): void {
  const ds = dailyBalances(a);
  const per = Math.ceil(ds.length / up);
  const colW = Math.floor(532 / up);
  const head: Line = Array.from({ length: up }, (_, k) => [
    c(40 + k * colW, heads[0], { bold: true }),
    c(40 + k * colW + colW - 22, heads[1], { right: true, bold: true }),
  ]).flat();
  if (!p.room(Math.min(per + 3, 12))) p.newPage();
  p.put([[c(40, title, { bold: true })], head]);
  for (let i = 0; i < per; i++) {
    if (!p.room(1)) {
      p.newPage();
      p.put([[c(40, `${title} (continued)`, { bold: true })], head]);
    }
    p.put([
      Array.from({ length: up }, (_, k) => {
        const e = ds[k * per + i];
        return e ? [c(40 + k * colW, date(e.date)), c(40 + k * colW + colW - 22, amt(e.balance), { right: true })] : [];
      }).flat(),
    ]);
  }
  p.put([[]]);
}

/** Lines of cells at the given x positions (the last ones right-aligned): a summary with a count column. */
export function cols13(
  p: P,
  title: string,
  rows: string[][],
  xs: number[],
  o: { right?: number; rx?: number[]; bold?: number[]; heads?: string[] } = {},
): void {
  const right = o.right ?? 1;
  const line = (r: string[], bold = false): Line =>
    r.map((t, i) => c(xs[i], t, { right: o.rx ? o.rx.includes(i) : i >= xs.length - right, bold }));
  put(p, [
    ...(title ? [[c(40, title, { bold: true })]] : []),
    ...(o.heads ? [line(o.heads, true)] : []),
    ...rows.map((r, i) => line(r, o.bold?.includes(i))),
    [],
  ]);
}

/** Four (or more) figures side by side under their labels: PNC's and Citi's horizontal balance summary. */
export function across(p: P, title: string, pairs: [string, string][], x0 = 40, w = 132): void {
  put(p, [
    ...(title ? [[c(40, title, { bold: true })]] : []),
    pairs.map(([l], i) => c(x0 + (i + 1) * w - 10, l, { right: true, bold: true })),
    pairs.map(([, v], i) => c(x0 + (i + 1) * w - 10, v, { right: true })),
    [],
  ]);
}

/** A paragraph, wrapped (a notice, a marketing message with its own dates and amounts). */
export const text13 = (p: P, t: string, width = 120, size?: number): void =>
  put(p, [...wrapLines(t, 40, width).map((ln) => ln.map((x) => ({ ...x, size }))), []]);

/** Rewrites each row's description as a bank's core prints it (the amounts, dates and kinds stay). */
export const restyle = (rows: Row[], f: (r: Row, i: number) => string): Row[] =>
  rows.map((r, i) => ({ ...r, desc: f(r, i) }));

/** The merchant part of a model card description ("HOME DEPOT #0412 AUSTIN TX"). */
export const merchant = (r: Row): string => r.desc.replace(/^PURCHASE /, '').replace(/ CARD \d{4}$/, '');

/** A deterministic digit string from the row (an authorization, a trace, a confirmation number). */
export function digitsOf(r: Row, n: number, salt = ''): string {
  let h = 2166136261;
  for (const ch of salt + r.desc + r.date + r.cents) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < n) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    out += String(h % 100000).padStart(5, '0');
  }
  return out.slice(0, n);
}

/** "0714" from "2025-07-14" (a card's authorization date as Bank of America prints it). */
export const mmdd = (iso: string): string => iso.slice(5).replace('-', '');
export const yymmdd = (iso: string): string => iso.slice(2).replace(/-/g, '');

export interface Table13 {
  wrap?: number; // the description over as many lines as it takes at this width (the amounts on the first)
  opening?: string; // a line with the opening balance in the balance column
  closing?: string;
  total?: string; // a line with the rows' total under `totalAt`
  totalAt?: K10;
  totalFmt?: AmtF;
  misprint?: number; // a bank's misprint: added to the printed total only
  continued?: string;
  right?: string; // at the right of the title line ("12 items totaling $1,234.56")
  brought?: string; // the balance brought forward at the top of a later page
  cell?: { x: number; head: string; text: (r: Row) => string }; // one more cell on each row's first line (Capital One's category)
}

/** A titled table of rows over pages (table10's), each description wrapped in full at `o.wrap` characters. */
export function table13(p: P, title: string, a: Account, rows: Row[], cols: Col10[], f: Fmt10, o: Table13 = {}): void {
  if (!rows.filter((r) => !r.hidden).length) return;
  const bx = cols.find((x) => x.key === 'balance');
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const balF = f.bal ?? f.amt;
  const balLine = (label: string, n: number): Line => [
    c(dx, label, { bold: true }),
    ...(bx ? [c(bx.x, balF(n), { right: bx.right })] : []),
  ];
  const head = (cont: boolean): Line[] => [
    [
      c(cols[0].x, `${title}${cont ? (o.continued ?? ' (continued)') : ''}`, { bold: true }),
      ...(o.right && !cont ? [c(572, o.right, { right: true, bold: true })] : []),
    ],
    [...headLine(cols as never), ...(o.cell ? [c(o.cell.x, o.cell.head, { bold: true })] : [])],
  ];
  const shown = rows.filter((r) => !r.hidden);
  const its = items10(a, rows, cols, { ...f, wrap: undefined, width: 400 }).map((it, i) => {
    const [first, ...rest] = it.lines;
    if (o.cell) first.push(c(o.cell.x, o.cell.text(shown[i])));
    const cell = first.find((x) => x.x === dx && !x.right)!;
    const parts = wrapText(cell.text, o.wrap ?? 400);
    cell.text = parts[0] ?? '';
    return { ...it, lines: [first, ...parts.slice(1).map((t) => [c(dx, t)]), ...rest] };
  });
  if (!p.room(6)) p.newPage();
  p.put(head(false));
  if (o.opening) p.put([balLine(o.opening, a.opening)]);
  let bal = a.opening;
  for (const it of its) {
    if (!p.room(it.lines.length)) {
      p.newPage();
      p.put(head(true));
      if (o.brought) p.put([balLine(o.brought, bal)]);
    }
    p.put(it.lines);
    bal = it.bal!;
  }
  const close: Line[] = [];
  if (o.closing) close.push(balLine(o.closing, closing(a)));
  if (o.total) {
    const at = cols.find((x) => x.key === (o.totalAt ?? 'amount')) ?? cols.find((x) => x.key === 'debit')!;
    close.push([
      c(dx, o.total, { bold: true }),
      c(at.x, (o.totalFmt ?? f.amt)(sum(rows) + (o.misprint ?? 0)), { right: at.right, bold: true }),
    ]);
  }
  if (!p.room(close.length + 1)) {
    p.newPage();
    p.put(head(true));
  }
  p.put([...close, []]);
}

/** "12 items totaling $1,234.56" (a misprint added to the printed total only). */
export const itemsTotaling = (rows: Row[], f: AmtF, misprint = 0): string =>
  `${rows.length} item${rows.length === 1 ? '' : 's'} totaling ${f(sum(rows) + misprint)}`;

/** The opening balance that keeps the lowest running balance at `floor` (a business that stays funded). */
export const fundedAt = (rows: Row[], floor: number): number => openingForFloor(rows, floor);

/** The monthly service fee at the product's price (the model draws it at random), before the opening is set. */
export const monthlyFee = (rows: Row[], cents: number): Row[] =>
  rows.map((r) => (r.kind === 'fee' && r.desc === 'MONTHLY SERVICE FEE' ? { ...r, cents: -cents } : r));

/** Rows the model dated on a bank holiday of another year (the model knows 2024-2026's) posted the next weekday. */
export function offHoliday(rows: Row[], holiday: string): Row[] {
  const d = new Date(`${holiday}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  const next = d.toISOString().slice(0, 10);
  return postOrder(rows.map((r) => (r.date === holiday ? { ...r, date: next } : r)));
}
