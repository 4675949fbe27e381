// The tenth probe set's statements: US regional and community banks (business and personal checking, checking and
// savings on one statement), credit unions, online banks, a fintech cash account, three cards, and one statement
// each from Ireland (EUR), India (INR), South Africa (ZAR) and Canada (CAD), laid out as lines of positioned cells
// (lines6.ts, lines9.ts, lines10.ts) and either printed by Chromium or drawn by pdf-lib. Written from general
// knowledge of how such statements look, blind to the reader. Every figure the truth holds comes from the model.
import {
  type Account,
  type Row,
  businessDays,
  businessRows,
  closing,
  openingForFloor,
  pick,
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
import {
  type Col,
  type Fmt,
  type Line,
  type Out,
  c,
  cardGroups,
  checksUp,
  dailyTable,
  kvLines,
  produce,
  put,
  topBlock,
} from './lines6.ts';
import { interestCalc } from './lines9.ts';
import {
  type AmtF,
  type Col10,
  type Fmt10,
  consolidated,
  countTotal,
  crDr,
  crMark,
  ddMon,
  ddMonYyyy,
  ddmmyy,
  isoDate,
  lakh,
  longDate,
  marketing,
  md,
  mdDash,
  mdShort,
  mdy,
  monD,
  noticePage,
  ordinal,
  table10,
  usd,
} from './lines10.ts';

type Period = { start: string; end: string };
const JAN: Period = { start: '2026-01-01', end: '2026-01-31' };
const JF: Period = { start: '2026-01-14', end: '2026-02-11' };
const FEB: Period = { start: '2026-02-01', end: '2026-02-28' };
const FM: Period = { start: '2026-02-12', end: '2026-03-13' };
const MAR: Period = { start: '2026-03-01', end: '2026-03-31' };

const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
const X4 = (a: Account): string => `XXXXXX${a.number.slice(-4)}`;

/** The statement's producer and its opening block; `body` lays out the rest. */
function make10(
  s: Spec2,
  out: Partial<Out> & { producer: Out['producer'] },
  ret: string[],
  box: string[][],
  body: (p: Pager<Line>) => void,
  x2 = 340,
): Spec2 {
  const a = s.accounts[0];
  const o: Out = {
    font: 'Helvetica',
    size: 7.4,
    lineH: 10.4,
    cap: out.producer === 'pdf-lib' ? 60 : 58,
    head: (n, all) => [`${s.bank}  |  Account ${X4(a)}`, `Page ${n} of ${all}`],
    foot: [s.legal],
    ...out,
  };
  return produce(s, o, (p) => {
    put(p, topBlock(s, ret, box, x2));
    body(p);
  });
}

/** Label / value lines. */
const kv = (p: Pager<Line>, title: string, rows: [string, string][], vx = 300): void =>
  put(p, kvLines(title, rows, 40, vx));

/** Beginning, credits, debits, ending, with counts when asked. */
function summary(
  a: Account,
  labels: [string, string, string, string],
  f: AmtF,
  o: { counts?: boolean; sign?: boolean; misprintDebits?: number; balF?: AmtF } = {},
): [string, string][] {
  const t = totals(a.rows);
  const n = (l: string, k: number): string => (o.counts ? `${l} (${k})` : l);
  const b = o.balF ?? f;
  return [
    [labels[0], b(a.opening)],
    [n(labels[1], t.creditCount), `${o.sign ? '+ ' : ''}${f(t.credits)}`],
    [n(labels[2], t.debitCount), `${o.sign ? '- ' : ''}${f(t.debits + (o.misprintDebits ?? 0))}`],
    [labels[3], b(closing(a))],
  ];
}

/** Adds an overdraft item fee on the first two days the balance ends below zero; the lowest balance is `floor`. */
function withOdFees(
  rows: Row[],
  floor: number,
  fee = 3500,
  desc = 'OVERDRAFT ITEM FEE',
): { rows: Row[]; opening: number } {
  const opening = openingForFloor(rows, floor);
  const below: string[] = [];
  let bal = opening;
  for (const x of rows) {
    bal += x.cents;
    if (bal < 0 && !below.includes(x.date)) below.push(x.date);
  }
  const out = postOrder([...rows, ...below.slice(0, 2).map((d): Row => ({ date: d, desc, cents: -fee, kind: 'fee' }))]);
  return { rows: out, opening: openingForFloor(out, floor) };
}

interface Local {
  pay: string[];
  shops: string[];
  bills: string[];
  transfers: string[];
}
/** A personal month (rows2.ts) in another country: its own descriptions, its amounts scaled to its currency. */
function localRows(seed: number, per: Period, n: number, l: Local, scale: number): Row[] {
  const r = rng(seed + 5);
  return personalRows(seed, per.start, per.end, { n, card: '0000' }).map((x) => ({
    date: x.date,
    desc:
      x.kind === 'card'
        ? pick(r, l.shops)
        : x.kind === 'ach'
          ? pick(r, l.bills)
          : x.cents > 100000
            ? pick(r, l.pay)
            : pick(r, l.transfers),
    cents: Math.round(x.cents * scale),
    kind: x.kind,
  }));
}

const CONSUMER = [
  'WALMART SUPERCENTER #2211 JOPLIN MO',
  'KROGER FUEL #4410 SPRINGFIELD MO',
  'SPOTIFY USA 877-778-1161 NY',
  'DOLLAR GENERAL #18822 NEOSHO MO',
  'CHEVRON 0304411 CARTHAGE MO',
  'TARGET 00021188 JOPLIN MO',
  'DOORDASH*CHIPOTLE SAN FRANCISCO CA',
  'AMAZON MKTPL*ZX41Q9RT2 AMZN.COM/BILL WA',
  'WALGREENS #7120 JOPLIN MO',
  "MCDONALD'S F2281 WEBB CITY MO",
  'NETFLIX.COM LOS GATOS CA',
  'AUTOZONE #3301 JOPLIN MO',
  'CASEYS #2714 CARL JUNCTION MO',
];

/** A consumer card cycle: purchases, one payment, a return, a fee, interest on the closing day. */
function consumerCard(seed: number, per: Period, n: number, opening: number, fee: [string, number]): Row[] {
  const r = rng(seed);
  const days = businessDays(per.start, per.end);
  const rows: Row[] = [
    {
      date: days[4],
      desc: 'PAYMENT - THANK YOU',
      cents: Math.round(between(r, opening * 0.07, opening * 0.16) / 100) * 100,
      kind: 'payment',
    },
  ];
  for (let i = 0; i < n - 4; i++)
    rows.push({ date: pick(r, days), desc: pick(r, CONSUMER), cents: -between(r, 399, 18900), kind: 'purchase' });
  rows.push({
    date: pick(r, days),
    desc: `RETURN ${pick(r, CONSUMER)}`,
    cents: between(r, 1200, 6400),
    kind: 'refund',
  });
  rows.push({ date: pick(r, days), desc: fee[0], cents: -fee[1], kind: 'cc_fee' });
  rows.push({
    date: days[days.length - 1],
    desc: 'INTEREST CHARGE ON PURCHASES',
    cents: -between(r, 2900, 9800),
    kind: 'cc_interest',
  });
  return postOrder(rows.sort((a, b) => a.date.localeCompare(b.date)));
}

/** A card's summary: previous balance, payments, other credits, purchases, fees, interest, new balance. */
function cardSummary(a: Account, f: AmtF, plusMinus = true): [string, string][] {
  const k = (kinds: string[]): number => sum(a.rows.filter((r) => kinds.includes(r.kind)));
  const pm = (s: string, v: string): string => (plusMinus ? `${s}${v}` : v);
  return [
    ['Previous Balance', f(a.opening)],
    ['Payments', pm('- ', f(k(['payment'])))],
    ['Other Credits', pm('- ', f(k(['refund'])))],
    ['Purchases', pm('+ ', f(k(['purchase'])))],
    ['Fees Charged', pm('+ ', f(k(['cc_fee'])))],
    ['Interest Charged', pm('+ ', f(k(['cc_interest'])))],
    ['New Balance', f(closing(a))],
  ];
}

// ---------------------------------------------------------------- column sets

const SEC: Col10[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 92, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const SEC6: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 92, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const LEDGER = (heads: [string, string, string, string, string], x = [40, 92, 400, 486, 572]): Col10[] => [
  { key: 'date', x: x[0], head: heads[0] },
  { key: 'desc', x: x[1], head: heads[1] },
  { key: 'debit', x: x[2], right: true, head: heads[2] },
  { key: 'credit', x: x[3], right: true, head: heads[3] },
  { key: 'balance', x: x[4], right: true, head: heads[4] },
];
/** The amount printed before the description, the balance at the right. */
const AMT_FIRST = (heads: [string, string, string, string]): Col10[] => [
  { key: 'date', x: 40, head: heads[0] },
  { key: 'amount', x: 146, right: true, head: heads[1] },
  { key: 'desc', x: 162, head: heads[2] },
  { key: 'balance', x: 572, right: true, head: heads[3] },
];

const US = usd();
const US$ = usd({ dollar: true });

// ---------------------------------------------------------------- US community and regional banks

export const firstFinancial = (): Spec2 => {
  const rows = businessRows(3001, JF.start, JF.end, {
    n: 72,
    cards: ['4471', '9023'],
    checks: 14,
    firstCheck: 5120,
    scale: 1800,
  });
  const a = account('7310028844', 'Business Checking', 'checking', openingForFloor(rows, 1184590), rows);
  const s = {
    ...spec3(
      'probe10-first-financial-business-checking.pdf',
      'First Financial Bank Business Checking: no printed range (Beginning balance on 1/14, Ending balance on 2/11, a statement date), headings with their item count and total, debit-card rows grouped by card with subtotals, checks three-up closed by Total Checks, a branch name in the masthead',
      [
        'business',
        'community-bank',
        'period-beginning-ending-on',
        'statement-date-only',
        'count-total-in-heading',
        'card-groups-with-subtotal',
        'checks-3up',
        'check-gap-star',
        'total-checks-line',
        'summary-item-counts',
        'branch-name-masthead',
        'member-fdic-line',
        'page-n-of-m',
        'chromium',
        'multi-page',
      ],
      'First Financial Bank',
      'First Financial Bank',
      ['First Financial Bank', 'First Financial Bankshares', 'First Financial'],
      JF,
      ['CALLAHAN DIVIDE FENCE & SUPPLY LLC', 'PO BOX 1187', 'BAIRD TX 79504-1187'],
      [a],
    ),
    periodPrinted: false,
  };
  const f: Fmt10 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 64 };
  const f6: Fmt = { date: 'MM/DD', balMode: 'none', width: 60, unsigned: true };
  const cr = a.rows.filter((r) => r.cents > 0);
  const other = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'card');
  return make10(
    s,
    { producer: 'chromium', foot: ['Member FDIC  |  ffin.com  |  1-800-588-2486'] },
    ['Abilene Main Office', '400 Pine St', 'Abilene TX 79601'],
    [
      ['Statement Date', mdy(s.end)],
      ['Account Number', X4(a)],
      ['Enclosures', String(a.rows.filter((r) => r.kind === 'check').length)],
    ],
    (p) => {
      kv(
        p,
        'Business Checking Summary',
        summary(
          a,
          [
            `Beginning balance on ${mdShort(s.start)}`,
            'Deposits/Credits',
            'Withdrawals/Debits',
            `Ending balance on ${mdShort(s.end)}`,
          ],
          US$,
          { counts: true, sign: true },
        ),
      );
      table10(p, 'Deposits / Credits', a, cr, SEC, f, {
        right: countTotal(cr, US$),
        total: 'Total Deposits / Credits',
        totalFmt: US$,
      });
      cardGroups(p, 'Debit Card Purchases', a, SEC6, f6, { '4471': 'WADE CALLAHAN', '9023': 'JOLENE CALLAHAN' });
      table10(p, 'Withdrawals / Debits', a, other, SEC, f, {
        right: countTotal(other, US$),
        total: 'Total Withdrawals / Debits',
        totalFmt: US$,
      });
      checksUp(p, a, 3, 'MM/DD', 'Checks Paid', 'Total Checks');
    },
  );
};

