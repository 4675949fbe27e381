// Issue 27, header fields on banks never seen: the wordings US (and UK/AU) banks and card issuers print for the
// statement period, the opening and closing balances and the institution, each on a small drawn page read through
// the real extractor and reader. The wordings come from knowledge of many banks' statements, not from the files in
// the corpus; the false hits (a promotion's dates, a due date, a minimum payment) are drawn beside them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

interface Page {
  /** the masthead (default: the bank's name printed big at the top) */
  mast?: Item[];
  /** lines printed at the top right, where statements print their period */
  period?: string[];
  /** the balance box's opening and closing labels */
  open?: string;
  close?: string;
  /** more lines under the box (a card's due date, a promotion), and small print at the foot of the page */
  extra?: string[];
  foot?: string[];
}

/** One statement page: masthead, mailing block, period lines, a two-line balance box, two rows in January 2025. */
function page(p: Page): Item[][] {
  const top = p.period ?? ['Statement Period 01/01/25 thru 01/31/25'];
  return [
    [
      ...(p.mast ?? [[40, 40, 'Harbor Test Bank', { size: 16, bold: true }] as Item]),
      [40, 80, 'ACME PLUMBING LLC'],
      [40, 92, '12 MAIN ST'],
      [40, 104, 'SPRINGFIELD IL 62701'],
      ...top.map((text, i): Item => [330, 68 + i * 12, text]),
      [330, 116, 'Account Number: XXXXXX4321'],
      [40, 140, p.open ?? 'Beginning Balance'],
      R(320, 140, '$1,000.00'),
      [40, 152, p.close ?? 'Ending Balance'],
      R(320, 152, '$1,300.00'),
      ...(p.extra ?? []).map((text, i): Item => [40, 170 + i * 12, text]),
      [40, 230, 'Date'],
      [100, 230, 'Description'],
      R(480, 230, 'Amount'),
      R(560, 230, 'Balance'),
      [40, 245, '01/02'],
      [100, 245, 'DEPOSIT'],
      R(480, 245, '500.00'),
      R(560, 245, '1,500.00'),
      [40, 257, '01/03'],
      [100, 257, 'CHECK 1001'],
      R(480, 257, '-200.00'),
      R(560, 257, '1,300.00'),
      ...(p.foot ?? []).map((text, i): Item => [40, 700 + i * 10, text, { size: 6 }]),
    ],
  ];
}

const JAN = '2025-01-01..2025-01-31';
const CARD = '2024-12-05..2025-01-04';

/** Period wordings and the span each prints; `..end` where only the end is printed. */
const PERIODS: Array<[string[], string]> = [
  [['Statement Period 01/01/25 thru 01/31/25'], JAN],
  [['Statement Period: 01/01/2025 through 01/31/2025'], JAN],
  [['For the period January 1, 2025 to January 31, 2025'], JAN],
  [['January 1, 2025 through January 31, 2025'], JAN],
  [['Beginning January 1, 2025 through January 31, 2025'], JAN],
  [['Statement From 01/01/2025 To 01/31/2025'], JAN],
  [['Statement Period: Jan 1 - Jan 31, 2025'], JAN],
  [['Statement Period: Jan 01 2025 - Jan 31 2025'], JAN],
  [['Statement period 1 January 2025 to 31 January 2025'], JAN],
  [['Period Covered: 01 Jan 2025 - 31 Jan 2025'], JAN],
  [['Statement Period', '01/01/2025 to 01/31/2025'], JAN],
  [['Billing Period: 12/05/24-01/04/25'], CARD],
  [['Billing Cycle 12/05/2024 - 01/04/2025'], CARD],
  [['Opening/Closing Date 12/05/24 - 01/04/25'], CARD],
  [['Open to Close Date: 12/05/2024 - 01/04/2025'], CARD],
  [['Dec 5, 2024 - Jan 4, 2025 | 31 days in Billing Cycle'], CARD],
  [['December 5, 2024 - January 4, 2025'], CARD],
  [['Closing Date 01/04/25', 'Days in Billing Cycle 31'], CARD],
  [['Statement Closing Date 01/04/2025', 'Days in billing period: 31'], CARD],
  [['Statement Date: 01/31/2025', 'Number of days in statement period 31'], JAN],
  [['Beginning Date: 01/01/2025   Ending Date: 01/31/2025'], JAN],
  [['Statement Begin Date 01/01/2025', 'Statement End Date 01/31/2025'], JAN],
  [['Statement Period 2025-01-01 to 2025-01-31'], JAN],
  [['Statement Period 01-01-2025 to 01-31-2025'], JAN],
  [['Statement period 01 JAN 25 to 31 JAN 25'], JAN],
  [['Period: Jan 1, 2025 - Jan 31, 2025'], JAN],
  [['Account Statement as of January 31, 2025'], '..2025-01-31'],
  [['For the month ending January 31, 2025'], '..2025-01-31'],
  // a printed range wins over a count of days (the range's first date is no statement date to count back from)
  [['Statement Dates 01/01/25 thru 01/31/25', 'Days in the statement period 31'], JAN],
  [['Opening/Closing Date 12/05/24 - 01/04/25', '31 Days in Billing Period'], CARD],
  // the days printed on the mailing block's line (`12 MAIN ST  Days in cycle 31`): the number after the label counts
  [['Cycle ending 01/31/25', 'Business Checking', 'Days in cycle 31'], JAN],
  [['Statement Closing Date 01/31/2025'], '..2025-01-31'],
  [['Cycle ending 01/31/25'], '..2025-01-31'],
  [['Period ending January 31, 2025'], '..2025-01-31'],
  // false hits: a due date or the next closing date printed before the statement's own date, a promotion's span
  [['Payment Due Date: 02/01/25   Statement Closing Date: 01/31/25'], '..2025-01-31'],
  [['Next Closing Date 02/28/25', 'Closing Date 01/31/25'], '..2025-01-31'],
  [['Statement Date 01/31/2025', 'Promotional APR from 01/05/2025 through 07/05/2025'], '..2025-01-31'],
  [['Statement Date 01/31/2025', 'Offer valid 01/01/2025 to 03/31/2025'], '..2025-01-31'],
  [['Statement Date 01/31/2025', 'Purchases 01/05/2025 - 07/05/2025 Intro APR 0%'], '..2025-01-31'],
  [['Statement Period 01/01/25 - 01/31/25', 'Purchases 01/05/2025 - 07/05/2025 Promotional rate'], JAN],
];

