// Set 14, first reading (thirteenth round): a balance summary across the page whose titles are each printed on two
// lines, left-aligned, with the values right-aligned on the line below, right of their titles' first words
// (`Beginning / balance   Deposits and / other additions   Checks and other / deductions   Ending / balance`), under
// a heading (`Balance Summary`). `balance` alone names nothing, no title stands over the opening's digits but the
// heading: the opening and closing were never read. The title left of a value is now read down its stack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, table, why, type Item } from './pdf.ts';

const rows = (check: string): Item[] =>
  table(
    [
      [40, 'Date'],
      [100, 'Description'],
      [480, 'Amount', true],
      [560, 'Balance', true],
    ],
    [
      ['03/04', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
      ['03/05', 'CHECK 3340', check, '1,250.00'],
    ],
  );

const box: Item[] = [
  [40, 116, 'Balance Summary Of The Account'],
  [40, 128, 'Beginning'],
  [170, 128, 'Deposits and'],
  [310, 128, 'Checks and other'],
  [450, 128, 'Ending'],
  [40, 138, 'balance'],
  [170, 138, 'other additions'],
  [310, 138, 'deductions'],
  [450, 138, 'balance'],
  R(150, 150, '1,000.00'),
  R(280, 150, '500.00'),
  R(420, 150, '250.00'),
  R(560, 150, '1,250.00'),
];

test('titles on two lines left of their values name them read down the stack: `Beginning / balance`, `Ending / balance`', async () => {
  const r = readStatement(await drawPages([[...masthead([]), ...box, ...rows('-250.00')]]));
  assert.equal(r.accounts[0].opening?.cents, 100000);
  assert.equal(r.accounts[0].closing?.cents, 125000);
  assert.equal(r.accounts[0].totalCredits?.cents, 50000);
  assert.equal(r.accounts[0].totalDebits?.cents, 25000);
  assert.equal(r.gate.verified, true, why(r));
});

test('the same box over a row changed by one digit is refused', async () => {
  const r = readStatement(await drawPages([[...masthead([]), ...box, ...rows('-350.00')]]));
  assert.equal(r.gate.verified, false);
});

// Perturbation `dollar-apart` (fourteenth round): the same box in accounting style, a `$` of its own at the left of
// each value's cell, between the title's words and the digits. The sign is the value's, no words of its own: the
// opening and closing went unread (`missing_opening_balance; missing_closing_balance`).
const dollarsApart = (items: Item[]): Item[] =>
  items.flatMap((it) => (it[3]?.right && /^\d/.test(it[2]) ? [[it[0] - 62, it[1], '$'] as Item, it] : [it]));

test('a dollar sign printed apart at the left of each value is the value`s, not a title of its own', async () => {
  const r = readStatement(await drawPages([[...masthead([]), ...dollarsApart(box), ...rows('-250.00')]]));
  assert.equal(r.accounts[0].opening?.cents, 100000);
  assert.equal(r.accounts[0].closing?.cents, 125000);
  assert.equal(r.gate.verified, true, why(r));
});

test('the accounting-style box over a row changed by one digit is refused', async () => {
  const r = readStatement(await drawPages([[...masthead([]), ...dollarsApart(box), ...rows('-350.00')]]));
  assert.equal(r.gate.verified, false);
});
