// The sixth probe set's statements printed through Chromium (the lines6.ts layout as positioned HTML): business
// checking, analysis checking and money market at US regional banks, a credit union, a fintech business account,
// a business card and a personal checking; written from general knowledge of how such statements look, blind to
// the reader. One builder (`std`) lays out the parts a bank chooses; every figure printed comes from the model.
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
import { type MoneyFmt2, Pager } from './render2.ts';
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
  cardGroups,
  checksUp,
  credits,
  dailyTable,
  debits,
  disclosurePage,
  dt,
  kvLines,
  of,
  produce,
  put,
  rowsSection,
  summaryCounts,
  topBlock,
  wrapLines,
} from './lines6.ts';

export const SEP = { start: '2025-09-01', end: '2025-09-30' };
export const OCT = { start: '2025-10-01', end: '2025-10-31' };
export const D1 = { start: '2025-07-14', end: '2025-08-11' };
export const D2 = { start: '2025-08-12', end: '2025-09-11' };

export interface Std {
  ret: string[];
  box: (a: Account) => string[][]; // account lines of the box (the period lines are added by `period`)
  period: 'range' | 'split' | 'dates-only';
  summary: 'plain' | 'counts';
  summaryTitle?: string;
  balF?: MoneyFmt2; // the summary's balances
  activity: 'ledger' | 'sections';
  cols: Col[];
  f: Fmt;
  titles?: [string, string];
  countHeading?: boolean; // "Withdrawals / Debits  12 items totaling $1,234.56"
  cardGroups?: Record<string, string>; // debit-card rows grouped by card, with the cardholders' names
  checks?: { up: 2 | 3; title: string; total: string };
  daily?: { up: number; title: string };
  disclosureBetween?: boolean; // a page of disclosures between the credits and the debits
  marketing?: string; // a sentence (with a date and an amount) printed between the sections
  accountTitle?: (a: Account) => string;
  after?: Line[];
}

const periodBox = (s: Spec2, how: Std['period']): string[][] =>
  how === 'range'
    ? [['Statement Period', `${dt(s.start, 'MM/DD/YYYY')} - ${dt(s.end, 'MM/DD/YYYY')}`]]
    : how === 'split'
      ? [['Statement Period'], [`${dt(s.start, 'Month D, YYYY')} through`], [dt(s.end, 'Month D, YYYY')]]
      : [['Statement Date', dt(s.statementDate, 'MM/DD/YYYY')]];

/** One account's parts: its title, summary, activity (one ledger or sections), checks, daily balances. */
export function accountBody(p: Pager<Line>, s: Spec2, a: Account, d: Std): void {
  if (d.accountTitle) put(p, [[c(40, d.accountTitle(a), { bold: true, size: 10 })], []]);
  const bf = d.balF ?? {};
  const t = totals(a.rows);
  let sum1: [string, string][];
  if (d.period === 'dates-only')
    sum1 = [
      [`Beginning balance on ${dt(s.start, 'M/D')}`, $(a.opening, bf)],
      [
        d.summary === 'counts' ? `Deposits and other credits (${t.creditCount})` : 'Deposits and other credits',
        `+ ${$(t.credits)}`,
      ],
      [
        d.summary === 'counts' ? `Withdrawals and other debits (${t.debitCount})` : 'Withdrawals and other debits',
        `- ${$(t.debits)}`,
      ],
      [`Ending balance on ${dt(s.end, 'M/D')}`, $(closing(a), bf)],
    ];
  else if (d.summary === 'counts') sum1 = summaryCounts(a, bf);
  else
    sum1 = [
      ['Beginning Balance', $(a.opening, bf)],
      ['Total Credits', $(t.credits)],
      ['Total Debits', $(t.debits)],
      ['Ending Balance', $(closing(a), bf)],
    ];
  put(p, kvLines(d.summaryTitle ?? 'Account Summary', sum1));
  const [ct, dtl] = d.titles ?? ['Deposits and Other Credits', 'Withdrawals and Other Debits'];
  const heading = (title: string, rows: Row[]): string =>
    d.countHeading ? `${title}   ${rows.length} items totaling ${$(sum(rows))}` : title;
  if (d.activity === 'ledger') {
    rowsSection(p, 'Transaction Detail', a, a.rows, d.cols, d.f, { forward: 'Balance Forward' });
  } else {
    const cr = credits(a);
    rowsSection(p, heading(ct, cr), a, cr, d.cols, d.f, { total: `Total ${ct}` });
    if (d.disclosureBetween) disclosurePage(p, s.legal);
    if (d.marketing) put(p, [...wrapLines(d.marketing, 40, 120), []]);
    if (d.cardGroups) cardGroups(p, 'Card Purchases', a, d.cols, d.f, d.cardGroups);
    const skip = new Set<string>([...(d.checks ? ['check'] : []), ...(d.cardGroups ? ['card'] : [])]);
    const db = debits(a).filter((r) => !skip.has(r.kind));
    rowsSection(p, heading(dtl, db), a, db, d.cols, d.f, { total: `Total ${dtl}` });
    if (d.checks) checksUp(p, a, d.checks.up, d.f.date, d.checks.title, d.checks.total);
  }
  if (d.daily) dailyTable(p, a, d.daily.up, d.f.date, d.balF ?? d.f.bal ?? {}, d.daily.title);
}

