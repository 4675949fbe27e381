// The monthly model budget at admission: a tenant whose month's spend reached its budget gets 429
// budget_exhausted with Retry-After = seconds to the next month start; others, and next month, are admitted.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '../../src/errors.ts';
import { submitJob, type SubmitRequest } from '../../src/jobs/submit.ts';
import { DiskBlobStore } from '../../src/store/blobs.ts';
import { insertCall } from '../../src/store/llm.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { simplePdf } from '../helpers/files.ts';
import { openTestStore, testBackends } from '../helpers/store.ts';

for (const backend of testBackends()) {
  describe(`model budget at admission (${backend})`, () => {
    test('spent budget → 429 budget_exhausted with Retry-After to the month start; other tenants and next month pass', async () => {
      const store = await openTestStore(backend);
      const blobs = new DiskBlobStore(await fs.mkdtemp(path.join(os.tmpdir(), 'pp-budget-')));
      const spender = await findOrCreateTenant(store.db, 'spender');
      const frugal = await findOrCreateTenant(store.db, 'frugal');
      const pdf = await simplePdf(['statement']);
      const req = (tenantId: string, at: Date): SubmitRequest => ({
        caller: {
          type: 'api_key',
          id: 'key_x',
          tenantId,
          tenantName: 't',
          tenantStatus: 'active',
          permissions: new Set(),
          modules: {},
        },
        source: 'upload',
        files: [{ filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf }],
        fields: {},
        options: {},
        idempotencyKey: null,
        receivedAt: at,
      });
      const deps = { db: store.db, blobs, maxActiveJobs: 100, monthlyBudgetUsd: 1 };
      const call = (tenantId: string, micro: number, at: Date) =>
        insertCall(store.db, {
          id: `llmc_${Math.random()}`,
          tenantId,
          jobId: null,
          task: 'image_read',
          model: 'gpt-4.1',
          cacheKey: 'k',
          status: 'ok',
          attempts: 1,
          promptTokens: 1,
          cachedPromptTokens: 0,
          completionTokens: 1,
          reasoningTokens: 0,
          costMicroUsd: micro,
          costSource: 'provider',
          error: null,
          at,
        });
      const now = new Date('2026-11-30T23:59:00Z');
      // last month's spend does not count
      await call(spender.id, 5_000_000, new Date('2026-10-31T12:00:00Z'));
      assert.equal((await submitJob(deps, req(spender.id, now))).created, true);
      await call(spender.id, 600_000, new Date('2026-11-02T00:00:00Z'));
      await call(spender.id, 400_000, new Date('2026-11-20T00:00:00Z'));
      await assert.rejects(submitJob(deps, req(spender.id, now)), (e: unknown) => {
        assert.ok(e instanceof ApiError);
        assert.equal(e.status, 429);
        assert.equal(e.code, 'budget_exhausted');
        assert.equal(e.headers['retry-after'], '60');
        return true;
      });
      assert.equal((await submitJob(deps, req(frugal.id, now))).created, true);
      assert.equal((await submitJob(deps, req(spender.id, new Date('2026-12-01T00:00:01Z')))).created, true);
      // a tenant setting raises its own budget
      await store.db
        .updateTable('tenants')
        .set({ settings: JSON.stringify({ llm_monthly_budget_usd: 2 }) })
        .where('id', '=', spender.id)
        .execute();
      assert.equal((await submitJob(deps, req(spender.id, now))).created, true);
      await store.close();
    });
  });
}
