// A summary box printing each side as one figure over its parts (`Credits (+) 6,533.51` over `Regular Deposits
// 425.00` and `Electronic Deposits 6,108.51`; `Debits (-) 5,255.25` over its one part `Electronic Withdrawals
// 5,255.25`), no line saying `Total`: the reader summed every line of a side, printed totals twice the rows', and a
// statement whose every figure holds went to review as printed_total_mismatch. A figure that is the sum of its side's
// other lines is their total, read so only when the box's balances hold that way and not summed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, rowsOf, table, why, type Col } from './pdf.ts';

const COLS: Col[] = [
  [40, 'Date'],
  [100, 'Description'],
  [480, 'Amount', true],
  [560, 'Balance', true],
];
const ROWS = [
  ['03/04/2024', 'MOBILE DEPOSIT', '300.00', '1,300.00'],
  ['03/10/2024', 'POS PURCHASE SHELL OIL', '-120.00', '1,180.00'],
  ['03/15/2024', 'ACME PAYROLL PPD', '200.00', '1,380.00'],
  ['03/20/2024', 'ZELLE FROM LINDA TRAN', '50.00', '1,430.00'],
];
const BOX: Array<[string, string]> = [
  ['Beginning Balance', '$1,000.00'],
  ['Credits (+)', '550.00'],
  ['Regular Deposits', '300.00'],
  ['Electronic Deposits', '250.00'],
  ['Debits (-)', '120.00'],
  ['Electronic Withdrawals', '120.00'],
  ['Ending Balance', '$1,430.00'],
];

const read = async (box: Array<[string, string]>, rows = ROWS) =>
  readStatement(await drawPages([[...masthead(box), ...table(COLS, rows)]]));

test("a box side printed as one figure over its parts is that figure's total", async () => {
  const r = await read(BOX);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalCredits?.cents, 55000);
  assert.equal(r.accounts[0].totalDebits?.cents, 12000);
  assert.deepEqual(rowsOf(r).at(-1), '2024-03-20 credit 5000 bal 143000');
});

test('a box side over its parts still catches a row changed by one digit', async () => {
  const r = await read(
    BOX,
    ROWS.map((row, i) => (i === 2 ? ['03/15/2024', 'ACME PAYROLL PPD', '290.00', '1,470.00'] : row)),
  );
  assert.equal(r.gate.verified, false, why(r));
});

test('a box whose parts do not add up to its figure is not read as that figure', async () => {
  const r = await read(BOX.map(([l, v]) => (l === 'Regular Deposits' ? [l, '310.00'] : [l, v])));
  assert.equal(r.gate.verified, false, why(r));
});

test('a box of two sides each summed from its lines is read as before', async () => {
  const r = await read([
    ['Beginning Balance', '$1,000.00'],
    ['Deposits', '300.00'],
    ['Electronic Deposits', '250.00'],
    ['Withdrawals', '120.00'],
    ['Ending Balance', '$1,430.00'],
  ]);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalCredits?.cents, 55000);
});
