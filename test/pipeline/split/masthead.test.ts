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
