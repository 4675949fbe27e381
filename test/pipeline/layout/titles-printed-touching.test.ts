// Two column titles printed touching (`Deposits/Additions` right-aligned over its amounts, `Withdrawals/Subtractions`
// starting where it ends), which the text layer glues into one word (`Deposits/AdditionsWithdrawals/Subtractions`):
// two titles, each naming its side, so the table under them is read (before, no table was found at all).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

function touching(transfer = '150.00'): Item[][] {
  const row = (y: number, d: string, desc: string, credit: string, debit: string, bal: string): Item[] => [
    [40, y, d],
    [80, y, desc],
    ...(credit ? [R(378, y, credit)] : []),
    ...(debit ? [R(476, y, debit)] : []),
    ...(bal ? [R(572, y, bal)] : []),
  ];
  const saved = 'Save As You Go Transfer Credit from Everyday Checking xxxxxx5092';
  return [
    [
      [36, 42, 'Way2Save Savings October 11, 2024 Page 1 of 1'],
      [40, 64, 'Harbor Test Bank', { size: 12, bold: true }],
      [56, 95, 'DANIELA R MORENO'],
      [56, 106, '118 W CULLERTON ST APT 3'],
      [40, 137, 'Statement period activity summary'],
      [40, 148, 'Beginning balance on 9/13'],
      R(300, 148, '$1,000.00'),
      [40, 158, 'Deposits/Additions'],
      R(300, 158, '153.00'),
      [40, 168, 'Withdrawals/Subtractions'],
      R(300, 168, '- 50.00'),
      [40, 178, 'Ending balance on 10/11'],
      R(300, 178, '$1,103.00'),
      [330, 200, 'Account number: 7730441826'],
      [40, 230, 'Transaction history'],
      [40, 241, 'Date'],
      [80, 241, 'Description'],
      R(380, 241, 'Deposits/Additions'),
      [380, 241, 'Withdrawals/Subtractions'],
      R(572, 241, 'Ending daily balance'),
      ...row(252, '9/13', saved, '1.00', '', ''),
      ...row(262, '9/13', saved, '1.00', '', '1,002.00'),
      ...row(272, '9/19', 'Recurring Transfer From Everyday Checking Ref #Op07596806', transfer, '', '1,152.00'),
      ...row(282, '9/26', 'Online Transfer to Everyday Checking xxxxxx5092', '', '50.00', '1,102.00'),
      ...row(292, '10/11', 'Interest Payment', '1.00', '', '1,103.00'),
      [80, 304, 'Ending balance on 10/11'],
      R(572, 304, '1,103.00'),
      [80, 314, 'Totals'],
      R(378, 314, '$153.00'),
      R(476, 314, '$50.00'),
    ],
  ];
}

test('two column titles printed touching, glued into one word, are read as the two sides they name', async () => {
  const r = readStatement(await drawPages(touching()));
  assert.equal(r.gate.verified, true, why(r));
  // a beginning balance dated other than a month before the ending one is dated the period's first day
  assert.deepEqual([r.periodStart, r.periodEnd], ['2024-09-13', '2024-10-11']);
  assert.deepEqual(rowsOf(r), [
    '2024-09-13 credit 100',
    '2024-09-13 credit 100 bal 100200',
    '2024-09-19 credit 15000 bal 115200',
    '2024-09-26 debit 5000 bal 110200',
    '2024-10-11 credit 100 bal 110300',
  ]);
});

test('the same statement with one row amount changed by one digit is not verified', async () => {
  const r = readStatement(await drawPages(touching('160.00')));
  assert.equal(r.gate.verified, false);
});