export function std(s: Spec2, o: Out, d: Std): Spec2 {
  return produce(s, o, (p) => {
    const a = s.accounts[0];
    put(p, topBlock(s, d.ret, [...periodBox(s, d.period), ...d.box(a)]));
    s.accounts.forEach((x) => accountBody(p, s, x, d));
    if (d.after) put(p, d.after);
  });
}

export const datesOnly = (s: Spec2): Spec2 => ({ ...s, periodPrinted: false });

const SECT: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 84, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const LEDGER: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 84, head: 'Description' },
  { key: 'credit', x: 420, right: true, head: 'Credits' },
  { key: 'debit', x: 496, right: true, head: 'Debits' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];
const chrome = (bank: string, a: Account, foot: string[], extra: Partial<Out> = {}): Out => ({
  producer: 'chromium',
  font: 'Helvetica',
  size: 7.2,
  lineH: 10.2,
  cap: 58,
  head: (n, all) => [`${bank}  |  Account ending ${a.number.slice(-4)}`, `Page ${n} of ${all}`],
  foot,
  ...extra,
});

// ---------------------------------------------------------------- Commerce Bank Business Checking: counts in the headings, checks three-up, daily balances

export const commerce = (): Spec2 => {
  const rows = businessRows(2601, SEP.start, SEP.end, {
    n: 78,
    cards: ['4410'],
    checks: 14,
    firstCheck: 5120,
    scale: 2200,
  });
  const a = account('8841027735', 'Business Checking', 'checking', openingForFloor(rows, 1893311), rows);
  const s = spec3(
    'probe6-commerce-business-checking.pdf',
    'Commerce Bank Business Checking: counts and totals in the section headings, checks three-up with Total Checks, a daily balance table, the summary with counts',
    [
      'business',
      'community-bank',
      'count-and-total-in-heading',
      'summary-counts',
      'checks-3up',
      'check-gap-star',
      'daily-balance-table',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'web-domain-footer',
      'mailing-block',
      'debit-section-mid-page',
      'chromium',
      'multi-page',
    ],
    'Commerce Bank',
    'Commerce Bank',
    ['Commerce Bank', 'Commerce'],
    SEP,
    ['HEARTLAND TILE & STONE LLC', '1418 GRAND BLVD STE 210', 'KANSAS CITY MO 64108-1904'],
    [a],
  );
  return std(s, chrome('Commerce Bank', a, ['Commerce Bank  Member FDIC', 'commercebank.com  |  1-800-453-2265']), {
    ret: ['P.O. Box 419248', 'Kansas City MO 64141-6248'],
    box: (x) => [['Account Number', `XXXXXX${x.number.slice(-4)}`], ['Business Checking']],
    period: 'range',
    summary: 'counts',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', width: 64 },
    titles: ['Deposits / Credits', 'Withdrawals / Debits'],
    countHeading: true,
    checks: { up: 3, title: 'Checks Paid', total: 'Total Checks' },
    daily: { up: 3, title: 'Daily Balance Summary' },
  });
};

