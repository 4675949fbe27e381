// Wiring for the composition root: the outbox fan-out hook and a delivery worker built from config.
//
// Fan-out choice: deliveries are written by an onEventInserted hook inside the transaction that writes
// the event (and the job's final status). A delivery then exists exactly when its event does, with no
// cursor to keep: a scan by cursor over `events` would have to cope with transactions committing out of
// created_at order (an event that commits late behind the cursor would be lost). The matching endpoints
// are those registered when the event is written.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import { onEventInserted } from '../store/events.ts';
import { fanOutDeliveries } from '../store/webhooks.ts';
import { DeliveryWorker } from './delivery-worker.ts';
import { WebhookSender, webhookNetFromConfig, type WebhookNet } from './sender.ts';

/** Idempotent; every process that writes events must call it once (startService does). */
export function installWebhookFanOut(): void {
  onEventInserted(fanOutDeliveries);
}

export const DELIVERY_BATCH_SIZE = 50;

export interface RunningDeliveries {
  worker: DeliveryWorker;
  stop(): Promise<void>;
}

export function startDeliveryWorker(deps: { db: Db; config: Config; log: Logger; now: () => Date; net?: WebhookNet }): RunningDeliveries {
  const net = deps.net ?? webhookNetFromConfig(deps.config.webhooks);
  const sender = new WebhookSender(net);
  const worker = new DeliveryWorker(
    { db: deps.db, sender, log: deps.log, now: deps.now },
    { pollIntervalMs: deps.config.webhooks.pollIntervalMs, batchSize: DELIVERY_BATCH_SIZE, leaseSeconds: Math.ceil(net.timeoutMs / 1000) + 50 },
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
