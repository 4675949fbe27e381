// Composition root: builds the store, blob store, worker and HTTP app from a Config. Used by the CLI
// and by the end-to-end tests, so both run the same wiring.
import path from 'node:path';
import type { Logger } from 'pino';
import { createLogger } from './log.ts';
import { startBlobSweep } from './jobs/blob-sweep.ts';
import type { Config } from './config.ts';
import { buildApp } from './http/app.ts';
import { createCaches, type App, type AppCaches } from './http/deps.ts';
import { startDeliveryWorker, type RunningDeliveries } from './events/deliveries.ts';
import type { WebhookNet } from './events/sender.ts';
import { JobNotifier } from './jobs/notifier.ts';
import { JobWorker, type RunPipeline } from './jobs/runner.ts';
import { runJob } from './pipeline/run.ts';
import { modelPorts } from './jobs/ports.ts';
import { createPdfPool } from './readers/pool.ts';
import type { PdfPool } from './pipeline/ports/pdf.ts';
import { createModelClient } from './llm/client.ts';
import { personTokenVerifierFromConfig } from './identity/person-tokens.ts';
import { DiskBlobStore, type BlobStore } from './store/blobs.ts';
import { MailboxSyncScheduler } from './mailboxes/scheduler.ts';
import type { ProviderNet } from './mailboxes/provider-http.ts';
import { openStore, type Store } from './store/db.ts';

export interface Service {
  config: Config;
  store: Store;
  blobs: BlobStore;
  notifier: JobNotifier;
  log: Logger;
  app: App | null;
  caches: AppCaches;
  worker: JobWorker | null;
  /** The webhook delivery worker; runs wherever the job worker runs. */
  deliveries: RunningDeliveries | null;
  /** The hosted-mailbox sync scheduler; runs wherever the job worker runs. */
  mailboxSync: MailboxSyncScheduler | null;
  now: () => Date;
  close(): Promise<void>;
}

export interface ServiceOptions {
  http: boolean;
  worker: boolean;
  /** Test hooks. */
  store?: Store;
  now?: () => Date;
  log?: Logger;
  runPipeline?: RunPipeline;
  webhookNet?: WebhookNet;
  mailboxNet?: ProviderNet;
}

export async function startService(config: Config, opts: ServiceOptions): Promise<Service> {
  const log = opts.log ?? createLogger(config.logLevel);
  const now = opts.now ?? (() => new Date());
  const store = opts.store ?? (await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const blobs = new DiskBlobStore(path.join(config.dataDir, 'blobs'));
  const notifier = new JobNotifier();
  const delay = config.testPipelineDelayMs;
  // Untrusted PDFs are read in child processes with time and memory limits (src/readers/pool.ts);
  // readers start on the first file, so an API-only process never spawns one.
  const pdf: PdfPool | null =
    opts.worker && !opts.runPipeline ? createPdfPool({ ...config.pdf, ocrTimeoutMs: config.ocr.timeoutMs }) : null;
  // Without LLM_BASE_URL / LLM_API_KEY the client answers `not_configured` and text-layer reads stand alone.
  const ports = pdf ? modelPorts(config, store.db, now) : null;
  const pipeline: RunPipeline =
    opts.runPipeline ??
    (async (input, ctx) => {
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      return runJob(input, { now, pdf: pdf!, ...ports, ocrEngines: config.ocr.engines }, ctx);
    });

  const worker = opts.worker
    ? new JobWorker(
        { db: store.db, blobs, notifier, runPipeline: pipeline, log: log.child({ component: 'worker' }), now },
        {
          concurrency: config.workerConcurrency,
          leaseSeconds: config.leaseSeconds,
          jobTimeoutSeconds: config.jobTimeoutSeconds,
          maxJobRuns: config.maxJobRuns,
          pollIntervalMs: config.pollIntervalMs,
        },
      )
    : null;
  worker?.start();
  // every process that writes or erases blobs sweeps the orphans (idempotent across instances)
  const stopBlobSweep = startBlobSweep(
    { db: store.db, blobs, now, log: log.child({ component: 'blobs' }) },
    config.blobSweep,
  );
  const deliveries = opts.worker
    ? startDeliveryWorker({
        db: store.db,
        config,
        log: log.child({ component: 'webhooks' }),
        now,
        net: opts.webhookNet,
      })
    : null;

  const caches = createCaches(store.kind);
  // one model client per process: the pipeline's, the sync scheduler's and the email intake route's router
  const router = ports?.model ?? createModelClient({ config: config.llm, db: store.db, now });
  const mailboxSync = opts.worker
    ? new MailboxSyncScheduler({
        db: store.db,
        blobs,
        config,
        notifier,
        log: log.child({ component: 'mailbox-sync' }),
        now,
        net: opts.mailboxNet,
        // the email router: the worker's own model client when it has one (one concurrency limit per process)
        router,
        onTaken: (o, tenantId) => {
          if (o.jobCreated) notifier.jobQueued();
          if (o.superseded) caches.finishedJobs.delete(`${tenantId}/${o.superseded}`);
        },
      })
    : null;
  mailboxSync?.start();
  const verifyPersonToken = opts.http
    ? await personTokenVerifierFromConfig(config.auth, store.db, now, log)
    : undefined;
  const app = opts.http
    ? await buildApp({
        config,
        store,
        blobs,
        notifier,
        now,
        verifyPersonToken,
        caches,
        webhookNet: opts.webhookNet,
        mailboxNet: opts.mailboxNet,
        router,
        log: config.logLevel === 'silent' ? false : log,
      })
    : null;

  let closed = false;
  return {
    config,
    store,
    blobs,
    notifier,
    log,
    app,
    worker,
    deliveries,
    mailboxSync,
    now,
    caches,
    async close() {
      if (closed) return;
      closed = true;
      await app?.close();
      await mailboxSync?.stop();
      await worker?.stop();
      await stopBlobSweep();
      await deliveries?.stop();
      await pdf?.destroy();
      if (!opts.store) await store.close();
    },
  };
}
