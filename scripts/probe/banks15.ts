// The fifteenth probe set's statements: US small-business checking as a small-business lender receives it (Square,
// Stripe, Toast, Shopify, Clover and Heartland deposits, ACH, wires, Zelle, daily merchant-cash-advance debits, NSF
// and returned items, overdrafts), two personal checking accounts and a business card, at community banks, regional
// banks and credit unions none of sets 1-14 has. One builder (`stmt`) takes each institution's wording, section
// order, period phrasing, ledger shape and printer, so the sixteen statements differ where real cores differ (Jack
// Henry, Fiserv, FIS, Symitar) while every figure comes from the model. Written blind to the reader.
import {
  type Account,
  type Row,
  businessRows,
  cardRows,
  closing,
  openingForFloor,
  savingsRows,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Pager } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import { type Line, c, dailyTable, kvLines, put, topBlock } from './lines6.ts';
import {
  type Col10,
  type DateF,
  consolidated,
  longDate,
  marketing,
  md,
  mdy,
  monD,
  noticePage,
  usd,
} from './lines10.ts';
import { type Furniture, furnish } from './furniture15.ts';
import { type Fmt11, type Out11, logo, mcaDaily, odFeeTable, overdraftFees, produce11, table11 } from './lines11.ts';

type Period = { start: string; end: string };
const APR: Period = { start: '2026-04-01', end: '2026-04-30' };
const A9: Period = { start: '2026-03-10', end: '2026-04-09' };
const A20: Period = { start: '2026-03-21', end: '2026-04-20' };

const X4 = (a: Account): string => `XXXXXX${a.number.slice(-4)}`;
const US = usd();
const US$ = usd({ dollar: true });

/** Zelle and the other merchant processors the model's credit list does not name, swapped in on some deposits. */
const PROCESSORS = [
  'CLOVER MERCHANT DEP {d} MID 5184432010',
  'HEARTLAND PMT SYS TXNS {d}',
  'TOAST INC DEP {d} TOAST',
  'SHOPIFY PAYMENTS TRANSFER ST-{d}',
  'ZELLE FROM MARTINEZ ROOFING CONF# {d}',
  'SQUARE INC SETTLE 260{d}',
];
function vary(rows: Row[], seed: number): Row[] {
  return rows.map((r, i) =>
    r.kind === 'ecredit' && (i + seed) % 3 === 0
      ? {
          ...r,
          desc: PROCESSORS[(i + seed) % PROCESSORS.length].replace('{d}', String(400000 + ((i * 7919 + seed) % 99999))),
        }
      : r.kind === 'ach' && (i + seed) % 5 === 0
        ? { ...r, desc: `ZELLE TO ${['J HERNANDEZ', 'K OKAFOR', 'T NGUYEN'][i % 3]} ${String(10000 + i * 37)}` }
        : r,
  );
}

function summary(a: Account, labels: string[], counts?: 'before' | 'after', mis = 0): [string, string][] {
  const t = totals(a.rows);
  const n = (l: string, k: number): string => (counts === 'before' ? `${k} ${l}` : counts ? `${l} (${k})` : l);
  return [
    [labels[0], US$(a.opening)],
    [n(labels[1], t.creditCount), US$(t.credits)],
    [n(labels[2], t.debitCount), US$(t.debits + mis)],
    [labels[3], US$(closing(a))],
  ];
}

const LEDGER = (h: string[]): Col10[] => [
  { key: 'date', x: 40, head: h[0] },
  { key: 'desc', x: 92, head: h[1] },
  { key: 'debit', x: 400, right: true, head: h[2] },
  { key: 'credit', x: 486, right: true, head: h[3] },
  { key: 'balance', x: 572, right: true, head: h[4] },
];
const AMT_BAL = (h: string[]): Col10[] => [
  { key: 'date', x: 40, head: h[0] },
  { key: 'desc', x: 92, head: h[1] },
  { key: 'amount', x: 480, right: true, head: h[2] },
  { key: 'balance', x: 572, right: true, head: h[3] },
];
const SEC = (h: string[]): Col10[] => [
  { key: 'date', x: 40, head: h[0] },
  { key: 'desc', x: 92, head: h[1] },
  { key: 'amount', x: 572, right: true, head: h[2] },
];

interface Cfg {
  file: string;
  style: string;
  classes: string[];
  bank: string;
  legal: string;
  foot: string[];
  aliases: string[];
  per: Period;
  customer: string[];
  ret: string[];
  number: string;
  label: string;
  type?: Account['type'];
  rows: Row[];
  floor?: number;
  opening?: number;
  out: Partial<Out11> & { producer: Out11['producer'] };
  periodBox: [string, string][];
  sumTitle: string;
  sumLabels: string[];
  counts?: 'before' | 'after';
  misprint?: number;
  shape: 'ledger' | 'amount-balance' | 'sections';
  heads: string[];
  date: DateF;
  balMode?: Fmt11['balMode'];
  newestFirst?: boolean;
  wrap?: number;
  activityTitle: string;
  openLine?: string;
  closeLine?: string;
  brought?: string;
  daily?: string;
  notice?: [string, string[]];
  promo?: string;
  od?: { fees: ReturnType<typeof overdraftFees>; seed: number };
  logoFont?: Parameters<typeof logo>[2];
  drop?: number;
  note?: string;
  furniture?: Furniture; // a print engine's additions to a drawn statement
}