// ---------------------------------------------------------------- M&T Business Analysis Checking: only beginning and ending dates, card groups

export const mtAnalysis = (): Spec2 => {
  const rows = businessRows(2602, D1.start, D1.end, {
    n: 72,
    cards: ['3391', '7024'],
    checks: 6,
    firstCheck: 2210,
    scale: 2600,
  });
  const a = account('9870021466', 'Business Analysis Checking', 'checking', openingForFloor(rows, 2240518), rows);
  const s = datesOnly(
    spec3(
      'probe6-mt-business-analysis-checking.pdf',
      'M&T Bank Business Analysis Checking: no printed range (Beginning balance on 7/14, Ending balance on 8/11, a statement date), debit-card rows grouped by card with subtotals, checks two-up',
      [
        'business',
        'beginning-ending-balance-dates-only',
        'card-groups-with-subtotal',
        'checks-2up',
        'check-gap-star',
        'debit-section-mid-page',
        'mm-dd-dates',
        'page-n-of-m',
        'heading-continued',
        'member-fdic-line',
        'mailing-block',
        'chromium',
        'multi-page',
      ],
      'M&T Bank',
      'Manufacturers and Traders Trust Company',
      ['M&T Bank', 'M&T', 'Manufacturers and Traders Trust Company'],
      D1,
      ['GENESEE VALLEY MILLWORK INC', 'ATTN ACCOUNTS PAYABLE', '88 EXCHANGE ST', 'ROCHESTER NY 14614-2021'],
      [a],
    ),
  );
  return std(s, chrome('M&T Bank', a, ['M&T Bank. Member FDIC. Equal Housing Lender.']), {
    ret: ['PO Box 1288', 'Buffalo NY 14240-1288'],
    box: (x) => [
      ['Account Number', x.number],
      ['Customer Service', '1-800-724-6070'],
    ],
    period: 'dates-only',
    summary: 'plain',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', width: 62 },
    titles: ['Deposits and Other Credits', 'Other Withdrawals and Debits'],
    cardGroups: { '3391': 'R KOWALCZYK', '7024': 'D AMATO' },
    checks: { up: 2, title: 'Checks Paid', total: 'Total Checks' },
  });
};

// ---------------------------------------------------------------- Huntington Business Checking 100 + Business Premier Money Market: consolidated

export const huntingtonConsolidated = (): Spec2 => {
  const rows = businessRows(2603, OCT.start, OCT.end, { n: 58, cards: ['6612'], scale: 1800 });
  const a = account('01892277410', 'Business Checking 100', 'checking', openingForFloor(rows, 921544), rows);
  const b = account(
    '01892277436',
    'Business Premier Money Market',
    'savings',
    4812250,
    savingsRows(2604, OCT.start, OCT.end, 4),
  );
  const s = spec3(
    'probe6-huntington-business-checking-100-money-market.pdf',
    'Huntington Business Checking 100 with Business Premier Money Market (consolidated): each account its own summary and ledger, the period over lines, $0.00 in the unused column',
    [
      'business',
      'consolidated-checking-savings',
      'period-split-over-lines',
      'zero-in-unused-column',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'chromium',
      'multi-page',
    ],
    'Huntington',
    'The Huntington National Bank',
    ['Huntington', 'The Huntington National Bank', 'Huntington Bank'],
    OCT,
    ['LAKESHORE DENTAL GROUP PLLC', '2200 W BIG BEAVER RD', 'TROY MI 48084-3311'],
    [a, b],
  );
  return std(
    s,
    chrome('Huntington', a, ['huntington.com/business  |  (800) 480-2001'], {
      head: (n, all) => ['Huntington Business Relationship Statement', `Page ${n} of ${all}`],
    }),
    {
      ret: ['P.O. Box 1558', 'Columbus OH 43216'],
      box: (x) => [['Relationship', `...${x.number.slice(-4)}`]],
      period: 'split',
      summary: 'plain',
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'every', width: 54, zero: '$0.00', amt: { dollar: true } },
      accountTitle: (x) => `${x.label}  ${x.number}`,
    },
  );
};

