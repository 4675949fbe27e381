// The ninth probe set's statements: US personal and business checking, money market, credit unions (share, share
// draft and loan on one statement), fintechs, brokerage cash accounts, three cards, and one statement each from
// Canada, the UK, Australia and New Zealand, laid out as lines of positioned cells (lines6.ts, lines9.ts) and either
// printed by Chromium or drawn by pdf-lib. Written from general knowledge of how such statements look, blind to the
// reader. Every figure the truth holds comes from the model.
import {
  type Account,
  type Row,
  businessRows,
  cardRows,
  closing,
  openingForFloor,
  rng,
  savingsRows,
  sum,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Pager } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import { type Line, type Out, c, dailyTable, kvLines, produce, put, topBlock } from './lines6.ts';
import {
  type Amt9,
  type Col9,
  type Date9,
  type Fmt9,
  a9,
  apyTable,
  assignHolders,
  byHolder,
  checkImages,
  d9,
  interestCalc,
  pendingBox,
  refsInside,
  sideBySide,
  summaryYtd,
  table9,
} from './lines9.ts';

const DEC = { start: '2025-12-01', end: '2025-12-31' };
const XY = { start: '2025-12-16', end: '2026-01-15' }; // over the year end
const MID = { start: '2025-11-17', end: '2025-12-16' };

type Period = { start: string; end: string };

