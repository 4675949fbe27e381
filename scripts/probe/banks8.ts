// The eighth probe set's statements: US personal and business checking, savings and money market at banks,
// community banks, credit unions and fintechs, three cards, and one statement each from Canada, the UK and
// Australia, laid out as lines of positioned cells (lines6.ts, lines8.ts) and either printed by Chromium or drawn
// by pdf-lib. Written from general knowledge of how such statements look, blind to the reader. One builder
// (`build8`) lays out the parts a bank chooses; every figure printed comes from the model.
import {
  type Account,
  type Kind,
  type Row,
  businessDays,
  businessRows,
  cardRows,
  closing,
  openingForFloor,
  pick,
  rng,
  savingsRows,
  sum,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { type MoneyFmt2, type Pager } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import { addDays } from './banks6.ts';
import {
  type Col,
  type Fmt,
  type Line,
  type Out,
  $,
  c,
  cardGroups,
  checksUp,
  credits,
  dailyTable,
  debits,
  disclosurePage,
  dt,
  kvLines,
  m,
  of,
  produce,
  put,
  rowsSection,
  topBlock,
  wrapLines,
} from './lines6.ts';
import { type Ledger8, ledger8, noThousands, rotated } from './lines8.ts';

const NOV = { start: '2025-11-01', end: '2025-11-30' };
const MID = { start: '2025-10-16', end: '2025-11-14' };
const CYC = { start: '2025-10-22', end: '2025-11-21' };

interface Cfg8 {
  out: Partial<Out> & { producer: Out['producer'] };
  ret: string[];
  box: string[][]; // the account lines of the box at the right (the period lines are added by `period`)
  period: 'range' | 'split' | 'split-words' | 'statement-date' | 'none';
  summary: 'plain' | 'counts' | 'none';
  summaryAt?: 'first' | 'last'; // 'last': after the activity, on the statement's last page
  summaryTitle?: string;
  labels?: { begin?: string; credits?: string; debits?: string; end?: string };
  debitsFirst?: boolean; // the summary lists the debits before the credits
  sumMoney?: (c: number) => string; // how the summary prints a balance (default "$1,234.56")
  sumAmount?: (c: number) => string; // how it prints a total
  misprintChecks?: number; // cents added to the summary's checks total (a bank's misprint: a review case)
  activity: 'ledger' | 'sections';
  ledger?: Partial<Ledger8>;
  cols: Col[];
  f: Fmt;
  titles?: [string, string];
  countHeading?: boolean; // "Withdrawals / Debits   89 items totaling $90,202.84"
  cardGroups?: Record<string, string>;
  checks?: { up: 2 | 3; title: string; total: string };
  disclosureBetween?: boolean; // a page of notices between the credits and the debits
  marketing?: string; // a sentence with a date and an amount, between the sections
  interest?: { word: 'Interest' | 'Dividends'; apy: string; ytd: number };
  feeBox?: boolean; // fees this period and year to date, by kind
  daily?: { up: number; title: string };
  noThousands?: boolean;
  accountTitle?: (a: Account) => string; // a consolidated statement: each account's title over its parts
  head?: Out['head'];
}

const periodLines = (s: Spec2, how: Cfg8['period']): string[][] =>
  how === 'range'
    ? [['Statement Period', `${dt(s.start, 'MM/DD/YYYY')} - ${dt(s.end, 'MM/DD/YYYY')}`]]
    : how === 'split'
      ? [
          ['Statement Period', `${dt(s.start, 'Mon D, YYYY')} -`],
          ['', dt(s.end, 'Mon D, YYYY')],
        ]
      : how === 'split-words'
        ? [['Statement Period'], [`${dt(s.start, 'Month D, YYYY')} through`], [dt(s.end, 'Month D, YYYY')]]
        : how === 'statement-date'
          ? [['Statement Date', dt(s.statementDate, 'MM/DD/YYYY')]]
          : [];

function summary8(p: Pager<Line>, s: Spec2, a: Account, d: Cfg8): void {
  const t = totals(a.rows);
  const bal = d.sumMoney ?? ((n: number) => $(n));
  const amt = d.sumAmount ?? ((n: number) => $(n));
  const on = d.period === 'statement-date';
  const L = d.labels ?? {};
  const n = (label: string, k: number): string => (d.summary === 'counts' ? `${label} (${k})` : label);
  const cr: [string, string][] = [[n(L.credits ?? 'Deposits and Other Credits', t.creditCount), amt(t.credits)]];
  let dr: [string, string][] = [[n(L.debits ?? 'Withdrawals and Other Debits', t.debitCount), amt(t.debits)]];
  if (d.checks) {
    const ch = of(a, ['check']);
    const other = debits(a).filter((r) => r.kind !== 'check');
    dr = [
      [n('Checks Paid', ch.length), amt(sum(ch) + (d.misprintChecks ?? 0))],
      [n(L.debits ?? 'Other Withdrawals and Debits', other.length), amt(sum(other))],
    ];
  }
  put(
    p,
    kvLines(d.summaryTitle ?? 'Account Summary', [
      [L.begin ?? (on ? `Beginning balance on ${dt(s.start, 'M/D')}` : 'Beginning Balance'), bal(a.opening)],
      ...(d.debitsFirst ? [...dr, ...cr] : [...cr, ...dr]),
      [L.end ?? (on ? `Ending balance on ${dt(s.end, 'M/D')}` : 'Ending Balance'), bal(closing(a))],
    ]),
  );
}

/** Fees this period and year to date, one line per kind of fee row, and their total. */
function feeBox(p: Pager<Line>, a: Account): void {
  const fees = a.rows.filter((r) => r.kind === 'fee' || r.kind === 'cc_fee');
  const kinds = [...new Set(fees.map((r) => r.desc))].sort();
  const ytd = (n: number, k: number): number => n * 10 + 1500 * (k + 1);
  const lines: Line[] = [
    [c(40, 'Fees Summary', { bold: true })],
    [
      c(40, ''),
      c(380, 'This Period', { right: true, bold: true }),
      c(480, 'Year-to-Date', { right: true, bold: true }),
    ],
    ...kinds.map((k, i) => {
      const v = sum(fees.filter((r) => r.desc === k));
      return [c(40, `Total ${k.toLowerCase()}`), c(380, $(v), { right: true }), c(480, $(ytd(v, i)), { right: true })];
    }),
    [
      c(40, 'Total fees', { bold: true }),
      c(380, $(sum(fees)), { right: true, bold: true }),
      c(480, $(kinds.reduce((s, k, i) => s + ytd(sum(fees.filter((r) => r.desc === k)), i), 0)), {
        right: true,
        bold: true,
      }),
    ],
    [],
  ];
  put(p, lines);
}

function accountBody8(p: Pager<Line>, s: Spec2, a: Account, d: Cfg8): void {
  if (d.accountTitle) put(p, [[c(40, d.accountTitle(a), { bold: true, size: 10 })], []]);
  if (d.summary !== 'none' && d.summaryAt !== 'last') summary8(p, s, a, d);
  if (d.interest) {
    const w = d.interest.word;
    const int = sum(of(a, ['interest']));
    put(
      p,
      kvLines(`${w} Summary`, [
        [`${w} paid this period`, $(int)],
        [`${w} paid year-to-date`, $(int * 10 + d.interest.ytd)],
        ['Annual Percentage Yield Earned', d.interest.apy],
      ]),
    );
  }
  if (d.activity === 'ledger')
    ledger8(p, a, a.rows, d.cols, d.f, { title: 'Transaction Detail', continued: ' (continued)', ...d.ledger });
  else {
    const [ct, dbt] = d.titles ?? ['Deposits and Other Credits', 'Withdrawals and Other Debits'];
    const heading = (title: string, rows: Row[]): string =>
      d.countHeading ? `${title}   ${rows.length} items totaling ${$(sum(rows))}` : title;
    const cr = credits(a);
    rowsSection(p, heading(ct, cr), a, cr, d.cols, d.f, { total: `Total ${ct}` });
    const first = a === s.accounts[0];
    if (d.disclosureBetween && first) disclosurePage(p, s.legal);
    if (d.marketing && first) put(p, [...wrapLines(d.marketing, 40, 120), []]);
    if (d.cardGroups) cardGroups(p, 'Card Purchases', a, d.cols, d.f, d.cardGroups);
    const skip = new Set<string>([...(d.checks ? ['check'] : []), ...(d.cardGroups ? ['card'] : [])]);
    const db = debits(a).filter((r) => !skip.has(r.kind));
    rowsSection(p, heading(dbt, db), a, db, d.cols, d.f, { total: `Total ${dbt}` });
    if (d.checks) checksUp(p, a, d.checks.up, d.f.date, d.checks.title, d.checks.total);
  }
  if (d.activity === 'ledger' && d.marketing) put(p, [...wrapLines(d.marketing, 40, 120), []]);
  if (d.feeBox) feeBox(p, a);
  if (d.daily) dailyTable(p, a, d.daily.up, d.f.date, d.f.bal ?? d.f.amt ?? {}, d.daily.title);
  if (d.summary !== 'none' && d.summaryAt === 'last') summary8(p, s, a, d);
}

function build8(s: Spec2, d: Cfg8): Spec2 {
  const a = s.accounts[0];
  const o: Out = {
    font: 'Helvetica',
    size: 7.2,
    lineH: 10.2,
    cap: s.landscape ? 44 : 58,
    head: d.head ?? ((n, all) => [`${s.bank}  |  Account ending ${a.number.slice(-4)}`, `Page ${n} of ${all}`]),
    foot: [`${s.legal}. Member FDIC.`],
    ...d.out,
  };
  return produce(s, o, (p) => {
    put(p, topBlock(s, d.ret, [...periodLines(s, d.period), ...d.box], 340));
    s.accounts.forEach((x) => accountBody8(p, s, x, d));
    if (d.noThousands) noThousands(p);
  });
}

const pdfOut = (extra: Partial<Out> = {}): Cfg8['out'] => ({
  producer: 'pdf-lib',
  size: 7.3,
  lineH: 10.3,
  cap: 60,
  ...extra,
});
const fee = (date: string, desc: string, cents: number, kind: Kind = 'fee'): Row => ({ date, desc, cents, kind });

const SECT: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 90, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const SIGNED: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 96, head: 'Description' },
  { key: 'amount', x: 480, right: true, head: 'Amount' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];
