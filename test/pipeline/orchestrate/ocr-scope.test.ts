// Which statements the local OCR engines read (OCR is on by default): only one with scanned pages, or with
// pages whose text layer is itself OCR over a scan (a scanner's searchable PDF). A born-digital statement whose
// ledger fails the gate goes to review from its text layer and never costs OCR (a 500-page text statement would
// otherwise take minutes of CPU); a scan is handed to the engines, and of a statement with both kinds of pages
// only its scanned pages; a searchable PDF is handed to them only when its OCR layer fails the gate.
import fs from 'node:fs';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTamper } from '../../../scripts/generator/tamper.ts';
import { TAMPERS, type Fixture } from '../../../scripts/generator/index.ts';
import { scannedStatementFixture, statementFixture } from '../../helpers/page-cache.ts';
import { documentIds } from '../../../src/pipeline/orchestrate/context.ts';
import { readFileDocuments } from '../../../src/pipeline/orchestrate/read-documents.ts';
import type { OcrEngineName, OcrPage } from '../../../src/pipeline/ocr/types.ts';
import { ocrNoise, searchablePdf } from '../image/scanned.ts';
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

describe('local OCR reads statements with scanned pages, not born-digital ones', () => {
  let tampered: Fixture;
  let scan: Fixture;
  before(async () => {
    tampered = await buildTamper(
      TAMPERS.find((t) => t.name === 'tamper-digit')!,
      1,
    );
    scan = await scannedStatementFixture('westfield-commerce', 1, 'clean');
  });

  test('a born-digital statement that fails the gate goes to review with no OCR', async () => {
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

describe("a scanner's searchable PDF: its OCR layer first, the engines when the layer fails the gate", () => {
  // pioneer-fcu's first 8 rows (one page), scanned at 150 DPI with its words laid invisible over the scan; the
  // engines' words for that page as recorded in test/fixtures/ocr (pioneer-fcu-searchable.json)
  let source: Fixture;
  let recorded: Record<OcrEngineName, OcrPage>;
  before(async () => {
    source = await statementFixture('pioneer-fcu', 1, { rows: 8 });
    recorded = JSON.parse(
      fs.readFileSync(new URL('../../fixtures/ocr/pioneer-fcu-searchable.json', import.meta.url), 'utf8'),
    ) as Record<OcrEngineName, OcrPage>;
  });

  test('a noisy OCR layer that fails the gate is read again by both engines and verified when they agree', async () => {
    const pdf = countingPool();
    pdf.ocr = async (_bytes, page, engine) => {
      pdf.asked.push(`${engine}:${page}`);
      return recorded[engine];
    };
    const doc = await readOne(await searchablePdf(source.pdf, { noise: ocrNoise }), pdf);
    assert.deepEqual([...pdf.asked].sort(), ['paddle:1', 'tesseract:1']);
    assert.ok(doc.type === 'statement', doc.type);
    const st = doc.statement;
    assert.equal(st.gate.status, 'accepted', st.gate.reasons.join(','));
    const truth = source.truth.statements[0]!;
    assert.deepEqual(
      [st.opening_balance, st.closing_balance, st.transactions.length],
      [truth.opening_balance, truth.closing_balance, truth.transactions.length],
    );
    assert.ok(st.transactions.every((t) => t.read_from === 'ocr'));
    // the layer's read is attempt 1, with why it failed; the engines' reads follow
    assert.deepEqual(
      st.attempts.map((a) => [a.read, a.engine ?? null, a.gate_status]),
      [
        ['layout', null, 'review_required'],
        ['ocr', 'tesseract', 'accepted'],
        ['ocr', 'paddle', 'accepted'],
      ],
    );
    assert.ok(st.attempts[0]!.reason?.includes('broken_text_layer'), st.attempts[0]!.reason ?? '');
  });

  test('an OCR layer that passes the gate is read from the layer: no OCR', async () => {
    const pdf = countingPool();
    const doc = await readOne(await searchablePdf(source.pdf), pdf);
    assert.ok(doc.type === 'statement', doc.type);
    assert.equal(doc.statement.gate.status, 'accepted', doc.statement.gate.reasons.join(','));
    assert.deepEqual(pdf.asked, []);
  });

  test('an OCR layer the engines cannot verify either stays in review with its own read, naming both attempts', async () => {
    const pdf = countingPool(); // every page the engines are asked for fails
    const doc = await readOne(await searchablePdf(source.pdf, { noise: ocrNoise }), pdf);
    assert.deepEqual([...pdf.asked].sort(), ['paddle:1', 'tesseract:1']);
    assert.ok(doc.type === 'statement', doc.type);
    const st = doc.statement;
    assert.equal(st.gate.status, 'review_required');
    assert.ok(st.gate.reasons.includes('broken_text_layer'), st.gate.reasons.join(','));
    assert.ok(st.gate.reasons.includes('ocr_failed:page 1:tesseract:crash'), st.gate.reasons.join(','));
    assert.deepEqual(
      st.attempts.map((a) => [a.read, a.engine ?? null]),
      [
        ['layout', null],
        ['ocr', 'tesseract'],
        ['ocr', 'paddle'],
      ],
    );
    assert.ok(st.transactions.every((t) => t.read_from === 'text'));
  });
});
