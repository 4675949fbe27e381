// Secrets and personal data never reach the logs: a request that fails inside the store (a 500) logs the
// error, and the error of a failed insert carries the query and its parameters. The log lines are
// captured from the service's own logger and grepped.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { createLogger } from '../../src/log.ts';

for (const backend of testBackends()) {
  describe(`log redaction (${backend})`, () => {
    let t: TestService;
    let owner: string;
    const lines: string[] = [];
    before(async () => {
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      t = await startTestService(backend, {
        worker: false,
        log: createLogger('info', sink),
        config: {
          logLevel: 'info',
          webhooks: { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: null },
        },
      });
      owner = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
      // every insert into these tables fails, as a full disk or a lost connection would
      await sql`create function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'insert refused for this test'; end $$`.execute(t.store.db);
      for (const table of ['webhook_endpoints', 'mailboxes', 'emails', 'api_keys'])
        await sql`create trigger refuse before insert on ${sql.table(table)} for each row execute function refuse_insert()`.execute(
          t.store.db,
        );
    });
    after(() => t.close());

    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.service.app!.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': owner, ...headers },
        payload: payload as never,
      });

    test('a failed insert of a webhook, a mailbox, a key or an email logs its error without secrets, senders or subjects', async () => {
      const webhook = await post('/v1/webhooks', { url: 'https://localhost/in', topics: [] });
      assert.equal(webhook.statusCode, 500, webhook.body);
      const mailbox = await post('/v1/mailboxes', { name: 'deals' });
      assert.equal(mailbox.statusCode, 500, mailbox.body);
      const key = await post('/v1/api-keys', { name: 'ci' });
      assert.equal(key.statusCode, 500, key.body);
      const raw = composeEmail({
        from: 'Quill Sender <quill.sender@broker.example>',
        subject: 'Zephyr Bakery confidential packet',
        attachments: [{ filename: 'june.pdf', bytes: await simplePdf(['Bank', 'Statement June']) }],
      });
      const email = await post('/v1/intake/email', Buffer.from(raw), { 'content-type': 'message/rfc822' });
      assert.equal(email.statusCode, 500, email.body);

      const failures = lines.filter((l) => l.includes('request failed'));
      assert.equal(failures.length, 4, lines.join('\n'));
      assert.ok(
        failures.every((l) => l.includes('insert refused for this test')),
        'the cause is still logged',
      );
      const log = lines.join('\n');
      for (const leak of [/whsec_/, /mbsec_/, /pk_live_/, /quill\.sender/, /Zephyr Bakery/, /"forward_token"/])
        assert.doesNotMatch(log, leak);
    });
  });
}
