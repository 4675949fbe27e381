// A section's total closes it. `TOTAL FEES FOR THIS PERIOD $39.00` under the fees, then a title no word of ours
// names (`INTEREST CHARGED`) and its own rows: the fees' total was checked against the interest rows too
// (section_total_mismatch on a statement whose every figure holds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

function statement(feesTotal: string): Item[][] {
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
      [40, 250, 'FEES CHARGED'],
      [40, 262, '03/05'],
      [100, 262, 'LATE FEE'],
      R(480, 262, '-39.00'),
      [100, 274, 'TOTAL FEES FOR THIS PERIOD'],
      R(480, 274, feesTotal),
      [40, 286, 'INTEREST CHARGED'],
      [40, 298, '03/29'],
      [100, 298, 'OVERDRAFT INTEREST CHARGE'],
      R(480, 298, '-116.99'),
    ],
  ];
}

test("a section's total covers the rows above it, not the rows under the next title", async () => {
  const r = readStatement(await drawPages(statement('-$39.00')));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-05 debit 3900', '2024-03-29 debit 11699']);
  assert.equal(r.gate.verified, true, why(r));
  // and it is still held to them: a total one cent off is refused
  const bad = readStatement(await drawPages(statement('-$39.01')));
  assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
});
