// The probe statements' data model: integer cents, rows with a date, a description and a signed amount, an
// opening balance; everything a bank prints beside them (running and daily balances, section totals, counts,
// summary totals) is computed here, never typed in by hand.

export type Kind =
  | 'deposit' // branch / mobile deposit
  | 'ecredit' // ACH credit, card settlement, Zelle in
  | 'wire_in'
  | 'xfer_in'
  | 'interest'
  | 'card' // debit-card purchase
  | 'ach' // electronic debit
  | 'mca' // merchant cash advance daily debit
  | 'wire_out'
  | 'xfer_out'
  | 'check'
  | 'fee'
  // credit-card accounts
  | 'payment'
  | 'refund'
  | 'purchase'
  | 'cc_fee'
  | 'cc_interest';

export interface Row {
  date: string; // ISO yyyy-mm-dd
  desc: string;
  cents: number; // signed from the account holder's side: + money in (or a card payment), − money out (or a card charge)
  kind: Kind;
  check?: number;
  card?: string; // debit-card last4 for card rows
  shown?: number; // tampered copies only: the amount printed instead of the one the totals were computed from
  hidden?: boolean; // tampered copies only: a row left off the page
}

export interface Account {
  label: string; // "Business Complete Checking"
  number: string; // full fictitious number, printed masked or whole by the style
  type: 'checking' | 'savings' | 'credit_card' | 'loan'; // a loan's balance, like a card's, is what is owed
  opening: number;
  rows: Row[];
}

export const CREDIT_KINDS: ReadonlySet<Kind> = new Set(['deposit', 'ecredit', 'wire_in', 'xfer_in', 'interest']);

export const last4 = (a: Account): string => a.number.slice(-4);

/** Rows with the balance after each (a card account's balance is what is owed: charges raise it). */
export function withBalances(a: Account): { row: Row; balance: number }[] {
  let bal = a.opening;
  return a.rows.map((row) => {
    bal += a.type === 'credit_card' || a.type === 'loan' ? -row.cents : row.cents;
    return { row, balance: bal };
  });
}

export function closing(a: Account): number {
  const b = withBalances(a);
  return b.length ? b[b.length - 1].balance : a.opening;
}

export interface Totals {
  credits: number; // money in (card: payments and credits), positive
  debits: number; // money out (card: purchases, fees, interest), positive
  creditCount: number;
  debitCount: number;
}

export function totals(rows: Row[]): Totals {
  const t = { credits: 0, debits: 0, creditCount: 0, debitCount: 0 };
  for (const r of rows) {
    if (r.cents > 0) {
      t.credits += r.cents;
      t.creditCount++;
    } else {
      t.debits -= r.cents;
      t.debitCount++;
    }
  }
  return t;
}

export const sum = (rows: Row[]): number => rows.reduce((s, r) => s + Math.abs(r.cents), 0);

/** Ending balance of each day that had activity (the "daily balance" tables), in date order. */
export function dailyBalances(a: Account): { date: string; balance: number }[] {
  const out: { date: string; balance: number }[] = [];
  for (const { row, balance } of withBalances(a)) {
    if (out.length && out[out.length - 1].date === row.date) out[out.length - 1].balance = balance;
    else out.push({ date: row.date, balance });
  }
  return out;
}

// ---- deterministic row generation ----

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// no posting on Federal Reserve holidays (the second probe set's cycles run December to March)
const HOLIDAYS = new Set([
  '2024-12-25',
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-11', // the eighth set's cycles run October to November
  '2025-11-27',
  '2025-12-25', // the ninth set's cycles run November to January
  '2026-01-01',
  '2026-01-19', // the tenth set's cycles run January to March 2026
  '2026-02-16',
]);

