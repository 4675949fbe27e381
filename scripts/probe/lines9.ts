// What the ninth probe set adds to the set 6 and set 8 line layouts (lines6.ts, lines8.ts): a ledger with a posting
// date and a transaction date, rows grouped under a date line ("Monday, November 17, 2025"), amounts with "-$" or a
// Unicode minus, day-first dates with a year (05/12/25), the running balance on the last row of a day only, a page
// of two tables side by side, pending items listed apart from the ledger, check images, summaries with a
// year-to-date column, interest rate tiers and a card's interest charge calculation. Every figure that the truth
// holds comes from the model (model.ts); figures outside the ledger (pending items, year-to-date) are drawn from a
// seed and never enter the truth.
import { type Account, type Row, closing, rng, sum, totals, withBalances } from './model.ts';
import { printed } from './render.ts';
import { type DateFmt2, type FlowItem, type Pager, fmtDate2, money2 } from './render2.ts';
import { section } from './lines3.ts';
import { type Line, c, put } from './lines6.ts';

export type Date9 = DateFmt2 | 'DD/MM/YY' | 'DD/MM/YYYY' | 'DD Mon YYYY';
export type Amt9 = 'plain' | 'dollar' | 'uminus' | 'dollar-uminus' | 'paren';

const two = (n: number): string => String(n).padStart(2, '0');

export function d9(iso: string, f: Date9): string {
  const [y, mo, d] = iso.split('-').map(Number);
  if (f === 'DD/MM/YY') return `${two(d)}/${two(mo)}/${String(y).slice(2)}`;
  if (f === 'DD/MM/YYYY') return `${two(d)}/${two(mo)}/${y}`;
  if (f === 'DD Mon YYYY') return `${fmtDate2(iso, 'DD Mon')} ${y}`;
  return fmtDate2(iso, f);
}

/** "Monday, November 17, 2025" */
export const longDay = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An amount as `k` prints it: "1,234.56", "$1,234.56" / "-$1,234.56", a Unicode minus "−1,234.56", "(1,234.56)". */
export function a9(n: number, k: Amt9 = 'plain'): string {
  const s = money2(n, { dollar: k.startsWith('dollar'), neg: k === 'paren' ? 'paren' : 'minus' });
  return k.endsWith('uminus') ? s.replace('-', '\u2212') : s;
}

export type K9 = 'post' | 'trans' | 'date' | 'desc' | 'debit' | 'credit' | 'amount' | 'balance' | 'check';
export interface Col9 {
  key: K9;
  x: number;
  right?: boolean;
  head: string;
}
export interface Fmt9 {
  date: Date9;
  amt?: Amt9;
  bal?: Amt9;
  balMode: 'every' | 'day-end' | 'none';
  width?: number;
  debitMinus?: boolean; // the debit column prints its amounts with a minus
  byDay?: boolean; // rows grouped under "Monday, November 17, 2025", no date on the rows
  unsigned?: boolean; // a section's amount column: every amount without its sign
}

const hash = (s: string): number => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};