export const seacoast = (): Spec2 => {
  const rows = businessRows(3002, FEB.start, FEB.end, {
    n: 118,
    cards: ['3318'],
    checks: 8,
    firstCheck: 20411,
    scale: 2600,
    wires: true,
  });
  const a = account('0660127735', 'Commercial Analysis Checking', 'checking', openingForFloor(rows, 2307719), rows);
  const s = spec3(
    'probe10-seacoast-commercial-checking.pdf',
    'Seacoast Bank Commercial Analysis Checking: MM-DD dates, headings like Withdrawals / Debits with 89 items totaling an amount, a page of notices between the credits and the debits, a marketing sentence with a date and an amount, checks two-up closed by Total Checks, a daily balance table, drawn a run per word',
    [
      'business',
      'community-bank',
      'mm-dd-dates',
      'count-total-in-heading',
      'disclosure-between-activity-pages',
      'marketing-date-amount',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
      'multi-page',
    ],
    'Seacoast Bank',
    'Seacoast National Bank',
    ['Seacoast National Bank', 'Seacoast Bank', 'Seacoast Banking Corporation of Florida'],
    FEB,
    ['TREASURE COAST MARINE SERVICES INC', '3290 SE DIXIE HWY', 'STUART FL 34997-5214'],
    [a],
  );
  const f: Fmt10 = { date: mdDash, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 70 };
  const cr = a.rows.filter((r) => r.cents > 0);
  const db = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  return make10(
    s,
    {
      producer: 'pdf-lib',
      runs: 'word',
      foot: ['Seacoast Bank is a trade name of Seacoast National Bank. Member FDIC.  SeacoastBank.com  (800) 706-9991'],
    },
    ['P.O. Box 9012', 'Stuart FL 34995'],
    [
      ['Statement Period', `${mdy(s.start)} thru ${mdy(s.end)}`],
      ['Account', X4(a)],
      ['Relationship Manager', 'D. Okonkwo-Reyes'],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Previous Balance', 'Deposits / Credits', 'Withdrawals / Debits', 'Ending Balance'], US$, {
          counts: true,
        }),
      );
      table10(p, 'Deposits / Credits', a, cr, SEC, f, { right: countTotal(cr, US$), continued: ' - continued' });
      noticePage(p, 'IMPORTANT NOTICES', [
        'Changes to our Deposit Account Agreement take effect April 1, 2026. A copy is available at any banking office or at SeacoastBank.com/disclosures.',
        'In case of errors or questions about your electronic transfers, call us at (800) 706-9991 or write to Seacoast Bank, P.O. Box 9012, Stuart FL 34995 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared.',
        'Business accounts: the error resolution procedures of Regulation E apply to consumer accounts only. See your Commercial Deposit Account Agreement.',
      ]);
      marketing(
        p,
        'Now through March 31, 2026: open a Seacoast Commercial Money Market with $25,000.00 or more and earn 3.90% APY for 6 months. APY accurate as of 02/27/2026.',
      );
      table10(p, 'Withdrawals / Debits', a, db, SEC, f, { right: countTotal(db, US$), continued: ' - continued' });
      checksUp(p, a, 2, 'MM-DD', 'Checks', 'Total Checks');
      dailyTable(p, a, 3, 'MM-DD', {}, 'Daily Balances');
    },
  );
};

export const parkNational = (): Spec2 => {
  const chkRows = personalRows(3003, FM.start, FM.end, { n: 44, card: '7702', checks: 3, firstCheck: 1880 });
  const chk = account('6120448517', 'Park Personal Checking', 'checking', openingForFloor(chkRows, 74212), chkRows);
  const sav = account('6120448525', 'Statement Savings', 'savings', 1288406, savingsRows(3103, FM.start, FM.end, 2));
  const s = {
    ...spec3(
      'probe10-park-national-checking-savings.pdf',
      'Park National Bank personal checking and statement savings on one statement, a combined summary and each account with its own summary; only a statement date, each summary saying Beginning balance on 2/12 and Ending balance on 3/13; $0.00 printed in the column a row does not use; a Managing Your Accounts block in the masthead; drawn column by column in Times',
      [
        'personal',
        'community-bank',
        'consolidated-checking-savings',
        'period-beginning-ending-on',
        'statement-date-only',
        'zero-in-unused-column',
        'running-balance-every-row',
        'managing-accounts-masthead',
        'member-fdic-line',
        'page-n-of-m',
        'pdf-lib-producer',
        'column-order',
      ],
      'Park National Bank',
      'The Park National Bank',
      ['The Park National Bank', 'Park National Bank', 'Park National Corporation'],
      FM,
      ['JAMES R HOLLOWAY', 'LINDA K HOLLOWAY', '1180 COSHOCTON RD', 'MOUNT VERNON OH 43050-9412'],
      [chk, sav],
    ),
    periodPrinted: false,
  };
  const f: Fmt10 = { date: md, amt: US$, balMode: 'every', width: 52, zero: '$0.00' };
  return make10(
    s,
    {
      producer: 'pdf-lib',
      order: 'columns',
      font: 'Times',
      size: 8,
      lineH: 11,
      cap: 56,
      foot: ['The Park National Bank, Newark, Ohio. Member FDIC. Equal Housing Lender.  parknationalbank.com'],
    },
    ['Managing Your Accounts', 'Phone Banking 888-474-7275', 'parknationalbank.com'],
    [
      ['Statement Date', longDate(s.end)],
      ['Primary Account', X4(chk)],
      ['Newark Main Office', '50 N Third St'],
    ],
    (p) => {
      consolidated(p, 'Your Relationship Summary', s.accounts, US$, [
        'Account',
        'Number',
        'Beginning',
        'Deposits',
        'Withdrawals',
        'Ending',
      ]);
      for (const x of s.accounts) {
        put(p, [[c(40, `${x.label}  ${X4(x)}`, { bold: true, size: 10 })], []]);
        kv(
          p,
          '',
          summary(
            x,
            [
              `Beginning balance on ${mdShort(s.start)}`,
              'Deposits and other credits',
              'Withdrawals and other debits',
              `Ending balance on ${mdShort(s.end)}`,
            ],
            US$,
            { counts: true },
          ),
        );
        table10(
          p,
          'Account Activity',
          x,
          x.rows,
          LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
          f,
          {
            opening: 'Beginning Balance',
            continued: ' (continued)',
          },
        );
      }
    },
  );
};

