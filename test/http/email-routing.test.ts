// Routing with the model classifier (module email_routing plus a configured provider): the verdict on
// the email and the job, mail it is sure is not a deal starting no job (outside a deal's thread only),
// metering and the replay cache, and routing off (module off, or no provider) saying so.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { promptText, startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';

describe('email routing (pglite, fake model provider)', () => {
  let fake: FakeLlm;
  let t: TestService;
  let pdf: Uint8Array;
  before(async () => {
    fake = await startFakeLlm();
    fake.setScript((req) => {
      if (req.response_format?.json_schema?.name !== 'email_routing') return { status: 500 };
      const text = promptText(req);
      if (/Subject: Weekly rates newsletter/.test(text)) return { answer: { intent: 'not_a_deal', confidence: 0.97 } };
      if (/Subject: Maybe spam/.test(text)) return { answer: { intent: 'not_a_deal', confidence: 0.55 } };
      if (/Subject: Re: Rosie/.test(text)) return { answer: { intent: 'not_a_deal', confidence: 0.99 } };
      return { answer: { intent: 'new_submission', confidence: 0.93 } };
    });
    const llm = { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'test-key', backoffMs: 1 };
    t = await startTestService('pglite', { worker: false, config: { llm } });
    pdf = await simplePdf(['Statement', 'March 2026']);
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  const post = (raw: Uint8Array, key = t.key) =>
    t.service.app!.inject({
      method: 'POST',
      url: '/v1/intake/email',
      headers: { 'x-api-key': key, 'content-type': 'message/rfc822' },
      payload: Buffer.from(raw),
    });
  const getJob = async (id: string) =>
    (await t.service.app!.inject({ url: `/v1/jobs/${id}`, headers: { 'x-api-key': t.key } })).json();

  test('a deal: job started, the verdict on the job as intake.email.routing and on the email', async () => {
    const res = await post(
      composeEmail({
        messageId: 'r-deal@broker.example',
        subject: 'Rosie Bakes submission',
        attachments: [{ filename: 'march.pdf', bytes: pdf }],
      }),
    );
    assert.equal(res.statusCode, 202, res.body);
    const job = await getJob(res.json().job_id);
    assert.deepEqual(job.intake.email.routing, {
      intent: 'new_submission',
      confidence: 0.93,
      model: t.config.llm.model,
      served_model: job.intake.email.routing.served_model,
    });
    assert.ok(job.intake.email.routing.served_model);
    const rec = (
      await t.service.app!.inject({ url: `/v1/emails/${res.headers['x-email-id']}`, headers: { 'x-api-key': t.key } })
    ).json();
    assert.equal(rec.routing.intent, 'new_submission');
    assert.equal(rec.routing_status, 'routed');
  });

  test("sure it is not a deal, outside a deal's thread: no job even with a PDF; the verdict is `routing` on the ignored answer", async () => {
    const res = await post(
      composeEmail({
        messageId: 'news-1@rates.example',
        from: 'news@rates.example',
        subject: 'Weekly rates newsletter',
        attachments: [{ filename: 'rates.pdf', bytes: await simplePdf(['Rates this week']) }],
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      [body.status, body.reason, body.job_id, body.routing.intent, body.routing.confidence, body.routing_status],
      ['ignored', 'routed_not_a_deal', null, 'not_a_deal', 0.97, 'routed'],
    );
  });

  test("not sure (confidence under 0.8) → a job as usual; inside a deal's thread a sure not_a_deal still adds its documents", async () => {
    const unsure = await post(
      composeEmail({
        messageId: 'maybe-1@x.example',
        subject: 'Maybe spam',
        attachments: [{ filename: 'x.pdf', bytes: await simplePdf(['x']) }],
      }),
    );
    assert.equal(unsure.statusCode, 202, unsure.body);
    const first = await post(
      composeEmail({
        messageId: 'rosie-1@broker.example',
        subject: 'Rosie',
        attachments: [{ filename: 'a.pdf', bytes: await simplePdf(['a']) }],
      }),
    );
    const reply = await post(
      composeEmail({
        messageId: 'rosie-2@broker.example',
        subject: 'Re: Rosie',
        inReplyTo: 'rosie-1@broker.example',
        references: ['rosie-1@broker.example'],
        attachments: [{ filename: 'b.pdf', bytes: await simplePdf(['b']) }],
      }),
    );
    assert.equal(reply.statusCode, 202, reply.body);
    assert.equal((await getJob(first.json().job_id)).superseded_by, reply.json().job_id);
  });

  test('every routing call is metered; the same prompt again is answered from the replay cache', async () => {
    const msg = (id: string) =>
      composeEmail({ messageId: id, subject: 'Identical prompt', attachments: [{ filename: 'same.pdf', bytes: pdf }] });
    await post(msg('same-1@broker.example'));
    await post(msg('same-2@broker.example'));
    const calls = await t.store.db
      .selectFrom('llm_calls')
      .select(['status', 'task'])
      .where('task', '=', 'email_routing')
      .where('tenant_id', '=', t.tenantId)
      .execute();
    assert.equal(calls.length, 7, 'one call per new email so far in this file');
    assert.equal(calls.filter((c) => c.status === 'replayed').length, 1);
  });

  test('module email_routing off: not routed, and the record says why', async () => {
    const admin = await t.newKey({ tenant: 'quiet-co', scopes: ['settings:manage', 'jobs:write', 'jobs:read'] });
    const put = await t.service.app!.inject({
      method: 'PUT',
      url: '/v1/modules',
      headers: { 'x-api-key': admin.key },
      payload: { modules: { email_routing: false } },
    });
    assert.equal(put.statusCode, 200, put.body);
    const before = fake.requests.length;
    const res = await post(
      composeEmail({
        messageId: 'news-2@rates.example',
        subject: 'Weekly rates newsletter',
        attachments: [{ filename: 'rates.pdf', bytes: pdf }],
      }),
      admin.key,
    );
    assert.equal(res.statusCode, 202, 'without routing, a message with a document starts a job');
    assert.equal(fake.requests.length, before, 'no model call');
    const rec = (
      await t.service.app!.inject({
        url: `/v1/emails/${res.headers['x-email-id']}`,
        headers: { 'x-api-key': admin.key },
      })
    ).json();
    assert.deepEqual([rec.routing, rec.routing_status], [null, 'off:module_disabled']);
  });
});
