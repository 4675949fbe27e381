// A fee box printed as one line of labelled figures right under the last row (`Overdraft fees this period $36.00
// Overdraft fees year-to-date $108.00  Returned item fees YTD $0.00`, its $0.00 in the amount column): read as one
// more row of that day, a $0.00 "overdraft" row, and the statement was served verified with a row it never printed
// (probe set 5, read once blind: the only wrong verification of the round).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, statement, why, type Item } from './pdf.ts';

const rows: Array<[string, string, string, string]> = [
  ['03/04', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
  ['03/09', 'OVERDRAFT ITEM FEE', '-36.00', '1,464.00'],
  ['03/29', 'ZELLE FROM PRIYA NAIR', '195.70', '1,659.70'],
];

function withBox(): Item[][] {
  const y = 215 + rows.length * 12;
  const box: Item[] = [
    [40, y, 'Overdraft fees this period $36.00'],
    [190, y, 'Overdraft fees year-to-date $108.00'],
    [340, y, 'Returned item fees YTD'],
    R(480, y, '$0.00'),
  ];
  return statement('Statement Period: 03/01/2024 - 03/31/2024', rows, '1,000.00', '1,659.70', box);
}

test('labelled figures of a fee box printed under the last row are no row of that day', async () => {
  const r = readStatement(await drawPages(withBox()));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-09 debit 3600 bal 146400',
    '2024-03-29 credit 19570 bal 165970',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});