export const bangor = (): Spec2 => {
  const rows = personalRows(3004, FEB.start, FEB.end, { n: 52, card: '5561', checks: 2, firstCheck: 340 });
  const a = account('3007718264', 'Simple Checking', 'checking', openingForFloor(rows, 0), rows);
  const s = spec3(
    'probe10-bangor-savings-simple-checking.pdf',
    'Bangor Savings Bank Simple Checking: the period over two lines (February 1, 2026 through / February 28, 2026), MM-DD dates, descriptions over two or three lines, the balance on every row reaching zero and printed .00, in a monospaced face',
    [
      'personal',
      'community-bank',
      'period-two-lines',
      'mm-dd-dates',
      'multi-line-descriptions',
      'zero-balance-printed-dot00',
      'running-balance-every-row',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Bangor Savings Bank',
    'Bangor Savings Bank',
    ['Bangor Savings Bank', 'Bangor Savings', 'Bangor Bancorp, MHC'],
    FEB,
    ['ABIGAIL M THERIAULT', '27 OHIO ST APT 2', 'BANGOR ME 04401-6315'],
    [a],
  );
  const bal = usd({ zeroDot: true });
  const f: Fmt10 = { date: mdDash, amt: US, bal, balMode: 'every', wrap: 40, customer: 'ABIGAIL M THERIAULT' };
  return make10(
    s,
    {
      producer: 'chromium',
      font: 'Courier',
      size: 7,
      lineH: 10,
      cap: 62,
      foot: ['Member FDIC  bangor.com  1-877-226-4671'],
    },
    ['PO Box 930', 'Bangor ME 04402-0930'],
    [['Statement Period'], [`${longDate(s.start)} through`], [longDate(s.end)], ['Account Number', X4(a)]],
    (p) => {
      kv(
        p,
        'SUMMARY',
        summary(a, ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'], US, {
          balF: bal,
        }),
      );
      table10(
        p,
        'ACCOUNT ACTIVITY',
        a,
        a.rows,
        LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance'], [40, 80, 410, 486, 572]),
        f,
        { opening: 'Balance Forward', continued: ' continued' },
      );
    },
  );
};

export const servisFirst = (): Spec2 => {
  const base = businessRows(3005, MAR.start, MAR.end, {
    n: 64,
    cards: ['6120'],
    checks: 6,
    firstCheck: 7301,
    scale: 1400,
  });
  const { rows, opening } = withOdFees(base, -178593, 3800, 'OD ITEM CHARGE');
  const a = account('1100734429', 'Small Business Checking', 'checking', opening, rows);
  const s = spec3(
    'probe10-servisfirst-small-business-checking.pdf',
    'ServisFirst Bank Small Business Checking: the amount printed before the description, running balances below zero printed $(1,785.93), overdraft item charges, a summary with item counts, drawn a run per glyph',
    [
      'business',
      'community-bank',
      'amounts-before-description',
      'paren-dollar-negative-balances',
      'overdraft-negative-balance',
      'summary-item-counts',
      'running-balance-every-row',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'ServisFirst Bank',
    'ServisFirst Bank',
    ['ServisFirst Bank', 'ServisFirst', 'ServisFirst Bancshares'],
    MAR,
    ['MAGIC CITY HVAC & SHEET METAL LLC', '2112 1ST AVE N', 'BIRMINGHAM AL 35203-4102'],
    [a],
  );
  const bal = usd({ dollar: true, neg: 'paren' });
  const f: Fmt10 = { date: md, amt: US, signed: usd({ neg: 'minus' }), bal, balMode: 'every', width: 62 };
  return make10(
    s,
    { producer: 'pdf-lib', runs: 'glyph', foot: ['ServisFirst Bank  |  Member FDIC  |  servisfirstbank.com'] },
    ['2500 Woodcrest Place', 'Birmingham AL 35209'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account Number', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], US$, { counts: true, balF: bal }),
      );
      table10(p, 'Transactions', a, a.rows, AMT_FIRST(['Date', 'Amount', 'Description', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
      });
    },
  );
};

export const fremont = (): Spec2 => {
  const base = personalRows(3006, MAR.start, MAR.end, { n: 48, card: '2841', checks: 2, firstCheck: 118 });
  const { rows, opening } = withOdFees(base, -12334, 3400, 'OVERDRAFT FEE');
  const a = account('2200915584', 'Everyday Checking', 'checking', opening, rows);
  const s = spec3(
    'probe10-fremont-everyday-checking.pdf',
    'Fremont Bank Everyday Checking: an overdrawn balance printed -123.34 OD, the balance on the last row of each day only, Mon D dates, a marketing sentence with a date and an amount between the summary and the activity',
    [
      'personal',
      'community-bank',
      'od-suffix-balances',
      'overdraft-negative-balance',
      'running-balance-day-end',
      'marketing-date-amount',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
    ],
    'Fremont Bank',
    'Fremont Bank',
    ['Fremont Bank', 'Fremont Bancorporation'],
    MAR,
    ['ROBERTO A SANDOVAL', '4418 CENTERVILLE DR', 'FREMONT CA 94536-2207'],
    [a],
  );
  const bal = usd({ neg: 'od' });
  const f: Fmt10 = { date: monD, amt: US, bal, balMode: 'day-end', width: 58 };
  return make10(
    s,
    {
      producer: 'chromium',
      size: 7.8,
      lineH: 10.8,
      cap: 60,
      foot: ['Fremont Bank  Member FDIC  fremontbank.com  (510) 505-5226'],
    },
    ['39150 Fremont Blvd', 'Fremont CA 94538'],
    [
      ['Statement Period', `Mar 1, 2026 - Mar 31, 2026`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Everyday Checking Summary',
        summary(a, ['Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance'], US, { balF: bal, counts: true }),
      );
      marketing(
        p,
        'Skip the fee: keep $1,500.00 or more in your account through April 30, 2026, or set up a direct deposit of $500.00 each month, and the $12.00 monthly service charge is waived.',
      );
      table10(
        p,
        'Account Activity',
        a,
        a.rows,
        LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        f,
        {
          opening: 'Beginning Balance',
        },
      );
    },
  );
};

export const chemung = (): Spec2 => {
  const rows = businessRows(3007, FM.start, FM.end, { n: 60, cards: ['1184', '2290', '3307'], scale: 1500 });
  const chk = account('8140227361', 'Business Checking', 'checking', openingForFloor(rows, 618344), rows);
  const sav = account('8140227388', 'Business Savings', 'savings', 4411820, savingsRows(3107, FM.start, FM.end, 2));
  const s = spec3(
    'probe10-chemung-canal-business-checking-savings.pdf',
    'Chemung Canal Trust Company business checking and business savings on one statement, each with its own summary; the period over two lines; debit-card rows grouped by card with subtotals; a brand masthead (CHEMUNG CANAL) with the legal name in the small print; drawn with the page header last',
    [
      'business',
      'community-bank',
      'consolidated-checking-savings',
      'period-two-lines',
      'card-groups-with-subtotal',
      'legal-name-small-print',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'head-last-order',
      'multi-page',
    ],
    'CHEMUNG CANAL',
    'Chemung Canal Trust Company',
    ['Chemung Canal Trust Company', 'Chemung Canal', 'Chemung Financial Corporation'],
    FM,
    ['SOUTHERN TIER TOOL & DIE INC', '880 COUNTY RD 64', 'ELMIRA NY 14903-7731'],
    [chk, sav],
  );
  const f: Fmt10 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 64 };
  const f6: Fmt = { date: 'MM/DD', balMode: 'none', width: 60, unsigned: true };
  const fs: Fmt10 = { date: md, amt: US, balMode: 'every', width: 56 };
  const cr = chk.rows.filter((r) => r.cents > 0);
  const other = chk.rows.filter((r) => r.cents < 0 && r.kind !== 'card');
  return make10(
    s,
    {
      producer: 'pdf-lib',
      order: 'head-last',
      foot: ['Chemung Canal Trust Company, Elmira, New York. Member FDIC. Equal Housing Lender. chemungcanal.com'],
      head: (n, all) => ['CHEMUNG CANAL  Statement of Accounts', `Page ${n} of ${all}`],
    },
    ['Elmira Main Office', 'One Chemung Canal Plaza', 'Elmira NY 14901'],
    [['Statement Period'], [`${longDate(s.start)} to`], [longDate(s.end)], ['Customer Number', '0041187']],
    (p) => {
      put(p, [[c(40, `${chk.label}  ${X4(chk)}`, { bold: true, size: 10 })], []]);
      kv(
        p,
        'Checking Summary',
        summary(chk, ['Beginning Balance', 'Deposits and Credits', 'Checks and Debits', 'Ending Balance'], US$, {
          counts: true,
        }),
      );
      table10(p, 'Deposits and Credits', chk, cr, SEC, f, { total: 'Total Deposits and Credits', totalFmt: US$ });
      cardGroups(p, 'Card Transactions', chk, SEC6, f6, {
        '1184': 'T VAN DUSEN',
        '2290': 'M KOWALCZYK',
        '3307': 'R ESPOSITO',
      });
      table10(p, 'Other Debits', chk, other, SEC, f, { total: 'Total Other Debits', totalFmt: US$ });
      put(p, [[c(40, `${sav.label}  ${X4(sav)}`, { bold: true, size: 10 })], []]);
      kv(
        p,
        'Savings Summary',
        summary(sav, ['Beginning Balance', 'Deposits and Interest', 'Withdrawals', 'Ending Balance'], US$),
      );
      table10(
        p,
        'Savings Activity',
        sav,
        sav.rows,
        LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        fs,
        {},
      );
    },
  );
};

