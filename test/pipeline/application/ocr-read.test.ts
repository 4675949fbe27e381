// A scanned application read from the local OCR engines' words through the same page geometry as a text
// layer: the words both engines gave for a photographed form (recorded from the reader pool, one page of
// test/fixtures/applications/scanned/photo-browser-left.jpg), the values the engines read alike as `ocr`,
// a value they read differently kept only as `ocr_unconfirmed` (never a value neither read), check boxes
// as far as the words show a tick, and box edges that must not glue a label's line to its value's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readApplication } from '../../../src/pipeline/application/read.ts';
import { formWords, ocrChoice, pickOcrValue } from '../../../src/pipeline/application/ocr-merge.ts';
import { nullModelClient } from '../../../src/pipeline/ports/model.ts';
import type { OcrPage, OcrWord } from '../../../src/pipeline/ocr/types.ts';

const DIR = new URL('../../fixtures/applications/scanned/', import.meta.url);
const recorded = (name: string): OcrPage[][] =>
  JSON.parse(fs.readFileSync(new URL(`ocr-words/${name}.json`, DIR), 'utf8'));

async function readScan(name: string, engines = ['tesseract', 'paddle']) {
  const pages = recorded(name);
  return readApplication(
    {
      documentId: 'doc_1',
      sourceFile: `${name}.jpg`,
      contentSha256: '',
      bytes: new Uint8Array(),
      pages: pages.map((_, i) => i + 1),
      pageTexts: pages.map((_, i) => ({ page: i + 1, width: 612, height: 792, runs: [] })),
      ocrReads: engines.map((engine) => ({ engine, pages: pages.map((p) => p.find((x) => x.engine === engine)!) })),
    },
    { client: nullModelClient, tenantId: 't' },
  );
}

test('a photographed form: both engines read through the label geometry give the fields and the owner, marked ocr', async () => {
  const truth = JSON.parse(fs.readFileSync(new URL('photo-browser-left.truth.json', DIR), 'utf8'));
  const app = await readScan('photo-browser-left');
  for (const k of ['ein', 'business_start_date', 'city', 'state', 'zip', 'requested_amount', 'monthly_revenue'])
    assert.equal(app.fields[k], truth.fields[k], k);
  assert.equal(app.fields.signed, true);
  assert.equal(app.fields.signed_date, truth.fields.signed_date);
  assert.equal(app.owners.length, 1);
  for (const k of ['name', 'email', 'date_of_birth', 'ssn_last4', 'ownership_pct'])
    assert.equal(app.owners[0]![k as 'name'], truth.owners[0][k], `owners[0].${k}`);
  assert.equal(app.field_sources.ein, 'ocr');
  assert.equal(app.field_sources['owners[0].name'], 'ocr');
  // the ticked box is read as `®` by one engine: the answer is the option it ticks, never the list
  assert.equal(app.fields.existing_advances_disclosed, 'Yes');
});

test('one engine alone: every value it reads is unconfirmed, and the application says so', async () => {
  const app = await readScan('photo-browser-left', ['tesseract']);
  assert.equal(app.fields.ein, '05-1050651');
  assert.equal(app.field_sources.ein, 'ocr_unconfirmed');
  assert.equal(app.status, 'review_required');
  assert.ok(app.review_reasons.some((r) => r.startsWith('application_ocr_unconfirmed:') && r.includes('ein')));
});

test('engines that disagree: the reading with the field shape is kept, unconfirmed; one neither read stays null', () => {
  assert.deepEqual(pickOcrValue('ein', ['96-3OO3339', '96-3003339']), { value: '96-3003339', confirmed: false });
  assert.deepEqual(pickOcrValue('city', ['Denver', 'Denver']), { value: 'Denver', confirmed: true });
  assert.deepEqual(pickOcrValue('home_phone', ['(988) 555-641 1', '(988) 555-6411']), {
    value: '(988) 555-6411',
    confirmed: true,
  });
  assert.equal(pickOcrValue('zip', [null, undefined]), null);
});

test('a check-box question: the option whose box the words show ticked, else no answer', () => {
  assert.equal(ocrChoice('entity_type', '® LLC 0O Corporation 0 S-Corp CO Partnership'), 'LLC');
  assert.equal(ocrChoice('existing_advances_disclosed', 'X Yes No'), 'Yes');
  // every box read as an empty one or lost: the list of options is no answer
  assert.equal(ocrChoice('entity_type', 'O LLC 0O Corporation J S-Corp Partnership'), null);
  assert.equal(ocrChoice('existing_advances_disclosed', 'Yes No'), null);
  assert.equal(ocrChoice('entity_type', 'Corporation'), 'Corporation');
});

test("a box's edges are not words: a tall bar is dropped, a bracket glued to a value is cut off", () => {
  const w = (text: string, y0: number, y1: number, x0 = 10): OcrWord => ({
    text,
    x0,
    x1: x0 + 20,
    y0,
    y1,
    confidence: 0.9,
  });
  const words = [
    w('LEGAL', 100, 120),
    w('NAME', 100, 120, 40),
    w('|', 95, 150, 5),
    w('[4712', 130, 150),
    w(':', 130, 150),
  ];
  assert.deepEqual(
    formWords(words).map((x) => x.text),
    ['LEGAL', 'NAME', '4712'],
  );
});