// ---------------------------------------------------------------- Zions Bank Business Analysis Checking: parentheses for negatives, a disclosure page between sections

export const zions = (): Spec2 => {
  const rows = businessRows(2605, SEP.start, SEP.end, { n: 66, cards: ['1187'], mca: true, wires: true, scale: 2400 });
  const a = account('0472210983', 'Business Analysis Checking', 'checking', openingForFloor(rows, -178593), rows);
  const s = spec3(
    'probe6-zions-business-analysis-checking.pdf',
    'Zions Bank Business Analysis Checking: wrapped descriptions, a page of disclosures between deposits and withdrawals, a marketing sentence with a date and an amount, a daily balance table with negatives in parentheses',
    [
      'business',
      'wrapped-descriptions',
      'disclosure-page-between-activity',
      'marketing-sentence-with-amount',
      'parenthesized-negative-balance',
      'overdrawn',
      'daily-balance-table',
      'count-and-total-in-heading',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'mailing-block',
      'chromium',
      'multi-page',
    ],
    'Zions Bank',
    'Zions Bancorporation, N.A. dba Zions Bank',
    ['Zions Bank', 'Zions Bancorporation, N.A.', 'Zions'],
    SEP,
    ['WASATCH FRONT HVAC SERVICES LLC', '455 S 300 W', 'SALT LAKE CITY UT 84101-1702'],
    [a],
  );
  return std(s, chrome('Zions Bank', a, ['Zions Bank, a division of Zions Bancorporation, N.A. Member FDIC.']), {
    ret: ['PO Box 30709', 'Salt Lake City UT 84130-0709'],
    box: (x) => [
      ['Account', `******${x.number.slice(-4)}`],
      ['Questions?', '1-800-974-8800'],
    ],
    period: 'range',
    summary: 'plain',
    balF: { neg: 'paren' },
    activity: 'sections',
    cols: SECT,
    f: {
      date: 'MM/DD/YY',
      balMode: 'none',
      wrap: 46,
      customer: 'WASATCH FRONT HVAC',
      bal: { neg: 'paren', dollar: true },
    },
    countHeading: true,
    disclosureBetween: true,
    marketing:
      'Make the most of idle cash: open a Zions Business Money Market by 10/31/2025 with $25,000.00 in new money and earn a $350.00 relationship bonus.',
    daily: { up: 3, title: 'Daily Ledger Balances' },
  });
};

// ---------------------------------------------------------------- Alliant Credit Union High-Rate Checking: amount before the description, .00 balances

