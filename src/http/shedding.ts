// Load shedding: under pressure the API answers 503 `overloaded` with Retry-After at once, instead of
// queueing work it cannot serve in time and timing out. Pressure is sampled in the background (never per
// request): the shared queue's depth, this process's event-loop delay, and its V8 heap against its limit.
// A deep queue sheds submissions only (reads stay cheap); a stalled loop or a full heap sheds every /v1
// request. Health checks and /metrics are never shed: an operator must see why.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

export interface ShedLimits {
  /** Queued jobs (all tenants, all instances) at or above which submissions are shed; 0: off. */
  maxQueueDepth: number;
  /** p99 event-loop delay over one sample at or above which every API request is shed; 0: off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use, percent of its limit, at or above which every API request is shed; 0: off. */
  maxHeapUsedPercent: number;
  retryAfterSeconds: number;
  sampleIntervalMs: number;
}

export type Pressure = { reason: 'queue_depth' | 'event_loop_delay' | 'memory'; detail: string };

export interface PressureSources {
  queued: () => Promise<number>;
  /** Heap in use as a percent of the limit; by default this process's V8 heap. */
  heapUsedPercent?: () => number;
}

const heapPercent = () => {
  const h = v8.getHeapStatistics();
  return (100 * h.used_heap_size) / h.heap_size_limit;
};

export class LoadShedder {
  private queued = 0;
  private loopDelayMs = 0;
  private heapPercent = 0;
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> | null = null;

  constructor(
    readonly limits: ShedLimits,
    private readonly sources: PressureSources,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.delay.enable();
    this.timer = setInterval(() => void this.sample(), this.limits.sampleIntervalMs);
    this.timer.unref();
    void this.sample();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.delay.disable();
  }

  /** Reads every source now (the timer calls it; tests call it to act on a pressure they made). */
  sample(): Promise<void> {
    this.sampling ??= (async () => {
      this.loopDelayMs = this.delay.percentile(99) / 1e6;
      this.delay.reset();
      this.heapPercent = (this.sources.heapUsedPercent ?? heapPercent)();
      if (this.limits.maxQueueDepth > 0) this.queued = await this.sources.queued();
    })()
      .catch(this.onError)
      .finally(() => {
        this.sampling = null;
      });
    return this.sampling;
  }

  /** The pressure that sheds this request, or null. `submission`: it would add a job to the queue. */
  pressure(submission: boolean): Pressure | null {
    const l = this.limits;
    if (l.maxEventLoopDelayMs > 0 && this.loopDelayMs >= l.maxEventLoopDelayMs)
      return { reason: 'event_loop_delay', detail: `event-loop delay ${Math.round(this.loopDelayMs)} ms` };
    if (l.maxHeapUsedPercent > 0 && this.heapPercent >= l.maxHeapUsedPercent)
      return { reason: 'memory', detail: `heap ${Math.round(this.heapPercent)}% of its limit` };
    if (submission && l.maxQueueDepth > 0 && this.queued >= l.maxQueueDepth)
      return { reason: 'queue_depth', detail: `${this.queued} jobs queued` };
    return null;
  }
}
