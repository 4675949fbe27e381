// The fourteenth set's statements, one function each: the big US banks and large regionals as they print a small
// business's month (and a few personal accounts and one business card), in products and years no earlier set has.
// Written from what the banks' statements look like, apart from the earlier sets' models. Laid out by kit14.ts.
import { type Account, type Row, cardRows, closing, savingsRows, sum } from './model.ts';
import type { Spec2 } from './page2.ts';
import { type Block, type DF, type Fmt, type Table, W, dt, gap, ln, rt, txt, usd } from './engine14.ts';
import {
  acct,
  by,
  checks,
  counts,
  credits,
  daily,
  ledger,
  masthead,
  month,
  pairs,
  prose,
  spec,
  title,
} from './kit14.ts';

const $ = (c: number, f: Fmt = {}): string => usd(c, { dollar: true, ...f });
const own = (a: Account, from: Account, dates: string[], amt: number[], out: string, inn: string): void => {
  // a transfer between the customer's own accounts on one statement: one row out of `from`, one into `a`
  dates.forEach((d, i) => {
    from.rows.push({ date: d, desc: out, cents: -amt[i], kind: 'xfer_out' });
    a.rows.push({ date: d, desc: inn, cents: amt[i], kind: 'xfer_in' });
  });
  for (const x of [a, from])
    x.rows.sort((p, q) => p.date.localeCompare(q.date) || (p.cents > 0 ? 0 : 1) - (q.cents > 0 ? 0 : 1));
};

/** Sections by kind, each with its total line; empty sections left out as the banks do. */
function sections(
  a: Account,
  defs: [string, (r: Row) => boolean, string?][],
  df: DF,
  fmt: Fmt = {},
  heads = { date: 'Date', desc: 'Description', amount: 'Amount' },
  unsigned = true,
): Table[] {
  return defs
    .map(([t, f, tot]) => ({ t, rows: a.rows.filter(f), tot }))
    .filter((s) => s.rows.length)
    .map((s) =>
      ledger(a, s.rows, { title: s.t, df, fmt, cols: ['date', 'desc', 'amount'], heads, total: s.tot, unsigned }),
    );
}

const WF_FOOT = ['Wells Fargo Bank, N.A. Member FDIC.', '(c) 2023 Wells Fargo Bank, N.A. All rights reserved.'];

