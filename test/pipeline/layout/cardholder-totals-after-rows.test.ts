// A card statement lists each cardholder's charges in turn, each closed by the holder's name and a line totalling
// that card (`TRANSACTIONS THIS CYCLE (CARD 4417) $5,953.66`, the figure printed right after the words, not under
// the amounts). Seen as no total, the next holder's list (starting again at the cycle's first days) was read as the
// same list going back in time (date_order_broken on a statement whose every figure holds). The line closes its
// card's group, and its figure is held to that card's rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

function statement(first: string, second: string): Item[][] {
  const row = (y: number, d: string, desc: string, amt: string): Item[] => [[40, y, d], [120, y, desc], R(540, y, amt)];
  return [
    [
      ...masthead([
        ['Previous Balance', '$1,000.00'],
        ['Payment, Credits', '-$500.00'],
        ['Purchases', '+$420.00'],
        ['New Balance', '$920.00'],
        ['Minimum Payment Due', '$35.00'],
      ]),
      [40, 230, 'PAYMENTS AND OTHER CREDITS', { bold: true }],
      [40, 244, 'Date of Transaction'],
      [120, 244, 'Merchant Name or Transaction Description'],
      R(540, 244, '$ Amount'),
      ...row(258, '03/10', 'PAYMENT THANK YOU - WEB', '-500.00'),
      [40, 280, 'PURCHASE', { bold: true }],
      [40, 294, 'Date of Transaction'],
      [120, 294, 'Merchant Name or Transaction Description'],
      R(540, 294, '$ Amount'),
      ...row(308, '03/06', 'WAL-MART #0588 HUTTO TX', '150.00'),
      ...row(320, '03/19', 'SHELL OIL 57442 ROUND ROCK TX', '100.00'),
      [120, 332, 'ELENA R VASQUEZ'],
      [120, 344, `TRANSACTIONS THIS CYCLE (CARD 4417) ${first}`],
      [40, 358, 'Date of Transaction'],
      [120, 358, 'Merchant Name or Transaction Description'],
      R(540, 358, '$ Amount'),
      ...row(372, '03/04', 'SYSCO CENTRAL TEXAS TX', '120.00'),
      ...row(384, '03/11', 'COSTCO WHSE #0681 TX', '50.00'),
      [120, 396, 'MARCO A VASQUEZ'],
      [120, 408, `TRANSACTIONS THIS CYCLE (CARD 8830) ${second}`],
    ],
  ];
}

test("each cardholder's list closed by its card's total line is its own group: dates start again", async () => {
  const r = readStatement(await drawPages(statement('$250.00', '$170.00')));
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(r), [
    '2024-03-10 credit 50000',
    '2024-03-06 debit 15000',
    '2024-03-19 debit 10000',
    '2024-03-04 debit 12000',
    '2024-03-11 debit 5000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
  // each card's total is held to its rows: one cent off in either is refused
  for (const [a, b] of [
    ['$250.01', '$170.00'],
    ['$250.00', '$170.01'],
  ]) {
    const bad = readStatement(await drawPages(statement(a, b)));
    assert.equal(bad.gate.verified, false, why(bad));
    assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
  }
});
