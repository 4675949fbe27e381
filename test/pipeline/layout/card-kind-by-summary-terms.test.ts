// A card statement that prints no `Minimum Payment Due` or `Credit Limit` where the reader looks, only a card's
// summary terms (`Cash Advances`, `days in Billing Cycle`): taken for a deposit account alone, its purchases read
// as deposits and its payment as a withdrawal reconcile just as well, and the ledger was served verified with the
// purchases as credits (revenue, in the underwriting). A card's terms open the kind: it is judged both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { cardPage as card, drawPages, rowsOf, why, type Term } from './pdf.ts';

const terms = (otherCredits: string, closing: string): Term[] => [
  [48.8, ['Previous', null, 'Balance'], '$1,000.00'],
  [122.7, [null, 'Payments', null], '- $4,300.00'],
  [178.2, ['Other', null, 'Credits'], `- ${otherCredits}`],
  [239.5, [null, 'Transactions', null], '+ $4,150.00'],
  [304.6, ['Cash', null, 'Advances'], '+ $0.00'],
  [371.4, ['Fees', null, 'Charged'], '+ $0.00'],
  [432.7, ['Interest', null, 'Charged'], '+ $0.00'],
  [504.8, [null, 'New Balance', null], `= ${closing}`],
];
const payments = [
  ['', 'ACME PLUMBING LLC #8830: Payments, Credits and Adjustments', ''],
  ['Mar 5', 'PAYMENT THANK YOU - WEB', '- $4,300.00'],
];
const purchases = [
  ['', 'ACME PLUMBING LLC #8830: Transactions', ''],
  ['Mar 2', 'AMAZON MKTPL', '$4,120.00'],
  ['Mar 9', 'SHELL OIL', '$30.00'],
  ['', 'ACME PLUMBING LLC #8830: Total Transactions', '$4,150.00'],
];

test("a card printing only its summary's terms is never served as a deposit account: its purchases are not credits", async () => {
  const r = readStatement(await drawPages([card(terms('$0.00', '$850.00'), [...payments, ...purchases])]));
  // Payments and Transactions alone fit both kinds (the deposit reading made the purchases credits): review.
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), why(r));
});

test("a card printing only its summary's terms, with a printed term that signs its credits, verifies as a card", async () => {
  const rows = [...payments, ['Mar 6', 'RETURN HOME DEPOT', '- $20.00'], ...purchases];
  const r = readStatement(await drawPages([card(terms('$20.00', '$830.00'), rows)]));
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(r), [
    '2024-03-05 credit 430000',
    '2024-03-06 credit 2000',
    '2024-03-02 debit 412000',
    '2024-03-09 debit 3000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});
