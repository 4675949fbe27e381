// Corrections and erasure over HTTP on real generated packets (three statements of one account, read by
// the whole pipeline): corrected figures served by default and the computed ones under view=computed,
// month exclusion, revert, concurrent corrections, the signed opt-in job.corrected event, permissions,
// and erasure (404 afterwards, blobs off the disk unless another job still uses them, audit entry,
// pending deliveries cancelled, idempotent, other tenants 404).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { verifyWebhookSignature } from '../../src/events/signature.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { toCents } from '../../src/money.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { form } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { startReceiver, TEST_CA_FILE, waitUntil, type Receiver } from '../events/receiver.ts';

for (const backend of testBackends()) {
  describe(`corrections and erasure (${backend})`, () => {
    let t: TestService;
    let rx: Receiver;
    let reviewer: string; // jobs:write + jobs:read + jobs:delete (the underwriter role's job permissions)
    let viewer: string;
    let plainKey: string; // the default scopes: no jobs:delete
    let admin: string; // webhooks and audit
    let stranger: string; // another tenant
    let secret: string;
    let endpointId: string;
    let files: Array<{ name: string; bytes: Uint8Array }>;
    let jobId: string;
    let computed: any;

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, body?: unknown) =>
      t.service.app!.inject({
        method,
        url,
        headers: { 'x-api-key': key },
        ...(body !== undefined ? { payload: body as never } : {}),
      });
    const job = async (view = '') => {
      const res = await call('GET', `/v1/jobs/${jobId}${view}`, viewer);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result;
    };
    const correct = async (change: Record<string, unknown>, key = reviewer, id = jobId) =>
      call('POST', `/v1/jobs/${id}/corrections`, key, { change: { reason: 'reviewed the statement', ...change } });
    const parse = async (parts: typeof files) => {
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse?wait=180',
        headers: { 'x-api-key': reviewer },
        payload: form(parts) as never,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const sbaRows = (r: any) =>
      r.statements.flatMap((s: any) =>
        s.transactions
          .filter((x: any) => x.counterparty === 'SBA' && x.transaction_type === 'debit')
          .map((x: any) => ({ document_id: s.document_id, index: x.index, date: x.date })),
      );
    const monthOf = (r: any, m: string) => r.months.find((x: any) => x.month === m);
    const blobFile = (sha: string) => path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);

    before(async () => {
      rx = await startReceiver();
      t = await startTestService(backend, {
        config: {
          webhooks: { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: TEST_CA_FILE },
        },
      });
      reviewer = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete'] })).key;
      viewer = (await t.newKey({ scopes: ['jobs:read'] })).key;
      plainKey = t.key;
      admin = (await t.newKey({ scopes: ['webhooks:manage', 'audit:read'] })).key;
      stranger = (await t.newKey({ tenant: 'other-lender', scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete'] })).key;
      const hook = await call('POST', '/v1/webhooks', admin, { url: rx.url(), topics: ['job.corrected'] });
      assert.equal(hook.statusCode, 201, hook.body);
      ({ id: endpointId, secret } = hook.json());
      files = [];
      for (const month of [0, 1, 2]) {
        const fx = await generateStatementPdf(LAYOUTS[1]!.name, 11, { month });
        files.push({ name: `${fx.name}.pdf`, bytes: fx.pdf });
      }
      const env = await parse(files);
      jobId = env.job_id;
      computed = env.result;
      for (const s of computed.statements) assert.equal(s.gate.status, 'accepted');
      assert.equal(sbaRows(computed).length, 3, 'the packet pays an SBA loan monthly');
      await job(); // a finished envelope now sits in the cache: every correction must invalidate it
    });
    after(async () => {
      await t.close();
      await rx.close();
    });

    test('recategorizing the SBA rows as MCA payments: months, positions and current_withhold_pct change; view=computed keeps the original', async () => {
      const rows = sbaRows(computed);
      for (const r of rows) {
        const res = await correct({
          type: 'transaction',
          document_id: r.document_id,
          index: r.index,
          category: 'mca_payment',
        });
        assert.equal(res.statusCode, 201, res.body);
      }
      const r = await job();
      assert.equal(r.corrections.active, 3);
      const sba = r.positions.find((p: any) => p.funder === 'SBA');
      assert.equal(sba.kind, 'mca');
      assert.equal(sba.counted_in_withhold, true);
      assert.deepEqual(sba.correction.changes.kind, { computed: 'loan', corrected: 'mca' });
      assert.equal(computed.underwriting.existing_mca_monthly_payment, 3800);
      assert.equal(r.underwriting.existing_mca_monthly_payment, 5002.05, '950.00 weekly x4 + 1202.05 monthly x1');
      assert.ok(r.underwriting.current_withhold_pct > computed.underwriting.current_withhold_pct);
      assert.deepEqual(r.corrections.underwriting.current_withhold_pct, {
        computed: computed.underwriting.current_withhold_pct,
        corrected: r.underwriting.current_withhold_pct,
      });
      const m = rows[0].date.slice(0, 7);
      assert.equal(toCents(monthOf(r, m).mca_debits_total) - toCents(monthOf(computed, m).mca_debits_total), 120205);
      assert.deepEqual(monthOf(r, m).correction.changes.loan_payments_total, {
        computed: '1202.05',
        corrected: '0.00',
      });
      const tx = r.statements
        .find((s: any) => s.document_id === rows[0].document_id)
        .transactions.find((x: any) => x.index === rows[0].index);
      assert.deepEqual(tx.correction.changes.category, { computed: 'loan', corrected: 'mca_payment' });

      const original = await job('?view=computed');
      assert.deepEqual(original, computed);
      assert.equal(original.corrections, undefined);
    });

    test('excluding a month drops it from the underwriting block', async () => {
      const res = await correct({ type: 'month', month: '2025-10', excluded: true });
      assert.equal(res.statusCode, 201, res.body);
      const r = await job();
      assert.deepEqual(r.underwriting.months_included, ['2025-11', '2025-12']);
      assert.deepEqual(r.underwriting.months_excluded, ['2025-10']);
      assert.deepEqual(r.corrections.months.includes('2025-10'), true);
    });

    test('reverting every correction brings the computed figures back; the records stay, reverted', async () => {
      const list = (await call('GET', `/v1/jobs/${jobId}/corrections`, viewer)).json();
      assert.equal(list.corrections.length, 4);
      for (const c of list.corrections) {
        const res = await call('POST', `/v1/jobs/${jobId}/corrections/${c.id}/revert`, reviewer, {
          reason: 'second look: the bank statement was right',
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.ok(res.json().correction.reverted_at);
      }
      const r = await job();
      assert.deepEqual(r, computed);
      const after = (await call('GET', `/v1/jobs/${jobId}/corrections`, viewer)).json();
      assert.deepEqual(
        after.corrections.map((c: any) => c.id),
        list.corrections.map((c: any) => c.id),
        'oldest first, nothing deleted',
      );
      assert.equal(after.summary.active, 0);
      assert.equal(after.summary.reverted, 4);
      assert.equal(after.corrections[0].revert_reason, 'second look: the bank statement was right');
      const again = await call('POST', `/v1/jobs/${jobId}/corrections/${list.corrections[0].id}/revert`, reviewer, {
        reason: 'twice',
      });
      assert.equal(again.statusCode, 409);
    });

    test('concurrent corrections serialize: none is lost', async () => {
      const checks = computed.statements.flatMap((s: any) =>
        s.transactions
          .filter((x: any) => x.counterparty === 'Check' && x.transaction_type === 'debit')
          .map((x: any) => ({ document_id: s.document_id, index: x.index, amount: x.amount })),
      );
      const picked = checks.slice(0, 6);
      const answers = await Promise.all(
        picked.map((c: any) =>
          correct({ type: 'transaction', document_id: c.document_id, index: c.index, category: 'taxes' }),
        ),
      );
      for (const a of answers) assert.equal(a.statusCode, 201, a.body);
      const r = await job();
      assert.equal(r.corrections.active, picked.length);
      assert.equal(r.corrections.transactions.length, picked.length);
      const taxes = (x: any) => x.months.reduce((n: number, m: any) => n + toCents(m.taxes_total), 0);
      assert.equal(
        taxes(r) - taxes(computed),
        picked.reduce((n: number, c: any) => n + toCents(c.amount), 0),
      );
    });

    test('job.corrected is delivered to the endpoint that opted in, signed, with the summary and no transactions', async () => {
      // on the event (the receiver's 14th request), not a deadline: under load the sends take longer
      await rx.requests(14);
      const got = rx.received.filter((x) => x.headers['x-parser-topic'] === 'job.corrected');
      assert.equal(
        rx.received.length,
        got.length,
        'job.completed is not sent to an endpoint that listed only job.corrected',
      );
      for (const d of got)
        assert.ok(
          verifyWebhookSignature({ secret, header: d.headers['x-parser-signature'], body: d.body }),
          'signed with the endpoint secret',
        );
      const bodies = got.map((d) => JSON.parse(d.body));
      const last = bodies
        .sort(
          (a, b) =>
            a.payload.corrections.active - b.payload.corrections.active ||
            String(a.created_at).localeCompare(String(b.created_at)),
        )
        .pop();
      assert.equal(last.topic, 'job.corrected');
      assert.equal(last.payload.job_id, jobId);
      assert.equal(last.payload.corrections.active, 6);
      assert.equal(typeof last.payload.current_withhold_pct, 'number');
      for (const d of got)
        assert.ok(
          !d.body.includes('"transactions":[{"index"') && !d.body.includes('SQUARE INC'),
          'no transaction rows in the event',
        );
    });

    test('permissions and targets: a viewer reads but cannot correct or erase; bad targets are 422; another tenant sees 404', async () => {
      assert.equal((await call('GET', `/v1/jobs/${jobId}/corrections`, viewer)).statusCode, 200);
      assert.equal((await correct({ type: 'month', month: '2025-11', excluded: true }, viewer)).statusCode, 403);
      assert.equal(
        (await call('POST', `/v1/jobs/${jobId}/corrections/cor_x/revert`, viewer, { reason: 'x' })).statusCode,
        403,
      );
      assert.equal((await call('DELETE', `/v1/jobs/${jobId}`, viewer)).statusCode, 403);
      assert.equal((await call('DELETE', `/v1/jobs/${jobId}`, plainKey)).statusCode, 403, 'erasure needs jobs:delete');
      assert.equal(
        (await correct({ type: 'transaction', document_id: 'doc_1', index: 9999, category: 'revenue' })).statusCode,
        422,
      );
      assert.equal((await correct({ type: 'month', month: '2031-01', excluded: true })).statusCode, 422);
      assert.equal((await correct({ type: 'month', month: '2025-11', category: 'revenue' })).statusCode, 422);
      assert.equal((await correct({ type: 'position', position_id: 'pos_none', kind: 'loan' })).statusCode, 422);
      assert.equal((await call('GET', `/v1/jobs/${jobId}/corrections`, stranger)).statusCode, 404);
      assert.equal((await correct({ type: 'month', month: '2025-11', excluded: true }, stranger)).statusCode, 404);
      assert.equal((await call('GET', `/v1/jobs/${jobId}?view=other`, viewer)).statusCode, 422);
    });

    test('erasure: 404 afterwards, blobs gone unless another job uses them, pending deliveries cancelled, audit kept, idempotent', async () => {
      const shas = computed.files.map((f: any) => f.content_sha256);
      const second = await parse([files[0]!]); // shares the first statement's bytes with the first job
      assert.equal((await call('DELETE', `/v1/jobs/${jobId}`, stranger)).statusCode, 404, "another tenant's job");

      const res = await call('DELETE', `/v1/jobs/${second.job_id}`, reviewer);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().erased_now, true);
      assert.equal((await call('GET', `/v1/jobs/${second.job_id}`, viewer)).statusCode, 404);
      assert.ok(fs.existsSync(blobFile(shas[0])), 'the first job still uses this blob');
      const twice = await call('DELETE', `/v1/jobs/${second.job_id}`, reviewer);
      assert.equal(twice.statusCode, 200);
      assert.equal(twice.json().erased_now, false);

      // a correction whose delivery keeps failing stays pending until the erasure cancels it
      rx.respond = () => ({ status: 500, body: 'down' });
      const before = rx.received.length;
      assert.equal((await correct({ type: 'month', month: '2025-12', excluded: true })).statusCode, 201);
      await waitUntil(async () => rx.received.length > before);
      const erased = await call('DELETE', `/v1/jobs/${jobId}`, reviewer);
      assert.equal(erased.statusCode, 200, erased.body);
      for (const sha of shas) assert.ok(!fs.existsSync(blobFile(sha)), `blob ${sha} removed from disk`);
      assert.equal((await call('GET', `/v1/jobs/${jobId}`, viewer)).statusCode, 404);
      assert.equal((await call('GET', `/v1/jobs/${jobId}/corrections`, viewer)).statusCode, 404);
      assert.equal((await correct({ type: 'month', month: '2025-11', excluded: true })).statusCode, 404);
      const deliveries = (await call('GET', `/v1/webhooks/${endpointId}/deliveries?limit=100`, admin)).json().items;
      assert.ok(
        deliveries.some((d: any) => d.status === 'cancelled'),
        'the pending delivery was cancelled',
      );
      assert.ok(!deliveries.some((d: any) => d.status === 'pending'));
      // the events keep their ids, not the merchant: a resend sends the erased body
      const resent = await call(
        'POST',
        `/v1/webhooks/${endpointId}/deliveries/${deliveries.find((d: any) => d.status === 'cancelled').id}/resend`,
        admin,
      );
      assert.equal(resent.statusCode, 202, resent.body);
      rx.respond = () => ({ status: 200, body: 'ok' });
      const sent = rx.received.length;
      await waitUntil(async () => rx.received.slice(sent).some((x) => JSON.parse(x.body).payload.erased === true));
      const erasedBody = rx.received.slice(sent).find((x) => JSON.parse(x.body).payload.erased === true)!;
      assert.deepEqual(JSON.parse(erasedBody.body).payload, { job_id: jobId, erased: true });
      assert.ok(!erasedBody.body.includes('intake'));

      const audit = (await call('GET', '/v1/audit-log?limit=100', admin)).json();
      const entries = audit.items.filter((e: any) => e.action === 'job.erased');
      assert.deepEqual(entries.map((e: any) => e.target.id).sort(), [jobId, second.job_id].sort());
      for (const e of entries) {
        assert.deepEqual(e.details, {}, 'nothing of the content');
        assert.equal(e.actor.type, 'api_key');
      }
    });
  });
}