export function wellsfargoBusinessChoice(): Spec2 {
  const m = month(
    1401,
    '2023-08-01',
    '2023-08-31',
    { n: 96, cards: ['4417', '9082'], checks: 7, firstCheck: 2214, mca: false, wires: true, scale: 2200 },
    {
      zelle: ['R GUTIERREZ', 'KIM NGUYEN'],
      clover: 6,
      mcaName: 'FOXHILL CAPITAL DAILY ACH',
      mcaFrom: '2023-08-09',
      mcaAmt: 38900,
      nsf: true,
    },
  );
  const a = acct('Business Choice Checking', '8836104417', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-wellsfargo-business-choice-checking.pdf',
    style:
      'Wells Fargo Business Choice Checking (2023): the statement date only, the period only as "Beginning balance on 8/1" / "Ending balance on 8/31", one transaction history with a check-number column and the ending daily balance on the day\'s last row, Totals row, daily Foxhill Capital debits from 8/9, a returned deposited item and NSF fees, Zelle and Clover deposits',
    classes: [
      'business',
      'big-bank',
      'statement-date-only',
      'period-beginning-ending-on',
      'running-balance-day-end',
      'check-number-column',
      'totals-row',
      'mca-daily-debits',
      'nsf-returned-item',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Wells Fargo',
    legal: 'Wells Fargo Bank, N.A.',
    aliases: ['Wells Fargo', 'Wells Fargo Bank', 'Wells Fargo Bank, N.A.'],
    start: '2023-08-01',
    end: '2023-08-31',
    periodPrinted: false,
    customer: ['DESERT BLOOM LANDSCAPING LLC', '4410 E INDIAN SCHOOL RD', 'PHOENIX AZ 85018-2231'],
    accounts: [a],
    head: 'August 31, 2023 ■ Business Choice Checking ■ Account number: 8836104417',
    foot: WF_FOOT,
    printer: 'chromium',
    blocks: () => [
      masthead(
        'WELLS FARGO',
        ['Business Choice Checking', 'August 31, 2023'],
        [
          ['Questions?', ''],
          ['Available by phone 24 hours a day', '1-800-CALL-WELLS'],
          ['Online:', 'wellsfargo.com/biz'],
        ],
        ['DESERT BLOOM LANDSCAPING LLC', '4410 E INDIAN SCHOOL RD', 'PHOENIX AZ 85018-2231'],
      ),
      [
        title('Activity summary'),
        ...pairs([
          ['Beginning balance on 8/1', $(a.opening)],
          ['Deposits/Credits', usd(sum(t.cr))],
          ['Withdrawals/Debits', `- ${usd(sum(t.db))}`],
          ['Ending balance on 8/31', $(closing(a))],
        ]),
        ln([txt('Account number: 8836104417', 320)]),
        ln([txt('DESERT BLOOM LANDSCAPING LLC', 320)]),
        ln([txt('Arizona account terms and conditions apply', 320)]),
        gap(),
        ...prose([
          'Overdraft Protection',
          'This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection',
          'and eligibility requirements please call the number listed on your statement or visit your Wells Fargo branch.',
        ]),
        gap(),
      ],
      {
        ...ledger(a, a.rows, {
          title: 'Transaction history',
          df: 'M/D',
          cols: ['date', 'check', 'desc', 'credit', 'debit', 'balance'],
          heads: {
            date: 'Date',
            check: 'Check Number',
            desc: 'Description',
            credit: 'Deposits/ Credits',
            debit: 'Withdrawals/ Debits',
            balance: 'Ending daily balance',
          },
          bal: 'day-end',
          wrap: 50,
        }),
        total: [txt('Ending balance on 8/31', 96), rt(usd(closing(a)), W)],
      },
      [
        ln([txt('Totals', 96, { b: true }), rt($(sum(t.cr)), 390, { b: true }), rt($(sum(t.db)), 462, { b: true })]),
        ...prose([
          'The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your',
          'account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.',
        ]),
        gap(),
      ],
      ...checks(
        a,
        'Summary of checks written (checks listed are also displayed in the preceding Transaction history)',
        3,
        'M/D',
        undefined,
        '*',
      ),
      [
        title('Monthly service fee summary'),
        ...prose([
          'For a complete list of fees and detailed account information, see the Wells Fargo Fee and Information Schedule and Account Agreement.',
          'The fee period for this statement ends 08/31/2023: Minimum daily balance $7,500.00 or combined balances $15,000.00.',
        ]),
      ],
    ],
  });
}

