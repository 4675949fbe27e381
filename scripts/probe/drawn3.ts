// The third probe set's statements drawn by pdf-lib: dense small-type pages, a page at 90% scale, trace
// numbers, a Courier core statement across a year end, side-by-side deposit and withdrawal tables, a summary
// printed as a sentence, amounts printed before the date, a business card's employee cards with subtotals, an
// account-analysis page, and the third text-run style (a run per glyph, or letter-spaced words). Written from
// general knowledge of how these banks print, blind to the reader. Everything printed comes from the model.
import {
  type Account,
  type Row,
  businessRows,
  cardRows,
  closing,
  dailyBalances,
  openingForFloor,
  savingsRows,
  sum,
  totals,
  withBalances,
} from './model.ts';
import { printed } from './render.ts';
import { type Spec2 } from './page2.ts';
import { Pager, block, fmtDate2, money2, printerCells } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { drawPdf3 } from './draw3.ts';
import {
  type LCol,
  type Line,
  $,
  c,
  headLine,
  invoiceDescriptions,
  lineItems,
  m,
  section,
  trace,
  withHeads,
} from './lines3.ts';

export const MAR = { start: '2025-03-01', end: '2025-03-31' };
export const FEB = { start: '2025-02-01', end: '2025-02-28' };
export const APR = { start: '2025-04-01', end: '2025-04-30' };
export const YE = { start: '2024-12-16', end: '2025-01-15' };

export function spec3(
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

const d = (f: Parameters<typeof fmtDate2>[1]) => (iso: string) => fmtDate2(iso, f);
const us = (iso: string): string => fmtDate2(iso, 'MM/DD/YYYY');
const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);

