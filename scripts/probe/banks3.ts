// The third probe set's statements printed through Chromium (the set 2 pages and ledgers): written from
// general knowledge of how these US banks and fintechs print, blind to the reader. Figures come from the model.
import {
  type Account,
  type Row,
  businessRows,
  closing,
  dailyBalances,
  openingForFloor,
  savingsRows,
  sum,
  totals,
} from './model.ts';
import { REG_E, esc, masked, printed } from './render.ts';
import { type LedgerCfg, type Part, type Spec2, grid, kv, para, paginate, top } from './page2.ts';
import { Pager, flow, fmtDate2, money2 } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import {
  APR,
  FEB,
  MAR,
  YE,
  type Employee,
  cardFigures,
  employeeCard,
  spec3,
  transferNamed,
  withInterest,
  ytd1099,
} from './drawn3.ts';
import { invoiceDescriptions, trace } from './lines3.ts';

const $ = (c: number): string => money2(c, { dollar: true });
const m = (c: number): string => money2(c);
const us = (iso: string): string => fmtDate2(iso, 'MM/DD/YYYY');
const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
const head =
  (bank: string, a: Account) =>
  (n: number, of: number): string =>
    `<span>${esc(bank)}</span><span>Account ${masked(a, 'ending')}</span><span>Page ${n} of ${of}</span>`;

const sentence = (a: Account, start: string, end: string): string => {
  const t = totals(a.rows);
  return (
    `Your beginning balance on ${us(start)} was <b>${$(a.opening)}</b>. Deposits and other credits of ${$(t.credits)} ` +
    `(${t.creditCount} items) and withdrawals and other debits of ${$(t.debits)} (${t.debitCount} items) ` +
    `brought your ending balance on ${us(end)} to <b>${$(closing(a))}</b>.`
  );
};

// ---------------------------------------------------------------- Ally: personal interest checking