export const alliant = (): Spec2 => {
  const rows = personalRows(2606, SEP.start, SEP.end, { n: 46, card: '5530' });
  const a = account('71880231', 'High-Rate Checking', 'checking', openingForFloor(rows, 0), rows);
  const s = spec3(
    'probe6-alliant-high-rate-checking.pdf',
    'Alliant Credit Union High-Rate Checking, personal member statement: the amount before the description, balances of zero printed .00, a daily balance table',
    [
      'personal',
      'credit-union',
      'amount-before-description',
      'cents-only-balance',
      'running-balance-every-row',
      'daily-balance-table',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'chromium',
      'multi-page',
    ],
    'Alliant Credit Union',
    'Alliant Credit Union',
    ['Alliant Credit Union', 'Alliant'],
    SEP,
    ['MARISOL E BRANDVOLD', '4120 N CLARENDON AVE APT 3B', 'CHICAGO IL 60613-1537'],
    [a],
  );
  return std(s, chrome('Alliant Credit Union', a, ['Federally insured by NCUA  |  alliantcreditunion.org']), {
    ret: ['11545 W Touhy Ave', 'Chicago IL 60666'],
    box: (x) => [['Member Number', `****${x.number.slice(-4)}`]],
    period: 'range',
    summary: 'counts',
    balF: { zeroDot: true },
    activity: 'ledger',
    cols: [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'amount', x: 150, right: true, head: 'Amount' },
      { key: 'desc', x: 166, head: 'Transaction Description' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ],
    f: { date: 'MM/DD', balMode: 'every', width: 64, bal: { zeroDot: true } },
    daily: { up: 4, title: 'Daily Balances' },
  });
};

// ---------------------------------------------------------------- Brex Business Account (Column N.A.): dates only, amount before description

export const brexCash = (): Spec2 => {
  const rows = businessRows(2607, D2.start, D2.end, { n: 44, wires: true, scale: 3400 });
  const a = account('281940077310', 'Brex Business Account', 'checking', openingForFloor(rows, 6120094), rows);
  const s = datesOnly(
    spec3(
      'probe6-brex-business-account.pdf',
      'Brex Business Account (Column N.A.), fintech: no printed range, only the beginning and ending balances with their dates and a statement date, the amount before the description, -$0.00 in the unused column',
      [
        'business',
        'fintech',
        'beginning-ending-balance-dates-only',
        'amount-before-description',
        'zero-in-unused-column',
        'summary-counts',
        'page-n-of-m',
        'mailing-block',
        'web-domain-footer',
        'chromium',
      ],
      'Brex',
      'Column N.A.',
      ['Brex', 'Column N.A.', 'Column National Association'],
      D2,
      ['NORTHBEAM ROBOTICS INC', '535 MISSION ST FL 14', 'SAN FRANCISCO CA 94105-3253'],
      [a],
    ),
  );
  return std(
    s,
    chrome('Brex', a, ['Banking services provided by Column N.A., Member FDIC.', 'brex.com  |  support@brex.com']),
    {
      ret: ['650 S Tryon St', 'Charlotte NC 28202'],
      box: (x) => [
        ['Account', `ending ${x.number.slice(-4)}`],
        ['Routing', '121145307'],
      ],
      period: 'dates-only',
      summary: 'counts',
      activity: 'ledger',
      cols: [
        { key: 'date', x: 40, head: 'Date' },
        { key: 'credit', x: 134, right: true, head: 'Money in' },
        { key: 'debit', x: 200, right: true, head: 'Money out' },
        { key: 'desc', x: 212, head: 'Description' },
        { key: 'balance', x: 572, right: true, head: 'Balance' },
      ],
      f: {
        date: 'MM/DD/YYYY',
        balMode: 'every',
        width: 58,
        zero: '$0.00',
        amt: { dollar: true },
        bal: { dollar: true },
      },
    },
  );
};

// ---------------------------------------------------------------- Webster Bank Value Checking: personal, OD suffix

