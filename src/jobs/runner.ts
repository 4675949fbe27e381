// The job worker: claims queued jobs (SKIP LOCKED), keeps a lease by heartbeat, runs the pipeline under
// the job timeout, and writes the final status with its event in one transaction. A reaper requeues jobs
// whose worker died and fails jobs past JOB_TIMEOUT_SECONDS or past MAX_JOB_RUNS interrupted runs.
import os from 'node:os';
import type { Logger } from 'pino';
import { newId, randomToken } from '../ids.ts';
import { buildJobEvent } from '../events/job-event.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import { recordEvent } from '../events/record.ts';
import {
  claimJob,
  earliestStatementWithContent,
  findStuckJobs,
  finishJob,
  heartbeat,
  jobsWithFingerprint,
  releaseJob,
  requeueExpired,
  type JobRow,
} from '../store/jobs.ts';
import type { FinalStatus } from '../schemas/job.ts';
import type { Metrics } from '../metrics.ts';
import type { JobNotifier } from './notifier.ts';
import type { PipelineInput, PipelineOutcome } from '../pipeline/contract.ts';
import { failedResult, jobFailure } from '../pipeline/contract.ts';
import type { Result } from '../schemas/result.ts';
import { pipelinePolicy } from './policy.ts';

/** The pipeline bound to its ports (service.ts: runJob); a crash it throws is worded as runJob words it. */
export type RunPipeline = (
  input: PipelineInput,
  ctx: { signal: AbortSignal },
) => Promise<PipelineOutcome & { crash?: unknown }>;

export interface WorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  jobTimeoutSeconds: number;
  maxJobRuns: number;
  pollIntervalMs: number;
}

export interface WorkerDeps {
  db: Db;
  blobs: BlobStore;
  notifier: JobNotifier;
  runPipeline: RunPipeline;
  log: Logger;
  now: () => Date;
  metrics?: Metrics;
}

