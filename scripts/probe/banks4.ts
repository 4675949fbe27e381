// The fourth probe set's checking and savings statements printed through Chromium (the set 2 pages): written
// from general knowledge of how these US banks, credit unions and fintechs print personal and business
// statements, blind to the reader. Customers, numbers and counterparties are fictitious; every figure printed
// beside the rows (balances, totals, counts, daily balances, summaries) is computed from the model.
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
import { BALANCING, REG_E, esc, masked, printed } from './render.ts';
import { type LedgerCfg, type Part, type Spec2, grid, kv, para, paginate, top } from './page2.ts';
import { type DateFmt2, type MoneyFmt2, fmtDate2, money2 } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3, transferNamed, withInterest, ytd1099 } from './drawn3.ts';

export const APR = { start: '2025-04-01', end: '2025-04-30' };
export const MAY = { start: '2025-05-01', end: '2025-05-31' };
export const JUN = { start: '2025-06-01', end: '2025-06-30' };
export const MAR = { start: '2025-03-01', end: '2025-03-31' };

export const $ = (c: number, f: MoneyFmt2 = {}): string => money2(c, { dollar: true, ...f });
const m = (c: number, f: MoneyFmt2 = {}): string => money2(c, f);
const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
export const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));

/** A style block for the whole document (a bank's own typeface and size). */
export const css = (rules: string): Part => ({ html: `<style>${rules}</style>`, cost: 0 });

/** A section of rows over pages, totalled under its amount column. */
export const sec = (title: string, a: Account, rows: Row[], L: LedgerCfg, totalRow?: string): Part[] =>
  rows.length
    ? [
        {
          title,
          account: a,
          rows,
          ledger: { ...L, totalRow },
          total: rows.some((r) => r.cents < 0) ? -sum(rows) : sum(rows),
        },
      ]
    : [];

/** Checks n-up, in number order, a `*` after a number that follows a gap; the total under the table. */
export function checksUp(
  a: Account,
  up: 2 | 3,
  date: DateFmt2,
  title: string,
  totalLabel: string,
  order: ('num' | 'date' | 'amt')[] = ['num', 'date', 'amt'],
): Part[] {
  const all = of(a, ['check']);
  const cs = all.filter((r) => !r.hidden).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return [];
  const heads = { num: 'Check', date: 'Date', amt: 'Amount' };
  const cells = cs.map((r, i) => {
    const gap = i > 0 && r.check! !== cs[i - 1].check! + 1 ? '*' : '';
    const v = { num: `${r.check}${gap}`, date: fmtDate2(r.date, date), amt: m(Math.abs(printed(r))) };
    return order.map((k) => `<td class="${k === 'amt' ? 'r' : 'n'}">${v[k]}</td>`).join('');
  });
  const per = Math.ceil(cells.length / up);
  const blank = order.map(() => '<td></td>').join('');
  const body: string[] = [];
  for (let i = 0; i < per; i++)
    body.push(
      `<tr>${Array.from({ length: up }, (_, k) => cells[k * per + i] ?? blank).join('<td style="width:24px"></td>')}</tr>`,
    );
  const head = Array.from({ length: up }, () =>
    order.map((k) => `<th class="${k === 'amt' ? 'r' : ''}">${heads[k]}</th>`).join(''),
  ).join('<th></th>');
  return [
    {
      html: `<h3 class="sec">${title}</h3><table class="l"><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>
<table class="l"><tr class="b tot"><td>${totalLabel}</td><td class="r">${$(sum(all))}</td></tr></table>
<div class="small">* Indicates a break in check number sequence</div>`,
      cost: per + 8,
    },
  ];
}

