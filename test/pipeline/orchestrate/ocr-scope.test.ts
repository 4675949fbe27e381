// Which statements the local OCR engines read (OCR is on by default): only one with scanned pages. A
// text-layer statement whose ledger fails the gate goes to review from its text layer and never costs OCR
// (a 500-page text statement would otherwise take minutes of CPU); a scan is handed to the engines, and
// of a statement with both kinds of pages only its scanned pages.
import fs from 'node:fs';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTamper } from '../../../scripts/generator/tamper.ts';
import { TAMPERS, type Fixture } from '../../../scripts/generator/index.ts';
import { scannedStatementFixture } from '../../helpers/page-cache.ts';
import { documentIds } from '../../../src/pipeline/orchestrate/context.ts';
import { readFileDocuments } from '../../../src/pipeline/orchestrate/read-documents.ts';
import type { OcrEngineName, OcrPage } from '../../../src/pipeline/ocr/types.ts';
import { contextFor, fakePool, jobInput, type FakePool } from './fakes.ts';

/** A pool in this process whose OCR records each page asked and fails it (no engine runs here). */
function countingPool(): FakePool & { asked: string[] } {
  const asked: string[] = [];
  return {
    ...fakePool(),
    asked,
    async ocr(_bytes: Uint8Array, page: number, engine: OcrEngineName) {
      asked.push(`${engine}:${page}`);
      throw Object.assign(new Error('no engine in this test'), { reason: 'crash' });
    },
  };
}

async function readOne(bytes: Uint8Array, pdf: FakePool) {
  const input = jobInput([{ name: 'statement.pdf', bytes }]);
  const run = contextFor(input, { pdf, ocrEngines: ['tesseract', 'paddle'] });
  return (await readFileDocuments(input.files[0]!, run, documentIds())).documents[0]!;
}

describe('local OCR reads only statements with scanned pages', () => {
  let tampered: Fixture;
  let scan: Fixture;
  before(async () => {
    tampered = await buildTamper(
      TAMPERS.find((t) => t.name === 'tamper-digit')!,
      1,
    );
    scan = await scannedStatementFixture('westfield-commerce', 1, 'clean');
  });

  test('a text-layer statement that fails the gate goes to review with no OCR', async () => {
    const pdf = countingPool();
    const doc = await readOne(tampered.pdf, pdf);
    assert.ok(doc.type === 'statement', doc.type);
    const st = doc.statement;
    assert.equal(st.gate.status, 'review_required');
    assert.deepEqual(pdf.asked, []);
    assert.ok(!st.attempts.some((a) => a.read === 'ocr'), JSON.stringify(st.attempts));
  });

  test('a scanned statement is handed to both engines, page by page; a failed page leaves it unread, saying why', async () => {
    const pdf = countingPool();
    const doc = await readOne(scan.pdf, pdf);
    const pages = scan.truth.statements[0]!.pages;
    assert.deepEqual([...pdf.asked].sort(), pages.flatMap((p) => [`paddle:${p}`, `tesseract:${p}`]).sort());
    // no engine read it and no model is configured: a scan no statement could be read from
    assert.ok(doc.type === 'unread', doc.type);
    assert.ok(doc.reason.includes(`ocr_failed:page ${pages[0]}:tesseract:crash`), doc.reason);
  });
});

test('a statement with a text page and a scanned page: only the scan is OCRed, the text page read as printed', async () => {
  // us-bofa-01 (real): page 1 text layer (summary), page 2 a JPEG of every transaction; the engines' words for
  // page 2 as recorded in test/fixtures/ocr (see test/pipeline/ocr/real-scan.test.ts)
  const fixture = (p: string) => new URL(`../../fixtures/${p}`, import.meta.url);
  const recorded = JSON.parse(fs.readFileSync(fixture('ocr/us-bofa-01-page2.json'), 'utf8')) as Record<
    OcrEngineName,
    OcrPage
  >;
  const pdf = countingPool();
  pdf.ocr = async (_bytes, page, engine) => {
    pdf.asked.push(`${engine}:${page}`);
    if (page !== 2) throw Object.assign(new Error('page 1 has a text layer'), { reason: 'crash' });
    return recorded[engine];
  };
  const doc = await readOne(new Uint8Array(fs.readFileSync(fixture('statements-real/us/us-bofa-01.pdf'))), pdf);
  assert.deepEqual([...pdf.asked].sort(), ['paddle:2', 'tesseract:2']);
  assert.ok(doc.type === 'statement', doc.type);
  const st = doc.statement;
  assert.equal(st.gate.status, 'accepted', st.gate.reasons.join(','));
  assert.deepEqual([st.opening_balance, st.closing_balance, st.transactions.length], ['25000.00', '25000.00', 10]);
  assert.deepEqual(
    st.attempts.filter((a) => a.read === 'ocr').map((a) => [a.engine, a.pages]),
    [
      ['tesseract', [2]],
      ['paddle', [2]],
    ],
  );
});
