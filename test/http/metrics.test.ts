// GET /metrics (Prometheus text, no credential): requests by route template and status, jobs by final
// status with what their results read (pages by read path, statements verified vs review, model calls and
// cost), the queue depth; bound to its own port with METRICS_PORT. Every log line of a request and of a job
// names both the request id and the job id.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/log.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { failedResult } from '../../src/pipeline/contract.ts';
import { waitForJob } from '../../src/jobs/wait.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

/** A finished job's result: one verified two-page text statement and one one-page statement the model read, sent to review. */
const pipeline: RunPipeline = async (input) => {
  const base = failedResult({ id: input.jobId }, '', new Date());
  const statement = (pages: number[], gate: string, reads: string[]) => ({
    packet_pages: pages,
    gate: { status: gate },
    attempts: reads.map((read, i) => ({
      attempt: i + 1,
      read,
      gate_status: i === reads.length - 1 ? gate : 'review_required',
    })),
  });
  return {
    status: 'review_required',
    result: {
      ...base,
      status: 'review_required',
      statements: [statement([1, 2], 'accepted', ['layout']), statement([3], 'review_required', ['layout', 'image'])],
      usage: { ...base.usage, calls: 2, cost_usd: '0.0300' },
    } as never,
    error: null,
  };
};

/** The value of one sample line, e.g. `packet_jobs_finished_total{status="completed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let t: TestService;
  const lines: Array<Record<string, unknown>> = [];
  before(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    t = await startTestService('pglite', {
      runPipeline: pipeline,
      log: createLogger('info', sink),
      config: { logLevel: 'info' },
    });
  });
  after(() => t.close());

  /** Submits a file and waits for its job to end (in the store: the fake result is no full Result to serialize). */
  async function submit(headers: Record<string, string>, text?: string[]): Promise<string> {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse',
      headers,
      payload: form([{ name: 'a.pdf', bytes: await simplePdf(text) }]) as never,
    });
    assert.equal(res.statusCode, 202, res.body);
    const jobId = res.json().job_id as string;
    const row = await waitForJob(t.store.db, t.service.notifier, t.tenantId, jobId, 30);
    assert.equal(row?.status, 'review_required');
    return jobId;
  }

  test('a finished job shows in /metrics, scraped without a credential, with its pages, statements and model use', async () => {
    const headers = { 'x-api-key': t.key };
    const jobId = await submit(headers);
    await t.service.app!.inject({ url: `/v1/jobs/job_doesnotexist00000000`, headers });
    await t.service.app!.inject({ url: `/v1/jobs/job_doesnotexist00000001`, headers });

    const scrape = await t.service.app!.inject({ url: '/metrics' });
    assert.equal(scrape.statusCode, 200);
    assert.match(String(scrape.headers['content-type']), /^text\/plain/);
    const m = scrape.body;
    assert.equal(sample(m, 'packet_jobs_finished_total{status="review_required"}'), 1);
    assert.equal(sample(m, 'packet_pages_read_total{path="text"}'), 2);
    assert.equal(sample(m, 'packet_pages_read_total{path="model"}'), 1);
    assert.equal(sample(m, 'packet_statements_total{outcome="verified"}'), 1);
    assert.equal(sample(m, 'packet_statements_total{outcome="review"}'), 1);
    assert.equal(sample(m, 'packet_model_calls_total'), 2);
    assert.equal(sample(m, 'packet_model_cost_usd_total'), 0.03);
    assert.equal(sample(m, 'packet_job_duration_seconds_count{status="review_required"}'), 1);
    assert.equal(sample(m, 'packet_job_queue_wait_seconds_count'), 1);
    assert.equal(sample(m, 'packet_queue_depth{status="queued"}'), 0);
    // one series per route template, whatever id was asked for
    assert.equal(sample(m, 'packet_http_requests_total{method="GET",route="/v1/jobs/:job_id",status="404"}'), 2);
    assert.equal(sample(m, 'packet_http_requests_total{method="POST",route="/v1/parse",status="202"}'), 1);
    assert.equal(
      sample(m, 'packet_http_request_duration_seconds_count{method="POST",route="/v1/parse",status="202"}'),
      1,
    );
    assert.ok(!m.includes('job_doesnotexist'), 'no raw ids in labels');
  });

  test("the job's log lines carry the submitting request's id, and the request's lines the job's id", async () => {
    const jobId = await submit({ 'x-api-key': t.key, 'x-request-id': 'req-metrics-log-test' }, ['other']);
    const finished = lines.find((l) => l.msg === 'job finished' && l.job_id === jobId);
    assert.equal(finished?.request_id, 'req-metrics-log-test');
    const completed = lines.find((l) => l.msg === 'request completed' && l.reqId === 'req-metrics-log-test');
    assert.equal(completed?.job_id, jobId);
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', { runPipeline: pipeline, config: { metricsPort: 0 } });
  });
  after(() => t.close());

  test('the scrape moves to its own port and leaves the API port', async () => {
    assert.equal((await t.service.app!.inject({ url: '/metrics' })).statusCode, 404);
    const res = await fetch(`http://127.0.0.1:${t.service.metricsServer!.port}/metrics`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /^# HELP packet_/m);
  });
});
