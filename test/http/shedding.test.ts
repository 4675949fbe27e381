// Under pressure the API answers 503 `overloaded` with Retry-After at once (the spec's error body), and
// never sheds health checks or the metrics scrape: a deep queue sheds submissions only, a stalled event
// loop or a full heap sheds every /v1 request. The pressure is made for real (jobs queued, the loop
// blocked, a heap threshold below what is in use) and sampled on demand.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Config } from '../../src/config.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

const shed = (over: Partial<Config['shed']>): Config['shed'] => ({
  maxQueueDepth: 0,
  maxEventLoopDelayMs: 0,
  maxHeapUsedPercent: 0,
  retryAfterSeconds: 7,
  sampleIntervalMs: 60_000, // the test samples when it has made the pressure
  ...over,
});

describe('load shedding', () => {
  const services: TestService[] = [];
  after(() => Promise.all(services.map((s) => s.close())));
  const start = async (limits: Partial<Config['shed']>) => {
    const t = await startTestService('pglite', { worker: false, config: { shed: shed(limits) } });
    services.push(t);
    return t;
  };
  const submit = async (t: TestService, text: string) =>
    t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'a.pdf', bytes: await simplePdf([text]) }]) as never,
    });
  const list = (t: TestService) => t.service.app!.inject({ url: '/v1/jobs', headers: { 'x-api-key': t.key } });

  function assertShed(res: Awaited<ReturnType<typeof list>>, why: RegExp) {
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.headers['retry-after'], '7');
    const body = res.json();
    assert.equal(body.error.code, 'overloaded');
    assert.match(body.error.message, why);
    assert.equal(body.error.request_id, res.headers['x-request-id']);
  }

  test('a queue at its depth limit sheds submissions, not reads or health', async () => {
    const t = await start({ maxQueueDepth: 2 });
    assert.equal((await submit(t, 'one')).statusCode, 202);
    assert.equal((await submit(t, 'two')).statusCode, 202);
    await t.service.shedder!.sample();
    assertShed(await submit(t, 'three'), /2 jobs queued/);
    assert.equal((await list(t)).statusCode, 200);
    assert.equal((await t.service.app!.inject({ url: '/healthz' })).statusCode, 200);
  });

  test('a heap over its threshold sheds every API request; health and /metrics still answer and count it', async () => {
    const t = await start({ maxHeapUsedPercent: 1 });
    await t.service.shedder!.sample();
    assertShed(await list(t), /heap/);
    assertShed(await submit(t, 'x'), /heap/);
    assert.equal((await t.service.app!.inject({ url: '/healthz' })).statusCode, 200);
    const metrics = await t.service.app!.inject({ url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.body, /^packet_http_shed_total\{reason="memory"\} 2$/m);
  });

  test('a stalled event loop sheds requests until a sample finds it running freely again', async () => {
    const t = await start({ maxEventLoopDelayMs: 300 });
    await t.service.shedder!.sample(); // a clean window
    await new Promise((r) => setTimeout(r, 20)); // let the monitor tick before the stall
    const until = Date.now() + 800;
    while (Date.now() < until); // the loop blocked for 800 ms, as a CPU-bound request would
    // the monitor's timer records the late tick in the next timers phase (an immediate would run first)
    await new Promise((r) => setTimeout(r, 30));
    await t.service.shedder!.sample();
    assertShed(await list(t), /event-loop delay/);
    await new Promise((r) => setTimeout(r, 50));
    await t.service.shedder!.sample();
    assert.equal((await list(t)).statusCode, 200);
  });
});
