// The fourth probe set's personal credit cards printed through Chromium: Chase Sapphire, Citi Double Cash,
// Apple Card (Goldman Sachs), a Synchrony store card and Bank of America Customized Cash, from general knowledge
// of how these issuers print, blind to the reader. Several cardholders each with their own list and total, the
// interest charge calculation, totals year-to-date, fee and interest sections with their totals, payments as
// negative amounts, the minimum-payment warning and a rewards summary. A card's balance is what is owed.
import { type Account, type Row, closing, sum } from './model.ts';
import { REG_E, esc, printed } from './render.ts';
import { type Part, type Spec2, grid, kv, para, paginate, top } from './page2.ts';
import { fmtDate2, money2 } from './render2.ts';
import { type Employee, employeeCard, spec3 } from './drawn3.ts';
import { css } from './banks4.ts';

const $ = (c: number): string => money2(c, { dollar: true });
const m = (c: number): string => money2(c);
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const shown = (rows: Row[]): Row[] => rows.filter((r) => !r.hidden);

const SHOPS = [
  'WHOLE FOODS MKT #10233 DENVER CO',
  'TST* LITTLE MAN ICE CREAM DENVER CO',
  'UNITED 0162345678901 800-932-2732 TX',
  'MARRIOTT SEATTLE DOWNTOWN SEATTLE WA',
  'UBER *EATS HELP.UBER.COM CA',
  'NETFLIX.COM 866-579-7172 CA',
  'SQ *BLUE BOTTLE COFFEE OAKLAND CA',
  "TRADER JOE'S #512 BOULDER CO",
  'KING SOOPERS #0087 LAKEWOOD CO',
  'CHEVRON 0209912 GOLDEN CO',
  'AIRBNB * HMQ2X9TZ8A AIRBNB.COM CA',
  'SPOTIFY USA NEW YORK NY',
  'REI #157 DENVER CO',
  'HOMEGOODS #0425 LITTLETON CO',
  'PANERA BREAD #601245 AURORA CO',
  'CVS/PHARMACY #08812 ENGLEWOOD CO',
  'TARGET 00021 GLENDALE CO',
  'DELTA AIR LINES ATLANTA GA',
];

/** A personal card's cycle: the set 3 card rows, purchases spread over the cardholders, merchants a household's. */
export function personalCard(
  seed: number,
  number: string,
  label: string,
  period: { start: string; end: string },
  previous: number,
  holders: Employee[],
  n: number,
  shops = SHOPS,
): Account {
  const a = employeeCard(seed, number, label, period, previous, holders, n);
  a.rows = a.rows.map((r, i) =>
    r.kind === 'purchase'
      ? { ...r, desc: shops[(i * 5 + seed) % shops.length] }
      : r.kind === 'refund'
        ? { ...r, desc: `${shops[(seed + 3) % shops.length]} RETURN` }
        : r,
  );
  return a;
}

export interface Fig {
  previous: number;
  payments: number;
  credits: number;
  purchases: number;
  fees: number;
  interest: number;
  next: number;
}
export const figures = (a: Account): Fig => ({
  previous: a.opening,
  payments: sum(of(a, ['payment'])),
  credits: sum(of(a, ['refund'])),
  purchases: sum(of(a, ['purchase'])),
  fees: sum(of(a, ['cc_fee'])),
  interest: sum(of(a, ['cc_interest'])),
  next: closing(a),
});
export const minimumDue = (bal: number): number => Math.max(4000, Math.round(bal * 0.01) + 3500);

/** The minimum payment warning: only the minimum versus paying it off in three years, with totals and savings. */
export function warningRows(bal: number, apr: number): string[][] {
  const rate = apr / 12;
  const pay36 = Math.round((bal * rate) / (1 - Math.pow(1 + rate, -36)));
  const total = Math.round(bal * (1.6 + apr * 3));
  return [
    ['Only the minimum payment', `${Math.round(12 + apr * 40)} years`, $(total)],
    [$(pay36), '3 years', `${$(pay36 * 36)} (Savings = ${$(total - pay36 * 36)})`],
  ];
}
export const warning = (bal: number, apr: number): Part =>
  grid(
    'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance. For example:',
    [
      'If you make no additional charges using this card and each month you pay...',
      'You will pay off the balance shown on this statement in about...',
      'And you will end up paying an estimated total of...',
    ],
    warningRows(bal, apr),
    2,
  );