export const washingtonTrust = (): Spec2 => {
  const rows = personalRows(3008, JAN.start, JAN.end, { n: 82, card: '0457', checks: 4, firstCheck: 2101 });
  const a = account('4470129953', 'Personal Checking', 'checking', openingForFloor(rows, 195522), rows);
  const s = spec3(
    'probe10-washington-trust-personal-checking.pdf',
    'Washington Trust personal checking: descriptions over two or three lines, $0.00 printed in the column a row does not use, a page of notices between the deposits and the withdrawals, a summary with counts, in a serif face',
    [
      'personal',
      'community-bank',
      'multi-line-descriptions',
      'zero-in-unused-column',
      'disclosure-between-activity-pages',
      'summary-item-counts',
      'legal-name-small-print',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Washington Trust',
    'The Washington Trust Company',
    ['The Washington Trust Company', 'Washington Trust', 'Washington Trust Bancorp'],
    JAN,
    ['MAEVE C DONNELLY', '14 HIGH ST', 'WESTERLY RI 02891-1808'],
    [a],
  );
  const cr = a.rows.filter((r) => r.cents > 0);
  const db = a.rows.filter((r) => r.cents < 0);
  const f: Fmt10 = { date: md, amt: US$, balMode: 'none', wrap: 46, customer: 'MAEVE C DONNELLY', zero: '$0.00' };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 88, head: 'Description' },
    { key: 'credit', x: 486, right: true, head: 'Deposits' },
    { key: 'debit', x: 572, right: true, head: 'Withdrawals' },
  ];
  return make10(
    s,
    {
      producer: 'chromium',
      font: 'Times',
      size: 7.8,
      lineH: 10.6,
      cap: 60,
      foot: ['The Washington Trust Company, of Westerly. Member FDIC. Equal Housing Lender. washtrust.com'],
    },
    ['23 Broad Street', 'Westerly RI 02891'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(
          a,
          ['Beginning Balance', 'Deposits and Other Credits', 'Withdrawals and Other Debits', 'Ending Balance'],
          US$,
          { counts: true },
        ),
      );
      table10(p, 'Deposits and Other Credits', a, cr, cols, f, {
        total: 'Total Deposits and Other Credits',
        totalAt: 'credit',
        totalFmt: US$,
      });
      noticePage(p, 'Important Information About Your Account', [
        'Effective March 1, 2026, the fee for an outgoing domestic wire transfer will be $30.00. Our complete fee schedule is available at washtrust.com/fees.',
        'In case of errors or questions about your electronic transfers, telephone us at 800-475-2265 or write to us at Washington Trust, 23 Broad Street, Westerly RI 02891. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared.',
        'Overdraft protection: if you have questions about the overdraft services on your account, ask any branch or call us.',
      ]);
      table10(p, 'Withdrawals and Other Debits', a, db, cols, f, {
        total: 'Total Withdrawals and Other Debits',
        totalAt: 'debit',
        totalFmt: US$,
      });
    },
  );
};

// ---------------------------------------------------------------- credit unions

