// A card statement lists each cardholder's charges under a heading naming the section and the card
// (`New Charges - ANA DIAZ Card Ending 1-61005`). The card's number made the heading no heading: its rows were a
// sub-group of the section above (`Credits`), signed as credits, and a statement that reconciles went to review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

const section = (y: number, title: string, rows: Array<[string, string, string]>, total?: string): Item[] => [
  [40, y, title, { bold: true }],
  [40, y + 14, 'Date'],
  [120, y + 14, 'Description'],
  R(540, y + 14, 'Amount'),
  ...rows.flatMap(([d, desc, amt], i): Item[] => [
    [40, y + 28 + i * 12, d],
    [120, y + 28 + i * 12, desc],
    R(540, y + 28 + i * 12, amt),
  ]),
  ...(total ? [[120, y + 28 + rows.length * 12, `Total for ${title.split(' - ')[1].split(' Card')[0]}`] as Item] : []),
  ...(total ? [R(540, y + 28 + rows.length * 12, total)] : []),
];

test("a card's charges under a heading naming the section and the card are charges, not the credits above", async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Previous Balance', '$1,000.00'],
          ['Payments/Credits', '-$550.00'],
          ['New Charges', '+$420.00'],
          ['New Balance', '$870.00'],
          ['Minimum Payment Due', '$35.00'],
        ]),
        ...section(230, 'Payments', [['03/10/24', 'PAYMENT THANK YOU - WEB', '-$500.00']]),
        ...section(290, 'Credits', [['03/12/24', 'RETURN SYSCO TX', '-$50.00']]),
        ...section(
          350,
          'New Charges - ANA DIAZ Card Ending 1-61005',
          [
            ['03/06/24', 'WAL-MART #0588 HUTTO TX', '$150.00'],
            ['03/09/24', 'SHELL OIL 57442 ROUND ROCK TX', '$100.00'],
          ],
          '$250.00',
        ),
        ...section(
          440,
          'New Charges - LEE PARK Card Ending 2-61017',
          [
            ['03/07/24', 'SYSCO CENTRAL TEXAS TX', '$120.00'],
            ['03/11/24', 'COSTCO WHSE #0681 TX', '$50.00'],
          ],
          '$170.00',
        ),
      ],
    ]),
  );
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(r), [
    '2024-03-10 credit 50000',
    '2024-03-12 credit 5000',
    '2024-03-06 debit 15000',
    '2024-03-09 debit 10000',
    '2024-03-07 debit 12000',
    '2024-03-11 debit 5000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});
