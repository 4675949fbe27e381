// What the tenth probe set adds to the set 6 and set 9 line layouts (lines6.ts, lines9.ts): a ledger whose amount
// and date formats are functions (so a statement from India can group its rupees in lakhs, one from South Africa
// can mark credits "Cr", one from Ireland can print its date once per day), amounts printed before the
// description, a reference or value-date column, a section heading that carries its item count and total
// ("Withdrawals / Debits   89 items totaling $90,202.84"), a consolidated summary of several accounts, notice pages
// between activity pages, and ordinal dates ("12th February 2026"). Every figure still comes from the model.
import { MONTHS } from '../generator/calendar.ts';
import { type Account, type Row, closing, sum, totals, withBalances } from './model.ts';
import { money, printed } from './render.ts';
import { type FlowItem, type Pager, detailLines, money2, type MoneyFmt2 } from './render2.ts';
import { headLine } from './lines3.ts';
import { type Line, c, put, wrapLines } from './lines6.ts';
import { transDate } from './lines9.ts';

export type AmtF = (c: number) => string;
export type DateF = (iso: string) => string;

/** US-style money as `f` asks ("$1,234.56", "(1,234.56)", "-1,234.56 OD", ".00"). */
export const usd =
  (f: MoneyFmt2 = {}): AmtF =>
  (n) =>
    money2(n, f);

/** Indian grouping: the last three digits, then pairs ("12,34,567.89"). */
export function lakh(n: number): string {
  const a = Math.abs(n);
  const whole = String(Math.floor(a / 100));
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}` : whole;
  return `${n < 0 ? '-' : ''}${grouped}.${String(a % 100).padStart(2, '0')}`;
}

/** A South African bank's amounts: credits (and balances in credit) marked "Cr", debits bare, overdrawn "Dr". */
export const crMark = (n: number): string => `${money(Math.abs(n))}${n > 0 ? 'Cr' : ''}`;
export const crDr = (n: number): string => `${money(Math.abs(n))}${n < 0 ? 'Dr' : 'Cr'}`;

const two = (n: number): string => String(n).padStart(2, '0');
const parts = (iso: string): [number, number, number] => iso.split('-').map(Number) as [number, number, number];

export const mdy: DateF = (iso) => {
  const [y, m, d] = parts(iso);
  return `${two(m)}/${two(d)}/${y}`;
};
export const md: DateF = (iso) => {
  const [, m, d] = parts(iso);
  return `${two(m)}/${two(d)}`;
};
export const mdDash: DateF = (iso) => {
  const [, m, d] = parts(iso);
  return `${two(m)}-${two(d)}`;
};
export const mdShort: DateF = (iso) => {
  const [, m, d] = parts(iso);
  return `${m}/${d}`;
};
export const longDate: DateF = (iso) => {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
export const monD: DateF = (iso) => {
  const [, m, d] = parts(iso);
  return `${MONTHS[m - 1].slice(0, 3)} ${d}`;
};
export const ddmmyy: DateF = (iso) => {
  const [y, m, d] = parts(iso);
  return `${two(d)}/${two(m)}/${String(y).slice(2)}`;
};
export const ddMon: DateF = (iso) => {
  const [, m, d] = parts(iso);
  return `${two(d)} ${MONTHS[m - 1].slice(0, 3)}`;
};
export const ddMonYyyy: DateF = (iso) => {
  const [y, m, d] = parts(iso);
  return `${two(d)} ${MONTHS[m - 1].slice(0, 3)} ${y}`;
};
export const isoDate: DateF = (iso) => iso;

/** "12th February 2026" */
export const ordinal: DateF = (iso) => {
  const [y, m, d] = parts(iso);
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${th} ${MONTHS[m - 1]} ${y}`;
};

export type K10 = 'date' | 'trans' | 'vdate' | 'desc' | 'ref' | 'check' | 'debit' | 'credit' | 'amount' | 'balance';
export interface Col10 {
  key: K10;
  x: number;
  right?: boolean;
  head: string;
}
export interface Fmt10 {
  date: DateF;
  amt: AmtF; // the debit and credit columns: the amount without its sign
  signed?: AmtF; // the amount column: signed from the holder's side (a card's or a loan's from the bank's)
  bal?: AmtF;
  balMode: 'every' | 'day-end' | 'none';
  wrap?: number; // descriptions over up to three lines of this width (the core's detail lines)
  width?: number; // otherwise cut to this many characters
  customer?: string;
  zero?: string; // printed in the debit or credit column a row does not use ("$0.00")
  dateOnce?: boolean; // the date on the first row of each day only (and again at the top of a page)
}

const hash = (s: string): number => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};
/** A reference number derived from the row (a cheque or UPI reference, a trace). */
export const refOf = (r: Row, n = 12): string =>
  r.check
    ? String(r.check).padStart(6, '0')
    : String(hash(r.desc + r.date + r.cents))
        .padStart(10, '3')
        .repeat(2)
        .slice(0, n);

