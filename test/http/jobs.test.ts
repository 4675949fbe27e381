// GET /v1/jobs/{id} with wait, and GET /v1/jobs keyset pages (newest first; finished_since oldest
// finish first, each job once even while jobs keep finishing). Also health and the OpenAPI document.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Compile } from 'typebox/compile';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { JobEnvelope } from '../../src/http/schemas.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { failedResult } from '../../src/pipeline/contract.ts';

function makeGate(): { open: Promise<void>; release: () => void } {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  return { open, release };
}

for (const backend of testBackends()) {
  describe(`jobs API (${backend})`, () => {
    let t: TestService;
    let pdf: Uint8Array;
    const gate = makeGate();
    const pipeline: RunPipeline = async (input) => {
      if (input.intake.business_name === 'slow') await gate.open;
      return {
        status: 'review_required',
        result: {
          ...failedResult({ id: input.jobId }, '', new Date()),
          status: 'review_required',
          review_reasons: ['no_statement_read'],
        },
        error: null,
      };
    };
    before(async () => {
      t = await startTestService(backend, { runPipeline: pipeline, config: { workerConcurrency: 4 } });
      pdf = await simplePdf();
    });
    after(async () => {
      gate.release();
      await t.close();
    });
    const get = (url: string) => t.service.app!.inject({ url, headers: { 'x-api-key': t.key } });
    const submit = async (fields: Record<string, string> = {}, query = '') =>
      t.service.app!.inject({
        method: 'POST',
        url: `/v1/parse${query}`,
        headers: { 'x-api-key': t.key },
        payload: form([{ name: 'a.pdf', bytes: pdf }], fields) as never,
      });

    test('wait returns 200 with the finished envelope, matching the schema', async () => {
      const res = await submit({}, '?wait=30');
      assert.equal(res.statusCode, 200);
      const env = res.json();
      assert.equal(env.status, 'review_required');
      assert.ok(env.completed_at);
      assert.deepEqual(env.result.review_reasons, ['no_statement_read']);
      assert.deepEqual(env.result.review_details, [
        {
          code: 'no_statement_read',
          document_id: null,
          message: 'No bank statement was read from the packet',
          severity: 'critical',
          reason: 'no_statement_read',
        },
      ]);
      const check = Compile(JobEnvelope);
      assert.ok(check.Check(env), JSON.stringify([...check.Errors(env)].slice(0, 3)));
    });

    test('wait that runs out answers 202; GET with wait holds until the job ends', async () => {
      const res = await submit({ business_name: 'slow' }, '?wait=1');
      assert.equal(res.statusCode, 202);
      assert.equal(res.json().status, 'running');
      const pending = get(`/v1/jobs/${res.json().job_id}?wait=20`);
      setTimeout(() => gate.release(), 300);
      const done = await pending;
      assert.equal(done.statusCode, 200);
      assert.equal(done.json().status, 'review_required');
    });

    test('GET /v1/jobs pages newest first with next_cursor, each job once', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i++) ids.add((await submit({}, '?wait=10')).json().job_id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(`/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(res.statusCode, 200);
        const page = res.json();
        assert.ok(page.items.length <= 2);
        seen.push(...page.items.map((j: { job_id: string }) => j.job_id));
        cursor = page.next_cursor;
      } while (cursor);
      assert.equal(new Set(seen).size, seen.length, 'no job twice');
      for (const id of ids) assert.ok(seen.includes(id));
    });

    test('finished_since: oldest finish first, each once across pages while jobs keep finishing', async () => {
      const since = new Date(Date.now() - 1000).toISOString();
      for (let i = 0; i < 4; i++) await submit({}, '?wait=10');
      const seen: string[] = [];
      let cursor: string | null = null;
      let lastFinish = '';
      let extra = 0;
      do {
        const res = await get(
          `/v1/jobs?limit=2&finished_since=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        const page = res.json();
        for (const item of page.items) {
          assert.ok(item.completed_at >= lastFinish, 'ordered by finish time');
          lastFinish = item.completed_at;
          seen.push(item.job_id);
        }
        if (extra < 3) {
          await submit({}, '?wait=10'); // another job finishes between pages
          extra++;
        }
        cursor = page.next_cursor;
      } while (cursor);
      assert.equal(new Set(seen).size, seen.length, 'no job twice');
      assert.ok(seen.length >= 4);
    });

    test('finished_since takes an ISO 8601 date (its 00:00 UTC); a non-date is 422', async () => {
      await submit({}, '?wait=10');
      const today = new Date().toISOString().slice(0, 10);
      const res = await get(`/v1/jobs?finished_since=${today}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.json().items.length >= 1);
      for (const item of res.json().items) assert.ok(item.completed_at >= `${today}T00:00:00.000Z`);
      const old = await get('/v1/jobs?finished_since=2024-01-01&limit=200');
      assert.equal(old.statusCode, 200);
      assert.ok(old.json().items.length >= res.json().items.length);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      assert.deepEqual((await get(`/v1/jobs?finished_since=${tomorrow}`)).json().items, []);
      const bad = await get('/v1/jobs?finished_since=2024-13-45');
      assert.equal(bad.statusCode, 422);
    });

    test('business_name lists the jobs whose declared merchant contains it, any case; % and _ are plain text', async () => {
      const bakery = (await submit({ business_name: 'Acme Bakery LLC' }, '?wait=10')).json().job_id;
      const percent = (await submit({ business_name: '100% Pure_Juice Inc' }, '?wait=10')).json().job_id;
      await submit({ business_name: 'Zenith Roofing' }, '?wait=10');
      const named = async (q: string) =>
        (await get(`/v1/jobs?limit=200&business_name=${encodeURIComponent(q)}`))
          .json()
          .items.map((j: { job_id: string }) => j.job_id);
      assert.deepEqual(await named('bAKERY'), [bakery]);
      assert.deepEqual(await named('100% pure_'), [percent]);
      assert.deepEqual(await named('%'), [percent], 'a % matches only a printed %');
      assert.deepEqual(await named('Pure%Juice'), []);
      assert.equal((await get('/v1/jobs?business_name=')).statusCode, 422);
    });

    test('a bad cursor → 422; limit out of range → 422', async () => {
      const a = await get('/v1/jobs?cursor=garbage');
      assert.equal(a.statusCode, 422);
      assert.deepEqual(a.json().detail[0].loc, ['query', 'cursor']);
      const b = await get('/v1/jobs?limit=0');
      assert.equal(b.statusCode, 422);
    });

    test('healthz answers strings; readyz names the missing model key', async () => {
      const h = await t.service.app!.inject({ url: '/healthz' });
      assert.equal(h.statusCode, 200);
      for (const v of Object.values(h.json())) assert.equal(typeof v, 'string');
      const r = await t.service.app!.inject({ url: '/readyz' });
      assert.equal(r.statusCode, 503);
      assert.match(r.json().llm_provider_key, /missing/);
      assert.equal(r.json().store, 'ok');
    });

    test('/openapi.json is OpenAPI 3.1, version 0.1.0, with the routes and their fields', async () => {
      const doc = (await t.service.app!.inject({ url: '/openapi.json' })).json();
      assert.equal(doc.openapi, '3.1.0');
      assert.equal(doc.info.version, '0.1.0');
      assert.ok(doc.paths['/v1/parse'].post);
      assert.ok(doc.paths['/v1/jobs/{job_id}'].get);
      const ref = doc.paths['/v1/jobs/{job_id}'].get.responses['200'].content['application/json'].schema.$ref;
      assert.equal(ref, '#/components/schemas/Job');
      const env = doc.components.schemas.Job;
      for (const f of [
        'job_id',
        'status',
        'source',
        'created_at',
        'updated_at',
        'completed_at',
        'intake',
        'error',
        'result',
        'superseded_by',
      ])
        assert.ok(env.properties[f], f);
      const params = doc.paths['/v1/parse'].post.parameters.map((p: { name: string }) => p.name);
      assert.ok(params.includes('wait') && params.includes('idempotency-key'));
    });
  });
}