/** The statement's producer and its opening block; `body` lays out the rest. */
function make9(
  s: Spec2,
  out: Partial<Out> & { producer: Out['producer'] },
  ret: string[],
  box: string[][],
  body: (p: Pager<Line>) => void,
): Spec2 {
  const a = s.accounts[0];
  const o: Out = {
    font: 'Helvetica',
    size: 7.4,
    lineH: 10.4,
    cap: out.producer === 'pdf-lib' ? 60 : 58,
    head: (n, all) => [`${s.bank}  |  Account ending ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
    foot: [`${s.legal}`],
    ...out,
  };
  return produce(s, o, (p) => {
    put(p, topBlock(s, ret, box, 340));
    body(p);
  });
}

const periodBox = (s: Period, f: Date9 = 'MM/DD/YYYY', label = 'Statement Period'): string[] => [
  label,
  `${d9(s.start, f)} - ${d9(s.end, f)}`,
];

/** The period's four lines: beginning, credits, debits, ending (with counts when asked). */
function summary9(
  p: Pager<Line>,
  a: Account,
  title: string,
  labels: [string, string, string, string],
  amt: Amt9 = 'dollar',
  counts = false,
): void {
  const t = totals(a.rows);
  const n = (l: string, k: number): string => (counts ? `${l} (${k})` : l);
  put(
    p,
    kvLines(title, [
      [labels[0], a9(a.opening, amt)],
      [n(labels[1], t.creditCount), a9(t.credits, amt)],
      [n(labels[2], t.debitCount), a9(t.debits, amt)],
      [labels[3], a9(closing(a), amt)],
    ]),
  );
}

const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));

/**
 * A business month that runs overdrawn for some days: a deposited item returned with its NSF fee, overdraft item
 * fees on the first two days the balance is below zero, a branch deposit late in the month that brings it back.
 * Returns the rows and the opening that puts the lowest balance at `floor` (below zero).
 */
function overdrawn(
  seed: number,
  per: Period,
  n: number,
  cards: string[],
  checks: number,
  first: number,
  floor: number,
): { rows: Row[]; opening: number } {
  const r = rng(seed + 77);
  const base = businessRows(seed, per.start, per.end, { n, cards, checks, firstCheck: first, scale: 1300 });
  const at = (k: number): string => base[Math.floor(base.length * k)].date;
  base.push(
    { date: at(0.4), desc: 'RETURNED DEPOSITED ITEM - ACCOUNT CLOSED', cents: -between(r, 90000, 260000), kind: 'ach' },
    { date: at(0.4), desc: 'NSF FEE - RETURNED ITEM', cents: -3600, kind: 'fee' },
    { date: at(0.85), desc: 'DEPOSIT - BRANCH', cents: between(r, 1200000, 1800000), kind: 'deposit' },
  );
  let rows = postOrder(base);
  // the returned item large enough that the balance after it is lower than every balance before it
  const ret = rows.find((x) => x.desc.startsWith('RETURNED'))!;
  let run = 0;
  let low = 0;
  for (const x of rows) {
    if (x === ret) break;
    run += x.cents;
    low = Math.min(low, run);
  }
  ret.cents = -Math.max(-ret.cents, run - low + between(r, 40000, 90000));
  let opening = openingForFloor(rows, floor);
  const below: string[] = [];
  let bal = opening;
  for (const x of rows) {
    bal += x.cents;
    if (bal < 0 && !below.includes(x.date)) below.push(x.date);
  }
  for (const d of below.slice(0, 2)) rows.push({ date: d, desc: 'OVERDRAFT ITEM FEE', cents: -3500, kind: 'fee' });
  rows = postOrder(rows);
  opening = openingForFloor(rows, floor);
  return { rows, opening };
}

interface Local {
  pay: string[];
  shops: string[];
  bills: string[];
  transfers: string[];
}
/** A personal month (rows2.ts) whose descriptions are a country's own: wages, shops, bills, transfers. */
function localised(seed: number, per: Period, n: number, l: Local): Row[] {
  const r = rng(seed + 5);
  const pickL = (xs: string[]): string => xs[Math.floor(r() * xs.length)];
  return personalRows(seed, per.start, per.end, { n, card: '0000' }).map((x) => {
    const desc =
      x.kind === 'card'
        ? pickL(l.shops)
        : x.kind === 'ach'
          ? pickL(l.bills)
          : x.cents > 100000
            ? pickL(l.pay)
            : pickL(l.transfers);
    return { date: x.date, desc, cents: x.cents, kind: x.kind };
  });
}

/** A credit union's loan over the period: one payment in from the share draft, the interest charged on it. */
function loanRows(per: Period, pay: number, interest: number, payDay: string): Row[] {
  return [
    { date: payDay, desc: 'PAYMENT - TRANSFER FROM SHARE DRAFT', cents: pay, kind: 'payment' },
    { date: per.end, desc: 'INTEREST CHARGED', cents: -interest, kind: 'cc_interest' },
  ];
}

/** A savings month (model.ts) whose transfers say their direction by their sign, its interest called a dividend. */
const shareRows = (seed: number, per: Period, n: number, chk: string, word = 'DIVIDEND EARNED'): Row[] =>
  savingsRows(seed, per.start, per.end, n).map((x) =>
    x.kind === 'interest'
      ? { ...x, desc: word }
      : { ...x, desc: x.cents > 0 ? `TRANSFER FROM CHECKING XXXXXX${chk}` : `TRANSFER TO CHECKING XXXXXX${chk}` },
  );

// ---------------------------------------------------------------- column sets

const CAT: Col9[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 92, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const CHK: Col9[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'check', x: 92, head: 'Check No.' },
  { key: 'desc', x: 150, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const DCB: Col9[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 92, head: 'Description' },
  { key: 'debit', x: 400, right: true, head: 'Withdrawals' },
  { key: 'credit', x: 486, right: true, head: 'Deposits' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];
const cols3 = (heads: [string, string, string, string, string]): Col9[] =>
  DCB.map((x, i) => ({ ...x, head: heads[i] }));
const CARD: Col9[] = [
  { key: 'post', x: 40, head: 'Post Date' },
  { key: 'trans', x: 92, head: 'Trans Date' },
  { key: 'desc', x: 150, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];

/** The sections a US bank prints each with its own total: credits, checks, card, electronic, other, fees. */
function categories(p: Pager<Line>, a: Account, f: Fmt9, misprintFees = 0): void {
  const k = (kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind) && r.cents < 0);
  const cr = a.rows.filter((r) => r.cents > 0);
  table9(p, 'Deposits and Other Credits', a, cr, CAT, f, { total: 'Total Deposits and Other Credits' });
  table9(p, 'Checks Paid', a, k(['check']), CHK, f, { total: 'Total Checks Paid' });
  table9(p, 'ATM & Debit Card Withdrawals', a, k(['card']), CAT, f, { total: 'Total ATM & Debit Card Withdrawals' });
  table9(p, 'Electronic Withdrawals', a, k(['ach', 'mca', 'wire_out']), CAT, f, {
    total: 'Total Electronic Withdrawals',
  });
  table9(p, 'Other Withdrawals', a, k(['xfer_out']), CAT, f, { total: 'Total Other Withdrawals' });
  table9(p, 'Service Fees', a, k(['fee']), CAT, f, { total: 'Total Service Fees', misprint: misprintFees });
}

/** The summary by category: the same groups as `categories`, each one line. */
function categorySummary(p: Pager<Line>, a: Account, misprintFees = 0): void {
  const k = (kinds: string[]): number => sum(a.rows.filter((r) => kinds.includes(r.kind) && r.cents < 0));
  put(
    p,
    kvLines('Account Summary', [
      ['Beginning Balance', a9(a.opening, 'dollar')],
      ['Deposits and Other Credits', a9(totals(a.rows).credits, 'dollar')],
      ['Checks Paid', a9(k(['check']), 'dollar')],
      ['ATM & Debit Card Withdrawals', a9(k(['card']), 'dollar')],
      ['Electronic Withdrawals', a9(k(['ach', 'mca', 'wire_out']), 'dollar')],
      ['Other Withdrawals', a9(k(['xfer_out']), 'dollar')],
      ['Service Fees', a9(k(['fee']) + misprintFees, 'dollar')],
      ['Ending Balance', a9(closing(a), 'dollar')],
    ]),
  );
}

const PAYEES = ['HARBORVIEW SUPPLY CO', 'J MARTINEZ PLUMBING', 'CITY TREASURER', 'ATLAS WASTE SERVICES', 'K OYELARAN'];

// ---------------------------------------------------------------- the statements

export const dime = (): Spec2 => {
  const { rows, opening } = overdrawn(2901, DEC, 62, ['4410'], 8, 3301, -231745);
  const a = account('5010338274', 'Business Checking', 'checking', opening, rows);
  const s = spec3(
    'probe9-dime-business-checking.pdf',
    'Dime Community Bank Business Checking: overdrawn part of the month (negative balances in the daily balance table), a deposited item returned with its NSF fee, each kind of debit in its own section with its own total, a page of check images',
    [
      'business',
      'community-bank',
      'category-sections-with-totals',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'daily-balance-table',
      'check-image-page',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Dime Community Bank',
    'Dime Community Bank',
    ['Dime Community Bank', 'Dime', 'Dime Community Bancshares'],
    DEC,
    ['SEAGATE MARINE REPAIR LLC', '214 MAIN ST', 'PORT JEFFERSON NY 11777-1604'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 70, unsigned: true };
  return make9(
    s,
    { producer: 'chromium' },
    ['898 Veterans Memorial Hwy', 'Hauppauge NY 11788'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
    (p) => {
      categorySummary(p, a);
      categories(p, a, f);
      dailyTable(p, a, 3, 'MM/DD', { neg: 'minus' }, 'Daily Ending Balance');
      checkImages(p, a, 'SEAGATE MARINE REPAIR LLC', PAYEES, 'MM/DD');
    },
  );
};

export const origin = (): Spec2 => {
  const o = overdrawn(2902, DEC, 48, ['7731'], 0, 0, -88410);
  const rows = refsInside(o.rows, 2922);
  const a = account('2200418856', 'Business Checking', 'checking', o.opening, rows);
  const s = spec3(
    'probe9-origin-business-checking.pdf',
    'Origin Bank Business Checking: a ledger with the running balance on every row going below zero printed -$, a returned deposited item and its NSF fee, overdraft item fees, descriptions carrying a reference date and amount of their own, drawn column by column',
    [
      'business',
      'community-bank',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'dollar-minus-amounts',
      'amounts-dates-in-descriptions',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'column-order',
    ],
    'Origin Bank',
    'Origin Bank',
    ['Origin Bank', 'Origin', 'Origin Bancorp'],
    DEC,
    ['BAYOU CITY FLOORING INC', '6120 RICHMOND AVE STE 204', 'HOUSTON TX 77057-6211'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD/YY', amt: 'dollar', balMode: 'every', width: 62, debitMinus: true };
  return make9(
    s,
    { producer: 'pdf-lib', order: 'columns' },
    ['P.O. Box 2120', 'Ruston LA 71273'],
    [periodBox(s), ['Account', `******${a.number.slice(-4)}`]],
    (p) => {
      summary9(
        p,
        a,
        'Summary of Account Activity',
        ['Previous Balance', 'Credits', 'Debits', 'Current Balance'],
        'dollar',
        true,
      );
      table9(p, 'Account Activity', a, a.rows, cols3(['Date', 'Description', 'Debits', 'Credits', 'Balance']), f, {
        opening: 'Previous Balance',
        closing: 'Current Balance',
      });
    },
  );
};

export const berkshire = (): Spec2 => {
  const rows = personalRows(2903, XY.start, XY.end, { n: 46, card: '2286', checks: 2, firstCheck: 512 });
  const a = account('6120449905', 'Everyday Checking', 'checking', openingForFloor(rows, 21840), rows);
  const s = spec3(
    'probe9-berkshire-everyday-checking.pdf',
    'Berkshire Bank Everyday Checking: a period over the year end (12/16/2025 - 01/15/2026) with MM/DD row dates and no year, the balance on every row, pending card authorisations listed apart below the ledger, drawn a run per word',
    [
      'personal',
      'community-bank',
      'year-end-period',
      'yearless-row-dates',
      'pending-items-apart',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Berkshire Bank',
    'Berkshire Bank',
    ['Berkshire Bank', 'Berkshire Hills Bancorp', 'Beacon Bank'],
    XY,
    ['DOLORES T FITZGERALD', '88 ELM ST APT 3', 'PITTSFIELD MA 01201-6410'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'every', width: 58 };
  return make9(
    s,
    { producer: 'pdf-lib', runs: 'word' },
    ['P.O. Box 1308', 'Pittsfield MA 01202'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      summary9(p, a, 'Balance Summary', [
        'Beginning Balance',
        'Deposits & Credits',
        'Withdrawals & Debits',
        'Ending Balance',
      ]);
      table9(
        p,
        'Transaction History',
        a,
        a.rows,
        cols3(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        f,
        {
          opening: 'Beginning Balance',
          closing: 'Ending Balance',
        },
      );
      pendingBox(p, 2933, XY.end, 'MM/DD', ['STOP & SHOP 0412 PITTSFIELD MA', 'NETFLIX.COM', 'MOBIL 7710 LENOX MA']);
    },
  );
};

/** A credit union's share savings, share draft and loan: the loan paid from the share draft. */
function cuAccounts(
  seed: number,
  per: Period,
  nums: [string, string, string],
  labels: [string, string, string],
): Account[] {
  const draft = personalRows(seed, per.start, per.end, { n: 34, card: nums[1].slice(-4) });
  const payDay = draft[Math.floor(draft.length / 2)].date;
  const r = rng(seed + 9);
  const pay = between(r, 31000, 52000);
  draft.push({ date: payDay, desc: `TRANSFER TO LOAN ${labels[2].toUpperCase()}`, cents: -pay, kind: 'xfer_out' });
  const d = postOrder(draft);
  const sav = shareRows(seed + 1, per, 2, nums[1].slice(-4));
  return [
    account(nums[0], labels[0], 'savings', between(r, 50000, 900000), sav),
    account(nums[1], labels[1], 'checking', openingForFloor(d, between(r, 8000, 60000)), d),
    account(
      nums[2],
      labels[2],
      'loan',
      between(r, 900000, 2400000),
      loanRows(per, pay, between(r, 3000, 9000), payDay),
    ),
  ];
}

function cuBody(p: Pager<Line>, s: Spec2, f: Fmt9, heads: [string, string, string, string, string]): void {
  for (const a of s.accounts) {
    const loan = a.type === 'loan';
    put(p, [[c(40, `${a.label}   ID ${a.number.slice(-4)}`, { bold: true, size: 10 })], []]);
    summary9(
      p,
      a,
      '',
      loan
        ? ['Previous Balance', 'Payments', 'Interest and Advances', 'New Balance']
        : ['Previous Balance', 'Deposits and Dividends', 'Withdrawals and Fees', 'Ending Balance'],
      'dollar',
    );
    table9(
      p,
      loan ? 'Loan Activity' : 'Transactions',
      a,
      a.rows,
      loan ? cols3(['Date', 'Description', 'Advances / Interest', 'Payments', 'Principal Balance']) : cols3(heads),
      f,
      {
        opening: 'Previous Balance',
        closing: loan ? 'New Balance' : 'Ending Balance',
      },
    );
  }
}

export const lmcu = (): Spec2 => {
  const accts = cuAccounts(
    2904,
    XY,
    ['3304718800', '3304718811', '3304718850'],
    ['Share Savings', 'Max Checking', 'Auto Loan'],
  );
  accts.unshift(accts.splice(1, 1)[0]); // the checking first: the statement's main account
  const s = spec3(
    'probe9-lmcu-share-checking-loan.pdf',
    'Lake Michigan Credit Union member statement: Max Checking (share draft), Share Savings and an Auto Loan on one statement over the year end, MM/DD row dates without a year, each account with its own summary, a year-to-date dividends box',
    [
      'personal',
      'credit-union',
      'share-sharedraft-loan',
      'year-end-period',
      'yearless-row-dates',
      'ytd-summary-box',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Lake Michigan Credit Union',
    'Lake Michigan Credit Union',
    ['Lake Michigan Credit Union', 'LMCU'],
    XY,
    ['GRANT H VERMEULEN', '4417 BRETON RD SE', 'KENTWOOD MI 49512-3302'],
    accts,
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'every', width: 56 };
  return make9(
    s,
    { producer: 'chromium' },
    ['P.O. Box 2848', 'Grand Rapids MI 49501-2848'],
    [periodBox(s), ['Member Number', `*****${accts[0].number.slice(4, 8)}`]],
    (p) => {
      summaryYtd(
        p,
        accts[1],
        'Share Savings Dividends',
        ['Previous Balance', 'Dividends and Deposits', 'Withdrawals', 'Ending Balance'],
        2944,
        'YTD 2026',
      );
      cuBody(p, s, f, ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']);
    },
  );
};

export const ssfcu = (): Spec2 => {
  const accts = cuAccounts(
    2905,
    MID,
    ['7720915506', '7720915514', '7720915560'],
    ['Primary Savings', 'Checking', 'Signature Loan'],
  );
  accts.unshift(accts.splice(1, 1)[0]);
  const s = spec3(
    'probe9-ssfcu-share-checking-loan.pdf',
    'Security Service Federal Credit Union statement: checking (share draft), primary savings and a signature loan on one statement, amounts with a Unicode minus, the balance printed on the last row of each day only',
    [
      'personal',
      'credit-union',
      'share-sharedraft-loan',
      'unicode-minus-amounts',
      'running-balance-day-end',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Security Service Federal Credit Union',
    'Security Service Federal Credit Union',
    ['Security Service Federal Credit Union', 'Security Service FCU', 'SSFCU'],
    MID,
    ['MARISOL R VILLARREAL', '9021 CALLAGHAN RD APT 1108', 'SAN ANTONIO TX 78230-4470'],
    accts,
  );
  const f: Fmt9 = { date: 'MM/DD/YYYY', amt: 'uminus', balMode: 'day-end', width: 50, debitMinus: true };
  return make9(
    s,
    { producer: 'chromium', font: 'Times' },
    ['16211 La Cantera Pkwy', 'San Antonio TX 78256'],
    [periodBox(s), ['Member Number', `XXX${accts[0].number.slice(4, 8)}`]],
    (p) => cuBody(p, s, f, ['Posted', 'Transaction', 'Withdrawal', 'Deposit', 'Balance']),
  );
};

const IN_OUT: Col9[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 100, head: 'Description' },
  { key: 'credit', x: 420, right: true, head: 'Money in' },
  { key: 'debit', x: 500, right: true, head: 'Money out' },
];
const IN_OUT_BAL: Col9[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 100, head: 'Description' },
  { key: 'credit', x: 400, right: true, head: 'Money in' },
  { key: 'debit', x: 486, right: true, head: 'Money out' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];

/** A cash account's month: transfers in from a bank, bill pay, card spending, interest on the last day. */
function cashRows(seed: number, per: Period, n: number, label: string): Row[] {
  const rows = personalRows(seed, per.start, per.end, { n, card: '0000' }).map((x) => ({
    ...x,
    desc: x.kind === 'card' ? x.desc.replace(/^POS PURCHASE /, 'DEBIT CARD ').replace(/ CARD 0000$/, '') : x.desc,
  }));
  rows.push({ date: per.end, desc: label, cents: between(rng(seed), 900, 14000), kind: 'interest' });
  return postOrder(rows);
}

export const fidelity = (): Spec2 => {
  const rows = cashRows(2906, DEC, 38, 'INTEREST EARNED FDIC-INSURED DEPOSIT SWEEP');
  const a = account('Z41722963', 'Cash Management Account', 'checking', openingForFloor(rows, 143388), rows);
  const s = spec3(
    'probe9-fidelity-cash-management.pdf',
    'Fidelity Cash Management Account (brokerage cash): Money in and Money out columns with no balance column (the totals and the ending value only), the period beside the year to date',
    [
      'personal',
      'brokerage-cash',
      'money-in-money-out',
      'no-balance-column',
      'ytd-summary-box',
      'page-n-of-m',
      'chromium',
    ],
    'Fidelity Investments',
    'Fidelity Brokerage Services LLC',
    ['Fidelity Brokerage Services LLC', 'Fidelity Investments', 'Fidelity', 'National Financial Services LLC'],
    DEC,
    ['ANDREW P LINDQVIST', '77 WALNUT ST', 'WELLESLEY MA 02481-2105'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 58 };
  return make9(
    s,
    {
      producer: 'chromium',
      foot: ['Brokerage services provided by Fidelity Brokerage Services LLC, Member NYSE, SIPC.'],
    },
    ['P.O. Box 770001', 'Cincinnati OH 45277-0002'],
    [
      ['Account Number', `${a.number.slice(0, 3)}-${a.number.slice(3)}`],
      ['Envelope', '1904877215'],
      ['Statement Period', `December 1, 2025 - December 31, 2025`],
    ],
    (p) => {
      summaryYtd(
        p,
        a,
        'Account Summary',
        ['Beginning Account Value', 'Money in', 'Money out', 'Ending Account Value'],
        2966,
      );
      table9(p, 'Activity', a, a.rows, IN_OUT, f, {});
      const t = totals(a.rows);
      put(p, [
        [
          c(100, 'Total Activity', { bold: true }),
          c(420, a9(t.credits, 'dollar'), { right: true, bold: true }),
          c(500, a9(t.debits, 'dollar'), { right: true, bold: true }),
        ],
        [],
      ]);
    },
  );
};

export const wealthfront = (): Spec2 => {
  const rows = cashRows(2907, MID, 36, 'INTEREST PAYMENT');
  const a = account('8W4419702', 'Cash Account', 'checking', openingForFloor(rows, 502214), rows);
  const s = spec3(
    'probe9-wealthfront-cash-account.pdf',
    'Wealthfront Cash Account (brokerage cash, program banks): rows grouped by day under a date line (Monday, November 17, 2025), Money in and Money out with the balance on the last row of each day, an APY table, drawn a run per word',
    [
      'personal',
      'fintech',
      'brokerage-cash',
      'grouped-by-day',
      'money-in-money-out',
      'running-balance-day-end',
      'apy-table',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Wealthfront',
    'Wealthfront Brokerage LLC',
    ['Wealthfront Brokerage LLC', 'Wealthfront', 'Wealthfront Inc.'],
    MID,
    ['PRIYANKA S DESHMUKH', '1450 HOWARD ST APT 512', 'SAN FRANCISCO CA 94103-2577'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'day-end', width: 56, byDay: true, amt: 'dollar' };
  return make9(
    s,
    {
      producer: 'pdf-lib',
      runs: 'word',
      foot: ['Wealthfront Brokerage LLC, Member FINRA/SIPC. Cash is swept to program banks where it is FDIC-insured.'],
    },
    ['261 Hamilton Ave', 'Palo Alto CA 94301'],
    [periodBox(s, 'Mon D, YYYY'), ['Account', `Cash ••${a.number.slice(-4)}`]],
    (p) => {
      summary9(p, a, 'Summary', ['Starting balance', 'Money in', 'Money out', 'Ending balance']);
      apyTable(p, 'Your Rate', [['All balances', '3.93%', '4.00%']]);
      table9(p, 'Transactions', a, a.rows, IN_OUT_BAL, f, {});
    },
  );
};

export const northwest = (): Spec2 => {
  const rows = shareRows(2908, DEC, 9, '6919', 'INTEREST CREDIT');
  const a = account('4418860271', 'Money Market Account', 'savings', 4187233, rows);
  const s = spec3(
    'probe9-northwest-money-market.pdf',
    'Northwest Bank Money Market: an interest rate and APY table by balance tier, the period beside the year to date, the balance on the last row of each day only, drawn with the page header last',
    [
      'personal',
      'community-bank',
      'money-market',
      'apy-table',
      'ytd-summary-box',
      'running-balance-day-end',
      'page-n-of-m',
      'pdf-lib-producer',
      'head-last-order',
    ],
    'Northwest Bank',
    'Northwest Bank',
    ['Northwest Bank', 'Northwest', 'Northwest Bancshares'],
    DEC,
    ['HOWARD L BRANDT', '312 LIBERTY ST', 'WARREN PA 16365-2433'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'day-end', width: 56 };
  return make9(
    s,
    { producer: 'pdf-lib', order: 'head-last', font: 'Times' },
    ['100 Liberty St', 'Warren PA 16365'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      summaryYtd(
        p,
        a,
        'Account Summary',
        ['Beginning Balance', 'Deposits and Interest', 'Withdrawals', 'Ending Balance'],
        2988,
      );
      apyTable(p, 'Interest Rate Information', [
        ['$0.01 - $9,999.99', '0.25%', '0.25%'],
        ['$10,000.00 - $49,999.99', '1.74%', '1.75%'],
        ['$50,000.00 and over', '2.96%', '3.00%'],
      ]);
      table9(
        p,
        'Account Activity',
        a,
        a.rows,
        cols3(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        f,
        {
          opening: 'Beginning Balance',
        },
      );
      put(p, [
        [
          c(
            40,
            `Interest paid in 2025: ${a9(sum(a.rows.filter((r) => r.kind === 'interest')) * 12 + 4411, 'dollar')}   Annual Percentage Yield Earned 1.71%`,
          ),
        ],
        [],
      ]);
    },
  );
};

const POST_TRANS_BAL: Col9[] = [
  { key: 'post', x: 40, head: 'Posting Date' },
  { key: 'trans', x: 100, head: 'Trans. Date' },
  { key: 'desc', x: 160, head: 'Description' },
  { key: 'amount', x: 480, right: true, head: 'Amount' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];

export const bethpage = (): Spec2 => {
  const rows = personalRows(2909, XY.start, XY.end, { n: 50, card: '6614' });
  const a = account('1047720385', 'Free Checking', 'checking', openingForFloor(rows, 35519), rows);
  const s = spec3(
    'probe9-bethpage-free-checking.pdf',
    'Bethpage Federal Credit Union Free Checking: a posting date and a transaction date on each row, MM/DD dates without a year over the year end, amounts with -$, a daily balance table',
    [
      'personal',
      'credit-union',
      'posting-and-transaction-dates',
      'year-end-period',
      'yearless-row-dates',
      'dollar-minus-amounts',
      'daily-balance-table',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
    ],
    'Bethpage Federal Credit Union',
    'Bethpage Federal Credit Union',
    ['Bethpage Federal Credit Union', 'Bethpage FCU', 'Bethpage'],
    XY,
    ['ROSEMARY K ODONNELL', '27 BIRCH LN', 'LEVITTOWN NY 11756-3119'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', amt: 'dollar', balMode: 'every', width: 54 };
  return make9(
    s,
    { producer: 'chromium', font: 'Courier' },
    ['899 S Oyster Bay Rd', 'Bethpage NY 11714'],
    [periodBox(s), ['Account Number', `*${a.number.slice(-4)}`]],
    (p) => {
      summary9(
        p,
        a,
        'Checking Summary',
        ['Beginning Balance', 'Total Deposits', 'Total Withdrawals', 'Ending Balance'],
        'dollar',
        true,
      );
      table9(p, 'Checking Activity', a, a.rows, POST_TRANS_BAL, f, {});
      dailyTable(p, a, 4, 'MM/DD', { dollar: true }, 'Daily Balance Summary');
    },
  );
};

export const customers = (): Spec2 => {
  const rows = businessRows(2910, DEC.start, DEC.end, { n: 96, cards: ['1187'], scale: 2100 });
  const a = account('3900215547', 'Basic Business Checking', 'checking', openingForFloor(rows, 417725), rows);
  const s = spec3(
    'probe9-customers-bank-business-checking.pdf',
    'Customers Bank Basic Business Checking: tiny 7pt dense print, credits and debits in two tables side by side on one page, no balance column (the summary totals only)',
    [
      'business',
      'community-bank',
      'tiny-dense-print',
      'two-column-page',
      'no-balance-column',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Customers Bank',
    'Customers Bank',
    ['Customers Bank', 'Customers Bancorp'],
    DEC,
    ['LEHIGH VALLEY DENTAL GROUP PC', '1801 N CEDAR CREST BLVD', 'ALLENTOWN PA 18104-2330'],
    [a],
  );
  return make9(
    s,
    { producer: 'chromium', size: 6.4, lineH: 8, cap: 78 },
    ['1015 Penn Ave', 'Wyomissing PA 19610'],
    [periodBox(s), ['Account', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      summary9(p, a, 'Account Summary', ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], 'dollar', true);
      sideBySide(p, a, ['Credits', 'Debits'], 'MM/DD', 40);
    },
  );
};

export const bankOfMarin = (): Spec2 => {
  const rows = refsInside(
    businessRows(2911, MID.start, MID.end, { n: 54, cards: ['5530'], checks: 6, firstCheck: 10481, scale: 1600 }),
    2931,
    4,
  );
  const a = account('0182274410', 'Business Checking', 'checking', openingForFloor(rows, 1120448), rows);
  const s = spec3(
    'probe9-bank-of-marin-business-checking.pdf',
    'Bank of Marin Business Checking: Deposits and Other Credits, Checks Paid, ATM & Debit Card Withdrawals, Electronic Withdrawals, Other Withdrawals and Service Fees each with its own total, descriptions carrying a date and an amount of their own, check images, drawn column by column',
    [
      'business',
      'community-bank',
      'category-sections-with-totals',
      'amounts-dates-in-descriptions',
      'check-image-page',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'column-order',
      'multi-page',
    ],
    'Bank of Marin',
    'Bank of Marin',
    ['Bank of Marin', 'Bank of Marin Bancorp'],
    MID,
    ['SAUSALITO HARBOR CAFE LLC', '38 CALEDONIA ST', 'SAUSALITO CA 94965-1921'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 72, unsigned: true };
  return make9(
    s,
    { producer: 'pdf-lib', order: 'columns' },
    ['P.O. Box 2039', 'Novato CA 94948'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      categorySummary(p, a);
      categories(p, a, f);
      checkImages(p, a, 'SAUSALITO HARBOR CAFE LLC', PAYEES, 'MM/DD');
    },
  );
};

export const ameris = (): Spec2 => {
  const rows = personalRows(2912, MID.start, MID.end, { n: 44, card: '9027', checks: 2, firstCheck: 1188 });
  const a = account('7004418826', 'Free Checking', 'checking', openingForFloor(rows, 61290), rows);
  const s = spec3(
    'probe9-ameris-free-checking.pdf',
    'Ameris Bank Free Checking: rows grouped by day under a date line (Monday, November 17, 2025), debits with a Unicode minus, the balance on the last row of each day only',
    [
      'personal',
      'community-bank',
      'grouped-by-day',
      'unicode-minus-amounts',
      'running-balance-day-end',
      'page-n-of-m',
      'chromium',
    ],
    'Ameris Bank',
    'Ameris Bank',
    ['Ameris Bank', 'Ameris', 'Ameris Bancorp'],
    MID,
    ['CLAYTON B WHITFIELD', '509 E 48TH ST', 'SAVANNAH GA 31405-2207'],
    [a],
  );
  const cols: Col9[] = [
    { key: 'date', x: 40, head: '' },
    { key: 'desc', x: 56, head: 'Description' },
    { key: 'amount', x: 480, right: true, head: 'Amount' },
    { key: 'balance', x: 572, right: true, head: 'Balance' },
  ];
  const f: Fmt9 = { date: 'MM/DD', amt: 'uminus', balMode: 'day-end', width: 64, byDay: true };
  return make9(
    s,
    { producer: 'chromium' },
    ['P.O. Box 3668', 'Moultrie GA 31776'],
    [periodBox(s, 'Month D, YYYY'), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      summary9(p, a, 'Account Summary', [
        'Beginning Balance',
        'Deposits and Credits',
        'Withdrawals and Debits',
        'Ending Balance',
      ]);
      table9(p, 'Account Activity', a, a.rows, cols, f, {});
    },
  );
};

export const wise = (): Spec2 => {
  const rows = refsInside(personalRows(2913, DEC.start, DEC.end, { n: 40, card: '3371' }), 2943, 6);
  const a = account('8313390047', 'USD account', 'checking', openingForFloor(rows, 128861), rows);
  const s = spec3(
    'probe9-wise-usd-account.pdf',
    'Wise USD account statement (Wise US Inc., deposits at Community Federal Savings Bank): Money in and Money out with the balance on every row, descriptions carrying a date and an amount of their own, pending card payments apart, drawn a run per glyph',
    [
      'personal',
      'fintech',
      'money-in-money-out',
      'amounts-dates-in-descriptions',
      'pending-items-apart',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'Wise',
    'Wise US Inc.',
    ['Wise US Inc.', 'Wise', 'Community Federal Savings Bank', 'TransferWise'],
    DEC,
    ['NIKOLAI A PETERSEN', '2240 N CLYBOURN AVE APT 3F', 'CHICAGO IL 60614-3012'],
    [a],
  );
  const f: Fmt9 = { date: 'Mon D, YYYY', balMode: 'every', width: 50 };
  const cols: Col9[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 112, head: 'Description' },
    { key: 'credit', x: 400, right: true, head: 'Money in' },
    { key: 'debit', x: 486, right: true, head: 'Money out' },
    { key: 'balance', x: 572, right: true, head: 'Balance' },
  ];
  return make9(
    s,
    {
      producer: 'pdf-lib',
      runs: 'glyph',
      foot: ['Wise US Inc. is not a bank. USD balances are held at Community Federal Savings Bank, Member FDIC.'],
    },
    ['30 W 26th St, 6th Floor', 'New York NY 10010'],
    [
      ['Statement', 'USD statement'],
      ['Generated on', 'January 2, 2026'],
      ['From', 'December 1, 2025'],
      ['To', 'December 31, 2025'],
    ],
    (p) => {
      summary9(p, a, 'USD balance', [
        'Balance on December 1, 2025',
        'Money in',
        'Money out',
        'Balance on December 31, 2025',
      ]);
      table9(p, 'Transactions', a, a.rows, cols, f, {});
      pendingBox(p, 2953, DEC.end, 'Mon D, YYYY', ['CARD PAYMENT TRADER JOES #694', 'CARD PAYMENT CTA VENTRA']);
    },
  );
};

// ---------------------------------------------------------------- cards

function cardSummary9(p: Pager<Line>, a: Account, amt: Amt9, labels: [string, string, string, string]): void {
  const t = totals(a.rows);
  put(
    p,
    kvLines('Account Summary', [
      [labels[0], a9(a.opening, 'dollar')],
      [labels[1], a9(-t.credits, amt)],
      [labels[2], `+${a9(t.debits, 'dollar')}`],
      [labels[3], a9(closing(a), 'dollar')],
    ]),
  );
}

export const usaa = (): Spec2 => {
  const rows = assignHolders(cardRows(2914, MID.start, MID.end, 34), ['4471', '4489'], 2934);
  const a = account('4270881144714471', 'USAA Rewards Visa Signature', 'credit_card', 183306, rows);
  const s = spec3(
    'probe9-usaa-rewards-visa.pdf',
    'USAA Rewards Visa Signature card: purchases grouped by cardholder with a total for each, payments and credits printed negative with -$, an interest charge calculation table, drawn a run per word',
    [
      'personal',
      'credit-card',
      'card-multiple-cardholders',
      'card-payments-negative',
      'dollar-minus-amounts',
      'interest-charge-calculation',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'USAA',
    'USAA Federal Savings Bank',
    ['USAA Federal Savings Bank', 'USAA', 'USAA Savings Bank'],
    MID,
    ['LT COL MARCUS D HOLLOWAY', '1142 SUMMIT RIDGE DR', 'COLORADO SPRINGS CO 80921-3317'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', amt: 'dollar', balMode: 'none', width: 52 };
  return make9(
    s,
    { producer: 'pdf-lib', runs: 'word' },
    ['P.O. Box 65020', 'San Antonio TX 78265-5020'],
    [
      ['Statement Closing Date', d9(s.end, 'MM/DD/YYYY')],
      periodBox(s, 'MM/DD/YY', 'Billing Cycle'),
      ['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
    ],
    (p) => {
      cardSummary9(p, a, 'dollar', [
        'Previous Balance',
        'Payments and Credits',
        'Purchases and Charges',
        'New Balance',
      ]);
      table9(
        p,
        'Payments and Credits',
        a,
        a.rows.filter((r) => r.cents > 0 && !r.card),
        CARD,
        f,
        {},
      );
      byHolder(
        p,
        a,
        [
          ['MARCUS D HOLLOWAY', '4471'],
          ['RENEE A HOLLOWAY', '4489'],
        ],
        CARD,
        f,
      );
      table9(
        p,
        'Fees and Interest',
        a,
        a.rows.filter((r) => r.kind === 'cc_fee' || r.kind === 'cc_interest'),
        CARD,
        f,
        {},
      );
      interestCalc(p, a, '20.24%', 30);
    },
  );
};

export const stockYards = (): Spec2 => {
  const rows = assignHolders(cardRows(2915, DEC.start, DEC.end, 40), ['6602', '6610', '6628'], 2935);
  const a = account('4485330066026602', 'Business Visa', 'credit_card', 622910, rows);
  const s = spec3(
    'probe9-stock-yards-business-visa.pdf',
    'Stock Yards Bank & Trust Business Visa: purchases grouped by three employee cardholders with a total for each, payments and credits printed with a Unicode minus, an interest charge calculation table',
    [
      'business',
      'community-bank',
      'credit-card',
      'card-multiple-cardholders',
      'card-payments-negative',
      'unicode-minus-amounts',
      'interest-charge-calculation',
      'page-n-of-m',
      'chromium',
    ],
    'Stock Yards Bank & Trust',
    'Stock Yards Bank & Trust Company',
    ['Stock Yards Bank & Trust Company', 'Stock Yards Bank', 'Stock Yards Bank & Trust', 'Stock Yards Bancorp'],
    DEC,
    ['FALLS CITY HVAC SERVICES INC', 'ATTN ACCOUNTS PAYABLE', '4012 POPLAR LEVEL RD', 'LOUISVILLE KY 40213-1410'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', amt: 'uminus', balMode: 'none', width: 52 };
  return make9(
    s,
    { producer: 'chromium' },
    ['P.O. Box 32890', 'Louisville KY 40232'],
    [
      ['Closing Date', d9(s.end, 'MM/DD/YYYY')],
      periodBox(s, 'MM/DD/YYYY', 'Billing Period'),
      ['Account', `ending ${a.number.slice(-4)}`],
    ],
    (p) => {
      cardSummary9(p, a, 'uminus', [
        'Previous Balance',
        'Payments & Credits',
        'Purchases, Fees & Interest',
        'New Balance',
      ]);
      table9(
        p,
        'Payments and Credits',
        a,
        a.rows.filter((r) => r.cents > 0 && !r.card),
        CARD,
        f,
        {},
      );
      byHolder(
        p,
        a,
        [
          ['TERRENCE J BOONE', '6602'],
          ['ALICIA M NGUYEN', '6610'],
          ['DWIGHT R CASSIDY', '6628'],
        ],
        CARD,
        f,
      );
      table9(
        p,
        'Fees and Interest Charged',
        a,
        a.rows.filter((r) => r.kind === 'cc_fee' || r.kind === 'cc_interest'),
        CARD,
        f,
        {},
      );
      interestCalc(p, a, '18.49%', 31);
    },
  );
};

export const merrick = (): Spec2 => {
  const rows = cardRows(2916, XY.start, XY.end, 26);
  const a = account('5466211930448820', 'Classic Visa', 'credit_card', 48277, rows);
  const s = spec3(
    'probe9-merrick-classic-visa.pdf',
    'Merrick Bank Classic Visa: a billing cycle over the year end (12/16/25 - 01/15/26), a posting date and a transaction date on each row without a year, payments printed negative',
    [
      'personal',
      'credit-card',
      'year-end-period',
      'yearless-row-dates',
      'posting-and-transaction-dates',
      'card-payments-negative',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'Merrick Bank',
    'Merrick Bank',
    ['Merrick Bank', 'Merrick Bank Corporation', 'CardWorks'],
    XY,
    ['TAMIKA L PRESCOTT', '3306 W MCDOWELL RD APT 114', 'PHOENIX AZ 85009-2270'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 56 };
  return make9(
    s,
    { producer: 'pdf-lib' },
    ['P.O. Box 9201', 'Old Bethpage NY 11804-9001'],
    [
      ['Statement Closing Date', d9(s.end, 'MM/DD/YYYY')],
      periodBox(s, 'MM/DD/YY', 'Billing Cycle'),
      ['Account Number', `ending in ${a.number.slice(-4)}`],
    ],
    (p) => {
      cardSummary9(p, a, 'dollar', [
        'Previous Balance',
        'Payments, Credits',
        'Purchases, Fees, Interest',
        'New Balance',
      ]);
      table9(p, 'Transactions', a, a.rows, CARD, f, {});
      put(p, [
        [
          c(
            40,
            `Total fees charged in 2026 ${a9(sum(a.rows.filter((r) => r.kind === 'cc_fee' && r.date >= '2026-01-01')), 'dollar')}   Total interest charged in 2026 ${a9(sum(a.rows.filter((r) => r.kind === 'cc_interest' && r.date >= '2026-01-01')), 'dollar')}`,
          ),
        ],
        [],
      ]);
    },
  );
};

// ---------------------------------------------------------------- Canada, the UK, Australia, New Zealand

export const rbc = (): Spec2 => {
  const rows = localised(2917, DEC, 44, {
    pay: ['Payroll Deposit HAMILTON HEALTH SCI', 'Payroll Deposit MCMASTER UNIV'],
    shops: [
      'Interac purchase - 4471 FORTINOS #14',
      'Interac purchase - 0921 TIM HORTONS #3318',
      'Visa Debit purchase - 2218 AMAZON.CA',
      'Interac purchase - 7710 SHOPPERS DRUG MAR',
      'Interac purchase - 3302 PETRO-CANADA 7',
    ],
    bills: [
      'Online Banking payment - 4418 HYDRO ONE',
      'Insurance CO-OPERATORS',
      'Online Banking payment - 9920 ROGERS',
      'Mortgage RBC RESIDENTIAL',
    ],
    transfers: ['e-Transfer - Autodeposit J TREMBLAY', 'e-Transfer received A SINGH'],
  });
  const a = account('0287751094', 'RBC Day to Day Banking', 'checking', openingForFloor(rows, 44019), rows);
  const s = spec3(
    'probe9-rbc-day-to-day-banking.pdf',
    'RBC Royal Bank Day to Day Banking (Canada, CAD): Withdrawals ($), Deposits ($) and Balance ($) with the balance on the last row of each day only, dates printed day first (05 Dec), opening and closing balance lines',
    [
      'personal',
      'international',
      'canada',
      'day-first-dates',
      'running-balance-day-end',
      'opening-closing-balance-lines',
      'page-n-of-m',
      'chromium',
    ],
    'RBC Royal Bank',
    'Royal Bank of Canada',
    ['Royal Bank of Canada', 'RBC Royal Bank', 'RBC'],
    DEC,
    ['MR DEVON K ASHWORTH', '88 LOCKE ST S UNIT 4', 'HAMILTON ON  L8P 4A9'],
    [a],
  );
  const f: Fmt9 = { date: 'DD Mon', balMode: 'day-end', width: 54 };
  return make9(
    { ...s, currency: 'CAD' },
    {
      producer: 'chromium',
      foot: [
        '® / ™ Trademark(s) of Royal Bank of Canada. RBC and Royal Bank are registered trademarks of Royal Bank of Canada.',
      ],
    },
    ['P.O. Box 4047 Stn A', 'Toronto ON  M5W 1L5'],
    [
      ['Your account number:', `05122-${a.number.slice(-7, -4)}-${a.number.slice(-4)}`],
      ['From', 'December 1, 2025 to December 31, 2025'],
    ],
    (p) => {
      summary9(p, a, 'Summary of your account for this period', [
        'Your opening balance on December 1, 2025',
        'Total deposits into your account',
        'Total withdrawals from your account',
        'Your closing balance on December 31, 2025',
      ]);
      table9(
        p,
        'Details of your account activity',
        a,
        a.rows,
        cols3(['Date', 'Description', 'Withdrawals ($)', 'Deposits ($)', 'Balance ($)']),
        f,
        {
          opening: 'Opening Balance',
          closing: 'Closing Balance',
        },
      );
    },
  );
};

export const nationwide = (): Spec2 => {
  const rows = localised(2918, XY, 52, {
    pay: ['Bank credit BRISTOL CITY COUNCIL', 'Bank credit AVON FIRE & RESCUE'],
    shops: [
      'Visa purchase TESCO STORES 3017',
      'Visa purchase CO-OP GROUP 070422',
      'Contactless payment GREGGS PLC',
      'Visa purchase BOOTS 1148',
      'Contactless payment FIRSTGROUP BUS',
    ],
    bills: [
      'Direct debit BRISTOL WATER',
      'Direct debit OCTOPUS ENERGY',
      'Direct debit COUNCIL TAX',
      'Standing order RENT FLAT 2',
    ],
    transfers: ['Transfer from HARRIS E', 'Bank credit O MENSAH'],
  });
  const a = account('07044621188', 'FlexAccount', 'checking', openingForFloor(rows, 31245), rows);
  const s = spec3(
    'probe9-nationwide-flexaccount.pdf',
    'Nationwide Building Society FlexAccount (UK, GBP): a statement over the year end (16 Dec 2025 to 15 Jan 2026) with row dates printed day first without a year, £Out, £In and £Balance columns, balance brought forward, drawn a run per word',
    [
      'personal',
      'international',
      'uk',
      'building-society',
      'day-first-dates',
      'year-end-period',
      'yearless-row-dates',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Nationwide',
    'Nationwide Building Society',
    ['Nationwide Building Society', 'Nationwide'],
    XY,
    ['Ms Harriet E Lowell', 'Flat 2, 19 Cotham Hill', 'Bristol', 'BS6 6JY'],
    [a],
  );
  const f: Fmt9 = { date: 'DD Mon', balMode: 'every', width: 52 };
  return make9(
    { ...s, currency: 'GBP' },
    {
      producer: 'pdf-lib',
      runs: 'word',
      foot: [
        'Nationwide Building Society is authorised by the Prudential Regulation Authority. Head Office: Nationwide House, Pipers Way, Swindon SN38 1NW.',
      ],
    },
    ['Nationwide House', 'Pipers Way, Swindon SN38 1NW'],
    [
      ['Sort code', '07-04-46'],
      ['Account number', a.number.slice(-8)],
      ['Statement date', '15 January 2026'],
      ['Period', '16 Dec 2025 to 15 Jan 2026'],
    ],
    (p) => {
      summary9(
        p,
        a,
        'Your FlexAccount summary',
        ['Balance from previous statement', 'Total paid in', 'Total paid out', 'Closing balance'],
        'plain',
      );
      table9(p, 'Your transactions', a, a.rows, cols3(['Date', 'Description', '£Out', '£In', '£Balance']), f, {
        opening: 'Balance from previous statement',
        closing: 'Balance carried forward',
        forward: 'Balance brought forward',
      });
    },
  );
};

export const westpac = (): Spec2 => {
  const rows = localised(2919, DEC, 46, {
    pay: ['DEPOSIT ONLINE PAYROLL NSW HEALTH', 'DEPOSIT SALARY UNSW SYDNEY'],
    shops: [
      'EFTPOS WOOLWORTHS 1422 NEWTOWN',
      'EFTPOS COLES 0771 MARRICKVILLE',
      'DEBIT CARD PURCHASE OPAL TRAVEL',
      'EFTPOS BWS LIQUOR 3310',
      'DEBIT CARD PURCHASE JB HI-FI',
    ],
    bills: ['DIRECT DEBIT AGL ENERGY', 'DIRECT DEBIT TELSTRA', 'BPAY SYDNEY WATER', 'DIRECT DEBIT MEDIBANK'],
    transfers: ['OSKO PAYMENT FROM L NGUYEN', 'DEPOSIT ONLINE FROM T RILEY'],
  });
  const a = account('732044118590', 'Westpac Choice', 'checking', openingForFloor(rows, 73306), rows);
  const s = spec3(
    'probe9-westpac-choice.pdf',
    'Westpac Choice (Australia, AUD): Debit, Credit and Balance columns with dates printed DD/MM/YY, the balance on every row, opening and closing balance lines, drawn a run per glyph',
    [
      'personal',
      'international',
      'australia',
      'day-first-dates',
      'running-balance-every-row',
      'opening-closing-balance-lines',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'Westpac',
    'Westpac Banking Corporation',
    ['Westpac Banking Corporation', 'Westpac'],
    DEC,
    ['MR LACHLAN J BEAUMONT', '14/220 KING ST', 'NEWTOWN NSW 2042'],
    [a],
  );
  const f: Fmt9 = { date: 'DD/MM/YY', balMode: 'every', width: 52 };
  return make9(
    { ...s, currency: 'AUD' },
    {
      producer: 'pdf-lib',
      runs: 'glyph',
      foot: ['Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714.'],
    },
    ['GPO Box 3433', 'Sydney NSW 2001'],
    [
      ['BSB', '732-044'],
      ['Account number', a.number.slice(-6)],
      ['Statement period', '01/12/2025 - 31/12/2025'],
    ],
    (p) => {
      summary9(p, a, 'Account summary', ['Opening balance', 'Total credits', 'Total debits', 'Closing balance']);
      table9(
        p,
        'Transactions',
        a,
        a.rows,
        cols3(['Date', 'Transaction description', 'Debit', 'Credit', 'Balance']),
        f,
        {
          opening: 'OPENING BALANCE',
          closing: 'CLOSING BALANCE',
        },
      );
    },
  );
};

export const asb = (): Spec2 => {
  const r = rng(2940);
  const nz = (xs: string[]): string => xs[Math.floor(r() * xs.length)];
  const rows = businessRows(2920, MID.start, MID.end, { n: 84, cards: ['7702'], scale: 1500 }).map((x) => ({
    ...x,
    desc:
      x.cents > 0
        ? nz(['EFTPOS SETTLEMENT WINDCAVE', 'DIRECT CREDIT NORTHLAND TIMBER', 'DEPOSIT', 'DIRECT CREDIT KAIPARA DC'])
        : x.kind === 'card'
          ? nz(['EFTPOS MITRE 10 DARGAVILLE', 'EFTPOS Z ENERGY DARGAVILLE', 'DEBIT PLACEMAKERS WHANGAREI'])
          : x.kind === 'fee'
            ? x.desc
            : nz([
                'AUTOMATIC PAYMENT IRD GST',
                'DIRECT DEBIT SPARK NZ',
                'AUTOMATIC PAYMENT WAGES',
                'DIRECT DEBIT ACC LEVY',
                'TRANSFER TO 12-3024-0699131-01',
              ]),
  }));
  const a = account('120244069913100', 'Business Current Account', 'checking', openingForFloor(rows, 655012), rows);
  const s = spec3(
    'probe9-asb-business-current-account.pdf',
    'ASB Business Current Account (New Zealand, NZD): tiny 7pt dense print, deposits and withdrawals in two tables side by side, dates printed DD/MM/YYYY, no balance column (the summary totals only)',
    [
      'business',
      'international',
      'new-zealand',
      'day-first-dates',
      'tiny-dense-print',
      'two-column-page',
      'no-balance-column',
      'page-n-of-m',
      'chromium',
    ],
    'ASB',
    'ASB Bank Limited',
    ['ASB Bank Limited', 'ASB', 'ASB Bank'],
    MID,
    ['KAURI COAST JOINERY LIMITED', '41 RAWENE ST', 'DARGAVILLE 0310'],
    [a],
  );
  return make9(
    { ...s, currency: 'NZD' },
    { producer: 'chromium', size: 6.3, lineH: 8, cap: 78, font: 'Courier' },
    ['PO Box 35', 'Shortland Street, Auckland 1140'],
    [
      ['Account', '12-3024-0699131-00'],
      ['Statement period', '17/11/2025 to 16/12/2025'],
    ],
    (p) => {
      summary9(
        p,
        a,
        'Account summary',
        ['Opening balance', 'Deposits', 'Withdrawals', 'Closing balance'],
        'plain',
        true,
      );
      sideBySide(p, a, ['Deposits', 'Withdrawals'], 'DD/MM/YYYY', 30, 'plain', 44);
    },
  );
};

// ---------------------------------------------------------------- expected in review

export const amalgamatedMisprint = (): Spec2 => {
  const rows = businessRows(2921, DEC.start, DEC.end, {
    n: 48,
    cards: ['2290'],
    checks: 4,
    firstCheck: 2210,
    scale: 1200,
  });
  const a = account('8830127719', 'Business Checking', 'checking', openingForFloor(rows, 290331), rows);
  const s = spec3(
    'probe9-amalgamated-business-checking-misprint.pdf',
    "Amalgamated Bank Business Checking: a bank's misprint, the Service Fees total (in its section and in the summary) is $10.00 more than the fees listed; every row and the ending balance are right",
    [
      'business',
      'community-bank',
      'summary-misprint',
      'category-sections-with-totals',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'Amalgamated Bank',
    'Amalgamated Bank',
    ['Amalgamated Bank', 'Amalgamated', 'Amalgamated Financial'],
    DEC,
    ['HUDSON VALLEY TENANTS ALLIANCE INC', '52 CHAMBERS ST STE 4', 'NEWBURGH NY 12550-4420'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 70, unsigned: true };
  return make9(
    {
      ...s,
      expect: 'review',
      note: "the printed Service Fees total (section and summary) is $10.00 more than the fees listed: beginning + credits - the summary's debits does not equal the printed ending balance (a bank misprint)",
    },
    { producer: 'pdf-lib' },
    ['275 Seventh Ave', 'New York NY 10001'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      categorySummary(p, a, 1000);
      categories(p, a, f, 1000);
    },
  );
};

export const tompkinsMissingPage = (): Spec2 => {
  const rows = personalRows(2922, DEC.start, DEC.end, { n: 130, card: '4006', checks: 3, firstCheck: 301 });
  const a = account('2204771180', 'Personal Checking', 'checking', openingForFloor(rows, 83360), rows);
  const s = spec3(
    'probe9-tompkins-checking-missing-page.pdf',
    'Tompkins Community Bank Personal Checking: a ledger with the balance on every row; the second of its pages is missing from the file',
    [
      'personal',
      'community-bank',
      'missing-page',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Tompkins Community Bank',
    'Tompkins Community Bank',
    ['Tompkins Community Bank', 'Tompkins Trust Company', 'Tompkins Financial'],
    DEC,
    ['ELEANOR J VANDERHOOF', '311 N AURORA ST', 'ITHACA NY 14850-4203'],
    [a],
  );
  const f: Fmt9 = { date: 'MM/DD', balMode: 'every', width: 56 };
  return make9(
    {
      ...s,
      expect: 'review',
      drop: 1,
      note: 'page 2 is missing from the file: the rows printed do not carry the running balance from the beginning balance to the ending balance, nor add up to the summary totals',
    },
    { producer: 'chromium' },
    ['P.O. Box 460', 'Ithaca NY 14851'],
    [periodBox(s), ['Account Number', `XXXXXX${a.number.slice(-4)}`]],
    (p) => {
      summary9(
        p,
        a,
        'Account Summary',
        ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'],
        'dollar',
        true,
      );
      table9(
        p,
        'Account Activity',
        a,
        a.rows,
        cols3(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        f,
        {
          opening: 'Beginning Balance',
          closing: 'Ending Balance',
        },
      );
    },
  );
};
