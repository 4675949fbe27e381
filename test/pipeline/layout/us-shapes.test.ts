// US statement shapes that failed on real banks' PDFs (issue 11), each on a small hand-drawn page read
// through the real extractor: how the period, balances and account number are printed, checks totalled
// apart, labels stacked over values, two accounts in one statement, a card statement, rows whose date
// cannot be resolved. Each test asserts what a lender would see: verified or not, and the header fields.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { textLayerWarnings } from '../../../src/pipeline/layout/integrity.ts';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, statement, type Item } from './pdf.ts';

type Row = [date: string, type: 'credit' | 'debit', cents: number];
const rowsOf = (r: ReturnType<typeof readStatement>): Row[] => r.rows.map((x) => [x.date, x.type, x.amountCents]);
const why = (r: ReturnType<typeof readStatement>): string =>
  `${r.gate.reasons.join(',')} ${r.gate.reconciliationReason ?? ''}`;

const NOV_DEC: Array<[string, string, string, string]> = [
  ['11/12', 'Deposit', '500.00', '1,500.00'],
  ['12/02', 'Card Purchase', '-100.00', '1,400.00'],
];

test('periods printed many ways: no spaces around the dash, "through", "for the period ... to ..."', async () => {
  for (const line of [
    'Statement Period: Nov 09, 2024-Dec 08, 2024',
    '11/09/2024 through 12/08/2024',
    'for the period November 9, 2024 to December 8, 2024',
    'Statement Period 11/09/2024-12/08/2024',
  ]) {
    const r = readStatement(await drawPages(statement(line, NOV_DEC, '1,000.00', '1,400.00')));
    assert.deepEqual([r.periodStart, r.periodEnd], ['2024-11-09', '2024-12-08'], line);
    assert.deepEqual(
      rowsOf(r),
      [
        ['2024-11-12', 'credit', 50000],
        ['2024-12-02', 'debit', 10000],
      ],
      line,
    );
    assert.equal(r.gate.verified, true, `${line}: ${why(r)}`);
  }
});

