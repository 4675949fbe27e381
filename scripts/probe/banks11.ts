// The eleventh probe set's statements: US small-business checking as a lender sees it (merchant deposits from
// Square, Stripe, Toast and Shopify, ACH, wires, daily merchant-cash-advance debits, NSF and returned items,
// overdraft fees) at regional and community banks and credit unions, two business credit cards, a commercial line
// of credit, and one statement each from Germany (EUR), Mexico (MXN) and Japan (JPY), laid out as lines of
// positioned cells (lines6.ts, lines9.ts, lines10.ts, lines11.ts) and either printed by Chromium or drawn by
// pdf-lib. Written from general knowledge of how such statements look, blind to the reader. Every figure the truth
// holds comes from the model.
import {
  type Account,
  type Row,
  businessDays,
  businessRows,
  closing,
  openingForFloor,
  pick,
  rng,
  sum,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Pager } from './render2.ts';
import { printed } from './render.ts';
import { account } from './banks2.ts';
import { postOrder } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import { type Line, c, dailyTable, kvLines, put, topBlock } from './lines6.ts';
import { assignHolders, byHolder, interestCalc, sideBySide, type Col9, type Fmt9 } from './lines9.ts';
import {
  type AmtF,
  type Col10,
  type DateF,
  consolidated,
  countTotal,
  isoDate,
  md,
  mdy,
  monD,
  usd,
  longDate,
} from './lines10.ts';
import {
  type Fmt11,
  type Out11,
  crdr,
  ddMONnoSpace,
  ddMesYy,
  dotted,
  eur,
  logo,
  mcaDaily,
  odFeeTable,
  overdraftFees,
  ownTransfers,
  produce11,
  slashYmd,
  table11,
  toFoot,
  trailing,
  yen,
  yymmdd,
} from './lines11.ts';

type Period = { start: string; end: string };
const APR: Period = { start: '2026-04-01', end: '2026-04-30' };
const MA: Period = { start: '2026-03-16', end: '2026-04-15' };
const MAR: Period = { start: '2026-03-01', end: '2026-03-31' };

const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
const X4 = (a: Account): string => `XXXXXX${a.number.slice(-4)}`;
const US = usd();
const US$ = usd({ dollar: true });
const FDIC_EHL = 'Member FDIC  |  Equal Housing Lender';

/** "This statement covers activity from April 1 through April 30, 2026" */
const sentence = (per: Period): string => {
  const [s, e] = [longDate(per.start), longDate(per.end)];
  const sameYear = per.start.slice(0, 4) === per.end.slice(0, 4);
  return `This statement covers activity from ${sameYear ? s.replace(/, \d{4}$/, '') : s} through ${e}.`;
};

/** The statement's producer and its opening block (the bank's name set as a logo when `logoFont`); `body` the rest. */
function make11(
  s: Spec2,
  out: Partial<Out11> & { producer: Out11['producer'] },
  ret: string[],
  box: string[][],
  body: (p: Pager<Line>) => void,
  o: { x2?: number; logoFont?: Parameters<typeof logo>[2]; logoText?: string } = {},
): Spec2 {
  const a = s.accounts[0];
  const cfg: Out11 = {
    font: 'Helvetica',
    size: 7.4,
    lineH: 10.4,
    cap: out.producer === 'pdf-lib' ? (out.rotate ? 44 : 60) : 58,
    head: (n, all) => [`${s.bank}  |  Account ${X4(a)}`, `Page ${n} of ${all}`],
    foot: [s.legal],
    ...out,
  };
  return produce11(s, cfg, (p) => {
    const top = topBlock(s, ret, box, o.x2 ?? 340);
    if (o.logoFont) top[0] = [logo(40, o.logoText ?? s.bank, o.logoFont, 15), ...top[0].slice(1)];
    put(p, top);
    body(p);
  });
}

const kv = (p: Pager<Line>, title: string, rows: [string, string][], vx = 300): void =>
  put(p, kvLines(title, rows, 40, vx));

/** Beginning, credits, debits, ending; the item counts before or after the labels when asked. */
function summary(
  a: Account,
  labels: [string, string, string, string],
  f: AmtF,
  o: { counts?: 'before' | 'after'; misprintDebits?: number; balF?: AmtF } = {},
): [string, string][] {
  const t = totals(a.rows);
  const n = (l: string, k: number): string => (o.counts === 'before' ? `${k} ${l}` : o.counts ? `${l} (${k})` : l);
  const b = o.balF ?? f;
  return [
    [labels[0], b(a.opening)],
    [n(labels[1], t.creditCount), f(t.credits)],
    [n(labels[2], t.debitCount), f(t.debits + (o.misprintDebits ?? 0))],
    [labels[3], b(closing(a))],
  ];
}

