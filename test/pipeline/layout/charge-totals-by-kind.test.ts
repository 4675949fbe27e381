// Fees and interest charged listed together, then a total for each kind under them (`TOTAL FEES FOR THIS PERIOD`,
// `TOTAL INTEREST FOR THIS PERIOD`): the fees' total was checked against the interest row too
// (section_total_mismatch on a statement whose every figure holds). Each total names its kind, each row one of them:
// each total counts the rows naming its kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

function statement(fees: string, interest: string): Item[][] {
  return [
    [
      ...masthead([
        ['Beginning balance', '1,000.00'],
        ['Deposits', '500.00'],
        ['Withdrawals', '155.99'],
        ['Ending balance', '1,344.01'],
      ]),
      [40, 220, 'Date'],
      [100, 220, 'Description'],
      R(480, 220, 'Amount'),
      [40, 235, '03/04'],
      [100, 235, 'MOBILE DEPOSIT'],
      R(480, 235, '500.00'),
      [40, 250, 'FEES AND INTEREST CHARGED'],
      [40, 262, '03/05'],
      [100, 262, 'LATE FEE'],
      R(480, 262, '-39.00'),
      [40, 274, '03/29'],
      [100, 274, 'OVERDRAFT INTEREST CHARGE'],
      R(480, 274, '-116.99'),
      [100, 286, 'TOTAL FEES FOR THIS PERIOD'],
      R(480, 286, fees),
      [100, 298, 'TOTAL INTEREST FOR THIS PERIOD'],
      R(480, 298, interest),
    ],
  ];
}

test('totals printed one per kind of charge under the charges listed together each count the rows of their kind', async () => {
  const r = readStatement(await drawPages(statement('-$39.00', '-$116.99')));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-05 debit 3900', '2024-03-29 debit 11699']);
  assert.equal(r.gate.verified, true, why(r));
  // each is still held to its rows: a total one cent off is refused
  for (const [fees, interest] of [
    ['-$39.01', '-$116.99'],
    ['-$39.00', '-$117.00'],
  ]) {
    const bad = readStatement(await drawPages(statement(fees, interest)));
    assert.equal(bad.gate.verified, false, why(bad));
    assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
  }
});
