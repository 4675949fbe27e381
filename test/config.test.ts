// Settings a deployment notices: local OCR reads scans unless it is turned off, and a misspelt engine
// stops the start rather than silently reading nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config.ts';

test('OCR_ENGINES: both engines by default; none or empty turns local OCR off', () => {
  assert.deepEqual(loadConfig({}).ocr.engines, ['tesseract', 'paddle']);
  assert.deepEqual(loadConfig({ OCR_ENGINES: 'none' }).ocr.engines, []);
  assert.deepEqual(loadConfig({ OCR_ENGINES: '' }).ocr.engines, []);
  assert.deepEqual(loadConfig({ OCR_ENGINES: ' paddle ' }).ocr.engines, ['paddle']);
  assert.deepEqual(loadConfig({ OCR_ENGINES: 'paddle,tesseract' }).ocr.engines, ['paddle', 'tesseract']);
});

test('OCR_ENGINES: an unknown or repeated engine stops the start with the setting named', () => {
  assert.throws(() => loadConfig({ OCR_ENGINES: 'tesseract,easyocr' }), /OCR_ENGINES must be one or two of/);
  assert.throws(() => loadConfig({ OCR_ENGINES: 'paddle,paddle' }), /OCR_ENGINES/);
  assert.throws(() => loadConfig({ OCR_ENGINES: 'off' }), /OCR_ENGINES/);
});
