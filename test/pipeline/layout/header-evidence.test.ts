// Issue 27, header fields and tables by the evidence a statement prints: a card's rewards (points) table is no
// ledger, a balance carried forward closes a statement, a Dutch statement read with its comma decimals. Each a
// small hand-drawn statement read through the real extractor, reader and gate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

/**
 * A card statement: its summary box, a purchases table, then (optionally) a table of purchases paid with points;
 * `runs`: every table line printed as one run of text (re-printed from a browser: no column geometry).
 */
function pointsCard(withPoints: boolean, runs = false): Item[] {
  const box: Array<[string, string]> = [
    ['Previous Balance', '$10.99'],
    ['Payment, Credits', '-$10.99'],
    ['Purchases', '+$114.16'],
    ['New Balance', '$114.16'],
  ];
  const points: Item[] = [
    [40, 330, 'SHOP WITH POINTS ACTIVITY', { size: 10 }],
    [40, 345, 'Date'],
    [100, 345, 'Merchant Name or Transaction Description'],
    R(440, 345, '$ Amount'),
    R(520, 345, 'Rewards'),
    [40, 360, '12/20'],
    [100, 360, 'AMAZON MARKETPLACE AMZN.COM/BILLWA'],
    R(440, 360, '32.43'),
    R(520, 360, '3,243'),
  ];
  const oneRun = (items: Item[]): Item[] =>
    runs
      ? [...new Set(items.map((i) => i[1]))].map((y) => [
          40,
          y,
          items
            .filter((i) => i[1] === y)
            .map((i) => i[2])
            .join(' '),
        ])
      : items;
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [350, 80, 'Opening/Closing Date 12/05/20 - 01/04/21'],
    [350, 92, 'Account Number: XXXX XXXX XXXX 4444'],
    [350, 104, 'Minimum Payment Due: $35.00'],
    [350, 116, 'Credit Access Line $9,600'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
    ...oneRun([
      [40, 220, 'Date'],
      [100, 220, 'Merchant Name or Transaction Description'],
      R(440, 220, '$ Amount'),
      [40, 235, '12/21'],
      [100, 235, 'AMZN Mktp US*0A1234 Amzn.com/bill WA'],
      R(440, 235, '14.16'),
      [40, 247, '12/22'],
      [100, 247, 'Amazon.com*AB Amzn.com/bill WA'],
      R(440, 247, '100.00'),
      [40, 259, '01/01'],
      [100, 259, 'AUTOMATIC PAYMENT - THANK YOU'],
      R(440, 259, '-10.99'),
    ]),
    ...(withPoints ? oneRun(points) : []),
  ];
}

test('a card table with a Rewards (points) column lists purchases paid with points: no rows of the ledger', async () => {
  const plain = readStatement(await drawPages([pointsCard(false)]));
  assert.equal(plain.gate.verified, true, why(plain));
  const r = readStatement(await drawPages([pointsCard(true)]));
  assert.deepEqual(rowsOf(r), rowsOf(plain));
  assert.equal(r.gate.verified, true, why(r));
});

test('the same rewards table printed without column geometry (its titles one run of text) is no ledger either', async () => {
  const plain = readStatement(await drawPages([pointsCard(false, true)]));
  assert.equal(plain.gate.verified, true, why(plain));
  const r = readStatement(await drawPages([pointsCard(true, true)]));
  assert.deepEqual(rowsOf(r), rowsOf(plain));
  assert.equal(r.gate.verified, true, why(r));
});
