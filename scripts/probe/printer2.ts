// Statements drawn with pdf-lib instead of Chromium (a second PDF producer): a small bank's line-printer
// statement from its core (Courier, fixed columns, each word its own text run) and a credit union's
// statement (Helvetica, each field its own run at a computed position). Every figure comes from the model.
import {
  type Account,
  type Row,
  businessRows,
  closing,
  openingForFloor,
  savingsRows,
  withBalances,
  totals,
} from './model.ts';
import { printed } from './render.ts';
import { type Spec2 } from './page2.ts';
import {
  type Cell,
  type DrawnPage,
  Pager,
  detailLines,
  drawPdf,
  flow,
  fmtDate2,
  money2,
  printerCells,
} from './render2.ts';
import { PERSONAL, account } from './banks2.ts';
import { personalRows } from './rows2.ts';

const tm = (c: number): string => money2(c, { neg: 'trailing', zeroDot: true });
const pad = (s: string, n: number): string => s.padEnd(n).slice(0, n);
const lpad = (s: string, n: number): string => s.padStart(n);

// ---------------------------------------------------------------- a community bank's core, line printer

const LP = { left: 36, size: 7.4, lineH: 10, lines: 72 };
const LP_CHAR = 0.6 * LP.size; // Courier's advance

/** One ledger line: date, description, amount (trailing minus), balance. */
const lpLine = (date: string, desc: string, amt: string, bal: string): string =>
  `  ${pad(date, 10)}${pad(desc, 46)}${lpad(amt, 14)}${lpad(bal, 18)}`;

function lpLedger(a: Account, customer: string): { lines: string[]; bal: number }[] {
  return withBalances(a)
    .filter(({ row }) => !row.hidden)
    .map(({ row, balance }) => {
      const d = detailLines(row, 44, customer);
      return {
        lines: d.map((x, k) =>
          lpLine(k ? '' : fmtDate2(row.date, 'MM-DD-YY'), x, k ? '' : tm(printed(row)), k ? '' : tm(balance)),
        ),
        bal: balance,
      };
    });
}