/** Withdrawals before deposits (credit unions, Canada, the UK); `heads` names the three figure columns. */
const WDB = (
  heads: [string, string, string],
  x = [400, 486, 572],
  dateHead = 'Date',
  descHead = 'Description',
): Col[] => [
  { key: 'date', x: 40, head: dateHead },
  { key: 'desc', x: 96, head: descHead },
  { key: 'debit', x: x[0], right: true, head: heads[0] },
  { key: 'credit', x: x[1], right: true, head: heads[1] },
  { key: 'balance', x: x[2], right: true, head: heads[2] },
];
const DCB = (heads: [string, string, string]): Col[] => [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 90, head: 'Transaction' },
  { key: 'debit', x: 390, right: true, head: heads[0] },
  { key: 'credit', x: 470, right: true, head: heads[1] },
  { key: 'balance', x: 572, right: true, head: heads[2] },
];

/** A savings month (model.ts) whose transfer descriptions follow their sign: in from checking, out to it. */
const savings8 = (seed: number, p: { start: string; end: string }, n: number, chk: string): Row[] =>
  savingsRows(seed, p.start, p.end, n).map((r) =>
    r.kind === 'interest'
      ? r
      : { ...r, desc: r.cents > 0 ? `TRANSFER FROM CHECKING XXXXXX${chk}` : `TRANSFER TO CHECKING XXXXXX${chk}` },
  );

// ---------------------------------------------------------------- rows of the international statements

interface Local {
  pay: string[];
  shops: string[];
  bills: string[];
  transfers: string[];
  cash: string;
}
const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));

/** A personal current account's month outside the US: salary twice, card spending, bills, transfers, cash. */
function localRows(seed: number, start: string, end: string, n: number, l: Local): Row[] {
  const r = rng(seed);
  const days = businessDays(start, end);
  const rows: Row[] = [];
  const add = (kind: Kind, desc: string, cents: number, date = pick(r, days)): void => {
    rows.push({ date, desc, cents, kind });
  };
  add('ecredit', pick(r, l.pay), between(r, 190000, 260000), days[6]);
  add('ecredit', pick(r, l.pay), between(r, 190000, 260000), days[days.length - 6]);
  while (rows.length < n) {
    const x = r();
    if (x < 0.55) add('card', pick(r, l.shops), -between(r, 420, 16500));
    else if (x < 0.75) add('ach', pick(r, l.bills), -between(r, 2500, 48000));
    else if (x < 0.88) add('xfer_in', pick(r, l.transfers), between(r, 2000, 40000));
    else add('card', l.cash, -between(r, 2, 10) * 2000);
  }
  return postOrder(rows);
}

// ---------------------------------------------------------------- the statements

