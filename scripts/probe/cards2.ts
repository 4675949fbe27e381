// The second probe set's business credit cards (American Express, Citi, U.S. Bank), printed through Chromium:
// an interest-charge calculation table and the minimum-payment warning beside the transactions. A card's
// balance is what is owed: payments and credits lower it, purchases, fees and interest raise it.
import { type Account, type Row, cardRows, closing, sum, totals } from './model.ts';
import { REG_E, esc, masked, printed } from './render.ts';
import { type Spec2, grid, kv, para, paginate, top } from './page2.ts';
import { type MoneyFmt2, fmtDate2, money2 } from './render2.ts';
import { BUSINESS } from './banks2.ts';

const $ = (c: number, f: MoneyFmt2 = {}): string => money2(c, { dollar: true, ...f });
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));

function card(seed: number, number: string, style: string, start: string, end: string, previous: number): Account {
  return { label: style, number, type: 'credit_card', opening: previous, rows: cardRows(seed, start, end, 30) };
}

function spec(
  file: string,
  style: string,
  classes: string[],
  bank: string,
  legal: string,
  aliases: string[],
  a: Account,
  start: string,
  end: string,
  customer: string[],
): Spec2 {
  return {
    file,
    style,
    classes: ['credit-card', 'interest-charge-calculation', 'minimum-payment-warning', ...classes],
    expect: 'verified',
    bank,
    legal,
    aliases,
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer,
    accounts: [a],
  };
}

/** What a card's summary prints: previous, payments, credits, purchases, fees, interest, new balance. */
function cardFigures(a: Account): Record<string, number> {
  return {
    previous: a.opening,
    payments: sum(of(a, ['payment'])),
    credits: sum(of(a, ['refund'])),
    purchases: sum(of(a, ['purchase'])),
    fees: sum(of(a, ['cc_fee'])),
    interest: sum(of(a, ['cc_interest'])),
    next: closing(a),
  };
}

const minimum = (bal: number): number => Math.max(3500, Math.round(bal * 0.02));
/** Fees or interest posted in 2025 (a December-January cycle's year-to-date line counts only these). */
const in2025 = (a: Account, kind: string): number => sum(of(a, [kind]).filter((r) => r.date >= '2025-01-01'));

/** The minimum-payment warning: paying only the minimum, versus paying off in three years. */
function warning(bal: number): { html: string; cost: number } {
  const months = 36;
  const rate = 0.2924 / 12;
  const pay36 = Math.round((bal * rate) / (1 - Math.pow(1 + rate, -months)));
  return grid(
    'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance.',
    [
      'If you make no additional charges using this card and each month you pay...',
      'You will pay off the balance shown on this statement in about...',
      'And you will end up paying an estimated total of...',
    ],
    [
      ['Only the minimum payment', '19 years', $(Math.round(bal * 2.41))],
      [$(pay36), '3 years', `${$(pay36 * months)} (Savings = ${$(Math.round(bal * 2.41) - pay36 * months)})`],
    ],
    2,
  );
}

/** The interest charge calculation: purchase and cash-advance balances, their APRs and the interest on each. */
function interestTable(a: Account, days: number): { html: string; cost: number } {
  const interest = sum(of(a, ['cc_interest']));
  const subject = Math.round((interest * 365) / (0.2924 * days));
  return grid(
    `Interest Charge Calculation (Days in Billing Cycle: ${days})`,
    ['Type of Balance', 'Annual Percentage Rate (APR)', 'Balance Subject to Interest Rate', 'Interest Charge'],
    [
      ['Purchases', '29.24% (v)', $(subject), $(interest)],
      ['Cash Advances', '29.99% (v)', '$0.00', '$0.00'],
      ['Total', '', '', $(interest)],
    ],
    3,
  );
}

const rowsHtml = (rows: Row[], cells: (r: Row) => string[]): string[][] => rows.filter((r) => !r.hidden).map(cells);

// ---------------------------------------------------------------- American Express business

