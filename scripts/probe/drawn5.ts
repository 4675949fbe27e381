// The fifth probe set's statements drawn by pdf-lib (draw5.ts): Regions (a run per word, descriptions over lines,
// CR/DR balances), Santander (written column by column, a page missing), Charles Schwab Bank (Times, the page
// header written last, the summary as a sentence), Marcus (a run per glyph, letter-spaced headings and body), a
// Louisiana community bank's Courier core statement (a run per word, CR/DR balances, checks three-up), Chase
// Freedom Unlimited (a run per word, letter-spaced headings) and U.S. Bank Cash+ (a run per glyph, the page header
// last, credits marked CR). Written from general knowledge of these statements, blind to the reader; every figure comes from
// the model.
import { type Account, type Row, closing, dailyBalances, openingForFloor, savingsRows, sum, totals } from './model.ts';
import { printed } from './render.ts';
import { type Spec2 } from './page2.ts';
import { Pager, block, fmtDate2, money2, wrapText } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3, transferNamed, withInterest, ytd1099 } from './drawn3.ts';
import { type LCol, type Line, $, c, lineItems, m, section, withHeads } from './lines3.ts';
import { type DrawOpts5, drawPdf5 } from './draw5.ts';
import { figures, inYear, interestCalcRows, minimumDue, personalCard, warningRows } from './cards4.ts';
import { AUG, JUL, JUN, sentenceOf } from './banks5.ts';

const d = (f: Parameters<typeof fmtDate2>[1]) => (iso: string) => fmtDate2(iso, f);
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const shown = (rows: Row[]): Row[] => rows.filter((r) => !r.hidden);
const crdr = (v: number): string => money2(v, { suffix: 'crdr' });

const sentenceLines = (text: string, x: number, width: number): Line[] => wrapText(text, width).map((t) => [c(x, t)]);

