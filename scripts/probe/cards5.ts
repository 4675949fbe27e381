// The fifth probe set's credit cards printed through Chromium: Amex Platinum (several card members, each with
// `Total New Charges`), Capital One Quicksilver (across the year end), Citi Custom Cash, Wells Fargo Autograph and
// a Ramp business card (per-employee subtotals), from general knowledge of how these issuers print, blind to the
// reader. One builder (`card`): the account summary (beside messages on page 1 when the issuer does), payments
// and credits, purchases in one list or per card member with a total, fees, interest undated (`Interest Charge on
// Purchases $12.34` under `Interest Charged`) or dated, the interest charge calculation, a disclosures page.
import { type Account, type Row, sum } from './model.ts';
import { esc, printed } from './render.ts';
import { type Part, type Spec2, grid, kv, para, paginate, top } from './page2.ts';
import { type DateFmt2, fmtDate2, money2 } from './render2.ts';
import { type Employee, spec3 } from './drawn3.ts';
import { css } from './banks4.ts';
import { figures, inYear, interestCalc, minimumDue, personalCard, warning } from './cards4.ts';
import { disclosureOnly } from './banks5.ts';

const $ = (c: number): string => money2(c, { dollar: true });
const m = (c: number): string => money2(c);
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const shown = (rows: Row[]): Row[] => rows.filter((r) => !r.hidden);

export interface CardCfg {
  font: string;
  color: string;
  box: [string, string][];
  ret: string[];
  date: DateFmt2;
  postDate?: boolean; // a transaction date and a post date (a day or two later, never after the close)
  holders: Employee[];
  groups?: (h: Employee) => [string, string]; // per card member: the heading and the total's label
  interest: 'undated' | 'dated';
  apr: number;
  days: number;
  messages?: string; // page 1 in two columns: the summary left, these messages right
  summary: [string, number | string][]; // the account summary, label and amount (or text)
  rewards?: [string, string][];
  disclosure?: boolean;
  negPayments?: boolean; // payments printed "-$500.00" (else "$500.00" in a credits section)
  dollar?: boolean;
  charge?: boolean; // a charge card paid in full: no interest sections, warning or calculation
}

