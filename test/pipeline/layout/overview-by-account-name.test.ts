// A credit union's overview names each account of the membership by its suffix and name (`10  MEMBER ADVANTAGE
// CHECKING  2,294.10 ...`), not by its number; the account's own section prints its name and number (`MEMBER
// ADVANTAGE CHECKING - 10 Account 447102910`). Matched by number only, both overview lines went to the first
// account: the checking account opened with the balance forward on its second page (unreconciled). An overview line
// naming one account's name, and no other's, is that account's box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function section(y: number, heading: string, rows: Array<[string, string, string, string, string]>): Item[] {
  return [
    [40, y, heading, { bold: true }],
    [40, y + 12, 'Date'],
    [100, y + 12, 'Transaction Description'],
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

function statement(checkingOpening: string, bank = 'Timber Test Credit Union'): Item[][] {
  return [
    [
      [40, 40, bank, { size: 14, bold: true }],
      [380, 60, 'Statement Period 03/01/2025 - 03/31/2025'],
      [380, 72, 'Member Number XXXXX1029'],
      [40, 80, 'GRACE LINDQVIST'],
      [40, 130, 'Suffix'],
      [70, 130, 'Account'],
      R(300, 130, 'Previous Balance'),
      R(370, 130, 'Deposits'),
      R(440, 130, 'Withdrawals'),
      R(560, 130, 'Ending Balance'),
      [40, 141, '00'],
      [70, 141, 'MEMBER SHARE SAVINGS'],
      R(300, 141, '2,000.00'),
      R(370, 141, '200.00'),
      R(440, 141, '0.00'),
      R(560, 141, '2,200.00'),
      [40, 152, '10'],
      [70, 152, 'MEMBER ADVANTAGE CHECKING'],
      R(300, 152, checkingOpening),
      R(370, 152, '500.00'),
      R(440, 152, '200.00'),
      R(560, 152, '1,300.00'),
      ...section(190, 'MEMBER SHARE SAVINGS - 00 Account 447102900', [
        ['03/10', 'TRANSFER FROM SHARE DRAFT 10', '', '200.00', '2,200.00'],
      ]),
      ...section(250, 'MEMBER ADVANTAGE CHECKING - 10 Account 447102910', [
        ['03/03', 'PAYROLL DEPOSIT', '', '500.00', '1,500.00'],
        ['03/10', 'TRANSFER TO SHARE SAVINGS 00', '200.00', '', '1,300.00'],
      ]),
    ],
  ];
}

test("an overview line naming one account's name is that account's opening, totals and closing", async () => {
  const r = readStatement(await drawPages(statement('1,000.00')));
  assert.equal(r.gate.verified, true, why(r));
  const checking = r.accounts.find((a) => a.numberSuffix === '2910');
  assert.equal(checking?.opening?.cents, 100000);
  assert.equal(checking?.closing?.cents, 130000);
  const savings = r.accounts.find((a) => a.numberSuffix === '2900');
  assert.equal(savings?.opening?.cents, 200000);
  // and the line is held to that account's rows: one cent off is refused
  const bad = readStatement(await drawPages(statement('1,000.01')));
  assert.equal(bad.gate.verified, false, why(bad));
});

test("the statement's account is the one holding its rows; an account's name on the overview names no bank", async () => {
  const r = readStatement(await drawPages(statement('1,000.00', 'TTCU')));
  assert.equal(r.gate.verified, true, why(r));
  // the checking account holds the rows (the savings, printed first, one transfer)
  assert.equal(r.accountLast4, '2910');
  // `MEMBER SHARE SAVINGS` near the top, on the overview's line, is an account's name, not the bank's
  assert.equal(r.institution, 'TTCU');
});
