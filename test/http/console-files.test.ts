// GET /console: the console's files come from the service itself, under a policy that lets the page reach
// this service only; every file a page or script names is served, and nothing else is.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';

describe('the console files', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', { worker: false });
  });
  after(() => t.close());
  const get = (url: string) => t.service.app!.inject({ url });

  test('the page, its stylesheet and every module it imports are served, without a credential', async () => {
    const page = await get('/console');
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const policy = page.headers['content-security-policy'] as string;
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /script-src 'self';/);
    const seen = new Set<string>();
    const queue = [...page.body.matchAll(/(?:src|href)="(\/console\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(queue.includes('/console/app.js') && queue.includes('/console/app.css'));
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      for (const m of res.body.matchAll(/from '\.\/([\w-]+\.js)'/g)) queue.push(`/console/${m[1]}`);
    }
    assert.ok(seen.size >= 7, [...seen].join(' '));
    const all = (await Promise.all([...seen].map((u) => get(u)))).map((r) => r.body).join('\n');
    assert.doesNotMatch(all, /https?:\/\//, 'no address outside the service');
  });

  test('a file the console does not have is a 404', async () => {
    assert.equal((await get('/console/secret.js')).statusCode, 404);
    assert.equal((await get('/console/..%2fconsole.ts')).statusCode, 404);
  });
});