/** The card's rows as table rows: a trans (and post) date, the description, the amount (charges +, credits -). */
function rowsHtml(rows: Row[], c: CardCfg, end: string): string[][] {
  return shown(rows).map((r) => {
    const amt = -printed(r);
    const a = c.dollar ? (amt < 0 ? `-${$(-amt)}` : $(amt)) : m(amt);
    if (!c.postDate) return [fmtDate2(r.date, c.date), esc(r.desc), a];
    const d = new Date(`${r.date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - (r.desc.length % 3)); // the sale a day or two before it posted
    const sale = d.toISOString().slice(0, 10);
    return [fmtDate2(sale, c.date), fmtDate2(r.date > end ? end : r.date, c.date), esc(r.desc), a];
  });
}

export function card(s: Spec2, a: Account, c: CardCfg): Spec2 {
  const f = figures(a);
  const heads = c.postDate ? ['Trans Date', 'Post Date', 'Description', 'Amount'] : ['Date', 'Description', 'Amount'];
  const table = (title: string, rows: Row[], total?: string): Part[] => {
    const out: Part[] = [];
    const rs = rowsHtml(rows, c, s.end);
    // a long list over pages: the heading again with "(continued)"
    for (let i = 0; i < rs.length; i += 40) {
      const chunk = rs.slice(i, i + 40);
      const last = i + 40 >= rs.length;
      const tot =
        last && total
          ? [
              [
                ...Array(heads.length - 2).fill(''),
                `<b>${total}</b>`,
                `<b>${$(sum(rows.filter((r) => r.cents < 0)) - sum(rows.filter((r) => r.cents > 0)))}</b>`,
              ],
            ]
          : [];
      out.push(grid(`${title}${i ? ' (continued)' : ''}`, heads, [...chunk, ...tot], 1));
    }
    return out;
  };
  s.pages = () => {
    const summary = kv(
      'Account Summary',
      c.summary.map(([l, v]) => [l, typeof v === 'number' ? $(v) : v]),
    );
    const parts: Part[] = [css(c.font), top(s, c.color, c.box, c.ret)];
    if (c.messages)
      parts.push({
        html: `<div style="display:flex;gap:22px;align-items:flex-start"><div style="flex:1">${summary.html}</div><div style="flex:1" class="boxed small"><b>Messages</b><br>${c.messages}</div></div>`,
        cost: Math.max(summary.cost, 14),
      });
    else parts.push(summary);
    parts.push(
      kv('Payment Information', [
        ['New Balance', $(f.next)],
        ['Minimum Payment Due', $(minimumDue(f.next))],
        [
          'Payment Due Date',
          fmtDate2(s.end.slice(0, 8) + '28', 'MM/DD/YYYY').replace(/^(\d\d)/, (x) =>
            String((Number(x) % 12) + 1).padStart(2, '0'),
          ),
        ],
      ]),
      ...(c.charge ? [] : [warning(f.next, c.apr)]),
      { page: true },
    );
    parts.push(...table('Payments and Credits', of(a, ['payment', 'refund']), 'Total Payments and Credits'));
    const purchases = of(a, ['purchase']);
    if (c.groups)
      for (const h of c.holders) {
        const [title, total] = c.groups(h);
        const rows = purchases.filter((r) => r.card === h.last4);
        if (rows.length) parts.push(...table(title, rows, total));
      }
    else parts.push(...table('Purchases and Adjustments', purchases, 'Total Purchases'));
    const fees = of(a, ['cc_fee']);
    const ints = of(a, ['cc_interest']);
    if (c.charge) parts.push(...table('Fees', fees, 'Total Fees for This Period'));
    else if (c.interest === 'dated') {
      parts.push(...table('Fees Charged', fees, 'Total Fees for This Period'));
      parts.push(...table('Interest Charged', ints, 'Total Interest for This Period'));
    } else {
      parts.push(...table('Fees', fees, 'Total Fees for This Period'));
      parts.push({
        html: `<h3 class="sec">Interest Charged</h3><table class="l"><tbody>${[
          ['Interest Charge on Purchases', $(sum(shown(ints).map((r) => ({ ...r, cents: printed(r) }))))],
          ['Interest Charge on Cash Advances', '$0.00'],
          ['Interest Charge on Other Balances', '$0.00'],
        ]
          .map(([l, v]) => `<tr><td>${l}</td><td class="r">${v}</td></tr>`)
          .join(
            '',
          )}<tr class="b tot"><td>Total Interest for This Period</td><td class="r">${$(f.interest)}</td></tr></tbody></table>`,
        cost: 7,
      });
    }
    const year = s.end.slice(0, 4);
    if (!c.charge)
      parts.push(
        grid(
          `${year} Totals Year-to-Date`,
          ['', 'Amount'],
          [
            ['Total Fees charged in ' + year, $(inYear(a, 'cc_fee', year, 3900))],
            [
              'Total Interest charged in ' + year,
              $(inYear(a, 'cc_interest', year, s.end.slice(5, 7) === '01' ? 0 : 41277)),
            ],
          ],
        ),
        interestCalc(a, c.apr, c.days),
      );
    if (c.rewards) parts.push(kv('Rewards', c.rewards));
    if (c.disclosure)
      parts.push(
        ...disclosureOnly(
          s.legal,
          '<p><b>Billing Rights Summary.</b> What to do if you think you find a mistake on your statement: write to us within 60 days after the error appeared on your statement. You must notify us of any potential errors in writing.</p>',
        ).slice(0, 2),
      );
    return paginate(s, parts);
  };
  return s;
}

const AMEX_SHOPS = [
  'DELTA AIR LINES ATLANTA GA',
  'THE RITZ-CARLTON NEW YORK NY',
  'UBER TRIP SAN FRANCISCO CA',
  'SAKS FIFTH AVENUE NEW YORK NY',
  'WHOLE FOODS MARKET BROOKLYN NY',
  'RESY*GRAMERCY TAVERN NEW YORK NY',
  'CLEAR *CLEARME.COM NEW YORK NY',
  'EQUINOX 8437 NEW YORK NY',
  'AMAZON MARKETPLACE SEATTLE WA',
  'HERTZ RENT-A-CAR MIAMI FL',
  'BLUE BOTTLE COFFEE NEW YORK NY',
  'WALGREENS #4410 HOBOKEN NJ',
];

// ---------------------------------------------------------------- Amex Platinum: three card members, each with Total New Charges

export const amexPlatinum = (): Spec2 => {
  const period = { start: '2025-06-13', end: '2025-07-12' };
  const holders = [
    { name: 'JONATHAN A PRESTON', last4: '1005' },
    { name: 'CAROLINE B PRESTON', last4: '1013' },
    { name: 'OLIVER PRESTON', last4: '1021' },
  ];
  const a = personalCard(1801, '379912345671005', 'Platinum Card', period, 612240, holders, 46, AMEX_SHOPS);
  const s = spec3(
    'probe5-amex-platinum-cc.pdf',
    'American Express Platinum Card (personal), three card members each with Total New Charges, an undated Interest Charge on Purchases line',
    [
      'credit-card',
      'personal',
      'cardholder-groups-with-totals',
      'per-member-total-new-charges',
      'undated-interest-lines',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minimum-payment-warning',
      'minus-signed-payments',
      'rewards-summary',
      'mm-dd-yy-dates',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'AMERICAN EXPRESS',
    'American Express National Bank',
    ['American Express', 'Amex'],
    period,
    ['JONATHAN A PRESTON', '245 W 107TH ST APT 9C', 'NEW YORK NY 10025-3022'],
    [a],
  );
  const f = figures(a);
  s.head = (n, all) =>
    `<span>JONATHAN A PRESTON</span><span>Account Ending 1-${a.number.slice(-5)}</span><span>p. ${n}/${all}</span>`;
  return card(s, a, {
    font: 'body{font-family:"Liberation Sans",Arial,sans-serif;font-size:7.9pt}',
    color: '#006fcf',
    box: [
      ['Closing Date', '07/12/25'],
      ['Account Ending', `1-${a.number.slice(-5)}`],
      ['Customer Care', '1-800-525-3355'],
    ],
    ret: ['American Express', 'P.O. Box 6031, Carol Stream IL 60197-6031'],
    date: 'MM/DD/YY',
    holders,
    groups: (h) => [`${h.name} &nbsp; Card Ending ${h.last4.slice(-5)}`, `Total New Charges ${h.name}`],
    interest: 'undated',
    apr: 0.2074,
    days: 30,
    negPayments: true,
    dollar: true,
    summary: [
      ['Previous Balance', f.previous],
      ['Payments/Credits', `-${$(f.payments + f.credits)}`],
      ['New Charges', `+${$(f.purchases)}`],
      ['Fees', `+${$(f.fees)}`],
      ['Interest Charged', `+${$(f.interest)}`],
      ['New Balance', f.next],
    ],
    rewards: [
      ['Membership Rewards Points earned this period', Math.floor(f.purchases / 100).toLocaleString('en-US')],
      ['Membership Rewards Points available', (184200 + Math.floor(f.purchases / 100)).toLocaleString('en-US')],
    ],
  });
};

// ---------------------------------------------------------------- Capital One Quicksilver: across the year end, trans and post dates "Jan 5"

export const quicksilver = (): Spec2 => {
  const period = { start: '2024-12-09', end: '2025-01-08' };
  const holders = [{ name: 'BRANDON T MCALLISTER', last4: '5562' }];
  const a = personalCard(1802, '5178058812345562', 'Quicksilver', period, 288415, holders, 34);
  const s = spec3(
    'probe5-capitalone-quicksilver-cc-yearend.pdf',
    'Capital One Quicksilver (personal), a cycle across the year end, transaction and post dates printed "Dec 29", interest printed undated',
    [
      'credit-card',
      'personal',
      'year-end-period',
      'dates-without-year',
      'month-day-dates',
      'trans-post-dates',
      'two-column-page-one',
      'undated-interest-lines',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minimum-payment-warning',
      'rewards-summary',
      'chromium',
      'multi-page',
    ],
    'Capital One',
    'Capital One, N.A.',
    ['Capital One'],
    period,
    ['BRANDON T MCALLISTER', '1719 PRAIRIE CREEK DR', 'FRISCO TX 75033-4471'],
    [a],
  );
  const f = figures(a);
  return card(s, a, {
    font: 'body{font-family:"DejaVu Sans",sans-serif;font-size:7.6pt}',
    color: '#d03027',
    box: [
      ['Dec 9, 2024 - Jan 8, 2025', '31 days in Billing Cycle'],
      ['Quicksilver', `Ending in ${a.number.slice(-4)}`],
      ['Customer Service', '1-800-227-4825'],
    ],
    ret: ['Capital One', 'P.O. Box 31293, Salt Lake City UT 84131-0293'],
    date: 'Mon D',
    postDate: true,
    holders,
    interest: 'undated',
    apr: 0.2824,
    days: 31,
    messages:
      'Your Cash Back rewards balance is ready to redeem. Starting with your March 2025 statement, the Late Fee will be up to $40.00. Pay by Feb 2, 2025 to avoid a late fee.',
    summary: [
      ['Previous Balance', f.previous],
      ['Payments', `- ${$(f.payments)}`],
      ['Other Credits', `- ${$(f.credits)}`],
      ['Transactions', `+ ${$(f.purchases)}`],
      ['Cash Advances', '+ $0.00'],
      ['Fees Charged', `+ ${$(f.fees)}`],
      ['Interest Charged', `+ ${$(f.interest)}`],
      ['New Balance', `= ${$(f.next)}`],
    ],
    rewards: [
      ['Rewards earned this period (1.5%)', $(Math.round(f.purchases * 0.015))],
      ['Rewards balance', $(Math.round(f.purchases * 0.015) + 8812)],
    ],
  });
};

// ---------------------------------------------------------------- Citi Custom Cash: dated interest, a page of disclosures only

export const citiCustomCash = (): Spec2 => {
  const period = { start: '2025-07-04', end: '2025-08-03' };
  const holders = [{ name: 'NADIA L FERREIRA', last4: '7348' }];
  const a = personalCard(1803, '5466160212347348', 'Citi Custom Cash Card', period, 134052, holders, 30);
  const s = spec3(
    'probe5-citi-custom-cash-cc.pdf',
    'Citi Custom Cash Card (personal): fees and interest dated in their own sections, a page of disclosures only',
    [
      'credit-card',
      'personal',
      'dated-interest-lines',
      'fees-interest-sections-with-totals',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minimum-payment-warning',
      'rewards-summary',
      'disclosure-only-page',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'Citi',
    'Citibank, N.A.',
    ['Citibank', 'Citi'],
    period,
    ['NADIA L FERREIRA', '61 HAWTHORNE ST', 'SOMERVILLE MA 02144-2902'],
    [a],
  );
  const f = figures(a);
  return card(s, a, {
    font: 'body{font-family:"Liberation Serif",serif;font-size:8.2pt}',
    color: '#056dae',
    box: [
      ['Billing Period:', '07/04/25-08/03/25'],
      ['Account number ending in:', a.number.slice(-4)],
      ['Customer Service', '1-888-766-2484'],
    ],
    ret: ['Citi Cards', 'P.O. Box 6500, Sioux Falls SD 57117'],
    date: 'MM/DD',
    holders,
    interest: 'dated',
    apr: 0.2524,
    days: 31,
    disclosure: true,
    summary: [
      ['Previous balance', f.previous],
      ['Payments', `-${$(f.payments)}`],
      ['Credits', `-${$(f.credits)}`],
      ['Purchases', `+${$(f.purchases)}`],
      ['Cash advances', '+$0.00'],
      ['Fees', `+${$(f.fees)}`],
      ['Interest', `+${$(f.interest)}`],
      ['New balance', f.next],
    ],
    rewards: [
      ['Cash back earned this billing period', $(Math.round(f.purchases * 0.05 * 0.3 + f.purchases * 0.01 * 0.7))],
    ],
  });
};

// ---------------------------------------------------------------- Wells Fargo Autograph: two card members, two-column page 1, tracked headings

export const wfAutograph = (): Spec2 => {
  const period = { start: '2025-06-21', end: '2025-07-20' };
  const holders = [
    { name: 'DEREK S WATANABE', last4: '3391' },
    { name: 'MEI WATANABE', last4: '8854' },
  ];
  const a = personalCard(1804, '4465420198763391', 'Wells Fargo Autograph Card', period, 92018, holders, 40);
  const s = spec3(
    'probe5-wf-autograph-cc.pdf',
    'Wells Fargo Autograph Visa Card (personal), two card members each with a total, page 1 in two columns, letter-spaced headings',
    [
      'credit-card',
      'personal',
      'cardholder-groups-with-totals',
      'two-column-page-one',
      'trans-post-dates',
      'dated-interest-lines',
      'fees-interest-sections-with-totals',
      'interest-charge-calculation',
      'ytd-fees-interest',
      'minimum-payment-warning',
      'rewards-summary',
      'tracked-headings',
      'mm-dd-dates',
      'chromium',
      'multi-page',
    ],
    'WELLS FARGO',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo'],
    period,
    ['DEREK S WATANABE', '2207 SE ANKENY ST', 'PORTLAND OR 97214-1530'],
    [a],
  );
  const f = figures(a);
  return card(s, a, {
    font: 'body{font-family:"DejaVu Sans",sans-serif;font-size:7.5pt} h3.sec{letter-spacing:2.8px;text-transform:uppercase}',
    color: '#d71e28',
    box: [
      ['Statement Period', '06/21/2025 to 07/20/2025'],
      ['Account Number', `Ending in ${a.number.slice(-4)}`],
      ['Customer Service', '1-800-642-4720'],
    ],
    ret: ['Wells Fargo', 'P.O. Box 51193, Los Angeles CA 90051-5493'],
    date: 'MM/DD',
    postDate: true,
    holders,
    groups: (h) => [`${h.name} &nbsp; Card Ending in ${h.last4}`, `TOTAL ${h.name} FOR THIS PERIOD`],
    interest: 'dated',
    apr: 0.2324,
    days: 30,
    messages:
      'Earn 3X points on restaurants, travel, gas stations, transit, popular streaming services and phone plans. Your next AutoPay of the minimum payment will be deducted on 08/15/2025.',
    summary: [
      ['Previous Balance', f.previous],
      ['- Payments', f.payments],
      ['- Other Credits', f.credits],
      ['+ Cash Advances', 0],
      ['+ Purchases, Balance Transfers & Other Charges', f.purchases],
      ['+ Fees Charged', f.fees],
      ['+ Interest Charged', f.interest],
      ['= New Balance', f.next],
    ],
    rewards: [['Rewards points earned this period', Math.floor(f.purchases / 100).toLocaleString('en-US')]],
  });
};

// ---------------------------------------------------------------- Ramp business card: employee cards with subtotals

export const ramp = (): Spec2 => {
  const period = { start: '2025-07-01', end: '2025-07-31' };
  const staff = [
    { name: 'MAYA CHEN', last4: '4821' },
    { name: 'OSCAR VILLANUEVA', last4: '7730' },
    { name: 'PRIYA RAMAKRISHNAN', last4: '1296' },
    { name: 'TOM BECKETT', last4: '5504' },
  ];
  const a = personalCard(1805, '5563004411204821', 'Ramp Corporate Card', period, 1841277, staff, 48, [
    'AWS EMEA AWS.AMAZON.CO WA',
    'FIGMA FIGMA.COM CA',
    'UNITED AIRLINES 0162 HOUSTON TX',
    'WEWORK 1115 BROADWAY NEW YORK NY',
    'LINKEDIN JOBS MOUNTAIN VIEW CA',
    'SLACK T04N2L SAN FRANCISCO CA',
    'HILTON GARDEN INN AUSTIN TX',
    'GOOGLE *ADS4471 MOUNTAIN VIEW CA',
    'DOORDASH*SWEETGREEN SAN FRANCISCO CA',
    'NOTION LABS NOTION.SO CA',
  ]);
  a.rows = a.rows
    .filter((r) => r.kind !== 'cc_interest')
    .map((r) => (r.kind === 'payment' ? { ...r, desc: 'AUTOPAY FROM OPERATING ACCOUNT ****3310' } : r));
  const s = spec3(
    'probe5-ramp-business-card-employees.pdf',
    'Ramp corporate card (Celtic Bank), business: purchases grouped by employee card with a subtotal each, no interest (charge card)',
    [
      'credit-card',
      'business',
      'fintech',
      'cardholder-groups-with-totals',
      'employee-subtotals',
      'mm-dd-yyyy-dates',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Ramp',
    'Celtic Bank',
    ['Celtic Bank', 'Ramp'],
    period,
    ['NORTHWIND ROBOTICS INC', 'ATTN ACCOUNTS PAYABLE', '500 W 2ND ST STE 1900', 'AUSTIN TX 78701-4685'],
    [a],
  );
  const f = figures(a);
  return card(s, a, {
    font: 'body{font-family:"DejaVu Sans",sans-serif;font-size:7.3pt}',
    color: '#111111',
    box: [
      ['Statement Period', '07/01/2025 - 07/31/2025'],
      ['Account', `Ramp Card ****${a.number.slice(-4)}`],
      ['Support', 'support@ramp.com'],
    ],
    ret: ['Ramp', '28 W 23rd St, New York NY 10010', 'Cards issued by Celtic Bank'],
    date: 'MM/DD/YYYY',
    holders: staff,
    groups: (h) => [`${h.name} (card ****${h.last4})`, `Subtotal ${h.name}`],
    interest: 'dated',
    charge: true,
    apr: 0.0001,
    days: 31,
    summary: [
      ['Previous statement balance', f.previous],
      ['Payments', `-${$(f.payments)}`],
      ['Credits and refunds', `-${$(f.credits)}`],
      ['New spend', `+${$(f.purchases)}`],
      ['Fees', `+${$(f.fees)}`],
      ['Statement balance', f.next],
    ],
  });
};
