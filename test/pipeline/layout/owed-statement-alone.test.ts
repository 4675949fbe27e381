// A statement of one owed account, no deposit account beside it (set 11):
// - a commercial line of credit (`Credit Limit`, `Available Credit`; a box of `Previous Principal Balance / Advances /
//   Payments / Interest Charged / Current Principal Balance`; a table `Advances / Charges | Payments | Principal
//   Balance`). Taken for a card by its labels, its `Payments` column was still read as money paid out (a debit: set
//   9 made it a credit only for a loan beside deposit accounts) and its box's `Advances` as no term, so the rows ran
//   the balance the wrong way and the box's debits were the interest alone: review. A payments column lowers what a
//   card statement's account owes, and a box's `Advances` (money drawn) raise it, as a card's `Cash Advances`.
// - a business card printing `Credit Line $15,000` and no `Minimum Payment Due` or `Credit Limit`: read as a deposit
//   account only, its purchases were credits: review. `Credit Line` labels a card (or a line of credit) as `Credit
//   Limit` does; the kind is judged both ways and the printed totals decide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

function lineOfCredit(box: Array<[string, string]>, rows: string[][]): Item[] {
  const top = 280;
  return [
    [40, 40, 'Harbor Test Bank', { size: 14 }],
    [340, 56, 'Loan Number'],
    [500, 56, 'XXXXXX7723'],
    [340, 67, 'Statement Date'],
    [500, 67, '04/30/2026'],
    [340, 78, 'Credit Limit'],
    R(570, 78, '$250,000.00'),
    [56, 100, 'DUNES TEST COATINGS INC'],
    [56, 111, '2201 E US HWY 12'],
    [40, 144, 'Loan Summary'],
    [40, 155, 'Statement Period'],
    [220, 155, '04/01/2026 - 04/30/2026'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 166 + i * 11, label], R(300, 166 + i * 11, value)]),
    [40, top - 11, 'Loan Activity'],
    [40, top, 'Date'],
    [100, top, 'Transaction'],
    R(400, top, 'Advances / Charges'),
    R(480, top, 'Payments'),
    R(570, top, 'Principal Balance'),
    ...rows.flatMap(([d, desc, a, b, bal], i): Item[] => [
      ...(d ? [[40, top + 11 + i * 11, d] as Item] : []),
      [100, top + 11 + i * 11, desc],
      ...(a ? [R(400, top + 11 + i * 11, a)] : []),
      ...(b ? [R(480, top + 11 + i * 11, b)] : []),
      R(570, top + 11 + i * 11, bal),
    ]),
  ];
}

const LOC_BOX = (advances = '$51,200.00'): Array<[string, string]> => [
  ['Previous Principal Balance', '$112,500.00'],
  ['Advances', advances],
  ['Payments', '$20,304.71'],
  ['Interest Charged', '$2,437.49'],
  ['Current Principal Balance', '$145,832.78'],
  ['Available Credit', '$104,167.22'],
];
const LOC_ROWS = (payment = '2,404.71'): string[][] => [
  ['', 'Previous Principal Balance', '', '', '112,500.00'],
  ['04/01/2026', 'PAYMENT - AUTO DEBIT DDA XXXXXX7408', '', payment, '110,095.29'],
  ['04/03/2026', 'ADVANCE TO DDA XXXXXX7408 REQ 76963', '34,300.00', '', '144,395.29'],
  ['04/09/2026', 'PAYMENT RECEIVED - THANK YOU', '', '17,900.00', '126,495.29'],
  ['04/14/2026', 'ADVANCE TO DDA XXXXXX7408 REQ 77842', '16,900.00', '', '143,395.29'],
  ['04/30/2026', 'INTEREST 04/01/26 - 04/30/26 @ 8.250%', '2,437.49', '', '145,832.78'],
  ['', 'Current Principal Balance', '', '', '145,832.78'],
];