/** The day a card or ACH transaction was made: the posting date or one to three days before it. */
export function transDate(r: Row): string {
  const back = r.kind === 'card' || r.kind === 'purchase' || r.kind === 'refund' ? hash(r.desc + r.cents) % 4 : 0;
  const d = new Date(`${r.date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** One item per printed row (hidden rows left off); with `byDay` a date line before each day's first row. */
export function items9(a: Account, rows: Row[], cols: Col9[], f: Fmt9): FlowItem<Line>[] {
  const all = withBalances(a);
  const owed = a.type === 'credit_card' || a.type === 'loan';
  const out: FlowItem<Line>[] = [];
  let day = '';
  for (const r of rows.filter((x) => !x.hidden)) {
    const i = all.findIndex((x) => x.row === r);
    const bal = all[i].balance;
    const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
    if (f.byDay && r.date !== day) out.push({ lines: [[c(cols[0].x, longDay(r.date), { bold: true })]] });
    day = r.date;
    const p = printed(r);
    const v: Record<K9, string> = {
      post: d9(r.date, f.date),
      trans: d9(transDate(r), f.date),
      date: f.byDay ? '' : d9(r.date, f.date),
      desc: r.desc.slice(0, f.width ?? 60),
      check: r.check ? String(r.check) : '',
      debit: r.cents < 0 ? a9(f.debitMinus ? p : -p, f.amt) : '',
      credit: r.cents > 0 ? a9(p, f.amt) : '',
      amount: a9(f.unsigned ? Math.abs(p) : owed ? -p : p, f.amt),
      balance: f.balMode === 'every' || (f.balMode === 'day-end' && lastOfDay) ? a9(bal, f.bal ?? f.amt) : '',
    };
    out.push({ lines: [cols.map((col) => c(col.x, v[col.key], { right: col.right }))], bal });
  }
  return out;
}

/** A titled table of rows over pages ("(continued)"), an opening line and a total line as asked. */
export function table9(
  p: Pager<Line>,
  title: string,
  a: Account,
  rows: Row[],
  cols: Col9[],
  f: Fmt9,
  o: { total?: string; totalAt?: K9; misprint?: number; opening?: string; closing?: string; forward?: string } = {},
): void {
  if (!rows.length) return;
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const bx = cols.find((x) => x.key === 'balance');
  const at = cols.find((x) => x.key === (o.totalAt ?? 'amount')) ?? cols.find((x) => x.key === 'debit')!;
  const its = items9(a, rows, cols, f);
  if (o.opening && bx)
    its.unshift({
      lines: [[c(dx, o.opening, { bold: true }), c(bx.x, a9(a.opening, f.bal ?? f.amt), { right: true })]],
    });
  const close: Line[] = [];
  if (o.closing && bx)
    close.push([c(dx, o.closing, { bold: true }), c(bx.x, a9(closing(a), f.bal ?? f.amt), { right: true })]);
  if (o.total)
    close.push([
      c(dx, o.total, { bold: true }),
      c(at.x, a9(sum(rows) + (o.misprint ?? 0), 'dollar'), { right: at.right, bold: true }),
    ]);
  section(p, title, its, cols as never, {
    forward: o.forward,
    opening: a.opening,
    balFmt: (n) => a9(n, f.bal ?? f.amt),
    close,
  });
}

/** Credits at the left, debits at the right of the same lines, each with its total under it. */
export function sideBySide(
  p: Pager<Line>,
  a: Account,
  titles: [string, string],
  date: Date9,
  width = 30,
  amt: Amt9 = 'plain',
  dw = 34, // the date column's width
): void {
  const half = (rows: Row[], x: number, sign: number): Line[] =>
    rows
      .filter((r) => !r.hidden)
      .map((r) => [
        c(x, d9(r.date, date)),
        c(x + dw, r.desc.slice(0, width)),
        c(x + 254, a9(sign * printed(r), amt), { right: true }),
      ]);
  const cr = a.rows.filter((r) => r.cents > 0);
  const dr = a.rows.filter((r) => r.cents < 0);
  const left = half(cr, 40, 1);
  const right = half(dr, 318, -1);
  const head = (cont: boolean): Line[] => [
    [
      c(40, `${titles[0]}${cont ? ' (continued)' : ''}`, { bold: true }),
      c(318, `${titles[1]}${cont ? ' (continued)' : ''}`, { bold: true }),
    ],
    [
      c(40, 'Date', { bold: true }),
      c(40 + dw, 'Description', { bold: true }),
      c(294, 'Amount', { bold: true, right: true }),
      c(318, 'Date', { bold: true }),
      c(318 + dw, 'Description', { bold: true }),
      c(572, 'Amount', { bold: true, right: true }),
    ],
  ];
  if (!p.room(8)) p.newPage();
  p.put(head(false));
  const n = Math.max(left.length, right.length);
  for (let i = 0; i < n; i++) {
    if (!p.room(2)) {
      p.newPage();
      p.put(head(true));
    }
    p.put([[...(left[i] ?? []), ...(right[i] ?? [])]]);
  }
  p.put([
    [
      c(40 + dw, `Total ${titles[0]}`, { bold: true }),
      c(294, a9(sum(cr), 'dollar'), { right: true, bold: true }),
      c(318 + dw, `Total ${titles[1]}`, { bold: true }),
      c(572, a9(sum(dr), 'dollar'), { right: true, bold: true }),
    ],
    [],
  ]);
}

/** The period's summary beside the year to date (the year-to-date figures are not the period's). */
export function summaryYtd(
  p: Pager<Line>,
  a: Account,
  title: string,
  labels: [string, string, string, string],
  seed: number,
  yearLabel = 'Year to Date',
): void {
  const t = totals(a.rows);
  const r = rng(seed);
  const ytdC = t.credits * 11 + Math.round(r() * 900000);
  const ytdD = t.debits * 11 + Math.round(r() * 900000);
  put(p, [
    [
      c(40, title, { bold: true }),
      c(380, 'This Period', { bold: true, right: true }),
      c(500, yearLabel, { bold: true, right: true }),
    ],
    [c(40, labels[0]), c(380, a9(a.opening, 'dollar'), { right: true })],
    [c(40, labels[1]), c(380, a9(t.credits, 'dollar'), { right: true }), c(500, a9(ytdC, 'dollar'), { right: true })],
    [c(40, labels[2]), c(380, a9(t.debits, 'dollar'), { right: true }), c(500, a9(ytdD, 'dollar'), { right: true })],
    [c(40, labels[3]), c(380, a9(closing(a), 'dollar'), { right: true })],
    [],
  ]);
}

/** Items authorised but not yet posted: listed apart, in none of the balances or totals. */
export function pendingBox(
  p: Pager<Line>,
  seed: number,
  end: string,
  date: Date9,
  names: string[],
  amt: Amt9 = 'plain',
): void {
  const r = rng(seed);
  const lines: Line[] = [
    [c(40, 'Pending Transactions', { bold: true })],
    [c(40, 'These authorizations had not posted by the statement date and are not included in the balances above.')],
    [
      c(40, 'Date', { bold: true }),
      c(100, 'Description', { bold: true }),
      c(572, 'Amount', { bold: true, right: true }),
    ],
  ];
  let tot = 0;
  for (const [i, n] of names.entries()) {
    const v = -Math.round(400 + r() * 18000);
    tot += v;
    const d = new Date(`${end}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - (i % 2));
    lines.push([
      c(40, d9(d.toISOString().slice(0, 10), date)),
      c(100, `PENDING ${n}`),
      c(572, a9(v, amt), { right: true }),
    ]);
  }
  lines.push([c(100, 'Total pending', { bold: true }), c(572, a9(tot, amt), { right: true, bold: true })], []);
  put(p, lines);
}

