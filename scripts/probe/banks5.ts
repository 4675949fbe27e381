// The fifth probe set's checking, savings and credit-union statements printed through Chromium (the set 2 pages):
// written from general knowledge of how these US banks print personal statements, blind to the reader. One
// builder (`deposit`) lays out the parts a bank chooses: its summary as a table, a table with counts or a
// sentence; page 1 in two columns (summary left, messages right); one ledger or sections; checks n-up; daily
// balances; a page of disclosures only. Every figure printed comes from the model.
import { type Account, type Row, closing, openingForFloor, savingsRows, sum, totals } from './model.ts';
import { BALANCING, REG_E, esc } from './render.ts';
import { type LedgerCfg, type Part, type Spec2, kv, para, paginate, top } from './page2.ts';
import { type DateFmt2, type MoneyFmt2, fmtDate2, money2 } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3, transferNamed, withInterest, ytd1099 } from './drawn3.ts';
import { $, checksUp, css, dailyUp, sec } from './banks4.ts';

export const JUL = { start: '2025-07-01', end: '2025-07-31' };
export const AUG = { start: '2025-08-01', end: '2025-08-31' };
export const JUN = { start: '2025-06-01', end: '2025-06-30' };
export const YE5 = { start: '2024-12-11', end: '2025-01-10' };

const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);

/** The whole summary in one sentence, as some banks print it instead of a table. */
export const sentenceOf = (a: Account, start: string, end: string, f: DateFmt2 = 'Month D, YYYY'): string => {
  const t = totals(a.rows);
  return (
    `Your beginning balance on ${fmtDate2(start, f)} was ${$(a.opening)}. During this statement period you made ` +
    `${t.creditCount} deposits and other credits totaling ${$(t.credits)} and ${t.debitCount} withdrawals and other ` +
    `debits totaling ${$(t.debits)}, bringing your ending balance on ${fmtDate2(end, f)} to ${$(closing(a))}.`
  );
};

export const disclosureOnly = (legal: string, extra = ''): Part[] => [
  { page: true },
  para(
    `<h2>Important Information About Your Account</h2>${REG_E}${BALANCING}${extra}<p>Deposit products offered by ${esc(legal)}. Member FDIC. Equal Housing Lender.</p>`,
    40,
  ),
  { page: true },
];

export interface Dep {
  font: string; // the bank's typeface and size, as CSS rules
  color: string;
  box: [string, string][];
  ret: string[];
  summary: 'table' | 'counts' | 'sentence';
  summaryTitle?: string;
  messages?: string; // page 1 in two columns: the summary left, these messages right
  activity: 'ledger' | 'sections';
  L: LedgerCfg;
  secTitles?: [string, string]; // credits, debits
  checks?: { up: 2 | 3; title: string; total: string; date: DateFmt2 };
  daily?: { up: number; title: string; date: DateFmt2; bal?: MoneyFmt2 };
  disclosure?: boolean; // a last page of disclosures only
  headCounts?: boolean; // each section's heading prints its count: `Deposits (12)`
  acctTitle?: (a: Account) => string;
  after?: Part[]; // blocks after the activity (fee summary, marketing)
  balFmt?: MoneyFmt2; // the summary's balances
}

function summaryHtml(s: Spec2, a: Account, d: Dep): { html: string; cost: number } {
  const t = totals(a.rows);
  const bf = d.balFmt ?? {};
  if (d.summary === 'sentence')
    return {
      html: `<h3 class="sec">${d.summaryTitle ?? 'Account Summary'}</h3><p>${sentenceOf(a, s.start, s.end)}</p>`,
      cost: 6,
    };
  const checks = a.rows.filter((r) => r.kind === 'check');
  const lines: [string, string][] =
    d.summary === 'counts'
      ? [
          ['Beginning Balance', $(a.opening, bf)],
          [`Deposits and Other Credits (${t.creditCount})`, $(t.credits)],
          ...(checks.length ? ([[`Checks Paid (${checks.length})`, $(sum(checks))]] as [string, string][]) : []),
          [`Withdrawals and Other Debits (${t.debitCount - checks.length})`, $(t.debits - sum(checks))],
          ['Ending Balance', $(closing(a), bf)],
        ]
      : [
          ['Beginning balance', $(a.opening, bf)],
          ['Deposits and other credits', `+ ${$(t.credits)}`],
          ['Withdrawals and other debits', `- ${$(t.debits)}`],
          ['Ending balance', $(closing(a), bf)],
        ];
  return kv(d.summaryTitle ?? 'Account Summary', lines);
}

