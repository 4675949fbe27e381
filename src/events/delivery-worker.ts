// The delivery worker: claims due deliveries (SKIP LOCKED + lease, so any number of workers share one
// database and never send one delivery at the same time), sends each signed, and records the attempt.
// Each endpoint is served by one sender at a time in this worker, one delivery after another (so a pause
// after five failures in a row holds the rest without spending their attempts), while other endpoints
// go on in parallel: a slow endpoint delays only itself.
import os from 'node:os';
import type { Logger } from 'pino';
import { randomToken } from '../ids.ts';
import type { Db } from '../store/db.ts';
import type { Metrics } from '../metrics.ts';
import { claimDelivery, claimDueDeliveries, recordAttempt, releaseDelivery, startAttempt } from '../store/webhooks.ts';
import { readTenantSettingsRow } from '../store/settings.ts';
import type { AttemptOutcome, WebhookSender } from './sender.ts';
import { signWebhook } from './signature.ts';
import { nextAttemptAt, PAUSE_AFTER_CONSECUTIVE_FAILURES, PAUSE_SECONDS } from './schedule.ts';

export interface DeliveryWorkerOptions {
  pollIntervalMs: number;
  /** Deliveries claimed per round. */
  batchSize: number;
  /** Lease per attempt; must exceed the answer timeout. */
  leaseSeconds: number;
  /** Endpoints served at once (default 16). */
  concurrency?: number;
  /** Deliveries of one endpoint claimed per round (default 10). */
  perEndpoint?: number;
}

/** Where deliveries of an integration's endpoint go instead of a signed POST (src/admin/integrations). */
export interface IntegrationPort {
  deliver(t: { integrationId: string; topic: string; body: string }): Promise<AttemptOutcome>;
}

export interface DeliveryWorkerDeps {
  db: Db;
  sender: WebhookSender;
  log: Logger;
  now: () => Date;
  integrations?: IntegrationPort;
  metrics?: Metrics;
}

/** The tenant's pause behaviour (settings.webhook_pause), else the spec's five failures and five minutes. */
async function pauseOf(db: Db, tenantId: string): Promise<{ afterFailures: number; seconds: number }> {
  const p = (await readTenantSettingsRow(db, tenantId))?.settings.webhook_pause as
    { after_failures?: number; seconds?: number } | undefined;
  return {
    afterFailures: p?.after_failures ?? PAUSE_AFTER_CONSECUTIVE_FAILURES,
    seconds: p?.seconds ?? PAUSE_SECONDS,
  };
}

type AttemptResult = 'delivered' | 'pending' | 'dead' | 'cancelled' | 'lost' | 'skipped';

