// The seventeenth set's shared pieces: rows a lender sees beyond model.ts's month (merchant-cash-advance debits
// on every business day, Zelle, Clover and Toast settlements, returned deposits, NSF and overdraft fees), money and
// date formats, and small HTML helpers for the Chromium-printed statements. Every figure comes from the cents model.
import { type Account, type Row, businessDays, dailyBalances, rng, sum, withBalances } from './model.ts';
import { esc, money, printed } from './render.ts';
import { fmtDate2, type DateFmt2 } from './render2.ts';

export const M = (c: number, o: { dollar?: boolean; neg?: 'minus' | 'paren' | 'od' | 'trailing' } = {}): string =>
  money(c, o);
export const D = (iso: string, f: DateFmt2): string => fmtDate2(iso, f);
export const P = (r: Row): number => printed(r);
export { esc };

const HOL = new Set([
  '2019-01-01',
  '2019-01-21',
  '2019-02-18',
  '2019-05-27',
  '2019-07-04',
  '2019-09-02',
  '2019-10-14',
  '2019-11-11',
  '2019-11-28',
  '2019-12-25',
  '2020-01-01',
  '2020-01-20',
  '2020-02-17',
  '2020-05-25',
  '2020-07-03',
  '2020-09-07',
  '2021-01-01',
  '2021-01-18',
  '2021-02-15',
  '2021-05-31',
  '2021-07-05',
  '2021-09-06',
  '2022-01-17',
  '2022-02-21',
  '2022-05-30',
  '2022-06-20',
  '2022-07-04',
  '2022-09-05',
  '2023-01-02',
  '2023-01-16',
  '2023-02-20',
  '2023-05-29',
  '2023-06-19',
  '2023-07-04',
  '2023-09-04',
  '2024-01-01',
  '2024-01-15',
  '2024-02-19',
  '2024-05-27',
  '2024-06-19',
  '2024-07-04',
  '2024-09-02',
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
]);
export const days = (start: string, end: string): string[] => businessDays(start, end).filter((d) => !HOL.has(d));

/** Moves any row posted on a bank holiday to the next business day inside the period (or the previous). */
export function offHolidays(rows: Row[], start: string, end: string): Row[] {
  const ds = days(start, end);
  for (const r of rows)
    if (!ds.includes(r.date)) r.date = ds.find((d) => d > r.date) ?? [...ds].reverse().find((d) => d < r.date)!;
  return rows;
}

/** Credits before debits within a day, otherwise stable. */
export function order(rows: Row[]): Row[] {
  return rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || (a.x.cents > 0 ? 0 : 1) - (b.x.cents > 0 ? 0 : 1) || a.i - b.i)
    .map(({ x }) => x);
}

/** A merchant-cash-advance debit on every business day (or every `step`th), the same amount. */
export function mcaDaily(
  start: string,
  end: string,
  desc: (d: string, i: number) => string,
  cents: number,
  step = 1,
): Row[] {
  return days(start, end)
    .filter((_, i) => i % step === 0)
    .map((d, i) => ({ date: d, desc: desc(d, i), cents: -cents, kind: 'mca' as const }));
}

/** Card-processor settlements on most business days (Square, Stripe, Toast, Clover, Shopify, Heartland). */
export function settlements(
  seed: number,
  start: string,
  end: string,
  make: (d: string, r: () => number) => string,
  lo: number,
  hi: number,
  p = 0.8,
): Row[] {
  const r = rng(seed);
  return days(start, end)
    .filter(() => r() < p)
    .map((d) => ({ date: d, desc: make(d, r), cents: Math.round(lo + r() * (hi - lo)), kind: 'ecredit' as const }));
}

export const dig = (r: () => number, n: number): string =>
  Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

/** Rows per day with the day's closing balance (for daily balance tables). */
export const daily = (a: Account): { date: string; balance: number }[] => dailyBalances(a);

/** The balance after each row. */
export const balOf = (a: Account): Map<Row, number> => new Map(withBalances(a).map((x) => [x.row, x.balance]));

/** True for the last row of its day. */
export function dayEnds(a: Account): Set<Row> {
  const out = new Set<Row>();
  const rs = a.rows;
  rs.forEach((r, i) => {
    if (i === rs.length - 1 || rs[i + 1].date !== r.date) out.add(r);
  });
  return out;
}

export const total = (rows: Row[]): number => sum(rows);

