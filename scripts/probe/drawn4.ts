// The fourth probe set's statements drawn by pdf-lib (draw4.ts): a credit union's share 00 + draft 10 statement
// and a store of glyph runs, a business statement written column by column, a Texas community bank's Courier
// statement with its page header written last, Discover and Barclays cards, and a Square business statement
// with a page missing. Written from general knowledge of these statements, blind to the reader; every figure
// printed comes from the model.
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
import { printed } from './render.ts';
import { type Spec2 } from './page2.ts';
import { Pager, block, fmtDate2, money2, printerCells } from './render2.ts';
import { account } from './banks2.ts';
import { personalRows, postOrder } from './rows2.ts';
import { spec3, transferNamed, withInterest, ytd1099 } from './drawn3.ts';
import { type LCol, type Line, $, c, lineItems, m, section, withHeads } from './lines3.ts';
import { drawPdf4 } from './draw4.ts';
import { APR, JUN, MAY } from './banks4.ts';
import { figures, inYear, interestCalcRows, minimumDue, personalCard, warningRows } from './cards4.ts';

const d = (f: Parameters<typeof fmtDate2>[1]) => (iso: string) => fmtDate2(iso, f);
const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const shown = (rows: Row[]): Row[] => rows.filter((r) => !r.hidden);

// ---------------------------------------------------------------- BECU: share 00 and draft 10 of one membership, a run per glyph

