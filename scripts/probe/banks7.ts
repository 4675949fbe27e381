// The seventh probe set's statements: personal and business checking, savings and money market at US banks,
// community banks, credit unions and fintechs, and three cards, each laid out once as lines of positioned cells
// (lines6.ts) and either printed by Chromium or drawn by pdf-lib (a run per cell, word or glyph; row by row,
// column by column or the page header last). Written from general knowledge of how such statements look, blind
// to the reader. One builder (`build`) lays out the parts a bank chooses; every figure printed comes from the model.
import {
  type Account,
  type Row,
  businessRows,
  cardRows,
  closing,
  openingForFloor,
  savingsRows,
  sum,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { printed } from './render.ts';
import { type Pager } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import {
  type Col,
  type Fmt,
  type Line,
  type Out,
  $,
  c,
  checksUp,
  credits,
  dailyTable,
  debits,
  dt,
  kvLines,
  m,
  of,
  produce,
  put,
  rowsSection,
  summaryCounts,
} from './lines6.ts';
import { addDays, cardBody } from './banks6.ts';

const OCT = { start: '2025-10-01', end: '2025-10-31' };
const SEP = { start: '2025-09-01', end: '2025-09-30' };
const MID = { start: '2025-09-16', end: '2025-10-15' };
const CYC = { start: '2025-09-13', end: '2025-10-12' };

interface Cfg {
  out: Partial<Out> & { producer: Out['producer'] };
  ret: string[];
  box: string[][];
  masthead?: boolean; // no bank name at the top: the logo is a picture; the name only in the footer's legal line
  period: 'range' | 'range-words' | 'closing-date-only';
  summary: 'plain' | 'counts' | 'columns' | 'columns-counts' | 'none';
  misprint?: number; // cents added to the printed summary's credits (a bank's misprint: the review case)
  activity: 'ledger' | 'sections' | 'card';
  cols: Col[];
  f: Fmt;
  titles?: [string, string];
  checks?: boolean; // checks three-up under "Checks Paid" with "Total Checks"
  checkImages?: boolean; // a page of check images, captions only
  daily?: boolean;
  ytd?: string; // an interest box: this period, year to date, the APY earned
  pending?: boolean; // a line with a reference number and a date that is not a row
  apr?: string;
}

const words = (iso: string): string => dt(iso, 'Month D, YYYY').replace(/, \d{4}$/, '');

/** Extra rows (fees, a returned item) merged in by date, credits before debits within a day. */
function merged(rows: Row[], extra: Row[]): Row[] {
  const order = (x: Row): number => (x.cents > 0 ? 0 : 1);
  return [...rows, ...extra]
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || order(a.x) - order(b.x) || a.i - b.i)
    .map(({ x }) => x);
}

function summary(p: Pager<Line>, s: Spec2, a: Account, d: Cfg): void {
  const t = totals(a.rows);
  const cr = t.credits + (d.misprint ?? 0);
  const begin = d.period === 'closing-date-only' ? `Beginning balance on ${words(s.start)}` : 'Beginning Balance';
  const end = d.period === 'closing-date-only' ? `Ending balance on ${words(s.end)}` : 'Ending Balance';
  const [ct, dbt] = d.titles ?? ['Deposits and Other Credits', 'Withdrawals and Other Debits'];
  if (d.summary === 'columns' || d.summary === 'columns-counts') {
    const xs = [40, 190, 340, 490];
    const lines: Line[] = [
      [c(40, 'Account Summary', { bold: true })],
      [begin, ct, dbt, end].map((x, i) => c(xs[i], x, { bold: true })),
      [$(a.opening), $(cr), $(t.debits), $(closing(a))].map((x, i) => c(xs[i], x)),
    ];
    if (d.summary === 'columns-counts')
      lines.push(['', `${t.creditCount} items`, `${t.debitCount} items`, ''].map((x, i) => c(xs[i], x)));
    put(p, [...lines, []]);
  } else if (d.summary === 'counts') {
    const rows = summaryCounts(a, {}, [begin, ct, dbt, end]);
    rows[1][1] = $(cr);
    put(p, kvLines('Account Summary', rows));
  } else if (d.summary === 'plain')
    put(
      p,
      kvLines('Account Summary', [
        [begin, $(a.opening)],
        [ct, $(cr)],
        [dbt, $(t.debits)],
        [end, $(closing(a))],
      ]),
    );
}

/** A page of check images: each image's caption only ("Check 1045 $250.00 10/03"), two across. */
function checkImages(p: Pager<Line>, a: Account, f: Fmt): void {
  const cs = of(a, ['check'])
    .filter((r) => !r.hidden)
    .sort((x, y) => x.check! - y.check!);
  if (!cs.length) return;
  p.newPage();
  p.put([[c(40, 'Check Images', { bold: true })], [c(40, 'Images of the checks paid this period, front side.')], []]);
  for (let i = 0; i < cs.length; i += 2) {
    if (!p.room(6)) p.newPage();
    p.put([[], [], [], []]);
    p.put([
      cs.slice(i, i + 2).map((r, k) => c(40 + k * 270, `Check ${r.check} ${$(-printed(r))} ${dt(r.date, 'MM/DD')}`)),
      [],
    ]);
  }
}