/** Checks n-up as lines: number (a `*` after a gap), date, amount; the total below. */
function checkLines(
  a: Account,
  up: number,
  x0: number,
  colW: number,
  date: (iso: string) => string,
  title: string,
  total: string,
): Line[] {
  const all = of(a, ['check']);
  const cs = shown(all).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return [];
  const per = Math.ceil(cs.length / up);
  const out: Line[] = [[c(x0, title, { bold: true })]];
  out.push(
    Array.from({ length: up }, (_, k) => [
      c(x0 + k * colW, 'Number', { bold: true }),
      c(x0 + k * colW + 52, 'Date', { bold: true }),
      c(x0 + k * colW + colW - 18, 'Amount', { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: up }, (_, k) => {
        const j = k * per + i;
        const r = cs[j];
        if (!r) return [];
        const gap = j > 0 && r.check! !== cs[j - 1].check! + 1 ? '*' : '';
        return [
          c(x0 + k * colW, `${r.check}${gap}`),
          c(x0 + k * colW + 52, date(r.date)),
          c(x0 + k * colW + colW - 18, m(-printed(r)), { right: true }),
        ];
      }).flat(),
    );
  out.push([
    c(x0, `${total} (${all.length})`, { bold: true }),
    c(x0 + up * colW - 18, $(sum(all)), { right: true, bold: true }),
  ]);
  out.push([c(x0, '* Indicates a skip in sequential check numbers')], []);
  return out;
}

function dailyLines(
  a: Account,
  up: number,
  x0: number,
  colW: number,
  date: (iso: string) => string,
  bal: (c: number) => string,
  title: string,
): Line[] {
  const ds = dailyBalances(a);
  const per = Math.ceil(ds.length / up);
  const out: Line[] = [[c(x0, title, { bold: true })]];
  out.push(
    Array.from({ length: up }, (_, k) => [
      c(x0 + k * colW, 'Date', { bold: true }),
      c(x0 + k * colW + colW - 24, 'Balance', { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: up }, (_, k) => {
        const e = ds[k * per + i];
        return e ? [c(x0 + k * colW, date(e.date)), c(x0 + k * colW + colW - 24, bal(e.balance), { right: true })] : [];
      }).flat(),
    );
  return [...out, []];
}

const run = (pg: Line[][], o: DrawOpts5): Promise<Uint8Array> => drawPdf5(pg, o);

// ---------------------------------------------------------------- Regions LifeGreen Checking: a run per word, wrapped descriptions, CR/DR balances, overdrawn

export const regions = (): Spec2 => {
  const rows = personalRows(1901, AUG.start, AUG.end, { n: 50, card: '2047', overdraftFees: 1 });
  const a = account('0248817730', 'LifeGreen Checking', 'checking', openingForFloor(rows, -9877), rows);
  const s = spec3(
    'probe5-regions-lifegreen-checking-words.pdf',
    'Regions LifeGreen Checking, personal: descriptions over two and three lines, balances printed CR/DR (overdrawn DR), Withdrawals before Deposits, drawn a run per word',
    [
      'personal',
      'wrapped-descriptions',
      'amount-on-first-line',
      'withdrawals-deposits-balance-columns',
      'running-balance-every-row',
      'cr-dr-balances',
      'overdrawn',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'word-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'REGIONS',
    'Regions Bank',
    ['Regions Bank', 'Regions'],
    AUG,
    ['WENDELL R FAIRCLOTH', '3408 CLAIRMONT AVE S', 'BIRMINGHAM AL 35222-3914'],
    [a],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 76, head: 'Description' },
      { key: 'debit', x: 420, right: true, head: 'Withdrawals' },
      { key: 'credit', x: 492, right: true, head: 'Deposits' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ];
    const t = totals(a.rows);
    const p = new Pager<Line>(62);
    p.put([
      [c(40, 'REGIONS', { bold: true, size: 15 }), c(380, 'LIFEGREEN CHECKING', { bold: true })],
      [c(40, 'P.O. Box 11007  Birmingham AL 35288'), c(380, `ACCOUNT # ${a.number}`)],
      [c(380, 'August 1, 2025 through August 31, 2025')],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'SUMMARY', { bold: true })],
      [c(40, 'Beginning Balance'), c(300, crdr(a.opening), { right: true })],
      [c(40, 'Deposits & Credits'), c(300, `+ ${m(t.credits)}`, { right: true })],
      [c(40, 'Withdrawals'), c(300, `- ${m(t.debits)}`, { right: true })],
      [c(40, 'Ending Balance'), c(300, crdr(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'ACCOUNT ACTIVITY',
      lineItems(a, a.rows, cols, {
        date: d('MM/DD'),
        amt: m,
        bal: 'every',
        balFmt: crdr,
        wrap: 44,
        customer: s.customer[0],
      }),
      cols,
      {
        forward: 'Balance Forward',
        opening: a.opening,
        balFmt: crdr,
      },
    );
    block(p, [
      [
        c(
          40,
          'Overdraft fees this period $36.00    Overdraft fees year-to-date $108.00    Returned item fees YTD $0.00',
        ),
      ],
    ]);
    return run(
      withHeads(p, (n, all) => [
        [c(40, `Regions LifeGreen Checking  ${a.number}`), c(572, `Page ${n} of ${all}`, { right: true })],
        [],
      ]),
      {
        font: 'Helvetica',
        size: 7.4,
        lineH: 10.4,
        top: 34,
        title: 'Regions Statement',
        order: 'rows',
        runs: 'word',
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Santander Simply Right Checking: written column by column, a page missing

export const santanderMissingPage = (): Spec2 => {
  const rows = personalRows(1902, JUL.start, JUL.end, { n: 150, card: '6613' });
  const a = account('7104429186', 'Santander Simply Right Checking', 'checking', openingForFloor(rows, 20455), rows);
  const s = spec3(
    'probe5-santander-simply-right-missing-page.pdf',
    'Santander Simply Right Checking, personal, page 3 of 4 missing, Deposits before Withdrawals, the text written column by column',
    [
      'personal',
      'missing-page',
      'deposits-withdrawals-balance-columns',
      'running-balance-every-row',
      'mm-dd-dates',
      'page-n-of-m',
      'heading-continued',
      'columns-written-column-by-column',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Santander',
    'Santander Bank, N.A.',
    ['Santander Bank', 'Santander'],
    JUL,
    ['FERNANDA C ALMEIDA', '45 COLUMBIA ST', 'FALL RIVER MA 02721-1509'],
    [a],
  );
  s.expect = 'review';
  s.note =
    'page 3 of 4 is not in the file: the rows on it are missing, so the rows read cannot reach the summary totals or the ending balance';
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 80, head: 'Description' },
      { key: 'credit', x: 424, right: true, head: 'Deposits' },
      { key: 'debit', x: 498, right: true, head: 'Withdrawals' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ];
    const t = totals(a.rows);
    const p = new Pager<Line>(50);
    p.put([
      [c(40, 'Santander', { bold: true, size: 15 })],
      [c(40, 'Santander Bank, N.A.  PO Box 12646  Reading PA 19612'), c(380, 'Statement Period 07/01/25 - 07/31/25')],
      [c(380, `Account Number XXXXXX${a.number.slice(-4)}`)],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Balances', { bold: true })],
      [c(40, 'Beginning Balance'), c(260, $(a.opening), { right: true })],
      [c(40, 'Deposits/Credits'), c(260, $(t.credits), { right: true })],
      [c(40, 'Withdrawals/Debits'), c(260, $(t.debits), { right: true })],
      [c(40, 'Ending Balance'), c(260, $(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'Account Activity',
      lineItems(a, a.rows, cols, { date: d('MM/DD'), amt: m, bal: 'every', width: 58 }),
      cols,
      { forward: 'Balance Forward', opening: a.opening },
    );
    const pages = p.pages.length;
    if (pages !== 4) throw new Error(`santander: ${pages} pages, the note says 4`);
    return run(
      withHeads(
        p,
        (n, all) => [[c(40, 'Santander Simply Right Checking'), c(572, `Page ${n} of ${all}`, { right: true })], []],
        2,
      ),
      {
        font: 'Helvetica',
        size: 7.2,
        lineH: 10.3,
        top: 34,
        title: 'Santander Statement',
        order: 'columns',
        runs: 'cell',
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Charles Schwab Bank Investor Checking: Times, the header last, a sentence summary

export const schwab = (): Spec2 => {
  const base = personalRows(1903, JUN.start, JUN.end, { n: 34, card: '0917', checks: 2, firstCheck: 301 }).map((r) =>
    r.kind === 'card' && r.desc.startsWith('ATM')
      ? { ...r, desc: r.desc.replace('ATM WITHDRAWAL', 'ATM WITHDRAWAL ATM FEE REBATE ELIGIBLE') }
      : r,
  );
  const open0 = openingForFloor(base, 81440);
  const a = account(
    '440018276615',
    'Schwab Bank Investor Checking',
    'checking',
    open0,
    withInterest(base, JUN.end, open0, 0.0005, 'Interest Paid'),
  );
  const s = spec3(
    'probe5-schwab-investor-checking-headlast.pdf',
    'Charles Schwab Bank Investor Checking, personal: the summary as a sentence, Deposits before Withdrawals, drawn in Times with the page header written after the body',
    [
      'personal',
      'summary-sentence',
      'deposits-withdrawals-balance-columns',
      'running-balance-every-row',
      'interest-ytd-apy',
      'mm-dd-dates',
      'page-n-of-m',
      'header-written-last',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Charles Schwab Bank',
    'Charles Schwab Bank, SSB',
    ['Charles Schwab Bank', 'Schwab Bank', 'Schwab'],
    JUN,
    ['ELEANOR J VOSS TTEE', '1190 ALAMEDA DE LAS PULGAS', 'BELMONT CA 94002-3615'],
    [a],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 80, head: 'Description' },
      { key: 'credit', x: 420, right: true, head: 'Deposits/Credits' },
      { key: 'debit', x: 496, right: true, head: 'Withdrawals/Debits' },
      { key: 'balance', x: 572, right: true, head: 'Ending Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(40, 'charles SCHWAB', { bold: true, size: 15 }), c(380, 'Schwab Bank Investor Checking')],
      [c(40, 'Schwab One Checking Statement'), c(380, 'Statement Period: June 1-30, 2025')],
      [c(380, `Account Number: ${a.number.slice(0, 4)}-${a.number.slice(4, 8)}`)],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Account Summary', { bold: true })],
      ...sentenceLines(sentenceOf(a, JUN.start, JUN.end), 40, 118),
      [],
    ]);
    section(
      p,
      'Transaction Detail',
      lineItems(a, a.rows, cols, { date: d('MM/DD'), amt: m, bal: 'every', width: 62 }),
      cols,
      { forward: 'Beginning Balance', opening: a.opening },
    );
    block(p, [
      [],
      [c(40, 'Interest', { bold: true })],
      [
        c(
          40,
          `Interest Paid This Period ${$(sum(of(a, ['interest'])))}    Interest Paid Year to Date ${$(ytd1099(a, 188))}    Annual Percentage Yield Earned 0.05%`,
        ),
      ],
      [],
      [
        c(
          40,
          'Schwab Bank Investor Checking is offered by Charles Schwab Bank, SSB. Member FDIC. ATM fees rebated worldwide.',
        ),
      ],
    ]);
    return run(
      withHeads(p, (n, all) => [
        [c(40, `Schwab Bank Investor Checking of ELEANOR J VOSS TTEE`), c(572, `Page ${n} of ${all}`, { right: true })],
        [],
      ]),
      {
        font: 'Times',
        size: 8,
        lineH: 10.8,
        top: 34,
        title: 'Schwab Bank Statement',
        order: 'head-last',
        headLines: 2,
        runs: 'cell',
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Marcus Online Savings: a run per glyph, letter-spaced headings and body

export const marcus = (): Spec2 => {
  const base = savingsRows(1904, JUL.start, JUL.end, 8)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('ACH Withdrawal to CHASE ****2281', 'ACH Deposit from CHASE ****2281'));
  const open0 = 3164409;
  const a = account(
    '9104457721',
    'Online Savings Account',
    'savings',
    open0,
    withInterest(postOrder(base), JUL.end, open0, 0.0375, 'Interest Paid'),
  );
  const s = spec3(
    'probe5-marcus-online-savings-tracked.pdf',
    'Marcus by Goldman Sachs Online Savings, personal: one savings account, letter-spaced headings and body text drawn a glyph at a time',
    [
      'personal',
      'savings-only',
      'signed-single-amount-column',
      'running-balance-every-row',
      'interest-ytd-apy',
      'mm-dd-yyyy-dates',
      'tracked-headings',
      'tracked-body',
      'glyph-per-run',
      'pdf-lib-producer',
    ],
    'Marcus by Goldman Sachs',
    'Goldman Sachs Bank USA',
    ['Goldman Sachs Bank USA', 'Marcus'],
    JUL,
    ['SIOBHAN T MURRAY', '88 GREENWICH ST APT 2104', 'NEW YORK NY 10006-2201'],
    [a],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'DATE' },
      { key: 'desc', x: 100, head: 'DESCRIPTION' },
      { key: 'amount', x: 470, right: true, head: 'AMOUNT' },
      { key: 'balance', x: 572, right: true, head: 'BALANCE' },
    ];
    const t = totals(a.rows);
    const p = new Pager<Line>(56);
    p.put([
      [c(40, 'MARCUS', { bold: true, size: 15 }), c(380, 'by Goldman Sachs')],
      [c(380, 'Statement Period 07/01/2025 - 07/31/2025')],
      [c(380, `Account ending in ${a.number.slice(-4)}`)],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'ACCOUNT SUMMARY', { bold: true })],
      [c(40, 'Beginning Balance'), c(300, $(a.opening), { right: true })],
      [c(40, 'Deposits'), c(300, $(t.credits - sum(of(a, ['interest']))), { right: true })],
      [c(40, 'Interest Paid'), c(300, $(sum(of(a, ['interest']))), { right: true })],
      [c(40, 'Withdrawals'), c(300, $(t.debits), { right: true })],
      [c(40, 'Ending Balance'), c(300, $(closing(a)), { right: true })],
      [c(40, `Annual Percentage Yield Earned 3.75%    Interest Paid YTD ${$(ytd1099(a, 51260))}`)],
      [],
    ]);
    section(
      p,
      'ACCOUNT ACTIVITY',
      lineItems(a, a.rows, cols, { date: d('MM/DD/YYYY'), amt: m, bal: 'every', width: 60 }),
      cols,
      { opening: a.opening },
    );
    block(p, [
      [
        c(
          40,
          'Goldman Sachs Bank USA, Salt Lake City branch. Member FDIC. Marcus by Goldman Sachs is a brand of Goldman Sachs Bank USA.',
        ),
      ],
    ]);
    return run(
      withHeads(p, (n, all) => [
        [c(40, 'MARCUS BY GOLDMAN SACHS', { bold: true }), c(572, `Page ${n} of ${all}`, { right: true })],
        [],
      ]),
      {
        font: 'Helvetica',
        size: 7.6,
        lineH: 11.2,
        top: 36,
        title: 'Marcus Statement',
        order: 'rows',
        runs: 'glyph',
        trackBold: 1.8,
        trackBody: 0.45,
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- A Louisiana community bank's core statement: Courier, a run per word, CR/DR balances, checks three-up

export const bayouTeche = (): Spec2 => {
  const rows = personalRows(1905, AUG.start, AUG.end, { n: 60, card: '1184', checks: 9, firstCheck: 4410 });
  const a = account('30074418', 'PERSONAL CHECKING', 'checking', openingForFloor(rows, -4120), rows);
  const s = spec3(
    'probe5-bayouteche-louisiana-community-courier.pdf',
    'A Louisiana community bank (Bayou Teche State Bank, invented) personal checking from its core: Courier, sections with descriptions over lines, checks three-up, CR/DR daily balances, a run per word',
    [
      'community-bank',
      'personal',
      'courier',
      'sections-credits-debits',
      'section-totals',
      'wrapped-descriptions',
      'amount-on-first-line',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'daily-balance-table',
      'cr-dr-balances',
      'overdrawn',
      'mm-dd-dates',
      'page-n-of-m',
      'word-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'BAYOU TECHE STATE BANK',
    'Bayou Teche State Bank',
    ['Bayou Teche State Bank', 'Bayou Teche'],
    AUG,
    ['ANTOINE J BROUSSARD', '212 E MAIN ST', 'NEW IBERIA LA 70560-3722'],
    [a],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'DATE' },
      { key: 'desc', x: 80, head: 'DESCRIPTION' },
      { key: 'amount', x: 560, right: true, head: 'AMOUNT' },
    ];
    const t = totals(a.rows);
    const cr = a.rows.filter((r) => r.cents > 0);
    const db = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
    const un = (v: number): string => m(Math.abs(v));
    const p = new Pager<Line>(64);
    p.put([
      [c(36, 'BAYOU TECHE STATE BANK', { bold: true }), c(380, 'STATEMENT DATE  08/31/25')],
      [c(36, '600 E MAIN ST  NEW IBERIA LA 70560'), c(380, `ACCOUNT NUMBER  ${a.number}`)],
      [c(36, 'TELEPHONE 337-555-0142'), c(380, 'PERIOD 08/01/25 THRU 08/31/25')],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(36, `${a.label}`, { bold: true })],
      [
        c(36, 'PREVIOUS BALANCE'),
        c(250, crdr(a.opening), { right: true }),
        c(300, `${t.creditCount} DEPOSITS/CREDITS`),
        c(560, m(t.credits), { right: true }),
      ],
      [c(300, `${t.debitCount} CHECKS/DEBITS`), c(560, m(t.debits), { right: true })],
      [
        c(36, 'CURRENT BALANCE'),
        c(250, crdr(closing(a)), { right: true }),
        c(300, 'SERVICE CHARGE'),
        c(560, '.00', { right: true }),
      ],
      [],
    ]);
    const opt = { date: d('MM/DD'), amt: un, bal: 'none' as const, wrap: 50, customer: s.customer[0] };
    section(p, 'DEPOSITS AND OTHER CREDITS', lineItems(a, cr, cols, opt), cols, {
      close: [
        [c(80, 'TOTAL DEPOSITS AND OTHER CREDITS', { bold: true }), c(560, m(sum(cr)), { right: true, bold: true })],
      ],
    });
    block(p, checkLines(a, 3, 36, 176, d('MM/DD'), 'CHECKS', 'TOTAL CHECKS'));
    section(p, 'OTHER DEBITS', lineItems(a, db, cols, opt), cols, {
      close: [[c(80, 'TOTAL OTHER DEBITS', { bold: true }), c(560, m(sum(db)), { right: true, bold: true })]],
    });
    block(p, dailyLines(a, 3, 36, 176, d('MM/DD'), crdr, 'DAILY BALANCE SUMMARY'));
    return run(
      withHeads(p, (n, all) => [
        [c(36, `${a.number}  ANTOINE J BROUSSARD`), c(560, `PAGE ${n} OF ${all}`, { right: true })],
        [],
      ]),
      {
        font: 'Courier',
        size: 7.2,
        lineH: 10,
        top: 34,
        title: 'Statement',
        order: 'rows',
        runs: 'word',
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- drawn cards: the summary, the lists, fees and interest, the calculation

interface DrawnCard {
  dollarHead: string;
  cols: LCol[];
  amt: (v: number) => string;
  date: (iso: string) => string;
  top: Line[];
  head: (n: number, all: number) => Line[];
  o: Omit<DrawOpts5, 'title'>;
  apr: number;
  days: number;
  rewards: Line[];
}

function cardPdf(s: Spec2, a: Account, k: DrawnCard): Promise<Uint8Array> {
  const f = figures(a);
  const p = new Pager<Line>(60);
  p.put([
    ...k.top,
    [c(40, 'ACCOUNT SUMMARY', { bold: true }), c(330, 'PAYMENT INFORMATION', { bold: true })],
    [
      c(40, 'Previous Balance'),
      c(270, $(f.previous), { right: true }),
      c(330, 'New Balance'),
      c(572, $(f.next), { right: true }),
    ],
    [
      c(40, 'Payment, Credits'),
      c(270, `-${$(f.payments + f.credits)}`, { right: true }),
      c(330, 'Minimum Payment Due'),
      c(572, $(minimumDue(f.next)), { right: true }),
    ],
    [
      c(40, 'Purchases'),
      c(270, `+${$(f.purchases)}`, { right: true }),
      c(330, 'Payment Due Date'),
      c(
        572,
        fmtDate2(s.end, 'MM/DD/YY').replace(/^(\d\d)/, (x) => String((Number(x) % 12) + 1).padStart(2, '0')),
        { right: true },
      ),
    ],
    [c(40, 'Cash Advances'), c(270, '$0.00', { right: true })],
    [c(40, 'Balance Transfers'), c(270, '$0.00', { right: true })],
    [c(40, 'Fees Charged'), c(270, `+${$(f.fees)}`, { right: true })],
    [c(40, 'Interest Charged'), c(270, `+${$(f.interest)}`, { right: true })],
    [c(40, 'New Balance', { bold: true }), c(270, $(f.next), { right: true, bold: true })],
    [],
    [
      c(
        40,
        'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take longer to pay off.',
      ),
    ],
    ...warningRows(f.next, k.apr).map((r) => [c(40, r[0]), c(250, r[1]), c(360, r[2])]),
    [],
    ...k.rewards,
    [],
  ]);
  const opt = { date: k.date, amt: k.amt, bal: 'none' as const, width: 64 };
  const list = (title: string, rows: Row[], total: string, v: number): void => {
    if (!rows.length) return;
    section(p, title, lineItems(a, rows, k.cols, opt), k.cols, {
      close: [[c(90, total, { bold: true }), c(572, k.amt(v), { right: true, bold: true })]],
    });
  };
  p.newPage();
  list(
    'PAYMENTS AND OTHER CREDITS',
    of(a, ['payment', 'refund']),
    'TOTAL PAYMENTS AND OTHER CREDITS',
    -(f.payments + f.credits),
  );
  list('PURCHASE', of(a, ['purchase']), 'TOTAL PURCHASES FOR THIS PERIOD', f.purchases);
  list('FEES CHARGED', of(a, ['cc_fee']), 'TOTAL FEES FOR THIS PERIOD', f.fees);
  list('INTEREST CHARGED', of(a, ['cc_interest']), 'TOTAL INTEREST FOR THIS PERIOD', f.interest);
  const year = s.end.slice(0, 4);
  block(p, [
    [c(40, `${year} Totals Year-to-Date`, { bold: true })],
    [c(40, `Total fees charged in ${year}`), c(300, $(inYear(a, 'cc_fee', year, 3900)), { right: true })],
    [c(40, `Total interest charged in ${year}`), c(300, $(inYear(a, 'cc_interest', year, 38211)), { right: true })],
    [],
    [
      c(
        40,
        `INTEREST CHARGE CALCULATION   Your Annual Percentage Rate (APR) is the annual interest rate on your account.   Days in Billing Cycle: ${k.days}`,
        { bold: true },
      ),
    ],
    [
      c(40, 'Balance Type', { bold: true }),
      c(200, 'Annual Percentage Rate (APR)', { bold: true }),
      c(470, 'Balance Subject To Interest Rate', { right: true, bold: true }),
      c(572, 'Interest Charges', { right: true, bold: true }),
    ],
    ...interestCalcRows(a, k.apr, k.days).map((r) => [
      c(40, r[0]),
      c(200, r[1]),
      c(470, r[2], { right: true }),
      c(572, r[3], { right: true }),
    ]),
  ]);
  return run(withHeads(p, k.head), { ...k.o, title: `${s.bank} Statement` });
}

// ---------------------------------------------------------------- Chase Freedom Unlimited: a run per word, letter-spaced headings

export const chaseFreedom = (): Spec2 => {
  const period = { start: '2025-07-09', end: '2025-08-08' };
  const a = personalCard(
    1906,
    '4266841198772208',
    'Chase Freedom Unlimited',
    period,
    215830,
    [{ name: 'KWAME A MENSAH', last4: '2208' }],
    36,
  );
  const s = spec3(
    'probe5-chase-freedom-unlimited-cc-words.pdf',
    'Chase Freedom Unlimited (personal): payments negative, dated fee and interest lines in their own sections with totals, the interest charge calculation, drawn a run per word with letter-spaced headings',
    [
      'credit-card',
      'personal',
      'dated-interest-lines',
      'fees-interest-sections-with-totals',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'mm-dd-dates',
      'page-n-of-m',
      'tracked-headings',
      'word-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'CHASE',
    'JPMorgan Chase Bank, N.A.',
    ['JPMorgan Chase Bank', 'Chase'],
    period,
    ['KWAME A MENSAH', '5120 N SHERIDAN RD APT 1207', 'CHICAGO IL 60640-3131'],
    [a],
  );
  s.pdf = () => {
    const f = figures(a);
    return cardPdf(s, a, {
      dollarHead: '$ Amount',
      cols: [
        { key: 'date', x: 40, head: 'Date of Transaction' },
        { key: 'desc', x: 130, head: 'Merchant Name or Transaction Description' },
        { key: 'amount', x: 572, right: true, head: '$ Amount' },
      ],
      amt: m,
      date: d('MM/DD'),
      top: [
        [
          c(40, 'CHASE FREEDOM UNLIMITED', { bold: true, size: 13 }),
          c(380, 'Opening/Closing Date 07/09/25 - 08/08/25'),
        ],
        [
          c(40, 'Chase Card Services  P.O. Box 15123  Wilmington DE 19850-5123'),
          c(380, `Account Number: XXXX XXXX XXXX ${a.number.slice(-4)}`),
        ],
        [],
        ...s.customer.map((x) => [c(54, x)]),
        [],
      ],
      head: (n, all) => [
        [c(40, 'KWAME A MENSAH'), c(300, 'Statement Date: 08/08/25'), c(572, `Page ${n} of ${all}`, { right: true })],
        [],
      ],
      o: { font: 'Helvetica', size: 7.5, lineH: 10.6, top: 34, order: 'rows', runs: 'word', trackBold: 1.6 },
      apr: 0.2099,
      days: 31,
      rewards: [
        [c(40, 'CASH BACK REWARDS SUMMARY', { bold: true })],
        [c(40, 'Previous points balance'), c(300, '12,408', { right: true })],
        [
          c(40, '+ 1.5% (1.5 Pts)/$1 earned on all purchases'),
          c(300, Math.floor(f.purchases * 0.015).toLocaleString('en-US'), { right: true }),
        ],
      ],
    });
  };
  return s;
};

// ---------------------------------------------------------------- U.S. Bank Cash+ Visa: the page header last, credits marked CR

export const usbankCashPlus = (): Spec2 => {
  const period = { start: '2025-06-17', end: '2025-07-16' };
  const a = personalCard(
    1907,
    '4037840011226649',
    'U.S. Bank Cash+ Visa Signature',
    period,
    176402,
    [{ name: 'LAUREN E KOWALCZYK', last4: '6649' }],
    32,
  );
  const s = spec3(
    'probe5-usbank-cashplus-cc-headlast.pdf',
    'U.S. Bank Cash+ Visa Signature (personal): payments and credits marked CR, post dates and reference numbers, dated interest, drawn a glyph at a time with the page header written after the body',
    [
      'credit-card',
      'personal',
      'cr-suffix-credits',
      'dated-interest-lines',
      'fees-interest-sections-with-totals',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minimum-payment-warning',
      'rewards-summary',
      'mm-dd-dates',
      'page-n-of-m',
      'header-written-last',
      'glyph-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'U.S. Bank',
    'U.S. Bank National Association',
    ['U.S. Bank', 'US Bank'],
    period,
    ['LAUREN E KOWALCZYK', '1840 N FARWELL AVE APT 5', 'MILWAUKEE WI 53202-1712'],
    [a],
  );
  s.pdf = () => {
    const f = figures(a);
    return cardPdf(s, a, {
      dollarHead: 'Amount',
      cols: [
        { key: 'date', x: 40, head: 'Post Date' },
        { key: 'ref', x: 92, head: 'Ref #' },
        { key: 'desc', x: 200, head: 'Transaction Description' },
        { key: 'amount', x: 572, right: true, head: 'Amount' },
      ],
      amt: (v) => money2(-v, { suffix: 'cr', dollar: true }),
      date: d('MM/DD'),
      top: [
        [c(40, 'U.S. BANK CASH+ VISA SIGNATURE CARD', { bold: true, size: 12 })],
        [c(40, 'Cardmember Service  P.O. Box 6352  Fargo ND 58125-6352'), c(380, 'Closing Date 07/16/25')],
        [c(380, `Account: ${a.number.slice(0, 4)} ${'XXXX XXXX'} ${a.number.slice(-4)}`)],
        ...s.customer.map((x) => [c(54, x)]),
        [],
      ],
      head: (n, all) => [
        [
          c(40, 'LAUREN E KOWALCZYK  Open Date: 06/17/25  Closing Date: 07/16/25'),
          c(572, `Page ${n} of ${all}`, { right: true }),
        ],
        [],
      ],
      o: { font: 'Helvetica', size: 7.3, lineH: 10.5, top: 34, order: 'head-last', headLines: 2, runs: 'glyph' },
      apr: 0.2649,
      days: 30,
      rewards: [
        [c(40, 'CASH+ REWARDS', { bold: true })],
        [c(40, 'Cash Back Earned This Statement'), c(300, $(Math.round(f.purchases * 0.02)), { right: true })],
      ],
    });
  };
  return s;
};