/** Checks n-up in number order under `title`, their count and total below. */
function checkTable(p: Pager<Line>, title: string, rows: Row[], up: 2 | 3, date: DateF, f: AmtF, total: string): void {
  const cs = rows.filter((r) => !r.hidden).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return;
  const colW = up === 3 ? 178 : 260;
  const per = Math.ceil(cs.length / up);
  const out: Line[] = [[c(40, title, { bold: true })]];
  out.push(
    Array.from({ length: up }, (_, k) => [
      c(40 + k * colW, 'Number', { bold: true }),
      c(40 + k * colW + 54, 'Date Paid', { bold: true }),
      c(40 + k * colW + colW - 24, 'Amount', { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: up }, (_, k) => {
        const r = cs[k * per + i];
        return r
          ? [
              c(40 + k * colW, String(r.check)),
              c(40 + k * colW + 54, date(r.date)),
              c(40 + k * colW + colW - 24, f(-printed(r)), { right: true }),
            ]
          : [];
      }).flat(),
    );
  out.push([
    c(40, `${total}  ${countTotal(rows, US$)}`, { bold: true }),
    c(40 + up * colW - 24, US$(sum(rows)), { right: true, bold: true }),
  ]);
  out.push([]);
  put(p, out);
}

const SEC: Col10[] = [
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
const AMT_BAL = (heads: [string, string, string, string], x = [40, 92, 480, 572]): Col10[] => [
  { key: 'date', x: x[0], head: heads[0] },
  { key: 'desc', x: x[1], head: heads[1] },
  { key: 'amount', x: x[2], right: true, head: heads[2] },
  { key: 'balance', x: x[3], right: true, head: heads[3] },
];

/** Some checks presented electronically (converted at the point of sale or the lockbox): their own check table. */
const electronicChecks = (rows: Row[]): Row[] =>
  rows.map((x, i) =>
    x.kind === 'check' && i % 3 === 1 ? { ...x, desc: `ELECTRONIC CHECK ${x.check} ARC CONVERSION` } : x,
  );
const isEcheck = (r: Row): boolean => r.desc.startsWith('ELECTRONIC CHECK');

// ---------------------------------------------------------------- US small-business checking

export const woodforest = (): Spec2 => {
  const base = businessRows(3201, APR.start, APR.end, {
    n: 52,
    cards: ['6610'],
    checks: 6,
    firstCheck: 2201,
    scale: 700,
  });
  const withMca = mcaDaily(base, '2026-04-06', APR.end, (d) => `DEBIT IRONWOOD CAPITAL ACH ${yymmdd(d)} CCD`, 48900);
  const od = overdraftFees(withMca, -41237, {
    maxOd: 3,
    nsfDesc: ['NSF RETURNED ITEM FEE ACH IRONWOOD CAPITAL'],
  });
  const a = account('4810663127', 'Business Checking', 'checking', od.opening, od.rows);
  const s = spec3(
    'probe11-woodforest-business-checking.pdf',
    'Woodforest National Bank Business Checking: daily DEBIT IRONWOOD CAPITAL merchant-cash-advance withdrawals, Square and Stripe deposits, overdrawn part of the month with overdraft item fees and an NSF returned item fee, the Overdraft and Returned Item Fees table (this period and year to date), a Daily Ledger Balance table, the balance on the last row of each day, Member FDIC and Equal Housing Lender in the page footer',
    [
      'business',
      'community-bank',
      'mca-daily-debits',
      'merchant-deposits',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'od-returned-item-fee-table',
      'daily-ledger-balance-table',
      'running-balance-day-end',
      'member-fdic-line',
      'equal-housing-lender',
      'legal-name-na',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Woodforest National Bank',
    'Woodforest National Bank',
    ['Woodforest National Bank', 'Woodforest', 'Woodforest Financial Group'],
    APR,
    ['BAYOU CITY TACOS & CATERING LLC', '1822 AIRLINE DR', 'HOUSTON TX 77009-2210'],
    [a],
  );
  const f: Fmt11 = { date: md, amt: US, bal: usd(), balMode: 'day-end', width: 58 };
  return make11(
    s,
    { producer: 'chromium', foot: [`Woodforest National Bank  |  ${FDIC_EHL}  |  woodforest.com`] },
    ['25231 Grogans Mill Rd', 'The Woodlands TX 77380'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account Number', X4(a)],
      ['Customer Service', '1-877-968-7962'],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'], US$),
      );
      table11(p, 'Account Activity', a, a.rows, LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
      });
      odFeeTable(p, od, 3251, US$);
      dailyTable(p, a, 3, 'MM/DD', {}, 'Daily Ledger Balance');
    },
  );
};

export const communityBankNa = (): Spec2 => {
  const rows = electronicChecks(
    businessRows(3202, APR.start, APR.end, {
      n: 84,
      cards: ['2284', '9160'],
      checks: 15,
      firstCheck: 6610,
      scale: 1500,
    }),
  );
  const a = account('6021347708', 'Business Basic Checking', 'checking', openingForFloor(rows, 812344), rows);
  const s = spec3(
    'probe11-community-bank-na-business-checking.pdf',
    'Community Bank, N.A. Business Basic Checking: a summary printing its counts before the labels (23 Deposits/Credits), Checks Paid and Electronic Checks Paid in two check tables each with its count and total, Other Debits, a Daily Ledger Balance table, dates like Apr 5, drawn a run per word',
    [
      'business',
      'community-bank',
      'summary-counts-before-label',
      'multiple-check-tables',
      'daily-ledger-balance-table',
      'mon-d-dates',
      'merchant-deposits',
      'member-fdic-line',
      'equal-housing-lender',
      'legal-name-na',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
      'multi-page',
    ],
    'Community Bank, N.A.',
    'Community Bank, N.A.',
    ['Community Bank, N.A.', 'Community Bank', 'Community Bank System'],
    APR,
    ['FINGER LAKES MILLWORK INC', '40 CANAL ST', 'SENECA FALLS NY 13148'],
    [a],
  );
  const f: Fmt11 = { date: monD, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 70 };
  const cr = a.rows.filter((r) => r.cents > 0);
  const other = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const checks = a.rows.filter((r) => r.kind === 'check');
  return make11(
    s,
    { producer: 'pdf-lib', runs: 'word', foot: [`Community Bank, N.A.  ${FDIC_EHL}  cbna.com`] },
    ['5790 Widewaters Parkway', 'DeWitt NY 13214'],
    [
      ['Statement Period', `${monD(s.start)} - ${monD(s.end)}, 2026`],
      ['Account', X4(a)],
      ['Page', '1'],
    ],
    (p) => {
      kv(
        p,
        'Summary of Account Activity',
        summary(a, ['Beginning Balance', 'Deposits/Credits', 'Checks/Debits', 'Ending Balance'], US$, {
          counts: 'before',
        }),
      );
      table11(p, 'Deposits/Credits', a, cr, SEC, f, { total: 'Total Deposits/Credits', totalFmt: US$ });
      checkTable(
        p,
        'Checks Paid',
        checks.filter((r) => !isEcheck(r)),
        3,
        monD,
        US,
        'Total Checks Paid',
      );
      checkTable(p, 'Electronic Checks Paid', checks.filter(isEcheck), 2, monD, US, 'Total Electronic Checks');
      table11(p, 'Other Debits', a, other, SEC, f, { total: 'Total Other Debits', totalFmt: US$ });
      dailyTable(p, a, 4, 'Mon D', {}, 'Daily Ledger Balance');
    },
  );
};

export const hillsBank = (): Spec2 => {
  const rows = businessRows(3203, APR.start, APR.end, { n: 66, cards: ['3008'], scale: 1100, wires: true });
  const a = account('1700284419', 'Business Checking', 'checking', openingForFloor(rows, 1530611), rows);
  const s = spec3(
    'probe11-hills-bank-business-checking.pdf',
    'Hills Bank and Trust Company Business Checking: the ledger printed newest first (the ending balance on top, the beginning balance at the foot), a running balance on every row, dates like 2026-04-07, the period only in a sentence, the masthead set glyph by glyph in a bold italic serif',
    [
      'business',
      'community-bank',
      'newest-first',
      'running-balance-every-row',
      'iso-dates',
      'period-in-sentence',
      'logo-glyph-runs',
      'bank-and-trust-name',
      'merchant-deposits',
      'member-fdic-line',
      'equal-housing-lender',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Hills Bank',
    'Hills Bank and Trust Company',
    ['Hills Bank and Trust Company', 'Hills Bank', 'Hills Bancorporation'],
    APR,
    ['CORALVILLE DENTAL STUDIO PC', '2451 COLDSTREAM AVE STE 100', 'CORALVILLE IA 52241'],
    [a],
  );
  const f: Fmt11 = { date: isoDate, amt: US, signed: US, balMode: 'every', width: 62 };
  return make11(
    s,
    {
      producer: 'pdf-lib',
      foot: ['Hills Bank and Trust Company  |  Member FDIC  |  Equal Housing Lender  |  hills.bank'],
    },
    ['PO Box 5820', 'Hills IA 52235', '1-800-445-5725'],
    [
      ['Account Number', X4(a)],
      ['Account Type', 'Business Checking'],
      ['Statement Date', isoDate(s.end)],
    ],
    (p) => {
      put(p, [[c(40, sentence(APR))], []]);
      table11(
        p,
        'Account Activity (most recent first)',
        a,
        a.rows,
        AMT_BAL(['Posted', 'Description', 'Amount', 'Balance']),
        f,
        {
          newestFirst: true,
          closing: 'Ending Balance',
          opening: 'Beginning Balance',
        },
      );
    },
    { logoFont: 'TimesRomanBoldItalic', logoText: 'Hills Bank' },
  );
};

export const firstMid = (): Spec2 => {
  const rows = businessRows(3204, APR.start, APR.end, {
    n: 58,
    cards: ['5527'],
    checks: 4,
    firstCheck: 3301,
    scale: 1900,
    wires: true,
  });
  const a = account('2290055163', 'Business Checking', 'checking', openingForFloor(rows, 2204518), rows);
  const s = spec3(
    'probe11-first-mid-business-checking.pdf',
    "First Mid Bank & Trust, N.A. Business Checking: one amount column with debits printed with a trailing minus (1,234.56-), a running balance on every row, the core's descriptions (company ID, entry class, IMAD) wrapping over lines above the line with the date and the amount",
    [
      'business',
      'community-bank',
      'trailing-minus-amounts',
      'wrap-above-date-line',
      'multi-line-descriptions',
      'running-balance-every-row',
      'merchant-deposits',
      'bank-and-trust-name',
      'legal-name-na',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'First Mid Bank & Trust',
    'First Mid Bank & Trust, N.A.',
    ['First Mid Bank & Trust, N.A.', 'First Mid Bank & Trust', 'First Mid', 'First Mid Bancshares'],
    APR,
    ['PRAIRIE STATE HVAC SERVICES INC', '1208 CHARLESTON AVE', 'MATTOON IL 61938'],
    [a],
  );
  const f: Fmt11 = {
    date: md,
    amt: trailing,
    balMode: 'every',
    wrap: 44,
    wrapAbove: true,
    customer: 'PRAIRIE STATE HVAC',
  };
  return make11(
    s,
    { producer: 'chromium', foot: ['First Mid Bank & Trust, N.A.  Member FDIC  firstmid.com'] },
    ['1421 Charleston Avenue', 'Mattoon IL 61938'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
      ['Enclosures', '0'],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Previous Balance', 'Deposits and Credits', 'Checks and Debits', 'Current Balance'], trailing),
      );
      table11(p, 'Transaction Detail', a, a.rows, AMT_BAL(['Date', 'Description', 'Amount', 'Balance']), f, {
        opening: 'Previous Balance',
        closing: 'Current Balance',
        brought: 'Balance Forward',
      });
    },
  );
};

export const enterprise = (): Spec2 => {
  const rows = businessRows(3205, APR.start, APR.end, { n: 74, cards: ['7731'], scale: 2400, wires: true });
  const a = account('8102664490', 'Business Analysis Checking', 'checking', openingForFloor(rows, 3318207), rows);
  const s = spec3(
    'probe11-enterprise-business-analysis-checking.pdf',
    'Enterprise Bank & Trust Business Analysis Checking: amounts marked CR and DR in one column, the balance marked CR, dates like 05APR, the balance on the last row of each day, wires and Toast deposits, drawn column by column',
    [
      'business',
      'community-bank',
      'cr-dr-amounts',
      'ddmon-nospace-dates',
      'running-balance-day-end',
      'merchant-deposits',
      'bank-and-trust-name',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'column-order',
      'multi-page',
    ],
    'Enterprise Bank & Trust',
    'Enterprise Bank & Trust',
    ['Enterprise Bank & Trust', 'Enterprise Bank', 'Enterprise Financial Services'],
    APR,
    ['GATEWAY CITY PRINT WORKS LLC', '2130 CHOUTEAU AVE', 'ST LOUIS MO 63103'],
    [a],
  );
  const f: Fmt11 = { date: ddMONnoSpace, amt: crdr, balMode: 'day-end', width: 60 };
  return make11(
    s,
    { producer: 'pdf-lib', order: 'columns', foot: ['Enterprise Bank & Trust  Member FDIC  enterprisebank.com'] },
    ['150 N Meramec Ave', 'Clayton MO 63105'],
    [
      ['Period', `${ddMONnoSpace(s.start)}26 TO ${ddMONnoSpace(s.end)}26`],
      ['Account', X4(a)],
      ['Officer', 'R. Vandeventer'],
    ],
    (p) => {
      kv(
        p,
        'Balance Summary',
        summary(a, ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], crdr, { counts: 'after' }),
      );
      table11(p, 'Activity', a, a.rows, AMT_BAL(['Date', 'Transaction Description', 'Amount', 'Balance']), f, {
        opening: 'BEGINNING BALANCE',
        closing: 'ENDING BALANCE',
      });
    },
  );
};

export const centralBank = (): Spec2 => {
  const rows = businessRows(3206, APR.start, APR.end, {
    n: 61,
    cards: ['4402'],
    checks: 7,
    firstCheck: 1150,
    scale: 1300,
  });
  const a = account('3340918825', 'Small Business Checking', 'checking', openingForFloor(rows, 965102), rows);
  const s = spec3(
    'probe11-central-bank-small-business-checking.pdf',
    'Central Bank & Trust Co. Small Business Checking: no summary; the period only in a sentence; the beginning balance opens the ledger and the closing balance is printed only at the foot of the last page; dates like Apr 5; the balance on the last row of each day',
    [
      'business',
      'community-bank',
      'closing-at-last-page-foot',
      'period-in-sentence',
      'mon-d-dates',
      'running-balance-day-end',
      'bank-and-trust-name',
      'member-fdic-line',
      'equal-housing-lender',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Central Bank',
    'Central Bank & Trust Co.',
    ['Central Bank & Trust Co.', 'Central Bank', 'Central Bancompany of Kentucky'],
    APR,
    ['BLUEGRASS SADDLERY & TACK LLC', '880 NEWTOWN PIKE', 'LEXINGTON KY 40511'],
    [a],
  );
  const f: Fmt11 = { date: monD, amt: US, balMode: 'day-end', width: 58 };
  return make11(
    s,
    { producer: 'chromium', foot: [`Central Bank & Trust Co.  ${FDIC_EHL}`] },
    ['300 West Vine Street', 'Lexington KY 40507'],
    [
      ['Account', X4(a)],
      ['Product', 'Small Business Checking'],
    ],
    (p) => {
      put(p, [[c(40, sentence(APR))], []]);
      table11(p, 'Transactions', a, a.rows, LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']), f, {
        opening: 'Beginning Balance',
      });
      toFoot(p, 1);
      put(p, [
        [
          c(40, `Ending Balance as of ${longDate(s.end)}`, { bold: true }),
          c(572, US$(closing(a)), { right: true, bold: true }),
        ],
      ]);
    },
  );
};

export const redwoodCu = (): Spec2 => {
  const base = businessRows(3207, APR.start, APR.end, { n: 48, cards: ['1186'], scale: 900 });
  const rows = mcaDaily(base, '2026-04-13', APR.end, (d) => `DEBIT BLUE RIDGE CAPITAL FUNDING ${yymmdd(d)}`, 31250);
  const a = account('0077120934', 'Business Checking', 'checking', openingForFloor(rows, 388415), rows);
  const s = spec3(
    'probe11-redwood-cu-business-checking.pdf',
    "Redwood Credit Union Business Checking: daily DEBIT BLUE RIDGE CAPITAL FUNDING withdrawals from mid-month, Shopify and Stripe payouts, the core's descriptions wrapping above the line with the date, a running balance on every row, the period only in a sentence, the masthead set glyph by glyph in a bold oblique, the page header drawn last",
    [
      'business',
      'credit-union',
      'mca-daily-debits',
      'merchant-deposits',
      'wrap-above-date-line',
      'multi-line-descriptions',
      'running-balance-every-row',
      'period-in-sentence',
      'logo-glyph-runs',
      'ncua-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'head-last-order',
      'multi-page',
    ],
    'Redwood Credit Union',
    'Redwood Credit Union',
    ['Redwood Credit Union', 'Redwood CU', 'RCU'],
    APR,
    ['SONOMA COAST SURF SUPPLY', '1040 HWY 1', 'BODEGA BAY CA 94923'],
    [a],
  );
  const f: Fmt11 = {
    date: mdy,
    amt: usd({ neg: 'minus' }),
    balMode: 'every',
    wrap: 46,
    wrapAbove: true,
    customer: 'SONOMA COAST SURF',
  };
  return make11(
    s,
    {
      producer: 'pdf-lib',
      order: 'head-last',
      foot: ['Federally insured by NCUA.  Equal Housing Opportunity.  redwoodcu.org'],
    },
    ['PO Box 6104', 'Santa Rosa CA 95406'],
    [
      ['Member Number', '*****0934'],
      ['Business Checking', X4(a)],
    ],
    (p) => {
      put(p, [[c(40, sentence(APR))], []]);
      kv(
        p,
        'Business Checking Summary',
        summary(a, ['Previous Balance', 'Deposits', 'Withdrawals', 'New Balance'], US$),
      );
      table11(p, 'Business Checking', a, a.rows, AMT_BAL(['Date', 'Transaction', 'Amount', 'Balance']), f, {
        opening: 'Previous Balance',
        closing: 'New Balance',
      });
    },
    { logoFont: 'HelveticaBoldOblique', logoText: 'REDWOOD' },
  );
};

export const greenState = (): Spec2 => {
  const chk = account(
    '5530012876',
    'Business Checking',
    'checking',
    0,
    businessRows(3208, APR.start, APR.end, { n: 46, cards: ['8841'], scale: 1000 }),
  );
  const sav = account('5530012884', 'Business Savings', 'savings', 2418833, [
    { date: APR.end, desc: 'DIVIDEND', cents: 1642, kind: 'interest' },
  ]);
  ownTransfers(
    3258,
    chk,
    sav,
    3,
    150000,
    420000,
    (d, o) => (d === 'out' ? `TRANSFER TO SHARE ${o}` : `TRANSFER FROM SHARE DRAFT ${o}`),
    APR.start,
    APR.end,
  );
  ownTransfers(
    3259,
    sav,
    chk,
    2,
    100000,
    250000,
    (d, o) => (d === 'out' ? `TRANSFER TO SHARE DRAFT ${o}` : `TRANSFER FROM SHARE ${o}`),
    APR.start,
    APR.end,
  );
  chk.opening = openingForFloor(chk.rows, 214570);
  const s = spec3(
    'probe11-greenstate-cu-business-checking-savings.pdf',
    "GreenState Credit Union business checking and business savings on one statement: transfers between the two accounts (each leaves one and lands in the other), a consolidated summary, each account's own summary printing its counts before the labels, a running balance on every row",
    [
      'business',
      'credit-union',
      'consolidated-statement',
      'own-account-transfers',
      'summary-counts-before-label',
      'running-balance-every-row',
      'ncua-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'GreenState Credit Union',
    'GreenState Credit Union',
    ['GreenState Credit Union', 'GreenState', 'GreenState CU'],
    APR,
    ['CEDAR RIVER AUTO GLASS LLC', '711 2ND ST', 'CORALVILLE IA 52241'],
    [chk, sav],
  );
  const f: Fmt11 = { date: mdy, amt: US, balMode: 'every', width: 60 };
  return make11(
    s,
    { producer: 'chromium', foot: ['Federally insured by NCUA  |  GreenState Credit Union  |  greenstate.org'] },
    ['PO Box 800', 'North Liberty IA 52317'],
    [
      ['Statement Period', `${mdy(s.start)} through ${mdy(s.end)}`],
      ['Member Number', '***2876'],
    ],
    (p) => {
      consolidated(p, 'Your Accounts at a Glance', [chk, sav], US$, [
        'Account',
        'Number',
        'Beginning',
        'Deposits',
        'Withdrawals',
        'Ending',
      ]);
      for (const a of [chk, sav]) {
        kv(
          p,
          `${a.label}  ${X4(a)}`,
          summary(a, ['Beginning Balance', 'Deposits/Credits', 'Withdrawals/Debits', 'Ending Balance'], US$, {
            counts: 'before',
          }),
        );
        table11(
          p,
          `${a.label} Transactions`,
          a,
          a.rows,
          AMT_BAL(['Date', 'Description', 'Amount', 'Balance']),
          { ...f, signed: US },
          {
            opening: 'Beginning Balance',
            closing: 'Ending Balance',
          },
        );
      }
    },
  );
};

export const lakeCity = (): Spec2 => {
  const rows = businessRows(3209, APR.start, APR.end, {
    n: 62,
    cards: ['6012'],
    checks: 9,
    firstCheck: 4410,
    scale: 1700,
  });
  const a = account('9012238561', 'Business Checking', 'checking', openingForFloor(rows, 1107789), rows);
  const s = spec3(
    'probe11-lake-city-business-checking.pdf',
    'Lake City Bank Business Checking: landscape pages drawn rotated on a portrait sheet (/Rotate 90), a check-number column, Debits, Credits and Balance on every row, Square deposits',
    [
      'business',
      'community-bank',
      'rotated-pages',
      'landscape',
      'check-number-column',
      'running-balance-every-row',
      'merchant-deposits',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Lake City Bank',
    'Lake City Bank',
    ['Lake City Bank', 'Lakeland Financial Corporation'],
    APR,
    ['KOSCIUSKO COUNTY FEED & SEED INC', '310 E CENTER ST', 'WARSAW IN 46580'],
    [a],
  );
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'check', x: 100, head: 'Check #' },
    { key: 'desc', x: 150, head: 'Description' },
    { key: 'debit', x: 560, right: true, head: 'Debits' },
    { key: 'credit', x: 656, right: true, head: 'Credits' },
    { key: 'balance', x: 752, right: true, head: 'Balance' },
  ];
  const f: Fmt11 = { date: mdy, amt: US, balMode: 'every', width: 72 };
  return make11(
    s,
    { producer: 'pdf-lib', rotate: true, foot: ['Lake City Bank  Member FDIC  lakecitybank.com  888-522-2265'] },
    ['202 E Center St', 'Warsaw IN 46580'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      put(p, [
        [
          c(40, 'Beginning Balance', { bold: true }),
          c(200, US$(a.opening), { right: true }),
          c(260, 'Deposits/Credits', { bold: true }),
          c(440, US$(totals(a.rows).credits), { right: true }),
        ],
        [
          c(40, 'Ending Balance', { bold: true }),
          c(200, US$(closing(a)), { right: true }),
          c(260, 'Withdrawals/Debits', { bold: true }),
          c(440, US$(totals(a.rows).debits), { right: true }),
        ],
        [],
      ]);
      table11(p, 'Account Activity', a, a.rows, cols, f, { opening: 'Beginning Balance', closing: 'Ending Balance' });
    },
  );
};

export const triCounties = (): Spec2 => {
  const base = businessRows(3210, APR.start, APR.end, { n: 50, cards: ['3390'], scale: 800 });
  const od = overdraftFees(base, -28664, { od: 3000, nsf: 3000, maxOd: 2, nsfDesc: ['RETURNED ITEM FEE NSF'] });
  const a = account('0418827735', 'Business Checking', 'checking', od.opening, od.rows);
  const s = spec3(
    'probe11-tri-counties-business-checking.pdf',
    'Tri Counties Bank Business Checking: credits at the left and debits at the right of one page, each with its total, a Daily Ledger Balance table going below zero, overdraft item fees and a returned item fee, the Overdraft and Returned Item Fees table, drawn one glyph per run',
    [
      'business',
      'community-bank',
      'two-column-page',
      'daily-ledger-balance-table',
      'od-returned-item-fee-table',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'no-balance-column',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'Tri Counties Bank',
    'Tri Counties Bank',
    ['Tri Counties Bank', 'TriCo Bancshares', 'Tri Counties'],
    APR,
    ['FEATHER RIVER TIRE & BRAKE', '1495 FOREST AVE', 'CHICO CA 95928'],
    [a],
  );
  return make11(
    s,
    { producer: 'pdf-lib', runs: 'glyph', foot: [`Tri Counties Bank  ${FDIC_EHL}  tcbk.com`] },
    ['63 Constitution Drive', 'Chico CA 95973'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Total Credits', 'Total Debits', 'Ending Balance'], US$, {
          counts: 'after',
          balF: usd({ dollar: true }),
        }),
      );
      sideBySide(p, a, ['Credits', 'Debits'], 'MM/DD', 30);
      dailyTable(p, a, 4, 'MM/DD', {}, 'Daily Ledger Balance');
      odFeeTable(p, od, 3260, US$);
    },
  );
};

