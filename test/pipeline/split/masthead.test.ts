// The masthead (the words a page prints at its top, a bank's name usually) tells one statement from the next. A
// continuation page's column titles are no masthead: taken for one, a page printed on taller paper (A4, so the
// titles fell inside the top band) was cut from its statement as another bank's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageFeatures } from '../../../src/pipeline/split/features.ts';
import type { PageText } from '../../../src/pipeline/types.ts';

const page = (lines: Array<[y: number, text: string]>, height = 792): PageText => ({
  page: 1,
  width: 612,
  height,
  runs: lines.flatMap(([y, text]) =>
    text.split('  ').map((str, i) => ({ str, x: 40 + i * 90, y, width: str.length * 4.5, height: 8, fontName: 'f' })),
  ),
});

test('column titles at the top of a continuation page are no masthead', () => {
  const titles = page([
    [100, 'Date  Transaction Description  Withdrawal  Deposit  Balance'],
    [115, '04/02/2025  CARD PURCHASE  12.00    1,000.00'],
  ]);
  assert.equal(pageFeatures(titles).masthead, null);
  assert.equal(pageFeatures({ ...titles, height: 842 }).masthead, null);
});

test("a bank's name at the top of the page is its masthead", () => {
  const top = page([
    [40, 'Harbor Test Bank'],
    [100, 'Date  Description  Amount  Balance'],
  ]);
  assert.equal(pageFeatures(top).masthead, 'harbor test bank');
});

// A line-printer statement heads each page after the first with its section marked as going on (`CHECKING ACTIVITY -
// CONTINUED`) over a balance brought forward: taken for a masthead other than the first page's bank name, with that
// balance on the page, every later page was cut off as another bank's statement.
test('a heading marked continued at the top of a page is no masthead', () => {
  const top = page([
    [42, 'ACCOUNT 1105583327 | STATEMENT PERIOD 03/01/2024 - 03/31/2024 | PAGE 2'],
    [70, 'CHECKING ACTIVITY - CONTINUED'],
    [84, 'DATE  CHECK  DESCRIPTION  CREDITS  DEBITS  BALANCE'],
  ]);
  assert.equal(pageFeatures(top).masthead, null);
});
