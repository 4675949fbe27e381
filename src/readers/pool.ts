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
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFromSources } from '../build-stamp.mjs';
import { DEFAULT_LIMITS, type PdfLimits } from '../pipeline/pdf/limits.ts';
import { PdfReadError, fromErrorData } from '../pipeline/pdf/errors.ts';
import type { PageRange, PdfReadResult } from '../pipeline/pdf/extract.ts';
import type { RenderedPage } from '../pipeline/pdf/render.ts';
import type { PdfPool } from '../pipeline/ports/pdf.ts';
import type { CellBox } from '../pipeline/ocr/cell.ts';
import { OCR_DPI, type OcrEngineName, type OcrPage } from '../pipeline/ocr/types.ts';
import type { PdfTask, PdfTaskResult, ReaderNote } from './tasks.ts';
import type { ReaderJobAnswer, ReaderJobInput } from './job.ts';
import { pickTask, type ReaderView } from './assign.ts';
import { askToShare, takeImage, waitsForImage } from './share.ts';

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
const RSS_POLL_MS = 100;

interface Job {
  task: PdfTask;
  timeoutMs: number;
  resolve: (r: PdfTaskResult & { ok: true }) => void;
  reject: (e: Error) => void;
  onNote?: (note: ReaderNote) => void;
  retried?: boolean;
}

interface Reader {
  child: ChildProcess;
  ready: boolean;
  job: Job | null;
  killedFor: 'timeout' | 'memory_limit' | null;
  stderrTail: string;
  timers: NodeJS.Timeout[];
  idle: NodeJS.Timeout | null;
  /** OCR engines whose models this reader has loaded (they stay loaded for its life) */
  engines: Set<OcrEngineName>;
}

const newReader = (child: ChildProcess): Reader => ({
  child,
  ready: false,
  job: null,
  killedFor: null,
  stderrTail: '',
  timers: [],
  idle: null,
  engines: new Set(),
});
const isFree = (r: Reader): boolean => r.ready && !r.job && r.child.connected;
const view = (r: Reader): ReaderView => ({ free: isFree(r), engines: r.engines });

/** The next (free reader, queued task) to start, by ./assign.ts's preferences; null when none suits. */
function nextStart(readers: Set<Reader>, queue: Job[]): { r: Reader; i: number } | null {
  const all = [...readers];
  const running = all.flatMap((r) => (r.job ? [r.job.task] : []));
  const tasks = queue.map(({ task: t }) => ({
    engine: t.op === 'ocr' ? t.engine : undefined,
    image: t.op === 'ocr' && t.image !== undefined,
    waits: waitsForImage(t, running),
  }));
  for (const r of all.filter(isFree)) {
    const i = pickTask(view(r), all.filter((o) => o !== r).map(view), tasks);
    if (i >= 0) return { r, i };
  }
  return null;
}

const tasksOf = (queue: Job[]): PdfTask[] => queue.map((j) => j.task);

/** An OCR task starts in `r`: its engine stays loaded there; it shares its page if the other read is queued. */
function ocrStarts(r: Reader, task: PdfTask, queue: Job[]): void {
  if (task.op !== 'ocr') return;
  r.engines.add(task.engine);
  askToShare(task, tasksOf(queue));
}

function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return null; // not Linux, or already gone: the heap limit and the timeout still apply
  }
}