export function businessDays(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T12:00:00Z`);
  const e = new Date(`${end}T12:00:00Z`);
  while (d <= e) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6 && !HOLIDAYS.has(d.toISOString().slice(0, 10))) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const digits = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));

const MERCHANTS = [
  'HOME DEPOT #0412 AUSTIN TX',
  'SHELL OIL 57442 ROUND ROCK TX',
  'AMAZON MKTPL*2K7LQ1 AMZN.COM/BILL WA',
  'COSTCO WHSE #0681 CEDAR PARK TX',
  'LOWES #01944 PFLUGERVILLE TX',
  'UBER *TRIP HELP.UBER.COM CA',
  'STAPLES 00115 AUSTIN TX',
  'EXXONMOBIL 4471 GEORGETOWN TX',
  'GRAINGER 911 LAKE FOREST IL',
  'SYSCO CENTRAL TEXAS 281-555-0100 TX',
  'GOOGLE *GSUITE_ACME CC@GOOGLE.COM CA',
  'ADOBE *ACROPRO SUBS ADOBE.LY/ENUS CA',
  'SHERWIN-WILLIAMS #7712 AUSTIN TX',
  "O'REILLY AUTO 0423 LEANDER TX",
  'WAL-MART #0588 HUTTO TX',
  'RESTAURANT DEPOT 02 HOUSTON TX',
];
const ACH_DEBITS = [
  'ADP WAGE PAY WAGE PAY 250714 {n}',
  'IRS USATAXPYMT {n}',
  'COMCAST BUSINESS PAYMENT {n}',
  'AMEX EPAYMENT ACH PMT {n}',
  'GUSTO NET {n} PAYROLL',
  'TXU ENERGY ELEC PYMT {n}',
  'STATE FARM RO 27 CPC-CLIENT {n}',
  'BLUECROSS TX INS PREM {n}',
  'INTUIT *QBOOKS ONLINE {n}',
  'CITY OF AUSTIN UTILITY {n}',
  'ALLY AUTO PAYMT {n}',
  'WEX FLEET CHARGES {n}',
];
const MCA = [
  'PARKVIEW ADVANCE LLC ACH DEBIT {n}',
  'SUNRISE CAPITAL FUND DAILY PMT {n}',
  'BRIGHTLINE FUNDING DEBIT {n}',
];
const CREDITS = [
  'STRIPE TRANSFER ST-{n}',
  'SQUARE INC DEP 25{n} L204{n}',
  'SHOPIFY PAYMENTS PAYOUT {n}',
  'ZELLE PAYMENT FROM MARIA DELGADO {n}',
  'PAYPAL TRANSFER {n}',
  'TOAST INC DEPOSIT {n}',
  'HEARTLAND PMT SYS TXNS/FEES {n}',
  'DOORDASH INC PAYOUT {n}',
];
const WIRE_IN = ['WIRE TRANSFER IN FED REF {n} ORG=HARBOR SUPPLY CO', 'WT FED#{n} INCOMING ORG=LONE STAR BUILDERS LLC'];
const WIRE_OUT = ['WIRE TRANSFER OUT FED REF {n} BNF=PRAIRIE STEEL INC', 'WT SEQ#{n} OUTGOING BNF=COASTAL LUMBER LLC'];
const fill = (r: () => number, t: string): string => t.replace(/\{n\}/g, () => digits(r, 6 + Math.floor(r() * 5)));

export interface Mix {
  n: number; // rows in the period
  cards?: string[]; // debit-card last4s (rows spread over them)
  checks?: number; // how many checks (numbers from firstCheck, with a few gaps)
  firstCheck?: number;
  mca?: boolean;
  wires?: boolean;
  scale?: number; // typical deposit size in dollars
}

/** A business checking month: deposits, card purchases, ACH debits, checks, fees; sorted by date. */
export function businessRows(seed: number, start: string, end: string, mix: Mix): Row[] {
  const r = rng(seed);
  const days = businessDays(start, end);
  const scale = mix.scale ?? 2500;
  const rows: Row[] = [];
  const add = (kind: Kind, desc: string, cents: number, extra: Partial<Row> = {}): void => {
    rows.push({ date: pick(r, days), desc, cents, kind, ...extra });
  };
  const savings = digits(r, 4); // the business's own savings account, the target of its transfers
  let check = mix.firstCheck ?? 1001;
  for (let i = 0; i < (mix.checks ?? 0); i++) {
    if (r() < 0.2) check += 1 + Math.floor(r() * 3); // a gap: a check not yet presented
    add('check', `CHECK ${check}`, -between(r, 8500, 480000), { check });
    check++;
  }
  const fixed = rows.length;
  const cards = mix.cards ?? [];
  for (let i = fixed; i < mix.n - 2; i++) {
    const x = r();
    if (x < 0.28) add('ecredit', fill(r, pick(r, CREDITS)), between(r, scale * 20, scale * 160));
    else if (x < 0.33)
      add(
        'deposit',
        r() < 0.5 ? 'DEPOSIT' : 'MOBILE DEPOSIT REF NUMBER ' + digits(r, 9),
        between(r, scale * 30, scale * 220),
      );
    else if (x < 0.36 && mix.wires) add('wire_in', fill(r, pick(r, WIRE_IN)), between(r, scale * 200, scale * 900));
    else if (x < 0.6 && cards.length) {
      const card = pick(r, cards);
      const m = pick(r, MERCHANTS);
      add('card', `PURCHASE ${m} CARD ${card}`, -between(r, 1200, 64000), { card });
    } else if (x < 0.72 && mix.mca) add('mca', fill(r, pick(r, MCA)), -between(r, 38900, 52500));
    else if (x < 0.75 && mix.wires) add('wire_out', fill(r, pick(r, WIRE_OUT)), -between(r, scale * 150, scale * 600));
    else if (x < 0.78)
      add('xfer_out', `ONLINE TRANSFER TO SAV XXXXXX${savings} REF #IB0${digits(r, 7)}`, -between(r, 50000, 300000));
    else add('ach', fill(r, pick(r, ACH_DEBITS)), -between(r, 4500, scale * 120));
  }
  rows.push({ date: days[days.length - 1], desc: 'MONTHLY SERVICE FEE', cents: -between(r, 1500, 3500), kind: 'fee' });
  if (r() < 0.6) rows.push({ date: pick(r, days), desc: 'WIRE TRANSFER FEE', cents: -3000, kind: 'fee' });
  else rows.push({ date: pick(r, days), desc: 'ACCOUNT ANALYSIS FEE', cents: -between(r, 1000, 6000), kind: 'fee' });
  // a bank posts credits before debits within a day; stable within kind
  const order = (x: Row): number => (x.cents > 0 ? 0 : 1);
  return rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || order(a.x) - order(b.x) || a.i - b.i)
    .map(({ x }) => x);
}

