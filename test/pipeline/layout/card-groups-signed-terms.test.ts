// Debit-card purchases grouped per card inside the account's statement (`Card account # XXXX XXXX XXXX 3318`
// printed right under the section's column titles, a subtotal after each card), and a summary box naming that
// section in its own words (`Card account activity - 150.00`). The first card's number was read as another
// account (no opening, no closing); the box's line named no total, so the printed debits fell short.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

/** A `Date | Description | Amount` section with minus-signed amounts, its lines given as [date, text, amount]. */
function section(y: number, heading: string, lines: Array<[string, string, string]>): Item[] {
  return [
    [40, y, heading, { bold: true }],
    [40, y + 14, 'Date'],
    [90, y + 14, 'Description'],
    R(500, y + 14, 'Amount'),
    ...lines.flatMap(([d, text, amt], i): Item[] => [
      ...(d ? [[40, y + 28 + i * 12, d] as Item] : []),
      [d ? 90 : 60, y + 28 + i * 12, text],
      ...(amt ? [R(500, y + 28 + i * 12, amt)] : []),
    ]),
  ];
}

const DEPOSITS = section(240, 'Deposits and other credits', [
  ['03/04/24', 'MOBILE DEPOSIT', '500.00'],
  ['', 'Total deposits and other credits', '$500.00'],
]);
const WITHDRAWALS = section(310, 'Withdrawals and other debits', [
  ['03/05/24', 'ACH DEBIT PAYROLL', '-100.00'],
  ['', 'Total withdrawals and other debits', '-$100.00'],
]);
const CARDS = section(380, 'Card account activity', [
  ['', 'Card account # XXXX XXXX XXXX 3318', ''],
  ['03/12/24', 'PURCHASE HOME DEPOT CARD 3318', '-90.00'],
  ['03/20/24', 'PURCHASE STAPLES CARD 3318', '-10.00'],
  ['', 'Subtotal for card account # XXXX XXXX XXXX 3318', '-100.00'],
  ['', 'Card account # XXXX XXXX XXXX 6604', ''],
  ['03/08/24', 'PURCHASE SHELL OIL CARD 6604', '-50.00'],
  ['', 'Subtotal for card account # XXXX XXXX XXXX 6604', '-50.00'],
  ['', 'Total card account activity', '-$150.00'],
]);
const ROWS = [
  '2024-03-04 credit 50000',
  '2024-03-05 debit 10000',
  '2024-03-12 debit 9000',
  '2024-03-20 debit 1000',
  '2024-03-08 debit 5000',
];

test("a card's number right under the section's column titles groups its purchases: one account", async () => {
  const box = masthead([
    ['Beginning balance', '1,000.00'],
    ['Deposits and other credits', '500.00'],
    ['Withdrawals and other debits', '- 250.00'],
    ['Ending balance', '1,250.00'],
  ]);
  const r = readStatement(await drawPages([[...box, ...DEPOSITS, ...WITHDRAWALS, ...CARDS]]));
  assert.deepEqual(rowsOf(r), ROWS);
  assert.equal(r.accounts.length, 1);
  assert.equal(r.gate.verified, true, why(r));
});

test('a summary line naming its section in its own words, printed with its minus, is a debit total', async () => {
  const box = masthead([
    ['Beginning balance', '1,000.00'],
    ['Deposits and other credits', '500.00'],
    ['Withdrawals and other debits', '- 100.00'],
    ['Card account activity', '- 150.00'],
    ['Ending balance', '1,250.00'],
  ]);
  const r = readStatement(await drawPages([[...box, ...DEPOSITS, ...WITHDRAWALS, ...CARDS]]));
  assert.deepEqual(rowsOf(r), ROWS);
  assert.equal(r.gate.verified, true, why(r));
  // the box's figure is held to the rows: one cent off in it and the statement is refused
  const off = masthead([
    ['Beginning balance', '1,000.00'],
    ['Deposits and other credits', '500.00'],
    ['Withdrawals and other debits', '- 100.00'],
    ['Card account activity', '- 150.01'],
    ['Ending balance', '1,250.00'],
  ]);
  const bad = readStatement(await drawPages([[...off, ...DEPOSITS, ...WITHDRAWALS, ...CARDS]]));
  assert.equal(bad.gate.verified, false);
  assert.ok(bad.gate.reasons.includes('printed_total_mismatch'), why(bad));
});
