// A total printed under lines that were read as no row sums those lines, not the section's rows: an account
// analysis block after the transactions (`Account Maintenance 1 20.0000 $20.00` ... `Total Service Charges
// $183.26`, volumes and unit prices, no dates) was checked as the debits' section total (section_total_mismatch on a
// statement whose every figure holds). A total right under the rows is still held to them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, table, why, type Item } from './pdf.ts';

const ROWS = table(
  [
    [40, 'Date'],
    [100, 'Description'],
    [480, 'Amount', true],
    [560, 'Balance', true],
  ],
  [
    ['03/04', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
    ['03/05', 'SERVICE CHARGE', '-21.12', '1,478.88'],
    ['03/06', 'CHECK 3340', '-250.00', '1,228.88'],
  ],
);
const BOX = masthead([
  ['Beginning balance', '1,000.00'],
  ['Ending balance', '1,228.88'],
]);

test('a total under an analysis page of undated charge lines totals that page, not the rows', async () => {
  // on the next page, under its own heading and titles
  const analysis: Item[] = [
    [40, 60, 'Account Analysis Statement, Service Period 03/01/24 - 03/31/24'],
    [100, 76, 'Service'],
    [300, 76, 'Volume'],
    [340, 76, 'Unit Price'],
    R(480, 76, 'Total Charge'),
    [100, 90, 'Account Maintenance'],
    [300, 90, '1'],
    [340, 90, '20.0000'],
    R(480, 90, '$20.00'),
    [100, 102, 'Outgoing Domestic Wire'],
    [300, 102, '7'],
    [340, 102, '22.0000'],
    R(480, 102, '$154.00'),
    [100, 114, 'Total Service Charges'],
    R(480, 114, '$174.00'),
  ];
  const r = readStatement(await drawPages([[...BOX, ...ROWS], analysis]));
  assert.equal(r.rows.length, 3, why(r));
  assert.equal(r.gate.verified, true, why(r));
});

test('a total right under the rows is still their section total, and one that does not add up is refused', async () => {
  const total = (v: string): Item[] => [[100, 300, 'Total Withdrawals'], R(480, 300, v)];
  assert.equal(readStatement(await drawPages([[...BOX, ...ROWS, ...total('271.12')]])).gate.verified, true);
  const bad = readStatement(await drawPages([[...BOX, ...ROWS, ...total('272.12')]]));
  assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
});

test("an analysis page's volumes, unit prices and fees are no rows, totals or counts of the ledger", async () => {
  // every line named by the vocabulary (`Deposits credited 42 0.10 4.20`), a count line, then its total; the fee
  // itself is the ledger's one `SERVICE CHARGE` row
  const box = masthead([
    ['Beginning balance', '1,000.00'],
    ['Deposits/Credits 1 items', '500.00'],
    ['Withdrawals/Debits 2 items', '271.12'],
    ['Ending balance', '1,228.88'],
  ]);
  const analysis = (heading: string, titles: boolean): Item[] => [
    [40, 330, heading],
    ...(titles
      ? ([
          [100, 346, 'Service Description'],
          R(330, 346, 'Volume'),
          R(410, 346, 'Unit Price'),
          R(480, 346, 'Fee'),
        ] as Item[])
      : []),
    [100, 360, 'Deposits credited'],
    R(330, 360, '42'),
    R(410, 360, '0.10'),
    R(480, 360, '4.20'),
    [100, 372, 'Items deposited'],
    R(330, 372, '118 @'),
    R(410, 372, '0.05'),
    R(480, 372, '5.90'),
    [100, 384, 'Checks paid'],
    R(330, 384, '55'),
    R(410, 384, '0.20'),
    R(480, 384, '11.02'),
    [100, 396, 'Total items'],
    R(330, 396, '215'),
    [100, 408, 'Total service charges'],
    R(480, 408, '21.12'),
  ];
  for (const [heading, titles] of [
    ['Service Charge Detail', false],
    ['Account Analysis', true],
  ] as const) {
    const r = readStatement(await drawPages([[...box, ...ROWS, ...analysis(heading, titles)]]));
    assert.equal(r.rows.length, 3, heading);
    assert.equal(r.gate.verified, true, `${heading}: ${why(r)}`);
    const counts = r.gate.evidence.equations.filter((e) => e.kind === 'printed_count');
    assert.deepEqual(
      counts.map((e) => e.holds),
      [true, true],
      counts.map((e) => e.text).join('\n'),
    );
  }
});