export function chaseBusinessSelect(): Spec2 {
  const m = month(
    1402,
    '2024-03-14',
    '2024-04-12',
    { n: 118, cards: ['3390'], checks: 9, firstCheck: 5107, mca: true, wires: true, scale: 1900 },
    { clover: 4 },
  );
  const a = acct('Chase Business Select Checking', '000000719463390', 'checking', m);
  const card = by(['card']);
  const elec = by(['ach', 'mca', 'wire_out', 'xfer_out']);
  const fee = by(['fee']);
  const ck = by(['check']);
  const n = (f: (r: Row) => boolean): string => String(a.rows.filter(f).length);
  const s = (f: (r: Row) => boolean): string => usd(sum(a.rows.filter(f)));
  return spec({
    file: 'probe14-chase-business-select-checking.pdf',
    style:
      'Chase Business Select Checking (2024, a mid-month cycle "March 14, 2024 through April 12, 2024"): CHECKING SUMMARY with INSTANCES and AMOUNT, sections by kind each with its Total line, CHECKS PAID with DATE PAID after the description, DAILY ENDING BALANCE 3-up, drawn one text object per glyph',
    classes: [
      'business',
      'big-bank',
      'period-through',
      'mid-month-cycle',
      'summary-instances-column',
      'sections-by-kind',
      'section-totals',
      'daily-ending-balance-table',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Chase',
    legal: 'JPMorgan Chase Bank, N.A.',
    aliases: ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank, N.A.'],
    start: '2024-03-14',
    end: '2024-04-12',
    periodPrinted: true,
    customer: ['NORTHSIDE TACO CO LLC', '2215 N MILWAUKEE AVE', 'CHICAGO IL 60647'],
    accounts: [a],
    head: 'March 14, 2024 through April 12, 2024    Account Number: 000000719463390',
    foot: ['JPMorgan Chase Bank, N.A. Member FDIC'],
    printer: ['glyphs'],
    blocks: () => [
      masthead(
        'CHASE',
        ['JPMorgan Chase Bank, N.A.', 'P O Box 182051', 'Columbus, OH 43218 - 2051'],
        [
          ['March 14, 2024 through April 12, 2024', ''],
          ['Account Number:', '000000719463390'],
          ['Customer Service', '1-800-242-7338'],
          ['Para Espanol:', '1-888-622-4273'],
        ],
        ['NORTHSIDE TACO CO LLC', '2215 N MILWAUKEE AVE', 'CHICAGO IL 60647'],
      ),
      [
        title('CHECKING SUMMARY   Chase Business Select Checking'),
        ln([txt('INSTANCES', 300, { b: true }), rt('AMOUNT', 460, { b: true })]),
        ln([txt('Beginning Balance', 0), rt($(a.opening), 460)]),
        ln([txt('Deposits and Additions', 0), rt(n(credits), 330), rt(s(credits), 460)]),
        ln([txt('Checks Paid', 0), rt(n(ck), 330), rt(`- ${s(ck)}`, 460)]),
        ln([txt('ATM & Debit Card Withdrawals', 0), rt(n(card), 330), rt(`- ${s(card)}`, 460)]),
        ln([txt('Electronic Withdrawals', 0), rt(n(elec), 330), rt(`- ${s(elec)}`, 460)]),
        ln([txt('Fees', 0), rt(n(fee), 330), rt(`- ${s(fee)}`, 460)]),
        ln([
          txt('Ending Balance', 0, { b: true }),
          rt(String(a.rows.length), 330, { b: true }),
          rt($(closing(a)), 460, { b: true }),
        ]),
        gap(),
      ],
      ...sections(
        a,
        [['DEPOSITS AND ADDITIONS', credits, 'Total Deposits and Additions']],
        'MM/DD',
        {},
        { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
      ),
      {
        title: 'CHECKS PAID',
        cols: [
          { head: 'CHECK NO.', x: 0 },
          { head: 'DESCRIPTION', x: 70 },
          { head: 'DATE PAID', x: 330 },
          { head: 'AMOUNT', x: W, r: true },
        ],
        rows: a.rows
          .filter(ck)
          .map((r) => [
            [txt(`${r.check} ^`, 0), txt('', 70), txt(dt(r.date, 'MM/DD'), 330), rt($(-(r.shown ?? r.cents)), W)],
          ]),
        total: [txt('Total Checks Paid', 70), rt($(sum(a.rows.filter(ck))), W)],
      },
      prose([
        'If you see a description in the Checks Paid section, it means that we received only electronic information about the check, not the original',
        'or an image of the check. ^ An image of this check may be available for you to view on Chase.com.',
      ]),
      ...sections(
        a,
        [
          ['ATM & DEBIT CARD WITHDRAWALS', card, 'Total ATM & Debit Card Withdrawals'],
          ['ELECTRONIC WITHDRAWALS', elec, 'Total Electronic Withdrawals'],
          ['FEES', fee, 'Total Fees'],
        ],
        'MM/DD',
        {},
        { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
      ),
      daily(a, 'DAILY ENDING BALANCE', 3, 'MM/DD', ['DATE', 'AMOUNT']),
      [
        title('SERVICE CHARGE SUMMARY'),
        ...prose([
          'Maintenance Fee waived if the account has a $2,000 minimum daily ending balance, or $2,000 in purchases on a Chase Ink Business card.',
        ]),
      ],
    ],
  });
}

export function bofaBusinessRelationship(): Spec2 {
  const m = month(
    1403,
    '2024-04-01',
    '2024-04-30',
    { n: 84, cards: ['7721', '0458'], checks: 12, firstCheck: 3390, mca: true, wires: false, scale: 2800 },
    { zelle: ['JOHN PARK', 'ANA SILVA', 'T BROOKS'] },
  );
  const a = acct('Business Advantage Relationship Banking', '325068841177', 'checking', m);
  const cr = a.rows.filter(credits);
  const ck = a.rows.filter(by(['check']));
  const fee = a.rows.filter(by(['fee']));
  const wd = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee');
  const neg = { dollar: false };
  return spec({
    file: 'probe14-bofa-business-advantage-relationship.pdf',
    style:
      'Bank of America Business Advantage Relationship Banking (2024): "for April 1, 2024 to April 30, 2024", Account summary with "Beginning balance on April 1, 2024", # of deposits/credits and # of withdrawals/debits, deposits / withdrawals / checks / service fees sections with negative debit amounts and Total lines, checks 2-up, Daily ledger balances 3-up, a marketing box with a date and an amount, Zelle credits',
    classes: [
      'business',
      'big-bank',
      'period-for-to',
      'period-beginning-ending-on',
      'summary-with-counts-beside',
      'sections-by-kind',
      'section-totals',
      'signed-dollar-amounts',
      'checks-2up',
      'daily-ledger-balance-table',
      'marketing-with-dates-amounts',
      'mca-daily-debits',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Bank of America',
    legal: 'Bank of America, N.A.',
    aliases: ['Bank of America', 'BofA', 'Bank of America, N.A.'],
    start: '2024-04-01',
    end: '2024-04-30',
    periodPrinted: true,
    customer: ['PEACHTREE MOBILE DETAILING INC', '1180 W PEACHTREE ST NW STE 210', 'ATLANTA GA 30309-3401'],
    accounts: [a],
    head: 'PEACHTREE MOBILE DETAILING INC | Account # 3250 6884 1177 | April 1, 2024 to April 30, 2024',
    foot: ['Bank of America, N.A. Member FDIC and Equal Housing Lender', '(c) 2024 Bank of America Corporation'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'BANK OF AMERICA',
        ['P.O. Box 15284', 'Wilmington, DE 19850'],
        [
          ['Customer service information', ''],
          ['1.888.BUSINESS (1.888.287.4637)', ''],
          ['bankofamerica.com', ''],
          ['Bank of America, N.A.', ''],
          ['P.O. Box 25118 Tampa, FL 33622-5118', ''],
        ],
        ['PEACHTREE MOBILE DETAILING INC', '1180 W PEACHTREE ST NW STE 210', 'ATLANTA GA 30309-3401'],
      ),
      [
        title('Your Business Advantage Relationship Banking'),
        ln([txt('for April 1, 2024 to April 30, 2024', 0), txt('Account number: 3250 6884 1177', 330)]),
        gap(),
        title('Account summary', 8.6),
        ...pairs(
          [
            ['Beginning balance on April 1, 2024', $(a.opening)],
            ['Deposits and other credits', usd(sum(cr))],
            ['Withdrawals and other debits', usd(-sum(wd))],
            ['Checks', usd(-sum(ck))],
            ['Service fees', usd(-sum(fee))],
            ['Ending balance on April 30, 2024', $(closing(a))],
          ],
          0,
          250,
        ),
        ln([txt(`# of deposits/credits: ${cr.length}`, 300)]),
        ln([txt(`# of withdrawals/debits: ${a.rows.length - cr.length}`, 300)]),
        ln([txt('# of days in cycle: 30', 300)]),
        gap(),
        ln(
          [
            txt(
              'Get more with Preferred Rewards for Business: open by May 31, 2024 and earn a $500.00 bonus with $25,000.00 in new money.',
              0,
              { b: true, s: 7 },
            ),
          ],
          { h: 14 },
        ),
        gap(),
      ],
      ...sections(
        a,
        [
          ['Deposits and other credits', credits, 'Total deposits and other credits'],
          [
            'Withdrawals and other debits',
            (r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee',
            'Total withdrawals and other debits',
          ],
        ],
        'MM/DD/YY',
        neg,
        undefined,
        false,
      ),
      ...checks(a, 'Checks', 2, 'MM/DD/YY', 'Total checks', '*'),
      ...sections(a, [['Service fees', by(['fee']), 'Total service fees']], 'MM/DD/YY', neg, undefined, false),
      daily(a, 'Daily ledger balances', 3, 'MM/DD', ['Date', 'Balance ($)']),
    ],
  });
}

export function pncBusinessCheckingPlus(): Spec2 {
  const m = month(
    1404,
    '2024-08-01',
    '2024-08-31',
    { n: 104, cards: ['6620'], checks: 6, firstCheck: 1180, mca: false, wires: true, scale: 3100 },
    { mcaName: 'CORAL BAY FUNDING ACH DEBIT', mcaAmt: 52900, clover: 3 },
  );
  const a = acct('Business Checking Plus', '1027745518', 'checking', m);
  const cr = a.rows.filter(credits);
  const db = a.rows.filter((r) => r.cents < 0);
  const cnt = (k: string[]): number => a.rows.filter(by(k as Row['kind'][])).length;
  const amtFirst = (t: string, f: (r: Row) => boolean, tot: string): Table =>
    ledger(a, a.rows.filter(f), {
      title: t,
      df: 'MM/DD',
      cols: ['date', 'amount', 'desc'],
      heads: { date: 'Date posted', amount: 'Amount', desc: 'Transaction description' },
      amountFirst: true,
      unsigned: true,
      total: tot,
    });
  return spec({
    file: 'probe14-pnc-business-checking-plus.pdf',
    style:
      'PNC Business Checking Plus (2024): "For the period 08/01/2024 to 08/31/2024", Balance Summary across the page, Transaction Summary counts, activity detail with the amount before the description, Checks and Substitute Checks with a reference number, Daily Balance Detail, drawn column by column down the page',
    classes: [
      'business',
      'big-bank',
      'period-for-to',
      'summary-horizontal',
      'amount-before-description',
      'sections-by-kind',
      'section-totals',
      'daily-ledger-balance-table',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'PNC Bank',
    legal: 'PNC Bank, National Association',
    aliases: ['PNC', 'PNC Bank', 'PNC Bank, National Association'],
    start: '2024-08-01',
    end: '2024-08-31',
    periodPrinted: true,
    customer: ['ALLEGHENY RIVER HVAC LLC', '611 BUTLER ST', 'PITTSBURGH PA 15223-2127'],
    accounts: [a],
    head: 'Business Checking Plus   For the period 08/01/2024 to 08/31/2024   ALLEGHENY RIVER HVAC LLC   Primary account number: 10-2774-5518',
    foot: ['Member FDIC  Equal Housing Lender', 'PNC Bank, National Association'],
    printer: ['columns'],
    blocks: () => [
      masthead(
        'PNC BANK',
        ['P O Box 609', 'Pittsburgh, PA 15230-9738'],
        [
          ['For the period', '08/01/2024 to 08/31/2024'],
          ['Primary account number:', '10-2774-5518'],
          ['Number of enclosures:', '0'],
          ['For 24-hour account information,', ''],
          ['call 1-877-BUS-BNKG', ''],
        ],
        ['ALLEGHENY RIVER HVAC LLC', '611 BUTLER ST', 'PITTSBURGH PA 15223-2127'],
      ),
      [
        title('Business Checking Plus Summary'),
        ...prose(['Account number: 10-2774-5518', 'ALLEGHENY RIVER HVAC LLC']),
        title('Balance Summary', 8.4),
        ln([
          txt('Beginning', 0, { b: true }),
          txt('Deposits and', 130, { b: true }),
          txt('Checks and other', 270, { b: true }),
          txt('Ending', 420, { b: true }),
        ]),
        ln([
          txt('balance', 0, { b: true }),
          txt('other additions', 130, { b: true }),
          txt('deductions', 270, { b: true }),
          txt('balance', 420, { b: true }),
        ]),
        ln([rt(usd(a.opening), 100), rt(usd(sum(cr)), 240), rt(usd(sum(db)), 380), rt(usd(closing(a)), W)]),
        gap(),
        title('Transaction Summary', 8.4),
        ...pairs([
          ['Checks paid/written', String(cnt(['check']))],
          ['Check card/debit purchases', String(cnt(['card']))],
          ['Online and electronic banking deductions', String(cnt(['ach', 'mca', 'wire_out', 'xfer_out']))],
          ['Other deductions', String(cnt(['fee']))],
          ['Deposits and other additions', String(cr.length)],
        ]),
        gap(),
      ],
      amtFirst('Deposits and Other Additions', credits, 'Total deposits and other additions'),
      {
        title: 'Checks and Substitute Checks',
        cols: [
          { head: 'Date posted', x: 0 },
          { head: 'Check number', x: 70 },
          { head: 'Amount', x: 220, r: true },
          { head: 'Reference number', x: 260 },
        ],
        rows: a.rows
          .filter(by(['check']))
          .map((r, i) => [
            [
              txt(dt(r.date, 'MM/DD'), 0),
              txt(String(r.check), 70),
              rt(usd(-(r.shown ?? r.cents)), 220),
              txt(`0${84412930 + i * 17}`, 260),
            ],
          ]),
        total: [txt('Total checks', 70), rt(usd(sum(a.rows.filter(by(['check'])))), 220)],
      },
      amtFirst(
        'Banking/Check Card Withdrawals and Purchases',
        by(['card']),
        'Total banking/check card withdrawals and purchases',
      ),
      amtFirst(
        'Online and Electronic Banking Deductions',
        by(['ach', 'mca', 'wire_out', 'xfer_out']),
        'Total online and electronic banking deductions',
      ),
      amtFirst('Other Deductions', by(['fee']), 'Total other deductions'),
      daily(a, 'Daily Balance Detail', 3, 'MM/DD', ['Date', 'Ledger balance']),
    ],
  });
}