export const becu = (): Spec2 => {
  const chkRows = personalRows(1601, JUN.start, JUN.end, { n: 40, card: '2284', checks: 3, firstCheck: 1051 }).map(
    (r) => (r.kind === 'check' ? { ...r, desc: `SHARE DRAFT ${r.check}` } : r),
  );
  const cOpen = openingForFloor(chkRows, 40211);
  const chk = account(
    '447102910',
    'MEMBER ADVANTAGE CHECKING',
    'checking',
    cOpen,
    withInterest(chkRows, JUN.end, cOpen, 0.0025, 'DIVIDEND EARNED 0.25% APY'),
  );
  const savBase = savingsRows(1602, JUN.start, JUN.end, 3)
    .filter((r) => r.kind !== 'interest')
    .map(transferNamed('TRANSFER TO SHARE DRAFT 10', 'TRANSFER FROM SHARE DRAFT 10'));
  const sav = account(
    '447102900',
    'MEMBER SHARE SAVINGS',
    'savings',
    520418,
    withInterest(postOrder(savBase), JUN.end, 520418, 0.001, 'DIVIDEND EARNED 0.10% APY'),
  );
  const s = spec3(
    'probe4-becu-share-draft-glyphs.pdf',
    'BECU (Boeing Employees Credit Union) member statement: share savings 00 and checking 10 of one membership, dividends and year-to-date lines, a run per glyph',
    [
      'credit-union',
      'personal',
      'share-draft-suffixes',
      'consolidated-checking-savings',
      'dividends-ytd-apy',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'balance-forward-per-page',
      'mm-dd-dates',
      'glyph-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'BECU',
    'Boeing Employees Credit Union',
    ['Boeing Employees Credit Union', 'BECU'],
    JUN,
    ['HANNAH K LINDGREN', '1402 NE 65TH ST APT 308', 'SEATTLE WA 98115-6710'],
    [chk, sav],
  );
  s.pdf = () => {
    const cols: LCol[] = [
      { key: 'date', x: 40, head: 'Date' },
      { key: 'desc', x: 78, head: 'Transaction Description' },
      { key: 'debit', x: 430, right: true, head: 'Withdrawals' },
      { key: 'credit', x: 500, right: true, head: 'Deposits' },
      { key: 'balance', x: 572, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(60);
    p.put([
      [c(40, 'BECU', { bold: true, size: 16 }), c(380, 'Statement Period 06/01/2025 - 06/30/2025')],
      [c(40, 'PO Box 97050  Seattle WA 98124-9750   800-233-2328   becu.org'), c(380, 'Member Number XXXXX1029')],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Summary of Accounts', { bold: true })],
      [
        c(40, 'Suffix', { bold: true }),
        c(76, 'Account', { bold: true }),
        c(300, 'Previous Balance', { right: true, bold: true }),
        c(380, 'Deposits', { right: true, bold: true }),
        c(460, 'Withdrawals', { right: true, bold: true }),
        c(572, 'Ending Balance', { right: true, bold: true }),
      ],
      ...[sav, chk].map((a) => {
        const t = totals(a.rows);
        return [
          c(40, a.number.slice(-2)),
          c(76, a.label),
          c(300, m(a.opening), { right: true }),
          c(380, m(t.credits), { right: true }),
          c(460, m(t.debits), { right: true }),
          c(572, m(closing(a)), { right: true }),
        ];
      }),
      [],
    ]);
    for (const [a, earlier] of [
      [sav, 3120],
      [chk, 611],
    ] as const) {
      const t = totals(a.rows);
      const div = sum(of(a, ['interest']));
      section(
        p,
        `${a.label} - ${a.number.slice(-2)}   Account ${a.number}`,
        lineItems(a, a.rows, cols, { date: d('MM/DD'), amt: m, bal: 'every', width: 60 }),
        cols,
        {
          forward: 'Balance Forward',
          opening: a.opening,
          close: [
            [
              c(
                78,
                `Total ${t.debitCount} Withdrawals ${m(t.debits)}    Total ${t.creditCount} Deposits ${m(t.credits)}    Ending Balance ${m(closing(a))}`,
                { bold: true },
              ),
            ],
            [
              c(
                78,
                `Dividends This Period ${$(div)}    Dividends Year-to-Date ${$(ytd1099(a, earlier))}    Federal Withholding YTD $0.00`,
              ),
            ],
          ],
        },
      );
    }
    block(p, [
      [
        c(
          40,
          'Federally insured by NCUA. Equal Housing Opportunity. Questions about an electronic transfer? Call 800-233-2328 within 60 days.',
        ),
      ],
    ]);
    return drawPdf4(
      withHeads(p, (n, all) => [[c(40, 'BECU Member Statement'), c(572, `Page ${n} of ${all}`, { right: true })], []]),
      { font: 'Helvetica', size: 7.3, lineH: 10.6, top: 36, title: 'BECU Statement', order: 'rows', runs: 'glyph' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- First Interstate: written column by column, trailing minus

export const firstInterstate = (): Spec2 => {
  const rows = businessRows(1603, MAY.start, MAY.end, {
    n: 70,
    cards: ['5306'],
    checks: 4,
    firstCheck: 2701,
    mca: true,
    scale: 1300,
  });
  const a = account('6011882047', 'BUSINESS CHECKING', 'checking', openingForFloor(rows, -61290), rows);
  const s = spec3(
    'probe4-firstinterstate-business-columns.pdf',
    'First Interstate Bank Business Checking, overdrawn balances with a trailing minus, the text written column by column',
    [
      'columns-written-column-by-column',
      'trailing-minus-balances',
      'overdrawn',
      'zero-amounts-printed-dot00',
      'wrapped-descriptions',
      'amount-on-first-line',
      'debit-credit-balance-columns',
      'running-balance-every-row',
      'mm-dd-dash-dates',
      'period-beginning-ending',
      'pdf-lib-producer',
      'multi-page',
    ],
    'FIRST INTERSTATE BANK',
    'First Interstate Bank',
    ['First Interstate Bank', 'First Interstate'],
    MAY,
    ['YELLOWSTONE OUTFITTERS SUPPLY LLC', '2815 1ST AVE N', 'BILLINGS MT 59101-2009'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const tm = (x: number): string => money2(x, { neg: 'trailing', zeroDot: true });
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 70, head: 'Description' },
      { key: 'debit', x: 420, right: true, head: 'Debits' },
      { key: 'credit', x: 494, right: true, head: 'Credits' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(64);
    p.put([
      [c(36, 'First Interstate Bank', { bold: true, size: 13 })],
      [
        c(36, 'PO Box 30918  Billings MT 59116   firstinterstate.com   Member FDIC'),
        c(390, 'Beginning Date  May 1, 2025'),
      ],
      [c(390, 'Ending Date  May 31, 2025')],
      ...s.customer.map((x) => [c(50, x)]),
      [c(390, `${a.label}  ${a.number}`)],
      [],
      [c(36, 'Account Summary', { bold: true })],
      [
        c(36, 'Beginning Balance'),
        c(240, tm(a.opening), { right: true }),
        c(300, 'Service Charges'),
        c(480, tm(0), { right: true }),
      ],
      [
        c(36, `Deposits/Credits (${t.creditCount})`),
        c(240, tm(t.credits), { right: true }),
        c(300, 'Interest Paid'),
        c(480, tm(0), { right: true }),
      ],
      [
        c(36, `Withdrawals/Debits (${t.debitCount})`),
        c(240, tm(-t.debits), { right: true }),
        c(300, 'Minimum Balance'),
        c(480, tm(Math.min(...dailyBalances(a).map((x) => x.balance))), { right: true }),
      ],
      [c(36, 'Ending Balance'), c(240, tm(closing(a)), { right: true })],
      [],
    ]);
    section(
      p,
      'Account Activity',
      lineItems(a, a.rows, cols, { date: d('MM-DD'), amt: tm, bal: 'every', wrap: 58, customer: s.customer[0] }),
      cols,
      {
        forward: 'Balance Forward',
        opening: a.opening,
        balFmt: tm,
      },
    );
    return drawPdf4(
      withHeads(p, (n, all) => [
        [c(36, `First Interstate Bank  ${a.number}`), c(576, `Page ${n} of ${all}`, { right: true })],
        [],
      ]),
      { font: 'Times', size: 7.8, lineH: 10.4, top: 36, title: 'Statement', order: 'columns' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- a Texas community bank: Courier, sections, OD balances, header written last

export const hillCountry = (): Spec2 => {
  const rows = businessRows(1604, APR.start, APR.end, {
    n: 72,
    cards: ['0815'],
    checks: 11,
    firstCheck: 14020,
    mca: true,
    scale: 1100,
  });
  const a = account('30047718', 'COMMERCIAL CHECKING', 'checking', openingForFloor(rows, -127733), rows);
  const s = spec3(
    'probe4-hillcountry-texas-community-courier.pdf',
    'A Texas community bank (Hill Country State Bank) commercial checking from its core: Courier sections, checks three-up, OD balances, the page header written last',
    [
      'community-bank',
      'courier',
      'sections-credits-debits',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'total-checks-line',
      'od-suffix-balances',
      'overdrawn',
      'daily-balance-table',
      'mm-dd-dates',
      'header-written-last',
      'period-thru',
      'pdf-lib-producer',
      'multi-page',
    ],
    'HILL COUNTRY STATE BANK',
    'Hill Country State Bank',
    ['Hill Country State Bank'],
    APR,
    ['PEDERNALES RANCH SUPPLY LLC', 'PO BOX 1187', 'FREDERICKSBURG TX 78624-1187'],
    [a],
  );
  s.pdf = () => {
    const t = totals(a.rows);
    const ch = 0.6 * 7.6;
    const L = (x: string): Line[] => [printerCells(x, 30, ch, 'field')];
    const od = (x: number): string => money2(x, { neg: 'od' });
    const p = new Pager<Line>(64);
    const secLine = (r: Row): string =>
      `  ${fmtDate2(r.date, 'MM/DD')}  ${r.desc.padEnd(58).slice(0, 58)}${m(Math.abs(printed(r))).padStart(14)}`;
    p.put([
      [],
      ...s.customer.flatMap((x) => L(`     ${x}`)),
      [],
      ...L(`  ${a.label}   ACCOUNT ${a.number}   STATEMENT PERIOD 04/01/25 THRU 04/30/25`),
      ...L('  ' + '-'.repeat(84)),
      ...L(
        `  BEGINNING BALANCE ${od(a.opening).padStart(18)}          ${String(t.creditCount).padStart(3)} DEPOSITS/CREDITS ${m(t.credits).padStart(14)}`,
      ),
      ...L(
        `  ENDING BALANCE    ${od(closing(a)).padStart(18)}          ${String(t.debitCount).padStart(3)} CHECKS/DEBITS    ${m(t.debits).padStart(14)}`,
      ),
      ...L(
        `  SERVICE CHARGE    ${'.00'.padStart(18)}          MINIMUM BALANCE  ${od(Math.min(...dailyBalances(a).map((x) => x.balance))).padStart(17)}`,
      ),
      [],
    ]);
    const part = (title: string, rs: Row[], total: string): void => {
      if (!rs.length) return;
      const lines = shown(rs).map(secLine);
      const open = (cont: boolean): Line[] => [
        ...L(`  ${title}${cont ? ' (CONTINUED)' : ''}`),
        ...L(`  DATE   DESCRIPTION${' '.repeat(56)}AMOUNT`),
      ];
      p.put(open(false));
      for (const l of lines) {
        if (!p.room(1)) {
          p.newPage();
          p.put(open(true));
        }
        p.put(L(l));
      }
      block(p, [...L(`  ${total.padEnd(66)}${m(sum(rs)).padStart(14)}`), []]);
    };
    part('DEPOSITS/CREDITS', credits(a), `TOTAL DEPOSITS/CREDITS (${credits(a).length})`);
    const cs = shown(of(a, ['check'])).sort((x, y) => x.check! - y.check!);
    const cells = cs.map(
      (r, i) =>
        `${String(r.check).padStart(6)}${i > 0 && r.check !== cs[i - 1].check! + 1 ? '*' : ' '} ${fmtDate2(r.date, 'MM/DD')} ${m(Math.abs(printed(r))).padStart(11)}`,
    );
    const per = Math.ceil(cells.length / 3);
    block(p, [
      ...L('  CHECKS'),
      ...L(
        `  ${'NUMBER   DATE       AMOUNT'.padEnd(30)}${'NUMBER   DATE       AMOUNT'.padEnd(30)}NUMBER   DATE       AMOUNT`,
      ),
      ...Array.from({ length: per }, (_, i) =>
        L(`  ${[0, 1, 2].map((k) => (cells[k * per + i] ?? '').padEnd(30)).join('')}`),
      ).flat(),
      ...L(`  TOTAL CHECKS (${of(a, ['check']).length})${' '.repeat(46)}${m(sum(of(a, ['check']))).padStart(14)}`),
      ...L('  * INDICATES A SKIP IN CHECK NUMBERS'),
      [],
    ]);
    part(
      'OTHER DEBITS',
      a.rows.filter((r) => r.cents < 0 && r.kind !== 'check'),
      `TOTAL OTHER DEBITS (${a.rows.filter((r) => r.cents < 0 && r.kind !== 'check').length})`,
    );
    const db = dailyBalances(a);
    const dper = Math.ceil(db.length / 3);
    block(p, [
      ...L('  DAILY BALANCE'),
      ...Array.from({ length: dper }, (_, i) =>
        L(
          `  ${[0, 1, 2]
            .map((k) => {
              const e = db[k * dper + i];
              return e ? `${fmtDate2(e.date, 'MM/DD')} ${od(e.balance).padStart(16)}`.padEnd(30) : '';
            })
            .join('')}`,
        ),
      ).flat(),
    ]);
    return drawPdf4(
      withHeads(p, (n, all) => [
        ...L(`                              HILL COUNTRY STATE BANK`),
        ...L(`                         302 E MAIN ST  FREDERICKSBURG TX 78624`),
        ...L(`  MEMBER FDIC                                             PAGE ${n} OF ${all}`),
        ...L(`                                                          ACCOUNT ${a.number}`),
        [],
      ]),
      { font: 'Courier', size: 7.6, lineH: 10.2, top: 34, title: 'STATEMENT', order: 'head-last', headLines: 5 },
    );
  };
  return s;
};

// ---------------------------------------------------------------- card pages drawn: shared pieces

function cardSummaryLines(a: Account, x: number, labels: string[]): Line[] {
  const f = figures(a);
  const v = [f.previous, -f.payments, -f.credits, f.purchases, f.fees, f.interest, f.next];
  return labels.map((l, i) => [
    c(x, l),
    c(x + 210, (i > 0 && i < 6 ? (v[i] < 0 ? '-' : '+') : '') + $(Math.abs(v[i])), { right: true }),
  ]);
}

function warningLines(bal: number, apr: number, x: number): Line[] {
  const w = warningRows(bal, apr);
  return [
    [
      c(
        x,
        'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take',
        { bold: true },
      ),
    ],
    [c(x, 'you longer to pay off your balance.', { bold: true })],
    [
      c(x, 'If you make no additional charges and each month you pay...'),
      c(x + 250, 'You will pay it off in about...'),
      c(x + 400, 'And you will pay an estimated total of...'),
    ],
    ...w.map((r) => [c(x, r[0]), c(x + 250, r[1]), c(x + 400, r[2])]),
  ];
}

function interestLines(a: Account, apr: number, days: number, x: number): Line[] {
  return [
    [c(x, `Interest Charge Calculation    Days in Billing Period: ${days}`, { bold: true })],
    [
      c(x, 'Type of Balance', { bold: true }),
      c(x + 200, 'APR', { bold: true }),
      c(x + 380, 'Balance Subject to Interest Rate', { right: true, bold: true }),
      c(x + 530, 'Interest Charge', { right: true, bold: true }),
    ],
    ...interestCalcRows(a, apr, days).map((r) => [
      c(x, r[0]),
      c(x + 200, r[1]),
      c(x + 380, r[2], { right: true }),
      c(x + 530, r[3], { right: true }),
    ]),
  ];
}

// ---------------------------------------------------------------- Discover it: Times, the page header written last

export const discoverIt = (): Spec2 => {
  const period = { start: '2025-05-13', end: '2025-06-12' };
  const a = personalCard(
    1605,
    '6011004471928354',
    'Discover it Card',
    period,
    158870,
    [{ name: 'OWEN P MADSEN', last4: '8354' }],
    30,
  );
  const s = spec3(
    'probe4-discover-it-cc.pdf',
    'Discover it card (personal): a merchant category column, Cashback Bonus, drawn in Times with the page header written after the body',
    [
      'credit-card',
      'personal',
      'category-column',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'fees-interest-sections-with-totals',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'header-written-last',
      'open-to-close-period',
      'mm-dd-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'DISCOVER',
    'Discover Bank',
    ['Discover Bank', 'Discover'],
    period,
    ['OWEN P MADSEN', '733 N 8TH ST', 'BOISE ID 83702-5507'],
    [a],
  );
  s.pdf = () => {
    const f = figures(a);
    const apr = 0.2599;
    const cat = (r: Row): string =>
      /UNITED|DELTA|MARRIOTT|AIRBNB/.test(r.desc)
        ? 'Travel/ Entertainment'
        : /FOODS|JOE|SOOPERS|TARGET/.test(r.desc)
          ? 'Supermarkets'
          : /CHEVRON/.test(r.desc)
            ? 'Gasoline'
            : /EATS|BREAD|COFFEE|ICE CREAM/.test(r.desc)
              ? 'Restaurants'
              : 'Merchandise';
    const row = (r: Row, category: boolean): Line => [
      c(40, fmtDate2(r.date, 'MM/DD')),
      c(84, r.desc),
      ...(category ? [c(380, cat(r))] : []),
      c(572, m(-printed(r)), { right: true }),
    ];
    const earned = Math.round(f.purchases * 0.01);
    const p = new Pager<Line>(62);
    p.put([
      [c(40, 'DISCOVER', { bold: true, size: 15 }), c(360, 'Open to Close Date: 05/13/2025 - 06/12/2025')],
      [c(40, 'Discover it Card'), c(360, `Account number ending in ${a.number.slice(-4)}`)],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Account Summary', { bold: true }), c(330, 'Payment Information', { bold: true })],
      ...cardSummaryLines(a, 40, [
        'Previous Balance',
        'Payments and Credits',
        'Other Credits',
        'Purchases',
        'Fees Charged',
        'Interest Charged',
        'New Balance',
      ]).map((l, i) => [
        ...l,
        ...(i === 0
          ? [c(330, `New Balance ${$(f.next)}`)]
          : i === 1
            ? [c(330, `Minimum Payment Due ${$(minimumDue(f.next))}`)]
            : i === 2
              ? [c(330, 'Payment Due Date 07/09/2025')]
              : []),
      ]),
      [],
      [c(40, 'Cashback Bonus', { bold: true })],
      [c(40, 'Opening Balance'), c(250, '$43.18', { right: true })],
      [c(40, 'Earned this period (1% on purchases)'), c(250, $(earned), { right: true })],
      [
        c(40, '5% Cashback Bonus on restaurants and PayPal through 06/30/2025'),
        c(250, $(Math.round(earned * 0.6)), { right: true }),
      ],
      [c(40, 'Cashback Bonus Balance'), c(250, $(4318 + earned + Math.round(earned * 0.6)), { right: true })],
      [],
      ...warningLines(f.next, apr, 40),
      [],
    ]);
    const heads: Line = [
      c(40, 'Trans. Date', { bold: true }),
      c(84, 'Purchases', { bold: true }),
      c(380, 'Merchant Category', { bold: true }),
      c(572, 'Amount', { right: true, bold: true }),
    ];
    block(p, [
      [c(40, 'Transactions', { bold: true })],
      [c(40, 'Payments and Credits', { bold: true })],
      ...shown(of(a, ['payment', 'refund'])).map((r) => row(r, false)),
      [],
    ]);
    const buys = shown(of(a, ['purchase']));
    p.put([heads]);
    for (const r of buys) {
      if (!p.room(1)) {
        p.newPage();
        p.put([[c(40, 'Transactions (continued)', { bold: true })], heads]);
      }
      p.put([row(r, true)]);
    }
    block(p, [
      [],
      [c(40, 'Fees and Interest Charged', { bold: true })],
      ...shown(of(a, ['cc_fee', 'cc_interest'])).map((r) => row(r, false)),
      [c(84, 'TOTAL FEES FOR THIS PERIOD', { bold: true }), c(572, $(f.fees), { right: true, bold: true })],
      [c(84, 'TOTAL INTEREST FOR THIS PERIOD', { bold: true }), c(572, $(f.interest), { right: true, bold: true })],
      [],
      [c(40, 'Totals Year-to-Date', { bold: true })],
      [c(40, 'Total fees charged in 2025'), c(250, $(inYear(a, 'cc_fee', '2025')), { right: true })],
      [c(40, 'Total interest charged in 2025'), c(250, $(inYear(a, 'cc_interest', '2025', 9318)), { right: true })],
      [],
      ...interestLines(a, apr, 31, 40),
    ]);
    return drawPdf4(
      withHeads(p, (n, all) => [
        [
          c(40, `Discover it Card ending in ${a.number.slice(-4)}`),
          c(300, 'Statement Closing Date 06/12/2025'),
          c(572, `Page ${n} of ${all}`, { right: true }),
        ],
        [],
      ]),
      {
        font: 'Times',
        size: 8.2,
        lineH: 10.8,
        top: 36,
        title: 'Discover Card Statement',
        order: 'head-last',
        headLines: 2,
      },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Barclays AAdvantage Aviator: two cardholders, a run per glyph

export const barclays = (): Spec2 => {
  const period = { start: '2025-04-03', end: '2025-05-02' };
  const holders = [
    { name: 'LINDA H PARK', last4: '1143' },
    { name: 'DANIEL PARK', last4: '7720' },
  ];
  const a = personalCard(
    1606,
    '5521380019911143',
    'AAdvantage Aviator Red World Elite Mastercard',
    period,
    264310,
    holders,
    34,
  );
  const s = spec3(
    'probe4-barclays-aviator-glyphs.pdf',
    'Barclays AAdvantage Aviator Red Mastercard (personal), two cardholders each with a total, drawn a run per glyph',
    [
      'credit-card',
      'personal',
      'cardholder-groups-with-totals',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'fees-interest-sections-with-totals',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'trans-post-dates',
      'statement-period-dash',
      'glyph-per-run',
      'pdf-lib-producer',
      'multi-page',
    ],
    'BARCLAYS',
    'Barclays Bank Delaware',
    ['Barclays Bank Delaware', 'Barclays'],
    period,
    ['LINDA H PARK', '9 BEACON WAY APT 1801', 'JERSEY CITY NJ 07304-3155'],
    [a],
  );
  s.pdf = () => {
    const f = figures(a);
    const apr = 0.2124;
    const post = (iso: string): string => {
      const x = new Date(`${iso}T12:00:00Z`);
      x.setUTCDate(x.getUTCDate() + 1);
      // A row posted after the closing date goes on the next statement: the post date is capped at the close.
      const day = x.toISOString().slice(0, 10);
      return fmtDate2(day > period.end ? period.end : day, 'MM/DD');
    };
    const row = (r: Row): Line => [
      c(40, fmtDate2(r.date, 'MM/DD')),
      c(80, post(r.date)),
      c(120, r.desc),
      c(572, $(-printed(r)), { right: true }),
    ];
    const heads: Line = [
      c(40, 'Trans Date', { bold: true }),
      c(80, 'Post Date', { bold: true }),
      c(120, 'Description', { bold: true }),
      c(572, 'Amount', { right: true, bold: true }),
    ];
    const miles = Math.floor(f.purchases / 100);
    const p = new Pager<Line>(60);
    p.put([
      [c(40, 'BARCLAYS', { bold: true, size: 14 }), c(360, 'Statement Period 04/03/25 - 05/02/25')],
      [c(40, 'AAdvantage Aviator Red World Elite Mastercard'), c(360, `Account Ending ${a.number.slice(-4)}`)],
      [],
      ...s.customer.map((x) => [c(54, x)]),
      [],
      [c(40, 'Account Summary', { bold: true }), c(330, 'Payment Information', { bold: true })],
      ...cardSummaryLines(a, 40, [
        'Previous Balance',
        'Payments',
        'Other Credits',
        'Purchases',
        'Fees Charged',
        'Interest Charged',
        'Statement Balance',
      ]).map((l, i) => [
        ...l,
        ...(i === 0
          ? [c(330, `Statement Balance ${$(f.next)}`)]
          : i === 1
            ? [c(330, `Minimum Payment Due ${$(minimumDue(f.next))}`)]
            : i === 2
              ? [c(330, 'Payment Due Date 05/27/25')]
              : []),
      ]),
      [],
      [c(40, 'AAdvantage Miles Summary', { bold: true })],
      [c(40, 'Miles earned on purchases this period'), c(250, miles.toLocaleString('en-US'), { right: true })],
      [
        c(40, 'Bonus miles on eligible American Airlines purchases'),
        c(250, Math.floor(miles / 4).toLocaleString('en-US'), { right: true }),
      ],
      [c(40, 'Miles are transferred to your AAdvantage account ending 4Y2 within 8 weeks.')],
      [],
      ...warningLines(f.next, apr, 40),
      [],
    ]);
    block(p, [
      [c(40, 'Transactions', { bold: true })],
      [c(40, 'Payments and Other Credits', { bold: true })],
      heads,
      ...shown(of(a, ['payment', 'refund'])).map(row),
      [],
    ]);
    for (const h of holders) {
      const mine = a.rows.filter((r) => r.card === h.last4);
      const lines: Line[] = [
        [c(40, `Transactions for ${h.name}  Card Ending in ${h.last4}`, { bold: true })],
        heads,
        ...shown(mine).map(row),
        [
          c(120, `Total for Card Ending in ${h.last4}`, { bold: true }),
          c(572, $(sum(mine)), { right: true, bold: true }),
        ],
        [],
      ];
      if (!p.room(lines.length)) p.newPage();
      p.put(lines);
    }
    block(p, [
      [c(40, 'Fees Charged', { bold: true })],
      ...shown(of(a, ['cc_fee'])).map(row),
      [c(120, 'Total Fees for This Period', { bold: true }), c(572, $(f.fees), { right: true, bold: true })],
      [c(40, 'Interest Charged', { bold: true })],
      ...shown(of(a, ['cc_interest'])).map((r) => [
        ...row(r).slice(0, 2),
        c(120, 'Interest Charge on Purchases'),
        row(r)[3],
      ]),
      [c(120, 'Total Interest for This Period', { bold: true }), c(572, $(f.interest), { right: true, bold: true })],
      [],
      [c(40, '2025 Totals Year-to-Date', { bold: true })],
      [c(40, 'Total Fees Charged in 2025'), c(250, $(inYear(a, 'cc_fee', '2025', 3900)), { right: true })],
      [c(40, 'Total Interest Charged in 2025'), c(250, $(inYear(a, 'cc_interest', '2025', 14422)), { right: true })],
      [],
      ...interestLines(a, apr, 30, 40),
    ]);
    return drawPdf4(
      withHeads(p, (n, all) => [
        [c(40, `Barclays  Account Ending ${a.number.slice(-4)}`), c(572, `Page ${n} of ${all}`, { right: true })],
        [],
      ]),
      { font: 'Helvetica', size: 7.4, lineH: 10.6, top: 36, title: 'Barclays Statement', order: 'rows', runs: 'glyph' },
    );
  };
  return s;
};

// ---------------------------------------------------------------- Square Checking: page 2 of 3 missing (review), written column by column

export const squareMissingPage = (): Spec2 => {
  const rows = businessRows(1607, JUN.start, JUN.end, { n: 150, cards: ['4388'], scale: 800 }).map((r) =>
    r.kind === 'ecredit' ? { ...r, desc: `SQUARE INC TRANSFER T${r.desc.replace(/\D/g, '').slice(0, 10)}` } : r,
  );
  const a = account('8800417392', 'Square Checking', 'checking', openingForFloor(rows, 28814), rows);
  const s = spec3(
    'probe4-square-checking-missing-page.pdf',
    'Square Checking (Sutton Bank) business account, page 2 of 3 missing, the text written column by column',
    [
      'missing-page',
      'fintech',
      'columns-written-column-by-column',
      'signed-single-amount-column',
      'running-balance-every-row',
      'month-day-dates',
      'pdf-lib-producer',
      'multi-page',
    ],
    'Square',
    'Sutton Bank',
    ['Sutton Bank', 'Square'],
    JUN,
    ['LA PALOMA TAQUERIA LLC', '2230 MISSION ST', 'SAN FRANCISCO CA 94110-1812'],
    [a],
  );
  s.expect = 'review';
  s.note = 'Page 2 of 3 is not in the file: its rows are missing, so the rows read cannot reach the printed balances.';
  s.pdf = () => {
    const t = totals(a.rows);
    const cols: LCol[] = [
      { key: 'date', x: 36, head: 'Date' },
      { key: 'desc', x: 84, head: 'Description' },
      { key: 'amount', x: 500, right: true, head: 'Amount' },
      { key: 'balance', x: 576, right: true, head: 'Balance' },
    ];
    const p = new Pager<Line>(62);
    p.put([
      [c(36, 'Square Checking', { bold: true, size: 14 }), c(380, 'June 1, 2025 - June 30, 2025')],
      [c(36, 'Banking services provided by Sutton Bank, Member FDIC'), c(380, `Account ${a.number}`)],
      [],
      ...s.customer.map((x) => [c(50, x)]),
      [],
      [c(36, 'Starting balance'), c(150, 'Money in'), c(264, 'Money out'), c(378, 'Ending balance')],
      [
        c(36, $(a.opening), { bold: true }),
        c(150, $(t.credits), { bold: true }),
        c(264, $(-t.debits), { bold: true }),
        c(378, $(closing(a)), { bold: true }),
      ],
      [],
    ]);
    section(p, 'Activity', lineItems(a, a.rows, cols, { date: d('Mon D'), amt: m, bal: 'every', width: 72 }), cols, {});
    return drawPdf4(
      withHeads(p, (n, all) => [[c(36, 'Square Checking'), c(576, `Page ${n} of ${all}`, { right: true })], []], 1),
      { font: 'Helvetica', size: 7.2, lineH: 10.4, top: 36, title: 'Square Checking statement', order: 'columns' },
    );
  };
  return s;
};
