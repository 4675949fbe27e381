// The sixteenth set's statements: long, high-volume US small-business months at big banks, community banks and
// credit unions, each a configuration of build16.ts printed by Chromium or drawn by pdf-lib (engine16.ts).
import type { Account, Row } from './model.ts';
import type { Spec2 } from './page2.ts';
import type { Backend, Line } from './engine16.ts';
import { L, ruled } from './engine16.ts';
import { type Cfg, type Sec, build, masthead, summary } from './build16.ts';
import { type Meta, d, heads, m, spec, totals, closing, withBalances } from './layout16.ts';
import { type Mix16, odFees, openingFor, rows16 } from './gen16.ts';

const runHead = (left: string, right: string, size = 6.8): Line[] => [
  L(10, { x: 36, t: left, size }, { x: 576, t: right, right: true, size }),
  ruled(L(3)),
  L(6),
];
const pageOf = (n: number, N: number, x = 576): { x: number; t: string; right: boolean; size: number }[] => [
  { x, t: `Page ${n} of ${N}`, right: true, size: 6.8 },
];
const usd = (c: number): string => m(c, { dollar: true });
const neg = (c: number): string => m(-c, { dollar: true, neg: 'minus' });
const chrome = (font: string, size: number): Backend => ({ kind: 'chromium', font, size });
const drawn = (
  font: 'Helvetica' | 'Courier' | 'Times',
  size: number,
  mode: 'cells' | 'words' | 'columns',
  producer: string,
  creator: string,
): Backend => ({
  kind: 'pdflib',
  font,
  size,
  mode,
  producer,
  creator,
});

/** Scales the card-processor and branch deposits so the month's credits come to `ratio` times its debits. */
function balance(rows: Row[], ratio: number): void {
  const debits = rows.filter((r) => r.cents < 0).reduce((s, r) => s - r.cents, 0);
  const fixed = rows
    .filter((r) => r.cents > 0 && !['ecredit', 'deposit'].includes(r.kind))
    .reduce((s, r) => s + r.cents, 0);
  const scalable = rows.filter((r) => ['ecredit', 'deposit'].includes(r.kind));
  const k = (debits * ratio - fixed) / scalable.reduce((s, r) => s + r.cents, 0);
  for (const r of scalable) r.cents = Math.max(1, Math.round(r.cents * k));
}

function account(
  label: string,
  number: string,
  type: Account['type'],
  rows: Row[],
  floor: number,
  od?: { n: number; fee: number; desc: string },
  ratio = 1.01,
): Account {
  balance(rows, ratio);
  let opening = openingFor(rows, floor);
  if (od) {
    rows = odFees(rows, opening, od.n, od.fee, od.desc);
  }
  return { label, number, type, opening, rows };
}
const mix = (seed: number, start: string, end: string, x: Mix16): Row[] => rows16(seed, start, end, x);
const isCheck = (r: Row): boolean => r.kind === 'check';
const credit = (r: Row): boolean => r.cents > 0;

