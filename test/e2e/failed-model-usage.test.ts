// Issue 10, item 3: a provider that answers nonsense is still billed for every call. A scanned
// statement's job, read with such a provider, reports every call made (failed or not) in the job's
// usage, in the statement's usage and in by_task, with the tokens the provider reported.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createPdfPool } from '../../src/readers/pool.ts';
import { loadConfig } from '../../src/config.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { scanPdf } from '../pipeline/image/scanned.ts';

describe('failed model calls are in the usage', () => {
  let fake: FakeLlm;
  let t: TestService;
  let scanned: Uint8Array;
  before(async () => {
    fake = await startFakeLlm(() => ({
      content: 'I am not JSON at all',
      usage: { prompt_tokens: 1500, completion_tokens: 20 },
    }));
    // two pages (12 rows), not the layout's default six: every page costs a 300 DPI render, its assessment and
    // four provider requests with page images, and the accounting asserted below is the same for two pages
    const clean = await generateStatementPdf(LAYOUTS[0]!.name, 23, { rows: 12 });
    assert.deepEqual(clean.truth.statements[0]!.pages, [1, 2]);
    const pool = createPdfPool({ threads: 1 });
    try {
      scanned = await scanPdf(pool, clean.pdf, clean.truth.statements[0]!.pages.length);
    } finally {
      await pool.destroy();
    }
    const llm = {
      ...loadConfig({}).llm,
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      backoffMs: 1,
      maxAttempts: 2,
      concurrency: 4,
      tenantConcurrency: 4,
    };
    t = await startTestService('pglite', { config: { llm } });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  test('a scanned statement read by a provider answering nonsense: every request is counted', async (ctx) => {
    const from = fake.requests.length;
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=180',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'scan.pdf', bytes: scanned }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    const job = res.json();
    const sent = fake.requests.length - from;
    assert.ok(sent > 0, 'the provider was asked');
    const u = job.result.usage;
    ctx.diagnostic(
      `provider requests ${sent}; usage calls ${u.calls}, paid ${u.paid_calls}, prompt_tokens ${u.prompt_tokens}, cost_usd ${u.cost_usd}, by_task ${JSON.stringify(Object.fromEntries(Object.entries(u.by_task).map(([k, v]) => [k, (v as { calls: number }).calls])))}`,
    );
    // every HTTP request to the provider is a billed try; a call is one logical request with its retries
    assert.equal(u.prompt_tokens, sent * 1500, JSON.stringify(u));
    assert.equal(u.completion_tokens, sent * 20);
    assert.ok(u.calls > 0 && u.calls <= sent, JSON.stringify(u));
    assert.equal(u.paid_calls, u.calls);
    assert.ok(Number(u.cost_usd) > 0);
    const tasks = Object.values(u.by_task) as Array<{ calls: number; prompt_tokens: number }>;
    assert.equal(
      tasks.reduce((s, x) => s + x.calls, 0),
      u.calls,
      JSON.stringify(u.by_task),
    );
    assert.equal(
      tasks.reduce((s, x) => s + x.prompt_tokens, 0),
      u.prompt_tokens,
    );
    // nothing could be read: the pages are an unread document, never a verified statement
    assert.equal(job.result.statements.length, 0);
    assert.ok(
      job.result.review_reasons.some((r: string) => r.startsWith('document_not_read:')),
      JSON.stringify(job.result.review_reasons),
    );
    assert.equal(job.status, 'review_required');
  });
});
