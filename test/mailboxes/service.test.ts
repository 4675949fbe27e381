// The running service: its own sync scheduler (started with the job worker) is woken by a Gmail push,
// syncs the mailbox, and the job the message started runs to its end, with no hand on the scheduler.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { failedResult } from '../../src/pipeline/contract.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';
import { startProviders, type Providers } from '../helpers/mail-providers.ts';

const pipeline: RunPipeline = async (input) => ({
  status: 'review_required',
  result: {
    ...failedResult({ id: input.jobId }, '', new Date()),
    status: 'review_required',
    review_reasons: ['no_statement_read'],
  },
  error: null,
});

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const backend of testBackends()) {
  describe(`hosted mailbox in the running service (${backend})`, () => {
    let t: TestService;
    let p: Providers;
    let key: string;
    before(async () => {
      p = await startProviders();
      t = await startTestService(backend, { runPipeline: pipeline, config: { mailboxes: p.config() } });
      key = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
    });
    after(async () => {
      await t.close();
      await p.close();
    });
    const call = (
      method: string,
      url: string,
      payload?: unknown,
      headers: Record<string, string> = { 'x-api-key': key },
    ) =>
      t.service.app!.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload: payload as never } : {}),
      });

    test('push → the service syncs by itself → email record → job finished', async () => {
      assert.ok(t.service.mailboxSync, 'the scheduler runs with the worker');
      const m = (await call('POST', '/v1/mailboxes', { name: 'deals', kind: 'gmail' })).json();
      const state = new URL(m.authorization_url).searchParams.get('state');
      const cb = await call(
        'GET',
        `/v1/mailboxes/oauth/callback?state=${state}&code=${p.issueCode('gmail')}`,
        undefined,
        {},
      );
      assert.equal(cb.statusCode, 200, cb.body);
      await until(
        'the first sync (the watch)',
        async () => (await call('GET', `/v1/mailboxes/${m.id}`)).json().connection.watch_expires_at,
      );

      const raw = composeEmail({
        messageId: 'svc-1@broker.example',
        attachments: [
          { filename: 'march.pdf', bytes: await simplePdf(['First National Bank', 'Statement March 2026']) },
        ],
      });
      p.addMessage('gmail', 'svc-1', raw);
      const token = await p.signPush();
      const push = await call(
        'POST',
        '/v1/intake/gmail',
        {
          message: {
            data: Buffer.from(JSON.stringify({ emailAddress: p.gmail.address, historyId: 1 })).toString('base64'),
          },
        },
        { authorization: `Bearer ${token}` },
      );
      assert.equal(push.statusCode, 204);
      const email = await until(
        'the email',
        async () => (await call('GET', `/v1/mailboxes/${m.id}/messages`)).json().items[0],
      );
      assert.equal(email.provider_message_id, 'svc-1');
      assert.equal(email.outcome, 'job');
      const job = await until('the job to finish', async () => {
        const j = (await call('GET', `/v1/jobs/${email.job_id}`)).json();
        return j.status === 'review_required' && j;
      });
      assert.equal(job.source, 'email_gmail');
    });
  });
}
