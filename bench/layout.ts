// Layout engine speed and memory. Prints (and returns):
//   read+gate pages/s on one core vs bare pdfjs text extraction of the same pages (fixture corpus),
//   and for one 500-page statement: extraction and read+gate time and the process's peak RSS.
// Run: node --import tsx bench/layout.ts   (the 500-page part runs in a child process so its RSS is its own)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { readStatement } from '../src/pipeline/layout/read.ts';
import { gate } from '../src/pipeline/gate/index.ts';
import type { PageText } from '../src/pipeline/types.ts';

const round = (n: number): number => Number(n.toFixed(1));

// The generator and pdf-lib are loaded only by the parent: the 500-page child measures the reader alone.
const generator = () => import('../scripts/generator/index.ts');

async function corpusSpeed(): Promise<Record<string, number>> {
  const { generateStatementPdf, LAYOUTS } = await generator();
  const statements: PageText[][] = [];
  let extractMs = 0;
  let pages = 0;
  for (const layout of LAYOUTS) {
    const fx = await generateStatementPdf(layout.name, 1, { month: 0 });
    const t0 = performance.now();
    const ex = await extractPdf(fx.pdf);
    extractMs += performance.now() - t0;
    pages += ex.pages.length;
    statements.push(ex.pages);
  }
  for (const s of statements) gate(readStatement(s)); // warm up the JIT
  const reps = 5;
  const t1 = performance.now();
  for (let i = 0; i < reps; i++) for (const s of statements) gate(readStatement(s));
  const readMs = (performance.now() - t1) / reps;
  return {
    corpus_pages: pages,
    read_gate_pages_per_s: round(pages / (readMs / 1000)),
    pdfjs_extract_pages_per_s: round(pages / (extractMs / 1000)),
    read_gate_ms_per_page: Number((readMs / pages).toFixed(2)),
    extract_ms_per_page: Number((extractMs / pages).toFixed(2)),
  };
}

/** One statement of `n` pages: a long fixture's first page, its middle pages repeated, its last page. */
export async function bigStatement(n: number): Promise<Uint8Array> {
  const { generateStatementPdf } = await generator();
  const { PDFDocument } = await import('pdf-lib');
  const fx = await generateStatementPdf('meridian-sections', 1, { month: 0 });
  const src = await PDFDocument.load(fx.pdf);
  const out = await PDFDocument.create();
  const count = src.getPageCount();
  const middle = Array.from({ length: Math.max(1, count - 2) }, (_, i) => i + 1);
  const order = [0];
  while (order.length < n - 1) order.push(middle[(order.length - 1) % middle.length]);
  order.push(count - 1);
  const copied = await out.copyPages(src, order);
  for (const p of copied) out.addPage(p);
  return out.save();
}

async function bigRun(file: string): Promise<Record<string, number>> {
  const pdf = new Uint8Array(readFileSync(file));
  const rssBefore = Math.round(process.memoryUsage().rss / 1048576);
  const t0 = performance.now();
  const ex = await extractPdf(pdf);
  const extractMs = performance.now() - t0;
  const rssAfterExtract = Math.round(process.resourceUsage().maxRSS / 1024);
  const t1 = performance.now();
  const read = readStatement(ex.pages); // reads and gates (every reading it tries is gated)
  const readMs = performance.now() - t1;
  return {
    big_pages: ex.pages.length,
    big_rows: read.rows.length,
    big_extract_s: round(extractMs / 1000),
    big_read_gate_s: round(readMs / 1000),
    big_read_gate_pages_per_s: round(ex.pages.length / (readMs / 1000)),
    big_rss_before_extract_mb: rssBefore,
    big_peak_rss_after_extract_mb: rssAfterExtract,
    big_peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

export async function benchLayout(): Promise<Record<string, number>> {
  const speed = await corpusSpeed();
  const self = fileURLToPath(import.meta.url);
  // The 500-page file is built here and read in a child, so the child's peak RSS is extraction + read + gate.
  // The child gets a 256 MB V8 heap limit, as the PDF pool's reader processes run with a heap limit: without
  // one V8 collects lazily and RSS shows garbage not yet collected rather than what the work needs.
  const dir = mkdtempSync(join(tmpdir(), 'bench-layout-'));
  const file = join(dir, 'statement-500.pdf');
  writeFileSync(file, await bigStatement(500));
  let child: string;
  try {
    child = execFileSync(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', self, '--big', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const big = JSON.parse(child.trim().split('\n').pop() as string) as Record<string, number>;
  return {
    ...speed,
    ...big,
    read_gate_vs_extract: round(speed.read_gate_pages_per_s / speed.pdfjs_extract_pages_per_s),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--big')) {
    console.log(JSON.stringify(await bigRun(process.argv[process.argv.indexOf('--big') + 1])));
  } else {
    const r = await benchLayout();
    for (const [k, v] of Object.entries(r)) console.log(`${k.padEnd(28)} ${v}`);
    console.log(
      `layout: read+gate ${r.read_gate_pages_per_s} pages/s vs pdfjs extraction ${r.pdfjs_extract_pages_per_s} pages/s; 500 pages peak RSS ${r.big_peak_rss_mb} MB`,
    );
  }
}
