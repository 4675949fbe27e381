// A table's column titles printed again at the top of every page sit where a page's running header sits, and
// read the same on each page. They are the table's, not the page's: a consolidated statement whose savings
// account's table starts on a new page under them read the savings rows with no column titles at all (the
// checking table's had ended with its account), no balance, the balance taken for an amount.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, why, type Item } from './pdf.ts';

const titles = (y: number): Item[] => [
  [40, y, 'Date'],
  [80, y, 'Description'],
  R(420, y, 'Debits'),
  R(480, y, 'Credits'),
  R(550, y, 'Balance'),
];
const rows = (y: number, rs: Array<[string, string, string, string, string]>): Item[] =>
  rs.flatMap(([d, desc, debit, credit, bal], i): Item[] => [
    [40, y + i * 12, d],
    [80, y + i * 12, desc],
    ...(debit ? [R(420, y + i * 12, debit)] : []),
    ...(credit ? [R(480, y + i * 12, credit)] : []),
    R(550, y + i * 12, bal),
  ]);

test('column titles at the top of each page head the next account table: its rows keep their columns', async () => {
  const pages: Item[][] = [
    [
      ...masthead([
        ['Previous Balance', '1,000.00'],
        ['Ending Balance', '1,250.00'],
      ]),
      [40, 205, 'Business Checking Activity'],
      ...titles(220),
      ...rows(235, [
        ['03/04', 'DEPOSIT', '', '500.00', '1,500.00'],
        ['03/05', 'PURCHASE HOME DEPOT', '120.00', '', '1,380.00'],
      ]),
    ],
    [
      [40, 66, 'Business Checking Activity (continued)'],
      ...titles(80),
      ...rows(95, [
        ['03/06', 'ACH DEBIT PAYROLL', '80.00', '', '1,300.00'],
        ['03/07', 'SWEEP TRANSFER TO SAVINGS', '50.00', '', '1,250.00'],
      ]),
      [40, 160, 'Business Savings'],
      [40, 172, 'Previous Balance'],
      R(300, 172, '5,000.00'),
      [40, 184, 'Ending Balance'],
      R(300, 184, '5,052.10'),
    ],
    [
      [40, 66, 'Business Savings Activity'],
      ...titles(80),
      ...rows(95, [
        ['03/07', 'SWEEP TRANSFER FROM CHECKING', '', '50.00', '5,050.00'],
        ['03/31', 'INTEREST CREDIT', '', '2.10', '5,052.10'],
      ]),
    ],
  ];
  const r = readStatement(await drawPages(pages));
  const savings = r.rows.filter((x) => x.page === 3).map((x) => `${x.type} ${x.amountCents} bal ${x.balanceCents}`);
  assert.deepEqual(savings, ['credit 5000 bal 505000', 'credit 210 bal 505210']);
  assert.equal(r.accounts.length, 2);
  assert.equal(r.gate.verified, true, why(r));
});