export const teachersFcu = (): Spec2 => {
  const chkRows = personalRows(3010, JAN.start, JAN.end, { n: 40, card: '3345' });
  const chk = account('7704418209', 'Everyday Checking', 'checking', openingForFloor(chkRows, 52870), chkRows);
  const savRows = savingsRows(3110, JAN.start, JAN.end, 2).map((x) =>
    x.kind === 'interest' ? { ...x, desc: 'DIVIDEND' } : x,
  );
  const sav = account('7704418200', 'Share Savings', 'savings', 1007315, savRows);
  const s = spec3(
    'probe10-teachers-fcu-checking-savings.pdf',
    'Teachers Federal Credit Union checking and share savings on one statement, a combined summary and each account with its own; MM-DD dates with the amount printed before the description; an NCUA line; drawn a run per word',
    [
      'personal',
      'credit-union',
      'consolidated-checking-savings',
      'mm-dd-dates',
      'amounts-before-description',
      'running-balance-every-row',
      'ncua-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Teachers Federal Credit Union',
    'Teachers Federal Credit Union',
    ['Teachers Federal Credit Union', 'Teachers FCU', 'Teachers'],
    JAN,
    ['CATHERINE L OYELOWO', '62 CARLETON AVE', 'CENTRAL ISLIP NY 11722-3015'],
    [chk, sav],
  );
  const f: Fmt10 = { date: mdDash, amt: US, balMode: 'every', width: 56 };
  return make10(
    s,
    {
      producer: 'pdf-lib',
      runs: 'word',
      foot: ['Federally insured by NCUA.  Teachers Federal Credit Union  |  teachersfcu.org  |  631-698-7000'],
      head: (n, all) => [`Member Statement  |  Member # ****${chk.number.slice(4, 8)}`, `Page ${n} of ${all}`],
    },
    ['PO Box 9029', 'Hauppauge NY 11788-9029'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Member Number', `****${chk.number.slice(4, 8)}`],
    ],
    (p) => {
      consolidated(p, 'Summary of Your Accounts', s.accounts, US$, [
        'Account',
        'Number',
        'Previous',
        'Deposits',
        'Withdrawals',
        'New Balance',
      ]);
      for (const x of s.accounts) {
        put(p, [[c(40, `${x.label}  ${X4(x)}`, { bold: true, size: 10 })], []]);
        kv(
          p,
          '',
          summary(x, ['Previous Balance', 'Deposits and Dividends', 'Withdrawals and Fees', 'New Balance'], US$, {
            counts: true,
          }),
        );
        table10(p, 'Transactions', x, x.rows, AMT_FIRST(['Date', 'Amount', 'Transaction Description', 'Balance']), f, {
          opening: 'Previous Balance',
          closing: 'New Balance',
        });
      }
    },
  );
};

export const onpoint = (): Spec2 => {
  const rows = personalRows(3011, FM.start, FM.end, { n: 46, card: '6678', checks: 9, firstCheck: 1401 });
  const a = account('5508137720', 'Rewards Checking', 'checking', openingForFloor(rows, 128904), rows);
  const s = spec3(
    'probe10-onpoint-rewards-checking.pdf',
    'OnPoint Community Credit Union Rewards Checking: deposits and withdrawals each in a section with its count and total in the heading, checks three-up closed by Total Checks, an NCUA line and a web address in the footer',
    [
      'personal',
      'credit-union',
      'count-total-in-heading',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'summary-item-counts',
      'ncua-line',
      'page-n-of-m',
      'chromium',
    ],
    'OnPoint Community Credit Union',
    'OnPoint Community Credit Union',
    ['OnPoint Community Credit Union', 'OnPoint', 'OnPoint CCU'],
    FM,
    ['NATHANIEL J ABERNATHY', '3915 SE HAWTHORNE BLVD', 'PORTLAND OR 97214-5120'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, balMode: 'none', width: 64 };
  const cr = a.rows.filter((r) => r.cents > 0);
  const db = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  return make10(
    s,
    {
      producer: 'chromium',
      size: 7.6,
      lineH: 10.6,
      cap: 60,
      foot: ['Federally insured by NCUA  |  onpointcu.com  |  503-228-7077'],
    },
    ['PO Box 3750', 'Portland OR 97208-3750'],
    [
      ['Statement Period', `${mdy(s.start)} to ${mdy(s.end)}`],
      ['Account Number', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Rewards Checking Summary',
        summary(a, ['Previous Balance', 'Deposits', 'Withdrawals', 'New Balance'], US$, { counts: true }),
      );
      table10(p, 'Deposits', a, cr, SEC, f, { right: countTotal(cr, US$) });
      table10(p, 'Withdrawals', a, db, SEC, f, { right: countTotal(db, US$) });
      checksUp(p, a, 3, 'MM/DD', 'Checks Cleared', 'Total Checks');
    },
  );
};

export const vystarMissingPage = (): Spec2 => {
  const rows = personalRows(3009, FEB.start, FEB.end, { n: 136, card: '8812', checks: 2, firstCheck: 611 });
  const a = account('0904471128', 'Free Checking', 'checking', openingForFloor(rows, 61150), rows);
  const s = spec3(
    'probe10-vystar-checking-missing-page.pdf',
    'VyStar Credit Union Free Checking: a ledger with the balance on every row; the second of its pages is missing from the file',
    [
      'personal',
      'credit-union',
      'missing-page',
      'running-balance-every-row',
      'ncua-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'VyStar Credit Union',
    'VyStar Credit Union',
    ['VyStar Credit Union', 'VyStar', 'VyStar CU'],
    FEB,
    ['DESHAWN T MCCRAY', '8815 BAYMEADOWS RD APT 2107', 'JACKSONVILLE FL 32256-7731'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, balMode: 'every', width: 58 };
  return make10(
    {
      ...s,
      expect: 'review',
      drop: 1,
      note: 'page 2 is missing from the file: the rows printed do not carry the running balance from the beginning balance to the ending balance, nor add up to the summary totals',
    },
    {
      producer: 'chromium',
      foot: ['Federally insured by NCUA. VyStar Credit Union, Jacksonville, Florida. vystarcu.org'],
    },
    ['PO Box 45085', 'Jacksonville FL 32232-5085'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Member Number', `*****${a.number.slice(-4)}`],
    ],
    (p) => {
      kv(
        p,
        'Free Checking Summary',
        summary(a, ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'], US$, {
          counts: true,
        }),
      );
      table10(
        p,
        'Account Activity',
        a,
        a.rows,
        LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        f,
        {
          opening: 'Beginning Balance',
          closing: 'Ending Balance',
        },
      );
    },
  );
};

// ---------------------------------------------------------------- online banks and a fintech cash account

export const quontic = (): Spec2 => {
  const base = personalRows(3012, MAR.start, MAR.end, { n: 38, card: '2024' });
  const rows = postOrder([...base, { date: '2026-03-31', desc: 'INTEREST PAID', cents: 1844, kind: 'interest' }]);
  const a = account('4100288173', 'High Interest Checking', 'checking', openingForFloor(rows, 311870), rows);
  const s = spec3(
    'probe10-quontic-high-interest-checking.pdf',
    'Quontic Bank High Interest Checking (an online bank): the balance on every row, dates printed Mar 3, 2026, a marketing sentence with a rate, a date and an amount, interest on the last day',
    [
      'personal',
      'online-bank',
      'running-balance-every-row',
      'marketing-date-amount',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
    ],
    'Quontic',
    'Quontic Bank',
    ['Quontic Bank', 'Quontic'],
    MAR,
    ['HYUN-WOO PARK', '41-22 162ND ST APT 3B', 'FLUSHING NY 11358-3144'],
    [a],
  );
  const f: Fmt10 = {
    date: (iso) => `${monD(iso)}, ${iso.slice(0, 4)}`,
    amt: US$,
    signed: usd({ dollar: true }),
    balMode: 'every',
    width: 56,
  };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 110, head: 'Description' },
    { key: 'amount', x: 480, right: true, head: 'Amount' },
    { key: 'balance', x: 572, right: true, head: 'Balance' },
  ];
  return make10(
    s,
    { producer: 'chromium', foot: ['Quontic Bank  |  Member FDIC  |  quontic.com  |  1-800-908-6600'] },
    ['31-15 Ditmars Blvd', 'Astoria NY 11105'],
    [
      ['Statement Period', 'March 1 - March 31, 2026'],
      ['Account', `ending ${a.number.slice(-4)}`],
    ],
    (p) => {
      kv(
        p,
        'Your Account at a Glance',
        summary(a, ['Opening Balance', 'Money In', 'Money Out', 'Closing Balance'], US$),
      );
      marketing(
        p,
        'Earn 1.10% APY on balances up to $150,000.00 when you make 10 debit card purchases of $10.00 or more by April 30, 2026.',
      );
      table10(p, 'Transactions', a, a.rows, cols, f, { opening: 'Opening Balance', closing: 'Closing Balance' });
    },
  );
};

export const firstInternet = (): Spec2 => {
  const rows = businessRows(3013, JAN.start, JAN.end, {
    n: 58,
    cards: ['5150'],
    checks: 10,
    firstCheck: 880,
    scale: 2000,
  });
  const a = account('9010448123', 'Business Interest Checking', 'checking', openingForFloor(rows, 920143), rows);
  const s = spec3(
    'probe10-first-internet-business-checking.pdf',
    'First Internet Bank Business Interest Checking (an online bank): credits and debits in sections with their counts and totals in the headings, checks two-up closed by Total Checks, a daily balance table',
    [
      'business',
      'online-bank',
      'count-total-in-heading',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'legal-name-small-print',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'First Internet Bank',
    'First Internet Bank of Indiana',
    ['First Internet Bank of Indiana', 'First Internet Bank', 'First Internet Bancorp'],
    JAN,
    ['CIRCLE CITY ORTHODONTICS PC', '9120 OTIS AVE STE 200', 'INDIANAPOLIS IN 46216-1065'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, balMode: 'none', width: 66 };
  const cr = a.rows.filter((r) => r.cents > 0);
  const db = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  return make10(
    s,
    {
      producer: 'pdf-lib',
      size: 7.8,
      lineH: 10.8,
      cap: 58,
      foot: ['First Internet Bank of Indiana  Member FDIC  firstib.com'],
    },
    ['8701 E 116th St', 'Fishers IN 46038'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account Number', X4(a)],
    ],
    (p) => {
      kv(p, 'Summary', summary(a, ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], US$, { counts: true }));
      table10(p, 'Credits', a, cr, SEC, f, { right: countTotal(cr, US$) });
      table10(p, 'Debits', a, db, SEC, f, { right: countTotal(db, US$) });
      checksUp(p, a, 2, 'MM/DD', 'Checks Paid', 'Total Checks');
      dailyTable(p, a, 4, 'MM/DD', {}, 'Daily Balance Summary');
    },
  );
};

export const betterment = (): Spec2 => {
  const rows = postOrder([
    ...personalRows(3014, FEB.start, FEB.end, { n: 34, card: '0000' }).map((x) => ({
      ...x,
      desc: x.kind === 'card' ? x.desc.replace(/^POS PURCHASE /, 'Debit card ').replace(/ CARD 0000$/, '') : x.desc,
    })),
    { date: '2026-02-27', desc: 'Interest payment', cents: 4217, kind: 'interest' as const },
  ]);
  const a = account('80114729', 'Cash Reserve', 'checking', openingForFloor(rows, 841230), rows);
  const s = spec3(
    'probe10-betterment-cash-reserve.pdf',
    'Betterment Cash Reserve (a fintech cash account swept to program banks): Money in and Money out columns with the balance on the last row of each day, the program banks named in the small print',
    [
      'personal',
      'fintech',
      'brokerage-cash',
      'money-in-money-out',
      'running-balance-day-end',
      'legal-name-small-print',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
    ],
    'Betterment',
    'Betterment LLC',
    ['Betterment LLC', 'Betterment', 'Betterment Securities'],
    FEB,
    ['OLUWASEUN A ADEYEMI', '225 E 95TH ST APT 14K', 'NEW YORK NY 10128-4012'],
    [a],
  );
  const f: Fmt10 = { date: (iso) => `${monD(iso)}`, amt: US$, balMode: 'day-end', width: 58 };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 90, head: 'Description' },
    { key: 'credit', x: 400, right: true, head: 'Money in' },
    { key: 'debit', x: 486, right: true, head: 'Money out' },
    { key: 'balance', x: 572, right: true, head: 'Balance' },
  ];
  return make10(
    s,
    {
      producer: 'pdf-lib',
      runs: 'word',
      foot: [
        'Cash Reserve is offered by Betterment LLC. Betterment LLC is not a bank; funds are swept to program banks where they are eligible for FDIC insurance.',
        'Program banks include Citibank, N.A., Goldman Sachs Bank USA and Wells Fargo Bank, N.A.  betterment.com',
      ],
    },
    ['27 W 23rd St, 5th Floor', 'New York NY 10010'],
    [
      ['Statement Period', 'Feb 1, 2026 - Feb 28, 2026'],
      ['Account', `Cash Reserve ...${a.number.slice(-4)}`],
    ],
    (p) => {
      kv(p, 'Cash Reserve Summary', summary(a, ['Starting balance', 'Money in', 'Money out', 'Ending balance'], US$));
      table10(p, 'Activity', a, a.rows, cols, f, {});
      put(p, [[c(40, 'Current APY: 3.75% (variable). Rates are as of February 28, 2026 and may change.')], []]);
    },
  );
};

