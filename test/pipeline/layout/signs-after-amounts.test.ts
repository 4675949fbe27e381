// A small US bank's signed column: credits printed "1,234.56+", debits "496.67-", the summary's opening and
// closing as PREVIOUS BALANCE / CURRENT BALANCE, and a dated CURRENT BALANCE line closing the table (a
// balance line, never a row). Drawn through the real extractor, as the scans' OCR words are read by the same engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePrintedAmount } from '../../../src/money.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

test('a trailing plus is a credit mark as a trailing minus is a debit mark', () => {
  assert.deepEqual(parsePrintedAmount('1,234.56+'), { cents: 123456, negative: false, mark: 'plus' });
  assert.deepEqual(parsePrintedAmount('496.67-'), { cents: 49667, negative: true, mark: 'trailing_minus' });
  assert.deepEqual(parsePrintedAmount('496.67 +'), { cents: 49667, negative: false, mark: 'plus' });
});

test('trailing + and - in one column, PREVIOUS / CURRENT BALANCE: every row signed, the closing line no row', async () => {
  const rows: Array<[string, string, string, string]> = [
    ['07/02', 'DEPOSIT', '1,234.56+', '3,780.15'],
    ['07/03', 'ACH DEBIT PAYROLL', '496.67-', '3,283.48'],
    ['07/09', 'CONC DEBIT SUPPLIES', '1,000.00-', '2,283.48'],
    ['07/15', 'DEPOSIT', '250.00+', '2,533.48'],
  ];
  const items: Item[] = [
    [40, 40, 'Citizens Test Bank', { size: 16, bold: true }],
    [40, 80, 'ACME PLUMBING LLC'],
    [350, 80, 'Statement Period: 07/01/2025 - 07/31/2025'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 140, 'PREVIOUS BALANCE'],
    R(300, 140, '2,545.59'),
    [40, 152, 'CURRENT BALANCE'],
    R(300, 152, '2,533.48'),
    [40, 200, 'DATE'],
    [100, 200, 'DESCRIPTION'],
    R(480, 200, 'AMOUNT'),
    R(560, 200, 'BALANCE'),
  ];
  rows.forEach(([d, desc, amount, bal], i) => {
    items.push(
      [40, 215 + i * 12, d],
      [100, 215 + i * 12, desc],
      R(480, 215 + i * 12, amount),
      R(560, 215 + i * 12, bal),
    );
  });
  const y = 215 + rows.length * 12;
  items.push([40, y, '07/31'], [100, y, 'CURRENT BALANCE'], R(560, y, '2,533.48')); // dated, as the bank prints it
  const r = readStatement(await drawPages([items]));
  assert.deepEqual(
    r.rows.map((x) => [x.date, x.type, x.amountCents]),
    [
      ['2025-07-02', 'credit', 123456],
      ['2025-07-03', 'debit', 49667],
      ['2025-07-09', 'debit', 100000],
      ['2025-07-15', 'credit', 25000],
    ],
  );
  assert.equal(r.gate.verified, true, r.gate.reasons?.join(', '));
});
