// A savings statement in KeyBank's shape (set 17): a box printed as one signed equation (`4 Additions +34,818.77`,
// `4 Subtractions -25,335.50`, `Net fees and charges -15.00`, `Interest earned +18.73`), sections each under its title
// at the date column's edge, the fees closed by an undated line repeating its one row's figure (`Fees and charges
// assessed this period -$15.00`, no `Total`), then `Interest` and its one unsigned row. Two things sent it to review:
// the `Interest` title, right under that undated line, was read as a wrap of its description (an undated row took any
// line under it as its own), so the interest row stayed in the fees and read as a debit; and the box's equation left
// out `Interest earned`, its words naming no side, though its sign says which (printed total credits short of it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

const T = (y: number, text: string): Item => [48, y, text, { size: 10 }];
const header = (y: number, titles: string[]): Item[] => [
  [48, y, 'Date', { size: 7.5 }],
  [100, y, titles[0], { size: 7.5 }],
  R(566, y, 'Amount'),
];
const row = (y: number, date: string, desc: string, amount: string): Item[] => [
  [48, y, date],
  [100, y, desc],
  R(566, y, amount),
];

function page(o: { interestRow?: string; interestBox?: string; feeClose?: string } = {}): Item[] {
  return [
    [48, 66, 'Harbor Test Bank', { size: 17 }],
    [380, 66, 'Business Reserve Savings', { size: 17 }],
    [380, 78, '359681244107'],
    [380, 90, 'October 31, 2022'],
    [66, 120, 'ACME MACHINE & TOOL INC'],
    [66, 130, '2870 E 55TH ST'],
    [66, 140, 'CLEVELAND OH 44104-2809'],
    [48, 200, 'Business Reserve Savings', { size: 10 }],
    [506, 200, '359681244107', { size: 10 }],
    [48, 228, 'Beginning balance 9-30-22'],
    R(300, 228, '$42,188.44'),
    [48, 240, '3 Additions'],
    R(300, 240, '+22,318.77'),
    [48, 252, '2 Subtractions'],
    R(300, 252, '-17,450.50'),
    [48, 264, 'Net fees and charges'],
    R(300, 264, '-15.00'),
    [48, 276, 'Interest earned'],
    R(300, 276, o.interestBox ?? '+18.73'),
    [48, 288, 'Ending balance 10-31-22'],
    R(300, 288, '$47,060.44'),
    T(323, 'Additions'),
    ...header(335, ['Deposits']),
    ...row(346, '10-4', 'Internet Trf Fr Chk 3318', '15,000.00'),
    ...row(357, '10-11', 'Internet Trf Fr Chk 3318', '3,000.00'),
    ...row(368, '10-19', 'Deposit Branch 0244 Ohio', '4,318.77'),
    [100, 391, 'Total additions'],
    R(566, 391, '$22,318.77'),
    T(409, 'Subtractions'),
    ...header(421, ['Withdrawals']),
    ...row(433, '10-13', 'Internet Trf To Chk 3318', '-6,200.00'),
    ...row(444, '10-21', 'Internet Trf To Chk 3318', '-11,250.50'),
    [100, 467, 'Total subtractions'],
    R(566, 467, '-$17,450.50'),
    T(485, 'Fees and charges'),
    ...header(497, ['Description']),
    ...row(508, '10-28', 'Excess Withdrawal Fee', '-15.00'),
    [100, 522, 'Fees and charges assessed this period'],
    R(566, 522, o.feeClose ?? '-$15.00'),
    T(540, 'Interest'),
    ...header(552, ['Description']),
    ...row(563, '10-31', 'Interest Payment', o.interestRow ?? '18.73'),
    [100, 577, 'Total interest'],
    R(566, 577, '$18.73'),
  ];
}

test('a title at the date column under an undated closing line starts its section; a signed box term counts', async () => {
  const r = readStatement(await drawPages([page()]));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalCredits?.cents, 2233750);
  assert.equal(r.accounts[0].totalDebits?.cents, 1746550);
  assert.equal(rowsOf(r).at(-1), '2022-10-31 credit 1873');
  assert.equal(r.rows.find((x) => x.amountCents === 1500)?.description.includes('Interest'), false);
});

test('the same statement with its interest row changed by one digit is refused', async () => {
  const r = readStatement(await drawPages([page({ interestRow: '18.78' })]));
  assert.equal(r.gate.verified, false, why(r));
});

test("the same statement with the box's interest term changed by one digit is refused", async () => {
  const r = readStatement(await drawPages([page({ interestBox: '+18.78' })]));
  assert.equal(r.gate.verified, false, why(r));
});