/** The day-end balances in `up` column pairs, read down each column. */
export function dailyUp(
  a: Account,
  up: number,
  date: DateFmt2,
  bal: MoneyFmt2,
  title: string,
  balHead = 'Balance',
): Part {
  const d = dailyBalances(a);
  const per = Math.ceil(d.length / up);
  const rows: string[] = [];
  for (let i = 0; i < per; i++)
    rows.push(
      `<tr>${Array.from({ length: up }, (_, k) => {
        const e = d[k * per + i];
        return e
          ? `<td class="n">${fmtDate2(e.date, date)}</td><td class="r">${m(e.balance, bal)}</td>`
          : '<td></td><td></td>';
      }).join('<td style="width:30px"></td>')}</tr>`,
    );
  const head = Array.from({ length: up }, () => `<th>Date</th><th class="r">${balHead}</th>`).join('<th></th>');
  return {
    html: `<h3 class="sec">${title}</h3><table class="l"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    cost: per + 5,
  };
}

const disclosure = (legal: string): Part[] => [
  { page: true },
  para(
    `<h2>Important Information About Your Account</h2>${REG_E}${BALANCING}<p>Deposit products offered by ${esc(legal)}. Member FDIC. Equal Housing Lender.</p>`,
    40,
  ),
  { page: true },
];

// ---------------------------------------------------------------- PNC Virtual Wallet: Spend, Reserve and Growth in one statement

export const pncVirtualWallet = (): Spec2 => {
  const spendRows = personalRows(1401, APR.start, APR.end, { n: 46, card: '5528', checks: 4, firstCheck: 212 });
  const spend = account('4612038841', 'Virtual Wallet Spend', 'checking', openingForFloor(spendRows, 23118), spendRows);
  const resRows = savingsRows(1402, APR.start, APR.end, 4)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('ONLINE TRANSFER TO SPEND XXXXXX8841', 'ONLINE TRANSFER FROM SPEND XXXXXX8841'));
  const reserve = account('4612038868', 'Virtual Wallet Reserve', 'checking', 184522, postOrder(resRows));
  const grBase = savingsRows(1403, APR.start, APR.end, 2)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('ONLINE TRANSFER TO SPEND XXXXXX8841', 'RECURRING TRANSFER FROM SPEND XXXXXX8841'));
  const growth = account(
    '4612038876',
    'Virtual Wallet Growth',
    'savings',
    1290417,
    withInterest(postOrder(grBase), APR.end, 1290417, 0.0101, 'INTEREST PAYMENT'),
  );
  const accts = [spend, reserve, growth];
  const s = spec3(
    'probe4-pnc-virtual-wallet.pdf',
    'PNC Virtual Wallet (Spend, Reserve and Growth in one statement, each with its own summary), personal',
    [
      'personal',
      'three-accounts-one-statement',
      'consolidated-checking-savings',
      'amounts-before-description',
      'sections-credits-debits',
      'section-totals',
      'count-total-in-heading',
      'checks-2up',
      'check-gap-star',
      'daily-balance-table',
      'mm-dd-dates',
      'period-for-the-period',
      'chromium',
      'multi-page',
    ],
    'PNC BANK',
    'PNC Bank, National Association',
    ['PNC Bank', 'PNC'],
    APR,
    ['KEISHA A MORROW', '418 S NEGLEY AVE', 'PITTSBURGH PA 15232-1811'],
    accts,
  );
  const L: LedgerCfg = {
    cols: ['date', 'amount', 'desc'],
    heads: { date: 'Date posted', amount: 'Amount', desc: 'Transaction description' },
    date: 'MM/DD',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' - continued',
  };
  const count = (title: string, rows: Row[]): string =>
    `${title}<span style="flex:1"></span><span style="font-weight:normal">There were ${rows.length} totaling ${$(sum(rows))}.</span>`;
  const block = (a: Account): Part[] => {
    const t = totals(a.rows);
    const cr = credits(a);
    return [
      { page: true },
      {
        html: `<h2>${a.label} Statement &nbsp; <span style="font-weight:normal;font-size:8pt">Account number: ${a.number.slice(0, 2)}-XXXX-${a.number.slice(-4)}</span></h2>`,
        cost: 3,
      },
      kv('Balance Summary', [
        ['Beginning balance', $(a.opening)],
        ['Deposits and other additions', $(t.credits)],
        ['Checks and other deductions', $(t.debits)],
        ['Ending balance', $(closing(a))],
      ]),
      ...sec(count('Deposits and Other Additions', cr), a, cr, L, 'Total Deposits and Other Additions'),
      ...checksUp(a, 2, 'MM/DD', 'Checks and Substitute Checks', 'Total Checks and Substitute Checks'),
      ...sec(
        count('Banking/Debit Card Withdrawals and Purchases', of(a, ['card'])),
        a,
        of(a, ['card']),
        L,
        'Total Banking/Debit Card Withdrawals and Purchases',
      ),
      ...sec(
        count('Online and Electronic Banking Deductions', of(a, ['ach', 'xfer_out'])),
        a,
        of(a, ['ach', 'xfer_out']),
        L,
        'Total Online and Electronic Banking Deductions',
      ),
      ...sec(count('Other Deductions', of(a, ['fee'])), a, of(a, ['fee']), L, 'Total Other Deductions'),
      dailyUp(a, 3, 'MM/DD', {}, 'Daily Balance Detail', 'Ledger balance'),
    ];
  };
  s.head = (n, of2) =>
    `<span>Virtual Wallet Statement</span><span>For the period 04/01/2025 to 04/30/2025</span><span>Page ${n} of ${of2}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Sans",Arial,sans-serif;font-size:7.6pt} h3.sec{display:flex}'),
      top(
        s,
        '#ef6a00',
        [
          ['For the period', '04/01/2025 to 04/30/2025'],
          ['Primary account number', `46-XXXX-${spend.number.slice(-4)}`],
          ['Number of enclosures', '0'],
        ],
        ['PNC Bank, National Association  Member FDIC', 'P.O. Box 609, Pittsburgh, PA 15230-9738'],
      ),
      grid(
        'Virtual Wallet Summary',
        ['Account', 'Beginning balance', 'Deposits and additions', 'Deductions', 'Ending balance'],
        accts.map((a) => {
          const t = totals(a.rows);
          return [
            `${a.label} ${a.number.slice(0, 2)}-XXXX-${a.number.slice(-4)}`,
            $(a.opening),
            $(t.credits),
            $(t.debits),
            $(closing(a)),
          ];
        }),
        4,
      ),
      para(
        '<b>Grow your savings.</b> Move $25.00 or more from Spend to Growth each month through 06/30/2025 and earn a relationship rate on your Growth balance.',
        3,
      ),
      ...accts.flatMap(block),
      kv('Interest Summary (Virtual Wallet Growth)', [
        ['Annual Percentage Yield Earned', '1.01%'],
        ['Interest paid this period', $(sum(of(growth, ['interest'])))],
        ['Interest paid year-to-date', $(ytd1099(growth, 3302))],
      ]),
    ]);
  return s;
};

