// A stopping service (SIGTERM runs service.close()) claims nothing new; a running job that ends within the
// grace is written with its event, and that event's webhook delivery is sent before the process goes; a job
// that outlasts the grace is handed back to the queue for another worker.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newId } from '../../src/ids.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { failedResult } from '../../src/pipeline/contract.ts';
import { insertEndpoint } from '../../src/store/webhooks.ts';
import { getJob } from '../../src/store/jobs.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, TEST_CA_FILE, type Receiver } from '../events/receiver.ts';

/** A pipeline that runs until the test releases it (or the run is aborted); `started` resolves on entry. */
function heldPipeline() {
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const entered = new Promise<void>((r) => (started = r));
  const run: RunPipeline = async (input, { signal }) => {
    started();
    await new Promise<void>((resolve, reject) => {
      void gate.then(resolve);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
    return {
      status: 'completed',
      result: { ...failedResult({ id: input.jobId }, '', new Date()), status: 'completed' } as never,
      error: null,
    };
  };
  return { run, release, entered };
}

describe('graceful stop', () => {
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
  });
  after(() => rx.close());

  const submit = async (t: TestService) => {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'a.pdf', bytes: await simplePdf([newId('x')]) }]) as never,
    });
    assert.equal(res.statusCode, 202, res.body);
    return res.json().job_id as string;
  };

  test('a job that ends within the grace is finished, and its event is delivered before the stop returns', async () => {
    const p = heldPipeline();
    const t = await startTestService('pglite', {
      runPipeline: p.run,
      config: {
        stop: { jobGraceMs: 60_000, deliveryDrainMs: 60_000 },
        // the delivery worker's own loop would not look again for an hour: only the drain can send it
        webhooks: { allowLoopback: true, pollIntervalMs: 3_600_000, timeoutMs: 30_000, testOnlyCaFile: TEST_CA_FILE },
      },
    });
    try {
      await insertEndpoint(t.store.db, {
        id: newId('whk'),
        tenantId: t.tenantId,
        url: rx.url('/stop'),
        topics: [],
        secret: 'whsec_stop',
        now: new Date(),
      });
      const jobId = await submit(t);
      await p.entered;
      const closing = t.service.close();
      p.release();
      await closing;
      assert.equal((await getJob(t.store.db, t.tenantId, jobId))?.status, 'completed');
      const sent = rx.received.filter((r) => r.path === '/stop' && r.body.includes(jobId));
      assert.equal(sent.length, 1, 'the job event went out once, during the stop');
      const metrics = await t.service.metrics.text();
      assert.match(metrics, /^packet_webhook_deliveries_total\{outcome="delivered"\} 1$/m);
      assert.match(metrics, /^packet_webhook_delivery_lag_seconds_count 1$/m);
    } finally {
      await t.close();
    }
  });

  test('a job still running when the grace ends is handed back to the queue, unowned', async () => {
    const p = heldPipeline();
    const t = await startTestService('pglite', {
      runPipeline: p.run,
      config: { stop: { jobGraceMs: 100, deliveryDrainMs: 0 } },
    });
    try {
      const jobId = await submit(t);
      await p.entered;
      await t.service.close();
      const row = await t.store.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      assert.equal(row.status, 'queued');
      assert.equal(row.lease_owner, null);
      assert.equal(row.run_count, 1, 'the interrupted run is counted (MAX_JOB_RUNS bounds a job that never finishes)');
    } finally {
      p.release();
      await t.close();
    }
  });

  // without the release the stop waits for the whole wait: the timeout turns that hang into a failure
  test(
    'a long-poll in flight answers with the job as it is when the service stops, instead of holding the stop',
    { timeout: 120_000 },
    async () => {
      const p = heldPipeline();
      const t = await startTestService('pglite', {
        runPipeline: p.run,
        listen: true,
        config: { maxWaitSeconds: 3600, stop: { jobGraceMs: 100, deliveryDrainMs: 0 } },
      });
      try {
        const jobId = await submit(t);
        await p.entered;
        const polling = fetch(`${t.baseUrl}/v1/jobs/${jobId}?wait=3600`, { headers: { 'x-api-key': t.key } });
        while (t.service.notifier.finishWaiters === 0) await new Promise((r) => setTimeout(r, 10));
        await t.service.close();
        const res = await polling;
        assert.equal(res.status, 200);
        assert.equal(((await res.json()) as { status: string }).status, 'running');
      } finally {
        p.release();
        await t.close();
      }
    },
  );
});
