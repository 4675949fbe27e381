// The fourteenth set's statements, one function each: the big US banks and large regionals as they print a small
// business's month (and a few personal accounts and one business card), in products and years no earlier set has.
// Written from what the banks' statements look like, apart from the earlier sets' models. Laid out by kit14.ts.
import { type Account, type Row, cardRows, closing, openingForFloor, savingsRows, sum } from './model.ts';
import type { Spec2 } from './page2.ts';
import { type Block, type DF, type Fmt, type Ln, type Table, W, dt, gap, ln, rt, txt, usd } from './engine14.ts';
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
  personalize,
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
      ledger(a, s.rows, {
        title: s.t,
        df,
        fmt,
        cols: ['date', 'desc', 'amount'],
        heads,
        total: s.tot,
        unsigned,
        descX: heads.date.length > 8 ? 72 : undefined,
      }),
    );
}

const disclosures = (bank: string, lines: string[]): Block[] => [
  'page',
  [title(`Important information about your ${bank} account`), ...prose(lines, 6.8), gap(10)],
  'page',
];
const REG_E = [
  'In case of errors or questions about your electronic transfers: telephone us at the number on this statement or write to us at the',
  'address on this statement as soon as you can, if you think your statement or receipt is wrong or if you need more information about',
  'a transfer on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which',
  'the error or problem appeared. Tell us your name and account number; describe the error or the transfer you are unsure about, and',
  'explain as clearly as you can why you believe there is an error; tell us the dollar amount of the suspected error.',
  'For business accounts, the Deposit Agreement and Disclosures govern: you must report unauthorized transactions promptly.',
  'Reconciling your account: compare your records with this statement; list outstanding checks and deposits not yet credited.',
];

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
      'disclosures-between-activity',
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
      ...disclosures('Bank of America', REG_E),
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

export function mercuryCheckingSavings2023(): Spec2 {
  const m = month(
    1405,
    '2023-03-01',
    '2023-03-31',
    { n: 58, cards: ['1193'], mca: false, wires: true, scale: 5200 },
    { floor: 1200000 },
  );
  const chk = acct('Mercury Checking ••4471', '202311884471', 'checking', m);
  const sv = savingsRows(1415, '2023-03-01', '2023-03-31', 2);
  const sav = acct('Mercury Savings ••9026', '202311889026', 'savings', { rows: sv, opening: 4812055 });
  own(
    sav,
    chk,
    ['2023-03-06', '2023-03-20'],
    [1500000, 800000],
    'Transfer to Mercury Savings ••9026',
    'Transfer from Mercury Checking ••4471',
  );
  own(
    chk,
    sav,
    ['2023-03-28'],
    [2000000],
    'Transfer to Mercury Checking ••4471',
    'Transfer from Mercury Savings ••9026',
  );
  // the transfers came after the month's floor was set: Mercury has no overdraft, so the checking never dips below it
  chk.opening = openingForFloor(chk.rows, 1200000);
  const f: Fmt = { dollar: true };
  const acctBlock = (a: Account): Block[] => {
    const t = counts(a.rows);
    return [
      [
        title(a.label),
        ln([txt('Beginning balance', 0), txt('Money in', 140), txt('Money out', 280), txt('Ending balance', 420)]),
        ln(
          [
            txt($(a.opening), 0, { b: true }),
            txt($(sum(t.cr)), 140, { b: true }),
            txt(usd(-sum(t.db), f), 280, { b: true }),
            txt($(closing(a)), 420, { b: true }),
          ],
          { h: 14 },
        ),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'Transactions',
        df: 'Mon D',
        fmt: f,
        cols: ['date', 'desc', 'amount', 'balance'],
        heads: { date: 'Date (UTC)', desc: 'Description', amount: 'Amount', balance: 'End of Day Balance' },
        descX: 56,
        bal: 'day-end',
      }),
    ];
  };
  return spec({
    file: 'probe14-mercury-checking-savings-2023.pdf',
    style:
      'Mercury (2023, Evolve Bank & Trust): one statement for a checking and a savings account, each with Beginning balance / Money in / Money out / Ending balance across the page and its own ledger of signed dollar amounts with the end-of-day balance, transfers between the two, "Mar 1, 2023 – Mar 31, 2023"',
    classes: [
      'business',
      'fintech',
      'period-dash-range',
      'consolidated-two-accounts',
      'own-transfers-between-accounts',
      'summary-horizontal',
      'signed-dollar-amounts',
      'running-balance-day-end',
      'savings',
      'wires',
      'merchant-deposits',
      'partner-bank-footer',
      'multi-page',
    ],
    bank: 'Mercury',
    legal: 'Evolve Bank & Trust',
    aliases: ['Mercury', 'Evolve Bank & Trust', 'Evolve Bank and Trust', 'Evolve'],
    start: '2023-03-01',
    end: '2023-03-31',
    periodPrinted: true,
    customer: ['Lumen Robotics, Inc.', '548 Market St PMB 40512', 'San Francisco, CA 94104'],
    accounts: [chk, sav],
    head: 'Lumen Robotics, Inc.   Mar 1, 2023 – Mar 31, 2023',
    foot: [
      'Mercury is a financial technology company, not a bank. Banking services provided by Evolve Bank & Trust, Member FDIC.',
      'Deposits are FDIC-insured up to $250,000 per depositor through Evolve Bank & Trust, Member FDIC.',
    ],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'mercury',
        ['Mercury Technologies, Inc.', '548 Market St, PMB 40512, San Francisco, CA 94104'],
        [
          ['Statement period', 'Mar 1, 2023 – Mar 31, 2023'],
          ['Account holder', 'Lumen Robotics, Inc.'],
          ['Support', 'support@mercury.com'],
        ],
        ['Lumen Robotics, Inc.', '548 Market St PMB 40512', 'San Francisco, CA 94104'],
      ),
      ...acctBlock(chk),
      ...acctBlock(sav),
    ],
  });
}

