// The sixth probe set's statements drawn by pdf-lib (lines6.ts through draw5.ts): a run per cell, per word or per
// glyph; row by row, column by column, or the page header last. Business checking and money market at US regional
// banks, two credit unions, a fintech business account and a business card; written from general knowledge of
// these statements, blind to the reader. Every figure comes from the model.
import { type Account, businessRows, cardRows, openingForFloor, savingsRows } from './model.ts';
import { type Spec2 } from './page2.ts';
import { account } from './banks2.ts';
import { personalRows } from './rows2.ts';
import { spec3 } from './drawn3.ts';
import { type Col, type Out, c, dt, produce, put, topBlock } from './lines6.ts';
import { D1, OCT, SEP, addDays, cardBody, datesOnly, std } from './banks6.ts';

const drawn = (bank: string, a: Account, foot: string[], extra: Partial<Out>): Out => ({
  producer: 'pdf-lib',
  font: 'Helvetica',
  size: 7.3,
  lineH: 10.3,
  cap: 60,
  head: (n, all) => [`${bank}  Account ${'*'.repeat(4)}${a.number.slice(-4)}`, `Page ${n} of ${all}`],
  foot,
  ...extra,
});

const SECT: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 86, head: 'Description' },
  { key: 'amount', x: 572, right: true, head: 'Amount' },
];
const LEDGER: Col[] = [
  { key: 'date', x: 40, head: 'Date' },
  { key: 'desc', x: 86, head: 'Description' },
  { key: 'debit', x: 414, right: true, head: 'Debits' },
  { key: 'credit', x: 492, right: true, head: 'Credits' },
  { key: 'balance', x: 572, right: true, head: 'Balance' },
];

// ---------------------------------------------------------------- Texas Capital Bank Business Checking: dates only, OD suffix, a run per word, column by column

export const texasCapital = (): Spec2 => {
  const rows = businessRows(2621, D1.start, D1.end, { n: 70, cards: ['8820'], mca: true, scale: 2000 });
  const a = account('3120448871', 'Business Checking', 'checking', openingForFloor(rows, -31277), rows);
  const s = datesOnly(
    spec3(
      'probe6-texas-capital-business-checking-words.pdf',
      'Texas Capital Bank Business Checking: no printed range (beginning and ending balances with their dates, a statement date), overdrawn day-end balances with an OD suffix, drawn a run per word and column by column',
      [
        'business',
        'beginning-ending-balance-dates-only',
        'od-suffix-balance',
        'overdrawn',
        'mm-dd-dates',
        'page-n-of-m',
        'heading-continued',
        'member-fdic-line',
        'web-domain-footer',
        'mailing-block',
        'word-per-run',
        'columns-written-column-by-column',
        'pdf-lib-producer',
        'multi-page',
      ],
      'Texas Capital Bank',
      'Texas Capital Bank',
      ['Texas Capital Bank', 'Texas Capital'],
      D1,
      ['PERMIAN FLOWLINE SERVICES LLC', '300 N MARIENFELD ST STE 900', 'MIDLAND TX 79701-4345'],
      [a],
    ),
  );
  return std(
    s,
    drawn('Texas Capital Bank', a, ['Texas Capital Bank  Member FDIC', 'texascapitalbank.com'], {
      runs: 'word',
      order: 'columns',
    }),
    {
      ret: ['2000 McKinney Ave Ste 700', 'Dallas TX 75201'],
      box: (x) => [['Account Number', x.number]],
      period: 'dates-only',
      summary: 'counts',
      balF: { neg: 'od' },
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'day-end', width: 58, bal: { neg: 'od' } },
    },
  );
};

// ---------------------------------------------------------------- Mountain America Credit Union business checking + savings: consolidated, a run per glyph