/** The balance subject to the interest rate that gives this cycle's interest at the APR. */
export const subject = (a: Account, apr: number, days: number): number =>
  Math.round((sum(of(a, ['cc_interest'])) * 365) / (apr * days));

export const interestCalcRows = (a: Account, apr: number, days: number): string[][] => [
  ['Purchases', `${(apr * 100).toFixed(2)}% (v)(d)`, $(subject(a, apr, days)), $(sum(of(a, ['cc_interest'])))],
  ['Cash Advances', `${(apr * 100 + 7).toFixed(2)}% (v)(d)`, '$0.00', '$0.00'],
  ['Balance Transfers', `${(apr * 100).toFixed(2)}% (v)(d)`, '$0.00', '$0.00'],
];

export const interestCalc = (a: Account, apr: number, days: number, title = 'Interest Charge Calculation'): Part =>
  grid(
    `${title} &nbsp; <span style="font-weight:normal">Days in Billing Cycle: ${days}</span>`,
    ['Type of Balance', 'Annual Percentage Rate (APR)', 'Balance Subject to Interest Rate', 'Interest Charge'],
    interestCalcRows(a, apr, days),
    3,
  );

/** Fees or interest posted from January 1 of the cycle's last year (a December-January cycle counts only January). */
export const inYear = (a: Account, kind: string, year: string, earlier = 0): number =>
  earlier + sum(of(a, [kind]).filter((r) => r.date >= `${year}-01-01`));

// ---------------------------------------------------------------- Chase Sapphire Preferred: three cardholders