/** One account's parts: its title, summary (with messages beside it on page 1), activity, checks, daily balances. */
export function accountParts(s: Spec2, a: Account, d: Dep, first: boolean): Part[] {
  const sum1 = summaryHtml(s, a, d);
  const head: Part[] = [];
  if (d.acctTitle) head.push({ html: `<h2>${d.acctTitle(a)}</h2>`, cost: 3 });
  if (first && d.messages)
    head.push({
      html: `<div style="display:flex;gap:22px;align-items:flex-start"><div style="flex:1">${sum1.html}</div><div style="flex:1" class="boxed small"><b>Important messages</b><br>${d.messages}</div></div>`,
      cost: Math.max(sum1.cost, 14),
    });
  else head.push(sum1);
  const body: Part[] = [];
  if (d.activity === 'ledger') body.push({ title: 'Transaction Details', account: a, rows: a.rows, ledger: d.L });
  else {
    const [ct, dt] = d.secTitles ?? ['Deposits and Other Credits', 'Withdrawals and Other Debits'];
    const cr = credits(a);
    const db = debits(a).filter((r) => !(d.checks && r.kind === 'check'));
    const n = (rows: Row[]): string => (d.headCounts ? ` (${rows.length})` : '');
    body.push(...sec(`${ct}${n(cr)}`, a, cr, d.L, `Total ${ct}`));
    if (d.checks) body.push(...checksUp(a, d.checks.up, d.checks.date, d.checks.title, d.checks.total));
    body.push(...sec(`${dt}${n(db)}`, a, db, d.L, `Total ${dt}`));
  }
  if (d.daily) body.push(dailyUp(a, d.daily.up, d.daily.date, d.daily.bal ?? {}, d.daily.title));
  return [...head, ...body];
}

/** A whole statement: the top block, each account's parts, the bank's other blocks and disclosures. */
export function deposit(s: Spec2, d: Dep): Spec2 {
  s.pages = () => {
    const parts: Part[] = [css(d.font), top(s, d.color, d.box, d.ret)];
    s.accounts.forEach((a, i) => parts.push(...accountParts(s, a, d, i === 0)));
    parts.push(...(d.after ?? []));
    if (d.disclosure) parts.push(...disclosureOnly(s.legal).slice(0, 2));
    return paginate(s, parts);
  };
  return s;
}

// ---------------------------------------------------------------- Citizens One Deposit Checking: two-column page 1, Withdrawals | Deposits | Balance