/** An n-up grid of cells, filled down each column then across (as banks print checks and daily balances). */
export function nUp<T>(items: T[], up: number): (T | undefined)[][] {
  const per = Math.ceil(items.length / up);
  const out: (T | undefined)[][] = [];
  for (let i = 0; i < per; i++) out.push(Array.from({ length: up }, (_, k) => items[k * per + i]));
  return out;
}

/** Check rows sorted by number, each with a gap mark when the number before it is missing. */
export function checkList(rows: Row[]): { row: Row; gap: boolean }[] {
  const cs = rows.filter((r) => r.kind === 'check' && !r.hidden).sort((a, b) => (a.check ?? 0) - (b.check ?? 0));
  return cs.map((row, i) => ({ row, gap: i > 0 && row.check! !== cs[i - 1].check! + 1 }));
}

/** An HTML table from header cells and body rows; `r` lists the right-aligned column indexes. */
export function table(cls: string, heads: string[], rows: string[][], right: number[], extra = ''): string {
  const c = (i: number): string => (right.includes(i) ? ' class="r"' : '');
  return `<table class="${cls}"${extra}>${heads.length ? `<thead><tr>${heads.map((h, i) => `<th${c(i)}>${h}</th>`).join('')}</tr></thead>` : ''}<tbody>${rows
    .map((r) => `<tr>${r.map((x, i) => `<td${c(i)}>${x}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** Splits a list of rows into pages of at most `first` then `rest` rows each. */
export function chunks<T>(xs: T[], first: number, rest: number): T[][] {
  const out: T[][] = [];
  let i = 0;
  let cap = first;
  while (i < xs.length) {
    out.push(xs.slice(i, i + cap));
    i += cap;
    cap = rest;
  }
  return out.length ? out : [[]];
}

// ---- HTML pages, laid out by hand (a section continued on the next page repeats its heading) ----

export type Blk =
  | { html: string; cost: number }
  | { page: true }
  | {
      open: (cont: boolean) => string; // the section heading and `<table><thead>...</thead><tbody>`
      rows: { html: string; cost?: number }[];
      close?: string; // `</tbody></table>` by default
      tail?: { html: string; cost: number }; // a total line kept with the last row
      openCost?: number;
    };

/** Lays blocks over pages of `cap` lines; returns each page's HTML. */
export function layout(blocks: Blk[], cap: number): string[] {
  const pages: string[][] = [[]];
  let used = 0;
  const put = (h: string, c: number): void => {
    pages[pages.length - 1].push(h);
    used += c;
  };
  const next = (): void => {
    pages.push([]);
    used = 0;
  };
  for (const b of blocks) {
    if ('page' in b) next();
    else if ('html' in b) {
      if (used + b.cost > cap && used > 0) next();
      put(b.html, b.cost);
    } else {
      const oc = b.openCost ?? 3;
      const close = b.close ?? '</tbody></table>';
      if (used + oc + 2 > cap) next();
      put(b.open(false), oc);
      b.rows.forEach((r, i) => {
        const c = r.cost ?? 1;
        const last = i === b.rows.length - 1;
        const need = c + (last && b.tail ? b.tail.cost : 0);
        if (used + need > cap) {
          put(close, 0);
          next();
          put(b.open(true), oc);
        }
        put(r.html, c);
      });
      put(close, 0);
      if (b.tail) put(b.tail.html, b.tail.cost);
    }
  }
  return pages.filter((p) => p.length).map((p) => p.join('\n'));
}

export const style = (css: string): string => `<style>${css}</style>`;

// ---- a small-business month, named in each bank's own words ----

export type What =
  | 'square'
  | 'stripe'
  | 'toast'
  | 'clover'
  | 'shopify'
  | 'heartland' // processor settlements
  | 'deposit'
  | 'mobile'
  | 'zelle_in'
  | 'wire_in'
  | 'xfer_in'
  | 'card'
  | 'ach'
  | 'zelle_out'
  | 'wire_out'
  | 'xfer_out'
  | 'check'
  | 'mca'
  | 'returned'
  | 'nsf'
  | 'od'
  | 'fee'
  | 'wire_fee'
  | 'ret_fee'
  | 'interest';

export interface Meta {
  what: What;
  who: string; // merchant, payee, payer or originator
  ref: string;
  card?: string;
  od?: { date: string; amount: number; who: string }; // an overdraft or NSF fee's item
}

const MERCH = [
  ['HOME DEPOT #0412', 'AUSTIN', 'TX'],
  ['SHELL OIL 57442', 'ROUND ROCK', 'TX'],
  ['AMAZON MKTPL*2K7LQ1', 'AMZN.COM/BILL', 'WA'],
  ['COSTCO WHSE #0681', 'CEDAR PARK', 'TX'],
  ['LOWES #01944', 'PFLUGERVILLE', 'TX'],
  ['SYSCO FOODS 0311', 'HOUSTON', 'TX'],
  ['STAPLES 00115', 'AUSTIN', 'TX'],
  ['EXXONMOBIL 4471', 'GEORGETOWN', 'TX'],
  ['GRAINGER 911', 'LAKE FOREST', 'IL'],
  ['RESTAURANT DEPOT 02', 'HOUSTON', 'TX'],
  ['GOOGLE *WORKSPACE', 'CC@GOOGLE.COM', 'CA'],
  ['ADOBE *CREATIVE CLD', 'SAN JOSE', 'CA'],
  ['SHERWIN-WILLIAMS 7712', 'AUSTIN', 'TX'],
  ['OREILLY AUTO 0423', 'LEANDER', 'TX'],
  ['WAL-MART #0588', 'HUTTO', 'TX'],
  ['CHEVRON 0209334', 'KILLEEN', 'TX'],
  ['USPS PO 4801230455', 'TEMPLE', 'TX'],
  ['QT 947 OUTSIDE', 'WACO', 'TX'],
] as const;
const PAYEES = [
  'ADP PAYROLL FEES',
  'IRS USATAXPYMT',
  'COMCAST BUSINESS',
  'AMEX EPAYMENT',
  'GUSTO',
  'TXU ENERGY',
  'STATE FARM RO 27',
  'BCBS OF TEXAS',
  'INTUIT QBOOKS',
  'CITY OF AUSTIN UT',
  'ALLY PAYMT',
  'WEX INC',
  'AT&T',
  'SPECTRUM',
  'HISCOX INC',
  'TX WORKFORCE COMM',
];
const PEOPLE = ['MARIA DELGADO', 'JAMES OKAFOR', 'LINDA TRAN', 'ROBERT HALE', 'ANA RUIZ', 'DEREK WU', 'KEISHA MOORE'];
const WIRERS = [
  'HARBOR SUPPLY CO',
  'LONE STAR BUILDERS LLC',
  'PRAIRIE STEEL INC',
  'COASTAL LUMBER LLC',
  'GULF PRODUCE DIST',
];

export interface MonthMix {
  n: number; // rows besides the daily MCA debits and the settlements
  processors?: What[]; // which settle most days
  settleLo?: number;
  settleHi?: number;
  settleP?: number;
  mca?: { who: string; cents: number; step?: number }[];
  cards?: string[];
  checks?: number;
  firstCheck?: number;
  wires?: boolean;
  zelle?: boolean;
  scale?: number; // dollars, typical deposit
  returned?: boolean; // a deposited item returned, with its fee
  floor?: number; // the lowest running balance (cents): negative for an overdrawn month, with OD / NSF fees
  odFee?: number;
  odKind?: 'od' | 'nsf';
}

export interface Month {
  rows: Row[];
  meta: Map<Row, Meta>;
  opening: number;
}

/** A month of a small business's checking: every row has its meta, renamed by the bank's own `name`. */
export function month(seed: number, start: string, end: string, x: MonthMix): Month {
  const r = rng(seed);
  const ds = days(start, end);
  const meta = new Map<Row, Meta>();
  const rows: Row[] = [];
  const btw = (lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
  const add = (date: string, cents: number, kind: Row['kind'], m: Meta, extra: Partial<Row> = {}): Row => {
    const row: Row = { date, desc: '', cents, kind, ...extra };
    rows.push(row);
    meta.set(row, m);
    return row;
  };
  const scale = x.scale ?? 1500;
  for (const p of x.processors ?? [])
    for (const d of ds)
      if (r() < (x.settleP ?? 0.75))
        add(d, btw(x.settleLo ?? scale * 20, x.settleHi ?? scale * 90), 'ecredit', {
          what: p,
          who: p.toUpperCase(),
          ref: dig(r, 9),
        });
  for (const m of x.mca ?? [])
    ds.forEach((d, i) => {
      if (i % (m.step ?? 1) === 0) add(d, -m.cents, 'mca', { what: 'mca', who: m.who, ref: dig(r, 7) });
    });
  let chk = x.firstCheck ?? 1001;
  for (let i = 0; i < (x.checks ?? 0); i++) {
    if (i > 0 && r() < 0.22) chk += 1 + Math.floor(r() * 2);
    add(pick(ds), -btw(8500, scale * 180), 'check', { what: 'check', who: '', ref: dig(r, 8) }, { check: chk });
    chk++;
  }
  function pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(r() * xs.length)];
  }
  const cards = x.cards ?? [];
  for (let i = 0; i < x.n; i++) {
    const u = r();
    const d = pick(ds);
    if (u < 0.08)
      add(d, btw(scale * 30, scale * 150), 'deposit', {
        what: r() < 0.5 ? 'deposit' : 'mobile',
        who: '',
        ref: dig(r, 10),
      });
    else if (u < 0.14 && x.zelle)
      add(d, btw(5000, scale * 60), 'ecredit', { what: 'zelle_in', who: pick(PEOPLE), ref: dig(r, 10) });
    else if (u < 0.17 && x.wires)
      add(d, btw(scale * 200, scale * 700), 'wire_in', { what: 'wire_in', who: pick(WIRERS), ref: dig(r, 6) });
    else if (u < 0.52 && cards.length) {
      const m = pick(MERCH);
      add(
        d,
        -btw(1100, 58000),
        'card',
        { what: 'card', who: m.join(' '), ref: dig(r, 15), card: pick(cards) },
        { card: '' },
      );
    } else if (u < 0.57 && x.zelle)
      add(d, -btw(4000, 90000), 'xfer_out', { what: 'zelle_out', who: pick(PEOPLE), ref: dig(r, 10) });
    else if (u < 0.6 && x.wires)
      add(d, -btw(scale * 150, scale * 500), 'wire_out', { what: 'wire_out', who: pick(WIRERS), ref: dig(r, 6) });
    else if (u < 0.64) add(d, -btw(40000, 250000), 'xfer_out', { what: 'xfer_out', who: dig(r, 4), ref: dig(r, 8) });
    else add(d, -btw(3900, scale * 90), 'ach', { what: 'ach', who: pick(PAYEES), ref: dig(r, 10) });
  }
  for (const row of rows) if (row.kind === 'card') row.card = meta.get(row)!.card;
  if (x.returned) {
    const dep = rows.find((q) => q.kind === 'deposit' && q.date < ds[ds.length - 4]) ?? rows.find((q) => q.cents > 0)!;
    const di = ds.indexOf(dep.date);
    const d = ds[Math.min(ds.length - 1, di + 3)];
    add(d, -dep.cents, 'fee', { what: 'returned', who: '', ref: dig(r, 9) });
    add(d, -1200, 'fee', { what: 'ret_fee', who: '', ref: '' });
  }
  add(ds[ds.length - 1], -btw(1500, 3500), 'fee', { what: 'fee', who: '', ref: '' });
  if (x.wires) add(pick(ds), -3000, 'fee', { what: 'wire_fee', who: '', ref: '' });
  let sorted = order(rows);
  let opening = openingFor(sorted, x.floor ?? btw(150000, 900000));
  if (x.floor !== undefined && x.floor < 0) {
    // an OD / NSF fee posts the business day after each day that ended overdrawn (at most four)
    let bal = opening;
    const neg: { date: string; item: Row }[] = [];
    for (let i = 0; i < sorted.length; i++) {
      bal += sorted[i].cents;
      const endOfDay = i === sorted.length - 1 || sorted[i + 1].date !== sorted[i].date;
      if (endOfDay && bal < 0 && neg.length < 4) {
        const item = [...sorted.slice(0, i + 1)]
          .reverse()
          .find((q) => q.cents < 0 && q.date === sorted[i].date && q.kind !== 'fee')!;
        if (item) neg.push({ date: sorted[i].date, item });
      }
    }
    for (const n of neg) {
      const d = ds[ds.indexOf(n.date) + 1];
      if (!d) continue;
      add(d, -(x.odFee ?? 3500), 'fee', {
        what: x.odKind ?? 'od',
        who: meta.get(n.item)!.who,
        ref: '',
        od: { date: n.date, amount: -n.item.cents, who: meta.get(n.item)!.who },
      });
    }
    sorted = order(rows);
    opening = openingFor(sorted, x.floor);
  }
  return { rows: sorted, meta, opening };
}

function openingFor(rows: Row[], floor: number): number {
  let bal = 0;
  let min = 0;
  for (const q of rows) {
    bal += q.cents;
    min = Math.min(min, bal);
  }
  return floor - min;
}

/** Names each row in the bank's words. */
export function named(m: Month, name: (row: Row, meta: Meta) => string): Row[] {
  for (const row of m.rows) row.desc = name(row, m.meta.get(row)!);
  return m.rows;
}