/** A statement from its wording and shape: masthead, summary, marketing, activity, notices, daily balances. */
function stmt(o: Cfg): Spec2 {
  const a = account(
    o.number,
    o.label,
    o.type ?? 'checking',
    o.opening ?? openingForFloor(o.rows, o.floor ?? 250000),
    o.rows,
  );
  let s = spec3(o.file, o.style, o.classes, o.bank, o.legal, o.aliases, o.per, o.customer, [a]);
  if (o.drop !== undefined || o.misprint) s = { ...s, expect: 'review', drop: o.drop, note: o.note };
  const cfg: Out11 = {
    font: 'Helvetica',
    size: 7.4,
    lineH: 10.4,
    cap: o.out.producer === 'pdf-lib' ? 60 : 58,
    head: (n, all) => [`${o.bank}  |  ${o.label}  ${X4(a)}`, `Page ${n} of ${all}`],
    foot: o.foot,
    ...o.out,
  };
  const f: Fmt11 = {
    date: o.date,
    amt: US,
    signed: US,
    bal: US,
    balMode: o.balMode ?? 'every',
    width: 60,
    wrap: o.wrap,
  };
  const made = produce11(s, cfg, (p: Pager<Line>) => {
    const top = topBlock(s, o.ret, o.periodBox, 340);
    if (o.logoFont) top[0] = [logo(40, o.bank, o.logoFont, 15), ...top[0].slice(1)];
    put(p, top);
    put(p, kvLines(o.sumTitle, summary(a, o.sumLabels, o.counts, o.misprint), 40, 300));
    if (o.promo) marketing(p, o.promo);
    if (o.shape === 'sections') {
      const credits = a.rows.filter((r) => r.cents > 0);
      const checks = a.rows.filter((r) => r.kind === 'check');
      const debits = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
      const t = (title: string, rows: Row[]): void => {
        if (rows.length)
          table11(
            p,
            title,
            a,
            rows,
            SEC(o.heads),
            { ...f, balMode: 'none' },
            {
              total: `Total ${title}`,
              totalAt: 'amount',
              totalFmt: US$,
              continued: ' (continued)',
            },
          );
      };
      t(o.activityTitle.split('|')[0], credits);
      if (o.notice) noticePage(p, o.notice[0], o.notice[1]);
      t(o.activityTitle.split('|')[1], debits);
      t(o.activityTitle.split('|')[2] ?? 'Checks Cleared', checks);
    } else {
      table11(p, o.activityTitle, a, a.rows, o.shape === 'ledger' ? LEDGER(o.heads) : AMT_BAL(o.heads), f, {
        opening: o.openLine,
        closing: o.closeLine,
        brought: o.brought,
        newestFirst: o.newestFirst,
        continued: ' (continued)',
      });
      if (o.notice) noticePage(p, o.notice[0], o.notice[1]);
    }
    if (o.od) odFeeTable(p, o.od.fees, o.od.seed, US$);
    if (o.daily) dailyTable(p, a, 3, 'MM/DD', {}, o.daily);
  });
  return o.furniture ? furnish(made, o.furniture) : made;
}

const range = (p: Period): string => `${mdy(p.start)} - ${mdy(p.end)}`;
const through = (p: Period): string => `${mdy(p.start)} through ${mdy(p.end)}`;
const REG_E = [
  'In Case of Errors or Questions About Your Electronic Transfers: call us or write to us as soon as you can if you think your statement or receipt is wrong. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. Business accounts are not covered by Regulation E; see your Deposit Account Agreement for the 2 business days you have to report an unauthorized transaction.',
  'Balancing your account: list outstanding checks and deposits not shown on this statement, add deposits to the ending balance and subtract outstanding checks; the result should equal your register balance.',
];

// ---------------------------------------------------------------- the statements

const mcaBiz = (
  seed: number,
  per: Period,
  n: number,
  scale: number,
  mcaDesc: (d: string) => string,
  amt: number,
  cards: string[],
  checks = 5,
): Row[] =>
  mcaDaily(
    vary(
      businessRows(seed, per.start, per.end, { n, cards, checks, firstCheck: 1100 + (seed % 900), scale: scale * 2.5 }),
      seed,
    ),
    per.start,
    per.end,
    mcaDesc,
    amt,
  );

