// A card's summary printed as one equation with each term's sign as a word of its own, in a column left of the
// figures (`Payments  -  $300.00`, `Transactions  +  $1,100.00`, `New Balance  =  $1,305.00`): the signs were not
// read as the figures' (a sign is glued only when printed against its digits), so the box was no signed equation and
// its term naming no side (`Transactions`) was lost, the purchases held to the fees alone (`printed_total_mismatch`).
// And the payment box above it (`New Balance | Minimum Payment Due | Payment Due Date` over its three values) was
// read as a one-row table: the minimum due became a row dated on the due date, after the period
// (`date_outside_period`, `unreconciled`). A title naming what is due names a box's figure, never a column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

/** The summary's lines: [label, sign ('' none), figure]. */
type BoxLine = [string, string, string];

const SIGNED: BoxLine[] = [
  ['Previous Balance', '', '$500.00'],
  ['Payments', '-', '$300.00'],
  ['Other Credits', '-', '$20.00'],
  ['Transactions', '+', '$1,100.00'],
  ['Fees Charged', '+', '$25.00'],
  ['New Balance', '=', '$1,305.00'],
];

const ROWS: Array<[string, string, string, string]> = [
  ['Mar 5', 'Mar 5', 'PAYMENT THANK YOU', '- $300.00'],
  ['Mar 9', 'Mar 10', 'RETURN STAPLES 00115', '- $20.00'],
  ['Mar 12', 'Mar 13', 'HOME DEPOT #0412', '$700.00'],
  ['Mar 20', 'Mar 21', 'GRAINGER 911', '$400.00'],
  ['Mar 31', 'Mar 31', 'PAST DUE FEE', '$25.00'],
];

function card(box: BoxLine[], rows = ROWS, paymentBox = false): Item[][] {
  const payment: Item[] = paymentBox
    ? [
        [40, 110, 'Payment Information', { bold: true }],
        [110, 122, 'New Balance'],
        [190, 122, 'Minimum Payment Due'],
        [300, 122, 'Payment Due Date'],
        [120, 132, '$1,305.00'],
        [200, 132, '$35.00'],
        [310, 132, 'Apr 25, 2024'],
      ]
    : [];
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'Business Card ending in 8830'],
      [350, 72, 'Mar 1, 2024 - Mar 31, 2024 | 31 days in Billing Cycle'],
      [40, 84, 'ACME PLUMBING LLC'],
      ...payment,
      [40, 160, 'Account Summary', { bold: true }],
      ...box.flatMap(([label, sign, value], i): Item[] => [
        [40, 172 + i * 11, label],
        ...(sign ? [[280, 172 + i * 11, sign] as Item] : []),
        R(360, 172 + i * 11, value),
      ]),
      [40, 250, 'Transactions', { bold: true }],
      [40, 262, 'Trans Date'],
      [90, 262, 'Post Date'],
      [140, 262, 'Description'],
      R(560, 262, 'Amount'),
      ...rows.flatMap(([t, p, desc, amt], i): Item[] => [
        [40, 274 + i * 11, t],
        [90, 274 + i * 11, p],
        [140, 274 + i * 11, desc],
        R(560, 274 + i * 11, amt),
      ]),
    ],
  ];
}

const READ = [
  '2024-03-05 credit 30000',
  '2024-03-10 credit 2000',
  '2024-03-13 debit 70000',
  '2024-03-21 debit 40000',
  '2024-03-31 debit 2500',
];

test("a box printing each term's sign as a word of its own is one signed equation, its unnamed term held", async () => {
  const r = readStatement(await drawPages(card(SIGNED)));
  assert.deepEqual(rowsOf(r), READ);
  assert.equal(r.gate.verified, true, why(r));
  // the purchases are held to the box's `Transactions` term: a purchase one digit off is refused
  const off = ROWS.map((x): [string, string, string, string] =>
    x[2] === 'GRAINGER 911' ? ([...x.slice(0, 3), '$490.00'] as [string, string, string, string]) : x,
  );
  const bad = readStatement(await drawPages(card(SIGNED, off)));
  assert.equal(bad.gate.verified, false, why(bad));
});

test("a card's payment box titled with what is due is a box, not a one-row table", async () => {
  const r = readStatement(await drawPages(card(SIGNED, ROWS, true)));
  assert.deepEqual(rowsOf(r), READ);
  assert.equal(r.gate.verified, true, why(r));
  const off = ROWS.map((x): [string, string, string, string] =>
    x[2] === 'HOME DEPOT #0412' ? ([...x.slice(0, 3), '$760.00'] as [string, string, string, string]) : x,
  );
  const bad = readStatement(await drawPages(card(SIGNED, off, true)));
  assert.equal(bad.gate.verified, false, why(bad));
});
