// Tenant settings over HTTP: defaults from the configuration, a validated and audited PATCH, and each
// change read by the next job: the active-job cap and the model budget at admission, a true-revenue
// exclusion and an affordability default in the pipeline's result, and the retention sweep.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { toCents } from '../../src/money.ts';
import { sweepOrphanBlobs } from '../../src/jobs/blob-sweep.ts';
import { composeEmail } from '../helpers/email.ts';
import { createHash } from 'node:crypto';
import { startReceiver, TEST_CA_FILE } from '../events/receiver.ts';
import { startFakeLlm } from '../helpers/fake-llm.ts';
import { loadConfig } from '../../src/config.ts';

for (const backend of testBackends()) {
  describe(`tenant settings (${backend})`, () => {
    let t: TestService;
    let q: TestService; // no worker: admitted jobs stay queued, so the cap counts them
    let owner: string; // settings:manage + jobs + audit
    let submitter: string; // the default scopes

    const call = (method: 'GET' | 'PATCH' | 'POST', url: string, key: string, body?: unknown, s = t) =>
      s.service.app!.inject({
        method,
        url,
        headers: { 'x-api-key': key },
        ...(body ? { payload: body as never } : {}),
      });
    const patch = async (body: unknown, s = t) => {
      const res = await call('PATCH', '/v1/settings', owner, body, s);
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const submit = async (bytes: Uint8Array, wait = 0, s = t) =>
      s.service.app!.inject({
        method: 'POST',
        url: `/v1/parse?wait=${wait}`,
        headers: { 'x-api-key': submitter },
        payload: form([{ name: 'statement.pdf', bytes }]) as never,
      });

    before(async () => {
      t = await startTestService(backend, {
        config: {
          webhooks: { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: TEST_CA_FILE },
        },
      });
      q = await startTestService(backend, { worker: false });
      owner = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'settings:manage', 'audit:read', 'webhooks:manage'] }))
        .key;
      submitter = t.key;
    });
    after(async () => {
      await t.close();
      await q.close();
    });

    test('GET answers the service defaults until the tenant sets something', async () => {
      const res = await call('GET', '/v1/settings', submitter);
      assert.equal(res.statusCode, 200, res.body);
      const s = res.json();
      assert.equal(s.max_active_jobs, t.config.maxActiveJobs);
      assert.equal(s.monthly_model_budget_usd, t.config.llm.monthlyBudgetUsd);
      assert.equal(s.affordability.ebitda_margin_multiplier, 1.15);
      assert.deepEqual(s.true_revenue_exclusions, ['transfers', 'loan_proceeds', 'mca_funding', 'refunds']);
      assert.deepEqual(s.retention, { upload_days: null, raw_email_days: null });
      assert.deepEqual(s.webhook_pause, { after_failures: 5, seconds: 300 });
      assert.deepEqual(s.customized, []);
    });

    test('PATCH refuses unknown fields and out-of-range values, and needs settings:manage', async () => {
      for (const body of [
        { max_active_jobs: 0 },
        { true_revenue_exclusions: ['payroll'] },
        { retention: { upload_days: -1 } },
        { colour: 'blue' },
        {},
      ]) {
        const res = await call('PATCH', '/v1/settings', owner, body);
        assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`);
      }
      const res = await call('PATCH', '/v1/settings', submitter, { max_active_jobs: 3 });
      assert.equal(res.statusCode, 403);
      assert.equal((await call('GET', '/v1/settings', submitter)).json().max_active_jobs, t.config.maxActiveJobs);
    });

    test('the active-job cap and the model budget apply from the next submission; null restores the default; audited', async () => {
      const qOwner = (await q.newKey({ scopes: ['settings:manage', 'audit:read'] })).key;
      const qPatch = async (body: unknown) => {
        const res = await call('PATCH', '/v1/settings', qOwner, body, q);
        assert.equal(res.statusCode, 200, res.body);
        return res.json();
      };
      const qSubmit = async (lines: string[]) =>
        q.service.app!.inject({
          method: 'POST',
          url: '/v1/parse',
          headers: { 'x-api-key': q.key },
          payload: form([{ name: 'statement.pdf', bytes: await simplePdf(lines) }]) as never,
        });
      const s = await qPatch({ max_active_jobs: 1 });
      assert.equal(s.max_active_jobs, 1);
      assert.deepEqual(s.customized, ['max_active_jobs']);
      assert.equal((await qSubmit(['cap test'])).statusCode, 202);
      const refused = await qSubmit(['cap test 2']);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(refused.json().error.code, 'too_many_active_jobs');
      assert.match(refused.json().error.message, /cap 1\b/);

      await qPatch({ max_active_jobs: null, monthly_model_budget_usd: 0 });
      const broke = await qSubmit(['budget test']);
      assert.equal(broke.statusCode, 429, broke.body);
      assert.equal(broke.json().error.code, 'budget_exhausted');

      const back = await qPatch({ monthly_model_budget_usd: null });
      assert.deepEqual(back.customized, []);
      // the cap is the service default again (20): a second queued job is admitted
      assert.equal((await qSubmit(['budget test'])).statusCode, 202);

      const audit = (await call('GET', '/v1/audit-log', qOwner, undefined, q))
        .json()
        .items.filter((e: any) => e.action === 'settings.updated');
      assert.equal(audit.length, 3);
      assert.deepEqual(audit[2].details.changed.max_active_jobs, { from: q.config.maxActiveJobs, to: 1 });
      assert.deepEqual(audit[1].details.changed.monthly_model_budget_usd, {
        from: q.config.llm.monthlyBudgetUsd,
        to: 0,
      });
    });

    test('a true-revenue exclusion taken off and an affordability default change the next job’s result', async () => {
      const fx = await generateStatementPdf(LAYOUTS[1]!.name, 11, { month: 1 });
      const first = await submit(fx.pdf, 180);
      assert.equal(first.statusCode, 200, first.body);
      const before = first.json().result;
      const nov = (r: any) => r.months.find((m: any) => m.month === '2025-11');
      assert.equal(nov(before).mca_funding_total, '54501.00');

      await patch({
        true_revenue_exclusions: ['transfers', 'loan_proceeds', 'refunds'],
        affordability: { ebitda_margin_multiplier: 1 },
      });
      const second = await submit(fx.pdf, 180);
      assert.equal(second.statusCode, 200, second.body);
      const after = second.json().result;
      assert.equal(toCents(nov(after).true_revenue) - toCents(nov(before).true_revenue), 5_450_100);
      assert.equal(after.underwriting.ebitda_capacity_pct, after.underwriting.ebitda_margin_pct);
      assert.notEqual(before.underwriting.ebitda_capacity_pct, before.underwriting.ebitda_margin_pct);
      // the transactions keep the category they were read as
      const funding = (r: any) =>
        r.statements.flatMap((s: any) => s.transactions).filter((x: any) => x.category === 'mca_funding').length;
      assert.equal(funding(after), funding(before));
      await patch({ true_revenue_exclusions: null, affordability: null });
    });

    test("retention: a finished job's uploads go after upload_days; the job stays readable", async () => {
      await patch({ retention: { upload_days: 1 } });
      const bytes = await simplePdf(['retention test']);
      const res = await submit(bytes, 60);
      assert.equal(res.statusCode, 200, res.body);
      const sha = res.json().intake.files[0].sha256;
      const file = path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
      assert.ok(fs.existsSync(file));
      const deps = { db: t.store.db, blobs: t.service.blobs!, now: () => new Date() };
      assert.deepEqual(await sweepOrphanBlobs(deps, 60), [], 'a day has not passed');
      assert.ok(fs.existsSync(file));
      const later = { ...deps, now: () => new Date(Date.now() + 2 * 86_400_000) };
      assert.ok((await sweepOrphanBlobs(later, 60)).includes(sha));
      assert.ok(!fs.existsSync(file));
      const job = await call('GET', `/v1/jobs/${res.json().job_id}`, submitter);
      assert.equal(job.statusCode, 200);
      await patch({ retention: null });
    });

    test('retention: a raw email goes after raw_email_days; the email record says raw_stored false and /raw is 404', async () => {
      await patch({ retention: { raw_email_days: 3 } });
      const raw = composeEmail({ messageId: 'retention-1@broker.example', subject: 'Packet' });
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/intake/email',
        headers: { 'x-api-key': submitter, 'content-type': 'message/rfc822' },
        payload: Buffer.from(raw),
      });
      assert.ok([200, 202].includes(res.statusCode), res.body);
      const emailId = res.headers['x-email-id'] as string;
      const sha = createHash('sha256').update(raw).digest('hex');
      const file = path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
      const deps = { db: t.store.db, blobs: t.service.blobs!, now: () => new Date(Date.now() + 2 * 86_400_000) };
      assert.ok(!(await sweepOrphanBlobs(deps, 60)).includes(sha), 'two days: kept');
      assert.ok(fs.existsSync(file));
      const later = { ...deps, now: () => new Date(Date.now() + 4 * 86_400_000) };
      assert.ok((await sweepOrphanBlobs(later, 60)).includes(sha));
      assert.ok(!fs.existsSync(file));
      const rec = await call('GET', `/v1/emails/${emailId}`, submitter);
      assert.equal(rec.statusCode, 200, rec.body);
      assert.equal(rec.json().raw_stored, false);
      assert.equal((await call('GET', `/v1/emails/${emailId}/raw`, submitter)).statusCode, 404);
      await patch({ retention: null });
    });

    test("webhook_pause: one failure pauses the tenant's endpoint for the set time", async () => {
      const rx = await startReceiver();
      rx.respond = () => ({ status: 500, body: 'down' });
      try {
        const hook = await call('POST', '/v1/webhooks', owner, { url: rx.url(), topics: [] });
        assert.equal(hook.statusCode, 201, hook.body);
        await patch({ webhook_pause: { after_failures: 1, seconds: 600 } });
        const ping = await call('POST', `/v1/webhooks/${hook.json().id}/test`, owner);
        assert.equal(ping.json().status, 'pending', ping.body);
        const ep = (await call('GET', '/v1/webhooks', owner)).json().items[0];
        assert.equal(ep.status, 'paused');
        const pausedFor = (Date.parse(ep.paused_until) - Date.now()) / 1000;
        assert.ok(pausedFor > 540 && pausedFor <= 600, `${pausedFor} s`);
      } finally {
        await patch({ webhook_pause: null });
        await rx.close();
      }
    });

    test('parse_defaults: skip_model set for the tenant skips the configured model on the next job; a request can still ask for it', async () => {
      const llm = await startFakeLlm();
      const m = await startTestService(backend, {
        config: {
          llm: { ...loadConfig({}).llm, baseUrl: llm.baseUrl, apiKey: 'test-key', maxAttempts: 1, backoffMs: 0 },
        },
      });
      try {
        const mOwner = (await m.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'settings:manage'] })).key;
        const run = async (options?: string) => {
          const res = await m.service.app!.inject({
            method: 'POST',
            url: '/v1/parse?wait=60',
            headers: { 'x-api-key': mOwner },
            payload: form(
              [{ name: 'letter.pdf', bytes: await simplePdf([`Dear underwriter ${Math.random()}`]) }],
              options ? { options } : {},
            ) as never,
          });
          assert.equal(res.statusCode, 200, res.body);
          return res.json().result.pipeline.model;
        };
        assert.equal(await run(), 'used');
        const set = await call('PATCH', '/v1/settings', mOwner, { parse_defaults: { skip_model: true } }, m);
        assert.equal(set.statusCode, 200, set.body);
        const calls = llm.requests.length;
        assert.equal(await run(), 'skipped');
        assert.equal(llm.requests.length, calls, 'no model call on the skipped job');
        assert.equal(await run('{"skip_model": false}'), 'used', "the request's own option wins");
      } finally {
        await m.close();
        await llm.close();
      }
    });
  });
}
