// Prometheus metrics (prom-client), one registry per service. Recorded at the edges only: the HTTP app
// (requests), the job runner (finished jobs and what their results read), the delivery worker (webhooks),
// the PDF reader pool's owner (reader restarts) and the load shedder. Domain code never sees this module.
// The list with each metric's meaning is docs/operations.md.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Durations from milliseconds to the job timeout's order (seconds). */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600, 900];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the job runner knows when a job's final status is written. */
export interface FinishedJob {
  status: string;
  result: unknown;
  /** Seconds from submission to the claim of the run that finished it (null when the reaper finished it). */
  queueWaitSeconds: number | null;
  /** Seconds the finishing run took (null when the reaper finished it). */
  runSeconds: number | null;
}

interface StatementLike {
  packet_pages?: unknown[];
  gate?: { status?: string };
  attempts?: Array<{ read?: string; gate_status?: string }>;
}

/** The read path that produced a statement's rows: the accepted attempt's, else the last one's. */
function readPath(s: StatementLike): 'text' | 'ocr' | 'model' {
  const attempts = s.attempts ?? [];
  const used = attempts.find((a) => a.gate_status === 'accepted') ?? attempts[attempts.length - 1];
  if (used?.read === 'ocr') return 'ocr';
  if (used?.read === 'image' || used?.read === 'image_verify') return 'model';
  return 'text';
}

export class Metrics {
  readonly registry = new Registry();
  private readonly c = {
    httpRequests: new Counter({
      name: 'packet_http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [this.registry],
    }),
    httpSeconds: new Histogram({
      name: 'packet_http_request_duration_seconds',
      help: 'HTTP request latency, by route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    }),
    shed: new Counter({
      name: 'packet_http_shed_total',
      help: 'Requests answered 503 by the load shedder, by the pressure that tripped it',
      labelNames: ['reason'] as const,
      registers: [this.registry],
    }),
    jobs: new Counter({
      name: 'packet_jobs_finished_total',
      help: 'Jobs that reached a final status (written once per job, by this process)',
      labelNames: ['status'] as const,
      registers: [this.registry],
    }),
    jobSeconds: new Histogram({
      name: 'packet_job_duration_seconds',
      help: 'Run time of the run that finished a job, by final status',
      labelNames: ['status'] as const,
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    }),
    queueWait: new Histogram({
      name: 'packet_job_queue_wait_seconds',
      help: 'Submission to claim of the run that finished a job',
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    }),
    pages: new Counter({
      name: 'packet_pages_read_total',
      help: 'Statement pages read, by read path (text layer, local OCR, model image read); rate() gives pages/s',
      labelNames: ['path'] as const,
      registers: [this.registry],
    }),
    statements: new Counter({
      name: 'packet_statements_total',
      help: 'Statements read, verified (gate accepted) or sent to review',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
    }),
    modelCalls: new Counter({
      name: 'packet_model_calls_total',
      help: 'Language-model calls made for finished jobs (paid and replayed)',
      registers: [this.registry],
    }),
    modelCost: new Counter({
      name: 'packet_model_cost_usd_total',
      help: 'Language-model cost of finished jobs, USD',
      registers: [this.registry],
    }),
    deliveries: new Counter({
      name: 'packet_webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome (delivered, pending = will retry, dead, cancelled, lost)',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
    }),
    deliveryLag: new Histogram({
      name: 'packet_webhook_delivery_lag_seconds',
      help: 'Event written to delivery acknowledged (2xx)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
      registers: [this.registry],
    }),
    readerRestarts: new Counter({
      name: 'packet_reader_restarts_total',
      help: 'PDF reader processes that died with a file (killed on timeout or memory, or crashed) and were replaced',
      labelNames: ['reason'] as const,
      registers: [this.registry],
    }),
  };

  constructor(opts: { queueDepth?: () => Promise<{ queued: number; running: number }> } = {}) {
    collectDefaultMetrics({ register: this.registry, prefix: 'packet_' });
    const depth = opts.queueDepth;
    new Gauge({
      name: 'packet_queue_depth',
      help: 'Jobs queued and running in the shared queue (all instances), read at scrape time',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        if (!depth) return;
        const d = await depth();
        this.set({ status: 'queued' }, d.queued);
        this.set({ status: 'running' }, d.running);
      },
    });
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.c.httpRequests.inc(labels);
    this.c.httpSeconds.observe(labels, seconds);
  }

  shed(reason: string): void {
    this.c.shed.inc({ reason });
  }

  jobFinished(job: FinishedJob): void {
    this.c.jobs.inc({ status: job.status });
    if (job.runSeconds !== null) this.c.jobSeconds.observe({ status: job.status }, job.runSeconds);
    if (job.queueWaitSeconds !== null) this.c.queueWait.observe(Math.max(0, job.queueWaitSeconds));
    const r = (job.result ?? {}) as { statements?: StatementLike[]; usage?: { calls?: number; cost_usd?: string } };
    for (const s of r.statements ?? []) {
      this.c.pages.inc({ path: readPath(s) }, s.packet_pages?.length ?? 0);
      this.c.statements.inc({ outcome: s.gate?.status === 'accepted' ? 'verified' : 'review' });
    }
    if (r.usage?.calls) this.c.modelCalls.inc(r.usage.calls);
    const cost = Number(r.usage?.cost_usd ?? 0); // a gauge of spend, not ledger money: a float is fine here
    if (cost > 0) this.c.modelCost.inc(cost);
  }

  delivery(outcome: string, lagSeconds: number | null): void {
    this.c.deliveries.inc({ outcome });
    if (outcome === 'delivered' && lagSeconds !== null) this.c.deliveryLag.observe(Math.max(0, lagSeconds));
  }

  readerRestart(reason: string): void {
    this.c.readerRestarts.inc({ reason });
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