/** One item per printed row (hidden rows left off). */
export function items10(a: Account, rows: Row[], cols: Col10[], f: Fmt10): (FlowItem<Line> & { date: string })[] {
  const all = withBalances(a);
  const owed = a.type === 'credit_card' || a.type === 'loan';
  return rows
    .filter((r) => !r.hidden)
    .map((r) => {
      const i = all.findIndex((x) => x.row === r);
      const bal = all[i].balance;
      const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
      const desc = f.wrap ? detailLines(r, f.wrap, f.customer ?? '') : [r.desc.slice(0, f.width ?? 60)];
      const p = printed(r);
      const v: Record<K10, string> = {
        date: f.date(r.date),
        trans: f.date(transDate(r)),
        vdate: f.date(r.date),
        desc: desc[0],
        ref: refOf(r),
        check: r.check ? String(r.check) : '',
        debit: r.cents < 0 ? f.amt(-p) : (f.zero ?? ''),
        credit: r.cents > 0 ? f.amt(p) : (f.zero ?? ''),
        amount: (f.signed ?? f.amt)(owed ? -p : p),
        balance: f.balMode === 'every' || (f.balMode === 'day-end' && lastOfDay) ? (f.bal ?? f.amt)(bal) : '',
      };
      const lines: Line[] = [cols.map((col) => c(col.x, v[col.key], { right: col.right }))];
      const dx = cols.find((col) => col.key === 'desc')!.x;
      for (const more of desc.slice(1)) lines.push([c(dx, more)]);
      return { lines, bal, date: r.date };
    });
}

export interface Table10 {
  right?: string; // printed at the right of the title line ("89 items totaling $90,202.84")
  opening?: string; // a line with the opening balance in the balance column
  closing?: string; // a line with the closing balance
  total?: string; // a line with the rows' total under `totalAt`
  totalAt?: K10;
  totalFmt?: AmtF;
  misprint?: number; // a bank's misprint: added to the printed total only
  continued?: string; // appended to the title on a later page (" (continued)")
  brought?: string; // the balance brought forward at the top of a later page
  carried?: string; // the balance carried forward at the foot of a page
}

/** A titled table of rows over pages, as `o` asks; every balance printed is the model's running balance. */
export function table10(
  p: Pager<Line>,
  title: string,
  a: Account,
  rows: Row[],
  cols: Col10[],
  f: Fmt10,
  o: Table10 = {},
): void {
  if (!rows.filter((r) => !r.hidden).length) return;
  const bx = cols.find((x) => x.key === 'balance');
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const datex = cols.find((x) => x.key === 'date')?.x;
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
    headLine(cols as never),
  ];
  const its = items10(a, rows, cols, f);
  const dated = its.map((it) => it.lines[0]);
  if (f.dateOnce && datex !== undefined)
    its.forEach((it, i) => {
      if (i > 0 && it.date === its[i - 1].date)
        it.lines[0] = it.lines[0].map((x) => (x.x === datex && !x.right ? { ...x, text: '' } : x));
    });
  if (!p.room(6)) p.newPage();
  p.put(head(false));
  if (o.opening) p.put([balLine(o.opening, a.opening)]);
  let bal = a.opening;
  const foot = o.carried ? 1 : 0;
  for (const [i, it] of its.entries()) {
    if (!p.room(it.lines.length + foot)) {
      if (o.carried) p.put([balLine(o.carried, bal)]);
      p.newPage();
      p.put(head(true));
      if (o.brought) p.put([balLine(o.brought, bal)]);
      it.lines[0] = dated[i];
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

/** "12 items totaling $1,234.56" */
export const countTotal = (rows: Row[], f: AmtF, misprint = 0): string =>
  `${rows.length} item${rows.length === 1 ? '' : 's'} totaling ${f(sum(rows) + misprint)}`;

/** Several accounts in one table: the number, beginning, credits, debits and ending of each. */
export function consolidated(p: Pager<Line>, title: string, accts: Account[], f: AmtF, heads: string[]): void {
  const lines: Line[] = [
    [c(40, title, { bold: true })],
    [
      c(40, heads[0], { bold: true }),
      c(200, heads[1], { bold: true }),
      c(330, heads[2], { bold: true, right: true }),
      c(410, heads[3], { bold: true, right: true }),
      c(490, heads[4], { bold: true, right: true }),
      c(572, heads[5], { bold: true, right: true }),
    ],
  ];
  for (const a of accts) {
    const t = totals(a.rows);
    lines.push([
      c(40, a.label),
      c(200, `XXXXXX${a.number.slice(-4)}`),
      c(330, f(a.opening), { right: true }),
      c(410, f(t.credits), { right: true }),
      c(490, f(t.debits), { right: true }),
      c(572, f(closing(a)), { right: true }),
    ]);
  }
  lines.push([]);
  put(p, lines);
}

/** A page of notices only, between two pages of activity. */
export function noticePage(p: Pager<Line>, title: string, paras: string[], width = 118): void {
  p.newPage();
  p.put([[c(40, title, { bold: true })], []]);
  for (const t of paras) p.put([...wrapLines(t, 40, width), []]);
  p.newPage();
}

/** A sentence or two of marketing (with its own dates and amounts), wrapped, between sections. */
export const marketing = (p: Pager<Line>, text: string, width = 118): void =>
  put(p, [...wrapLines(text, 40, width), []]);
