// A period printed without its year (`Statement Period Dec 16 - Jan 15`) beside a statement date that prints one
// (`Statement Date 01/15/2025`): the range ends on or before that date, and starts before its end (across the year).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

function yearEnd(statementDate: string): Item[][] {
  return [
    [
      [40, 40, 'Timber Test Credit Union', { size: 14, bold: true }],
      [380, 60, 'Statement Period Dec 16 - Jan 15'],
      [380, 72, `Statement Date ${statementDate}`],
      [380, 84, 'Account Number ******7286'],
      [40, 80, 'GRACE LINDQVIST'],
      [40, 130, 'Beginning Balance'],
      R(300, 130, '1,000.00'),
      [40, 142, 'Ending Balance'],
      R(300, 142, '1,300.00'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      [40, 215, '12/20'],
      [100, 215, 'PAYROLL DEPOSIT'],
      R(480, 215, '500.00'),
      R(560, 215, '1,500.00'),
      [40, 227, '01/05'],
      [100, 227, 'CHECK 1201'],
      R(480, 227, '-200.00'),
      R(560, 227, '1,300.00'),
    ],
  ];
}

test('a period printed without its year takes it from the statement date: Dec 16 of the year before, Jan 15', async () => {
  const r = readStatement(await drawPages(yearEnd('01/15/2025')));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual([r.periodStart, r.periodEnd], ['2024-12-16', '2025-01-15']);
  assert.deepEqual(rowsOf(r), ['2024-12-20 credit 50000 bal 150000', '2025-01-05 debit 20000 bal 130000']);
});

test('a year-less period whose end is far from the statement date is not taken', async () => {
  const r = readStatement(await drawPages(yearEnd('06/30/2025')));
  assert.notEqual(r.periodStart, '2024-12-16');
});
