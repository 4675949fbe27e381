// A card statement naming its account only by the product and a masked number at each page's top (`Harbor
// Mastercard ...2297   Page 1 of 2`): no account word, no `ending in`. The statement reconciled, but its account's
// last four were not read (null). Now a masked number (`...2297`, `XXXX2297`) printed after a product's name on
// the first page, outside the rows, is the account's; a card number masked inside a row's description
// (`POS 416021XXXXXX4471 STORE`) is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function card(top: string, rowDesc = 'WALMART SUPERCENTER #2211 JOPLIN MO'): Item[][] {
  return [
    [
      [40, 42, top],
      [480, 42, 'Page 1 of 1'],
      [40, 65, 'Harbor Card Services'],
      [300, 65, 'Closing Date'],
      [420, 65, '02/28/2026'],
      [300, 75, 'Statement Period'],
      [420, 75, '02/01/2026 - 02/28/2026'],
      [40, 108, 'MARCUS T BELLAMY'],
      [40, 119, '5520 N 27TH ST'],
      [40, 152, 'Account Summary', { bold: true }],
      [40, 164, 'Previous Balance'],
      R(300, 164, '$1,420.88'),
      [40, 174, 'Payments'],
      R(300, 174, '- $197.00'),
      [40, 185, 'Purchases'],
      R(300, 185, '+ $282.97'),
      [40, 196, 'New Balance'],
      R(300, 196, '$1,506.85'),
      [40, 220, 'Payments and Other Credits', { bold: true }],
      [40, 232, 'Date'],
      [90, 232, 'Description'],
      R(560, 232, 'Amount'),
      [40, 243, '02/06'],
      [90, 243, 'PAYMENT - THANK YOU'],
      R(560, 243, '197.00'),
      [40, 255, 'Total Payments and Other Credits'],
      R(560, 255, '$197.00'),
      [40, 280, 'Purchases', { bold: true }],
      [40, 292, 'Date'],
      [90, 292, 'Description'],
      R(560, 292, 'Amount'),
      [40, 303, '02/03'],
      [90, 303, 'DOORDASH*CHIPOTLE SAN FRANCISCO CA'],
      R(560, 303, '47.88'),
      [40, 314, '02/10'],
      [90, 314, rowDesc],
      R(560, 314, '135.21'),
      [40, 325, '02/19'],
      [90, 325, 'WALGREENS #7120 JOPLIN MO'],
      R(560, 325, '99.88'),
      [40, 337, 'Total Purchases'],
      R(560, 337, '$282.97'),
    ],
  ];
}

test('a masked number after the product name at the top of the page is the account', async () => {
  const r = readStatement(await drawPages(card('Harbor Mastercard ...2297')));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accountLast4, '2297');
});

test("a card number masked inside a row's description is no account's", async () => {
  const r = readStatement(await drawPages(card('Harbor Card Services', 'POS VISA 416021XXXXXX4471 STORE')));
  assert.equal(r.accountLast4, null);
});

test('one digit changed in a purchase is refused', async () => {
  const pages = card('Harbor Mastercard ...2297').map((p) =>
    p.map((it): Item => (it[2] === '135.21' ? [it[0], it[1], '185.21', it[3]] : it)),
  );
  const r = readStatement(await drawPages(pages));
  assert.equal(r.gate.verified, false);
});
