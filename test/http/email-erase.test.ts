// Erasing a job that came by email takes its emails with it: the records and raw .eml go (404), the raw
// message's blob leaves the disk, and the thread forgets the documents, so a later reply cannot start a
// job from files that no longer exist. An email of another job of the same thread stays.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';

for (const backend of testBackends()) {
  describe(`erasing an email job (${backend})`, () => {
    let t: TestService;
    let reviewer: string;
    before(async () => {
      t = await startTestService(backend, { worker: true });
      reviewer = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete'] })).key;
    });
    after(() => t.close());

    const app = () => t.service.app!;
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Uint8Array) =>
      app().inject({
        method,
        url,
        headers: { 'x-api-key': reviewer, ...(payload ? { 'content-type': 'message/rfc822' } : {}) },
        ...(payload ? { payload: Buffer.from(payload) } : {}),
      });
    const blobFile = (sha: string) => path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

    test("the job's emails, raw messages and thread documents go; the other job's email stays", async () => {
      const first = composeEmail({
        messageId: 'erase-1@broker.example',
        subject: 'Bakery packet',
        attachments: [{ filename: 'march.pdf', bytes: await simplePdf(['Erase Bank', 'Statement March']) }],
      });
      const r1 = await call('POST', '/v1/intake/email?wait=60', first);
      assert.equal(r1.statusCode, 200, r1.body);
      const email1 = r1.headers['x-email-id'] as string;
      const reply = composeEmail({
        messageId: 'erase-2@broker.example',
        inReplyTo: 'erase-1@broker.example',
        references: ['erase-1@broker.example'],
        subject: 'Re: Bakery packet',
        attachments: [{ filename: 'april.pdf', bytes: await simplePdf(['Erase Bank', 'Statement April']) }],
      });
      const r2 = await call('POST', '/v1/intake/email?wait=60', reply);
      assert.equal(r2.statusCode, 200, r2.body);
      const email2 = r2.headers['x-email-id'] as string;
      const job2 = r2.json().job_id as string;
      assert.ok(fs.existsSync(blobFile(sha(reply))), 'the raw reply is stored');

      const erased = await call('DELETE', `/v1/jobs/${job2}`);
      assert.equal(erased.statusCode, 200, erased.body);
      assert.equal((await call('GET', `/v1/jobs/${job2}`)).statusCode, 404);
      assert.equal(
        (await call('GET', `/v1/emails/${email2}`)).statusCode,
        404,
        "the erased job's email record is gone",
      );
      assert.equal((await call('GET', `/v1/emails/${email2}/raw`)).statusCode, 404);
      assert.ok(!fs.existsSync(blobFile(sha(reply))), 'the raw reply left the disk');
      // the first email belongs to the first (superseded) job, which was not erased
      assert.equal((await call('GET', `/v1/emails/${email1}`)).statusCode, 200);
      assert.ok(fs.existsSync(blobFile(sha(first))), 'the first raw message stays');

      // the thread forgot the erased deal's documents: a new reply starts a job with its own files only
      const again = composeEmail({
        messageId: 'erase-3@broker.example',
        inReplyTo: 'erase-2@broker.example',
        references: ['erase-1@broker.example', 'erase-2@broker.example'],
        subject: 'Re: Bakery packet',
        attachments: [{ filename: 'may.pdf', bytes: await simplePdf(['Erase Bank', 'Statement May']) }],
      });
      const r3 = await call('POST', '/v1/intake/email?wait=60', again);
      assert.equal(r3.statusCode, 200, r3.body);
      assert.deepEqual(
        r3.json().intake.files.map((f: { filename: string }) => f.filename),
        ['may.pdf'],
      );
    });
  });
}
