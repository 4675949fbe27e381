// Webhook delivery benchmark: events written with their deliveries (fan-out in the event's transaction)
// on the embedded store, then sent by delivery workers to a local HTTPS receiver on 127.0.0.1 (the
// test-only loopback allowance and CA). Prints deliveries/s for one endpoint (sent one after another)
// and for several endpoints (sent side by side), plus the fan-out write rate.
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { recordEvent } from '../src/events/record.ts';
import { DeliveryWorker } from '../src/events/delivery-worker.ts';
import { buildJobEvent } from '../src/events/job-event.ts';
import { WebhookSender } from '../src/events/sender.ts';
import { newId } from '../src/ids.ts';
import { findOrCreateTenant } from '../src/identity/tenants.ts';
import { insertEndpoint } from '../src/store/webhooks.ts';
import { openTestStore } from '../test/helpers/store.ts';
import { startReceiver, testNet } from '../test/events/receiver.ts';

async function run(events: number, endpoints: number) {
  const store = await openTestStore('pglite');
  const rx = await startReceiver();
  const sender = new WebhookSender(testNet());
  try {
    const tenantId = (await findOrCreateTenant(store.db, 'bench')).id;
    for (let i = 0; i < endpoints; i++)
      await insertEndpoint(store.db, {
        id: newId('whk'),
        tenantId,
        url: rx.url(`/hook/${i}`),
        topics: [],
        secret: 'whsec_bench',
        now: new Date(),
      });
    const intake = {
      source: 'upload',
      received_at: new Date().toISOString(),
      files: [
        {
          position: 1,
          filename: 'march.pdf',
          content_type: 'application/pdf',
          sha256: 'a'.repeat(64),
          bytes: 123_456,
          from_email: false,
        },
      ],
    };
    const w0 = performance.now();
    for (let i = 0; i < events; i++) {
      const e = buildJobEvent(
        { id: newId('job'), tenantId, status: 'completed', intake, result: null },
        newId('evt'),
        new Date(),
      );
      await store.db.transaction().execute((trx) => recordEvent(trx, e));
    }
    const writeSeconds = (performance.now() - w0) / 1000;
    const worker = new DeliveryWorker(
      { db: store.db, sender, log: pino({ level: 'silent' }), now: () => new Date() },
      { pollIntervalMs: 50, batchSize: 50, leaseSeconds: 60 },
    );
    const total = events * endpoints;
    const s0 = performance.now();
    while (rx.received.length < total) {
      if ((await worker.runOnce()) === 0) throw new Error(`stalled at ${rx.received.length}/${total}`);
    }
    const sendSeconds = (performance.now() - s0) / 1000;
    return {
      deliveries: total,
      perSecond: Math.round(total / sendSeconds),
      eventsWrittenPerSecond: Math.round(events / writeSeconds),
    };
  } finally {
    await sender.close();
    await rx.close();
    await store.close();
  }
}

export async function benchWebhooks(opts: { events?: number } = {}): Promise<Record<string, number>> {
  const events = opts.events ?? 400;
  const one = await run(events, 1);
  const four = await run(Math.round(events / 2), 4);
  return {
    one_endpoint_deliveries_per_s: one.perSecond,
    four_endpoints_deliveries_per_s: four.perSecond,
    events_with_fanout_written_per_s_one_endpoint: one.eventsWrittenPerSecond,
    events_with_fanout_written_per_s_four_endpoints: four.eventsWrittenPerSecond,
    deliveries_sent: one.deliveries + four.deliveries,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await benchWebhooks());
}