/** "Beginning balance on 03/01/2025 was $x. ..." — the whole summary in one sentence over two or three lines. */
function sentence(a: Account, start: string, end: string, x: number, width = 110): Line[] {
  const t = totals(a.rows);
  const s =
    `Your beginning balance on ${us(start)} was ${$(a.opening)}. During this period you made ${t.creditCount} deposits and ` +
    `other credits totaling ${$(t.credits)} and ${t.debitCount} withdrawals and other debits totaling ${$(t.debits)}, ` +
    `bringing your ending balance on ${us(end)} to ${$(closing(a))}.`;
  const out: Line[] = [];
  let cur = '';
  for (const w of s.split(' ')) {
    if (cur && (cur + ' ' + w).length > width) {
      out.push([c(x, cur)]);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  return [...out, [c(x, cur)]];
}

// ---------------------------------------------------------------- BOK Financial: dense 6 pt pages

export const bokf = (): Spec2 => {
  const rows = businessRows(801, MAR.start, MAR.end, {
    n: 150,
    cards: ['3318', '5520'],
    checks: 9,
    firstCheck: 4410,
    wires: true,
    scale: 2200,
  });
  const a = account('8091137724', 'BUSINESS CHECKING PLUS', 'checking', openingForFloor(rows, 1250033), rows);
  const s = spec3(
    'probe3-bokf-business-checking-dense.pdf',
    'Bank of Oklahoma (BOK Financial) Business Checking Plus, dense 6 pt pages',
    [
      'tiny-text',
      'dense-page',
      'day-end-balance-only',
      'debit-credit-balance-columns',
      'mm-dd-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'BANK OF OKLAHOMA',
    'BOKF, NA',
    ['BOKF, NA', 'BOKF', 'Bank of Oklahoma'],
    MAR,
    ['RED DIRT PRINTING & SIGNS LLC', '2300 N LINCOLN BLVD', 'OKLAHOMA CITY OK 73105-4409'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 66, head: 'Description' },
      { key: 'debit', x: 430, right: true, head: 'Debits' },
      { key: 'credit', x: 500, right: true, head: 'Credits' },
      { key: 'balance', x: 576, right: true, head: 'Daily Balance' },
    ];
    const p = new Pager<Line>(88);
    p.put([
      [c(36, 'BANK OF OKLAHOMA', { bold: true, size: 10 })],
      [
        c(36, 'a division of BOKF, NA  Member FDIC  PO Box 2300 Tulsa OK 74192'),
        c(400, 'Statement Period 03/01/2025 - 03/31/2025'),
      ],
      [],
      ...s.customer.map((x, i) => [c(50, x), ...(i === 0 ? [c(400, `Account Number ${a.number}`)] : [])]),
      [],
      [c(36, 'ACCOUNT SUMMARY', { bold: true })],
      [
        c(36, 'Beginning Balance'),
        c(250, $(a.opening), { right: true }),
        c(300, 'Average Ledger Balance'),
        c(576, $(Math.round((a.opening + closing(a)) / 2)), { right: true }),
      ],
      [
        c(36, `Deposits and Credits (${t.creditCount})`),
        c(250, $(t.credits), { right: true }),
        c(300, 'Minimum Balance'),
        c(576, $(Math.min(a.opening, ...dailyBalances(a).map((x) => x.balance))), { right: true }),
      ],
      [c(36, `Checks and Debits (${t.debitCount})`), c(250, $(t.debits), { right: true })],
      [c(36, 'Ending Balance'), c(250, $(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'ACCOUNT ACTIVITY',
      lineItems(a, a.rows, cols, { date: d('MM/DD'), amt: m, bal: 'day-end', width: 90 }),
      cols,
      {},
    );
    p.put([[c(36, 'Member FDIC. Please examine this statement at once; report any discrepancy within 30 days.')]]);
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(36, 'BOKF, NA'), c(300, `Account ${a.number.slice(-4)}`), c(576, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 6.1, lineH: 7.6, top: 30, title: 'Statement', runs: 'cell' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Glacier Bank: a Courier core statement across a year end

export const glacier = (): Spec2 => {
  const rows = businessRows(802, YE.start, YE.end, {
    n: 64,
    cards: ['2290'],
    checks: 5,
    firstCheck: 8801,
    scale: 1600,
  });
  const a = account('2100458831', 'BUSINESS CHECKING', 'checking', openingForFloor(rows, 402211), rows);
  const s = spec3(
    'probe3-glacier-business-checking-yearend.pdf',
    'Glacier Bank Business Checking, a cycle across the year end (pdf-lib, Courier, a run per word)',
    [
      'year-end-period',
      'dates-without-year',
      'running-balance-every-row',
      'mm-dd-dates',
      'pdf-lib-producer',
      'word-per-run',
      'courier',
      'multi-page',
    ],
    'GLACIER BANK',
    'Glacier Bank',
    ['Glacier Bank'],
    YE,
    ['BIG SKY TIMBER FRAMES LLC', '410 RAILROAD ST', 'KALISPELL MT 59901-4218'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const row = (dt: string, desc: string, amt: string, bal: string): string =>
      `${dt.padEnd(7)}${desc.padEnd(50).slice(0, 50)}${amt.padStart(14)}${bal.padStart(16)}`;
    const L = (x: string): Line[] => [printerCells(x, 40, 0.6 * 7.6, 'word')];
    const p = new Pager<Line>(66);
    p.put([
      ...L('GLACIER BANK                                   STATEMENT OF ACCOUNT'),
      ...L('PO BOX 27  KALISPELL MT 59903                   12/16/24 THROUGH 01/15/25'),
      [],
      ...s.customer.flatMap((x) => L(`     ${x}`)),
      [],
      ...L(`ACCOUNT ${a.number}   ${a.label}`),
      ...L(`BALANCE LAST STATEMENT 12/15/24 ${m(a.opening).padStart(16)}`),
      ...L(`${String(t.creditCount).padStart(3)} DEPOSITS AND CREDITS ${m(t.credits).padStart(20)}`),
      ...L(`${String(t.debitCount).padStart(3)} CHECKS AND DEBITS    ${m(t.debits).padStart(20)}`),
      ...L(`BALANCE THIS STATEMENT 01/15/25 ${m(closing(a)).padStart(16)}`),
      [],
    ]);
    const lines = withBalances(a).map(({ row: r, balance }) => ({
      lines: L(row(fmtDate2(r.date, 'MM/DD'), r.desc, m(printed(r)), m(balance))),
      bal: balance,
      row: r,
    }));
    const open = (cont: boolean, fwd?: number): Line[] => [
      ...L(`TRANSACTIONS${cont ? ' (CONTINUED)' : ''}`),
      ...L(row('DATE', 'DESCRIPTION', 'AMOUNT', 'BALANCE')),
      ...(cont ? L(row('', 'BALANCE FORWARD', '', m(fwd!))) : L(row('12/16', 'BEGINNING BALANCE', '', m(a.opening)))),
    ];
    p.put(open(false));
    let bal = a.opening;
    for (const it of lines) {
      if (it.row.hidden) continue;
      if (!p.room(1)) {
        p.newPage();
        p.put(open(true, bal));
      }
      p.put(it.lines);
      bal = it.bal!;
    }
    block(p, [[], ...L('DAILY ENDING BALANCE'), ...dailyRows(a, L)]);
    return drawPdf3(
      withHeads(p, (n, of) => [...L(`GLACIER BANK   ACCOUNT ${a.number}   PAGE ${n} OF ${of}`), []]),
      { font: 'Courier', size: 7.6, lineH: 10.2, top: 36, title: 'Statement', runs: 'cell' },
    );
  };
  return s;
};

function dailyRows(a: Account, L: (x: string) => Line[]): Line[] {
  const db = dailyBalances(a);
  const out: Line[] = [];
  for (let i = 0; i < db.length; i += 4)
    out.push(
      ...L(
        db
          .slice(i, i + 4)
          .map((x) => `${fmtDate2(x.date, 'MM/DD')} ${m(x.balance).padStart(12)}`)
          .join('     '),
      ),
    );
  return out;
}

// ---------------------------------------------------------------- WesBanco: a trace-number column

export const wesbanco = (): Spec2 => {
  const rows = businessRows(803, FEB.start, FEB.end, { n: 70, cards: ['6104'], mca: true, scale: 1800 });
  const a = account('0619927453', 'Business Advantage Checking', 'checking', openingForFloor(rows, 311870), rows);
  const s = spec3(
    'probe3-wesbanco-business-checking.pdf',
    'WesBanco Business Advantage Checking with a trace-number column',
    [
      'reference-column',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'mm-dd-yy-dates',
      'period-for-the-period',
      'pdf-lib-producer',
      'multi-page',
    ],
    'WesBanco',
    'WesBanco Bank, Inc.',
    ['WesBanco Bank', 'WesBanco'],
    FEB,
    ['OHIO VALLEY MACHINE WORKS INC', '77 WATER ST', 'WHEELING WV 26003-2901'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 74, head: 'Description' },
      { key: 'ref', x: 300, head: 'Trace Number' },
      { key: 'debit', x: 430, right: true, head: 'Debits' },
      { key: 'credit', x: 500, right: true, head: 'Credits' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(36, 'WesBanco', { bold: true, size: 14 })],
      [c(36, 'WesBanco Bank, Inc.  1 Bank Plaza  Wheeling WV 26003  Member FDIC')],
      [c(360, 'For the period 02/01/25 to 02/28/25')],
      ...s.customer.map((x) => [c(50, x)]),
      [c(360, `Account ${a.label}  ${a.number}`)],
      [],
      [c(36, 'Summary of Account Balance', { bold: true })],
      [c(36, 'Beginning Balance'), c(220, $(a.opening), { right: true })],
      [c(36, `${t.creditCount} Deposits/Credits`), c(220, $(t.credits), { right: true })],
      [c(36, `${t.debitCount} Withdrawals/Debits`), c(220, $(t.debits), { right: true })],
      [c(36, 'Ending Balance'), c(220, $(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'Account Activity',
      lineItems(a, a.rows, cols, { date: d('MM/DD/YY'), amt: m, bal: 'every', width: 44 }),
      cols,
      {
        forward: 'Balance Forward',
        opening: a.opening,
      },
    );
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(36, `WesBanco  ${a.label} ${a.number}`), c(576, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 7.2, lineH: 10.5, top: 36, title: 'WesBanco Statement', runs: 'cell' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- F.N.B.: 90% scale, account analysis page

export const fnb = (): Spec2 => {
  const rows = businessRows(804, MAR.start, MAR.end, {
    n: 58,
    cards: ['7731'],
    checks: 6,
    firstCheck: 1301,
    wires: true,
    scale: 3000,
  });
  const a = account('6203381142', 'Business Analysis Checking', 'checking', openingForFloor(rows, 905512), rows);
  const s = spec3(
    'probe3-fnb-analysis-checking-scaled.pdf',
    'F.N.B. (First National Bank of Pennsylvania) Business Analysis Checking, printed at 90% with an account analysis page',
    [
      'scaled-90',
      'wide-margins',
      'account-analysis-table',
      'sections-credits-debits',
      'section-totals',
      'daily-balance-table',
      'mm-dd-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'First National Bank',
    'First National Bank of Pennsylvania',
    ['First National Bank of Pennsylvania', 'F.N.B.', 'First National Bank'],
    MAR,
    ['ALLEGHENY PLUMBING SUPPLY CO', '1840 LIBERTY AVE', 'PITTSBURGH PA 15222-4415'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const cols = (amtHead: string): LCol[] => [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 80, head: 'Description' },
      { key: 'amount', x: 570, right: true, head: amtHead },
    ];
    const unsigned = (c0: number): string => m(Math.abs(c0));
    const p = new Pager<Line>(62);
    p.put([
      [c(40, 'First National Bank', { bold: true, size: 13 })],
      [
        c(40, 'F.N.B. Corporation  One North Shore Center  Pittsburgh PA 15212'),
        c(380, 'Statement Period 03/01/25 - 03/31/25'),
      ],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [c(380, `${a.label}  Account ${a.number}`)],
      [],
      [c(40, 'Balance Summary', { bold: true })],
      [c(40, 'Previous Balance'), c(200, 'Deposits/Credits'), c(340, 'Checks/Debits'), c(470, 'Ending Balance')],
      [
        c(40, $(a.opening)),
        c(200, `${$(t.credits)} (${t.creditCount})`),
        c(340, `${$(t.debits)} (${t.debitCount})`),
        c(470, $(closing(a))),
      ],
      [],
    ]);
    const f = { date: d('MM/DD'), amt: unsigned, bal: 'none' as const, width: 80 };
    const cr = credits(a);
    const dr = debits(a);
    section(p, 'Deposits and Other Credits', lineItems(a, cr, cols('Amount'), f), cols('Amount'), {
      close: [
        [c(80, 'Total Deposits and Other Credits', { bold: true }), c(570, $(sum(cr)), { right: true, bold: true })],
      ],
    });
    section(p, 'Checks and Other Debits', lineItems(a, dr, cols('Amount'), f), cols('Amount'), {
      close: [
        [c(80, 'Total Checks and Other Debits', { bold: true }), c(570, $(sum(dr)), { right: true, bold: true })],
      ],
    });
    const L = (x: string): Line[] => [printerCells(x, 40, 4.4, 'field')];
    block(p, [[c(40, 'Daily Balance Summary', { bold: true })], ...dailyRows(a, L), []]);
    // the analysis: service volumes times unit prices; its total is the analysis fee debited above
    const fee = a.rows.find((r) => r.desc === 'MONTHLY SERVICE FEE')!;
    const services: [string, number, number][] = [
      ['Deposits Posted', t.creditCount, 25],
      ['Items Deposited', t.creditCount * 3, 12],
      ['Checks Paid', a.rows.filter((r) => r.kind === 'check').length, 20],
      ['ACH Debits Posted', a.rows.filter((r) => r.kind === 'ach').length, 15],
      ['Outgoing Wires', a.rows.filter((r) => r.kind === 'wire_out').length, 2500],
      ['Account Maintenance', 1, 1500 + Math.abs(fee.cents)],
    ];
    const charges = services.reduce((n, [, v, u]) => n + v * u, 0);
    const credit = charges - Math.abs(fee.cents);
    p.newPage();
    p.put([
      [c(40, 'ACCOUNT ANALYSIS  Analysis Period 03/01/25 - 03/31/25', { bold: true })],
      [
        c(40, 'Service Description', { bold: true }),
        c(330, 'Volume', { right: true, bold: true }),
        c(430, 'Unit Price', { right: true, bold: true }),
        c(570, 'Service Charge', { right: true, bold: true }),
      ],
      ...services.map(([n, v, u]) => [
        c(40, n),
        c(330, String(v), { right: true }),
        c(430, (u / 100).toFixed(4), { right: true }),
        c(570, $(v * u), { right: true }),
      ]),
      [c(40, 'Total Service Charges'), c(570, $(charges), { right: true })],
      [c(40, 'Average Collected Balance'), c(330, $(Math.round((a.opening + closing(a)) / 2)), { right: true })],
      [c(40, 'Earnings Credit Rate 0.85%   Earnings Credit Allowance'), c(570, $(credit), { right: true })],
      [
        c(40, `Net Analysis Charge debited ${fmtDate2(fee.date, 'MM/DD/YY')}`),
        c(570, $(Math.abs(fee.cents)), { right: true }),
      ],
    ]);
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(40, `First National Bank  Account ${a.number}`), c(570, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 7.8, lineH: 10.8, top: 40, title: 'Statement', runs: 'cell', scale: 0.9 },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Fulton Bank: deposits and withdrawals side by side

/** Two tables on the same lines: credits on the left half, debits on the right, each with its total. */
function sideBySide(a: Account, L: { x: number; w: number; date: (iso: string) => string }): Line[] {
  const cr = credits(a).filter((r) => !r.hidden);
  const dr = debits(a).filter((r) => !r.hidden);
  const half = (r: Row | undefined, x: number): Line =>
    r
      ? [c(x, L.date(r.date)), c(x + 30, r.desc.slice(0, L.w)), c(x + 262, m(Math.abs(printed(r))), { right: true })]
      : [];
  const out: Line[] = [
    [c(L.x, 'Deposits and Credits', { bold: true }), c(L.x + 276, 'Withdrawals and Debits', { bold: true })],
    [
      c(L.x, 'Date', { bold: true }),
      c(L.x + 30, 'Description', { bold: true }),
      c(L.x + 262, 'Amount', { right: true, bold: true }),
      c(L.x + 276, 'Date', { bold: true }),
      c(L.x + 306, 'Description', { bold: true }),
      c(L.x + 538, 'Amount', { right: true, bold: true }),
    ],
  ];
  for (let i = 0; i < Math.max(cr.length, dr.length); i++) out.push([...half(cr[i], L.x), ...half(dr[i], L.x + 276)]);
  out.push([
    c(L.x + 30, `Total Credits (${credits(a).length})`, { bold: true }),
    c(L.x + 262, $(sum(credits(a))), { right: true, bold: true }),
    c(L.x + 306, `Total Debits (${debits(a).length})`, { bold: true }),
    c(L.x + 538, $(sum(debits(a))), { right: true, bold: true }),
  ]);
  return out;
}

export const fulton = (): Spec2 => {
  const rows = businessRows(805, APR.start, APR.end, {
    n: 54,
    cards: ['4012'],
    checks: 4,
    firstCheck: 5120,
    scale: 1300,
  });
  const a = account('4408126690', 'Business Checking', 'checking', openingForFloor(rows, 188204), rows);
  const s = spec3(
    'probe3-fulton-business-checking.pdf',
    'Fulton Bank Business Checking with deposits and withdrawals side by side',
    [
      'side-by-side-credits-debits',
      'section-totals',
      'counts-in-totals',
      'daily-balance-table',
      'mm-dd-dates',
      'statement-period-dash',
      'pdf-lib-producer',
    ],
    'Fulton Bank',
    'Fulton Bank, N.A.',
    ['Fulton Bank'],
    APR,
    ['SUSQUEHANNA FARM MARKET LLC', '2210 OLD PHILADELPHIA PIKE', 'LANCASTER PA 17602-3417'],
    [a],
  );
  s.pdf = () => {
    const p = new Pager<Line>(64);
    p.put([
      [c(36, 'Fulton Bank', { bold: true, size: 14 })],
      [
        c(36, 'Fulton Bank, N.A.  One Penn Square  Lancaster PA 17602'),
        c(380, 'Statement Period 04/01/2025 - 04/30/2025'),
      ],
      [],
      ...s.customer.map((x) => [c(50, x)]),
      [c(380, `${a.label} ${a.number}`)],
      [],
      [c(36, 'Beginning Balance 04/01/2025'), c(250, $(a.opening), { right: true })],
      [c(36, 'Ending Balance 04/30/2025'), c(250, $(closing(a)), { right: true })],
      [],
    ]);
    const sb = sideBySide(a, { x: 36, w: 44, date: d('MM/DD') });
    p.put(sb.slice(0, 50));
    if (sb.length > 50) {
      p.newPage();
      p.put([sb[0], sb[1], ...sb.slice(50)]);
    }
    const L = (x: string): Line[] => [printerCells(x, 36, 4.2, 'field')];
    block(p, [[], [c(36, 'Daily Balances', { bold: true })], ...dailyRows(a, L)]);
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(36, `Fulton Bank  Account ending ${a.number.slice(-4)}`), c(576, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 7, lineH: 10, top: 36, title: 'Statement', runs: 'cell' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Prosperity Bank: a sentence summary, amounts before the date

export const prosperity = (): Spec2 => {
  const base = businessRows(806, MAR.start, MAR.end, {
    n: 60,
    cards: ['9021'],
    checks: 3,
    firstCheck: 3307,
    scale: 2100,
  });
  const rows = invoiceDescriptions(base, 806, ['GULF COAST MARINE', 'BRAZOS VALLEY ISD', 'KATY MEDICAL GROUP']);
  const a = account('0077412259', 'BUSINESS CHECKING', 'checking', openingForFloor(rows, 521477), rows);
  const s = spec3(
    'probe3-prosperity-business-checking.pdf',
    'Prosperity Bank Business Checking: summary as a sentence, amount printed before the date (pdf-lib, Courier)',
    [
      'summary-sentence',
      'amount-before-date',
      'dates-amounts-in-descriptions',
      'running-balance-every-row',
      'mm-dd-dates',
      'pdf-lib-producer',
      'courier',
      'multi-page',
    ],
    'PROSPERITY BANK',
    'Prosperity Bank',
    ['Prosperity Bank'],
    MAR,
    ['BAYOU CITY ELECTRIC LLC', '5100 WESTHEIMER RD STE 200', 'HOUSTON TX 77056-5507'],
    [a],
  );
  s.pdf = () => {
    const ch = 0.6 * 7.4;
    const L = (x: string): Line[] => [printerCells(x, 36, ch, 'field')];
    const row = (amt: string, dt: string, desc: string, bal: string): string =>
      `${amt.padStart(13)}  ${dt.padEnd(6)} ${desc.padEnd(62).slice(0, 62)}${bal.padStart(14)}`;
    const p = new Pager<Line>(66);
    p.put([
      ...L('PROSPERITY BANK                                          STATEMENT DATE 03/31/25'),
      ...L('PO BOX 1407  EL CAMPO TX 77437                           ACCOUNT NUMBER ' + a.number),
      [],
      ...s.customer.flatMap((x) => L(`      ${x}`)),
      [],
      ...sentence(a, MAR.start, MAR.end, 36, 100),
      [],
    ]);
    const items = withBalances(a)
      .filter(({ row: r }) => !r.hidden)
      .map(({ row: r, balance }) => ({
        lines: L(row(money2(printed(r), { neg: 'trailing' }), fmtDate2(r.date, 'MM/DD'), r.desc, m(balance))),
        bal: balance,
      }));
    const open = (cont: boolean, fwd?: number): Line[] => [
      ...L(`ACCOUNT ACTIVITY${cont ? ' CONTINUED' : ''}`),
      ...L(row('AMOUNT', 'DATE', 'DESCRIPTION', 'BALANCE')),
      ...L(row('', cont ? '' : '03/01', cont ? 'BALANCE FORWARD' : 'BEGINNING BALANCE', m(cont ? fwd! : a.opening))),
    ];
    p.put(open(false));
    let bal = a.opening;
    for (const it of items) {
      if (!p.room(1)) {
        p.newPage();
        p.put(open(true, bal));
      }
      p.put(it.lines);
      bal = it.bal;
    }
    p.put(L(row('', '03/31', 'ENDING BALANCE', m(closing(a)))));
    return drawPdf3(
      withHeads(p, (n, of) => [...L(`PROSPERITY BANK   ${a.number}   PAGE ${n} OF ${of}`), []]),
      { font: 'Courier', size: 7.4, lineH: 10.4, top: 36, title: 'Statement', runs: 'cell' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- business cards: employee cards with subtotals

export interface Employee {
  name: string;
  last4: string;
}

/** A business card's cycle with its purchases spread over employee cards (each purchase row names its card). */
export function employeeCard(
  seed: number,
  number: string,
  label: string,
  period: { start: string; end: string },
  previous: number,
  staff: Employee[],
  n = 40,
): Account {
  const rows = cardRows(seed, period.start, period.end, n).map((r, i) =>
    r.kind === 'purchase' ? { ...r, card: staff[(i * 7 + seed) % staff.length].last4 } : r,
  );
  return { label, number, type: 'credit_card', opening: previous, rows };
}

export const cardFigures = (a: Account): [string, number][] => {
  const k = (kinds: string[]): number => sum(a.rows.filter((r) => kinds.includes(r.kind)));
  return [
    ['Previous Balance', a.opening],
    ['Payments', -k(['payment'])],
    ['Other Credits', -k(['refund'])],
    ['Purchases and Other Charges', k(['purchase'])],
    ['Fees Charged', k(['cc_fee'])],
    ['Interest Charged', k(['cc_interest'])],
    ['New Balance', closing(a)],
  ];
};

export const wfCard = (): Spec2 => {
  const staff = [
    { name: 'LUIS MENDOZA', last4: '4418' },
    { name: 'KAREN WHITFIELD', last4: '9036' },
    { name: 'DEVON PARKS', last4: '2275' },
  ];
  const a = employeeCard(
    807,
    '4856201177349901',
    'Wells Fargo Business Platinum Card',
    { start: '2025-02-14', end: '2025-03-13' },
    1184522,
    staff,
    44,
  );
  const s = spec3(
    'probe3-wf-business-card-employees.pdf',
    'Wells Fargo Business Platinum credit card, employee cards each with a subtotal',
    [
      'credit-card',
      'employee-card-subtotals',
      'previous-new-balance',
      'trans-post-dates',
      'mm-dd-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'WELLS FARGO',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo Bank', 'Wells Fargo'],
    { start: '2025-02-14', end: '2025-03-13' },
    ['CANYON RIDGE LANDSCAPE INC', 'ATTN LUIS MENDOZA', '9020 E SHEA BLVD', 'SCOTTSDALE AZ 85260-6618'],
    [a],
  );
  s.pdf = () => {
    // posted the next day, never after the close (a row posted later goes on the next statement)
    const post = (iso: string): string => {
      const x = new Date(`${iso}T12:00:00Z`);
      x.setUTCDate(x.getUTCDate() + 1);
      const day = x.toISOString().slice(0, 10);
      return fmtDate2(day > '2025-03-13' ? '2025-03-13' : day, 'MM/DD');
    };
    const row = (r: Row): Line => [
      c(40, fmtDate2(r.date, 'MM/DD')),
      c(80, post(r.date)),
      c(120, r.kind === 'purchase' ? `2469216${trace(r).slice(0, 16)}` : ''),
      c(250, r.desc),
      c(572, money2(-printed(r)), { right: true }),
    ];
    const heads: Line = [
      c(40, 'Trans', { bold: true }),
      c(80, 'Post', { bold: true }),
      c(120, 'Reference Number', { bold: true }),
      c(250, 'Description', { bold: true }),
      c(572, 'Amount', { right: true, bold: true }),
    ];
    const p = new Pager<Line>(64);
    p.put([
      [c(40, 'WELLS FARGO', { bold: true, size: 14 }), c(380, 'Business Card Account Statement')],
      [c(40, a.label), c(380, 'Statement Period 02/14/2025 to 03/13/2025')],
      [c(380, `Account Number Ending in ${a.number.slice(-4)}`)],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Account Summary', { bold: true }), c(330, 'Payment Information', { bold: true })],
      ...cardFigures(a).map(([k, v], i) => [
        c(40, k),
        c(250, money2(v, { dollar: true }), { right: true }),
        ...(i === 0 ? [c(330, `Minimum Payment Due ${$(Math.max(4000, Math.round(closing(a) * 0.03)))}`)] : []),
        ...(i === 1 ? [c(330, 'Payment Due Date 04/07/2025')] : []),
      ]),
      [],
    ]);
    const other = a.rows.filter((r) => r.kind !== 'purchase' && !r.hidden);
    block(p, [[c(40, 'Payments and Other Credits; Fees; Interest', { bold: true })], heads, ...other.map(row), []]);
    for (const e of staff) {
      const mine = a.rows.filter((r) => r.card === e.last4);
      const shown = mine.filter((r) => !r.hidden);
      const lines: Line[] = [
        [c(40, `${e.name}  Card Ending in ${e.last4}`, { bold: true })],
        heads,
        ...shown.map(row),
        [
          c(250, `Total Purchases for Card Ending in ${e.last4}`, { bold: true }),
          c(572, $(sum(mine)), { right: true, bold: true }),
        ],
        [],
      ];
      if (!p.room(lines.length)) p.newPage();
      p.put(lines);
    }
    p.put([
      [
        c(
          40,
          `Total Fees Charged This Period ${$(cardFigures(a)[4][1])}    Total Interest Charged This Period ${$(cardFigures(a)[5][1])}`,
        ),
      ],
    ]);
    return drawPdf3(
      withHeads(p, (n, of) => [
        [
          c(40, `Wells Fargo Business Card  ending ${a.number.slice(-4)}`),
          c(572, `Page ${n} of ${of}`, { right: true }),
        ],
        [],
      ]),
      { font: 'Helvetica', size: 7.2, lineH: 10.4, top: 36, title: 'Statement', runs: 'cell' },
    );
  };
  return s;
};

/** Monthly interest posted on the last day, from the average balance at the given APY; rows stay in order. */
export function withInterest(rows: Row[], end: string, opening: number, apy: number, desc: string): Row[] {
  let bal = opening;
  let acc = 0;
  for (const r of rows) acc += bal += r.cents;
  const avg = rows.length ? acc / rows.length : opening;
  const cents = Math.max(1, Math.round((Math.max(avg, 0) * apy) / 12));
  return [...rows, { date: end, desc, cents, kind: 'interest' }];
}

/** A savings transfer described by its direction (out: to the checking account, in: from it). */
export const transferNamed =
  (out: string, inn: string) =>
  (r: Row): Row => ({ ...r, desc: r.cents < 0 ? out : inn });

/** "Interest paid year-to-date ... reported on Form 1099-INT": the earlier months' interest plus this one's. */
export const ytd1099 = (a: Account, earlier: number): number =>
  earlier + sum(a.rows.filter((r) => r.kind === 'interest'));

// ---------------------------------------------------------------- NorthOne: a run per glyph

export const northone = (): Spec2 => {
  const base = businessRows(808, MAR.start, MAR.end, { n: 56, cards: ['1180'], scale: 1200 });
  const rows = invoiceDescriptions(base, 808, ['SUNNYSIDE CAFE', 'METRO DENTAL LAB', 'HALSTEAD PROPERTIES']);
  const a = account('31108826470', 'NorthOne Business Banking', 'checking', openingForFloor(rows, 74455), rows);
  const s = spec3(
    'probe3-northone-business-glyphs.pdf',
    'NorthOne Business Banking (Bancorp Bank) drawn a run per glyph, with a reference column',
    [
      'glyph-per-run',
      'reference-column',
      'dates-amounts-in-descriptions',
      'signed-single-amount-column',
      'running-balance-every-row',
      'month-day-dates',
      'period-month-range',
      'pdf-lib-producer',
      'multi-page',
    ],
    'NorthOne',
    'The Bancorp Bank, N.A.',
    ['The Bancorp Bank', 'Bancorp Bank', 'NorthOne'],
    MAR,
    ['GREEN LINE BIKE COURIERS LLC', '311 W SUPERIOR ST', 'CHICAGO IL 60654-3517'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 80, head: 'Description' },
      { key: 'ref', x: 360, head: 'Reference' },
      { key: 'amount', x: 510, right: true, head: 'Amount' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(36, 'NorthOne', { bold: true, size: 15 })],
      [c(36, 'Banking services provided by The Bancorp Bank, N.A., Member FDIC')],
      [c(36, 'Statement for March 1 - March 31, 2025', { bold: true })],
      [],
      ...s.customer.map((x) => [c(36, x)]),
      [c(36, `Account number ${a.number}`)],
      [],
      [c(36, 'Opening balance'), c(180, 'Money in'), c(320, 'Money out'), c(460, 'Closing balance')],
      [
        c(36, $(a.opening), { bold: true }),
        c(180, $(t.credits), { bold: true }),
        c(320, $(t.debits), { bold: true }),
        c(460, $(closing(a)), { bold: true }),
      ],
      [],
    ]);
    section(
      p,
      'Transactions',
      lineItems(a, a.rows, cols, {
        date: d('Mon D'),
        amt: (x) => money2(x, { dollar: true }),
        bal: 'every',
        balFmt: $,
        width: 58,
      }),
      cols,
      {},
    );
    return drawPdf3(
      withHeads(p, (n, of) => [[c(36, 'NorthOne Business Banking'), c(576, `${n} / ${of}`, { right: true })], []]),
      { font: 'Helvetica', size: 7.2, lineH: 10.6, top: 36, title: 'NorthOne statement', runs: 'glyph' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Grasshopper: letter-spaced, interest checking, 1099-INT

export const grasshopper = (): Spec2 => {
  const base = businessRows(809, FEB.start, FEB.end, { n: 40, cards: ['5567'], wires: true, scale: 4000 });
  const opening = openingForFloor(base, 4120055);
  const rows = withInterest(base, FEB.end, opening, 0.0225, 'INTEREST PAID 2.25% APY');
  const a = account('2000187745', 'Innovator Business Checking', 'checking', opening, rows);
  const s = spec3(
    'probe3-grasshopper-interest-checking-spaced.pdf',
    'Grasshopper Bank Innovator Business Checking (interest-bearing), letter-spaced text',
    [
      'letter-spaced',
      'interest-1099-ytd',
      'summary-sentence',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'mm-dd-yyyy-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Grasshopper',
    'Grasshopper Bank, N.A.',
    ['Grasshopper Bank', 'Grasshopper'],
    FEB,
    ['NORTHSTAR BIOANALYTICS INC', '45 W 21ST ST FL 6', 'NEW YORK NY 10010-6803'],
    [a],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 100, head: 'Description' },
      { key: 'debit', x: 430, right: true, head: 'Debit' },
      { key: 'credit', x: 500, right: true, head: 'Credit' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(58);
    p.put([
      [c(36, 'Grasshopper', { bold: true, size: 14 })],
      [c(36, 'Grasshopper Bank, N.A.  Member FDIC'), c(380, 'February 1, 2025 - February 28, 2025')],
      [],
      ...s.customer.map((x) => [c(50, x)]),
      [c(380, `${a.label} ${a.number}`)],
      [],
      ...sentence(a, FEB.start, FEB.end, 36, 92),
      [],
    ]);
    section(
      p,
      'Account Activity',
      lineItems(a, a.rows, cols, { date: d('MM/DD/YYYY'), amt: m, bal: 'every', width: 56 }),
      cols,
      {
        forward: 'Balance forward',
        opening: a.opening,
      },
    );
    block(p, [
      [c(36, 'Interest Summary', { bold: true })],
      [c(36, 'Annual Percentage Yield Earned'), c(300, '2.25%', { right: true })],
      [
        c(36, 'Interest Paid This Period'),
        c(300, $(sum(a.rows.filter((r) => r.kind === 'interest'))), { right: true }),
      ],
      [c(36, 'Interest Paid Year-to-Date (reported on Form 1099-INT)'), c(300, $(ytd1099(a, 7612)), { right: true })],
      [c(36, 'Days in Period'), c(300, '28', { right: true })],
    ]);
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(36, `Grasshopper Bank  ${a.number}`), c(576, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 6.8, lineH: 10.6, top: 36, title: 'Statement', runs: 'spaced', spacing: 0.9 },
    );
  };
  return s;
};

// ---------------------------------------------------------------- a credit union across the year end, a run per glyph

export const timberlineFcu = (): Spec2 => {
  const chkRows = personalRows(810, YE.start, YE.end, { n: 46, card: '3392', checks: 2, firstCheck: 611 });
  const chk = account('5530017286', 'Share Draft Checking', 'checking', openingForFloor(chkRows, 21890), chkRows);
  const savBase = savingsRows(811, YE.start, YE.end, 2)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('TRANSFER TO SHARE DRAFT 7286', 'TRANSFER FROM SHARE DRAFT 7286'));
  const savOpen = 918840;
  const savRows = withInterest(savBase, '2024-12-31', savOpen, 0.0301, 'DIVIDEND 3.01% APY');
  const sav = account('5530017201', 'Regular Share Savings', 'savings', savOpen, postOrder(savRows));
  const s = spec3(
    'probe3-timberline-fcu-yearend-glyphs.pdf',
    'Federal credit union share draft + share savings, a cycle across the year end, a run per glyph',
    [
      'credit-union',
      'personal',
      'glyph-per-run',
      'year-end-period',
      'dates-without-year',
      'consolidated-checking-savings',
      'interest-1099-ytd',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'pdf-lib-producer',
      'multi-page',
    ],
    'TIMBERLINE FEDERAL CREDIT UNION',
    'Timberline Federal Credit Union',
    ['Timberline Federal Credit Union', 'Timberline FCU'],
    YE,
    ['GRACE E LINDQVIST', '1123 NE KNOTT ST', 'PORTLAND OR 97212-3020'],
    [chk, sav],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 80, head: 'Transaction' },
      { key: 'debit', x: 440, right: true, head: 'Withdrawals' },
      { key: 'credit', x: 505, right: true, head: 'Deposits' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(40, 'Timberline Federal Credit Union', { bold: true, size: 12 })],
      [c(40, 'PO Box 4410  Portland OR 97208   (503) 555-0142'), c(380, 'Statement Period Dec 16 - Jan 15')],
      [c(380, 'Statement Date 01/15/2025')],
      ...s.customer.map((x) => [c(54, x)]),
      [c(380, 'Member Number ******7201')],
      [],
      [
        c(40, 'Account'),
        c(250, 'Previous Balance', { right: true }),
        c(340, 'Deposits', { right: true }),
        c(430, 'Withdrawals', { right: true }),
        c(572, 'New Balance', { right: true }),
      ],
      ...[chk, sav].map((a) => {
        const t = totals(a.rows);
        return [
          c(40, `${a.label} ${a.number.slice(-4)}`),
          c(250, m(a.opening), { right: true }),
          c(340, m(t.credits), { right: true }),
          c(430, m(t.debits), { right: true }),
          c(572, m(closing(a)), { right: true }),
        ];
      }),
      [],
    ]);
    for (const a of [chk, sav]) {
      const t = totals(a.rows);
      section(
        p,
        `${a.label}  ${a.number}`,
        lineItems(a, a.rows, cols, { date: d('MM/DD'), amt: m, bal: 'every', width: 64 }),
        cols,
        {
          forward: 'Balance Forward',
          opening: a.opening,
          close: [
            [
              c(
                80,
                `${t.debitCount} Withdrawals ${m(t.debits)}    ${t.creditCount} Deposits ${m(t.credits)}    New Balance ${m(closing(a))}`,
                { bold: true },
              ),
            ],
          ],
        },
      );
    }
    block(p, [
      [c(40, 'Tax Information for 2024', { bold: true })],
      [
        c(40, 'Dividends paid in 2024 on Regular Share Savings (reported on Form 1099-INT)'),
        c(520, $(ytd1099(sav, 24318)), { right: true }),
      ],
      [c(40, 'Dividends paid in 2025 year-to-date'), c(520, $(0), { right: true })],
    ]);
    return drawPdf3(
      withHeads(p, (n, of) => [[c(40, 'Timberline FCU'), c(572, `Page ${n} of ${of}`, { right: true })], []]),
      { font: 'Helvetica', size: 7.4, lineH: 10.6, top: 36, title: 'Member statement', runs: 'glyph' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Renasant: tiny type at 90% scale, amounts first

export const renasant = (): Spec2 => {
  const rows = businessRows(812, APR.start, APR.end, {
    n: 120,
    cards: ['6650', '1209'],
    checks: 8,
    firstCheck: 10455,
    mca: true,
    scale: 1700,
  });
  const a = account('3301884926', 'Business Checking', 'checking', openingForFloor(rows, 233900), rows);
  const s = spec3(
    'probe3-renasant-business-tiny-scaled.pdf',
    "Renasant Bank Business Checking: 6.4 pt text printed at 90% in wide margins, the amount before the date, a balance on each day's last row",
    [
      'tiny-text',
      'dense-page',
      'scaled-90',
      'wide-margins',
      'amount-before-date',
      'day-end-balance-only',
      'signed-single-amount-column',
      'mm-dd-yy-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Renasant Bank',
    'Renasant Bank',
    ['Renasant Bank', 'Renasant'],
    APR,
    ['TUPELO TIRE & AUTO LLC', '1010 W MAIN ST', 'TUPELO MS 38801-3702'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'amount', x: 96, right: true, head: 'Amount' },
      { key: 'date', x: 110, head: 'Date' },
      { key: 'desc', x: 150, head: 'Description' },
      { key: 'balance', x: 572, right: true, head: 'Ending Daily Balance' },
    ];
    const p = new Pager<Line>(86);
    p.put([
      [c(40, 'Renasant Bank', { bold: true, size: 12 })],
      [
        c(40, 'PO Box 709  Tupelo MS 38802  renasantbank.com  Member FDIC'),
        c(380, 'Beginning 04/01/25  Ending 04/30/25'),
      ],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [c(380, `${a.label}  ${a.number}`)],
      [],
      [
        c(40, 'Beginning Balance'),
        c(130, $(a.opening), { right: true }),
        c(160, `Deposits/Credits (${t.creditCount})`),
        c(300, $(t.credits), { right: true }),
        c(330, `Withdrawals/Debits (${t.debitCount})`),
        c(470, $(t.debits), { right: true }),
        c(490, 'Ending Balance'),
        c(572, $(closing(a)), { right: true }),
      ],
      [],
    ]);
    section(
      p,
      'Transaction Detail',
      lineItems(a, a.rows, cols, { date: d('MM/DD/YY'), amt: m, bal: 'day-end', width: 90 }),
      cols,
      {},
    );
    return drawPdf3(
      withHeads(p, (n, of) => [
        [c(40, `Renasant Bank  ${a.number}`), c(572, `Page ${n} of ${of}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 6.4, lineH: 8, top: 34, title: 'Statement', runs: 'cell', scale: 0.9 },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Found: a page missing (review), a run per glyph

export const foundMissingPage = (): Spec2 => {
  const rows = businessRows(813, MAR.start, MAR.end, { n: 150, cards: ['7007'], scale: 900 });
  const a = account('5260911834', 'Found Business Checking', 'checking', openingForFloor(rows, 52211), rows);
  const s = spec3(
    'probe3-found-business-missing-page.pdf',
    'Found (Piermont Bank) business checking, page 2 of 3 missing, a run per glyph',
    [
      'missing-page',
      'glyph-per-run',
      'signed-single-amount-column',
      'running-balance-every-row',
      'iso-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Found',
    'Piermont Bank',
    ['Piermont Bank', 'Found'],
    MAR,
    ['JUNIPER & SAGE CANDLE CO', '88 ARTS DISTRICT WAY', 'SANTA FE NM 87501-2210'],
    [a],
  );
  s.expect = 'review';
  s.note = 'Page 2 of 3 is not in the file: its rows are missing, so the rows read cannot reach the printed totals.';
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 96, head: 'Description' },
      { key: 'amount', x: 500, right: true, head: 'Amount' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(36, 'Found', { bold: true, size: 15 })],
      [
        c(36, 'Banking services provided by Piermont Bank, Member FDIC'),
        c(380, 'Statement period 2025-03-01 to 2025-03-31'),
      ],
      [],
      ...s.customer.map((x) => [c(50, x)]),
      [c(380, `Account ${a.number}`)],
      [],
      [c(36, 'Starting balance'), c(200, $(a.opening), { right: true })],
      [c(36, `Money in (${t.creditCount})`), c(200, $(t.credits), { right: true })],
      [c(36, `Money out (${t.debitCount})`), c(200, $(-t.debits), { right: true })],
      [c(36, 'Ending balance'), c(200, $(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'Activity',
      lineItems(a, a.rows, cols, { date: d('YYYY-MM-DD'), amt: m, bal: 'every', width: 70 }),
      cols,
      {},
    );
    return drawPdf3(
      withHeads(p, (n, of) => [[c(36, 'Found'), c(576, `Page ${n} of ${of}`, { right: true })], []], 1),
      { font: 'Helvetica', size: 7.2, lineH: 10.6, top: 36, title: 'Found statement', runs: 'glyph' },
    );
  };
  return s;
};
