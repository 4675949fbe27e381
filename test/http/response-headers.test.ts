// What a client reads off the answers: a webhook registered without `topics` gets every default topic (as
// the docs say), every authenticated answer carries RateLimit-* headers (and Retry-After on 429), and a
// 202 says where the job is (Location).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form, simplePdf } from '../helpers/files.ts';

describe('response headers and defaults', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', {
      worker: false,
      config: {
        rateLimits: { windowSeconds: 60, writesPerCaller: 3, writesPerTenant: 100, readsPerCaller: 50 },
        webhooks: { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: null },
      },
    });
  });
  after(() => t.close());

  test('POST /v1/webhooks without topics: 201 with topics [] (every default topic)', async () => {
    const hooks = await t.newKey({ tenant: 'hooks-co', scopes: ['webhooks:manage'] });
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { 'x-api-key': hooks.key },
      payload: { url: 'https://localhost/hook' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().topics, []);
  });

  test('RateLimit-Limit/Remaining/Reset on every answer; at the limit 429 with Retry-After; a 202 has Location', async () => {
    const read = await t.service.app!.inject({ url: '/v1/jobs', headers: { 'x-api-key': t.key } });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['ratelimit-limit'], '50');
    assert.equal(read.headers['ratelimit-remaining'], '49');
    assert.ok(Number(read.headers['ratelimit-reset']) >= 1 && Number(read.headers['ratelimit-reset']) <= 60);

    const pdf = await simplePdf(['Statement']);
    const upload = () =>
      t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse',
        headers: { 'x-api-key': t.key },
        payload: form([{ name: 'a.pdf', bytes: pdf }]) as never,
      });
    const first = await upload();
    assert.equal(first.statusCode, 202, first.body);
    assert.equal(first.headers.location, `/v1/jobs/${first.json().job_id}`);
    assert.equal(first.headers['ratelimit-limit'], '3');
    assert.equal(first.headers['ratelimit-remaining'], '2');
    await upload();
    await upload();
    const limited = await upload();
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['ratelimit-remaining'], '0');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
  });
});
