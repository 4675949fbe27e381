// Wiring for the composition root: a delivery worker built from config. (Deliveries are written by
// recordEvent, in the transaction that writes their event: events/record.ts.)
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import { DeliveryWorker, type IntegrationPort } from './delivery-worker.ts';
import { WebhookSender, webhookNetFromConfig, type WebhookNet } from './sender.ts';

export const DELIVERY_BATCH_SIZE = 50;

export interface RunningDeliveries {
  worker: DeliveryWorker;
  stop(): Promise<void>;
}

export function startDeliveryWorker(deps: {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
  net?: WebhookNet;
  /** builds the integrations' side from the worker's own SSRF-safe sender (composition root) */
  integrations?: (sender: WebhookSender) => IntegrationPort;
}): RunningDeliveries {
  const net = deps.net ?? webhookNetFromConfig(deps.config.webhooks);
  const sender = new WebhookSender(net);
  const worker = new DeliveryWorker(
    { db: deps.db, sender, log: deps.log, now: deps.now, integrations: deps.integrations?.(sender) },
    {
      pollIntervalMs: deps.config.webhooks.pollIntervalMs,
      batchSize: DELIVERY_BATCH_SIZE,
      leaseSeconds: Math.ceil(net.timeoutMs / 1000) + 50,
    },
  );
  worker.start();
  return {
    worker,
    async stop() {
      await worker.stop();
      await sender.close();
    },
  };
}