for (const [lines, span] of PERIODS)
  test(`the period printed as \`${lines.join(' / ')}\` is ${span}`, async () => {
    const r = readStatement(await drawPages(page({ period: lines })));
    assert.equal(`${r.periodStart ?? ''}..${r.periodEnd}`, span);
  });

/** The period read from a masthead holding the bank's name and these cells (no period line of its own). */
async function mastheadPeriod(cells: Item[]): Promise<string> {
  const r = readStatement(
    await drawPages(page({ period: [], mast: [[40, 40, 'Harbor Test Bank', { size: 16, bold: true }], ...cells] })),
  );
  return `${r.periodStart}..${r.periodEnd}`;
}

test('a period printed in a box under its title beside the account number is the period', async () => {
  const cells: Item[] = [
    [330, 56, 'Account Number'],
    [450, 56, 'Statement Period'],
    [330, 68, 'XXXXXX4321'],
    [450, 68, '01/01/25 - 01/31/25'],
  ];
  assert.equal(await mastheadPeriod(cells), JAN);
});

test('a period printed as two dates under their titles (`Statement Start Date | Statement End Date`) is the period', async () => {
  const cells: Item[] = [
    [330, 44, 'Statement Start Date'],
    [460, 44, 'Statement End Date'],
    [330, 56, '01/01/2025'],
    [460, 56, '01/31/2025'],
  ];
  assert.equal(await mastheadPeriod(cells), JAN);
});

test("a previous statement's balance dated its closing day starts the period the day after; a beginning balance's date is the start", async () => {
  const previous = readStatement(
    await drawPages(
      page({
        period: ['Statement Date 01/31/2025'],
        open: 'Your previous balance as of 12/31/2024',
        close: 'Your new balance as of 01/31/2025',
      }),
    ),
  );
  assert.equal(`${previous.periodStart}..${previous.periodEnd}`, JAN);
  const beginning = readStatement(
    await drawPages(
      page({
        period: ['Statement Date 01/31/2025'],
        open: 'Beginning balance on 01/01/2025',
        close: 'Ending balance on 01/31/2025',
      }),
    ),
  );
  assert.equal(`${beginning.periodStart}..${beginning.periodEnd}`, JAN);
});

test("a range inside a row's wrapped description (a hotel stay) is no period", async () => {
  const pages = page({ period: ['Statement Date 01/31/2025'] });
  pages[0].push([100, 269, 'HOTEL STAY 01/02/2025 - 01/05/2025']);
  const r = readStatement(await drawPages(pages));
  assert.equal(r.periodEnd, '2025-01-31');
});