export class DeliveryWorker {
  readonly id = `${os.hostname()}:${process.pid}:dlv:${randomToken(6)}`;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** Endpoint id → the sequence of its deliveries being sent now. */
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: DeliveryWorkerDeps,
    private readonly opts: DeliveryWorkerOptions,
  ) {}

  start(): void {
    if (!this.loopDone) this.loopDone = this.loop();
  }

  /** Stops claiming and waits for sends in flight; unsent deliveries stay pending in the store. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loopDone;
    await Promise.all(this.inflight.values());
  }

  /** Claims again now (e.g. right after an event is written). */
  wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = (await this.claimAndStart()).claimed;
      } catch (err) {
        this.deps.log.error({ err }, 'webhook delivery claim failed');
      }
      if (this.stopping) break;
      if (claimed > 0) continue; // more may be due
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.opts.pollIntervalMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wakeUp = done;
      });
      this.wakeUp = null;
    }
  }

  /** Sends everything due at `now()` and waits for it. Returns how many deliveries were claimed. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, sends } = await this.claimAndStart();
      await Promise.all(sends);
      total += claimed;
      if (claimed === 0 && this.inflight.size === 0) return total;
      if (claimed === 0) await Promise.race(this.inflight.values());
    }
  }

  private async claimAndStart(): Promise<{ claimed: number; sends: Promise<void>[] }> {
    const free = (this.opts.concurrency ?? 16) - this.inflight.size;
    if (free <= 0) return { claimed: 0, sends: [] };
    const perEndpoint = this.opts.perEndpoint ?? 10;
    const claimed = await claimDueDeliveries(
      this.deps.db,
      this.id,
      this.deps.now(),
      this.opts.leaseSeconds,
      Math.min(this.opts.batchSize, free * perEndpoint),
      perEndpoint,
      [...this.inflight.keys()],
    );
    const byEndpoint = new Map<string, string[]>();
    for (const c of claimed) byEndpoint.set(c.endpoint_id, [...(byEndpoint.get(c.endpoint_id) ?? []), c.id]);
    const sends: Promise<void>[] = [];
    for (const [endpointId, ids] of byEndpoint) {
      const send = this.sendInOrder(ids).finally(() => {
        this.inflight.delete(endpointId);
        this.wake();
      });
      this.inflight.set(endpointId, send);
      sends.push(send);
    }
    return { claimed: claimed.length, sends };
  }

  private async sendInOrder(ids: string[]): Promise<void> {
    for (const id of ids) {
      if (this.stopping) {
        await releaseDelivery(this.deps.db, id, this.id).catch(() => undefined);
        continue;
      }
      await this.attempt(id).catch((err) =>
        this.deps.log.error({ err, delivery_id: id }, 'webhook attempt failed to record'),
      );
    }
  }

  /** Claims one delivery by id and attempts it now (the test route's ping); 'skipped' if someone else holds it. */
  async sendNow(id: string): Promise<AttemptResult> {
    if (!(await claimDelivery(this.deps.db, id, this.id, this.deps.now(), this.opts.leaseSeconds))) return 'skipped';
    return this.attempt(id);
  }

  private async toIntegration(integrationId: string, topic: string, body: string): Promise<AttemptOutcome> {
    if (!this.deps.integrations)
      return { ok: false, statusCode: null, error: 'integrations are not served here', excerpt: null, durationMs: 0 };
    return this.deps.integrations.deliver({ integrationId, topic, body }).catch((err: Error) => ({
      ok: false,
      statusCode: null,
      error: `integration delivery failed: ${err.name}`,
      excerpt: null,
      durationMs: 0,
    }));
  }

  /** One attempt of a delivery this worker holds; the lease is renewed and the endpoint re-checked first. */
  private async attempt(id: string): Promise<AttemptResult> {
    const at = this.deps.now();
    const target = await startAttempt(this.deps.db, id, this.id, at, this.opts.leaseSeconds);
    if (!target) return 'skipped';
    const headers = {
      'x-parser-event-id': target.event_id,
      'x-parser-topic': target.topic,
      'x-parser-signature': signWebhook(target.secret, target.body, at),
    };
    const outcome = target.integration_id
      ? await this.toIntegration(target.integration_id, target.topic, target.body)
      : await this.deps.sender.post(target.url, headers, target.body);
    const pause = await pauseOf(this.deps.db, target.tenant_id);
    const result = await recordAttempt(this.deps.db, {
      deliveryId: id,
      endpointId: target.endpoint_id,
      owner: this.id,
      attempt: target.attempt_count + 1,
      at,
      ok: outcome.ok,
      durationMs: outcome.durationMs,
      statusCode: outcome.statusCode,
      error: outcome.error,
      excerpt: outcome.excerpt,
      nextAttemptAt: nextAttemptAt(target.attempt_count + 1, at),
      pause: { afterFailures: pause.afterFailures, until: new Date(at.getTime() + pause.seconds * 1000) },
    });
    const lag = (Date.now() - new Date(target.created_at).getTime()) / 1000;
    this.deps.metrics?.delivery(result, lag);
    this.deps.log.debug(
      {
        delivery_id: id,
        event_id: target.event_id,
        attempt: target.attempt_count + 1,
        status_code: outcome.statusCode,
        result,
      },
      'webhook attempt',
    );
    return result;
  }
}
