// The outbox: a job's final status, its event and the event's deliveries are one transaction; topics
// fan out exactly as the spec says; job event payloads are exactly the spec's
// (restart: see restart.test.ts).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { recordEvent } from '../../src/events/record.ts';
import { buildJobEvent } from '../../src/events/job-event.ts';
import { newId } from '../../src/ids.ts';
import { JobNotifier } from '../../src/jobs/notifier.ts';
import { failedResult } from '../../src/pipeline/contract.ts';
import { JobWorker, type RunPipeline } from '../../src/jobs/runner.ts';
import { DiskBlobStore, sha256Hex } from '../../src/store/blobs.ts';
import { listEvents } from '../../src/store/events.ts';
import { claimJob, getJob, insertJob } from '../../src/store/jobs.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { insertEndpoint } from '../../src/store/webhooks.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';
import { waitUntil } from './receiver.ts';

const silent = pino({ level: 'silent' });
const FILE = new TextEncoder().encode('%PDF-1.4 stand-in bytes for the runner to load');
const INTAKE = {
  source: 'upload',
  received_at: '2026-03-02T15:00:00.000Z',
  business_name: 'Acme Bakery LLC',
  broker_email: 'iso@broker.example',
  files: [
    {
      position: 1,
      filename: 'march.pdf',
      content_type: 'application/pdf',
      sha256: sha256Hex(FILE),
      bytes: FILE.length,
      from_email: false,
    },
  ],
};

