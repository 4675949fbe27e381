// U+0000 (and the other control characters) sent anywhere a client controls: JSON fields and names, path
// and query values, form fields and file names answer 422 naming the field; an email is taken with what it
// says minus the control characters, so the forwarding worker (which retries any non-200) never loops.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { composeEmail, forwardHeaders, SIGNED_EMAIL_CONFIG } from '../helpers/email.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';

const NUL = '\u0000';

for (const backend of testBackends()) {
  describe(`control characters at the edge (${backend})`, () => {
    let t: TestService;
    let pdf: Uint8Array;
    let owner: string;
    const now = new Date();
    before(async () => {
      t = await startTestService(backend, {
        worker: false,
        now: () => now,
        config: {
          email: SIGNED_EMAIL_CONFIG,
        },
      });
      pdf = await simplePdf(['First National Bank', 'Statement March 2026']);
      owner = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
    });
    after(() => t.close());

    const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.service.app!.inject({
        method,
        url,
        headers: { 'x-api-key': owner, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(payload === undefined ? {} : { payload: payload as never }),
      });
    const refused = (res: { statusCode: number; body: string; json(): any }, loc: Array<string | number>) => {
      assert.equal(res.statusCode, 422, res.body);
      const body = res.json();
      assert.equal(body.error.code, 'validation_error');
      assert.deepEqual(body.detail[0].loc, loc);
      assert.match(body.error.message, /control character/);
    };

    test('JSON fields: a key name, a mailbox name, a webhook url, a correction counterparty → 422 on the field', async () => {
      refused(await inject('POST', '/v1/api-keys', { name: `ci${NUL}` }), ['body', 'name']);
      refused(await inject('POST', '/v1/mailboxes', { name: `deals${NUL}box` }), ['body', 'name']);
      refused(await inject('POST', '/v1/webhooks', { url: `https://hooks.example.com/${NUL}`, topics: [] }), [
        'body',
        'url',
      ]);
      refused(
        await inject('POST', '/v1/jobs/job_123/corrections', {
          change: { target: 'transaction', document_id: 'doc_1', index: 0, counterparty: `Acme${NUL}` },
        }),
        ['body', 'change', 'counterparty'],
      );
      // a property name is a field too; raw JSON with an escaped NUL
      refused(await inject('POST', '/v1/api-keys', `{"name":"ci","x\\u0000":1}`), ['body', `x${NUL}`]);
      // other control characters too (a tab or a newline in free text is fine)
      refused(await inject('POST', '/v1/api-keys', { name: `ci\u001b[31m` }), ['body', 'name']);
      const ok = await inject('POST', '/v1/api-keys', { name: 'ci\tkey' });
      assert.equal(ok.statusCode, 201, ok.body);
    });

    test('path and query values → 422 on the field', async () => {
      refused(await inject('GET', '/v1/jobs/job_%00'), ['path', 'job_id']);
      refused(await inject('GET', '/v1/emails/eml_%00'), ['path', 'email_id']);
      refused(await inject('GET', '/v1/jobs?status=queued%00'), ['query', 'status']);
    });

    test('parse: a form field and a file name → 422 on the field', async () => {
      const post = (fd: FormData) => inject('POST', '/v1/parse', fd);
      refused(await post(form([{ name: 'march.pdf', bytes: pdf }], { business_name: `Rosie${NUL}Bakes` })), [
        'body',
        'business_name',
      ]);
      refused(await post(form([{ name: `march${NUL}.pdf`, bytes: pdf }])), ['body', 'files', 0, 'filename']);
    });

    const subjects = {
      plain: `Rosie${NUL} Bakes`,
      rfc2047: `=?utf-8?B?${Buffer.from(`Rosie${NUL} Bakes`).toString('base64')}?=`,
    };
    for (const [how, subject] of Object.entries(subjects)) {
      test(`an email whose Subject (${how}), Message-ID and attachment name hold U+0000 is taken, stored minus the NUL`, async () => {
        const raw = Buffer.from(
          Buffer.from(
            composeEmail({
              messageId: `deal-${how}${NUL}@broker.example`,
              subject,
              attachments: [{ filename: `march${NUL}.pdf`, bytes: pdf, contentType: 'application/pdf' }],
            }),
          ).toString('latin1'),
          'latin1',
        );
        const res = await t.service.app!.inject({
          method: 'POST',
          url: '/v1/intake/email',
          headers: { 'x-api-key': t.key, 'content-type': 'message/rfc822' },
          payload: raw,
        });
        assert.equal(res.statusCode, 202, res.body);
        const email = (await inject('GET', `/v1/emails/${res.headers['x-email-id']}`)).json();
        assert.equal(email.subject, 'Rosie Bakes');
        assert.equal(email.message_id, `deal-${how}@broker.example`);
        assert.deepEqual(
          email.attachments.map((a: { filename: string }) => a.filename),
          ['march.pdf'],
        );
        const job = (await inject('GET', `/v1/jobs/${res.json().job_id}`)).json();
        assert.deepEqual(
          job.intake.files.map((f: { filename: string }) => f.filename),
          ['march.pdf'],
        );
      });
    }

    test('an RFC 2231 attachment name holding %00, through the forwarding worker: 200, never a retry loop', async () => {
      const mailbox = (await inject('POST', '/v1/mailboxes', { name: 'deals' })).json();
      const base = Buffer.from(
        composeEmail({
          messageId: 'deal-2231@broker.example',
          subject: 'Rosie Bakes',
          attachments: [{ filename: 'PLACEHOLDER', bytes: pdf, contentType: 'application/pdf' }],
        }),
      ).toString('latin1');
      const raw = new Uint8Array(
        Buffer.from(
          base.replace(/(file)?name="PLACEHOLDER"/g, (_m, f) => `${f ?? ''}name*=utf-8''march%00.pdf`),
          'latin1',
        ),
      );
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/intake/forward/cloudflare',
        headers: forwardHeaders(
          SIGNED_EMAIL_CONFIG.forwardSecret,
          mailbox.forward_address,
          'iso@broker.example',
          raw,
          now,
        ),
        payload: Buffer.from(raw),
      });
      assert.equal(res.statusCode, 200, res.body);
      const email = (await inject('GET', `/v1/emails/${res.json().email_id}`)).json();
      assert.deepEqual(
        email.attachments.map((a: { filename: string }) => a.filename),
        ['march.pdf'],
      );
    });
  });
}