export const websterValue = (): Spec2 => {
  const rows = personalRows(2608, OCT.start, OCT.end, {
    n: 48,
    card: '9041',
    checks: 3,
    firstCheck: 611,
    overdraftFees: 1,
  });
  const a = account('0067412893', 'Value Checking', 'checking', openingForFloor(rows, -12334), rows);
  const s = spec3(
    'probe6-webster-value-checking.pdf',
    'Webster Bank Value Checking, personal: overdrawn balances printed with an OD suffix, the period over lines, the summary with counts, a day-end balance',
    [
      'personal',
      'od-suffix-balance',
      'overdrawn',
      'period-split-over-lines',
      'summary-counts',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'mailing-block',
      'chromium',
      'multi-page',
    ],
    'Webster Bank',
    'Webster Bank, N.A.',
    ['Webster Bank', 'Webster'],
    OCT,
    ['THEODORE J MALINOWSKI', '19 ORCHARD HILL RD', 'WATERBURY CT 06708-2240'],
    [a],
  );
  return std(s, chrome('Webster Bank', a, ['Webster Bank, N.A. Member FDIC. Equal Housing Lender.']), {
    ret: ['PO Box 10305', 'Waterbury CT 06726'],
    box: (x) => [['Account Number', x.number]],
    period: 'split',
    summary: 'counts',
    balF: { neg: 'od' },
    activity: 'ledger',
    cols: LEDGER,
    f: { date: 'MM/DD', balMode: 'day-end', width: 56, bal: { neg: 'od' } },
  });
};

// ---------------------------------------------------------------- Arvest Bank Business Checking: card groups, checks three-up, counts in headings

export const arvestBiz = (): Spec2 => {
  const rows = businessRows(2609, SEP.start, SEP.end, {
    n: 84,
    cards: ['2218', '5561', '9906'],
    checks: 10,
    firstCheck: 3301,
    scale: 1500,
  });
  const a = account('4410098812', 'Business Checking', 'checking', openingForFloor(rows, 604117), rows);
  const s = spec3(
    'probe6-arvest-business-checking.pdf',
    'Arvest Bank Business Checking: debit-card rows grouped by card with subtotals (dates restarting per card), checks three-up with Total Checks, counts and totals in the headings',
    [
      'business',
      'community-bank',
      'card-groups-with-subtotal',
      'checks-3up',
      'check-gap-star',
      'count-and-total-in-heading',
      'debit-section-mid-page',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'web-domain-footer',
      'mailing-block',
      'chromium',
      'multi-page',
    ],
    'Arvest Bank',
    'Arvest Bank',
    ['Arvest Bank', 'Arvest'],
    SEP,
    ['OZARK PLATEAU LANDSCAPING CO', '2701 S WALTON BLVD', 'BENTONVILLE AR 72712-5301'],
    [a],
  );
  return std(s, chrome('Arvest Bank', a, ['Arvest Bank  Member FDIC', 'arvest.com  |  (866) 952-9523']), {
    ret: ['PO Box 1670', 'Fayetteville AR 72702'],
    box: (x) => [['Account Number', `*****${x.number.slice(-4)}`]],
    period: 'range',
    summary: 'plain',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', width: 62 },
    titles: ['Deposits', 'Withdrawals / Debits'],
    countHeading: true,
    cardGroups: { '2218': 'LUIS CARDENAS', '5561': 'AMY PRUITT', '9906': 'JOEL HART' },
    checks: { up: 3, title: 'Checks', total: 'Total Checks' },
  });
};

// ---------------------------------------------------------------- First Citizens Business Money Market: savings, daily balances

export const firstCitizensMM = (): Spec2 => {
  const rows = savingsRows(2610, OCT.start, OCT.end, 7);
  const a = account('009112374418', 'Business Money Market', 'savings', 13422170, rows);
  const s = spec3(
    'probe6-first-citizens-business-money-market.pdf',
    'First Citizens Bank Business Money Market: a short money market statement with the summary with counts, a running balance and a daily balance table',
    [
      'business',
      'savings-only',
      'summary-counts',
      'daily-balance-table',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'member-fdic-line',
      'mailing-block',
      'web-domain-footer',
      'chromium',
    ],
    'First Citizens Bank',
    'First-Citizens Bank & Trust Company',
    ['First Citizens Bank', 'First Citizens', 'First-Citizens Bank & Trust Company'],
    OCT,
    ['PIEDMONT ORTHOPEDIC PARTNERS PA', '3700 NORTHAMPTON DR STE 120', 'RALEIGH NC 27612-4408'],
    [a],
  );
  return std(
    s,
    chrome('First Citizens Bank', a, ['First Citizens Bank. Member FDIC.', 'firstcitizens.com  |  1-888-323-4732']),
    {
      ret: ['PO Box 27131', 'Raleigh NC 27611-7131'],
      box: (x) => [
        ['Account', `****${x.number.slice(-4)}`],
        ['Annual Percentage Yield Earned', '1.25%'],
      ],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'every', width: 56 },
      daily: { up: 4, title: 'Daily Balance' },
    },
  );
};

