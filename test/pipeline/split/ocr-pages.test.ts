// A scanned page has no text layer, so the split cannot type it; the OCR words of such a page go through the
// same classifier: one whose words say application is split as an application, anything else is left to the
// statement reader as before (a scanned statement is still one untyped scanned segment for it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitFile } from '../../../src/pipeline/split/index.ts';
import { untypedImagePages, withApplicationScans } from '../../../src/pipeline/split/ocr-pages.ts';
import type { PageText } from '../../../src/pipeline/types.ts';

const lines = (page: number, text: string[]): PageText => ({
  page,
  width: 612,
  height: 792,
  runs: text.map((str, i) => ({
    str,
    x: 40,
    y: 60 + 14 * i,
    width: str.length * 5,
    height: 9,
    fontName: 'ocr:tesseract',
  })),
});
const empty = (page: number): PageText => ({ page, width: 612, height: 792, runs: [] });

const APPLICATION_WORDS = [
  'MERCHANT CASH ADVANCE APPLICATION',
  'LEGAL BUSINESS NAME DBA',
  'FEDERAL TAX ID (EIN) BUSINESS START DATE',
  'Owner 1 FULL NAME',
  'SSN 960-65-5988',
  'Signature Date',
];
const STATEMENT_WORDS = [
  'Beginning balance 1,200.00',
  'Ending balance 900.00',
  'Statement period 01/01/2025 - 01/31/2025',
];

test('a scanned page whose OCR words say application is split as an application; a scanned statement page is not', () => {
  const pages = [empty(1), empty(2)];
  const before = splitFile(pages);
  assert.deepEqual(untypedImagePages(before.classes, [1, 2]), [1, 2]);
  const scans = withApplicationScans(pages, [lines(1, APPLICATION_WORDS), lines(2, STATEMENT_WORDS)]);
  assert.ok(scans);
  const after = splitFile(scans);
  assert.equal(after.classes[0]!.class, 'merchant_application');
  assert.equal(after.classes[1]!.class, 'unclassified');
  assert.deepEqual(
    after.segments.map((s) => [s.kind, s.pages]),
    [
      ['merchant_application', [1]],
      ['unclassified', [2]],
    ],
  );
});

test('no scanned page reads as an application: the split stands as it was', () => {
  assert.equal(withApplicationScans([empty(1)], [lines(1, STATEMENT_WORDS)]), null);
});