export const citizens = (): Spec2 => {
  const rows = personalRows(1701, JUL.start, JUL.end, { n: 64, card: '7719', checks: 5, firstCheck: 318 });
  const a = account('6221047730', 'One Deposit Checking', 'checking', openingForFloor(rows, 41207), rows);
  const s = spec3(
    'probe5-citizens-one-deposit-checking.pdf',
    'Citizens One Deposit Checking, personal: page 1 in two columns (summary left, messages right), Withdrawals before Deposits, a running balance, checks two-up',
    [
      'personal',
      'two-column-page-one',
      'withdrawals-deposits-balance-columns',
      'running-balance-every-row',
      'checks-2up',
      'check-gap-star',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Citizens',
    'Citizens Bank, N.A.',
    ['Citizens Bank', 'Citizens'],
    JUL,
    ['DANIELLE M OKONKWO', '77 WAVERLEY OAKS RD APT 4', 'WALTHAM MA 02452-8410'],
    [a],
  );
  s.head = (n, of) =>
    `<span>Citizens | One Deposit Checking | xxxxxx${a.number.slice(-4)}</span><span>Page ${n} of ${of}</span>`;
  return deposit(s, {
    font: 'body{font-family:"DejaVu Sans",sans-serif;font-size:7.6pt}',
    color: '#008555',
    box: [
      ['Statement Period', '07/01/2025 - 07/31/2025'],
      ['Account Number', `xxxxxx${a.number.slice(-4)}`],
      ['Customer Service', '1-800-922-9999'],
    ],
    ret: ['Citizens', 'One Citizens Plaza, Providence RI 02903'],
    summary: 'table',
    summaryTitle: 'One Deposit Checking Summary',
    messages:
      'Starting 09/15/2025 the fee for an outgoing domestic wire will be $30.00. Earn a $400 bonus when you open a Citizens Quest Checking account by 10/31/2025 and receive $5,000 in qualifying direct deposits. See citizensbank.com/offers.',
    activity: 'ledger',
    L: {
      cols: ['date', 'desc', 'debit', 'credit', 'balance'],
      heads: { date: 'Date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
      date: 'MM/DD',
      amt: {},
      bal: 'every',
      continued: ' (continued)',
      openingRow: 'Beginning Balance',
    },
    after: checksUp(a, 2, 'MM/DD', 'Checks Paid', 'Total Checks Paid'),
  });
};

// ---------------------------------------------------------------- KeyBank Smart Checking: the summary as a sentence, sections with counts

export const keybank = (): Spec2 => {
  const rows = personalRows(1702, AUG.start, AUG.end, { n: 52, card: '0631', checks: 6, firstCheck: 1120 });
  const a = account('359681204417', 'Key Smart Checking', 'checking', openingForFloor(rows, 18833), rows);
  const s = spec3(
    'probe5-keybank-smart-checking.pdf',
    'KeyBank Key Smart Checking, personal: the summary as one sentence, sections with their counts in the headings, checks two-up, a daily balance table',
    [
      'personal',
      'summary-sentence',
      'sections-credits-debits',
      'section-totals',
      'count-in-heading',
      'checks-2up',
      'check-gap-star',
      'daily-balance-table',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'KeyBank',
    'KeyBank National Association',
    ['KeyBank', 'Key Bank'],
    AUG,
    ['TREVOR J HALVORSEN', '2290 LEE RD', 'CLEVELAND HEIGHTS OH 44118-2511'],
    [a],
  );
  return deposit(s, {
    font: 'body{font-family:"Liberation Sans",Arial,sans-serif;font-size:8pt}',
    color: '#cc0000',
    box: [
      ['Statement period', 'August 1, 2025 - August 31, 2025'],
      ['Account', `Key Smart Checking ...${a.number.slice(-4)}`],
      ['Questions?', '1-800-KEY2YOU (539-2968)'],
    ],
    ret: ['KeyBank', 'P.O. Box 93885, Cleveland OH 44101'],
    summary: 'sentence',
    summaryTitle: `Key Smart Checking ${a.number.slice(0, 3)}-${a.number.slice(3, 7)}-${a.number.slice(-4)}`,
    activity: 'sections',
    L: {
      cols: ['date', 'desc', 'amount'],
      heads: { date: 'Date', desc: 'Description', amount: 'Amount' },
      date: 'MM/DD',
      amt: {},
      bal: 'none',
      unsigned: true,
      continued: ' - continued',
    },
    secTitles: ['Deposits and other credits', 'Withdrawals and other debits'],
    headCounts: true,
    checks: { up: 2, title: 'Checks paid', total: 'Total checks paid', date: 'MM/DD' },
    daily: { up: 3, title: 'Daily balance', date: 'MM/DD' },
  });
};

// ---------------------------------------------------------------- Fifth Third Momentum Checking: across the year end, Deposits before Withdrawals, overdrawn

export const fifthThird = (): Spec2 => {
  const rows = personalRows(1703, YE5.start, YE5.end, { n: 58, card: '4402', overdraftFees: 2 });
  const a = account('7430118265', 'Fifth Third Momentum Checking', 'checking', openingForFloor(rows, -18644), rows);
  const s = spec3(
    'probe5-fifththird-momentum-checking-yearend.pdf',
    'Fifth Third Momentum Checking, personal: a cycle across the year end, "Jan 5" dates, Deposits before Withdrawals, overdrawn balances',
    [
      'personal',
      'year-end-period',
      'dates-without-year',
      'month-day-dates',
      'deposits-withdrawals-balance-columns',
      'running-balance-every-row',
      'overdrawn',
      'minus-negative-balances',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Fifth Third Bank',
    'Fifth Third Bank, National Association',
    ['Fifth Third Bank', 'Fifth Third'],
    YE5,
    ['MARISOL QUINTERO', '4120 HAMILTON AVE', 'CINCINNATI OH 45223-1908'],
    [a],
  );
  return deposit(s, {
    font: 'body{font-family:"DejaVu Serif",serif;font-size:7.5pt}',
    color: '#1c3f94',
    box: [
      ['Statement Period', 'Dec 11, 2024 - Jan 10, 2025'],
      ['Account Number', `XXXXXX${a.number.slice(-4)}`],
      ['Questions?', '1-800-972-3030'],
    ],
    ret: ['Fifth Third Bank', '38 Fountain Square Plaza, Cincinnati OH 45263'],
    summary: 'table',
    activity: 'ledger',
    L: {
      cols: ['date', 'desc', 'credit', 'debit', 'balance'],
      heads: { date: 'Date', desc: 'Description', credit: 'Deposits', debit: 'Withdrawals', balance: 'Balance' },
      date: 'Mon D',
      amt: {},
      bal: 'every',
      continued: ' - Continued',
      openingRow: 'Beginning Balance',
      closingRow: 'Ending Balance',
    },
    after: [
      para(
        '<p>Your account was overdrawn during this period. Overdraft fees charged this period: see the two OVERDRAFT ITEM FEE lines above. Total overdraft fees year-to-date are shown on your January statement.</p>',
        3,
      ),
    ],
  });
};

// ---------------------------------------------------------------- U.S. Bank Smartly Checking: counts in the summary and headings, checks three-up, tracked headings

export const usbankSmartly = (): Spec2 => {
  const rows = personalRows(1704, JUL.start, JUL.end, { n: 56, card: '9185', checks: 8, firstCheck: 2204 });
  const a = account('104778215509', 'U.S. Bank Smartly Checking', 'checking', openingForFloor(rows, 55012), rows);
  const s = spec3(
    'probe5-usbank-smartly-checking.pdf',
    'U.S. Bank Smartly Checking, personal: counts in the summary (Deposits (12)) and in the section headings, checks three-up, letter-spaced headings',
    [
      'personal',
      'summary-counts',
      'count-in-heading',
      'sections-credits-debits',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-balance-table',
      'tracked-headings',
      'mm-dd-dates',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'U.S. Bank',
    'U.S. Bank National Association',
    ['U.S. Bank', 'US Bank'],
    JUL,
    ['ANIKA S JOHANSSON', '3310 BLOOMINGTON AVE S', 'MINNEAPOLIS MN 55407-2204'],
    [a],
  );
  return deposit(s, {
    font: 'body{font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:8.2pt} h2,h3.sec{letter-spacing:2.4px;text-transform:uppercase}',
    color: '#0c2074',
    box: [
      ['Statement Period:', 'Jul 1, 2025 through Jul 31, 2025'],
      ['Account Number:', `1-047-7821-${a.number.slice(-4)}`],
      ['24-Hour Banking:', '800-USBANKS (872-2657)'],
    ],
    ret: ['U.S. Bank', 'P.O. Box 1800, Saint Paul MN 55101-0800'],
    summary: 'counts',
    summaryTitle: 'Account Summary',
    activity: 'sections',
    headCounts: true,
    L: {
      cols: ['date', 'desc', 'amount'],
      heads: { date: 'Date', desc: 'Description of Transaction', amount: 'Amount' },
      date: 'MM/DD',
      amt: {},
      bal: 'none',
      unsigned: true,
      continued: ' (continued)',
    },
    secTitles: ['Customer Deposits and Other Deposits', 'Card Withdrawals and Other Withdrawals'],
    checks: { up: 3, title: 'Checks Presented Conventionally', total: 'Conventional Checks Paid Total', date: 'MM/DD' },
    daily: { up: 2, title: 'Balance Summary', date: 'MM/DD' },
  });
};

// ---------------------------------------------------------------- TD Complete Checking: two-column page 1, descriptions over lines, a page of disclosures

export const tdComplete = (): Spec2 => {
  const rows = personalRows(1705, AUG.start, AUG.end, { n: 46, card: '3367' });
  const a = account('4382710966', 'TD Complete Checking', 'checking', openingForFloor(rows, 30921), rows);
  const s = spec3(
    'probe5-td-complete-checking.pdf',
    'TD Complete Checking, personal: page 1 in two columns, descriptions wrapped over two and three lines, a daily balance summary, a page of disclosures only',
    [
      'personal',
      'two-column-page-one',
      'wrapped-descriptions',
      'amount-on-first-line',
      'sections-credits-debits',
      'section-totals',
      'daily-balance-table',
      'disclosure-only-page',
      'mm-dd-dates',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'TD Bank',
    'TD Bank, N.A.',
    ['TD Bank', 'TD'],
    AUG,
    ['GIOVANNI R BELLUCCI', '18 CHESTNUT HILL RD', 'CHERRY HILL NJ 08003-4107'],
    [a],
  );
  return deposit(s, {
    font: 'body{font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:7.4pt}',
    color: '#1a7a2f',
    box: [
      ['Statement Period:', 'Aug 01 2025-Aug 31 2025'],
      ['Cust Ref #:', `${a.number}-717-T-###`],
      ['Primary Account #:', a.number.slice(-6)],
    ],
    ret: ['TD Bank, N.A.', 'P.O. Box 1377, Lewiston ME 04243-1377'],
    summary: 'table',
    summaryTitle: 'ACCOUNT SUMMARY',
    messages:
      'TD Bank will be closed Monday, September 1, 2025 for Labor Day. Effective 10/01/2025 the Overdraft Fee will be $35.00 per item, up to 3 per day. Save $200 on closing costs with a TD Home Equity line by 12/31/2025.',
    activity: 'sections',
    L: {
      cols: ['date', 'desc', 'amount'],
      heads: { date: 'POSTING DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
      date: 'MM/DD',
      amt: {},
      bal: 'none',
      unsigned: true,
      wrap: 40,
      amtAt: 'first',
      continued: ' (continued)',
    },
    secTitles: ['Deposits', 'Electronic Payments'],
    daily: { up: 2, title: 'DAILY BALANCE SUMMARY', date: 'MM/DD' },
    disclosure: true,
  });
};

// ---------------------------------------------------------------- Capital One 360 Performance Savings: one savings account, a sentence, tracked body text

export const capOne360 = (): Spec2 => {
  const base = savingsRows(1706, JUN.start, JUN.end, 9)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('Withdrawal to 360 Checking XXXXXX4471', 'Deposit from 360 Checking XXXXXX4471'));
  const open = 1829744;
  const a = account(
    '36104428813',
    '360 Performance Savings',
    'savings',
    open,
    withInterest(postOrder(base), JUN.end, open, 0.0343, 'Monthly Interest Paid'),
  );
  const s = spec3(
    'probe5-capitalone-360-performance-savings.pdf',
    'Capital One 360 Performance Savings, personal: one savings account, the summary in a sentence, "Jun 5" dates, letter-spaced body text',
    [
      'personal',
      'savings-only',
      'summary-sentence',
      'month-day-dates',
      'signed-single-amount-column',
      'running-balance-every-row',
      'interest-ytd-apy',
      'tracked-body',
      'chromium',
    ],
    'Capital One',
    'Capital One, N.A.',
    ['Capital One', 'Capital One 360'],
    JUN,
    ['RAHUL V DESHPANDE', '900 N GLEBE RD APT 1214', 'ARLINGTON VA 22203-1835'],
    [a],
  );
  return deposit(s, {
    font: 'body{font-family:"Liberation Sans",sans-serif;font-size:7.9pt;letter-spacing:0.55px}',
    color: '#004879',
    box: [
      ['Statement period', 'Jun 1 - Jun 30, 2025'],
      ['360 Performance Savings', `...${a.number.slice(-4)}`],
      ['Annual Percentage Yield Earned', '3.43%'],
    ],
    ret: ['Capital One', 'P.O. Box 60, St. Cloud MN 56302'],
    summary: 'sentence',
    summaryTitle: 'Account summary',
    activity: 'ledger',
    L: {
      cols: ['date', 'desc', 'amount', 'balance'],
      heads: { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT', balance: 'BALANCE' },
      date: 'Mon D',
      amt: {},
      bal: 'every',
      openingRow: 'Opening Balance',
      closingRow: 'Closing Balance',
    },
    after: [
      kv('Interest summary', [
        ['Interest earned this period', $(sum(a.rows.filter((r) => r.kind === 'interest')))],
        ['Interest paid year-to-date', $(ytd1099(a, 24417))],
        ['Annual Percentage Yield Earned', '3.43%'],
      ]),
    ],
  });
};

// ---------------------------------------------------------------- Navy Federal: membership savings, checking and a vehicle loan in one statement

export const navyFederal = (): Spec2 => {
  const chkRows = personalRows(1707, JUN.start, JUN.end, { n: 38, card: '6620', checks: 2, firstCheck: 141 });
  const loanPay = 48700;
  const chkAll = postOrder([
    ...chkRows,
    { date: '2025-06-16', desc: 'Transfer To Loan 0003 Vehicle Loan', cents: -loanPay, kind: 'xfer_out' },
  ]);
  const chk = account('7018822419', 'Everyday Checking', 'checking', openingForFloor(chkAll, 26030), chkAll);
  const savBase = savingsRows(1708, JUN.start, JUN.end, 3)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('Transfer To Checking 7018822419', 'Transfer From Checking 7018822419'));
  const sav = account(
    '7018822400',
    'Membership Savings',
    'savings',
    221506,
    withInterest(postOrder(savBase), JUN.end, 221506, 0.0025, 'Dividend'),
  );
  const owed = 1633482;
  const interest = Math.round((owed * 0.0614) / 12);
  const loan = account('7018822403', 'Vehicle Loan', 'loan', owed, [
    { date: '2025-06-16', desc: 'Interest Charged', cents: -interest, kind: 'ach' },
    { date: '2025-06-16', desc: 'Payment From Checking 7018822419', cents: loanPay, kind: 'payment' },
  ]);
  const s = spec3(
    'probe5-navyfederal-share-checking-loan.pdf',
    'Navy Federal Credit Union member statement, personal: membership savings, checking and a vehicle loan in one statement, counts in each summary',
    [
      'credit-union',
      'personal',
      'share-checking-loan',
      'consolidated-checking-savings',
      'loan-account',
      'summary-counts',
      'signed-single-amount-column',
      'running-balance-every-row',
      'dividends-ytd-apy',
      'mm-dd-dates',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Navy Federal Credit Union',
    'Navy Federal Credit Union',
    ['Navy Federal', 'NFCU'],
    JUN,
    ['CHIEF PETTY OFFICER', 'LATOYA R SIMMONS', '5512 BOUNDARY DR', 'VIRGINIA BEACH VA 23464-3308'],
    [chk, sav, loan],
  );
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'Date', desc: 'Transaction Detail', amount: 'Amount($)', balance: 'Balance($)' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
    continued: ' - continued',
  };
  s.customer = ['LATOYA R SIMMONS', '5512 BOUNDARY DR', 'VIRGINIA BEACH VA 23464-3308'];
  s.pages = () => {
    const parts: Part[] = [
      css('body{font-family:"DejaVu Sans",sans-serif;font-size:7.7pt}'),
      top(
        s,
        '#002a5c',
        [
          ['Statement Period', '06/01/25 - 06/30/25'],
          ['Access No.', 'XXXXXX2419'],
          ['Member Services', '1-888-842-6328'],
        ],
        ['Navy Federal Credit Union', 'P.O. Box 3000, Merrifield VA 22119-3000'],
      ),
      {
        html: `<h3 class="sec">Summary of your deposit accounts</h3><table class="l"><thead><tr><th></th><th class="r">Previous Balance</th><th class="r">Deposits/Credits</th><th class="r">Withdrawals/Debits</th><th class="r">Ending Balance</th><th class="r">YTD Dividends</th></tr></thead><tbody>${[
          [chk, 0],
          [sav, 1310],
        ]
          .map(([x, e]) => {
            const a = x as Account;
            const t = totals(a.rows);
            return `<tr><td>${a.label} ${a.number}</td><td class="r">${$(a.opening)}</td><td class="r">${$(t.credits)}</td><td class="r">${$(t.debits)}</td><td class="r">${$(closing(a))}</td><td class="r">${$(ytd1099(a, e as number))}</td></tr>`;
          })
          .join('')}</tbody></table>`,
        cost: 7,
      },
    ];
    for (const a of [chk, sav]) {
      const t = totals(a.rows);
      parts.push(
        { html: `<h2>${a.label} - ${a.number}</h2>`, cost: 3 },
        kv('', [
          ['Previous Balance', $(a.opening)],
          [`Deposits/Credits (${t.creditCount})`, $(t.credits)],
          [`Withdrawals/Debits (${t.debitCount})`, $(t.debits)],
          ['Ending Balance', $(closing(a))],
        ]),
        { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      );
    }
    const lt = totals(loan.rows);
    parts.push(
      { html: `<h2>Loans - ${loan.label} ${loan.number}</h2>`, cost: 3 },
      kv('', [
        ['Previous Balance', $(loan.opening)],
        [`Payments (${lt.creditCount})`, $(lt.credits)],
        [`Interest Charged (${lt.debitCount})`, $(lt.debits)],
        ['New Balance', $(closing(loan))],
        ['Annual Percentage Rate', '6.14%'],
        ['Next Payment Due 07/16/25', $(loanPay)],
      ]),
      { title: 'Loan Transactions', account: loan, rows: loan.rows, ledger: { ...L, unsigned: true } },
      para(
        '<p>Federally insured by NCUA. Dividends are paid on the daily balance. For questions about an electronic transfer call 1-888-842-6328 or write Navy Federal, P.O. Box 3100, Merrifield VA 22119-3100.</p>',
        4,
      ),
    );
    return paginate(s, parts);
  };
  return s;
};

// ---------------------------------------------------------------- BMO Smart Advantage: Page 2 of 4 missing

export const bmoMissingPage = (): Spec2 => {
  const rows = personalRows(1709, JUL.start, JUL.end, { n: 150, card: '8524', checks: 3, firstCheck: 505 });
  const a = account('2291046683', 'BMO Smart Advantage Checking', 'checking', openingForFloor(rows, 61530), rows);
  const s = spec3(
    'probe5-bmo-smart-advantage-missing-page.pdf',
    'BMO Smart Advantage Checking, personal, page 2 of 4 missing',
    [
      'personal',
      'missing-page',
      'withdrawals-deposits-balance-columns',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'BMO',
    'BMO Bank N.A.',
    ['BMO Bank', 'BMO'],
    JUL,
    ['PATRICK D NOWAK', '6120 N KENMORE AVE', 'CHICAGO IL 60660-2714'],
    [a],
  );
  s.expect = 'review';
  s.drop = 1;
  s.note =
    'page 2 of 4 is not in the file: the rows on it are missing, so the rows read cannot reach the summary totals or the ending balance';
  s.head = (n, of) => `<span>BMO Smart Advantage Checking ${a.number.slice(-4)}</span><span>Page ${n} of ${of}</span>`;
  return deposit(s, {
    font: 'body{font-family:"Liberation Serif",serif;font-size:8.1pt}',
    color: '#0079c1',
    box: [
      ['Statement Period', '07/01/25 TO 07/31/25'],
      ['Account Number', `XXXXXX${a.number.slice(-4)}`],
      ['Customer Service', '1-888-340-2265'],
    ],
    ret: ['BMO Bank N.A.', 'P.O. Box 94033, Palatine IL 60094-4033'],
    summary: 'table',
    activity: 'ledger',
    L: {
      cols: ['date', 'desc', 'debit', 'credit', 'balance'],
      heads: { date: 'Date', desc: 'Description', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
      date: 'MM/DD',
      amt: {},
      bal: 'every',
      continued: ' (continued)',
      openingRow: 'Opening balance',
    },
  });
};