function build(s: Spec2, d: Cfg): Spec2 {
  const a = s.accounts[0];
  const legalLine = `${s.legal}. Member FDIC.`;
  const o: Out = {
    font: 'Helvetica',
    size: 7.2,
    lineH: 10.2,
    cap: s.landscape ? 42 : 58,
    head: (n, all) => [
      d.masthead ? `Account ending ${a.number.slice(-4)}` : `${s.bank}  |  Account ending ${a.number.slice(-4)}`,
      `Page ${n} of ${all}`,
    ],
    foot: [
      d.masthead ? `Deposit accounts are held at ${legalLine}` : `${s.bank}  ${s.legal === s.bank ? '' : s.legal}`,
    ],
    ...d.out,
  };
  const periodBox: string[][] =
    d.period === 'closing-date-only'
      ? [['Statement Date', dt(s.statementDate, 'MM/DD/YYYY')]]
      : d.period === 'range-words'
        ? [['Statement Period', `${dt(s.start, 'Month D, YYYY')} - ${dt(s.end, 'Month D, YYYY')}`]]
        : [['Statement Period', `${dt(s.start, 'MM/DD/YYYY')} - ${dt(s.end, 'MM/DD/YYYY')}`]];
  return produce(s, o, (p) => {
    const box = [...periodBox, ...d.box];
    const left: Line[] = [
      d.masthead ? [] : [c(40, s.bank, { bold: true, size: 14 })],
      ...d.ret.map((t) => [c(40, t)]),
      [],
      ...s.customer.map((t) => [c(56, t)]),
    ];
    const n = Math.max(left.length, box.length);
    put(p, [
      ...Array.from({ length: n }, (_, i) => [
        ...(left[i] ?? []),
        ...(box[i] ?? []).map((t, k) =>
          k === 0 ? c(340, t, { bold: box[i].length > 1 }) : c(572, t, { right: true }),
        ),
      ]),
      [],
    ]);
    if (d.activity === 'card') {
      cardBody(p, s, a, d.f, d.apr ?? '24.49%');
      return;
    }
    summary(p, s, a, d);
    if (d.ytd) {
      const int = sum(of(a, ['interest']));
      put(
        p,
        kvLines('Interest Summary', [
          ['Interest paid this period', $(int)],
          ['Interest paid year-to-date', $(int * 9 + 41277)],
          ['Annual Percentage Yield Earned', d.ytd],
        ]),
      );
    }
    const [ct, dbt] = d.titles ?? ['Deposits and Other Credits', 'Withdrawals and Other Debits'];
    if (d.activity === 'ledger')
      rowsSection(p, 'Transaction Detail', a, a.rows, d.cols, d.f, { forward: 'Balance Forward' });
    else {
      rowsSection(p, ct, a, credits(a), d.cols, d.f, { total: `Total ${ct}` });
      const db = debits(a).filter((r) => !(d.checks && r.kind === 'check'));
      rowsSection(p, dbt, a, db, d.cols, d.f, { total: `Total ${dbt}` });
      if (d.checks) checksUp(p, a, 3, d.f.date, 'Checks Paid', 'Total Checks');
    }
    if (d.pending)
      put(p, [
        [c(40, 'Pending Items (not included in the balances above)', { bold: true })],
        [
          c(
            40,
            `Ref 7714920   ${dt(addDays(s.end, -1), d.f.date)}   Mobile deposit received after the cutoff: posts next business day`,
          ),
        ],
        [],
      ]);
    if (d.daily) dailyTable(p, a, 3, d.f.date, d.f.bal ?? d.f.amt ?? {}, 'Daily Balance Summary');
    if (d.checkImages) checkImages(p, a, d.f);
  });
}

const LEDGER: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 96, head: 'Description' },
  { key: 'credit', x: 398, right: true, head: 'Deposits/Credits' },
  { key: 'debit', x: 486, right: true, head: 'Withdrawals/Debits' },
  { key: 'balance', x: 572, right: true, head: 'Daily Balance' },
];
const SIGNED: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 96, head: 'Description' },
  { key: 'amount', x: 480, right: true, head: 'Amount' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];
const SECT: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 96, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const YEAR = (cols: Col[]): Col[] =>
  cols.map((x) => (x.key === 'desc' ? { ...x, x: 110 } : x.key === 'date' ? { ...x, head: 'Post Date' } : x));

const pdfOut = (extra: Partial<Out> = {}): Cfg['out'] => ({
  producer: 'pdf-lib',
  size: 7.3,
  lineH: 10.3,
  cap: 60,
  ...extra,
});
const fee = (date: string, desc: string, cents: number, kind: Row['kind'] = 'fee'): Row => ({
  date,
  desc,
  cents,
  kind,
});
const overdraft = (rows: Row[], days: [string, string, string]): Row[] =>
  merged(rows, [
    fee(days[0], 'OVERDRAFT FEE ITEM PAID', -3400),
    fee(days[1], 'NSF FEE ITEM RETURNED', -3400),
    fee(days[1], 'RETURNED ITEM DEPOSITED CHECK #2231 REFER TO MAKER', -48215, 'ach'),
    fee(days[2], 'RETURNED DEPOSITED ITEM FEE', -1200),
  ]);

