// Email intake over HTTP: threads as deals, redelivery, ignored mail, records (tags, raw), signed
// webhook and forwarding worker (good, bad, stale, replayed signatures), mailboxes, the email.received
// event, and tenant isolation on every email route.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { simplePdf, tinyPng } from '../helpers/files.ts';
import { composeEmail, forwardHeaders, webhookHeaders } from '../helpers/email.ts';
import { listEvents } from '../../src/store/events.ts';
import { insertEndpoint } from '../../src/store/webhooks.ts';

const FORWARD_SECRET = 'fwd-secret-for-tests';
const DOMAIN = 'in.lender.example';

for (const backend of testBackends()) {
  describe(`email intake (${backend})`, () => {
    let t: TestService;
    let now = new Date('2026-03-02T12:00:00Z');
    let statementA: Uint8Array;
    let statementB: Uint8Array;
    let application: Uint8Array;
    before(async () => {
      t = await startTestService(backend, {
        worker: false,
        now: () => now,
        config: {
          email: {
            maxAttachmentBytes: 200_000,
            minImageBytes: 16 * 1024,
            maxNestingDepth: 8,
            mailboxMessagesPerHour: 4,
            inboundMailDomain: DOMAIN,
            forwardSecret: FORWARD_SECRET,
            signatureWindowSeconds: 300,
          },
        },
      });
      statementA = await simplePdf(['First National Bank', 'Statement March 2026']);
      statementB = await simplePdf(['First National Bank', 'Statement April 2026']);
      application = await simplePdf(['MERCHANT APPLICATION', 'DBA: Rosie Bakes']);
    });
    after(() => t.close());

    const app = () => t.service.app!;
    const postEmail = (raw: Uint8Array, key = t.key, query = '') =>
      app().inject({
        method: 'POST',
        url: `/v1/intake/email${query}`,
        headers: { 'x-api-key': key, 'content-type': 'message/rfc822' },
        payload: Buffer.from(raw),
      });
    const get = (url: string, key = t.key) => app().inject({ url, headers: { 'x-api-key': key } });
    const job = async (id: string) => (await get(`/v1/jobs/${id}`)).json();

    test("a thread is a deal: first email → job; reply adding a statement → new job superseding it; forward of the same documents → the thread's job; redelivery → same email and job", async () => {
      const first = composeEmail({
        messageId: 'deal-1@broker.example',
        subject: 'Rosie Bakes: new submission',
        attachments: [
          { filename: 'march.pdf', bytes: statementA, contentType: 'application/pdf' },
          { filename: 'application.pdf', bytes: application },
        ],
      });
      const r1 = await postEmail(first);
      assert.equal(r1.statusCode, 202, r1.body);
      assert.equal(r1.json().created, true);
      const job1 = r1.json().job_id;
      const email1 = r1.headers['x-email-id'] as string;
      assert.match(email1, /^eml_/);

      const j1 = await job(job1);
      assert.equal(j1.source, 'email');
      assert.deepEqual(
        j1.intake.files.map((f: any) => [f.filename, f.content_type, f.from_email]),
        [
          ['march.pdf', 'application/pdf', true],
          ['application.pdf', 'application/pdf', true],
        ],
      );
      assert.equal(j1.intake.email.email_id, email1);
      assert.equal(j1.intake.email.attachment_count, 2);
      assert.equal(j1.intake.email.processable_attachments, 2);
      assert.equal(j1.intake.email.supersedes, null);
      assert.equal(j1.intake.email.subject, 'Rosie Bakes: new submission');
      assert.equal(j1.superseded_by, null);

      // Reply adding April's statement: a new job over every document the thread has sent.
      const reply = composeEmail({
        messageId: 'deal-1-reply@broker.example',
        inReplyTo: 'deal-1@broker.example',
        references: ['deal-1@broker.example'],
        subject: 'Re: Rosie Bakes',
        attachments: [{ filename: 'april.pdf', bytes: statementB }],
      });
      const r2 = await postEmail(reply);
      assert.equal(r2.statusCode, 202, r2.body);
      const job2 = r2.json().job_id;
      assert.notEqual(job2, job1);
      const j2 = await job(job2);
      assert.deepEqual(
        j2.intake.files.map((f: any) => f.filename),
        ['march.pdf', 'application.pdf', 'april.pdf'],
      );
      assert.equal(j2.intake.email.supersedes, job1);
      assert.equal(j2.intake.email.thread_id, j1.intake.email.thread_id);
      assert.equal((await job(job1)).superseded_by, job2);

      // A colleague forwards the March statement again in a new message: the thread's job, no new job.
      const fwd = composeEmail({
        messageId: 'fwd-9@broker.example',
        subject: 'Fwd: Rosie Bakes',
        attachments: [{ filename: 'March statement.pdf', bytes: statementA }],
      });
      const r3 = await postEmail(fwd);
      assert.equal(r3.statusCode, 202, r3.body);
      assert.deepEqual([r3.json().job_id, r3.json().created], [job2, false]);
      const rec3 = (await get(`/v1/emails/${r3.headers['x-email-id']}`)).json();
      assert.equal(rec3.outcome, 'merged');
      assert.equal(rec3.job_id, job2);
      assert.equal(rec3.thread_id, j1.intake.email.thread_id);

      // Redelivery of the first message: the same email and the same job, no new job, no second event.
      const r4 = await postEmail(first);
      assert.equal(r4.headers['x-email-id'], email1);
      assert.deepEqual([r4.json().job_id, r4.json().created], [job1, false]);
      const events = await listEvents(t.store.db, t.tenantId, email1);
      assert.deepEqual(
        events.map((e) => e.topic),
        ['email.received'],
      );
      const payload = events[0]!.payload as any;
      assert.deepEqual(payload, {
        email_id: email1,
        email_path: `/v1/emails/${email1}`,
        thread_id: j1.intake.email.thread_id,
        mailbox_id: null,
        from: 'iso@broker.example',
        subject: 'Rosie Bakes: new submission',
        outcome: 'job',
        job_id: job1,
        routing_intent: null,
        tags: [],
      });
    });

    test('a message with no document answers ignored and starts no job; logos and tracking pixels are not documents', async () => {
      const before = (await get('/v1/jobs')).json().items.length;
      const raw = composeEmail({
        messageId: 'chit-chat@broker.example',
        subject: 'Lunch?',
        attachments: [
          { filename: 'logo.png', bytes: tinyPng(), contentType: 'image/png' },
          { filename: 'notes.docx', bytes: new Uint8Array(Buffer.from('PK\x03\x04 docx')) },
        ],
      });
      const res = await postEmail(raw);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(
        { status: body.status, outcome: body.outcome, job_id: body.job_id, reason: body.reason, routing: body.routing },
        { status: 'ignored', outcome: 'ignored', job_id: null, reason: 'no_document', routing: null },
      );
      assert.equal(body.email_id, res.headers['x-email-id']);
      assert.equal((await get('/v1/jobs')).json().items.length, before);
      const rec = (await get(`/v1/emails/${body.email_id}`)).json();
      assert.deepEqual(
        rec.attachments.map((a: any) => [a.filename, a.processable, a.skipped_reason]),
        [
          ['logo.png', false, 'image_below_size_floor'],
          ['notes.docx', false, 'not_pdf_png_jpeg'],
        ],
      );
      assert.equal(rec.job_id, null);
      assert.deepEqual(
        [rec.routing, rec.routing_status],
        [null, 'off:no_model_provider'],
        'no provider: routing is off and says so',
      );
    });

    test('the email record never carries the body; raw download returns the stored .eml byte for byte', async () => {
      const raw = composeEmail({
        messageId: 'raw-1@broker.example',
        text: 'SECRET BODY TEXT 12345',
        attachments: [{ filename: 's.pdf', bytes: statementB }],
      });
      const res = await postEmail(raw);
      const id = res.headers['x-email-id'] as string;
      const rec = await get(`/v1/emails/${id}`);
      assert.equal(rec.statusCode, 200);
      assert.doesNotMatch(rec.body, /SECRET BODY TEXT/);
      assert.equal(rec.json().size_bytes, raw.length);
      assert.equal(rec.json().raw_stored, true);
      assert.equal(rec.json().message_id, 'raw-1@broker.example');
      const dl = await get(`/v1/emails/${id}/raw`);
      assert.equal(dl.statusCode, 200);
      assert.match(String(dl.headers['content-type']), /^message\/rfc822/);
      assert.ok(Buffer.from(dl.rawPayload).equals(Buffer.from(raw)));
    });

    test('tags are trimmed, lowercased, deduplicated, at most 20, and audited', async () => {
      const res = await postEmail(composeEmail({ messageId: 'tags-1@broker.example' }));
      const id = res.headers['x-email-id'] as string;
      const put = (tags: unknown) =>
        app().inject({
          method: 'PUT',
          url: `/v1/emails/${id}/tags`,
          headers: { 'x-api-key': t.key },
          payload: { tags },
        });
      const ok = await put(['  Priority ', 'deal:rosie', 'PRIORITY', 'iso_7-x']);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json().tags, ['priority', 'deal:rosie', 'iso_7-x']);
      assert.deepEqual((await get(`/v1/emails/${id}`)).json().tags, ['priority', 'deal:rosie', 'iso_7-x']);
      const bad = await put(['ok', 'has space']);
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(bad.json().detail[0].loc, ['body', 'tags', 1]);
      assert.equal((await put(Array.from({ length: 21 }, (_, i) => `t${i}`))).statusCode, 422);
      assert.equal((await put(['x'.repeat(65)])).statusCode, 422);
      const audit = (
        await app().inject({
          url: '/v1/audit-log',
          headers: { 'x-api-key': (await t.newKey({ scopes: ['audit:read'] })).key },
        })
      ).json();
      const entry = audit.items.find((a: any) => a.action === 'email.tags_updated' && a.target.id === id);
      assert.ok(entry, 'tag change audited');
    });

    test('not MIME → 422 with the reason; an attachment over the limit → 413; wrong content type → 415', async () => {
      const pdf = await postEmail(statementA);
      assert.equal(pdf.statusCode, 422);
      assert.match(pdf.json().error.message, /not a MIME message: the body is a PDF file, not an email/);
      const prose = await postEmail(new Uint8Array(Buffer.from('hello, this is just some text\nwith no headers\n')));
      assert.equal(prose.statusCode, 422);
      assert.match(prose.json().error.message, /not a MIME message/);
      const big = await postEmail(
        composeEmail({
          messageId: 'big@x',
          attachments: [
            {
              filename: 'big.pdf',
              bytes: new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(250_000, 65)])),
            },
          ],
        }),
      );
      assert.equal(big.statusCode, 413);
      assert.match(big.json().error.message, /big\.pdf.*over the 200000-byte limit/);
      const json = await app().inject({
        method: 'POST',
        url: '/v1/intake/email',
        headers: { 'x-api-key': t.key },
        payload: { a: 1 },
      });
      assert.equal(json.statusCode, 415);
    });

    test("another tenant's email and mailbox are 404 on every route", async () => {
      const res = await postEmail(
        composeEmail({ messageId: 'iso-1@broker.example', attachments: [{ filename: 'a.pdf', bytes: statementA }] }),
      );
      const id = res.headers['x-email-id'] as string;
      const other = await t.newKey({ tenant: 'globex', scopes: ['jobs:read', 'jobs:write', 'mailboxes:manage'] });
      assert.equal((await get(`/v1/emails/${id}`, other.key)).statusCode, 404);
      assert.equal((await get(`/v1/emails/${id}/raw`, other.key)).statusCode, 404);
      const tags = await app().inject({
        method: 'PUT',
        url: `/v1/emails/${id}/tags`,
        headers: { 'x-api-key': other.key },
        payload: { tags: ['x'] },
      });
      assert.equal(tags.statusCode, 404);
      assert.equal((await get(`/v1/jobs/${res.json().job_id}`, other.key)).statusCode, 404);
      // The same message sent by the other tenant is its own email and job, not the first tenant's.
      const theirs = await postEmail(
        composeEmail({ messageId: 'iso-1@broker.example', attachments: [{ filename: 'a.pdf', bytes: statementA }] }),
        other.key,
      );
      assert.equal(theirs.statusCode, 202);
      assert.notEqual(theirs.headers['x-email-id'], id);
      assert.notEqual(theirs.json().job_id, res.json().job_id);
      const owner = await t.newKey({ scopes: ['mailboxes:manage', 'jobs:read'] });
      const mbx = (
        await app().inject({
          method: 'POST',
          url: '/v1/mailboxes',
          headers: { 'x-api-key': owner.key },
          payload: { name: 'deals' },
        })
      ).json();
      for (const [method, url] of [
        ['GET', `/v1/mailboxes/${mbx.id}`],
        ['GET', `/v1/mailboxes/${mbx.id}/messages`],
        ['PATCH', `/v1/mailboxes/${mbx.id}`],
        ['POST', `/v1/mailboxes/${mbx.id}/rotate-secret`],
        ['DELETE', `/v1/mailboxes/${mbx.id}`],
      ] as const) {
        const r = await app().inject({
          method,
          url,
          headers: { 'x-api-key': other.key },
          ...(method === 'PATCH' ? { payload: { status: 'paused' } } : {}),
        });
        assert.equal(r.statusCode, 404, `${method} ${url}`);
      }
    });

    describe('mailboxes and signed intake', () => {
      let admin: string;
      let mailbox: { id: string; inbound_secret: string; forward_address: string };
      before(async () => {
        admin = (
          await t.newKey({ scopes: ['mailboxes:manage', 'jobs:read', 'jobs:write', 'audit:read', 'webhooks:manage'] })
        ).key;
        const res = await app().inject({
          method: 'POST',
          url: '/v1/mailboxes',
          headers: { 'x-api-key': admin },
          payload: { name: 'Deals inbox', allowed_sender_domains: ['Broker.example'] },
        });
        assert.equal(res.statusCode, 201, res.body);
        mailbox = res.json();
      });
      const signed = (
        raw: Uint8Array,
        pid: string,
        at = now,
        secret = mailbox.inbound_secret,
        mailboxId = mailbox.id,
      ) =>
        app().inject({
          method: 'POST',
          url: '/v1/intake/email',
          headers: webhookHeaders(secret, mailboxId, pid, raw, at),
          payload: Buffer.from(raw),
        });
      const forward = (
        raw: Uint8Array,
        from = 'iso@broker.example',
        to = mailbox.forward_address,
        at = now,
        secret = FORWARD_SECRET,
      ) =>
        app().inject({
          method: 'POST',
          url: '/v1/intake/forward/cloudflare',
          headers: forwardHeaders(secret, to, from, raw, at),
          payload: Buffer.from(raw),
        });

      test('creating a mailbox returns its secret once, is audited, and needs mailboxes:manage', async () => {
        assert.match(mailbox.inbound_secret, /^mbsec_/);
        assert.match(mailbox.forward_address, new RegExp(`^[0-9a-z]{24}@${DOMAIN.replace(/\./g, '\\.')}$`));
        assert.deepEqual((mailbox as any).allowed_sender_domains, ['broker.example']);
        const read = await get(`/v1/mailboxes/${mailbox.id}`, admin);
        assert.equal(read.json().inbound_secret, undefined);
        const denied = await app().inject({
          method: 'POST',
          url: '/v1/mailboxes',
          headers: { 'x-api-key': t.key },
          payload: { name: 'x' },
        });
        assert.equal(denied.statusCode, 403);
        const audit = (await get('/v1/audit-log', admin)).json();
        assert.ok(audit.items.some((a: any) => a.action === 'mailbox.created' && a.target.id === mailbox.id));
        assert.doesNotMatch(JSON.stringify(audit), new RegExp(mailbox.inbound_secret));
      });

      test('signed webhook: good → job; bad, stale, unknown mailbox → 401; replayed → the same email, no second job', async () => {
        const raw = composeEmail({
          messageId: 'signed-1@broker.example',
          attachments: [{ filename: 'may.pdf', bytes: await simplePdf(['Statement May 2026']) }],
        });
        const good = await signed(raw, 'prov-1');
        assert.equal(good.statusCode, 202, good.body);
        const j = await job(good.json().job_id);
        assert.equal(j.source, 'email_webhook');
        assert.equal(j.intake.email.mailbox_id, mailbox.id);
        assert.equal(j.intake.email.provider_message_id, 'prov-1');

        const bad = await signed(raw, 'prov-1', now, 'mbsec_wrong');
        assert.equal(bad.statusCode, 401);
        assert.match(bad.json().error.message, /bad signature: X-Signature does not match/);
        const tampered = await app().inject({
          method: 'POST',
          url: '/v1/intake/email',
          headers: webhookHeaders(mailbox.inbound_secret, mailbox.id, 'prov-1', raw, now),
          payload: Buffer.concat([Buffer.from(raw), Buffer.from('x')]),
        });
        assert.equal(tampered.statusCode, 401);
        const stale = await signed(raw, 'prov-1', new Date(now.getTime() - 301_000));
        assert.equal(stale.statusCode, 401);
        assert.match(stale.json().error.message, /outside the 300-second window/);
        const unknown = await signed(raw, 'prov-1', now, mailbox.inbound_secret, 'mbx_nope');
        assert.equal(unknown.statusCode, 401);
        const longId = await signed(raw, 'prov-1', now, mailbox.inbound_secret, 'm'.repeat(65));
        assert.equal(longId.statusCode, 422);

        const replay = await signed(raw, 'prov-1');
        assert.equal(replay.statusCode, 202);
        assert.equal(replay.headers['x-email-id'], good.headers['x-email-id']);
        assert.deepEqual([replay.json().job_id, replay.json().created], [good.json().job_id, false]);
        assert.equal((await listEvents(t.store.db, t.tenantId, good.headers['x-email-id'] as string)).length, 1);
      });

      test('forwarding worker: good → 200 with the outcome; bad, stale → 401; unknown address → 404; replay → same email', async () => {
        const raw = composeEmail({
          messageId: 'fw-1@broker.example',
          attachments: [{ filename: 'june.pdf', bytes: await simplePdf(['Statement June 2026']) }],
        });
        const good = await forward(raw);
        assert.equal(good.statusCode, 200, good.body);
        const body = good.json();
        assert.equal(body.outcome, 'job');
        assert.equal(body.status, 'queued');
        assert.equal(body.created, true);
        assert.equal((await job(body.job_id)).source, 'email_forward');
        assert.equal((await forward(raw, 'iso@broker.example', mailbox.forward_address, now, 'wrong')).statusCode, 401);
        const stale = await forward(
          raw,
          'iso@broker.example',
          mailbox.forward_address,
          new Date(now.getTime() + 400_000),
        );
        assert.equal(stale.statusCode, 401);
        assert.equal((await forward(raw, 'iso@broker.example', `nobody@${DOMAIN}`)).statusCode, 404);
        assert.equal(
          (await forward(raw, 'iso@broker.example', mailbox.forward_address.replace(DOMAIN, 'other.example')))
            .statusCode,
          404,
        );
        const replay = await forward(raw);
        assert.equal(replay.statusCode, 200);
        assert.deepEqual(
          [replay.json().email_id, replay.json().job_id, replay.json().created],
          [body.email_id, body.job_id, false],
        );
      });

      test('allowed_sender_domains: mail from elsewhere is ignored; a paused mailbox refuses; past the hourly cap 429 with Retry-After', async () => {
        now = new Date(now.getTime() + 2 * 3600_000); // a fresh hour for the cap (4 per hour in this test service)
        const stranger = await forward(
          composeEmail({
            messageId: 'spam-1@elsewhere.example',
            attachments: [{ filename: 'x.pdf', bytes: statementA }],
          }),
          'someone@elsewhere.example',
        );
        assert.equal(stranger.statusCode, 200);
        assert.deepEqual(
          [stranger.json().outcome, stranger.json().reason, stranger.json().job_id],
          ['ignored', 'sender_not_allowed', null],
        );
        const sub = await forward(composeEmail({ messageId: 'sub-1@mail.broker.example' }), 'a@mail.broker.example');
        assert.equal(sub.json().reason, 'no_document', 'a subdomain of an allowed domain is allowed');

        const pause = await app().inject({
          method: 'PATCH',
          url: `/v1/mailboxes/${mailbox.id}`,
          headers: { 'x-api-key': admin },
          payload: { status: 'paused' },
        });
        assert.equal(pause.json().status, 'paused');
        const refused = await forward(
          composeEmail({
            messageId: 'paused-1@broker.example',
            attachments: [{ filename: 'x.pdf', bytes: statementA }],
          }),
        );
        assert.equal(refused.statusCode, 200);
        assert.deepEqual(
          [refused.json().status, refused.json().outcome, refused.json().reason, refused.json().job_id],
          ['refused', 'refused', 'mailbox_paused', null],
        );
        const refusedSigned = await signed(
          composeEmail({
            messageId: 'paused-2@broker.example',
            attachments: [{ filename: 'x.pdf', bytes: statementA }],
          }),
          'prov-paused',
        );
        assert.equal(refusedSigned.statusCode, 200);
        assert.equal(refusedSigned.json().status, 'refused');

        // Four messages this hour (refused ones count): the fifth is refused with 429 and Retry-After until the oldest leaves the hour.
        now = new Date(now.getTime() + 600_000);
        const capped = await forward(composeEmail({ messageId: 'cap-4@broker.example' }));
        assert.equal(capped.statusCode, 429, capped.body);
        assert.equal(capped.headers['retry-after'], String(3600 - 600));
        // A redelivery of a message already taken is still answered (the worker's retry is not a new message).
        assert.equal(
          (
            await forward(
              composeEmail({
                messageId: 'paused-1@broker.example',
                attachments: [{ filename: 'x.pdf', bytes: statementA }],
              }),
            )
          ).statusCode,
          200,
        );

        const messages = (await get(`/v1/mailboxes/${mailbox.id}/messages?limit=2`, admin)).json();
        assert.equal(messages.items.length, 2);
        assert.ok(messages.next_cursor);
        const rest = (
          await get(`/v1/mailboxes/${mailbox.id}/messages?limit=50&cursor=${messages.next_cursor}`, admin)
        ).json();
        assert.ok(rest.items.length >= 3);
        assert.equal(
          new Set([...messages.items, ...rest.items].map((e: any) => e.email_id)).size,
          messages.items.length + rest.items.length,
        );
      });
    });

    test('email.received is opt-in: an endpoint with no topics gets none; one listing it gets each email once, redelivery or not', async () => {
      const other = await t.newKey({ tenant: 'events-co' });
      const all = await insertEndpoint(t.store.db, {
        id: 'whe_all',
        tenantId: other.tenantId,
        url: 'https://a.example/hook',
        topics: [],
        secret: 'whsec_a',
        now,
      });
      const opted = await insertEndpoint(t.store.db, {
        id: 'whe_opt',
        tenantId: other.tenantId,
        url: 'https://b.example/hook',
        topics: ['email.received'],
        secret: 'whsec_b',
        now,
      });
      const raw = composeEmail({
        messageId: 'evt-1@broker.example',
        attachments: [{ filename: 'a.pdf', bytes: statementA }],
      });
      await postEmail(raw, other.key);
      await postEmail(raw, other.key);
      await postEmail(composeEmail({ messageId: 'evt-2@broker.example' }), other.key);
      const count = async (endpointId: string) =>
        (
          await t.store.db
            .selectFrom('webhook_deliveries')
            .select('topic')
            .where('endpoint_id', '=', endpointId)
            .execute()
        ).map((d) => d.topic);
      assert.deepEqual(await count(all.id), []);
      assert.deepEqual(await count(opted.id), ['email.received', 'email.received']);
    });

    test('/openapi.json lists every email route', async () => {
      const spec = (await app().inject({ url: '/openapi.json' })).json();
      const paths = Object.keys(spec.paths);
      for (const p of [
        '/v1/intake/email',
        '/v1/intake/forward/cloudflare',
        '/v1/emails/{email_id}',
        '/v1/emails/{email_id}/raw',
        '/v1/emails/{email_id}/tags',
        '/v1/mailboxes',
        '/v1/mailboxes/{id}',
        '/v1/mailboxes/{id}/messages',
        '/v1/mailboxes/{id}/rotate-secret',
      ]) {
        assert.ok(paths.includes(p), p);
      }
    });
  });
}
