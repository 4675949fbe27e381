// The probe statements, each modelled on how a US bank lays out its statement (written from general knowledge
// of those statements, blind to the reader). Customers, account numbers and counterparties are fictitious.
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
import {
  type DateFmt,
  type MoneyFmt,
  type Section,
  BALANCING,
  REG_E,
  dailyTable,
  disclosurePage,
  esc,
  fmtDate,
  ledger,
  masked,
  money,
  printed,
  sectionCount,
  sections,
  summaryTable,
} from './render.ts';

export interface Spec {
  file: string;
  style: string;
  classes: string[];
  expect: 'verified' | 'review' | 'tampered';
  bank: string;
  legal: string;
  aliases: string[];
  start: string;
  end: string;
  periodPrinted: boolean;
  statementDate: string;
  customer: string[];
  accounts: Account[];
  header: string; // the running page header (bank, account, page x of y)
  body: () => string;
}

const CUSTOMERS: string[][] = [
  ['BLUE HERON LANDSCAPING LLC', '4410 MERIDIAN PARK DR STE 120', 'AUSTIN TX 78744-1021'],
  ['GRANITE & OAK CONTRACTORS INC', '218 WATERSIDE BLVD', 'CHARLOTTE NC 28203-4417'],
  ['SUNNYSIDE FAMILY DINER LLC', '77 COMMERCE ST', 'SPRINGFIELD OH 45502-3310'],
  ['NORTHWIND LOGISTICS CORP', 'PO BOX 8812', 'COLUMBUS OH 43218-8812'],
  ['PEARL CITY AUTO REPAIR LLC', '1903 BAYVIEW AVE', 'TAMPA FL 33606-2290'],
  ['REDLINE FITNESS STUDIO LLC', '52 CHESTNUT HILL RD', 'NEWTON MA 02467-1188'],
  ['COPPER KETTLE CATERING INC', '3300 W MAIN ST', 'RICHMOND VA 23220-5120'],
];

const header = (bank: string, a: Account, extra = ''): string =>
  `<div style="font-size:7.5px;width:100%;padding:0 0.55in;display:flex;justify-content:space-between;font-family:Arial">
<span>${bank}${extra}</span><span>Account number: ${masked(a, 'x')}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

function top(s: Spec, logoColor: string, box: [string, string][], sub = ''): string {
  return `<div class="top"><div><div class="logo" style="color:${logoColor}">${s.bank}</div>${sub ? `<div>${sub}</div>` : ''}
<div class="ret">${esc(s.legal)}<br>P.O. Box 15284<br>Wilmington, DE 19850-5284</div>
<div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="acct">${box.map(([k, v]) => `<div><b>${k}</b> ${v}</div>`).join('')}
<div style="margin-top:6px">Customer Service: 1-800-555-0142</div></div></div>`;
}

const summaryFromSections = (
  a: Account,
  secs: Section[],
  f: MoneyFmt,
  begin: string,
  end: string,
  withCounts: boolean,
): [string, string, string][] => [
  [begin, '', money(a.opening, { ...f, dollar: true })],
  ...secs
    .filter((s) => sectionCount(a, s)[0] > 0)
    .map((s): [string, string, string] => {
      const [n, v] = sectionCount(a, s);
      const credit = ['deposit', 'ecredit', 'wire_in', 'xfer_in', 'interest'].includes(s.kinds[0]);
      return [s.title, withCounts ? String(n) : '', (credit ? '' : '- ') + money(v, f)];
    }),
  [end, '', money(closing(a), { ...f, dollar: true })],
];

const CYCLE = { start: '2025-07-01', end: '2025-07-31' };
const fmtRange = (s: Spec, f: DateFmt, sep: string): string => `${fmtDate(s.start, f)}${sep}${fmtDate(s.end, f)}`;

const checking = (number: string, label: string, opening: number, rows: Row[]): Account => ({
  label,
  number,
  type: 'checking',
  opening,
  rows,
});

// ---- sections shared by many banks ----
const DEP: Section['kinds'] = ['deposit', 'ecredit', 'wire_in', 'xfer_in', 'interest'];
const ELEC: Section['kinds'] = ['ach', 'mca', 'wire_out', 'xfer_out'];

type Make = () => Spec;

const wf: Make = () => {
  const rows = businessRows(11, '2025-07-14', '2025-08-11', { n: 96, cards: ['4417'], checks: 7, mca: true });
  const a = checking('7360149182', 'Initiate Business Checking', openingForFloor(rows, 231455), rows);
  const s: Spec = {
    file: 'probe-wf-business-checking.pdf',
    style: 'Wells Fargo Initiate Business Checking',
    classes: [
      'period-beginning-ending-on',
      'statement-date-only-beside',
      'no-year-on-rows',
      'disclosure-between-activity-pages',
      'day-end-balance-column',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'WELLS FARGO',
    legal: 'Wells Fargo Bank, N.A.',
    aliases: ['Wells Fargo'],
    start: '2025-07-14',
    end: '2025-08-11',
    periodPrinted: true,
    statementDate: '2025-08-11',
    customer: CUSTOMERS[0],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(
        s,
        '#c8102e',
        [
          ['', 'Initiate Business Checking'],
          ['', 'August 11, 2025'],
        ],
        'Initiate Business Checking&#8480;',
      )}
<h2>Activity summary</h2>
${summaryTable('', [
  ['Beginning balance on 7/14', '', money(a.opening, { dollar: true })],
  ['Deposits/Credits', '', money(t.credits)],
  ['Withdrawals/Debits', '', '- ' + money(t.debits)],
  ['Ending balance on 8/11', '', money(closing(a), { dollar: true })],
])}
<p>Account number: ${a.number}<br>${s.customer[0]}<br>Texas account terms and conditions apply<br>For Direct Deposit use Routing Number (RTN): 111900659</p>
<h2>Transaction history</h2>
${ledger(a, {
  cols: ['date', 'check', 'desc', 'credit', 'debit', 'balance'],
  heads: {
    date: 'Date',
    check: 'Check Number',
    desc: 'Description',
    credit: 'Deposits/ Credits',
    debit: 'Withdrawals/ Debits',
    balance: 'Ending daily balance',
  },
  date: 'M/D',
  amt: {},
  bal: {},
  balance: 'day-end',
  closingRow: 'Ending balance on 8/11',
  totalsRow: 'Totals',
  breakAfter: 52,
  interlude: disclosurePage('Wells Fargo', s.legal),
})}
<p class="small">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.</p>
<div class="small">${REG_E}</div>`;
    },
  };
  s.header = header('Initiate Business Checking', a, ' &middot; August 11, 2025');
  return s;
};

const chaseSecs: Section[] = [
  { title: 'DEPOSITS AND ADDITIONS', kinds: DEP, total: 'Total Deposits and Additions' },
  {
    title: 'CHECKS PAID',
    kinds: ['check'],
    checks: { up: 2, order: ['num', 'date', 'amt'], total: 'Total Checks Paid' },
  },
  { title: 'ATM &amp; DEBIT CARD WITHDRAWALS', kinds: ['card'], total: 'Total ATM &amp; Debit Card Withdrawals' },
  { title: 'ELECTRONIC WITHDRAWALS', kinds: ELEC, total: 'Total Electronic Withdrawals' },
  { title: 'FEES', kinds: ['fee'], total: 'Total Fees' },
];

