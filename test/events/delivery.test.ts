// The delivery worker against a local HTTPS receiver with a controlled clock: exact body and headers,
// the 9-attempt schedule to the second, dead-lettering, the 5-minute pause, redirects, timeouts, the
// answer cap, and two workers sharing one store.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { recordEvent } from '../../src/events/record.ts';
import { DeliveryWorker } from '../../src/events/delivery-worker.ts';
import { buildJobEvent } from '../../src/events/job-event.ts';
import { WebhookSender, type WebhookNet } from '../../src/events/sender.ts';
import { verifyWebhookSignature } from '../../src/events/signature.ts';
import { newId } from '../../src/ids.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { getDeliveryWithAttempts, insertEndpoint } from '../../src/store/webhooks.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';
import { startReceiver, testNet, watchConnections, type Receiver } from './receiver.ts';

const T0 = new Date('2026-03-02T15:00:00.000Z');
const SECRET = 'whsec_test_secret_for_delivery_tests';

for (const backend of testBackends()) {
  describe(`webhook delivery (${backend})`, () => {
    let store: TestStore;
    let tenantId: string;
    let rx: Receiver;
    let clock: Date;
    const senders: WebhookSender[] = [];
    before(async () => {
      store = await openTestStore(backend);
      rx = await startReceiver();
    });
    beforeEach(async () => {
      tenantId = (await findOrCreateTenant(store.db, `t-${newId('x', 8)}`)).id; // fresh tenant: no other endpoints
      clock = T0;
      rx.received.length = 0;
      rx.respond = () => ({ status: 200, body: 'ok' });
      // earlier tests' unfinished deliveries must not fall due in this one
      await store.db
        .updateTable('webhook_deliveries')
        .set({ status: 'cancelled', next_attempt_at: null })
        .where('status', '=', 'pending')
        .execute();
    });
    after(async () => {
      for (const s of senders) await s.close();
      await rx.close();
      await store.close();
    });

    const worker = (net: WebhookNet = testNet()) => {
      const sender = new WebhookSender(net);
      senders.push(sender);
      return new DeliveryWorker(
        { db: store.db, sender, log: pino({ level: 'silent' }), now: () => clock },
        { pollIntervalMs: 50, batchSize: 50, leaseSeconds: 60 },
      );
    };
    const endpoint = async (url = rx.url(), topics: string[] = []) =>
      (await insertEndpoint(store.db, { id: newId('whk'), tenantId, url, topics, secret: SECRET, now: clock })).id;
    /** Writes a job event as the runner does; returns the event and its delivery ids. */
    const jobEvent = async (status: 'completed' | 'failed' = 'completed') => {
      const event = buildJobEvent(
        { id: newId('job'), tenantId, status, intake: { source: 'upload', files: [] }, result: null },
        newId('evt'),
        clock,
      );
      await store.db.transaction().execute((trx) => recordEvent(trx, event));
      const rows = await store.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('event_id', '=', event.id)
        .execute();
      return { event, deliveryIds: rows.map((r) => r.id) };
    };
    const delivery = (endpointId: string, id: string) =>
      getDeliveryWithAttempts(store.db, tenantId, endpointId, id).then((d) => d!);

    test('the stored body goes out byte for byte with event id, topic and a valid signature', async () => {
      const ep = await endpoint();
      const { event, deliveryIds } = await jobEvent();
      assert.equal(deliveryIds.length, 1);
      const w = worker();
      assert.equal(await w.runOnce(), 1);
      assert.equal(rx.received.length, 1);
      const got = rx.received[0]!;
      assert.equal(got.body, event.body);
      assert.equal(got.headers['x-parser-event-id'], event.id);
      assert.equal(got.headers['x-parser-topic'], 'job.completed');
      assert.equal(got.headers['content-type'], 'application/json');
      assert.match(String(got.headers['x-parser-signature']), new RegExp(`^t=${T0.getTime() / 1000},v1=[0-9a-f]{64}$`));
      assert.equal(
        verifyWebhookSignature({
          secret: SECRET,
          header: got.headers['x-parser-signature'],
          body: got.body,
          now: clock,
        }),
        true,
      );
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.status, 'delivered');
      assert.equal(d.attempt_count, 1);
      assert.deepEqual(new Date(d.finished_at!), T0);
      assert.equal(d.attempts[0]!.status_code, 200);
      assert.equal(d.attempts[0]!.response_excerpt, 'ok');
      assert.equal(await w.runOnce(), 0, 'a delivered delivery is not sent again');
      assert.equal(rx.received.length, 1);
    });

    test('nine attempts at 0, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h after the previous, then dead', async () => {
      rx.respond = () => ({ status: 500, body: 'down' });
      const ep = await endpoint();
      const { deliveryIds } = await jobEvent();
      const w = worker();
      await w.runOnce();
      assert.equal(rx.received.length, 1);
      const delays = [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200];
      let last = T0.getTime();
      for (const [i, s] of delays.entries()) {
        clock = new Date(last + s * 1000 - 1000);
        await w.runOnce();
        assert.equal(rx.received.length, i + 1, `attempt ${i + 2} must wait the full ${s} s`);
        clock = new Date(last + s * 1000);
        await w.runOnce();
        assert.equal(rx.received.length, i + 2, `attempt ${i + 2} is due ${s} s after the previous`);
        last = clock.getTime();
      }
      assert.equal(
        last - T0.getTime(),
        (22 * 3600 + 42 * 60 + 30) * 1000,
        'the last attempt is 22 h 42 min 30 s after the first',
      );
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.status, 'dead');
      assert.equal(d.attempt_count, 9);
      assert.equal(d.next_attempt_at, null);
      assert.deepEqual(new Date(d.finished_at!), new Date(last));
      assert.deepEqual(
        d.attempts.map((a) => a.status_code),
        Array(9).fill(500),
      );
      assert.deepEqual(
        d.attempts.map((a) => a.attempt),
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
      );
      clock = new Date(last + 7 * 86_400_000);
      await w.runOnce();
      assert.equal(rx.received.length, 9, 'a dead delivery is never retried');
      // every retry carries the same event id and body
      assert.equal(new Set(rx.received.map((r) => r.headers['x-parser-event-id'])).size, 1);
      assert.equal(new Set(rx.received.map((r) => r.body)).size, 1);
    });

    test('five failures in a row pause the endpoint 5 minutes; waiting deliveries spend no attempt', async () => {
      rx.respond = () => ({ status: 503 });
      const ep = await endpoint();
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push(...(await jobEvent()).deliveryIds);
      const w = worker();
      await w.runOnce();
      assert.equal(rx.received.length, 5, 'the fifth failure pauses the endpoint before the sixth is sent');
      const counts = async () => Promise.all(ids.map(async (id) => (await delivery(ep, id)).attempt_count));
      assert.deepEqual((await counts()).sort(), [0, 0, 1, 1, 1, 1, 1]);
      clock = new Date(T0.getTime() + 60_000);
      const late = (await jobEvent()).deliveryIds[0]!;
      for (const s of [60, 120, 299]) {
        clock = new Date(T0.getTime() + s * 1000);
        await w.runOnce();
      }
      assert.equal(rx.received.length, 5, 'nothing is sent while paused, retries and new events alike');
      assert.equal((await delivery(ep, late)).attempt_count, 0);
      rx.respond = () => ({ status: 204 });
      clock = new Date(T0.getTime() + 300_000);
      await w.runOnce();
      assert.equal(rx.received.length, 5 + 8, 'all eight go out when the pause ends');
      for (const id of [...ids, late]) assert.equal((await delivery(ep, id)).status, 'delivered');
      assert.deepEqual((await counts()).sort(), [1, 1, 2, 2, 2, 2, 2]);
    });

    test('a 3xx answer is a failure and the redirect is not followed', async () => {
      const other = await startReceiver();
      const guard = watchConnections();
      try {
        rx.respond = (r) => ({
          status: 302,
          headers: { location: r.path === '/to-private' ? 'https://10.0.0.1/steal' : other.url('/elsewhere') },
        });
        const a = await endpoint(rx.url('/to-local'));
        const b = await endpoint(rx.url('/to-private'));
        const { deliveryIds } = await jobEvent();
        await worker().runOnce();
        const all = await store.db
          .selectFrom('webhook_deliveries')
          .select(['id', 'endpoint_id'])
          .where('id', 'in', deliveryIds)
          .execute();
        for (const row of all) {
          const d = await delivery(row.endpoint_id, row.id);
          assert.equal(d.status, 'pending');
          assert.equal(d.attempts[0]!.status_code, 302);
          assert.match(d.attempts[0]!.error!, /redirect 302 not followed/);
        }
        assert.deepEqual(new Set(all.map((r) => r.endpoint_id)), new Set([a, b]));
        assert.equal(other.received.length, 0, 'the redirect target got nothing');
        assert.ok(!guard.targets.includes('10.0.0.1') && !guard.addresses.includes('10.0.0.1'));
      } finally {
        guard.restore();
        await other.close();
      }
    });

    test('no answer within the time limit is a failure', async () => {
      rx.respond = () => ({ status: 200, delayMs: 1500 });
      const ep = await endpoint();
      const { deliveryIds } = await jobEvent();
      await worker(testNet({ timeoutMs: 300 })).runOnce();
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.status, 'pending');
      assert.equal(d.attempts[0]!.status_code, null);
      assert.match(d.attempts[0]!.error!, /no answer within the time limit/);
      assert.deepEqual(new Date(d.next_attempt_at!), new Date(T0.getTime() + 30_000));
    });

    test('a refused connection is a failure; the default answer limit is the spec 10 s', async () => {
      const closed = await startReceiver();
      const url = closed.url();
      await closed.close(); // nothing listens there now
      const ep = await endpoint(url);
      const { deliveryIds } = await jobEvent();
      await worker().runOnce();
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.status, 'pending');
      assert.equal(d.attempts[0]!.status_code, null);
      assert.match(d.attempts[0]!.error!, /ECONNREFUSED/);
      assert.equal(loadConfig({}).webhooks.timeoutMs, 10_000);
      assert.equal(loadConfig({}).webhooks.allowLoopback, false, 'the loopback allowance is off by default');
      assert.equal(loadConfig({}).webhooks.testOnlyCaFile, null);
    });

    test('a slow endpoint delays only itself: a later event for another endpoint goes out meanwhile', async () => {
      rx.respond = (r) => (r.path === '/slow' ? { status: 200, delayMs: 700 } : { status: 200 });
      const slow = await endpoint(rx.url('/slow'), ['job.completed']);
      const fast = await endpoint(rx.url('/fast'), ['job.failed']);
      for (let i = 0; i < 4; i++) await jobEvent('completed');
      const status = async (ep: string) =>
        (await store.db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', ep).execute()).map(
          (r) => r.status,
        );
      const until = async (check: () => Promise<boolean>) => {
        const deadline = Date.now() + 15_000;
        while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        assert.ok(await check());
      };
      const w = worker();
      w.start();
      try {
        await until(async () => rx.received.some((r) => r.path === '/slow'));
        await jobEvent('failed');
        w.wake();
        await until(async () => (await status(fast)).join() === 'delivered');
        assert.ok(
          (await status(slow)).includes('pending'),
          'the fast endpoint was served while the slow one was still being sent to',
        );
        await until(async () => (await status(slow)).every((s) => s === 'delivered'));
      } finally {
        await w.stop();
      }
    });

    test('answer bodies are read up to a cap and kept as a bounded excerpt', async () => {
      rx.respond = () => ({ status: 400, body: 'x'.repeat(2_000_000) });
      const ep = await endpoint();
      const { deliveryIds } = await jobEvent();
      await worker().runOnce();
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.attempts[0]!.status_code, 400);
      assert.equal(d.attempts[0]!.response_excerpt!.length, 1024);
    });

    test('two workers on one store never send one delivery twice', async () => {
      await endpoint();
      const events = [];
      for (let i = 0; i < 30; i++) events.push((await jobEvent()).event.id);
      const [a, b] = [worker(), worker()];
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      assert.equal(rx.received.length, 30);
      assert.deepEqual(new Set(rx.received.map((r) => r.headers['x-parser-event-id'])), new Set(events));
    });

    test("a dead worker's claimed delivery is taken over once its lease runs out", async () => {
      const ep = await endpoint();
      const { deliveryIds } = await jobEvent();
      const { claimDueDeliveries } = await import('../../src/store/webhooks.ts');
      assert.equal((await claimDueDeliveries(store.db, 'worker-that-died', clock, 60, 10)).length, 1);
      const w = worker();
      assert.equal(await w.runOnce(), 0, 'leased: not taken');
      clock = new Date(T0.getTime() + 60_001);
      assert.equal(await w.runOnce(), 1);
      assert.equal((await delivery(ep, deliveryIds[0]!)).status, 'delivered');
      assert.equal(rx.received.length, 1);
    });

    test('a name that resolves to a private address at delivery time is refused before any connection', async () => {
      // Registered while it resolved to a public address; now it rebinds to the metadata address.
      const ep = await endpoint('https://hooks.merchant-crm.example/in');
      const { deliveryIds } = await jobEvent();
      const guard = watchConnections();
      try {
        await worker(testNet({ resolve: async () => [{ address: '169.254.169.254', family: 4 }] })).runOnce();
      } finally {
        guard.restore();
      }
      const d = await delivery(ep, deliveryIds[0]!);
      assert.equal(d.status, 'pending');
      assert.match(
        d.attempts[0]!.error!,
        /refused target: host hooks\.merchant-crm\.example resolves to 169\.254\.169\.254/,
      );
      assert.deepEqual(guard.addresses, [], 'no address was dialled');
    });
  });
}
