// A statement of two accounts one after the other (Mercury's checking and savings on one statement), each under its
// product and masked number (`Business Savings ••9026`, a larger type), its own Beginning balance / Money in / Money
// out / Ending balance across the page and a table of signed amounts with the day's end balance. The second heading
// is printed at the date column's edge a blank line under the first account's last row: it was taken for that row's
// wrapped description (`to Savings ...5678`), switched no account, and the savings rows were added to the checking.
// A line continuing a row starts past the row's date; a heading at the date's edge is the next account's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function account(y: number, heading: string, box: string[], rows: string[][]): Item[] {
  const out: Item[] = [
    [40, y, heading, { size: 10, bold: true }],
    ...['Beginning balance', 'Money in', 'Money out', 'Ending balance'].flatMap((l, i): Item[] => [
      [40 + i * 130, y + 15, l, { size: 8 }],
      [40 + i * 130, y + 26, box[i], { size: 8 }],
    ]),
    [40, y + 47, 'Transactions', { size: 9, bold: true }],
    [40, y + 60, 'Date (UTC)', { size: 7.5 }],
    [100, y + 60, 'Description', { size: 7.5 }],
    R(440, y + 60, 'Amount'),
    R(560, y + 60, 'End of Day Balance'),
  ];
  let yy = y + 73;
  for (const [d, desc, a, b] of rows) {
    out.push([40, yy, d, { size: 7.5 }], [100, yy, desc, { size: 7.5 }], R(440, yy, a));
    if (b) out.push(R(560, yy, b));
    yy += 11;
  }
  return out;
}

function pages(wire: string): Item[][] {
  const checking = account(
    130,
    'Business Checking ••4471',
    ['$29,667.20', '$20,504.38', '-$10,767.49', '$39,404.09'],
    [
      ['Mar 1', 'STRIPE TRANSFER ST-278601765', '$5,504.38', ''],
      ['Mar 1', `WIRE TRANSFER OUT FED REF 93194918`, wire, '$26,404.09'],
      ['Mar 6', 'Transfer to Business Savings ••9026', '-$2,000.00', '$24,404.09'],
      ['Mar 28', 'Transfer from Business Savings ••9026', '$15,000.00', '$39,404.09'],
    ],
  );
  const savings = account(
    130 + 73 + 4 * 11 + 9,
    'Business Savings ••9026',
    ['$48,120.55', '$2,011.91', '-$15,000.00', '$35,132.46'],
    [
      ['Mar 6', 'Transfer from Business Checking ••4471', '$2,000.00', '$50,120.55'],
      ['Mar 28', 'Transfer to Business Checking ••4471', '-$15,000.00', '$35,120.55'],
      ['Mar 31', 'INTEREST PAYMENT', '$11.91', '$35,132.46'],
    ],
  );
  return [
    [
      [40, 40, 'Lumen Robotics, Inc.   Mar 1, 2023 – Mar 31, 2023', { size: 8 }],
      [40, 70, 'Harbor Test Bank', { size: 14, bold: true }],
      [300, 100, 'Statement period Mar 1, 2023 – Mar 31, 2023', { size: 8 }],
      ...checking,
      ...savings,
      [40, 560, 'Banking services provided by Harbor Test Bank, Member FDIC.', { size: 7 }],
    ],
  ];
}

test('an account heading at the date column a blank line under the last row starts the next account', async () => {
  const r = readStatement(await drawPages(pages('-$8,767.49')));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    r.accounts.map((a) => [a.numberSuffix, a.opening?.cents, a.closing?.cents]),
    [
      ['4471', 2966720, 3940409],
      ['9026', 4812055, 3513246],
    ],
  );
  assert.equal(r.rows.length, 7);
});

test('the same statement with one row amount changed by a digit is refused', async () => {
  const r = readStatement(await drawPages(pages('-$8,767.46')));
  assert.equal(r.gate.verified, false);
});

test('a dated line right under a row naming a business and a long number is the next row, not an account', async () => {
  const rows: Item[] = [
    [40, 40, 'Harbor Test Bank', { size: 14, bold: true }],
    [300, 70, 'Statement period Mar 1, 2023 – Mar 31, 2023', { size: 8 }],
    [300, 82, 'Account Number ******7716', { size: 8 }],
    ...['Beginning balance', 'Money in', 'Money out', 'Ending balance'].flatMap((l, i): Item[] => [
      [40 + i * 130, 110, l, { size: 8 }],
      [40 + i * 130, 121, ['$1,000.00', '$500.00', '-$300.00', '$1,200.00'][i], { size: 8 }],
    ]),
    [40, 150, 'Date', { size: 7.5 }],
    [100, 150, 'Description', { size: 7.5 }],
    R(440, 150, 'Amount'),
    R(560, 150, 'Balance'),
    [40, 163, 'Mar 2', { size: 7.5 }],
    [100, 163, 'STRIPE TRANSFER ST-609197', { size: 7.5 }],
    R(440, 163, '$500.00'),
    R(560, 163, '$1,500.00'),
    [40, 174, 'Mar 7', { size: 7.5 }],
    [100, 174, 'COMCAST BUSINESS PAYMENT 6961948', { size: 7.5 }],
    [124, 185, 'CO ID:1026067143 CCD', { size: 7.5 }],
    R(440, 185, '-$300.00'),
    R(560, 185, '$1,200.00'),
  ];
  const r = readStatement(await drawPages([rows]));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts.length, 1);
});
