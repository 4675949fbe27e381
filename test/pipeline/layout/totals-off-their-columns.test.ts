// A `Totals` line printing one figure per money column, in the columns' order, but set off the columns: each figure
// ends short of its column's right edge, the first straddling the debits' edge, the second under the running
// balance. Read by the column each figure fell in, the credits' total was checked against the debit rows
// (section_total_mismatch on a statement whose every figure holds). The figures go to the sides in the order printed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

function statement(credits: string, debits: string): Item[][] {
  return [
    [
      ...masthead([
        ['Beginning balance', '1,000.00'],
        ['Deposits/Additions', '500.00'],
        ['Withdrawals/Subtractions', '- 155.99'],
        ['Ending balance', '1,344.01'],
      ]),
      [40, 220, 'Date'],
      [80, 220, 'Description'],
      R(404, 220, 'Deposits/ Additions'),
      R(499, 220, 'Withdrawals/ Subtractions'),
      R(574, 220, 'Ending daily balance'),
      [40, 235, '3/4'],
      [80, 235, 'MOBILE DEPOSIT'],
      R(404, 235, '500.00'),
      R(574, 235, '1,500.00'),
      [40, 247, '3/5'],
      [80, 247, 'POS PURCHASE KROGER #0441'],
      R(499, 247, '39.00'),
      [40, 259, '3/29'],
      [80, 259, 'ZELLE TO LANDLORD PROPERTIES'],
      R(499, 259, '116.99'),
      R(574, 259, '1,344.01'),
      [40, 271, 'Ending balance on 3/31'],
      R(574, 271, '$1,344.01'),
      [254, 283, 'Totals'],
      R(503, 283, credits),
      R(541, 283, debits),
    ],
  ];
}

test("a totals line's figures set off their columns go to the sides in the order printed", async () => {
  const r = readStatement(await drawPages(statement('$500.00', '$155.99')));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-05 debit 3900',
    '2024-03-29 debit 11699 bal 134401',
  ]);
  assert.equal(r.gate.verified, true, why(r));
  // and each is still held to its side's rows: one cent off is refused
  for (const [c, d] of [
    ['$500.01', '$155.99'],
    ['$500.00', '$156.00'],
  ]) {
    const bad = readStatement(await drawPages(statement(c, d)));
    assert.equal(bad.gate.verified, false, why(bad));
    assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
  }
});