export const cedarValley = (): Spec2 => {
  const rows = businessRows(701, '2025-01-01', '2025-01-31', {
    n: 86,
    cards: ['0611'],
    checks: 7,
    firstCheck: 2214,
    mca: true,
    scale: 1500,
  });
  const a = account('4471029', 'COMMERCIAL CHECKING', 'checking', openingForFloor(rows, -84412), rows);
  const customer = [
    'CORN BELT AG SERVICES LLC',
    'ATTN ACCOUNTS PAYABLE',
    '1420 RIVERSIDE DR',
    'CEDAR FALLS IA 50613-2207',
  ];
  const s: Spec2 = {
    file: 'probe2-cedarvalley-community-lineprinter.pdf',
    style: 'Community bank on a Jack Henry-style core: line-printer statement (pdf-lib, Courier, a run per word)',
    classes: [
      'line-printer',
      'pdf-lib-producer',
      'word-per-run',
      'mm-dd-yy-dash-dates',
      'trailing-minus-amounts',
      'trailing-minus-balances',
      'overdrawn',
      'balance-forward-per-page',
      'heading-continued',
      'summary-at-end',
      'wrapped-descriptions',
      'amount-on-first-line',
      'period-thru',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'CEDAR VALLEY STATE BANK',
    legal: 'Cedar Valley State Bank',
    aliases: ['Cedar Valley State Bank'],
    start: '2025-01-01',
    end: '2025-01-31',
    periodPrinted: true,
    statementDate: '2025-01-31',
    customer,
    accounts: [a],
  };
  s.pdf = () => {
    const head = (n: number, of: number): string[] => [
      `${' '.repeat(30)}CEDAR VALLEY STATE BANK`,
      `${' '.repeat(28)}201 MAIN STREET   PO BOX 310`,
      `${' '.repeat(28)}CEDAR FALLS IOWA 50613-0310`,
      `${' '.repeat(60)}STATEMENT DATE   01-31-25`,
      `${' '.repeat(60)}ACCOUNT NUMBER    ${a.number}`,
      `${' '.repeat(60)}PAGE              ${n} OF ${of}`,
      '',
    ];
    const p = new Pager<string>(LP.lines - 9, 0);
    p.put(['', ...customer.map((c) => `     ${c}`), '', '', '']);
    const rule = '  ' + '='.repeat(88);
    const cols = lpLine('DATE', 'DESCRIPTION', 'AMOUNT', 'BALANCE');
    flow(
      p,
      lpLedger(a, customer[0]),
      (cont, fwd) => [
        rule,
        `  ${a.label}${cont ? ' (CONTINUED)' : ''}${' '.repeat(10)}ACCOUNT ${a.number}`,
        ...(cont ? [] : ['  STATEMENT PERIOD 01-01-25 THRU 01-31-25']),
        '  ' + '-'.repeat(88),
        cols,
        lpLine(cont ? '' : '01-01-25', 'BALANCE FORWARD', '', tm(cont ? fwd! : a.opening)),
      ],
      () => [],
      a.opening,
    );
    const t = totals(a.rows);
    const all = withBalances(a).map((x) => x.balance);
    const summary = [
      '',
      `  ${'-'.repeat(30)} ACCOUNT SUMMARY ${'-'.repeat(41)}`,
      `  PREVIOUS BALANCE     ${lpad(tm(a.opening), 16)}      MINIMUM BALANCE   ${lpad(tm(Math.min(a.opening, ...all)), 16)}`,
      `  ${lpad(String(t.creditCount), 3)} DEPOSITS/CREDITS ${lpad(tm(t.credits), 16)}      DAYS IN PERIOD    ${lpad('31', 16)}`,
      `  ${lpad(String(t.debitCount), 3)} CHECKS/DEBITS   ${lpad(tm(-t.debits), 16)}`,
      `  ENDING BALANCE       ${lpad(tm(closing(a)), 16)}`,
      '',
      '  OVERDRAFT FEES:  TOTAL FOR THIS PERIOD          .00      TOTAL YEAR-TO-DATE          .00',
      '  RETURNED ITEM FEES:  TOTAL FOR THIS PERIOD      .00      TOTAL YEAR-TO-DATE          .00',
      '',
      '  IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS CALL (319) 555-0188 OR WRITE',
      '  US AT THE ADDRESS ABOVE AS SOON AS YOU CAN. WE MUST HEAR FROM YOU NO LATER THAN 60 DAYS AFTER',
      '  WE SENT THE FIRST STATEMENT ON WHICH THE PROBLEM APPEARED. MEMBER FDIC.',
    ];
    if (!p.room(summary.length)) p.newPage();
    p.put(summary);
    const pages: DrawnPage[] = p.pages.map((lines, i) => ({
      lines: [
        ...head(i + 1, p.pages.length),
        ...lines,
        ...(i < p.pages.length - 1 ? ['', `${' '.repeat(62)}CONTINUED ON NEXT PAGE`] : []),
      ].map((l) => printerCells(l, LP.left, LP_CHAR, 'word')),
    }));
    return drawPdf(pages, { font: 'Courier', size: LP.size, lineH: LP.lineH, top: 40, title: 'STATEMENT' });
  };
  return s;
};

// ---------------------------------------------------------------- a credit union, Helvetica fields

const CU = { size: 7.8, lineH: 11, lines: 64 };
const X = { date: 44, desc: 90, out: 430, in: 500, bal: 572 };

const cuRow = (date: string, desc: string, out: string, inn: string, bal: string, bold = false): Cell[] => [
  { x: X.date, text: date, bold },
  { x: X.desc, text: desc, bold },
  { x: X.out, text: out, right: true, bold },
  { x: X.in, text: inn, right: true, bold },
  { x: X.bal, text: bal, right: true, bold },
];

export const prairieFcu = (): Spec2 => {
  const chkRows = personalRows(702, '2025-01-01', '2025-01-31', { n: 44, card: '7015', checks: 3, firstCheck: 150 });
  const chk = account('7702211906', 'FREE CHECKING', 'checking', openingForFloor(chkRows, 38215), chkRows);
  const savRows: Row[] = savingsRows(703, '2025-01-01', '2025-01-31', 3).map((r) =>
    r.kind === 'interest' ? { ...r, desc: 'DIVIDEND EARNED 0.25% APY' } : r,
  );
  const sav = account('7702211893', 'SHARE SAVINGS', 'savings', 412509, savRows);
  const customer = PERSONAL[1]
    .map((x, i) => (i === 0 ? 'ANGELA M PRUITT' : i === 1 ? '2204 W 13TH ST N' : i === 2 ? 'WICHITA KS 67203-3310' : x))
    .slice(0, 3);
  const s: Spec2 = {
    file: 'probe2-prairie-fcu-consolidated.pdf',
    style: 'Credit union share savings + checking (pdf-lib, Helvetica, a run per field)',
    classes: [
      'credit-union',
      'personal',
      'pdf-lib-producer',
      'field-per-run',
      'consolidated-checking-savings',
      'balance-forward-per-page',
      'mm-dd-dates',
      'dividends-ytd-apy',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'GOLDEN PRAIRIE FEDERAL CREDIT UNION',
    legal: 'Golden Prairie Federal Credit Union',
    aliases: ['Golden Prairie Federal Credit Union', 'Golden Prairie FCU'],
    start: '2025-01-01',
    end: '2025-01-31',
    periodPrinted: true,
    statementDate: '2025-01-31',
    customer,
    accounts: [chk, sav],
  };
  s.pdf = () => {
    const p = new Pager<Cell[]>(CU.lines - 4, 0);
    const txt = (x: number, text: string, bold = false, size?: number): Cell[] => [{ x, text, bold, size }];
    p.put([
      txt(44, s.bank, true, 11),
      txt(44, 'PO BOX 2210  WICHITA KS 67201   (316) 555-0110   goldenprairiefcu.org'),
      [],
      [...txt(44, customer[0]), { x: 360, text: 'Statement Period: 01/01/25 - 01/31/25' }],
      [...txt(44, customer[1]), { x: 360, text: 'Member Number: *****2211' }],
      txt(44, customer[2]),
      [],
      txt(44, 'SUMMARY OF YOUR ACCOUNTS', true),
      [
        { x: X.date, text: 'Account', bold: true },
        { x: 250, text: 'Beginning Balance', right: true, bold: true },
        { x: 340, text: 'Deposits', right: true, bold: true },
        { x: 430, text: 'Withdrawals', right: true, bold: true },
        { x: X.bal, text: 'Ending Balance', right: true, bold: true },
      ],
      ...[sav, chk].map((a) => {
        const t = totals(a.rows);
        return [
          { x: X.date, text: `${a.label} ${a.number.slice(-4)}` },
          { x: 250, text: money2(a.opening), right: true },
          { x: 340, text: money2(t.credits), right: true },
          { x: 430, text: money2(t.debits), right: true },
          { x: X.bal, text: money2(closing(a)), right: true },
        ];
      }),
      [],
    ]);
    for (const a of [sav, chk]) {
      const t = totals(a.rows);
      const items = withBalances(a)
        .filter(({ row }) => !row.hidden)
        .map(({ row, balance }) => ({
          lines: [
            cuRow(
              fmtDate2(row.date, 'MM/DD'),
              row.desc.slice(0, 62),
              row.cents < 0 ? money2(-printed(row)) : '',
              row.cents > 0 ? money2(printed(row)) : '',
              money2(balance),
            ),
          ],
          bal: balance,
        }));
      items.push({ lines: [cuRow('01/31', 'Ending Balance', '', '', money2(closing(a)), true)], bal: closing(a) });
      flow(
        p,
        items,
        (cont, fwd) => [
          txt(44, `${a.label}   Account ${a.number}${cont ? '   (continued)' : ''}`, true),
          cuRow('Date', 'Transaction Description', 'Withdrawals', 'Deposits', 'Balance', true),
          cuRow(cont ? '' : '01/01', 'Balance Forward', '', '', money2(cont ? fwd! : a.opening)),
        ],
        () => [],
        a.opening,
      );
      const div = a.rows.filter((r) => r.kind === 'interest').reduce((n, r) => n + r.cents, 0);
      p.put([
        [{ x: X.desc, text: `Total Withdrawals ${money2(t.debits)}   Total Deposits ${money2(t.credits)}` }],
        ...(a.type === 'savings'
          ? [[{ x: X.desc, text: `Dividends Paid Year-to-Date ${money2(div)}   Annual Percentage Yield Earned 0.25%` }]]
          : []),
        [],
      ]);
    }
    p.put([
      txt(
        44,
        'Federally insured by NCUA. In case of errors or questions about your electronic transfers, call or write us at the',
      ),
      txt(
        44,
        'telephone number or address above as soon as you can; we must hear from you no later than 60 days after the first statement.',
      ),
    ]);
    const pages: DrawnPage[] = p.pages.map((lines, i) => ({
      lines: [
        [
          { x: 44, text: 'Golden Prairie Federal Credit Union' },
          { x: X.bal, text: `Page ${i + 1} of ${p.pages.length}`, right: true },
        ],
        [],
        ...lines,
      ],
    }));
    return drawPdf(pages, { font: 'Helvetica', size: CU.size, lineH: CU.lineH, top: 42, title: 'Member Statement' });
  };
  return s;
};