export const farmersMerchants = (): Spec2 => {
  const op = account(
    '4400187201',
    'Business Operating Account',
    'checking',
    0,
    businessRows(3211, APR.start, APR.end, { n: 42, cards: ['0551'], scale: 2100 }),
  );
  const pay = account('4400187219', 'Payroll Account', 'checking', 112040, []);
  const r = rng(3261);
  for (const d of ['2026-04-09', '2026-04-23']) {
    const gross = between(r, 1400000, 1900000);
    pay.rows.push({ date: d, desc: `GUSTO NET ${yymmdd(d)} PAYROLL`, cents: -gross, kind: 'ach' });
    pay.rows.push({ date: d, desc: `GUSTO TAX ${yymmdd(d)} TAXES`, cents: -Math.round(gross * 0.31), kind: 'ach' });
    pay.rows.push({ date: d, desc: 'GUSTO FEE 4419022', cents: -Math.round(4000 + gross * 0.002), kind: 'ach' });
    // the operating account funds payroll the day before
    const need = gross + Math.round(gross * 0.31) + Math.round(4000 + gross * 0.002);
    const prev = businessDays(APR.start, d).slice(-2)[0];
    op.rows.push({
      date: prev,
      desc: `ONLINE TRANSFER TO CHK ${pay.number.slice(-4)}`,
      cents: -need,
      kind: 'xfer_out',
    });
    pay.rows.push({
      date: prev,
      desc: `ONLINE TRANSFER FROM CHK ${op.number.slice(-4)}`,
      cents: need,
      kind: 'xfer_in',
    });
  }
  op.rows = postOrder(op.rows);
  pay.rows = postOrder(pay.rows);
  op.opening = openingForFloor(op.rows, 1940352);
  const s = spec3(
    'probe11-farmers-merchants-business-operating-payroll.pdf',
    'Farmers & Merchants Bank of Long Beach combined statement: a business operating account and its payroll account, the operating account funding each Gusto payroll by a transfer the day before (it leaves one account and lands in the other), each ledger printed newest first with a running balance on every row',
    [
      'business',
      'community-bank',
      'consolidated-statement',
      'own-account-transfers',
      'newest-first',
      'running-balance-every-row',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Farmers & Merchants Bank',
    'Farmers & Merchants Bank of Long Beach',
    ['Farmers & Merchants Bank of Long Beach', 'Farmers & Merchants Bank', 'F&M Bank of Long Beach', 'FMBLB'],
    APR,
    ['HARBOR LIGHTS MARINE ELECTRIC INC', '220 N MARINA DR', 'LONG BEACH CA 90803'],
    [op, pay],
  );
  const f: Fmt11 = { date: mdy, amt: US, signed: US, balMode: 'every', width: 60 };
  return make11(
    s,
    { producer: 'chromium', foot: ['Farmers & Merchants Bank of Long Beach  Member FDIC  fmb.com'] },
    ['302 Pine Avenue', 'Long Beach CA 90802'],
    [
      ['Statement Period', `${mdy(s.start)} to ${mdy(s.end)}`],
      ['Primary Account', X4(op)],
    ],
    (p) => {
      consolidated(p, 'Relationship Summary', [op, pay], US$, [
        'Account',
        'Number',
        'Opening',
        'Credits',
        'Debits',
        'Closing',
      ]);
      for (const a of [op, pay])
        table11(
          p,
          `${a.label} ${X4(a)} - Activity, most recent first`,
          a,
          a.rows,
          AMT_BAL(['Date', 'Description', 'Amount', 'Balance']),
          f,
          {
            newestFirst: true,
            closing: 'Closing Balance',
            opening: 'Opening Balance',
          },
        );
    },
  );
};

export const cashmereValley = (): Spec2 => {
  const rows = electronicChecks(
    businessRows(3212, APR.start, APR.end, { n: 70, cards: ['7754'], checks: 12, firstCheck: 9021, scale: 1400 }),
  );
  const a = account('6600341178', 'Business Checking', 'checking', openingForFloor(rows, 702233), rows);
  const s = spec3(
    'probe11-cashmere-valley-business-checking.pdf',
    'Cashmere Valley Bank Business Checking: a summary with its counts before the labels, debits printed with a trailing minus in the Other Debits table, Checks Paid and Electronic Checks Paid in two tables, a Daily Ledger Balance table, drawn a run per word with the page header last',
    [
      'business',
      'community-bank',
      'summary-counts-before-label',
      'trailing-minus-amounts',
      'multiple-check-tables',
      'daily-ledger-balance-table',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-run',
      'head-last-order',
      'multi-page',
    ],
    'Cashmere Valley Bank',
    'Cashmere Valley Bank',
    ['Cashmere Valley Bank', 'Cashmere Valley', 'Cashmere Valley Financial'],
    APR,
    ['WENATCHEE ORCHARD EQUIPMENT CO', '415 S WENATCHEE AVE', 'WENATCHEE WA 98801'],
    [a],
  );
  const f: Fmt11 = { date: md, amt: trailing, balMode: 'none', width: 70 };
  const checks = a.rows.filter((r) => r.kind === 'check');
  return make11(
    s,
    {
      producer: 'pdf-lib',
      runs: 'word',
      order: 'head-last',
      foot: ['Cashmere Valley Bank  Member FDIC  cashmerevalley.com'],
    },
    ['117 Aplets Way', 'Cashmere WA 98815'],
    [
      ['Statement Dates', `${md(s.start)}/26 thru ${md(s.end)}/26`],
      ['Account Number', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Deposits/Other Credits', 'Checks/Other Debits', 'Ending Balance'], US, {
          counts: 'before',
        }),
      );
      table11(
        p,
        'Deposits/Other Credits',
        a,
        a.rows.filter((r) => r.cents > 0),
        SEC,
        f,
        { total: 'Total Deposits/Other Credits', totalFmt: US },
      );
      table11(
        p,
        'Other Debits',
        a,
        a.rows.filter((r) => r.cents < 0 && r.kind !== 'check'),
        SEC,
        f,
        { total: 'Total Other Debits', totalFmt: trailing },
      );
      checkTable(
        p,
        'Checks Paid',
        checks.filter((r) => !isEcheck(r)),
        3,
        md,
        US,
        'Total Checks Paid',
      );
      checkTable(p, 'Electronic Checks Paid', checks.filter(isEcheck), 3, md, US, 'Total Electronic Checks');
      dailyTable(p, a, 4, 'MM/DD', {}, 'Daily Ledger Balance');
    },
  );
};

