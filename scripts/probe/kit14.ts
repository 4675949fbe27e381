// The fourteenth set's building blocks over engine14.ts: the month's rows (with the returned items, NSF fees,
// Zelle and Clover deposits a lender sees, none of them typed in), a masthead, a summary, ledgers by kind or one
// running ledger, checks n-up and daily balances, and the Spec2 that write-set.ts prints. Every figure is the model's.
import {
  type Account,
  type Kind,
  type Mix,
  type Row,
  businessRows,
  closing,
  openingForFloor,
  rng,
  sum,
} from './model.ts';
import { type Spec2, document } from './page2.ts';
import { printed } from './render.ts';
import {
  type Block,
  type Cell,
  type DF,
  type Engine,
  type Fmt,
  type Ln,
  type Table,
  W,
  balanceOf,
  checkCols,
  checksUp,
  dailyUp,
  draw,
  dt,
  gap,
  htmlPage,
  lastOfDay,
  ln,
  paginate,
  rt,
  txt,
  usd,
  wrapDesc,
} from './engine14.ts';

const sortDay = (rows: Row[]): Row[] =>
  rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || (a.x.cents > 0 ? 0 : 1) - (b.x.cents > 0 ? 0 : 1) || a.i - b.i)
    .map(({ x }) => x);

export interface Extras {
  nsf?: boolean; // a deposited item returned unpaid and its fee, and an item presented against insufficient funds
  zelle?: string[]; // payers of Zelle credits
  clover?: number; // Clover / Heartland settlements
  mcaName?: string; // one funder's daily debit every business day from `mcaFrom`
  mcaFrom?: string;
  mcaAmt?: number;
  floor?: number; // the lowest running balance (negative: overdrawn), else a healthy opening
  opening?: number;
}

/** A small business's month: the model's mix, then what this set adds, sorted credits first within a day. */
export function month(
  seed: number,
  start: string,
  end: string,
  mix: Mix,
  x: Extras = {},
): { rows: Row[]; opening: number } {
  const r = rng(seed * 7 + 3);
  let rows = businessRows(seed, start, end, mix);
  const days = [...new Set(rows.map((q) => q.date))].sort();
  const day = (): string => days[Math.floor(r() * days.length)];
  const add = (date: string, desc: string, cents: number, kind: Kind): void => {
    rows.push({ date, desc, cents, kind });
  };
  for (const who of x.zelle ?? [])
    add(
      day(),
      `ZELLE FROM ${who} ON ${dt(day(), 'MM/DD')} REF # ${String(Math.floor(r() * 1e10))}`,
      2500 + Math.round(r() * 180000),
      'ecredit',
    );
  for (let i = 0; i < (x.clover ?? 0); i++)
    add(
      day(),
      i % 2
        ? `HEARTLAND PAYMENT SYSTEMS DEPOSIT ${650000 + Math.floor(r() * 99999)}`
        : `CLOVER APP MRCH DEP ${Math.floor(r() * 1e9)}`,
      40000 + Math.round(r() * 450000),
      'ecredit',
    );
  if (x.mcaName) {
    const amt = x.mcaAmt ?? 41250;
    for (const d of days.filter((q) => q >= (x.mcaFrom ?? start)))
      add(d, `${x.mcaName} ${d.replace(/-/g, '').slice(2)}`, -amt, 'mca');
  }
  if (x.nsf) {
    const d1 = days[Math.floor(days.length * 0.4)];
    const d2 = days[Math.floor(days.length * 0.4) + 1];
    const back = 40000 + Math.round(r() * 90000);
    add(d1, 'DEPOSITED ITEM RETURNED UNPAID NSF', -back, 'fee');
    add(d1, 'RETURNED DEPOSITED ITEM FEE', -1500, 'fee');
    add(d2, 'NSF RETURNED ITEM FEE ACH DEBIT', -3600, 'fee');
    add(d2, 'OVERDRAFT ITEM FEE', -3500, 'fee');
  }
  rows = sortDay(rows);
  const opening =
    x.opening ??
    (x.floor !== undefined
      ? openingForFloor(rows, x.floor)
      : openingForFloor(rows, 800000 + Math.round(r() * 2000000)));
  return { rows, opening };
}

export const acct = (
  label: string,
  number: string,
  type: Account['type'],
  m: { rows: Row[]; opening: number },
): Account => ({
  label,
  number,
  type,
  opening: m.opening,
  rows: m.rows,
});

// ---- blocks ----