export const chaseSapphire = (): Spec2 => {
  const period = { start: '2025-04-19', end: '2025-05-18' };
  const holders = [
    { name: 'ELENA R VASQUEZ', last4: '4417' },
    { name: 'MARCO A VASQUEZ', last4: '8830' },
    { name: 'SOFIA VASQUEZ', last4: '2266' },
  ];
  const a = personalCard(1501, '4147202266314417', 'Chase Sapphire Preferred', period, 486233, holders, 44);
  const s = spec3(
    'probe4-chase-sapphire-cc.pdf',
    'Chase Sapphire Preferred (personal), three cardholders each with their own transactions and total',
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
      'opening-closing-date-period',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'CHASE',
    'JPMorgan Chase Bank, N.A.',
    ['JPMorgan Chase Bank', 'Chase'],
    period,
    ['ELENA R VASQUEZ', '1875 S PEARL ST', 'DENVER CO 80210-3142'],
    [a],
  );
  const f = figures(a);
  const apr = 0.2149;
  const row = (r: Row): string[] => [fmtDate2(r.date, 'MM/DD'), esc(r.desc), m(-printed(r))];
  const heads = ['Date of Transaction', 'Merchant Name or Transaction Description', '$ Amount'];
  const points = Math.floor(f.purchases / 100);
  s.head = (p, all) =>
    `<span>ELENA R VASQUEZ</span><span>Account Number: XXXX XXXX XXXX ${a.number.slice(-4)}</span><span>Page ${p} of ${all}</span><span>Statement Date: 05/18/25</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:Arial,"Liberation Sans",sans-serif;font-size:7.8pt}'),
      top(
        s,
        '#0f3a6b',
        [
          ['Manage your account online', 'www.chase.com/cardhelp'],
          ['Customer Service', '1-800-945-2000'],
          ['Account Number', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
        ],
        ['Chase Card Services', 'P.O. Box 15123, Wilmington, DE 19850-5123'],
      ),
      kv('ACCOUNT SUMMARY', [
        ['Previous Balance', $(f.previous)],
        ['Payment, Credits', `-${$(f.payments + f.credits)}`],
        ['Purchases', `+${$(f.purchases)}`],
        ['Cash Advances', '$0.00'],
        ['Balance Transfers', '$0.00'],
        ['Fees Charged', `+${$(f.fees)}`],
        ['Interest Charged', `+${$(f.interest)}`],
        ['New Balance', $(f.next)],
        ['Opening/Closing Date', '04/19/25 - 05/18/25'],
        ['Credit Access Line', '$24,000'],
        ['Available Credit', $(2400000 - f.next)],
      ]),
      kv('PAYMENT INFORMATION', [
        ['New Balance', $(f.next)],
        ['Payment Due Date', '06/15/25'],
        ['Minimum Payment Due', $(minimumDue(f.next))],
      ]),
      para(
        '<b>Late Payment Warning:</b> If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00 and your APRs may be increased up to the Penalty APR of 29.99%.',
        3,
      ),
      warning(f.next, apr),
      kv('ULTIMATE REWARDS&reg; SUMMARY', [
        ['Previous points balance', '41,208'],
        ['+ 1 Pt/$1 earned on all purchases', points.toLocaleString('en-US')],
        ['+ 2 Pts/$1 earned on travel and dining', Math.floor(points / 3).toLocaleString('en-US')],
        ['Total points available for redemption', (41208 + points + Math.floor(points / 3)).toLocaleString('en-US')],
        ['Worth up to when redeemed for travel', $(Math.round((41208 + points + Math.floor(points / 3)) * 1.25))],
      ]),
      { page: true },
      grid('ACCOUNT ACTIVITY &nbsp; PAYMENTS AND OTHER CREDITS', heads, shown(of(a, ['payment', 'refund'])).map(row)),
      { html: '<h3 class="sec">PURCHASE</h3>', cost: 3 },
      ...holders.map((h) => {
        const mine = a.rows.filter((r) => r.card === h.last4);
        return grid('', heads, [
          ...shown(mine).map(row),
          ['', `<b>${h.name}<br>TRANSACTIONS THIS CYCLE (CARD ${h.last4}) ${$(sum(mine))}</b>`, ''],
        ]);
      }),
      grid('FEES CHARGED', heads, [
        ...shown(of(a, ['cc_fee'])).map(row),
        ['', '<b>TOTAL FEES FOR THIS PERIOD</b>', `<b>${$(f.fees)}</b>`],
      ]),
      grid('INTEREST CHARGED', heads, [
        ...shown(of(a, ['cc_interest'])).map((r) => [
          fmtDate2(r.date, 'MM/DD'),
          'INTEREST CHARGE ON PURCHASES',
          m(-printed(r)),
        ]),
        ['', '<b>TOTAL INTEREST FOR THIS PERIOD</b>', `<b>${$(f.interest)}</b>`],
      ]),
      grid(
        '2025 Totals Year-to-Date',
        ['', ''],
        [
          ['Total fees charged in 2025', $(inYear(a, 'cc_fee', '2025', 3900))],
          ['Total interest charged in 2025', $(inYear(a, 'cc_interest', '2025', 41877))],
        ],
      ),
      para('Year-to-date totals do not reflect any fee or interest refunds you may have received.', 1),
      interestCalc(a, apr, 30, 'INTEREST CHARGES'),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Citi Double Cash: sale and post dates, two card members

export const citiDoubleCash = (): Spec2 => {
  const period = { start: '2025-05-06', end: '2025-06-04' };
  const holders = [
    { name: 'JAMES N OKAFOR', last4: '5521' },
    { name: 'ADAEZE OKAFOR', last4: '7093' },
  ];
  const a = personalCard(1502, '5424180212775521', 'Citi Double Cash Card', period, 312904, holders, 36);
  const s = spec3(
    'probe4-citi-double-cash-cc.pdf',
    'Citi Double Cash Card (personal): sale and post dates, two card members, cash back summary',
    [
      'credit-card',
      'personal',
      'cardholder-groups-with-totals',
      'sale-and-post-dates',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'fees-interest-sections-with-totals',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'billing-period-dash',
      'chromium',
      'multi-page',
    ],
    'citi',
    'Citibank, N.A.',
    ['Citibank', 'Citi'],
    period,
    ['JAMES N OKAFOR', '6604 FALLS OF NEUSE RD APT 2C', 'RALEIGH NC 27615-6831'],
    [a],
  );
  const f = figures(a);
  const apr = 0.2824;
  const post = (iso: string): string => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 2);
    // A row posted after the closing date goes on the next statement: the post date is capped at the close.
    const day = d.toISOString().slice(0, 10);
    return fmtDate2(day > period.end ? period.end : day, 'MM/DD');
  };
  const row = (r: Row): string[] => [fmtDate2(r.date, 'MM/DD'), post(r.date), esc(r.desc), $(-printed(r))];
  const heads = ['Sale', 'Post', 'Description', 'Amount'];
  const earnBuy = Math.round(f.purchases * 0.01);
  const earnPay = Math.round(f.payments * 0.01);
  s.head = (p, all) =>
    `<span>Citi Double Cash&reg; Card</span><span>Account number ending in: ${a.number.slice(-4)}</span><span>Billing Period: 05/06/25-06/04/25</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Sans",sans-serif;font-size:7.3pt}'),
      top(
        s,
        '#056dae',
        [
          ['Billing Period', '05/06/25-06/04/25'],
          ['Account number ending in', a.number.slice(-4)],
          ['Customer Service', '1-888-766-2484'],
        ],
        ['Citi Cards', 'P.O. Box 6500, Sioux Falls, SD 57117'],
      ),
      kv('Account Summary', [
        ['Previous balance', $(f.previous)],
        ['Payments', `-${$(f.payments)}`],
        ['Credits', `-${$(f.credits)}`],
        ['Purchases', `+${$(f.purchases)}`],
        ['Cash advances', '+$0.00'],
        ['Fees', `+${$(f.fees)}`],
        ['Interest', `+${$(f.interest)}`],
        ['New balance', $(f.next)],
      ]),
      kv('Payment Information', [
        ['Minimum payment due', $(minimumDue(f.next))],
        ['Payment due date', 'Jul 1, 2025'],
        ['Credit Limit', '$15,500'],
      ]),
      warning(f.next, apr),
      kv('Cash Back Summary', [
        ['Cash back balance as of 05/05/25', '$184.36'],
        ['1% earned when you buy', $(earnBuy)],
        ['1% earned when you pay', $(earnPay)],
        ['Cash back redeemed', '-$150.00'],
        ['Cash back balance as of 06/04/25', $(18436 + earnBuy + earnPay - 15000)],
      ]),
      { page: true },
      grid(
        'Account Summary &mdash; Payments, Credits and Adjustments',
        heads,
        shown(of(a, ['payment', 'refund'])).map(row),
        1,
      ),
      ...holders.map((h) => {
        const mine = a.rows.filter((r) => r.card === h.last4);
        return grid(`Standard Purchases &nbsp; ${h.name} &nbsp; Card ending in ${h.last4}`, heads, [
          ...shown(mine).map(row),
          ['', '', `<b>Total for card ending in ${h.last4}</b>`, `<b>${$(sum(mine))}</b>`],
        ]);
      }),
      grid('Fees Charged', heads, [
        ...shown(of(a, ['cc_fee'])).map(row),
        ['', '', '<b>Total fees charged for this period</b>', `<b>${$(f.fees)}</b>`],
      ]),
      grid('Interest Charged', heads, [
        ...shown(of(a, ['cc_interest'])).map((r) => [
          fmtDate2(r.date, 'MM/DD'),
          fmtDate2(r.date, 'MM/DD'),
          'INTEREST CHARGED TO STANDARD PURCH',
          $(-printed(r)),
        ]),
        ['', '', '<b>Total interest charged for this period</b>', `<b>${$(f.interest)}</b>`],
      ]),
      grid(
        '2025 totals year-to-date',
        ['', ''],
        [
          ['Total fees charged in 2025', $(inYear(a, 'cc_fee', '2025'))],
          ['Total interest charged in 2025', $(inYear(a, 'cc_interest', '2025', 52210))],
        ],
      ),
      interestCalc(a, apr, 30, 'Interest charge calculation'),
    ]);
  return s;
};

