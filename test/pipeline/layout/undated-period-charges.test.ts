// A card prints its interest as lines of the period with no date, under their own title, closed by the period's
// total (`Interest Charged` / `Interest Charge on Purchases $5.00` / `Interest Charge on Cash Advances $0.00` /
// `Total Interest for This Period $5.00`), then a year-to-date box of the same words. The interest was read as no
// row: the ledger missed it and the statement, whose every figure holds, was `unreconciled`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { cardPage, drawPages, rowsOf, why, type Term } from './pdf.ts';

const terms = (interest: string, closing: string): Term[] => [
  [48.8, ['Previous', null, 'Balance'], '$1,000.00'],
  [122.7, [null, 'Payments', null], '- $4,300.00'],
  [178.2, ['Other', null, 'Credits'], '- $20.00'],
  [239.5, [null, 'Transactions', null], '+ $4,150.00'],
  [304.6, ['Cash', null, 'Advances'], '+ $0.00'],
  [371.4, ['Fees', null, 'Charged'], '+ $30.00'],
  [432.7, ['Interest', null, 'Charged'], `+ ${interest}`],
  [504.8, [null, 'New Balance', null], `= ${closing}`],
];

const rows = (interest: string, totalInterest: string): string[][] => [
  ['', 'ACME PLUMBING LLC #8830: Payments, Credits and Adjustments', ''],
  ['Mar 5', 'PAYMENT THANK YOU - WEB', '- $4,300.00'],
  ['Mar 6', 'RETURN HOME DEPOT', '- $20.00'],
  ['', 'ACME PLUMBING LLC #8830: Transactions', ''],
  ['Mar 2', 'AMAZON MKTPL', '$4,120.00'],
  ['Mar 9', 'SHELL OIL', '$30.00'],
  ['', 'ACME PLUMBING LLC #8830: Total Transactions', '$4,150.00'],
  ['', 'Fees', ''],
  ['Mar 10', 'PAST DUE FEE', '$30.00'],
  ['', 'Total Fees for This Period', '$30.00'],
  ['', 'Interest Charged', ''],
  ['', 'Interest Charge on Purchases', interest],
  ['', 'Interest Charge on Cash Advances', '$0.00'],
  ['', 'Interest Charge on Other Balances', '$0.00'],
  ['', 'Total Interest for This Period', totalInterest],
  ['', 'Totals Year-to-Date', ''],
  ['', 'Total Fees charged in 2024', '$30.00'],
  ['', 'Total Interest charged in 2024', '$41.18'],
];

test("interest printed without a date under the period's interest title is a row of the period's last day", async () => {
  const r = readStatement(await drawPages([cardPage(terms('$5.00', '$865.00'), rows('$5.00', '$5.00'))]));
  assert.deepEqual(rowsOf(r), [
    '2024-03-05 credit 430000',
    '2024-03-06 credit 2000',
    '2024-03-02 debit 412000',
    '2024-03-09 debit 3000',
    '2024-03-10 debit 3000',
    '2024-03-31 debit 500',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('an undated interest line is held to the printed total like any row: one cent off is refused', async () => {
  const r = readStatement(await drawPages([cardPage(terms('$5.00', '$865.00'), rows('$5.01', '$5.00'))]));
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
});