export const masthead = (bank: string, left: string[], right: [string, string][], customer: string[]): Ln[] => [
  ln([txt(bank, 0, { b: true, s: 15 })], { h: 22 }),
  ...left.map((t) => ln([txt(t, 0, { s: 6.6 })], { h: 9 })),
  gap(10),
  ...Array.from({ length: Math.max(customer.length, right.length) }).map((_, i) =>
    ln([
      ...(customer[i] ? [txt(customer[i], 30, { s: 8.2 })] : []),
      ...(right[i] ? [txt(right[i][0], 300, { s: 7.4 }), rt(right[i][1], W, { s: 7.4, b: true })] : []),
    ]),
  ),
  gap(12),
];

export const title = (t: string, s = 9.4): Ln => ln([txt(t, 0, { b: true, s })], { h: 16, rule: true });

export const pairs = (ps: [string, string][], x = 0, right = 300): Ln[] =>
  ps.map(([k, v]) => ln([txt(k, x), rt(v, right)]));

export const prose = (lines: string[], s = 6.6): Ln[] => lines.map((t) => ln([txt(t, 0, { s })], { h: 9 }));

export interface LedgerCfg {
  title: string;
  df: DF;
  fmt?: Fmt;
  cols: ('date' | 'check' | 'desc' | 'credit' | 'debit' | 'amount' | 'balance')[];
  heads: Partial<Record<string, string>>;
  bal?: 'every' | 'day-end';
  wrap?: number;
  amountFirst?: boolean; // the amount printed before the description
  total?: string;
  continued?: string;
  opening?: string; // a first row carrying the opening balance ("Beginning Balance")
  descX?: number; // where the description starts, when a wide date heading needs the room
  unsigned?: boolean; // a section of one kind prints its amounts without a sign
}

const X = { date: 0, check: 42, desc: 42, credit: 400, debit: 465, amount: 465, balance: W };

/** A ledger table over `rows` of `a` (a section of one kind, or the whole account with balances). */
export function ledger(a: Account, rows: Row[], c: LedgerCfg): Table {
  const bal = balanceOf(a);
  const eod = lastOfDay(a);
  const f = c.fmt ?? {};
  const hasCheck = c.cols.includes('check');
  const descX = c.descX ?? (c.amountFirst ? 130 : hasCheck ? 96 : 42);
  const x = {
    ...X,
    desc: descX,
    credit: c.cols.includes('balance') ? 390 : 455,
    debit: c.cols.includes('balance') ? 462 : W,
    amount: c.amountFirst ? 110 : c.cols.includes('balance') ? 462 : W,
  };
  const wrap = c.wrap ?? 60;
  const items = rows
    .filter((r) => !r.hidden)
    .map((r) => {
      const d = wrapDesc(r.desc, wrap);
      const first: Cell[] = [];
      for (const col of c.cols) {
        if (col === 'date') first.push(txt(dt(r.date, c.df), x.date));
        if (col === 'check' && r.check) first.push(txt(String(r.check), x.check));
        if (col === 'credit' && r.cents > 0) first.push(rt(usd(printed(r), f), x.credit));
        if (col === 'debit' && r.cents < 0)
          first.push(rt(usd(f.paren || f.trail ? printed(r) : -printed(r), f), x.debit));
        if (col === 'amount') first.push(rt(usd(c.unsigned ? Math.abs(printed(r)) : printed(r), f), x.amount));
        if (col === 'balance' && (c.bal === 'every' || eod.has(r))) first.push(rt(usd(bal.get(r)!, f), x.balance));
      }
      return d.map((t, i) => (i === 0 ? [...first, txt(t, x.desc)] : [txt(t, x.desc)]));
    });
  if (c.opening) items.unshift([[txt(c.opening, descX), rt(usd(a.opening, f), x.balance)]]);
  const cols = c.cols.map((k) => ({
    head: c.heads[k] ?? '',
    x: k === 'desc' ? x.desc : (x as Record<string, number>)[k],
    r: k === 'credit' || k === 'debit' || k === 'amount' || k === 'balance',
  }));
  const tot = sum(rows);
  const totX = c.cols.includes('amount') ? x.amount : rows.some((q) => q.cents > 0) ? x.credit : x.debit;
  return {
    title: c.title,
    cols,
    rows: items,
    continued: c.continued,
    total: c.total ? [txt(c.total, descX), rt(usd(tot, { ...f, dollar: true }), totX)] : undefined,
  };
}

export function checks(a: Account, t: string, up: number, df: DF, total?: string, mark = '*'): Block[] {
  const rows = a.rows.filter((r) => r.kind === 'check');
  if (!rows.length) return [];
  const tbl: Table = {
    title: t,
    cols: checkCols(up, ['Number', 'Date', 'Amount']),
    rows: checksUp(rows, up, df, mark),
  };
  if (total) tbl.total = [txt(total, 0), rt(usd(sum(rows), { dollar: true }), W)];
  return [tbl, prose([`${mark} Indicates a break in check number sequence`])];
}

