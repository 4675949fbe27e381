// A card's `Payments and Other Credits` lists its kinds one after the other, each by date: the payment (Sep 18), then
// a return (Sep 17). The summary box prints each kind's own term (`Payments - $5,792.29`, `Other Credits - $30.86`), and
// the section's rows are those terms' runs, so its date order is judged inside each run, not across them. Judged as
// one run, the ledger that holds every printed figure went to review (`date_order_broken`). Drawn pages read through
// the real extractor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { termRuns } from '../../../src/pipeline/layout/term-runs.ts';
import { drawPages, postDateRows, postDateTitles, R, why, type Item } from './pdf.ts';

const header = postDateTitles;
const rows = postDateRows;

type Box = Array<[label: string, value: string]>;
const BOX: Box = [
  ['Previous Balance', '$522.90'],
  ['Payments', '- $5,792.29'],
  ['Other Credits', '- $30.86'],
  ['Purchases', '+ $6,000.00'],
  ['New Balance', '$699.75'],
];
const CREDITS: Array<[string, string, string]> = [
  ['Sep 18', 'PAYMENT THANK YOU - WEB', '5,792.29-'],
  ['Sep 17', 'RETURN SHELL OIL 57442 ROUND ROCK TX', '30.86-'],
];

function card(box = BOX, credits = CREDITS, creditsTotal = '$5,823.15'): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 14 }],
      [340, 55, 'Statement Period 09/13/2025 - 10/12/2025'],
      [340, 67, 'Account Number XXXX-XXXX-XXXX-4409'],
      [340, 79, 'Minimum Payment Due $35.00'],
      [56, 96, 'CALVIN D ASHWORTH'],
      [40, 137, 'Account Summary'],
      ...box.flatMap(([label, value], i): Item[] => [[40, 147 + i * 10, label], R(300, 147 + i * 10, value)]),
      [40, 210, 'Payments and Other Credits'],
      ...header(221),
      ...rows(231, credits),
      [96, 231 + credits.length * 10, 'Total Payments and Credits'],
      R(560, 231 + credits.length * 10, creditsTotal),
      [40, 272, 'Purchases and Other Debits'],
      ...header(283),
      ...rows(293, [
        ['Sep 17', 'GOOGLE *GSUITE_ACME CA', '2,500.00'],
        ['Sep 24', 'STAPLES 00115 AUSTIN TX', '1,500.00'],
        ['Oct 3', 'HOME DEPOT #0412 AUSTIN TX', '2,000.00'],
      ]),
      [96, 323, 'Total Purchases'],
      R(560, 323, '$6,000.00'),
    ],
  ];
}

test('a section listing its kinds run by run, each kind a term of the box, has its dates judged inside each run', async () => {
  const r = readStatement(await drawPages(card()));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    r.rows.slice(0, 2).map((x) => `${x.date} ${x.type} ${x.amountCents}`),
    ['2025-09-18 credit 579229', '2025-09-17 credit 3086'],
  );
});

test('the same rows under a box printing the credits as one term keep their date order broken', async () => {
  const one: Box = [BOX[0], ['Payments and Other Credits', '- $5,823.15'], BOX[3], BOX[4]];
  const r = readStatement(await drawPages(card(one)));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_order_broken'), why(r));
});

test('a date stepping back inside one run is still date_order_broken', async () => {
  const box: Box = [BOX[0], ['Payments', '- $5,792.29'], ['Other Credits', '- $30.86'], BOX[3], BOX[4]];
  const credits: Array<[string, string, string]> = [
    ['Sep 18', 'PAYMENT THANK YOU - WEB', '5,000.00-'],
    ['Sep 5', 'PAYMENT THANK YOU - WEB', '792.29-'],
    ['Sep 17', 'RETURN SHELL OIL 57442 ROUND ROCK TX', '30.86-'],
  ];
  const r = readStatement(await drawPages(card(box, credits)));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_order_broken'), why(r));
});

test('the same statement with the return a cent off is review', async () => {
  const credits: Array<[string, string, string]> = [CREDITS[0], ['Sep 17', CREDITS[1][1], '30.87-']];
  const r = readStatement(await drawPages(card(BOX, credits, '$5,823.16')));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('unreconciled'), why(r));
});

test('runs are taken only where the terms place them one way: a row that fits either run splits nothing', () => {
  assert.deepEqual(termRuns([579229, 3086], [579229, 3086, 600000]), [1, 2]);
  // a $0.00 row between the runs could close the first or open the second
  assert.equal(termRuns([579229, 0, 3086], [579229, 3086]), null);
  // one run only (the whole section one term) is no split
  assert.equal(termRuns([500000, 79229], [579229, 3086]), null);
});
