// A pool of child processes that read untrusted PDFs, one file at a time each.
//
// Why processes and not worker threads (piscina): a V8 heap overflow inside a worker thread that happens
// in one large allocation (pdfjs growing an array for a 40 MB string operand) is a FATAL error that
// aborts the whole Node process, resourceLimits or not; and stream bombs (a 1 MB Flate stream that
// inflates to gigabytes) grow native memory, which no heap limit sees. A child process can die of both
// without taking the service with it. Each file gets:
//   - a time limit: on expiry the child is killed and replaced            → PdfReadError 'timeout'
//   - a V8 heap limit (--max-old-space-size) and a resident-memory watch   → 'memory_limit'
//   - page and byte limits (checked in the child / before sending)         → 'too_many_pages', 'too_large'
// A hostile file fails its own task; the pool keeps serving.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFromSources } from '../build-stamp.mjs';
import { DEFAULT_LIMITS, type PdfLimits } from '../pipeline/pdf/limits.ts';
import { PdfReadError } from '../pipeline/pdf/errors.ts';
import type { PageRange, PdfReadResult } from '../pipeline/pdf/extract.ts';
import type { RenderedPage } from '../pipeline/pdf/render.ts';
import type { PdfPool } from '../pipeline/ports/pdf.ts';
import { OCR_DPI, type OcrPage } from '../pipeline/ocr/types.ts';
import type { PdfTask, PdfTaskResult, ReaderNote } from './tasks.ts';
import type { ReaderJobAnswer, ReaderJobInput } from './job.ts';
import { takeImage } from './share.ts';
import { ReaderProcesses } from './processes.ts';

export interface PdfPoolOptions {
  threads?: number; // reader processes; default: available cores, at most 4
  timeoutMs?: number; // per file (extract) or per page (render); default 60 s
  maxMemoryMb?: number; // V8 heap limit per reader; default 512
  maxRssMb?: number; // resident memory limit per reader (heap + native buffers); default 2 × heap + 512
  maxPages?: number; // default 2000
  maxBytes?: number; // default 100 MiB
  idleTimeoutMs?: number; // an idle reader exits after this long (it holds ~300 MB); default 60 s
  splitPages?: number; // a file longer than this is read in ranges of this many pages, across readers; default 100
  ocrTimeoutMs?: number; // per OCR page (render + recognize, seconds of CPU each); default 180 s
  /** Told when a reader dies holding a file (killed on a limit, or crashed); the pool starts another. */
  onReaderDeath?: (reason: string) => void;
}

/** A reader that died during a whole job: `afterRead` says whether its file had been read by then. */
export interface ReaderJobDeath {
  died: PdfReadError;
  afterRead: boolean;
}

/** The pipeline's PDF port, and a whole job (no model, no OCR) in a reader, under one file's limits (./job.ts). */
export interface ReaderPool extends PdfPool {
  job(input: ReaderJobInput): Promise<ReaderJobAnswer | ReaderJobDeath>;
}

/**
 * The reader process's entry: compiled (dist/), the one beside this module. From the sources (tests, `npm run
 * dev`): the compiled reader when dist/ was built from these very sources (ready in ~0.3 s from its code
 * cache; from the sources a reader loads pdfjs's ES modules, then the pipeline through tsx, ~1 s of CPU
 * more), else the sources' own.
 */
function readerEntry(): string {
  const beside = fileURLToPath(new URL('./child.mjs', import.meta.url));
  if (!import.meta.url.endsWith('/src/readers/pool.ts')) return beside;
  const root = fileURLToPath(new URL('../../', import.meta.url));
  return builtFromSources(root) ? path.join(root, 'dist', 'child.mjs') : beside;
}
/**
 * V8 flags of a reader. The heap limit always (it is the reader's memory limit). The rest were chosen by
 * alternated runs of a 24-statement batch on 2 cores, and only Node 20 (V8 11.3) measured faster with them:
 * - TurboFan waits for 8x V8's default interrupt budget before optimizing a function. A reader's jobs are
 *   short, and by default a third of a batch's CPU went to optimizing functions on background threads that
 *   then competed with the readers for the cores: wall 2.21 → 1.63 s, CPU 4.14 → 3.01 s. A hot loop is
 *   still optimized, a little later: a 500-page statement 5.8 → 5.2 s (without TurboFan at all: 9.5 s).
 * - A young generation of 8 MB from the start (V8 starts at 1 MB and grows it as it scavenges): reading
 *   allocates many short-lived objects (text items, runs, words). Not larger: each fresh page of memory
 *   costs a page fault (12 µs on the virtual machine measured), and 16 MB cost more than it saved.
 * - With no spare core for each reader, V8's GC helper threads only compete with the other readers: one
 *   thread then.
 * Node 22 and 24 (V8 12.4, 13.6) reject `--interrupt-budget` (they count invocations:
 * `--invocation-count-for-turbofan`), and tier up through Maglev first; on Node 24 neither 4x, 8x nor 16x that
 * count nor the young generation nor the single GC thread measured faster than no flag (batch CPU medians
 * of 12 alternated runs within 0.2 s of each other, docs/cli.md), so those readers get the heap limit alone.
 */