// ---------------------------------------------------------------- a bank's misprint (expected in review)

/** The debits total with two adjacent digits swapped (a misprint): the amount it adds to the true total. */
export function transposed(n: number): number {
  const s = String(n);
  for (let i = s.length - 4; i >= 0; i--) {
    if (s[i] !== s[i + 1]) {
      const t = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
      return Number(t) - n;
    }
  }
  return 9000;
}

export const burkeHerbertMisprint = (): Spec2 => {
  const rows = businessRows(3015, FEB.start, FEB.end, {
    n: 56,
    cards: ['7003'],
    checks: 5,
    firstCheck: 4410,
    scale: 1700,
  });
  const a = account('2300671148', 'Business Checking', 'checking', openingForFloor(rows, 503377), rows);
  const debitsTotal = totals(rows).debits;
  const mis = transposed(debitsTotal);
  const s = spec3(
    'probe10-burke-herbert-business-checking-misprint.pdf',
    "Burke & Herbert Bank Business Checking: a bank's misprint, the Withdrawals / Debits total in the summary and in its heading has two digits swapped; every row and both balances are right",
    [
      'business',
      'community-bank',
      'summary-misprint',
      'count-total-in-heading',
      'summary-item-counts',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'Burke & Herbert Bank',
    'Burke & Herbert Bank & Trust Company',
    ['Burke & Herbert Bank & Trust Company', 'Burke & Herbert Bank', 'Burke & Herbert Financial Services Corp.'],
    FEB,
    ['POTOMAC YARD ARCHITECTS PLLC', '2800 JEFFERSON DAVIS HWY STE 310', 'ALEXANDRIA VA 22301-1027'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 66 };
  const cr = a.rows.filter((r) => r.cents > 0);
  const db = a.rows.filter((r) => r.cents < 0);
  return make10(
    {
      ...s,
      expect: 'review',
      note: `the printed Withdrawals / Debits total (summary and heading) has two digits swapped, ${US$(mis)} off the rows listed: beginning + credits - the printed debits does not equal the printed ending balance (a bank misprint)`,
    },
    { producer: 'pdf-lib', foot: ['Burke & Herbert Bank  Member FDIC  burkeandherbertbank.com'] },
    ['100 S Fairfax St', 'Alexandria VA 22314'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account Number', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Deposits / Credits', 'Withdrawals / Debits', 'Ending Balance'], US$, {
          counts: true,
          misprintDebits: mis,
        }),
      );
      table10(p, 'Deposits / Credits', a, cr, SEC, f, { right: countTotal(cr, US$) });
      table10(p, 'Withdrawals / Debits', a, db, SEC, f, { right: countTotal(db, US$, mis) });
    },
  );
};

// ---------------------------------------------------------------- cards

