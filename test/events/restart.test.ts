// Pending deliveries survive a restart (delivery rule 4): stop the service with a delivery pending, start
// a new one on the same store, and it goes out with the same event id and body.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { newId } from '../../src/ids.ts';
import { failedResult } from '../../src/pipeline/contract.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { startService } from '../../src/service.ts';
import { listEvents } from '../../src/store/events.ts';
import { insertJob } from '../../src/store/jobs.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { insertEndpoint } from '../../src/store/webhooks.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';
import { startReceiver, TEST_CA_FILE, type Receiver } from './receiver.ts';

const silent = pino({ level: 'silent' });

for (const backend of testBackends()) {
  describe(`webhook restart (${backend})`, () => {
    let store: TestStore;
    let rx: Receiver;
    before(async () => {
      store = await openTestStore(backend);
      rx = await startReceiver();
    });
    after(async () => {
      await rx.close();
      await store.close();
    });
    const tenant = async () => (await findOrCreateTenant(store.db, `r-${newId('t', 8)}`)).id;
    const addJob = async (tenantId: string) => {
      const id = newId('job');
      await insertJob(store.db, {
        id,
        tenantId,
        source: 'upload',
        idempotencyKey: null,
        requestHash: id,
        intake: { source: 'upload', files: [] },
        options: {},
      });
      return id;
    };

    test('pending deliveries survive a stop: a new service on the same store sends them', async () => {
      const t = await tenant();
      const secret = 'whsec_restart';
      await insertEndpoint(store.db, {
        id: newId('whk'),
        tenantId: t,
        url: rx.url(),
        topics: [],
        secret,
        now: new Date(),
      });
      rx.respond = () => ({ status: 503 });
      let clock = new Date();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-restart-'));
      const config = loadConfig(
        {},
        {
          dataDir,
          logLevel: 'silent',
          pollIntervalMs: 20,
          // a send under load may be slow: its timeout must not be what the test measures
          webhooks: { allowLoopback: true, pollIntervalMs: 20, timeoutMs: 60_000, testOnlyCaFile: TEST_CA_FILE },
        },
      );
      const pipeline: RunPipeline = async (input) => ({
        status: 'completed',
        result: { ...failedResult({ id: input.jobId }, 'x', new Date()), status: 'completed' } as never,
        error: null,
      });
      const start = () =>
        startService(config, {
          http: false,
          worker: true,
          store,
          log: silent,
          now: () => clock,
          runPipeline: pipeline,
        });
      try {
        const a = await start();
        const jobId = await addJob(t);
        a.notifier.jobQueued();
        await rx.requests(1);
        await a.close(); // waits for the attempt in flight to be recorded
        const [ev] = await listEvents(store.db, t, jobId);
        const pending = await store.db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('event_id', '=', ev!.id)
          .execute();
        assert.equal(pending.length, 1);
        assert.equal(pending[0]!.status, 'pending');
        assert.equal(pending[0]!.attempt_count, 1);
        assert.equal(pending[0]!.lease_owner, null, 'a stopped worker holds no lease');

        // the receiver answers slowly, as a loaded machine does: nothing in the test may race a clock
        rx.respond = () => ({ status: 200, body: 'thanks', delayMs: 2500 });
        clock = new Date(clock.getTime() + 30_000);
        // wait on the event (the receiver gets the resend), then close: closing waits for the attempt in
        // flight to be recorded, so the status is read after it, with no deadline of our own
        const b = await start();
        try {
          await rx.requests(2);
        } finally {
          await b.close();
        }
        const sent = await store.db
          .selectFrom('webhook_deliveries')
          .select('status')
          .where('event_id', '=', ev!.id)
          .executeTakeFirst();
        assert.equal(sent!.status, 'delivered');
        assert.equal(rx.received.length, 2);
        assert.equal(rx.received[1]!.headers['x-parser-event-id'], ev!.id);
        assert.equal(rx.received[1]!.body, ev!.body);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
