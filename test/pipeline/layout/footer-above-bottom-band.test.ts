// Issue 27: a footer printed above the page's bottom band, at the same height on every page (`umb.com | Card
// services 1-800-821-2171` at 86% of the page), is the page's, not the statement's: it ends no printed group, so a
// section continued on the next page is closed whole by its one total. Drawn pages read through the real extractor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, postDateRows, postDateTitles, R, why, type Item } from './pdf.ts';

const FOOT = 'umb.com | Card services 1-800-821-2171';
const header = postDateTitles;
const rows = postDateRows;

function card(foot: string): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 14 }],
      [360, 55, 'Billing Cycle 10/01/2025 - 10/31/2025'],
      [360, 67, 'Account XXXX-XXXX-XXXX-8830'],
      [56, 96, 'PRAIRIE WIND LOGISTICS INC'],
      [40, 137, 'Account Summary'],
      [40, 147, 'Previous Balance'],
      R(300, 147, '$1,000.00'),
      [40, 158, 'Payments'],
      R(300, 158, '- $200.00'),
      [40, 168, 'Purchases'],
      R(300, 168, '+ $600.00'),
      [40, 178, 'New Balance'],
      R(300, 178, '$1,400.00'),
      [40, 200, 'Payments and Other Credits'],
      ...header(211),
      ...rows(221, [['10/06', 'PAYMENT THANK YOU - WEB', '-200.00']]),
      [96, 232, 'Total Payments and Credits'],
      R(560, 232, '$200.00'),
      [40, 252, 'Purchases and Other Debits'],
      ...header(263),
      ...rows(273, [
        ['10/01', 'STAPLES 00115 AUSTIN TX', '100.00'],
        ['10/03', 'GRAINGER 911 LAKE FOREST IL', '150.00'],
      ]),
      [40, 683, foot],
    ],
    [
      [40, 55, 'Purchases and Other Debits (continued)'],
      ...header(65),
      ...rows(75, [
        ['10/20', 'SYSCO CENTRAL TEXAS', '200.00'],
        ['10/28', 'STAPLES 00115 AUSTIN TX', '150.00'],
      ]),
      [96, 96, 'Total Purchases'],
      R(560, 96, '$600.00'),
      [40, 683, foot],
    ],
  ];
}

test('a footer repeated above the bottom band ends no group: the continued section is closed by its one total', async () => {
  const r = readStatement(await drawPages(card(FOOT)));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.rows.length, 5);
});

test("a telephone number's last four in a card's line are no card's number, even where the line is not repeated", async () => {
  const pages = card(FOOT);
  pages[1] = pages[1].filter((i) => i[2] !== FOOT);
  const r = readStatement(await drawPages(pages));
  assert.equal(r.gate.verified, true, why(r));
});