// ---------------------------------------------------------------- Hancock Whitney Business Card: a business credit card

export function cardBody(p: Pager<Line>, s: Spec2, a: Account, f: Fmt, apr: string): void {
  const pay = of(a, ['payment']);
  const ref = of(a, ['refund']);
  const pur = of(a, ['purchase']);
  const fee = of(a, ['cc_fee']);
  const int = of(a, ['cc_interest']);
  const bal = closing(a);
  put(
    p,
    kvLines('Account Summary', [
      ['Previous Balance', $(a.opening)],
      ['Payments', `- ${$(sum(pay))}`],
      ['Other Credits', `- ${$(sum(ref))}`],
      ['Purchases', `+ ${$(sum(pur))}`],
      ['Fees Charged', `+ ${$(sum(fee))}`],
      ['Interest Charged', `+ ${$(sum(int))}`],
      ['New Balance', $(bal)],
      ['Minimum Payment Due', $(Math.max(4000, Math.round(bal * 0.02)))],
      ['Payment Due Date', dt(addDays(s.end, 25), 'MM/DD/YYYY')],
    ]),
  );
  const cols: Col[] = [
    { key: 'date', x: 40, head: 'Post Date' },
    { key: 'desc', x: 96, head: 'Description of Transaction' },
    { key: 'amount', x: 572, right: true, head: 'Amount' },
  ];
  rowsSection(p, 'Payments and Other Credits', a, [...pay, ...ref], cols, f, { total: 'Total Payments and Credits' });
  rowsSection(p, 'Purchases and Other Debits', a, pur, cols, f, { total: 'Total Purchases' });
  rowsSection(p, 'Fees', a, fee, cols, f, { total: 'Total Fees for This Period' });
  rowsSection(p, 'Interest Charged', a, int, cols, f, { total: 'Total Interest for This Period' });
  put(p, [[c(40, `Annual Percentage Rate (APR) for purchases: ${apr}`)], []]);
}