export const ally = (): Spec2 => {
  const base = personalRows(901, MAR.start, MAR.end, { n: 38, card: '4460' });
  const opening = openingForFloor(base, 185530);
  const a = account(
    '2139045518',
    'Spending Account',
    'checking',
    opening,
    withInterest(base, MAR.end, opening, 0.001, 'Interest Paid'),
  );
  const s = spec3(
    'probe3-ally-personal-interest-checking.pdf',
    'Ally Bank Spending Account (interest checking), personal',
    [
      'personal',
      'summary-sentence',
      'interest-1099-ytd',
      'signed-single-amount-column',
      'running-balance-every-row',
      'month-day-dates',
      'chromium',
    ],
    'ally',
    'Ally Bank',
    ['Ally Bank', 'Ally'],
    MAR,
    ['MONICA J FERREIRA', '5512 GLENWOOD AVE', 'RALEIGH NC 27612-2210'],
    [a],
  );
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'Mon D',
    amt: { dollar: true },
    bal: 'every',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
  };
  s.head = head('Ally Bank', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#650360',
        [
          ['Statement Period', 'Mar 1, 2025 - Mar 31, 2025'],
          ['Account', `Spending ${masked(a, 'ending')}`],
          ['Customer Care', '1-877-247-2559'],
        ],
        ['Ally Bank  Member FDIC', 'P.O. Box 13625, Philadelphia, PA 19101'],
      ),
      para(`<b>Account Summary.</b> ${sentence(a, MAR.start, MAR.end)}`, 4),
      kv('Interest', [
        ['Annual Percentage Yield Earned', '0.10%'],
        ['Interest Paid This Statement', $(sum(a.rows.filter((r) => r.kind === 'interest')))],
        ['Interest Paid Year-to-Date (for Form 1099-INT)', $(ytd1099(a, 388))],
      ]),
      { title: 'Activity', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Discover: a cycle across the year end, dates without years

export const discover = (): Spec2 => {
  const rows = personalRows(902, YE.start, YE.end, { n: 44, card: '8823', checks: 2, firstCheck: 301 });
  const a = account('7410662093', 'Cashback Debit Checking', 'checking', openingForFloor(rows, 94012), rows);
  const s = spec3(
    'probe3-discover-checking-yearend.pdf',
    'Discover Bank Cashback Debit checking, a cycle across the year end, personal',
    [
      'personal',
      'year-end-period',
      'dates-without-year',
      'month-day-dates',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'period-words-long',
      'chromium',
      'multi-page',
    ],
    'DISCOVER BANK',
    'Discover Bank',
    ['Discover Bank', 'Discover'],
    YE,
    ['RAYMOND T OYELARAN', '840 W BELMONT AVE APT 12', 'CHICAGO IL 60657-4501'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: {
      date: 'Date',
      desc: 'Transaction Description',
      debit: 'Withdrawals',
      credit: 'Deposits',
      balance: 'Balance',
    },
    date: 'Mon D',
    amt: {},
    bal: 'every',
    openingRow: 'Opening Balance',
    forward: 'Balance Forward',
    continued: ' (continued)',
  };
  s.head = head('Discover Bank', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#e55c20',
        [
          ['Statement Period', 'December 16, 2024 - January 15, 2025'],
          ['Account Number', masked(a, 'x')],
        ],
        ['Discover Bank, Member FDIC', 'PO Box 30416, Salt Lake City, UT 84130'],
      ),
      kv('Account Summary', [
        ['Opening Balance (Dec 16)', $(a.opening)],
        [`Deposits and Credits (${t.creditCount})`, $(t.credits)],
        [`Withdrawals and Debits (${t.debitCount})`, $(t.debits)],
        ['Closing Balance (Jan 15)', $(closing(a))],
        ['Cashback Debit rewards earned this period', '$12.40'],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- SoFi: checking and savings together, interest on both

export const sofi = (): Spec2 => {
  const base = personalRows(903, FEB.start, FEB.end, { n: 34, card: '6610' });
  const cOpen = openingForFloor(base, 61220);
  const chk = account(
    '410228837215',
    'SoFi Checking',
    'checking',
    cOpen,
    withInterest(base, FEB.end, cOpen, 0.005, 'Interest Earned'),
  );
  const sRows = savingsRows(904, FEB.start, FEB.end, 3)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('TRANSFER TO SOFI CHECKING 7215', 'TRANSFER FROM SOFI CHECKING 7215'));
  const sav = account(
    '410228837231',
    'SoFi Savings',
    'savings',
    1620455,
    withInterest(postOrder(sRows), FEB.end, 1620455, 0.038, 'Interest Earned'),
  );
  const s = spec3(
    'probe3-sofi-checking-savings.pdf',
    'SoFi Checking and Savings, both accounts on one statement, interest on both, personal',
    [
      'personal',
      'consolidated-checking-savings',
      'interest-1099-ytd',
      'signed-single-amount-column',
      'running-balance-every-row',
      'mm-dd-yyyy-dates',
      'chromium',
    ],
    'SoFi',
    'SoFi Bank, N.A.',
    ['SoFi Bank', 'SoFi'],
    FEB,
    ['PRIYA K RAMANATHAN', '2750 N CLYBOURN AVE UNIT 5', 'CHICAGO IL 60614-1035'],
    [chk, sav],
  );
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'MM/DD/YYYY',
    amt: { dollar: true },
    bal: 'every',
    openingRow: 'Beginning balance',
    closingRow: 'Ending balance',
    forward: 'Balance forward',
  };
  const interest = (a: Account): number => sum(a.rows.filter((r) => r.kind === 'interest'));
  s.head = head('SoFi Bank, N.A.', chk);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00a2c7',
        [
          ['Statement Period', '02/01/2025 - 02/28/2025'],
          ['Checking', masked(chk, 'ending')],
          ['Savings', masked(sav, 'ending')],
        ],
        ['SoFi Bank, N.A. Member FDIC', '2750 E Cottonwood Pkwy, Cottonwood Heights, UT 84121'],
      ),
      grid(
        'Account Summary',
        ['Account', 'Beginning Balance', 'Deposits', 'Withdrawals', 'Ending Balance'],
        [chk, sav].map((a) => {
          const t = totals(a.rows);
          return [`${a.label} ${masked(a, 'ending')}`, $(a.opening), $(t.credits), $(-t.debits), $(closing(a))];
        }),
        4,
      ),
      { title: `${chk.label} ${masked(chk, 'ending')}`, account: chk, rows: chk.rows, ledger: L },
      { title: `${sav.label} ${masked(sav, 'ending')}`, account: sav, rows: sav.rows, ledger: L },
      grid(
        'Interest Summary',
        ['', 'APY', 'This Period', 'Year-to-Date (Form 1099-INT)'],
        [
          ['SoFi Checking', '0.50%', $(interest(chk)), $(ytd1099(chk, 41))],
          ['SoFi Savings', '3.80%', $(interest(sav)), $(ytd1099(sav, 5233))],
        ],
        3,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Hancock Whitney: deposits and withdrawals side by side

/** Deposits and withdrawals as two tables side by side, `per` rows to a page, each table totalled at its end. */
function sideBySide(a: Account, per: number): Part[] {
  const cr = credits(a).filter((r) => !r.hidden);
  const dr = debits(a).filter((r) => !r.hidden);
  // one side's table on the page that starts at row i: empty when that side ended on an earlier page
  const tbl = (title: string, all: Row[], i: number, total: number): string => {
    if (i >= all.length) return '<div style="width:49%"></div>';
    const rows = all.slice(i, i + per);
    const body = rows
      .map(
        (r) =>
          `<tr><td class="n">${fmtDate2(r.date, 'MM/DD')}</td><td class="d">${esc(r.desc.slice(0, 36))}</td><td class="r">${m(Math.abs(printed(r)))}</td></tr>`,
      )
      .join('');
    const tot =
      all.length <= i + per ? `<tr class="b tot"><td></td><td>Total</td><td class="r">${$(total)}</td></tr>` : '';
    return `<div style="width:49%"><h3 class="sec">${title}${i ? ' (continued)' : ''}</h3><table class="l" style="table-layout:fixed"><colgroup><col style="width:12%"><col style="width:66%"><col style="width:22%"></colgroup><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th></tr></thead><tbody>${body}${tot}</tbody></table></div>`;
  };
  const parts: Part[] = [];
  const n = Math.max(cr.length, dr.length);
  for (let i = 0; i < n; i += per) {
    const last = i + per >= n;
    parts.push({
      html: `<div style="display:flex;justify-content:space-between">${tbl('Deposits and Credits', cr, i, sum(credits(a)))}${tbl('Withdrawals and Debits', dr, i, sum(debits(a)))}</div>`,
      cost: Math.min(per, n - i) + 6,
    });
    if (!last) parts.push({ page: true });
  }
  return parts;
}

const dailyGrid = (a: Account): Part => {
  const db = dailyBalances(a);
  const rows: string[][] = [];
  for (let i = 0; i < db.length; i += 3)
    rows.push(db.slice(i, i + 3).flatMap((x) => [fmtDate2(x.date, 'MM/DD'), m(x.balance)]));
  return grid('Daily Balance Summary', ['Date', 'Balance', 'Date', 'Balance', 'Date', 'Balance'], rows, 0);
};

export const hancockWhitney = (): Spec2 => {
  const rows = businessRows(905, MAR.start, MAR.end, {
    n: 78,
    cards: ['2206', '7140'],
    checks: 5,
    firstCheck: 2051,
    scale: 1900,
  });
  const a = account('0501884320', 'Business Checking', 'checking', openingForFloor(rows, 603377), rows);
  const s = spec3(
    'probe3-hancockwhitney-business-checking.pdf',
    'Hancock Whitney Business Checking with deposits and withdrawals side by side',
    [
      'side-by-side-credits-debits',
      'section-totals',
      'daily-balance-table',
      'mm-dd-dates',
      'period-thru',
      'chromium',
      'multi-page',
    ],
    'HANCOCK WHITNEY',
    'Hancock Whitney Bank',
    ['Hancock Whitney Bank', 'Hancock Whitney'],
    MAR,
    ['BAYOU LAFOURCHE SEAFOOD LLC', '1200 W 1ST ST', 'THIBODAUX LA 70301-3104'],
    [a],
  );
  const t = totals(a.rows);
  s.head = head('Hancock Whitney', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00573f',
        [
          ['Statement Period', '03/01/2025 thru 03/31/2025'],
          ['Account Number', a.number],
        ],
        ['Hancock Whitney Bank, Member FDIC', 'P.O. Box 4019, Gulfport, MS 39502'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`${t.creditCount} Deposits and Credits`, $(t.credits)],
        [`${t.debitCount} Withdrawals and Debits`, $(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      ...sideBySide(a, 30),
      dailyGrid(a),
    ]);
  return s;
};

// ---------------------------------------------------------------- Trustmark: amount before the date, invoice payments

export const trustmark = (): Spec2 => {
  const base = businessRows(906, APR.start, APR.end, {
    n: 66,
    cards: ['5039'],
    checks: 4,
    firstCheck: 7710,
    wires: true,
    scale: 2600,
  });
  const rows = invoiceDescriptions(base, 906, ['DELTA GIN CO', 'MAGNOLIA HEALTH SYS', 'PEARL RIVER CTY']);
  const a = account('1023364478', 'Business Checking', 'checking', openingForFloor(rows, 1088210), rows);
  const s = spec3(
    'probe3-trustmark-business-checking.pdf',
    'Trustmark National Bank Business Checking: the amount printed before the date, invoice payments naming dates and amounts',
    [
      'amount-before-date',
      'dates-amounts-in-descriptions',
      'signed-single-amount-column',
      'running-balance-every-row',
      'mm-dd-dates',
      'period-beginning-ending',
      'chromium',
      'multi-page',
    ],
    'TRUSTMARK',
    'Trustmark National Bank',
    ['Trustmark National Bank', 'Trustmark'],
    APR,
    ['NATCHEZ TRACE SURVEYING PLLC', '402 E AMITE ST', 'JACKSON MS 39201-2710'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['amount', 'date', 'desc', 'balance'],
    heads: { amount: 'Amount', date: 'Date', desc: 'Description', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
    forward: 'Balance Forward',
    continued: ' - continued',
  };
  s.head = head('Trustmark National Bank', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#004b8d',
        [
          ['Beginning Date', 'April 1, 2025'],
          ['Ending Date', 'April 30, 2025'],
          ['Account', masked(a, 'x')],
        ],
        ['Trustmark National Bank, Member FDIC', 'P.O. Box 291, Jackson, MS 39205'],
      ),
      kv('Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Credits (${t.creditCount})`, $(t.credits)],
        [`Debits (${t.debitCount})`, $(-t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- UMB: a reference column and an account analysis statement

/** A ledger with a 15-digit reference on each electronic row, `per` rows to a page, the balance forward on each. */
function refLedger(a: Account, per: number, first: number): Part[] {
  const withBal: { r: Row; bal: number }[] = [];
  let bal = a.opening;
  for (const r of a.rows) {
    bal += r.cents;
    if (!r.hidden) withBal.push({ r, bal });
  }
  const parts: Part[] = [];
  let fwd = a.opening;
  for (let i = 0; i < withBal.length;) {
    const n = i ? per : first;
    const chunk = withBal.slice(i, i + n);
    const tr = (cells: string[], k = ''): string =>
      `<tr${k ? ` class="${k}"` : ''}>${cells.map((x, j) => `<td class="${j >= 3 ? 'r' : j === 1 ? 'd' : 'n'}">${x}</td>`).join('')}</tr>`;
    parts.push({
      html: `<h3 class="sec">Account Activity${i ? ' (continued)' : ''}</h3><table class="l"><thead><tr><th>Post Date</th><th>Description</th><th>Reference Number</th><th class="r">Debits</th><th class="r">Credits</th><th class="r">Balance</th></tr></thead><tbody>${tr(['', i ? 'Balance Forward' : 'Beginning Balance', '', '', '', m(fwd)], 'b')}${chunk
        .map(({ r, bal: b }) =>
          tr([
            fmtDate2(r.date, 'MM/DD/YY'),
            esc(r.desc.slice(0, 52)),
            r.kind === 'card' || r.kind === 'fee' || r.kind === 'check' ? '' : trace(r),
            r.cents < 0 ? m(-printed(r)) : '',
            r.cents > 0 ? m(printed(r)) : '',
            m(b),
          ]),
        )
        .join('')}</tbody></table>`,
      cost: chunk.length + 5,
    });
    fwd = chunk[chunk.length - 1].bal;
    i += n;
    if (i < withBal.length) parts.push({ page: true });
  }
  return parts;
}

export const umb = (): Spec2 => {
  const rows = businessRows(907, FEB.start, FEB.end, {
    n: 72,
    cards: ['8812'],
    checks: 6,
    firstCheck: 60120,
    wires: true,
    scale: 3500,
  });
  const a = account('9870214453', 'Commercial Analyzed Checking', 'checking', openingForFloor(rows, 2210450), rows);
  const s = spec3(
    'probe3-umb-analyzed-checking.pdf',
    'UMB Bank Commercial Analyzed Checking with a reference column and an account analysis statement',
    [
      'reference-column',
      'account-analysis-table',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'balance-forward-per-page',
      'mm-dd-yy-dates',
      'period-from-to',
      'chromium',
      'multi-page',
    ],
    'UMB',
    'UMB Bank, n.a.',
    ['UMB Bank', 'UMB'],
    FEB,
    ['HEARTLAND GRAIN LOGISTICS INC', '1010 GRAND BLVD STE 400', 'KANSAS CITY MO 64106-2202'],
    [a],
  );
  const t = totals(a.rows);
  const fee = a.rows.find((r) => r.desc === 'MONTHLY SERVICE FEE')!;
  const count = (k: string): number => a.rows.filter((r) => r.kind === k).length;
  const services: [string, string, number, number][] = [
    ['01 0000', 'Account Maintenance', 1, 2000],
    ['01 0020', 'Electronic Credits Posted', count('ecredit') + count('wire_in'), 18],
    ['10 0040', 'Deposited Items', count('deposit') * 6, 9],
    ['15 0100', 'Checks Paid', count('check'), 22],
    ['25 0200', 'ACH Debits Received', count('ach') + count('mca'), 14],
    ['35 0300', 'Outgoing Domestic Wire', count('wire_out'), 2200],
  ];
  const charges = services.reduce((n, [, , v, u]) => n + v * u, 0);
  s.head = head('UMB Bank, n.a.', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00a0af',
        [
          ['Statement Period', 'From 02/01/25 To 02/28/25'],
          ['Account', a.number],
        ],
        ['UMB Bank, n.a., Member FDIC', 'P.O. Box 419226, Kansas City, MO 64141'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Total Credits (${t.creditCount})`, $(t.credits)],
        [`Total Debits (${t.debitCount})`, $(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      ...refLedger(a, 50, 28),
      { page: true },
      grid(
        'Account Analysis Statement, Service Period 02/01/25 - 02/28/25',
        ['AFP Code', 'Service', 'Volume', 'Unit Price', 'Total Charge'],
        [
          ...services.map(([code, n, v, u]) => [code, n, String(v), (u / 100).toFixed(4), $(v * u)]),
          ['', 'Total Service Charges', '', '', $(charges)],
          ['', 'Earnings Allowance at 0.90%', '', '', $(charges - Math.abs(fee.cents))],
          ['', `Net Service Charge (debited ${fmtDate2(fee.date, 'MM/DD/YY')})`, '', '', $(Math.abs(fee.cents))],
        ],
        3,
      ),
      kv('Balance Analysis', [
        ['Average Ledger Balance', $(Math.round((a.opening + closing(a)) / 2))],
        ['Less Average Float', $(125000)],
        ['Average Collected Balance', $(Math.round((a.opening + closing(a)) / 2) - 125000)],
      ]),
    ]);
  return s;
};

// ---------------------------------------------------------------- Brex: a business card with employee cards

export const brex = (): Spec2 => {
  const staff: Employee[] = [
    { name: 'Nadia Hussain', last4: '1031' },
    { name: 'Tom Brandt', last4: '5588' },
    { name: 'Elena Ruiz', last4: '7204' },
    { name: 'Marcus Lee', last4: '3349' },
  ];
  const period = { start: '2025-03-01', end: '2025-03-31' };
  const a = employeeCard(908, '5500004417203391', 'Brex Card', period, 2241870, staff, 46);
  const s = spec3(
    'probe3-brex-card-employees.pdf',
    'Brex business card (Emigrant Bank issuer), employee cards each with a subtotal',
    [
      'credit-card',
      'employee-card-subtotals',
      'previous-new-balance',
      'month-day-year-dates',
      'chromium',
      'multi-page',
    ],
    'Brex',
    'Emigrant Bank',
    ['Emigrant Bank', 'Brex'],
    period,
    ['ORBITAL ROBOTICS INC', '650 CALIFORNIA ST FL 12', 'SAN FRANCISCO CA 94108-2702'],
    [a],
  );
  const date = (r: Row): string => fmtDate2(r.date, 'Mon D, YYYY');
  s.head = head('Brex', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#f46a35',
        [
          ['Statement Period', 'Mar 1, 2025 - Mar 31, 2025'],
          ['Account', masked(a, 'ending')],
          ['Payment Due', 'Apr 15, 2025'],
        ],
        ['Brex Card issued by Emigrant Bank, Member FDIC', '650 California St, San Francisco, CA 94108'],
      ),
      kv(
        'Summary',
        cardFigures(a).map(([k, v]) => [k, money2(v, { dollar: true })]),
      ),
      grid(
        'Payments, Credits, Fees and Interest',
        ['Date', 'Description', 'Amount'],
        a.rows
          .filter((r) => r.kind !== 'purchase' && !r.hidden)
          .map((r) => [date(r), esc(r.desc), money2(-printed(r), { dollar: true })]),
      ),
      ...staff.map((e) => {
        const mine = a.rows.filter((r) => r.card === e.last4);
        return grid(
          `${e.name} &middot; Card ending ${e.last4}`,
          ['Date', 'Merchant', 'Amount'],
          [
            ...mine.filter((r) => !r.hidden).map((r) => [date(r), esc(r.desc), $(-printed(r))]),
            ['', `<b>Subtotal for ${e.name}</b>`, `<b>${$(sum(mine))}</b>`],
          ],
        );
      }),
    ]);
  return s;
};

// ---------------------------------------------------------------- BancFirst: page 2 of 3 missing (review)

export const bancfirstMissingPage = (): Spec2 => {
  const rows = businessRows(909, MAR.start, MAR.end, {
    n: 118,
    cards: ['4050'],
    checks: 8,
    firstCheck: 1870,
    mca: true,
    scale: 1500,
  });
  const a = account('6120779815', 'Business Checking', 'checking', openingForFloor(rows, 144320), rows);
  const s = spec3(
    'probe3-bancfirst-business-missing-page.pdf',
    'BancFirst Business Checking, page 2 of 3 missing, the summary as a sentence',
    [
      'missing-page',
      'summary-sentence',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'BancFirst',
    'BancFirst',
    ['BancFirst'],
    MAR,
    ['CIMARRON WELL SERVICE LLC', '215 N BROADWAY', 'ENID OK 73701-4003'],
    [a],
  );
  s.expect = 'review';
  s.note =
    'Page 2 of 3 is not in the file: the rows on it are missing, so the rows read cannot reach the printed balances.';
  s.drop = 1;
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
    forward: 'Balance Forward',
    continued: ' (continued)',
  };
  s.head = head('BancFirst', a);
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#003865',
        [
          ['Statement Period', '03/01/2025 - 03/31/2025'],
          ['Account', masked(a, 'x')],
        ],
        ['BancFirst, Member FDIC', 'P.O. Box 26788, Oklahoma City, OK 73126'],
      ),
      para(sentence(a, MAR.start, MAR.end), 4),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
    ]);
  return s;
};
