// A summary printed as prose ("Your beginning balance on 03/01/2025 was $1,000.00. ... totaling $200.00, bringing
// ..."): an amount ending a sentence or a clause carries its period or comma, and is still that amount; the
// opening is the one the sentence names, on the day it names (the period's first day when nothing else prints it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, table, why, type Item } from './pdf.ts';

function prose(opening: string): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'STATEMENT DATE 03/31/25'],
      [350, 72, 'ACCOUNT NUMBER 0077412259'],
      [40, 80, 'ACME PLUMBING LLC'],
      [40, 130, `Your beginning balance on 03/01/2025 was $${opening}. During this period you made 1 deposits and`],
      [40, 140, 'other credits totaling $500.00 and 1 withdrawals and other debits totaling $200.00, bringing'],
      [40, 150, 'your ending balance on 03/31/2025 to $1,300.00.'],
      ...table(
        [
          [40, 'Date'],
          [100, 'Description'],
          [480, 'Amount', true],
          [560, 'Balance', true],
        ],
        [
          ['03/03', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
          ['03/10', 'CHECK 1201', '-200.00', '1,300.00'],
        ],
      ),
    ],
  ];
}

test('a summary sentence ending its amounts with a period or comma gives the opening, the totals and the period start', async () => {
  const r = readStatement(await drawPages(prose('1,000.00')));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].opening?.cents, 100000);
  assert.equal(r.accounts[0].totalDebits?.cents, 20000);
  assert.equal(r.periodStart, '2025-03-01');
});

test('a summary sentence naming an opening the rows do not carry is not verified', async () => {
  const r = readStatement(await drawPages(prose('1,100.00')));
  assert.equal(r.gate.verified, false, why(r));
});

/** The same sentence broken where a bank breaks it: the ending balance's words end one line, its amount the next. */
function brokenProse(closing: string): Item[][] {
  const [page] = prose('1,000.00');
  return [
    [
      ...page.filter((it) => it[1] < 130 || it[1] > 150),
      [
        40,
        130,
        'Your beginning balance on March 1, 2025 was $1,000.00. During this statement period you made 1 deposits and other',
      ],
      [
        40,
        141,
        'credits totaling $500.00 and 1 withdrawals and other debits totaling $200.00, bringing your ending balance on',
      ],
      [40, 152, `March 31, 2025 to $${closing}.`],
    ],
  ];
}

test('a summary sentence broken between its ending balance words and the amount still gives the closing and the period end', async () => {
  const r = readStatement(await drawPages(brokenProse('1,300.00')));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].closing?.cents, 130000);
  assert.equal(r.periodEnd, '2025-03-31');
});

test('a broken summary sentence naming a closing the rows do not reach is not verified', async () => {
  const r = readStatement(await drawPages(brokenProse('1,330.00')));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('unreconciled'), why(r));
});
