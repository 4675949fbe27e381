// /v1/webhooks over the app with a local HTTPS receiver: registration rules (https, public targets,
// topics), the secret shown once, ping, delivery history, resends (one, and since a time), rotation,
// removal, permissions and tenancy, and the audit trail.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { DeliveryWorker } from '../../src/events/delivery-worker.ts';
import { WebhookSender } from '../../src/events/sender.ts';
import { verifyWebhookSignature } from '../../src/index.ts';
import { buildJobEvent } from '../../src/events/job-event.ts';
import { newId } from '../../src/ids.ts';
import { recordEvent } from '../../src/events/record.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { startReceiver, TEST_CA_FILE, testNet, type Receiver } from '../events/receiver.ts';

const T0 = new Date('2026-03-02T15:00:00.000Z');
const DELAYS = [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200];

for (const backend of testBackends()) {
  describe(`/v1/webhooks (${backend})`, () => {
    let t: TestService;
    let strict: TestService;
    let rx: Receiver;
    let key: string;
    let clock = T0;
    let sender: WebhookSender;
    let worker: DeliveryWorker;
    before(async () => {
      rx = await startReceiver();
      const webhooks = { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: TEST_CA_FILE };
      t = await startTestService(backend, { worker: false, config: { webhooks }, now: () => clock });
      strict = await startTestService(backend, { worker: false }); // production policy: loopback refused
      key = (await t.newKey({ scopes: ['webhooks:manage'] })).key;
      sender = new WebhookSender(testNet());
      worker = new DeliveryWorker(
        { db: t.store.db, sender, log: pino({ level: 'silent' }), now: () => clock },
        { pollIntervalMs: 50, batchSize: 50, leaseSeconds: 60 },
      );
    });
    beforeEach(async () => {
      // each test starts with no endpoints: earlier tests' endpoints would otherwise receive its events
      await t.store.db.updateTable('webhook_endpoints').set({ status: 'deleted' }).execute();
      await t.store.db
        .updateTable('webhook_deliveries')
        .set({ status: 'cancelled', next_attempt_at: null })
        .where('status', '=', 'pending')
        .execute();
      rx.received.length = 0;
      rx.respond = () => ({ status: 200, body: 'ok' });
      clock = T0;
    });
    after(async () => {
      await sender.close();
      await t.close();
      await strict.close();
      await rx.close();
    });

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, k = key, svc = t) =>
      svc.service.app!.inject({
        method,
        url,
        headers: { 'x-api-key': k },
        ...(body !== undefined ? { payload: body as never } : {}),
      });
    const register = async (topics: string[] = [], url = rx.url()) => {
      const res = await call('POST', '/v1/webhooks', { url, topics });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { id: string; secret: string; url: string; topics: string[]; status: string };
    };
    /** A job event written as the runner writes it (fan-out included). */
    const jobEvent = async () => {
      const e = buildJobEvent(
        {
          id: newId('job'),
          tenantId: t.tenantId,
          status: 'completed',
          intake: { source: 'upload', files: [] },
          result: null,
        },
        newId('evt'),
        clock,
      );
      await t.store.db.transaction().execute((trx) => recordEvent(trx, e));
      return e;
    };
    const deliveries = async (id: string) => {
      const res = await call('GET', `/v1/webhooks/${id}/deliveries`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().items as Array<Record<string, any>>;
    };
    /** Drives the pending deliveries to `dead` through all nine attempts (each step also outlasts a 5-minute pause). */
    const killAll = async () => {
      rx.respond = () => ({ status: 500, body: 'broken' });
      await worker.runOnce();
      for (const s of DELAYS) {
        clock = new Date(clock.getTime() + s * 1000 + 300_000);
        await worker.runOnce();
      }
    };
    const audit = (targetId: string) =>
      t.store.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', targetId)
        .orderBy('seq')
        .execute();

    test('register: 201 with the secret once; listed without it; audited without it', async () => {
      const created = await register(['job.failed', 'job.failed']);
      assert.match(created.id, /^whk_/);
      assert.match(created.secret, /^whsec_[A-Za-z0-9_-]{40,}$/);
      assert.deepEqual(created.topics, ['job.failed']);
      assert.equal(created.status, 'active');
      const list = await call('GET', '/v1/webhooks');
      assert.equal(list.statusCode, 200);
      const item = list.json().items.find((i: { id: string }) => i.id === created.id);
      assert.deepEqual(Object.keys(item).sort(), [
        'created_at',
        'id',
        'paused_until',
        'status',
        'topics',
        'updated_at',
        'url',
      ]);
      assert.ok(!list.body.includes(created.secret));
      const rows = await audit(created.id);
      assert.deepEqual(
        rows.map((r) => r.action),
        ['webhook.created'],
      );
      assert.ok(!JSON.stringify(rows).includes(created.secret));
    });

    test('topics: an unknown topic is 422 naming it; empty or absent is allowed', async () => {
      const res = await call('POST', '/v1/webhooks', { url: rx.url(), topics: ['job.completed', 'job.finished'] });
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().error.code, 'validation_error');
      assert.match(res.json().error.message, /unknown topic "job\.finished"/);
      assert.deepEqual(res.json().detail[0].loc, ['body', 'topics', 1]);
      assert.deepEqual((await register([])).topics, []);
      const missing = await call('POST', '/v1/webhooks', { url: rx.url() });
      assert.equal(missing.statusCode, 201, missing.body);
      assert.deepEqual(missing.json().topics, []);
    });

    test('unsafe targets are refused at registration with 422 and nothing is stored', async () => {
      const skey = (await strict.newKey({ scopes: ['webhooks:manage'] })).key;
      const cases: Array<[string, RegExp]> = [
        [`http://127.0.0.1:${rx.port}/hook`, /https/],
        [`https://127.0.0.1:${rx.port}/hook`, /loopback/],
        [`https://[::1]:${rx.port}/hook`, /loopback/],
        [`https://localhost:${rx.port}/hook`, /localhost resolves to .*loopback/],
        ['https://169.254.169.254/latest/meta-data/', /metadata/],
        ['https://10.0.0.1/hook', /private/],
        ['https://192.168.1.20/hook', /private/],
        ['https://[fd00::1]/hook', /unique local/],
        ['https://[::ffff:10.0.0.1]/hook', /IPv4-mapped/],
        ['https://user:pass@example.com/hook', /credentials/],
      ];
      for (const [url, why] of cases) {
        const res = await call('POST', '/v1/webhooks', { url, topics: [] }, skey, strict);
        assert.equal(res.statusCode, 422, url);
        assert.deepEqual(res.json().detail[0].loc, ['body', 'url']);
        assert.match(res.json().error.message, why, url);
      }
      assert.deepEqual((await call('GET', '/v1/webhooks', undefined, skey, strict)).json().items, []);
      assert.equal(rx.received.length, 0);
    });

    test('webhooks:manage is required; another tenant’s endpoint is 404', async () => {
      const created = await register();
      const plain = t.key; // default scopes: no webhooks:manage
      for (const [m, u] of [
        ['GET', '/v1/webhooks'],
        ['POST', `/v1/webhooks/${created.id}/test`],
        ['DELETE', `/v1/webhooks/${created.id}`],
        ['POST', `/v1/webhooks/${created.id}/rotate-secret`],
        ['GET', `/v1/webhooks/${created.id}/deliveries`],
      ] as const) {
        const res = await call(m, u, undefined, plain);
        assert.equal(res.statusCode, 403, `${m} ${u}`);
        assert.match(res.json().error.message, /webhooks:manage/);
      }
      const other = (await t.newKey({ tenant: 'globex', scopes: ['webhooks:manage'] })).key;
      for (const [m, u] of [
        ['POST', `/v1/webhooks/${created.id}/test`],
        ['DELETE', `/v1/webhooks/${created.id}`],
        ['POST', `/v1/webhooks/${created.id}/rotate-secret`],
        ['GET', `/v1/webhooks/${created.id}/deliveries`],
      ] as const) {
        assert.equal((await call(m, u, undefined, other)).statusCode, 404, `${m} ${u}`);
      }
      assert.ok(!(await call('GET', '/v1/webhooks', undefined, other)).body.includes(created.id));
    });

    test('test: a signed ping goes out at once and its answer is in the history', async () => {
      const created = await register(['job.failed']);
      rx.respond = () => ({ status: 202, body: '{"received":true}' });
      const res = await call('POST', `/v1/webhooks/${created.id}/test`);
      assert.equal(res.statusCode, 200, res.body);
      const d = res.json();
      assert.equal(d.status, 'delivered');
      assert.equal(d.topic, 'ping');
      assert.equal(d.last_response.status_code, 202);
      assert.equal(d.last_response.response_excerpt, '{"received":true}');
      assert.equal(rx.received.length, 1);
      const got = rx.received[0]!;
      assert.equal(got.headers['x-parser-topic'], 'ping');
      assert.equal(got.headers['x-parser-event-id'], d.event_id);
      assert.ok(
        verifyWebhookSignature({
          secret: created.secret,
          header: got.headers['x-parser-signature'],
          body: got.body,
          now: clock,
        }),
      );
      const body = JSON.parse(got.body);
      assert.deepEqual(body, {
        id: d.event_id,
        tenant_id: t.tenantId,
        topic: 'ping',
        resource_type: 'webhook',
        resource_id: created.id,
        created_at: T0.toISOString(),
        payload: { webhook_id: created.id, url: created.url },
      });
      const [listed] = await deliveries(created.id);
      assert.equal(listed!.id, d.id);
      assert.equal(listed!.attempts.length, 1);
      assert.equal(listed!.attempts[0].status_code, 202);
      assert.equal(typeof listed!.attempts[0].duration_ms, 'number');
    });

    test('resend one: 409 while pending; after it died, the same body and event id, signed afresh, full schedule', async () => {
      const created = await register();
      const event = await jobEvent();
      const [pending] = await deliveries(created.id);
      assert.equal(pending!.status, 'pending');
      const busy = await call('POST', `/v1/webhooks/${created.id}/deliveries/${pending!.id}/resend`);
      assert.equal(busy.statusCode, 409);
      assert.equal(busy.json().error.code, 'delivery_pending');
      await killAll();
      const [dead] = await deliveries(created.id);
      assert.equal(dead!.status, 'dead');
      assert.equal(dead!.attempts.length, 9);
      const diedAt = clock;

      clock = new Date(diedAt.getTime() + 3_600_000);
      rx.received.length = 0;
      rx.respond = () => ({ status: 200 });
      const res = await call('POST', `/v1/webhooks/${created.id}/deliveries/${dead!.id}/resend`);
      assert.equal(res.statusCode, 202, res.body);
      const fresh = res.json();
      assert.notEqual(fresh.id, dead!.id);
      assert.equal(fresh.event_id, event.id);
      assert.equal(fresh.status, 'pending');
      assert.equal(fresh.attempt_count, 0);
      assert.equal(fresh.resent_from, dead!.id);
      await worker.runOnce();
      assert.equal(rx.received.length, 1);
      const got = rx.received[0]!;
      assert.equal(got.body, event.body, 'byte for byte the stored body');
      assert.equal(got.headers['x-parser-event-id'], event.id);
      assert.match(
        String(got.headers['x-parser-signature']),
        new RegExp(`^t=${clock.getTime() / 1000},`),
        'signed afresh',
      );
      assert.ok(
        verifyWebhookSignature({
          secret: created.secret,
          header: got.headers['x-parser-signature'],
          body: got.body,
          now: clock,
        }),
      );
      const history = await deliveries(created.id);
      assert.deepEqual(
        history.map((h) => [h.id, h.status]),
        [
          [fresh.id, 'delivered'],
          [dead!.id, 'dead'],
        ],
        'the earlier delivery stays in history',
      );
      // a delivered delivery may be resent too
      const again = await call('POST', `/v1/webhooks/${created.id}/deliveries/${fresh.id}/resend`);
      assert.equal(again.statusCode, 202);
      assert.equal(again.json().max_attempts, 9);
      assert.deepEqual(
        (await audit(created.id)).map((r) => r.action),
        ['webhook.created', 'webhook.delivery_resent', 'webhook.delivery_resent'],
      );
    });

    test('resend since: every event that died at or after `since`, once each, unless delivered or pending since', async () => {
      const created = await register();
      const first = await jobEvent();
      await killAll();
      const firstDied = clock;
      const second = await jobEvent();
      await killAll();
      const secondDied = clock;
      const sinceSecond = await call(
        'POST',
        `/v1/webhooks/${created.id}/deliveries/resend?since=${encodeURIComponent(secondDied.toISOString())}`,
      );
      assert.equal(sinceSecond.statusCode, 202, sinceSecond.body);
      assert.deepEqual(
        sinceSecond.json().deliveries.map((d: { event_id: string }) => d.event_id),
        [second.id],
      );
      const repeat = await call(
        'POST',
        `/v1/webhooks/${created.id}/deliveries/resend?since=${encodeURIComponent(firstDied.toISOString())}`,
      );
      assert.deepEqual(
        repeat.json().deliveries.map((d: { event_id: string }) => d.event_id),
        [first.id],
        'the second is pending: not resent again',
      );
      rx.respond = () => ({ status: 200 });
      rx.received.length = 0;
      await worker.runOnce();
      assert.deepEqual(new Set(rx.received.map((r) => r.headers['x-parser-event-id'])), new Set([first.id, second.id]));
      const none = await call(
        'POST',
        `/v1/webhooks/${created.id}/deliveries/resend?since=${encodeURIComponent(T0.toISOString())}`,
      );
      assert.deepEqual(none.json(), { resent: 0, deliveries: [] }, 'both delivered since');
      const bad = await call('POST', `/v1/webhooks/${created.id}/deliveries/resend?since=yesterday`);
      assert.equal(bad.statusCode, 422);
    });

    test('rotate-secret: a new secret, returned once, signs every later attempt', async () => {
      const created = await register();
      const res = await call('POST', `/v1/webhooks/${created.id}/rotate-secret`);
      assert.equal(res.statusCode, 200);
      const rotated = res.json().secret as string;
      assert.match(rotated, /^whsec_/);
      assert.notEqual(rotated, created.secret);
      await call('POST', `/v1/webhooks/${created.id}/test`);
      const got = rx.received[0]!;
      assert.ok(
        verifyWebhookSignature({
          secret: rotated,
          header: got.headers['x-parser-signature'],
          body: got.body,
          now: clock,
        }),
      );
      assert.ok(
        !verifyWebhookSignature({
          secret: created.secret,
          header: got.headers['x-parser-signature'],
          body: got.body,
          now: clock,
        }),
      );
      assert.ok(!(await call('GET', '/v1/webhooks')).body.includes(rotated));
    });

    test('delete: pending deliveries become cancelled; the endpoint is gone and gets nothing more', async () => {
      const created = await register();
      await jobEvent();
      const [pending] = await deliveries(created.id);
      const res = await call('DELETE', `/v1/webhooks/${created.id}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { id: created.id, deleted: true, cancelled_deliveries: 1 });
      const row = await t.store.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'finished_at'])
        .where('id', '=', pending!.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'cancelled');
      assert.deepEqual(new Date(row.finished_at!), clock);
      assert.ok(!(await call('GET', '/v1/webhooks')).body.includes(created.id));
      assert.equal((await call('GET', `/v1/webhooks/${created.id}/deliveries`)).statusCode, 404);
      assert.equal((await call('POST', `/v1/webhooks/${created.id}/deliveries/${pending!.id}/resend`)).statusCode, 404);
      assert.equal((await call('DELETE', `/v1/webhooks/${created.id}`)).statusCode, 404);
      const later = await jobEvent();
      assert.equal(
        (
          await t.store.db
            .selectFrom('webhook_deliveries')
            .select('id')
            .where('event_id', '=', later.id)
            .where('endpoint_id', '=', created.id)
            .execute()
        ).length,
        0,
      );
      await worker.runOnce();
      assert.ok(!rx.received.some((r) => r.headers['x-parser-event-id'] === later.id));
      const actions = (await audit(created.id)).map((r) => r.action);
      assert.deepEqual(actions, ['webhook.created', 'webhook.deleted']);
    });

    test('deliveries are paged newest first, each once', async () => {
      const created = await register();
      const events = [];
      for (let i = 0; i < 3; i++) {
        clock = new Date(T0.getTime() + i * 1000);
        events.push((await jobEvent()).id);
      }
      const p1 = await call('GET', `/v1/webhooks/${created.id}/deliveries?limit=2`);
      assert.equal(p1.json().items.length, 2);
      assert.ok(p1.json().next_cursor);
      const p2 = await call('GET', `/v1/webhooks/${created.id}/deliveries?limit=2&cursor=${p1.json().next_cursor}`);
      assert.equal(p2.json().next_cursor, null);
      assert.deepEqual(
        [...p1.json().items, ...p2.json().items].map((d: { event_id: string }) => d.event_id),
        events.reverse(),
      );
      assert.equal((await call('GET', `/v1/webhooks/${created.id}/deliveries?cursor=nope`)).statusCode, 422);
    });

    test('the routes are in the OpenAPI document', async () => {
      const doc = (await t.service.app!.inject({ url: '/openapi.json' })).json();
      for (const p of [
        '/v1/webhooks',
        '/v1/webhooks/{id}/test',
        '/v1/webhooks/{id}/deliveries',
        '/v1/webhooks/{id}/deliveries/{delivery_id}/resend',
        '/v1/webhooks/{id}/deliveries/resend',
        '/v1/webhooks/{id}/rotate-secret',
        '/v1/webhooks/{id}',
      ]) {
        assert.ok(doc.paths[p], p);
      }
    });
  });
}