export const mountainAmerica = (): Spec2 => {
  const rows = businessRows(2622, SEP.start, SEP.end, { n: 52, cards: ['4471'], scale: 1400 });
  const a = account('600221873', 'Business Checking', 'checking', openingForFloor(rows, 388210), rows);
  const b = account('600221801', 'Business Savings', 'savings', 2250000, savingsRows(2623, SEP.start, SEP.end, 3));
  const s = spec3(
    'probe6-mountain-america-business-checking-savings-glyphs.pdf',
    'Mountain America Credit Union business checking and savings (consolidated): each share its own summary and ledger, 0.00 in the unused column, drawn a run per glyph',
    [
      'business',
      'credit-union',
      'consolidated-checking-savings',
      'zero-in-unused-column',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'glyph-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Mountain America Credit Union',
    'Mountain America Federal Credit Union',
    ['Mountain America Credit Union', 'Mountain America Federal Credit Union', 'MACU'],
    SEP,
    ['RED ROCK CANYON OUTFITTERS LLC', '86 N MAIN ST', 'MOAB UT 84532-2414'],
    [a, b],
  );
  return std(
    s,
    drawn('Mountain America Credit Union', a, ['Federally insured by NCUA  |  macu.com'], {
      runs: 'glyph',
      head: (n, all) => ['Mountain America Credit Union  Business Member Statement', `Page ${n} of ${all}`],
    }),
    {
      ret: ['PO Box 9001', 'West Jordan UT 84084-9001'],
      box: (x) => [['Member Number', `*****${x.number.slice(-3)}`]],
      period: 'range',
      summary: 'plain',
      activity: 'ledger',
      cols: LEDGER,
      f: { date: 'MM/DD', balMode: 'every', width: 56, zero: '0.00' },
      accountTitle: (x) => `${x.label}  Share ${x.number.slice(-2)}`,
    },
  );
};

// ---------------------------------------------------------------- Rho Business Checking (Webster Bank): fintech, parentheses, amount first, period over lines

export const rho = (): Spec2 => {
  const rows = businessRows(2624, OCT.start, OCT.end, { n: 56, cards: ['0719'], wires: true, scale: 2800 });
  const a = account('540088231176', 'Rho Business Checking', 'checking', openingForFloor(rows, -88412), rows);
  const s = spec3(
    'probe6-rho-business-checking.pdf',
    'Rho Business Checking (Webster Bank, N.A.), fintech: the amount before the description, negative balances in parentheses, the period over lines, the page header written last',
    [
      'business',
      'fintech',
      'amount-before-description',
      'parenthesized-negative-balance',
      'overdrawn',
      'period-split-over-lines',
      'running-balance-every-row',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'web-domain-footer',
      'mailing-block',
      'header-written-last',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Rho',
    'Webster Bank, N.A.',
    ['Rho', 'Webster Bank, N.A.', 'Webster Bank'],
    OCT,
    ['CANDOR LABS INC', '228 PARK AVE S PMB 40211', 'NEW YORK NY 10003-1502'],
    [a],
  );
  return std(
    s,
    drawn('Rho', a, ['Banking services provided by Webster Bank, N.A., Member FDIC.', 'rho.co'], {
      order: 'head-last',
    }),
    {
      ret: ['100 Crosby St', 'New York NY 10012'],
      box: (x) => [['Account', `...${x.number.slice(-4)}`]],
      period: 'split',
      summary: 'plain',
      balF: { neg: 'paren' },
      activity: 'ledger',
      cols: [
        { key: 'date', x: 40, head: 'Date' },
        { key: 'amount', x: 160, right: true, head: 'Amount' },
        { key: 'desc', x: 176, head: 'Description' },
        { key: 'balance', x: 572, right: true, head: 'Balance' },
      ],
      f: {
        date: 'MM/DD/YYYY',
        balMode: 'every',
        width: 64,
        amt: { dollar: true },
        bal: { neg: 'paren', dollar: true },
      },
    },
  );
};

// ---------------------------------------------------------------- PenFed Access America Checking: personal, disclosures between sections, .00 balances

export const penfed = (): Spec2 => {
  const rows = personalRows(2625, SEP.start, SEP.end, { n: 56, card: '6028', checks: 2, firstCheck: 145 });
  const a = account('1200456618', 'Access America Checking', 'checking', openingForFloor(rows, 0), rows);
  const s = spec3(
    'probe6-penfed-access-america-checking.pdf',
    'PenFed Credit Union Access America Checking, personal: wrapped descriptions, a page of disclosures between deposits and withdrawals, a marketing sentence with a date and an amount, zero balances printed .00',
    [
      'personal',
      'credit-union',
      'wrapped-descriptions',
      'disclosure-page-between-activity',
      'marketing-sentence-with-amount',
      'cents-only-balance',
      'daily-balance-table',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'pdf-lib-producer',
      'multi-page',
    ],
    'PenFed Credit Union',
    'Pentagon Federal Credit Union',
    ['PenFed Credit Union', 'PenFed', 'Pentagon Federal Credit Union'],
    SEP,
    ['CHARLES W ABERNATHY JR', '7710 LEESBURG PIKE APT 512', 'FALLS CHURCH VA 22043-2318'],
    [a],
  );
  return std(
    s,
    drawn('PenFed Credit Union', a, ['Federally insured by NCUA. Equal Housing Opportunity.', 'penfed.org'], {
      font: 'Times',
      size: 7.8,
    }),
    {
      ret: ['PO Box 1432', 'Alexandria VA 22313-1432'],
      box: (x) => [['Account Number', `XXXXXX${x.number.slice(-4)}`]],
      period: 'range',
      summary: 'plain',
      balF: { zeroDot: true },
      activity: 'sections',
      cols: SECT,
      f: { date: 'MM/DD', balMode: 'none', wrap: 52, customer: 'CHARLES W ABERNATHY JR' },
      titles: ['Deposits and Dividends', 'Withdrawals and Purchases'],
      disclosureBetween: true,
      marketing:
        'Refinance your auto loan with PenFed by 11/15/2025 and we will send you $200.00 when your first payment posts.',
      daily: { up: 4, title: 'Daily Balance' },
    },
  );
};

// ---------------------------------------------------------------- UMB Business Card: a business credit card, a run per word, Courier

export const umbCard = (): Spec2 => {
  const a = account(
    '4417330091128830',
    'Business Card',
    'credit_card',
    1277214,
    cardRows(2626, OCT.start, OCT.end, 44),
  );
  const s = spec3(
    'probe6-umb-business-card-words.pdf',
    'UMB Bank business Visa card: previous balance, payments, purchases, fees and interest in sections with their totals, drawn in Courier a run per word',
    [
      'business',
      'credit-card',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'mailing-block',
      'web-domain-footer',
      'word-per-run',
      'pdf-lib-producer',
    ],
    'UMB Bank',
    'UMB Bank, n.a.',
    ['UMB Bank', 'UMB Bank, n.a.', 'UMB'],
    OCT,
    ['PRAIRIE WIND LOGISTICS INC', '9300 W 110TH ST STE 450', 'OVERLAND PARK KS 66210-1440'],
    [a],
  );
  return produce(
    s,
    drawn('UMB Bank', a, ['umb.com  |  Card services 1-800-821-2171'], { font: 'Courier', size: 7, runs: 'word' }),
    (p) => {
      put(
        p,
        topBlock(
          s,
          ['PO Box 419734', 'Kansas City MO 64141'],
          [
            ['Closing Date', dt(s.end, 'MM/DD/YYYY')],
            ['Billing Cycle', `${dt(s.start, 'MM/DD/YYYY')} - ${dt(s.end, 'MM/DD/YYYY')}`],
            ['Account', `XXXX-XXXX-XXXX-${a.number.slice(-4)}`],
            ['Payment Due', dt(addDays(s.end, 25), 'MM/DD/YYYY')],
          ],
        ),
      );
      cardBody(p, s, a, { date: 'MM/DD', balMode: 'none', width: 48 }, '19.99%');
    },
  );
};

// ---------------------------------------------------------------- Wintrust Bank Business Checking: checks two-up, counts in headings, card groups, OD

export const wintrust = (): Spec2 => {
  const rows = businessRows(2627, SEP.start, SEP.end, {
    n: 80,
    cards: ['1046', '3385'],
    checks: 9,
    firstCheck: 10412,
    scale: 1900,
  });
  const a = account('0081776620', 'Business Checking', 'checking', openingForFloor(rows, 1044890), rows);
  const s = spec3(
    'probe6-wintrust-business-checking.pdf',
    'Wintrust Bank Business Checking: counts and totals in the section headings, debit-card rows grouped by card with subtotals, checks two-up with Total Checks, wrapped descriptions',
    [
      'business',
      'community-bank',
      'count-and-total-in-heading',
      'card-groups-with-subtotal',
      'checks-2up',
      'check-gap-star',
      'wrapped-descriptions',
      'debit-section-mid-page',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'mailing-block',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Wintrust Bank',
    'Wintrust Bank, N.A.',
    ['Wintrust Bank', 'Wintrust'],
    SEP,
    ['LINCOLN SQUARE BAKING CO', '4753 N LINCOLN AVE', 'CHICAGO IL 60625-2005'],
    [a],
  );
  return std(s, drawn('Wintrust Bank', a, ['Wintrust Bank, N.A.  Member FDIC'], {}), {
    ret: ['231 S LaSalle St', 'Chicago IL 60604'],
    box: (x) => [
      ['Account Number', `XXXXXX${x.number.slice(-4)}`],
      ['Statement Type', 'Business Checking'],
    ],
    period: 'range',
    summary: 'plain',
    activity: 'sections',
    cols: SECT,
    f: { date: 'MM/DD', balMode: 'none', wrap: 50, customer: 'LINCOLN SQUARE BAKING' },
    titles: ['Credits', 'Debits'],
    countHeading: true,
    cardGroups: { '1046': 'M OYELARAN', '3385': 'K FITZGERALD' },
    checks: { up: 2, title: 'Checks Cleared', total: 'Total Checks' },
  });
};

// ---------------------------------------------------------------- BankUnited Business Checking + Money Market: consolidated, -$0.00 in the unused column

export const bankUnited = (): Spec2 => {
  const rows = businessRows(2628, OCT.start, OCT.end, { n: 50, cards: ['2290'], wires: true, scale: 3000 });
  const a = account('1004418207', 'Business Checking', 'checking', openingForFloor(rows, 2871402), rows);
  const b = account(
    '1004418290',
    'Business Money Market',
    'savings',
    9125577,
    savingsRows(2629, OCT.start, OCT.end, 5),
  );
  const s = spec3(
    'probe6-bankunited-business-checking-money-market.pdf',
    'BankUnited Business Checking with Business Money Market (consolidated): each account its own summary with counts and ledger, -$0.00 in the unused column, written column by column',
    [
      'business',
      'consolidated-checking-savings',
      'zero-in-unused-column',
      'summary-counts',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'member-fdic-line',
      'web-domain-footer',
      'mailing-block',
      'columns-written-column-by-column',
      'pdf-lib-producer',
      'multi-page',
    ],
    'BankUnited',
    'BankUnited, N.A.',
    ['BankUnited', 'BankUnited, N.A.'],
    OCT,
    ['BISCAYNE CUSTOM CABINETRY CORP', '2601 NW 75TH AVE', 'MIAMI FL 33122-1419'],
    [a, b],
  );
  return std(
    s,
    drawn('BankUnited', a, ['BankUnited, N.A. Member FDIC', 'bankunited.com  |  877-779-2265'], {
      order: 'columns',
      head: (n, all) => ['BankUnited Combined Business Statement', `Page ${n} of ${all}`],
    }),
    {
      ret: ['14817 Oak Lane', 'Miami Lakes FL 33016'],
      box: () => [['Customer Service', '877-779-2265']],
      period: 'range',
      summary: 'counts',
      activity: 'ledger',
      cols: [
        { key: 'date', x: 40, head: 'Date' },
        { key: 'desc', x: 86, head: 'Description' },
        { key: 'credit', x: 420, right: true, head: 'Deposits' },
        { key: 'debit', x: 496, right: true, head: 'Withdrawals' },
        { key: 'balance', x: 572, right: true, head: 'Balance' },
      ],
      f: { date: 'MM/DD', balMode: 'every', width: 54, zero: '-$0.00', amt: { dollar: true }, bal: { dollar: true } },
      accountTitle: (x) => `${x.label}  Account ${x.number}`,
    },
  );
};

// ---------------------------------------------------------------- Atlantic Union Bank Business Checking: a page missing (review)

export const atlanticUnionMissingPage = (): Spec2 => {
  const rows = businessRows(2630, SEP.start, SEP.end, { n: 110, cards: ['7713'], scale: 1600 });
  const a = account('6220017744', 'Business Checking', 'checking', openingForFloor(rows, 712090), rows);
  const s = spec3(
    'probe6-atlantic-union-business-checking-missing-page.pdf',
    'Atlantic Union Bank Business Checking: drawn by pdf-lib with its second page left out of the file',
    [
      'business',
      'missing-page',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Atlantic Union Bank',
    'Atlantic Union Bank',
    ['Atlantic Union Bank', 'Atlantic Union'],
    SEP,
    ['TIDEWATER SIGN WORKS LLC', '5800 E VIRGINIA BEACH BLVD', 'NORFOLK VA 23502-2418'],
    [a],
  );
  s.expect = 'review';
  s.drop = 1;
  s.note =
    'page 2 is not in the file (the pages are numbered 1, 3 of 3): its rows are missing, so the rows printed cannot reconcile to the summary';
  return std(s, drawn('Atlantic Union Bank', a, ['Atlantic Union Bank  Member FDIC'], {}), {
    ret: ['PO Box 940', 'Ruther Glen VA 22546'],
    box: (x) => [['Account Number', `XXXXXX${x.number.slice(-4)}`]],
    period: 'range',
    summary: 'plain',
    activity: 'ledger',
    cols: LEDGER,
    f: { date: 'MM/DD', balMode: 'every', width: 56 },
  });
};

export { c };