const CARD10: Col10[] = [
  { key: 'date', x: 40, head: 'Post Date' },
  { key: 'trans', x: 96, head: 'Trans Date' },
  { key: 'desc', x: 156, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];

export const missionLane = (): Spec2 => {
  const opening = 187342;
  const rows = consumerCard(3016, FM, 30, opening, ['LATE FEE', 2900]);
  const a = account('4147202233918806', 'Mission Lane Visa', 'credit_card', opening, rows);
  const s = spec3(
    'probe10-mission-lane-visa.pdf',
    'Mission Lane Visa (issued by TAB Bank): a post date and a transaction date on each row, payments and credits printed negative, a summary of payments, credits, purchases, fees and interest, an interest charge calculation, the issuing bank in the small print',
    [
      'personal',
      'credit-card',
      'posting-and-transaction-dates',
      'card-payments-negative',
      'interest-charge-calculation',
      'legal-name-small-print',
      'page-n-of-m',
      'chromium',
    ],
    'Mission Lane',
    'Transportation Alliance Bank, Inc.',
    ['Transportation Alliance Bank, Inc.', 'TAB Bank', 'Mission Lane'],
    FM,
    ['KAYLEE D FORTNER', '1207 S MAIN ST', 'CARTHAGE MO 64836-2240'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, signed: usd({ dollar: true }), balMode: 'none', width: 60 };
  return make10(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [`Mission Lane Visa  |  Account ending in ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: [
        'The Mission Lane Visa Credit Card is issued by Transportation Alliance Bank, Inc. dba TAB Bank, Member FDIC. missionlane.com',
      ],
    },
    ['PO Box 105286', 'Atlanta GA 30348-5286'],
    [
      ['Statement Closing Date', mdy(s.end)],
      ['Billing Cycle', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Payment Due Date', '04/09/2026'],
      ['Minimum Payment Due', US$(4000)],
    ],
    (p) => {
      kv(p, 'Account Summary', cardSummary(a, US$));
      table10(p, 'Transactions', a, a.rows, CARD10, f, {});
      interestCalc(p, a, '29.99%', 30);
    },
  );
};

export const firstPremier = (): Spec2 => {
  const opening = 61208;
  const rows = consumerCard(3017, JF, 24, opening, ['MONTHLY FEE', 1250]);
  const a = account('5178059912330471', 'First PREMIER Bank Mastercard', 'credit_card', opening, rows);
  const s = spec3(
    'probe10-first-premier-mastercard.pdf',
    'First PREMIER Bank Mastercard: payments and credits marked CR after the amount, a monthly fee, dates M/D, a billing cycle over two months, drawn a run per glyph',
    [
      'personal',
      'credit-card',
      'cr-suffix-amounts',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'First PREMIER Bank',
    'First PREMIER Bank',
    ['First PREMIER Bank', 'PREMIER Bankcard', 'First Premier'],
    JF,
    ['DUSTIN R HAUGEN', '402 W 4TH ST', 'MITCHELL SD 57301-2611'],
    [a],
  );
  const f: Fmt10 = { date: mdShort, amt: US, signed: usd({ suffix: 'crneg' }), balMode: 'none', width: 56 };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Tran Date' },
    { key: 'ref', x: 90, head: 'Reference Number' },
    { key: 'desc', x: 190, head: 'Transaction Description' },
    { key: 'amount', x: 572, right: true, head: 'Amount' },
  ];
  return make10(
    s,
    {
      producer: 'pdf-lib',
      runs: 'glyph',
      size: 7.6,
      lineH: 10.6,
      cap: 58,
      head: (n, all) => [
        `First PREMIER Bank Mastercard  Account Number XXXX XXXX XXXX ${a.number.slice(-4)}`,
        `Page ${n} of ${all}`,
      ],
      foot: ['First PREMIER Bank, Sioux Falls, SD. Member FDIC. premiercardservice.com'],
    },
    ['PO Box 5529', 'Sioux Falls SD 57117-5529'],
    [
      ['Statement Date', mdy(s.end)],
      ['Billing Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Credit Limit', US$(70000)],
    ],
    (p) => {
      kv(p, 'Account Summary', cardSummary(a, US$, false));
      table10(p, 'Transactions', a, a.rows, cols, f, {});
    },
  );
};

export const avant = (): Spec2 => {
  const opening = 142088;
  const rows = consumerCard(3018, FEB, 28, opening, ['ANNUAL FEE', 3900]);
  const a = account('5329730018842297', 'Avant Credit Card', 'credit_card', opening, rows);
  const s = spec3(
    'probe10-avant-mastercard.pdf',
    'Avant Mastercard (issued by WebBank): payments and credits in one section and purchases, fees and interest in others, each with its total, MM/DD dates, the issuing bank in the small print',
    ['personal', 'credit-card', 'category-sections-with-totals', 'legal-name-small-print', 'page-n-of-m', 'chromium'],
    'Avant',
    'WebBank',
    ['WebBank', 'Avant', 'Avant, LLC'],
    FEB,
    ['MARCUS T BELLAMY', '5520 N 27TH ST', 'MILWAUKEE WI 53209-4418'],
    [a],
  );
  const f: Fmt10 = { date: md, amt: US, balMode: 'none', width: 60 };
  const k = (kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
  return make10(
    s,
    {
      producer: 'chromium',
      font: 'Times',
      size: 8,
      lineH: 11,
      cap: 56,
      head: (n, all) => [`Avant Mastercard  ...${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: ['The Avant Mastercard is issued by WebBank. avant.com/card'],
    },
    ['PO Box 9183', 'Chicago IL 60690-9183'],
    [
      ['Closing Date', mdy(s.end)],
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Payment Due Date', '03/25/2026'],
    ],
    (p) => {
      kv(p, 'Account Summary', cardSummary(a, US$));
      const cols: Col10[] = [
        { key: 'date', x: 40, head: 'Date' },
        { key: 'desc', x: 92, head: 'Description' },
        { key: 'amount', x: 572, right: true, head: 'Amount' },
      ];
      const fu: Fmt10 = { ...f, signed: (n) => US(Math.abs(n)) };
      table10(p, 'Payments and Other Credits', a, k(['payment', 'refund']), cols, fu, {
        total: 'Total Payments and Other Credits',
        totalFmt: US$,
      });
      table10(p, 'Purchases', a, k(['purchase']), cols, fu, { total: 'Total Purchases', totalFmt: US$ });
      table10(p, 'Fees', a, k(['cc_fee']), cols, fu, { total: 'Total Fees for This Period', totalFmt: US$ });
      table10(p, 'Interest Charged', a, k(['cc_interest']), cols, fu, {
        total: 'Total Interest for This Period',
        totalFmt: US$,
      });
    },
  );
};

// ---------------------------------------------------------------- Ireland, India, South Africa, Canada

export const aib = (): Spec2 => {
  const rows = localRows(
    3019,
    FM,
    50,
    {
      pay: ['SALARY HSE PAYROLL', 'CREDIT TRF DUBLIN CITY COUNCIL'],
      shops: [
        'VDP-TESCO STORES 3312',
        'VDC-DUNNES STORES',
        'VDP-CIRCLE K 4410',
        'VDC-LIDL IRELAND',
        'VDP-AMAZON EU SARL',
      ],
      bills: [
        'D/D ELECTRIC IRELAND',
        'D/D VIRGIN MEDIA IRL',
        'D/D IRISH LIFE HEALTH',
        'D/D BORD GAIS ENERGY',
        'STO RENT 14 RANELAGH',
      ],
      transfers: ['*MOBI FROM C BYRNE', 'SEPA CREDIT A MURPHY'],
    },
    0.92,
  );
  const a = account('33014927', 'Personal Current Account', 'checking', openingForFloor(rows, 41863), rows);
  const s = spec3(
    'probe10-aib-personal-current-account.pdf',
    'AIB Personal Current Account (Ireland, EUR): day-first dates printed once per day (13 Feb 2026), Debit, Credit and Balance columns with the balance on the last row of each day, the period in ordinal dates (12th February 2026), balance forward lines over pages',
    [
      'personal',
      'international',
      'ireland',
      'day-first-dates',
      'ordinal-dates',
      'date-once-per-day',
      'running-balance-day-end',
      'legal-name-small-print',
      'page-n-of-m',
      'chromium',
    ],
    'AIB',
    'Allied Irish Banks, p.l.c.',
    ['Allied Irish Banks, p.l.c.', 'AIB', 'Allied Irish Banks'],
    FM,
    ['Ms Siobhan Ni Bhriain', '14 Ranelagh Road', 'Ranelagh', 'Dublin 6', 'D06 X2Y7'],
    [a],
  );
  const f: Fmt10 = { date: ddMonYyyy, amt: US, balMode: 'day-end', width: 52, dateOnce: true };
  return make10(
    { ...s, currency: 'EUR' },
    {
      producer: 'chromium',
      size: 7.8,
      lineH: 10.8,
      cap: 34,
      head: (n, all) => [`AIB  Statement of Account  IBAN IE29 AIBK 9311 5233 0149 27`, `Page ${n} of ${all}`],
      foot: [
        'Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Molesworth Street, Dublin 2. aib.ie',
      ],
    },
    ['Ranelagh Branch', '3 Ranelagh Road, Dublin 6'],
    [
      ['Statement date', ordinal(s.end)],
      ['Period', `${ordinal(s.start)} to`],
      ['', ordinal(s.end)],
      ['National Sort Code', '93-11-52'],
      ['Account Number', a.number],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Opening balance', 'Total lodgements', 'Total withdrawals', 'Closing balance'], US),
      );
      table10(p, 'Transactions', a, a.rows, LEDGER(['Date', 'Details', 'Debit €', 'Credit €', 'Balance €']), f, {
        opening: 'BALANCE FORWARD',
        brought: 'BALANCE FORWARD',
        carried: 'BALANCE CARRIED FORWARD',
        closing: 'CLOSING BALANCE',
        continued: '',
      });
    },
  );
};

export const hdfc = (): Spec2 => {
  const rows = localRows(
    3020,
    FEB,
    54,
    {
      pay: ['NEFT CR-CITI0000004-TATA CONSULTANCY SERV-SALARY', 'NEFT CR-ICIC0000104-WIPRO LIMITED-SAL'],
      shops: [
        'POS 416021XXXXXX4471 BIGBASKET',
        'UPI-SWIGGY-SWIGGY@ICICI-PAYMENT',
        'UPI-ZEPTO-ZEPTOONLINE@YBL',
        'POS 416021XXXXXX4471 RELIANCE FRESH',
        'UPI-IRCTC-IRCTCONLINE@HDFC',
      ],
      bills: [
        'ACH D- TP ACH BAJAJ FINANCE',
        'BILLPAY BESCOM BANGALORE',
        'ACH D- LIC OF INDIA PREMIUM',
        'UPI-AIRTEL PAYMENTS',
        'EMI 43118822 CHQ S43118822',
      ],
      transfers: ['UPI-RAHUL MEHTA-RAHULM@OKHDFC', 'IMPS-602114-PRIYA NAIR-SBIN'],
    },
    38,
  );
  const a = account('50100388127746', 'Savings Account', 'savings', openingForFloor(rows, 14288150), rows);
  const s = spec3(
    'probe10-hdfc-savings-account.pdf',
    'HDFC Bank Savings Account (India, INR): amounts grouped in lakhs (1,23,456.78), DD/MM/YY dates with a value date and a reference column, Withdrawal Amt., Deposit Amt. and Closing Balance, the statement summary with debit and credit counts at the end, in a monospaced face',
    [
      'personal',
      'international',
      'india',
      'day-first-dates',
      'lakh-grouping',
      'value-date-column',
      'summary-item-counts',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'HDFC BANK',
    'HDFC Bank Limited',
    ['HDFC Bank Limited', 'HDFC Bank', 'HDFC'],
    FEB,
    [
      'MR. ARJUN VENKATARAMAN',
      'FLAT 402 SAI KRUPA APTS',
      '12TH MAIN INDIRANAGAR',
      'BANGALORE 560038',
      'KARNATAKA INDIA',
    ],
    [a],
  );
  const f: Fmt10 = { date: ddmmyy, amt: lakh, balMode: 'every', width: 27 };
  const t = totals(a.rows);
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 80, head: 'Narration' },
    { key: 'ref', x: 214, head: 'Chq./Ref.No.' },
    { key: 'vdate', x: 284, head: 'Value Dt' },
    { key: 'debit', x: 392, right: true, head: 'Withdrawal Amt.' },
    { key: 'credit', x: 482, right: true, head: 'Deposit Amt.' },
    { key: 'balance', x: 572, right: true, head: 'Closing Balance' },
  ];
  return make10(
    { ...s, currency: 'INR' },
    {
      producer: 'pdf-lib',
      font: 'Courier',
      size: 7,
      lineH: 10,
      cap: 64,
      head: (n, all) => [`HDFC BANK LIMITED  Account No :${a.number}`, `Page No .: ${n} of ${all}`],
      foot: [
        'HDFC Bank Limited. Registered Office Address: HDFC Bank House, Senapati Bapat Marg, Lower Parel, Mumbai 400013. hdfcbank.com',
        'Contents of this statement will be considered correct if no error is reported within 30 days of receipt of statement.',
      ],
    },
    ['Branch : INDIRANAGAR', 'Address : 100 FEET ROAD, BANGALORE 560038'],
    [
      ['Account No', a.number],
      ['A/C Open Date', '14/06/2019'],
      ['Account Status', 'Regular'],
      ['RTGS/NEFT IFSC', 'HDFC0001753'],
      ['Statement From', '01/02/2026 To : 28/02/2026'],
    ],
    (p) => {
      table10(p, 'Statement of account', a, a.rows, cols, f, { opening: 'Opening Balance' });
      put(p, [
        [c(40, 'STATEMENT SUMMARY :-', { bold: true })],
        [
          c(40, 'Opening Balance', { bold: true }),
          c(170, 'Dr Count', { bold: true }),
          c(240, 'Cr Count', { bold: true }),
          c(392, 'Debits', { bold: true, right: true }),
          c(482, 'Credits', { bold: true, right: true }),
          c(572, 'Closing Bal', { bold: true, right: true }),
        ],
        [
          c(40, lakh(a.opening)),
          c(170, String(t.debitCount)),
          c(240, String(t.creditCount)),
          c(392, lakh(t.debits), { right: true }),
          c(482, lakh(t.credits), { right: true }),
          c(572, lakh(closing(a)), { right: true }),
        ],
        [],
        [c(40, 'Generated On: 01-Mar-2026 09:14:52   Generated By: NETBANKING   Requesting Branch Code: NET')],
        [c(40, 'This is a computer generated statement and does not require signature.')],
        [],
      ]);
    },
  );
};

export const fnb = (): Spec2 => {
  const rows = localRows(
    3021,
    FEB,
    48,
    {
      pay: ['Salary Credit Discovery Ltd', 'Salary Credit City Of Cape Town'],
      shops: [
        'POS Purchase Checkers Sea Point 412233*4471',
        'POS Purchase Woolworths Cavendish 412233*4471',
        'POS Purchase Engen Rondebosch 412233*4471',
        'POS Purchase Pick n Pay Claremont 412233*4471',
        'POS Purchase Uber SA 412233*4471',
      ],
      bills: [
        'Debit Order Vodacom',
        'Debit Order Discovery Health',
        'Debit Order City Of Cape Town',
        'Debit Order Outsurance',
        'Magtape Debit Virgin Active',
      ],
      transfers: ['FNB App Payment From T Naidoo', 'Inward EFT Credit J Van Wyk'],
    },
    17,
  );
  const a = account('62844017759', 'Aspire Current Account', 'checking', openingForFloor(rows, 712288), rows);
  const s = spec3(
    'probe10-fnb-aspire-current-account.pdf',
    'FNB Aspire Current Account (South Africa, ZAR): credits marked Cr after the amount and debits bare, balances with Cr, day-first dates (05 Feb), the statement date in ordinal words, the legal name (FirstRand Bank Limited) in the small print',
    [
      'personal',
      'international',
      'south-africa',
      'day-first-dates',
      'ordinal-dates',
      'cr-suffix-amounts',
      'running-balance-every-row',
      'legal-name-small-print',
      'page-n-of-m',
      'chromium',
    ],
    'FNB',
    'FirstRand Bank Limited',
    ['FirstRand Bank Limited', 'First National Bank', 'FNB'],
    FEB,
    ['MR S J VAN DER MERWE', '12 KLOOF NEK RD', 'TAMBOERSKLOOF', 'CAPE TOWN', '8001'],
    [a],
  );
  const f: Fmt10 = { date: ddMon, amt: crMark, signed: crMark, bal: crDr, balMode: 'every', width: 50 };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 82, head: 'Description' },
    { key: 'amount', x: 470, right: true, head: 'Amount' },
    { key: 'balance', x: 572, right: true, head: 'Balance' },
  ];
  return make10(
    { ...s, currency: 'ZAR' },
    {
      producer: 'chromium',
      size: 7.6,
      lineH: 10.6,
      cap: 58,
      head: (n, all) => [`FNB  Aspire Current Account  ${a.number}`, `Page ${n} of ${all}`],
      foot: [
        'First National Bank - a division of FirstRand Bank Limited. An Authorised Financial Services and Credit Provider (NCRCP20). fnb.co.za',
      ],
    },
    ['Cavendish Square Branch', 'PO Box 1153, Johannesburg 2000'],
    [
      ['Statement Period', '01 February 2026 to 28 February 2026'],
      ['Statement Date', ordinal('2026-03-01')],
      ['Account Number', a.number],
      ['Branch Code', '250655'],
    ],
    (p) => {
      kv(
        p,
        'Account Summary  (Rand)',
        summary(a, ['Opening Balance', 'Funds Received / Credits', 'Funds Used / Debits', 'Closing Balance'], usd(), {
          balF: crDr,
          counts: true,
        }),
      );
      table10(p, 'Transactions in RAND (ZAR)', a, a.rows, cols, f, {
        opening: 'Opening Balance',
        closing: 'Closing Balance',
      });
    },
  );
};

