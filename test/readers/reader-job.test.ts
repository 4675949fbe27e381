// A whole job inside a reader (pool `job`, the command line's batch): the same Result as the pipeline
// run in this process over the pool, a long file declined (it is read in page ranges instead), and a
// hostile file still dies alone with the pool's reason, before its read ended.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createPdfPool } from '../../src/readers/pool.ts';
import type { PdfPool } from '../../src/pipeline/ports/pdf.ts';
import { runPipeline } from '../../src/pipeline/run.ts';
import { buildIntake } from '../../src/jobs/submit.ts';
import type { AcceptedType } from '../../src/pipeline/sniff.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { tinyPng } from '../helpers/files.ts';
import { ocrNoise, searchablePdf } from '../pipeline/image/scanned.ts';

const pool = createPdfPool({ threads: 2, timeoutMs: 60_000, splitPages: 5 });
after(() => pool.destroy());

function jobInput(
  bytes: Uint8Array,
  filename = 'statement.pdf',
  contentType: AcceptedType = 'application/pdf',
): Parameters<typeof runPipeline>[0] {
  const createdAt = new Date('2026-01-02T03:04:05Z');
  const intake = buildIntake(
    { source: 'upload', fields: {}, files: [{ filename, contentType, bytes }], receivedAt: createdAt },
    [createHash('sha256').update(bytes).digest('hex')],
  );
  return {
    jobId: 'job_test',
    tenantId: 'cli',
    source: 'upload',
    createdAt,
    intake,
    options: {},
    files: [{ ...intake.files[0]!, data: bytes }],
  };
}

/** Clock readings and stage timings differ between two runs of the same job; nothing else may. */
function timeless(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(timeless);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, k === 'ms' || k === 'completed_at' ? 0 : timeless(x)]),
    );
  return v;
}

async function inThisProcess(input: Parameters<typeof runPipeline>[0], pdf: PdfPool) {
  return runPipeline(input, { now: () => new Date(), pdf }, { signal: new AbortController().signal });
}

test('a statement read as a whole job in a reader gives the Result the pipeline gives in this process', async () => {
  const fx = await generateStatementPdf(LAYOUTS[1]!.name, 3);
  const answer = await pool.job(jobInput(fx.pdf));
  assert.ok('outcome' in answer, JSON.stringify(answer));
  assert.equal(answer.outcome.result.statements[0]!.gate.status, 'accepted');
  assert.equal(answer.outcome.result.statements[0]!.transactions.length, fx.truth.statements[0]!.transactions.length);
  assert.deepEqual(timeless(answer.outcome), timeless(await inThisProcess(jobInput(fx.pdf), pool)));
});

test('a photo is converted and read inside the job as in this process (no model: the image read is unavailable)', async () => {
  const input = () => jobInput(tinyPng(), 'photo.png', 'image/png');
  const answer = await pool.job(input());
  assert.ok('outcome' in answer, JSON.stringify(answer));
  assert.equal(answer.outcome.result.files[0]!.page_count, 1);
  assert.deepEqual(timeless(answer.outcome), timeless(await inThisProcess(input(), pool)));
});

test('with OCR engines configured a scan is declined (its pages are OCRed through the pool), a text statement is not', async () => {
  const photo = { ...jobInput(tinyPng(), 'photo.png', 'image/png'), ocrEngines: ['tesseract' as const] };
  assert.deepEqual(await pool.job(photo), { declined: true });
  const fx = await generateStatementPdf(LAYOUTS[1]!.name, 3);
  const text = await pool.job({ ...jobInput(fx.pdf), ocrEngines: ['tesseract', 'paddle'] });
  assert.ok('outcome' in text, JSON.stringify(text));
  assert.equal(text.outcome.result.statements[0]!.gate.status, 'accepted');
});

test('a file longer than a page range is declined: the caller reads it in ranges across readers', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 6; n++) doc.addPage([612, 792]).drawText(`Page ${n}`, { x: 72, y: 700, size: 12, font });
  assert.deepEqual(await pool.job(jobInput(await doc.save())), { declined: true });
});

test('a file the reader refuses fails inside the job as it does in this process', async () => {
  const truncated = new Uint8Array(
    readFileSync(new URL('../fixtures/hostile/h06-truncated-eof-in-array.pdf', import.meta.url)),
  );
  const answer = await pool.job(jobInput(truncated, 'broken.pdf'));
  assert.ok('outcome' in answer);
  assert.equal(answer.outcome.result.files[0]!.reason, 'truncated');
  assert.deepEqual(timeless(answer.outcome), timeless(await inThisProcess(jobInput(truncated, 'broken.pdf'), pool)));
});

test('a heap bomb kills its reader during the read: the pool says memory_limit, before the read ended', async () => {
  const tight = createPdfPool({ threads: 1, maxMemoryMb: 160, maxRssMb: 700, timeoutMs: 60_000 });
  try {
    const bomb = new Uint8Array(
      readFileSync(new URL('../fixtures/hostile/g02-heap-bomb-40MB-string.pdf', import.meta.url)),
    );
    const answer = await tight.job(jobInput(bomb, 'bomb.pdf'));
    assert.ok('died' in answer, JSON.stringify(answer));
    assert.equal(answer.died.reason, 'memory_limit');
    assert.equal(answer.afterRead, false);
    // the same pool goes on with the next job
    const fx = await generateStatementPdf(LAYOUTS[0]!.name, 4);
    const next = await tight.job(jobInput(fx.pdf));
    assert.ok('outcome' in next && next.outcome.result.statements.length === 1);
  } finally {
    await tight.destroy();
  }
});

test("with OCR engines configured a searchable PDF whose OCR layer fails the gate is declined too: the command's batch OCRs it as the service does", async () => {
  const source = await generateStatementPdf('pioneer-fcu', 1, { rows: 8 });
  const searchable = await searchablePdf(source.pdf, { noise: ocrNoise });
  assert.deepEqual(await pool.job({ ...jobInput(searchable), ocrEngines: ['tesseract', 'paddle'] }), {
    declined: true,
  });
  // OCR off: the layer's read, in review
  const off = await pool.job(jobInput(searchable));
  assert.ok('outcome' in off, JSON.stringify(off));
  assert.equal(off.outcome.result.statements[0]!.gate.status, 'review_required');
});
