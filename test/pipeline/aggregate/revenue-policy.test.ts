// The funder's true-revenue exclusions: each kind taken off the list counts its credits as revenue in the
// month arithmetic; every other row, debits and rows a position already counted, stays as read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countedAsRevenue } from '../../../src/pipeline/aggregate/revenue-policy.ts';
import type { CategorizedRow } from '../../../src/pipeline/categorize/row.ts';

const row = (type: 'credit' | 'debit', category: string, reason = 'rule', countedAs?: string) =>
  ({ type, category, reason, countedAs, amountCents: 100 }) as unknown as CategorizedRow;

const rows = [
  row('credit', 'transfer'),
  row('credit', 'loan'),
  row('credit', 'mca_funding'),
  row('credit', 'other', 'wording:non_revenue:REFUND'),
  row('credit', 'other', 'wording:interest'),
  row('debit', 'transfer'),
  row('credit', 'mca_funding', 'rule', 'mca_funding'),
  row('credit', 'revenue'),
];
const revenue = (rs: CategorizedRow[]) => rs.map((r) => r.category === 'revenue');

test('with every exclusion (the default) the rows are returned untouched', () => {
  assert.equal(countedAsRevenue(rows), rows);
  assert.equal(countedAsRevenue(rows, ['refunds', 'mca_funding', 'loan_proceeds', 'transfers']), rows);
});

test('each kind left off the list turns only its own credits into revenue', () => {
  const cases: Array<[string, number]> = [
    ['transfers', 0],
    ['loan_proceeds', 1],
    ['mca_funding', 2],
    ['refunds', 3],
  ];
  for (const [kind, index] of cases) {
    const kept = ['transfers', 'loan_proceeds', 'mca_funding', 'refunds'].filter((k) => k !== kind) as never[];
    const want = rows.map((r, i) => i === index || r.category === 'revenue');
    assert.deepEqual(revenue(countedAsRevenue(rows, kept)), want, kind);
  }
});

test('no exclusions: every excludable credit is revenue; debits, other wording and counted rows are not', () => {
  assert.deepEqual(revenue(countedAsRevenue(rows, [])), [true, true, true, true, false, false, false, true]);
  assert.equal(rows[2]!.category, 'mca_funding', 'the input rows are not changed');
});
