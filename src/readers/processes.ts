// The reader processes of a pool (./pool.ts): starting them, handing each one task at a time, and ending a
// reader that passes its time or memory limit (its task fails with that reason) or sits idle too long.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PdfReadError, fromErrorData } from '../pipeline/pdf/errors.ts';
import type { OcrEngineName } from '../pipeline/ocr/types.ts';
import type { PdfTask, PdfTaskResult, ReaderNote } from './tasks.ts';
import { pickTask, type ReaderView } from './assign.ts';
import { askToShare, waitsForImage } from './share.ts';

const RSS_POLL_MS = 100;

export interface ProcessOptions {
  size: number;
  /** resident memory limit per reader, MB */
  rssMb: number;
  idleMs: number;
  execArgv: string[];
  /** the reader's entry script, looked up when the first reader starts */
  entry: () => string;
  /** Told when a reader dies holding a file (killed on a limit, or crashed) */
  onReaderDeath?: (reason: string) => void;
}

type Done = PdfTaskResult & { ok: true };

interface Job {
  task: PdfTask;
  timeoutMs: number;
  resolve: (r: Done) => void;
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

interface ReaderMessage {
  ready?: boolean;
  id?: number;
  result?: PdfTaskResult;
  callerError?: string;
  note?: ReaderNote;
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
const tasksOf = (queue: Job[]): PdfTask[] => queue.map((j) => j.task);

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

function deathReason(r: Reader, code: number | null, signal: NodeJS.Signals | null): PdfReadError {
  const detail = `reader exited (code ${code}, signal ${signal}) ${r.stderrTail.slice(-300)}`.trim();
  if (r.killedFor) return new PdfReadError(r.killedFor, detail);
  if (/heap out of memory|Allocation failed|out of memory/i.test(r.stderrTail) || signal === 'SIGABRT' || code === 134)
    return new PdfReadError('memory_limit', detail);
  return new PdfReadError('corrupt', detail);
}

/** A busy or starting reader keeps the event loop alive; an idle one must not keep the service up. */
function hold(r: Reader, on: boolean): void {
  type Handle = { ref?: () => void; unref?: () => void } | undefined | null;
  for (const h of [r.child, r.child.channel as Handle, r.child.stderr as Handle]) {
    if (on) h?.ref?.();
    else h?.unref?.();
  }
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

export class ReaderProcesses {
  private readonly readers = new Set<Reader>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private destroyed = false;
  private entry: string | undefined;
  private dispatchAsked = false;

  constructor(private readonly o: ProcessOptions) {}

  get closed(): boolean {
    return this.destroyed;
  }

  /** Queues a task; it runs on the next reader free for it (`timeoutMs` from its start). */
  run(task: PdfTask, timeoutMs: number, onNote?: (note: ReaderNote) => void): Promise<Done> {
    if (this.destroyed) return Promise.reject(new Error('PDF pool is destroyed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task, timeoutMs, resolve, reject, onNote });
      this.dispatchSoon();
    });
  }

  /** The queued tasks (a prepared OCR page is handed to the ones that read the same page). */
  queued(): PdfTask[] {
    return tasksOf(this.queue);
  }

  /** Start readers up to `n` (at most the pool's size). */
  warm(n: number): void {
    while (!this.destroyed && this.readers.size < Math.min(n, this.o.size)) this.spawn();
  }

  dispatch(): void {
    while (this.queue.length && !this.destroyed) {
      const next = nextStart(this.readers, this.queue);
      if (next) {
        this.start(next.r, this.queue.splice(next.i, 1)[0]!);
        continue;
      }
      const starting = [...this.readers].filter((r) => !r.ready).length;
      if (this.readers.size < this.o.size && starting < this.queue.length) {
        this.spawn();
        continue;
      }
      return;
    }
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('PDF pool is destroyed'));
    const exits = [...this.readers].map(
      (r) =>
        new Promise<void>((res) =>
          r.child.exitCode !== null || r.child.signalCode !== null ? res() : r.child.once('exit', () => res()),
        ),
    );
    for (const r of this.readers) {
      hold(r, true); // keep the loop alive until each exit is seen
      r.child.kill('SIGKILL');
    }
    await Promise.all(exits);
  }

  /**
   * Tasks asked for together (both reads of every page of a scanned statement) are all queued before any
   * starts: the reader starting a page then sees the other read of it waiting, prepares the page for both and
   * the other reader takes another page meanwhile. Started at once, the first page was rendered by both.
   */
  private dispatchSoon(): void {
    if (this.dispatchAsked) return;
    this.dispatchAsked = true;
    queueMicrotask(() => {
      this.dispatchAsked = false;
      this.dispatch();
    });
  }

  private spawn(): Reader {
    const child = fork((this.entry ??= this.o.entry()), [], {
      execArgv: this.o.execArgv,
      serialization: 'advanced', // Uint8Array crosses as bytes, not JSON
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: {}, // a PDF reader needs no secrets
    });
    const r = newReader(child);
    child.stderr?.on('data', (d: Buffer) => (r.stderrTail = (r.stderrTail + d.toString('utf8')).slice(-4000)));
    child.on('message', (msg: ReaderMessage) => this.onMessage(r, msg));
    child.on('exit', (code, signal) => this.onExit(r, code, signal));
    child.on('error', () => {}); // 'exit' follows and does the bookkeeping
    this.readers.add(r); // referenced while starting: a queued file is waiting for it
    return r;
  }

  private onMessage(r: Reader, msg: ReaderMessage): void {
    if (msg.ready) {
      r.ready = true;
      this.dispatch();
      if (!r.job) this.rest(r);
      return;
    }
    const job = r.job;
    if (!job) return;
    if (msg.note !== undefined) return job.onNote?.(msg.note);
    finish(r);
    this.rest(r);
    if (msg.callerError) job.reject(new RangeError(msg.callerError));
    else if (msg.result && !msg.result.ok) job.reject(fromErrorData(msg.result.error));
    else if (msg.result) job.resolve(msg.result as Done);
    this.dispatch();
  }

  private onExit(r: Reader, code: number | null, signal: NodeJS.Signals | null): void {
    this.readers.delete(r);
    const job = r.job;
    finish(r);
    if (job && !this.destroyed) {
      const why = deathReason(r, code, signal);
      this.o.onReaderDeath?.(why.reason);
      retryOnce(job, why, this.queue);
    } else if (job) retryOnce(job, new Error('PDF pool is destroyed'), this.queue);
    else if (!r.ready && !this.destroyed && this.queue.length) {
      // Could not even start: fail the next file rather than loop on spawning.
      const why = `PDF reader process failed to start (code ${code}, ${signal}): ${r.stderrTail.slice(-500)}`;
      this.queue.shift()!.reject(new Error(why));
    }
    this.dispatch();
  }

  /** Idle: let the process exit without it, and end it after a while unless a file comes. */
  private rest(r: Reader): void {
    hold(r, false);
    if (r.idle) clearTimeout(r.idle);
    r.idle = setTimeout(() => {
      // an ending reader leaves the pool first: no task is sent to it in the moment before its exit is seen
      if (!r.job && this.readers.delete(r)) r.child.kill('SIGKILL');
    }, this.o.idleMs).unref();
  }

  private start(r: Reader, job: Job): void {
    r.job = job;
    r.killedFor = null;
    if (r.idle) clearTimeout(r.idle);
    r.idle = null;
    hold(r, true);
    r.timers.push(setTimeout(() => kill(r, 'timeout'), job.timeoutMs));
    const poll = (): void => {
      const mb = residentMb(r.child.pid);
      if (mb !== null && mb > this.o.rssMb) return kill(r, 'memory_limit');
      if (r.job === job) r.timers.push(setTimeout(poll, RSS_POLL_MS).unref());
    };
    poll();
    ocrStarts(r, job.task, this.queue);
    r.child.send({ id: this.nextId++, task: job.task });
  }
}
