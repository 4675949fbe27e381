// The reader's side of a second look (src/pipeline/ocr/engine.ts), through the pool as the service asks it: a
// page is rendered and prepared once for both engines' reads and for the cells read again after them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPdfPool } from '../../../src/readers/pool.ts';
import { OCR_ENGINES } from '../../../src/pipeline/ocr/types.ts';
import { scannedStatementFixture } from '../../helpers/page-cache.ts';

test('the cells of a page read again (first look and tie-break) are read from the page each reader kept: no render, no clean', async () => {
  const scan = await scannedStatementFixture('westfield-commerce', 1, 'clean'); // made once per run
  const pool = createPdfPool({ threads: 2, timeoutMs: 60_000 });
  try {
    await Promise.all([pool.extract(scan.pdf), pool.extract(scan.pdf)]); // both readers up and free
    // 100 DPI: what is asserted is who rendered the page, not what the engines read
    const reads = await Promise.all(OCR_ENGINES.map((e) => pool.ocr(scan.pdf, 1, e, 100)));
    assert.equal(reads.filter((r) => r.prepared).length, 1, 'the page was prepared once for the two reads');
    const word = reads.find((r) => r.engine === 'tesseract')!.words.find((w) => /\d/.test(w.text))!;
    const cell = { x0: word.x0 - 2, y0: word.y0 - 2, x1: word.x1 + 2, y1: word.y1 + 2 };
    const again = await Promise.all(
      OCR_ENGINES.flatMap((e) => [
        pool.ocr(scan.pdf, 1, e, 100, [cell]),
        pool.ocr(scan.pdf, 1, e, 100, [{ ...cell, tieBreak: true }]),
      ]),
    );
    assert.deepEqual(
      again.map((r) => [r.engine, r.prepared, r.stages?.render]),
      OCR_ENGINES.flatMap((e) => [
        [e, false, 0],
        [e, false, 0],
      ]),
    );
    // another page of the file was not kept: asking for its cells renders it
    const other = await pool.ocr(scan.pdf, 2, 'tesseract', 100, [cell]);
    assert.equal(other.prepared, true);
  } finally {
    await pool.destroy();
  }
});
