// PDF stage speed: bare pdfjs text extraction vs extractPdf (in-process and through the reader pool),
// and 300 DPI render time. Run: node --import tsx bench/pdf.ts
import { pathToFileURL } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateCorpus } from '../scripts/generator/index.ts';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { documentParams, DEFAULT_LIMITS } from '../src/pipeline/pdf/open.ts';
import { createPdfPool } from '../src/readers/pool.ts';
import { renderPage } from '../src/pipeline/pdf/render.ts';
import { splitFile } from '../src/pipeline/split/index.ts';

async function bareText(bytes: Uint8Array): Promise<number> {
  const doc = await pdfjs.getDocument(documentParams(new Uint8Array(bytes), DEFAULT_LIMITS, 'text')).promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    await page.getTextContent();
    page.cleanup();
  }
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

async function timed(fn: () => Promise<number>): Promise<{ ms: number; pages: number }> {
  const t = performance.now();
  const pages = await fn();
  return { ms: performance.now() - t, pages };
}

const rate = (r: { ms: number; pages: number }): number => Math.round((r.pages / r.ms) * 1000 * 10) / 10;

export async function benchPdf(): Promise<Record<string, number>> {
  const files = (await generateCorpus({ packets: false, tampered: false })).map((f) => f.pdf);
  const rounds = 3;
  for (const f of files) {
    await bareText(f); // warm-up: module load, JIT
    await extractPdf(f);
  }

  // Interleaved per file, so load from other processes hits all three alike.
  const bare = { ms: 0, pages: 0 };
  const extract = { ms: 0, pages: 0 };
  const extractSplit = { ms: 0, pages: 0 };
  const add = async (acc: { ms: number; pages: number }, fn: () => Promise<number>): Promise<void> => {
    const r = await timed(fn);
    acc.ms += r.ms;
    acc.pages += r.pages;
  };
  for (let i = 0; i < rounds; i++) {
    for (const f of files) {
      await add(bare, () => bareText(f));
      await add(extract, async () => (await extractPdf(f)).pageCount);
      await add(extractSplit, async () => {
        const r = await extractPdf(f);
        splitFile(r.pages, r.modes);
        return r.pageCount;
      });
    }
  }

  const threads = 2;
  const pool = createPdfPool({ threads });
  let poolRate = 0;
  try {
    await Promise.all(files.slice(0, threads).map((f) => pool.extract(f))); // start the readers
    const jobs = Array.from({ length: rounds * 2 }, () => files).flat();
    const viaPool = await timed(async () =>
      (await Promise.all(jobs.map((f) => pool.extract(f)))).reduce((s, r) => s + r.pageCount, 0),
    );
    poolRate = rate(viaPool);
  } finally {
    await pool.destroy();
  }

  await renderPage(files[0], 1, 300);
  const renders = 4;
  const render = await timed(async () => {
    for (let i = 0; i < renders; i++) await renderPage(files[0], 1 + (i % 2), 300);
    return renders;
  });

  return {
    pages_per_round: files.length ? Math.round(extract.pages / rounds) : 0,
    bare_pdfjs_text_pages_per_s: rate(bare),
    extract_pages_per_s: rate(extract),
    extract_plus_split_pages_per_s: rate(extractSplit),
    extract_overhead_vs_bare: Math.round((extract.ms / bare.ms) * 100) / 100,
    [`pool_${threads}_readers_pages_per_s`]: poolRate,
    render_300dpi_ms_per_page: Math.round(render.ms / renders),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchPdf();
  for (const [k, v] of Object.entries(r)) console.log(`${k.padEnd(36)} ${v}`);
}