// ---------------------------------------------------------------- Apple Card: a Daily Cash column beside the amount, two co-owners

export const appleCard = (): Spec2 => {
  const period = { start: '2025-05-01', end: '2025-05-31' };
  const holders = [
    { name: 'Aiden Cole', last4: '3108' },
    { name: 'Maya Cole', last4: '6645' },
  ];
  const a = personalCard(1503, '1000003108', 'Apple Card', period, 221780, holders, 38);
  const s = spec3(
    'probe4-apple-card-cc.pdf',
    'Apple Card (Goldman Sachs Bank USA), Apple Card Family co-owners each with their own transactions, a Daily Cash column beside the amount',
    [
      'credit-card',
      'personal',
      'cardholder-groups-with-totals',
      'second-amount-column',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'mm-dd-yyyy-dates',
      'period-words-long',
      'chromium',
      'multi-page',
    ],
    'Apple Card',
    'Goldman Sachs Bank USA',
    ['Goldman Sachs Bank USA', 'Goldman Sachs', 'Apple Card'],
    period,
    ['Aiden Cole', '2100 Lake Washington Blvd N', 'Renton, WA 98056'],
    [a],
  );
  const f = figures(a);
  const apr = 0.2624;
  const pct = (r: Row): number => (r.desc.startsWith('UBER') || r.desc.startsWith('WHOLE') ? 3 : 2);
  const cash = (r: Row): number => Math.round((Math.abs(printed(r)) * pct(r)) / 100);
  const earned = sum(of(a, ['purchase']))
    ? of(a, ['purchase']).reduce((n, r) => n + Math.round((Math.abs(r.cents) * pct(r)) / 100), 0)
    : 0;
  const heads = ['Date', 'Description', 'Daily Cash', '', 'Amount'];
  const row = (r: Row): string[] => [
    fmtDate2(r.date, 'MM/DD/YYYY'),
    esc(r.desc),
    `${pct(r)}%`,
    $(cash(r)),
    $(-printed(r)),
  ];
  const other = (r: Row): string[] => [
    fmtDate2(r.date, 'MM/DD/YYYY'),
    esc(
      r.kind === 'payment'
        ? 'ACH Deposit Internet transfer from account ending in 2290'
        : r.kind === 'cc_fee'
          ? 'Late fee'
          : r.kind === 'cc_interest'
            ? 'Interest charged on purchases'
            : r.desc,
    ),
    '',
    '',
    $(-printed(r)),
  ];
  s.head = (p, all) =>
    `<span>Apple Card</span><span>Statement May 1 &mdash; May 31, 2025</span><span>Page ${p} /${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"DejaVu Sans",sans-serif;font-size:7.6pt;color:#1d1d1f} .logo{font-weight:600}'),
      top(
        s,
        '#1d1d1f',
        [
          ['Statement', 'May 1 &mdash; May 31, 2025'],
          ['Account ending in', a.number.slice(-4)],
          ['Total Balance as of May 31, 2025', $(f.next)],
          ['Minimum Payment Due', $(minimumDue(f.next))],
          ['Payment Due By', 'Jun 30, 2025'],
        ],
        [
          'Apple Card is issued by Goldman Sachs Bank USA, Salt Lake City Branch',
          'Lockbox 6112, P.O. Box 7247, Philadelphia, PA 19170-6112',
        ],
      ),
      grid(
        'Summary',
        [
          'Previous Monthly Balance',
          'Payments &amp; Credits',
          'New Charges',
          'Fees',
          'Interest Charged',
          'Total Balance',
        ],
        [[$(f.previous), `-${$(f.payments + f.credits)}`, $(f.purchases), $(f.fees), $(f.interest), $(f.next)]],
        6,
      ),
      kv('Daily Cash', [
        ['Total Daily Cash earned this month', $(earned)],
        [
          'Daily Cash at 3%',
          $(
            of(a, ['purchase'])
              .filter((r) => pct(r) === 3)
              .reduce((n, r) => n + Math.round((Math.abs(r.cents) * 3) / 100), 0),
          ),
        ],
        [
          'Daily Cash at 2%',
          $(
            of(a, ['purchase'])
              .filter((r) => pct(r) === 2)
              .reduce((n, r) => n + Math.round((Math.abs(r.cents) * 2) / 100), 0),
          ),
        ],
      ]),
      warning(f.next, apr),
      { page: true },
      grid(
        'Payments',
        ['Date', 'Description', '', '', 'Amount'],
        [
          ...shown(of(a, ['payment'])).map(other),
          ['', '<b>Total payments for this period</b>', '', '', `<b>-${$(f.payments)}</b>`],
        ],
      ),
      ...holders.map((h) => {
        const mine = a.rows.filter((r) => r.card === h.last4);
        return grid(`Transactions by ${h.name}`, heads, [
          ...shown(mine).map(row),
          [
            '',
            `<b>Total charges, credits and returns</b>`,
            '',
            `<b>${$(mine.reduce((n, r) => n + cash(r), 0))}</b>`,
            `<b>${$(sum(mine))}</b>`,
          ],
        ]);
      }),
      grid('Credits and Returns', ['Date', 'Description', '', '', 'Amount'], shown(of(a, ['refund'])).map(other)),
      grid(
        'Fees and Interest',
        ['Date', 'Description', '', '', 'Amount'],
        [
          ...shown(of(a, ['cc_fee', 'cc_interest'])).map(other),
          ['', '<b>Total fees for this period</b>', '', '', `<b>${$(f.fees)}</b>`],
          ['', '<b>Total interest for this period</b>', '', '', `<b>${$(f.interest)}</b>`],
        ],
      ),
      grid(
        'Fees and Interest Year-to-Date',
        ['', ''],
        [
          ['Total fees charged in 2025', $(inYear(a, 'cc_fee', '2025'))],
          ['Total interest charged in 2025', $(inYear(a, 'cc_interest', '2025', 18244))],
        ],
      ),
      interestCalc(a, apr, 31),
    ]);
  return s;
};

// ---------------------------------------------------------------- Synchrony: a store card with promotional balances

export const synchronyLowes = (): Spec2 => {
  const period = { start: '2025-04-22', end: '2025-05-21' };
  const shops = [
    "LOWE'S #1120 CHARLOTTE NC",
    "LOWE'S #0467 MATTHEWS NC",
    'LOWES.COM 800-445-6937 NC',
    "LOWE'S #2213 CONCORD NC",
  ];
  const a = personalCard(
    1504,
    '6035320488124471',
    "Lowe's Advantage Card",
    period,
    388416,
    [{ name: 'RENEE T BOYKIN', last4: '4471' }],
    22,
    shops,
  );
  const s = spec3(
    'probe4-synchrony-lowes-cc.pdf',
    "Lowe's Advantage Card (Synchrony Bank) store card with a promotional balances table",
    [
      'credit-card',
      'personal',
      'store-card',
      'promotional-balances-table',
      'reference-column',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'fees-interest-sections-with-totals',
      'minus-signed-payments',
      'minimum-payment-warning',
      'period-from-to',
      'mm-dd-dates',
      'chromium',
    ],
    'SYNCHRONY',
    'Synchrony Bank',
    ['Synchrony Bank', 'Synchrony'],
    period,
    ['RENEE T BOYKIN', '1209 SHARON AMITY RD', 'CHARLOTTE NC 28211-4020'],
    [a],
  );
  const f = figures(a);
  const apr = 0.2999;
  const ref = (r: Row): string =>
    `P9282${String(Math.abs(r.cents) * 7 + Number(r.date.slice(8)))
      .padStart(8, '0')
      .slice(0, 8)}`;
  const row = (r: Row): string[] => [fmtDate2(r.date, 'MM/DD'), ref(r), esc(r.desc), m(-printed(r))];
  const heads = ['Tran Date', 'Reference #', 'Description', 'Amount'];
  const promo = of(a, ['purchase']).slice(0, 2);
  s.head = (p, all) =>
    `<span>Lowe's Advantage Card</span><span>Account Number ending in ${a.number.slice(-4)}</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Sans",sans-serif;font-size:8.1pt}'),
      top(
        s,
        '#004990',
        [
          ['Statement Closing Date', '05/21/2025'],
          ['Billing Cycle from', '04/22/2025 to 05/21/2025'],
          ['Account Number ending in', a.number.slice(-4)],
          ['Payment Due Date', '06/18/2025'],
        ],
        ['Synchrony Bank', 'P.O. Box 71727, Philadelphia, PA 19176-1727'],
      ),
      kv('Summary of Account Activity', [
        ['Previous Balance', $(f.previous)],
        ['- Payments', `-${$(f.payments)}`],
        ['- Other Credits', `-${$(f.credits)}`],
        ['+ Purchases/Debits', `+${$(f.purchases)}`],
        ['+ Fees Charged', `+${$(f.fees)}`],
        ['+ Interest Charged', `+${$(f.interest)}`],
        ['= New Balance', $(f.next)],
        ['Credit Limit', '$7,500.00'],
        ['Available Credit', $(750000 - f.next)],
      ]),
      grid(
        'Promotional Balances',
        ['Promotion Description', 'Expiration Date', 'Promotional Balance', 'Accrued Deferred Interest'],
        [
          [
            'No Interest if Paid in Full in 12 months',
            '11/14/2025',
            $(Math.abs(promo[0].cents) + 41890),
            $(Math.round((Math.abs(promo[0].cents) + 41890) * 0.0841)),
          ],
          [
            'No Interest if Paid in Full in 6 months',
            '09/02/2025',
            $(Math.abs(promo[1].cents)),
            $(Math.round(Math.abs(promo[1].cents) * 0.0312)),
          ],
        ],
        2,
      ),
      warning(f.next, apr),
      grid('Transaction Detail &nbsp; Payments and Other Credits', heads, shown(of(a, ['payment', 'refund'])).map(row)),
      grid('Purchases and Other Debits', heads, shown(of(a, ['purchase'])).map(row)),
      grid('Fees', heads, [
        ...shown(of(a, ['cc_fee'])).map(row),
        ['', '', '<b>Total Fees Charged This Period</b>', `<b>${$(f.fees)}</b>`],
      ]),
      grid('Interest Charged', heads, [
        ...shown(of(a, ['cc_interest'])).map((r) => [
          fmtDate2(r.date, 'MM/DD'),
          '',
          'INTEREST CHARGE ON PURCHASES',
          m(-printed(r)),
        ]),
        ['', '', '<b>Total Interest Charged This Period</b>', `<b>${$(f.interest)}</b>`],
      ]),
      grid(
        '2025 Totals Year-to-Date',
        ['', ''],
        [
          ['Total Fees Charged in 2025', $(inYear(a, 'cc_fee', '2025'))],
          ['Total Interest Charged in 2025', $(inYear(a, 'cc_interest', '2025', 30412))],
        ],
      ),
      interestCalc(a, apr, 30),
    ]);
  return s;
};

