// A scanner's searchable PDF is known by what its pages hold: an image covering the page with the words an OCR
// tool read laid over it invisible (or under it). A born-digital page, even one printed over a full-page
// background image, is not. The producer naming an OCR tool is recorded as supporting evidence.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import type { Fixture } from '../../../scripts/generator/index.ts';
import { statementFixture } from '../../helpers/page-cache.ts';
import { ocrNoise, searchablePdf } from '../image/scanned.ts';

describe('an OCR text layer over a scanned page', () => {
  let source: Fixture;
  before(async () => {
    source = await statementFixture('pioneer-fcu', 1, { rows: 8 });
  });

  test('a page image with its words drawn invisible over it is an OCR layer, read as text', async () => {
    const r = await extractPdf(await searchablePdf(source.pdf, { noise: ocrNoise }));
    assert.deepEqual(r.pages[0]!.ocrLayer, { hidden: 'invisible_text', tool: null });
    assert.equal(r.modes[0]!.mode, 'text');
    assert.ok(
      r.pages[0]!.runs.some((x) => x.str.includes(' .')),
      'the layer is read as it is',
    );
  });

  test('words drawn under the page image are an OCR layer too; a producer naming an OCR tool is recorded', async () => {
    const producer = 'ocrmypdf 16.4.0 / Tesseract OCR-PDF 5.3.4';
    const r = await extractPdf(await searchablePdf(source.pdf, { layer: 'under', producer }));
    assert.deepEqual(r.pages[0]!.ocrLayer, { hidden: 'text_under_image', tool: producer });
  });

  test('a born-digital page is no OCR layer, nor is text printed visible over a full-page background image', async () => {
    const born = await extractPdf(source.pdf);
    assert.equal(born.pages[0]!.ocrLayer, undefined);
    const background = await extractPdf(await searchablePdf(source.pdf, { layer: 'visible' }));
    assert.equal(background.pages[0]!.ocrLayer, undefined);
  });
});
