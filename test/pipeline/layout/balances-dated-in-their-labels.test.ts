// A statement that prints no period, only a statement date in its masthead and the days its balances stand on inside
// their labels (`Beginning balance 5-31-23 $1,000.00`, `Ending balance 6-30-23 $1,300.00`), its rows dated month-day
// with a hyphen and no year (`6-1`): the balances' dates are the period the rows take their year from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

function hyphenDated(deposit = '700.00'): Item[][] {
  const row = (y: number, d: string, desc: string, amt: string): Item[] => [[40, y, d], [70, y, desc], R(560, y, amt)];
  return [
    [
      [40, 34, 'Basic Business Checking 359681102244 Page 1 of 1'],
      [40, 55, 'Lakeshore Test Bank Business Banking Statement', { size: 10 }],
      [40, 66, 'P.O. Box 93885'],
      [300, 66, 'June 30, 2023'],
      [56, 86, 'LAKE ERIE BAKING CO LLC'],
      [56, 96, '1640 HERTEL AVE'],
      [56, 106, 'BUFFALO NY 14216-2840'],
      [40, 148, 'Basic Business Checking 359681102244 LAKE ERIE BAKING CO LLC'],
      [40, 159, 'Beginning balance 5-31-23'],
      R(300, 159, '$1,000.00'),
      [40, 169, '2 Additions'],
      R(300, 169, '+1,200.00'),
      [40, 179, '2 Subtractions'],
      R(300, 179, '-885.00'),
      [40, 190, 'Net fees and charges'],
      R(300, 190, '-15.00'),
      [40, 200, 'Ending balance 6-30-23'],
      R(300, 200, '$1,300.00'),
      [40, 221, 'Additions'],
      [40, 232, 'Deposits'],
      R(560, 232, 'Amount'),
      ...row(242, '6-1', 'Direct Deposit, SHOPIFY PAYMENTS PAYOUT 1715403493', '500.00'),
      ...row(252, '6-14', 'Deposit Branch 0421 Buffalo NY', deposit),
      [84, 263, 'Total additions'],
      R(560, 263, '$1,200.00'),
      [40, 284, 'Subtractions'],
      [40, 294, 'Withdrawals'],
      [40, 304, 'Date'],
      R(560, 304, 'Amount'),
      ...row(314, '6-2', 'Direct Withdrawal, INTUIT *QBOOKS ONLINE 3399451987', '385.00'),
      ...row(324, '6-20', 'Internet Trf To DDA 0000350119872', '500.00'),
      [84, 335, 'Total subtractions (withdrawals)'],
      R(560, 335, '$885.00'),
      [40, 356, 'Fees and charges'],
      [40, 366, 'Date'],
      R(560, 366, 'Amount'),
      ...row(376, '6-30', 'Maintenance Fee', '15.00'),
      [84, 387, 'Fees and charges assessed this period'],
      R(560, 387, '$15.00'),
    ],
  ];
}

test('balances dated inside their labels give the period its year-less hyphen-dated rows take their year from', async () => {
  const r = readStatement(await drawPages(hyphenDated()));
  assert.equal(r.gate.verified, true, why(r));
  // the opening balance is dated the day before the period (a month to the day before the closing's): the last
  // statement's closing day
  assert.deepEqual([r.periodStart, r.periodEnd], ['2023-06-01', '2023-06-30']);
  assert.deepEqual(rowsOf(r), [
    '2023-06-01 credit 50000',
    '2023-06-14 credit 70000',
    '2023-06-02 debit 38500',
    '2023-06-20 debit 50000',
    '2023-06-30 debit 1500',
  ]);
});

test('the same statement with one row amount changed by one digit is not verified', async () => {
  const r = readStatement(await drawPages(hyphenDated('800.00')));
  assert.equal(r.gate.verified, false);
});