export const amex = (): Spec2 => {
  const a = card(601, '379744221461005', 'Business Gold Card', '2024-12-05', '2025-01-04', 842217);
  const s = spec(
    'probe2-amex-business-gold-cc.pdf',
    'American Express Business Gold Card',
    [
      'closing-date-days-in-cycle',
      'previous-new-balance',
      'wrapped-descriptions',
      'card-member-groups',
      'fees-interest-ytd',
      'mm-dd-yy-dates',
    ],
    'AMERICAN EXPRESS',
    'American Express National Bank',
    ['American Express'],
    a,
    '2024-12-05',
    '2025-01-04',
    BUSINESS[5],
  );
  const f = cardFigures(a);
  const amt = (r: Row): string => $(-printed(r)); // credits print with a minus: what is owed goes down
  const line = (r: Row): string[][] => {
    const d = r.kind === 'purchase' ? [r.desc, 'MERCHANDISE/SUPPLIES'] : [r.desc];
    return d.map((x, k) => [k === 0 ? fmtDate2(r.date, 'MM/DD/YY') : '', esc(x), k === d.length - 1 ? amt(r) : '']);
  };
  const members = ['CARMEN DIAZ', 'WESLEY PARK'];
  const purchases = of(a, ['purchase']);
  const groups = members.map((m, k) => ({
    m,
    ending: `${k + 1}-6${1005 + k * 12}`,
    rows: purchases.filter((_, i) => i % 2 === k),
  }));
  s.head = (n, all) =>
    `<span>American Express</span><span>${esc(BUSINESS[5][0])}</span><span>Closing Date 01/04/25</span><span>Account Ending 1-61005</span><span>p. ${n}/${all}</span>`;
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#006fcf',
        [
          ['Prepared for', esc(BUSINESS[5][0])],
          ['Account Ending', '1-61005'],
          ['Closing Date', '01/04/25'],
          ['Next Closing Date', '02/04/25'],
          ['Days in Billing Cycle', '31'],
        ],
        ['American Express', 'P.O. Box 981535', 'El Paso, TX 79998-1535'],
      ),
      kv('Account Summary', [
        ['Previous Balance', $(f.previous)],
        ['Payments/Credits', $(-(f.payments + f.credits))],
        ['New Charges', `+${$(f.purchases)}`],
        ['Fees', `+${$(f.fees)}`],
        ['Interest Charged', `+${$(f.interest)}`],
        ['New Balance', $(f.next)],
        ['Minimum Payment Due', $(minimum(f.next))],
        ['Payment Due Date', '01/29/25'],
      ]),
      warning(f.next),
      { page: true },
      grid(
        'Payments',
        ['Date', 'Description', 'Amount'],
        rowsHtml(of(a, ['payment']), (r) => [fmtDate2(r.date, 'MM/DD/YY'), esc(r.desc), amt(r)]),
      ),
      grid(
        'Credits',
        ['Date', 'Description', 'Amount'],
        rowsHtml(of(a, ['refund']), (r) => [fmtDate2(r.date, 'MM/DD/YY'), esc(r.desc), amt(r)]),
      ),
      ...groups.map((g) =>
        grid(
          `New Charges - ${g.m} Card Ending ${g.ending}`,
          ['Date', 'Description', 'Amount'],
          [
            ...g.rows.filter((r) => !r.hidden).flatMap(line),
            ['', `<b>Total for ${g.m}</b>`, `<b>${$(sum(g.rows))}</b>`],
          ],
        ),
      ),
      grid(
        'Fees',
        ['Date', 'Description', 'Amount'],
        [
          ...rowsHtml(of(a, ['cc_fee']), (r) => [fmtDate2(r.date, 'MM/DD/YY'), esc(r.desc), amt(r)]),
          ['', 'Total Fees for this Period', $(f.fees)],
        ],
      ),
      grid(
        'Interest Charged',
        ['Date', 'Description', 'Amount'],
        [
          ...rowsHtml(of(a, ['cc_interest']), (r) => [
            fmtDate2(r.date, 'MM/DD/YY'),
            'Interest Charge on Pay Over Time Purchases',
            amt(r),
          ]),
          ['', 'Total Interest Charged for this Period', $(f.interest)],
        ],
      ),
      grid(
        '2025 Fees and Interest Totals Year-to-Date',
        ['', 'Amount'],
        [
          ['Total Fees in 2025', $(in2025(a, 'cc_fee'))],
          ['Total Interest in 2025', $(in2025(a, 'cc_interest'))],
        ],
      ),
      interestTable(a, 31),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- Citi business card (two dates per row)