/** Interest rate tiers: the balance tier, the rate and the annual percentage yield. */
export function apyTable(p: Pager<Line>, title: string, tiers: [string, string, string][]): void {
  put(p, [
    [c(40, title, { bold: true })],
    [
      c(40, 'Balance Tier', { bold: true }),
      c(380, 'Interest Rate', { bold: true, right: true }),
      c(500, 'APY', { bold: true, right: true }),
    ],
    ...tiers.map(([t, rate, apy]) => [c(40, t), c(380, rate, { right: true }), c(500, apy, { right: true })]),
    [],
  ]);
}

/** A page of check images, two across: the payee, the amount in figures, the number and date under each. */
export function checkImages(p: Pager<Line>, a: Account, payer: string, payees: string[], date: Date9): void {
  const cs = a.rows.filter((r) => r.kind === 'check' && !r.hidden).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return;
  p.newPage();
  p.put([[c(40, 'Check Images', { bold: true })], []]);
  for (let i = 0; i < cs.length; i += 2) {
    const pair = cs.slice(i, i + 2);
    const block = (k: number): Line[] =>
      [0, 1, 2, 3, 4, 5].map((j) => {
        const r = pair[k];
        if (!r) return [];
        const x = 40 + k * 270;
        const v = -printed(r);
        const t = [
          `${payer}                      No. ${r.check}`,
          `Date ${d9(r.date, 'MM/DD/YYYY')}`,
          `PAY TO THE ORDER OF ${payees[(r.check! + k) % payees.length]}`,
          `$ ${a9(v)}`,
          `MEMO                          ${r.check}`,
          `#${r.check}  ${d9(r.date, date)}  ${a9(v, 'dollar')}`,
        ][j];
        return [c(x, t, { bold: j === 5 })];
      });
    const l = block(0);
    const rr = block(1);
    const lines = l.map((ln, j) => [...ln, ...rr[j]]);
    lines.push([]);
    if (!p.room(lines.length)) p.newPage();
    p.put(lines);
  }
}

