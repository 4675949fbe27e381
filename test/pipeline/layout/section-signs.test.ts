// Sections whose heading names no sign and whose amounts carry none (no minus, no balance column): their signs
// solved per account from the printed totals, not by trying whole-statement readings (of which 2^n would be needed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

type Section = [heading: string, rows: Array<[date: string, description: string, amount: string]>];

function statement(sections: Section[], totals: [credits: string, debits: string, closing: string]): Item[] {
  const items: Item[] = [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Total Credits', totals[0]],
      ['Total Debits', totals[1]],
      ['Ending Balance', totals[2]],
    ]),
    [40, 200, 'Date'],
    [100, 200, 'Description'],
    R(480, 200, 'Amount'),
  ];
  let y = 200;
  for (const [heading, rows] of sections) {
    y += 18;
    items.push([40, y, heading, { size: 10 }]);
    for (const [d, desc, amt] of rows) {
      y += 12;
      items.push([40, y, d], [100, y, desc], R(480, y, amt));
    }
  }
  return items;
}

const sections = (branch: string, online: string): Section[] => [
  [
    'Electronic Transactions',
    [
      ['03/04', 'Stripe payout', '1,200.00'],
      ['03/05', 'Square payout', '800.00'],
    ],
  ],
  [
    'Card Activity',
    [
      ['03/06', 'Sysco Foods', '150.25'],
      ['03/07', 'Shell Oil', '60.00'],
    ],
  ],
  ['Branch Activity', [['03/10', 'Counter deposit', branch]]],
  ['Online Transactions', [['03/12', 'Transfer to savings', online]]],
];

test('four sections printing no sign: each one signed by the account printed totals (it was ambiguous_reading past three)', async () => {
  const r = readStatement(
    await drawPages([statement(sections('500.00', '300.00'), ['2,500.00', '510.25', '2,989.75'])]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 120000',
    '2024-03-05 credit 80000',
    '2024-03-06 debit 15025',
    '2024-03-07 debit 6000',
    '2024-03-10 credit 50000',
    '2024-03-12 debit 30000',
  ]);
  assert.match(r.evidence.reading, /by the printed totals/);
  assert.equal(r.gate.verified, true, why(r));
});

test('two sections of equal sums that the totals cannot tell apart: never verified (ambiguous_reading)', async () => {
  const r = readStatement(
    await drawPages([statement(sections('300.00', '300.00'), ['2,300.00', '510.25', '2,789.75'])]),
  );
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), why(r));
});