/** Opening and closing labels: each drawn with the other side's plainest label. */
const OPENINGS = [
  'Previous Balance',
  'Balance Last Statement',
  'Balance Last Statement ..........',
  'Starting Balance',
  'Beginning Balance',
  'Balance Forward',
  'Opening Balance',
  'Balance Brought Forward',
  'Previous Statement Balance',
  'Prior Balance',
  "Last Month's Balance",
  'Balance from last statement',
  'Beginning Balance on January 1, 2025',
  'Opening balance on 1 January 2025',
  'Your previous balance as of 12/31/2024',
  'Opening Ledger Balance',
  'Start balance',
];
const CLOSINGS = [
  'New Balance',
  'Balance This Statement',
  'Balance This Statement ..........',
  'Ending Balance',
  'Closing Balance',
  'Current Balance',
  'Statement Balance',
  'New Statement Balance',
  'Ending Ledger Balance',
  'Ending Balance on January 31, 2025',
  'Closing balance on 31 January 2025',
  'Balance at end of period',
  'Statement Ending Balance',
  'Ending Account Balance',
  'End balance',
];

for (const open of OPENINGS)
  test(`\`${open}\` is the opening balance`, async () => {
    const r = readStatement(await drawPages(page({ open })));
    assert.equal(r.accounts[0]?.opening?.cents, 100000);
    assert.equal(r.accounts[0]?.closing?.cents, 130000);
  });

for (const close of CLOSINGS)
  test(`\`${close}\` is the closing balance`, async () => {
    const r = readStatement(await drawPages(page({ close })));
    assert.equal(r.accounts[0]?.opening?.cents, 100000);
    assert.equal(r.accounts[0]?.closing?.cents, 130000);
  });

test('two balances labelled only by their dates (`Balance on 1 January 2025` ... `Balance on 31 January 2025`) open and close', async () => {
  for (const [open, close] of [
    ['Balance on 1 January 2025', 'Balance on 31 January 2025'],
    ['Balance at 01/01/2025', 'Balance at 01/31/2025'],
    ['Balance as of January 1, 2025', 'Balance as of January 31, 2025'],
  ]) {
    const r = readStatement(await drawPages(page({ open, close })));
    assert.equal(r.accounts[0]?.opening?.cents, 100000, open);
    assert.equal(r.accounts[0]?.closing?.cents, 130000, close);
  }
});

test("a card's due date, minimum payment and available credit are neither balance nor total", async () => {
  const r = readStatement(
    await drawPages(
      page({
        open: 'Previous Balance',
        close: 'New Balance',
        extra: [
          'Payment Due Date 02/01/25',
          'Minimum Payment Due $35.00',
          'Total Payment Due $35.00',
          'Available Credit $8,700.00',
        ],
      }),
    ),
  );
  const a = r.accounts[0];
  assert.equal(a?.opening?.cents, 100000);
  assert.equal(a?.closing?.cents, 130000);
  assert.equal(a?.totalDebits, null);
  assert.equal(a?.totalCredits, null);
});