/** A card's interest charge calculation: the purchase balance's APR, balance subject to interest and charge. */
export function interestCalc(p: Pager<Line>, a: Account, apr: string, days: number): void {
  const int = sum(a.rows.filter((r) => r.kind === 'cc_interest'));
  const avg = Math.round((int * 36500) / (days * Number(apr.replace('%', ''))));
  put(p, [
    [c(40, 'Interest Charge Calculation', { bold: true })],
    [
      c(
        40,
        `Your Annual Percentage Rate (APR) is the annual interest rate on your account. Days in billing cycle: ${days}`,
      ),
    ],
    [
      c(40, 'Type of Balance', { bold: true }),
      c(300, 'Annual Percentage Rate', { bold: true, right: true }),
      c(440, 'Balance Subject to Interest Rate', { bold: true, right: true }),
      c(572, 'Interest Charge', { bold: true, right: true }),
    ],
    [
      c(40, 'Purchases'),
      c(300, `${apr} (v)`, { right: true }),
      c(440, a9(avg, 'dollar'), { right: true }),
      c(572, a9(int, 'dollar'), { right: true }),
    ],
    [
      c(40, 'Cash Advances'),
      c(300, '29.99% (v)', { right: true }),
      c(440, '$0.00', { right: true }),
      c(572, '$0.00', { right: true }),
    ],
    [
      c(40, 'Balance Transfers'),
      c(300, '21.24% (v)', { right: true }),
      c(440, '$0.00', { right: true }),
      c(572, '$0.00', { right: true }),
    ],
    [],
  ]);
}

/** A card's transactions grouped by cardholder, each with a total for that cardholder. */
export function byHolder(
  p: Pager<Line>,
  a: Account,
  holders: [string, string][], // [name, card last4]
  cols: Col9[],
  f: Fmt9,
): void {
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const at = cols.find((x) => x.key === 'amount')!;
  const charges = a.rows.filter((r) => r.card);
  for (const [name, k] of holders) {
    const rows = charges.filter((r) => r.card === k);
    table9(p, `${name}  Card ending in ${k}`, a, rows, cols, f, {});
    const net = -rows.reduce((t, r) => t + r.cents, 0);
    put(p, [[c(dx, `Total for ${name}`, { bold: true }), c(at.x, a9(net, f.amt), { right: true, bold: true })], []]);
  }
}

/** Spreads a card's purchases over its cardholders' cards (payments, fees and interest stay the account's). */
export function assignHolders(rows: Row[], cards: string[], seed: number): Row[] {
  const r = rng(seed);
  return rows.map((x) =>
    x.kind === 'purchase' || x.kind === 'refund' ? { ...x, card: cards[Math.floor(r() * cards.length)] } : x,
  );
}

/** Descriptions that carry a date and an amount of their own (not the row's): "REF 12/02 $5,035.59". */
export function refsInside(rows: Row[], seed: number, every = 5): Row[] {
  const r = rng(seed);
  return rows.map((x, i) => {
    if (i % every !== 2) return x;
    const d = new Date(`${x.date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1 - Math.floor(r() * 6));
    const iso = d.toISOString().slice(0, 10);
    const v = Math.round(1000 + r() * 900000);
    return { ...x, desc: `${x.desc.slice(0, 34)} REF ${d9(iso, 'MM/DD')} ${a9(v, 'dollar')}` };
  });
}
