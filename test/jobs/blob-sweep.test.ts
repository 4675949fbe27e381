// Files written for a request that was then refused (429, 409, a 500) are named by no row: the service
// sweeps such blobs once they are older than the grace period, and leaves alone what a row names and
// what a request may still be admitting.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form, simplePdf } from '../helpers/files.ts';

describe('orphan blobs', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', {
      worker: false,
      config: { maxActiveJobs: 1, blobSweep: { intervalMs: 100, graceSeconds: 3600 } },
    });
  });
  after(() => t.close());

  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  const file = (b: Uint8Array) => {
    const s = sha(b);
    return path.join(t.config.dataDir, 'blobs', s.slice(0, 2), s.slice(2, 4), s);
  };
  const upload = (bytes: Uint8Array) =>
    t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'a.pdf', bytes }]) as never,
    });

  test("a refused upload's file leaves the disk after the grace period; a job's file and a fresh one stay", async () => {
    const [kept, refused, fresh] = await Promise.all(['A', 'B', 'C'].map((x) => simplePdf([`Statement ${x}`])));
    assert.equal((await upload(kept!)).statusCode, 202);
    assert.equal((await upload(refused!)).statusCode, 429); // the tenant's one active job is queued
    assert.equal((await upload(fresh!)).statusCode, 429);
    assert.ok(
      [kept!, refused!, fresh!].every((b) => fs.existsSync(file(b))),
      'written before admission',
    );
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const b of [kept!, refused!]) fs.utimesSync(file(b), twoHoursAgo, twoHoursAgo);

    const until = Date.now() + 5000;
    while (fs.existsSync(file(refused!)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    assert.ok(!fs.existsSync(file(refused!)), 'the orphan older than the grace period is swept');
    assert.ok(fs.existsSync(file(kept!)), "the queued job's file stays");
    assert.ok(fs.existsSync(file(fresh!)), 'an orphan younger than the grace period stays');
  });
});