test('a period printed only as "Beginning balance on ..." / "Ending balance on ..."', async () => {
  const pages = await drawPages([
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 92, 'Account Number: XXXXXX4321'],
      [40, 140, 'Beginning balance on November 9, 2024'],
      R(360, 140, '$1,000.00'),
      [40, 152, 'Deposits and other additions'],
      R(360, 152, '500.00'),
      [40, 164, 'Withdrawals and other subtractions'],
      R(360, 164, '-100.00'),
      [40, 176, 'Ending balance on December 8, 2024'],
      R(360, 176, '$1,400.00'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      [40, 215, '11/12'],
      [100, 215, 'Deposit'],
      R(480, 215, '500.00'),
      R(560, 215, '1,500.00'),
      [40, 227, '12/02'],
      [100, 227, 'Card Purchase'],
      R(480, 227, '-100.00'),
      R(560, 227, '1,400.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(
    [r.periodStart, r.periodEnd, r.accounts[0].opening?.cents, r.accounts[0].closing?.cents],
    ['2024-11-09', '2024-12-08', 100000, 140000],
  );
  assert.equal(r.gate.verified, true, why(r));
});

test('a negative opening printed in parentheses is negative', async () => {
  const r = readStatement(
    await drawPages(
      statement(
        'Statement Period: Nov 09, 2024-Dec 08, 2024',
        [
          ['11/12', 'Deposit', '500.00', '265.44'],
          ['12/02', 'Card Purchase', '-100.00', '165.44'],
        ],
        '(234.56)',
        '165.44',
      ),
    ),
  );
  assert.equal(r.accounts[0].opening?.cents, -23456);
  assert.equal(r.gate.verified, true, why(r));
});

test('a zero-balance sweep account: opening and closing printed 0.00 are found, not missing', async () => {
  const r = readStatement(
    await drawPages(
      statement(
        'Statement Period: Nov 09, 2024-Dec 08, 2024',
        [
          ['11/12', 'Deposit', '500.00', '500.00'],
          ['11/12', 'Sweep to Operating', '-500.00', '0.00'],
        ],
        '0.00',
        '0.00',
      ),
    ),
  );
  assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [0, 0]);
  assert.equal(r.gate.verified, true, why(r));
});

test('an account number printed in digit groups gives the last four of the whole number', async () => {
  const items = statement('Statement Period: Nov 09, 2024-Dec 08, 2024', NOV_DEC, '1,000.00', '1,400.00');
  items[0] = items[0].map((it): Item =>
    it[2] === 'Account Number: XXXXXX4321' ? [it[0], it[1], 'Account Number: 5738 2662 64'] : it,
  );
  const r = readStatement(await drawPages(items));
  assert.equal(r.accountLast4, '6264');
  assert.equal(r.gate.verified, true, why(r));
});

test('the DBA line is not the holder; decorative glyphs are not part of the institution', async () => {
  const pages = await drawPages([
    [
      [40, 40, '\u25C6 Ledgerly', { size: 16, bold: true }],
      [40, 80, 'ACME HOLDINGS LLC'],
      [40, 92, 'DBA ACME PLUMBING'],
      [40, 104, '12 MAIN ST'],
      [40, 116, 'SPRINGFIELD IL 62701'],
      [350, 80, 'Statement Period: Nov 09, 2024-Dec 08, 2024'],
      [350, 92, 'Account Number: XXXXXX4321'],
      [40, 140, 'Beginning Balance'],
      R(300, 140, '1,000.00'),
      [40, 152, 'Ending Balance'],
      R(300, 152, '1,400.00'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      [40, 215, '11/12'],
      [100, 215, 'Deposit'],
      R(480, 215, '500.00'),
      R(560, 215, '1,500.00'),
      [40, 227, '12/02'],
      [100, 227, 'Card Purchase'],
      R(480, 227, '-100.00'),
      R(560, 227, '1,400.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.equal(r.institution, 'Ledgerly');
  assert.equal(r.holder, 'ACME HOLDINGS LLC');
});

test('checks totalled apart from other debits; unsigned withdrawal sections; section totals in the summary box', async () => {
  const pages = await drawPages([
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 80, 'July 1, 2022 through July 31, 2022'],
      [350, 92, 'Primary Account: 000009880814'],
      [40, 130, 'CHECKING SUMMARY', { bold: true }],
      [240, 142, 'INSTANCES'],
      R(380, 142, 'AMOUNT'),
      [40, 154, 'Beginning Balance'],
      R(380, 154, '$1,000.00'),
      [40, 166, 'Deposits and Additions'],
      [270, 166, '1'],
      R(380, 166, '500.00'),
      [40, 178, 'Checks Paid'],
      [270, 178, '2'],
      R(380, 178, '- 300.00'),
      [40, 190, 'Other Withdrawals, Fees & Charges'],
      [270, 190, '1'],
      R(380, 190, '- 50.00'),
      [40, 202, 'Ending Balance'],
      [270, 202, '4'],
      R(380, 202, '$1,150.00'),
      [40, 230, 'DEPOSITS AND ADDITIONS', { bold: true }],
      [40, 245, 'DATE'],
      [100, 245, 'DESCRIPTION'],
      R(560, 245, 'AMOUNT'),
      [40, 257, '07/02'],
      [100, 257, 'Deposit'],
      R(560, 257, '$500.00'),
      [40, 269, 'Total Deposits and Additions'],
      R(560, 269, '$500.00'),
      [40, 300, 'CHECKS PAID', { bold: true }],
      [40, 315, 'CHECK NUMBER'],
      [130, 315, 'DESCRIPTION'],
      [400, 315, 'DATE PAID'],
      R(560, 315, 'AMOUNT'),
      [40, 327, 'XXXX ^'],
      [400, 327, '07/14'],
      R(560, 327, '$100.00'),
      [40, 339, 'XXXX ^'],
      [400, 339, '07/08'],
      R(560, 339, '200.00'),
      [40, 351, 'Total Checks Paid'],
      R(560, 351, '$300.00'),
      [40, 380, 'OTHER WITHDRAWALS, FEES & CHARGES', { bold: true }],
      [40, 395, 'DATE'],
      [100, 395, 'DESCRIPTION'],
      R(560, 395, 'AMOUNT'),
      [40, 407, '07/11'],
      [100, 407, 'Online Payment To Vendor'],
      R(560, 407, '$50.00'),
      [40, 419, 'Total Other Withdrawals, Fees & Charges'],
      R(560, 419, '$50.00'),
      [40, 450, 'DAILY ENDING BALANCE', { bold: true }],
      [40, 465, 'DATE'],
      R(200, 465, 'AMOUNT'),
      [260, 465, 'DATE'],
      R(420, 465, 'AMOUNT'),
      [40, 477, '07/02'],
      R(200, 477, '1,500.00'),
      [260, 477, '07/11'],
      R(420, 477, '1,250.00'),
      [40, 489, '07/08'],
      R(200, 489, '1,300.00'),
      [260, 489, '07/14'],
      R(420, 489, '1,150.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), [
    ['2022-07-02', 'credit', 50000],
    ['2022-07-14', 'debit', 10000],
    ['2022-07-08', 'debit', 20000],
    ['2022-07-11', 'debit', 5000],
  ]);
  assert.equal(r.accounts[0].totalDebits?.cents, 35000);
  assert.equal(r.accountLast4, '0814');
  assert.equal(r.gate.verified, true, why(r));
});

test('a summary printed as one row under labels stacked on several lines, statement date under its label', async () => {
  const pages = await drawPages([
    [
      [126, 33, 'USAA', { size: 12 }],
      [126, 45, 'FEDERAL', { size: 12 }],
      [126, 57, 'SAVINGS', { size: 12 }],
      [126, 69, 'BANK', { size: 12 }],
      [439, 150, 'ACCOUNT NUMBER'],
      [446, 162, '123456789'],
      [438, 180, 'STATEMENT DATE'],
      [446, 192, '01/09/14'],
      [176, 240, 'NO OF'],
      [100, 250, 'BALANCE'],
      [174, 250, 'DEBITS'],
      [219, 250, 'TOTAL AMOUNT'],
      [340, 250, 'TOTAL AMOUNT'],
      [470, 250, 'BALANCE THIS'],
      [90, 260, 'LAST STATEMENT'],
      [178, 260, 'PAID'],
      [214, 260, 'OF DEBITS PAID'],
      [330, 260, 'OF DEPOSITS'],
      [481, 260, 'STATEMENT'],
      R(160, 280, '217.00'),
      R(200, 280, '2'),
      R(280, 280, '90.32'),
      R(380, 280, '27.00'),
      R(540, 280, '153.68'),
      [100, 330, 'DEPOSITS AND OTHER CREDITS', { bold: true }],
      [79, 342, 'DATE..........AMOUNT.TRANSACTION DESCRIPTION'],
      [79, 354, '12/31'],
      R(195, 354, '27.00'),
      [205, 354, 'USAA FUNDS TRANSFER CR'],
      [100, 380, 'OTHER DEBITS', { bold: true }],
      [79, 392, 'DATE..........AMOUNT.TRANSACTION DESCRIPTION'],
      [79, 404, '12/13'],
      R(195, 404, '80.32'),
      [205, 404, 'USAA FUNDS TRANSFER DB'],
      [79, 416, '12/16'],
      R(195, 416, '10.00'),
      [205, 416, 'POS DEBIT 123456'],
      [205, 428, 'TARGET SOME CITY ST'],
    ],
  ]);
  const r = readStatement(pages);
  assert.equal(r.institution, 'USAA FEDERAL SAVINGS BANK');
  assert.deepEqual(
    [r.periodEnd, r.accountLast4, r.accounts[0].opening?.cents, r.accounts[0].closing?.cents],
    ['2014-01-09', '6789', 21700, 15368],
  );
  assert.deepEqual(rowsOf(r), [
    ['2013-12-31', 'credit', 2700],
    ['2013-12-13', 'debit', 8032],
    ['2013-12-16', 'debit', 1000],
  ]);
  assert.equal(r.rows[0].description, 'USAA FUNDS TRANSFER CR');
  assert.equal(r.gate.verified, true, why(r));
});

test('two accounts in one statement, each with its own summary and table', async () => {
  const acct = (
    y: number,
    name: string,
    no: string,
    open: string,
    close: string,
    rows: Array<[string, string, string, string]>,
  ): Item[] => [
    [40, y, `${name} Account Number: ${no}`, { bold: true }],
    [40, y + 14, 'Beginning Balance'],
    R(300, y + 14, open),
    [40, y + 26, 'Ending Balance'],
    R(300, y + 26, close),
    [40, y + 46, 'Date'],
    [100, y + 46, 'Description'],
    R(480, y + 46, 'Amount'),
    R(560, y + 46, 'Balance'),
    ...rows.flatMap(([d, desc, amt, bal], i): Item[] => [
      [40, y + 58 + i * 12, d],
      [100, y + 58 + i * 12, desc],
      R(480, y + 58 + i * 12, amt),
      R(560, y + 58 + i * 12, bal),
    ]),
  ];
  const pages = await drawPages([
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 80, 'Statement Period: Nov 09, 2024-Dec 08, 2024'],
      ...acct(120, 'Business Checking', 'XXXXXX1111', '1,000.00', '1,400.00', NOV_DEC),
      ...acct(300, 'Business Savings', 'XXXXXX2222', '5,000.00', '5,001.25', [
        ['11/30', 'Interest Paid', '1.25', '5,001.25'],
      ]),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(
    r.accounts.map((a) => [a.numberSuffix, a.opening?.cents, a.closing?.cents]),
    [
      ['1111', 100000, 140000],
      ['2222', 500000, 500125],
    ],
  );
  assert.deepEqual(
    r.rows.map((x) => x.accountNumberSuffix),
    ['1111', '1111', '2222'],
  );
  assert.equal(r.gate.verified, true, why(r));
});

test('a credit card: previous balance + purchases and fees - payments and credits = new balance', async () => {
  const pages = await drawPages([
    [
      [40, 40, 'Liberty Test Bank, N.A.', { size: 14, bold: true }],
      [40, 100, 'Account Summary', { bold: true }],
      [44, 114, 'Account Number: XXXX XXXX XXXX 6426'],
      [44, 128, 'Previous Balance'],
      R(250, 128, '1,000.00'),
      [44, 140, 'Payment, Credits'],
      R(250, 140, '-300.00'),
      [44, 152, 'Purchases'],
      R(250, 152, '+120.00'),
      [44, 164, 'Fees Charged'],
      R(250, 164, '+30.00'),
      [44, 176, 'Interest Charged'],
      R(250, 176, '0.00'),
      [44, 188, 'New Balance'],
      R(250, 188, '850.00'),
      [44, 200, 'Opening/Closing Date 06/01/2025 - 06/30/2025'],
      [44, 212, 'Credit Access Line'],
      R(250, 212, '2,200.00'),
      [300, 128, 'Minimum Payment Due'],
      R(560, 128, '35.00'),
      [40, 250, 'ACCOUNT ACTIVITY', { bold: true }],
      [40, 265, 'Post Date'],
      [110, 265, 'Description'],
      R(560, 265, '$ Amount'),
      [40, 277, '06/02'],
      [110, 277, 'DOORDASH'],
      R(560, 277, '-120.00'),
      [40, 289, '06/05'],
      [110, 289, 'ONLINE PAYMENT THANK YOU'],
      R(560, 289, '300.00'),
      [40, 301, '06/10'],
      [110, 301, 'LATE FEE'],
      R(560, 301, '-30.00'),
      [150, 330, '2025 Totals Year-to-Date', { bold: true }],
      [150, 342, 'Total fees charged'],
      R(380, 342, '$100.02'),
    ],
  ]);
  const r = readStatement(pages);
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual([r.accounts[0].totalCredits?.cents, r.accounts[0].totalDebits?.cents], [30000, 15000]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a row whose printed date is no date of the period fails the gate with a reason; no date is invented', async () => {
  const r = readStatement(
    await drawPages(
      statement(
        'Statement Period February 1 - April 30, 2022',
        [
          ['02-27', 'ATM Fee', '-2.50', '997.50'],
          ['02-29', 'POS DB SHELL', '-4.71', '992.79'],
          ['03-02', 'Deposit', '10.00', '1,002.79'],
        ],
        '1,000.00',
        '1,002.79',
      ),
    ),
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_unresolved'), why(r));
  assert.ok(r.warnings.some((w) => w.code === 'date_unresolved' && /02-29/.test(w.message)));
  assert.ok(
    r.rows.every((x) => /^2022-0[2-4]-\d\d$/.test(x.date)),
    r.rows.map((x) => x.date).join(','),
  );
  assert.ok(!JSON.stringify(r).includes('1970-01-01'));
});

test('lone unmapped glyphs (bullets on a disclosure page) are not a broken text layer; garbled words still are', () => {
  const run = (x: number, y: number, str: string) => ({ str, x, y, width: str.length * 5, height: 10, fontName: 'F1' });
  const bullets = {
    page: 2,
    width: 612,
    height: 792,
    runs: [0, 1, 2, 3].flatMap((i) => [
      run(40, 100 + i * 12, '\uF0B7'),
      run(60, 100 + i * 12, 'Your name and account number'),
    ]),
  };
  assert.deepEqual(textLayerWarnings([bullets], pageLines(bullets)), []);
  const garbled = { ...bullets, runs: [run(40, 100, '\uE001\uE002 \uE003\uE004')] };
  assert.deepEqual(
    textLayerWarnings([garbled], pageLines(garbled)).map((w) => w.code),
    ['garbled_text'],
  );
});

/** Three rows that chain from 1,000.00 to 1,300.00; the second row's date cell is `second`. */
const secondRowDated = async (second: string) =>
  readStatement(
    await drawPages(
      statement(
        'Statement Period: Nov 09, 2024 - Dec 08, 2024',
        [
          ['11/12', 'Deposit', '500.00', '1,500.00'],
          [second, 'Square Inc', '-100.00', '1,400.00'],
          ['12/02', 'Card Purchase', '-100.00', '1,300.00'],
        ],
        '1,000.00',
        '1,300.00',
      ),
    ),
  );

test('a date cell holding a number that is no date ("1177" for 11/17) fails the gate; the row above lends it no date', async () => {
  const r = await secondRowDated('1177');
  assert.equal(r.gate.verified, false, 'a row of unknown day must not verify');
  assert.ok(r.gate.reasons.includes('date_unresolved'), why(r));
  assert.ok(!r.rows.some((x) => x.amountCents === 10000 && x.date === '2024-11-12'), JSON.stringify(rowsOf(r)));
});

test('a row printed without a date is still the same day as the row above', async () => {
  const r = await secondRowDated('');
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(rowsOf(r), [
    ['2024-11-12', 'credit', 50000],
    ['2024-11-12', 'debit', 10000],
    ['2024-12-02', 'debit', 10000],
  ]);
});
