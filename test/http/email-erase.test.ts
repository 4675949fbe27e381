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
import { insertEndpoint } from '../../src/store/webhooks.ts';
import { sql } from 'kysely';

/** Every row of every table of the store, as JSON text, by table. */
async function everyRow(db: TestService['store']['db']): Promise<Array<{ table: string; row: string }>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const out: Array<{ table: string; row: string }> = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const r of rows.rows) out.push({ table: name, row: JSON.stringify(r) });
  }
  return out;
}

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

    test('after erasure nothing names the job, its documents or its emails: no row, no pending delivery, no blob', async () => {
      const tenant = (await t.store.db.selectFrom('api_keys').select('tenant_id').executeTakeFirstOrThrow()).tenant_id;
      await insertEndpoint(t.store.db, {
        id: 'whe_everything',
        tenantId: tenant,
        url: 'https://hooks.lender.example/in',
        topics: ['email.received', 'job.completed', 'job.review_required', 'job.failed'],
        secret: 'whsec_erase',
        now: new Date(),
      });
      const statement = await simplePdf(['Zephyr Erase Bank', 'Statement June']);
      const raw = composeEmail({
        messageId: 'erase-all@broker.example',
        from: 'Quill Sender <quill.sender@broker-erase.example>',
        subject: 'Zephyr Bakery confidential packet',
        attachments: [{ filename: 'zephyr-june.pdf', bytes: statement, contentType: 'application/pdf' }],
      });
      const r = await call('POST', '/v1/intake/email?wait=60', raw);
      assert.equal(r.statusCode, 200, r.body);
      const jobId = r.json().job_id as string;
      const emailId = r.headers['x-email-id'] as string;
      const before = await everyRow(t.store.db);
      const content = ['Zephyr Bakery', 'quill.sender', 'zephyr-june.pdf', sha(statement), sha(raw)];
      assert.ok(
        content.every((c) => before.some((x) => x.row.includes(c))),
        'the job, its email and its event hold the content before erasure',
      );

      const erased = await call('DELETE', `/v1/jobs/${jobId}`);
      assert.equal(erased.statusCode, 200, erased.body);
      const after = await everyRow(t.store.db);
      // no content anywhere
      assert.deepEqual(
        after.filter((x) => content.some((c) => x.row.includes(c))),
        [],
      );
      // the ids stay only where erasure itself is recorded: the tombstone, the audit trail, the events
      // (kept by id for delivery history, their payload reduced to {…, erased: true})
      const naming = after.filter((x) => x.row.includes(jobId) || x.row.includes(emailId));
      assert.deepEqual(
        naming.filter(
          (x) =>
            !(x.table === 'job_erasures' || x.table === 'audit_log') &&
            !(x.table === 'events' && JSON.parse(x.row).payload.erased === true),
        ),
        [],
      );
      assert.deepEqual(
        naming
          .filter((x) => x.table === 'events')
          .map((x) => JSON.parse(x.row).topic)
          .sort(),
        ['email.received', 'job.review_required'],
      );
      const pending = await t.store.db
        .selectFrom('webhook_deliveries')
        .select(['topic', 'status'])
        .where('endpoint_id', '=', 'whe_everything')
        .where('status', '=', 'pending')
        .execute();
      assert.deepEqual(pending, []);
      assert.ok(!fs.existsSync(blobFile(sha(raw))) && !fs.existsSync(blobFile(sha(statement))), 'no blob left');
    });
  });
}
