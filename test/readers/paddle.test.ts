// PaddleOCR's pre-processing (pure) and its read of a real rendered scan: detection at the page scaled by 0.4,
// recognition per box.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { paddleWords, resample } from '../../src/readers/ocr/paddle.ts';
import { renderPixels } from '../../src/pipeline/pdf/render.ts';
import { preparePage } from '../../src/pipeline/ocr/prepare.ts';
import { scannedStatementFixture } from '../helpers/page-cache.ts';

describe('paddle resample', () => {
  test('at the same size a region comes back as it is', () => {
    const gray = Uint8Array.from({ length: 6 * 4 }, (_, i) => (i * 37) % 256); // 6×4, rows 1–2 from column 1
    assert.deepEqual([...resample(gray, 6, 1, 1, 4, 2, 4, 2)], [3, 40, 77, 114, 225, 6, 43, 80]);
  });

  test('halving averages each 2×2 block; doubling keeps the edges and interpolates between', () => {
    const gray = Uint8Array.from([0, 100, 200, 40, 0, 100, 200, 40]); // 4×2
    assert.deepEqual([...resample(gray, 4, 0, 0, 4, 2, 2, 1)], [50, 120]);
    const up = resample(Uint8Array.from([0, 200]), 2, 0, 0, 2, 1, 4, 1);
    assert.deepEqual([...up], [0, 50, 150, 200]);
  });
});

describe('paddle reads a rendered scan', () => {
  test('every amount of page 1 of a clean 300 DPI scan is among its words', { timeout: 300_000 }, async () => {
    const scan = await scannedStatementFixture('westfield-commerce', 1, 'clean'); // made once per run
    const img = preparePage(await renderPixels(scan.pdf, 1, 300), 1);
    const words = (await paddleWords(img.gray, img.width, img.height)).map((w) => w.text);
    const printed = (cents: string) => Number(cents).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const rows = scan.truth.statements[0]!.transactions.filter((t) => t.page === 1);
    assert.ok(rows.length >= 10);
    const missing = rows.map((t) => printed(t.amount)).filter((a) => !words.some((w) => w.includes(a)));
    assert.deepEqual(missing, []);
  });
});