// ---------------------------------------------------------------- the statements

export const flagstar = (): Spec2 => {
  const rows = businessRows(2701, OCT.start, OCT.end, { n: 64, cards: ['6021'], wires: true, scale: 2100 });
  const a = account('4410928836', 'Simply Business Checking', 'checking', openingForFloor(rows, 1244910), rows);
  const s = spec3(
    'probe7-flagstar-business-checking.pdf',
    'Flagstar Bank Simply Business Checking: deposits and withdrawals columns with the balance on the last row of each day, dates with the year, wrapped descriptions with memo lines, the summary with counts',
    [
      'business',
      'ending-daily-balance-column',
      'deposits-credits-withdrawals-debits-columns',
      'year-in-row-dates',
      'summary-counts',
      'wrapped-descriptions',
      'pending-or-memo-lines',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Flagstar Bank',
    'Flagstar Bank, N.A.',
    ['Flagstar Bank', 'Flagstar', 'Flagstar Bank, N.A.'],
    OCT,
    ['LAKESHORE MILLWORK LLC', '2270 ORCHARD LAKE RD STE 4', 'SYLVAN LAKE MI 48320-1147'],
    [a],
  );
  return build(s, {
    out: { producer: 'chromium' },
    ret: ['P.O. Box 7040', 'Troy MI 48007-7040'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Simply Business Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'ledger',
    cols: YEAR(LEDGER),
    f: { date: 'MM/DD/YYYY', balMode: 'day-end', wrap: 52, customer: 'LAKESHORE MILLWORK' },
  });
};

export const easternBiz = (): Spec2 => {
  const rows = businessRows(2702, SEP.start, SEP.end, {
    n: 56,
    cards: ['7730'],
    checks: 11,
    firstCheck: 3310,
    scale: 1800,
  });
  const a = account('7702114593', 'Business Interest Checking', 'checking', openingForFloor(rows, 872245), rows);
  const s = spec3(
    'probe7-eastern-business-checking.pdf',
    'Eastern Bank Business Checking: no bank name at the top (the name only in the legal line), summary as columns, signed amounts, checks three-up, a page of check images, month-name dates',
    [
      'business',
      'community-bank',
      'masthead-logo-text',
      'summary-as-columns',
      'single-signed-amount-column',
      'checks-3up',
      'check-images-page',
      'month-name-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Eastern Bank',
    'Eastern Bank',
    ['Eastern Bank', 'Eastern'],
    SEP,
    ['HARBORVIEW DENTAL GROUP PC', '88 WASHINGTON ST FL 3', 'SALEM MA 01970-3521'],
    [a],
  );
  return build(s, {
    out: { producer: 'chromium', font: 'Times' },
    ret: ['P.O. Box 391', 'Lynn MA 01903-0491'],
    masthead: true,
    box: [['Account Number', `******${a.number.slice(-4)}`], ['Business Interest Checking']],
    period: 'range-words',
    summary: 'columns',
    activity: 'sections',
    cols: SECT,
    f: { date: 'Mon D', balMode: 'none', width: 70 },
    titles: ['Deposits and Credits', 'Withdrawals and Debits'],
    checks: true,
    checkImages: true,
  });
};

export const provident = (): Spec2 => {
  const rows0 = personalRows(2703, OCT.start, OCT.end, { n: 44, card: '5518' });
  const rows = overdraft(rows0, ['2025-10-14', '2025-10-15', '2025-10-16']);
  const a = account('0318875240', 'Provident Essential Checking', 'checking', openingForFloor(rows, -22940), rows);
  const s = spec3(
    'probe7-provident-essential-checking.pdf',
    'Provident Bank Essential Checking: only a statement date printed, a signed amount column with trailing minus, overdraft and NSF fees with a returned item, a daily balance table, drawn a run per word',
    [
      'personal',
      'community-bank',
      'period-as-statement-closing-date-only',
      'single-signed-amount-column',
      'trailing-minus-amounts',
      'overdraft-and-nsf-fees',
      'returned-item',
      'daily-balance-table',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
      'multi-page',
    ],
    'Provident Bank',
    'Provident Bank',
    ['Provident Bank', 'Provident', 'The Provident Bank'],
    OCT,
    ['DENISE K ORTOLANI', '47 MAPLEWOOD TER', 'WOODBRIDGE NJ 07095-2210'],
    [a],
  );
  return build(
    { ...s, periodPrinted: false },
    {
      out: pdfOut({ runs: 'word' }),
      ret: ['100 Wood Avenue South', 'Iselin NJ 08830'],
      box: [['Account Number', `XXXX${a.number.slice(-4)}`], ['Essential Checking']],
      period: 'closing-date-only',
      summary: 'plain',
      activity: 'sections',
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', amt: { neg: 'trailing' }, bal: { neg: 'trailing' }, width: 70 },
      daily: true,
    },
  );
};

export const banner = (): Spec2 => {
  const rows = businessRows(2704, SEP.start, SEP.end, {
    n: 48,
    cards: ['2209'],
    checks: 9,
    firstCheck: 1180,
    scale: 1500,
  });
  const a = account('5630017729', 'Business Essentials Checking', 'checking', openingForFloor(rows, 410033), rows);
  const s = spec3(
    'probe7-banner-business-essentials.pdf',
    'Banner Bank Business Essentials Checking: landscape pages, summary with counts, checks three-up with Total Checks, a daily balance table',
    [
      'business',
      'community-bank',
      'landscape-or-a4-page',
      'summary-counts',
      'checks-3up',
      'daily-balance-table',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Banner Bank',
    'Banner Bank',
    ['Banner Bank', 'Banner'],
    SEP,
    ['CASCADE ORCHARD SUPPLY INC', '1402 N 16TH AVE', 'YAKIMA WA 98902-1230'],
    [a],
  );
  return build(
    { ...s, landscape: true },
    {
      out: { producer: 'chromium' },
      ret: ['P.O. Box 907', 'Walla Walla WA 99362'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Essentials Checking']],
      period: 'range',
      summary: 'counts',
      activity: 'sections',
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', width: 72 },
      checks: true,
      daily: true,
    },
  );
};

export const firstbankCO = (): Spec2 => {
  const rows = personalRows(2705, MID.start, MID.end, { n: 40, card: '9034' });
  const a = account('2280461157', 'Free Checking', 'checking', openingForFloor(rows, 118420), rows);
  const s = spec3(
    'probe7-firstbank-colorado-free-checking.pdf',
    'FirstBank (Colorado) Free Checking: the balance on the last row of each day, month-name dates, the summary as columns, drawn a run per glyph',
    [
      'personal',
      'community-bank',
      'ending-daily-balance-column',
      'deposits-credits-withdrawals-debits-columns',
      'month-name-dates',
      'summary-as-columns',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'FirstBank',
    'FirstBank',
    ['FirstBank', 'FirstBank Colorado', 'FirstBank Holding Company'],
    MID,
    ['MARCUS T ELLSWORTH', '3391 S HOLLY ST', 'DENVER CO 80222-6104'],
    [a],
  );
  return build(s, {
    out: pdfOut({ runs: 'glyph' }),
    ret: ['12345 W Colfax Ave', 'Lakewood CO 80215'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Free Checking']],
    period: 'range-words',
    summary: 'columns',
    activity: 'ledger',
    cols: LEDGER,
    f: { date: 'Mon D', balMode: 'day-end', width: 54 },
  });
};

export const westernAllianceMM = (): Spec2 => {
  const rows = savingsRows(2706, OCT.start, OCT.end, 7);
  const a = account('8100352276', 'Business Money Market', 'savings', 18834210, rows);
  const s = spec3(
    'probe7-western-alliance-business-money-market.pdf',
    'Western Alliance Bank Business Money Market: only a statement date printed, an interest box with year-to-date figures, dates with the year, a running balance, the summary as columns',
    [
      'business',
      'period-as-statement-closing-date-only',
      'interest-earned-ytd-box',
      'year-in-row-dates',
      'summary-as-columns',
      'single-signed-amount-column',
      'page-n-of-m',
      'chromium',
    ],
    'Western Alliance Bank',
    'Western Alliance Bank',
    ['Western Alliance Bank', 'Western Alliance', 'Western Alliance Bancorporation'],
    OCT,
    ['SONORAN RIDGE PROPERTY MGMT LLC', '7001 N SCOTTSDALE RD STE 2040', 'SCOTTSDALE AZ 85253-3644'],
    [a],
  );
  return build(
    { ...s, periodPrinted: false },
    {
      out: { producer: 'chromium', font: 'Courier', size: 7 },
      ret: ['One E Washington St', 'Phoenix AZ 85004'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Money Market']],
      period: 'closing-date-only',
      summary: 'columns',
      activity: 'ledger',
      cols: YEAR(SIGNED),
      f: { date: 'MM/DD/YYYY', balMode: 'every', width: 50 },
      ytd: '3.62%',
    },
  );
};

export const bankOfHawaii = (): Spec2 => {
  const rows0 = personalRows(2707, SEP.start, SEP.end, { n: 42, card: '3376' });
  const rows = overdraft(rows0, ['2025-09-09', '2025-09-10', '2025-09-11']);
  const a = account('0092271548', 'Pure Checking', 'checking', openingForFloor(rows, -5517), rows);
  const s = spec3(
    'probe7-bank-of-hawaii-pure-checking.pdf',
    'Bank of Hawaii Pure Checking: one amount column with trailing minus, the balance on the last row of each day, wrapped descriptions, overdraft and NSF fees and a returned item, month-name dates',
    [
      'personal',
      'single-signed-amount-column',
      'trailing-minus-amounts',
      'ending-daily-balance-column',
      'wrapped-descriptions',
      'pending-or-memo-lines',
      'overdraft-and-nsf-fees',
      'returned-item',
      'month-name-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Bank of Hawaii',
    'Bank of Hawaii',
    ['Bank of Hawaii', 'Bankoh', 'Bank of Hawaii Corporation'],
    SEP,
    ['LEILANI K NAKAMURA', '94-1021 KAIMUKI ST APT 12B', 'WAIPAHU HI 96797-4410'],
    [a],
  );
  return build(s, {
    out: { producer: 'chromium', font: 'Times', size: 7.4 },
    ret: ['P.O. Box 2900', 'Honolulu HI 96846-6000'],
    box: [['Account Number', `XXXX-XX${a.number.slice(-4)}`], ['Pure Checking']],
    period: 'range-words',
    summary: 'plain',
    activity: 'ledger',
    cols: SIGNED,
    f: {
      date: 'Mon D',
      balMode: 'day-end',
      amt: { neg: 'trailing' },
      bal: { neg: 'trailing' },
      wrap: 48,
      customer: 'LEILANI NAKAMURA',
    },
  });
};

export const firstHawaiian = (): Spec2 => {
  const rows = businessRows(2708, OCT.start, OCT.end, { n: 58, cards: ['1184', '1192'], scale: 1700 });
  const a = account('6015540382', 'Business Checking', 'checking', openingForFloor(rows, 533180), rows);
  const s = spec3(
    'probe7-first-hawaiian-business-checking.pdf',
    'First Hawaiian Bank Business Checking: no bank name at the top, deposits and withdrawals columns with the day-end balance on the last row of each day, dates with the year, drawn column by column',
    [
      'business',
      'masthead-logo-text',
      'deposits-credits-withdrawals-debits-columns',
      'ending-daily-balance-column',
      'year-in-row-dates',
      'summary-counts',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'columns-written-column-by-column',
      'multi-page',
    ],
    'First Hawaiian Bank',
    'First Hawaiian Bank',
    ['First Hawaiian Bank', 'First Hawaiian', 'FHB'],
    OCT,
    ['KONA COAST CATERING LLC', '75-5722 KUAKINI HWY STE 108', 'KAILUA KONA HI 96740-1710'],
    [a],
  );
  return build(s, {
    out: pdfOut({ order: 'columns' }),
    masthead: true,
    ret: ['P.O. Box 3200', 'Honolulu HI 96847'],
    box: [['Account Number', `XX-XXX${a.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'ledger',
    cols: YEAR(LEDGER),
    f: { date: 'MM/DD/YYYY', balMode: 'day-end', width: 52 },
  });
};

export const oldSecond = (): Spec2 => {
  const rows = businessRows(2709, SEP.start, SEP.end, {
    n: 50,
    cards: ['4471'],
    checks: 12,
    firstCheck: 8802,
    scale: 1600,
  });
  const a = account('3309218874', 'Business Checking', 'checking', openingForFloor(rows, 296612), rows);
  const s = spec3(
    'probe7-old-second-business-checking.pdf',
    'Old Second National Bank Business Checking: summary with counts, checks three-up with Total Checks, a page of check images, a daily balance table',
    [
      'business',
      'community-bank',
      'summary-counts',
      'checks-3up',
      'check-images-page',
      'daily-balance-table',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Old Second National Bank',
    'Old Second National Bank',
    ['Old Second National Bank', 'Old Second Bank', 'Old Second'],
    SEP,
    ['FOX VALLEY FENCE & DECK INC', '410 N LAKE ST', 'AURORA IL 60506-4103'],
    [a],
  );
  return build(s, {
    out: { producer: 'chromium', size: 7.4 },
    ret: ['37 S River St', 'Aurora IL 60506'],
    box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', width: 72 },
    titles: ['Deposits', 'Withdrawals'],
    checks: true,
    checkImages: true,
    daily: true,
  });
};

export const busey = (): Spec2 => {
  const rows = personalRows(2710, OCT.start, OCT.end, { n: 46, card: '2051', overdraftFees: 2 });
  const a = account('1147720936', 'Pure Checking', 'checking', openingForFloor(rows, -8840), rows);
  const s = spec3(
    'probe7-busey-personal-checking.pdf',
    'Busey Bank personal checking: only a statement date printed, a signed amount column with a running balance, overdraft fees, the summary with counts, drawn with the page header last',
    [
      'personal',
      'community-bank',
      'period-as-statement-closing-date-only',
      'single-signed-amount-column',
      'overdraft-and-nsf-fees',
      'summary-counts',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'header-written-last',
      'multi-page',
    ],
    'Busey Bank',
    'Busey Bank',
    ['Busey Bank', 'Busey', 'First Busey Corporation'],
    OCT,
    ['GRETCHEN A VOLKMANN', '1802 S PROSPECT AVE', 'CHAMPAIGN IL 61820-7718'],
    [a],
  );
  return build(
    { ...s, periodPrinted: false },
    {
      out: pdfOut({ order: 'head-last', font: 'Times' }),
      ret: ['100 W University Ave', 'Champaign IL 61820'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Personal Checking']],
      period: 'closing-date-only',
      summary: 'counts',
      activity: 'ledger',
      cols: SIGNED,
      f: { date: 'MM/DD', balMode: 'every', width: 56 },
    },
  );
};

export const schoolsFirst = (): Spec2 => {
  const rows = personalRows(2711, SEP.start, SEP.end, { n: 44, card: '6642' });
  const a = account('0004418207', 'Share Draft Checking', 'checking', openingForFloor(rows, 206118), rows);
  const s = spec3(
    'probe7-schoolsfirst-checking.pdf',
    'SchoolsFirst Federal Credit Union checking: month-name dates, wrapped descriptions with memo lines, a pending line with a reference number and a date, summary as columns with counts',
    [
      'personal',
      'credit-union',
      'month-name-dates',
      'wrapped-descriptions',
      'pending-or-memo-lines',
      'summary-as-columns',
      'summary-counts',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'SchoolsFirst Federal Credit Union',
    'SchoolsFirst Federal Credit Union',
    ['SchoolsFirst Federal Credit Union', 'SchoolsFirst FCU', 'SchoolsFirst'],
    SEP,
    ['ROSA M VILLANUEVA', '2219 E CHAPMAN AVE APT 7', 'ORANGE CA 92869-3301'],
    [a],
  );
  return build(s, {
    out: {
      producer: 'chromium',
      font: 'Courier',
      size: 6.9,
      foot: ['SchoolsFirst Federal Credit Union. Federally insured by NCUA.'],
    },
    ret: ['P.O. Box 11547', 'Santa Ana CA 92711-1547'],
    box: [['Member Number', `XXXXXX${a.number.slice(-4)}`], ['Share Draft Checking']],
    period: 'range-words',
    summary: 'columns-counts',
    activity: 'ledger',
    cols: SIGNED,
    f: { date: 'Mon D', balMode: 'every', wrap: 46, customer: 'ROSA VILLANUEVA' },
    pending: true,
  });
};

export const golden1 = (): Spec2 => {
  const rows = savingsRows(2712, OCT.start, OCT.end, 5);
  const a = account('0077215340', 'Regular Share Savings', 'savings', 1433920, rows);
  const s = spec3(
    'probe7-golden1-share-savings.pdf',
    'Golden 1 Credit Union share savings: an interest box with year-to-date figures, dates with the year, summary as columns, drawn a run per word',
    [
      'personal',
      'credit-union',
      'interest-earned-ytd-box',
      'year-in-row-dates',
      'summary-as-columns',
      'single-signed-amount-column',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Golden 1 Credit Union',
    'The Golden 1 Credit Union',
    ['Golden 1 Credit Union', 'Golden 1', 'The Golden 1 Credit Union'],
    OCT,
    ['TERRENCE J OKAFOR', '5518 FOLSOM BLVD', 'SACRAMENTO CA 95819-4407'],
    [a],
  );
  return build(s, {
    out: pdfOut({
      runs: 'word',
      font: 'Courier',
      size: 7,
      foot: ['The Golden 1 Credit Union. Federally insured by NCUA.'],
    }),
    ret: ['P.O. Box 15966', 'Sacramento CA 95852-0966'],
    box: [['Member Number', `XXXXX${a.number.slice(-4)}`], ['Regular Share Savings']],
    period: 'range',
    summary: 'columns',
    activity: 'ledger',
    cols: YEAR(SIGNED),
    f: { date: 'MM/DD/YYYY', balMode: 'every', width: 50 },
    ytd: '0.10%',
  });
};

export const americaFirst = (): Spec2 => {
  const rows = businessRows(2713, SEP.start, SEP.end, { n: 44, cards: ['8813'], scale: 1300 });
  const a = account('0021884519', 'Business Checking', 'checking', openingForFloor(rows, 190477), rows);
  const s = spec3(
    'probe7-america-first-business-checking.pdf',
    'America First Credit Union Business Checking: landscape pages, deposits and withdrawals columns with the day-end balance on the last row of each day',
    [
      'business',
      'credit-union',
      'landscape-or-a4-page',
      'deposits-credits-withdrawals-debits-columns',
      'ending-daily-balance-column',
      'summary-counts',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'America First Credit Union',
    'America First Federal Credit Union',
    ['America First Credit Union', 'America First Federal Credit Union', 'AFCU'],
    SEP,
    ['WASATCH TRAIL OUTFITTERS LLC', '2455 WASHINGTON BLVD', 'OGDEN UT 84401-1316'],
    [a],
  );
  return build(
    { ...s, landscape: true },
    {
      out: {
        producer: 'chromium',
        font: 'Times',
        foot: ['America First Federal Credit Union. Federally insured by NCUA.'],
      },
      ret: ['P.O. Box 9199', 'Ogden UT 84409'],
      box: [['Member Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'day-end', width: 54 },
    },
  );
};

export const axosSavings = (): Spec2 => {
  const rows = savingsRows(2714, SEP.start, SEP.end, 6);
  const a = account('9040117762', 'High Yield Savings', 'savings', 3120455, rows);
  const s = spec3(
    'probe7-axos-high-yield-savings.pdf',
    'Axos Bank High Yield Savings: only a statement date printed, an interest box with year-to-date figures, month-name dates, drawn a run per glyph',
    [
      'personal',
      'fintech',
      'period-as-statement-closing-date-only',
      'interest-earned-ytd-box',
      'month-name-dates',
      'single-signed-amount-column',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'Axos Bank',
    'Axos Bank',
    ['Axos Bank', 'Axos', 'BofI Federal Bank'],
    SEP,
    ['PRIYA S RAMANATHAN', '8870 VILLA LA JOLLA DR UNIT 214', 'LA JOLLA CA 92037-1923'],
    [a],
  );
  return build(
    { ...s, periodPrinted: false },
    {
      out: pdfOut({ runs: 'glyph' }),
      ret: ['P.O. Box 919013', 'San Diego CA 92191'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['High Yield Savings']],
      period: 'closing-date-only',
      summary: 'plain',
      activity: 'ledger',
      cols: SIGNED,
      f: { date: 'Mon D', balMode: 'every', width: 50 },
      ytd: '4.01%',
    },
  );
};

export const varo = (): Spec2 => {
  const rows = personalRows(2715, OCT.start, OCT.end, { n: 38, card: '7420' });
  const a = account('5520931146', 'Varo Bank Account', 'checking', openingForFloor(rows, 30215), rows);
  const s = spec3(
    'probe7-varo-bank-account.pdf',
    'Varo Bank Account: one signed amount column with a running balance, the summary as columns, a pending line with a reference number and a date',
    [
      'personal',
      'fintech',
      'single-signed-amount-column',
      'summary-as-columns',
      'pending-or-memo-lines',
      'page-n-of-m',
      'chromium',
    ],
    'Varo Bank',
    'Varo Bank, N.A.',
    ['Varo Bank', 'Varo', 'Varo Bank, N.A.'],
    OCT,
    ['JORDAN L BECKETT', '1460 MISSION ST APT 508', 'SAN FRANCISCO CA 94103-2519'],
    [a],
  );
  return build(s, {
    out: { producer: 'chromium', size: 7.6, lineH: 10.8, cap: 54 },
    ret: ['P.O. Box 108', 'Draper UT 84020'],
    box: [['Account Number', `****${a.number.slice(-4)}`], ['Varo Bank Account']],
    period: 'range',
    summary: 'columns',
    activity: 'ledger',
    cols: SIGNED,
    f: { date: 'MM/DD', balMode: 'every', width: 56 },
    pending: true,
  });
};

const cardSpec = (s: Spec2, d: Omit<Cfg, 'period' | 'summary' | 'activity' | 'cols'>): Spec2 =>
  build(s, { ...d, period: 'range', summary: 'none', activity: 'card', cols: SECT });

export const biltCard = (): Spec2 => {
  const rows = cardRows(2716, CYC.start, CYC.end, 30);
  const a = account('5412880017456611', 'Bilt Mastercard', 'credit_card', 84217, rows);
  const s = spec3(
    'probe7-bilt-mastercard.pdf',
    'Bilt Mastercard (Wells Fargo): month-name dates, payments and credits printed with a trailing minus',
    ['personal', 'credit-card', 'month-name-dates', 'trailing-minus-amounts', 'page-n-of-m', 'chromium'],
    'Bilt Mastercard',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo', 'Wells Fargo Bank', 'Bilt Mastercard', 'Wells Fargo Bank, N.A.'],
    CYC,
    ['NATALIE R FONSECA', '301 W 53RD ST APT 14F', 'NEW YORK NY 10019-5766'],
    [a],
  );
  return cardSpec(s, {
    out: { producer: 'chromium', font: 'Times', foot: ['Bilt Mastercard is issued by Wells Fargo Bank, N.A.'] },
    ret: ['P.O. Box 51193', 'Los Angeles CA 90051-5493'],
    box: [['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`]],
    f: { date: 'Mon D', balMode: 'none', amt: { neg: 'trailing' }, width: 60 },
    apr: '27.49%',
  });
};

export const elanCard = (): Spec2 => {
  const rows = cardRows(2717, CYC.start, CYC.end, 34);
  const a = account('4798531200668842', 'Elan Business Card', 'credit_card', 311854, rows);
  const s = spec3(
    'probe7-elan-business-card.pdf',
    'Elan Business Card (issued by U.S. Bank): dates with the year, drawn a run per word',
    ['business', 'credit-card', 'year-in-row-dates', 'page-n-of-m', 'pdf-lib-producer', 'word-per-run'],
    'Elan Financial Services',
    'U.S. Bank National Association',
    ['Elan Financial Services', 'Elan', 'U.S. Bank', 'U.S. Bank National Association'],
    CYC,
    ['TRI-COUNTY HVAC SERVICES INC', 'ATTN ACCOUNTS PAYABLE', '900 N MAIN ST', 'FINDLAY OH 45840-3616'],
    [a],
  );
  return cardSpec(s, {
    out: pdfOut({ runs: 'word', foot: ['Elan Financial Services. Card issued by U.S. Bank National Association.'] }),
    ret: ['P.O. Box 790408', 'St. Louis MO 63179-0408'],
    box: [['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`]],
    f: { date: 'MM/DD/YYYY', balMode: 'none', width: 60 },
    apr: '22.24%',
  });
};

export const synchronyCard = (): Spec2 => {
  const rows = cardRows(2718, CYC.start, CYC.end, 26);
  const a = account('6011520077184409', 'Verizon Visa Card', 'credit_card', 52290, rows);
  const s = spec3(
    'probe7-synchrony-verizon-visa.pdf',
    'Verizon Visa Card (Synchrony Bank): payments and credits printed with a trailing minus, month-name dates',
    ['personal', 'credit-card', 'trailing-minus-amounts', 'month-name-dates', 'page-n-of-m', 'chromium'],
    'Verizon Visa Card',
    'Synchrony Bank',
    ['Synchrony Bank', 'Synchrony', 'Verizon Visa Card'],
    CYC,
    ['CALVIN D ASHWORTH', '77 BRIARCLIFF RD', 'GREENVILLE SC 29607-2210'],
    [a],
  );
  return cardSpec(s, {
    out: { producer: 'chromium', font: 'Courier', size: 7, foot: ['Verizon Visa Card is issued by Synchrony Bank.'] },
    ret: ['P.O. Box 71746', 'Philadelphia PA 19176-1746'],
    box: [['Account Number', `XXXX-XXXX-XXXX-${a.number.slice(-4)}`]],
    f: { date: 'Mon D', balMode: 'none', amt: { neg: 'trailing' }, width: 60 },
    apr: '29.99%',
  });
};

// ---------------------------------------------------------------- the review cases

export const heartlandMissingPage = (): Spec2 => {
  const rows = businessRows(2719, OCT.start, OCT.end, { n: 140, cards: ['3050'], scale: 1900 });
  const a = account('7120066348', 'Business Checking', 'checking', openingForFloor(rows, 640518), rows);
  const s = spec3(
    'probe7-heartland-business-checking-missing-page.pdf',
    'Heartland Bank and Trust Company Business Checking: deposits and withdrawals columns with the day-end balance; the second of its pages is missing from the file',
    [
      'business',
      'community-bank',
      'missing-page',
      'deposits-credits-withdrawals-debits-columns',
      'ending-daily-balance-column',
      'summary-counts',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Heartland Bank and Trust Company',
    'Heartland Bank and Trust Company',
    ['Heartland Bank and Trust Company', 'Heartland Bank', 'Heartland Bank & Trust'],
    OCT,
    ['PRAIRIE LANE VETERINARY CLINIC PC', '2104 E WASHINGTON ST', 'BLOOMINGTON IL 61701-4201'],
    [a],
  );
  return build(
    {
      ...s,
      expect: 'review',
      drop: 1,
      note: 'page 2 of 3 is missing from the file: the rows printed cannot add up to the printed summary totals',
    },
    {
      out: { producer: 'chromium' },
      ret: ['401 N Hershey Rd', 'Bloomington IL 61704'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'day-end', width: 54 },
    },
  );
};

export const independentMisprint = (): Spec2 => {
  const rows = businessRows(2720, SEP.start, SEP.end, { n: 40, cards: ['6610'], scale: 1400 });
  const a = account('4450189027', 'Business Checking', 'checking', openingForFloor(rows, 221908), rows);
  const s = spec3(
    'probe7-independent-business-checking-misprint.pdf',
    "Independent Financial Business Checking: a bank's misprint, the summary's deposits total $1,000.00 more than the deposit rows (the ending balance and every row are right)",
    [
      'business',
      'summary-misprint',
      'summary-counts',
      'single-signed-amount-column',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'Independent Financial',
    'Independent Bank',
    ['Independent Financial', 'Independent Bank', 'Independent Bank Group'],
    SEP,
    ['BRAZOS VALLEY SIGNWORKS LLC', '1207 S TEXAS AVE', 'BRYAN TX 77803-3904'],
    [a],
  );
  return build(
    {
      ...s,
      expect: 'review',
      note: "the printed summary's deposits and credits total is $1,000.00 more than its rows: beginning + credits - debits does not equal the printed ending balance (a bank misprint)",
    },
    {
      out: pdfOut(),
      ret: ['7777 Henneman Way', 'McKinney TX 75070'],
      box: [['Account Number', `XXXXXX${a.number.slice(-4)}`], ['Business Checking']],
      period: 'range',
      summary: 'counts',
      misprint: 100000,
      activity: 'sections',
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', width: 72 },
    },
  );
};

export { m };