/** A savings month: a transfer or two in, interest on the last day. */
export function savingsRows(seed: number, start: string, end: string, n: number): Row[] {
  const r = rng(seed);
  const days = businessDays(start, end);
  const rows: Row[] = [];
  const chk = digits(r, 4);
  for (let i = 0; i < n; i++)
    rows.push({
      date: pick(r, days.slice(0, -1)),
      desc: r() < 0.8 ? `TRANSFER FROM CHK XXXXXX${chk}` : 'TRANSFER TO CHK',
      cents: r() < 0.8 ? between(r, 50000, 400000) : -between(r, 20000, 60000),
      kind: 'xfer_in',
    });
  for (const x of rows) if (x.cents < 0) x.kind = 'xfer_out';
  rows.sort((a, b) => a.date.localeCompare(b.date));
  rows.push({ date: days[days.length - 1], desc: 'INTEREST PAYMENT', cents: between(r, 80, 2400), kind: 'interest' });
  return rows;
}

/** A business credit-card cycle: purchases, a payment, a refund, a fee, interest. */
export function cardRows(seed: number, start: string, end: string, n: number): Row[] {
  const r = rng(seed);
  const days = businessDays(start, end);
  const rows: Row[] = [];
  rows.push({ date: days[3], desc: 'PAYMENT THANK YOU - WEB', cents: between(r, 150000, 600000), kind: 'payment' });
  for (let i = 0; i < n - 4; i++)
    rows.push({ date: pick(r, days), desc: pick(r, MERCHANTS), cents: -between(r, 900, 98000), kind: 'purchase' });
  rows.push({
    date: pick(r, days),
    desc: `RETURN ${pick(r, MERCHANTS)}`,
    cents: between(r, 1500, 22000),
    kind: 'refund',
  });
  rows.push({ date: pick(r, days), desc: 'LATE FEE', cents: -3900, kind: 'cc_fee' });
  rows.push({
    date: days[days.length - 1],
    desc: 'PURCHASE INTEREST CHARGE',
    cents: -between(r, 4000, 19000),
    kind: 'cc_interest',
  });
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** The opening balance that makes the lowest running balance exactly `floor` (an account dipping to .00 or overdrawn). */
export function openingForFloor(rows: Row[], floor: number): number {
  let bal = 0;
  let min = 0;
  for (const x of rows) {
    bal += x.cents;
    min = Math.min(min, bal);
  }
  return floor - min;
}
