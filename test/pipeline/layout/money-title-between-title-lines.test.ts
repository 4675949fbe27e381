// Tables titled on three lines, the money title on a line of its own set a little below the other titles and in the
// gap between them (`Date | Transaction | Reference`, then `Amount` under the gap after `Date`, then `posted |
// description | number`), amounts printed before the descriptions; the checks 3-up under `Date | Check | Reference`
// three times over with `Amount` under the gap after each `Check`. No line alone named a money column and another,
// so no header was read: the check grid was read as one headerless table (its three amounts a debit, a credit and a
// balance) and most checks were lost (unreconciled; printed_total_mismatch; balance_chain_broken).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Check = [date: string, no: string, amount: string, ref: string];

const CHECKS: Check[] = [
  ['07/26', '5021', '1,363.96', '027404317'],
  ['07/26', '5022', '2,499.26', '027604659'],
  ['07/16', '5023', '810.01', '046122814'],
  ['07/21', '5026 *', '2,238.94', '013409737'],
  ['07/30', '5027', '572.79', '001582336'],
  ['07/27', '5029 *', '634.06', '048075427'],
];

/** Titles on three lines, the amount's alone on the middle one, then one dated line a row. */
function titled(y: number, rows: Array<[string, string, string, string]>): Item[] {
  const out: Item[] = [
    [40, y, 'Date'],
    [153, y, 'Transaction'],
    [494, y, 'Reference'],
    [89, y + 4, 'Amount'],
    [40, y + 8, 'posted'],
    [153, y + 8, 'description'],
    [494, y + 8, 'number'],
  ];
  rows.forEach(([d, amt, desc, ref], i) => {
    const yy = y + 20 + i * 12;
    out.push([40, yy, d], R(130, yy, amt), [153, yy, desc], [494, yy, ref]);
  });
  return out;
}

/** The checks 3-up, the amount's title under the gap after each `Check`, then the count-and-total sentence. */
function grid(y: number, checks: Check[], sentence: string): Item[] {
  const out: Item[] = [];
  for (const x of [40, 220, 400]) {
    out.push([x, y, 'Date'], [x + 34, y, 'Check'], [x + 121, y, 'Reference']);
    out.push([x + 78, y + 4, 'Amount']);
    out.push([x, y + 8, 'paid'], [x + 34, y + 8, 'number'], [x + 121, y + 8, 'number']);
  }
  checks.forEach(([d, no, amt, ref], i) => {
    const x = [40, 220, 400][Math.floor(i / 2)];
    const yy = y + 20 + (i % 2) * 12;
    out.push([x, yy, d], [x + 34, yy, no], R(x + 116, yy, amt), [x + 121, yy, ref]);
  });
  out.push([36, y + 20 + 2 * 12, sentence]);
  return out;
}

function statement(checks: Check[], sentence: string): Item[][] {
  return [
    [
      [36, 40, 'Business Checking For the period 07/01/2025 to 07/31/2025'],
      [435, 52, 'Primary account number: 12-4073-3861'],
      [36, 90, 'HARBOR TEST BANK', { size: 12, bold: true }],
      [63, 118, 'KEYSTONE PRINT WORKS INC'],
      [36, 190, 'Balance Summary', { bold: true }],
      [110, 202, 'Beginning'],
      [245, 202, 'Deposits and'],
      [393, 202, 'Checks and other'],
      [546, 202, 'Ending'],
      [118, 211, 'balance'],
      [238, 211, 'other additions'],
      [416, 211, 'deductions'],
      [542, 211, 'balance'],
      R(150, 222, '20,000.00'),
      R(300, 222, '9,000.00'),
      R(460, 222, '8,119.02'),
      R(575, 222, '20,880.98'),
      [36, 250, 'Deposits and Other Additions', { bold: true }],
      [36, 262, 'There were 2 Deposits and Other Additions totaling $9,000.00.'],
      [36, 276, 'Deposits', { bold: true }],
      ...titled(288, [
        ['07/09', '4,000.00', 'Mobile Deposit', '1573640021'],
        ['07/12', '5,000.00', 'Deposit', '1075570044'],
      ]),
      [36, 350, 'Checks and Other Deductions', { bold: true }],
      [36, 362, 'There were 6 Checks and Other Deductions totaling $8,119.02.'],
      [36, 376, 'Checks and Substitute Checks', { bold: true }],
      ...grid(388, checks, sentence),
    ],
  ];
}

const SENTENCE = '* Gap in check sequence There were 6 checks listed totaling $8,119.02.';

test('a money title alone between two lines of titles heads its table with them: deposits and a 3-up check grid verify', async () => {
  const r = readStatement(await drawPages(statement(CHECKS, SENTENCE)));
  assert.deepEqual(
    r.checks.map((c) => c.number),
    ['5021', '5022', '5023', '5026', '5027', '5029'],
  );
  assert.equal(r.rows.length, 8, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
});

test('the same with one check changed by a digit is review', async () => {
  const tampered = CHECKS.map((c, i): Check => (i === 4 ? [c[0], c[1], '512.79', c[3]] : c));
  const r = readStatement(await drawPages(statement(tampered, SENTENCE)));
  assert.equal(r.gate.verified, false, why(r));
});