export const peoplesBank = (): Spec2 => {
  const base = mcaBiz(1501, APR, 54, 700, (d) => `ACH DEBIT PEARL DELTA FUND DAILY ${d.slice(5)}`, 39900, ['7731']);
  const od = overdraftFees(base, -38211, { maxOd: 3, nsfDesc: ['NSF ITEM RETURNED ACH PEARL DELTA FUND'] });
  return stmt({
    file: 'probe15-peoples-bank-business-checking.pdf',
    style:
      'Peoples Bank (Marietta OH) Business Checking, Jack Henry style: daily ACH PEARL DELTA FUND merchant-cash-advance debits, overdrawn with overdraft item fees and an NSF fee, an Overdraft and Returned Item fee table, daily balance table',
    classes: [
      'business',
      'community-bank',
      'jack-henry-style',
      'mca-daily-debits',
      'merchant-deposits',
      'zelle',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'od-returned-item-fee-table',
      'daily-ledger-balance-table',
      'running-balance-every-row',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    bank: 'Peoples Bank',
    legal: 'Peoples Bank',
    foot: ['Peoples Bank, Marietta, Ohio  |  Member FDIC  |  Equal Housing Lender  |  peoplesbancorp.com'],
    aliases: ['Peoples Bank', 'Peoples Bancorp', 'Peoples Bank Marietta'],
    per: APR,
    customer: ['RIVERFRONT DINER & GRILL LLC', '211 FRONT ST', 'MARIETTA OH 45750-2917'],
    ret: ['PO Box 738', 'Marietta OH 45750'],
    number: '5510338427',
    label: 'Business Checking',
    rows: od.rows,
    opening: od.opening,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Dates', range(APR)],
      ['Account Number', '5510338427'.replace(/^\d{6}/, 'XXXXXX')],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Deposits/Credits', 'Withdrawals/Debits', 'Ending Balance'],
    counts: 'before',
    shape: 'ledger',
    heads: ['Date', 'Description', 'Debits', 'Credits', 'Balance'],
    date: md,
    balMode: 'every',
    activityTitle: 'Transaction Detail',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
    od: { fees: od, seed: 1551 },
    daily: 'Daily Balance Summary',
  });
};

type Common = Omit<Cfg, 'file' | 'style' | 'classes' | 'bank' | 'legal' | 'foot' | 'aliases' | 'customer' | 'ret'>;
const who = (
  file: string,
  bank: string,
  legal: string,
  aliases: string[],
  foot: string,
  ret: string[],
  customer: string[],
  style: string,
  classes: string[],
): Pick<Cfg, 'file' | 'style' | 'classes' | 'bank' | 'legal' | 'foot' | 'aliases' | 'customer' | 'ret'> => ({
  file: `probe15-${file}.pdf`,
  bank,
  legal,
  aliases,
  foot: [foot],
  ret,
  customer,
  style,
  classes,
});
const mask = (n: string): Pick<Common, 'number'> => ({ number: n });

export const camdenNational = (): Spec2 => {
  const rows = mcaBiz(
    1502,
    APR,
    72,
    1600,
    (d) => `CEDAR RIDGE FUNDI ACH DEBIT ${d.replace(/-/g, '').slice(2)}`,
    61500,
    ['2208', '2216'],
    7,
  );
  return stmt({
    ...who(
      'camden-national-business-checking',
      'Camden National Bank',
      'Camden National Bank',
      ['Camden National Bank', 'Camden National', 'Camden National Corporation'],
      'Camden National Bank  -  Member FDIC  -  Equal Housing Lender  -  camdennational.bank',
      ['PO Box 310', 'Camden ME 04843'],
      ['HARBORSIDE LOBSTER POUND INC', '4 ATLANTIC AVE', 'BOOTHBAY HARBOR ME 04538'],
      'Camden National Bank Business Checking, Fiserv style: deposits, withdrawals and checks as separate sections each with a total, counts after the labels, a Reg E notice page between the deposits and the withdrawals, marketing with a rate and a date, Toast and Clover deposits, daily CEDAR RIDGE FUNDI merchant-cash-advance debits, drawn by pdf-lib, a foot band drawn as a Form XObject on every page and a mail-code line turned up the left margin',
      [
        'business',
        'community-bank',
        'fiserv-style',
        'sections-with-totals',
        'summary-counts-after-label',
        'notice-page-between-activity',
        'marketing-with-dates-amounts',
        'mca-daily-debits',
        'merchant-deposits',
        'checks',
        'member-fdic-line',
        'pdf-lib-producer',
        'form-xobject-furniture',
        'rotated-margin-mail-code',
        'multi-page',
      ],
    ),
    ...mask('7004418826'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 48 * 10000 + 1737,
    out: { producer: 'pdf-lib', font: 'Helvetica' },
    furniture: {
      mail: 'CNB 0417 MC 2208 ZA01',
      xobject: 'Camden National Bank  -  Member FDIC  -  Keep this statement for your records',
    },
    periodBox: [
      ['Statement Period', through(APR)],
      ['Account', 'XXXXXX8826'],
      ['Questions?', '1-800-860-8821'],
    ],
    sumTitle: 'Summary of Account Balance',
    sumLabels: ['Beginning Balance', 'Deposits and Other Credits', 'Withdrawals and Other Debits', 'Ending Balance'],
    counts: 'after',
    promo:
      'Grow with a Business Money Market: 3.15% APY on balances of $25,000 or more, offer ends June 30, 2026. Ask any branch.',
    shape: 'sections',
    heads: ['Date', 'Description', 'Amount'],
    date: md,
    activityTitle: 'Deposits and Other Credits|Withdrawals and Other Debits|Checks Paid',
    notice: ['Important Information About Your Account', REG_E],
    daily: 'Daily Balance',
  });
};

export const gateCity = (): Spec2 => {
  const rows = vary(
    businessRows(1503, A9.start, A9.end, {
      n: 64,
      cards: ['0419'],
      checks: 4,
      firstCheck: 3310,
      scale: 2100,
      wires: true,
    }),
    3,
  );
  return stmt({
    ...who(
      'gate-city-business-checking',
      'Gate City Bank',
      'Gate City Bank',
      ['Gate City Bank', 'Gate City'],
      'Gate City Bank  |  Member FDIC  |  gatecity.bank',
      ['500 2nd Ave N', 'Fargo ND 58102'],
      ['RED RIVER AG PARTS LLC', '1402 MAIN AVE', 'MOORHEAD MN 56560'],
      'Gate City Bank Business Checking: a March 10 to April 9 cycle printed as a statement date only, the period read from Beginning balance on 3/10 and Ending balance on 4/9 lines, an amount column with minus signs, the balance on the last row of each day, dates like Mar 10, wires',
      [
        'business',
        'community-bank',
        'statement-date-only',
        'beginning-balance-on',
        'mid-month-cycle',
        'signed-amount-column',
        'running-balance-day-end',
        'wires',
        'merchant-deposits',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('100882413'),
    per: A9,
    label: 'Business Checking',
    rows,
    floor: 90 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Date', longDate(A9.end)],
      ['Account', 'XXXXX2413'],
    ],
    sumTitle: 'Balance Summary',
    sumLabels: [
      `Beginning balance on ${md(A9.start)}`,
      'Deposits & credits',
      'Withdrawals & debits',
      `Ending balance on ${md(A9.end)}`,
    ],
    shape: 'amount-balance',
    heads: ['Date', 'Transaction', 'Amount', 'Balance'],
    date: monD,
    balMode: 'day-end',
    activityTitle: 'Account Activity',
    openLine: `Beginning balance on ${md(A9.start)}`,
    closeLine: `Ending balance on ${md(A9.end)}`,
  });
};

export const desertFinancial = (): Spec2 => {
  const base = mcaBiz(
    1504,
    APR,
    58,
    1100,
    (d) => `ACH WITHDRAWAL SAGEBRUSH CAP DAILY PMT ${d.slice(5).replace('-', '')}`,
    44250,
    ['8810'],
  );
  const od = overdraftFees(base, -52004, { maxOd: 2, nsfDesc: ['RETURNED ITEM FEE SAGEBRUSH CAP'] });
  return stmt({
    ...who(
      'desert-financial-business-share-draft',
      'Desert Financial Credit Union',
      'Desert Financial Credit Union',
      ['Desert Financial Credit Union', 'Desert Financial', 'DFCU'],
      'Federally insured by NCUA  |  Desert Financial Credit Union  |  desertfinancial.com',
      ['PO Box 2945', 'Phoenix AZ 85062'],
      ['SONORAN DETAIL & TINT LLC', '2231 W BELL RD STE 4', 'PHOENIX AZ 85023'],
      'Desert Financial Credit Union Business Share Draft (Symitar style): an amount column with a balance on every row, every glyph its own text object, daily SAGEBRUSH CAP merchant-cash-advance withdrawals, overdrawn with a returned item fee, NCUA line',
      [
        'business',
        'credit-union',
        'symitar-style',
        'share-draft',
        'glyph-per-text-object',
        'mca-daily-debits',
        'nsf-returned-item',
        'overdraft-negative-balance',
        'od-returned-item-fee-table',
        'running-balance-every-row',
        'ncua-line',
        'pdf-lib-producer',
        'multi-page',
      ],
    ),
    ...mask('0048812207'),
    per: APR,
    label: 'Business Share Draft',
    rows: od.rows,
    opening: od.opening,
    out: { producer: 'pdf-lib', runs: 'glyph' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Member Number', 'XXXXXX2207'],
    ],
    sumTitle: 'Share Draft Summary',
    sumLabels: ['Previous Balance', 'Deposits', 'Withdrawals', 'New Balance'],
    counts: 'after',
    shape: 'amount-balance',
    heads: ['Eff Date', 'Transaction Description', 'Amount', 'Balance'],
    date: md,
    activityTitle: 'BUSINESS SHARE DRAFT 0048812207-S0009',
    openLine: 'Previous Balance',
    closeLine: 'New Balance',
    od: { fees: od, seed: 1554 },
  });
};

export const centralPacific = (): Spec2 => {
  const rows = vary(
    businessRows(1505, APR.start, APR.end, { n: 70, cards: ['3302'], checks: 6, firstCheck: 5120, scale: 1900 }),
    5,
  );
  return stmt({
    ...who(
      'central-pacific-business-checking',
      'Central Pacific Bank',
      'Central Pacific Bank',
      ['Central Pacific Bank', 'CPB', 'Central Pacific Financial'],
      'Central Pacific Bank  Member FDIC  cpb.bank',
      ['PO Box 3590', 'Honolulu HI 96811'],
      ['KAIMUKI POKE & PLATE LUNCH LLC', '3620 WAIALAE AVE', 'HONOLULU HI 96816'],
      'Central Pacific Bank Business Checking: the ledger printed newest first (ending balance on top), drawn column by column, debits and credits columns with a balance on every row, the masthead overprinted bold, a mail-code line turned up the left margin',
      [
        'business',
        'regional-bank',
        'newest-first',
        'content-column-order',
        'running-balance-every-row',
        'merchant-deposits',
        'zelle',
        'checks',
        'member-fdic-line',
        'pdf-lib-producer',
        'overprinted-bold',
        'rotated-margin-mail-code',
        'multi-page',
      ],
    ),
    ...mask('0017733094'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 65 * 10000 + 1737,
    out: { producer: 'pdf-lib', order: 'columns' },
    furniture: {
      mail: 'CPB MC 6A-14 0418 BZ',
      overprint: { text: 'Central Pacific Bank', lineH: 10.4, font: 'Helvetica' },
    },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account Number', 'XXXXXX3094'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Total Credits', 'Total Debits', 'Ending Balance'],
    shape: 'ledger',
    heads: ['Posted', 'Description', 'Debits', 'Credits', 'Balance'],
    date: md,
    newestFirst: true,
    activityTitle: 'Account Activity (most recent first)',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
  });
};

export const midlandStates = (): Spec2 => {
  const rows = mcaBiz(
    1506,
    APR,
    88,
    2400,
    (d) =>
      `ORIG CO NAME:FORAGE CAPITAL ORIG ID:9200449 DESC DATE:${d.slice(5).replace('-', '')} CO ENTRY DESCR:DAILY PMT`,
    83300,
    ['1180', '1198'],
    6,
  );
  return stmt({
    ...who(
      'midland-states-business-checking',
      'Midland States Bank',
      'Midland States Bank',
      ['Midland States Bank', 'Midland', 'Midland States Bancorp'],
      'Midland States Bank  |  Member FDIC  |  midlandsb.com',
      ['1201 Network Centre Dr', 'Effingham IL 62401'],
      ['PRAIRIE STATE HVAC SERVICES INC', '880 W JEFFERSON ST', 'SPRINGFIELD IL 62702'],
      'Midland States Bank Business Checking, FIS style: long ACH descriptions (ORIG CO NAME ... CO ENTRY DESCR) wrapped over up to three lines, daily FORAGE CAPITAL merchant-cash-advance debits, a Daily Ending Balance table, bold text drawn with extra tracking',
      [
        'business',
        'regional-bank',
        'fis-style',
        'wrapped-descriptions',
        'mca-daily-debits',
        'merchant-deposits',
        'checks',
        'daily-ledger-balance-table',
        'running-balance-every-row',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('3300918845'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 70 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', `${longDate(APR.start)} to ${longDate(APR.end)}`],
      ['Account', 'XXXXXX8845'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Previous Balance', 'Deposits/Credits', 'Checks/Debits', 'Current Balance'],
    counts: 'before',
    shape: 'ledger',
    heads: ['Date', 'Description', 'Debits', 'Credits', 'Balance'],
    date: md,
    wrap: 46,
    activityTitle: 'Checking Account Activity',
    openLine: 'Previous Balance',
    closeLine: 'Current Balance',
    daily: 'Daily Ending Balance',
  });
};

export const bankOfStockton = (): Spec2 => {
  const rows = personalRows(1507, APR.start, APR.end, { n: 46, card: '6621', checks: 3, firstCheck: 412 });
  return stmt({
    ...who(
      'bank-of-stockton-personal-checking',
      'Bank of Stockton',
      'Bank of Stockton',
      ['Bank of Stockton', 'BofS', 'Bank of Stockton 1867'],
      'Bank of Stockton  •  Member FDIC  •  Equal Housing Lender  •  bankofstockton.com',
      ['PO Box 1110', 'Stockton CA 95201'],
      ['MARISOL G ORTEGA', '2418 PACIFIC AVE APT 3', 'STOCKTON CA 95204'],
      'Bank of Stockton personal checking: credits, debits and checks as sections with totals, counts before the labels, a marketing paragraph with a date and an amount',
      [
        'personal',
        'community-bank',
        'sections-with-totals',
        'summary-counts-before-label',
        'marketing-with-dates-amounts',
        'checks',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('4410027761'),
    per: APR,
    label: 'Classic Checking',
    rows,
    floor: 12 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account', 'XXXXXX7761'],
    ],
    sumTitle: 'Checking Summary',
    sumLabels: ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'],
    counts: 'before',
    promo: 'Home equity line special: 7.24% APR for 12 months on new lines of $50,000 or more opened by May 31, 2026.',
    shape: 'sections',
    heads: ['Date', 'Description', 'Amount'],
    date: md,
    activityTitle: 'Credits|Debits|Checks',
    daily: 'Daily Balances',
  });
};

export const veridian = (): Spec2 => {
  const rows = personalRows(1508, A20.start, A20.end, {
    n: 52,
    card: '9035',
    checks: 2,
    firstCheck: 2001,
    overdraftFees: 1,
  });
  return stmt({
    ...who(
      'veridian-personal-share-draft',
      'Veridian Credit Union',
      'Veridian Credit Union',
      ['Veridian Credit Union', 'Veridian', 'Veridian CU'],
      'Federally Insured by NCUA  -  Veridian Credit Union  -  veridiancu.org',
      ['PO Box 6000', 'Waterloo IA 50704'],
      ['DUSTIN R KLEIN', '615 W 4TH ST', 'WATERLOO IA 50702'],
      'Veridian Credit Union personal share draft (Symitar style): a March 21 to April 20 cycle, an amount column with a balance on every row, words drawn one text object each, NCUA line',
      [
        'personal',
        'credit-union',
        'symitar-style',
        'share-draft',
        'mid-month-cycle',
        'word-per-text-object',
        'running-balance-every-row',
        'ncua-line',
        'pdf-lib-producer',
        'multi-page',
      ],
    ),
    ...mask('0007725118'),
    per: A20,
    label: 'Share Draft',
    rows,
    floor: 4 * 10000 + 1737,
    out: { producer: 'pdf-lib', runs: 'word' },
    periodBox: [
      ['Statement Period', range(A20)],
      ['Member #', 'XXXXXX5118'],
    ],
    sumTitle: 'Share Draft Summary',
    sumLabels: ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'],
    counts: 'after',
    shape: 'amount-balance',
    heads: ['Date', 'Description', 'Amount', 'Balance'],
    date: md,
    activityTitle: 'Share Draft 0007725118-S0010 Transactions',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
  });
};

export const mascoma = (): Spec2 => {
  const rows = vary(
    businessRows(1509, APR.start, APR.end, { n: 66, cards: ['4471'], checks: 8, firstCheck: 10231, scale: 3500 }),
    9,
  );
  return stmt({
    ...who(
      'mascoma-business-checking',
      'Mascoma Bank',
      'Mascoma Bank',
      ['Mascoma Bank', 'Mascoma', 'Mascoma Mutual Financial Services'],
      'Mascoma Bank  |  Member FDIC  |  Equal Housing Lender  |  mascomabank.com',
      ['PO Box 435', 'Lebanon NH 03766'],
      ['UPPER VALLEY BREW WORKS LLC', '17 MECHANIC ST', 'LEBANON NH 03766'],
      'Mascoma Bank Business Checking: deposits, other debits and checks as sections with totals, counts before the labels, words drawn as one text object each, a Daily Balance table',
      [
        'business',
        'community-bank',
        'sections-with-totals',
        'summary-counts-before-label',
        'word-per-text-object',
        'daily-ledger-balance-table',
        'merchant-deposits',
        'checks',
        'member-fdic-line',
        'pdf-lib-producer',
        'multi-page',
      ],
    ),
    ...mask('6201334471'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 52 * 10000 + 1737,
    out: { producer: 'pdf-lib', runs: 'word' },
    periodBox: [
      ['Statement Period', through(APR)],
      ['Account Number', 'XXXXXX4471'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance'],
    counts: 'before',
    shape: 'sections',
    heads: ['Date', 'Description', 'Amount'],
    date: md,
    activityTitle: 'Deposits|Other Withdrawals|Checks',
    daily: 'Daily Balance',
  });
};

export const texasBankTrust = (): Spec2 => {
  const rows = vary(
    businessRows(1510, APR.start, APR.end, {
      n: 96,
      cards: ['5561', '5579'],
      checks: 9,
      firstCheck: 8840,
      scale: 6000,
      wires: true,
    }),
    10,
  );
  return stmt({
    ...who(
      'texas-bank-and-trust-business-checking',
      'Texas Bank and Trust',
      'Texas Bank and Trust Company',
      ['Texas Bank and Trust Company', 'Texas Bank and Trust', 'TBT'],
      'Texas Bank and Trust Company  -  Member FDIC  -  texasbankandtrust.com',
      ['PO Box 3188', 'Longview TX 75606'],
      ['PINEY OILFIELD SERVICES LLC', '4010 GILMER RD', 'LONGVIEW TX 75604'],
      'Texas Bank and Trust Company Business Analysis Checking: the masthead set glyph by glyph in a font of its own, wires in and out, the balance on the last row of each day, Page n of m',
      [
        'business',
        'community-bank',
        'masthead-glyphs',
        'wires',
        'running-balance-day-end',
        'merchant-deposits',
        'checks',
        'member-fdic-line',
        'page-n-of-m',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('2004455613'),
    per: APR,
    label: 'Business Analysis Checking',
    rows,
    floor: 180 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account', 'XXXXXX5613'],
      ['Relationship Officer', 'C. Whitfield'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Credits', 'Debits', 'Ending Balance'],
    counts: 'after',
    shape: 'ledger',
    heads: ['Date', 'Description', 'Debits', 'Credits', 'Balance'],
    date: md,
    balMode: 'day-end',
    activityTitle: 'Account Transactions',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
    logoFont: 'TimesRomanBoldItalic',
  });
};

export const barHarbor = (): Spec2 => {
  const one = mcaBiz(1511, APR, 62, 1300, (d) => `ACH DR NORTHSTAR ADV ${d.slice(5)} DAILY`, 27500, ['0907'], 4);
  const rows = mcaDaily(one, '2026-04-13', APR.end, (d) => `ACH DR BLUEWAVE FUNDING ${d.slice(5)}`, 18900);
  const od = overdraftFees(rows, -47310, { maxOd: 3, nsfDesc: ['NSF RETURN ITEM ACH DR BLUEWAVE FUNDING'] });
  return stmt({
    ...who(
      'bar-harbor-business-checking',
      'Bar Harbor Bank & Trust',
      'Bar Harbor Bank & Trust',
      ['Bar Harbor Bank & Trust', 'Bar Harbor Bank', 'Bar Harbor Bankshares'],
      'Bar Harbor Bank & Trust  Member FDIC  barharbor.bank',
      ['PO Box 400', 'Bar Harbor ME 04609'],
      ['DOWNEAST CUSTOM MARINE LLC', '88 MAIN ST', 'ELLSWORTH ME 04605'],
      'Bar Harbor Bank & Trust Business Checking: two merchant-cash-advance funders debiting daily (the second from April 13, stacking), overdrawn with overdraft and NSF fees and the fee table, drawn column by column with the masthead glyph by glyph, Courier',
      [
        'business',
        'community-bank',
        'mca-daily-debits',
        'mca-stacked',
        'nsf-returned-item',
        'overdraft-negative-balance',
        'od-returned-item-fee-table',
        'content-column-order',
        'masthead-glyphs',
        'monospace',
        'running-balance-every-row',
        'member-fdic-line',
        'pdf-lib-producer',
        'multi-page',
      ],
    ),
    ...mask('1230098907'),
    per: APR,
    label: 'Business Checking',
    rows: od.rows,
    opening: od.opening,
    out: { producer: 'pdf-lib', order: 'columns', font: 'Courier', size: 7, cap: 58 },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account', 'XXXXXX8907'],
    ],
    sumTitle: 'ACCOUNT SUMMARY',
    sumLabels: ['BEGINNING BALANCE', 'DEPOSITS/CREDITS', 'CHECKS/DEBITS', 'ENDING BALANCE'],
    counts: 'before',
    shape: 'ledger',
    heads: ['DATE', 'DESCRIPTION', 'DEBITS', 'CREDITS', 'BALANCE'],
    date: md,
    activityTitle: 'TRANSACTION DETAIL',
    openLine: 'BEGINNING BALANCE',
    closeLine: 'ENDING BALANCE',
    od: { fees: od, seed: 1561 },
    logoFont: 'CourierBoldOblique',
  });
};

export const firstNationalLI = (): Spec2 => {
  const rows = vary(
    businessRows(1512, APR.start, APR.end, { n: 58, cards: ['2740'], checks: 10, firstCheck: 4410, scale: 2200 }),
    12,
  );
  return stmt({
    ...who(
      'first-national-long-island-business-checking',
      'The First National Bank of Long Island',
      'The First National Bank of Long Island',
      ['The First National Bank of Long Island', 'First National Bank of Long Island', 'The First of Long Island'],
      'The First National Bank of Long Island  |  Member FDIC  |  fnbli.com',
      ['10 Glen Head Rd', 'Glen Head NY 11545'],
      ['NORTH SHORE DENTAL GROUP PC', '1 SCHOOL ST STE 204', 'GLEN COVE NY 11542'],
      'The First National Bank of Long Island Business Checking: an amount column with a balance on every row, a notice page between the activity pages, many checks',
      [
        'business',
        'community-bank',
        'legal-name-the',
        'signed-amount-column',
        'notice-page-between-activity',
        'checks',
        'running-balance-every-row',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('0290336740'),
    per: APR,
    label: 'Commercial Checking',
    rows,
    floor: 80 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account', 'XXXXXX6740'],
    ],
    sumTitle: 'Summary',
    sumLabels: ['Balance Last Statement', 'Deposits and Credits', 'Checks and Debits', 'Balance This Statement'],
    counts: 'after',
    shape: 'amount-balance',
    heads: ['Date', 'Description', 'Amount', 'Balance'],
    date: md,
    activityTitle: 'Activity',
    openLine: 'Balance Last Statement',
    closeLine: 'Balance This Statement',
    brought: 'Balance Forward',
    notice: [
      'Notice of Changes to Your Deposit Account Agreement',
      [
        'Effective June 1, 2026 the fee for an outgoing domestic wire will be $30.00 and an incoming wire $15.00. The overdraft item fee remains $35.00, charged no more than 4 times per business day.',
        ...REG_E,
      ],
    ],
  });
};

export const bankIowa = (): Spec2 => {
  const rows = mcaBiz(1513, APR, 60, 1400, (d) => `PRAIRIE WIND CAPITAL ACH PMT ${d.slice(5)}`, 35600, ['6003'], 5);
  return stmt({
    ...who(
      'bank-iowa-business-checking',
      'Bank Iowa',
      'Bank Iowa',
      ['Bank Iowa', 'Bank Iowa Corporation'],
      'Bank Iowa  MEMBER FDIC  bankiowa.bank',
      ['PO Box 99', 'West Des Moines IA 50265'],
      ['CORN COUNTRY COFFEE CO', '204 MAIN ST', 'OSKALOOSA IA 52577'],
      'Bank Iowa Business Checking, Jack Henry style in Courier: debits and credits columns with a balance on every row, daily PRAIRIE WIND CAPITAL merchant-cash-advance debits, bold drawn with tracking, the masthead overprinted bold, a mail-code line turned up the left margin',
      [
        'business',
        'community-bank',
        'jack-henry-style',
        'monospace',
        'tracked-bold',
        'mca-daily-debits',
        'merchant-deposits',
        'running-balance-every-row',
        'member-fdic-line',
        'pdf-lib-producer',
        'overprinted-bold',
        'rotated-margin-mail-code',
        'multi-page',
      ],
    ),
    ...mask('5577100603'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 30 * 10000 + 1737,
    out: { producer: 'pdf-lib', font: 'Courier', size: 7, trackBold: 0.5 },
    furniture: { mail: 'BI 0501 3 02 Z5', overprint: { text: 'Bank Iowa', lineH: 10.4, font: 'Courier' } },
    periodBox: [
      ['STATEMENT DATE', mdy(APR.end)],
      ['ACCOUNT', 'XXXXXX0603'],
    ],
    sumTitle: 'ACCOUNT SUMMARY',
    sumLabels: [
      `BEGINNING BALANCE ${mdy(APR.start)}`,
      'DEPOSITS/CREDITS',
      'CHECKS/DEBITS',
      `ENDING BALANCE ${mdy(APR.end)}`,
    ],
    counts: 'before',
    shape: 'ledger',
    heads: ['DATE', 'DESCRIPTION', 'DEBITS', 'CREDITS', 'BALANCE'],
    date: md,
    activityTitle: 'ACTIVITY',
    openLine: 'BEGINNING BALANCE',
    closeLine: 'ENDING BALANCE',
  });
};

export const arizonaFederal = (): Spec2 => {
  const base = vary(
    businessRows(1514, APR.start, APR.end, { n: 50, cards: ['3318'], checks: 3, firstCheck: 150, scale: 900 }),
    14,
  );
  const od = overdraftFees(base, -21975, { maxOd: 2 });
  return stmt({
    ...who(
      'arizona-federal-business-checking',
      'Arizona Federal Credit Union',
      'Arizona Federal Credit Union',
      ['Arizona Federal Credit Union', 'Arizona Federal', 'AZFCU'],
      'Federally insured by NCUA  |  Arizona Federal Credit Union  |  arizonafederal.org',
      ['PO Box 60070', 'Phoenix AZ 85082'],
      ['MESA MOBILE PET GROOMING LLC', '1440 S COUNTRY CLUB DR', 'MESA AZ 85210'],
      'Arizona Federal Credit Union Business Checking (Symitar style): overdrawn with overdraft fees and the fee table, a balance on every row, a marketing paragraph with a rate, NCUA line',
      [
        'business',
        'credit-union',
        'symitar-style',
        'overdraft-negative-balance',
        'od-returned-item-fee-table',
        'marketing-with-dates-amounts',
        'running-balance-every-row',
        'ncua-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('0033921318'),
    per: APR,
    label: 'Business Checking',
    rows: od.rows,
    opening: od.opening,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Member Number', 'XXXXXX1318'],
    ],
    sumTitle: 'Summary of Accounts',
    sumLabels: ['Beginning Balance', 'Total Deposits', 'Total Withdrawals', 'Ending Balance'],
    counts: 'after',
    promo: 'Business Share Certificate special: 4.05% APY for 13 months, minimum $10,000, through May 15, 2026.',
    shape: 'ledger',
    heads: ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
    date: md,
    activityTitle: 'BUSINESS CHECKING 0033921318-S0020',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
    od: { fees: od, seed: 1564 },
  });
};

export const annArborCard = (): Spec2 => {
  const rows = cardRows(1515, A9.start, A9.end, 44);
  return stmt({
    ...who(
      'bank-of-ann-arbor-business-visa',
      'Bank of Ann Arbor',
      'Bank of Ann Arbor',
      ['Bank of Ann Arbor', 'boaa'],
      'Bank of Ann Arbor  |  Member FDIC  |  boaa.com',
      ['PO Box 8009', 'Ann Arbor MI 48107'],
      ['KERRYTOWN PRINT SHOP LLC', '407 N FIFTH AVE', 'ANN ARBOR MI 48104'],
      'Bank of Ann Arbor Business Visa: Previous Balance, Payments and Credits, Purchases and Debits, New Balance; a March 10 to April 9 cycle, an amount column signed from the bank side, drawn by pdf-lib, a payment band drawn as a Form XObject on every page, a mail-code line turned up the left margin',
      [
        'business-credit-card',
        'community-bank',
        'mid-month-cycle',
        'card-summary',
        'pdf-lib-producer',
        'form-xobject-furniture',
        'rotated-margin-mail-code',
        'multi-page',
      ],
    ),
    ...mask('4485220019334102'),
    per: A9,
    label: 'Business Visa',
    type: 'credit_card',
    rows,
    opening: 284410,
    out: { producer: 'pdf-lib' },
    furniture: {
      mail: 'BOAA VS 0410 01',
      xobject:
        'Bank of Ann Arbor  -  Pay online at boaa.com/pay  -  Payments received after 5:00 PM ET post the next day',
    },
    periodBox: [
      ['Billing Cycle', range(A9)],
      ['Account', 'XXXX XXXX XXXX 4102'],
      ['Payment Due Date', '05/04/2026'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Previous Balance', 'Payments and Credits', 'Purchases and Debits', 'New Balance'],
    shape: 'amount-balance',
    heads: ['Trans Date', 'Description', 'Amount', 'Balance'],
    date: md,
    activityTitle: 'Transactions',
    openLine: 'Previous Balance',
    closeLine: 'New Balance',
  });
};

export const kishBank = (): Spec2 => {
  const rows = mcaBiz(1516, APR, 48, 1200, (d) => `KEYSTONE MERCHANT FUND DEBIT ${d.slice(5)}`, 29900, ['1412'], 6);
  return stmt({
    ...who(
      'kish-bank-business-checking',
      'Kish Bank',
      'Kish Bank',
      ['Kish Bank', 'Kish Bancorp'],
      'Kish Bank  |  Member FDIC  |  kishbank.com',
      ['PO Box 917', 'Belleville PA 17004'],
      ['BIG VALLEY FARM MARKET LLC', '3880 E MAIN ST', 'BELLEVILLE PA 17004'],
      'Kish Bank Business Checking: deposits, withdrawals and checks as sections with totals, marketing between the summary and the activity, daily KEYSTONE MERCHANT FUND merchant-cash-advance debits, a Daily Balance table',
      [
        'business',
        'community-bank',
        'sections-with-totals',
        'marketing-with-dates-amounts',
        'mca-daily-debits',
        'merchant-deposits',
        'checks',
        'daily-ledger-balance-table',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('8802104412'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 35 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', through(APR)],
      ['Account', 'XXXXXX4412'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance'],
    counts: 'after',
    promo:
      'Kish Bank will be closed Monday, May 25, 2026 for Memorial Day. Mobile deposits made after 6:00 PM post the next business day.',
    shape: 'sections',
    heads: ['Date', 'Description', 'Amount'],
    date: md,
    activityTitle: 'Deposits|Withdrawals|Checks',
    daily: 'Daily Balance',
  });
};

export const horiconMisprint = (): Spec2 => {
  const rows = vary(
    businessRows(1517, APR.start, APR.end, { n: 56, cards: ['7125'], checks: 5, firstCheck: 6601, scale: 3000 }),
    17,
  );
  const a = totals(rows);
  const mis = 100000;
  return stmt({
    ...who(
      'horicon-bank-business-checking-misprint',
      'Horicon Bank',
      'Horicon Bank',
      ['Horicon Bank'],
      'Horicon Bank  Member FDIC  horiconbank.com',
      ['326 E Lake St', 'Horicon WI 53032'],
      ['MARSH EDGE OUTFITTERS LLC', '140 E LAKE ST', 'HORICON WI 53032'],
      "Horicon Bank Business Checking: a bank's misprint, the summary's Withdrawals total is $1,000.00 more than the rows listed; every row, the running balances and both balances are right",
      [
        'business',
        'community-bank',
        'summary-misprint',
        'summary-counts-before-label',
        'running-balance-every-row',
        'member-fdic-line',
        'chromium',
        'multi-page',
      ],
    ),
    ...mask('2001457125'),
    per: APR,
    label: 'Business Checking',
    rows,
    floor: 60 * 10000 + 1737,
    out: { producer: 'chromium' },
    periodBox: [
      ['Statement Period', range(APR)],
      ['Account', 'XXXXXX7125'],
    ],
    sumTitle: 'Account Summary',
    sumLabels: ['Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance'],
    counts: 'before',
    misprint: mis,
    note: `the summary prints Withdrawals as ${US$(a.debits + mis)}, ${US$(mis)} more than the ${a.debitCount} debits listed (${US$(a.debits)}): beginning + deposits - the printed withdrawals does not equal the printed ending balance (a bank misprint)`,
    shape: 'ledger',
    heads: ['Date', 'Description', 'Debits', 'Credits', 'Balance'],
    date: md,
    activityTitle: 'Account Activity',
    openLine: 'Beginning Balance',
    closeLine: 'Ending Balance',
  });
};

/** Business checking and business savings on one statement: a relationship summary, then each account's activity. */
export const thomaston = (): Spec2 => {
  const per = APR;
  const chkRows = mcaBiz(1518, per, 64, 1500, (d) => `GRANITE STATE CAP ACH DEBIT ${d.slice(5)}`, 31800, ['5527'], 5);
  const chk = account('3160022415', 'Business Checking', 'checking', openingForFloor(chkRows, 411737), chkRows);
  const savRows = savingsRows(1519, per.start, per.end, 4);
  const sav = account('3160022423', 'Business Savings', 'savings', 2518844, savRows);
  const s = spec3(
    'probe15-thomaston-savings-business-consolidated.pdf',
    'Thomaston Savings Bank business checking and business savings on one statement: a Relationship Summary of both accounts, then each account with its own summary and ledger (a balance on every row), daily GRANITE STATE CAP merchant-cash-advance debits on the checking, transfers and interest on the savings',
    [
      'business',
      'community-bank',
      'consolidated-two-accounts',
      'savings',
      'mca-daily-debits',
      'merchant-deposits',
      'running-balance-every-row',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    'Thomaston Savings Bank',
    'Thomaston Savings Bank',
    ['Thomaston Savings Bank', 'TSB'],
    per,
    ['LITCHFIELD HILLS LANDSCAPE LLC', '22 MAIN ST', 'THOMASTON CT 06787'],
    [chk, sav],
  );
  const cfg: Out11 = {
    producer: 'chromium',
    font: 'Helvetica',
    size: 7.4,
    lineH: 10.4,
    cap: 58,
    head: (n, all) => ['Thomaston Savings Bank  |  Business Relationship Statement', `Page ${n} of ${all}`],
    foot: ['Thomaston Savings Bank  |  Member FDIC  |  Equal Housing Lender  |  thomastonsavingsbank.com'],
  };
  const f: Fmt11 = { date: md, amt: US, signed: US, bal: US, balMode: 'every', width: 60 };
  return produce11(s, cfg, (p) => {
    put(p, topBlock(s, ['203 Main St', 'Thomaston CT 06787'], [['Statement Period', through(per)]], 340));
    consolidated(p, 'Relationship Summary', [chk, sav], US$, [
      'Account',
      'Number',
      'Beginning',
      'Credits',
      'Debits',
      'Ending',
    ]);
    for (const a of [chk, sav]) {
      put(
        p,
        kvLines(
          `${a.label}  ${X4(a)}`,
          summary(a, ['Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance']),
          40,
          300,
        ),
      );
      table11(p, `${a.label} Activity`, a, a.rows, LEDGER(['Date', 'Description', 'Debits', 'Credits', 'Balance']), f, {
        opening: 'Beginning Balance',
        closing: 'Ending Balance',
        continued: ' (continued)',
      });
    }
  });
};