// ---------------------------------------------------------------- Bank of America
export function bankOfAmerica(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const INDN = 'INDN:LA PALOMA GRILL LLC';
  const rows = mix(16001, start, end, {
    processors: [
      { desc: `TOAST INC DES:DEP ID:{n6}A ${INDN} CO ID:1461977521 CCD`, lo: 1400, hi: 4200, mondayTriple: true },
      { desc: `TOAST INC DES:DEP ID:{n6}B ${INDN} CO ID:1461977521 CCD`, lo: 900, hi: 3100, mondayTriple: true },
      { desc: `DOORDASH, INC. DES:PAYOUT ID:{n9} ${INDN} CO ID:1453279884 CCD`, lo: 300, hi: 1400, p: 0.75 },
      { desc: `UBER USA 6787 DES:EDI PAYMNT ID:{n8} ${INDN} CO ID:3463387001 CCD`, lo: 150, hi: 900, p: 0.55 },
      { desc: `GRUBHUB HOLDINGS DES:GRUBHUB ID:{n7} ${INDN} CO ID:1462908425 CCD`, lo: 120, hi: 600, p: 0.4 },
    ],
    funders: [
      { desc: `PEARL CAPITAL DES:PAYMENT ID:{n8} ${INDN} CO ID:9000412205 CCD`, daily: 48700 },
      { desc: `YELLOWSTONE CAP DES:DEBIT ID:{n7} ${INDN} CO ID:1820311557 CCD`, daily: 31500, from: 6 },
      { desc: `EBF HOLDINGS DES:EVEREST ID:{n8} ${INDN} CO ID:1473625810 CCD`, daily: 22900, from: 12 },
    ],
    cards: {
      last4: '4471',
      perDay: 9,
      merchants: [
        'SYSCO ARIZONA 623-5550100 AZ',
        'RESTAURANT DEPOT #44 PHOENIX AZ',
        'COSTCO WHSE #0431 MESA AZ',
        'US FOODS PHX 480-5550134 AZ',
        'SAMS CLUB #4797 MESA AZ',
        'HOME DEPOT #0405 MESA AZ',
        'WEBSTAURANTSTORE 717-3927472 PA',
        'SHAMROCK FOODS CO PHOENIX AZ',
        'FRYS FOOD #0662 MESA AZ',
      ],
    },
    achDebits: [
      { desc: `ADP WAGE PAY DES:WAGE PAY ID:{n9} ${INDN} CO ID:9659605001 CCD`, lo: 6200, hi: 9800, every: 7 },
      { desc: `ADP Tax DES:ADP Tax ID:{n9} ${INDN} CO ID:1659604001 CCD`, lo: 1800, hi: 2900, every: 7 },
      { desc: `AZ DEPT OF REV DES:TPT PAYMNT ID:{n7} ${INDN} CO ID:1866004791 CCD`, lo: 2100, hi: 4800, every: 18 },
      { desc: `SRP DES:SRP BILL ID:{n10} ${INDN} CO ID:1860095042 PPD`, lo: 900, hi: 2300, every: 18 },
      { desc: `SOUTHWEST GAS DES:BILL PAY ID:{n9} ${INDN} CO ID:1880085600 PPD`, lo: 300, hi: 900, every: 18 },
    ],
    checks: { first: 2211, n: 16, lo: 180, hi: 4200 },
    zelleOut: 6,
    fees: [['Monthly Fee Business Advantage Fundamentals', 1600]],
  });
  const a = account(
    'Business Advantage Fundamentals Banking',
    '435016289917',
    'checking',
    rows,
    2318_44,
    undefined,
    0.97,
  );
  const meta: Meta = {
    file: 'probe16-bank-of-america-business-advantage.pdf',
    style:
      'Bank of America Business Advantage Fundamentals Banking, a restaurant on two Toast locations: deposits, withdrawals, checks (3-up) and service fees as sections with totals, headings "- continued" with the column titles repeated on every page, three merchant-cash-advance funders debiting daily, a daily ledger balance table in three columns',
    classes: [
      'business',
      'big-bank',
      'sections-with-totals',
      'continued-headings',
      'column-titles-repeated',
      'checks-3-up',
      'mca-daily-debits',
      'merchant-deposits',
      'daily-ledger-balance-table',
      'daily-balance-3-columns',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Bank of America',
    legal: 'Bank of America, N.A.',
    aliases: ['Bank of America', 'BofA', 'Bank of America Business Advantage'],
    start,
    end,
    statementDate: end,
    customer: ['LA PALOMA GRILL LLC', '2216 W MAIN ST', 'MESA AZ 85201-6703'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const sumOf = (p: (r: Row) => boolean): number => a.rows.filter(p).reduce((s, r) => s - r.cents, 0);
  const wd = (r: Row): boolean => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee';
  const cfg: Cfg = {
    f: { size: 7.5, lh: 11.6, date: 'MM/DD/YY', amt: { neg: 'minus' }, wrap: 74 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead(
            'LA PALOMA GRILL LLC ! Account # 4350 1628 9917 ! March 1, 2024 to March 31, 2024',
            'Page {P} of {N}',
          ),
    foot: (n, N) => [{ x: 40, t: 'Bank of America, N.A. Member FDIC', size: 6 }, ...pageOf(n, N)],
    masthead: masthead(
      'BANK OF AMERICA',
      17,
      ['P.O. Box 15284', 'Wilmington, DE 19850'],
      meta.customer,
      [
        ['Customer service information', ''],
        ['Customer service:', '1.888.BUSINESS (1.888.287.4637)'],
        ['bankofamerica.com', ''],
        ['Bank of America, N.A.', ''],
        ['P.O. Box 25118 Tampa, FL 33622-5118', ''],
      ],
      'Your Business Advantage Fundamentals Banking for March 1, 2024 to March 31, 2024     Account number: 4350 1628 9917',
    ),
    summary: () => [
      ...summary(
        'Account summary',
        [
          ['Beginning balance on March 1, 2024', usd(a.opening)],
          ['Deposits and other credits', usd(t.credits)],
          ['Withdrawals and other debits', neg(sumOf(wd))],
          ['Checks', neg(sumOf(isCheck))],
          ['Service fees', neg(sumOf((r) => r.kind === 'fee'))],
          ['Ending balance on March 31, 2024', usd(closing(a))],
        ],
        7.6,
      ),
      L(11, { x: 380, t: `# of deposits/credits: ${t.creditCount}`, size: 7.4 }),
      L(11, { x: 380, t: `# of withdrawals/debits: ${t.debitCount}`, size: 7.4 }),
      L(11, { x: 380, t: '# of days in cycle: 31', size: 7.4 }),
      L(11, { x: 380, t: 'Average ledger balance: ' + usd(Math.round((a.opening + closing(a)) / 2)), size: 7.4 }),
    ],
    title: () => 'Deposits and other credits',
    cont: ' - continued',
    repeatHeads: true,
    names: { date: 'Date', desc: 'Description', amount: 'Amount' },
    cols: { date: 40, desc: 84, amount: 574 },
    ledger: [
      { title: 'Deposits and other credits', pick: credit, total: 'Total deposits and other credits' },
      { title: 'Withdrawals and other debits', pick: wd, total: 'Total withdrawals and other debits' },
      { title: 'Checks', pick: isCheck, total: 'Total checks', kind: 'checks3' },
      { title: 'Service fees', pick: (r) => r.kind === 'fee', total: 'Total service fees' },
    ] as Sec[],
    bal: 'none',
    debitSigned: true,
    checkOrder: 'nda',
    daily: { k: 3, title: 'Daily ledger balances' },
  };
  // the debits print signed ("-487.00"), the section totals as the bank prints them ("-$12,345.67")
  return spec(meta, chrome("'Liberation Sans', Arial, sans-serif", 7.3), () => build([a], cfg));
}

const sortDay = (rows: Row[]): Row[] =>
  rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || (a.x.cents > 0 ? 0 : 1) - (b.x.cents > 0 ? 0 : 1) || a.i - b.i)
    .map(({ x }) => x);
const summaryLines = (
  a: Account,
  labels: [string, string, string, string],
  counts: boolean,
  size: number,
  title: string,
  o: { negDebits?: boolean } = {},
): Line[] => {
  const t = totals(a.rows);
  return summary(
    title,
    [
      [labels[0], usd(a.opening)],
      [labels[1], usd(t.credits), counts ? String(t.creditCount) : undefined],
      [labels[2], o.negDebits ? neg(t.debits) : usd(t.debits), counts ? String(t.debitCount) : undefined],
      [labels[3], m(closing(a), { dollar: true, neg: 'minus' })],
    ],
    size,
  );
};

// ---------------------------------------------------------------- Wells Fargo
export function wellsFargo(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16002, start, end, {
    processors: [
      { desc: 'RTS FINANCIAL SE FACTORING 2403{n4} RED MESA TRANSPORT LLC', lo: 2400, hi: 9200, p: 0.7 },
      { desc: 'TRIUMPH PAY PAYMENTS {d} {n9} RED MESA TRANSPORT', lo: 1500, hi: 6400, p: 0.45 },
      { desc: 'COMDATA INC EXPRESSCHK {d} {n10} RED MESA TRANSPORT', lo: 300, hi: 1900, p: 0.3 },
    ],
    funders: [
      { desc: 'FORA FINANCIAL ACH DEBIT {d} {n7} RED MESA TRANSPORT', daily: 61500 },
      { desc: 'LENDINI LLC DEBIT {d} {n6} RED MESA TRANSPORT LLC', daily: 27900 },
      { desc: 'CFGMS PAYMENT {d} {n8} RED MESA TRANSPORT', daily: 44900, from: 9 },
    ],
    cards: {
      last4: '8821',
      prefix: 'PURCHASE AUTHORIZED ON',
      perDay: 10,
      lo: 40,
      hi: 980,
      merchants: [
        'PILOT_00412 AMARILLO TX S{n15}',
        "LOVE'S #0287 OUTSIDE ALBUQUERQUE NM S{n15}",
        'TA OPERATING #112 TUCUMCARI NM P{n15}',
        'FLYING J #0614 KINGMAN AZ S{n15}',
        'BLUE BEACON #61 FLAGSTAFF AZ S{n15}',
        'SPEEDCO #0032 LAREDO TX P{n15}',
        'CAT SCALE CO WALCOTT IA S{n15}',
        'NAPA AUTO PARTS 0312 PHOENIX AZ S{n15}',
      ],
    },
    achDebits: [
      { desc: 'PAYCHEX INC. PAYROLL {d} {n12} RED MESA TRANSPORT', lo: 8200, hi: 14800, every: 5 },
      { desc: 'WEX BANK PAYMENT {d} {n8} RED MESA TRANSPORT', lo: 1200, hi: 5400, every: 6 },
      { desc: 'PROGRESSIVE INS PREM {d} {n10} RED MESA TRANSPO', lo: 2800, hi: 4200, every: 20 },
      { desc: 'DAIMLER TRUCK FIN PAYMENT {d} {n8} RED MESA', lo: 2400, hi: 3300, every: 12 },
      { desc: 'IRS USATAXPYMT {d} {n15} RED MESA TRANSPORT', lo: 2500, hi: 6200, every: 11 },
    ],
    checks: { first: 5102, n: 9, lo: 250, hi: 3800 },
    wiresIn: 3,
    wiresOut: 4,
    returned: 2,
    fees: [['MONTHLY SERVICE FEE', 1000]],
  });
  rows.push({
    date: '2024-03-19',
    desc: 'NSF RETURNED ITEM FEE FOR ITEM 03/19 $1,211.40 ITEM #5109',
    cents: -3500,
    kind: 'fee',
  });
  const a = account('Initiate Business Checking', '8314402976', 'checking', sortDay(rows), -2314_55, {
    n: 4,
    fee: 3500,
    desc: 'OVERDRAFT ITEM FEE FOR A TRANSACTION POSTED ON THIS DATE',
  });
  const meta: Meta = {
    file: 'probe16-wells-fargo-initiate-business-checking.pdf',
    style:
      'Wells Fargo Initiate Business Checking, a trucking company: one Transaction history with the balance on the day\'s last row only ("Ending daily balance"), column titles repeated on every page but no continued heading, factoring deposits, three merchant-cash-advance funders daily, fuel-card purchases, wires with 2-4 detail lines, overdrawn days with overdraft item fees and an NSF fee, an overdraft and returned item fee table with year-to-date figures',
    classes: [
      'business',
      'big-bank',
      'running-balance-day-end',
      'column-titles-repeated',
      'no-continued-heading',
      'mca-daily-debits',
      'wire-detail-lines',
      'overdraft-negative-balance',
      'nsf-returned-item',
      'od-returned-item-fee-table',
      'ytd-figures',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Wells Fargo',
    legal: 'Wells Fargo Bank, N.A.',
    aliases: ['Wells Fargo', 'Wells Fargo Bank', 'WELLS FARGO'],
    start,
    end,
    statementDate: end,
    customer: ['RED MESA TRANSPORT LLC', '4410 S 36TH ST', 'PHOENIX AZ 85040-2913'],
    accounts: [a],
  };
  const cfg: Cfg = {
    f: { size: 7.4, lh: 12, date: 'M/D', amt: { neg: 'minus' }, wrap: 56 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1 ? [] : runHead('Account number: 8314402976   March 1, 2024 - March 31, 2024', 'Page {P} of {N}'),
    foot: (n, N) => [{ x: 40, t: '(118)', size: 6 }, { x: 306, t: 'Sheet Seq = 0201742', size: 6 }, ...pageOf(n, N)],
    masthead: [
      ...masthead(
        'WELLS FARGO',
        17,
        ['Initiate Business Checking', 'March 31, 2024 Page 1 of {N}'],
        meta.customer,
        [
          ['Questions?', ''],
          ['Available by phone 24 hours a day, 7 days a week:', ''],
          ['1-800-CALL-WELLS', '(1-800-225-5935)'],
          ['Online: wellsfargo.com/biz', ''],
          ['Write: Wells Fargo Bank, N.A. (118)', ''],
          ['P.O. Box 6995 Portland, OR 97228-6995', ''],
        ],
        'Wells Fargo Bank, N.A. Member FDIC',
      ),
    ],
    summary: (x) => [
      ...summaryLines(
        x,
        ['Beginning balance on 3/1', 'Deposits/Credits', 'Withdrawals/Debits', 'Ending balance on 3/31'],
        false,
        7.6,
        'Activity summary',
        { negDebits: true },
      ),
      L(12, { x: 380, t: 'Account number: 8314402976', size: 7.4 }),
      L(11, { x: 380, t: 'RED MESA TRANSPORT LLC', size: 7.4 }),
      L(11, { x: 380, t: 'Arizona account terms and conditions apply', size: 7.4 }),
    ],
    title: () => 'Transaction history',
    cont: null,
    repeatHeads: true,
    names: {
      date: 'Date',
      check: 'Check #',
      desc: 'Description',
      credit: 'Deposits/Credits',
      debit: 'Withdrawals/Debits',
      bal: 'Ending daily balance',
    },
    cols: { date: 40, check: 64, desc: 100, credit: 422, debit: 500, bal: 574 },
    ledger: 'combined',
    bal: 'day-end',
    totals: 'Ending balance on 3/31 / Totals',
    od: { prior: [10500, 3500], title: 'Overdraft and returned item fees' },
  };
  return spec(meta, drawn('Helvetica', 7.2, 'cells', 'Exstream Output', 'HP Exstream 16.6.1'), () => build([a], cfg));
}

// ---------------------------------------------------------------- JPMorgan Chase
export function chase(): Spec2 {
  const start = '2024-02-29';
  const end = '2024-03-28';
  const ind = 'Ind Name:Brightside Outfitters LLC';
  const rows = mix(16003, start, end, {
    processors: [
      {
        desc: `Orig CO Name:Square Inc Orig ID:9424300002 Desc Date:{d} CO Entry Descr:{d}P2 Sec:CCD Trace#:0210000{n8} Eed:{d} Ind ID:L204{n8} ${ind} Trn: {n10}Tc`,
        lo: 700,
        hi: 3400,
        mondayTriple: true,
      },
      {
        desc: `Orig CO Name:Shopify Orig ID:3770527921 Desc Date:{d} CO Entry Descr:Transfer Sec:CCD Trace#:0210000{n8} Eed:{d} Ind ID:ST-{n10} ${ind} Trn: {n10}Tc`,
        lo: 400,
        hi: 2600,
        p: 0.8,
      },
      {
        desc: `Orig CO Name:Stripe Orig ID:1800948598 Desc Date:{d} CO Entry Descr:Transfer Sec:CCD Trace#:0910000{n8} Eed:{d} Ind ID:ST-{n12} ${ind} Trn: {n10}Tc`,
        lo: 150,
        hi: 1300,
        p: 0.5,
      },
    ],
    funders: [
      {
        desc: `Orig CO Name:Kalamata Capital Orig ID:1463218845 Desc Date:{d} CO Entry Descr:Payment Sec:CCD Trace#:0260000{n8} Eed:{d} ${ind} Trn: {n10}Tc`,
        daily: 33900,
      },
      {
        desc: `Orig CO Name:Idea Financial Orig ID:1834552016 Desc Date:{d} CO Entry Descr:Debit Sec:CCD Trace#:0260000{n8} Eed:{d} ${ind} Trn: {n10}Tc`,
        daily: 18500,
        from: 7,
      },
    ],
    cards: {
      last4: '3309',
      prefix: 'Card Purchase',
      perDay: 6,
      lo: 12,
      hi: 860,
      merchants: [
        'Uline *Ship Supplies 800-295-5510 WI',
        'Amazon Mktpl*R{n6} Amzn.Com/Bill WA',
        'Staples 00115 Nashville TN',
        'Fedex 5{n8} Memphis TN',
        'USPS PO 4712930207 Nashville TN',
        'Nashville Electric Svc 615-7473231 TN',
        'Canva* 04{n6} Sydney',
        'Meta Ads Fb.Me/Ads CA',
        'Costco Whse #1078 Nashville TN',
      ],
    },
    achDebits: [
      {
        desc: `Orig CO Name:Gusto Orig ID:9138864001 Desc Date:{d} CO Entry Descr:Net {n6} Sec:CCD Trace#:0310000{n8} ${ind}`,
        lo: 3200,
        hi: 5400,
        every: 5,
      },
      {
        desc: `Orig CO Name:Gusto Orig ID:9138864001 Desc Date:{d} CO Entry Descr:Tax {n6} Sec:CCD ${ind}`,
        lo: 900,
        hi: 1700,
        every: 5,
      },
      {
        desc: `Orig CO Name:American Express Orig ID:1134992250 Desc Date:{d} CO Entry Descr:ACH Pmt Sec:CCD ${ind}`,
        lo: 2500,
        hi: 9000,
        every: 9,
      },
      { desc: 'Shopify Billing Payment PPD ID: 3770527921', lo: 90, hi: 400, every: 15 },
    ],
    checks: { first: 1038, n: 22, lo: 90, hi: 4800 },
    zelleOut: 4,
    zelleIn: 3,
    fees: [['Service Charges For The Month of March', 9500]],
  });
  const a = account('Chase Business Complete Checking', '000000583916204', 'checking', rows, 4871_06, undefined, 1.03);
  const meta: Meta = {
    file: 'probe16-chase-business-complete-checking.pdf',
    style:
      'Chase Business Complete Checking, a retail shop selling in store (Square) and online (Shopify, Stripe): Deposits and Additions, Checks Paid (3-up, `*` breaks, total), ATM & Debit Card Withdrawals, Electronic Withdrawals and Fees as sections with "(continued)" headings, ACH descriptions over two lines, Daily Ending Balance in four columns, check images at the end captioned with number, amount and date',
    classes: [
      'business',
      'big-bank',
      'sections-with-totals',
      'continued-headings',
      'column-titles-repeated',
      'checks-3-up',
      'check-images',
      'mca-daily-debits',
      'merchant-deposits',
      'zelle',
      'daily-ledger-balance-table',
      'daily-balance-4-columns',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Chase',
    legal: 'JPMorgan Chase Bank, N.A.',
    aliases: ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank', 'Chase Bank'],
    start,
    end,
    statementDate: end,
    customer: ['BRIGHTSIDE OUTFITTERS LLC', '1208 GALLATIN AVE STE 4', 'NASHVILLE TN 37206-3240'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const grp = (p: (r: Row) => boolean): [number, number] => {
    const g = a.rows.filter(p);
    return [g.length, g.reduce((s, r) => s + Math.abs(r.cents), 0)];
  };
  const card = (r: Row): boolean => r.kind === 'card';
  const elec = (r: Row): boolean => r.cents < 0 && !['check', 'card', 'fee'].includes(r.kind);
  const fee = (r: Row): boolean => r.kind === 'fee';
  const cfg: Cfg = {
    f: { size: 7.2, lh: 11, date: 'MM/DD', amt: { neg: 'minus' }, wrap: 92 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead('February 29, 2024 through March 28, 2024    Account Number: 000000583916204', 'Page {P} of {N}'),
    foot: (n, N) => [
      { x: 40, t: `*start*summary *end*summary  Chase.com/business  Member FDIC`, size: 6 },
      ...pageOf(n, N),
    ],
    masthead: masthead(
      'CHASE',
      18,
      ['JPMorgan Chase Bank, N.A.', 'P O Box 182051', 'Columbus, OH 43218 - 2051'],
      meta.customer,
      [
        ['February 29, 2024 through March 28, 2024', ''],
        ['Account Number:', '000000583916204'],
        ['CUSTOMER SERVICE INFORMATION', ''],
        ['Web site:', 'Chase.com/business'],
        ['Service Center:', '1-800-242-7338'],
        ['Deaf and Hard of Hearing:', '1-800-242-7383'],
        ['International Calls:', '1-713-262-1679'],
      ],
      'JPMorgan Chase Bank, N.A. Member FDIC',
    ),
    summary: () => [
      L(
        17,
        { x: 40, t: 'CHECKING SUMMARY', b: true, size: 9 },
        { x: 240, t: 'Chase Business Complete Checking', size: 7.6 },
      ),
      L(
        11,
        { x: 280, t: 'INSTANCES', size: 7.4, right: true, b: true },
        { x: 380, t: 'AMOUNT', size: 7.4, right: true, b: true },
      ),
      L(11, { x: 40, t: 'Beginning Balance', size: 7.6 }, { x: 380, t: usd(a.opening), right: true, size: 7.6 }),
      L(
        11,
        { x: 40, t: 'Deposits and Additions', size: 7.6 },
        { x: 280, t: String(t.creditCount), right: true, size: 7.6 },
        { x: 380, t: usd(t.credits), right: true, size: 7.6 },
      ),
      ...(
        [
          ['Checks Paid', grp(isCheck)],
          ['ATM & Debit Card Withdrawals', grp(card)],
          ['Electronic Withdrawals', grp(elec)],
          ['Fees', grp(fee)],
        ] as [string, [number, number]][]
      ).map(([k, [n, s]]) =>
        L(
          11,
          { x: 40, t: k, size: 7.6 },
          { x: 280, t: String(n), right: true, size: 7.6 },
          { x: 380, t: neg(s), right: true, size: 7.6 },
        ),
      ),
      L(
        11,
        { x: 40, t: 'Ending Balance', size: 7.6, b: true },
        { x: 280, t: String(a.rows.length), right: true, size: 7.6 },
        { x: 380, t: usd(closing(a)), right: true, size: 7.6, b: true },
      ),
    ],
    title: () => 'DEPOSITS AND ADDITIONS',
    cont: ' (continued)',
    repeatHeads: true,
    names: { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
    cols: { date: 40, desc: 76, amount: 574 },
    ledger: [
      { title: 'DEPOSITS AND ADDITIONS', pick: credit, total: 'Total Deposits and Additions' },
      { title: 'CHECKS PAID', pick: isCheck, total: 'Total Checks Paid', kind: 'checks3' },
      { title: 'ATM & DEBIT CARD WITHDRAWALS', pick: card, total: 'Total ATM & Debit Card Withdrawals' },
      { title: 'ELECTRONIC WITHDRAWALS', pick: elec, total: 'Total Electronic Withdrawals' },
      { title: 'FEES', pick: fee, total: 'Total Fees' },
    ],
    bal: 'none',
    checkOrder: 'nda',
    daily: { k: 4, title: 'DAILY ENDING BALANCE' },
    images: {
      title: 'CHECK IMAGES - Brightside Outfitters LLC - Account 000000583916204',
      caption: (r) => `Check ${r.check}   ${m(-r.cents, { dollar: true })}   ${d(r.date, 'MM/DD/YYYY')}`,
      payor: ['BRIGHTSIDE OUTFITTERS LLC', '1208 GALLATIN AVE STE 4 NASHVILLE TN'],
    },
  };
  return spec(meta, chrome("'DejaVu Sans', sans-serif", 7.2), () => build([a], cfg));
}

// ---------------------------------------------------------------- PNC
export function pnc(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16004, start, end, {
    processors: [
      { desc: 'Corporate ACH Progress Pmt Meridian Gc Svcs {n12}', lo: 3800, hi: 16500, p: 0.35 },
      { desc: 'Corporate ACH Txns/Fees Heartland Payment {n12}', lo: 300, hi: 2800, p: 0.6 },
      { desc: 'Mobile Deposit Ref {n10}', lo: 500, hi: 7400, p: 0.5 },
    ],
    funders: [{ desc: 'Corporate ACH Dly Pmt Libertas Funding {n12}', daily: 52500 }],
    cards: {
      last4: '6610',
      prefix: 'Debit Card Purchase',
      perDay: 4,
      lo: 20,
      hi: 1400,
      merchants: [
        'Abc Supply 0318 Pittsburgh PA',
        'Home Depot 4112 Monroeville PA',
        'Lowes 02388 Robinson Twp PA',
        'Sunoco 0807 Bethel Park PA',
        'Beacon Roofing 0214 Pittsburgh PA',
        'Sheetz 0436 Canonsburg PA',
        'Fastenal Cowpwc Pittsburgh PA',
      ],
    },
    achDebits: [
      { desc: 'Corporate ACH Payroll Paylocity Corp {n12}', lo: 11000, hi: 17500, every: 5 },
      { desc: 'Corporate ACH Premium Erie Insurance {n10}', lo: 1800, hi: 2600, every: 20 },
      { desc: 'Corporate ACH Pmt Cat Financial {n12}', lo: 2700, hi: 2900, every: 20 },
      { desc: 'Web Pmt Duquesne Light {n10}', lo: 400, hi: 900, every: 20 },
    ],
    checks: { first: 30412, n: 96, lo: 140, hi: 6800, gaps: 0.1 },
    returned: 1,
    fees: [
      ['Service Charge Period Ending 03/29.2024', 4500],
      ['Returned Item Fee', 3600],
    ],
  });
  const a = account('Business Checking Plus', '1047358862', 'checking', rows, 7412_90, undefined, 1.02);
  const meta: Meta = {
    file: 'probe16-pnc-business-checking-plus.pdf',
    style:
      'PNC Business Checking Plus, a roofing contractor paying subcontractors by check: Deposits and Other Additions, Checks and Substitute Checks 3-up over two pages (number, amount, date; `*` at breaks; total), card purchases, ACH deductions and other deductions as sections, a notice page after the second page and check images in the middle of the activity, a Daily Balance Detail in three columns; each word drawn as its own text object',
    classes: [
      'business',
      'big-bank',
      'sections-with-totals',
      'continued-headings',
      'column-titles-repeated',
      'checks-3-up',
      'checks-3-up-two-pages',
      'check-images',
      'check-images-middle',
      'notice-page-between',
      'mca-daily-debits',
      'merchant-deposits',
      'nsf-returned-item',
      'daily-ledger-balance-table',
      'daily-balance-3-columns',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'word-per-text-object',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'PNC Bank',
    legal: 'PNC Bank, National Association',
    aliases: ['PNC Bank', 'PNC', 'PNC Bank, N.A.'],
    start,
    end,
    statementDate: end,
    customer: ['KESTREL ROOFING & SHEET METAL INC', '2750 BANKSVILLE RD', 'PITTSBURGH PA 15216-2914'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const card = (r: Row): boolean => r.kind === 'card';
  const ach = (r: Row): boolean => r.cents < 0 && ['ach', 'mca', 'wire_out', 'xfer_out'].includes(r.kind);
  const other = (r: Row): boolean => r.kind === 'fee';
  const grp = (p: (r: Row) => boolean): [number, number] => {
    const g = a.rows.filter(p);
    return [g.length, g.reduce((s, r) => s + Math.abs(r.cents), 0)];
  };
  const cfg: Cfg = {
    f: { size: 7.2, lh: 11.2, date: 'MM/DD', amt: {}, wrap: 80 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead(
            'Business Checking Plus Statement   Account Number: 10-4735-8862   For the period 03/01/2024 to 03/31/2024',
            'Page {P} of {N}',
          ),
    foot: (n, N) => [{ x: 40, t: 'Member FDIC   Equal Housing Lender', size: 6 }, ...pageOf(n, N)],
    masthead: masthead(
      'PNC',
      20,
      ['P O Box 609', 'Pittsburgh, PA 15230-9738'],
      meta.customer,
      [
        ['Business Checking Plus Statement', ''],
        ['For the period', '03/01/2024 to 03/31/2024'],
        ['Primary account number:', '10-4735-8862'],
        ['Page 1 of {N}', ''],
        ['Number of enclosures:', '0'],
        ['For 24-hour information, sign on to', 'pnc.com/mybusiness/'],
        ['Business Banking:', '1-877-BUS-BNKG'],
      ],
      'PNC Bank, National Association. Member FDIC',
    ),
    summary: () => [
      L(17, { x: 40, t: 'Balance Summary', b: true, size: 9 }),
      L(
        11,
        { x: 40, t: 'Beginning balance', size: 7.4, b: true },
        { x: 190, t: 'Deposits and other additions', size: 7.4, b: true },
        { x: 330, t: 'Checks and other deductions', size: 7.4, b: true },
        { x: 470, t: 'Ending balance', size: 7.4, b: true },
      ),
      L(
        11,
        { x: 40, t: m(a.opening), size: 7.6 },
        { x: 190, t: m(t.credits), size: 7.6 },
        { x: 330, t: m(t.debits), size: 7.6 },
        { x: 470, t: m(closing(a)), size: 7.6 },
      ),
      L(16, { x: 40, t: 'Transaction Summary', b: true, size: 8.4 }),
      L(
        11,
        { x: 40, t: 'Checks paid/Deductions', size: 7.4 },
        { x: 230, t: String(grp(isCheck)[0]), right: true, size: 7.4 },
        { x: 330, t: m(grp(isCheck)[1]), right: true, size: 7.4 },
      ),
      L(
        11,
        { x: 40, t: 'Debit Card Purchases', size: 7.4 },
        { x: 230, t: String(grp(card)[0]), right: true, size: 7.4 },
        { x: 330, t: m(grp(card)[1]), right: true, size: 7.4 },
      ),
      L(
        11,
        { x: 40, t: 'Online and Electronic Banking Deductions', size: 7.4 },
        { x: 230, t: String(grp(ach)[0]), right: true, size: 7.4 },
        { x: 330, t: m(grp(ach)[1]), right: true, size: 7.4 },
      ),
      L(
        11,
        { x: 40, t: 'Deposits and other additions', size: 7.4 },
        { x: 230, t: String(t.creditCount), right: true, size: 7.4 },
        { x: 330, t: m(t.credits), right: true, size: 7.4 },
      ),
    ],
    title: () => 'Deposits and Other Additions',
    cont: ' - continued',
    repeatHeads: true,
    names: { date: 'Date posted', desc: 'Description', amount: 'Amount' },
    cols: { date: 40, desc: 92, amount: 574 },
    ledger: [
      { title: 'Deposits and Other Additions', pick: credit, total: 'Total Deposits and Other Additions' },
      { title: 'Checks and Substitute Checks', pick: isCheck, total: 'Total checks', kind: 'checks3' },
      {
        title: 'Banking/Debit Card Withdrawals and Purchases',
        pick: card,
        total: 'Total Banking/Debit Card Withdrawals and Purchases',
      },
      {
        title: 'Online and Electronic Banking Deductions',
        pick: ach,
        total: 'Total Online and Electronic Banking Deductions',
      },
      { title: 'Other Deductions', pick: other, total: 'Total Other Deductions' },
    ],
    bal: 'none',
    checkOrder: 'nad',
    daily: { k: 3, title: 'Daily Balance Detail' },
    images: {
      title: 'Check Images   Account 10-4735-8862',
      caption: (r) => `#${r.check}  Amt ${m(-r.cents)}  Date ${d(r.date, 'MM/DD')}`,
      payor: ['KESTREL ROOFING & SHEET METAL INC', '2750 BANKSVILLE RD PITTSBURGH PA 15216'],
      afterPage: 5,
    },
    notices: [{ afterPage: 2, kind: 'disclosure', title: 'Important Information About Your Account' }],
  };
  return spec(meta, drawn('Helvetica', 7.2, 'words', 'Compuset', 'Compuset CSF 4.2'), () => build([a], cfg));
}

// ---------------------------------------------------------------- Farmers & Merchants Bank of Long Beach
export function farmersMerchantsLB(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16005, start, end, {
    processors: [
      { desc: 'CLOVER/FISERV MERCH DEP {n10} PACIFIC RIM ELEC', lo: 250, hi: 2400, p: 0.7 },
      { desc: 'ACH CREDIT PROGRESS BILLING SHORELINE GC {n8}', lo: 4000, hi: 21000, p: 0.25 },
      { desc: 'REMOTE DEPOSIT CAPTURE {n9}', lo: 600, hi: 8800, p: 0.45 },
    ],
    funders: [
      { desc: 'ACH DEBIT VOX FUNDING LLC DAILY {n8}', daily: 44400 },
      { desc: 'ACH DEBIT MANTIS FUNDING PMT {n7}', daily: 26600, from: 4 },
    ],
    cards: {
      last4: '0718',
      prefix: 'POS PURCHASE',
      perDay: 7,
      lo: 15,
      hi: 1800,
      merchants: [
        'CED LONG BEACH {n6} CA',
        'HOME DEPOT 6613 LONG BEACH CA',
        'GRAYBAR ELEC {n6} CA',
        'PLATT ELECTRIC #44 {n4} CA',
        'CHEVRON 0091{n4} LONG BEACH CA',
        'HARBOR FREIGHT 0482 CA',
      ],
    },
    achDebits: [
      { desc: 'ACH DEBIT ADP PAYROLL FEES {n9}', lo: 180, hi: 320, every: 5 },
      { desc: 'ACH DEBIT ADP WAGE PAY {n9}', lo: 14000, hi: 21000, every: 5 },
      { desc: 'ACH DEBIT CA EMPLOYMENT DEV DEPT EDD {n9}', lo: 1100, hi: 2400, every: 10 },
      { desc: 'ACH DEBIT SO CAL EDISON BILL PAYMT {n10}', lo: 300, hi: 900, every: 20 },
    ],
    checks: { first: 8841, n: 38, lo: 180, hi: 7500 },
    wiresIn: 2,
    wiresOut: 3,
    fees: [['ACCOUNT ANALYSIS FEE', 11835]],
  });
  const a = account('Business Analysis Checking', '1105583327', 'checking', rows, 11240_08, undefined, 0.99);
  const meta: Meta = {
    file: 'probe16-farmers-merchants-long-beach-business-checking.pdf',
    style:
      'Farmers & Merchants Bank of Long Beach Business Analysis Checking, an electrical contractor, line-printer style in Courier: one ledger with the running balance on every row, `BALANCE FORWARD` at the head of each page and `PAGE TOTAL` credits/debits at its foot, `- CONTINUED` headings and column titles on every page, the account / period / page header on every page, wires with 2-4 detail lines carrying reference numbers and USD amounts, a fee schedule page between activity pages, daily balances in four columns',
    classes: [
      'business',
      'community-bank',
      'running-balance-every-row',
      'balance-forward-lines',
      'page-subtotals',
      'continued-headings',
      'column-titles-repeated',
      'period-header-every-page',
      'wire-detail-lines',
      'checks-in-ledger',
      'mca-daily-debits',
      'merchant-deposits',
      'fee-schedule-page',
      'notice-page-between',
      'daily-ledger-balance-table',
      'daily-balance-4-columns',
      'member-fdic-line',
      'pdf-lib-producer',
      'line-printer',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Farmers & Merchants Bank of Long Beach',
    legal: 'Farmers & Merchants Bank of Long Beach',
    aliases: ['Farmers & Merchants Bank of Long Beach', 'Farmers & Merchants Bank', 'F&M Bank', 'FMB'],
    start,
    end,
    statementDate: end,
    customer: ['PACIFIC RIM ELECTRIC INC', '3921 E ARTESIA BLVD', 'LONG BEACH CA 90805-1834'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const amt = { neg: 'trailing' as const };
  const cfg: Cfg = {
    f: { size: 7, lh: 12, date: 'MM/DD', amt, wrap: 50 },
    top: 34,
    start,
    end,
    head: () =>
      runHead(
        'ACCOUNT 1105583327 | STATEMENT PERIOD 03/01/2024 - 03/31/2024 | PAGE {P}',
        'FARMERS & MERCHANTS BANK OF LONG BEACH',
        6.8,
      ),
    foot: () => [{ x: 306, t: 'MEMBER FDIC', size: 6 }],
    masthead: masthead(
      'FARMERS & MERCHANTS BANK OF LONG BEACH',
      13,
      ['302 PINE AVENUE', 'LONG BEACH, CA 90802', '(562) 437-0011  WWW.FMB.COM'],
      meta.customer,
      [
        ['STATEMENT DATE', '03/31/2024'],
        ['ACCOUNT NUMBER', '1105583327'],
        ['STATEMENT PERIOD', '03/01/2024 - 03/31/2024'],
        ['ENCLOSURES', '0'],
      ],
      'FARMERS & MERCHANTS BANK OF LONG BEACH  -  MEMBER FDIC  -  EQUAL HOUSING LENDER',
    ),
    summary: () => [
      L(16, { x: 40, t: 'BUSINESS ANALYSIS CHECKING   SUMMARY', b: true, size: 8.4 }),
      L(11, { x: 40, t: 'PREVIOUS BALANCE', size: 7 }, { x: 330, t: m(a.opening, amt), right: true, size: 7 }),
      L(
        11,
        { x: 40, t: `${t.creditCount} DEPOSITS/CREDITS`, size: 7 },
        { x: 330, t: m(t.credits, amt), right: true, size: 7 },
      ),
      L(
        11,
        { x: 40, t: `${t.debitCount} CHECKS/DEBITS`, size: 7 },
        { x: 330, t: m(t.debits, amt), right: true, size: 7 },
      ),
      L(11, { x: 40, t: 'SERVICE CHARGE', size: 7 }, { x: 330, t: '.00', right: true, size: 7 }),
      L(11, { x: 40, t: 'INTEREST PAID', size: 7 }, { x: 330, t: '.00', right: true, size: 7 }),
      L(11, { x: 40, t: 'ENDING BALANCE', size: 7 }, { x: 330, t: m(closing(a), amt), right: true, size: 7 }),
    ],
    title: () => 'CHECKING ACTIVITY',
    cont: ' - CONTINUED',
    repeatHeads: true,
    names: { date: 'DATE', check: 'CHECK', desc: 'DESCRIPTION', credit: 'CREDITS', debit: 'DEBITS', bal: 'BALANCE' },
    cols: { date: 40, check: 70, desc: 104, credit: 432, debit: 500, bal: 574 },
    ledger: 'combined',
    bal: 'every',
    forward: 'BALANCE FORWARD',
    subtotal: 'PAGE TOTAL',
    openingRow: 'BEGINNING BALANCE',
    daily: { k: 4, title: 'DAILY BALANCES' },
    notices: [{ afterPage: 3, kind: 'fees', title: 'BUSINESS SERVICES FEE SCHEDULE - EFFECTIVE JANUARY 1, 2024' }],
  };
  return spec(meta, drawn('Courier', 7, 'cells', 'IBM AFP2PDF', 'InfoPrint Transform Manager'), () => build([a], cfg));
}

// ---------------------------------------------------------------- Navy Federal Credit Union
export function navyFederal(): Spec2 {
  const start = '2024-02-22';
  const end = '2024-03-21';
  const rows = mix(16006, start, end, {
    processors: [
      { desc: 'SQUARE INC {d}P2 L204{n6} TRES HERMANAS', lo: 500, hi: 2300, p: 0.9, mondayTriple: true },
      { desc: 'SQUARE INC {d}P2 L204{n6} TRES HERMANAS CATERING', lo: 300, hi: 1900, p: 0.5 },
    ],
    funders: [{ desc: 'ONDECK CAPITAL ACH DEBIT {n8}', daily: 21900 }],
    cards: {
      last4: '2290',
      prefix: 'POS Debit',
      perDay: 9,
      lo: 9,
      hi: 420,
      merchants: [
        'RESTAURANT DEPOT 0108 NORFOLK VA',
        'COSTCO WHSE #0237 NORFOLK VA',
        'WAWA 8412 VIRGINIA BEACH VA',
        'PROPANE PLUS VIRGINIA BEACH VA',
        'FOOD LION #1511 CHESAPEAKE VA',
        'SAMS CLUB #8290 CHESAPEAKE VA',
      ],
    },
    achDebits: [
      { desc: 'Paid To - City Of Va Beach Permits {n6}', lo: 75, hi: 260, every: 14 },
      { desc: 'Paid To - Progressive Ins {n8}', lo: 380, hi: 520, every: 20 },
      { desc: 'Paid To - Sba Eidl Loan Pmt {n10}', lo: 731, hi: 732, every: 20 },
    ],
    zelleIn: 12,
    zelleOut: 14,
    returned: 2,
    branchDeposits: 4,
    fees: [['Monthly Maintenance Fee', 1500]],
  });
  rows.push({ date: '2024-03-06', desc: 'NSF Returned Item Fee', cents: -2900, kind: 'fee' });
  const a = account(
    'Business Plus Checking',
    '7044318925',
    'checking',
    sortDay(rows),
    -1162_74,
    { n: 5, fee: 2000, desc: 'Overdraft Item Fee' },
    1.04,
  );
  const meta: Meta = {
    file: 'probe16-navy-federal-business-checking.pdf',
    style:
      'Navy Federal Credit Union Business Plus Checking, a food truck with daily Square deposits, one merchant-cash-advance funder, Zelle in and out, returned items and overdrafts: one signed-amount ledger with the balance on every row, `Balance brought forward` at the top of each page, the heading repeated "- continued" without the column titles, an overdraft and returned item fee table with year-to-date totals',
    classes: [
      'business',
      'credit-union',
      'running-balance-every-row',
      'balance-forward-lines',
      'continued-headings',
      'column-titles-not-repeated',
      'signed-amount-column',
      'mca-daily-debits',
      'merchant-deposits',
      'zelle',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'od-returned-item-fee-table',
      'ytd-figures',
      'ncua-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Navy Federal Credit Union',
    legal: 'Navy Federal Credit Union',
    aliases: ['Navy Federal Credit Union', 'Navy Federal', 'NFCU'],
    start,
    end,
    statementDate: end,
    customer: ['TRES HERMANAS FOOD TRUCK LLC', '1517 LASKIN RD APT 3', 'VIRGINIA BEACH VA 23451-6302'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const cfg: Cfg = {
    f: { size: 8.6, lh: 17.5, date: 'MM-DD', amt: { neg: 'minus' }, wrap: 64 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1 ? [] : runHead('Statement Period 02/22/24 - 03/21/24   Access No. 7044318925', 'Page {P} of {N}'),
    foot: (n, N) => [{ x: 40, t: 'Federally insured by NCUA.', size: 6.2 }, ...pageOf(n, N)],
    masthead: masthead(
      'NAVY FEDERAL Credit Union',
      16,
      ['P.O. Box 3000', 'Merrifield VA 22119-3000'],
      meta.customer,
      [
        ['Statement Period', '02/22/24 - 03/21/24'],
        ['Access No.', '7044318925'],
        ['Page', '1 of {N}'],
        ['Questions? Call 1-888-842-6328', ''],
        ['navyfederal.org', ''],
      ],
      'Federally insured by NCUA.',
    ),
    summary: () => [
      L(17, { x: 40, t: 'Summary of your deposit accounts', b: true, size: 9 }),
      heads(11, [
        { x: 40, t: '' },
        { x: 250, t: 'Previous Balance', right: true },
        { x: 340, t: 'Deposits/ Credits', right: true },
        { x: 430, t: 'Withdrawals/ Debits', right: true },
        { x: 520, t: 'Ending Balance', right: true },
      ]),
      L(
        12,
        { x: 40, t: 'Business Plus Checking', size: 7.8 },
        { x: 250, t: usd(a.opening), right: true },
        { x: 340, t: usd(t.credits), right: true },
        { x: 430, t: usd(t.debits), right: true },
        { x: 520, t: m(closing(a), { dollar: true }), right: true },
      ),
      L(12, { x: 40, t: `Items: ${t.creditCount} deposits/credits, ${t.debitCount} withdrawals/debits`, size: 7.2 }),
    ],
    title: () => 'Business Plus Checking - 7044318925',
    cont: ' - continued',
    repeatHeads: false,
    names: { date: 'Date', desc: 'Transaction Detail', amount: 'Amount($)', bal: 'Balance($)' },
    cols: { date: 40, desc: 80, amount: 490, bal: 572 },
    ledger: 'combined',
    bal: 'every',
    debitSigned: true,
    forward: 'Balance brought forward',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
    od: { prior: [6000, 2900], title: 'Overdraft and Returned Item Fees' },
  };
  return spec(meta, chrome("'Liberation Serif', 'Times New Roman', serif", 7.8), () => build([a], cfg));
}

// ---------------------------------------------------------------- Lake City Bank (consolidated)
export function lakeCity(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16007, start, end, {
    processors: [
      { desc: 'CLOVER/FISERV DEP {n10} HOOSIER HEARTH', lo: 700, hi: 2900, mondayTriple: true },
      { desc: 'HEARTLAND PAYMENT TXNS/FEES {n10}', lo: 300, hi: 1700, p: 0.8 },
      { desc: 'DOORDASH INC PAYOUT {n9} HOOSIER HEARTH', lo: 120, hi: 700, p: 0.5 },
    ],
    funders: [
      { desc: 'RAPID FINANCE DAILY PMT {n8}', daily: 38900 },
      { desc: 'FUNDBOX DEBIT {n7} HOOSIER HEARTH', daily: 16200, from: 5 },
      { desc: 'CREDIBLY ACH PMT {n8}', daily: 29900, from: 12 },
    ],
    cards: {
      last4: '5532',
      prefix: 'DBT CRD',
      perDay: 9,
      lo: 8,
      hi: 520,
      merchants: [
        'GORDON FOOD SVC #112 WARSAW IN',
        'MEIJER #0174 WARSAW IN',
        'KROGER #0936 WARSAW IN',
        'MENARDS WARSAW IN',
        'KING ARTHUR BAKING VT',
        'NIPSCO ONLINE PMT IN',
        'WEBSTAURANT 717-3927472 PA',
      ],
    },
    achDebits: [
      { desc: 'PAYROLL HEARTLAND PAYROLL {n10}', lo: 5200, hi: 7900, every: 5 },
      { desc: 'IN DEPT REVENUE SALES TAX {n8}', lo: 1400, hi: 3100, every: 20 },
      { desc: 'KOSCIUSKO REMC ELEC PMT {n8}', lo: 600, hi: 1200, every: 20 },
    ],
    checks: { first: 1611, n: 12, lo: 150, hi: 2600 },
    transfersOut: { desc: 'TRANSFER TO SAVINGS XXXXXX4419', n: 4, lo: 1000, hi: 3000 },
    fees: [['SERVICE CHARGE', 2500]],
  });
  const chk = account('Business Advantage Checking', '6201874411', 'checking', rows, 3119_27);
  const savRows: Row[] = [];
  for (const x of chk.rows.filter((r) => r.kind === 'xfer_out'))
    savRows.push({ date: x.date, desc: 'TRANSFER FROM CHECKING XXXXXX4411', cents: -x.cents, kind: 'xfer_in' });
  savRows.push({ date: '2024-03-15', desc: 'WITHDRAWAL TO CHECKING XXXXXX4411', cents: -250000, kind: 'xfer_out' });
  savRows.push({ date: '2024-03-29', desc: 'INTEREST CREDIT', cents: 1907, kind: 'interest' });
  const sav: Account = {
    label: 'Business Money Market Savings',
    number: '6201874419',
    type: 'savings',
    opening: 28410_35,
    rows: sortDay(savRows),
  };
  const meta: Meta = {
    file: 'probe16-lake-city-bank-business-consolidated.pdf',
    style:
      'Lake City Bank consolidated business statement, a bakery-cafe: a relationship summary, then Business Advantage Checking (Clover/Fiserv and Heartland deposits, three merchant-cash-advance funders, card purchases) with Debits before Credits, a balance on every row, `Subtotal` at the foot of each page and `Balance forward` at the head of the next, then a Business Money Market Savings beginning mid-page on the last page with its own summary; a fee schedule page between activity pages; drawn column by column',
    classes: [
      'business',
      'community-bank',
      'consolidated-two-accounts',
      'savings',
      'second-account-mid-page',
      'running-balance-every-row',
      'page-subtotals',
      'balance-forward-lines',
      'continued-headings',
      'column-titles-repeated',
      'debits-before-credits',
      'mca-daily-debits',
      'merchant-deposits',
      'fee-schedule-page',
      'notice-page-between',
      'member-fdic-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'drawn-column-by-column',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Lake City Bank',
    legal: 'Lake City Bank',
    aliases: ['Lake City Bank', 'LCB', 'Lakeland Financial'],
    start,
    end,
    statementDate: end,
    customer: ['HOOSIER HEARTH BAKERY & CAFE LLC', '118 S BUFFALO ST', 'WARSAW IN 46580-2716'],
    accounts: [chk, sav],
  };
  const ct = totals(chk.rows);
  const st = totals(sav.rows);
  const cfg: Cfg = {
    f: { size: 7.4, lh: 12.5, date: 'MM/DD', amt: { neg: 'minus' }, wrap: 58 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1 ? [] : runHead('HOOSIER HEARTH BAKERY & CAFE LLC   Statement Date 03/31/2024', 'Page {P} of {N}'),
    foot: (n, N) => [
      { x: 40, t: 'Lake City Bank  Member FDIC  lakecitybank.com  1-888-522-2265', size: 6 },
      ...pageOf(n, N),
    ],
    masthead: [
      ...masthead(
        'LAKE CITY BANK',
        16,
        ['PO Box 1387', 'Warsaw, IN 46581-1387'],
        meta.customer,
        [
          ['Statement Date', '03/31/2024'],
          ['Statement Period', '03/01/2024 - 03/31/2024'],
          ['Customer Number', '00418822'],
          ['Page', '1 of {N}'],
        ],
        'Lake City Bank  -  Member FDIC',
      ),
      L(17, { x: 40, t: 'RELATIONSHIP SUMMARY', b: true, size: 9 }),
      heads(11, [
        { x: 40, t: 'Account' },
        { x: 240, t: 'Number' },
        { x: 420, t: 'Beginning Balance', right: true },
        { x: 540, t: 'Ending Balance', right: true },
      ]),
      L(
        11,
        { x: 40, t: 'Business Advantage Checking' },
        { x: 240, t: 'XXXXXX4411' },
        { x: 420, t: m(chk.opening), right: true },
        { x: 540, t: m(closing(chk)), right: true },
      ),
      L(
        11,
        { x: 40, t: 'Business Money Market Savings' },
        { x: 240, t: 'XXXXXX4419' },
        { x: 420, t: m(sav.opening), right: true },
        { x: 540, t: m(closing(sav)), right: true },
      ),
      L(8),
    ],
    summary: (x, i) => {
      const t = i === 0 ? ct : st;
      return [
        L(17, {
          x: 40,
          t: i === 0 ? 'BUSINESS ADVANTAGE CHECKING  XXXXXX4411' : 'BUSINESS MONEY MARKET SAVINGS  XXXXXX4419',
          b: true,
          size: 9,
        }),
        L(
          11,
          { x: 40, t: 'Beginning Balance' },
          { x: 250, t: m(x.opening), right: true },
          { x: 300, t: 'Average Ledger Balance' },
          { x: 540, t: m(Math.round((x.opening + closing(x)) / 2)), right: true },
        ),
        L(
          11,
          { x: 40, t: `${t.creditCount} Credits` },
          { x: 250, t: m(t.credits), right: true },
          { x: 300, t: i === 0 ? 'Minimum Balance' : 'Interest Earned This Period' },
          {
            x: 540,
            t: i === 0 ? m(Math.min(chk.opening, ...withBalances(chk).map((b) => b.balance))) : '19.07',
            right: true,
          },
        ),
        L(
          11,
          { x: 40, t: `${t.debitCount} Debits` },
          { x: 250, t: m(t.debits), right: true },
          { x: 300, t: i === 0 ? 'Days in Statement Period' : 'Annual Percentage Yield Earned' },
          { x: 540, t: i === 0 ? '31' : '0.80%', right: true },
        ),
        L(11, { x: 40, t: 'Ending Balance' }, { x: 250, t: m(closing(x)), right: true }),
      ];
    },
    title: (_, i) => (i === 0 ? 'ACCOUNT ACTIVITY' : 'SAVINGS ACTIVITY'),
    cont: ' (continued)',
    repeatHeads: true,
    names: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', bal: 'Balance' },
    cols: { date: 40, desc: 76, debit: 412, credit: 490, bal: 574 },
    ledger: 'combined',
    bal: 'every',
    forward: 'Balance forward',
    subtotal: 'Subtotal',
    notices: [{ afterPage: 4, kind: 'fees', title: 'Business Deposit Account Fee Schedule' }],
  };
  return spec(meta, drawn('Helvetica', 7.2, 'columns', 'Fiserv Output Solutions', 'Document Sciences xPression'), () =>
    build([chk, sav], cfg),
  );
}

// ---------------------------------------------------------------- Cashmere Valley Bank (quarterly money market)
export function cashmereValley(): Spec2 {
  const start = '2024-01-01';
  const end = '2024-03-31';
  const rows = mix(16008, start, end, {
    processors: [
      { desc: 'SWEEP TRANSFER FROM DDA XXXXXX2046\nAUTO SWEEP REF {n10} TARGET 25,000.00', lo: 800, hi: 14000, p: 1 },
      {
        desc: 'ACH CREDIT CASCADE FRUIT MKTG GROWER PMT {n8}\nPAYMENT ID {n10} ENTIAT RIDGE ORCHARDS',
        lo: 1500,
        hi: 9000,
        p: 0.35,
      },
      { desc: 'ACH CREDIT WA ST DEPT REV REFUND {n8}', lo: 200, hi: 1900, p: 0.04 },
    ],
    achDebits: [
      { desc: 'SWEEP TRANSFER TO DDA XXXXXX2046\nAUTO SWEEP REF {n10} TARGET 25,000.00', lo: 900, hi: 12500, every: 1 },
      { desc: 'ONLINE TRANSFER TO DDA XXXXXX2046\nREF #IB{n8} PAYROLL FUNDING', lo: 6000, hi: 14000, every: 14 },
    ],
  });
  const int = [
    { date: '2024-01-31', cents: 24512 },
    { date: '2024-02-29', cents: 22790 },
    { date: '2024-03-29', cents: 25833 },
  ];
  for (const x of int)
    rows.push({
      date: x.date,
      desc: 'INTEREST CREDIT\nANNUAL PERCENTAGE YIELD EARNED 3.05%',
      cents: x.cents,
      kind: 'interest',
    });
  const a = account('Business Premium Money Market', '2200917735', 'savings', sortDay(rows), 51877_12);
  const meta: Meta = {
    file: 'probe16-cashmere-valley-bank-quarterly-money-market.pdf',
    style:
      'Cashmere Valley Bank Business Premium Money Market, a quarterly statement (January 1 - March 31, 2024) of an orchard business: automatic sweeps from and to its checking nearly every business day, two-line descriptions with a target-balance amount in the second line, monthly interest, a balance on every row, headings "(continued)" with column titles, and a daily balance table of every calendar day in two columns over several pages',
    classes: [
      'business',
      'community-bank',
      'savings',
      'money-market',
      'quarterly-period',
      'running-balance-every-row',
      'continued-headings',
      'column-titles-repeated',
      'amount-like-description',
      'daily-ledger-balance-table',
      'daily-balance-2-columns',
      'daily-balance-calendar-days',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Cashmere Valley Bank',
    legal: 'Cashmere Valley Bank',
    aliases: ['Cashmere Valley Bank', 'CVB', 'Cashmere Valley'],
    start,
    end,
    statementDate: end,
    customer: ['ENTIAT RIDGE ORCHARDS LLC', 'PO BOX 418', 'ENTIAT WA 98822-0418'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const cfg: Cfg = {
    f: { size: 7.8, lh: 13, date: 'MM/DD/YY', amt: { neg: 'minus' }, wrap: 60 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead('ENTIAT RIDGE ORCHARDS LLC   Account XXXXXX7735   01/01/2024 - 03/31/2024', 'Page {P} of {N}'),
    foot: (n, N) => [
      { x: 40, t: 'Cashmere Valley Bank - Member FDIC - Equal Housing Lender', size: 6.2 },
      ...pageOf(n, N),
    ],
    masthead: masthead(
      'Cashmere Valley Bank',
      16,
      ['PO Box 309', 'Cashmere, WA 98815', '(509) 782-2092  cashmerevalley.com'],
      meta.customer,
      [
        ['Quarterly Statement', ''],
        ['Statement Period', '01/01/2024 - 03/31/2024'],
        ['Account Number', 'XXXXXX7735'],
        ['Page', '1 of {N}'],
      ],
      'Cashmere Valley Bank  Member FDIC',
    ),
    summary: () => [
      L(17, { x: 40, t: 'BUSINESS PREMIUM MONEY MARKET', b: true, size: 9.5 }),
      L(12, { x: 40, t: 'Beginning Balance 01/01/2024' }, { x: 330, t: usd(a.opening), right: true }),
      L(12, { x: 40, t: `Deposits/Credits (${t.creditCount})` }, { x: 330, t: usd(t.credits), right: true }),
      L(12, { x: 40, t: `Withdrawals/Debits (${t.debitCount})` }, { x: 330, t: usd(t.debits), right: true }),
      L(12, { x: 40, t: 'Ending Balance 03/31/2024' }, { x: 330, t: usd(closing(a)), right: true }),
      L(
        12,
        { x: 40, t: 'Interest Paid This Period' },
        { x: 330, t: usd(int.reduce((s2, x) => s2 + x.cents, 0)), right: true },
      ),
      L(
        12,
        { x: 40, t: 'Interest Paid Year-to-Date' },
        { x: 330, t: usd(int.reduce((s2, x) => s2 + x.cents, 0)), right: true },
      ),
      L(12, { x: 40, t: 'Annual Percentage Yield Earned 3.05%   Days in Period 91' }),
    ],
    title: () => 'ACCOUNT TRANSACTIONS',
    cont: ' (continued)',
    repeatHeads: true,
    names: { date: 'Date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', bal: 'Balance' },
    cols: { date: 40, desc: 92, debit: 420, credit: 496, bal: 574 },
    ledger: 'combined',
    bal: 'every',
    daily: { k: 2, title: 'DAILY BALANCE SUMMARY', calendar: true },
  };
  return spec(meta, chrome("'DejaVu Sans', sans-serif", 7.8), () => build([a], cfg));
}

// ---------------------------------------------------------------- Mountain America Credit Union (very long)
export function mountainAmerica(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16009, start, end, {
    processors: [
      { desc: 'CLOVER/FISERV MERCH DEP 5422{n6} LOC 1 WASATCH SMOKEHOUSE', lo: 900, hi: 3800, mondayTriple: true },
      { desc: 'CLOVER/FISERV MERCH DEP 5422{n6} LOC 2 WASATCH SMOKEHOUSE', lo: 700, hi: 3100, mondayTriple: true },
      { desc: 'CLOVER/FISERV MERCH DEP 5422{n6} LOC 3 WASATCH SMOKEHOUSE', lo: 500, hi: 2600, mondayTriple: true },
      { desc: 'SHOPIFY PAYOUT {n9} WASATCH SAUCE CO', lo: 80, hi: 900, p: 0.5 },
      { desc: 'DOORDASH INC PAYOUT {n9} WASATCH SMOKEHOUSE', lo: 150, hi: 1100, p: 0.7 },
      { desc: 'EZCATER INC PAYOUT {n8} WASATCH SMOKEHOUSE', lo: 300, hi: 2400, p: 0.3 },
    ],
    funders: [
      { desc: 'ACH DEBIT FORWARD FINANCING PAYMENT {n8}', daily: 57900 },
      { desc: 'ACH DEBIT BRIGHTLINE FUNDING DEBIT {n7}', daily: 34500 },
      { desc: 'ACH DEBIT GFE HOLDINGS LLC DAILY {n8}', daily: 26800, from: 3 },
      { desc: 'ACH DEBIT LIONHEART CAPITAL ACH {n8}', daily: 19900, from: 14 },
    ],
    cards: {
      last4: '7703',
      prefix: 'POS WITHDRAWAL',
      perDay: 16,
      lo: 9,
      hi: 760,
      merchants: [
        'SYSCO INTERMOUNTAIN {n6} UT',
        'RESTAURANT DEPOT 35 SALT LAKE UT',
        'COSTCO WHSE #0477 WEST VALLEY UT',
        'SMITHS FOOD #4097 SANDY UT',
        'HARMONS #17 DRAPER UT',
        'ROCKY MOUNTAIN POWER UT',
        'DOMINION ENERGY UT',
        'HOME DEPOT #4407 MIDVALE UT',
        'CHEVRON 0206{n4} SANDY UT',
        'WEBSTAURANTSTORE 717-3927472 PA',
      ],
    },
    achDebits: [
      { desc: 'ACH DEBIT GUSTO NET {n6} PAYROLL', lo: 13500, hi: 19800, every: 5 },
      { desc: 'ACH DEBIT GUSTO TAX {n6}', lo: 3300, hi: 5200, every: 5 },
      { desc: 'ACH DEBIT UT STATE TAX COMM SALES TAX {n8}', lo: 4000, hi: 7200, every: 20 },
      { desc: 'ACH DEBIT TOAST PAYROLL FEES {n6}', lo: 120, hi: 260, every: 10 },
      { desc: 'ACH DEBIT WESTERN STATES LEASING {n8}', lo: 1900, hi: 2100, every: 20 },
      { desc: 'ACH DEBIT US FOODS INC {n10}', lo: 900, hi: 4800, every: 2 },
      { desc: 'ACH DEBIT SYSCO INTERMOUNTAIN {n10}', lo: 1200, hi: 5200, every: 2 },
    ],
    checks: { first: 4401, n: 28, lo: 120, hi: 5200 },
    wiresOut: 2,
    zelleOut: 6,
    fees: [['ACCOUNT ANALYSIS SERVICE CHARGE', 8725]],
  });
  const a = account('Business Growth Checking', '3309264417', 'checking', rows, 6802_19, undefined, 0.98);
  const meta: Meta = {
    file: 'probe16-mountain-america-business-checking.pdf',
    style:
      'Mountain America Credit Union Business Growth Checking, a three-location barbecue restaurant group: about 600 rows over some thirty pages (three Clover/Fiserv settlements a day, Shopify, DoorDash and ezCater payouts, four merchant-cash-advance funders debiting daily, ten card purchases a day), Withdrawals before Deposits, a balance on every row, `Total this page` at the foot of each page, the heading "- continued" on each page without the column titles, check images in the middle of the activity and a fee schedule page between activity pages',
    classes: [
      'business',
      'credit-union',
      'running-balance-every-row',
      'page-subtotals',
      'continued-headings',
      'column-titles-not-repeated',
      'debits-before-credits',
      'checks-in-ledger',
      'check-images',
      'check-images-middle',
      'mca-daily-debits',
      'merchant-deposits',
      'wire-detail-lines',
      'zelle',
      'fee-schedule-page',
      'notice-page-between',
      'ncua-line',
      'page-n-of-m',
      'pdf-lib-producer',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Mountain America Credit Union',
    legal: 'Mountain America Federal Credit Union',
    aliases: ['Mountain America Credit Union', 'Mountain America', 'MACU', 'Mountain America Federal Credit Union'],
    start,
    end,
    statementDate: end,
    customer: ['WASATCH SMOKEHOUSE BBQ INC', '10820 S STATE ST', 'SANDY UT 84070-4108'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const cfg: Cfg = {
    f: { size: 8, lh: 15.5, date: 'MM/DD/YY', amt: { neg: 'minus' }, wrap: 62 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead(
            'WASATCH SMOKEHOUSE BBQ INC   Account 3309264417   Statement period 03/01/2024 - 03/31/2024',
            'Page {P} of {N}',
          ),
    foot: (n, N) => [{ x: 40, t: 'Federally insured by NCUA', size: 6.2 }, ...pageOf(n, N)],
    masthead: masthead(
      'MOUNTAIN AMERICA CREDIT UNION',
      14,
      ['PO Box 2331', 'Sandy, UT 84091-2331', '1-800-748-4302  macu.com'],
      meta.customer,
      [
        ['Business Statement', ''],
        ['Statement Period', '03/01/2024 - 03/31/2024'],
        ['Member Number', 'XXXXX4417'],
        ['Page', '1 of {N}'],
      ],
      'Federally insured by NCUA',
    ),
    summary: () => [
      L(17, { x: 40, t: 'Business Growth Checking - 3309264417', b: true, size: 9 }),
      L(12, { x: 40, t: 'Beginning Balance' }, { x: 330, t: usd(a.opening), right: true }),
      L(
        12,
        { x: 40, t: 'Total Deposits' },
        { x: 220, t: `${t.creditCount} items`, right: true },
        { x: 330, t: usd(t.credits), right: true },
      ),
      L(
        12,
        { x: 40, t: 'Total Withdrawals' },
        { x: 220, t: `${t.debitCount} items`, right: true },
        { x: 330, t: usd(t.debits), right: true },
      ),
      L(12, { x: 40, t: 'Ending Balance' }, { x: 330, t: usd(closing(a)), right: true }),
      L(12, { x: 40, t: 'Dividends Paid Year-to-Date' }, { x: 330, t: '$0.00', right: true }),
    ],
    title: () => 'Business Growth Checking - 3309264417',
    cont: ' - continued',
    repeatHeads: false,
    names: {
      date: 'Date',
      check: 'Chk #',
      desc: 'Description',
      debit: 'Withdrawals',
      credit: 'Deposits',
      bal: 'Balance',
    },
    cols: { date: 40, check: 82, desc: 112, debit: 420, credit: 496, bal: 574 },
    ledger: 'combined',
    bal: 'every',
    subtotal: 'Total this page',
    images: {
      title: 'Cleared Check Images - Account 3309264417',
      caption: (r) => `Check ${r.check}  Amount $${m(-printed16(r))}  Posted ${d(r.date, 'MM/DD/YYYY')}`,
      payor: ['WASATCH SMOKEHOUSE BBQ INC', '10820 S STATE ST SANDY UT 84070'],
      afterPage: 9,
    },
    notices: [{ afterPage: 16, kind: 'fees', title: 'Business Account Fee Schedule' }],
  };
  return spec(meta, drawn('Times', 7.6, 'cells', 'Symitar Episys Statement Server', 'Episys Forms'), () =>
    build([a], cfg),
  );
}
const printed16 = (r: Row): number => r.shown ?? r.cents;

// ---------------------------------------------------------------- Burke & Herbert Bank
export function burkeHerbert(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16010, start, end, {
    processors: [
      { desc: 'STRIPE TRANSFER ST-{n12} POTOMAC MECHANICAL', lo: 900, hi: 6800, p: 0.9 },
      { desc: 'ACH CREDIT SERVICETITAN PAYMENTS {n10}', lo: 600, hi: 4200, p: 0.9 },
      { desc: 'REMOTE DEPOSIT {n8}', lo: 1200, hi: 14000, p: 0.35 },
    ],
    funders: [{ desc: 'ACH DEBIT PAR FUNDING DAILY ACH {n8}', daily: 47500 }],
    cards: {
      last4: '1184',
      prefix: 'DEBIT CARD PURCHASE',
      perDay: 2,
      lo: 18,
      hi: 900,
      merchants: [
        'FERGUSON HVAC #2143 CHANTILLY VA',
        'JOHNSTONE SUPPLY ALEXANDRIA VA',
        'SHELL OIL 5744 ALEXANDRIA VA',
        'HOME DEPOT 4602 ALEXANDRIA VA',
        'WINSUPPLY LORTON VA',
      ],
    },
    achDebits: [
      { desc: 'ACH DEBIT INTUIT PAYROLL {n10}', lo: 16000, hi: 24000, every: 5 },
      { desc: 'ACH DEBIT DOMINION ENERGY {n10}', lo: 300, hi: 700, every: 20 },
      { desc: 'ACH DEBIT FORD CREDIT PMT {n8}', lo: 800, hi: 1400, every: 7 },
    ],
    checks: { first: 12007, n: 118, lo: 95, hi: 5900, gaps: 0.09 },
    zelleIn: 8,
    returned: 1,
    fees: [['MAINTENANCE FEE', 2000]],
  });
  rows.push({ date: '2024-03-12', desc: 'RETURNED ITEM FEE', cents: -3600, kind: 'fee' });
  const a = account('Business Interest Checking', '0921447719', 'checking', sortDay(rows), -811_30, {
    n: 3,
    fee: 3600,
    desc: 'OVERDRAFT ITEM FEE',
  });
  const meta: Meta = {
    file: 'probe16-burke-herbert-business-checking.pdf',
    style:
      'Burke & Herbert Bank Business Interest Checking, an HVAC contractor paying crews and suppliers by check: Deposits and Credits, Checks Paid 3-up over two pages (`*` at breaks, count and total), Other Debits as sections without a heading on continued pages, a daily balance table in three columns, overdrawn days with overdraft item fees and a returned item fee, an overdraft and returned item fee table with year-to-date totals, check images at the end captioned `#12007 Amt 1,250.00 Date 03/05`',
    classes: [
      'business',
      'community-bank',
      'sections-with-totals',
      'no-continued-heading',
      'column-titles-repeated',
      'checks-3-up',
      'checks-3-up-two-pages',
      'check-images',
      'mca-daily-debits',
      'merchant-deposits',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'od-returned-item-fee-table',
      'ytd-figures',
      'daily-ledger-balance-table',
      'daily-balance-3-columns',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'Burke & Herbert Bank',
    legal: 'Burke & Herbert Bank & Trust Company',
    aliases: ['Burke & Herbert Bank', 'Burke & Herbert', 'Burke and Herbert Bank'],
    start,
    end,
    statementDate: end,
    customer: ['POTOMAC MECHANICAL SERVICES LLC', '5801 GENERAL WASHINGTON DR', 'ALEXANDRIA VA 22312-2408'],
    accounts: [a],
  };
  const t = totals(a.rows);
  const other = (r: Row): boolean => r.cents < 0 && r.kind !== 'check';
  const ck = a.rows.filter(isCheck);
  const cfg: Cfg = {
    f: { size: 7.6, lh: 12, date: 'MM/DD', amt: { neg: 'minus' }, wrap: 70 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead(
            'POTOMAC MECHANICAL SERVICES LLC   Account Number 0921447719   Statement Date 03/31/2024',
            'Page {P} of {N}',
          ),
    foot: (n, N) => [{ x: 40, t: 'Burke & Herbert Bank & Trust Company  Member FDIC', size: 6.2 }, ...pageOf(n, N)],
    masthead: masthead(
      'BURKE & HERBERT BANK',
      15,
      ['100 S. Fairfax Street', 'Alexandria, VA 22314', '(703) 684-1655  burkeandherbertbank.com'],
      meta.customer,
      [
        ['Statement Date', '03/31/2024'],
        ['Statement Period', '03/01/2024 thru 03/31/2024'],
        ['Account Number', '0921447719'],
        ['Enclosures', String(ck.length)],
        ['Page', '1 of {N}'],
      ],
      'Burke & Herbert Bank & Trust Company - Member FDIC',
    ),
    summary: () => [
      L(17, { x: 40, t: 'BUSINESS INTEREST CHECKING', b: true, size: 9.5 }),
      L(12, { x: 40, t: 'Previous Balance' }, { x: 330, t: m(a.opening, { neg: 'minus' }), right: true }),
      L(12, { x: 40, t: `${t.creditCount} Deposits/Credits` }, { x: 330, t: m(t.credits), right: true }),
      L(12, { x: 40, t: `${ck.length} Checks` }, { x: 330, t: m(ck.reduce((s2, r) => s2 - r.cents, 0)), right: true }),
      L(
        12,
        { x: 40, t: `${t.debitCount - ck.length} Other Debits` },
        { x: 330, t: m(a.rows.filter(other).reduce((s2, r) => s2 - r.cents, 0)), right: true },
      ),
      L(12, { x: 40, t: 'Ending Balance' }, { x: 330, t: m(closing(a), { neg: 'minus' }), right: true }),
      L(12, { x: 40, t: 'Interest Paid This Period' }, { x: 330, t: '.00', right: true }),
    ],
    title: () => 'DEPOSITS AND CREDITS',
    cont: null,
    repeatHeads: true,
    names: { date: 'Date', desc: 'Description', amount: 'Amount' },
    cols: { date: 40, desc: 80, amount: 574 },
    ledger: [
      { title: 'DEPOSITS AND CREDITS', pick: credit, total: 'Total Deposits and Credits' },
      { title: 'CHECKS PAID', pick: isCheck, total: 'Total Checks', kind: 'checks3' },
      { title: 'OTHER DEBITS', pick: other, total: 'Total Other Debits' },
    ],
    bal: 'none',
    checkOrder: 'nda',
    daily: { k: 3, title: 'DAILY BALANCE SUMMARY' },
    od: { prior: [7200, 3600], title: 'OVERDRAFT AND RETURNED ITEM FEES' },
    images: {
      title: 'CHECK IMAGES   ACCOUNT 0921447719',
      caption: (r) => `#${r.check} Amt ${m(-r.cents)} Date ${d(r.date, 'MM/DD')}`,
      payor: ['POTOMAC MECHANICAL SERVICES LLC', '5801 GENERAL WASHINGTON DR ALEXANDRIA VA'],
    },
  };
  return spec(meta, chrome("'Liberation Sans', Arial, sans-serif", 7.6), () => build([a], cfg));
}

// ---------------------------------------------------------------- First Horizon (misprint: review)
export function firstHorizonMisprint(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const rows = mix(16011, start, end, {
    processors: [
      { desc: 'SQUARE INC {d}P2 L204{n6} MEMPHIS GRIND COFFEE', lo: 600, hi: 2200, mondayTriple: true },
      { desc: 'TOAST DES:DEP ID:{n8} INDN:MEMPHIS GRIND COFFEE CO', lo: 200, hi: 900, p: 0.6 },
    ],
    funders: [{ desc: 'ACH DEBIT BYZFUNDER NY LLC {n8}', daily: 17500 }],
    cards: {
      last4: '4018',
      prefix: 'DEBIT CARD PURCHASE',
      perDay: 6,
      lo: 10,
      hi: 480,
      merchants: [
        'ROYAL CUP COFFEE BIRMINGHAM AL',
        'KROGER #0471 MEMPHIS TN',
        'SAMS CLUB #8143 MEMPHIS TN',
        'MLGW ONLINE PMT TN',
        'OATLY INC 855-628-5966 NY',
      ],
    },
    achDebits: [{ desc: 'ACH DEBIT HEARTLAND PAYROLL {n10}', lo: 4300, hi: 6100, every: 5 }],
    zelleIn: 4,
    checks: { first: 701, n: 8, lo: 120, hi: 1800 },
    fees: [['SERVICE CHARGE', 1500]],
  });
  const a = account('Business Checking', '4470923816', 'checking', rows, 1894_40, undefined, 1.05);
  const t = totals(a.rows);
  // the bank's misprint: the summary's deposits total with two digits transposed
  const trueTxt = m(t.credits);
  const swap = trueTxt.length - 5; // the dollars' hundreds and tens
  const mis = trueTxt.slice(0, swap) + trueTxt[swap + 1] + trueTxt[swap] + trueTxt.slice(swap + 2);
  if (mis === trueTxt) throw new Error('first horizon: the transposed digits are equal');
  const meta: Meta = {
    file: 'probe16-first-horizon-business-checking-misprint.pdf',
    expect: 'review',
    note: `the summary prints Deposits & Credits as ${mis}, two digits transposed from the ${t.creditCount} credits listed (${trueTxt}): beginning + the printed deposits - withdrawals does not equal the printed ending balance (a bank misprint)`,
    style:
      'First Horizon Bank Business Checking, a coffee shop: a bank misprint, the summary prints Deposits & Credits with two digits transposed; every row, the running balances and both balances are right; a balance on every row, `Balance Forward` on each continued page, a notice page between activity pages',
    classes: [
      'business',
      'big-bank',
      'summary-misprint',
      'running-balance-every-row',
      'balance-forward-lines',
      'continued-headings',
      'column-titles-repeated',
      'notice-page-between',
      'mca-daily-debits',
      'merchant-deposits',
      'member-fdic-line',
      'page-n-of-m',
      'chromium',
      'multi-page',
      'long-statement',
      'high-volume',
    ],
    bank: 'First Horizon Bank',
    legal: 'First Horizon Bank',
    aliases: ['First Horizon Bank', 'First Horizon'],
    start,
    end,
    statementDate: end,
    customer: ['MEMPHIS GRIND COFFEE CO', '2130 CENTRAL AVE', 'MEMPHIS TN 38104-5510'],
    accounts: [a],
  };
  const cfg: Cfg = {
    f: { size: 8.2, lh: 14.5, date: 'MM/DD', amt: { neg: 'minus' }, wrap: 56 },
    top: 34,
    start,
    end,
    head: (n) =>
      n === 1
        ? []
        : runHead(
            'Account 4470923816 | Statement period 03/01/2024 - 03/31/2024 | Page {P}',
            'MEMPHIS GRIND COFFEE CO',
          ),
    foot: (n, N) => [{ x: 40, t: 'First Horizon Bank  Member FDIC', size: 6.2 }, ...pageOf(n, N)],
    masthead: masthead(
      'FIRST HORIZON',
      17,
      ['PO Box 84', 'Memphis, TN 38101-0084'],
      meta.customer,
      [
        ['Statement Period', '03/01/2024 - 03/31/2024'],
        ['Account Number', '4470923816'],
        ['Questions: 1-800-382-5465', ''],
        ['firsthorizon.com', ''],
      ],
      'First Horizon Bank  Member FDIC',
    ),
    summary: () => [
      L(17, { x: 40, t: 'BUSINESS CHECKING SUMMARY', b: true, size: 9.5 }),
      L(13, { x: 40, t: 'Beginning Balance' }, { x: 330, t: m(a.opening), right: true }),
      L(13, { x: 40, t: `Deposits & Credits (${t.creditCount})` }, { x: 330, t: mis, right: true }),
      L(13, { x: 40, t: `Withdrawals & Debits (${t.debitCount})` }, { x: 330, t: m(t.debits), right: true }),
      L(13, { x: 40, t: 'Ending Balance' }, { x: 330, t: m(closing(a)), right: true }),
    ],
    title: () => 'ACCOUNT ACTIVITY',
    cont: ' (continued)',
    repeatHeads: true,
    names: { date: 'Date', desc: 'Description', credit: 'Credits', debit: 'Debits', bal: 'Balance' },
    cols: { date: 40, desc: 78, credit: 430, debit: 500, bal: 574 },
    ledger: 'combined',
    bal: 'every',
    forward: 'Balance Forward',
    notices: [{ afterPage: 3, kind: 'disclosure', title: 'Important Account Information' }],
  };
  return spec(meta, chrome("'DejaVu Sans', sans-serif", 8.2), () => build([a], cfg));
}