// ---------------------------------------------------------------- Bank of America Customized Cash: across the year end, a card column

export const boaCustomizedCash = (): Spec2 => {
  const period = { start: '2024-12-19', end: '2025-01-18' };
  const holders = [
    { name: 'NATHAN B CHO', last4: '0264' },
    { name: 'GRACE CHO', last4: '9117' },
  ];
  const a = personalCard(
    1505,
    '4400662199110264',
    'Customized Cash Rewards Visa Signature',
    period,
    274455,
    holders,
    34,
  );
  const s = spec3(
    'probe4-boa-customized-cash-cc.pdf',
    'Bank of America Customized Cash Rewards Visa, a cycle across the year end, a card-number column for two cardholders',
    [
      'credit-card',
      'personal',
      'year-end-period',
      'dates-without-year',
      'trans-post-dates',
      'reference-column',
      'card-number-column',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'fees-interest-sections-with-totals',
      'minus-signed-payments',
      'minimum-payment-warning',
      'rewards-summary',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'BANK OF AMERICA',
    'Bank of America, N.A.',
    ['Bank of America'],
    period,
    ['NATHAN B CHO', '4118 FREMONT AVE N', 'SEATTLE WA 98103-7412'],
    [a],
  );
  const f = figures(a);
  const apr = 0.2324;
  const post = (iso: string): string => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return fmtDate2(d.toISOString().slice(0, 10), 'MM/DD');
  };
  const refn = (r: Row): string =>
    String(Math.abs(r.cents * 31 + Number(r.date.replace(/-/g, ''))))
      .padStart(4, '0')
      .slice(-4);
  const row = (r: Row): string[] => [
    fmtDate2(r.date, 'MM/DD'),
    post(r.date),
    esc(r.desc),
    refn(r),
    r.card ?? '',
    m(-printed(r)),
  ];
  const heads = ['Transaction Date', 'Posting Date', 'Description', 'Reference Number', 'Account Number', 'Amount'];
  const total = (label: string, v: number): string[] => ['', '', `<b>${label}</b>`, '', '', `<b>${$(v)}</b>`];
  const base = Math.round(f.purchases * 0.01);
  const bonus = Math.round(sum(of(a, ['purchase']).filter((_, i) => i % 3 === 0)) * 0.02);
  s.head = (p, all) =>
    `<span>NATHAN B CHO &bull; Account # XXXX XXXX XXXX ${a.number.slice(-4)} &bull; December 19 - January 18, 2025</span><span>Page ${p} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      css('body{font-family:"Liberation Serif",serif;font-size:8pt}'),
      top(
        s,
        '#012169',
        [
          ['Statement Closing Date', 'January 18, 2025'],
          ['Account #', `XXXX XXXX XXXX ${a.number.slice(-4)}`],
          ['December 19 - January 18, 2025', ''],
        ],
        ['Bank of America, N.A.', 'P.O. Box 15019, Wilmington, DE 19850-5019'],
      ),
      kv('Account Summary', [
        ['Previous Balance', $(f.previous)],
        ['Payments and Other Credits', `-${$(f.payments + f.credits)}`],
        ['Purchases and Adjustments', $(f.purchases)],
        ['Fees Charged', $(f.fees)],
        ['Interest Charged', $(f.interest)],
        ['New Balance Total', $(f.next)],
        ['Total Credit Line', '$12,000.00'],
        ['Total Credit Available', $(1200000 - f.next)],
        ['Days in Billing Cycle', '31'],
      ]),
      kv('Payment Information', [
        ['New Balance Total', $(f.next)],
        ['Current Payment Due', $(minimumDue(f.next))],
        ['Total Minimum Payment Due', $(minimumDue(f.next))],
        ['Payment Due Date', '02/12/25'],
      ]),
      warning(f.next, apr),
      kv('Cash Rewards Summary', [
        ['Base Earned This Period', $(base)],
        ['Bonus Earned This Period (3% choice category)', $(bonus)],
        ['Total Earned This Period', $(base + bonus)],
        ['Available Cash Rewards Balance', $(base + bonus + 6182)],
      ]),
      { page: true },
      grid('Transactions &nbsp; Payments and Other Credits', heads, [
        ...shown(of(a, ['payment', 'refund'])).map(row),
        total('TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD', -(f.payments + f.credits)),
      ]),
      grid('Purchases and Adjustments', heads, [
        ...shown(of(a, ['purchase'])).map(row),
        total('TOTAL PURCHASES AND ADJUSTMENTS FOR THIS PERIOD', f.purchases),
      ]),
      grid('Fees', heads, [...shown(of(a, ['cc_fee'])).map(row), total('TOTAL FEES FOR THIS PERIOD', f.fees)]),
      grid('Interest Charged', heads, [
        ...shown(of(a, ['cc_interest'])).map((r) => [
          fmtDate2(r.date, 'MM/DD'),
          fmtDate2(r.date, 'MM/DD'),
          'Interest Charged on Purchases',
          '',
          '',
          m(-printed(r)),
        ]),
        total('TOTAL INTEREST CHARGED FOR THIS PERIOD', f.interest),
      ]),
      grid(
        '2025 Totals Year-to-Date',
        ['', ''],
        [
          ['Total fees charged in 2025', $(inYear(a, 'cc_fee', '2025'))],
          ['Total interest charged in 2025', $(inYear(a, 'cc_interest', '2025'))],
        ],
      ),
      interestCalc(a, apr, 31, 'Interest Charge Calculation'),
    ]);
  return s;
};
