// Usage arithmetic: sums are exact to the micro-dollar in any order, by_task adds up to the totals,
// a replay counts as a call that cost nothing; and the document-read cache returns the earlier read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addUsage,
  documentCacheHitUsage,
  emptyUsage,
  sumUsage,
  usageOf,
  type CallUsage,
} from '../../src/pipeline/ports/usage.ts';
import { formatMicros, toMicros } from '../../src/money.ts';
import { findDocumentRead, saveDocumentRead } from '../../src/store/llm.ts';
import { openTestStore, testBackends } from '../helpers/store.ts';

const call = fc.record({
  task: fc.constantFrom('image_read', 'image_read_verify', 'categorize', 'positions'),
  replayed: fc.boolean(),
  ok: fc.boolean(),
  promptTokens: fc.nat(200_000),
  cachedPromptTokens: fc.nat(1000),
  completionTokens: fc.nat(50_000),
  reasoningTokens: fc.nat(5000),
  costMicroUsd: fc.nat(5_000_000),
}) as fc.Arbitrary<CallUsage>;

test('sums of call usages are exact, order-free, and by_task adds up to the totals', () => {
  fc.assert(
    fc.property(fc.array(call, { maxLength: 40 }), (calls) => {
      const total = sumUsage(calls.map(usageOf));
      const paid = calls.filter((c) => !c.replayed);
      assert.equal(total.calls, calls.length);
      assert.equal(total.paid_calls, paid.length);
      assert.equal(total.replayed_calls, calls.length - paid.length);
      assert.equal(
        total.prompt_tokens,
        paid.reduce((a, c) => a + c.promptTokens, 0),
      );
      assert.equal(
        toMicros(total.cost_usd),
        paid.reduce((a, c) => a + c.costMicroUsd, 0),
      );
      const reversed = sumUsage(calls.map(usageOf).reverse());
      assert.deepEqual({ ...reversed, by_task: null }, { ...total, by_task: null });
      const tasks = Object.values(total.by_task) as Array<{
        calls: number;
        cost_usd: string;
        completion_tokens: number;
      }>;
      assert.equal(
        tasks.reduce((a, t) => a + t.calls, 0),
        total.calls,
      );
      assert.equal(
        tasks.reduce((a, t) => a + toMicros(t.cost_usd), 0),
        toMicros(total.cost_usd),
      );
      assert.equal(
        tasks.reduce((a, t) => a + t.completion_tokens, 0),
        total.completion_tokens,
      );
    }),
  );
});

test('decimal cost strings: at least two places, at most six, no float drift', () => {
  assert.equal(formatMicros(0), '0.00');
  assert.equal(formatMicros(1), '0.000001');
  assert.equal(formatMicros(1_500_000), '1.50');
  assert.equal(toMicros('0.1'), 100_000);
  // 0.1 + 0.2 in floats is 0.30000000000000004; here it is exact
  const a = { ...emptyUsage(), cost_usd: '0.1' };
  const b = { ...emptyUsage(), cost_usd: '0.2' };
  assert.equal(addUsage(a, b).cost_usd, '0.30');
  assert.equal(addUsage(emptyUsage(), documentCacheHitUsage()).document_cache_hits, 1);
});

test('prompt cache hit rate is recomputed from the sums', () => {
  const u = sumUsage([
    usageOf({
      task: 't',
      replayed: false,
      ok: true,
      promptTokens: 1000,
      cachedPromptTokens: 500,
      completionTokens: 0,
      reasoningTokens: 0,
      costMicroUsd: 0,
    }),
    usageOf({
      task: 't',
      replayed: false,
      ok: true,
      promptTokens: 3000,
      cachedPromptTokens: 0,
      completionTokens: 0,
      reasoningTokens: 0,
      costMicroUsd: 0,
    }),
  ]);
  assert.equal(u.prompt_cache_hit_rate, 0.125);
});

for (const backend of testBackends()) {
  test(`document-read cache: the first read of identical content is kept, per tenant (${backend})`, async () => {
    const store = await openTestStore(backend);
    const at = new Date('2026-11-01T00:00:00Z');
    assert.equal(await findDocumentRead(store.db, 'ten_a', 'sha1', 'statement'), null);
    await saveDocumentRead(store.db, {
      tenantId: 'ten_a',
      contentSha256: 'sha1',
      kind: 'statement',
      jobId: 'job_1',
      documentId: 'doc_1',
      read: { rows: 3 },
      at,
    });
    await saveDocumentRead(store.db, {
      tenantId: 'ten_a',
      contentSha256: 'sha1',
      kind: 'statement',
      jobId: 'job_2',
      documentId: 'doc_9',
      read: { rows: 4 },
      at,
    });
    assert.deepEqual(await findDocumentRead(store.db, 'ten_a', 'sha1', 'statement'), {
      jobId: 'job_1',
      documentId: 'doc_1',
      read: { rows: 3 },
    });
    assert.equal(await findDocumentRead(store.db, 'ten_b', 'sha1', 'statement'), null, 'another tenant never sees it');
    assert.equal(await findDocumentRead(store.db, 'ten_a', 'sha1', 'application'), null);
    await store.close();
  });
}
