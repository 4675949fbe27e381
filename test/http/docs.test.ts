// What a lender's engineer finds without reading the code: GET / points at everything, /docs is the API
// reference served by the service itself (its files, no CDN), and `serve` says on a terminal where it runs.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { loadConfig } from '../../src/config.ts';
import { startBanner, startFields } from '../../src/cli/banner.ts';

describe('index and API reference', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', { worker: false });
  });
  after(() => t.close());

  test('GET / names the version and links the reference, the document and the probes, without a key', async () => {
    const res = await t.service.app!.inject({ url: '/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      name: 'Packet Parser API',
      version: '0.1.0',
      store: 'pglite',
      docs: '/docs',
      openapi: '/openapi.json',
      console: '/console',
      health: '/healthz',
      ready: '/readyz',
    });
  });

  test('/docs serves the reference page and its script from the service, nothing from elsewhere', async () => {
    const page = await t.service.app!.inject({ url: '/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(refs.length > 0);
    for (const ref of refs) assert.ok(!/^(https?:)?\/\//.test(ref), `${ref} is loaded from elsewhere`);
    const init = await t.service.app!.inject({ url: '/docs/static/swagger-initializer.js' });
    assert.equal(init.statusCode, 200);
    const bundle = await t.service.app!.inject({ url: '/docs/static/swagger-ui-bundle.js' });
    assert.equal(bundle.statusCode, 200);
    assert.ok(bundle.body.length > 100_000);
    const doc = await t.service.app!.inject({ url: '/docs/json' });
    assert.equal(doc.json().info.title, 'Packet Parser API');
  });
});

test('the start banner says where it listens, what it stores where, how to get a key and that no model is set', () => {
  const config = loadConfig({ DATA_DIR: '/srv/pp' });
  const text = startBanner(config, { url: 'http://127.0.0.1:8080', store: 'pglite', firstKeyPrinted: true });
  assert.match(text, /http:\/\/127\.0\.0\.1:8080\/docs/);
  assert.match(text, /PGlite\) in \/srv\/pp\/pglite/);
  assert.match(text, /owner key printed above/);
  assert.match(text, /\/readyz answers 503 until LLM_API_KEY is set/);
  const again = startBanner(config, { url: 'http://127.0.0.1:8080', store: 'pglite', firstKeyPrinted: false });
  assert.match(again, /keys create --tenant NAME with the server stopped/);
  const pg = loadConfig({ DATABASE_URL: 'postgres://pp:s3cret@db:5432/pp', LLM_API_KEY: 'sk-x' });
  const fields = startFields(pg, { url: 'http://127.0.0.1:8080', store: 'postgres', firstKeyPrinted: false });
  assert.equal(fields.database, 'postgres://pp:***@db:5432/pp');
  assert.ok(!JSON.stringify(fields).includes('s3cret') && !JSON.stringify(fields).includes('sk-x'));
  assert.match(fields.model_provider!, /^gpt-/);
});