export const patelco = (): Spec2 => {
  const base = businessRows(3213, APR.start, APR.end, { n: 56, cards: ['2610'], scale: 1100 });
  const r = rng(3263);
  const dep = base.find((x) => x.kind === 'deposit' || x.kind === 'ecredit')!;
  const days = businessDays(dep.date, APR.end);
  const back = days[Math.min(3, days.length - 1)];
  const returned: Row[] = [
    {
      date: back,
      desc: 'RETURNED DEPOSITED ITEM REF ' + between(r, 100000, 999999),
      cents: -between(r, 60000, 140000),
      kind: 'ach',
    },
    { date: back, desc: 'DEPOSITED ITEM RETURN FEE', cents: -1500, kind: 'fee' },
  ];
  const od = overdraftFees(postOrder([...base, ...returned]), -19873, {
    od: 2900,
    nsf: 2900,
    maxOd: 2,
    nsfDesc: ['NSF FEE ITEM RETURNED UNPAID'],
  });
  const a = account('0923301476', 'Business Checking', 'checking', od.opening, od.rows);
  const s = spec3(
    'probe11-patelco-business-checking.pdf',
    'Patelco Credit Union Business Checking: amounts and balances marked CR and DR, dates like 05APR, a deposited item returned with its fee, overdraft fees and an NSF fee with the balance below zero, the Overdraft and Returned Item Fees table, the balance on the last row of each day',
    [
      'business',
      'credit-union',
      'cr-dr-amounts',
      'ddmon-nospace-dates',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'od-returned-item-fee-table',
      'running-balance-day-end',
      'ncua-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Patelco Credit Union',
    'Patelco Credit Union',
    ['Patelco Credit Union', 'Patelco', 'Patelco CU'],
    APR,
    ['MISSION DISTRICT COFFEE ROASTERS', '2790 HARRISON ST', 'SAN FRANCISCO CA 94110'],
    [a],
  );
  const f: Fmt11 = { date: ddMONnoSpace, amt: crdr, balMode: 'day-end', width: 58 };
  return make11(
    s,
    {
      producer: 'pdf-lib',
      font: 'Courier',
      size: 7,
      lineH: 10,
      foot: ['Federally insured by NCUA.  Patelco Credit Union  patelco.org'],
    },
    ['PO Box 2227', 'Merced CA 95344'],
    [
      ['Statement Period', `${ddMONnoSpace(s.start)}2026 - ${ddMONnoSpace(s.end)}2026`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(p, 'Summary', summary(a, ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], US$, { balF: crdr }));
      table11(p, 'Business Checking Activity', a, a.rows, AMT_BAL(['Date', 'Description', 'Amount', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
      });
      odFeeTable(p, od, 3264, US$);
    },
  );
};

export const mechanics = (): Spec2 => {
  const base = businessRows(3214, APR.start, APR.end, { n: 44, cards: ['8125'], scale: 1200 }).map((x) =>
    x.kind === 'ecredit'
      ? { ...x, desc: x.desc.replace(/^(STRIPE|SHOPIFY|PAYPAL|HEARTLAND|DOORDASH|ZELLE)\S*/, 'TOAST INC') }
      : x,
  );
  const mca = mcaDaily(base, '2026-04-01', APR.end, (d) => `DEBIT LANTERN CAPITAL GROUP ${yymmdd(d)} WEB`, 27500);
  const rows = postOrder([
    ...mca,
    ...['2026-04-03', '2026-04-10', '2026-04-17', '2026-04-24'].map((d): Row => ({
      date: d,
      desc: `ACH DEBIT FORA MERCHANT CAPITAL WKLY ${yymmdd(d)}`,
      cents: -118000,
      kind: 'mca',
    })),
  ]);
  const a = account('7301145520', 'Business Checking', 'checking', openingForFloor(rows, 522971), rows);
  const s = spec3(
    'probe11-mechanics-bank-business-checking.pdf',
    'Mechanics Bank Business Checking for a restaurant: Toast deposits, a daily DEBIT LANTERN CAPITAL GROUP withdrawal and a weekly merchant-capital debit, dates like 2026-04-07, descriptions wrapping above the line with the date, no summary and the closing balance printed only at the foot of the last page',
    [
      'business',
      'community-bank',
      'mca-daily-debits',
      'merchant-deposits',
      'iso-dates',
      'wrap-above-date-line',
      'multi-line-descriptions',
      'closing-at-last-page-foot',
      'running-balance-day-end',
      'member-fdic-line',
      'equal-housing-lender',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Mechanics Bank',
    'Mechanics Bank',
    ['Mechanics Bank', 'The Mechanics Bank'],
    APR,
    ['LA PALOMA TAQUERIA INC', '3311 MACDONALD AVE', 'RICHMOND CA 94804'],
    [a],
  );
  const f: Fmt11 = {
    date: isoDate,
    amt: US,
    balMode: 'day-end',
    wrap: 48,
    wrapAbove: true,
    customer: 'LA PALOMA TAQUERIA',
  };
  return make11(
    s,
    { producer: 'chromium', foot: [`Mechanics Bank  ${FDIC_EHL}  mechanicsbank.com`] },
    ['1111 Civic Drive', 'Walnut Creek CA 94596'],
    [
      ['Statement Period', `${isoDate(s.start)} to ${isoDate(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      table11(
        p,
        'Account Transactions',
        a,
        a.rows,
        LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance']),
        f,
        {
          opening: 'Opening Balance',
          brought: 'Balance Forward',
        },
      );
      toFoot(p, 1);
      put(p, [
        [
          c(40, `Closing Balance ${isoDate(s.end)}`, { bold: true }),
          c(572, US$(closing(a)), { right: true, bold: true }),
        ],
      ]);
    },
  );
};

// ---------------------------------------------------------------- the two review cases

export const southsideMisprint = (): Spec2 => {
  const rows = businessRows(3215, APR.start, APR.end, {
    n: 60,
    cards: ['9934'],
    checks: 5,
    firstCheck: 7702,
    scale: 1500,
  });
  const a = account('1102987734', 'Business Checking', 'checking', openingForFloor(rows, 1322180), rows);
  const t = totals(a.rows);
  const mis = 90000; // printed once, in the summary: $900.00 too much
  const s = {
    ...spec3(
      'probe11-southside-business-checking-misprint.pdf',
      "Southside Bank Business Checking: a bank's misprint, the summary's Withdrawals and Debits total is $900.00 more than the rows listed; every row, the running balances and both balances are right",
      [
        'business',
        'community-bank',
        'summary-misprint',
        'summary-counts-before-label',
        'running-balance-day-end',
        'member-fdic-line',
        'page-n-of-m',
        'chromium',
        'multi-page',
      ],
      'Southside Bank',
      'Southside Bank',
      ['Southside Bank', 'Southside Bancshares'],
      APR,
      ['PINEY WOODS PLUMBING SUPPLY LLC', '1620 E FIFTH ST', 'TYLER TX 75701'],
      [a],
    ),
    expect: 'review' as const,
    note: `the summary prints Withdrawals and Debits as ${US$(t.debits + mis)}, ${US$(mis)} more than the ${t.debitCount} debits listed (${US$(t.debits)}): beginning + credits - the printed debits does not equal the printed ending balance (a bank misprint)`,
  };
  const f: Fmt11 = { date: md, amt: US, balMode: 'day-end', width: 58 };
  return make11(
    s,
    { producer: 'chromium', foot: ['Southside Bank  Member FDIC  southside.com'] },
    ['1201 S Beckham Ave', 'Tyler TX 75701'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'], US$, {
          counts: 'before',
          misprintDebits: mis,
        }),
      );
      table11(p, 'Account Activity', a, a.rows, LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
      });
    },
  );
};

export const cityNationalMissingPage = (): Spec2 => {
  const rows = businessRows(3216, APR.start, APR.end, { n: 150, cards: ['5108', '5116'], scale: 2600, wires: true });
  const a = account('2119884023', 'Business Checking', 'checking', openingForFloor(rows, 2877016), rows);
  const s = {
    ...spec3(
      'probe11-city-national-business-checking-missing-page.pdf',
      'City National Bank Business Checking: page 2 of 4 is missing from the file (the page numbers skip from 1 to 3); the rows on it are in the summary totals and the running balances but not on any page',
      [
        'business',
        'community-bank',
        'missing-page',
        'running-balance-every-row',
        'merchant-deposits',
        'member-fdic-line',
        'page-n-of-m',
        'pdf-lib-producer',
        'multi-page',
      ],
      'City National Bank',
      'City National Bank',
      ['City National Bank', 'City National', 'CNB'],
      APR,
      ['WESTSIDE SOUND STAGE RENTALS LLC', '8800 VENICE BLVD', 'LOS ANGELES CA 90034'],
      [a],
    ),
    expect: 'review' as const,
    drop: 1,
    note: 'page 2 of 4 is missing: the rows printed on it are absent, so the rows present do not add up to the summary or carry the running balance across the gap',
  };
  const f: Fmt11 = { date: md, amt: US, balMode: 'every', width: 62 };
  return make11(
    s,
    { producer: 'pdf-lib', foot: ['City National Bank  Member FDIC  cnb.com'] },
    ['PO Box 60938', 'Los Angeles CA 90060'],
    [
      ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Account', X4(a)],
    ],
    (p) => {
      kv(
        p,
        'Account Summary',
        summary(a, ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'], US$, { counts: 'after' }),
      );
      table11(p, 'Account Activity', a, a.rows, LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
        brought: 'Balance Forward',
      });
    },
  );
};

// ---------------------------------------------------------------- business cards and a line of credit

/** A business card cycle from the model, then a cardholder on each purchase and return. */
function businessCard(seed: number, per: Period, n: number, cards: string[]): Row[] {
  return postOrder(
    assignHolders(
      (() => {
        const r = rng(seed);
        const days = businessDays(per.start, per.end);
        const rows: Row[] = [
          { date: days[5], desc: 'PAYMENT - THANK YOU', cents: between(r, 300000, 700000), kind: 'payment' },
        ];
        const shops = [
          'AMAZON MKTPL*QP2LX81 AMZN.COM/BILL WA',
          'HOME DEPOT #2306 WICHITA KS',
          'QUIKTRIP 0142 WICHITA KS',
          'DELTA AIR 0062377114 ATLANTA GA',
          'MARRIOTT DENVER TECH CTR CO',
          'GRAINGER 944 WICHITA KS',
          'ZOOM.US 888-799-9666 CA',
          'FEDEX OFFIC 5521 WICHITA KS',
          'LOWES #00417 DERBY KS',
          'SHELL OIL 574410 SALINA KS',
        ];
        for (let i = 0; i < n - 4; i++)
          rows.push({ date: pick(r, days), desc: pick(r, shops), cents: -between(r, 1200, 86000), kind: 'purchase' });
        rows.push({
          date: pick(r, days),
          desc: `CREDIT ${pick(r, shops)}`,
          cents: between(r, 2500, 19000),
          kind: 'refund',
        });
        rows.push({ date: pick(r, days), desc: 'ANNUAL MEMBERSHIP FEE', cents: -9500, kind: 'cc_fee' });
        rows.push({
          date: days[days.length - 1],
          desc: 'INTEREST CHARGE ON PURCHASES',
          cents: -between(r, 3000, 12000),
          kind: 'cc_interest',
        });
        return rows.sort((x, y) => x.date.localeCompare(y.date));
      })(),
      cards,
      seed + 50,
    ),
  );
}

export const intrustCard = (): Spec2 => {
  const rows = businessCard(3217, MA, 40, ['4417', '4425']);
  const a = account('4802110044174417', 'Business Visa', 'credit_card', 1284466, rows);
  const s = spec3(
    'probe11-intrust-business-visa.pdf',
    'INTRUST Bank, N.A. Business Visa: purchases grouped by cardholder with a total for each, payments and credits marked CR, an interest charge calculation, a March 16 to April 15 cycle',
    [
      'business',
      'credit-card',
      'card-multiple-cardholders',
      'cr-suffix-card-credits',
      'interest-charge-calculation',
      'legal-name-na',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'INTRUST Bank',
    'INTRUST Bank, N.A.',
    ['INTRUST Bank, N.A.', 'INTRUST Bank', 'INTRUST Financial'],
    MA,
    ['PLAINS AERO PARTS LLC', 'ATTN ACCOUNTS PAYABLE', '3300 W PAWNEE ST', 'WICHITA KS 67213'],
    [a],
  );
  const owedF: AmtF = (n) => (n < 0 ? `${US(-n)} CR` : US(n));
  const cols: Col9[] = [
    { key: 'post', x: 40, head: 'Post Date' },
    { key: 'trans', x: 92, head: 'Trans Date' },
    { key: 'desc', x: 150, head: 'Description' },
    { key: 'amount', x: 572, right: true, head: 'Amount' },
  ];
  const f9: Fmt9 = { date: 'MM/DD', balMode: 'none', width: 60 };
  const other = a.rows.filter((r) => !r.card);
  const k = (kinds: string[]): number => sum(a.rows.filter((r) => kinds.includes(r.kind)));
  return make11(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => [`INTRUST Business Visa  Account ending ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
      foot: ['INTRUST Bank, N.A.  Member FDIC'],
    },
    ['PO Box 1', 'Wichita KS 67201'],
    [
      ['Statement Closing Date', mdy(s.end)],
      ['Billing Cycle', `${mdy(s.start)} - ${mdy(s.end)}`],
      ['Credit Limit', '$25,000.00'],
      ['Payment Due Date', '05/10/2026'],
    ],
    (p) => {
      kv(p, 'Account Summary', [
        ['Previous Balance', US$(a.opening)],
        ['Payments and Credits', `${US$(k(['payment', 'refund']))} CR`],
        ['Purchases', US$(k(['purchase']))],
        ['Fees Charged', US$(k(['cc_fee']))],
        ['Interest Charged', US$(k(['cc_interest']))],
        ['New Balance', US$(closing(a))],
        ['Minimum Payment Due', US$(Math.round(closing(a) * 0.03))],
      ]);
      table11(
        p,
        'Payments, Credits and Account Fees',
        a,
        postOrder(other.concat(a.rows.filter((r) => r.kind === 'refund'))),
        [
          { key: 'date', x: 40, head: 'Post Date' },
          { key: 'desc', x: 150, head: 'Description' },
          { key: 'amount', x: 572, right: true, head: 'Amount' },
        ],
        { date: md, amt: US, signed: owedF, balMode: 'none', width: 60 },
      );
      byHolder(
        p,
        { ...a, rows: a.rows.filter((r) => r.kind === 'purchase') },
        [
          ['DANA OKAFOR', '4417'],
          ['LUIS VERA', '4425'],
        ],
        cols,
        f9,
      );
      interestCalc(p, a, '22.24%', 31);
    },
  );
};

export const bellCard = (): Spec2 => {
  const rows = businessCard(3218, MA, 34, ['7760']).map((x) => ({ ...x, card: undefined }));
  const a = account('5406330077607760', 'Business Mastercard', 'credit_card', 862315, rows);
  const s = spec3(
    'probe11-bell-bank-business-mastercard.pdf',
    'Bell Bank Business Mastercard: payments and credits printed with a trailing minus (1,500.00-), dates like Mar 18 with a transaction date beside the posting date, a March 16 to April 15 cycle',
    [
      'business',
      'credit-card',
      'trailing-minus-amounts',
      'mon-d-dates',
      'posting-and-transaction-dates',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
    ],
    'Bell Bank',
    'Bell Bank',
    ['Bell Bank', 'Bell Banks', 'State Bank of Fargo'],
    MA,
    ['RED RIVER GRAIN HAULING LLC', '4410 MAIN AVE', 'FARGO ND 58103'],
    [a],
  );
  const cols: Col10[] = [
    { key: 'trans', x: 40, head: 'Trans' },
    { key: 'date', x: 80, head: 'Post' },
    { key: 'desc', x: 130, head: 'Description' },
    { key: 'amount', x: 572, right: true, head: 'Amount' },
  ];
  const k = (kinds: string[]): number => sum(a.rows.filter((r) => kinds.includes(r.kind)));
  return make11(
    s,
    { producer: 'chromium', foot: ['Bell Bank  Member FDIC  bell.bank'] },
    ['PO Box 10877', 'Fargo ND 58106'],
    [
      ['Closing Date', monD(s.end) + ', 2026'],
      ['Account Number', `**** **** **** ${a.number.slice(-4)}`],
      ['Credit Line', '$15,000'],
    ],
    (p) => {
      kv(p, 'Account Summary', [
        ['Previous Balance', US(a.opening)],
        ['Payments', trailing(-k(['payment']))],
        ['Credits', trailing(-k(['refund']))],
        ['Purchases', US(k(['purchase']))],
        ['Fees', US(k(['cc_fee']))],
        ['Interest Charge', US(k(['cc_interest']))],
        ['New Balance', US(closing(a))],
      ]);
      table11(
        p,
        'Transactions',
        a,
        a.rows,
        cols,
        { date: monD, amt: trailing, signed: trailing, balMode: 'none', width: 60 },
        {
          total: 'Total Transactions for This Period',
          totalFmt: US,
          misprint: 0,
        },
      );
    },
  );
};

export const horizonLoc = (): Spec2 => {
  const r = rng(3219);
  const days = businessDays(APR.start, APR.end);
  const rows: Row[] = [];
  for (const d of [days[2], days[9], days[15]])
    rows.push({
      date: d,
      desc: `ADVANCE TO DDA XXXXXX7408 REQ ${between(r, 10000, 99999)}`,
      cents: -Math.round(between(r, 1500000, 4000000) / 10000) * 10000,
      kind: 'xfer_out',
    });
  for (const d of [days[6], days[18]])
    rows.push({
      date: d,
      desc: 'PAYMENT RECEIVED - THANK YOU',
      cents: Math.round(between(r, 1000000, 2500000) / 10000) * 10000,
      kind: 'payment',
    });
  rows.push({
    date: days[days.length - 1],
    desc: 'INTEREST 04/01/26 - 04/30/26 @ 8.250%',
    cents: -between(r, 180000, 260000),
    kind: 'cc_interest',
  });
  rows.push({
    date: days[0],
    desc: 'PAYMENT - AUTO DEBIT DDA XXXXXX7408',
    cents: between(r, 180000, 260000),
    kind: 'payment',
  });
  const a = account(
    '6100057723',
    'Commercial Line of Credit',
    'loan',
    11250000,
    postOrder(rows.sort((x, y) => x.date.localeCompare(y.date))),
  );
  const s = spec3(
    'probe11-horizon-commercial-line-of-credit.pdf',
    "Horizon Bank Commercial Line of Credit: the principal owed (advances to the customer's checking raise it, payments lower it, the month's interest raises it) on every row, a credit limit and the available credit",
    [
      'business',
      'community-bank',
      'line-of-credit',
      'loan-account',
      'running-balance-every-row',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
    ],
    'Horizon Bank',
    'Horizon Bank',
    ['Horizon Bank', 'Horizon Bancorp'],
    APR,
    ['DUNES INDUSTRIAL COATINGS INC', '2201 E US HWY 12', 'MICHIGAN CITY IN 46360'],
    [a],
  );
  const limit = 25000000;
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Date' },
    { key: 'desc', x: 100, head: 'Transaction' },
    { key: 'debit', x: 400, right: true, head: 'Advances / Charges' },
    { key: 'credit', x: 486, right: true, head: 'Payments' },
    { key: 'balance', x: 572, right: true, head: 'Principal Balance' },
  ];
  return make11(
    s,
    { producer: 'pdf-lib', font: 'Times', size: 8, lineH: 11, foot: [`Horizon Bank  ${FDIC_EHL}  horizonbank.com`] },
    ['515 Franklin Street', 'Michigan City IN 46360'],
    [
      ['Loan Number', X4(a)],
      ['Statement Date', mdy(s.end)],
      ['Credit Limit', US$(limit)],
      ['Interest Rate', '8.250% (Prime + 0.750%)'],
    ],
    (p) => {
      kv(p, 'Loan Summary', [
        ['Statement Period', `${mdy(s.start)} - ${mdy(s.end)}`],
        ['Previous Principal Balance', US$(a.opening)],
        ['Advances', US$(sum(a.rows.filter((x) => x.kind === 'xfer_out')))],
        ['Payments', US$(sum(a.rows.filter((x) => x.kind === 'payment')))],
        ['Interest Charged', US$(sum(a.rows.filter((x) => x.kind === 'cc_interest')))],
        ['Current Principal Balance', US$(closing(a))],
        ['Available Credit', US$(limit - closing(a))],
        ['Payment Due 05/15/2026', US$(Math.round(closing(a) * 0.02))],
      ]);
      table11(
        p,
        'Loan Activity',
        a,
        a.rows,
        cols,
        { date: mdy, amt: US, balMode: 'every', width: 52 },
        {
          opening: 'Previous Principal Balance',
          closing: 'Current Principal Balance',
        },
      );
    },
  );
};

// ---------------------------------------------------------------- Germany, Mexico, Japan

interface Local {
  credit: string[];
  card: string[];
  debit: string[];
  fee: string;
}
/** A business month from the model in another country's words, its amounts scaled (and rounded to `unit`). */
function localRows(seed: number, per: Period, n: number, l: Local, scale: number, unit = 1): Row[] {
  const r = rng(seed + 7);
  return businessRows(seed, per.start, per.end, { n, cards: ['0000'], scale: 1500 }).map((x) => ({
    date: x.date,
    desc:
      x.kind === 'fee'
        ? l.fee
        : x.cents > 0
          ? pick(r, l.credit)
          : x.kind === 'card'
            ? pick(r, l.card)
            : pick(r, l.debit),
    cents: Math.round((x.cents * scale) / unit) * unit || (x.cents > 0 ? unit : -unit),
    kind: x.kind,
  }));
}

export const commerzbank = (): Spec2 => {
  const rows = localRows(
    3220,
    APR,
    46,
    {
      credit: [
        'SEPA-Gutschrift Mueller Bau GmbH RE 2026-0412',
        'SEPA-Gutschrift SumUp Payments Auszahlung',
        'SEPA-Gutschrift Stripe Technology Europe',
        'Gutschrift Bareinzahlung Filiale Koeln',
        'SEPA-Gutschrift Weber & Soehne KG Rechnung',
      ],
      card: [
        'Kartenzahlung girocard METRO Koeln',
        'Kartenzahlung ARAL Tankstelle',
        'Kartenzahlung OBI Markt Koeln-Ehrenfeld',
        'Kartenzahlung Amazon EU S.a r.l.',
      ],
      debit: [
        'SEPA-Lastschrift Finanzamt Koeln-West USt',
        'SEPA-Lastschrift Telekom Deutschland GmbH',
        'SEPA-Lastschrift RheinEnergie AG',
        'SEPA-Ueberweisung Miete Werkstatt Mai',
        'SEPA-Lastschrift AOK Rheinland Beitraege',
        'SEPA-Ueberweisung Lohn M. Schneider',
        'SEPA-Lastschrift HDI Versicherung AG',
      ],
      fee: 'Entgelt Kontofuehrung',
    },
    0.85,
  ).filter((x) => x.date !== '2026-04-03' && x.date !== '2026-04-06'); // Karfreitag and Ostermontag: no postings
  const a = account('0412773380', 'Geschaeftskonto', 'checking', openingForFloor(rows, 623418), rows);
  const s = spec3(
    'probe11-commerzbank-geschaeftskonto.pdf',
    'Commerzbank AG Geschaeftskonto (Germany, EUR): decimal commas and point grouping (1.234,56), Soll and Haben columns, day-first dates (07.04.2026) with a value date, Kontostand lines for the old and the new balance, German labels',
    [
      'business',
      'international',
      'germany',
      'decimal-comma-amounts',
      'day-first-dates',
      'value-date-column',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Commerzbank',
    'Commerzbank AG',
    ['Commerzbank AG', 'Commerzbank'],
    APR,
    ['Schreinerei Hoffmann GmbH', 'Venloer Strasse 241', '50823 Koeln'],
    [a],
  );
  const E = eur();
  const cols: Col10[] = [
    { key: 'date', x: 40, head: 'Buchungstag' },
    { key: 'vdate', x: 100, head: 'Wert' },
    { key: 'desc', x: 160, head: 'Vorgang / Verwendungszweck' },
    { key: 'debit', x: 486, right: true, head: 'Soll EUR' },
    { key: 'credit', x: 572, right: true, head: 'Haben EUR' },
  ];
  return make11(
    { ...s, currency: 'EUR' },
    {
      producer: 'pdf-lib',
      head: (n, all) => [
        `Commerzbank  Kontoauszug Nr. 4/2026  IBAN DE44 3704 0044 0412 7733 80`,
        `Blatt ${n} von ${all}`,
      ],
      foot: [
        'Commerzbank AG, Kaiserplatz, 60311 Frankfurt am Main. Handelsregister Amtsgericht Frankfurt am Main HRB 32000.',
      ],
    },
    ['Filiale Koeln-Ehrenfeld', 'Venloer Strasse 300, 50823 Koeln'],
    [
      ['Kontoauszug', `${dotted(s.start)} - ${dotted(s.end)}`],
      ['Kontonummer', a.number],
      ['BIC', 'COBADEFFXXX'],
    ],
    (p) => {
      put(p, [
        [
          c(40, `Kontostand am ${dotted('2026-03-31')}`, { bold: true }),
          c(572, `${E(a.opening)} H`, { right: true, bold: true }),
        ],
        [],
      ]);
      table11(p, 'Umsaetze', a, a.rows, cols, { date: dotted, amt: E, balMode: 'none', width: 52 }, {});
      const t = totals(a.rows);
      put(p, [
        [
          c(160, 'Summe Soll / Haben', { bold: true }),
          c(486, E(t.debits), { right: true }),
          c(572, E(t.credits), { right: true }),
        ],
        [
          c(40, `Kontostand am ${dotted(s.end)}`, { bold: true }),
          c(572, `${E(closing(a))} H`, { right: true, bold: true }),
        ],
        [],
      ]);
    },
  );
};

export const banorte = (): Spec2 => {
  const rows = localRows(
    3221,
    APR,
    40,
    {
      credit: [
        'DEPOSITO EN EFECTIVO SUC 0412',
        'SPEI RECIBIDO BBVA MEXICO DISTRIBUIDORA DEL BAJIO',
        'SPEI RECIBIDO SANTANDER FERRETERA LEON SA',
        'ABONO TERMINAL PUNTO DE VENTA CLIP',
        'DEP CHEQUE OTRO BANCO',
      ],
      card: [
        'COMPRA TDD OXXO LEON GTO',
        'COMPRA TDD PEMEX SERV 4410',
        'COMPRA TDD HOME DEPOT LEON',
        'COMPRA TDD COSTCO LEON',
      ],
      debit: [
        'SPEI ENVIADO BANAMEX PROVEEDORA INDUSTRIAL',
        'PAGO SAT IMPUESTOS FEDERALES',
        'PAGO CFE SUMINISTRADOR',
        'TRASPASO A CUENTA DE TERCEROS',
        'PAGO IMSS CUOTAS OBRERO PATRONALES',
        'DOMICILIACION TELMEX',
      ],
      fee: 'COMISION MANEJO DE CUENTA',
    },
    17.5,
  );
  const a = account('0846221937', 'Enlace Negocios PyME', 'checking', openingForFloor(rows, 8422618), rows);
  const s = spec3(
    'probe11-banorte-enlace-negocios.pdf',
    'Banorte Enlace Negocios PyME (Mexico, MXN): amounts with a $ sign that is the peso, dates like 07-ABR-26, Spanish labels (Saldo inicial, Depositos, Retiros, Saldo final), Depositos, Retiros and Saldo on every row',
    [
      'business',
      'international',
      'mexico',
      'spanish-labels',
      'peso-dollar-sign',
      'running-balance-every-row',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Banorte',
    'Banco Mercantil del Norte, S.A., Institucion de Banca Multiple, Grupo Financiero Banorte',
    ['Banco Mercantil del Norte, S.A.', 'Banorte', 'Grupo Financiero Banorte'],
    APR,
    ['TALLER DE CALZADO HERNANDEZ SA DE CV', 'BLVD ADOLFO LOPEZ MATEOS 1520', 'COL CENTRO', 'LEON GTO CP 37000'],
    [a],
  );
  return make11(
    { ...s, currency: 'MXN' },
    {
      producer: 'chromium',
      head: (n, all) => [`BANORTE  Estado de Cuenta  Enlace Negocios PyME  ${X4(a)}`, `Pagina ${n} de ${all}`],
      foot: [
        'Banco Mercantil del Norte, S.A., Institucion de Banca Multiple, Grupo Financiero Banorte. Moneda: Pesos Mexicanos (MXN).',
      ],
    },
    ['Sucursal 0412 Leon Centro', 'Leon, Guanajuato'],
    [
      ['Periodo', `del ${ddMesYy(s.start)} al ${ddMesYy(s.end)}`],
      ['No. de Cuenta', a.number],
      ['CLABE', '072 225 00846221937 4'],
      ['Moneda', 'MXN'],
    ],
    (p) => {
      kv(
        p,
        'Resumen del Periodo',
        summary(a, ['Saldo inicial', 'Depositos', 'Retiros', 'Saldo final'], US$, { counts: 'after' }),
      );
      table11(
        p,
        'Detalle de Movimientos',
        a,
        a.rows,
        LEDGER(['Fecha', 'Concepto', 'Retiros', 'Depositos', 'Saldo']),
        { date: ddMesYy, amt: US, balMode: 'every', width: 56 },
        {
          opening: 'SALDO INICIAL',
          closing: 'SALDO FINAL',
        },
      );
    },
  );
};

export const prestia = (): Spec2 => {
  const rows = localRows(
    3222,
    MAR,
    32,
    {
      credit: [
        'FURIKOMI KK SAKURA TRADING',
        'FURIKOMI GK SHIBUYA DESIGN WORKS',
        'TRANSFER FROM WISE PAYMENTS JAPAN',
        'FURIKOMI KK MINATO PUBLISHING',
      ],
      card: [
        'DEBIT VISA BIC CAMERA YURAKUCHO',
        'DEBIT VISA APPLE COM JP',
        'DEBIT VISA ASKUL OFFICE SUPPLY',
        'DEBIT VISA AMAZON CO JP',
      ],
      debit: [
        'TRANSFER TO MUFG TANAKA HIROSHI',
        'RENT MITSUI FUDOSAN OFFICE',
        'SMBC CARD PAYMENT',
        'TAX PAYMENT SHIBUYA CITY',
        'FURIKOMI KK TOKYO PRINT CENTER',
      ],
      fee: 'ACCOUNT MAINTENANCE FEE',
    },
    148,
    100,
  ).filter((x) => x.date !== '2026-03-20'); // Vernal Equinox Day: no postings
  const a = account('7241183306', 'PRESTIA Yen Savings', 'savings', openingForFloor(rows, 41820000), rows);
  const s = spec3(
    'probe11-prestia-yen-savings.pdf',
    'SMBC Trust Bank PRESTIA yen savings statement in English (Japan, JPY): whole yen with no minor units (1,234,567), year-first dates (2026/03/09), Withdrawals, Deposits and Balance on every row',
    [
      'personal',
      'international',
      'japan',
      'no-minor-units',
      'year-first-dates',
      'running-balance-every-row',
      'page-n-of-m',
      'pdf-lib-producer',
      'glyph-per-run',
    ],
    'PRESTIA',
    'SMBC Trust Bank Ltd.',
    ['SMBC Trust Bank Ltd.', 'PRESTIA', 'SMBC Trust Bank'],
    MAR,
    ['Mr. Daniel Okafor-Sato', '3-14-2 Ebisu', 'Shibuya-ku, Tokyo 150-0013'],
    [a],
  );
  const Y = yen();
  return make11(
    { ...s, currency: 'JPY' },
    {
      producer: 'pdf-lib',
      runs: 'glyph',
      head: (n, all) => [
        `PRESTIA  Statement of Account  Yen Savings ${a.number.slice(0, 3)}-${a.number.slice(3)}`,
        `${n}/${all}`,
      ],
      foot: [
        'SMBC Trust Bank Ltd.  Registered Financial Institution, Kanto Local Finance Bureau (Registration No. 653)',
      ],
    },
    ['Tokyo Head Office', '3-2-1 Nishi-Shinbashi, Minato-ku, Tokyo'],
    [
      ['Statement Period', `${slashYmd(s.start)} - ${slashYmd(s.end)}`],
      ['Currency', 'JPY'],
      ['Branch / Account', `Tokyo / ${a.number}`],
    ],
    (p) => {
      kv(
        p,
        'Summary (JPY)',
        summary(a, ['Opening Balance', 'Total Deposits', 'Total Withdrawals', 'Closing Balance'], Y),
      );
      table11(
        p,
        'Transaction Details (JPY)',
        a,
        a.rows,
        LEDGER(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance']),
        { date: slashYmd, amt: Y, balMode: 'every', width: 52 },
        {
          opening: 'Balance Brought Forward',
          closing: 'Closing Balance',
        },
      );
    },
  );
};