for (const backend of testBackends()) {
  describe(`events outbox (${backend})`, () => {
    let store: TestStore;
    const blobs = new DiskBlobStore(path.join(os.tmpdir(), 'pp-outbox-blobs'));
    before(async () => {
      store = await openTestStore(backend);
      await blobs.put(FILE);
    });
    after(() => store.close());

    // Fault injection after the status write: the database refuses the event's deliveries for one tenant.
    const faultFor = async (tenantId: string | null) => {
      if (tenantId === null)
        return void (await sql`drop trigger if exists pp_injected_fault on webhook_deliveries`.execute(store.db));
      await sql`create or replace function pp_injected_fault() returns trigger language plpgsql as $$
        begin
          if new.tenant_id = ${sql.lit(tenantId)} then raise exception 'injected fault after the status write'; end if;
          return new;
        end $$`.execute(store.db);
      await sql`create trigger pp_injected_fault before insert on webhook_deliveries for each row execute function pp_injected_fault()`.execute(
        store.db,
      );
    };
    const tenant = async () => (await findOrCreateTenant(store.db, `o-${newId('t', 8)}`)).id;
    const addJob = async (tenantId: string) => {
      const id = newId('job');
      await insertJob(store.db, {
        id,
        tenantId,
        source: 'upload',
        idempotencyKey: null,
        requestHash: id,
        intake: INTAKE,
        options: {},
      });
      return id;
    };
    const endpoint = async (tenantId: string, topics: string[]) =>
      (
        await insertEndpoint(store.db, {
          id: newId('whk'),
          tenantId,
          url: 'https://hooks.example.com/in',
          topics,
          secret: 'whsec_x',
          now: new Date(),
        })
      ).id;
    const deliveriesOf = async (eventId: string) =>
      await store.db
        .selectFrom('webhook_deliveries')
        .select(['endpoint_id', 'status', 'next_attempt_at'])
        .where('event_id', '=', eventId)
        .execute();
    const worker = (runPipeline: RunPipeline, o: { jobTimeoutSeconds?: number } = {}) =>
      new JobWorker(
        { db: store.db, blobs, notifier: new JobNotifier(), runPipeline, log: silent, now: () => new Date() },
        {
          concurrency: 1,
          leaseSeconds: 2,
          jobTimeoutSeconds: o.jobTimeoutSeconds ?? 30,
          maxJobRuns: 3,
          pollIntervalMs: 20,
        },
      );

    test('topics: empty = all but the opt-in ones; a list = exactly those; ping is never fanned out', async () => {
      const t = await tenant();
      const all = await endpoint(t, []);
      const failedOnly = await endpoint(t, ['job.failed']);
      const corrected = await endpoint(t, ['job.corrected']);
      const emailAndDone = await endpoint(t, ['email.received', 'job.completed']);
      const expect: Record<string, string[]> = {
        'job.completed': [all, emailAndDone],
        'job.review_required': [all],
        'job.failed': [all, failedOnly],
        'job.corrected': [corrected],
        'email.received': [emailAndDone],
        'mailbox.disconnected': [all],
        ping: [],
      };
      for (const [topic, endpoints] of Object.entries(expect)) {
        const id = newId('evt');
        const at = new Date('2026-03-02T15:00:00.000Z');
        await store.db.transaction().execute((trx) =>
          recordEvent(trx, {
            id,
            tenantId: t,
            topic,
            resourceType: 'job',
            resourceId: 'job_x',
            payload: {},
            body: '{}',
            createdAt: at,
          }),
        );
        const rows = await deliveriesOf(id);
        assert.deepEqual(new Set(rows.map((r) => r.endpoint_id)), new Set(endpoints), topic);
        for (const r of rows) {
          assert.equal(r.status, 'pending');
          assert.deepEqual(new Date(r.next_attempt_at!), at, 'the first attempt is due as the event is written');
        }
      }
      // another tenant's endpoints never receive this tenant's events
      const other = await tenant();
      await endpoint(other, []);
      const id = newId('evt');
      await store.db.transaction().execute((trx) =>
        recordEvent(trx, {
          id,
          tenantId: t,
          topic: 'job.completed',
          resourceType: 'job',
          resourceId: 'job_y',
          payload: {},
          body: '{}',
          createdAt: new Date(),
        }),
      );
      assert.deepEqual(new Set((await deliveriesOf(id)).map((r) => r.endpoint_id)), new Set([all, emailAndDone]));
    });

    test("a job's final status never commits without its event and deliveries", async () => {
      const t = await tenant();
      await endpoint(t, []);
      const jobId = await addJob(t);
      const w = worker(async () => new Promise(() => undefined), { jobTimeoutSeconds: 1 });
      await claimJob(store.db, 'worker-that-died', 1);
      await new Promise((r) => setTimeout(r, 1100));
      await faultFor(t);
      await assert.rejects(w.reap(), /injected fault/);
      const job = await getJob(store.db, t, jobId);
      assert.equal(job!.status, 'running', 'the failed status rolled back with the event');
      assert.equal(job!.completed_at, null);
      assert.deepEqual(await listEvents(store.db, t, jobId), []);
      assert.equal(
        (await store.db.selectFrom('webhook_deliveries').select('id').where('tenant_id', '=', t).execute()).length,
        0,
      );
      await faultFor(null);
      await w.reap();
      assert.equal((await getJob(store.db, t, jobId))!.status, 'failed');
      const events = await listEvents(store.db, t, jobId);
      assert.deepEqual(
        events.map((e) => e.topic),
        ['job.failed'],
      );
      assert.equal((await deliveriesOf(events[0]!.id)).length, 1);
    });

    test('job event payloads: exactly the spec fields, never transactions, intake always (job.failed too)', async () => {
      const t = await tenant();
      const statement = {
        document_id: 'doc_1',
        gate: { status: 'accepted' },
        transactions: [
          { index: 1, date: '2026-02-03', description: 'SECRET DEPOSIT FROM CUSTOMER 991', amount: '1200.00' },
        ],
      };
      const result = (id: string) => ({
        ...failedResult({ id }, 'x', new Date()),
        status: 'review_required',
        review_reasons: ['missing_month'],
        merchant_fingerprint: 'mf_abc',
        related_jobs: ['job_earlier'],
        statements: [statement, { document_id: 'doc_2', gate: { status: 'review_required' }, transactions: [] }],
        positions: [{ id: 'pos_1' }],
        underwriting: { current_withhold_pct: 12.5 },
        usage: { cost_usd: '0.42' },
        submission_packet: { document_count: 3 },
      });
      const okJob = await addJob(t);
      const failingJob = await addJob(t);
      const w = worker(async (input) =>
        input.jobId === okJob
          ? { status: 'review_required', result: result(input.jobId) as never, error: null }
          : {
              status: 'failed',
              result: failedResult({ id: input.jobId }, 'no statement could be read', new Date()),
              error: 'no statement could be read',
            },
      );
      w.start();
      await waitUntil(
        async () =>
          (await getJob(store.db, t, failingJob))!.status === 'failed' &&
          (await getJob(store.db, t, okJob))!.status === 'review_required',
      );
      await w.stop();
      const [ev] = await listEvents(store.db, t, okJob);
      const body = JSON.parse(ev!.body);
      assert.deepEqual(Object.keys(body).sort(), [
        'created_at',
        'id',
        'payload',
        'resource_id',
        'resource_type',
        'tenant_id',
        'topic',
      ]);
      assert.equal(body.id, ev!.id);
      assert.equal(body.topic, 'job.review_required');
      assert.equal(body.resource_type, 'job');
      assert.equal(body.resource_id, okJob);
      assert.equal(body.tenant_id, t);
      assert.deepEqual(body.payload, {
        job_id: okJob,
        status: 'review_required',
        result_path: `/v1/jobs/${okJob}`,
        review_reasons: ['missing_month'],
        document_count: 3,
        statements: 2,
        statements_accepted: 1,
        positions: 1,
        current_withhold_pct: 12.5,
        merchant_fingerprint: 'mf_abc',
        related_jobs: ['job_earlier'],
        cost_usd: '0.42',
        intake: INTAKE,
      });
      assert.ok(
        !ev!.body.includes('SECRET DEPOSIT') && !ev!.body.includes('transactions'),
        'the payload never carries transactions',
      );
      const [failed] = await listEvents(store.db, t, failingJob);
      const fp = JSON.parse(failed!.body).payload;
      assert.equal(failed!.topic, 'job.failed');
      assert.equal(fp.status, 'failed');
      assert.deepEqual(fp.intake, INTAKE);
      assert.equal(fp.cost_usd, '0.00');
      assert.deepEqual(Object.keys(fp).sort(), Object.keys(body.payload).sort());
    });

    test('the stored body is the envelope of the stored payload', () => {
      const e = buildJobEvent(
        { id: 'job_1', tenantId: 'ten_1', status: 'completed', intake: INTAKE, result: null },
        'evt_1',
        new Date('2026-03-02T15:00:00.000Z'),
      );
      assert.deepEqual(JSON.parse(e.body), {
        id: 'evt_1',
        tenant_id: 'ten_1',
        topic: 'job.completed',
        resource_type: 'job',
        resource_id: 'job_1',
        created_at: '2026-03-02T15:00:00.000Z',
        payload: e.payload,
      });
    });
  });
}
