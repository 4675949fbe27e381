// A card statement totals its payments under them (`Total payments for this period -$500.00`). The deposit
// account's words read a payment as money paid out: the total was held to the debit rows (none), and a statement
// whose every figure holds went to review (section_total_mismatch). On a card a payment lowers what is owed: the
// total of payments is its credits', as the box's `Payments` is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

const section = (y: number, title: string, rows: Array<[string, string, string]>, total?: [string, string]): Item[] => [
  [40, y, title, { bold: true }],
  [40, y + 14, 'Date'],
  [120, y + 14, 'Description'],
  R(540, y + 14, 'Amount'),
  ...rows.flatMap(([d, desc, amt], i): Item[] => [
    [40, y + 28 + i * 12, d],
    [120, y + 28 + i * 12, desc],
    R(540, y + 28 + i * 12, amt),
  ]),
  ...(total ? [[120, y + 28 + rows.length * 12, total[0]] as Item, R(540, y + 28 + rows.length * 12, total[1])] : []),
];

function statement(paid: string): Item[][] {
  return [
    [
      ...masthead([
        ['Previous Balance', '$1,000.00'],
        ['Payments & Credits', '-$550.00'],
        ['New Charges', '+$420.00'],
        ['New Balance', '$870.00'],
        ['Minimum Payment Due', '$35.00'],
      ]),
      ...section(
        230,
        'Payments',
        [['03/10/24', 'ACH DEPOSIT INTERNET TRANSFER', '-$500.00']],
        ['Total payments for this period', paid],
      ),
      ...section(300, 'Credits and Returns', [['03/12/24', 'REI #157 DENVER CO RETURN', '-$50.00']]),
      ...section(360, 'Transactions', [
        ['03/06/24', 'WAL-MART #0588 HUTTO TX', '$250.00'],
        ['03/09/24', 'SHELL OIL 57442 ROUND ROCK TX', '$170.00'],
      ]),
    ],
  ];
}

test("a card's total of payments is held to its credit rows", async () => {
  const r = readStatement(await drawPages(statement('-$500.00')));
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(r), [
    '2024-03-10 credit 50000',
    '2024-03-12 credit 5000',
    '2024-03-06 debit 25000',
    '2024-03-09 debit 17000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
  const bad = readStatement(await drawPages(statement('-$500.01')));
  assert.equal(bad.gate.verified, false, why(bad));
  assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
});