// ---------------------------------------------------------------- Chase Total Checking: a cycle across the year end

export const chaseTotal = (): Spec2 => {
  const period = { start: '2024-12-12', end: '2025-01-13' };
  const rows = personalRows(1404, period.start, period.end, { n: 52, card: '7731', overdraftFees: 1 });
  const a = account('000000473920118', 'Chase Total Checking', 'checking', openingForFloor(rows, 8815), rows);
  const s = spec3(
    'probe4-chase-total-checking-yearend.pdf',
    'Chase Total Checking, personal, a cycle across the year end (December 12 through January 13)',
    [
      'personal',
      'year-end-period',
      'dates-without-year',
      'mm-dd-dates',
      'summary-instances-column',
      'signed-single-amount-column',
      'running-balance-every-row',
      'heading-continued',
      'marketing-date-amount',
      'period-through-words',
      'chromium',
      'multi-page',
    ],
    'CHASE',
    'JPMorgan Chase Bank, N.A.',
    ['JPMorgan Chase Bank', 'Chase'],
    period,
    ['BRANDON T WELLS', 'ALICIA M WELLS', '2714 N KEDZIE BLVD', 'CHICAGO IL 60647-1620'],
    [a],
  );
  const n = (k: string[]): Row[] => of(a, k);
  const atm = n(['card']);
  const ele = n(['ach', 'xfer_out']);
  const fee = n(['fee']);
  const cr = credits(a);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount', 'balance'],
    heads: { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT', balance: 'BALANCE' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
    continued: ' (continued)',
  };
  s.head = (p, all) =>
    `<span>December 12, 2024 through January 13, 2025</span><span>Account Number: ${a.number}</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8pt} h3.sec{letter-spacing:0.4px}'),
      top(
        s,
        '#117aca',
        [
          ['', 'December 12, 2024 through January 13, 2025'],
          ['Account Number:', a.number],
          ['Customer Service', '1-800-935-9935'],
        ],
        ['JPMorgan Chase Bank, N.A.', 'P O Box 182051', 'Columbus, OH 43218 - 2051'],
      ),
      para(
        '<b>Start the new year saving.</b> Earn a $200 bonus when you open Chase Savings and deposit $15,000 in new money by 02/28/2025. Offer ends 01/31/2025.',
        3,
      ),
      grid(
        'CHECKING SUMMARY &nbsp; Chase Total Checking',
        ['', 'INSTANCES', 'AMOUNT'],
        [
          ['Beginning Balance', '', $(a.opening)],
          ['Deposits and Additions', String(cr.length), m(sum(cr))],
          ['ATM &amp; Debit Card Withdrawals', String(atm.length), m(-sum(atm))],
          ['Electronic Withdrawals', String(ele.length), m(-sum(ele))],
          ['Fees', String(fee.length), m(-sum(fee))],
          ['<b>Ending Balance</b>', String(a.rows.length), `<b>${$(closing(a))}</b>`],
        ],
        2,
      ),
      { title: 'TRANSACTION DETAIL', account: a, rows: a.rows, ledger: L },
      para(
        '<b>OVERDRAFT AND RETURNED ITEM FEE SUMMARY</b> &nbsp; Total Overdraft Fees this period ' +
          $(sum(fee)) +
          ', year-to-date ' +
          $(sum(fee.filter((r) => r.date >= '2025-01-01'))) +
          '. Total Returned Item Fees this period $0.00, year-to-date $0.00.',
        3,
      ),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Wells Fargo Everyday Checking: the period only as balance dates

export const wfEveryday = (): Spec2 => {
  const period = { start: '2025-03-08', end: '2025-04-07' };
  const rows = personalRows(1405, period.start, period.end, { n: 48, card: '0917', checks: 5, firstCheck: 1186 });
  const a = account('7139044251', 'Everyday Checking', 'checking', openingForFloor(rows, 31006), rows);
  const s = spec3(
    'probe4-wf-everyday-checking.pdf',
    'Wells Fargo Everyday Checking, personal: the period printed only as the beginning and ending balance dates',
    [
      'personal',
      'period-from-balance-dates',
      'm-d-dates',
      'check-number-column',
      'debit-credit-balance-columns',
      'day-end-balance-only',
      'totals-row',
      'marketing-date-amount',
      'chromium',
      'multi-page',
    ],
    'WELLS FARGO',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo Bank', 'Wells Fargo'],
    period,
    ['GLORIA P ESTRADA', '1630 E WASHINGTON ST', 'PHOENIX AZ 85034-1204'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'check', 'desc', 'credit', 'debit', 'balance'],
    heads: {
      date: 'Date',
      check: 'Check Number',
      desc: 'Description',
      credit: 'Deposits/ Additions',
      debit: 'Withdrawals/ Subtractions',
      balance: 'Ending daily balance',
    },
    date: 'M/D' as DateFmt2,
    amt: {},
    bal: 'day-end',
  };
  s.head = (p, all) => `<span>Everyday Checking</span><span>April 7, 2025</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Sans",sans-serif;font-size:7.4pt}'),
      top(
        s,
        '#d71e28',
        [
          ['', 'April 7, 2025'],
          ['Questions?', '1-800-TO-WELLS (1-800-869-3557)'],
          ['Account number', a.number],
        ],
        ['Wells Fargo Bank, N.A.', 'PO Box 6995, Portland, OR 97228-6995'],
      ),
      para(
        '<b>Your Everyday Checking fee period ended 04/07/2025.</b> The $10.00 monthly service fee was waived this fee period because you received $500.00 or more in total qualifying electronic deposits.',
        3,
      ),
      kv('Statement period activity summary', [
        ['Beginning balance on 3/8', $(a.opening)],
        ['Deposits/Additions', m(t.credits)],
        ['Withdrawals/Subtractions', `- ${m(t.debits)}`],
        ['Ending balance on 4/7', $(closing(a))],
      ]),
      { title: 'Transaction history', account: a, rows: a.rows, ledger: L },
      {
        html: `<table class="l"><tr class="b tot"><td>Ending balance on 4/7</td><td class="r">${$(closing(a))}</td></tr></table><table class="l" style="width:60%;margin-left:40%"><tr class="b"><td>Totals</td><td class="r">${$(t.credits)}</td><td class="r">${$(t.debits)}</td><td></td></tr></table>
<div class="small">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted.</div>`,
        cost: 5,
      },
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Huntington Perks Checking: sections, checks 3-up, overdrawn days

export const huntingtonPerks = (): Spec2 => {
  const rows = personalRows(1406, MAY.start, MAY.end, {
    n: 50,
    card: '3306',
    checks: 8,
    firstCheck: 4410,
    overdraftFees: 2,
  });
  const a = account('01667203318', 'Huntington Perks Checking', 'checking', openingForFloor(rows, -14275), rows);
  const s = spec3(
    'probe4-huntington-perks-checking.pdf',
    'Huntington Perks Checking, personal: sections, checks three-up with gap stars, an overdrawn balance activity table',
    [
      'personal',
      'sections-credits-debits',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'overdrawn',
      'minus-negative-balances',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'HUNTINGTON',
    'The Huntington National Bank',
    ['Huntington National Bank', 'Huntington'],
    MAY,
    ['DEREK J SZYMANSKI', '77 E NORWICH AVE', 'COLUMBUS OH 43201-1417'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'amount', 'desc'],
    heads: { date: 'Date', amount: 'Amount', desc: 'Description' },
    date: 'MM/DD',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' (Continued)',
  };
  s.head = (p, all) =>
    `<span>Huntington Perks Checking</span><span>Account: ${masked(a, 'ending')}</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Serif",serif;font-size:8.2pt}'),
      top(
        s,
        '#54b848',
        [
          ['Statement Period', '05/01/25 to 05/31/25'],
          ['Account', a.number],
          ['Relationship Type', 'Perks'],
        ],
        ['The Huntington National Bank, Member FDIC', 'PO Box 1558 Columbus OH 43216'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Credits (+)`, $(t.credits)],
        [`Debits (-)`, $(t.debits)],
        ['Ending Balance', $(closing(a))],
        ['Average Balance', $(Math.round((a.opening + closing(a)) / 2))],
      ]),
      ...sec('Deposits (+)', a, credits(a), L, 'Total Deposits (+)'),
      ...checksUp(a, 3, 'MM/DD', 'Checks (-)', 'Total Checks (-)', ['num', 'amt', 'date']),
      ...sec('Withdrawals (-)', a, of(a, ['card', 'ach', 'xfer_out']), L, 'Total Withdrawals (-)'),
      ...sec('Fees (-)', a, of(a, ['fee']), L, 'Total Fees (-)'),
      dailyUp(a, 3, 'MM/DD', {}, 'Balance Activity'),
      para(
        '<b>24-Hour Grace.</b> Make a deposit by 11:59 p.m. ET the next business day to cover an overdraft and avoid the $15.00 fee. Overdraft fees charged year to date: ' +
          $(sum(of(a, ['fee'])) + 3000) +
          '.',
        3,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Synovus: debit-card groups with subtotals, N items totaling, zero balance

export const synovus = (): Spec2 => {
  const rows = businessRows(1407, JUN.start, JUN.end, {
    n: 84,
    cards: ['6612', '9048', '2230'],
    checks: 9,
    firstCheck: 31040,
    scale: 1700,
  });
  const a = account('1004428817', 'Business Checking', 'checking', openingForFloor(rows, 0), rows);
  const s = spec3(
    'probe4-synovus-business-checking.pdf',
    'Synovus Bank Business Checking: debit cards grouped with subtotals, item counts in headings, the balance down to .00',
    [
      'card-groups-with-subtotal',
      'count-total-in-heading',
      'checks-2up',
      'check-gap-star',
      'sections-credits-debits',
      'daily-balance-table',
      'zero-balance-printed-dot00',
      'mm-dd-yy-dates',
      'chromium',
      'multi-page',
    ],
    'SYNOVUS',
    'Synovus Bank',
    ['Synovus Bank', 'Synovus'],
    JUN,
    ['CHATTAHOOCHEE PAVING & GRADING LLC', '3340 VICTORY DR', 'COLUMBUS GA 31903-2208'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'amount'],
    heads: { date: 'Date', desc: 'Description', amount: 'Amount' },
    date: 'MM/DD/YY',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' (continued)',
  };
  const items = (title: string, rows2: Row[]): string =>
    `${title}<span style="flex:1"></span><span style="font-weight:normal">${rows2.length} items totaling ${$(sum(rows2))}</span>`;
  const cards = [...new Set(of(a, ['card']).map((r) => r.card!))].sort();
  s.head = (p, all) =>
    `<span>SYNOVUS BANK</span><span>${a.label} ${masked(a, 'x')}</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:7.7pt} h3.sec{display:flex}'),
      top(
        s,
        '#004b87',
        [
          ['Statement Date', '06/30/25'],
          ['Statement Period', '06/01/25 - 06/30/25'],
          ['Account Number', masked(a, 'x')],
        ],
        ['Synovus Bank, Member FDIC', 'PO Box 120, Columbus, GA 31902'],
      ),
      kv('Account Summary', [
        ['Previous Balance 06/01/25', $(a.opening)],
        [`${t.creditCount} Deposits/Credits`, $(t.credits)],
        [`${t.debitCount} Checks/Debits`, $(t.debits)],
        ['Current Balance 06/30/25', $(closing(a))],
        ['Low Balance', money2(0, { dollar: true, zeroDot: true })],
      ]),
      ...sec(items('Deposits/Credits', credits(a)), a, credits(a), L),
      ...checksUp(a, 2, 'MM/DD/YY', items('Checks', of(a, ['check'])), 'Total Checks'),
      { html: `<h3 class="sec">${items('Debit Card Transactions', of(a, ['card']))}</h3>`, cost: 3 },
      ...cards.flatMap((c) =>
        sec(
          `Card XXXX XXXX XXXX ${c}`,
          a,
          of(a, ['card']).filter((r) => r.card === c),
          L,
          `Subtotal for Card XXXX XXXX XXXX ${c}`,
        ),
      ),
      ...sec(items('Other Debits', of(a, ['ach', 'xfer_out', 'fee'])), a, of(a, ['ach', 'xfer_out', 'fee']), L),
      dailyUp(a, 3, 'MM/DD/YY', { zeroDot: true }, 'Daily Balances'),
    ]);
  return s;
};

// ---------------------------------------------------------------- Pinnacle: amounts first, a disclosure page between, the summary at the end

export const pinnacle = (): Spec2 => {
  const rows = businessRows(1408, MAY.start, MAY.end, {
    n: 96,
    cards: ['4401'],
    checks: 6,
    firstCheck: 880,
    wires: true,
    scale: 2400,
  });
  const a = account('2200761453', 'Commercial Checking', 'checking', openingForFloor(rows, 512366), rows);
  const s = spec3(
    'probe4-pinnacle-business-checking.pdf',
    'Pinnacle Bank Commercial Checking: amounts before descriptions, a disclosure page between the activity pages, the summary on the last page',
    [
      'amounts-before-description',
      'disclosure-between-activity-pages',
      'summary-at-end',
      'sections-credits-debits',
      'section-totals',
      'mm-dd-dash-dates',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'PINNACLE',
    'Pinnacle Bank',
    ['Pinnacle Bank', 'Pinnacle Financial Partners', 'Pinnacle'],
    MAY,
    ['MUSIC ROW AUDIO RENTALS LLC', '1600 DIVISION ST STE 210', 'NASHVILLE TN 37203-2711'],
    [a],
  );
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'amount', 'desc'],
    heads: { date: 'Date', amount: 'Amount', desc: 'Description' },
    date: 'MM-DD',
    amt: {},
    bal: 'none',
    unsigned: true,
    continued: ' continued',
  };
  s.head = (p, all) =>
    `<span>Pinnacle Bank</span><span>Commercial Checking ${masked(a, 'star')}</span><span>May 31, 2025</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Sans Narrow","Liberation Sans",sans-serif;font-size:8.4pt}'),
      top(
        s,
        '#002d62',
        [
          ['Statement Ending', '05/31/2025'],
          ['Statement Beginning', '05/01/2025'],
          ['Account', masked(a, 'star')],
        ],
        ['Pinnacle Bank  Member FDIC', '150 Third Avenue South, Nashville, TN 37201'],
      ),
      ...sec('Deposits and Other Credits', a, credits(a), L, 'Total Deposits and Other Credits'),
      ...disclosure('Pinnacle Bank'),
      ...sec(
        'Checks',
        a,
        of(a, ['check']),
        { ...L, cols: ['date', 'amount', 'check', 'desc'], heads: { ...L.heads, check: 'Check No.' } },
        'Total Checks',
      ),
      ...sec(
        'Other Debits',
        a,
        debits(a).filter((r) => r.kind !== 'check'),
        L,
        'Total Other Debits',
      ),
      kv('Account Summary', [
        ['Beginning Balance 05/01/2025', $(a.opening)],
        [`Deposits and Other Credits (${t.creditCount})`, `+ ${$(t.credits)}`],
        [`Checks and Other Debits (${t.debitCount})`, `- ${$(t.debits)}`],
        ['Ending Balance 05/31/2025', $(closing(a))],
      ]),
    ]);
  return s;
};