const chase: Make = () => {
  const rows = businessRows(22, CYCLE.start, CYCLE.end, {
    n: 112,
    cards: ['8841'],
    checks: 9,
    firstCheck: 2210,
    wires: true,
  });
  const a = checking('000000837465192', 'Chase Business Complete Checking', openingForFloor(rows, 1254033), rows);
  const s: Spec = {
    file: 'probe-chase-business-complete.pdf',
    style: 'Chase Business Complete Checking',
    classes: [
      'period-range-one-line',
      'summary-with-instances',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'marketing-date-amount',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'CHASE',
    legal: 'JPMorgan Chase Bank, N.A.',
    aliases: ['JPMorgan Chase', 'Chase'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[1],
    accounts: [a],
    header: '',
    body: () => `${top(s, '#117aca', [
      ['', fmtRange(s, 'Month D, YYYY', ' through ')],
      ['Account Number:', a.number],
    ])}
<div class="promo">Earn up to $750 when you open a new Chase Business Complete Checking account and make qualifying deposits by October 15, 2025. Offer terms apply.</div>
<h2>CHECKING SUMMARY <span style="font-weight:normal">Chase Business Complete Checking</span></h2>
${summaryTable('', summaryFromSections(a, chaseSecs, {}, 'Beginning Balance', 'Ending Balance', true), 'INSTANCES')}
${sections(a, chaseSecs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'DAILY ENDING BALANCE')}
<h3>SERVICE CHARGE SUMMARY</h3><p>Your monthly service fee was waived for 0 of the requirements this period.</p>
<div class="small">${REG_E}${BALANCING}<p>JPMorgan Chase Bank, N.A. Member FDIC</p></div>`,
  };
  s.header = header('CHASE', a, ` &middot; ${fmtRange(s, 'Month D, YYYY', ' through ')}`);
  return s;
};

const boaSecs: Section[] = [
  { title: 'Deposits and other credits', kinds: DEP, total: 'Total deposits and other credits', sign: 'minus' },
  { title: 'Withdrawals and other debits', kinds: ELEC, total: 'Total withdrawals and other debits', sign: 'minus' },
  {
    title: 'Card account activity',
    kinds: ['card'],
    total: 'Total card account activity',
    sign: 'minus',
    cardGroups: true,
  },
  { title: 'Checks', kinds: ['check'], checks: { up: 2, order: ['date', 'num', 'amt'], total: 'Total checks' } },
  { title: 'Service fees', kinds: ['fee'], total: 'Total service fees', sign: 'minus' },
];

const boa: Make = () => {
  const rows = businessRows(33, CYCLE.start, CYCLE.end, {
    n: 104,
    cards: ['3318', '9052', '6604'],
    checks: 8,
    firstCheck: 5101,
    mca: true,
  });
  const a = checking('488091227351', 'Business Advantage Fundamentals Banking', openingForFloor(rows, 889120), rows);
  const s: Spec = {
    file: 'probe-boa-business-advantage.pdf',
    style: 'Bank of America Business Advantage',
    classes: [
      'period-range-one-line',
      'card-groups-with-subtotal',
      'dates-restart-per-group',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'minus-signed-debits',
      'daily-balance-table',
      'counts-in-summary',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'BANK OF AMERICA',
    legal: 'Bank of America, N.A.',
    aliases: ['Bank of America'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[2],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      const sm = summaryFromSections(
        a,
        boaSecs,
        {},
        'Beginning balance on July 1, 2025',
        'Ending balance on July 31, 2025',
        false,
      );
      return `${top(s, '#012169', [
        ['Your Business Advantage Fundamentals&#8482; Banking', ''],
        ['', `for ${fmtRange(s, 'Month D, YYYY', ' to ')}`],
        ['Account number:', a.number.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3')],
      ])}
<h2>Account summary</h2>
${summaryTable('', [...sm, ['# of deposits/credits:', '', String(t.creditCount)], ['# of withdrawals/debits:', '', String(t.debitCount)]])}
${sections(a, boaSecs, { date: 'MM/DD/YY', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'Daily ledger balances')}
<div class="small">${REG_E}<p>Bank of America, N.A. Member FDIC. Equal Housing Lender.</p></div>`;
    },
  };
  s.header = header('BANK OF AMERICA', a, ` &middot; ${s.customer[0]}`);
  return s;
};

const pncSecs: Section[] = [
  {
    title: 'Deposits and Other Additions',
    kinds: DEP,
    amountFirst: true,
    extraCol: 'Reference number',
    total: 'Total Deposits and Other Additions',
  },
  {
    title: 'Checks and Substitute Checks',
    kinds: ['check'],
    checks: { up: 3, order: ['num', 'amt', 'date'], total: 'Total Checks and Substitute Checks' },
  },
  {
    title: 'Banking/Debit Card Withdrawals and Purchases',
    kinds: ['card'],
    amountFirst: true,
    total: 'Total Banking/Debit Card Withdrawals',
  },
  {
    title: 'Online and Electronic Banking Deductions',
    kinds: ELEC,
    amountFirst: true,
    extraCol: 'Reference number',
    total: 'Total Online and Electronic Deductions',
  },
  { title: 'Other Deductions', kinds: ['fee'], amountFirst: true, total: 'Total Other Deductions' },
];

const pnc: Make = () => {
  const rows = businessRows(44, CYCLE.start, CYCLE.end, {
    n: 88,
    cards: ['7720'],
    checks: 10,
    firstCheck: 3340,
    wires: true,
  });
  const a = checking('1028874531', 'Business Checking', openingForFloor(rows, 450210), rows);
  const s: Spec = {
    file: 'probe-pnc-business-checking.pdf',
    style: 'PNC Business Checking',
    classes: [
      'period-range-one-line',
      'amounts-before-description',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'counts-in-summary',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'PNC BANK',
    legal: 'PNC Bank, National Association',
    aliases: ['PNC'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[3],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(
        s,
        '#ef6a00',
        [
          ['', `For the period ${fmtRange(s, 'MM/DD/YYYY', ' to ')}`],
          ['Primary account number:', `XX-XXXX-${a.number.slice(-4)}`],
        ],
        'Business Checking',
      )}
<h2>Business Checking Account Summary</h2>
<table class="led"><thead><tr><th>Beginning balance</th><th class="r">Deposits and other additions</th><th class="r">Checks and other deductions</th><th class="r">Ending balance</th></tr></thead>
<tbody><tr><td>${money(a.opening)}</td><td class="r">${money(t.credits)}</td><td class="r">${money(t.debits)}</td><td class="r">${money(closing(a))}</td></tr></tbody></table>
<h3>Transaction Summary</h3><p>Deposits and other additions: ${t.creditCount} &nbsp;&nbsp; Checks and other deductions: ${t.debitCount}</p>
<h2>Activity Detail</h2>
${sections(a, pncSecs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'Daily Balance Detail')}
<div class="small">${REG_E}<p>Member FDIC</p></div>`;
    },
  };
  s.header = header('PNC Business Checking', a, ` &middot; For the period ${fmtRange(s, 'MM/DD/YYYY', ' to ')}`);
  return s;
};

const mercury: Make = () => {
  const rows = businessRows(55, CYCLE.start, CYCLE.end, { n: 72, cards: ['1190'], wires: true, scale: 4000 });
  const a = checking('202283460019', 'Mercury Checking', openingForFloor(rows, 5120077), rows);
  const s: Spec = {
    file: 'probe-mercury-checking.pdf',
    style: 'Mercury Checking',
    classes: [
      'period-range-one-line',
      'running-balance-every-row',
      'signed-single-amount-column',
      'dollar-signed-amounts',
      'month-name-dates',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'mercury',
    legal: 'Choice Financial Group',
    aliases: ['Mercury', 'Choice Financial'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[4],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(
        s,
        '#5266eb',
        [
          ['Account', `Mercury Checking &bull;&bull;${a.number.slice(-4)}`],
          ['Statement period', fmtRange(s, 'Mon D, YYYY', ' &ndash; ')],
        ],
        'July 2025 Statement',
      )}
${summaryTable('Summary', [
  ['Beginning Balance', '', money(a.opening, { dollar: true })],
  ['Total Deposits', '', money(t.credits, { dollar: true })],
  ['Total Withdrawals', '', money(-t.debits, { dollar: true })],
  ['Ending Balance', '', money(closing(a), { dollar: true })],
])}
<h2>Transactions</h2>
${ledger(a, { cols: ['date', 'desc', 'amount', 'balance'], heads: { date: 'Date (UTC)', desc: 'Description', amount: 'Amount', balance: 'End of Day Balance' }, date: 'Mon D', amt: { dollar: true }, bal: { dollar: true }, balance: 'every' })}
<div class="small"><p>Mercury is a financial technology company, not a bank. Banking services provided by Choice Financial Group, Member FDIC. Deposits are insured up to $250,000 per depositor for each account ownership category.</p>${REG_E}</div>`;
    },
  };
  s.header = header('Mercury', a);
  return s;
};

const regionsSecs: Section[] = [
  { title: 'DEPOSITS &amp; CREDITS', kinds: DEP, total: 'Total Deposits &amp; Credits' },
  { title: 'WITHDRAWALS', kinds: ['card', ...ELEC], total: 'Total Withdrawals' },
  { title: 'FEES', kinds: ['fee'], total: 'Total Fees' },
  { title: 'CHECKS', kinds: ['check'], checks: { up: 3, order: ['date', 'num', 'amt'], total: 'Total Checks' } },
];

const regions: Make = () => {
  const rows = businessRows(66, CYCLE.start, CYCLE.end, {
    n: 84,
    cards: ['5512'],
    checks: 12,
    firstCheck: 1402,
    mca: true,
  });
  const a = checking('0218837745', 'Business Checking', openingForFloor(rows, 302117), rows);
  const s: Spec = {
    file: 'probe-regions-business-checking.pdf',
    style: 'Regions Business Checking',
    classes: [
      'period-two-lines',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'counts-in-summary',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'REGIONS',
    legal: 'Regions Bank',
    aliases: ['Regions'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[5],
    accounts: [a],
    header: '',
    body: () => `${top(s, '#5c8b2f', [
      ['ACCOUNT #', a.number],
      ['STATEMENT PERIOD', ''],
      ['', `${fmtDate(s.start, 'MM/DD/YYYY')} through`],
      ['', fmtDate(s.end, 'MM/DD/YYYY')],
    ])}
<h2>BUSINESS CHECKING</h2>
${summaryTable('SUMMARY', summaryFromSections(a, regionsSecs, {}, 'Beginning Balance', 'Ending Balance', true), 'Items')}
${sections(a, regionsSecs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'DAILY BALANCE SUMMARY')}
<div class="small">${BALANCING}<p>Regions Bank. Member FDIC. Equal Housing Lender.</p></div>`,
  };
  s.header = header('REGIONS BANK', a);
  return s;
};

const countTotal = (title: string, kinds: Section['kinds'], extra: Partial<Section> = {}): Section => ({
  title,
  kinds,
  heading: 'count-total',
  sign: 'unsigned',
  ...extra,
});

const frost: Make = () => {
  const rows = businessRows(77, CYCLE.start, CYCLE.end, {
    n: 118,
    cards: ['6023'],
    checks: 11,
    firstCheck: 8805,
    mca: true,
    wires: true,
  });
  const a = checking('581004726', 'Business Checking', openingForFloor(rows, 1778342), rows);
  const secs = [
    countTotal('Deposits / Credits', DEP),
    countTotal('Withdrawals / Debits', ['card', ...ELEC, 'fee']),
    {
      title: 'Checks',
      kinds: ['check'],
      checks: { up: 2, order: ['num', 'date', 'amt'], total: 'Total Checks' },
    } as Section,
  ];
  const s: Spec = {
    file: 'probe-frost-business-checking.pdf',
    style: 'Frost Business Checking',
    classes: [
      'count-total-in-heading',
      'unsigned-amounts',
      'debit-section-mid-page',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'no-balances',
      'period-range-one-line',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Frost',
    legal: 'Frost Bank',
    aliases: ['Frost'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[0],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#1b3d6d', [
        ['Account', a.number],
        ['Statement Period', fmtRange(s, 'MM/DD/YYYY', ' to ')],
      ])}
${summaryTable('Account Summary', [
  ['Beginning Balance', '', money(a.opening, { dollar: true })],
  ['Total Credits', String(t.creditCount), money(t.credits)],
  ['Total Debits', String(t.debitCount), money(t.debits)],
  ['Ending Balance', '', money(closing(a), { dollar: true })],
])}
<h2>Account Activity</h2>
${sections(a, secs, { date: 'MM/DD', amt: {} })}
<div class="small">${REG_E}<p>Frost Bank, Member FDIC.</p></div>`;
    },
  };
  s.header = header('Frost', a);
  return s;
};

const fifthThird: Make = () => {
  const rows = businessRows(88, CYCLE.start, CYCLE.end, { n: 96, cards: ['2275'], checks: 15, firstCheck: 10233 });
  const a = checking('7423019953', 'Business Standard Checking', openingForFloor(rows, 640088), rows);
  const secs = [
    {
      title: 'Checks',
      kinds: ['check'],
      checks: { up: 3, order: ['num', 'date', 'amt'], total: 'Total Checks' },
    } as Section,
    countTotal('Withdrawals / Debits', ['card', ...ELEC, 'fee']),
    countTotal('Deposits / Credits', DEP),
  ];
  const s: Spec = {
    file: 'probe-fifththird-business-checking.pdf',
    style: 'Fifth Third Business Standard Checking',
    classes: [
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'count-total-in-heading',
      'unsigned-amounts',
      'daily-balance-table',
      'period-range-one-line',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Fifth Third Bank',
    legal: 'Fifth Third Bank, National Association',
    aliases: ['Fifth Third'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[6],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#0b3b8c', [
        ['Statement Period Date:', fmtRange(s, 'MM/DD/YYYY', ' - ')],
        ['Account Type:', 'Business Standard Checking'],
        ['Account Number:', a.number],
      ])}
<h2>Account Summary - ${a.number}</h2>
${summaryTable('', [
  [`${fmtDate(s.start, 'MM/DD')} Beginning Balance`, '', money(a.opening, { dollar: true })],
  [`${t.debitCount} Withdrawals / Debits`, '', money(-t.debits, { dollar: true })],
  [`${t.creditCount} Deposits / Credits`, '', money(t.credits, { dollar: true })],
  [`${fmtDate(s.end, 'MM/DD')} Ending Balance`, '', money(closing(a), { dollar: true })],
])}
${sections(a, secs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'Daily Balance Summary')}
<div class="small">${REG_E}<p>Fifth Third Bank, National Association. Member FDIC.</p></div>`;
    },
  };
  s.header = header('Fifth Third Bank', a);
  return s;
};

const truist: Make = () => {
  const rows = businessRows(99, CYCLE.start, CYCLE.end, {
    n: 78,
    cards: ['0931'],
    checks: 14,
    firstCheck: 6612,
    mca: true,
  });
  const a = checking('1450078822516', 'Dynamic Business Checking', openingForFloor(rows, 211940), rows);
  const secs: Section[] = [
    { title: 'Checks', kinds: ['check'], checks: { up: 3, order: ['date', 'num', 'amt'], total: 'Total checks' } },
    {
      title: 'Other withdrawals, debits and service charges',
      kinds: ['card', ...ELEC, 'fee'],
      total: 'Total other withdrawals, debits and service charges',
    },
    { title: 'Deposits, credits and interest', kinds: DEP, total: 'Total deposits, credits and interest' },
  ];
  const s: Spec = {
    file: 'probe-truist-dynamic-business.pdf',
    style: 'Truist Dynamic Business Checking',
    classes: [
      'period-balance-as-of-dates',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'no-balances',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'TRUIST',
    legal: 'Truist Bank',
    aliases: ['Truist'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[1],
    accounts: [a],
    header: '',
    body: () => {
      const [, chk] = sectionCount(a, secs[0]);
      const [, oth] = sectionCount(a, secs[1]);
      const [, dep] = sectionCount(a, secs[2]);
      return `${top(s, '#2e1a47', [
        ['DYNAMIC BUSINESS CHECKING', a.number],
        ['', ''],
      ])}
<h2>Account summary</h2>
${summaryTable('', [
  [`Your previous balance as of ${fmtDate('2025-06-30', 'MM/DD/YYYY')}`, '', money(a.opening, { dollar: true })],
  ['Checks', '', '- ' + money(chk)],
  ['Other withdrawals, debits and service charges', '', '- ' + money(oth)],
  ['Deposits, credits and interest', '', '+ ' + money(dep)],
  [`Your new balance as of ${fmtDate(s.end, 'MM/DD/YYYY')}`, '', '= ' + money(closing(a), { dollar: true })],
])}
${sections(a, secs, { date: 'MM/DD', amt: {} })}
<div class="small"><p>* indicates a skip in sequential check numbers above this item</p>${REG_E}<p>Truist Bank, Member FDIC.</p></div>`;
    },
  };
  s.header = header('TRUIST', a);
  return s;
};

const usbSecs: Section[] = [
  { title: 'Customer Deposits', kinds: ['deposit'], total: 'Total Customer Deposits' },
  { title: 'Other Deposits', kinds: ['ecredit', 'wire_in', 'xfer_in'], total: 'Total Other Deposits' },
  { title: 'Card Withdrawals', kinds: ['card'], total: 'Total Card Withdrawals', sign: 'minus' },
  { title: 'Other Withdrawals', kinds: ELEC, total: 'Total Other Withdrawals', sign: 'minus' },
  {
    title: 'Checks Presented Conventionally',
    kinds: ['check'],
    checks: { up: 3, order: ['num', 'date', 'amt'], total: 'Total Checks' },
  },
  { title: 'Analysis Service Charge', kinds: ['fee'], total: 'Total Service Charges', sign: 'minus' },
];

const usbank: Make = () => {
  const rows = businessRows(110, CYCLE.start, CYCLE.end, { n: 70, cards: ['4480'], checks: 6, firstCheck: 1201 });
  const a = checking('153391027744', 'Silver Business Checking', openingForFloor(rows, 0), rows);
  const z: MoneyFmt = { zeroDot: true };
  const s: Spec = {
    file: 'probe-usbank-silver-business.pdf',
    style: 'U.S. Bank Silver Business Checking',
    classes: [
      'zero-balance-printed-dot00',
      'disclosure-between-activity-pages',
      'checks-3up',
      'check-gap-star',
      'daily-balance-table',
      'period-range-one-line',
      'minus-signed-debits',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'usbank',
    legal: 'U.S. Bank National Association',
    aliases: ['U.S. Bank', 'US Bank'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[2],
    accounts: [a],
    header: '',
    body: () => `${top(s, '#0c2074', [
      ['Statement Period:', fmtRange(s, 'Mon D, YYYY', ' through ')],
      ['Account Number:', a.number.replace(/(\d{1})(\d{3})(\d{4})(\d{4})/, '$1 $2 $3 $4')],
    ])}
<h2>SILVER BUSINESS CHECKING</h2>
${summaryTable('Account Summary', summaryFromSections(a, usbSecs, z, 'Beginning Balance on Jul 1', 'Ending Balance on Jul 31, 2025', true), '# Items')}
${sections(a, usbSecs, { date: 'Mon D', amt: z, interludeAfter: 'Other Deposits', interlude: disclosurePage('U.S. Bank', s.legal) })}
${dailyTable(a, 3, 'Mon D', z, 'Balance Summary')}
<div class="small"><p>Balances only appear for days reflecting change.</p>${BALANCING}</div>`,
  };
  s.header = header('U.S. Bank', a);
  return s;
};

const citizens: Make = () => {
  const start = '2025-06-14';
  const end = '2025-07-13';
  const rows = businessRows(121, start, end, { n: 64, cards: ['7781'], mca: true });
  const chk = checking('6301448821', 'Business Checking', openingForFloor(rows, 120066), rows);
  const sav: Account = {
    label: 'Business Money Market',
    number: '6301449037',
    type: 'savings',
    opening: 2500000,
    rows: savingsRows(122, start, end, 3),
  };
  const s: Spec = {
    file: 'probe-citizens-consolidated.pdf',
    style: 'Citizens Business Checking + Money Market (consolidated)',
    classes: [
      'consolidated-checking-savings',
      'period-beginning-ending-on',
      'statement-date-only-beside',
      'no-year-on-rows',
      'running-balance-every-row',
      'debit-column-before-credit',
    ],
    expect: 'verified',
    bank: 'Citizens',
    legal: 'Citizens Bank, N.A.',
    aliases: ['Citizens'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: CUSTOMERS[3],
    accounts: [chk, sav],
    header: '',
    body: () =>
      `${top(s, '#008555', [
        ['Statement Date', 'July 13, 2025'],
        ['Clearly Better Business Banking', ''],
      ])}` +
      [chk, sav]
        .map((a) => {
          const t = totals(a.rows);
          return `<h2>${a.label} ${masked(a, 'x')}</h2>
${summaryTable(
  'Balance Calculation',
  [
    ['Beginning Balance on 6/14', '', money(a.opening, { dollar: true })],
    ['Deposits &amp; Credits', String(t.creditCount), '+ ' + money(t.credits)],
    ['Checks &amp; Debits', String(t.debitCount), '- ' + money(t.debits)],
    ['Ending Balance on 7/13', '', money(closing(a), { dollar: true })],
  ],
  '#',
)}
<h3>TRANSACTION DETAILS</h3>
${ledger(a, { cols: ['date', 'desc', 'debit', 'credit', 'balance'], heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' }, date: 'M/D', amt: {}, bal: {}, balance: 'every' })}`;
        })
        .join('<div class="pb"></div>') +
      `<div class="small">${REG_E}<p>Citizens Bank, N.A. Member FDIC.</p></div>`,
  };
  s.header = header('Citizens', chk, ' &middot; Statement Date July 13, 2025');
  return s;
};

const tdSecs: Section[] = [
  { title: 'Deposits', kinds: ['deposit'], total: 'Subtotal:' },
  { title: 'Electronic Deposits', kinds: ['ecredit', 'wire_in', 'xfer_in'], total: 'Subtotal:' },
  { title: 'Electronic Payments', kinds: ['card', ...ELEC], total: 'Subtotal:' },
  { title: 'Service Charges', kinds: ['fee'], total: 'Subtotal:' },
];

const td: Make = () => {
  const rows = businessRows(132, CYCLE.start, CYCLE.end, { n: 76, cards: ['3390'], mca: true });
  const a = checking('4318827705', 'TD Business Convenience Plus', openingForFloor(rows, 98450), rows);
  const s: Spec = {
    file: 'probe-td-business-convenience.pdf',
    style: 'TD Bank Business Convenience Plus',
    classes: ['issue-date-only', 'marketing-date-amount', 'daily-balance-table', 'subtotal-lines', 'multi-page'],
    expect: 'verified',
    bank: 'TD Bank',
    legal: 'TD Bank, N.A.',
    aliases: ['TD Bank'],
    ...CYCLE,
    periodPrinted: false,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[4],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#008a00', [
        ['Statement Date:', 'Jul 31 2025'],
        ['Primary Account #:', a.number],
        ['Cust Ref #:', '4318827705-717-B-***'],
      ])}
<div class="promo">New! Get a $400 bonus for business customers who open a TD Business Premier Checking account by 09/30/2025. Terms apply.</div>
<h2>ACCOUNT SUMMARY <span style="font-weight:normal">TD Business Convenience Plus</span></h2>
${summaryTable('', [
  ['Beginning Balance', '', money(a.opening)],
  ['Deposits', '', money(sectionCount(a, tdSecs[0])[1])],
  ['Electronic Deposits', '', money(sectionCount(a, tdSecs[1])[1])],
  ['Electronic Payments', '', money(sectionCount(a, tdSecs[2])[1])],
  ['Service Charges', '', money(sectionCount(a, tdSecs[3])[1])],
  ['Ending Balance', '', money(closing(a))],
  ['Average Collected Balance', '', money(Math.round((a.opening + closing(a)) / 2))],
  ['Interest Earned This Period', '', '0.00'],
])}
<p>Total deposits and credits: ${t.creditCount} &nbsp; Total withdrawals and debits: ${t.debitCount}</p>
<h2>DAILY ACCOUNT ACTIVITY</h2>
${sections(a, tdSecs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 2, 'MM/DD', {}, 'DAILY BALANCE SUMMARY')}
<div class="small">${BALANCING}<p>TD Bank, N.A. Member FDIC. Equal Housing Lender.</p></div>`;
    },
  };
  s.header = header('TD Bank', a);
  return s;
};

const keybank: Make = () => {
  const rows = businessRows(143, CYCLE.start, CYCLE.end, { n: 66, cards: ['8006'], mca: true });
  const a = checking('359681203344', 'Key Business Reward Checking', openingForFloor(rows, -178593), rows);
  const f: MoneyFmt = { dollar: true, neg: 'paren' };
  const s: Spec = {
    file: 'probe-keybank-business-reward.pdf',
    style: 'KeyBank Key Business Reward Checking',
    classes: ['period-two-lines', 'paren-negative-balances', 'running-balance-every-row', 'overdrawn'],
    expect: 'verified',
    bank: 'KeyBank',
    legal: 'KeyBank National Association',
    aliases: ['KeyBank'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[5],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#cc0000', [
        ['Statement period', ''],
        ['', `${fmtDate(s.start, 'Month D, YYYY')} -`],
        ['', fmtDate(s.end, 'Month D, YYYY')],
        ['Key Business Reward Checking', a.number],
      ])}
${summaryTable('Key Business Reward Checking', [
  [`Beginning balance ${fmtDate(s.start, 'Month D, YYYY')}`, '', money(a.opening, f)],
  [`${t.creditCount} Additions`, '', '+' + money(t.credits, f)],
  [`${t.debitCount} Subtractions`, '', '-' + money(t.debits, f)],
  [`Ending balance ${fmtDate(s.end, 'Month D, YYYY')}`, '', money(closing(a), f)],
])}
<h2>Transactions</h2>
${ledger(a, { cols: ['date', 'desc', 'credit', 'debit', 'balance'], heads: { date: 'Date', desc: 'Description', credit: 'Additions', debit: 'Subtractions', balance: 'Balance' }, date: 'MM/DD', amt: {}, bal: f, balance: 'every' })}
<div class="small">${REG_E}<p>KeyBank is Member FDIC.</p></div>`;
    },
  };
  s.header = header('KeyBank', a);
  return s;
};

const huntSecs: Section[] = [
  { title: 'Deposits (+)', kinds: DEP, total: 'Total Deposits' },
  { title: 'Card Activity (-)', kinds: ['card'], cardGroups: true, total: 'Total Card Activity' },
  { title: 'Other Debits (-)', kinds: ELEC, total: 'Total Other Debits' },
  { title: 'Service Charges (-)', kinds: ['fee'], total: 'Total Service Charges' },
];

const huntington: Make = () => {
  const rows = businessRows(154, CYCLE.start, CYCLE.end, { n: 92, cards: ['2214', '5870'], mca: true });
  const a = checking('01662208845', 'Unlimited Business Checking', openingForFloor(rows, 402255), rows);
  const s: Spec = {
    file: 'probe-huntington-unlimited-business.pdf',
    style: 'Huntington Unlimited Business Checking',
    classes: [
      'card-groups-with-subtotal',
      'dates-restart-per-group',
      'daily-balance-table',
      'period-range-one-line',
      'short-year-period',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Huntington',
    legal: 'The Huntington National Bank',
    aliases: ['Huntington'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[6],
    accounts: [a],
    header: '',
    body: () => `${top(s, '#44a840', [
      ['Statement Period', fmtRange(s, 'MM/DD/YY', ' to ')],
      ['Account', a.number],
    ])}
<h2>Unlimited Business Checking</h2>
${summaryTable('Account Summary', summaryFromSections(a, huntSecs, {}, 'Beginning Balance', 'Ending Balance', true), 'Items')}
${sections(a, huntSecs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'Balance Activity')}
<div class="small">${REG_E}<p>The Huntington National Bank is Member FDIC.</p></div>`,
  };
  s.header = header('Huntington', a);
  return s;
};

const mt: Make = () => {
  const rows = businessRows(165, CYCLE.start, CYCLE.end, { n: 74, cards: ['6659'], mca: true });
  const a = checking('9874412036', 'Simple Business Checking', openingForFloor(rows, -12334), rows);
  const f: MoneyFmt = { neg: 'od' };
  const s: Spec = {
    file: 'probe-mt-simple-business.pdf',
    style: 'M&T Simple Business Checking',
    classes: [
      'od-suffix-balances',
      'running-balance-every-row',
      'opening-row-in-ledger',
      'overdrawn',
      'period-range-one-line',
    ],
    expect: 'verified',
    bank: 'M&amp;T Bank',
    legal: 'Manufacturers and Traders Trust Company',
    aliases: ['M&T', 'Manufacturers and Traders'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[0],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#007a53', [
        ['STATEMENT PERIOD', fmtRange(s, 'Month D, YYYY', ' - ').toUpperCase()],
        ['ACCOUNT NUMBER', a.number],
      ])}
${summaryTable('ACCOUNT SUMMARY', [
  ['BEGINNING BALANCE', '', money(a.opening, f)],
  ['DEPOSITS &amp; OTHER CREDITS', String(t.creditCount), money(t.credits)],
  ['WITHDRAWALS &amp; OTHER DEBITS', String(t.debitCount), money(t.debits)],
  ['ENDING BALANCE', '', money(closing(a), f)],
])}
<h2>ACCOUNT ACTIVITY</h2>
${ledger(a, { cols: ['date', 'desc', 'credit', 'debit', 'balance'], heads: { date: 'DATE POSTED', desc: 'TRANSACTION DESCRIPTION', credit: 'DEPOSITS/CREDITS', debit: 'WITHDRAWALS/DEBITS', balance: 'BALANCE' }, date: 'MM/DD', amt: {}, bal: f, balance: 'every', openingRow: 'BEGINNING BALANCE' })}
<div class="small">${REG_E}<p>Manufacturers and Traders Trust Company. Member FDIC.</p></div>`;
    },
  };
  s.header = header('M&amp;T Bank', a);
  return s;
};

const nfcu: Make = () => {
  const start = '2025-07-14';
  const end = '2025-08-13';
  const rows = businessRows(176, start, end, { n: 62, cards: ['0457'] });
  const chk = checking('7102293318', 'Business Checking', openingForFloor(rows, 66012), rows);
  const sav: Account = {
    label: 'Business Savings',
    number: '3102293307',
    type: 'savings',
    opening: 0,
    rows: savingsRows(177, start, end, 2),
  };
  const f: MoneyFmt = { neg: 'trailing', zeroDot: true };
  const s: Spec = {
    file: 'probe-navyfederal-business.pdf',
    style: 'Navy Federal Business Checking + Savings (consolidated)',
    classes: [
      'consolidated-checking-savings',
      'mm-dd-dates',
      'trailing-minus-amounts',
      'running-balance-every-row',
      'opening-row-in-ledger',
      'zero-balance-printed-dot00',
      'short-year-period',
    ],
    expect: 'verified',
    bank: 'NAVY FEDERAL Credit Union',
    legal: 'Navy Federal Credit Union',
    aliases: ['Navy Federal'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: CUSTOMERS[1],
    accounts: [chk, sav],
    header: '',
    body: () => {
      const summ = [chk, sav]
        .map((a) => {
          const t = totals(a.rows);
          return `<tr><td>${a.label}<br>${a.number}</td><td class="r">${money(a.opening, f)}</td><td class="r">${money(t.credits, f)}</td><td class="r">${money(t.debits, f)}</td><td class="r">${money(closing(a), f)}</td></tr>`;
        })
        .join('');
      return `${top(s, '#0b2d71', [
        ['Statement Period', fmtRange(s, 'MM/DD/YY', ' - ')],
        ['Access No.', '2244918'],
      ])}
<h2>Summary of your deposit accounts</h2>
<table class="led"><thead><tr><th></th><th class="r">Previous Balance</th><th class="r">Deposits/ Credits</th><th class="r">Withdrawals/ Debits</th><th class="r">Ending Balance</th></tr></thead><tbody>${summ}</tbody></table>
${[chk, sav]
  .map(
    (a) => `<h2>${a.label} - ${a.number}</h2>
${ledger(a, { cols: ['date', 'desc', 'amount', 'balance'], heads: { date: 'Date', desc: 'Transaction Detail', amount: 'Amount($)', balance: 'Balance($)' }, date: 'MM-DD', amt: f, bal: f, balance: 'every', openingRow: 'Beginning Balance', closingRow: 'Ending Balance' })}`,
  )
  .join('')}
<div class="small">${REG_E}<p>Federally insured by NCUA.</p></div>`;
    },
  };
  s.header = header('Navy Federal Credit Union', chk);
  return s;
};

const santander: Make = () => {
  const rows = businessRows(187, CYCLE.start, CYCLE.end, { n: 68, cards: ['7314'], checks: 4, firstCheck: 330 });
  const a = checking('8102957744', 'Santander Business Checking', openingForFloor(rows, 560000), rows);
  const s: Spec = {
    file: 'probe-santander-business.pdf',
    style: 'Santander Business Checking',
    classes: ['issue-date-only', 'mm-dd-dates', 'running-balance-every-row', 'opening-row-in-ledger'],
    expect: 'verified',
    bank: 'Santander',
    legal: 'Santander Bank, N.A.',
    aliases: ['Santander'],
    ...CYCLE,
    periodPrinted: false,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[2],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#ec0000', [
        ['Statement Date', '07/31/2025'],
        ['Account Number', a.number],
      ])}
${summaryTable(
  'Balances',
  [
    ['Beginning Balance', '', money(a.opening, { dollar: true })],
    ['Deposits/Credits', String(t.creditCount), '+' + money(t.credits, { dollar: true })],
    ['Withdrawals/Debits', String(t.debitCount), '-' + money(t.debits, { dollar: true })],
    ['Ending Balance', '', money(closing(a), { dollar: true })],
  ],
  'Number',
)}
<h2>Account Activity</h2>
${ledger(a, { cols: ['date', 'desc', 'credit', 'debit', 'balance'], heads: { date: 'Date', desc: 'Description', credit: 'Additions', debit: 'Subtractions', balance: 'Balance' }, date: 'MM-DD', amt: {}, bal: {}, balance: 'every', openingRow: 'Beginning Balance' })}
<div class="small">${REG_E}<p>Santander Bank, N.A. is Member FDIC and a wholly owned subsidiary of Banco Santander, S.A.</p></div>`;
    },
  };
  s.header = header('Santander', a);
  return s;
};

const bmo: Make = () => {
  const rows = businessRows(198, CYCLE.start, CYCLE.end, { n: 86, cards: ['9930'], mca: true, wires: true });
  const a = checking('4401182297', 'Business Checking', openingForFloor(rows, 734410), rows);
  const secs = [
    countTotal('Deposits and other credits', DEP),
    countTotal('Withdrawals and other debits', ['card', ...ELEC, 'fee']),
  ];
  const s: Spec = {
    file: 'probe-bmo-business-checking.pdf',
    style: 'BMO Business Checking',
    classes: [
      'mm-dd-dates',
      'count-total-in-heading',
      'unsigned-amounts',
      'debit-section-mid-page',
      'daily-balance-table',
      'period-range-one-line',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'BMO',
    legal: 'BMO Bank N.A.',
    aliases: ['BMO'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[3],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#0079c1', [
        ['Statement period', fmtRange(s, 'Mon D, YYYY', ' - ')],
        ['Account number', masked(a, 'star')],
      ])}
${summaryTable(
  'Account summary',
  [
    ['Opening balance', '', money(a.opening, { dollar: true })],
    ['Deposits and other credits', String(t.creditCount), money(t.credits)],
    ['Withdrawals and other debits', String(t.debitCount), money(t.debits)],
    ['Closing balance', '', money(closing(a), { dollar: true })],
  ],
  'Items',
)}
<h2>Account activity</h2>
${sections(a, secs, { date: 'MM-DD', amt: {} })}
${dailyTable(a, 3, 'MM-DD', {}, 'Daily balances')}
<div class="small">${REG_E}<p>BMO Bank N.A. Member FDIC.</p></div>`;
    },
  };
  s.header = header('BMO', a);
  return s;
};

const firstHorizon: Make = () => {
  const rows = businessRows(209, CYCLE.start, CYCLE.end, { n: 80, cards: ['1146'], checks: 9, firstCheck: 4450 });
  const a = checking('120448831', 'Business Checking', openingForFloor(rows, 310050), rows);
  const secs: Section[] = [
    countTotal('Deposits and Credits', DEP, { amountFirst: true }),
    countTotal('Withdrawals and Debits', ['card', ...ELEC, 'fee'], { amountFirst: true }),
    { title: 'Checks Paid', kinds: ['check'], checks: { up: 2, order: ['date', 'num', 'amt'], total: 'Total Checks' } },
  ];
  const s: Spec = {
    file: 'probe-firsthorizon-business.pdf',
    style: 'First Horizon Business Checking',
    classes: [
      'amounts-before-description',
      'count-total-in-heading',
      'debit-section-mid-page',
      'checks-2up',
      'check-gap-star',
      'total-checks-line',
      'period-two-lines',
      'daily-balance-table',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'FIRST HORIZON',
    legal: 'First Horizon Bank',
    aliases: ['First Horizon'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[4],
    accounts: [a],
    header: '',
    body: () => `${top(s, '#00314b', [
      ['Account Number', a.number],
      ['Statement Period', `${fmtDate(s.start, 'MM/DD/YYYY')} -`],
      ['', fmtDate(s.end, 'MM/DD/YYYY')],
    ])}
${summaryTable('Summary of Account Activity', [
  ['Beginning Balance', '', money(a.opening, { dollar: true })],
  ['Deposits and Credits', '', '+ ' + money(totals(a.rows).credits)],
  ['Withdrawals and Debits', '', '- ' + money(sum(a.rows.filter((r) => r.cents < 0 && r.kind !== 'check')))],
  ['Checks Paid', '', '- ' + money(sum(a.rows.filter((r) => r.kind === 'check')))],
  ['Ending Balance', '', money(closing(a), { dollar: true })],
])}
${sections(a, secs, { date: 'MM/DD', amt: {} })}
${dailyTable(a, 3, 'MM/DD', {}, 'Daily Balance Summary')}
<div class="small">${REG_E}<p>First Horizon Bank. Member FDIC.</p></div>`,
  };
  s.header = header('First Horizon Bank', a);
  return s;
};

const capitalOneOD: Make = () => {
  const rows = businessRows(220, CYCLE.start, CYCLE.end, { n: 58, cards: ['5561'] });
  const a = checking('36122408814', 'Spark Business Basic Checking', openingForFloor(rows, 0), rows);
  const f: MoneyFmt = { dollar: true, zeroDot: true };
  const s: Spec = {
    file: 'probe-capitalone-spark-checking.pdf',
    style: 'Capital One Spark Business Basic Checking',
    classes: [
      'zero-balance-printed-dot00',
      'running-balance-every-row',
      'signed-single-amount-column',
      'dollar-signed-amounts',
      'period-range-one-line',
    ],
    expect: 'verified',
    bank: 'Capital One',
    legal: 'Capital One, N.A.',
    aliases: ['Capital One'],
    ...CYCLE,
    periodPrinted: true,
    statementDate: CYCLE.end,
    customer: CUSTOMERS[5],
    accounts: [a],
    header: '',
    body: () => {
      const t = totals(a.rows);
      return `${top(s, '#004879', [
        ['', `${fmtRange(s, 'Mon D', ' - ')}, 2025`],
        ['SPARK BUSINESS BASIC CHECKING', masked(a, 'ending')],
      ])}
${summaryTable('Account Summary', [
  ['Opening Balance', '', money(a.opening, f)],
  ['Deposits/Credits', '', money(t.credits, f)],
  ['Withdrawals/Debits', '', money(-t.debits, f)],
  ['Closing Balance', '', money(closing(a), f)],
])}
${ledger(a, { cols: ['date', 'desc', 'amount', 'balance'], heads: { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT', balance: 'BALANCE' }, date: 'Mon D', amt: { dollar: true }, bal: f, balance: 'every', openingRow: 'Opening Balance', closingRow: 'Closing Balance' })}
<div class="small">${REG_E}<p>Products and services offered by Capital One, N.A., Member FDIC.</p></div>`;
    },
  };
  s.header = header('Capital One', a);
  return s;
};

function cardSpec(
  file: string,
  style: string,
  bank: string,
  legal: string,
  aliases: string[],
  seed: number,
  start: string,
  end: string,
  previous: number,
  render: (s: Spec, a: Account) => string,
): Spec {
  const a: Account = {
    label: style,
    number: `4147202299${String(seed).padStart(2, '0')}8830`,
    type: 'credit_card',
    opening: previous,
    rows: cardRows(seed, start, end, 34),
  };
  const s: Spec = {
    file,
    style,
    classes: ['credit-card', 'previous-new-balance', 'payments-purchases-fees-interest'],
    expect: 'verified',
    bank,
    legal,
    aliases,
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: CUSTOMERS[seed % CUSTOMERS.length],
    accounts: [a],
    header: header(bank, a),
    body: () => render(s, a),
  };
  return s;
}

const cc = (rs: Row[], kinds: string[], date: DateFmt, shown: (c: number) => string): string =>
  rs
    .filter((r) => kinds.includes(r.kind) && !r.hidden)
    .map(
      (r) => `<tr><td>${fmtDate(r.date, date)}</td><td>${esc(r.desc)}</td><td class="r">${shown(printed(r))}</td></tr>`,
    )
    .join('');
// Chase prints a card's credits negative and its charges positive; Capital One prints "- $x" and "$x".
const chaseAmt = (c: number): string => money(-c);
const capOneAmt = (c: number): string => (c > 0 ? '- ' : '') + money(Math.abs(c), { dollar: true });

const chaseInk: Make = () =>
  cardSpec(
    'probe-chase-ink-cc.pdf',
    'Chase Ink Business Cash credit card',
    'CHASE',
    'JPMorgan Chase Bank, N.A.',
    ['JPMorgan Chase', 'Chase'],
    231,
    '2025-07-03',
    '2025-08-02',
    423318,
    (s, a) => {
      const by = (k: string[]): number => sum(a.rows.filter((r) => k.includes(r.kind)));
      return `${top(
        s,
        '#117aca',
        [
          ['Opening/Closing Date', fmtRange(s, 'MM/DD/YY', ' - ')],
          ['Account Number:', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
          ['Payment Due Date', '08/27/25'],
          ['Minimum Payment Due', money(Math.round(closing(a) * 0.02), { dollar: true })],
        ],
        'Ink Business Cash&#174;',
      )}
<h2>ACCOUNT SUMMARY</h2>
${summaryTable('', [
  ['Previous Balance', '', money(a.opening, { dollar: true })],
  ['Payment, Credits', '', '-' + money(by(['payment', 'refund']), { dollar: true })],
  ['Purchases', '', '+' + money(by(['purchase']), { dollar: true })],
  ['Cash Advances', '', '$0.00'],
  ['Balance Transfers', '', '$0.00'],
  ['Fees Charged', '', '+' + money(by(['cc_fee']), { dollar: true })],
  ['Interest Charged', '', '+' + money(by(['cc_interest']), { dollar: true })],
  ['New Balance', '', money(closing(a), { dollar: true })],
  ['Credit Access Line', '', '$25,000'],
  ['Available Credit', '', money(2500000 - closing(a), { dollar: true })],
])}
<p class="small">LATE PAYMENT WARNING: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00 and your APRs may be increased up to the Penalty APR of 29.99%.</p>
<h2>ACCOUNT ACTIVITY</h2>
<table class="led"><thead><tr><th>Date of Transaction</th><th>Merchant Name or Transaction Description</th><th class="r">$ Amount</th></tr></thead><tbody>
<tr class="grp"><td colspan="3">PAYMENTS AND OTHER CREDITS</td></tr>${cc(a.rows, ['payment', 'refund'], 'MM/DD', chaseAmt)}
<tr class="grp"><td colspan="3">PURCHASE</td></tr>${cc(a.rows, ['purchase'], 'MM/DD', chaseAmt)}
<tr class="grp"><td colspan="3">FEES CHARGED</td></tr>${cc(a.rows, ['cc_fee'], 'MM/DD', chaseAmt)}
<tr class="b"><td></td><td>TOTAL FEES FOR THIS PERIOD</td><td class="r">${money(by(['cc_fee']), { dollar: true })}</td></tr>
<tr class="grp"><td colspan="3">INTEREST CHARGED</td></tr>${cc(a.rows, ['cc_interest'], 'MM/DD', chaseAmt)}
<tr class="b"><td></td><td>TOTAL INTEREST FOR THIS PERIOD</td><td class="r">${money(by(['cc_interest']), { dollar: true })}</td></tr>
</tbody></table>
<h3>2025 Totals Year-to-Date</h3><p>Total fees charged in 2025 ${money(by(['cc_fee']) + 3900, { dollar: true })}<br>Total interest charged in 2025 ${money(by(['cc_interest']) * 3 + 1207, { dollar: true })}</p>
<h3>INTEREST CHARGES</h3><table class="led"><thead><tr><th>Balance Type</th><th class="r">Annual Percentage Rate (APR)</th><th class="r">Balance Subject To Interest Rate</th><th class="r">Interest Charges</th></tr></thead>
<tbody><tr><td>PURCHASES</td><td class="r">20.49%(v)(d)</td><td class="r">${money(a.opening, { dollar: true })}</td><td class="r">${money(by(['cc_interest']), { dollar: true })}</td></tr><tr><td>CASH ADVANCES</td><td class="r">29.99%(v)(d)</td><td class="r">-0-</td><td class="r">-0-</td></tr></tbody></table>
<div class="small">${REG_E}</div>`;
    },
  );

const capOneCard: Make = () =>
  cardSpec(
    'probe-capitalone-spark-cash-cc.pdf',
    'Capital One Spark Cash Plus card',
    'Capital One',
    'Capital One, N.A.',
    ['Capital One'],
    242,
    '2025-07-09',
    '2025-08-08',
    612240,
    (s, a) => {
      const by = (k: string[]): number => sum(a.rows.filter((r) => k.includes(r.kind)));
      const f = { dollar: true };
      return `${top(s, '#004879', [
        ['Spark Cash Plus | Visa Signature Business ending in', a.number.slice(-4)],
        ['', `${fmtRange(s, 'Mon D, YYYY', ' - ')} | 31 days in Billing Cycle`],
      ])}
<table class="led strip"><thead><tr><th>Previous Balance</th><th>Payments</th><th>Other Credits</th><th>Transactions</th><th>Cash Advances</th><th>Fees Charged</th><th>Interest Charged</th><th>New Balance</th></tr></thead>
<tbody><tr><td>${money(a.opening, f)}</td><td>- ${money(by(['payment']), f)}</td><td>- ${money(by(['refund']), f)}</td><td>+ ${money(by(['purchase']), f)}</td><td>+ $0.00</td><td>+ ${money(by(['cc_fee']), f)}</td><td>+ ${money(by(['cc_interest']), f)}</td><td>= ${money(closing(a), f)}</td></tr></tbody></table>
<p>Payment Due Date: Sep 2, 2025 &nbsp;&nbsp; Minimum Payment Due: ${money(Math.max(2500, Math.round(closing(a) * 0.03)), f)}</p>
<h2>Transactions</h2>
<table class="led"><thead><tr><th>Trans Date</th><th>Description</th><th class="r">Amount</th></tr></thead><tbody>
<tr class="grp"><td colspan="3">Payments, Credits and Adjustments</td></tr>${cc(a.rows, ['payment', 'refund'], 'Mon D', capOneAmt)}
<tr class="grp"><td colspan="3">${esc(s.customer[0])} #${a.number.slice(-4)}: Transactions</td></tr>${cc(a.rows, ['purchase'], 'Mon D', capOneAmt)}
<tr class="b"><td></td><td>Total Transactions for This Period</td><td class="r">${money(by(['purchase']), f)}</td></tr>
<tr class="grp"><td colspan="3">Fees</td></tr>${cc(a.rows, ['cc_fee'], 'Mon D', capOneAmt)}
<tr class="b"><td></td><td>Total Fees for This Period</td><td class="r">${money(by(['cc_fee']), f)}</td></tr>
<tr class="grp"><td colspan="3">Interest Charged</td></tr>${cc(a.rows, ['cc_interest'], 'Mon D', capOneAmt)}
<tr class="b"><td></td><td>Total Interest for This Period</td><td class="r">${money(by(['cc_interest']), f)}</td></tr>
</tbody></table>
<div class="small">${REG_E}<p>Capital One, N.A.</p></div>`;
    },
  );

export const STATEMENTS: Make[] = [
  wf,
  chase,
  boa,
  pnc,
  mercury,
  regions,
  frost,
  fifthThird,
  truist,
  usbank,
  citizens,
  td,
  keybank,
  huntington,
  mt,
  nfcu,
  santander,
  bmo,
  firstHorizon,
  capitalOneOD,
  chaseInk,
  capOneCard,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the old value), or a row dropped. */
export const TAMPERS: { from: string; file: string; how: string; edit: (s: Spec) => void }[] = [
  {
    from: 'probe-wf-business-checking.pdf',
    file: 'probe-wf-business-checking-tampered.pdf',
    how: 'row 20 amount changed in its hundreds digit',
    edit: (s) => bumpDigit(s.accounts[0].rows[20]),
  },
  {
    from: 'probe-frost-business-checking.pdf',
    file: 'probe-frost-business-checking-tampered.pdf',
    how: 'one debit row dropped',
    edit: (s) => {
      s.accounts[0].rows.find((r) => r.kind === 'ach')!.hidden = true;
    },
  },
  {
    from: 'probe-boa-business-advantage.pdf',
    file: 'probe-boa-business-advantage-tampered.pdf',
    how: 'a card purchase amount changed in its tens digit',
    edit: (s) =>
      bumpDigit(
        s.accounts[0].rows.find((r) => r.kind === 'card')!,
        1000,
      ),
  },
  {
    from: 'probe-mercury-checking.pdf',
    file: 'probe-mercury-checking-tampered.pdf',
    how: 'one credit row dropped',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.cents > 0)[5].hidden = true;
    },
  },
];

function bumpDigit(r: Row, unit = 10000): void {
  const a = Math.abs(r.cents);
  const digit = Math.floor(a / unit) % 10;
  const changed = a + (digit === 9 ? -unit : unit);
  r.shown = Math.sign(r.cents) * changed;
}