test("a card's box printing the due date and minimum payment beside the balances (two columns) keeps its balances", async () => {
  const r = readStatement(
    await drawPages(
      page({
        open: 'Previous Balance',
        close: 'New Balance',
        extra: [],
        mast: [
          [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
          [340, 140, 'Minimum Payment Due'],
          R(560, 140, '$35.00'),
          [340, 152, 'Payment Due Date'],
          R(560, 152, '02/01/25'),
        ],
      }),
    ),
  );
  assert.equal(r.accounts[0]?.opening?.cents, 100000);
  assert.equal(r.accounts[0]?.closing?.cents, 130000);
  assert.equal(`${r.periodStart}..${r.periodEnd}`, JAN);
});

/** Institution evidence where no bank is named at the top (its logo an image): the small print names it. */
const INSTITUTIONS: Array<[string[], RegExp]> = [
  [['Harbor Test Bank, N.A. Member FDIC'], /^Harbor Test Bank/],
  [['Credit cards are issued by Harbor One, N.A.'], /^Harbor One$/],
  [['Harbor Test Bank', 'Member FDIC'], /^Harbor Test Bank$/],
  [['Deposit products offered by Harbor Test Bank, N.A.'], /^Harbor Test Bank/],
  [['Banking products provided by Harbor Test Bank, National Association. Member FDIC.'], /^Harbor Test Bank/],
  [['© 2025 Harbor Test Bank. All rights reserved.'], /^Harbor Test Bank$/],
  [['© 2025 Harbor Test Bank All rights reserved'], /^Harbor Test Bank$/],
  [['Copyright © 2024-2025 Harbor Test Bank, N.A'], /^Harbor Test Bank$/],
  [['©2025 Harbor Test Bank, N.A. All rights reserved. Member FDIC. Equal Housing Lender.'], /^Harbor Test Bank/],
  [['Copyright 2025 Harbor Financial Corporation. All rights reserved.'], /^Harbor Financial/],
  [['Harbor Federal Credit Union is federally insured by NCUA.'], /^Harbor Federal Credit Union$/],
  [['Federally insured by NCUA. Harbor Community Credit Union'], /Harbor Community Credit Union/],
  [['Questions? Visit harbortestbank.com or call 1-800-555-0100'], /^Harbortest Bank$/],
  [['Website: americanexpress.com', 'American Express Travel Related Services Company'], /^American Express$/],
  [['Visit us online at www.harborfinancial.com'], /^Harborfinancial$/i],
  [['Go to www.harborfinancial.com for Harbor Financial online services'], /^Harbor Financial$/],
];

for (const [foot, name] of INSTITUTIONS)
  test(`the institution named by \`${foot.join(' / ')}\``, async () => {
    const r = readStatement(await drawPages(page({ mast: [], foot })));
    assert.match(r.institution ?? '', name);
  });

test('the `Member FDIC` cell names the bank, not the address and label printed before it on the same line', async () => {
  const small = { size: 6 };
  const mast: Item[] = [
    [40, 690, '112 W 34th St, New York NY', small],
    [300, 690, 'Bank', small],
    [380, 690, 'Harbor Test Bank, Member FDIC', small],
  ];
  const r = readStatement(await drawPages(page({ mast })));
  assert.equal(r.institution, 'Harbor Test Bank');
});

test("a label `Bank` beside a fintech's wordmark is no bank's name: the `Member FDIC` line names the bank", async () => {
  const mast: Item[] = [
    [40, 40, 'Ledgerly', { size: 16, bold: true }],
    [330, 52, 'Bank'],
    [400, 52, 'Harbor Test Bank, Member FDIC'],
  ];
  const r = readStatement(await drawPages(page({ mast })));
  assert.equal(r.institution, 'Harbor Test Bank');
});

test('a credit bureau, a regulator or a payment app the notices send readers to is no institution', async () => {
  const foot = [
    'To get your free credit report, visit annualcreditreport.com',
    'Questions about your rights? Visit consumerfinance.gov or go to zelle.com',
  ];
  const r = readStatement(await drawPages(page({ mast: [], foot })));
  assert.equal(r.institution, null);
});

test('`N.A.` meaning not applicable in a table (`Interest Rate N.A.`) names no bank', async () => {
  const r = readStatement(
    await drawPages(page({ mast: [], foot: ['Interest Rate N.A.', 'Annual Percentage Yield N.A.'] })),
  );
  assert.equal(r.institution, null);
});

test("a branch, a service box or the customer's name is never the institution; none named leaves it null", async () => {
  const r = readStatement(
    await drawPages(
      page({
        mast: [[40, 40, 'Managing Your Accounts', { size: 12 }]],
        foot: ['Banking Center: Springfield Main', 'Member FDIC'],
      }),
    ),
  );
  assert.equal(r.institution, null);
});

test('a balance printed over its label (an app-style tile: `£1,300.00` over `Total balance`) is the closing', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank Limited', { size: 16, bold: true }],
        [400, 40, 'Statement'],
        [400, 52, '01/01/2025 - 31/01/2025'],
        [40, 80, 'John Citizen'],
        R(540, 80, '£1,300.00'),
        [470, 92, 'Total balance'],
        [470, 104, '(Including pots)'],
        R(540, 130, '-£200.00'),
        [470, 142, 'Total outgoings'],
        [40, 200, 'Date'],
        [120, 200, 'Description'],
        R(440, 200, '(GBP) Amount'),
        R(540, 200, '(GBP) Balance'),
        [40, 215, '02/01/2025'],
        [120, 215, 'Transfer from Savings Pot'],
        R(440, 215, '500.00'),
        R(540, 215, '1,500.00'),
        [40, 227, '13/01/2025'],
        [120, 227, 'Card payment'],
        R(440, 227, '-200.00'),
        R(540, 227, '1,300.00'),
      ],
    ]),
  );
  assert.equal(r.accounts[0]?.closing?.cents, 130000);
});