/** A task whose reader died of none of its limits (killed from outside, crashed): once more on a fresh reader. */
function retryOnce(job: Job, why: Error, queue: Job[]): void {
  if (!(why instanceof PdfReadError && why.reason === 'corrupt') || job.retried) return job.reject(why);
  job.retried = true;
  queue.unshift(job);
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
  const rssMb = opts.maxRssMb ?? heapMb * 2 + 512;
  const idleMs = opts.idleTimeoutMs ?? 60_000;
  const splitPages = Math.max(1, opts.splitPages ?? 100);
  const splitFirst = Math.max(1, Math.ceil(splitPages / 2)); // small, so the page count is known early
  const ocrTimeoutMs = opts.ocrTimeoutMs ?? Math.max(timeoutMs, 180_000);
  const limits: Partial<PdfLimits> = {
    maxPages: opts.maxPages ?? DEFAULT_LIMITS.maxPages,
    maxBytes: opts.maxBytes ?? DEFAULT_LIMITS.maxBytes,
  };
  const readers = new Set<Reader>();
  const queue: Job[] = [];
  let nextId = 1;
  let destroyed = false;
  const execArgv = readerFlags(heapMb, size);
  let entry: string | undefined; // looked up at the first reader

  function spawn(): Reader {
    const child = fork((entry ??= readerEntry()), [], {
      execArgv,
      serialization: 'advanced', // Uint8Array crosses as bytes, not JSON
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: {}, // a PDF reader needs no secrets
    });
    const r = newReader(child);
    child.stderr?.on('data', (d: Buffer) => (r.stderrTail = (r.stderrTail + d.toString('utf8')).slice(-4000)));
    child.on(
      'message',
      (msg: { ready?: boolean; id?: number; result?: PdfTaskResult; callerError?: string; note?: ReaderNote }) => {
        if (msg.ready) {
          r.ready = true;
          dispatch();
          if (!r.job) rest(r);
          return;
        }
        const job = r.job;
        if (!job) return;
        if (msg.note !== undefined) return job.onNote?.(msg.note);
        finish(r);
        rest(r);
        if (msg.callerError) job.reject(new RangeError(msg.callerError));
        else if (msg.result && !msg.result.ok) job.reject(fromErrorData(msg.result.error));
        else if (msg.result) job.resolve(msg.result as PdfTaskResult & { ok: true });
        dispatch();
      },
    );
    child.on('exit', (code, signal) => {
      readers.delete(r);
      const job = r.job;
      finish(r);
      if (job) retryOnce(job, destroyed ? new Error('PDF pool is destroyed') : deathReason(r, code, signal), queue);
      else if (!r.ready && !destroyed && queue.length) {
        // Could not even start: fail the next file rather than loop on spawning.
        queue
          .shift()!
          .reject(
            new Error(`PDF reader process failed to start (code ${code}, ${signal}): ${r.stderrTail.slice(-500)}`),
          );
      }
      dispatch();
    });
    child.on('error', () => {}); // 'exit' follows and does the bookkeeping
    readers.add(r); // referenced while starting: a queued file is waiting for it
    return r;
  }

  /** A busy or starting reader keeps the event loop alive; an idle one must not keep the service up. */
  function hold(r: Reader, on: boolean): void {
    type Handle = { ref?: () => void; unref?: () => void } | undefined | null;
    for (const h of [r.child, r.child.channel as Handle, r.child.stderr as Handle]) {
      if (on) h?.ref?.();
      else h?.unref?.();
    }
  }

  /** Idle: let the process exit without it, and end it after a while unless a file comes. */
  function rest(r: Reader): void {
    hold(r, false);
    if (r.idle) clearTimeout(r.idle);
    r.idle = setTimeout(() => {
      // an ending reader leaves the pool first: no task is sent to it in the moment before its exit is seen
      if (!r.job && readers.delete(r)) r.child.kill('SIGKILL');
    }, idleMs).unref();
  }

  function deathReason(r: Reader, code: number | null, signal: NodeJS.Signals | null): PdfReadError {
    const detail = `reader exited (code ${code}, signal ${signal}) ${r.stderrTail.slice(-300)}`.trim();
    if (r.killedFor) return new PdfReadError(r.killedFor, detail);
    if (
      /heap out of memory|Allocation failed|out of memory/i.test(r.stderrTail) ||
      signal === 'SIGABRT' ||
      code === 134
    )
      return new PdfReadError('memory_limit', detail);
    return new PdfReadError('corrupt', detail);
  }

  function finish(r: Reader): void {
    r.timers.forEach((t) => clearTimeout(t));
    r.timers = [];
    r.job = null;
  }

  function kill(r: Reader, why: 'timeout' | 'memory_limit'): void {
    r.killedFor = why;
    r.child.kill('SIGKILL');
  }

  function start(r: Reader, job: Job): void {
    r.job = job;
    r.killedFor = null;
    if (r.idle) clearTimeout(r.idle);
    r.idle = null;
    hold(r, true);
    r.timers.push(setTimeout(() => kill(r, 'timeout'), job.timeoutMs));
    const poll = (): void => {
      const mb = residentMb(r.child.pid);
      if (mb !== null && mb > rssMb) return kill(r, 'memory_limit');
      if (r.job === job) r.timers.push(setTimeout(poll, RSS_POLL_MS).unref());
    };
    poll();
    ocrStarts(r, job.task, queue);
    r.child.send({ id: nextId++, task: job.task });
  }

  function dispatch(): void {
    while (queue.length && !destroyed) {
      const next = nextStart(readers, queue);
      if (next) {
        start(next.r, queue.splice(next.i, 1)[0]!);
        continue;
      }
      const starting = [...readers].filter((r) => !r.ready).length;
      if (readers.size < size && starting < queue.length) {
        spawn();
        continue;
      }
      return;
    }
  }

  function runTask(task: PdfTask, onNote?: (note: ReaderNote) => void): Promise<PdfTaskResult & { ok: true }> {
    if (destroyed) return Promise.reject(new Error('PDF pool is destroyed'));
    if ('bytes' in task && task.bytes.length > (limits.maxBytes ?? DEFAULT_LIMITS.maxBytes)) {
      // same limit for images as for PDFs
      return Promise.reject(new PdfReadError('too_large', `${task.bytes.length} bytes > ${limits.maxBytes}`));
    }
    return new Promise((resolve, reject) => {
      queue.push({ task, timeoutMs: task.op === 'ocr' ? ocrTimeoutMs : timeoutMs, resolve, reject, onNote });
      dispatchSoon();
    });
  }

  /**
   * Tasks asked for together (both reads of every page of a scanned statement) are all queued before any
   * starts: the reader starting a page then sees the other read of it waiting, prepares the page for both and
   * the other reader takes another page meanwhile. Started at once, the first page was rendered by both.
   */
  let dispatchAsked = false;
  function dispatchSoon(): void {
    if (dispatchAsked) return;
    dispatchAsked = true;
    queueMicrotask(() => {
      dispatchAsked = false;
      dispatch();
    });
  }

  const renderPage = async (bytes: Uint8Array, page: number, dpi = 300): Promise<RenderedPage> =>
    (await runTask({ op: 'render', bytes, page, dpi, limits })).value as RenderedPage;

  return {
    async extract(bytes) {
      // A large file is read in page ranges: the first range tells the page count, the rest go to
      // whichever readers are free, each with its own time and memory limits (and a smaller peak).
      const read = async (pages: PageRange) =>
        (await runTask({ op: 'extract', bytes, limits, pages })).value as PdfReadResult;
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
    },
    renderPage,
    async imageToPdf(bytes, type) {
      return (await runTask({ op: 'image', bytes, type })).value as Uint8Array;
    },
    warm(n = size) {
      while (!destroyed && readers.size < Math.min(n, size)) spawn();
    },
    async ocr(bytes, pageNumber, engine, dpi = OCR_DPI, cells) {
      const task: PdfTask = { op: 'ocr', bytes, page: pageNumber, dpi, engine, limits, ...(cells ? { cells } : {}) };
      return (await runTask(task, (n) => takeImage(task, n, tasksOf(queue)) && dispatch())).value as OcrPage;
    },
    async job(input) {
      // a file over the byte limit is refused before any reader sees it: the caller's own path says so
      if (input.files.some((f) => f.data.length > (limits.maxBytes ?? DEFAULT_LIMITS.maxBytes)))
        return { declined: true };
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
    async destroy() {
      destroyed = true;
      for (const job of queue.splice(0)) job.reject(new Error('PDF pool is destroyed'));
      const exits = [...readers].map(
        (r) =>
          new Promise<void>((res) =>
            r.child.exitCode !== null || r.child.signalCode !== null ? res() : r.child.once('exit', () => res()),
          ),
      );
      for (const r of readers) {
        hold(r, true); // keep the loop alive until each exit is seen
        r.child.kill('SIGKILL');
      }
      await Promise.all(exits);
    },
  };
}