export const tangerine = (): Spec2 => {
  const rows = localRows(
    3022,
    JAN,
    40,
    {
      pay: ['Payroll Deposit - CITY OF OTTAWA', 'Payroll Deposit - SHOPIFY INC'],
      shops: [
        'INTERAC Purchase - LOBLAWS 1021',
        'INTERAC Purchase - SHOPPERS DRUG MART',
        'Visa Debit Purchase - AMAZON.CA',
        'INTERAC Purchase - ESSO CIRCLE K',
        'INTERAC Purchase - LCBO #0217',
      ],
      bills: [
        'Bill Payment - HYDRO OTTAWA',
        'Pre-authorized Debit - BELL CANADA',
        'Bill Payment - ENBRIDGE GAS',
        'Pre-authorized Debit - ROGERS',
      ],
      transfers: ['INTERAC e-Transfer From: M GAGNON', 'INTERAC e-Transfer From: P LEBLANC'],
    },
    1.36,
  );
  const a = account('3018840277', 'Tangerine Chequing Account', 'checking', openingForFloor(rows, 98215), rows);
  const s = spec3(
    'probe10-tangerine-chequing.pdf',
    'Tangerine Chequing Account (Canada, CAD): dates printed year first (2026-01-05), one signed Amount column and the balance on every row, opening and closing balance lines, drawn column by column',
    [
      'personal',
      'international',
      'canada',
      'online-bank',
      'iso-row-dates',
      'running-balance-every-row',
      'legal-name-small-print',
      'page-n-of-m',
      'pdf-lib-producer',
      'column-order',
    ],
    'Tangerine',
    'Tangerine Bank',
    ['Tangerine Bank', 'Tangerine'],
    JAN,
    ['MS GENEVIEVE A TREMBLAY', '221 RIDEAU ST APT 906', 'OTTAWA ON  K1N 5Y1'],
    [a],
  );
  const f: Fmt10 = { date: isoDate, amt: US, signed: usd(), balMode: 'every', width: 56 };
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Transaction Date' },
    { key: 'desc', x: 116, head: 'Transaction Description' },
    { key: 'amount', x: 470, right: true, head: 'Amount ($)' },
    { key: 'balance', x: 572, right: true, head: 'Balance ($)' },
  ];
  return make10(
    { ...s, currency: 'CAD' },
    {
      producer: 'pdf-lib',
      order: 'columns',
      head: (n, all) => [`Tangerine Chequing Account  ${a.number}`, `Page ${n} of ${all}`],
      foot: [
        'Tangerine Bank is a member of Canada Deposit Insurance Corporation. ® Registered trademark of The Bank of Nova Scotia, used under licence. tangerine.ca',
      ],
    },
    ['3389 Steeles Avenue East', 'Toronto ON  M2H 3S8'],
    [
      ['Statement Period', 'January 1 to January 31, 2026'],
      ['Client Number', '41887720'],
      ['Account Number', a.number],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Opening Balance', 'Total Deposits', 'Total Withdrawals', 'Closing Balance'], usd()),
      );
      table10(p, 'Transaction Details', a, a.rows, cols, f, { opening: 'Opening Balance', closing: 'Closing Balance' });
    },
  );
};
