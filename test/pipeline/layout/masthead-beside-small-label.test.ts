// A masthead printed big running up to a label printed small on its baseline (`Security Service Federal Credit Union`
// in 14pt ending a few points before a 7pt `Statement Period`): the two were one cell (their gap under two spaces of
// the big letters), and the masthead filter dropped that cell for its `Statement` word: no institution. Letters half
// again as big as their neighbour's, a space or more apart, are another cell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { cells } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, type Item } from './pdf.ts';

const NAME = 'Security Service Federal Credit Union';

const page = (x: number): Item[] => [
  [40, 65, NAME, { size: 14 }],
  [x, 65, 'Statement Period'],
  [470, 65, '11/17/2025 - 12/16/2025'],
  [56, 106, 'MARISOL R VILLARREAL'],
  [56, 116, '9021 CALLAGHAN RD APT 1108'],
  [56, 127, 'SAN ANTONIO TX 78230-4470'],
  [40, 150, 'Checking   ID 5514', { size: 10 }],
  [40, 168, 'Previous Balance'],
  R(300, 168, '$148.87'),
  [40, 179, 'Deposits'],
  R(300, 179, '$20.00'),
  [40, 190, 'Withdrawals'],
  R(300, 190, '$8.87'),
  [40, 201, 'Ending Balance'],
  R(300, 201, '$160.00'),
  [40, 222, 'Date'],
  [92, 222, 'Description'],
  R(400, 222, 'Withdrawal'),
  R(480, 222, 'Deposit'),
  R(570, 222, 'Balance'),
  [40, 233, '11/18/2025'],
  [92, 233, 'ZELLE FROM PRIYA NAIR'],
  R(480, 233, '20.00'),
  R(570, 233, '168.87'),
  [40, 243, '11/19/2025'],
  [92, 243, 'POS PURCHASE KROGER'],
  R(400, 243, '8.87'),
  R(570, 243, '160.00'),
];

test('a 14pt masthead ending a few points before a 7pt label is its own cell, and names the institution', async () => {
  const pages = await drawPages([page(310)]);
  const r = readStatement(pages);
  assert.equal(r.institution, NAME);
  assert.equal(r.gate.verified, true);
});

test('words of one size as close stay one cell', () => {
  const w = (text: string, x: number, right: number, size: number) => ({ text, x, right, size, bold: false });
  assert.deepEqual(
    cells([w('Statement', 340, 372, 7.4), w('Period', 375, 396, 7.4)]).map((c) => c.text),
    ['Statement Period'],
  );
  assert.deepEqual(
    cells([w('Union', 280, 312, 14), w('Statement', 318, 350, 7.4)]).map((c) => c.text),
    ['Union', 'Statement'],
  );
});
