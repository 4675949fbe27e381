// A check table printed in column groups side by side (`Check Date Amount` three times over), closed by one line
// under all of them (`Paper Checks Paid 5 checks $3,000.00`): the figure is the sum of every group's rows, so the line
// is the whole table's total (its count the checks it names), not the last row's description and one more row.
// A `*` printed apart after a check's number (a gap in the sequence) is the number's mark, not its description.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

function checksSideBySide(check2413 = '600.00', total = 'Paper Checks Paid 5 checks'): Item[][] {
  const check = (x: number, y: number, no: string, d: string, amt: string): Item[] => [
    [x, y, no],
    [x + 30, y, d],
    R(x + 120, y, amt),
  ];
  return [
    [
      [40, 40, 'Lakeshore Test Bank', { size: 14, bold: true }],
      [350, 60, 'Statement Period 06/01/2023 - 06/30/2023'],
      [350, 72, 'Account Number ******2244'],
      [40, 80, 'LAKE ERIE BAKING CO LLC'],
      [40, 130, 'Beginning balance'],
      R(300, 130, '$5,000.00'),
      [40, 142, 'Deposits and credits'],
      R(300, 142, '$1,000.00'),
      [40, 154, 'Checks and withdrawals'],
      R(300, 154, '$3,000.00'),
      [40, 166, 'Ending balance'],
      R(300, 166, '$3,000.00'),
      [40, 190, 'Deposits', { bold: true }],
      [40, 202, 'Date'],
      [100, 202, 'Description'],
      R(560, 202, 'Amount'),
      [40, 214, '06/05'],
      [100, 214, 'Deposit Branch 0421'],
      R(560, 214, '1,000.00'),
      [40, 240, 'Paper Checks', { bold: true }],
      ...[40, 200, 360].flatMap((x): Item[] => [[x, 252, 'Check'], [x + 30, 252, 'Date'], R(x + 120, 252, 'Amount')]),
      ...check(40, 264, '2410', '06-20', '400.00'),
      ...check(200, 264, '2413', '06-08', check2413),
      ...check(360, 264, '2419', '06-08', '700.00'),
      ...check(40, 276, '2411', '06-30', '500.00'),
      ...check(200, 276, '2418 *', '06-21', '800.00'),
      [40, 288, total],
      R(480, 288, '$3,000.00'),
    ],
  ];
}

test('one line under check groups side by side, its figure their sum, is the table total, not a row', async () => {
  const r = readStatement(await drawPages(checksSideBySide()));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.rows.length, 6);
  assert.ok(!r.rows.some((x) => /Paper Checks Paid/.test(x.description)));
  // a check's `*` (a gap in the sequence) printed apart after its number is no description
  assert.equal(r.rows.find((x) => x.amountCents === 80000)?.description, 'Check 2418');
  const totals = r.accounts[0].sectionTotals.filter((t) => t.label === 'Paper Checks Paid');
  assert.deepEqual(
    totals.map((t) => [t.type, t.cents, t.count]),
    [['debit', 300000, 5]],
  );
  assert.deepEqual(rowsOf(r).slice(1), [
    '2023-06-20 debit 40000',
    '2023-06-30 debit 50000',
    '2023-06-08 debit 60000',
    '2023-06-21 debit 80000',
    '2023-06-08 debit 70000',
  ]);
});

test('the same table with one check changed by one digit is not verified', async () => {
  const r = readStatement(await drawPages(checksSideBySide('700.00')));
  assert.equal(r.gate.verified, false);
});

/** The checks listed in the ledger's rows, then again in a `Checks Paid` table two groups wide with its total. */
function checksRecapped(): Item[][] {
  const row = (y: number, d: string, desc: string, debit: string, credit: string, bal: string): Item[] => [
    [40, y, d],
    [70, y, desc],
    ...(debit ? [R(490, y, debit)] : []),
    ...(credit ? [R(530, y, credit)] : []),
    R(570, y, bal),
  ];
  return [
    [
      [40, 40, 'Lakeshore Test Bank', { size: 14, bold: true }],
      [350, 60, 'Statement Period 07/01/2025 - 07/31/2025'],
      [350, 72, 'Account Number xxxxxx7730'],
      [40, 80, 'DANIELLE M OKONKWO'],
      [40, 130, 'Beginning balance'],
      R(300, 130, '$2,000.00'),
      [40, 142, 'Deposits and other credits'],
      R(300, 142, '+ $500.00'),
      [40, 154, 'Withdrawals and other debits'],
      R(300, 154, '- $1,200.00'),
      [40, 166, 'Ending balance'],
      R(300, 166, '$1,300.00'),
      [40, 190, 'Transaction Details', { bold: true }],
      [40, 202, 'Date'],
      [70, 202, 'Description'],
      R(490, 202, 'Withdrawals'),
      R(530, 202, 'Deposits'),
      R(570, 202, 'Balance'),
      ...row(214, '07/02', 'STATE OF OHIO DIR DEP', '', '500.00', '2,500.00'),
      ...row(226, '07/08', 'CHECK 318', '300.00', '', '2,200.00'),
      ...row(238, '07/09', 'CHECK 320', '400.00', '', '1,800.00'),
      ...row(250, '07/21', 'CHECK 321', '500.00', '', '1,300.00'),
      [40, 280, 'Checks Paid', { bold: true }],
      ...[40, 220].flatMap((x): Item[] => [[x, 292, 'Check'], [x + 34, 292, 'Date'], R(x + 130, 292, 'Amount')]),
      [40, 304, '318'],
      [74, 304, '07/08'],
      R(170, 304, '300.00'),
      [220, 304, '320*'],
      [254, 304, '07/09'],
      R(350, 304, '400.00'),
      [40, 316, '321'],
      [74, 316, '07/21'],
      R(170, 316, '500.00'),
      [40, 328, 'Total Checks Paid'],
      R(560, 328, '$1,200.00'),
    ],
  ];
}

test("a total under check groups side by side that only repeat the ledger rows is the recap's, not the ledger's", async () => {
  const r = readStatement(await drawPages(checksRecapped()));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.rows.length, 4);
});