export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomToken(6)}`;
  private stopping = false;
  private readonly running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  /** When this process claimed each running job (ms), for the duration and queue-wait metrics. */
  private readonly claimedAt = new Map<string, number>();
  private loopDone: Promise<void> | null = null;
  private reaperTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: WorkerDeps,
    private readonly opts: WorkerOptions,
  ) {}

  start(): void {
    if (this.loopDone) return;
    this.loopDone = this.loop();
    const reapEvery = Math.max(500, Math.floor((this.opts.leaseSeconds * 1000) / 2));
    this.reaperTimer = setInterval(
      () => void this.reap().catch((err) => this.deps.log.error({ err }, 'reaper failed')),
      reapEvery,
    );
    this.reaperTimer.unref();
    void this.reap().catch((err) => this.deps.log.error({ err }, 'reaper failed'));
  }

  /** Stops claiming; lets running jobs finish for up to graceMs, then hands the rest back to the queue. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.deps.notifier.jobQueued(); // wake the loop so it sees `stopping`
    if (this.reaperTimer) clearInterval(this.reaperTimer);
    await this.loopDone;
    const all = Promise.all([...this.running.values()].map((r) => r.done));
    const timer = new Promise<'grace'>((r) => setTimeout(() => r('grace'), graceMs).unref());
    if ((await Promise.race([all.then(() => 'done' as const), timer])) === 'grace') {
      for (const [jobId, r] of this.running) {
        r.abort.abort(new Error('service stopping'));
        await releaseJob(this.deps.db, jobId, this.id).catch(() => undefined);
      }
    }
  }

  get activeJobs(): number {
    return this.running.size;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      if (this.running.size >= this.opts.concurrency) {
        await Promise.race([...this.running.values()].map((r) => r.done));
        continue;
      }
      let job: JobRow | undefined;
      try {
        job = await claimJob(this.deps.db, this.id, this.opts.leaseSeconds);
      } catch (err) {
        this.deps.log.error({ err }, 'claim failed');
      }
      if (!job) {
        await this.deps.notifier.waitQueued(this.opts.pollIntervalMs);
        continue;
      }
      const abort = new AbortController();
      // A failure to record the outcome (database gone) must not become an unhandled rejection: the
      // lease then expires and reap() hands the job to another run.
      const claimed = job;
      const done = this.execute(claimed, abort)
        .catch((err) => this.deps.log.error({ err, job_id: claimed.id }, 'could not record the job outcome'))
        .finally(() => this.running.delete(claimed.id));
      this.running.set(job.id, { abort, done });
    }
  }

  private async execute(job: JobRow, abort: AbortController): Promise<void> {
    const log = this.deps.log.child({
      job_id: job.id,
      request_id: job.request_id ?? null,
      tenant_id: job.tenant_id,
      run: job.run_count,
    });
    this.claimedAt.set(job.id, Date.now());
    if (job.run_count > this.opts.maxJobRuns) {
      await this.finish(job, 'failed', null, jobFailure.interrupted(job.run_count - 1), log);
      return;
    }
    const heartbeatMs = Math.max(200, Math.floor((this.opts.leaseSeconds * 1000) / 3));
    const beat = setInterval(() => {
      heartbeat(this.deps.db, job.id, this.id, this.opts.leaseSeconds)
        .then((ours) => {
          if (!ours) abort.abort(new Error('lease lost'));
        })
        .catch((err) => log.warn({ err }, 'heartbeat failed'));
    }, heartbeatMs);
    const timeoutMs = this.opts.jobTimeoutSeconds * 1000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        abort.abort(new Error('job timeout'));
        resolve('timeout');
      }, timeoutMs);
    });
    // stop() aborting a job hands it back: stop waiting for a pipeline that does not heed the abort, so its
    // heartbeat, timeout and slot go with it (they kept the process alive until the job timeout)
    const handedBack = new Promise<'handed back'>((resolve) =>
      abort.signal.addEventListener('abort', () => this.stopping && resolve('handed back'), { once: true }),
    );
    try {
      // reading the uploads counts against the job's time too: a blob read that never ends fails the job
      const run = this.loadInput(job).then((input) => this.deps.runPipeline(input, { signal: abort.signal }));
      const outcome = await Promise.race([run, timedOut, handedBack]);
      if (outcome === 'handed back') return;
      if (outcome === 'timeout') {
        await this.finish(job, 'failed', null, jobFailure.timedOut(this.opts.jobTimeoutSeconds), log);
      } else if (!(this.stopping && abort.signal.aborted)) {
        if ('crash' in outcome) log.error({ err: outcome.crash }, 'pipeline crashed');
        await this.finish(job, outcome.status, outcome.result, outcome.error, log);
      }
    } catch (err) {
      if (this.stopping && abort.signal.aborted) return; // handed back by stop()
      log.error({ err }, 'pipeline crashed');
      await this.finish(job, 'failed', null, jobFailure.crashed(err), log);
    } finally {
      clearInterval(beat);
      clearTimeout(timer);
      this.claimedAt.delete(job.id);
    }
  }

  private async loadInput(job: JobRow): Promise<PipelineInput> {
    const intake = job.intake as PipelineInput['intake'];
    const files = [];
    for (const f of intake.files) files.push({ ...f, data: await this.deps.blobs.get(f.sha256) });
    return {
      jobId: job.id,
      tenantId: job.tenant_id,
      source: job.source,
      createdAt: new Date(job.created_at),
      intake,
      options: job.options ?? {},
      files,
      policy: await pipelinePolicy(this.deps.db, job.tenant_id),
    };
  }

  private async finish(
    job: JobRow,
    status: FinalStatus,
    result: Result | null,
    error: string | null,
    log: Logger,
    owner: string | null = this.id,
  ): Promise<void> {
    const finalResult = result ?? failedResult(job, error ?? 'failed', this.deps.now());
    const wrote = await this.deps.db.transaction().execute(async (trx) => {
      await linkEarlierSubmissions(trx, job, finalResult);
      const row = await finishJob(trx, job.id, owner, status, finalResult, status === 'failed' ? error : null);
      if (!row) return false; // no longer ours: timed out, reclaimed or already finished elsewhere
      const event = buildJobEvent(
        {
          id: job.id,
          tenantId: job.tenant_id,
          status,
          intake: row.intake,
          result: finalResult as unknown as Record<string, unknown>,
        },
        newId('evt'),
        this.deps.now(),
      );
      await recordEvent(trx, event);
      return true;
    });
    if (wrote) {
      log.info({ status, error }, 'job finished');
      this.deps.notifier.jobFinished(job.id);
      const claimed = this.claimedAt.get(job.id);
      this.deps.metrics?.jobFinished({
        status,
        result: finalResult,
        runSeconds: claimed === undefined ? null : (Date.now() - claimed) / 1000,
        queueWaitSeconds:
          claimed === undefined || !job.created_at ? null : (claimed - new Date(job.created_at).getTime()) / 1000,
      });
    }
  }

  /** Requeues jobs whose worker died; fails jobs past the timeout or past MAX_JOB_RUNS interrupted runs. */
  async reap(): Promise<void> {
    const stuck = await findStuckJobs(this.deps.db, this.opts.jobTimeoutSeconds);
    for (const s of stuck) {
      const job = { id: s.id, tenant_id: s.tenant_id, run_count: s.run_count } as JobRow;
      const log = this.deps.log.child({ job_id: s.id, request_id: s.request_id ?? null });
      if (s.timed_out) {
        await this.finish(job, 'failed', null, jobFailure.timedOut(this.opts.jobTimeoutSeconds), log, null);
      } else if (s.run_count >= this.opts.maxJobRuns) {
        await this.finish(job, 'failed', null, jobFailure.interrupted(s.run_count), log, null);
      } else if (await requeueExpired(this.deps.db, s.id)) {
        log.warn('worker lost; job requeued');
        this.deps.notifier.jobQueued();
      }
    }
  }
}

/**
 * Links a finishing job to the tenant's earlier submissions: `related_jobs` are the jobs of the same
 * merchant (fingerprint); a statement whose exact content an earlier job already had names it in
 * `earlier_submission` (`same_statement`). Only earlier jobs are linked: a finished result is not rewritten.
 */
async function linkEarlierSubmissions(
  db: Parameters<typeof jobsWithFingerprint>[0],
  job: JobRow,
  r: Result,
): Promise<void> {
  if (r.merchant_fingerprint) {
    // added to any the pipeline already named, each once
    const found = await jobsWithFingerprint(db, job.tenant_id, r.merchant_fingerprint, job.id);
    r.related_jobs = [...new Set([...(r.related_jobs ?? []), ...found])];
  }
  for (const st of r.statements ?? []) {
    if (st.earlier_submission || !st.content_sha256) continue;
    const earlier = await earliestStatementWithContent(db, job.tenant_id, st.content_sha256, job.id);
    st.earlier_submission = earlier
      ? { job_id: earlier.jobId, document_id: earlier.documentId, relation: 'same_statement' }
      : null;
  }
}
