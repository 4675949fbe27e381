// Pages of one scan → statements, by the header each page prints (pure).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statementGroups } from '../../../src/pipeline/image/read.ts';
import type { PageRead } from '../../../src/pipeline/image/schema.ts';

const page = (n: number, period: [string, string] | null, last4: string | null = null, isStatement = true) => ({
  page: n,
  answer: {
    page_is_statement: isStatement,
    header: {
      institution_name: null,
      account_holder_name: null,
      account_number_last4: last4,
      routing_number: null,
      statement_kind: null,
      period_start: period?.[0] ?? null,
      period_end: period?.[1] ?? null,
      accounts: [],
    },
    rows: [],
  } satisfies PageRead,
});
const JAN: [string, string] = ['2025-01-01', '2025-01-31'];
const FEB: [string, string] = ['2025-02-01', '2025-02-28'];

test('one statement: later pages that print no period stay with it', () => {
  assert.deepEqual(statementGroups([page(1, JAN), page(2, null), page(3, JAN)]), [[1, 2, 3]]);
});

test('a page printing a new period starts the next statement', () => {
  assert.deepEqual(statementGroups([page(1, JAN), page(2, null), page(3, FEB), page(4, null)]), [
    [1, 2],
    [3, 4],
  ]);
});

test('the same period for another account is another statement; an unnamed account is not', () => {
  assert.deepEqual(statementGroups([page(1, JAN, '1234'), page(2, JAN, '5678')]), [[1], [2]]);
  assert.deepEqual(statementGroups([page(1, JAN, '1234'), page(2, JAN, null)]), [[1, 2]]);
});

test('a page that is not a statement page never starts one', () => {
  assert.deepEqual(statementGroups([page(1, JAN), page(2, FEB, null, false), page(3, null)]), [[1, 2, 3]]);
});
