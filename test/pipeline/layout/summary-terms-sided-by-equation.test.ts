// A summary box printing a term whose words name no side (`Interest Paid $110.98` between `Deposits` and
// `Withdrawals`): the reader took `Deposits` alone as the total credits, and a statement whose every figure holds
// went to review as printed_total_mismatch. The box's own equation sides such a term, and only the equation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { sidedByEquation } from '../../../src/pipeline/layout/terms.ts';
import { drawPages, masthead, rowsOf, table, why, type Col } from './pdf.ts';

const COLS: Col[] = [
  [40, 'Date'],
  [100, 'Description'],
  [480, 'Amount', true],
  [560, 'Balance', true],
];
const ROWS = [
  ['03/04/2024', 'ACH Deposit from CHASE', '300.00', '1,300.00'],
  ['03/10/2024', 'ACH Withdrawal to CHASE', '-120.00', '1,180.00'],
  ['03/15/2024', 'ACH Deposit from CHASE', '200.00', '1,380.00'],
  ['03/31/2024', 'Interest Paid', '1.25', '1,381.25'],
];

const read = async (box: Array<[string, string]>, rows = ROWS) =>
  readStatement(await drawPages([[...masthead(box), ...table(COLS, rows)]]));

test('an interest line between deposits and withdrawals is a credit when the box equation needs it so', async () => {
  const r = await read([
    ['Beginning Balance', '$1,000.00'],
    ['Deposits', '$500.00'],
    ['Interest Paid', '$1.25'],
    ['Withdrawals', '$120.00'],
    ['Interest Paid YTD', '$3.75'],
    ['Ending Balance', '$1,381.25'],
  ]);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalCredits?.cents, 50125);
  assert.equal(r.accounts[0].totalDebits?.cents, 12000);
  assert.deepEqual(rowsOf(r).at(-1), '2024-03-31 credit 125 bal 138125');
});

test('an interest line the deposits already count is left out of them', async () => {
  const r = await read([
    ['Beginning Balance', '$1,000.00'],
    ['Deposits and Credits', '$501.25'],
    ['Withdrawals', '$120.00'],
    ['Ending Balance', '$1,381.25'],
    ['Interest Paid', '$1.25'],
  ]);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalCredits?.cents, 50125);
});

test('a box completed by its interest line still catches a ledger that lost a deposit', async () => {
  const r = await read(
    [
      ['Beginning Balance', '$1,000.00'],
      ['Deposits', '$500.00'],
      ['Interest Paid', '$1.25'],
      ['Withdrawals', '$120.00'],
      ['Ending Balance', '$1,381.25'],
    ],
    ROWS.filter((_, i) => i !== 2),
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('printed_total_mismatch'), why(r));
});

const amt = (cents: number, text: string) => ({ amount: { cents, ref: { page: 1, line: 1, text } }, count: null });

test('the equation sides a term only when one siding alone makes it hold', () => {
  // interest in, then a card owing more by its interest
  const deposit = sidedByEquation(100000, 138125, amt(50000, '$500.00'), amt(12000, '$120.00'), [amt(125, '$1.25')]);
  assert.equal(deposit.credits?.amount.cents, 50125);
  assert.equal(deposit.debits?.amount.cents, 12000);
  const card = sidedByEquation(100000, 108125, amt(50000, '$500.00'), amt(58000, '$580.00'), [amt(125, '$1.25')]);
  assert.equal(card.debits?.amount.cents, 58125);
  // two equal interest lines: either one could be the missing credit, so neither is taken
  const twice = sidedByEquation(100000, 138125, amt(50000, 'a'), amt(12000, 'b'), [amt(125, 'c'), amt(125, 'd')]);
  assert.equal(twice.credits?.amount.cents, 50000);
  // a gap no siding fills changes nothing
  const none = sidedByEquation(100000, 140000, amt(50000, 'a'), amt(12000, 'b'), [amt(125, 'c')]);
  assert.equal(none.credits?.amount.cents, 50000);
});