export function daily(a: Account, t: string, up: number, df: DF, heads: [string, string] = ['Date', 'Balance']): Table {
  const d = dailyUp(a, up, df);
  const width = W / up;
  return {
    title: t,
    cols: Array.from({ length: up }).flatMap((_, k) => [
      { head: heads[0], x: k * width },
      { head: heads[1], x: k * width + 0.85 * width, r: true },
    ]),
    rows: d.rows,
  };
}

export const by =
  (kinds: Kind[]) =>
  (r: Row): boolean =>
    kinds.includes(r.kind);
export const credits = (r: Row): boolean => r.cents > 0;

export const counts = (rows: Row[]): { cr: Row[]; db: Row[] } => ({
  cr: rows.filter(credits),
  db: rows.filter((r) => r.cents < 0),
});
export const total = (rows: Row[]): number => sum(rows);
export const end = closing;

// ---- the Spec2 ----

export interface Statement {
  file: string;
  style: string;
  classes: string[];
  expect?: Spec2['expect'];
  bank: string;
  legal: string;
  aliases: string[];
  start: string;
  end: string;
  periodPrinted: boolean;
  statementDate?: string;
  customer: string[];
  accounts: Account[];
  head: string; // the running header's left text
  blocks: () => Block[];
  foot: string[]; // small print on every page
  printer: 'chromium' | Engine[];
  margin?: (n: number) => string;
  drop?: number;
  note?: string;
}

export function spec(s: Statement): Spec2 {
  const base: Spec2 = {
    file: s.file,
    style: s.style,
    classes: [
      ...s.classes,
      s.printer === 'chromium' ? 'chromium' : 'pdf-lib',
      ...(s.printer === 'chromium' ? [] : s.printer),
    ],
    expect: s.expect ?? 'verified',
    bank: s.bank,
    legal: s.legal,
    aliases: s.aliases,
    start: s.start,
    end: s.end,
    periodPrinted: s.periodPrinted,
    statementDate: s.statementDate ?? s.end,
    customer: s.customer,
    accounts: s.accounts,
    note: s.note,
    drop: s.drop,
  };
  const lay = (): Ln[][] => {
    const foot: Ln[] = [gap(6), ...prose(s.foot, 6)];
    return paginate([...s.blocks(), foot]);
  };
  if (s.printer === 'chromium') {
    base.head = (n, of) => `<span>${s.head}</span><span>Page ${n} of ${of}</span>`;
    base.pages = () => lay().map(htmlPage);
  } else {
    const engine = s.printer;
    base.pdf = () =>
      draw(lay(), {
        engine,
        header: () => s.head,
        furniture: engine.includes('xobject') ? s.foot : undefined,
        margin: s.margin,
        drop: s.drop,
      });
  }
  return base;
}

export { document };

const PAYROLL = [
  'METHODIST HOSP PAYROLL DIR DEP',
  'HEB PAYROLL DIRECT DEP',
  'USAA CLAIMS DIRECT DEP',
  'SSA TREAS 310 XXSOC SEC',
];
const BILLS = [
  'VERIZON WIRELESS PAYMENTS',
  'GEICO AUTO PAY',
  'NETFLIX.COM',
  'SPECTRUM CABLE PYMT',
  'CAPITAL ONE CRCARDPMT',
  'AVALON APTS RENT PMT',
  'CPS ENERGY UTIL PYMT',
  'DISCOVER E-PAYMENT',
];
const SHOPS = [
  'H-E-B #512',
  'TARGET T-1845',
  'WALGREENS #7721',
  'CHICK-FIL-A #01932',
  'SHELL OIL 5744',
  'KROGER #0355',
  'CVS/PHARMACY #0881',
  'STARBUCKS STORE 12091',
];

/** A personal month from the business mix: wages in, bills and store purchases out, no analysis or wire fees. */
export function personalize(rows: Row[], seed: number, card: string): void {
  const r = rng(seed);
  const pk = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  for (const x of rows) {
    const id = String(Math.floor(r() * 1e9));
    if (x.kind === 'ecredit' && !x.desc.startsWith('ZELLE')) x.desc = `${pk(PAYROLL)} ${id}`;
    else if (x.kind === 'wire_in') ((x.kind = 'ecredit'), (x.desc = `${pk(PAYROLL)} ${id}`));
    else if (x.kind === 'card')
      x.desc = `PURCHASE AUTHORIZED ON ${x.date.slice(5).replace('-', '/')} ${pk(SHOPS)} CARD ${card}`;
    else if (x.kind === 'ach' || x.kind === 'mca' || x.kind === 'wire_out')
      ((x.kind = 'ach'), (x.desc = `${pk(BILLS)} ${id}`));
    else if (x.desc === 'WIRE TRANSFER FEE' || x.desc === 'ACCOUNT ANALYSIS FEE') x.desc = 'NON-NETWORK ATM FEE';
  }
}