// ---------------------------------------------------------------- Old National: wrapped descriptions, parenthesised overdrawn balances

export const oldNational = (): Spec2 => {
  const rows = businessRows(1409, APR.start, APR.end, {
    n: 62,
    cards: ['8120'],
    checks: 3,
    firstCheck: 5501,
    mca: true,
    scale: 1400,
  });
  const a = account('3390127765', 'Business Checking', 'checking', openingForFloor(rows, -218840), rows);
  const customer = ['WABASH RIVER MACHINE & TOOL INC', '2101 N 3RD ST', 'EVANSVILLE IN 47710-3318'];
  const s = spec3(
    'probe4-oldnational-business-checking.pdf',
    'Old National Bank Business Checking: descriptions wrapped over lines, overdrawn balances in parentheses, two-column daily balances',
    [
      'wrapped-descriptions',
      'amount-on-first-line',
      'paren-negative-balances',
      'overdrawn',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'daily-balance-table',
      'month-day-dates',
      'balance-forward-per-page',
      'chromium',
      'multi-page',
    ],
    'OLD NATIONAL BANK',
    'Old National Bank',
    ['Old National Bank', 'Old National'],
    APR,
    customer,
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
    wrap: 44,
    amtAt: 'first',
    openingRow: 'Beginning Balance',
    forward: 'Balance Forward',
    continued: ' (continued)',
  };
  s.head = (p, all) =>
    `<span>OLD NATIONAL BANK</span><span>${masked(a, 'ending')}</span><span>April 30, 2025</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Serif",serif;font-size:7.5pt}'),
      top(
        s,
        '#1f3a68',
        [
          ['Statement Period', 'Apr 1, 2025 - Apr 30, 2025'],
          ['Account', a.number],
        ],
        ['Old National Bank, Member FDIC', 'P.O. Box 718, Evansville, IN 47705'],
      ),
      kv('Summary', [
        ['Beginning Balance', money2(a.opening, { dollar: true, neg: 'paren' })],
        [`Deposits and Credits (${t.creditCount})`, $(t.credits)],
        [`Withdrawals and Debits (${t.debitCount})`, $(t.debits)],
        ['Ending Balance', money2(closing(a), { dollar: true, neg: 'paren' })],
        [
          'Lowest Daily Balance',
          money2(Math.min(...dailyBalances(a).map((x) => x.balance)), { dollar: true, neg: 'paren' }),
        ],
      ]),
      { title: 'Transactions', account: a, rows: a.rows, ledger: L },
      dailyUp(a, 2, 'Mon D' as DateFmt2, { neg: 'paren' }, 'Daily Balances'),
      para(
        'Overdraft fees this period $0.00; year-to-date $70.00. Returned item fees this period $0.00; year-to-date $0.00.',
        2,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Lili: a fintech's business account, plus-signed credits

export const lili = (): Spec2 => {
  const rows = businessRows(1410, JUN.start, JUN.end, { n: 44, cards: ['2817'], scale: 700 });
  const a = account('1120094466', 'Lili Pro Business Checking', 'checking', openingForFloor(rows, 41520), rows);
  const s = spec3(
    'probe4-lili-business-checking.pdf',
    'Lili Pro business checking (Sunrise Banks): plus- and minus-signed dollar amounts, a transaction type column',
    [
      'fintech',
      'plus-signed-credits',
      'signed-single-amount-column',
      'type-column',
      'running-balance-every-row',
      'month-day-year-dates',
      'period-month-range',
      'chromium',
    ],
    'Lili',
    'Sunrise Banks, N.A.',
    ['Sunrise Banks', 'Lili'],
    JUN,
    ['OAK & IVY BOOKKEEPING LLC', '900 W OLIVE AVE STE 3', 'FRESNO CA 93728-2540'],
    [a],
  );
  const t = totals(a.rows);
  const type = (r: Row): string =>
    ({
      card: 'Debit card',
      ecredit: 'ACH credit',
      deposit: 'Mobile check deposit',
      ach: 'ACH debit',
      xfer_out: 'Transfer',
      fee: 'Fee',
      check: 'Check',
    })[r.kind as string] ?? 'Other';
  const pm = (c: number): string => `${c > 0 ? '+' : '-'}$${money2(Math.abs(c))}`;
  const body = a.rows
    .map((r, i) => ({ r, bal: a.opening + a.rows.slice(0, i + 1).reduce((x, y) => x + y.cents, 0) }))
    .filter(({ r }) => !r.hidden)
    .map(
      ({ r, bal }) =>
        `<tr><td class="n">${fmtDate2(r.date, 'Mon D, YYYY' as DateFmt2)}</td><td class="d">${esc(r.desc)}</td><td>${type(r)}</td><td class="r">${pm(printed(r))}</td><td class="r">${$(bal)}</td></tr>`,
    );
  s.head = (p, all) => `<span>Lili</span><span>June 2025 statement</span><span>${p}/${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Sans",sans-serif;font-size:7.9pt} .logo{font-style:italic}'),
      top(
        s,
        '#5e2ced',
        [
          ['Statement period', 'Jun 1 - Jun 30, 2025'],
          ['Account number', masked(a, 'star')],
          ['Routing number', '091017196'],
        ],
        [
          'Banking services provided by Sunrise Banks, N.A., Member FDIC',
          'Lili App Inc., 1 World Trade Center, New York, NY 10007',
        ],
      ),
      grid(
        'Account summary',
        ['Starting balance', 'Money in', 'Money out', 'Ending balance'],
        [[$(a.opening), `+${$(t.credits)}`, `-${$(t.debits)}`, $(closing(a))]],
        4,
      ),
      {
        html: `<h3 class="sec">Transactions</h3><table class="l"><thead><tr><th>Date</th><th>Description</th><th>Type</th><th class="r">Amount</th><th class="r">Balance</th></tr></thead><tbody>${body.join('')}</tbody></table>`,
        cost: body.length + 4,
      },
      para(
        'Lili is a financial technology company, not a bank. Banking services provided by Sunrise Banks, N.A., Member FDIC. The Lili Visa&reg; Debit Card is issued by Sunrise Banks N.A. pursuant to a license from Visa U.S.A. Inc.',
        3,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Chime: a type column, an amount and a net amount, a settlement date

export const chime = (): Spec2 => {
  const rows = personalRows(1411, MAY.start, MAY.end, { n: 42, card: '6650' });
  const a = account('78201193405', 'Checking Account', 'checking', openingForFloor(rows, 1277), rows);
  const s = spec3(
    'probe4-chime-checking.pdf',
    'Chime Checking Account (Stride Bank), personal: transaction and settlement dates, a type column, amount and net amount',
    [
      'personal',
      'fintech',
      'type-column',
      'two-date-columns',
      'duplicate-amount-columns',
      'no-balances',
      'summary-categories',
      'mm-dd-yyyy-dates',
      'period-words-long',
      'chromium',
      'multi-page',
    ],
    'Chime',
    'Stride Bank, N.A.',
    ['Stride Bank', 'Chime'],
    MAY,
    ['TAYLOR J BRUNSON', '5120 S 36TH ST APT 214', 'OMAHA NE 68107-3303'],
    [a],
  );
  const atm = a.rows.filter((r) => r.desc.startsWith('ATM'));
  const buys = of(a, ['card']).filter((r) => !r.desc.startsWith('ATM'));
  const xfers = of(a, ['ach', 'xfer_out']);
  const fees = of(a, ['fee']);
  const settle = (iso: string): string => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + (d.getUTCDay() === 5 ? 3 : 1));
    return fmtDate2(d.toISOString().slice(0, 10), 'MM/DD/YYYY');
  };
  const type = (r: Row): string =>
    r.kind === 'ecredit'
      ? r.desc.startsWith('ZELLE')
        ? 'Transfer'
        : 'Direct Deposit'
      : r.desc.startsWith('ATM')
        ? 'ATM Withdrawal'
        : r.kind === 'card'
          ? 'Purchase'
          : r.kind === 'fee'
            ? 'Fee'
            : 'Transfer';
  const desc = (r: Row): string => r.desc.replace(/^POS PURCHASE /, '').replace(/ CARD \d{4}$/, '');
  const body = a.rows
    .filter((r) => !r.hidden)
    .map(
      (r) =>
        `<tr><td class="n">${fmtDate2(r.date, 'MM/DD/YYYY')}</td><td class="d">${esc(desc(r))}</td><td>${type(r)}</td><td class="r">${$(printed(r))}</td><td class="r">${$(printed(r))}</td><td class="n">${settle(r.date)}</td></tr>`,
    );
  s.head = (p, all) =>
    `<span>Chime Checking Account Statement</span><span>May 2025</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Sans",sans-serif;font-size:7.8pt}'),
      top(
        s,
        '#1ec677',
        [
          ['Statement period', 'May 1, 2025 to May 31, 2025'],
          ['Account number', a.number],
          ['Member since', '2021'],
        ],
        ['Chime, PO Box 417, San Francisco, CA 94104', 'Banking services provided by Stride Bank, N.A., Member FDIC'],
      ),
      kv('Summary', [
        ['Beginning balance', $(a.opening)],
        ['Deposits', $(sum(credits(a)))],
        ['ATM Withdrawals', $(-sum(atm))],
        ['Purchases', $(-sum(buys))],
        ['Adjustments', '$0.00'],
        ['Transfers', $(-sum(xfers))],
        ['Round Up Transfers', '$0.00'],
        ['Fees', $(-sum(fees))],
        ['SpotMe Tips', '$0.00'],
        ['Ending balance', $(closing(a))],
      ]),
      {
        html: `<h3 class="sec">Transactions</h3><table class="l"><thead><tr><th>Transaction Date</th><th>Description</th><th>Type</th><th class="r">Amount</th><th class="r">Net Amount</th><th>Settlement Date</th></tr></thead><tbody>${body.join('')}</tbody></table>`,
        cost: body.length + 4,
      },
      { page: true },
      para(
        `<h2>Error Resolution Procedures</h2>${REG_E}<p>Chime is a financial technology company, not a bank. Banking services provided by The Bancorp Bank, N.A. or Stride Bank, N.A.; Members FDIC.</p>`,
        20,
      ),
    ]);
  return s;
};

// ---------------------------------------------------------------- Associated Bank: page 3 of 4 missing (review)

export const associatedMissingPage = (): Spec2 => {
  const rows = businessRows(1412, MAR.start, MAR.end, {
    n: 150,
    cards: ['1177', '3024'],
    checks: 10,
    firstCheck: 9120,
    scale: 1500,
  });
  const a = account('2287410036', 'Business Checking', 'checking', openingForFloor(rows, 338112), rows);
  const s = spec3(
    'probe4-associated-business-missing-page.pdf',
    'Associated Bank Business Checking, page 3 of 4 missing',
    [
      'missing-page',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'mm-dd-dates',
      'heading-continued',
      'chromium',
      'multi-page',
    ],
    'Associated Bank',
    'Associated Bank, N.A.',
    ['Associated Bank'],
    MAR,
    ['NORTHWOODS CHEESE DISTRIBUTORS INC', '1450 LOMBARDI AVE', 'GREEN BAY WI 54304-3911'],
    [a],
  );
  s.expect = 'review';
  s.note =
    'Page 3 of 4 is not in the file: the rows on it are missing, so the rows read cannot reach the printed balances.';
  s.drop = 2;
  const t = totals(a.rows);
  const L: LedgerCfg = {
    cols: ['date', 'desc', 'debit', 'credit', 'balance'],
    heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    date: 'MM/DD',
    amt: {},
    bal: 'every',
    openingRow: 'Beginning Balance',
    closingRow: 'Ending Balance',
    continued: ' (continued)',
  };
  s.head = (p, all) => `<span>Associated Bank</span><span>${masked(a, 'x')}</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#b5121b',
        [
          ['Statement Period', '03/01/2025 - 03/31/2025'],
          ['Account', masked(a, 'x')],
        ],
        ['Associated Bank, N.A. Member FDIC', 'PO Box 19006, Green Bay, WI 54307'],
      ),
      kv('Account Summary', [
        ['Beginning Balance', $(a.opening)],
        [`Credits (${t.creditCount})`, $(t.credits)],
        [`Debits (${t.debitCount})`, $(t.debits)],
        ['Ending Balance', $(closing(a))],
      ]),
      { title: 'Account Activity', account: a, rows: a.rows, ledger: L },
    ]);
  return s;
};