test('a line of credit alone: payments lower the principal owed, advances and interest raise it', async () => {
  const r = readStatement(await drawPages([lineOfCredit(LOC_BOX(), LOC_ROWS())]));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    rowsOf(r).map((x) => x.replace(/ bal \d+$/, '')),
    [
      '2026-04-01 credit 240471',
      '2026-04-03 debit 3430000',
      '2026-04-09 credit 1790000',
      '2026-04-14 debit 1690000',
      '2026-04-30 debit 243749',
    ],
  );
  assert.equal(r.accounts[0].totalDebits?.cents, 5363749);
  assert.equal(r.accounts[0].totalCredits?.cents, 2030471);
});

test('a line of credit alone with one printed digit changed is refused', async () => {
  for (const pages of [
    lineOfCredit(LOC_BOX('$51,300.00'), LOC_ROWS()),
    lineOfCredit(LOC_BOX(), LOC_ROWS('2,404.21')),
  ]) {
    const r = readStatement(await drawPages([pages]));
    assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
  }
});

function businessCard(box: Array<[string, string]>, rows: Array<[string, string, string, string]>): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 14 }],
    [340, 65, 'Closing Date'],
    [500, 65, 'Apr 15, 2026'],
    [340, 75, 'Account Number'],
    [500, 75, '**** **** **** 7760'],
    [340, 85, 'Credit Line'],
    R(570, 85, '$15,000'),
    [56, 106, 'RED TEST HAULING LLC'],
    [56, 116, '4410 MAIN AVE'],
    [40, 148, 'Account Summary'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 158 + i * 10.5, label], R(300, 158 + i * 10.5, value)]),
    [40, 241, 'Transactions'],
    [40, 251, 'Trans'],
    [80, 251, 'Post'],
    [130, 251, 'Description'],
    R(570, 251, 'Amount'),
    ...rows.flatMap(([t, p, desc, amt], i): Item[] => [
      [40, 262 + i * 10.5, t],
      [80, 262 + i * 10.5, p],
      [130, 262 + i * 10.5, desc],
      R(570, 262 + i * 10.5, amt),
    ]),
  ];
}

const CARD_BOX = (purchases = '1,105.48'): Array<[string, string]> => [
  ['Previous Balance', '8,623.15'],
  ['Payments', '6,884.65-'],
  ['Credits', '130.86-'],
  ['Purchases', purchases],
  ['Fees', '95.00'],
  ['Interest Charge', '72.73'],
  ['New Balance', '2,880.85'],
];
const CARD_ROWS: Array<[string, string, string, string]> = [
  ['Mar 14', 'Mar 16', 'SHELL OIL 574410 SALINA KS', '485.15'],
  ['Mar 16', 'Mar 16', 'ANNUAL MEMBERSHIP FEE', '95.00'],
  ['Mar 23', 'Mar 23', 'PAYMENT - THANK YOU', '6,884.65-'],
  ['Mar 20', 'Mar 23', 'CREDIT FEDEX OFFIC 5521 WICHITA KS', '130.86-'],
  ['Mar 22', 'Mar 23', 'HOME DEPOT #2306 WICHITA KS', '489.86'],
  ['Apr 9', 'Apr 10', 'LOWES #00417 DERBY KS', '130.47'],
  ['Apr 15', 'Apr 15', 'INTEREST CHARGE ON PURCHASES', '72.73'],
];

test('a card labelled only by its `Credit Line` is read as a card: its purchases are debits', async () => {
  const r = readStatement(await drawPages([businessCard(CARD_BOX(), CARD_ROWS)]));
  assert.equal(r.statementKind, 'credit_card');
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    rowsOf(r).map((x) => x.split(' ').slice(1).join(' ')),
    ['debit 48515', 'debit 9500', 'credit 688465', 'credit 13086', 'debit 48986', 'debit 13047', 'debit 7273'],
  );
});

test('a card labelled only by its `Credit Line` with one printed digit changed is refused', async () => {
  const r = readStatement(await drawPages([businessCard(CARD_BOX('1,105.38'), CARD_ROWS)]));
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
});