export const firstMerchants = (): Spec2 => {
  const rows = businessRows(2801, NOV.start, NOV.end, {
    n: 330,
    cards: ['3318', '3326'],
    checks: 38,
    firstCheck: 20417,
    wires: true,
    scale: 3200,
  });
  const a = account('6190045213', 'Commercial Checking', 'checking', openingForFloor(rows, 1877405), rows);
  const s = spec3(
    'probe8-first-merchants-commercial-checking.pdf',
    'First Merchants Bank Commercial Checking: a long statement (over 300 rows on about a dozen pages, descriptions wrapped with company IDs), counts and totals in the section headings, checks two-up with gap stars and Total Checks, a daily balance table',
    [
      'business',
      'community-bank',
      'long-statement',
      'wrapped-descriptions',
      'count-and-total-in-heading',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'summary-counts',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'First Merchants Bank',
    'First Merchants Bank',
    ['First Merchants Bank', 'First Merchants', 'First Merchants Corporation'],
    NOV,
    ['WABASH VALLEY MECHANICAL INC', '1520 N GRANVILLE AVE', 'MUNCIE IN 47303-2841'],
    [a],
  );
  return build8(s, {
    out: { producer: 'chromium', size: 7 },
    ret: ['P.O. Box 792', 'Muncie IN 47308-0792'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Commercial Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', wrap: 60, customer: 'WABASH VALLEY MECH' },
    titles: ['Deposits / Credits', 'Withdrawals / Debits'],
    countHeading: true,
    checks: { up: 2, title: 'Checks Cleared', total: 'Total Checks' },
    daily: { up: 4, title: 'Daily Ending Balance' },
  });
};

export const dave = (): Spec2 => {
  const rows = personalRows(2802, NOV.start, NOV.end, { n: 52, card: '8824' });
  const a = account('7710283391', 'Dave Spending', 'checking', openingForFloor(rows, 4117), rows);
  const s = spec3(
    'probe8-dave-spending-account.pdf',
    'Dave Spending account (Evolve Bank & Trust): an online printout, the transactions newest first with the running balance, dates with the year, drawn a run per word',
    [
      'personal',
      'fintech',
      'newest-first',
      'running-balance-every-row',
      'year-in-row-dates',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Dave',
    'Evolve Bank & Trust',
    ['Evolve Bank & Trust', 'Evolve Bank and Trust', 'Dave', 'Dave, Inc.'],
    NOV,
    ['TYLER J BRANNIGAN', '4410 N 19TH AVE APT 22', 'PHOENIX AZ 85015-3318'],
    [a],
  );
  return build8(s, {
    out: pdfOut({
      runs: 'word',
      foot: [
        'Dave is a financial technology company, not a bank. Banking services provided by Evolve Bank & Trust, Member FDIC.',
      ],
    }),
    ret: ['1265 S Cochran Ave', 'Los Angeles CA 90019'],
    box: [['Account', `Spending ••••${a.number.slice(-4)}`]],
    period: 'range',
    summary: 'plain',
    labels: { begin: 'Starting balance', credits: 'Money in', debits: 'Money out', end: 'Ending balance' },
    activity: 'ledger',
    ledger: { title: 'Transactions (newest first)', newestFirst: true },
    cols: [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 100, head: 'Description' },
      { key: 'amount', x: 480, right: true, head: 'Amount' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ],
    f: { date: 'MM/DD/YYYY', balMode: 'every', amt: { dollar: true }, bal: { dollar: true }, width: 58 },
  });
};

export const upgrade = (): Spec2 => {
  const rows = personalRows(2803, MID.start, MID.end, { n: 40, card: '0462' });
  const a = account('4471920036', 'Rewards Checking Plus', 'checking', openingForFloor(rows, 88213), rows);
  const s = spec3(
    'probe8-upgrade-rewards-checking.pdf',
    'Upgrade Rewards Checking Plus (Cross River Bank): the period split over two lines, the transactions newest first with the running balance, month-name dates',
    [
      'personal',
      'fintech',
      'newest-first',
      'running-balance-every-row',
      'period-split-over-lines',
      'month-name-dates',
      'page-n-of-m',
      'chromium',
    ],
    'Upgrade',
    'Cross River Bank',
    ['Cross River Bank', 'Upgrade', 'Upgrade, Inc.'],
    MID,
    ['MEGAN A KOWALCZYK', '2871 W SCHUBERT AVE UNIT 3', 'CHICAGO IL 60647-1142'],
    [a],
  );
  return build8(s, {
    out: {
      producer: 'chromium',
      foot: ['Upgrade is not a bank. Deposit accounts are provided by Cross River Bank, Member FDIC.'],
    },
    ret: ['275 Battery St 23rd Floor', 'San Francisco CA 94111'],
    box: [['Account Number', `*${a.number.slice(-4)}`], ['Rewards Checking Plus']],
    period: 'split',
    summary: 'plain',
    activity: 'ledger',
    ledger: { title: 'Account Activity', newestFirst: true, closing: 'Ending Balance', opening: 'Beginning Balance' },
    cols: SIGNED,
    f: { date: 'Mon D', balMode: 'every', amt: { dollar: true }, bal: { dollar: true }, width: 56 },
  });
};

export const bremer = (): Spec2 => {
  const rows = businessRows(2804, NOV.start, NOV.end, { n: 50, cards: ['7015'], scale: 1700 });
  const a = account('2003318470', 'Business Checking', 'checking', openingForFloor(rows, 611742), rows);
  const s = spec3(
    'probe8-bremer-business-checking.pdf',
    'Bremer Bank Business Checking: landscape pages, one amount column with CR and DR after each amount, the balance on every row, MM-DD dates, descriptions wrapped over two or three lines with company IDs',
    [
      'business',
      'community-bank',
      'landscape-or-a4-page',
      'cr-dr-suffix-amounts',
      'running-balance-every-row',
      'mm-dd-dates',
      'wrapped-descriptions',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Bremer Bank',
    'Bremer Bank, National Association',
    ['Bremer Bank', 'Bremer', 'Bremer Bank, National Association'],
    NOV,
    ['RED RIVER GRAIN HANDLING LLC', '3102 MAIN AVE', 'FARGO ND 58103-1206'],
    [a],
  );
  return build8(
    { ...s, landscape: true },
    {
      out: { producer: 'chromium' },
      ret: ['P.O. Box 1000', 'Saint Paul MN 55101'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      ledger: { title: 'Account Activity', continued: ' - Continued', opening: 'Previous Balance' },
      cols: SIGNED,
      f: { date: 'MM-DD', balMode: 'every', amt: { suffix: 'crdr' }, wrap: 50, customer: 'RED RIVER GRAIN' },
    },
  );
};

export const simmons = (): Spec2 => {
  const rows = personalRows(2805, MID.start, MID.end, { n: 38, card: '5590', checks: 3, firstCheck: 311 });
  const chk = account('5600117382', 'Simmons Free Checking', 'checking', openingForFloor(rows, 74410), rows);
  const sav = account('5600117390', 'Simmons Savings', 'savings', 1288075, savings8(2825, MID, 3, '7382'));
  const s = spec3(
    'probe8-simmons-checking-savings.pdf',
    'Simmons Bank personal checking and savings on one statement, each with its own summary; only a statement date, the summary saying Beginning balance on 10/16 and Ending balance on 11/14; a page of notices between the checking deposits and withdrawals',
    [
      'personal',
      'consolidated-checking-savings',
      'beginning-ending-balance-dates-only',
      'disclosure-page-between-activity',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Simmons Bank',
    'Simmons Bank',
    ['Simmons Bank', 'Simmons', 'Simmons First National Corporation'],
    MID,
    ['DARNELL W HOLLOWAY', 'KENDRA L HOLLOWAY', '1907 N JACKSON ST', 'LITTLE ROCK AR 72207-4418'],
    [chk, sav],
  );
  return build8(
    { ...s, periodPrinted: false },
    {
      out: { producer: 'chromium', font: 'Times', size: 7.4 },
      ret: ['P.O. Box 7009', 'Pine Bluff AR 71611-7009'],
      box: [
        ['Checking', `XXXXXX${chk.number.slice(-4)}`],
        ['Savings', `XXXXXX${sav.number.slice(-4)}`],
      ],
      period: 'statement-date',
      summary: 'plain',
      activity: 'sections',
      accountTitle: (x) => `${x.label}  Account XXXXXX${x.number.slice(-4)}`,
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', width: 80 },
      titles: ['Deposits and Additions', 'Withdrawals and Subtractions'],
      disclosureBetween: true,
      head: (n, all) => ['Simmons Bank  |  Personal Statement', `Page ${n} of ${all}`],
    },
  );
};

export const rbfcu = (): Spec2 => {
  const sav = account('0083341127', 'Share Savings', 'savings', 52500, savings8(2806, NOV, 2, '1135'));
  const rows = personalRows(2826, NOV.start, NOV.end, { n: 46, card: '1930' });
  const chk = account('0083341135', 'Checking', 'checking', openingForFloor(rows, 41977), rows);
  const s = spec3(
    'probe8-rbfcu-savings-checking.pdf',
    'Randolph-Brooks Federal Credit Union share savings and checking on one statement, each with its own summary; withdrawals, deposits and balance columns with $0.00 in the column a row does not use; the activity pages turned with /Rotate 90',
    [
      'personal',
      'credit-union',
      'consolidated-checking-savings',
      'zero-in-unused-column',
      'withdrawals-deposits-balance-columns',
      'rotated-pages',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Randolph-Brooks Federal Credit Union',
    'Randolph-Brooks Federal Credit Union',
    ['Randolph-Brooks Federal Credit Union', 'RBFCU', 'Randolph-Brooks FCU'],
    NOV,
    ['ALEJANDRO M SAUCEDO', '8127 BROADWAY ST APT 310', 'SAN ANTONIO TX 78209-2254'],
    [sav, chk],
  );
  const out = build8(s, {
    out: pdfOut({ cap: 46, foot: ['Federally insured by NCUA. Randolph-Brooks Federal Credit Union.'] }),
    ret: ['P.O. Box 2097', 'Universal City TX 78148-2097'],
    box: [['Member Number', `XXXX${sav.number.slice(-4)}`]],
    period: 'range',
    summary: 'counts',
    labels: { credits: 'Deposits', debits: 'Withdrawals' },
    debitsFirst: true,
    activity: 'ledger',
    ledger: {
      title: 'Transactions',
      opening: 'Beginning Balance',
      closing: 'Ending Balance',
      continued: ' (continued)',
    },
    accountTitle: (x) => `${x.label.toUpperCase()}  ${x.number.slice(-4)}-${x.type === 'savings' ? '00' : '10'}`,
    cols: WDB(['Withdrawals', 'Deposits', 'Balance']),
    f: { date: 'MM/DD', balMode: 'every', amt: { dollar: true }, bal: { dollar: true }, zero: '$0.00', width: 54 },
    head: (n, all) => [`RBFCU  |  Member Number XXXX${sav.number.slice(-4)}`, `Page ${n} of ${all}`],
  });
  return rotated(out, (i) => i > 0);
};

export const cathay = (): Spec2 => {
  const rows = businessRows(2807, NOV.start, NOV.end, { n: 44, cards: ['6608'], scale: 1500 });
  const a = account('3140227586', 'Business Checking', 'checking', openingForFloor(rows, 0), rows);
  const s = spec3(
    'probe8-cathay-business-checking.pdf',
    'Cathay Bank Business Checking: debits and credits columns printing $0.00 in the one a row does not use, the balance on every row reaching .00, MM-DD dates, drawn a run per glyph',
    [
      'business',
      'zero-in-unused-column',
      'cents-only-balance',
      'mm-dd-dates',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
      'multi-page',
    ],
    'Cathay Bank',
    'Cathay Bank',
    ['Cathay Bank', 'Cathay', 'Cathay General Bancorp'],
    NOV,
    ['GOLDEN LOTUS TRADING CO', '728 N SPRING ST STE 201', 'LOS ANGELES CA 90012-2316'],
    [a],
  );
  return build8(s, {
    out: pdfOut({ runs: 'glyph' }),
    ret: ['9650 Flair Dr', 'El Monte CA 91731'],
    box: [['Account Number', `****${a.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'plain',
    sumMoney: (n) => $(n, { zeroDot: true }),
    activity: 'ledger',
    ledger: { title: 'Account Transactions', opening: 'Beginning Balance', continued: ' (Continued)' },
    cols: [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 78, head: 'Description' },
      { key: 'debit', x: 400, right: true, head: 'Debits' },
      { key: 'credit', x: 486, right: true, head: 'Credits' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ],
    f: { date: 'MM-DD', balMode: 'every', bal: { zeroDot: true }, zero: '$0.00', width: 52 },
  });
};

export const eagle = (): Spec2 => {
  const rows = businessRows(2808, NOV.start, NOV.end, { n: 62, cards: ['4471', '4489', '5502'], scale: 2000 });
  const a = account('1027743318', 'Business Checking', 'checking', openingForFloor(rows, 923164), rows);
  const s = spec3(
    'probe8-eaglebank-business-checking.pdf',
    'EagleBank Business Checking: card purchases grouped by card account with subtotals, counts and totals in the headings, a page of notices between the deposits and the withdrawals, a marketing sentence with a date and an amount',
    [
      'business',
      'community-bank',
      'card-groups-with-subtotal',
      'count-and-total-in-heading',
      'disclosure-page-between-activity',
      'marketing-sentence-with-amount',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'EagleBank',
    'EagleBank',
    ['EagleBank', 'Eagle Bank', 'Eagle Bancorp'],
    NOV,
    ['POTOMAC ROW CONSULTING GROUP LLC', '1801 K ST NW STE 410', 'WASHINGTON DC 20006-1304'],
    [a],
  );
  return build8(s, {
    out: { producer: 'chromium' },
    ret: ['7830 Old Georgetown Rd', 'Bethesda MD 20814'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', width: 78 },
    titles: ['Deposits / Credits', 'Withdrawals / Debits'],
    countHeading: true,
    cardGroups: { '4471': 'R. OKONKWO', '4489': 'T. WHITFIELD', '5502': 'J. PARK' },
    disclosureBetween: true,
    marketing:
      'Lock in 4.05% APY on a 9-month business CD: open one by 12/31/2025 with $25,000.00 or more. Ask your relationship manager.',
  });
};

export const cvb = (): Spec2 => {
  const rows = businessRows(2809, NOV.start, NOV.end, {
    n: 58,
    cards: ['2290'],
    checks: 14,
    firstCheck: 5521,
    scale: 2300,
  });
  const a = account('2411098653', 'Business Analysis Checking', 'checking', openingForFloor(rows, 1450722), rows);
  const s = spec3(
    'probe8-citizens-business-bank-analysis-checking.pdf',
    'Citizens Business Bank Analysis Checking: the account summary on the last page after the activity, a fees box with this period and year to date, checks three-up with gap stars and Total Checks, MM-DD dates, drawn column by column',
    [
      'business',
      'summary-on-last-page',
      'fee-box',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'columns-written-column-by-column',
      'multi-page',
    ],
    'Citizens Business Bank',
    'Citizens Business Bank',
    ['Citizens Business Bank', 'CBB', 'CVB Financial Corp.'],
    NOV,
    ['INLAND EMPIRE COLD STORAGE INC', '13200 SANTA ANA AVE', 'FONTANA CA 92337-6912'],
    [a],
  );
  return build8(s, {
    out: pdfOut({ order: 'columns' }),
    ret: ['701 N Haven Ave', 'Ontario CA 91764'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Analysis Checking']],
    period: 'range',
    summary: 'counts',
    summaryAt: 'last',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM-DD', balMode: 'none', width: 80 },
    titles: ['Credits', 'Debits'],
    checks: { up: 3, title: 'Checks Paid', total: 'Total Checks' },
    feeBox: true,
  });
};

export const dollarBank = (): Spec2 => {
  const rows = savings8(2810, MID, 6, '0935');
  const a = account('1730084429', 'Statement Savings', 'savings', 2283317, rows);
  const s = spec3(
    'probe8-dollar-bank-statement-savings.pdf',
    'Dollar Bank Statement Savings: only a statement date, the summary saying Beginning balance on 10/16 and Ending balance on 11/14, amounts printed without thousands separators, an interest box with the year to date, dates with the year',
    [
      'personal',
      'savings-only',
      'beginning-ending-balance-dates-only',
      'no-thousands-separator',
      'interest-earned-ytd-box',
      'year-in-row-dates',
      'running-balance-every-row',
      'pdf-lib-producer',
    ],
    'Dollar Bank',
    'Dollar Bank, Federal Savings Bank',
    ['Dollar Bank', 'Dollar Bank, FSB', 'Dollar Bank, Federal Savings Bank'],
    MID,
    ['HELEN R MAZUROWSKI', '226 GREENFIELD AVE', 'PITTSBURGH PA 15207-1502'],
    [a],
  );
  return build8(
    { ...s, periodPrinted: false },
    {
      out: pdfOut({ font: 'Courier', size: 7 }),
      ret: ['Three Gateway Center', 'Pittsburgh PA 15222'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Statement Savings']],
      period: 'statement-date',
      summary: 'plain',
      activity: 'ledger',
      ledger: { title: 'Account Activity' },
      cols: [
        { key: 'date', x: 40, head: 'Date' },
        { key: 'desc', x: 104, head: 'Description' },
        { key: 'amount', x: 470, right: true, head: 'Amount' },
        { key: 'balance', x: 572, right: true, head: 'Balance' },
      ],
      f: { date: 'MM/DD/YYYY', balMode: 'every', width: 50 },
      interest: { word: 'Interest', apy: '3.50%', ytd: 51204 },
      noThousands: true,
    },
  );
};

export const dcu = (): Spec2 => {
  const rows = savings8(2811, NOV, 5, '4417').map((r) =>
    r.kind === 'interest' ? { ...r, desc: 'DIVIDEND DEPOSIT' } : r,
  );
  const a = account('0190334428', 'Money Market Savings', 'savings', 4188230, rows);
  const s = spec3(
    'probe8-dcu-money-market.pdf',
    'Digital Federal Credit Union Money Market Savings: the period split over two lines, a dividends box with the year to date, amounts printed without thousands separators, the balance on every row',
    [
      'personal',
      'credit-union',
      'savings-only',
      'period-split-over-lines',
      'interest-earned-ytd-box',
      'no-thousands-separator',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
    ],
    'Digital Federal Credit Union',
    'Digital Federal Credit Union',
    ['Digital Federal Credit Union', 'DCU', 'Digital Credit Union'],
    NOV,
    ['SEAN P MCALLISTER', '41 HARVARD RD', 'STOW MA 01775-1207'],
    [a],
  );
  return build8(s, {
    out: { producer: 'chromium', font: 'Courier', size: 7, foot: ['Federally insured by NCUA.'] },
    ret: ['220 Donald Lynch Blvd', 'Marlborough MA 01752'],
    box: [['Member Number', `XXXX${a.number.slice(-4)}`], ['Money Market Savings']],
    period: 'split-words',
    summary: 'plain',
    labels: { begin: 'Previous Balance', credits: 'Deposits and Dividends', debits: 'Withdrawals', end: 'New Balance' },
    activity: 'ledger',
    ledger: { title: 'Money Market Savings Activity', opening: 'Previous Balance', closing: 'New Balance' },
    cols: SIGNED,
    f: { date: 'MM/DD', balMode: 'every', width: 56 },
    interest: { word: 'Dividends', apy: '3.05%', ytd: 86133 },
    noThousands: true,
  });
};

export const suncoast = (): Spec2 => {
  const rows = personalRows(2812, NOV.start, NOV.end, { n: 44, card: '7781', overdraftFees: 2 });
  const a = account('0006613592', 'Smart Checking', 'checking', openingForFloor(rows, -178593), rows);
  const s = spec3(
    'probe8-suncoast-smart-checking.pdf',
    'Suncoast Credit Union Smart Checking: an overdrawn balance printed in parentheses with the dollar sign, descriptions wrapped over two or three lines with reference numbers and dates, a marketing sentence with a date and an amount',
    [
      'personal',
      'credit-union',
      'parenthesized-negative-balance',
      'wrapped-descriptions',
      'marketing-sentence-with-amount',
      'running-balance-every-row',
      'overdraft-and-nsf-fees',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Suncoast Credit Union',
    'Suncoast Credit Union',
    ['Suncoast Credit Union', 'Suncoast', 'Suncoast CU'],
    NOV,
    ['BRIANNA L DESROSIERS', '5102 W KENNEDY BLVD APT 1120', 'TAMPA FL 33609-2417'],
    [a],
  );
  return build8(s, {
    out: { producer: 'chromium', font: 'Times', size: 7.4, foot: ['Federally insured by NCUA.'] },
    ret: ['P.O. Box 11904', 'Tampa FL 33680-1904'],
    box: [['Member Number', `XXXXX${a.number.slice(-4)}`], ['Smart Checking']],
    period: 'range',
    summary: 'plain',
    sumMoney: (n) => $(n, { neg: 'paren' }),
    activity: 'ledger',
    ledger: { title: 'Smart Checking Transactions', opening: 'Previous Balance', continued: ' (continued)' },
    cols: SIGNED,
    f: {
      date: 'MM/DD',
      balMode: 'every',
      amt: { dollar: true },
      bal: { dollar: true, neg: 'paren' },
      wrap: 50,
      customer: 'BRIANNA DESROSIERS',
    },
    marketing:
      'Skip-a-Pay: skip your December loan payment for $35.00 per loan. Requests must be received by 12/15/2025.',
  });
};

export const bancOfCalifornia = (): Spec2 => {
  const rows = businessRows(2813, NOV.start, NOV.end, { n: 54, cards: ['9133'], scale: 1400 });
  const a = account('8810472259', 'Business Checking', 'checking', openingForFloor(rows, -12334), rows);
  const s = spec3(
    'probe8-banc-of-california-business-checking.pdf',
    'Banc of California Business Checking: every page turned with /Rotate 90 (a landscape page), the balance on every row with an overdrawn balance printed -123.34 OD, amounts with a trailing minus, the summary after the activity, drawn with the page header last',
    [
      'business',
      'rotated-pages',
      'od-suffix-balance',
      'trailing-minus-amounts',
      'summary-on-last-page',
      'running-balance-every-row',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'header-written-last',
      'multi-page',
    ],
    'Banc of California',
    'Banc of California',
    ['Banc of California', 'Banc of California, N.A.', 'PacWest'],
    NOV,
    ['HARBOR GATE MARINE SERVICES INC', '2200 E WILLOW ST UNIT B', 'LONG BEACH CA 90755-1838'],
    [a],
  );
  const out = build8(s, {
    out: pdfOut({ order: 'head-last', cap: 46 }),
    ret: ['3 MacArthur Place', 'Santa Ana CA 92707'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'counts',
    summaryAt: 'last',
    sumMoney: (n) => m(n, { neg: 'od' }),
    sumAmount: (n) => m(n),
    activity: 'ledger',
    ledger: {
      title: 'Account Activity',
      opening: 'Beginning Balance',
      closing: 'Ending Balance',
      continued: ' (cont.)',
    },
    cols: [
      { key: 'date', x: 40, head: 'Posted' },
      { key: 'desc', x: 100, head: 'Transaction Description' },
      { key: 'amount', x: 600, right: true, head: 'Amount' },
      { key: 'balance', x: 740, right: true, head: 'Balance' },
    ],
    f: { date: 'MM/DD', balMode: 'every', amt: { neg: 'trailing' }, bal: { neg: 'od' }, width: 80 },
  });
  return rotated(out, () => true);
};

/** A credit card's purchases as card rows, spread over the cards of its employees. */
const employeeCards = (rows: Row[], cards: string[], seed: number): Row[] => {
  const r = rng(seed);
  return rows.map((x) => (x.kind === 'purchase' ? { ...x, kind: 'card', card: pick(r, cards) } : x));
};

function cardSummary(p: Pager<Line>, s: Spec2, a: Account, labels: string[], f: MoneyFmt2 = {}): void {
  const t = totals(a.rows);
  const bal = closing(a);
  put(
    p,
    kvLines('Account Summary', [
      [labels[0], $(a.opening, f)],
      [labels[1], `- ${$(t.credits)}`],
      [labels[2], `+ ${$(t.debits)}`],
      [labels[3], $(bal, f)],
      ['Minimum Payment Due', $(Math.max(3500, Math.round(bal * 0.03)))],
      ['Payment Due Date', dt(addDays(s.end, 25), 'MM/DD/YYYY')],
    ]),
  );
}

const CARD_COLS: Col[] = [
  { key: 'date', x: 40, head: 'Trans Date' },
  { key: 'desc', x: 100, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];

export const fnbo = (): Spec2 => {
  const cards = ['2214', '2230', '2248'];
  const rows = employeeCards(cardRows(2814, CYC.start, CYC.end, 42), cards, 2834);
  const a = account('4465390217702206', 'Business Edition Visa Signature', 'credit_card', 391288, rows);
  const s = spec3(
    'probe8-fnbo-business-edition-visa.pdf',
    'First National Bank of Omaha Business Edition Visa Signature card: transactions grouped by employee card account with subtotals, payments and credits, fees and interest',
    [
      'business',
      'credit-card',
      'card-groups-with-subtotal',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'First National Bank of Omaha',
    'First National Bank of Omaha',
    ['First National Bank of Omaha', 'FNBO', 'First National of Nebraska'],
    CYC,
    ['PLATTE RIVER LANDSCAPE CO', 'ATTN: ACCOUNTS PAYABLE', '8420 S 84TH ST', 'LINCOLN NE 68516-5211'],
    [a],
  );
  const f: Fmt = { date: 'MM/DD', balMode: 'none', width: 60 };
  return produce(
    s,
    {
      producer: 'chromium',
      font: 'Helvetica',
      size: 7.2,
      lineH: 10.2,
      cap: 58,
      head: (n, all) => [`FNBO Business Edition  |  Account ending ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: ['Business Edition Visa Signature card is issued by First National Bank of Omaha.'],
    },
    (p) => {
      put(
        p,
        topBlock(
          s,
          ['P.O. Box 2557', 'Omaha NE 68103-2557'],
          [
            ['Statement Closing Date', dt(s.end, 'MM/DD/YYYY')],
            ['Billing Cycle', `${dt(s.start, 'MM/DD/YYYY')} - ${dt(s.end, 'MM/DD/YYYY')}`],
            ['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
          ],
          340,
        ),
      );
      cardSummary(p, s, a, ['Previous Balance', 'Payments and Credits', 'Purchases, Fees and Interest', 'New Balance']);
      rowsSection(p, 'Payments and Other Credits', a, credits(a), CARD_COLS, f, {
        total: 'Total Payments and Credits',
      });
      cardGroups(p, 'Transactions by Card Account', a, CARD_COLS, f, {
        '2214': 'DIANE KRUEGER',
        '2230': 'MARCO VILLALOBOS',
        '2248': 'JESSE TRAN',
      });
      rowsSection(p, 'Fees and Interest Charged', a, of(a, ['cc_fee', 'cc_interest']), CARD_COLS, f, {
        total: 'Total Fees and Interest',
      });
      put(p, [[c(40, 'Annual Percentage Rate (APR) for purchases: 20.74% (v)')], []]);
    },
  );
};

/** A personal card's one list of transactions, its 2025 year-to-date box, and a sentence with a date and amount. */
function personalCard(
  s: Spec2,
  a: Account,
  o: Out,
  ret: string[],
  f: Fmt,
  apr: string,
  marketing?: string,
  landscape = false,
): Spec2 {
  return produce({ ...s, landscape }, o, (p) => {
    put(
      p,
      topBlock(
        s,
        ret,
        [
          ['Statement Closing Date', dt(s.end, 'MM/DD/YYYY')],
          ['Billing Period', `${dt(s.start, 'MM/DD/YY')} to ${dt(s.end, 'MM/DD/YY')}`],
          ['Account Number', `ending in ${a.number.slice(-4)}`],
        ],
        340,
      ),
    );
    cardSummary(p, s, a, [
      'Previous Balance',
      'Payments and Other Credits',
      'Purchases and Other Charges',
      'New Balance',
    ]);
    if (marketing) put(p, [...wrapLines(marketing, 40, 120), []]);
    ledger8(p, a, a.rows, CARD_COLS, f, { title: 'Transactions', continued: ' (continued)' });
    const fees = sum(of(a, ['cc_fee']));
    const int = sum(of(a, ['cc_interest']));
    put(
      p,
      kvLines('2025 Totals Year-to-Date', [
        ['Total fees charged in 2025', $(fees * 4 + 2900)],
        ['Total interest charged in 2025', $(int * 9 + 11874)],
      ]),
    );
    put(p, [[c(40, `Purchases APR ${apr}   Cash Advances APR 29.99%`)], []]);
  });
}

export const creditOne = (): Spec2 => {
  const rows = cardRows(2815, CYC.start, CYC.end, 28);
  const a = account('4447962210045531', 'Platinum Visa', 'credit_card', 64220, rows);
  const s = spec3(
    'probe8-credit-one-platinum-visa.pdf',
    'Credit One Bank Platinum Visa: one list of transactions, payments and credits printed with CR after the amount, a 2025 year-to-date fees and interest box, drawn a run per word',
    ['personal', 'credit-card', 'cr-suffix-credits', 'fee-box', 'page-n-of-m', 'pdf-lib-producer', 'word-per-run'],
    'Credit One Bank',
    'Credit One Bank, N.A.',
    ['Credit One Bank', 'Credit One', 'Credit One Bank, N.A.'],
    CYC,
    ['RAYMOND E OKAFOR', '3309 E SAHARA AVE APT 14', 'LAS VEGAS NV 89104-4418'],
    [a],
  );
  return personalCard(
    s,
    a,
    {
      producer: 'pdf-lib',
      font: 'Helvetica',
      size: 7.3,
      lineH: 10.3,
      cap: 60,
      runs: 'word',
      head: (n, all) => [`Credit One Bank  |  Account ending in ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: ['Credit One Bank, N.A., P.O. Box 98872, Las Vegas NV 89193-8872'],
    },
    ['P.O. Box 60500', 'City of Industry CA 91716-0500'],
    { date: 'MM/DD', balMode: 'none', amt: { suffix: 'crneg' }, width: 62 },
    '28.99%',
  );
};

export const ulta = (): Spec2 => {
  const rows = cardRows(2816, CYC.start, CYC.end, 22);
  const a = account('5178057730912264', 'Ulta Beauty Mastercard', 'credit_card', 21877, rows);
  const s = spec3(
    'probe8-ulta-beauty-mastercard.pdf',
    'Ulta Beauty Rewards Mastercard (Comenity Capital Bank): one list of transactions in a landscape page, a rewards sentence with a date and an amount, a 2025 year-to-date fees and interest box, month-name dates',
    [
      'personal',
      'credit-card',
      'landscape-or-a4-page',
      'marketing-sentence-with-amount',
      'fee-box',
      'month-name-dates',
      'page-n-of-m',
      'chromium',
    ],
    'Ulta Beauty Mastercard',
    'Comenity Capital Bank',
    ['Comenity Capital Bank', 'Comenity', 'Bread Financial', 'Ulta Beauty Mastercard'],
    CYC,
    ['ASHLEY N VANDERMEER', '6120 W 95TH ST APT 2C', 'OAK LAWN IL 60453-2711'],
    [a],
  );
  return personalCard(
    s,
    a,
    {
      producer: 'chromium',
      font: 'Courier',
      size: 7,
      lineH: 10.2,
      cap: 44,
      head: (n, all) => [`Ulta Beauty Mastercard  |  Account ending in ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: ['The Ulta Beauty Mastercard is issued by Comenity Capital Bank pursuant to a license from Mastercard.'],
    },
    ['P.O. Box 650972', 'Dallas TX 75265-0972'],
    { date: 'Mon D', balMode: 'none', width: 62 },
    '33.24%',
    'Earn 2x points on Ulta Beauty purchases of $50.00 or more made through 12/31/2025. Points post within 2 billing cycles.',
    true,
  );
};

// ---------------------------------------------------------------- Canada, the UK, Australia

export const scotiabank = (): Spec2 => {
  const rows = localRows(2817, NOV.start, NOV.end, 40, {
    pay: ['Payroll Deposit CITY OF HALIFAX', 'Payroll Deposit NOVA HEALTH AUTH'],
    shops: [
      'Point of Sale - Interac SOBEYS #662 HALIFAX NS',
      'Point of Sale - Interac SHOPPERS DRUG MART #0214',
      'Point of Sale - Visa Debit TIM HORTONS #2211',
      'Point of Sale - Interac CANADIAN TIRE #0387',
      'Point of Sale - Visa Debit AMAZON.CA',
      'Point of Sale - Interac IRVING OIL 40771',
    ],
    bills: [
      'Bill Payment NS POWER',
      'Bill Payment BELL CANADA',
      'Pre-Authorized Debit TD INSURANCE',
      'Bill Payment EASTLINK',
      'Pre-Authorized Debit MORTGAGE PMT',
    ],
    transfers: ['e-Transfer - Autodeposit M LEBLANC', 'e-Transfer - Autodeposit K MACDONALD'],
    cash: 'ABM Withdrawal SPRING GARDEN RD NS',
  });
  const a = account('0050312648815', 'Ultimate Package', 'checking', openingForFloor(rows, 68210), rows);
  const s = spec3(
    'probe8-scotiabank-ultimate-package.pdf',
    'Scotiabank Ultimate Package chequing (Canada, CAD): withdrawals, deposits and balance columns with opening and closing balance lines, dates like Nov 05, the summary with minus withdrawals and plus deposits',
    [
      'personal',
      'international',
      'canada',
      'withdrawals-deposits-balance-columns',
      'opening-closing-balance-lines',
      'mon-dd-dates',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
    ],
    'Scotiabank',
    'The Bank of Nova Scotia',
    ['Scotiabank', 'The Bank of Nova Scotia', 'Bank of Nova Scotia'],
    NOV,
    ['MME CHANTAL A LEBLANC', '2104 ROBIE ST APT 6', 'HALIFAX NS  B3K 4M5'],
    [a],
  );
  return build8(
    { ...s, currency: 'CAD' },
    {
      out: {
        producer: 'chromium',
        foot: ['® Registered trademarks of The Bank of Nova Scotia. Eligible deposits insured by CDIC.'],
      },
      ret: ['1709 Hollis St', 'Halifax NS  B3J 1W1'],
      box: [
        ['Statement Period', `Nov 1, 2025 to Nov 30, 2025`],
        ['Branch Transit', '40550'],
        ['Account Number', `${a.number.slice(0, 5)} ${a.number.slice(5)}`],
      ],
      period: 'none',
      summary: 'plain',
      summaryTitle: 'Here is your account summary',
      labels: {
        begin: 'Opening Balance on November 1, 2025',
        debits: 'Minus total withdrawals',
        credits: 'Plus total deposits',
        end: 'Closing Balance on November 30, 2025',
      },
      debitsFirst: true,
      activity: 'ledger',
      ledger: {
        title: 'Here is what happened in your account',
        opening: 'Opening Balance',
        closing: 'Closing Balance',
      },
      cols: WDB(['Withdrawals ($)', 'Deposits ($)', 'Balance ($)']),
      f: { date: 'Mon DD', balMode: 'every', width: 54 },
      head: (n, all) => [`Scotiabank  |  Ultimate Package  ${a.number.slice(-4)}`, `${n} of ${all}`],
    },
  );
};

export const hsbcUk = (): Spec2 => {
  const rows = localRows(2818, NOV.start, NOV.end, 58, {
    pay: ['CR BACS NORTHGATE NHS TRUST SALARY', 'CR BACS KELDALE COUNCIL WAGES'],
    shops: [
      'VIS TESCO STORES 2281 LEEDS',
      'VIS SAINSBURYS S/MKT HEADINGLEY',
      '))) PRET A MANGER LEEDS',
      'VIS AMAZON.CO.UK*RT4K2 AMAZON.CO.UK',
      '))) GREGGS PLC LEEDS',
      'VIS BOOTS 1144 LEEDS',
      'VIS TFL TRAVEL CH LONDON',
      'VIS SHELL BRAMLEY',
    ],
    bills: [
      'DD BRITISH GAS',
      'DD YORKSHIRE WATER',
      'DD COUNCIL TAX LEEDS CC',
      'DD VODAFONE LTD',
      'SO HOLT LETTINGS RENT',
      'DD TV LICENCE MBP',
    ],
    transfers: ['CR FASTER PAYMENT J HARGREAVES', 'CR FASTER PAYMENT S OKONJO'],
    cash: 'ATM CASH NOTEMC LEEDS BRIGGATE',
  });
  const a = account('71284419', 'Bank Account', 'checking', openingForFloor(rows, 43376), rows);
  const s = spec3(
    'probe8-hsbc-uk-bank-account.pdf',
    'HSBC UK Bank Account (GBP): paid out, paid in and balance columns, day-first dates like 05 Nov 25 printed once per day, the balance at the end of each day, BALANCE BROUGHT FORWARD and CARRIED FORWARD at each page break, payment type codes in the details',
    [
      'personal',
      'international',
      'uk',
      'paid-out-paid-in-columns',
      'brought-carried-forward',
      'day-first-dates',
      'date-once-per-day',
      'ending-daily-balance-column',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'HSBC UK',
    'HSBC UK Bank plc',
    ['HSBC UK', 'HSBC', 'HSBC UK Bank plc'],
    NOV,
    ['MR DANIEL J HARGREAVES', '14 CARDIGAN ROAD', 'LEEDS', 'LS6 3AG'],
    [a],
  );
  const gbp = (n: number): string => `£${m(n)}`;
  return build8(
    { ...s, currency: 'GBP' },
    {
      out: pdfOut({
        cap: 50,
        foot: ['HSBC UK Bank plc. Registered in England and Wales. Authorised by the Prudential Regulation Authority.'],
      }),
      ret: ['PO Box 6201', 'Coventry CV3 9HW'],
      box: [
        ['Statement period', `1 to 30 November 2025`],
        ['Sortcode', '40-11-62'],
        ['Account Number', a.number],
        ['Sheet Number', '118'],
      ],
      period: 'none',
      summary: 'plain',
      summaryTitle: 'Account Summary',
      labels: { begin: 'Opening Balance', credits: 'Payments In', debits: 'Payments Out', end: 'Closing Balance' },
      sumMoney: gbp,
      sumAmount: gbp,
      activity: 'ledger',
      ledger: {
        title: 'Your Bank Account details',
        opening: 'BALANCE BROUGHT FORWARD',
        closing: 'BALANCE CARRIED FORWARD',
        brought: 'BALANCE BROUGHT FORWARD',
        carried: 'BALANCE CARRIED FORWARD',
        dateOnce: true,
      },
      cols: WDB(['Paid out', 'Paid in', 'Balance'], [400, 486, 572], 'Date', 'Payment type and details'),
      f: { date: 'DD Mon YY', balMode: 'day-end', width: 50 },
      head: (n, all) => [`HSBC UK  |  Account ${a.number}`, `Sheet 118  Page ${n} of ${all}`],
    },
  );
};

export const commbank = (): Spec2 => {
  const rows = localRows(2819, NOV.start, NOV.end, 44, {
    pay: ['Salary BRISBANE CITY COUNCIL', 'Salary QLD HEALTH PAYROLL'],
    shops: [
      'WOOLWORTHS 4102 TOOWONG QLD AUS Card xx4418',
      'COLES 0733 INDOOROOPILLY QLD AUS Card xx4418',
      'BUNNINGS 565000 OXLEY QLD AUS Card xx4418',
      'BP CONNECT MILTON QLD AUS Card xx4418',
      'KMART 1085 CHERMSIDE QLD AUS Card xx4418',
      'CHEMIST WAREHOUSE TOOWONG Card xx4418',
    ],
    bills: [
      'Direct Debit 062934 ORIGIN ENERGY',
      'Direct Debit 301500 TELSTRA',
      'BPAY URBAN UTILITIES',
      'Direct Debit 118822 MEDIBANK PRIVATE',
      'Transfer to other Bank NetBank RENT',
    ],
    transfers: ['Transfer from NetBank J NGUYEN', 'Fast Transfer From S PATEL'],
    cash: 'Wdl ATM CBA ATM TOOWONG QLD',
  });
  const a = account('10482291', 'Smart Access', 'checking', openingForFloor(rows, 91544), rows);
  const s = spec3(
    'probe8-commbank-smart-access.pdf',
    'Commonwealth Bank Smart Access (Australia, AUD): debit, credit and balance columns, the balance printed with CR, OPENING BALANCE and CLOSING BALANCE lines, dates like 05 Nov',
    [
      'personal',
      'international',
      'australia',
      'debit-credit-balance-columns',
      'cr-balances',
      'opening-closing-balance-lines',
      'day-first-dates',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
    ],
    'Commonwealth Bank',
    'Commonwealth Bank of Australia',
    ['Commonwealth Bank', 'CommBank', 'Commonwealth Bank of Australia'],
    NOV,
    ['MS LINH T NGUYEN', '22 SYLVAN RD', 'TOOWONG QLD 4066'],
    [a],
  );
  return build8(
    { ...s, currency: 'AUD' },
    {
      out: {
        producer: 'chromium',
        foot: ['Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945'],
      },
      ret: ['GPO Box 2719', 'Sydney NSW 1155'],
      box: [
        ['Statement Period', '1 Nov 2025 - 30 Nov 2025'],
        ['BSB', '064-158'],
        ['Account Number', '1048 2291'],
      ],
      period: 'none',
      summary: 'plain',
      summaryTitle: 'Account Summary',
      labels: { begin: 'Opening balance', debits: 'Total debits', credits: 'Total credits', end: 'Closing balance' },
      debitsFirst: true,
      sumMoney: (n) => m(n, { dollar: true, suffix: 'crdr' }),
      activity: 'ledger',
      ledger: {
        title: 'Transactions',
        opening: 'OPENING BALANCE',
        closing: 'CLOSING BALANCE',
        continued: ' (continued)',
      },
      cols: DCB(['Debit', 'Credit', 'Balance']),
      f: { date: 'DD Mon', balMode: 'every', bal: { dollar: true, suffix: 'crdr' }, width: 52 },
      head: (n, all) => [`Smart Access  |  BSB 064-158  Account 1048 2291`, `Page ${n} of ${all}`],
    },
  );
};

// ---------------------------------------------------------------- the review cases

export const ridgewoodMissingPage = (): Spec2 => {
  const rows = personalRows(2820, NOV.start, NOV.end, { n: 150, card: '6040', checks: 5, firstCheck: 871 });
  const a = account('0211845570', 'Regular Checking', 'checking', openingForFloor(rows, 102277), rows);
  const s = spec3(
    'probe8-ridgewood-savings-checking-missing-page.pdf',
    'Ridgewood Savings Bank Regular Checking: a ledger with the balance on every row; the second of its pages is missing from the file',
    [
      'personal',
      'community-bank',
      'missing-page',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Ridgewood Savings Bank',
    'Ridgewood Savings Bank',
    ['Ridgewood Savings Bank', 'Ridgewood Savings', 'Ridgewood Bank'],
    NOV,
    ['CONSTANCE M DIPIETRO', '60-18 71ST AVE APT 2R', 'RIDGEWOOD NY 11385-4402'],
    [a],
  );
  return build8(
    {
      ...s,
      expect: 'review',
      drop: 1,
      note: 'page 2 of 3 is missing from the file: the rows printed do not carry the running balance from the beginning balance to the ending balance, nor add up to the summary totals',
    },
    {
      out: pdfOut(),
      ret: ['71-02 Forest Ave', 'Ridgewood NY 11385'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Regular Checking']],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      ledger: {
        title: 'Account Activity',
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
        continued: ' (continued)',
      },
      cols: SIGNED,
      f: { date: 'MM/DD', balMode: 'every', width: 56 },
    },
  );
};

export const needhamMisprint = (): Spec2 => {
  const rows = businessRows(2821, NOV.start, NOV.end, {
    n: 46,
    cards: ['3127'],
    checks: 12,
    firstCheck: 4406,
    scale: 1500,
  });
  const a = account('3302719948', 'Business Checking', 'checking', openingForFloor(rows, 388140), rows);
  const s = spec3(
    'probe8-needham-business-checking-misprint.pdf',
    "Needham Bank Business Checking: a bank's misprint, the summary's Checks Paid total is $100.00 more than the checks listed (every row, Total Checks and the ending balance are right)",
    [
      'business',
      'community-bank',
      'summary-misprint',
      'summary-counts',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'page-n-of-m',
      'chromium',
    ],
    'Needham Bank',
    'Needham Bank',
    ['Needham Bank', 'Needham', 'NB Bancorp'],
    NOV,
    ['CHARLES RIVER PHYSICAL THERAPY LLC', '1075 GREAT PLAIN AVE', 'NEEDHAM MA 02492-2519'],
    [a],
  );
  return build8(
    {
      ...s,
      expect: 'review',
      note: "the printed summary's Checks Paid total is $100.00 more than the checks listed and than Total Checks: beginning + credits - checks - other debits does not equal the printed ending balance (a bank misprint)",
    },
    {
      out: { producer: 'chromium', font: 'Times' },
      ret: ['1063 Great Plain Ave', 'Needham MA 02492'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
      period: 'range',
      summary: 'counts',
      misprintChecks: 10000,
      activity: 'sections',
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', width: 80 },
      titles: ['Deposits', 'Other Withdrawals'],
      checks: { up: 2, title: 'Checks', total: 'Total Checks' },
    },
  );
};