export function regionsBusinessAdvantage(): Spec2 {
  const m = month(
    1406,
    '2024-08-01',
    '2024-08-30',
    { n: 88, cards: ['5512'], checks: 10, firstCheck: 7741, mca: true, scale: 1800 },
    { nsf: true, floor: -48250, zelle: ['DENISE WARD'] },
  );
  const a = acct('Business Advantage Checking', '0224518807', 'checking', m);
  const g = (k: Row['kind'][]): Row[] => a.rows.filter(by(k));
  const cr = a.rows.filter(credits);
  const wd = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee');
  return spec({
    file: 'probe14-regions-business-advantage-checking.pdf',
    style:
      'Regions Business Advantage Checking (2024): "August 1, 2024 through August 30, 2024", SUMMARY with + and - marks and item counts, DEPOSITS & CREDITS / WITHDRAWALS / FEES / CHECKS sections with totals, the account overdrawn mid-month with NSF and returned-item fees, DAILY BALANCE SUMMARY with a negative balance, bold struck twice (a line printer\'s overprint)',
    classes: [
      'business',
      'big-bank',
      'period-through',
      'summary-plus-minus-marks',
      'summary-items-per-kind',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'overdraft-negative-balance',
      'nsf-returned-item',
      'mca-daily-debits',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Regions',
    legal: 'Regions Bank',
    aliases: ['Regions', 'Regions Bank'],
    start: '2024-08-01',
    end: '2024-08-30',
    periodPrinted: true,
    customer: ['BAYOU CITY PRESSURE WASHING LLC', '7702 HARRISBURG BLVD', 'HOUSTON TX 77012-4410'],
    accounts: [a],
    head: 'BAYOU CITY PRESSURE WASHING LLC   ACCOUNT # 0224518807   August 1, 2024 through August 30, 2024',
    foot: ['Regions Bank. Member FDIC. Equal Housing Lender.'],
    printer: ['overprint'],
    blocks: () => [
      masthead(
        'REGIONS',
        ['P.O. Box 11007', 'Birmingham, AL 35288'],
        [
          ['ACCOUNT #', '0224518807'],
          ['Cycle', '27'],
          ['Enclosures', '0'],
        ],
        ['BAYOU CITY PRESSURE WASHING LLC', '7702 HARRISBURG BLVD', 'HOUSTON TX 77012-4410'],
      ),
      [
        title('BUSINESS ADVANTAGE CHECKING'),
        ln([txt('August 1, 2024 through August 30, 2024', 0, { b: true })]),
        title('SUMMARY', 8.4),
        ln([txt('Beginning Balance', 0), rt($(a.opening), 250)]),
        ln([txt('Deposits & Credits', 0), rt($(sum(cr)), 250), txt('+', 256), rt(String(cr.length), 330)]),
        ln([txt('Withdrawals', 0), rt($(sum(wd)), 250), txt('-', 256), rt(String(wd.length), 330)]),
        ln([txt('Fees', 0), rt($(sum(g(['fee']))), 250), txt('-', 256), rt(String(g(['fee']).length), 330)]),
        ln([txt('Checks', 0), rt($(sum(g(['check']))), 250), txt('-', 256), rt(String(g(['check']).length), 330)]),
        ln([txt('Ending Balance', 0, { b: true }), rt($(closing(a)), 250, { b: true })]),
        gap(),
        ...prose([
          'Back to school? Open a Regions Savings account by September 30, 2024 and we will deposit $200.00 when you keep $5,000.00 for 60 days.',
        ]),
        gap(),
      ],
      ...sections(
        a,
        [
          ['DEPOSITS & CREDITS', credits, 'Total Deposits & Credits'],
          ['WITHDRAWALS', (r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee', 'Total Withdrawals'],
          ['FEES', by(['fee']), 'Total Fees'],
        ],
        'MM/DD',
      ),
      ...checks(a, 'CHECKS', 3, 'MM/DD', 'Total Checks', '*'),
      daily(a, 'DAILY BALANCE SUMMARY', 3, 'MM/DD'),
    ],
  });
}

export function frostPlusChecking(): Spec2 {
  const r0 = month(
    1407,
    '2024-03-01',
    '2024-03-31',
    { n: 44, cards: ['2208'], checks: 2, firstCheck: 411, scale: 420 },
    { zelle: ['MARCO REYES'] },
  );
  personalize(r0.rows, 2407, '2208');
  const a = acct('Frost Plus Checking', '591102738', 'checking', r0);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-frost-plus-checking.pdf',
    style:
      'Frost Plus Checking, personal (2024): "Statement Period 03/01/24 - 03/31/24", Account Summary with counts beside, one Account Activity ledger with the balance on every row and Beginning / Ending Balance lines',
    classes: [
      'personal',
      'big-bank',
      'period-dash-range',
      'summary-with-counts-beside',
      'running-balance-every-row',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Frost',
    legal: 'Frost Bank',
    aliases: ['Frost', 'Frost Bank'],
    start: '2024-03-01',
    end: '2024-03-31',
    periodPrinted: true,
    customer: ['ELENA V TORRES', '3318 HILLCREST DR', 'SAN ANTONIO TX 78201-3310'],
    accounts: [a],
    head: 'ELENA V TORRES   Account 591102738   Statement Period 03/01/24 - 03/31/24',
    foot: ['Frost Bank  Member FDIC', 'frostbank.com  (800) 513-7678'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'FROST',
        ['P.O. Box 1600', 'San Antonio, Texas 78296'],
        [
          ['Statement Period', '03/01/24 - 03/31/24'],
          ['Account', '591102738'],
          ['Page', '1'],
        ],
        ['ELENA V TORRES', '3318 HILLCREST DR', 'SAN ANTONIO TX 78201-3310'],
      ),
      [
        title('Frost Plus Checking   Account Summary'),
        ln([txt('Beginning Balance', 0), rt($(a.opening), 300)]),
        ln([txt(`${t.cr.length} Deposits/Credits`, 0), rt(usd(sum(t.cr)), 300)]),
        ln([txt(`${t.db.length} Withdrawals/Debits`, 0), rt(usd(sum(t.db)), 300)]),
        ln([txt('Ending Balance', 0, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'Account Activity',
        df: 'MM/DD',
        cols: ['date', 'desc', 'credit', 'debit', 'balance'],
        heads: { date: 'Date', desc: 'Transaction Detail', credit: 'Credits', debit: 'Debits', balance: 'Balance' },
        bal: 'every',
        opening: 'Beginning Balance',
      }),
    ],
  });
}

export function fifththirdBusinessStandard(): Spec2 {
  const m = month(
    1408,
    '2024-04-01',
    '2024-04-30',
    { n: 92, cards: ['8804', '1267'], checks: 8, firstCheck: 10422, mca: true, wires: true, scale: 2400 },
    { clover: 3 },
  );
  const a = acct('Fifth Third Business Standard Checking', '7441029356', 'checking', m);
  const ck = a.rows.filter(by(['check']));
  const wd = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const cr = a.rows.filter(credits);
  return spec({
    file: 'probe14-fifththird-business-standard-checking.pdf',
    style:
      'Fifth Third Business Standard Checking (2024): "Statement Period Date: 4/1/2024 - 4/30/2024", Account Summary with the counts before the labels (12 Checks, 61 Withdrawals / Debits), Checks then Withdrawals / Debits then Deposits / Credits, Daily Balance Summary, the page foot drawn from a Form XObject',
    classes: [
      'business',
      'big-bank',
      'period-dash-range',
      'summary-counts-before-label',
      'sections-by-kind',
      'section-totals',
      'checks-2up',
      'daily-ledger-balance-table',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Fifth Third Bank',
    legal: 'Fifth Third Bank, National Association',
    aliases: ['Fifth Third', 'Fifth Third Bank', 'Fifth Third Bank, National Association'],
    start: '2024-04-01',
    end: '2024-04-30',
    periodPrinted: true,
    customer: ['QUEEN CITY PRINT SHOP LLC', '1320 VINE ST', 'CINCINNATI OH 45202-7701'],
    accounts: [a],
    head: 'Statement Period Date: 4/1/2024 - 4/30/2024   Account Type: Fifth Third Business Standard Checking   Account Number: 7441029356',
    foot: ['Fifth Third Bank, National Association. Member FDIC. Equal Housing Lender.'],
    printer: ['xobject'],
    blocks: () => [
      masthead(
        'Fifth Third Bank',
        ['P.O. Box 630900', 'Cincinnati, OH 45263-0900'],
        [
          ['Statement Period Date:', '4/1/2024 - 4/30/2024'],
          ['Account Type:', 'Business Standard Checking'],
          ['Account Number:', '7441029356'],
          ['Banking Center:', 'Downtown Cincinnati'],
          ['Business Banking:', '877-534-2264'],
        ],
        ['QUEEN CITY PRINT SHOP LLC', '1320 VINE ST', 'CINCINNATI OH 45202-7701'],
      ),
      [
        title('Account Summary - 7441029356'),
        ln([
          txt('04/01', 0),
          txt('Beginning Balance', 40),
          rt($(a.opening), 300),
          txt('Number of Days in Period', 340),
          rt('30', W),
        ]),
        ln([txt(`${ck.length} Checks`, 40), rt(usd(-sum(ck)), 300)]),
        ln([txt(`${wd.length} Withdrawals / Debits`, 40), rt(usd(-sum(wd)), 300)]),
        ln([txt(`${cr.length} Deposits / Credits`, 40), rt(usd(sum(cr)), 300)]),
        ln([txt('04/30', 0), txt('Ending Balance', 40, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
        ...prose([
          'Earn up to $1,000.00 when you open a Fifth Third business checking account by June 30, 2024. Offer terms at 53.com/businessoffer.',
        ]),
        gap(),
      ],
      ...checks(a, 'Checks', 2, 'MM/DD', 'Total Checks', '*'),
      ...sections(
        a,
        [
          ['Withdrawals / Debits', (r) => r.cents < 0 && r.kind !== 'check', 'Total Withdrawals / Debits'],
          ['Deposits / Credits', credits, 'Total Deposits / Credits'],
        ],
        'MM/DD',
      ),
      daily(a, 'Daily Balance Summary', 3, 'MM/DD'),
    ],
  });
}

export function truistBusinessValue200(): Spec2 {
  const m = month(
    1409,
    '2024-07-31',
    '2024-08-29',
    { n: 74, cards: ['3015'], checks: 14, firstCheck: 6032, mca: false, scale: 2100 },
    {
      mcaName: 'PINEWOOD FUNDING GRP DEBIT',
      mcaFrom: '2024-08-12',
      mcaAmt: 61800,
      zelle: ['LATOYA HAYES', 'B OKAFOR'],
    },
  );
  // a Truist cycle closes on a weekday near month end and opens the day after the last one closed
  m.rows = m.rows.filter((r) => r.date >= '2024-08-01');
  const a = acct('Business Value 200 Checking', '1100048822613', 'checking', m);
  const ck = a.rows.filter(by(['check']));
  const cr = a.rows.filter(credits);
  const od = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  return spec({
    file: 'probe14-truist-business-value-200-checking.pdf',
    style:
      'Truist Business Value 200 Checking (2024): "Your previous balance as of 07/31/2024" and "Your new balance as of 08/29/2024" with + / - / = marks, Checks 3-up with a break-in-sequence mark, then Other withdrawals, debits and service charges, then Deposits, credits and interest, each with its Total line; daily debits from Pinewood Funding from 8/12',
    classes: [
      'business',
      'big-bank',
      'previous-new-balance-as-of',
      'summary-plus-minus-marks',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'mca-daily-debits',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Truist',
    legal: 'Truist Bank',
    aliases: ['Truist', 'Truist Bank'],
    start: '2024-08-01',
    end: '2024-08-29',
    periodPrinted: false,
    customer: ['CAROLINA COASTAL ROOFING INC', '4120 OLEANDER DR', 'WILMINGTON NC 28403-6817'],
    accounts: [a],
    head: 'BUSINESS VALUE 200 CHECKING 1100048822613   08/29/2024',
    foot: [
      'Truist Bank, Member FDIC. (c)2024 Truist Financial Corporation. Truist, the Truist logo and Truist Purple are service marks of Truist Financial Corporation.',
    ],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'TRUIST',
        ['PO BOX 1847', 'WILSON NC 27894-1847'],
        [
          ['Page 1', ''],
          ['MAINTENANCE FEE NOTICE', ''],
          ['Questions, comments or errors?', ''],
          ['Call 1-844-4TRUIST (1-844-487-8478)', ''],
        ],
        ['CAROLINA COASTAL ROOFING INC', '4120 OLEANDER DR', 'WILMINGTON NC 28403-6817'],
      ),
      [
        title('BUSINESS VALUE 200 CHECKING 1100048822613'),
        title('Account summary', 8.4),
        ln([txt('Your previous balance as of 07/31/2024', 0), rt($(a.opening), 330)]),
        ln([txt('Checks', 0), rt(`- ${usd(sum(ck))}`, 330)]),
        ln([txt('Other withdrawals, debits and service charges', 0), rt(`- ${usd(sum(od))}`, 330)]),
        ln([txt('Deposits, credits and interest', 0), rt(`+ ${usd(sum(cr))}`, 330)]),
        ln([txt('Your new balance as of 08/29/2024', 0, { b: true }), rt(`= ${$(closing(a))}`, 330, { b: true })]),
        gap(),
      ],
      ...checks(a, 'Checks', 3, 'MM/DD', 'Total checks', '*'),
      ...sections(
        a,
        [
          [
            'Other withdrawals, debits and service charges',
            (r) => r.cents < 0 && r.kind !== 'check',
            'Total other withdrawals, debits and service charges',
          ],
          ['Deposits, credits and interest', credits, 'Total deposits, credits and interest'],
        ],
        'MM/DD',
        {},
        { date: 'DATE', desc: 'DESCRIPTION', amount: 'AMOUNT($)' },
      ),
      [
        title('Questions, comments or errors?', 8.4),
        ...prose([
          'For general questions about your account, call Truist at 1-844-487-8478, or write to Truist Bank, Attn: Client Services, PO Box 1847, Wilson, NC 27894.',
        ]),
      ],
    ],
  });
}

export function usbankBusinessEssentials(): Spec2 {
  const m = month(
    1410,
    '2024-03-01',
    '2024-03-29',
    { n: 90, cards: ['0071'], checks: 6, firstCheck: 2501, mca: true, wires: true, scale: 1600 },
    { clover: 5 },
  );
  const a = acct('Business Essentials', '153490667281', 'checking', m);
  const dep = by(['deposit']);
  const oth = (r: Row): boolean => r.cents > 0 && r.kind !== 'deposit';
  const card = by(['card']);
  const ow = (r: Row): boolean => r.cents < 0 && r.kind !== 'check' && r.kind !== 'card';
  const ck = by(['check']);
  const tr: Fmt = { trail: true };
  const sec = (t: string, f: (r: Row) => boolean, tot: string): Table => ({
    ...ledger(a, a.rows.filter(f), {
      title: t,
      df: 'Mon D',
      fmt: tr,
      cols: ['date', 'desc', 'amount'],
      heads: { date: 'Date', desc: 'Description of Transaction', amount: 'Amount' },
    }),
    total: [
      txt(tot, 42),
      rt(
        usd(
          a.rows.filter(f).reduce((s, r) => s + r.cents, 0),
          { ...tr, dollar: true },
        ),
        W,
      ),
    ],
  });
  const line = (label: string, f: (r: Row) => boolean): Ln => {
    const rs = a.rows.filter(f);
    return ln([
      txt(label, 0),
      rt(String(rs.length), 250),
      rt(
        usd(
          rs.reduce((s, r) => s + r.cents, 0),
          tr,
        ),
        380,
      ),
    ]);
  };
  return spec({
    file: 'probe14-usbank-business-essentials.pdf',
    style:
      'U.S. Bank Business Essentials (2024): "Statement Period: Mar 1, 2024 through Mar 29, 2024", an ACCOUNT SUMMARY with # Items per kind and debits with a trailing minus, Customer Deposits / Other Deposits / Card Withdrawals / Other Withdrawals / Checks Presented Conventionally, BALANCE SUMMARY, a rotated margin line with the mail codes',
    classes: [
      'business',
      'big-bank',
      'period-through',
      'summary-items-per-kind',
      'trailing-minus',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'U.S. Bank',
    legal: 'U.S. Bank National Association',
    aliases: ['U.S. Bank', 'US Bank', 'U.S. Bank National Association'],
    start: '2024-03-01',
    end: '2024-03-29',
    periodPrinted: true,
    customer: ['NORTH LOOP COFFEE ROASTERS LLC', '212 N 2ND ST', 'MINNEAPOLIS MN 55401-1430'],
    accounts: [a],
    head: 'NORTH LOOP COFFEE ROASTERS LLC   Account Number: 1-534-9066-7281   Statement Period: Mar 1, 2024 through Mar 29, 2024',
    foot: ['U.S. Bank National Association. Member FDIC.', 'usbank.com   24-Hour Business Solutions: 1-800-673-3555'],
    printer: ['margin', 'glyphs'],
    margin: (n) => `000018437 02 SP 000638512873${n} P Y    ST01 MN EDP 3A`,
    blocks: () => [
      masthead(
        'usbank',
        ['P.O. Box 1800', 'Saint Paul, Minnesota 55101-0800'],
        [
          ['Account Number:', '1-534-9066-7281'],
          ['Statement Period:', 'Mar 1, 2024'],
          ['', 'through'],
          ['', 'Mar 29, 2024'],
        ],
        ['NORTH LOOP COFFEE ROASTERS LLC', '212 N 2ND ST', 'MINNEAPOLIS MN 55401-1430'],
      ),
      [
        title('BUSINESS ESSENTIALS   Member FDIC'),
        ln([txt('U.S. Bank National Association', 0), txt('Account Number 1-534-9066-7281', 300)]),
        title('Account Summary', 8.4),
        ln([txt('', 0), rt('# Items', 250, { b: true }), rt('Amount', 380, { b: true })]),
        ln([txt('Beginning Balance on Mar 1', 0), rt($(a.opening), 380)]),
        line('Customer Deposits', dep),
        line('Other Deposits', oth),
        line('Card Withdrawals', card),
        line('Other Withdrawals', ow),
        line('Checks Paid', ck),
        ln([txt('Ending Balance on Mar 29, 2024', 0, { b: true }), rt($(closing(a)), 380, { b: true })]),
        gap(),
      ],
      sec('Customer Deposits', dep, 'Total Customer Deposits'),
      sec('Other Deposits', oth, 'Total Other Deposits'),
      sec('Card Withdrawals', card, 'Total Card Withdrawals'),
      sec('Other Withdrawals', ow, 'Total Other Withdrawals'),
      ...checks(a, 'Checks Presented Conventionally', 3, 'Mon D', 'Conventional Checks Paid', '*'),
      daily(a, 'Balance Summary', 3, 'Mon D', ['Date', 'Ending Balance']),
    ],
  });
}

export function citiBusinessConsolidated(): Spec2 {
  const m = month(1411, '2024-04-01', '2024-04-30', {
    n: 70,
    cards: ['6012'],
    checks: 5,
    firstCheck: 880,
    mca: true,
    wires: true,
    scale: 3000,
  });
  const chk = acct('CitiBusiness Flexible Checking', '9873321044', 'checking', m);
  const sav = acct('Citi Business Savings', '9873321069', 'savings', {
    rows: savingsRows(1421, '2024-04-01', '2024-04-30', 0),
    opening: 2500000,
  });
  own(
    sav,
    chk,
    ['2024-04-05', '2024-04-19'],
    [500000, 350000],
    'TRANSFER TO SAVINGS 9873321069',
    'TRANSFER FROM CHECKING 9873321044',
  );
  chk.opening = openingForFloor(chk.rows, 1350000); // the transfers out never overdraw it
  const act = (a: Account, t: string): Table =>
    ledger(a, a.rows, {
      title: t,
      df: 'MM/DD',
      cols: ['date', 'desc', 'debit', 'credit', 'balance'],
      heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
      bal: 'every',
      opening: 'Opening Balance',
    });
  const sw = (t: Table): Table => {
    // Citi prints Debits before Credits: swap the two columns' places
    const f = (c: { x: number }): void => {
      c.x = c.x === 390 ? 462 - 0 : c.x === 462 ? 390 : c.x;
    };
    t.cols.forEach(f);
    t.rows.forEach((it) => it.forEach((cs) => cs.forEach(f)));
    return t;
  };
  return spec({
    file: 'probe14-citi-citibusiness-flexible-checking-savings.pdf',
    style:
      'CitiBusiness Flexible Checking with a Citi Business Savings on one statement (2024): "Statement Period Apr 1 - Apr 30, 2024", a relationship summary of both accounts, CHECKING ACTIVITY with Debits before Credits and the balance on every row, an Opening Balance row, transfers between the two',
    classes: [
      'business',
      'big-bank',
      'period-dash-range',
      'consolidated-two-accounts',
      'own-transfers-between-accounts',
      'running-balance-every-row',
      'savings',
      'mca-daily-debits',
      'wires',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Citibank',
    legal: 'Citibank, N.A.',
    aliases: ['Citi', 'Citibank', 'Citibank, N.A.', 'CitiBusiness'],
    start: '2024-04-01',
    end: '2024-04-30',
    periodPrinted: true,
    customer: ['HUDSON YARDS FLORAL DESIGN LLC', '441 W 37TH ST', 'NEW YORK NY 10018-4021'],
    accounts: [chk, sav],
    head: 'CitiBusiness   HUDSON YARDS FLORAL DESIGN LLC   Account 9873321044   Statement Period Apr 1 - Apr 30, 2024',
    foot: [
      'Citibank, N.A. Member FDIC. (c) 2024 Citigroup Inc. Citi, Citi and Arc Design are registered service marks of Citigroup Inc.',
    ],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'citi',
        ['CitiBusiness', 'P.O. Box 6201', 'Sioux Falls, SD 57117-6201'],
        [
          ['Account', '9873321044'],
          ['Statement Period', 'Apr 1 - Apr 30, 2024'],
          ['CitiBusiness Service Center', '1-877-528-0990'],
        ],
        ['HUDSON YARDS FLORAL DESIGN LLC', '441 W 37TH ST', 'NEW YORK NY 10018-4021'],
      ),
      [
        title('Relationship Summary'),
        ln([
          txt('Account', 0, { b: true }),
          txt('Account Number', 180, { b: true }),
          rt('Beginning Balance', 400, { b: true }),
          rt('Ending Balance', W, { b: true }),
        ]),
        ...[chk, sav].map((a) =>
          ln([txt(a.label, 0), txt(a.number, 180), rt($(a.opening), 400), rt($(closing(a)), W)]),
        ),
        ln([
          txt('Total', 0, { b: true }),
          rt($(chk.opening + sav.opening), 400, { b: true }),
          rt($(closing(chk) + closing(sav)), W, { b: true }),
        ]),
        gap(),
      ],
      sw(act(chk, 'CHECKING ACTIVITY   CitiBusiness Flexible Checking 9873321044')),
      [ln([txt('Closing Balance', 42, { b: true }), rt(usd(closing(chk)), W, { b: true })]), gap()],
      sw(act(sav, 'SAVINGS ACTIVITY   Citi Business Savings 9873321069')),
      [ln([txt('Closing Balance', 42, { b: true }), rt(usd(closing(sav)), W, { b: true })]), gap()],
    ],
  });
}

export function tdBusinessSolutions(): Spec2 {
  const m = month(
    1412,
    '2024-08-01',
    '2024-08-31',
    { n: 100, cards: ['7340'], checks: 11, firstCheck: 4418, mca: true, wires: true, scale: 2600 },
    { nsf: true, floor: -31544 },
  );
  const a = acct('TD Business Solutions Checking', '4380291755', 'checking', m);
  const g = {
    dep: by(['deposit']),
    edep: (r: Row) => r.cents > 0 && r.kind !== 'deposit',
    ck: by(['check']),
    epay: by(['ach', 'mca', 'wire_out', 'xfer_out', 'card']),
    sc: by(['fee']),
  };
  const s = (f: (r: Row) => boolean): string => usd(sum(a.rows.filter(f)));
  return spec({
    file: 'probe14-td-business-solutions-checking.pdf',
    style:
      'TD Business Solutions Checking (2024): "Statement Period: Aug 01 2024-Aug 31 2024", ACCOUNT SUMMARY beside average balances, DAILY ACCOUNT ACTIVITY in Deposits / Electronic Deposits / Checks Paid / Electronic Payments / Service Charges each closed by "Subtotal:", checks with "No. Checks:" and a break mark, returned items and overdraft fees, DAILY BALANCE SUMMARY',
    classes: [
      'business',
      'big-bank',
      'period-dash-range',
      'sections-by-kind',
      'section-totals',
      'checks-2up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'disclosures-between-activity',
      'nsf-returned-item',
      'overdraft-negative-balance',
      'mca-daily-debits',
      'wires',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'TD Bank',
    legal: 'TD Bank, N.A.',
    aliases: ['TD Bank', 'TD', 'TD Bank, N.A.', "America's Most Convenient Bank"],
    start: '2024-08-01',
    end: '2024-08-31',
    periodPrinted: true,
    customer: ['JERSEY SHORE MARINE SERVICE LLC', '1200 OCEAN AVE', 'POINT PLEASANT BEACH NJ 08742'],
    accounts: [a],
    head: 'STATEMENT OF ACCOUNT   JERSEY SHORE MARINE SERVICE LLC   Primary Account #: 438-0291755   Statement Period: Aug 01 2024-Aug 31 2024',
    foot: ['TD Bank, N.A.  Member FDIC  Equal Housing Lender', 'Call 1-888-751-9000 or visit us online at td.com'],
    printer: ['cells'],
    blocks: () => [
      masthead(
        'TD Bank',
        ["America's Most Convenient Bank(R)", 'PO Box 1377, Lewiston, Maine 04243-1377'],
        [
          ['Statement Period:', 'Aug 01 2024-Aug 31 2024'],
          ['Cust Ref #:', '4380291755-719-T-###'],
          ['Primary Account #:', '438-0291755'],
        ],
        ['JERSEY SHORE MARINE SERVICE LLC', '1200 OCEAN AVE', 'POINT PLEASANT BEACH NJ 08742'],
      ),
      [
        title('TD Business Solutions Checking   JERSEY SHORE MARINE SERVICE LLC   Account # 438-0291755'),
        title('ACCOUNT SUMMARY', 8.4),
        ln([
          txt('Beginning Balance', 0),
          rt(usd(a.opening), 220),
          txt('Average Collected Balance', 290),
          rt(usd(Math.round((a.opening + closing(a)) / 2)), W),
        ]),
        ln([txt('Deposits', 0), rt(s(g.dep), 220), txt('Interest Earned This Period', 290), rt('0.00', W)]),
        ln([txt('Electronic Deposits', 0), rt(s(g.edep), 220), txt('Interest Paid Year-to-Date', 290), rt('0.00', W)]),
        ln([txt('Checks Paid', 0), rt(s(g.ck), 220), txt('Annual Percentage Yield Earned', 290), rt('0.00%', W)]),
        ln([txt('Electronic Payments', 0), rt(s(g.epay), 220), txt('Days in Period', 290), rt('31', W)]),
        ln([txt('Service Charges', 0), rt(s(g.sc), 220)]),
        ln([txt('Ending Balance', 0, { b: true }), rt(usd(closing(a)), 220, { b: true })]),
        gap(),
        title('DAILY ACCOUNT ACTIVITY', 8.4),
      ],
      ...sections(
        a,
        [
          ['Deposits', g.dep, 'Subtotal:'],
          ['Electronic Deposits', g.edep, 'Subtotal:'],
        ],
        'MM/DD',
        {},
        { date: 'POSTING DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
      ),
      [
        ln([
          txt(
            `Checks Paid   No. Checks: ${a.rows.filter(g.ck).length}   *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments`,
            0,
            { s: 6.6 },
          ),
        ]),
      ],
      ...disclosures('TD Bank', REG_E),
      ...checks(a, 'Checks Paid', 2, 'MM/DD', 'Subtotal:', '*'),
      ...sections(
        a,
        [
          ['Electronic Payments', g.epay, 'Subtotal:'],
          ['Service Charges', g.sc, 'Subtotal:'],
        ],
        'MM/DD',
        {},
        { date: 'POSTING DATE', desc: 'DESCRIPTION', amount: 'AMOUNT' },
      ),
      daily(a, 'DAILY BALANCE SUMMARY', 2, 'MM/DD', ['DATE', 'BALANCE']),
    ],
  });
}

export function capitaloneSparkCashPlus(): Spec2 {
  const rows = cardRows(1413, '2024-03-05', '2024-04-04', 46);
  const a: Account = {
    label: 'Spark Cash Plus',
    number: '4147202244818830',
    type: 'credit_card',
    opening: 1184422,
    rows,
  };
  const pay = rows.filter((r) => r.kind === 'payment');
  const oc = rows.filter((r) => r.kind === 'refund');
  const tx = rows.filter((r) => r.kind === 'purchase');
  const fee = rows.filter((r) => r.kind === 'cc_fee');
  const int = rows.filter((r) => r.kind === 'cc_interest');
  const list = (t: string, rs: Row[], neg: boolean): Table => ({
    title: t,
    cols: [
      { head: 'Trans Date', x: 0 },
      { head: 'Post Date', x: 60 },
      { head: 'Description', x: 120 },
      { head: 'Amount', x: W, r: true },
    ],
    rows: rs
      .filter((r) => !r.hidden)
      .map((r) => [
        [
          txt(dt(r.date, 'Mon D'), 0),
          txt(dt(r.date, 'Mon D'), 60),
          txt(r.desc, 120),
          rt(neg ? `- ${$(Math.abs(r.shown ?? r.cents))}` : $(Math.abs(r.shown ?? r.cents)), W),
        ],
      ]),
    total: [txt(`Total ${t} for This Period`, 120), rt(neg ? `- ${$(sum(rs))}` : $(sum(rs)), W)],
  });
  return spec({
    file: 'probe14-capitalone-spark-cash-plus-card.pdf',
    style:
      'Capital One Spark Cash Plus business card (2024): "Mar 5, 2024 - Apr 4, 2024", Previous Balance / Payments / Other Credits / Transactions / Fees Charged / Interest Charged / New Balance with - and + marks, Trans Date and Post Date columns, payments printed "- $1,234.56", Total lines per section, Interest Charge Calculation',
    classes: [
      'business',
      'credit-card',
      'big-bank',
      'period-dash-range',
      'summary-plus-minus-marks',
      'sections-by-kind',
      'section-totals',
      'signed-dollar-amounts',
      'multi-page',
    ],
    bank: 'Capital One',
    legal: 'Capital One, N.A.',
    aliases: ['Capital One', 'Capital One, N.A.', 'Capital One Bank'],
    start: '2024-03-05',
    end: '2024-04-04',
    periodPrinted: true,
    customer: ['MARISOL DIAZ', 'SUNBELT MOBILE VET LLC', '9901 N CENTRAL EXPY', 'DALLAS TX 75231-2200'],
    accounts: [a],
    head: 'Spark Cash Plus | Visa Signature Business  Account ending in 8830   Mar 5, 2024 - Apr 4, 2024 | 31 days in Billing Cycle',
    foot: [
      'Capital One, N.A.  Spark Cash Plus is issued by Capital One, N.A.',
      'Pay or manage your account at capitalone.com/spark  1-800-867-0904',
    ],
    printer: ['overprint', 'xobject'],
    blocks: () => [
      masthead(
        'Capital One',
        ['Spark Cash Plus', 'P.O. Box 60599, City of Industry, CA 91716-0599'],
        [
          ['Mar 5, 2024 - Apr 4, 2024', '31 days in Billing Cycle'],
          ['Payment Due Date', 'May 1, 2024'],
          ['Account ending in', '8830'],
          ['New Balance', $(closing(a))],
        ],
        ['MARISOL DIAZ', 'SUNBELT MOBILE VET LLC', '9901 N CENTRAL EXPY', 'DALLAS TX 75231-2200'],
      ),
      [
        title('Account Summary'),
        ln([txt('Previous Balance', 0), rt($(a.opening), 300)]),
        ln([txt('Payments', 0), rt(`- ${$(sum(pay))}`, 300)]),
        ln([txt('Other Credits', 0), rt(`- ${$(sum(oc))}`, 300)]),
        ln([txt('Transactions', 0), rt(`+ ${$(sum(tx))}`, 300)]),
        ln([txt('Cash Advances', 0), rt('+ $0.00', 300)]),
        ln([txt('Fees Charged', 0), rt(`+ ${$(sum(fee))}`, 300)]),
        ln([txt('Interest Charged', 0), rt(`+ ${$(sum(int))}`, 300)]),
        ln([txt('New Balance', 0, { b: true }), rt(`= ${$(closing(a))}`, 300, { b: true })]),
        gap(),
        ...prose([
          'Spark Cash Plus: your balance is due in full every month. Earn a $200.00 annual cash bonus for every $200,000.00 you spend by April 4, 2025.',
        ]),
        gap(),
      ],
      list('Payments, Credits and Adjustments', [...pay, ...oc], true),
      list('Transactions', tx, false),
      list('Fees', fee, false),
      list('Interest Charged', int, false),
      [
        title('Interest Charge Calculation', 8.4),
        ...prose([
          'Your Annual Percentage Rate (APR) is the annual interest rate on your account.',
          'Purchases  29.99% (v)   Balance Subject to Interest Rate: computed daily',
        ]),
      ],
    ],
  });
}

export function wellsfargoEverydayChecking(): Spec2 {
  const m = month(
    1414,
    '2024-04-11',
    '2024-05-09',
    { n: 52, cards: ['6631'], checks: 2, firstCheck: 173, scale: 380 },
    { zelle: ['JORDAN WELLS', 'ASHLEY KIM'], floor: 4113 },
  );
  personalize(m.rows, 2414, '6631');
  const a = acct('Everyday Checking', '6719432208', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-wellsfargo-everyday-checking.pdf',
    style:
      'Wells Fargo Everyday Checking, personal (2024, a cycle from 4/11 to 5/9): the statement date only, "Beginning balance on 4/11" and "Ending balance on 5/9", Transaction history with the ending daily balance on the day\'s last row, Totals, drawn with each glyph a text object of its own and bold struck twice',
    classes: [
      'personal',
      'big-bank',
      'statement-date-only',
      'period-beginning-ending-on',
      'mid-month-cycle',
      'running-balance-day-end',
      'check-number-column',
      'totals-row',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Wells Fargo',
    legal: 'Wells Fargo Bank, N.A.',
    aliases: ['Wells Fargo', 'Wells Fargo Bank', 'Wells Fargo Bank, N.A.'],
    start: '2024-04-11',
    end: '2024-05-09',
    periodPrinted: false,
    customer: ['DANIEL R OKAFOR', '2290 SW 8TH ST APT 12', 'MIAMI FL 33135-3301'],
    accounts: [a],
    head: 'May 9, 2024 • Everyday Checking • Account number: 6719432208',
    foot: ['Wells Fargo Bank, N.A. Member FDIC.'],
    printer: ['glyphs', 'overprint'],
    blocks: () => [
      masthead(
        'WELLS FARGO',
        ['Everyday Checking', 'May 9, 2024'],
        [
          ['Questions?', ''],
          ['Available by phone 24 hours a day', '1-800-TO-WELLS'],
          ['Online:', 'wellsfargo.com'],
        ],
        ['DANIEL R OKAFOR', '2290 SW 8TH ST APT 12', 'MIAMI FL 33135-3301'],
      ),
      [
        title('Statement period activity summary'),
        ...pairs([
          ['Beginning balance on 4/11', $(a.opening)],
          ['Deposits/Additions', usd(sum(t.cr))],
          ['Withdrawals/Subtractions', `- ${usd(sum(t.db))}`],
          ['Ending balance on 5/9', $(closing(a))],
        ]),
        gap(),
        ...prose([
          'Your fee waiver is about to expire. Keep a $500.00 minimum daily balance through June 30, 2024 to avoid the $10.00 monthly service fee.',
        ]),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'Transaction history',
        df: 'M/D',
        cols: ['date', 'check', 'desc', 'credit', 'debit', 'balance'],
        heads: {
          date: 'Date',
          check: 'Check Number',
          desc: 'Description',
          credit: 'Deposits/ Additions',
          debit: 'Withdrawals/ Subtractions',
          balance: 'Ending daily balance',
        },
        bal: 'day-end',
        wrap: 48,
      }),
      [
        ln([txt('Ending balance on 5/9', 96), rt(usd(closing(a)), W)]),
        ln([txt('Totals', 96, { b: true }), rt($(sum(t.cr)), 390, { b: true }), rt($(sum(t.db)), 462, { b: true })]),
        ...prose([
          'The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account.',
        ]),
      ],
    ],
  });
}

export function bofaAdvantageSavings(): Spec2 {
  const rows = savingsRows(1416, '2024-03-01', '2024-03-29', 5);
  rows.splice(2, 0, {
    date: rows[2].date,
    desc: 'Online Banking transfer to CHK 4471 Confirmation# 3304918827',
    cents: -45000,
    kind: 'xfer_out',
  });
  const a: Account = {
    label: 'Bank of America Advantage Savings',
    number: '488041306622',
    type: 'savings',
    opening: 1874466,
    rows,
  };
  const cr = rows.filter(credits);
  const db = rows.filter((r) => r.cents < 0);
  return spec({
    file: 'probe14-bofa-advantage-savings.pdf',
    style:
      'Bank of America Advantage Savings, personal (2024): "for March 1, 2024 to March 29, 2024", Account summary with "Beginning balance on March 1, 2024", Deposits and other additions / Withdrawals and other subtractions with negative amounts, interest earned, annual percentage yield, a Preferred Rewards message with a date and an amount',
    classes: [
      'personal',
      'savings',
      'big-bank',
      'period-for-to',
      'period-beginning-ending-on',
      'sections-by-kind',
      'section-totals',
      'signed-dollar-amounts',
      'marketing-with-dates-amounts',
      'member-fdic-line',
    ],
    bank: 'Bank of America',
    legal: 'Bank of America, N.A.',
    aliases: ['Bank of America', 'BofA', 'Bank of America, N.A.'],
    start: '2024-03-01',
    end: '2024-03-29',
    periodPrinted: true,
    customer: ['PRIYA N SHAH', '77 HARBOR VIEW DR', 'CHARLOTTE NC 28277-1102'],
    accounts: [a],
    head: 'PRIYA N SHAH | Account # 4880 4130 6622 | March 1, 2024 to March 29, 2024',
    foot: ['Bank of America, N.A. Member FDIC and Equal Housing Lender'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'BANK OF AMERICA',
        ['P.O. Box 15284', 'Wilmington, DE 19850'],
        [
          ['Customer service information', ''],
          ['1.800.432.1000', ''],
          ['bankofamerica.com', ''],
        ],
        ['PRIYA N SHAH', '77 HARBOR VIEW DR', 'CHARLOTTE NC 28277-1102'],
      ),
      [
        title('Your Bank of America Advantage Savings'),
        ln([txt('for March 1, 2024 to March 29, 2024', 0), txt('Account number: 4880 4130 6622', 330)]),
        gap(),
        title('Account summary', 8.4),
        ...pairs(
          [
            ['Beginning balance on March 1, 2024', $(a.opening)],
            ['Deposits and other additions', usd(sum(cr))],
            ['Withdrawals and other subtractions', usd(-sum(db))],
            ['Service fees', '0.00'],
            ['Ending balance on March 29, 2024', $(closing(a))],
          ],
          0,
          250,
        ),
        ln([txt('Annual Percentage Yield Earned this statement period: 0.04%', 300)]),
        ln([txt(`Interest Paid Year To Date: ${$(rows[rows.length - 1].cents + 612)}`, 300)]),
        gap(),
        ln(
          [
            txt(
              'Preferred Rewards: reach a $20,000.00 combined balance by April 30, 2024 to become a Gold member.',
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
          ['Deposits and other additions', credits, 'Total deposits and other additions'],
          ['Withdrawals and other subtractions', (r) => r.cents < 0, 'Total withdrawals and other subtractions'],
        ],
        'MM/DD/YY',
        {},
        undefined,
        false,
      ),
    ],
  });
}

export function eastwestBusinessChecking(): Spec2 {
  const m = month(
    1417,
    '2024-08-01',
    '2024-08-30',
    { n: 86, cards: ['2290'], checks: 9, firstCheck: 3318, mca: true, wires: true, scale: 3400 },
    { floor: 620000 },
  );
  const a = acct('Business Basic Checking', '8012455306', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-eastwest-business-basic-checking.pdf',
    style:
      'East West Bank Business Basic Checking (2024): "Statement Period: 08/01/2024 Through 08/30/2024", a summary with counts beside, Credits / Debits / Checks sections with totals, checks 3-up, Daily Balances, drawn column by column with bold struck twice',
    classes: [
      'business',
      'regional',
      'period-through',
      'summary-with-counts-beside',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'mca-daily-debits',
      'wires',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'East West Bank',
    legal: 'East West Bank',
    aliases: ['East West Bank', 'East West', 'EWB'],
    start: '2024-08-01',
    end: '2024-08-30',
    periodPrinted: true,
    customer: ['GOLDEN LOTUS TRADING INC', '1388 S VALLEY BLVD', 'ALHAMBRA CA 91803-2210'],
    accounts: [a],
    head: 'GOLDEN LOTUS TRADING INC   Account Number: XXXXXX5306   Statement Period: 08/01/2024 Through 08/30/2024',
    foot: [
      'East West Bank  Member FDIC  Equal Housing Lender',
      '135 N Los Robles Ave, Pasadena, CA 91101   eastwestbank.com',
    ],
    printer: ['columns', 'overprint'],
    blocks: () => [
      masthead(
        'EAST WEST BANK',
        ['135 N Los Robles Ave', 'Pasadena, CA 91101'],
        [
          ['Statement Period:', '08/01/2024 Through 08/30/2024'],
          ['Account Number:', 'XXXXXX5306'],
          ['Customer Service:', '1-888-895-5650'],
        ],
        ['GOLDEN LOTUS TRADING INC', '1388 S VALLEY BLVD', 'ALHAMBRA CA 91803-2210'],
      ),
      [
        title('Business Basic Checking   XXXXXX5306'),
        ln([txt('Beginning Balance', 0), rt($(a.opening), 300)]),
        ln([txt(`Credits`, 0), txt(`(${t.cr.length})`, 150), rt(`+${usd(sum(t.cr))}`, 300)]),
        ln([
          txt(`Debits`, 0),
          txt(`(${t.db.length - a.rows.filter(by(['check'])).length})`, 150),
          rt(`-${usd(sum(t.db) - sum(a.rows.filter(by(['check']))))}`, 300),
        ]),
        ln([
          txt(`Checks`, 0),
          txt(`(${a.rows.filter(by(['check'])).length})`, 150),
          rt(`-${usd(sum(a.rows.filter(by(['check']))))}`, 300),
        ]),
        ln([txt('Ending Balance', 0, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
      ],
      ...sections(
        a,
        [
          ['Credits', credits, 'Total Credits'],
          ['Debits', (r) => r.cents < 0 && r.kind !== 'check', 'Total Debits'],
        ],
        'MM/DD',
      ),
      ...checks(a, 'Checks', 3, 'MM/DD', 'Total Checks', '*'),
      daily(a, 'Daily Balances', 4, 'MM/DD'),
    ],
  });
}

export function oldnationalBusinessChecking(): Spec2 {
  const m = month(
    1418,
    '2024-03-01',
    '2024-03-29',
    { n: 64, cards: ['4450', '8817'], checks: 4, firstCheck: 9120, scale: 1500 },
    {
      mcaName: 'LAKESHORE MERCHANT FUNDING PMT',
      mcaFrom: '2024-03-04',
      mcaAmt: 27400,
      clover: 4,
      zelle: ['T SCHMIDT'],
    },
  );
  const a = acct('Business Essentials Checking', '3304719982', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-oldnational-business-essentials-checking.pdf',
    style:
      'Old National Bank Business Essentials Checking (2024): "Statement Date 03/29/2024" with the period "03/01/2024 thru 03/29/2024", one ledger with Additions and Subtractions columns and the balance on every row, a daily Lakeshore merchant-funding debit every business day, Clover and Heartland settlements, a Previous Balance line and an ending Balance line',
    classes: [
      'business',
      'regional',
      'period-through',
      'running-balance-every-row',
      'summary-with-counts-beside',
      'mca-daily-debits',
      'merchant-deposits',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Old National Bank',
    legal: 'Old National Bank',
    aliases: ['Old National', 'Old National Bank'],
    start: '2024-03-01',
    end: '2024-03-29',
    periodPrinted: true,
    customer: ['PRAIRIE SKY BAKERY LLC', '415 MAIN ST', 'EVANSVILLE IN 47708-1504'],
    accounts: [a],
    head: 'PRAIRIE SKY BAKERY LLC   Account 3304719982   Statement Date 03/29/2024',
    foot: ['Old National Bank  Member FDIC', 'oldnational.com   1-800-731-2265'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'OLD NATIONAL BANK',
        ['PO Box 3728', 'Evansville IN 47736-3728'],
        [
          ['Statement Date', '03/29/2024'],
          ['Statement Period', '03/01/2024 thru 03/29/2024'],
          ['Account', '3304719982'],
        ],
        ['PRAIRIE SKY BAKERY LLC', '415 MAIN ST', 'EVANSVILLE IN 47708-1504'],
      ),
      [
        title('BUSINESS ESSENTIALS CHECKING   Account Summary'),
        ln([txt('Previous Balance', 0), rt($(a.opening), 300)]),
        ln([txt('Additions', 0), txt(`${t.cr.length} items`, 160), rt(usd(sum(t.cr)), 300)]),
        ln([txt('Subtractions', 0), txt(`${t.db.length} items`, 160), rt(usd(sum(t.db)), 300)]),
        ln([txt('Ending Balance', 0, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'Account Activity',
        df: 'MM/DD',
        cols: ['date', 'desc', 'credit', 'debit', 'balance'],
        heads: { date: 'Date', desc: 'Description', credit: 'Additions', debit: 'Subtractions', balance: 'Balance' },
        bal: 'every',
        opening: 'Previous Balance',
      }),
    ],
  });
}

export function keybankBasicBusinessMisprint(): Spec2 {
  const m = month(
    1419,
    '2024-03-01',
    '2024-03-29',
    { n: 72, cards: ['5820'], checks: 3, firstCheck: 1502, mca: true, scale: 1700 },
    { clover: 2 },
  );
  const a = acct('Key Basic Business Checking', '329681104477', 'checking', m);
  const t = counts(a.rows);
  // the misprint: the core's totals leave out the month's service fee, though the row is printed
  const lost = a.rows.find((r) => r.desc === 'MONTHLY SERVICE FEE')!;
  const subPrinted = sum(t.db) + lost.cents;
  const kd = (iso: string): string => {
    const [, mm, dd] = iso.split('-').map(Number);
    return `${mm}-${dd}`;
  };
  return spec({
    file: 'probe14-keybank-basic-business-checking-misprint.pdf',
    style:
      'KeyBank Key Basic Business Checking (2024) as misprinted: "Beginning balance 3-1-24" / "Ending balance 3-29-24", Additions and Subtractions with counts before, dates like 3-14; the Subtractions total and its count leave out the monthly service fee that the list prints, so the summary does not add up to the rows',
    classes: [
      'business',
      'big-bank',
      'period-beginning-ending-on',
      'summary-counts-before-label',
      'sections-by-kind',
      'section-totals',
      'mca-daily-debits',
      'merchant-deposits',
      'misprint',
      'member-fdic-line',
      'multi-page',
    ],
    expect: 'review',
    note: "misprint: the printed Subtractions total (and its count) leave out the MONTHLY SERVICE FEE row listed under Subtractions, so beginning balance + additions - printed subtractions differs from the printed ending balance by that fee; truth holds the rows' true totals",
    bank: 'KeyBank',
    legal: 'KeyBank National Association',
    aliases: ['KeyBank', 'Key', 'KeyBank National Association', 'KeyBank N.A.'],
    start: '2024-03-01',
    end: '2024-03-29',
    periodPrinted: false,
    customer: ['CUYAHOGA TILE & STONE LLC', '2150 SUPERIOR AVE E', 'CLEVELAND OH 44114-2118'],
    accounts: [a],
    head: 'Key Basic Business Checking   329681104477   CUYAHOGA TILE & STONE LLC   March 29, 2024',
    foot: ['KeyBank National Association. Member FDIC.', 'key.com   1-888-KEY4BIZ (1-888-539-4249)'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'KeyBank',
        ['P.O. Box 93885', 'Cleveland, OH 44101-5885'],
        [
          ['Statement date', 'March 29, 2024'],
          ['Account', '329681104477'],
          ['Questions or comments?', '1-888-539-4249'],
        ],
        ['CUYAHOGA TILE & STONE LLC', '2150 SUPERIOR AVE E', 'CLEVELAND OH 44114-2118'],
      ),
      [
        title('Key Basic Business Checking   329681104477'),
        ln([txt('Beginning balance 3-1-24', 0), rt($(a.opening), 300)]),
        ln([txt(`${t.cr.length} Additions`, 0), rt(`+${usd(sum(t.cr))}`, 300)]),
        ln([txt(`${t.db.length - 1} Subtractions`, 0), rt(`-${usd(subPrinted)}`, 300)]),
        ln([txt('Ending balance 3-29-24', 0, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
      ],
      {
        title: 'Additions',
        cols: [
          { head: 'Date', x: 0 },
          { head: 'Description', x: 42 },
          { head: 'Amount', x: W, r: true },
        ],
        rows: t.cr.map((r) => [[txt(kd(r.date), 0), txt(r.desc, 42), rt(`$${usd(r.cents)}`, W)]]),
        total: [txt('Total additions', 42), rt(`$${usd(sum(t.cr))}`, W)],
      },
      {
        title: 'Subtractions',
        cols: [
          { head: 'Date', x: 0 },
          { head: 'Description', x: 42 },
          { head: 'Amount', x: W, r: true },
        ],
        rows: t.db.map((r) => [[txt(kd(r.date), 0), txt(r.desc, 42), rt(`-${usd(-r.cents)}`, W)]]),
        total: [txt('Total subtractions', 42), rt(`-$${usd(subPrinted)}`, W)],
      },
      [
        title('Fees and charges', 8.4),
        ...prose([
          'See your Business Deposit Account Agreement for the fees that apply. Key Basic Business Checking: no monthly fee with a $500.00 average ledger balance.',
        ]),
      ],
    ],
  });
}

export function mtBusinessChecking2024MissingPage(): Spec2 {
  const m = month(
    1420,
    '2024-04-01',
    '2024-04-30',
    { n: 128, cards: ['9904'], checks: 8, firstCheck: 2760, mca: true, wires: true, scale: 2300 },
    { clover: 4, nsf: true },
  );
  const a = acct('M&T Business Checking', '9887230154', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-mt-business-checking-missing-page.pdf',
    style:
      'M&T Business Checking (2024) with its second page left out of the file: "STATEMENT PERIOD 04/01/2024 - 04/30/2024", a summary with counts, one ledger of Deposits and Withdrawals with the balance on the day\'s last row; the rows on the missing page cannot be read',
    classes: [
      'business',
      'big-bank',
      'period-dash-range',
      'summary-with-counts-beside',
      'running-balance-day-end',
      'nsf-returned-item',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'missing-page',
      'member-fdic-line',
      'multi-page',
    ],
    expect: 'review',
    note: 'page 2 of 3 is missing from the file: the rows printed on it are not in the PDF, so the printed rows do not add up to the summary',
    bank: 'M&T Bank',
    legal: 'Manufacturers and Traders Trust Company',
    aliases: ['M&T Bank', 'M&T', 'Manufacturers and Traders Trust Company'],
    start: '2024-04-01',
    end: '2024-04-30',
    periodPrinted: true,
    customer: ['ERIE CANAL AUTO GLASS INC', '88 NIAGARA ST', 'BUFFALO NY 14202-3415'],
    accounts: [a],
    head: 'ERIE CANAL AUTO GLASS INC   ACCOUNT NUMBER 9887230154   STATEMENT PERIOD 04/01/2024 - 04/30/2024',
    foot: ['Manufacturers and Traders Trust Company  Member FDIC  Equal Housing Lender'],
    printer: ['cells'],
    drop: 1,
    blocks: () => [
      masthead(
        'M&T Bank',
        ['P.O. Box 1288', 'Buffalo, NY 14240-1288'],
        [
          ['ACCOUNT NUMBER', '9887230154'],
          ['STATEMENT PERIOD', '04/01/2024 - 04/30/2024'],
          ['BUSINESS BANKING', '1-800-724-6070'],
        ],
        ['ERIE CANAL AUTO GLASS INC', '88 NIAGARA ST', 'BUFFALO NY 14202-3415'],
      ),
      [
        title('M&T BUSINESS CHECKING   ACCOUNT SUMMARY'),
        ln([txt('BEGINNING BALANCE', 0), rt($(a.opening), 300)]),
        ln([txt('DEPOSITS & OTHER CREDITS', 0), rt(String(t.cr.length), 200), rt(usd(sum(t.cr)), 300)]),
        ln([txt('WITHDRAWALS & OTHER DEBITS', 0), rt(String(t.db.length), 200), rt(usd(sum(t.db)), 300)]),
        ln([txt('ENDING BALANCE', 0, { b: true }), rt($(closing(a)), 300, { b: true })]),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'ACCOUNT ACTIVITY',
        df: 'MM/DD',
        cols: ['date', 'desc', 'credit', 'debit', 'balance'],
        heads: {
          date: 'POSTING DATE',
          desc: 'TRANSACTION DESCRIPTION',
          credit: 'DEPOSITS & OTHER CREDITS',
          debit: 'WITHDRAWALS & OTHER DEBITS',
          balance: 'DAILY BALANCE',
        },
        bal: 'day-end',
        opening: 'BEGINNING BALANCE',
        descX: 72,
      }),
    ],
  });
}

export function amegyBusinessChecking(): Spec2 {
  const m = month(
    1422,
    '2024-04-01',
    '2024-04-30',
    { n: 98, cards: ['3381', '7025'], checks: 7, firstCheck: 8801, mca: false, wires: true, scale: 2900 },
    { mcaName: 'GULFSTAR ADVANCE LLC ACH DEBIT', mcaAmt: 47500, clover: 4, zelle: ['H NGUYEN'] },
  );
  const a = acct('Business Checking', '0072548113', 'checking', m);
  const cr = a.rows.filter(credits);
  const ck = a.rows.filter(by(['check']));
  const db = a.rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const amtFirst = (t: string, f: (r: Row) => boolean, tot: string): Table =>
    ledger(a, a.rows.filter(f), {
      title: t,
      df: 'MM/DD',
      cols: ['date', 'amount', 'desc'],
      heads: { date: 'Date', amount: 'Amount', desc: 'Description' },
      amountFirst: true,
      unsigned: true,
      total: tot,
    });
  return spec({
    file: 'probe14-amegy-business-checking.pdf',
    style:
      'Amegy Bank (a division of Zions Bancorporation, N.A.) Business Checking (2024): "Statement Period 04/01/2024 Through 04/30/2024", a summary with an Instances column, Deposits / Other Debits with the amount before the description, Checks Paid 3-up, Daily Balances, daily Gulfstar Advance debits, the foot in a Form XObject and a rotated margin line',
    classes: [
      'business',
      'regional',
      'period-through',
      'summary-instances-column',
      'amount-before-description',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'mca-daily-debits',
      'merchant-deposits',
      'wires',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Amegy Bank',
    legal: 'Zions Bancorporation, N.A.',
    aliases: ['Amegy Bank', 'Amegy', 'Zions Bancorporation, N.A.', 'Zions Bancorporation, N.A. dba Amegy Bank'],
    start: '2024-04-01',
    end: '2024-04-30',
    periodPrinted: true,
    customer: ['BRAZOS VALLEY FENCE CO LLC', '1810 S TEXAS AVE', 'BRYAN TX 77802-1944'],
    accounts: [a],
    head: 'BRAZOS VALLEY FENCE CO LLC   Account Number: 0072548113   Statement Period 04/01/2024 Through 04/30/2024',
    foot: ['Amegy Bank, a division of Zions Bancorporation, N.A. Member FDIC', 'amegybank.com   1-800-287-0301'],
    printer: ['xobject', 'margin'],
    margin: (n) => `AMG 0409 DDA 00725 ${String(n).padStart(3, '0')} 0  BRY 01`,
    blocks: () => [
      masthead(
        'AMEGY BANK',
        ['P.O. Box 27459', 'Houston, TX 77227-7459'],
        [
          ['Statement Period', '04/01/2024 Through 04/30/2024'],
          ['Account Number', '0072548113'],
          ['Customer Service', '1-800-287-0301'],
        ],
        ['BRAZOS VALLEY FENCE CO LLC', '1810 S TEXAS AVE', 'BRYAN TX 77802-1944'],
      ),
      [
        title('BUSINESS CHECKING   0072548113'),
        ln([txt('Summary', 0, { b: true }), rt('Instances', 300, { b: true }), rt('Amount', 420, { b: true })]),
        ln([txt('Beginning Balance', 0), rt($(a.opening), 420)]),
        ln([txt('Deposits / Credits', 0), rt(String(cr.length), 300), rt(usd(sum(cr)), 420)]),
        ln([txt('Checks Paid', 0), rt(String(ck.length), 300), rt(usd(-sum(ck)), 420)]),
        ln([txt('Other Debits', 0), rt(String(db.length), 300), rt(usd(-sum(db)), 420)]),
        ln([txt('Ending Balance', 0, { b: true }), rt($(closing(a)), 420, { b: true })]),
        gap(),
      ],
      amtFirst('Deposits / Credits', credits, 'Total Deposits / Credits'),
      ...checks(a, 'Checks Paid', 3, 'MM/DD', 'Total Checks Paid', '*'),
      amtFirst('Other Debits', (r) => r.cents < 0 && r.kind !== 'check', 'Total Other Debits'),
      daily(a, 'Daily Balances', 3, 'MM/DD', ['Date', 'Ledger Balance']),
    ],
  });
}

export function amerisBusinessChecking(): Spec2 {
  const m = month(
    1423,
    '2024-08-01',
    '2024-08-30',
    { n: 66, cards: ['1590'], checks: 4, firstCheck: 3055, mca: true, scale: 1900 },
    { nsf: true, floor: -12275, zelle: ['KEISHA LANE', 'MIKE ROSS'] },
  );
  const a = acct('Business Checking', '2004471398', 'checking', m);
  const t = counts(a.rows);
  return spec({
    file: 'probe14-ameris-business-checking.pdf',
    style:
      'Ameris Bank Business Checking (2024): the statement date only ("Statement Date 08/30/2024"), "Previous Balance as of 07/31/2024" and "Current Balance as of 08/30/2024" with counts beside, one ledger with Debits and Credits columns and the balance on every row, the account overdrawn with NSF and returned-item fees, a marketing line with a date and an amount',
    classes: [
      'business',
      'regional',
      'statement-date-only',
      'previous-new-balance-as-of',
      'summary-with-counts-beside',
      'running-balance-every-row',
      'overdraft-negative-balance',
      'nsf-returned-item',
      'mca-daily-debits',
      'merchant-deposits',
      'marketing-with-dates-amounts',
      'member-fdic-line',
      'multi-page',
    ],
    bank: 'Ameris Bank',
    legal: 'Ameris Bank',
    aliases: ['Ameris Bank', 'Ameris'],
    start: '2024-08-01',
    end: '2024-08-30',
    periodPrinted: false,
    customer: ['LOWCOUNTRY SEAFOOD MARKET LLC', '240 E BAY ST', 'SAVANNAH GA 31401-1205'],
    accounts: [a],
    head: 'LOWCOUNTRY SEAFOOD MARKET LLC   Account 2004471398   Statement Date 08/30/2024',
    foot: ['Ameris Bank  Member FDIC  Equal Housing Lender', 'amerisbank.com   866-616-6020'],
    printer: 'chromium',
    blocks: () => [
      masthead(
        'AMERIS BANK',
        ['PO Box 3609', 'Moultrie GA 31776'],
        [
          ['Statement Date', '08/30/2024'],
          ['Account', '2004471398'],
          ['Enclosures', '0'],
        ],
        ['LOWCOUNTRY SEAFOOD MARKET LLC', '240 E BAY ST', 'SAVANNAH GA 31401-1205'],
      ),
      [
        title('BUSINESS CHECKING'),
        ln([txt('Previous Balance as of 07/31/2024', 0), rt($(a.opening), 330)]),
        ln([txt(`${t.cr.length} Credits`, 0), rt(usd(sum(t.cr)), 330)]),
        ln([txt(`${t.db.length} Debits`, 0), rt(usd(sum(t.db)), 330)]),
        ln([txt('Current Balance as of 08/30/2024', 0, { b: true }), rt($(closing(a)), 330, { b: true })]),
        gap(),
        ...prose([
          'Grow your business with an Ameris line of credit: apply by September 30, 2024 and we will waive the $250.00 origination fee.',
        ]),
        gap(),
      ],
      ledger(a, a.rows, {
        title: 'Account Transactions',
        df: 'MM/DD/YYYY',
        cols: ['date', 'desc', 'debit', 'credit', 'balance'],
        heads: { date: 'Date', desc: 'Description', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
        bal: 'every',
        opening: 'Previous Balance',
        wrap: 50,
      }),
    ],
  });
}
