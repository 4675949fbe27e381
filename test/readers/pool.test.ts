// Hostile PDFs from public test suites (test/fixtures/hostile/SOURCES.tsv) through the worker pool: each
// ends as a clear failure with its reason or as a correct read, and the pool keeps serving.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createPdfPool } from '../../src/readers/pool.ts';
import { PdfReadError, type PdfFailReason } from '../../src/pipeline/pdf/errors.ts';
import { rawPdf } from '../pipeline/pdf/raw-pdf.ts';
import { prepareFile } from '../../src/pipeline/intake/prepare.ts';
import { OCR_ENGINES } from '../../src/pipeline/ocr/types.ts';
import { scannedStatementFixture } from '../helpers/page-cache.ts';

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../fixtures/hostile/${name}`, import.meta.url)));
const pool = createPdfPool({ threads: 2, timeoutMs: 20_000 });
after(() => pool.destroy());

async function goodPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 12, font });
  return doc.save();
}

async function failsWith(bytes: Uint8Array, reason: PdfFailReason, on = pool): Promise<void> {
  await assert.rejects(on.extract(bytes), (e: unknown) => {
    assert.ok(e instanceof PdfReadError, `expected PdfReadError, got ${String(e)}`);
    assert.equal(e.reason, reason, e.detail ?? '');
    assert.ok(e.message.length > 10);
    return true;
  });
}

const FAILURES: Array<[string, PdfFailReason]> = [
  ['h01-no-header-5-bytes.pdf', 'not_a_pdf'],
  ['h06-truncated-eof-in-array.pdf', 'truncated'],
  ['h09-encrypted-rc4-40-user-password.pdf', 'password_protected'],
];
for (const [file, reason] of FAILURES) {
  test(`${file} fails as ${reason}`, () => failsWith(fixture(file), reason));
}

test('readable hostile files read correctly', async () => {
  const loop = await pool.extract(fixture('h03-page-tree-loop.pdf')); // the cycle is cut, the real page read
  assert.equal(loop.pageCount, 1);
  assert.equal(loop.pages[0].runs.map((r) => r.str).join(' '), 'Potato');

  const nested = await pool.extract(fixture('h05-deeply-nested-objects.pdf'));
  assert.equal(nested.pageCount, 10);
  assert.match(nested.pages[0].runs.map((r) => r.str).join(' '), /Sample PDF Document/);

  const aes = await pool.extract(fixture('h11-encrypted-aes256-owner-only.pdf')); // empty user password opens
  assert.equal(aes.pageCount, 1);

  const bomb = await pool.extract(fixture('h13-jbig2-decompression-bomb.pdf')); // text read never decodes images
  assert.match(bomb.pages[0].runs.map((r) => r.str).join(' '), /GIANT JBIG2 BOMB/);

  const js = await pool.extract(fixture('h15-javascript-in-object-streams.pdf')); // scripts are ignored
  assert.equal(js.pageCount, 2);

  const count = await pool.extract(fixture('h18-page-count-213M.pdf')); // the claimed /Count is not believed
  assert.equal(count.pageCount, 1);

  const shifted = await pool.extract(fixture('h20-one-byte-missing.pdf')); // xref rebuilt
  assert.match(shifted.pages[0].runs.map((r) => r.str).join(' '), /This is a test document/);
});

test('a decompression bomb renders within the pixel cap', async () => {
  const png = await pool.render(fixture('h13-jbig2-decompression-bomb.pdf'), 1, 300);
  assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  assert.ok(png.length < 5_000_000);
});

test('images convert to PDF in a reader; a pixel bomb fails there as too_large', async () => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const c = createCanvas(400, 200);
  const png = new Uint8Array(c.toBuffer('image/png'));
  const pdf = await prepareFile(png, pool.imageToPdf);
  assert.deepEqual((await pool.extract(pdf.pdf)).imagePages, [1]);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(40000, 16);
  bomb.writeUInt32BE(40000, 20);
  await assert.rejects(
    pool.imageToPdf(new Uint8Array(bomb), 'image/png'),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'too_large',
  );
});

test('render gives a 300 DPI PNG of the page', async () => {
  const r = await pool.renderPage(await goodPdf('Ending balance 2,000.00'), 1, 300);
  assert.deepEqual([r.widthPx, r.heightPx, r.dpi], [2550, 3300, 300]);
  assert.equal(Buffer.from(r.png.subarray(1, 4)).toString('latin1'), 'PNG');
});

test('a file that runs past its time limit fails as timeout; the pool then reads the next file', async () => {
  const deaths: string[] = [];
  const slow = createPdfPool({ threads: 1, timeoutMs: 1, onReaderDeath: (why) => deaths.push(why) });
  try {
    await failsWith(await goodPdf('never read in time'), 'timeout', slow);
    assert.deepEqual(deaths, ['timeout'], 'the killed reader is reported (the reader-restart metric)');
  } finally {
    await slow.destroy();
  }
  const r = await pool.extract(await goodPdf('still serving'));
  assert.equal(r.pages[0].runs[0].str, 'still serving');
});

// One pool with tight limits for the bombs (a fresh reader per bomb costs about a second).
const tight = createPdfPool({ threads: 1, maxMemoryMb: 160, maxRssMb: 700, maxPages: 2, timeoutMs: 60_000 });
after(() => tight.destroy());

test('a file that exhausts the parser heap fails as memory_limit; the same pool then reads a good file', async () => {
  await failsWith(fixture('g02-heap-bomb-40MB-string.pdf'), 'memory_limit', tight);
  const r = await tight.extract(await goodPdf('after the heap bomb'));
  assert.equal(r.pages[0].runs[0].str, 'after the heap bomb');
});

test('a Flate stream bomb (native memory, no heap limit sees it) fails as memory_limit', async () => {
  await failsWith(fixture('g01-flate-bomb-1.5GB.pdf'), 'memory_limit', tight);
  const r = await tight.extract(await goodPdf('after the stream bomb'));
  assert.equal(r.pages[0].runs[0].str, 'after the stream bomb');
});

test('page limit of the pool applies', () =>
  failsWith(rawPdf([{ content: '' }, { content: '' }, { content: '' }]), 'too_many_pages', tight));

test('hostile file then good file on the same pool, concurrently with others', async () => {
  const results = await Promise.allSettled([
    pool.extract(fixture('h09-encrypted-rc4-40-user-password.pdf')),
    pool.extract(fixture('h01-no-header-5-bytes.pdf')),
    pool.extract(await goodPdf('good one')),
    pool.extract(fixture('h06-truncated-eof-in-array.pdf')),
    pool.extract(await goodPdf('good two')),
  ]);
  assert.deepEqual(
    results.map((r) => r.status),
    ['rejected', 'rejected', 'fulfilled', 'rejected', 'fulfilled'],
  );
  const good = results
    .filter((r) => r.status === 'fulfilled')
    .map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof pool.extract>>>).value.pages[0].runs[0].str);
  assert.deepEqual(good, ['good one', 'good two']);
});

test('a long file is read in page ranges across readers: the same pages and modes as one read, in order', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 7; n++)
    doc.addPage([612, 792]).drawText(`Page ${n} of the statement`, { x: 72, y: 700 - n * 10, size: 12, font });
  const bytes = await doc.save();
  const split = createPdfPool({ threads: 2, timeoutMs: 20_000, splitPages: 2 });
  const whole = createPdfPool({ threads: 1, timeoutMs: 20_000, splitPages: 100 });
  try {
    const [inRanges, inOne] = await Promise.all([split.extract(bytes), whole.extract(bytes)]);
    assert.equal(inRanges.pageCount, 7);
    assert.deepEqual(
      inRanges.pages.map((p) => p.page),
      [1, 2, 3, 4, 5, 6, 7],
    );
    // pdfjs names fonts per loaded document (g_d<N>_f<M>): a reader's Nth file differs from its first,
    // split or not, so names are compared for shape only
    const unnamed = (r: typeof inOne) => ({
      ...r,
      pages: r.pages.map((p) => ({
        ...p,
        runs: p.runs.map((x) => ({ ...x, fontName: /^g_d\d+_f\d+$/.test(x.fontName) ? 'g' : x.fontName })),
      })),
    });
    assert.deepEqual(unnamed(inRanges), unnamed(inOne));
    assert.equal(inRanges.pages[4]!.runs.map((r) => r.str).join(''), 'Page 5 of the statement');
    await failsWith(fixture('h06-truncated-eof-in-array.pdf'), 'truncated', split); // a bad file still fails as one
  } finally {
    await Promise.all([split.destroy(), whole.destroy()]);
  }
});

/** The reader processes of this test process (children whose parent is this pid), from /proc. */
function readerPids(): Set<number> {
  const out = new Set<number>();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'latin1');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid) out.add(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

test('a reader ending at its idle time is never handed the next file (it came back as corrupt)', async () => {
  const idleMs = 300;
  const idle = createPdfPool({ threads: 1, timeoutMs: 20_000, idleTimeoutMs: idleMs });
  try {
    const bytes = await goodPdf('read after an idle end');
    for (let round = 0; round < 2; round++) {
      await idle.extract(bytes);
      // armed in the same turn as the reader's idle timer, with the same delay: it fires right after it,
      // in the moment the reader has been told to end but its exit is not yet seen
      await new Promise((res) => setTimeout(res, idleMs));
      const r = await idle.extract(bytes);
      assert.equal(r.pages[0]!.runs[0]!.str, 'read after an idle end');
    }
  } finally {
    await idle.destroy();
  }
});

test('a file whose reader is killed from outside while reading it is read again on a fresh reader', async () => {
  const solo = createPdfPool({ threads: 1, timeoutMs: 20_000 });
  try {
    const before = readerPids();
    const bytes = await goodPdf('read on the second reader');
    await solo.extract(bytes); // the reader is up and idle
    const [pid] = [...readerPids()].filter((p) => !before.has(p));
    assert.ok(pid, 'the pool started a reader process');
    const reading = solo.extract(bytes); // sent to that reader now
    process.kill(pid, 'SIGKILL'); // as the kernel's out-of-memory killer would
    const r = await reading;
    assert.equal(r.pages[0]!.runs[0]!.str, 'read on the second reader');
  } finally {
    await solo.destroy();
  }
});

test('both reads of a scanned page asked together: one reader prepares the page, the other takes its image', async () => {
  const scan = await scannedStatementFixture('westfield-commerce', 1, 'clean'); // made once per run
  const ocrPool = createPdfPool({ threads: 2, timeoutMs: 20_000 });
  try {
    await Promise.all([ocrPool.extract(scan.pdf), ocrPool.extract(scan.pdf)]); // both readers up and free
    // 100 DPI: what is asserted is who prepared the page, not what the engines read
    const reads = await Promise.all(OCR_ENGINES.map((e) => ocrPool.ocr(scan.pdf, 1, e, 100)));
    assert.deepEqual(reads.map((r) => r.engine).sort(), ['paddle', 'tesseract']);
    assert.equal(reads.filter((r) => r.prepared).length, 1, 'the page was prepared once for the two reads');
    assert.notEqual(reads[0]!.readerPid, reads[1]!.readerPid, 'the two reads ran in two readers');
  } finally {
    await ocrPool.destroy();
  }
});
