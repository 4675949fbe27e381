// The thirteenth probe set's statements from the second rank of banks a lender sees (U.S. Bank, Citi, TD, Capital One
// with its Spark Miles business card, Huntington, Citizens), each in a product the earlier sets did not write; kept
// apart from banks13.ts so neither file grows past reading, and re-exported from it. Written from general knowledge of
// how those banks print their statements, blind to the reader and to the earlier sets' statements of the same banks.
// Every figure comes from the model.
import { type Account, type Row, businessRows, cardRows, closing, sum, totals } from './model.ts';
import { assignHolders } from './lines9.ts';
import { type Spec2 } from './page2.ts';
import { spec3 } from './drawn3.ts';
import { c, put } from './lines6.ts';
import { type Col10, type DateF, type K10, md, monD, usd } from './lines10.ts';
import { type Fmt11, mcaDaily, overdraftFees, table11, trailing } from './lines11.ts';
import {
  type P,
  across,
  checks13,
  cols13,
  daily13,
  digitsOf,
  fundedAt,
  make13,
  merchant,
  monthlyFee,
  offHoliday,
  restyle,
  table13,
  text13,
  yymmdd,
} from './lines13.ts';

type Period = { start: string; end: string };
const JUL25: Period = { start: '2025-07-01', end: '2025-07-31' };
const AUG25: Period = { start: '2025-08-01', end: '2025-08-31' };
const US = usd();
const US$ = usd({ dollar: true });
const acct = (number: string, label: string, opening: number, rows: Row[]): Account => ({
  label,
  number,
  type: 'checking',
  opening,
  rows,
});
const col = (key: K10, x: number, head: string, right = false): Col10 => ({ key, x, head, right });
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const ins = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const outs = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
const co = (r: Row): string => r.desc.replace(/ \d[\d ]*$/, '');
const mdyy: DateF = (iso) => `${md(iso)}/${iso.slice(2, 4)}`;
/** The day before (the previous statement's closing date). */
const dayBefore = (iso: string): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const avg = (a: Account): number => Math.round((a.opening + closing(a)) / 2);

// ================================================================ U.S. Bank

/** U.S. Bank Platinum Business Checking, 2025: deposits and withdrawals by kind, trailing minus, "Jul 3" dates. */
export const usBankPlatinumBusiness = (): Spec2 => {
  const base = businessRows(13091, JUL25.start, JUL25.end, {
    n: 80,
    cards: ['4433', '9012'],
    checks: 8,
    firstCheck: 7730,
    wires: true,
    scale: 2200,
  });
  const rows = restyle(monthlyFee(base, 3000), (r) => {
    const ref = `REF=${digitsOf(r, 15)}N00`;
    switch (r.kind) {
      case 'ecredit':
        return `Electronic Deposit From ${co(r)} ${ref} ${digitsOf(r, 10, 'c')} ${r.desc.startsWith('SQUARE') ? yymmdd(r.date) + 'P2' : 'PAYOUT'}`;
      case 'wire_in':
        return `Wire Credit REF${digitsOf(r, 8)} HARBOR SUPPLY CO`;
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'Mobile Check Deposit' : 'Deposit';
      case 'card':
        return `Debit Purchase - VISA On ${yymmdd(r.date).slice(2)}${r.date.slice(2, 4)} ${merchant(r)} Card ${r.card}`;
      case 'ach':
        return `Electronic Withdrawal To ${co(r)} ${ref} ${digitsOf(r, 10, 'c')}`;
      case 'wire_out':
        return `Wire Debit REF${digitsOf(r, 8)} COASTAL LUMBER LLC`;
      case 'xfer_out':
        return 'Internet Banking Transfer To Account 104577015521';
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'Maintenance Fee' : 'Wire Transfer Fee';
      default:
        return r.desc;
    }
  });
  const a = acct('104577012294', 'Platinum Business Checking', fundedAt(rows, 3_660_210), rows);
  const custDep = of(a, ['deposit']);
  const otherDep = of(a, ['ecredit', 'wire_in', 'xfer_in']);
  const card = of(a, ['card']);
  const otherWd = of(a, ['ach', 'mca', 'wire_out', 'xfer_out', 'fee']);
  const chk = of(a, ['check']);
  const s = spec3(
    'probe13-usbank-platinum-business-checking.pdf',
    'U.S. Bank Platinum Business Checking (2025): "Statement Period: Jul 1, 2025 through Jul 31, 2025", an account summary with the number of items per kind (Customer Deposits, Other Deposits, Card Withdrawals, Other Withdrawals, Checks Paid) and debits with a trailing minus, sections with a Ref Number column, "Jul 3" dates, card purchases with the transaction date run into the description, checks presented conventionally 2-up, the Balance Summary',
    [
      'business',
      'big-bank',
      'period-through',
      'summary-items-per-kind',
      'trailing-minus',
      'sections-by-kind',
      'section-totals',
      'reference-column',
      'dates-mon-d',
      'checks-2up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'wires',
      'merchant-deposits',
      'legal-name-national-association',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'U.S. Bank',
    'U.S. Bank National Association',
    ['U.S. Bank', 'US Bank', 'U.S. Bank National Association', 'U.S. Bancorp'],
    JUL25,
    ['NORTHSTAR FLOORING & TILE INC', '2630 UNIVERSITY AVE SE', 'MINNEAPOLIS MN 55414-3076'],
    [a],
  );
  const neg = trailing;
  const SEC: Col10[] = [
    col('date', 40, 'Date'),
    col('desc', 84, 'Description of Transaction'),
    col('ref', 500, 'Ref Number', true),
    col('amount', 572, 'Amount', true),
  ];
  const f: Fmt11 = { date: monD, amt: US, signed: (n) => (n < 0 ? neg(n) : US(n)), balMode: 'none' };
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'NORTHSTAR FLOORING & TILE INC   Business Statement   Account Number: 1 045 7701 2294',
        `Statement Period: Jul 1, 2025 through Jul 31, 2025   Page ${n} of ${all}`,
      ],
      foot: ['U.S. Bank National Association   Member FDIC   usbank.com   800-673-3555'],
    },
    (p) => {
      put(p, [
        [c(40, 'usbank', { bold: true, size: 15 }), c(572, 'Business Statement', { right: true, bold: true })],
        [c(40, 'P.O. Box 1800'), c(572, 'Account Number: 1 045 7701 2294', { right: true })],
        [
          c(40, 'Saint Paul, Minnesota 55101-0800'),
          c(572, 'Statement Period: Jul 1, 2025 through Jul 31, 2025', { right: true }),
        ],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
        [c(40, 'PLATINUM BUSINESS CHECKING', { bold: true }), c(572, 'Member FDIC', { right: true })],
        [c(40, 'U.S. Bank National Association'), c(572, 'Account Number 1-045-7701-2294', { right: true })],
        [],
      ]);
      cols13(
        p,
        'Account Summary',
        [
          ['Beginning Balance on Jul 1', '', US$(a.opening)],
          ['Customer Deposits', String(custDep.length), US(sum(custDep))],
          ['Other Deposits', String(otherDep.length), US(sum(otherDep))],
          ['Card Withdrawals', String(card.length), neg(-sum(card))],
          ['Other Withdrawals', String(otherWd.length), neg(-sum(otherWd))],
          ['Checks Paid', String(chk.length), neg(-sum(chk))],
          ['Ending Balance on Jul 31, 2025', '', US$(closing(a))],
        ],
        [40, 300, 420],
        { heads: ['', '# Items', ''], right: 2 },
      );
      table13(
        p,
        'Customer Deposits',
        a,
        custDep,
        [
          col('date', 40, 'Date'),
          col('desc', 84, ''),
          col('ref', 500, 'Ref Number', true),
          col('amount', 572, 'Amount', true),
        ],
        f,
        { total: 'Total Customer Deposits', totalFmt: US$ },
      );
      table13(p, 'Other Deposits', a, otherDep, SEC, f, { wrap: 74, total: 'Total Other Deposits', totalFmt: US$ });
      table13(p, 'Card Withdrawals', a, card, SEC, f, {
        wrap: 74,
        total: 'Total Card Withdrawals',
        totalFmt: (n) => neg(-n),
      });
      table13(p, 'Other Withdrawals', a, otherWd, SEC, f, {
        wrap: 74,
        total: 'Total Other Withdrawals',
        totalFmt: (n) => neg(-n),
      });
      checks13(p, 'Checks Presented Conventionally', chk, {
        up: 2,
        date: monD,
        amt: US,
        heads: ['Check', 'Date', 'Amount'],
        gapMark: '*',
        total: (n, t) => [`Conventional Checks Paid (${n})`, neg(-t)],
        foot: ['* Gap in check sequence'],
      });
      daily13(p, 'Balance Summary', a, 3, monD, US, ['Date', 'Ending Balance']);
      text13(
        p,
        'Effective September 15, 2025, the monthly maintenance fee for Platinum Business Checking will be $30.00 unless you maintain an average collected balance of $25,000.00 or a combined average collected balance of $75,000.00.',
      );
    },
  );
};

