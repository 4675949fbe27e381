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
import { IntegrationDelivery } from './admin/integrations/deliver.ts';
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
import { queueDepth } from './store/jobs.ts';
import { Metrics } from './metrics.ts';
import { startMetricsServer, type MetricsServer } from './http/metrics-server.ts';
import { LoadShedder } from './http/shedding.ts';

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
  metrics: Metrics;
  shedder: LoadShedder | null;
  /** GET /metrics on METRICS_PORT, when set. */
  metricsServer: MetricsServer | null;
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
  const blobs = await openBlobStore(config);
  const notifier = new JobNotifier();
  const metrics = new Metrics({ queueDepth: () => queueDepth(store.db) });
  const delay = config.testPipelineDelayMs;
  // Untrusted PDFs are read in child processes with time and memory limits (src/readers/pool.ts);
  // readers start on the first file, so an API-only process never spawns one.
  const pdf: PdfPool | null =
    opts.worker && !opts.runPipeline
      ? createPdfPool({
          ...config.pdf,
          ocrTimeoutMs: config.ocr.timeoutMs,
          onReaderDeath: (reason) => metrics.readerRestart(reason),
        })
      : null;
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
        { db: store.db, blobs, notifier, runPipeline: pipeline, log: log.child({ component: 'worker' }), now, metrics },
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
        integrations: (sender) =>
          new IntegrationDelivery({
            db: store.db,
            config,
            now,
            net: { fetch: sender.fetch, timeoutMs: config.webhooks.timeoutMs },
          }),
        metrics,
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
  // Pages for the console are rendered by the worker's readers, or (an API-only process, or a test pipeline) by
  // one reader of its own, started on the first page asked for.
  const pages: { pool: PdfPool | null } = { pool: null };
  const pageRenderer = () => pdf ?? (pages.pool ??= createPdfPool({ ...config.pdf, threads: 1 }));
  const shedder = opts.http
    ? new LoadShedder(config.shed, { queued: async () => (await queueDepth(store.db)).queued }, (err) =>
        log.warn({ err }, 'load sampling failed'),
      )
    : null;
  const app = opts.http
    ? await buildApp({
        pageRenderer,
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
        metrics,
        shedder: shedder ?? undefined,
      })
    : null;
  // sampled from here on: building the app (schema compilation) blocks the loop once, and is no pressure
  shedder?.start();
  const metricsServer =
    config.metricsPort !== null ? await startMetricsServer(metrics, config.host, config.metricsPort) : null;

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
    metrics,
    metricsServer,
    shedder,
    now,
    caches,
    async close() {
      if (closed) return;
      closed = true;
      // stop taking requests and claiming jobs; running jobs get jobGraceMs to finish, then go back to
      // the queue; the deliveries their events wrote are sent for up to deliveryDrainMs before we go
      notifier.releaseWaiters(); // open long-polls answer now instead of holding the stop
      await app?.close();
      shedder?.stop();
      await mailboxSync?.stop();
      await worker?.stop(config.stop.jobGraceMs);
      await stopBlobSweep();
      await deliveries?.stop(config.stop.deliveryDrainMs);
      await metricsServer?.close();
      await pdf?.destroy();
      await pages.pool?.destroy();
      if (!opts.store) await store.close();
      blobs.close?.();
    },
  };
}

/** BLOB_URL=s3://… : the shared S3 store (several hosts); unset: the disk store under DATA_DIR/blobs. */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  if (!config.blobUrl) return new DiskBlobStore(path.join(config.dataDir, 'blobs'));
  // loaded only when configured: the AWS SDK is most of a second of start-up a disk-store process never needs
  const { S3BlobStore, parseBlobUrl } = await import('./store/s3-blobs.ts');
  return new S3BlobStore({ ...parseBlobUrl(config.blobUrl), ...config.s3 });
}
