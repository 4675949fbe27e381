// The usage and quality report equals the jobs that ran: finished jobs by status, pages, statements
// verified vs review, model calls and their cost (the metering rows the model client writes), rows
// corrected by a reviewer, time to finish p50/p90; by day and by month, paged, as JSON and CSV.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { insertCall, type CallRecord } from '../../src/store/llm.ts';
import { newId } from '../../src/ids.ts';

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], p: number): number {
  const v = [...values].sort((a, b) => a - b);
  const pos = (v.length - 1) * p;
  const lo = Math.floor(pos);
  return v[lo]! + (v[Math.min(lo + 1, v.length - 1)]! - v[lo]!) * (pos - lo);
}

for (const backend of testBackends()) {
  describe(`usage and quality report (${backend})`, () => {
    let t: TestService;
    let reader: string; // usage:read only (the viewer role's report permission)
    let jobs: any[];
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const call = (c: Partial<CallRecord>) =>
      insertCall(t.store.db, {
        id: newId('llmc'),
        tenantId: t.tenantId,
        jobId: jobs[0].job_id,
        task: 'categorize',
        model: 'gpt-test',
        cacheKey: newId('ck'),
        status: 'ok',
        attempts: 1,
        promptTokens: 1000,
        cachedPromptTokens: 200,
        completionTokens: 100,
        reasoningTokens: 10,
        costMicroUsd: 0,
        costSource: 'provider',
        error: null,
        at: new Date(),
        ...c,
      });
    const report = async (query: string, key = reader) => {
      const res = await t.service.app!.inject({ url: `/v1/reports/usage?${query}`, headers: { 'x-api-key': key } });
      assert.equal(res.statusCode, 200, res.body);
      return res;
    };

    before(async () => {
      t = await startTestService(backend);
      reader = (await t.newKey({ scopes: ['usage:read'] })).key;
      const writer = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES] })).key;
      const fx = await generateStatementPdf(LAYOUTS[1]!.name, 11, { month: 0 });
      jobs = [];
      for (const files of [
        [{ name: 'oct.pdf', bytes: fx.pdf }],
        [{ name: 'letter.pdf', bytes: await simplePdf(['Dear underwriter, please find attached.']) }],
      ]) {
        const res = await t.service.app!.inject({
          method: 'POST',
          url: '/v1/parse?wait=180',
          headers: { 'x-api-key': writer },
          payload: form(files) as never,
        });
        assert.equal(res.statusCode, 200, res.body);
        jobs.push(res.json());
      }
      const s = jobs[0].result.statements[0];
      const fix = await t.service.app!.inject({
        method: 'POST',
        url: `/v1/jobs/${jobs[0].job_id}/corrections`,
        headers: { 'x-api-key': writer },
        payload: {
          change: { type: 'transaction', document_id: s.document_id, index: 1, category: 'revenue', reason: 'checked' },
        },
      });
      assert.equal(fix.statusCode, 201, fix.body);
      await call({ costMicroUsd: 1_234 });
      await call({ costMicroUsd: 5_678, task: 'image_read' });
      await call({
        status: 'replayed',
        costSource: 'replay',
        promptTokens: 0,
        completionTokens: 0,
        cachedPromptTokens: 0,
        reasoningTokens: 0,
      });
      await call({ costMicroUsd: 10_000, at: new Date(Date.now() - 86_400_000) }); // yesterday
    });
    after(() => t.close());

    test("today's row equals the jobs that ran and the calls that were made", async () => {
      const r = (await report(`period=day&from=${yesterday}`)).json();
      assert.deepEqual(
        r.items.map((x: any) => x.period),
        [today, yesterday],
      );
      const d = r.items[0];
      const status = (s: string) => jobs.filter((j) => j.status === s).length;
      assert.deepEqual(d.jobs, {
        finished: 2,
        completed: status('completed'),
        review_required: status('review_required'),
        failed: status('failed'),
      });
      const statements = jobs.flatMap((j) => j.result.statements);
      const pages = jobs.flatMap((j) => j.result.files).reduce((n: number, f: any) => n + f.page_count, 0);
      assert.ok(pages >= 2);
      assert.equal(d.pages, pages);
      const verified = statements.filter((s: any) => s.gate.status === 'accepted').length;
      assert.equal(d.statements.verified, verified);
      assert.equal(d.statements.review, statements.length - verified);
      assert.deepEqual(d.model, {
        calls: 3,
        paid_calls: 2,
        replayed_calls: 1,
        failed_calls: 0,
        prompt_tokens: 2000,
        cached_prompt_tokens: 400,
        completion_tokens: 200,
        reasoning_tokens: 20,
        cost_usd: '0.006912',
      });
      assert.equal(r.items[1].model.cost_usd, '0.01');
      assert.equal(r.items[1].jobs.finished, 0);
      const rows = statements.reduce((n: number, s: any) => n + s.transactions.length, 0);
      assert.equal(d.quality.corrected_row_share, Math.round((1 / rows) * 10_000) / 10_000);
      assert.equal(d.quality.verified_share, Math.round((verified / statements.length) * 10_000) / 10_000);
      const secs = jobs.map((j) => (Date.parse(j.completed_at) - Date.parse(j.created_at)) / 1000);
      assert.ok(Math.abs(d.quality.time_to_finish_p50_seconds - percentile(secs, 0.5)) < 0.002);
      assert.ok(Math.abs(d.quality.time_to_finish_p90_seconds - percentile(secs, 0.9)) < 0.002);
      const counts = new Map<string, number>();
      for (const j of jobs.filter((x) => x.status === 'review_required'))
        for (const code of new Set(j.result.review_reasons.map((x: string) => x.split(':')[0]) as string[]))
          counts.set(code, (counts.get(code) ?? 0) + 1);
      const top = [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([code, n]) => ({ code, jobs: n }));
      assert.ok(top.length > 0, 'the letter ends review_required with a reason');
      assert.deepEqual(d.statements.top_review_reasons, top);
    });

    test('pages: limit 1 hands a cursor to the earlier period; by month both days sum', async () => {
      const first = (await report(`period=day&from=${yesterday}&limit=1`)).json();
      assert.deepEqual(
        first.items.map((x: any) => x.period),
        [today],
      );
      assert.ok(first.next_cursor);
      const second = (await report(`period=day&from=${yesterday}&limit=1&cursor=${first.next_cursor}`)).json();
      assert.deepEqual(
        second.items.map((x: any) => x.period),
        [yesterday],
      );
      assert.equal(second.next_cursor, null);
      const bad = await t.service.app!.inject({
        url: '/v1/reports/usage?cursor=bm9wZQ',
        headers: { 'x-api-key': reader },
      });
      assert.equal(bad.statusCode, 422);

      const month = (await report('period=month')).json();
      const total = month.items.reduce((n: number, m: any) => n + m.model.calls, 0);
      assert.equal(total, 4);
      assert.equal(
        month.items.reduce((n: number, m: any) => n + m.jobs.finished, 0),
        2,
      );
    });

    test('CSV: a header and one line per period with the same figures', async () => {
      const res = await report(`period=day&from=${yesterday}&format=csv`);
      assert.match(res.headers['content-type'] as string, /^text\/csv/);
      const [header, ...lines] = res.body.trim().split('\r\n');
      const cols = header!.split(',');
      const row = Object.fromEntries(lines[0]!.split(',').map((v, i) => [cols[i], v]));
      assert.equal(lines.length, 2);
      assert.equal(row.period, today);
      assert.equal(row.jobs_finished, '2');
      assert.equal(row.cost_usd, '0.006912');
      assert.equal(row.model_replayed_calls, '1');
    });

    test("another tenant's report is empty; a caller without usage:read gets 403", async () => {
      const other = (await t.newKey({ tenant: 'rival-funding', scopes: ['usage:read'] })).key;
      assert.deepEqual((await report(`period=day&from=${yesterday}`, other)).json().items, []);
      const res = await t.service.app!.inject({ url: '/v1/reports/usage', headers: { 'x-api-key': t.key } });
      assert.equal(res.statusCode, 403);
    });
  });
}
