// The second probe set's checking and savings statements printed through Chromium, each modelled on how a US
// bank or credit union lays out its statement (written from general knowledge of those statements, blind to
// the reader). Customers, account numbers and counterparties are fictitious.
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
import { REG_E, BALANCING, esc, masked, printed } from './render.ts';
import { type Part, type Spec2, type LedgerCfg, grid, kv, para, paginate, top } from './page2.ts';
import { type DateFmt2, type MoneyFmt2, fmtDate2, money2 } from './render2.ts';
import { personalRows, postOrder, sweep } from './rows2.ts';

export const BUSINESS: string[][] = [
  ['HIGH DESERT SOLAR INSTALLERS LLC', '8120 E INDIAN SCHOOL RD STE 4', 'SCOTTSDALE AZ 85251-3302'],
  ['TRI-COUNTY HVAC SERVICES INC', '455 INDUSTRIAL PKWY', 'MACON GA 31201-7740'],
  ['LAKESHORE DENTAL GROUP PLLC', '2901 N SHERIDAN RD', 'CHICAGO IL 60657-5108'],
  ['RIVERBEND BREWING COMPANY LLC', '17 MILL RACE LN', 'HARTFORD CT 06103-2219'],
  ['SILVER STATE TRUCKING LLC', 'PO BOX 50118', 'RENO NV 89513-0118'],
  ['MAGNOLIA FLORAL DESIGN LLC', '640 OAK ST', 'JACKSON MS 39201-4410'],
  ['PACIFIC RIM IMPORTS INC', '1200 S SAN PEDRO ST UNIT 6', 'LOS ANGELES CA 90015-2330'],
  ['KEYSTONE MILLWORK LLC', '98 FOUNDRY RD', 'LANCASTER PA 17602-1160'],
];
export const PERSONAL: string[][] = [
  ['DANIEL R OKONKWO', 'MARISOL OKONKWO', '3317 BRIARWOOD CT', 'CLIFTON NJ 07013-2104'],
  ['TERESA L HOLLOWAY', '1409 ASH AVE APT 3B', 'FAYETTEVILLE AR 72701-5522'],
];

const JAN = { start: '2025-01-01', end: '2025-01-31' };
const FEB = { start: '2025-02-01', end: '2025-02-28' };
const MAR = { start: '2025-03-01', end: '2025-03-31' };

export const account = (
  number: string,
  label: string,
  type: Account['type'],
  opening: number,
  rows: Row[],
): Account => ({
  label,
  number,
  type,
  opening,
  rows,
});

const $ = (c: number, f: MoneyFmt2 = {}): string => money2(c, { dollar: true, ...f });
const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const DEP = ['deposit', 'ecredit', 'wire_in', 'xfer_in', 'interest'];

const pageHead =
  (bank: string, a: Account, extra: string) =>
  (n: number, all: number): string =>
    `<span>${esc(bank)}</span><span>${extra}</span><span>Account ${masked(a, 'x')}</span><span>Page ${n} of ${all}</span>`;

function base(
  file: string,
  style: string,
  classes: string[],
  bank: string,
  legal: string,
  aliases: string[],
  period: { start: string; end: string },
  customer: string[],
  accounts: Account[],
): Spec2 {
  return {
    file,
    style,
    classes,
    expect: 'verified',
    bank,
    legal,
    aliases,
    ...period,
    periodPrinted: true,
    statementDate: period.end,
    customer,
    accounts,
  };
}

/** The Reg DD fee table: this period's overdraft and returned-item fees beside the year's. */
function regDD(a: Account, ytdOverdraft: number, ytdReturned: number): { html: string; cost: number } {
  const od = sum(a.rows.filter((r) => r.kind === 'fee' && r.desc === 'OVERDRAFT ITEM FEE'));
  const ret = sum(a.rows.filter((r) => r.kind === 'fee' && r.desc === 'RETURNED ITEM FEE'));
  return grid(
    'Overdraft and Returned Item Fees',
    ['', 'Total for this period', 'Total year-to-date'],
    [
      ['Total Overdraft Fees', $(od), $(od + ytdOverdraft)],
      ['Total Returned Item Fees', $(ret), $(ret + ytdReturned)],
    ],
    2,
  );
}

/** Check images, eight to a page: a box for each check with its number, amount and date under it. */
function checkImages(a: Account, date: DateFmt2): Part[] {
  const cs = of(a, ['check']).filter((r) => !r.hidden);
  const parts: Part[] = [];
  for (let i = 0; i < cs.length; i += 8) {
    const html = cs
      .slice(i, i + 8)
      .map(
        (r) =>
          `<div class="chk"><div class="chkimg"><div class="pay">PAY TO THE ORDER OF</div></div>` +
          `<div>Check ${r.check} &nbsp; ${$(-printed(r))} &nbsp; ${fmtDate2(r.date, date)}</div></div>`,
      )
      .join('');
    parts.push({ page: true }, { html: `<h3 class="sec">Check Images</h3>${html}`, cost: 58 });
  }
  return parts;
}

