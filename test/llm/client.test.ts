// The model client against a real local HTTP server speaking chat completions: strict schema sent,
// answers validated on receipt, retries on 429/5xx (Retry-After honoured) and on invalid answers, a
// failed call recorded with what it cost, concurrency limits, timeouts, replay at zero cost.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Type } from 'typebox';
import { loadConfig, type Config } from '../../src/config.ts';
import { createModelClient } from '../../src/llm/client.ts';
import { ModelCallError, nullModelClient } from '../../src/pipeline/ports/model.ts';
import { spendSince } from '../../src/store/llm.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { openTestStore, testBackends } from '../helpers/store.ts';

const Answer = Type.Object({ category: Type.String(), amount: Type.Number() });
const msgs = (text: string) => [{ role: 'user' as const, content: text }];

function llmConfig(fake: FakeLlm, over: Partial<Config['llm']> = {}): Config['llm'] {
  return {
    ...loadConfig({}).llm,
    baseUrl: fake.baseUrl,
    apiKey: 'test-key',
    model: 'gpt-4.1-mini',
    backoffMs: 1,
    timeoutMs: 2000,
    ...over,
  };
}

for (const backend of testBackends()) {
  describe(`model client (${backend})`, () => {
    let fake: FakeLlm;
    before(async () => (fake = await startFakeLlm()));
    after(() => fake.close());

    test('sends a strict json_schema request and returns the validated answer with metered usage', async () => {
      const store = await openTestStore(backend);
      fake.setScript(() => ({
        answer: { category: 'revenue', amount: 12.5 },
        usage: { prompt_tokens: 1000, completion_tokens: 100, cached_tokens: 400, reasoning_tokens: 20 },
      }));
      const client = createModelClient({ config: llmConfig(fake), db: store.db });
      const from = fake.requests.length;
      const out = await client.call({
        task: 'categorize',
        tenantId: 'ten_a',
        schemaName: 'labels',
        schema: Answer,
        messages: msgs('hello'),
      });
      assert.deepEqual(out.value, { category: 'revenue', amount: 12.5 });
      assert.equal(out.cached, false);
      const sent = fake.requests[from]!;
      assert.equal(sent.response_format?.type, 'json_schema');
      assert.equal(sent.response_format?.json_schema?.strict, true);
      assert.equal(sent.response_format?.json_schema?.schema.additionalProperties, false);
      assert.deepEqual(sent.response_format?.json_schema?.schema.required, ['category', 'amount']);
      // gpt-4.1-mini: 600 uncached × 0.4 + 400 cached × 0.1 + 100 out × 1.6 = 240 + 40 + 160 = 440 µ$
      assert.equal(out.usage.cost_usd, '0.00044');
      assert.equal(out.usage.prompt_tokens, 1000);
      assert.equal(out.usage.cached_prompt_tokens, 400);
      assert.equal(out.usage.reasoning_tokens, 20);
      assert.equal(out.usage.prompt_cache_hit_rate, 0.4);
      assert.deepEqual(Object.keys(out.usage.by_task), ['categorize']);
      assert.equal(await spendSince(store.db, 'ten_a', new Date(0)), 440);
      await store.close();
    });

    test('provider-reported cost wins over the price table', async () => {
      const store = await openTestStore(backend);
      fake.setScript(() => ({ answer: { category: 'x', amount: 1 }, usage: { cost: 0.0123 } }));
      const client = createModelClient({ config: llmConfig(fake), db: store.db });
      const out = await client.call({
        task: 't',
        tenantId: 'ten_a',
        schemaName: 'a',
        schema: Answer,
        messages: msgs('cost'),
      });
      assert.equal(out.usage.cost_usd, '0.0123');
      await store.close();
    });

    test('invalid JSON and schema-violating answers are retried, then recorded as one failed call with their cost', async () => {
      const store = await openTestStore(backend);
      fake.setScript((_r, n) =>
        n % 2 ? { content: '{"category": "rev' } : { answer: { category: 'revenue', amount: 'twelve' } },
      );
      const client = createModelClient({ config: llmConfig(fake, { maxAttempts: 3 }), db: store.db });
      const from = fake.requests.length;
      await assert.rejects(
        client.call({ task: 'categorize', tenantId: 'ten_b', schemaName: 'a', schema: Answer, messages: msgs('bad') }),
        (err: unknown) => {
          assert.ok(err instanceof ModelCallError);
          assert.equal(err.reason, 'invalid_answer');
          assert.equal(err.usage.calls, 1);
          assert.equal(err.usage.paid_calls, 1);
          assert.equal(err.usage.prompt_tokens, 3000); // three tries, each paid
          return true;
        },
      );
      assert.equal(fake.requests.length - from, 3);
      const rows = await store.db.selectFrom('llm_calls').selectAll().where('tenant_id', '=', 'ten_b').execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.status, 'failed');
      assert.equal(rows[0]!.attempts, 3);
      assert.match(rows[0]!.error ?? '', /invalid_answer/);
      // nothing was cached: the next identical call asks the provider again
      fake.setScript(() => ({ answer: { category: 'revenue', amount: 3 } }));
      const ok = await client.call({
        task: 'categorize',
        tenantId: 'ten_b',
        schemaName: 'a',
        schema: Answer,
        messages: msgs('bad'),
      });
      assert.equal(ok.cached, false);
      await store.close();
    });

    test('429 with Retry-After and 503 are retried; the wait asked for is honoured', async () => {
      const store = await openTestStore(backend);
      const waits: number[] = [];
      let n = 0;
      fake.setScript(() => {
        n++;
        if (n === 1) return { status: 429, headers: { 'retry-after': '2' } };
        if (n === 2) return { status: 503 };
        return { answer: { category: 'ok', amount: 1 } };
      });
      const client = createModelClient({
        config: llmConfig(fake, { maxAttempts: 3, backoffMs: 7 }),
        db: store.db,
        sleep: async (ms) => void waits.push(ms),
      });
      const out = await client.call({
        task: 't',
        tenantId: 'ten_c',
        schemaName: 'a',
        schema: Answer,
        messages: msgs('retry'),
      });
      assert.equal(out.value.category, 'ok');
      assert.deepEqual(waits, [2000, 14]);
      await store.close();
    });

    test('a 400 is not retried; a slow provider times out and fails the call', async () => {
      const store = await openTestStore(backend);
      fake.setScript(() => ({ status: 400, body: { error: { message: 'bad request' } } }));
      // a generous time limit for the 400: on a loaded machine a 150 ms limit can expire first and retry
      const patient = createModelClient({
        config: llmConfig(fake, { maxAttempts: 3, timeoutMs: 10_000 }),
        db: store.db,
      });
      const from = fake.requests.length;
      await assert.rejects(
        patient.call({ task: 't', tenantId: 'ten_d', schemaName: 'a', schema: Answer, messages: msgs('400') }),
        /400/,
      );
      assert.equal(fake.requests.length - from, 1);
      const hasty = createModelClient({ config: llmConfig(fake, { maxAttempts: 3, timeoutMs: 150 }), db: store.db });
      fake.setScript(() => ({ delayMs: 600, answer: { category: 'late', amount: 1 } }));
      await assert.rejects(
        hasty.call({ task: 't', tenantId: 'ten_d', schemaName: 'a', schema: Answer, messages: msgs('slow') }),
        (e: unknown) => e instanceof ModelCallError && e.reason === 'timeout',
      );
      await store.close();
    });

    test('global and per-tenant concurrency limits hold', async () => {
      const store = await openTestStore(backend);
      const probe = await startFakeLlm(() => ({ delayMs: 40, answer: { category: 'c', amount: 1 } }));
      const c2 = createModelClient({
        config: llmConfig(probe, { concurrency: 3, tenantConcurrency: 2 }),
        db: store.db,
      });
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          c2.call({ task: 't', tenantId: 'one', schemaName: 'a', schema: Answer, messages: msgs(`x${i}`) }),
        ),
      );
      assert.equal(probe.maxInFlight, 2, 'one tenant never has more than its own limit in flight');
      await probe.close();
      const probe2 = await startFakeLlm(() => ({ delayMs: 40, answer: { category: 'c', amount: 1 } }));
      const c3 = createModelClient({
        config: llmConfig(probe2, { concurrency: 3, tenantConcurrency: 2 }),
        db: store.db,
      });
      await Promise.all(
        ['a', 'b', 'c'].flatMap((t) =>
          [0, 1, 2].map((i) =>
            c3.call({ task: 't', tenantId: t, schemaName: 'a', schema: Answer, messages: msgs(`${t}${i}`) }),
          ),
        ),
      );
      assert.equal(probe2.maxInFlight, 3, 'all tenants together never exceed the global limit');
      await probe2.close();
      await store.close();
    });

    test('replay: the same request for the same tenant costs nothing; another tenant pays', async () => {
      const store = await openTestStore(backend);
      fake.setScript(() => ({ answer: { category: 'revenue', amount: 2 } }));
      const client = createModelClient({ config: llmConfig(fake), db: store.db });
      const img = 'data:image/png;base64,' + Buffer.from('pixels').toString('base64');
      const req = (tenantId: string) => ({
        task: 'image_read',
        tenantId,
        schemaName: 'a',
        schema: Answer,
        messages: [{ role: 'user' as const, content: [{ type: 'image_url' as const, image_url: { url: img } }] }],
      });
      const from = fake.requests.length;
      const first = await client.call(req('ten_r'));
      const again = await client.call(req('ten_r'));
      assert.equal(fake.requests.length - from, 1);
      assert.equal(again.cached, true);
      assert.deepEqual(again.value, first.value);
      assert.equal(again.usage.cost_usd, '0.00');
      assert.equal(again.usage.replayed_calls, 1);
      assert.equal(again.usage.paid_calls, 0);
      const other = await client.call(req('ten_other'));
      assert.equal(other.cached, false);
      assert.equal(fake.requests.length - from, 2);
      await store.close();
    });
  });
}

test('the null client says no provider is configured', async () => {
  await assert.rejects(
    nullModelClient.call({ task: 't', tenantId: 'x', schemaName: 'a', schema: Answer, messages: msgs('x') }),
    (e: unknown) => e instanceof ModelCallError && e.reason === 'not_configured',
  );
  assert.equal(nullModelClient.configured, false);
  assert.equal(
    createModelClient({ config: { ...loadConfig({}).llm, apiKey: null, baseUrl: null }, db: null as never }),
    nullModelClient,
  );
});
