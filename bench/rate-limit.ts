// Rate limits across two service instances on one PostgreSQL schema, both listening on 127.0.0.1.
// Shows: the per-key write limit trips at the documented count with writes alternating between the
// instances; Retry-After is the wait that frees the window; the per-tenant limit holds under concurrent
// writes from several keys on both instances. Bounded: at most ~2 windows of waiting (about 2 minutes).
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test [REDIS_URL=redis://127.0.0.1:6379] node --import tsx bench/rate-limit.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig, testDatabaseUrl } from '../src/config.ts';
import { generateKeyMaterial } from '../src/identity/keys.ts';
import { PERMISSIONS } from '../src/identity/permissions.ts';
import { randomToken } from '../src/ids.ts';
import { startService, type Service } from '../src/service.ts';
import { openStore } from '../src/store/db.ts';
import { findOrCreateTenant } from '../src/identity/tenants.ts';
import { insertKey } from '../src/store/identity.ts';
import { newId } from '../src/ids.ts';

const base = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_rl_${randomToken(8)}`;
const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-bench-rl-'));
// RATE_LIMIT_* and REDIS_URL from the environment apply (REDIS_URL=redis://127.0.0.1:6379 puts the counters in Redis)
const config = loadConfig(process.env, { databaseUrl: url, dataDir, logLevel: 'silent' });
const W = config.rateLimits.windowSeconds;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const setup = await openStore({ databaseUrl: base, dataDir: null, schema }); // creates the schema, migrates
const services: Service[] = [];
try {
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const s = await startService(config, { http: true, worker: false, log: pino({ level: 'silent' }) });
    await s.app!.listen({ host: '127.0.0.1', port: 0 });
    const addr = s.app!.server.address();
    urls.push(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
    services.push(s);
  }
  const newKey = async (tenant: string) => {
    const t = await findOrCreateTenant(setup.db, tenant);
    const m = generateKeyMaterial();
    await insertKey(setup.db, {
      id: newId('key'),
      tenantId: t.id,
      name: 'bench',
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes: [...PERMISSIONS],
      createdBy: 'bench',
      createdAt: new Date(),
      expiresAt: null,
      rotatedFrom: null,
    });
    return m.key;
  };
  // A write that changes nothing: revoking a key that does not exist (404), counted like any write.
  const write = async (i: number, key: string) => {
    const t0 = performance.now();
    const res = await fetch(`${urls[i % 2]}/v1/api-keys/key_00000000000000000000`, {
      method: 'DELETE',
      headers: { 'x-api-key': key },
    });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - t0 };
  };
  /** Waits for a fresh window when too little of this one is left for a phase. */
  const freshWindow = async (needSeconds: number) => {
    const left = W - ((Date.now() / 1000) % W);
    if (left < needSeconds) await sleep(left * 1000 + 200);
  };

  console.log(
    `limits: writes ${config.rateLimits.writesPerCaller}/key or person, ${config.rateLimits.writesPerTenant}/tenant, reads ${config.rateLimits.readsPerCaller}/caller per ${W} s window; counters in ${config.redisUrl ? 'Redis' : 'PostgreSQL'}; instances ${urls.join(' ')}`,
  );

  // 1. One key, writes alternating between the two instances, until refused.
  await freshWindow(20);
  const key = await newKey('bench-one');
  const lat: number[] = [];
  let accepted = 0;
  let refused: Awaited<ReturnType<typeof write>> | null = null;
  for (let i = 0; i < config.rateLimits.writesPerCaller + 5; i++) {
    const r = await write(i, key);
    lat.push(r.ms);
    if (r.status === 429) {
      refused = r;
      break;
    }
    accepted++;
  }
  const expectedRetry = Math.ceil(W - ((Date.now() / 1000) % W));
  console.log(
    `per-key: ${accepted} writes accepted across 2 instances, then ${refused?.status} with Retry-After ${refused?.retryAfter} s (window ends in ~${expectedRetry} s); expected ${config.rateLimits.writesPerCaller} → ${accepted === config.rateLimits.writesPerCaller ? 'OK' : 'MISMATCH'}`,
  );
  console.log(
    `write latency incl. limit check (loopback, 2 instances): p50 ${pct(lat, 50).toFixed(2)} ms, p95 ${pct(lat, 95).toFixed(2)} ms, n=${lat.length}`,
  );
  const early = await write(1, key);
  console.log(`before Retry-After: ${early.status}`);
  const wait = Number(refused?.retryAfter ?? 0);
  await sleep(wait * 1000);
  const afterWait = await write(0, key);
  console.log(
    `after waiting Retry-After (${wait} s): ${afterWait.status} (${afterWait.status === 404 ? 'accepted again: OK' : 'STILL REFUSED'})`,
  );

  // 2. Tenant limit: 6 keys of one tenant, 8 writes in flight, spread over both instances.
  await freshWindow(25);
  const keys = await Promise.all(Array.from({ length: 6 }, () => newKey('bench-tenant')));
  const statuses: number[] = [];
  let next = 0;
  const total = keys.length * config.rateLimits.writesPerCaller;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) {
        const i = next++;
        statuses.push((await write(i, keys[i % keys.length]!)).status);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const ok = statuses.filter((s) => s === 404).length;
  console.log(
    `per-tenant: ${total} concurrent writes by 6 keys over 2 instances: ${ok} accepted, ${statuses.filter((s) => s === 429).length} refused (429); expected ${config.rateLimits.writesPerTenant} accepted → ${ok === config.rateLimits.writesPerTenant ? 'OK' : 'MISMATCH'}; ${(total / secs).toFixed(0)} writes/s`,
  );
} finally {
  for (const s of services) await s.close();
  await setup.close();
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
