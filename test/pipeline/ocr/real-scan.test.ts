// A real statement with a scanned page (us-bofa-01: page 1 has a text layer with the summary, page 2 is one
// JPEG holding every transaction, its dates printed day first). The two engines' words for page 2 are
// recorded in test/fixtures/ocr/us-bofa-01-page2.json (tesseract.js and PaddleOCR as the reader pool runs
// them, captured with src/readers/ocr/engine.ts `ocrPage` at 300 DPI), so this test runs the offline read's
// decisions on real engine output without the engines' minutes of CPU. Truth: truth.tsv (hand-checked).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { readScanOffline } from '../../../src/pipeline/image/ocr-read.ts';
import type { OcrEngineName, OcrPage } from '../../../src/pipeline/ocr/types.ts';

const fixture = (p: string) => new URL(`../../fixtures/${p}`, import.meta.url);
const recorded = JSON.parse(fs.readFileSync(fixture('ocr/us-bofa-01-page2.json'), 'utf8')) as Record<
  OcrEngineName,
  OcrPage
>;
const ocr = async (page: number, engine: OcrEngineName): Promise<OcrPage> => {
  assert.equal(page, 2, 'only the scanned page is OCRed');
  return recorded[engine];
};

test('a statement whose transactions page is a scan verifies at $0: text page from its text layer, scan read by both engines', async () => {
  const read = await extractPdf(new Uint8Array(fs.readFileSync(fixture('statements-real/us/us-bofa-01.pdf'))));
  assert.deepEqual(read.imagePages, [2]);
  const textPages = read.pages.filter((p) => p.page === 1);
  const r = await readScanOffline([2], ['tesseract', 'paddle'], ocr, { textPages });
  assert.deepEqual(r.reasons, []);
  assert.equal(r.verified, true);
  assert.deepEqual(
    r.attempts.map((a) => [a.engine, a.pages, a.gate_status]),
    [
      ['tesseract', [2], 'accepted'],
      ['paddle', [2], 'accepted'],
    ],
  );
  assert.equal(r.read?.periodStart, '2019-05-01');
  assert.equal(r.read?.periodEnd, '2019-05-31');
  // truth.tsv: 4 deposits of 50.00, 6 withdrawals; dates printed DD/MM/YY (19/05/19 is May 19)
  assert.deepEqual(
    r.rows.map((x) => [x.date, x.type, x.amountCents]),
    [
      ['2019-05-01', 'credit', 5000],
      ['2019-05-11', 'credit', 5000],
      ['2019-05-19', 'credit', 5000],
      ['2019-05-29', 'credit', 5000],
      ['2019-05-01', 'debit', 2500],
      ['2019-05-06', 'debit', 1049],
      ['2019-05-11', 'debit', 2500],
      ['2019-05-17', 'debit', 8951],
      ['2019-05-22', 'debit', 3281],
      ['2019-05-30', 'debit', 1719],
    ],
  );
});

test('the scanned page alone (no text page) leaves the statement without its balances: review, never a guess', async () => {
  const r = await readScanOffline([2], ['tesseract', 'paddle'], ocr);
  assert.equal(r.verified, false);
  assert.ok(
    r.reasons.some((x) => /missing_opening_balance|unreconciled/.test(x)),
    r.reasons.join(','),
  );
});
