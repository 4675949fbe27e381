// A consolidated statement's overview: one line of values per account under one row of titles
// (`Account | Previous Balance | Deposits | Withdrawals | New Balance`), printed before any account's own section.
// Each line is its account's box (the account it names by number), the second line as much as the first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

const COLS: Array<[number, string]> = [
  [40, 'Date'],
  [100, 'Transaction'],
];

function section(y: number, heading: string, rows: Array<[string, string, string, string, string]>): Item[] {
  return [
    [40, y, heading, { bold: true }],
    ...COLS.map(([x, t]): Item => [x, y + 12, t]),
    R(420, y + 12, 'Withdrawals'),
    R(490, y + 12, 'Deposits'),
    R(560, y + 12, 'Balance'),
    ...rows.flatMap(([d, desc, wd, dep, bal], i): Item[] => [
      [40, y + 24 + i * 11, d],
      [100, y + 24 + i * 11, desc],
      ...(wd ? [R(420, y + 24 + i * 11, wd)] : []),
      ...(dep ? [R(490, y + 24 + i * 11, dep)] : []),
      R(560, y + 24 + i * 11, bal),
    ]),
  ];
}

function consolidated(savingsClosing: string): Item[][] {
  return [
    [
      [40, 40, 'Timber Test Credit Union', { size: 14, bold: true }],
      [380, 60, 'Statement Period 03/01/2025 - 03/31/2025'],
      [380, 72, 'Member Number ******7201'],
      [40, 80, 'GRACE LINDQVIST'],
      [40, 130, 'Account'],
      [190, 130, 'Previous Balance'],
      R(340, 130, 'Deposits'),
      R(440, 130, 'Withdrawals'),
      R(560, 130, 'New Balance'),
      [40, 141, 'Share Draft Checking 7286'],
      R(260, 141, '1,000.00'),
      R(340, 141, '500.00'),
      R(440, 141, '200.00'),
      R(560, 141, '1,300.00'),
      [40, 152, 'Regular Share Savings 7201'],
      R(260, 152, '2,000.00'),
      R(340, 152, '200.00'),
      R(440, 152, '0.00'),
      R(560, 152, savingsClosing),
      ...section(190, 'Share Draft Checking 5530017286', [
        ['03/03', 'PAYROLL DEPOSIT', '', '500.00', '1,500.00'],
        ['03/10', 'TRANSFER TO SHARE SAVINGS 7201', '200.00', '', '1,300.00'],
      ]),
      ...section(280, 'Regular Share Savings 5530017201', [
        ['03/10', 'TRANSFER FROM SHARE DRAFT 7286', '', '200.00', '2,200.00'],
      ]),
    ],
  ];
}

test("each line of an overview printed per account under one row of titles is that account's opening, totals and closing", async () => {
  const r = readStatement(await drawPages(consolidated('2,200.00')));
  assert.equal(r.gate.verified, true, why(r));
  const savings = r.accounts.find((a) => a.numberSuffix === '7201');
  assert.equal(savings?.opening?.cents, 200000);
  assert.equal(savings?.closing?.cents, 220000);
});

test('an overview line whose closing the account rows do not reach is not verified', async () => {
  const r = readStatement(await drawPages(consolidated('2,300.00')));
  assert.equal(r.gate.verified, false, why(r));
});