export const addDays = (iso: string, n: number): string => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export const hancockCard = (): Spec2 => {
  const a = account('4798220013357710', 'Business Card', 'credit_card', 481237, cardRows(2611, SEP.start, SEP.end, 38));
  const s = spec3(
    'probe6-hancock-whitney-business-card.pdf',
    'Hancock Whitney Business Visa card: previous balance, payments, purchases, fees and interest, sections with their totals',
    [
      'business',
      'credit-card',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'chromium',
    ],
    'Hancock Whitney',
    'Hancock Whitney Bank',
    ['Hancock Whitney', 'Hancock Whitney Bank'],
    SEP,
    ['GULF COAST MARINE SUPPLY LLC', 'ATTN: ROBERT LANDRY', '1200 CONVENTION CENTER BLVD', 'NEW ORLEANS LA 70130-1709'],
    [a],
  );
  return produce(s, chrome('Hancock Whitney', a, ['hancockwhitney.com  |  Questions? 1-800-448-8812']), (p) => {
    put(
      p,
      topBlock(
        s,
        ['PO Box 4019', 'Gulfport MS 39502'],
        [
          ['Statement Closing Date', dt(s.end, 'MM/DD/YYYY')],
          ['Billing Period', `${dt(s.start, 'MM/DD/YY')}-${dt(s.end, 'MM/DD/YY')}`],
          ['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
        ],
      ),
    );
    cardBody(p, s, a, { date: 'MM/DD', balMode: 'none', width: 60 }, '21.49%');
  });
};

// ---------------------------------------------------------------- Cadence Bank Premier Checking: a page missing (review)

export const cadenceMissingPage = (): Spec2 => {
  const rows = personalRows(2612, SEP.start, SEP.end, { n: 120, card: '3307', checks: 4, firstCheck: 220 });
  const a = account('7003318842', 'Premier Checking', 'checking', openingForFloor(rows, 51590), rows);
  const s = spec3(
    'probe6-cadence-premier-checking-missing-page.pdf',
    'Cadence Bank Premier Checking, personal: the second of its pages left out of the file, so the rows printed cannot add up to the summary',
    [
      'personal',
      'missing-page',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Cadence Bank',
    'Cadence Bank',
    ['Cadence Bank', 'Cadence'],
    SEP,
    ['LATOYA R PRICE', '811 N STATE ST', 'JACKSON MS 39202-3012'],
    [a],
  );
  s.expect = 'review';
  s.drop = 1;
  s.note = 'page 2 of 3 is not in the file: its rows are missing, so the rows printed do not reconcile to the summary';
  return std(s, chrome('Cadence Bank', a, ['Cadence Bank. Member FDIC.']), {
    ret: ['PO Box 4360', 'Tupelo MS 38803'],
    box: (x) => [['Account Number', `XXXXXX${x.number.slice(-4)}`]],
    period: 'range',
    summary: 'plain',
    activity: 'ledger',
    cols: LEDGER,
    f: { date: 'MM/DD', balMode: 'every', width: 56 },
  });
};

// ---------------------------------------------------------------- Amerant Bank Business Checking: $0.00 in the unused column, checks two-up, counts

export const amerant = (): Spec2 => {
  const rows = businessRows(2613, OCT.start, OCT.end, {
    n: 62,
    cards: ['5172'],
    checks: 7,
    firstCheck: 1488,
    scale: 2100,
  });
  const a = account('2130556019', 'Business Checking', 'checking', openingForFloor(rows, 1337420), rows);
  const s = spec3(
    'probe6-amerant-business-checking.pdf',
    'Amerant Bank Business Checking: one ledger with $0.00 in the column a row does not use, a day-end balance, checks two-up with Total Checks, the summary with counts',
    [
      'business',
      'zero-in-unused-column',
      'checks-2up',
      'check-gap-star',
      'summary-counts',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'web-domain-footer',
      'mailing-block',
      'chromium',
      'multi-page',
    ],
    'Amerant Bank',
    'Amerant Bank, N.A.',
    ['Amerant Bank', 'Amerant'],
    OCT,
    ['DORAL FREIGHT FORWARDING INC', '8200 NW 41ST ST STE 300', 'DORAL FL 33166-6241'],
    [a],
  );
  return produce(
    s,
    chrome('Amerant Bank', a, ['Amerant Bank, N.A. Member FDIC', 'amerantbank.com  |  1-800-629-5400']),
    (p) => {
      put(
        p,
        topBlock(
          s,
          ['220 Alhambra Circle', 'Coral Gables FL 33134'],
          [
            ['Statement Period', `${dt(s.start, 'MM/DD/YYYY')} to ${dt(s.end, 'MM/DD/YYYY')}`],
            ['Account Number', `XXXXXX${a.number.slice(-4)}`],
          ],
        ),
      );
      put(p, kvLines('Account Summary', summaryCounts(a, {})));
      rowsSection(
        p,
        'Account Activity',
        a,
        a.rows.filter((r) => r.kind !== 'check'),
        LEDGER,
        { date: 'MM/DD', balMode: 'day-end', width: 54, zero: '$0.00', amt: { dollar: true } },
        { forward: 'Balance Forward' },
      );
      checksUp(p, a, 2, 'MM/DD', 'Checks Paid', 'Total Checks');
    },
  );
};
