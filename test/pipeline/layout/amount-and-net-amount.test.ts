// A table printing each row's amount twice (`Amount | Net Amount`) and a second date after them (`Transaction Date |
// Description | Type | Amount | Net Amount | Settlement Date`), listed by transaction date: a row of the period's last
// days settles after it. `Net Amount` repeats the amount's role right beside it, so it was read as a second table
// printed beside the first (`Net Amount | Settlement Date`): every row counted twice, the second time on its
// settlement date (outside the period).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

function statement(closing: string): Item[][] {
  const rows: string[][] = [
    ['03/01/2024', 'ZELLE FROM PRIYA NAIR', 'Transfer', '$258.03', '03/04/2024'],
    ['03/12/2024', 'STARBUCKS STORE 11208', 'Purchase', '-$133.43', '03/13/2024'],
    ['03/29/2024', 'STATE OF OHIO DIR DEP', 'Direct Deposit', '$1,877.34', '04/01/2024'],
    ['03/29/2024', 'KROGER #0441 COLUMBUS OH', 'Purchase', '-$53.94', '04/01/2024'],
  ];
  return [
    [
      ...masthead([
        ['Beginning balance', '$262.26'],
        ['Deposits', '$2,135.37'],
        ['Purchases', '-$187.37'],
        ['Ending balance', closing],
      ]),
      [40, 220, 'Transaction Date'],
      [110, 220, 'Description'],
      [290, 220, 'Type'],
      R(400, 220, 'Amount'),
      R(470, 220, 'Net Amount'),
      [490, 220, 'Settlement Date'],
      ...rows.flatMap(([d, desc, type, amt, settled], i): Item[] => [
        [40, 235 + i * 12, d],
        [110, 235 + i * 12, desc],
        [290, 235 + i * 12, type],
        R(400, 235 + i * 12, amt),
        R(470, 235 + i * 12, amt),
        [490, 235 + i * 12, settled],
      ]),
    ],
  ];
}

test('an amount and its net amount are one row, dated by the transaction date the statement lists by', async () => {
  const r = readStatement(await drawPages(statement('$2,210.26')));
  assert.deepEqual(rowsOf(r), [
    '2024-03-01 credit 25803',
    '2024-03-12 debit 13343',
    '2024-03-29 credit 187734',
    '2024-03-29 debit 5394',
  ]);
  assert.equal(r.gate.verified, true, why(r));
  // and the ledger is still held to the printed closing: one a cent off is refused
  const bad = readStatement(await drawPages(statement('$2,210.27')));
  assert.equal(bad.gate.verified, false, why(bad));
});