// ================================================================ Citi

/** CitiBusiness Streamlined Checking, 2025, drawn: one ledger with a balance on every row, opening and closing rows. */
export const citiStreamlined = (): Spec2 => {
  const base = businessRows(13101, AUG25.start, AUG25.end, {
    n: 64,
    cards: ['5518'],
    checks: 5,
    firstCheck: 330,
    wires: true,
    scale: 2000,
  });
  const rows = restyle(monthlyFee(base, 1500), (r) => {
    switch (r.kind) {
      case 'ecredit':
        return `ACH CREDIT ${co(r)} ${digitsOf(r, 10)}`;
      case 'card':
        return `DEBIT CARD PURCHASE ${merchant(r)} ${md(r.date)} CARD ${r.card}`;
      case 'ach':
        return `ACH DEBIT ${co(r)} ${digitsOf(r, 10)}`;
      case 'wire_in':
        return `INCOMING WIRE TRANSFER ${digitsOf(r, 10)} HARBOR SUPPLY CO`;
      case 'wire_out':
        return `OUTGOING WIRE TRANSFER ${digitsOf(r, 10)} COASTAL LUMBER LLC`;
      case 'xfer_out':
        return 'TRANSFER TO CITIBUSINESS SAVINGS 4978129043';
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'MOBILE DEPOSIT' : 'DEPOSIT';
      case 'check':
        return `CHECK NO: ${r.check}`;
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'MONTHLY SERVICE CHARGE' : 'OUTGOING WIRE TRANSFER FEE';
      default:
        return r.desc;
    }
  });
  const a = acct('4978123356', 'CitiBusiness Streamlined Checking', fundedAt(rows, 1_514_400), rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-citi-citibusiness-streamlined-checking.pdf',
    'CitiBusiness Streamlined Checking (2025), drawn: "Statement Period Aug 1 - Aug 31, 2025", a relationship summary of the one account, CHECKING ACTIVITY as one ledger with Debits and Credits columns and a balance on every row between "Opening Balance" and "Closing Balance" rows, a "Total Debits/Credits" line, checks inside the ledger as CHECK NO: lines',
    [
      'business',
      'big-bank',
      'period-dash-range',
      'relationship-summary',
      'running-balance-every-row',
      'opening-closing-rows',
      'totals-row',
      'wires',
      'merchant-deposits',
      'legal-name-na',
      'pdf-lib',
      'multi-page',
      'page-n-of-m',
    ],
    'Citibank',
    'Citibank, N.A.',
    ['Citi', 'Citibank', 'Citibank, N.A.', 'CitiBusiness'],
    AUG25,
    ['HUDSON VALLEY WINE IMPORTS LLC', '44 MAIN ST STE 2', 'BEACON NY 12508-2904'],
    [a],
  );
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => [
        'CitiBusiness\u00ae   Account 4978123356   Statement Period Aug 1 - Aug 31, 2025',
        `Page ${n} of ${all}`,
      ],
      foot: [
        'Citibank, N.A. Member FDIC.  \u00a92025 Citigroup Inc. Citi, Citi and Arc Design and CitiBusiness are registered service marks.',
      ],
    },
    (p) => {
      put(p, [
        [c(40, 'citi', { bold: true, size: 16 }), c(572, 'CitiBusiness\u00ae', { right: true, bold: true })],
        [c(40, 'Citibank, N.A.'), c(572, 'Statement Period Aug 1 - Aug 31, 2025', { right: true })],
        [c(40, 'P.O. Box 6201'), c(572, 'Account 4978123356', { right: true })],
        [c(40, 'Sioux Falls, SD 57117-6201'), c(572, 'CitiBusiness Service Center 1-877-528-0990', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Relationship Summary',
        [['CitiBusiness Streamlined Checking', '4978123356', US$(a.opening), US$(closing(a))]],
        [40, 250, 460, 572],
        { heads: ['Checking', 'Account', 'Beginning Balance', 'Ending Balance'], right: 2 },
      );
      put(p, [
        [
          c(40, `CHECKING ACTIVITY   Beginning Balance: ${US$(a.opening)}   Ending Balance: ${US$(closing(a))}`, {
            bold: true,
          }),
        ],
        [],
      ]);
      table11(
        p,
        'CitiBusiness Streamlined Checking 4978123356',
        a,
        a.rows,
        [
          col('date', 40, 'Date'),
          col('desc', 80, 'Description'),
          col('debit', 400, 'Debits', true),
          col('credit', 486, 'Credits', true),
          col('balance', 572, 'Balance', true),
        ],
        { date: md, amt: US, balMode: 'every', width: 62 },
        { opening: 'Opening Balance', closing: 'Closing Balance' },
      );
      put(p, [
        [
          c(80, 'Total Debits/Credits', { bold: true }),
          c(400, US(t.debits), { right: true, bold: true }),
          c(486, US(t.credits), { right: true, bold: true }),
        ],
        [],
      ]);
      text13(
        p,
        'Fee waived: the $15.00 monthly service charge is waived for CitiBusiness Streamlined Checking in any month your average daily collected balance is $5,000.00 or more. Your August average was shown on your account analysis.',
      );
    },
  );
};

// ================================================================ TD Bank

/** TD Business Simple Checking, 2025: sections with subtotals, a daily MCA debit, overdrawn days and OD fees. */
export const tdBusinessSimple = (): Spec2 => {
  const base = businessRows(13111, JUL25.start, JUL25.end, {
    n: 54,
    cards: ['4085'],
    checks: 6,
    firstCheck: 1501,
    scale: 800,
  });
  const withMca = mcaDaily(
    monthlyFee(base, 1000),
    '2025-07-07',
    JUL25.end,
    (d) => `YELLOWSTONE CAP DAILY ACH ${yymmdd(d)}`,
    33_600,
  );
  const od = overdraftFees(withMca, -118_250, {
    od: 3500,
    maxOd: 3,
    odDesc: 'OVERDRAFT PD',
    nsfDesc: ['OVERDRAFT RTN'],
  });
  const rows = restyle(od.rows, (r) => {
    switch (r.kind) {
      case 'ecredit':
        return `CCD DEPOSIT, ${co(r)} ${digitsOf(r, 10)}`;
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'TD MOBILE DEPOSIT' : 'DEPOSIT';
      case 'card':
        return `DEBIT POS, AUT ${yymmdd(r.date).slice(2)}${r.date.slice(2, 4)} DDA PURCHASE ${merchant(r)} * ${digitsOf(r, 16)}`;
      case 'ach':
      case 'mca':
        return `CCD DEBIT, ${co(r)} ${digitsOf(r, 10)}`;
      case 'xfer_out':
        return 'eTransfer Debit, Online Xfer Transfer to SV 4312';
      case 'check':
        return 'CHECK';
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'MAINTENANCE FEE' : r.desc;
      default:
        return r.desc;
    }
  });
  const a = acct('4312887790', 'TD Business Simple Checking', od.opening, rows);
  const dep = of(a, ['deposit']);
  const edep = of(a, ['ecredit', 'wire_in', 'xfer_in']);
  const chk = of(a, ['check']);
  const epay = of(a, ['card', 'ach', 'mca', 'xfer_out', 'wire_out']);
  const fee = of(a, ['fee']);
  const s = spec3(
    'probe13-td-business-simple-checking.pdf',
    'TD Business Simple Checking (2025): "Statement Period: Jul 01 2025-Jul 31 2025", an ACCOUNT SUMMARY beside the average collected balance and days in period, DAILY ACCOUNT ACTIVITY in sections (Deposits, Electronic Deposits, Checks Paid 2-up with the count, Electronic Payments, Service Charges) each with a Subtotal, daily YELLOWSTONE CAP merchant-cash-advance debits, the account overdrawn on some days (negative daily balances), OVERDRAFT PD and OVERDRAFT RTN fees, the DAILY BALANCE SUMMARY',
    [
      'business',
      'big-bank',
      'period-dash-range',
      'sections-by-kind',
      'subtotal-lines',
      'checks-2up',
      'check-gap-star',
      'mca-daily-debits',
      'overdraft-negative-balance',
      'nsf-returned-item',
      'daily-ledger-balance-table',
      'legal-name-na',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'TD Bank',
    'TD Bank, N.A.',
    ['TD Bank', 'TD', 'TD Bank, N.A.', "TD Bank America's Most Convenient Bank"],
    JUL25,
    ['SHORE POINT AUTO DETAILING LLC', '1212 OCEAN AVE', 'ASBURY PARK NJ 07712-5643'],
    [a],
  );
  const SEC: Col10[] = [
    col('date', 40, 'POSTING DATE'),
    col('desc', 110, 'DESCRIPTION'),
    col('amount', 572, 'AMOUNT', true),
  ];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none' };
  const sub = (title: string, rows: Row[]): void =>
    table13(p0!, title, a, rows, SEC, f, { wrap: 80, total: 'Subtotal:', totalFmt: US });
  let p0: P | undefined;
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'STATEMENT OF ACCOUNT   SHORE POINT AUTO DETAILING LLC   Primary Account #: 431-2887790',
        `Page: ${n} of ${all}`,
      ],
      foot: [
        "TD Bank, N.A.   Deposits FDIC Insured   |   TD Bank, America's Most Convenient Bank\u00ae   |   Equal Housing Lender",
      ],
    },
    (p) => {
      const sub = (title: string, rows: Row[]): void =>
        table13(p, title, a, rows, SEC, f, { wrap: 80, total: 'Subtotal:', totalFmt: US });
      put(p, [
        [c(40, 'TD Bank', { bold: true, size: 15 }), c(572, 'STATEMENT OF ACCOUNT', { right: true, bold: true })],
        [c(40, "America's Most Convenient Bank\u00ae"), c(572, 'Page: 1', { right: true })],
        [c(572, 'Statement Period: Jul 01 2025-Jul 31 2025', { right: true })],
        [c(572, 'Cust Ref #: 4312887790-039-T-###', { right: true })],
        [c(572, 'Primary Account #: 431-2887790', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
        [c(40, 'TD Business Simple Checking', { bold: true })],
        [c(40, 'SHORE POINT AUTO DETAILING LLC'), c(572, 'Account # 431-2887790', { right: true })],
        [],
      ]);
      cols13(
        p,
        'ACCOUNT SUMMARY',
        [
          ['Beginning Balance', US(a.opening), 'Average Collected Balance', US(avg(a))],
          ['Deposits', US(sum(dep)), 'Interest Earned This Period', '0.00'],
          ['Electronic Deposits', US(sum(edep)), 'Interest Paid Year-to-Date', '0.00'],
          ['', '', 'Annual Percentage Yield Earned', '0.00%'],
          ['Checks Paid', US(sum(chk)), 'Days in Period', '31'],
          ['Electronic Payments', US(sum(epay)), '', ''],
          ['Service Charges', US(sum(fee)), '', ''],
          ['Ending Balance', US(closing(a)), '', ''],
        ],
        [40, 260, 320, 572],
        { rx: [1, 3] },
      );
      put(p, [[c(40, 'DAILY ACCOUNT ACTIVITY', { bold: true, size: 9 })]]);
      sub('Deposits', dep);
      sub('Electronic Deposits', edep);
      checks13(
        p,
        `Checks Paid   No. Checks: ${chk.length}   *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments`,
        chk,
        {
          up: 2,
          date: md,
          amt: US,
          heads: ['SERIAL NO.', 'DATE', 'AMOUNT'],
          dateFirst: true,
          gapMark: '*',
          total: (_n, t) => ['Subtotal:', US(t)],
        },
      );
      sub('Electronic Payments', epay);
      sub('Service Charges', fee);
      daily13(p, 'DAILY BALANCE SUMMARY', a, 2, md, US, ['DATE', 'BALANCE']);
      text13(
        p,
        'Call 1-800-937-2000 for 24-hour Bank-by-Phone services or connect to www.td.com. Overdraft fees: you will not be charged an overdraft fee if your account is overdrawn by $50 or less at the end of the business day.',
      );
    },
  );
};

// ================================================================ Capital One

/** Capital One Business Unlimited Checking, 2025: a category column, signed amounts, a balance on every row. */
export const capitalOneBusinessUnlimited = (): Spec2 => {
  const base = businessRows(13121, JUL25.start, JUL25.end, {
    n: 72,
    cards: ['6401'],
    checks: 4,
    firstCheck: 1020,
    wires: true,
    scale: 2300,
  });
  const rows = restyle(base, (r) => {
    switch (r.kind) {
      case 'card':
        return `Debit Card Purchase - ${merchant(r)}`;
      case 'ecredit':
        return r.desc.startsWith('ZELLE')
          ? 'Zelle Money Received from MARIA DELGADO'
          : `ACH Deposit ${co(r)} ${digitsOf(r, 8)}`;
      case 'ach':
        return `ACH Withdrawal ${co(r)} ${digitsOf(r, 8)}`;
      case 'wire_in':
        return 'Wire Transfer Received HARBOR SUPPLY CO';
      case 'wire_out':
        return 'Wire Transfer Sent COASTAL LUMBER LLC';
      case 'xfer_out':
        return 'Withdrawal to Business Advantage Savings ...7781';
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'Mobile Deposit' : 'Branch Deposit';
      case 'check':
        return `Check #${r.check}`;
      case 'fee':
        return r.desc === 'WIRE TRANSFER FEE' ? 'Outgoing Domestic Wire Fee' : 'Monthly Service Fee';
      default:
        return r.desc;
    }
  }).filter((r) => r.desc !== 'Monthly Service Fee');
  const a = acct('36149920558', 'Business Unlimited Checking', fundedAt(rows, 6_120_875), rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-capitalone-business-unlimited-checking.pdf',
    'Capital One Business Unlimited Checking (2025): "Jul 1 - Jul 31, 2025", an account summary of opening, deposits, withdrawals and closing, one ledger with a CATEGORY column (Credit / Debit), amounts signed with + and - and a $, a balance on every row between Opening Balance and Closing Balance rows, no monthly fee (unlimited)',
    [
      'business',
      'big-bank',
      'period-dash-range',
      'category-column',
      'summary-horizontal',
      'signed-dollar-amounts',
      'running-balance-every-row',
      'opening-closing-rows',
      'wires',
      'merchant-deposits',
      'legal-name-na',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Capital One',
    'Capital One, N.A.',
    ['Capital One', 'Capital One, N.A.', 'Capital One Bank'],
    JUL25,
    ['BLUE RIDGE CABINETRY LLC', '600 E MAIN ST', 'RICHMOND VA 23219-2412'],
    [a],
  );
  const pm = (n: number): string => `${n < 0 ? '-' : '+'} ${US$(Math.abs(n))}`;
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['BUSINESS UNLIMITED CHECKING ...0558   |   Jul 1 - Jul 31, 2025', `Page ${n} of ${all}`],
      foot: [
        'Products and services offered by Capital One, N.A., Member FDIC. \u00a92025 Capital One. All rights reserved.',
      ],
    },
    (p) => {
      put(p, [
        [c(40, 'Capital One', { bold: true, size: 15 }), c(572, 'Jul 1 - Jul 31, 2025', { right: true, bold: true })],
        [c(40, 'P.O. Box 85123'), c(572, 'Business Unlimited Checking ...0558', { right: true })],
        [c(40, 'Richmond, VA 23285-5123'), c(572, 'Questions? 1-888-755-2172', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      across(p, 'ACCOUNT SUMMARY', [
        ['Opening Balance', US$(a.opening)],
        ['Deposits/Credits', US$(t.credits)],
        ['Withdrawals/Debits', US$(t.debits)],
        ['Closing Balance', US$(closing(a))],
      ]);
      table13(
        p,
        'BUSINESS UNLIMITED CHECKING ...0558',
        a,
        a.rows,
        [
          col('date', 40, 'DATE'),
          col('desc', 84, 'DESCRIPTION'),
          col('amount', 492, 'AMOUNT', true),
          col('balance', 572, 'BALANCE', true),
        ],
        { date: (iso) => monD(iso), amt: pm, signed: pm, bal: US$, balMode: 'every', width: 56 },
        {
          opening: 'Opening Balance',
          closing: 'Closing Balance',
          wrap: 56,
          cell: { x: 380, head: 'CATEGORY', text: (r) => (r.cents > 0 ? 'Credit' : 'Debit') },
        },
      );
      text13(
        p,
        'Business Unlimited Checking has no monthly service fee when you keep a 30- or 90-day average balance of $25,000. Starting 09/01/2025, incoming domestic wires are free and outgoing domestic wires cost $25.00 each.',
      );
    },
  );
};

// ================================================================ Huntington

/** Huntington Unlimited Plus Business Checking, 2025, drawn, with a misprint: its withdrawals total is $100.00 over. */
export const huntingtonMisprint = (): Spec2 => {
  const base = businessRows(13131, JUL25.start, JUL25.end, {
    n: 62,
    cards: ['3377'],
    checks: 7,
    firstCheck: 5410,
    scale: 1500,
  });
  const rows = restyle(base, (r) => {
    switch (r.kind) {
      case 'card':
        return `POS ${merchant(r)} ${md(r.date)} CARD ${r.card}`;
      case 'ecredit':
        return `ACH CREDIT ${r.desc}`;
      case 'ach':
        return `ACH DEBIT ${r.desc}`;
      case 'xfer_out':
        return 'ONLINE TRANSFER TO MONEY MARKET XXXXXX1882';
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'MONTHLY SERVICE CHARGE' : 'WIRE TRANSFER FEE';
      default:
        return r.desc;
    }
  });
  const a = acct('01892277356', 'Unlimited Plus Business Checking', fundedAt(rows, 1_877_420), rows);
  const dep = of(a, ['deposit']);
  const edep = of(a, ['ecredit', 'wire_in', 'xfer_in']);
  const chk = of(a, ['check']);
  const ewd = of(a, ['card', 'ach', 'mca', 'wire_out', 'xfer_out']);
  const fee = of(a, ['fee']);
  const MIS = 10_000;
  const s = spec3(
    'probe13-huntington-unlimited-plus-business-misprint.pdf',
    'Huntington Unlimited Plus Business Checking (2025), drawn, misprinted: the Electronic Withdrawals (-) total and the summary line for it are each $100.00 more than the rows they add, while the ending balance is the true one, so the printed summary does not reconcile',
    [
      'business',
      'big-bank',
      'misprint',
      'amount-before-description',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'pdf-lib',
      'multi-page',
    ],
    'Huntington',
    'The Huntington National Bank',
    ['Huntington', 'Huntington Bank', 'The Huntington National Bank'],
    JUL25,
    ['LAKESHORE PET SUPPLY LLC', '1815 W 25TH ST', 'CLEVELAND OH 44113-3120'],
    [a],
  );
  s.expect = 'review';
  s.note =
    'a misprint: the Electronic Withdrawals (-) total and its summary line are $100.00 more than the sum of the rows listed under them, while the beginning and ending balances are the true ones, so the printed figures cannot all agree';
  const SEC: Col10[] = [col('date', 40, 'Date'), col('amount', 150, 'Amount', true), col('desc', 170, 'Description')];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 76 };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => [
        'Unlimited Plus Business Checking   Account: 01892277356   Statement Period 07/01/25 to 07/31/25',
        `Page ${n} of ${all}`,
      ],
      foot: [
        'Member FDIC. The Huntington National Bank is an Equal Housing Lender. \u00ae, Huntington\u00ae and Unlimited Plus Business Checking are federally registered service marks.',
      ],
    },
    (p) => {
      put(p, [
        [
          c(40, 'Huntington', { bold: true, size: 15 }),
          c(572, 'Statement Period 07/01/25 to 07/31/25', { right: true }),
        ],
        [c(40, 'P.O. Box 1558'), c(572, 'Account: 01892277356', { right: true })],
        [c(40, 'Columbus, OH 43216-1558'), c(572, 'Business Service Center: (800) 480-2001', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Unlimited Plus Business Checking  Account Summary',
        [
          ['Beginning Balance', US$(a.opening), 'Average Balance', US$(avg(a))],
          ['Credits (+)', US(sum(dep) + sum(edep)), 'Number of Days', '31'],
          ['  Regular Deposits', US(sum(dep)), '', ''],
          ['  Electronic Deposits', US(sum(edep)), '', ''],
          ['Debits (-)', US(sum(chk) + sum(ewd) + sum(fee) + MIS), '', ''],
          ['  Regular Checks Paid', US(sum(chk)), '', ''],
          ['  Electronic Withdrawals', US(sum(ewd) + MIS), '', ''],
          ['  Service Charge', US(sum(fee)), '', ''],
          ['Ending Balance', US$(closing(a)), '', ''],
        ],
        [40, 280, 340, 572],
        { rx: [1, 3] },
      );
      table13(p, 'Deposits (+)', a, dep, SEC, f, { total: 'Total Deposits', totalAt: 'amount', totalFmt: US$ });
      table13(p, 'Electronic Deposits (+)', a, edep, SEC, f, { total: 'Total Electronic Deposits', totalFmt: US$ });
      checks13(p, 'Checks (-)', chk, {
        up: 3,
        date: md,
        amt: US,
        heads: ['Check #', 'Date', 'Amount'],
        gapMark: ' *',
        total: (n, tt) => [`Total Checks (${n})`, US$(tt)],
        foot: ['* Gap in check sequence'],
      });
      table13(p, 'Electronic Withdrawals (-)', a, ewd, SEC, f, {
        total: 'Total Electronic Withdrawals',
        totalFmt: US$,
        misprint: MIS,
      });
      table13(p, 'Service Charge (-)', a, fee, SEC, f, { total: 'Total Service Charge', totalFmt: US$ });
      daily13(p, 'Balance Activity', a, 3, mdyy, US, ['Date', 'Balance']);
      text13(
        p,
        `The 24-Hour Grace\u00ae overdraft fee relief applies to business accounts: bring your account back to at least $0 by midnight of the next business day to avoid a $36.00 overdraft fee. ${sum(fee) ? '' : ''}`.trim(),
      );
    },
  );
};

// ================================================================ Citizens

/** Citizens Clearly Better Business Checking, 2025: the balance calculation, amounts before descriptions. */
export const citizensClearlyBetter = (): Spec2 => {
  const base = businessRows(13141, JUL25.start, JUL25.end, {
    n: 66,
    cards: ['2280'],
    checks: 9,
    firstCheck: 3071,
    scale: 1200,
  });
  const rows = restyle(monthlyFee(base, 1000), (r) => {
    switch (r.kind) {
      case 'card':
        return `DBT PURCHASE - ${digitsOf(r, 6)} ${merchant(r)}`;
      case 'ecredit':
        return r.desc.startsWith('ZELLE') ? 'ZELLE CREDIT MARIA DELGADO' : `${co(r)} ${digitsOf(r, 10)} CCD`;
      case 'ach':
        return `${co(r)} ${digitsOf(r, 10)} CCD`;
      case 'xfer_out':
        return 'ONLINE BANKING TRANSFER TO ACCT XXXXXX8814';
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'MOBILE DEPOSIT' : 'DEPOSIT';
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'MAINTENANCE FEE' : 'WIRE FEE';
      default:
        return r.desc;
    }
  });
  const a = acct('6301884127', 'Clearly Better Business Checking', fundedAt(rows, 977_310), rows);
  const chk = of(a, ['check']);
  const card = of(a, ['card']);
  const deb = outs(a).filter((r) => r.kind !== 'check' && r.kind !== 'card');
  const dep = ins(a);
  const s = spec3(
    'probe13-citizens-clearly-better-business-checking.pdf',
    'Citizens Clearly Better Business Checking (2025): "Statement Period 07/01/2025 - 07/31/2025", a Balance Calculation (Previous Balance, Checks -, Debits -, Deposits & Credits +, Current Balance =), Transaction Details with Checks 3-up (number, amount, date), ATM/Purchases and Other Debits, Deposits & Credits, the amount printed before the description, the Daily Balance table',
    [
      'business',
      'big-bank',
      'period-dash-range',
      'summary-plus-minus-marks',
      'previous-current-balance',
      'amount-before-description',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'merchant-deposits',
      'legal-name-na',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Citizens',
    'Citizens Bank, N.A.',
    ['Citizens', 'Citizens Bank', 'Citizens Bank, N.A.', 'Citizens Financial Group'],
    JUL25,
    ['NARRAGANSETT MARINE SUPPLY INC', '55 AMERICA CUP AVE', 'NEWPORT RI 02840-3404'],
    [a],
  );
  const SEC: Col10[] = [col('date', 40, 'Date'), col('amount', 150, 'Amount', true), col('desc', 170, 'Description')];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none' };
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['Clearly Better Business Checking   6301884127', `Page ${n} of ${all}`],
      foot: ['Citizens Bank, N.A.  Member FDIC  Equal Housing Lender'],
    },
    (p) => {
      put(p, [
        [
          c(40, 'Citizens', { bold: true, size: 15 }),
          c(572, 'Clearly Better Business Checking', { right: true, bold: true }),
        ],
        [c(40, 'One Citizens Plaza'), c(572, 'Statement Period 07/01/2025 - 07/31/2025', { right: true })],
        [c(40, 'Providence, RI 02903'), c(572, 'Account Number 6301884127', { right: true })],
        [c(572, 'Business Customer Service 1-800-862-6200', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Balance Calculation',
        [
          ['Previous Balance', US(a.opening)],
          ['Checks', `- ${US(sum(chk))}`],
          ['Debits', `- ${US(sum(card) + sum(deb))}`],
          ['Deposits & Credits', `+ ${US(sum(dep))}`],
          ['Current Balance', `= ${US(closing(a))}`],
        ],
        [40, 300],
      );
      put(p, [[c(40, 'TRANSACTION DETAILS', { bold: true, size: 9 })]]);
      checks13(p, 'Checks', chk, {
        up: 3,
        date: md,
        amt: US,
        heads: ['Check #', 'Date', 'Amount'],
        gapMark: '*',
        total: (n, t) => [`Total Checks (${n})`, `- ${US(t)}`],
        foot: ['* Indicates a break in check sequence'],
      });
      put(p, [[c(40, 'Debits', { bold: true })]]);
      table13(p, 'ATM/Purchases', a, card, SEC, f, { total: 'Total ATM/Purchases', totalFmt: (n) => `- ${US(n)}` });
      table13(p, 'Other Debits', a, deb, SEC, f, { total: 'Total Other Debits', totalFmt: (n) => `- ${US(n)}` });
      table13(p, 'Deposits & Credits', a, dep, SEC, f, {
        total: 'Total Deposits & Credits',
        totalFmt: (n) => `+ ${US(n)}`,
      });
      daily13(p, 'Daily Balance', a, 3, md, US, ['Date', 'Balance']);
    },
  );
};

// ================================================================ Capital One card

/** Capital One Spark Miles for Business, 2025: payments and credits apart, purchases by cardholder, interest table. */
export const capitalOneSparkMiles = (): Spec2 => {
  const per: Period = { start: '2025-06-12', end: '2025-07-11' };
  const base = cardRows(13151, per.start, per.end, 58);
  const holders: [string, string][] = [
    ['KARA WILLIS', '6627'],
    ['DEVON WILLIS', '6635'],
  ];
  const rows = assignHolders(
    base,
    holders.map((h) => h[1]),
    13151,
  ).map((r) =>
    r.kind === 'payment'
      ? { ...r, desc: 'CAPITAL ONE MOBILE PYMT' }
      : r.kind === 'cc_fee'
        ? { ...r, desc: 'PAST DUE FEE' }
        : r,
  );
  const a: Account = {
    label: 'Spark Miles for Business',
    number: '5178057712346627',
    type: 'credit_card',
    opening: 1_488_260,
    rows,
  };
  const pays = of(a, ['payment']);
  const refunds = of(a, ['refund']);
  const fees = of(a, ['cc_fee']);
  const int = of(a, ['cc_interest']);
  const s = spec3(
    'probe13-capitalone-spark-miles-business-card.pdf',
    'Capital One Spark Miles for Business card (2025): a cycle from Jun 12 to Jul 11, 2025, the account summary as Previous Balance, Payments -, Other Credits -, Transactions +, Cash Advances +, Fees Charged +, Interest Charged +, New Balance =, payments and credits listed apart, purchases grouped by cardholder with a total each, a Trans Date and a Post Date column, fees and interest each with a total, year-to-date totals and the interest charge calculation',
    [
      'business',
      'big-bank',
      'credit-card',
      'mid-month-cycle',
      'period-dash-range',
      'summary-plus-minus-marks',
      'trans-and-post-dates',
      'cardholder-groups-with-total',
      'interest-charge-table',
      'legal-name-na',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Capital One',
    'Capital One, N.A.',
    ['Capital One', 'Capital One, N.A.', 'Capital One Bank (USA), N.A.'],
    per,
    ['WILLIS HOME RENOVATION LLC', 'KARA WILLIS', '4417 HULL STREET RD', 'RICHMOND VA 23224-1518'],
    [a],
  );
  const pm = (n: number): string => (n < 0 ? `- ${US$(-n)}` : US$(n));
  const COLS: Col10[] = [
    col('trans', 40, 'Trans Date'),
    col('date', 100, 'Post Date'),
    col('desc', 160, 'Description'),
    col('amount', 572, 'Amount', true),
  ];
  const f: Fmt11 = { date: monD, amt: pm, signed: pm, balMode: 'none', width: 60 };
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'Spark Miles for Business | Visa Signature Business Card ending in 6627',
        `Jun 12, 2025 - Jul 11, 2025   Page ${n} of ${all}`,
      ],
      foot: ['Capital One, N.A.   capitalone.com/spark   1-800-867-0904'],
    },
    (p) => {
      const purchases = sum(of(a, ['purchase']));
      const due = Math.max(3_500, Math.round(closing(a) / 100 / 50) * 100 + sum(int) + sum(fees));
      put(p, [
        [
          c(40, 'Capital One', { bold: true, size: 15 }),
          c(572, 'Spark Miles for Business', { right: true, bold: true }),
        ],
        [c(572, 'Visa Signature Business Card ending in 6627', { right: true })],
        [c(572, 'Jun 12, 2025 - Jul 11, 2025  |  30 days in Billing Cycle', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      across(p, 'Payment Information', [
        ['New Balance', US$(closing(a))],
        ['Minimum Payment Due', US$(due)],
        ['Payment Due Date', 'Aug 6, 2025'],
      ]);
      cols13(
        p,
        'Account Summary',
        [
          ['Previous Balance', '', US$(a.opening)],
          ['Payments', '-', US$(sum(pays))],
          ['Other Credits', '-', US$(sum(refunds))],
          ['Transactions', '+', US$(purchases)],
          ['Cash Advances', '+', '$0.00'],
          ['Fees Charged', '+', US$(sum(fees))],
          ['Interest Charged', '+', US$(sum(int))],
          ['New Balance', '=', US$(closing(a))],
          ['Credit Limit', '', '$60,000.00'],
          ['Available Credit (as of Jul 11, 2025)', '', US$(6_000_000 - closing(a))],
        ],
        [40, 250, 340],
        { right: 1, bold: [7] },
      );
      put(p, [
        [c(40, 'Transactions', { bold: true, size: 9 })],
        [c(40, 'Visit capitalone.com to see detailed transactions.')],
        [],
      ]);
      table13(p, 'Payments, Credits and Adjustments', a, [...pays, ...refunds], COLS, f, {});
      for (const [name, k] of holders) {
        const rs = of(a, ['purchase']).filter((r) => r.card === k);
        table13(p, `${name} #${k}: Transactions`, a, rs, COLS, f, {
          total: `${name} #${k}: Total Transactions`,
          totalFmt: US$,
        });
      }
      table13(p, 'Fees', a, fees, COLS, f, { total: 'Total Fees for This Period', totalFmt: US$ });
      table13(p, 'Interest Charged', a, int, COLS, f, { total: 'Total Interest for This Period', totalFmt: US$ });
      cols13(
        p,
        'Totals Year-to-Date',
        [
          ['Total Fees charged in 2025', US$(sum(fees) + 3_900)],
          ['Total Interest charged in 2025', US$(sum(int) + 41_206)],
        ],
        [40, 340],
      );
      cols13(
        p,
        'Interest Charge Calculation',
        [
          ['Purchases', '25.74% D', US$(Math.round((sum(int) * 36_500) / (30 * 25.74))), US$(sum(int))],
          ['Cash Advances', '29.99% D', '$0.00', '$0.00'],
        ],
        [40, 260, 440, 572],
        {
          heads: [
            'Type of Balance',
            'Annual Percentage Rate (APR)',
            'Balance Subject to Interest Rate',
            'Interest Charge',
          ],
          right: 3,
        },
      );
    },
  );
};

// ================================================================ KeyBank

/** KeyBank Key Basic Business Checking, 2023, drawn: counts before "Additions" / "Subtractions", "7-3" dates. */
export const keyBasicBusiness = (): Spec2 => {
  const per: Period = { start: '2023-06-01', end: '2023-06-30' };
  const base = businessRows(13161, per.start, per.end, {
    n: 58,
    cards: ['8341'],
    checks: 8,
    firstCheck: 2410,
    scale: 1100,
  });
  const rows = restyle(monthlyFee(offHoliday(base, '2023-06-19'), 1500), (r) => {
    switch (r.kind) {
      case 'card':
        return `Debit Card Purchase ${merchant(r)} ${md(r.date)}`;
      case 'ecredit':
        return `Direct Deposit, ${co(r)} ${digitsOf(r, 10)}`;
      case 'ach':
        return `Direct Withdrawal, ${co(r)} ${digitsOf(r, 10)}`;
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'Mobile Deposit' : 'Deposit Branch 0421 Buffalo NY';
      case 'xfer_out':
        return 'Internet Trf To DDA 0000350119872';
      case 'fee':
        return r.desc === 'MONTHLY SERVICE FEE' ? 'Maintenance Fee' : 'Outgoing Wire Fee';
      default:
        return r.desc;
    }
  });
  const a = acct('359681102244', 'Key Basic Business Checking', fundedAt(rows, 655_218), rows);
  const dash: DateF = (iso) => `${Number(iso.slice(5, 7))}-${Number(iso.slice(8))}`;
  const dashY: DateF = (iso) => `${dash(iso)}-${iso.slice(2, 4)}`;
  const chk = of(a, ['check']);
  const wd = outs(a).filter((r) => r.kind !== 'check' && r.kind !== 'fee');
  const fee = of(a, ['fee']);
  const add = ins(a);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-keybank-key-basic-business-checking.pdf',
    'KeyBank Key Basic Business Checking (2023), drawn: the summary with the number of items before "Additions" and "Subtractions" and the dates in the beginning and ending balance labels ("Beginning balance 5-31-23"), Additions then Subtractions (Paper Checks with missing numbers marked, Withdrawals, Fees and charges) each with its total, dates like "6-5", no daily balance table',
    [
      'business',
      'big-bank',
      'older-layout',
      'summary-counts-before-label-additions',
      'balance-dates-in-labels',
      'dates-m-d-dash',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'merchant-deposits',
      'legal-name-national-association',
      'pdf-lib',
      'multi-page',
      'page-n-of-m',
    ],
    'KeyBank',
    'KeyBank National Association',
    ['KeyBank', 'Key Bank', 'KeyBank National Association', 'KeyCorp'],
    per,
    ['LAKE ERIE BAKING CO LLC', '1640 HERTEL AVE', 'BUFFALO NY 14216-2840'],
    [a],
  );
  s.periodPrinted = false; // the balances' dates and the statement date only
  const SEC: Col10[] = [col('date', 40, 'Date'), col('desc', 84, ''), col('amount', 572, 'Amount', true)];
  const f: Fmt11 = { date: dash, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 84 };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => ['Key Basic Business Checking   359681102244', `Page ${n} of ${all}`],
      foot: ['KeyBank National Association  Member FDIC  key.com  1-888-KEY4BIZ (1-888-539-4249)'],
    },
    (p) => {
      put(p, [
        [c(40, 'KeyBank', { bold: true, size: 15 }), c(572, 'Business Banking Statement', { right: true, bold: true })],
        [c(40, 'P.O. Box 93885'), c(572, 'June 30, 2023', { right: true })],
        [c(40, 'Cleveland, OH 44101-5885')],
        ...s.customer.map((x) => [c(56, x)]),
        [],
        [c(40, 'Questions or comments? Call our Key Business Resource Center 1-888-KEY4BIZ (1-888-539-4249).')],
        [],
      ]);
      cols13(
        p,
        'Key Basic Business Checking   359681102244   LAKE ERIE BAKING CO LLC',
        [
          [`Beginning balance ${dashY(dayBefore(per.start))}`, US$(a.opening)],
          [`${t.creditCount} Additions`, `+${US(t.credits)}`],
          [`${t.debitCount - fee.length} Subtractions`, `-${US(t.debits - sum(fee))}`],
          ['Net fees and charges', `-${US(sum(fee))}`],
          [`Ending balance ${dashY(per.end)}`, US$(closing(a))],
        ],
        [40, 330],
      );
      table13(p, 'Additions', a, add, [col('date', 40, 'Deposits'), ...SEC.slice(1)], f, {
        total: 'Total additions',
        totalFmt: US$,
      });
      put(p, [[c(40, 'Subtractions', { bold: true })]]);
      checks13(p, 'Paper Checks   * check missing from sequence', chk, {
        up: 3,
        date: dash,
        amt: US,
        heads: ['Check', 'Date', 'Amount'],
        gapMark: ' *',
        total: (n, tt) => [`Paper Checks Paid   ${n} checks`, US$(tt)],
      });
      table13(p, 'Withdrawals', a, wd, SEC, f, { total: 'Total subtractions (withdrawals)', totalFmt: US$ });
      table13(p, 'Fees and charges', a, fee, SEC, f, { total: 'Fees and charges assessed this period', totalFmt: US$ });
      text13(
        p,
        'See your Account Terms and Conditions and the Business Banking Fee Schedule for details. Effective 08-01-23, the Key Basic Business Checking maintenance fee of $15.00 is waived with an average ledger balance of $2,500 or more.',
      );
    },
  );
};
