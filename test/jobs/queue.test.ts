// The durable queue in one process: claims, timeout, a dead worker's job picked up again, and the
// MAX_JOB_RUNS limit on interrupted runs. Each final status comes with exactly one event.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { JobNotifier } from '../../src/jobs/notifier.ts';
import { JobWorker, type RunPipeline } from '../../src/jobs/runner.ts';
import { failedResult } from '../../src/pipeline/contract.ts';
import { claimJob, getJob, insertJob } from '../../src/store/jobs.ts';
import { listEvents } from '../../src/store/events.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { DiskBlobStore } from '../../src/store/blobs.ts';
import { newId } from '../../src/ids.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';
import os from 'node:os';
import path from 'node:path';

const silent = pino({ level: 'silent' });
const opts = { concurrency: 2, leaseSeconds: 2, jobTimeoutSeconds: 30, maxJobRuns: 3, pollIntervalMs: 20 };

const okPipeline: RunPipeline = async (input) => ({
  status: 'review_required',
  result: {
    ...failedResult({ id: input.jobId }, 'x', new Date()),
    status: 'review_required',
    review_reasons: ['no_statement_read'],
  },
  error: null,
});

async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

for (const backend of testBackends()) {
  describe(`job queue (${backend})`, () => {
    let store: TestStore;
    let tenantId: string;
    const blobs = new DiskBlobStore(path.join(os.tmpdir(), 'pp-queue-blobs'));
    before(async () => {
      store = await openTestStore(backend);
      tenantId = (await findOrCreateTenant(store.db, 'q')).id;
    });
    after(() => store.close());

    const addJob = async () => {
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
    const worker = (runPipeline: RunPipeline, o: Partial<typeof opts> = {}) =>
      new JobWorker(
        { db: store.db, blobs, notifier: new JobNotifier(), runPipeline, log: silent, now: () => new Date() },
        { ...opts, ...o },
      );

    test('a job runs once and ends with its event in the same transaction', async () => {
      const id = await addJob();
      let runs = 0;
      const w = worker(async (input, ctx) => {
        runs++;
        return okPipeline(input, ctx);
      });
      w.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'review_required');
      await w.stop();
      assert.equal(runs, 1);
      const events = await listEvents(store.db, tenantId, id);
      assert.equal(events.length, 1);
      assert.equal(events[0]!.topic, 'job.review_required');
      const body = JSON.parse(events[0]!.body);
      assert.equal(body.payload.job_id, id);
      assert.deepEqual(body.payload.intake, { source: 'upload', files: [] });
    });

    test('two claims never take the same job', async () => {
      const ids = [await addJob(), await addJob()];
      const [a, b] = await Promise.all([claimJob(store.db, 'w1', 5), claimJob(store.db, 'w2', 5)]);
      assert.ok(a && b);
      assert.notEqual(a.id, b.id);
      assert.deepEqual(new Set([a.id, b.id]), new Set(ids));
      assert.equal(await claimJob(store.db, 'w3', 5), undefined);
    });

    test('a job past JOB_TIMEOUT_SECONDS ends failed', async () => {
      const id = await addJob();
      const w = worker(() => new Promise(() => undefined), { jobTimeoutSeconds: 1 });
      w.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'failed');
      await w.stop(100);
      const job = await getJob(store.db, tenantId, id);
      assert.match(job!.error!, /JOB_TIMEOUT_SECONDS \(1 s\)/);
      const events = await listEvents(store.db, tenantId, id);
      assert.deepEqual(
        events.map((e) => e.topic),
        ['job.failed'],
      );
    });

    test('a job whose upload never finishes reading ends failed at JOB_TIMEOUT_SECONDS and frees its worker slot', async () => {
      const id = newId('job');
      const file = {
        position: 1,
        filename: 'a.pdf',
        content_type: 'application/pdf',
        bytes: 10,
        sha256: 'a'.repeat(64),
      };
      await insertJob(store.db, {
        id,
        tenantId,
        source: 'upload',
        idempotencyKey: null,
        requestHash: id,
        intake: { source: 'upload', files: [file] },
        options: {},
      });
      // a blob store whose read never ends (a connection gone silent mid-body)
      const stuck = Object.assign(Object.create(blobs), { get: () => new Promise<Uint8Array>(() => undefined) });
      const w = new JobWorker(
        {
          db: store.db,
          blobs: stuck,
          notifier: new JobNotifier(),
          runPipeline: okPipeline,
          log: silent,
          now: () => new Date(),
        },
        { ...opts, jobTimeoutSeconds: 1 },
      );
      w.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'failed');
      // the worker lets go of it too: its slot is free again (a read left waiting held it until the process ended)
      await waitUntil(async () => w.activeJobs === 0, 5_000);
      await w.stop(100);
      assert.match((await getJob(store.db, tenantId, id))!.error!, /JOB_TIMEOUT_SECONDS \(1 s\)/);
    });

    test("a dead worker's job is picked up again; after MAX_JOB_RUNS interrupted runs it fails", async () => {
      // Runs 1 and 2 are claimed by a "worker" that never heartbeats (it died): lease 1 s.
      const id = await addJob();
      const reaper = worker(okPipeline, { leaseSeconds: 1, maxJobRuns: 2, concurrency: 1 });
      const claimed = await claimJob(store.db, 'dead-1', 1);
      assert.equal(claimed?.id, id);
      await new Promise((r) => setTimeout(r, 1100));
      await reaper.reap();
      assert.equal((await getJob(store.db, tenantId, id))?.status, 'queued');
      await claimJob(store.db, 'dead-2', 1);
      await new Promise((r) => setTimeout(r, 1100));
      await reaper.reap();
      const job = await getJob(store.db, tenantId, id);
      assert.equal(job?.status, 'failed');
      assert.match(job!.error!, /too many service stops/);
      assert.equal(job!.run_count, 2);
      assert.deepEqual(
        (await listEvents(store.db, tenantId, id)).map((e) => e.topic),
        ['job.failed'],
      );
    });

    test('a job whose worker died is finished by another worker', async () => {
      const id = await addJob();
      await claimJob(store.db, 'dead', 1);
      const w = worker(okPipeline, { leaseSeconds: 1 });
      w.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'review_required');
      await w.stop();
      assert.equal((await getJob(store.db, tenantId, id))!.run_count, 2);
    });

    test('stop() hands a running job back to the queue after the grace period, and lets go of it', async () => {
      const id = await addJob();
      const w = worker(() => new Promise(() => undefined));
      w.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'running');
      await w.stop(50);
      const job = await getJob(store.db, tenantId, id);
      assert.equal(job?.status, 'queued');
      assert.equal(job?.lease_owner, null);
      // a pipeline deaf to the abort holds no slot, heartbeat or timeout of the stopped worker (they kept the
      // process alive until JOB_TIMEOUT_SECONDS, and the timeout then tried to fail a job no longer its own)
      assert.equal(w.activeJobs, 0);
      const w2 = worker(okPipeline);
      w2.start();
      await waitUntil(async () => (await getJob(store.db, tenantId, id))?.status === 'review_required');
      await w2.stop();
    });
  });
}
