// A card's summary printed as one equation across the page: each value under its title, the titles of unequal
// height stacked over two or three lines (`New Balance` centred beside `Previous / Balance`), each term's sign a
// word of its own (`$6,122.40   - $4,956.55 - $140.76   + $17,367.14 ... = $18,524.68`). The minus before the
// second term was glued after the first as its trailing minus, and the new balance, titled on the middle line
// only, was not read: `missing_closing_balance` on a card whose every figure holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { tokenize } from '../../../src/pipeline/layout/tokens.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

const V = { size: 8.6 };
/** [x, title lines top to bottom over 3 lines (null: none), value] per term. */
const TERMS: Array<[number, [string | null, string | null, string | null], string]> = [
  [48.8, ['Previous', null, 'Balance'], '$1,000.00'],
  [122.7, [null, 'Payments', null], '- $4,300.00'],
  [178.2, ['Other', null, 'Credits'], '- $20.00'],
  [239.5, [null, 'Transactions', null], '+ $4,150.00'],
  [304.6, ['Cash', null, 'Advances'], '+ $0.00'],
  [371.4, ['Fees', null, 'Charged'], '+ $30.00'],
  [432.7, ['Interest', null, 'Charged'], '+ $5.00'],
  [504.8, [null, 'New Balance', null], '= $865.00'],
];

function cardStatement(): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [350, 60, 'Business Card ending in 8830'],
    [350, 72, 'Mar 1, 2024 - Mar 31, 2024 | 31 days in Billing Cycle'],
    [40, 92, 'ACME PLUMBING LLC'],
    ...TERMS.flatMap(([x, titles, value]): Item[] => [
      ...titles.flatMap((t, k): Item[] => (t ? [[x, 190 + k * 5, t]] : [])),
      [x, 214.5, value, V],
    ]),
    [40, 235, 'Payment Due Date: Apr 25, 2024'],
    [200, 235, 'Minimum Payment Due: $35.00'],
    [40, 248, 'Transactions', { bold: true }],
    [40, 260, 'Trans Date'],
    [160, 260, 'Description'],
    R(560, 260, 'Amount'),
    ...[
      ['', 'Payments, Credits and Adjustments', ''],
      ['Mar 5', 'PAYMENT THANK YOU - WEB', '- $4,300.00'],
      ['Mar 6', 'RETURN HOME DEPOT', '- $20.00'],
      ['', 'ACME PLUMBING LLC #8830: Transactions', ''],
      ['Mar 2', 'AMAZON MKTPL', '$4,120.00'],
      ['Mar 9', 'SHELL OIL', '$30.00'],
      ['', 'Total Transactions for This Period', '$4,150.00'],
      ['', 'Fees', ''],
      ['Mar 10', 'LATE FEE', '$30.00'],
      ['', 'Interest Charged', ''],
      ['Mar 31', 'PURCHASE INTEREST CHARGE', '$5.00'],
    ].flatMap(([d, desc, amt], i): Item[] => [
      ...(d ? [[40, 275 + i * 12, d] as Item] : []),
      [d ? 160 : 40, 275 + i * 12, desc],
      ...(amt ? [R(560, 275 + i * 12, amt)] : []),
    ]),
  ];
}

test('a sign printed apart between two values goes with the value after it, not as the trailing minus of the one before', () => {
  const w = (text: string, x: number, right: number) => ({ text, x, right, size: 8.6, bold: false });
  const toks = tokenize([
    w('-', 122.7, 127.2),
    w('$4,956.55', 131.7, 172.2),
    w('-', 178.2, 182.8),
    w('$140.76', 187.4, 219.6),
  ]);
  assert.deepEqual(
    toks.map((t) => (t.kind === 'amount' ? `${t.negative ? '-' : ''}${t.cents}` : t.text)),
    ['-495655', '-14076'],
  );
});

test("a card's summary equation with signs printed apart and titles of unequal height: every term and the new balance are read", async () => {
  const r = readStatement(await drawPages([cardStatement()]));
  const a = r.accounts[0];
  assert.deepEqual(
    [a.opening?.cents, a.totalCredits?.cents, a.totalDebits?.cents, a.closing?.cents],
    [100000, 432000, 418500, 86500],
  );
  assert.equal(r.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(r), [
    '2024-03-05 credit 430000',
    '2024-03-06 credit 2000',
    '2024-03-02 debit 412000',
    '2024-03-09 debit 3000',
    '2024-03-10 debit 3000',
    '2024-03-31 debit 500',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a checking box signed both ways beside card words (a credit line) is read by its words: deposits are credits', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [350, 72, 'Statement Period: 03/01/2024 - 03/31/2024'],
        [350, 84, 'Business Checking ending in 4321'],
        [350, 96, 'Minimum Payment Due: $0.00'],
        [40, 130, 'Beginning Balance'],
        R(300, 130, '$1,000.00'),
        [40, 142, 'Deposits'],
        R(300, 142, '+ $500.00'),
        [40, 154, 'Withdrawals'],
        R(300, 154, '- $200.00'),
        [40, 166, 'Ending Balance'],
        R(300, 166, '$1,300.00'),
        [40, 220, 'Date'],
        [100, 220, 'Description'],
        R(480, 220, 'Amount'),
        [40, 235, '03/04'],
        [100, 235, 'MOBILE DEPOSIT'],
        R(480, 235, '500.00'),
        [40, 247, '03/05'],
        [100, 247, 'ACH DEBIT PAYROLL'],
        R(480, 247, '-200.00'),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-05 debit 20000']);
  assert.equal(r.statementKind, 'checking');
  assert.equal(r.gate.verified, true, why(r));
});

test("a summary's row of titles is no section heading: the table under it, with no heading of its own, is not signed by them", async () => {
  // `Balance Credits Advances Charged Charged` (the titles' lowest line) was a `credits` heading: every purchase
  // under the table's header, unmarked, was read as a credit.
  const r = readStatement(await drawPages([cardStatement().filter((i) => i[2] !== 'Transactions' || i[1] !== 248)]));
  assert.deepEqual(rowsOf(r), [
    '2024-03-05 credit 430000',
    '2024-03-06 credit 2000',
    '2024-03-02 debit 412000',
    '2024-03-09 debit 3000',
    '2024-03-10 debit 3000',
    '2024-03-31 debit 500',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});
