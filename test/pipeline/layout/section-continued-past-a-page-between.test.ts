// A section's rows run over a page break, a page of prose printed between (a disclosure page), and go on under the
// same heading marked `- continued`; its total is printed at the end, on the later page. A line of the prose page
// read as a heading (`unauthorized transaction or error.`) took over, so the continued heading opened a new group and the total closed the later page's rows alone
// (`section_total_mismatch` on a statement that reconciles to the cent). With no row read since the section was
// left, the continued heading resumes it: its total closes the rows of every page it ran over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, why, type Item } from './pdf.ts';

const titles = (y: number): Item[] => [[40, y, 'Date posted'], [90, y, 'Description'], R(560, y, 'Amount')];
const rows = (y: number, rs: Array<[string, string, string]>): Item[] =>
  rs.flatMap(([d, desc, amt], i): Item[] => [[40, y + i * 12, d], [90, y + i * 12, desc], R(560, y + i * 12, amt)]);

const statementPages = (cardAmount: string): Item[][] => [
  [
    ...masthead([
      ['Beginning balance', '10,000.00'],
      ['Deposits and other additions', '5,000.00'],
      ['Checks and other deductions', '1,130.00'],
      ['Ending balance', '13,870.00'],
    ]),
    [36, 200, 'Deposits and Other Additions', { bold: true }],
    ...titles(214),
    ...rows(226, [
      ['03/04', 'Mobile Deposit Ref 6108462960', '3,000.00'],
      ['03/18', 'Corporate ACH Progress Pmt Meridian', '2,000.00'],
    ]),
    [90, 252, 'Total Deposits and Other Additions'],
    R(560, 252, '$5,000.00'),
    [36, 280, 'Banking/Debit Card Withdrawals and Purchases', { bold: true }],
    ...titles(294),
    ...rows(306, [
      ['03/01', 'Debit Card Purchase 03/01 Sunoco 0807 CARD 6610', '239.86'],
      ['03/04', 'Debit Card Purchase 03/04 Lowes 02388 CARD 6610', '471.76'],
      ['03/06', 'Debit Card Purchase 03/06 Sheetz 0436 CARD 6610', '88.38'],
    ]),
  ],
  [
    [36, 72, 'Important Information About Your Account', { bold: true }],
    [40, 86, 'IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at the number on'],
    [40, 98, 'this statement or write us at the address on this statement as soon as you can. Please review your'],
    [40, 110, 'deposit account agreement for the time within which you must report an'],
    [40, 122, 'unauthorized transaction or error.'],
  ],
  [
    [36, 69, 'Banking/Debit Card Withdrawals and Purchases - continued', { bold: true }],
    ...titles(82),
    ...rows(94, [
      ['03/12', 'Debit Card Purchase 03/12 Abc Supply 0318 CARD 6610', cardAmount],
      ['03/28', 'Debit Card Purchase 03/28 Home Depot 4112 CARD 6610', '200.00'],
    ]),
    [90, 122, 'Total Banking/Debit Card Withdrawals and Purchases'],
    R(560, 122, '$1,130.00'),
  ],
];

test('a section continued past a page between its pages: its total closes the rows of every page it ran over', async () => {
  const r = readStatement(await drawPages(statementPages('130.00')));
  assert.equal(r.rows.length, 7);
  assert.equal(r.gate.verified, true, why(r));
});

test('the same section with one amount changed by a digit is refused', async () => {
  const r = readStatement(await drawPages(statementPages('180.00')));
  assert.equal(r.gate.verified, false, why(r));
});