export const citiCard = (): Spec2 => {
  const a = card(602, '5466120044178803', 'Citi Business Card', '2024-12-05', '2025-01-04', 1214530);
  const s = spec(
    'probe2-citi-business-cc.pdf',
    'Citi Business Card',
    [
      'opening-closing-date-period',
      'previous-new-balance',
      'sale-and-post-dates',
      'minus-signed-credits',
      'short-year-period',
    ],
    'citi',
    'Citibank, N.A.',
    ['Citibank', 'Citi'],
    a,
    '2024-12-05',
    '2025-01-04',
    BUSINESS[6],
  );
  const f = cardFigures(a);
  const sale = (iso: string): string => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10) < s.start ? iso : d.toISOString().slice(0, 10);
  };
  const cells = (r: Row): string[] => [
    fmtDate2(r.kind === 'purchase' ? sale(r.date) : r.date, 'MM/DD'),
    fmtDate2(r.date, 'MM/DD'),
    esc(r.desc),
    $(-printed(r)),
  ];
  const heads = ['Sale Date', 'Post Date', 'Description', 'Amount'];
  s.head = (n, all) =>
    `<span>Citi Business Card</span><span>Account number ending in: ${a.number.slice(-4)}</span><span>Opening/Closing Date 12/05/24 - 01/04/25</span><span>Page ${n} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#056dae',
        [
          ['Account number ending in', a.number.slice(-4)],
          ['Opening/Closing Date', '12/05/24 - 01/04/25'],
          ['Credit Limit', '$25,000'],
          ['Payment Due Date', '01/30/25'],
        ],
        ['Citibank, N.A.', 'P.O. Box 6500', 'Sioux Falls, SD 57117'],
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
      kv('', [
        ['Minimum payment due', $(minimum(f.next))],
        [
          'Late Payment Warning',
          'If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $41.00.',
        ],
      ]),
      warning(f.next),
      grid('Payments, Credits and Adjustments', heads, rowsHtml(of(a, ['payment', 'refund']), cells)),
      grid('Standard Purchases', heads, rowsHtml(of(a, ['purchase']), cells)),
      grid('Fees Charged', heads, [
        ...rowsHtml(of(a, ['cc_fee']), cells),
        ['', '', 'TOTAL FEES FOR THIS PERIOD', $(f.fees)],
      ]),
      grid('Interest Charged', heads, [
        ...rowsHtml(of(a, ['cc_interest']), cells),
        ['', '', 'TOTAL INTEREST FOR THIS PERIOD', $(f.interest)],
      ]),
      grid(
        '2025 totals year-to-date',
        ['', 'Amount'],
        [
          ['Total fees charged in 2025', $(in2025(a, 'cc_fee'))],
          ['Total interest charged in 2025', $(in2025(a, 'cc_interest'))],
        ],
      ),
      interestTable(a, 31),
      para(REG_E, 14),
    ]);
  return s;
};

// ---------------------------------------------------------------- U.S. Bank business card (CR suffix)

export const usbankCard = (): Spec2 => {
  const a = card(603, '4246315500912274', 'U.S. Bank Business Platinum Card', '2025-01-10', '2025-02-09', 533081);
  const s = spec(
    'probe2-usbank-business-cc.pdf',
    'U.S. Bank Business Platinum card',
    [
      'opening-closing-date-period',
      'previous-new-balance',
      'cr-suffix-credits',
      'sale-and-post-dates',
      'post-trans-ref-columns',
    ],
    'U.S. BANK',
    'U.S. Bank National Association',
    ['U.S. Bank'],
    a,
    '2025-01-10',
    '2025-02-09',
    BUSINESS[7],
  );
  const f = cardFigures(a);
  const t = totals(a.rows);
  const amt = (r: Row): string => money2(printed(r), { suffix: 'cr' }); // payments and credits marked CR
  const ref = (r: Row): string =>
    String(2400000 + ((r.date.charCodeAt(9) * 7919 + r.desc.length * 131) % 99999)).slice(-4);
  const cells = (r: Row): string[] => [
    fmtDate2(r.date, 'MM/DD'),
    fmtDate2(r.date, 'MM/DD'),
    ref(r),
    esc(r.desc),
    amt(r),
  ];
  const heads = ['Post Date', 'Trans Date', 'Ref #', 'Transaction Description', 'Amount'];
  s.head = (n, all) =>
    `<span>U.S. Bank Business Card</span><span>Account: ${masked(a, 'star')}</span><span>Page ${n} of ${all}</span>`;
  s.pages = () =>
    paginate(s, [
      top(
        s,
        '#0c2074',
        [
          ['Open Date', '01/10/25'],
          ['Closing Date', '02/09/25'],
          ['Account', masked(a, 'star')],
          ['Statement Date', '02/09/25'],
        ],
        ['U.S. Bank', 'P.O. Box 6353', 'Fargo, ND 58125-6353'],
      ),
      kv('Account Summary', [
        ['Previous Balance', $(f.previous)],
        ['Payments', `- ${$(f.payments)}`],
        ['Other Credits', `- ${$(f.credits)}`],
        ['Purchases and Other Debits', `+ ${$(f.purchases)}`],
        ['Fees Charged', `+ ${$(f.fees)}`],
        ['Interest Charged', `+ ${$(f.interest)}`],
        ['New Balance', $(f.next)],
        ['Minimum Payment Due', $(minimum(f.next))],
        ['Payment Due Date', '03/06/25'],
      ]),
      warning(f.next),
      grid('Payments and Other Credits', heads, [
        ...rowsHtml(of(a, ['payment', 'refund']), cells),
        ['', '', '', 'TOTAL THIS PERIOD', money2(f.payments + f.credits, { suffix: 'cr' })],
      ]),
      grid('Purchases and Other Debits', heads, [
        ...rowsHtml(of(a, ['purchase']), cells),
        ['', '', '', 'TOTAL THIS PERIOD', money2(f.purchases)],
      ]),
      grid('Fees', heads, [
        ...rowsHtml(of(a, ['cc_fee']), cells),
        ['', '', '', 'TOTAL FEES THIS PERIOD', money2(f.fees)],
      ]),
      grid('Interest Charged', heads, [
        ...rowsHtml(of(a, ['cc_interest']), cells),
        ['', '', '', 'TOTAL INTEREST THIS PERIOD', money2(f.interest)],
      ]),
      grid(
        '2025 Totals Year-to-Date',
        ['', 'Amount'],
        [
          ['Total Fees Charged in 2025', $(f.fees)],
          ['Total Interest Charged in 2025', $(f.interest)],
        ],
      ),
      interestTable(a, 31),
      para(`<p>${t.creditCount} credits and ${t.debitCount} debits this period.</p>${REG_E}`, 15),
    ]);
  return s;
};