// ---------------------------------------------------------------- Citibank business

export const citiBusiness = (): Spec2 => {
  const rows = businessRows(501, JAN.start, JAN.end, {
    n: 84,
    cards: ['2290'],
    checks: 6,
    firstCheck: 3101,
    wires: true,
  });
  const a = account(
    '4980221765',
    'CitiBusiness Streamlined Checking',
    'checking',
    openingForFloor(rows, 1811460),
    rows,
  );
  const s = base(
    'probe2-citi-business-checking.pdf',
    'Citibank CitiBusiness Streamlined Checking',
    [
      'wrapped-descriptions',
      'amount-on-first-line',
      'debit-credit-balance-columns',
      'heading-continued',
      'period-month-range',
      'check-images',
      'multi-page',
    ],
    'citibank',
    'Citibank, N.A.',
    ['Citibank', 'Citi'],
    JAN,
    BUSINESS[0],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    wrap: 46,
    amtAt: 'first',
    continued: ' - Continued',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
  };
  s.head = pageHead('CitiBusiness', a, 'Statement Period Jan 1 - Jan 31, 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#003b70',
        [
          ['Account', a.number],
          ['Statement Period', 'Jan 1 - Jan 31, 2025'],
          ['Relationship Manager', 'CitiBusiness Client Services'],
          ['', '1-877-528-0990'],
        ],
        ['Citibank, N.A.', 'P.O. Box 6201', 'Sioux Falls, SD 57117-6201'],
      ),
      kv('CitiBusiness Streamlined Checking - Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Deposits/Credits (${t.creditCount})`, money2(t.credits)],
        [`Checks/Debits (${t.debitCount})`, money2(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'CHECKING ACTIVITY', account: a, rows: a.rows, ledger: L },
      para(`${BALANCING}`, 8),
      ...checkImages(a, 'MM/DD/YY'),
      { page: true },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Bluevine

export const bluevine = (): Spec2 => {
  const rows = businessRows(502, JAN.start, JAN.end, { n: 70, cards: ['8812'], scale: 1800 });
  const a = account('811203557716', 'Bluevine Business Checking', 'checking', openingForFloor(rows, 402215), rows);
  const s = base(
    'probe2-bluevine-business-checking.pdf',
    'Bluevine Business Checking',
    [
      'wrapped-descriptions',
      'amount-on-last-line',
      'signed-single-amount-column',
      'running-balance-every-row',
      'dollar-signed-amounts',
      'month-day-dates',
      'pending-transactions-table',
      'statement-period-words',
      'multi-page',
    ],
    'bluevine',
    'Coastal Community Bank',
    ['Coastal Community Bank', 'Bluevine'],
    JAN,
    BUSINESS[1],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'Mon D',
    amt: { dollar: true },
    bal: 'every',
    wrap: 40,
    amtAt: 'last',
  };
  const pending = [
    ['Feb 1', 'PENDING CARD AUTH SHELL OIL 57442 MACON GA', '-$64.18'],
    ['Feb 1', 'PENDING ACH GEORGIA POWER BILL PAY', '-$412.77'],
    ['Feb 2', 'PENDING DEPOSIT STRIPE TRANSFER', '$1,280.00'],
  ];
  s.head = pageHead('Bluevine', a, 'January 1, 2025 - January 31, 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#0a5cff',
        [
          ['Statement Period', 'January 1, 2025 - January 31, 2025'],
          ['Account Number', masked(a, 'star')],
          ['Routing Number', '322286803'],
        ],
        [
          'Bluevine Inc.',
          'Banking services provided by Coastal Community Bank, Member FDIC',
          '401 Warren St, Redwood City, CA 94063',
        ],
      ),
      kv('Account Summary', [
        ['Starting Balance', $(a.opening)],
        ['Total Credits', `+${$(t.credits)}`],
        ['Total Debits', `-${$(t.debits)}`],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      grid('Pending Transactions (not included in the balances above)', ['Date', 'Description', 'Amount'], pending),
      para(
        `${REG_E}<p>Bluevine is a financial technology company, not a bank. Banking services provided by Coastal Community Bank, Member FDIC.</p>`,
        14,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Novo (summary at the end, ISO dates)

export const novo = (): Spec2 => {
  const rows = businessRows(503, FEB.start, FEB.end, { n: 62, cards: ['4471'], scale: 1400 });
  const a = account('100245601188', 'Novo Business Checking', 'checking', openingForFloor(rows, 98811), rows);
  const s = base(
    'probe2-novo-business-checking.pdf',
    'Novo Business Checking',
    [
      'iso-dates',
      'signed-single-amount-column',
      'running-balance-every-row',
      'summary-at-end',
      'period-from-to',
      'starting-ending-balance',
    ],
    'novo',
    'Middlesex Federal Savings, F.A.',
    ['Middlesex Federal Savings', 'Novo'],
    FEB,
    BUSINESS[2],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'YYYY-MM-DD',
    amt: {},
    bal: 'every',
  };
  s.head = pageHead('novo', a, 'Statement From 2025-02-01 To 2025-02-28');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#1f2a44',
        [
          ['Statement From', '2025-02-01'],
          ['To', '2025-02-28'],
          ['Account', masked(a, 'star')],
        ],
        ['Novo Platform Inc.', 'Banking services by Middlesex Federal Savings, F.A.', 'Member FDIC'],
      ),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      kv('Summary', [
        ['Starting Balance', $(a.opening)],
        [`Money In (${t.creditCount})`, $(t.credits)],
        [`Money Out (${t.debitCount})`, $(-t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Relay (landscape)

export const relay = (): Spec2 => {
  const rows = businessRows(504, JAN.start, JAN.end, { n: 58, cards: ['0931', '5520'], wires: true, scale: 3000 });
  const a = account('9100374412', 'Relay Business Checking', 'checking', openingForFloor(rows, 2250010), rows);
  const s = base(
    'probe2-relay-business-checking.pdf',
    'Relay Business Checking (landscape)',
    [
      'landscape',
      'iso-dates',
      'wrapped-descriptions',
      'amount-on-first-line',
      'debit-credit-balance-columns',
      'period-from-to',
      'multi-page',
    ],
    'Relay',
    'Thread Bank',
    ['Thread Bank', 'Relay'],
    JAN,
    BUSINESS[3],
    [a],
  );
  s.landscape = true;
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'credit', 'debit', 'balance'],
    heads: { date: 'Date', desc: 'Description', credit: 'Money In', debit: 'Money Out', balance: 'Balance' },
    date: 'YYYY-MM-DD',
    amt: { dollar: true },
    bal: 'every',
    wrap: 70,
    amtAt: 'first',
    continued: ' (continued)',
  };
  s.head = pageHead('Relay', a, 'Statement period: 2025-01-01 to 2025-01-31');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#111',
        [
          ['Statement period', '2025-01-01 to 2025-01-31'],
          ['Account', `Operating ····${a.number.slice(-4)}`],
          ['Bank', 'Thread Bank, Member FDIC'],
        ],
        ['Relay Financial Technologies Inc.', '1 University Ave, Toronto ON / 112 W 34th St, New York NY'],
      ),
      kv('Account summary', [
        ['Opening balance', $(a.opening)],
        ['Money in', $(t.credits)],
        ['Money out', $(t.debits)],
        ['Closing balance', $(closing(a))],
      ]),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      para(REG_E, 10),
    ]);
  return s;
};

// ---------------------------------------------------------------- Axos (CR/DR)

export const axos = (): Spec2 => {
  const rows = businessRows(505, JAN.start, JAN.end, { n: 66, cards: ['3307'], checks: 4, firstCheck: 1201 });
  const a = account('0030118827', 'Basic Business Checking', 'checking', openingForFloor(rows, 655003), rows);
  const s = base(
    'probe2-axos-business-checking.pdf',
    'Axos Bank Basic Business Checking',
    [
      'cr-dr-suffix-amounts',
      'signed-single-amount-column',
      'running-balance-every-row',
      'period-for-the-period',
      'balance-last-this-statement',
      'multi-page',
    ],
    'AXOS BANK',
    'Axos Bank',
    ['Axos Bank', 'Axos'],
    JAN,
    BUSINESS[4],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Post Date', desc: 'Transaction Description', amount: 'Amount', balance: 'Balance' },
    date: 'MM/DD/YY',
    amt: { suffix: 'crdr' },
    balFmt: {},
    bal: 'every',
  };
  s.head = pageHead('Axos Bank', a, 'For the period January 1, 2025 to January 31, 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#0d2240',
        [
          ['Account Number', masked(a, 'x')],
          ['', 'For the period January 1, 2025 to January 31, 2025'],
        ],
        ['Axos Bank', 'P.O. Box 919013', 'San Diego, CA 92191-9013'],
      ),
      kv('Basic Business Checking', [
        ['Balance Last Statement', $(a.opening)],
        [`${t.creditCount} Credits`, money2(t.credits)],
        [`${t.debitCount} Debits`, money2(t.debits)],
        ['Balance This Statement', $(closing(a))],
        ['Interest Paid Year-to-Date', '$0.00'],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Live Oak savings (interest YTD, APY)

export const liveOak = (): Spec2 => {
  const rows = savingsRows(506, FEB.start, FEB.end, 5);
  const a = account('0004418206', 'Business Savings', 'savings', 18225040, rows);
  const s = base(
    'probe2-liveoak-business-savings.pdf',
    'Live Oak Bank Business Savings',
    ['savings', 'interest-ytd-apy', 'period-for-the-period', 'mm-dd-yyyy-dates', 'running-balance-every-row'],
    'LIVE OAK BANK',
    'Live Oak Banking Company',
    ['Live Oak Bank', 'Live Oak Banking Company'],
    FEB,
    BUSINESS[5],
    [a],
  );
  const t = totals(a.rows);
  const interest = sum(of(a, ['interest']));
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'credit', 'debit', 'balance'],
    heads: { date: 'Date', desc: 'Description', credit: 'Deposits', debit: 'Withdrawals', balance: 'Balance' },
    date: 'MM/DD/YYYY',
    amt: {},
    bal: 'every',
  };
  s.head = pageHead('Live Oak Bank', a, 'For the period February 1, 2025 to February 28, 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#2f6b3b',
        [
          ['Account', masked(a, 'x')],
          ['', 'For the period February 1, 2025 to February 28, 2025'],
        ],
        ['Live Oak Banking Company', '1741 Tiburon Drive', 'Wilmington, NC 28403'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        ['Deposits and Credits', $(t.credits)],
        ['Withdrawals and Debits', $(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      kv('Interest Summary', [
        ['Annual Percentage Yield Earned', '3.60%'],
        ['Interest Paid This Period', $(interest)],
        ['Interest Paid Year-to-Date', $(interest + 52213)],
        ['Days in Period', '28'],
      ]),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Comerica (trailing minus, overdrawn, Reg DD)

export const comerica = (): Spec2 => {
  const rows = businessRows(507, MAR.start, MAR.end, { n: 88, cards: ['6150'], mca: true });
  rows.push(
    { date: '2025-03-12', desc: 'OVERDRAFT ITEM FEE', cents: -3800, kind: 'fee' },
    { date: '2025-03-13', desc: 'OVERDRAFT ITEM FEE', cents: -3800, kind: 'fee' },
  );
  const sorted = postOrder(rows);
  const a = account('1894402217', 'Comerica Business Checking', 'checking', openingForFloor(sorted, -61244), sorted);
  const s = base(
    'probe2-comerica-business-checking.pdf',
    'Comerica Basic Business Checking',
    [
      'trailing-minus-amounts',
      'trailing-minus-balances',
      'overdrawn',
      'mm-dd-yy-dash-dates',
      'heading-continued',
      'balance-forward-per-page',
      'reg-dd-fee-table',
      'signed-single-amount-column',
      'multi-page',
    ],
    'Comerica Bank',
    'Comerica Bank',
    ['Comerica'],
    MAR,
    BUSINESS[6],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'MM-DD-YY',
    amt: { neg: 'trailing' },
    bal: 'every',
    continued: ' (continued)',
    forward: 'Balance Forward',
  };
  s.head = pageHead('Comerica Bank', a, 'Statement Period 03-01-25 through 03-31-25');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#0056a4',
        [
          ['Account Number', masked(a, 'x')],
          ['Statement Period', '03-01-25 through 03-31-25'],
          ['Enclosures', '0'],
        ],
        ['Comerica Bank', 'P.O. Box 75000', 'Detroit, MI 48275'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', money2(a.opening, { neg: 'trailing' })],
        [`Deposits and Other Credits (${t.creditCount})`, money2(t.credits)],
        [`Withdrawals and Other Debits (${t.debitCount})`, money2(-t.debits, { neg: 'trailing' })],
        ['Ending Balance', money2(closing(a), { neg: 'trailing' })],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      regDD(a, 7600, 3600),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Amegy (Zions): consolidated with sweeps

export const amegy = (): Spec2 => {
  const rows = businessRows(508, JAN.start, JAN.end, { n: 60, cards: ['7719'], wires: true, scale: 4000 });
  const chk = account('0059203318', 'Business Checking', 'checking', 2500000, rows);
  const sav = account('0059207741', 'Business Money Market Savings', 'savings', 31500000, []);
  sav.rows = sweep(chk, '7741', '3318', 4, 2500000);
  sav.rows.push({ date: '2025-01-31', desc: 'INTEREST CREDIT', cents: 40211, kind: 'interest' });
  const s = base(
    'probe2-amegy-consolidated.pdf',
    'Amegy Bank (Zions) Business Checking + Money Market, consolidated',
    [
      'consolidated-checking-savings',
      'sweep-transfers',
      'balance-forward-per-page',
      'heading-continued',
      'day-end-balance-column',
      'interest-ytd-apy',
      'multi-page',
    ],
    'AMEGY BANK',
    'Zions Bancorporation, N.A. dba Amegy Bank',
    ['Amegy Bank', 'Zions Bancorporation'],
    JAN,
    BUSINESS[7],
    [chk, sav],
  );
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'day-end',
    continued: ' (continued)',
    forward: 'Balance Forward',
    openingRow: 'Balance Forward',
  };
  const summ = (a: Account): [string, string][] => {
    const t = totals(a.rows);
    return [
      ['Previous Balance', $(a.opening)],
      [`${t.creditCount} Deposits/Credits`, money2(t.credits)],
      [`${t.debitCount} Checks/Debits`, money2(t.debits)],
      ['Ending Balance', $(closing(a))],
    ];
  };
  const interest = sum(of(sav, ['interest']));
  s.head = pageHead('Amegy Bank', chk, 'Statement Period 01/01/2025 - 01/31/2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#e31837',
        [
          ['Statement Date', '01/31/2025'],
          ['Statement Period', '01/01/2025 - 01/31/2025'],
          ['Primary Account', masked(chk, 'x')],
        ],
        ['Amegy Bank, a division of Zions Bancorporation, N.A.', 'P.O. Box 27459', 'Houston, TX 77227-7459'],
      ),
      grid(
        'Relationship Summary',
        ['Account', 'Number', 'Ending Balance'],
        [
          [chk.label, masked(chk, 'x'), $(closing(chk))],
          [sav.label, masked(sav, 'x'), $(closing(sav))],
        ],
      ),
      kv(`${chk.label} ${masked(chk, 'x')}`, summ(chk)),
      { title: `${chk.label} Activity`, account: chk, rows: chk.rows, ledger: L },
      kv(`${sav.label} ${masked(sav, 'x')}`, [
        ...summ(sav),
        ['Annual Percentage Yield Earned', '1.51%'],
        ['Interest Paid Year-to-Date', $(interest)],
      ]),
      { title: `${sav.label} Activity`, account: sav, rows: sav.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Webster (sections, wrapped, amount last)

export const webster = (): Spec2 => {
  const rows = businessRows(509, JAN.start, JAN.end, { n: 78, cards: ['1184'], checks: 5, firstCheck: 5501 });
  const a = account('0026617094', 'Business Checking Plus', 'checking', openingForFloor(rows, 1188020), rows);
  const s = base(
    'probe2-webster-business-checking.pdf',
    'Webster Bank Business Checking',
    [
      'wrapped-descriptions',
      'amount-on-last-line',
      'sections-credits-debits',
      'section-totals',
      'heading-continued',
      'period-thru',
      'mm-dd-dates',
      'multi-page',
    ],
    'WEBSTER BANK',
    'Webster Bank, N.A.',
    ['Webster Bank', 'Webster'],
    JAN,
    BUSINESS[0].map((x, i) => (i === 0 ? 'NUTMEG PRINT & SIGN LLC' : x)),
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount' },
    date: 'MM/DD',
    amt: {},
    bal: 'none',
    unsigned: true,
    wrap: 44,
    amtAt: 'last',
    continued: ' (continued)',
    totalRow: 'Total',
  };
  const chk: LedgerCfg = {
    ...L,
    cols: ['date', 'check', 'amount'],
    heads: { date: 'Date', check: 'Check No.', amount: 'Amount' },
    wrap: undefined,
  };
  const daily = dailyBalances(a).map((d) => [fmtDate2(d.date, 'MM/DD'), money2(d.balance)]);
  s.head = pageHead('Webster Bank', a, 'Statement Period 01/01/25 thru 01/31/25');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#004b87',
        [
          ['Statement Period', '01/01/25 thru 01/31/25'],
          ['Account Number', a.number],
          ['Questions?', '1-800-325-2424'],
        ],
        ['Webster Bank, N.A.', 'P.O. Box 10305', 'Waterbury, CT 06726-0305'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        ['Deposits/Additions', `+ ${money2(t.credits)}`],
        ['Checks Paid', `- ${money2(sum(of(a, ['check'])))}`],
        ['Other Withdrawals/Subtractions', `- ${money2(t.debits - sum(of(a, ['check'])))}`],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Deposits / Additions', account: a, rows: credits(a), ledger: L, total: t.credits },
      {
        title: 'Checks Paid',
        account: a,
        rows: of(a, ['check']).sort((x, y) => (x.check ?? 0) - (y.check ?? 0)), // in number order
        ledger: chk,
        total: -sum(of(a, ['check'])),
      },
      {
        title: 'Other Withdrawals / Subtractions',
        account: a,
        rows: debits(a).filter((r) => r.kind !== 'check'),
        ledger: L,
        total: -(t.debits - sum(of(a, ['check']))),
      },
      grid('Daily Balances', ['Date', 'Balance', 'Date', 'Balance', 'Date', 'Balance'], threeUp(daily), 1),
      para(REG_E, 14),
    ]);
  return s;
};

function threeUp(cells: string[][]): string[][] {
  const per = Math.ceil(cells.length / 3);
  return Array.from({ length: per }, (_, i) => [0, 1, 2].flatMap((k) => cells[k * per + i] ?? ['', '']));
}

// ---------------------------------------------------------------- Valley (personal, check images, Reg DD, YTD)

export const valley = (): Spec2 => {
  const rows = personalRows(510, FEB.start, FEB.end, {
    n: 52,
    card: '6021',
    checks: 6,
    firstCheck: 1043,
    overdraftFees: 1,
  });
  const a = account('4417002318', 'Valley Checking', 'checking', openingForFloor(rows, 1211), rows);
  const s = base(
    'probe2-valley-personal-checking.pdf',
    'Valley National Bank personal checking',
    [
      'personal',
      'check-images',
      'reg-dd-fee-table',
      'ytd-fees-interest',
      'period-thru',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'multi-page',
    ],
    'VALLEY',
    'Valley National Bank',
    ['Valley National Bank', 'Valley'],
    FEB,
    PERSONAL[0],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
  };
  const fees = sum(of(a, ['fee']));
  s.head = pageHead('Valley National Bank', a, 'Statement Period 02/01/25 thru 02/28/25');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00754a',
        [
          ['Statement Period', '02/01/25 thru 02/28/25'],
          ['Account', masked(a, 'x')],
        ],
        ['Valley National Bank', '1460 Valley Road', 'Wayne, NJ 07470'],
      ),
      kv('Summary of Account', [
        ['Beginning Balance', $(a.opening)],
        ['Deposits & Credits', `+ ${money2(t.credits)}`],
        ['Withdrawals & Debits', `- ${money2(t.debits)}`],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      regDD(a, 3500, 0),
      grid(
        'Year-to-Date Totals',
        ['', 'This Period', 'Year-to-Date'],
        [
          ['Fees Charged', $(fees), $(fees + 3500)],
          ['Interest Paid', '$0.00', '$0.00'],
        ],
        2,
      ),
      ...checkImages(a, 'MM/DD/YY'),
      { page: true },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Cadence (DD MON, CR/DR, cycle ending)

export const cadence = (): Spec2 => {
  const rows = businessRows(511, JAN.start, JAN.end, { n: 64, cards: ['2281'], checks: 3, firstCheck: 802 });
  const a = account('3300412875', 'Cadence Business Checking', 'checking', openingForFloor(rows, 733200), rows);
  const s = base(
    'probe2-cadence-business-checking.pdf',
    'Cadence Bank Business Checking',
    [
      'day-month-dates',
      'cr-dr-suffix-amounts',
      'signed-single-amount-column',
      'running-balance-every-row',
      'cycle-ending-days',
      'multi-page',
    ],
    'CADENCE BANK',
    'Cadence Bank',
    ['Cadence Bank', 'Cadence'],
    JAN,
    BUSINESS[1].map((x, i) => (i === 0 ? 'DELTA ROW CROP SUPPLY LLC' : x)),
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount', balance: 'Balance' },
    date: 'DD MON',
    amt: { suffix: 'cr' },
    balFmt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
  };
  s.head = pageHead('Cadence Bank', a, 'Cycle ending 01/31/25');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00263e',
        [
          ['Account', masked(a, 'x')],
          ['Cycle ending', '01/31/25'],
          ['Days in cycle', '31'],
        ],
        ['Cadence Bank', 'P.O. Box 4360', 'Tupelo, MS 38803'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Credits (${t.creditCount})`, `${money2(t.credits)} CR`],
        [`Debits (${t.debitCount})`, money2(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Transaction Detail', account: a, rows: a.rows, ledger: L },
      para(`<p>Amounts marked CR are credits to your account; all others are debits.</p>${REG_E}`, 15),
    ]);
  return s;
};

// ---------------------------------------------------------------- East West (DD MON, statement from/to)

export const eastWest = (): Spec2 => {
  const rows = businessRows(512, FEB.start, FEB.end, { n: 72, cards: ['9903'], wires: true, scale: 5000 });
  const a = account('8031224409', 'Business Basic Checking', 'checking', openingForFloor(rows, 4420180), rows);
  const s = base(
    'probe2-eastwest-business-checking.pdf',
    'East West Bank Business Checking',
    [
      'day-month-dates',
      'period-from-to',
      'sections-credits-debits',
      'section-totals',
      'counts-in-summary',
      'daily-balance-table',
      'multi-page',
    ],
    'EAST WEST BANK',
    'East West Bank',
    ['East West Bank'],
    FEB,
    BUSINESS[6],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount' },
    date: 'DD MON',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' (Continued)',
    totalRow: 'Total',
  };
  const daily = dailyBalances(a).map((d) => [fmtDate2(d.date, 'DD MON'), money2(d.balance)]);
  s.head = pageHead('East West Bank', a, 'Statement From 01 FEB 2025 To 28 FEB 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#c8102e',
        [
          ['Account Number', a.number],
          ['Statement From', '01 FEB 2025'],
          ['To', '28 FEB 2025'],
        ],
        ['East West Bank', '135 N Los Robles Ave', 'Pasadena, CA 91101'],
      ),
      grid(
        'Account Summary',
        ['', 'Items', 'Amount'],
        [
          ['Beginning Balance', '', $(a.opening)],
          ['Credits', String(t.creditCount), money2(t.credits)],
          ['Debits', String(t.debitCount), money2(t.debits)],
          ['Ending Balance', '', $(closing(a))],
        ],
        2,
      ),
      { title: 'Credits', account: a, rows: credits(a), ledger: L, total: t.credits },
      { title: 'Debits', account: a, rows: debits(a), ledger: L, total: -t.debits },
      grid('Daily Balance', ['Date', 'Balance', 'Date', 'Balance', 'Date', 'Balance'], threeUp(daily), 1),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- First Citizens (summary at end, forward)

export const firstCitizens = (): Spec2 => {
  const rows = businessRows(513, JAN.start, JAN.end, { n: 92, cards: ['4406', '4414'], checks: 5, firstCheck: 7001 });
  const a = account('006240118832', 'Basic Business Checking', 'checking', openingForFloor(rows, 904470), rows);
  const s = base(
    'probe2-firstcitizens-business-checking.pdf',
    'First Citizens Bank Basic Business Checking',
    [
      'summary-at-end',
      'previous-balance',
      'balance-forward-per-page',
      'heading-continued',
      'debit-credit-balance-columns',
      'day-end-balance-column',
      'mm-dd-yy-dates',
      'multi-page',
    ],
    'FIRST CITIZENS BANK',
    'First-Citizens Bank & Trust Company',
    ['First Citizens Bank', 'First-Citizens Bank'],
    JAN,
    BUSINESS[2].map((x, i) => (i === 0 ? 'PIEDMONT TILE & STONE INC' : x)),
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: {
      date: 'Date',
      desc: 'Description',
      debit: 'Withdrawals and Debits',
      credit: 'Deposits and Credits',
      balance: 'Balance',
    },
    date: 'MM/DD/YY',
    amt: {},
    bal: 'day-end',
    continued: ' (continued)',
    forward: 'Balance Forward',
    openingRow: 'Previous Balance',
  };
  s.head = pageHead('First Citizens Bank', a, '01/01/25 - 01/31/25');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#005b2e',
        [
          ['Account Number', masked(a, 'x')],
          ['Statement Period', '01/01/25 - 01/31/25'],
        ],
        ['First Citizens Bank', 'P.O. Box 27131', 'Raleigh, NC 27611-7131'],
      ),
      { title: 'Account Transactions', account: a, rows: a.rows, ledger: L },
      kv('Account Summary', [
        ['Previous Balance', $(a.opening)],
        [`${t.creditCount} Deposits/Credits`, `+ ${money2(t.credits)}`],
        [`${t.debitCount} Checks/Debits`, `- ${money2(t.debits)}`],
        ['Service Charge', '.00'],
        ['Interest Paid', '.00'],
        ['Current Balance', $(closing(a))],
      ]),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Arvest (personal, pending, YTD, Reg DD)

export const arvest = (): Spec2 => {
  const rows = personalRows(514, JAN.start, JAN.end, {
    n: 46,
    card: '3390',
    checks: 2,
    firstCheck: 311,
    overdraftFees: 2,
  });
  const a = account('2210049981', 'Free Checking', 'checking', openingForFloor(rows, -4211), rows);
  const s = base(
    'probe2-arvest-personal-checking.pdf',
    'Arvest Bank personal checking',
    [
      'personal',
      'month-day-dates',
      'pending-transactions-table',
      'reg-dd-fee-table',
      'ytd-fees-interest',
      'paren-negative-balances',
      'overdrawn',
      'running-balance-every-row',
    ],
    'Arvest',
    'Arvest Bank',
    ['Arvest Bank', 'Arvest'],
    JAN,
    PERSONAL[1],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    date: 'Mon D',
    amt: {},
    balFmt: { neg: 'paren' },
    bal: 'every',
  };
  const fees = sum(of(a, ['fee']));
  s.head = pageHead('Arvest Bank', a, 'Jan 1, 2025 - Jan 31, 2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#00573f',
        [
          ['Statement Period', 'Jan 1, 2025 - Jan 31, 2025'],
          ['Account', masked(a, 'x')],
        ],
        ['Arvest Bank', 'P.O. Box 799', 'Lowell, AR 72745'],
      ),
      kv('Free Checking Summary', [
        ['Beginning Balance', money2(a.opening, { dollar: true, neg: 'paren' })],
        [`Deposits (${t.creditCount})`, money2(t.credits)],
        [`Withdrawals (${t.debitCount})`, money2(t.debits)],
        ['Ending Balance', money2(closing(a), { dollar: true, neg: 'paren' })],
      ]),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      grid(
        'Pending Transactions',
        ['Date', 'Description', 'Amount'],
        [
          ['Feb 1', 'POS PURCHASE WAL-MART #0100 FAYETTEVILLE AR', '(42.17)'],
          ['Feb 2', 'ACH PENDING SWEPCO ELECTRIC', '(118.60)'],
        ],
      ),
      regDD(a, 0, 0),
      grid(
        'Year-to-Date Summary',
        ['', 'Amount'],
        [
          ['Total fees charged this year', $(fees)],
          ['Total interest paid this year', '$0.00'],
        ],
      ),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Bank OZK: a page missing (review)

export const ozkMissingPage = (): Spec2 => {
  const rows = businessRows(515, JAN.start, JAN.end, { n: 120, cards: ['5008'], checks: 4, firstCheck: 4001 });
  const a = account('4401992017', 'Business Checking', 'checking', openingForFloor(rows, 612090), rows);
  const s = base(
    'probe2-ozk-business-missing-page.pdf',
    'Bank OZK Business Checking, page 2 of 3 missing',
    ['missing-page', 'running-balance-every-row', 'debit-credit-balance-columns', 'mm-dd-dates', 'multi-page'],
    'BANK OZK',
    'Bank OZK',
    ['Bank OZK'],
    JAN,
    BUSINESS[3],
    [a],
  );
  s.expect = 'review';
  s.note =
    'page 2 of 3 is not in the file: its rows are absent, so the running balance jumps and the detail cannot reach the printed totals';
  s.drop = 1;
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
  };
  s.head = pageHead('Bank OZK', a, '01/01/2025 through 01/31/2025');
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#0b2f5b',
        [
          ['Account', masked(a, 'x')],
          ['Statement Period', '01/01/2025 through 01/31/2025'],
        ],
        ['Bank OZK', 'P.O. Box 8811', 'Little Rock, AR 72231'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Deposits/Credits (${t.creditCount})`, money2(t.credits)],
        [`Withdrawals/Debits (${t.debitCount})`, money2(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Umpqua: last page of debits missing (review)

export const umpquaMissingPage = (): Spec2 => {
  const rows = businessRows(516, FEB.start, FEB.end, { n: 104, cards: ['6673'] });
  const a = account('7723004185', 'Business Analyzed Checking', 'checking', openingForFloor(rows, 1520400), rows);
  const s = base(
    'probe2-umpqua-business-missing-page.pdf',
    'Umpqua Bank Business Checking, its last activity page missing',
    ['missing-page', 'sections-credits-debits', 'section-totals', 'no-balances', 'mm-dd-dates', 'multi-page'],
    'UMPQUA BANK',
    'Umpqua Bank',
    ['Umpqua Bank', 'Umpqua'],
    FEB,
    BUSINESS[4],
    [a],
  );
  s.expect = 'review';
  s.note = 'the page holding the last debits and their total is not in the file';
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount' },
    date: 'MM/DD',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' - continued',
    totalRow: 'Total',
  };
  s.head = pageHead('Umpqua Bank', a, 'February 1, 2025 - February 28, 2025');
  s.pages = () => {
    const pages = paginate(s, [
      top(
        s,
        '#00594f',
        [
          ['Account', masked(a, 'x')],
          ['Statement Period', 'February 1, 2025 - February 28, 2025'],
        ],
        ['Umpqua Bank', 'P.O. Box 1820', 'Roseburg, OR 97470'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        ['Deposits and Other Credits', money2(t.credits)],
        ['Withdrawals and Other Debits', money2(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Deposits and Other Credits', account: a, rows: credits(a), ledger: L, total: t.credits },
      { title: 'Withdrawals and Other Debits', account: a, rows: debits(a), ledger: L, total: -t.debits },
      { page: true },
      para(REG_E, 14),
    ]);
    s.drop = pages.length - 2; // the last activity page; the disclosure page after it stays
    return pages;
  };
  return s;
};