export function readerFlags(
  heapMb: number,
  readers: number,
  cores = availableParallelism(),
  nodeMajor = NODE_MAJOR,
): string[] {
  const flags = [`--max-old-space-size=${heapMb}`];
  if (nodeMajor >= 22) return flags;
  flags.push('--min-semi-space-size=8', '--max-semi-space-size=8', `--interrupt-budget=${8 * 67_584}`);
  if (cores <= readers) flags.push('--single-threaded-gc');
  return flags;
}

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

export function createPdfPool(opts: PdfPoolOptions = {}): ReaderPool {
  const size = Math.max(1, opts.threads ?? Math.min(4, availableParallelism()));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const heapMb = opts.maxMemoryMb ?? 512;
  const splitPages = Math.max(1, opts.splitPages ?? 100);
  const ocrTimeoutMs = opts.ocrTimeoutMs ?? Math.max(timeoutMs, 180_000);
  const limits: Partial<PdfLimits> = {
    maxPages: opts.maxPages ?? DEFAULT_LIMITS.maxPages,
    maxBytes: opts.maxBytes ?? DEFAULT_LIMITS.maxBytes,
  };
  const maxBytes = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const procs = new ReaderProcesses({
    size,
    rssMb: opts.maxRssMb ?? heapMb * 2 + 512,
    idleMs: opts.idleTimeoutMs ?? 60_000,
    execArgv: readerFlags(heapMb, size),
    entry: readerEntry,
    onReaderDeath: opts.onReaderDeath,
  });

  function runTask(task: PdfTask, onNote?: (note: ReaderNote) => void): Promise<PdfTaskResult & { ok: true }> {
    if (procs.closed) return Promise.reject(new Error('PDF pool is destroyed'));
    if ('bytes' in task && task.bytes.length > maxBytes) {
      // same limit for images as for PDFs
      return Promise.reject(new PdfReadError('too_large', `${task.bytes.length} bytes > ${limits.maxBytes}`));
    }
    return procs.run(task, task.op === 'ocr' ? ocrTimeoutMs : timeoutMs, onNote);
  }

  const renderPage = async (bytes: Uint8Array, page: number, dpi = 300): Promise<RenderedPage> =>
    (await runTask({ op: 'render', bytes, page, dpi, limits })).value as RenderedPage;

  return {
    extract: (bytes) =>
      readInRanges(
        bytes,
        splitPages,
        async (pages) => (await runTask({ op: 'extract', bytes, limits, pages })).value as PdfReadResult,
      ),
    renderPage,
    async imageToPdf(bytes, type) {
      return (await runTask({ op: 'image', bytes, type })).value as Uint8Array;
    },
    warm: (n = size) => procs.warm(n),
    async ocr(bytes, pageNumber, engine, dpi = OCR_DPI, cells) {
      const task: PdfTask = { op: 'ocr', bytes, page: pageNumber, dpi, engine, limits, ...(cells ? { cells } : {}) };
      return (await runTask(task, (n) => takeImage(task, n, procs.queued()) && procs.dispatch())).value as OcrPage;
    },
    async job(input) {
      // a file over the byte limit is refused before any reader sees it: the caller's own path says so
      if (input.files.some((f) => f.data.length > maxBytes)) return { declined: true };
      let afterRead = false;
      try {
        return (await runTask({ op: 'job', input, limits, splitPages }, (word) => (afterRead ||= word === 'read')))
          .value as ReaderJobAnswer;
      } catch (err) {
        if (err instanceof PdfReadError) return { died: err, afterRead };
        throw err;
      }
    },
    async render(bytes, pageNumber, dpi = 300) {
      return (await renderPage(bytes, pageNumber, dpi)).png;
    },
    destroy: () => procs.destroy(),
  };
}

/**
 * A large file is read in page ranges: the first range (half a range, so the page count is known early)
 * tells the page count, the rest go to whichever readers are free, each with its own time and memory limits
 * (and a smaller peak).
 */
async function readInRanges(
  bytes: Uint8Array,
  splitPages: number,
  read: (pages: PageRange) => Promise<PdfReadResult>,
): Promise<PdfReadResult> {
  const splitFirst = Math.max(1, Math.ceil(splitPages / 2));
  const first = await read({ from: 1, to: splitFirst });
  if (first.pageCount <= splitFirst) return first;
  const ranges: PageRange[] = [];
  for (let from = splitFirst + 1; from <= first.pageCount; from += splitPages)
    ranges.push({ from, to: Math.min(first.pageCount, from + splitPages - 1) });
  const parts = [first, ...(await Promise.all(ranges.map(read)))];
  return {
    pageCount: first.pageCount,
    pages: parts.flatMap((p) => p.pages),
    modes: parts.flatMap((p) => p.modes),
    imagePages: parts.flatMap((p) => p.imagePages),
  };
}
