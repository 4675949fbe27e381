// Wiring for the composition root: a delivery worker built from config. (Deliveries are written by
// recordEvent, in the transaction that writes their event: events/record.ts.)
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import type { Metrics } from '../metrics.ts';
import { DeliveryWorker, type IntegrationPort } from './delivery-worker.ts';
import { WebhookSender, webhookNetFromConfig, type WebhookNet } from './sender.ts';

export const DELIVERY_BATCH_SIZE = 50;

export interface RunningDeliveries {
  worker: DeliveryWorker;
  /** Sends what is due for up to drainMs (a stopping service's last events), then stops; the rest stays pending. */
  stop(drainMs?: number): Promise<void>;
}

export function startDeliveryWorker(deps: {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
  net?: WebhookNet;
  /** builds the integrations' side from the worker's own SSRF-safe sender (composition root) */
  integrations?: (sender: WebhookSender) => IntegrationPort;
  metrics?: Metrics;
}): RunningDeliveries {
  const net = deps.net ?? webhookNetFromConfig(deps.config.webhooks);
  const sender = new WebhookSender(net);
  const worker = new DeliveryWorker(
    {
      db: deps.db,
      sender,
      log: deps.log,
      now: deps.now,
      integrations: deps.integrations?.(sender),
      metrics: deps.metrics,
    },
    {
      pollIntervalMs: deps.config.webhooks.pollIntervalMs,
      batchSize: DELIVERY_BATCH_SIZE,
      leaseSeconds: Math.ceil(net.timeoutMs / 1000) + 50,
    },
  );
  worker.start();
  return {
    worker,
    async stop(drainMs = 0) {
      if (drainMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const bound = new Promise<void>((r) => (timer = setTimeout(r, drainMs)));
        await Promise.race([worker.runOnce().catch(() => 0), bound]);
        clearTimeout(timer);
      }
      await worker.stop();
      await sender.close();
    },
  };
}
