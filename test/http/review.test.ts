// Resolving a review over HTTP, on a real packet whose tampered statement fails the gate: a reviewer
// acknowledges one reason with a note, then resolves the job; the computed reasons and status never change,
// the job shows which are resolved, by whom and when; each step is audited and sends `job.corrected` (opt-in)
// with the review in its payload. Refusals: an unknown reason (422), a second acknowledgement (409), a viewer
// (403), another tenant (404). Erasing the job erases its resolutions.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { TAMPERS } from '../../scripts/generator/index.ts';
import { buildTamper } from '../../scripts/generator/tamper.ts';
import { form } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { startReceiver, TEST_CA_FILE, type Receiver } from '../events/receiver.ts';

for (const backend of testBackends()) {
  describe(`resolving a review (${backend})`, () => {
    let t: TestService;
    let rx: Receiver;
    let reviewer: string;
    let viewer: string;
    let admin: string;
    let stranger: string;
    let jobId: string;
    let reasons: string[];

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, body?: unknown) =>
      t.service.app!.inject({
        method,
        url,
        headers: { 'x-api-key': key },
        ...(body !== undefined ? { payload: body as never } : {}),
      });
    const resolve = (body: unknown, key = reviewer) => call('POST', `/v1/jobs/${jobId}/review`, key, body);

    before(async () => {
      rx = await startReceiver();
      t = await startTestService(backend, {
        config: {
          webhooks: { allowLoopback: true, pollIntervalMs: 50, timeoutMs: 3000, testOnlyCaFile: TEST_CA_FILE },
        },
      });
      reviewer = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete'] })).key;
      viewer = (await t.newKey({ scopes: ['jobs:read'] })).key;
      admin = (await t.newKey({ scopes: ['webhooks:manage', 'audit:read'] })).key;
      stranger = (await t.newKey({ tenant: 'other-lender' })).key;
      const hook = await call('POST', '/v1/webhooks', admin, { url: rx.url(), topics: ['job.corrected'] });
      assert.equal(hook.statusCode, 201, hook.body);
      const bad = await buildTamper(
        TAMPERS.find((x) => x.name === 'tamper-swap')!,
        1,
      );
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse?wait=180',
        headers: { 'x-api-key': reviewer },
        payload: form([{ name: 'tampered.pdf', bytes: bad.pdf }]) as never,
      });
      assert.equal(res.statusCode, 200, res.body);
      jobId = res.json().job_id;
      assert.equal(res.json().status, 'review_required');
      reasons = res.json().result.review_reasons;
      assert.ok(reasons.length >= 2, `reasons: ${reasons}`);
    });
    after(async () => {
      await t.close();
      await rx.close();
    });

    test('acknowledging one reason keeps the computed reasons and status, and shows who resolved it, when and why', async () => {
      const res = await resolve({ reason: reasons[0], note: 'two debits swapped: checked with the bank' });
      assert.equal(res.statusCode, 201, res.body);
      const job = (await call('GET', `/v1/jobs/${jobId}`, viewer)).json();
      assert.equal(job.status, 'review_required');
      assert.deepEqual(job.result.review_reasons, reasons);
      const review = job.result.review;
      assert.equal(review.resolved, false, 'one reason of several');
      const first = review.reasons.find((r: any) => r.reason === reasons[0]);
      assert.equal(first.resolved, true);
      assert.equal(first.resolution.note, 'two debits swapped: checked with the bank');
      assert.equal(first.resolution.created_by.type, 'api_key');
      assert.ok(Date.parse(first.resolution.created_at) > 0);
      assert.ok(review.reasons.filter((r: any) => r.reason !== reasons[0]).every((r: any) => !r.resolved));
      assert.deepEqual((await call('GET', `/v1/jobs/${jobId}/review`, viewer)).json(), review);
    });

    test('an unknown reason is a 422, a second acknowledgement a 409, a viewer a 403, another tenant a 404', async () => {
      assert.equal((await resolve({ reason: 'missing_month:2025-01', note: 'x' })).statusCode, 422);
      assert.equal((await resolve({ reason: reasons[0], note: 'again' })).statusCode, 409);
      assert.equal((await resolve({ note: 'x' }, viewer)).statusCode, 403);
      assert.equal((await resolve({ note: 'x' }, stranger)).statusCode, 404);
      assert.equal((await call('GET', `/v1/jobs/${jobId}/review`, stranger)).statusCode, 404);
      assert.equal((await resolve({ reason: reasons[1], note: '' })).statusCode, 422, 'a note is required');
    });

    test('resolving the job marks every reason resolved; both steps are audited and sent as job.corrected', async () => {
      const res = await resolve({ note: 'approved with the swap corrected by hand' });
      assert.equal(res.statusCode, 201, res.body);
      const review = (await call('GET', `/v1/jobs/${jobId}`, viewer)).json().result.review;
      assert.equal(review.resolved, true);
      assert.equal(review.resolved_by.type, 'api_key');
      assert.ok(review.reasons.every((r: any) => r.resolved));
      assert.equal(review.reasons.find((r: any) => r.reason === reasons[0]).resolution.note.startsWith('two'), true);
      assert.equal(review.resolutions.length, 2);
      assert.equal((await resolve({ note: 'twice' })).statusCode, 409);

      const audit = (await call('GET', '/v1/audit-log?limit=100', admin)).json();
      const actions = audit.items.filter((e: any) => e.target.id === jobId).map((e: any) => e.action);
      assert.deepEqual(actions.sort(), ['job.review_reason_acknowledged', 'job.review_resolved']);

      await rx.requests(2);
      const events = rx.received.map((r) => JSON.parse(r.body));
      assert.deepEqual(
        events.map((e) => e.topic),
        ['job.corrected', 'job.corrected'],
      );
      const last = events.find((e) => e.payload.review.resolved)!;
      assert.equal(last.payload.job_id, jobId);
      assert.equal(last.payload.review.resolutions.length, 2);
      assert.ok(!JSON.stringify(last).includes('"transactions"'), 'no transactions in an event');
    });

    test('erasing the job erases its resolutions', async () => {
      assert.equal((await call('DELETE', `/v1/jobs/${jobId}`, reviewer)).statusCode, 200);
      assert.equal((await call('GET', `/v1/jobs/${jobId}/review`, viewer)).statusCode, 404);
      const left = await t.store.db
        .withTables<{ job_review_resolutions: { job_id: string } }>()
        .selectFrom('job_review_resolutions')
        .select('job_id')
        .where('job_id', '=', jobId)
        .execute();
      assert.deepEqual(left, []);
    });
  });
}
