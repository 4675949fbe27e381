// Real worker processes on one PostgreSQL: three `packet-parser worker` processes share 60 jobs and run
// each exactly once; a worker killed with SIGKILL mid-job loses nothing (another one finishes it).
// PostgreSQL only: the embedded store belongs to a single process.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { submitJob } from '../../src/jobs/submit.ts';
import { DiskBlobStore } from '../../src/store/blobs.ts';
import { getJob } from '../../src/store/jobs.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { simplePdf } from '../helpers/files.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bin/packet-parser.js');
const FINAL = ['completed', 'review_required', 'failed'];

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

describe(
  'worker processes on PostgreSQL',
  { skip: !testBackends().includes('postgres') && 'needs TEST_DATABASE_URL' },
  () => {
    let store: TestStore;
    let dataDir: string;
    const children: ChildProcess[] = [];
    const startWorker = (env: Record<string, string> = {}) => {
      const child = spawn(process.execPath, [BIN, 'worker'], {
        env: {
          ...process.env,
          DATABASE_URL: store.url!,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          WORKER_CONCURRENCY: '2',
          JOB_POLL_INTERVAL_MS: '50',
          JOB_LEASE_SECONDS: '2',
          OCR_ENGINES: 'none', // text statements only; OCR is tested in ocr.test.ts and cli.test.ts
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      return child;
    };
    const submit = async (tenantId: string, bytes: Uint8Array, n: number) => {
      const caller = {
        type: 'api_key' as const,
        id: 't',
        tenantId,
        tenantName: 'w',
        tenantStatus: 'active',
        permissions: new Set(DEFAULT_KEY_SCOPES),
        modules: {},
      };
      const blobs = new DiskBlobStore(path.join(dataDir, 'blobs'));
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const s = await submitJob(
          { db: store.db, blobs, maxActiveJobs: 1000 },
          {
            caller,
            source: 'upload',
            files: [{ filename: `s${i}.pdf`, contentType: 'application/pdf', bytes }],
            fields: {},
            options: {},
            idempotencyKey: null,
            receivedAt: new Date(),
          },
        );
        ids.push(s.jobId);
      }
      return ids;
    };

    before(async () => {
      store = await openTestStore('postgres');
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-workers-'));
    });
    after(async () => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      await store.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    test('three workers, 60 jobs: every job run exactly once', { timeout: 240_000 }, async () => {
      const tenant = await findOrCreateTenant(store.db, 'three-workers');
      const ids = await submit(tenant.id, await simplePdf(['three workers']), 60);
      const workers = [startWorker(), startWorker(), startWorker()];
      await waitUntil(async () => {
        const r = await sql<{
          n: number;
        }>`select count(*)::int as n from jobs where tenant_id = ${tenant.id} and status in ('completed','review_required','failed')`.execute(
          store.db,
        );
        return r.rows[0]!.n === 60;
      }, 200_000);
      for (const w of workers) w.kill('SIGTERM');
      const rows = await sql<{ id: string; run_count: number; events: number }>`
      select j.id, j.run_count, (select count(*)::int from events e where e.resource_id = j.id) as events
      from jobs j where j.tenant_id = ${tenant.id}`.execute(store.db);
      assert.equal(rows.rows.length, 60);
      for (const r of rows.rows) {
        assert.ok(ids.includes(r.id));
        assert.equal(r.run_count, 1, `job ${r.id} ran ${r.run_count} times`);
        assert.equal(r.events, 1, `job ${r.id} has ${r.events} events`);
      }
    });

    test('kill -9 of a worker mid-job: another worker finishes the job', { timeout: 120_000 }, async () => {
      const tenant = await findOrCreateTenant(store.db, 'kill-nine');
      const [id] = await submit(tenant.id, await simplePdf(['kill -9']), 1);
      const victim = startWorker({ TEST_ONLY_PIPELINE_DELAY_MS: '60000' });
      await waitUntil(async () => (await getJob(store.db, tenant.id, id!))?.status === 'running', 60_000);
      victim.kill('SIGKILL');
      await new Promise((r) => victim.once('exit', r));
      startWorker();
      await waitUntil(async () => FINAL.includes((await getJob(store.db, tenant.id, id!))?.status ?? ''), 60_000);
      const job = await getJob(store.db, tenant.id, id!);
      assert.equal(job!.run_count, 2, 'the killed run and the run that finished');
      const events = await sql<{ n: number }>`select count(*)::int as n from events where resource_id = ${id!}`.execute(
        store.db,
      );
      assert.equal(events.rows[0]!.n, 1);
    });
  },
);
