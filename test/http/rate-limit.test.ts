// Rate limits on a controllable clock: writes per key and per tenant, reads per caller, 429 with the
// Retry-After that frees the window, and the PostgreSQL counters shared by several instances.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { openTestStore, testBackends } from '../helpers/store.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { PgCounters } from '../../src/store/rate-limit.ts';
import { testIdp, type TestIdp } from '../identity/idp.ts';
import pino from 'pino';
import { startService } from '../../src/service.ts';

const LIMITS = { windowSeconds: 60, writesPerCaller: 3, writesPerTenant: 5, readsPerCaller: 4 };
const WINDOW = Date.parse('2026-03-02T10:00:00Z');

for (const backend of testBackends()) {
  describe(`rate limits (${backend})`, () => {
    let t: TestService;
    let idp: TestIdp;
    let clock = new Date(WINDOW + 20_000);
    before(async () => {
      idp = await testIdp();
      t = await startTestService(backend, {
        worker: false,
        now: () => clock,
        config: { rateLimits: LIMITS, auth: idp.auth },
      });
    });
    after(async () => {
      await t.close();
      await idp.close();
    });
    const write = (key: string) =>
      t.service.app!.inject({
        method: 'DELETE',
        url: '/v1/api-keys/key_00000000000000000000',
        headers: key.startsWith('pk_') ? { 'x-api-key': key } : { authorization: `Bearer ${key}` },
      });
    const read = (key: string) => t.service.app!.inject({ url: '/v1/me', headers: { 'x-api-key': key } });
    const nextWindow = (n: number) => (clock = new Date(WINDOW + n * 60_000 + 20_000));

    test("writes: the key's limit trips at its count; Retry-After frees it", async () => {
      nextWindow(0);
      const { key } = await t.newKey({ scopes: [...PERMISSIONS] });
      for (let i = 0; i < 3; i++) assert.equal((await write(key)).statusCode, 404, `write ${i + 1}`);
      const res = await write(key);
      assert.equal(res.statusCode, 429);
      assert.equal(res.json().error.code, 'rate_limited');
      assert.match(res.json().error.message, /API key write limit of 3/);
      assert.equal(res.headers['retry-after'], '40');
      clock = new Date(clock.getTime() + 39_000);
      assert.equal((await write(key)).statusCode, 429, 'one second before the window ends');
      assert.equal((await write(key)).headers['retry-after'], '1');
      clock = new Date(clock.getTime() + 1_000);
      assert.equal((await write(key)).statusCode, 404, 'after Retry-After the key writes again');
    });

    test('writes: the tenant limit is shared by its keys; a refused key does not spend it; other tenants unaffected', async () => {
      nextWindow(2);
      const a = (await t.newKey({ tenant: 'shared-co', scopes: [...PERMISSIONS] })).key;
      const b = (await t.newKey({ tenant: 'shared-co', scopes: [...PERMISSIONS] })).key;
      for (let i = 0; i < 3; i++) assert.equal((await write(a)).statusCode, 404);
      for (let i = 0; i < 10; i++) assert.equal((await write(a)).statusCode, 429, 'a is over its own limit');
      assert.equal((await write(b)).statusCode, 404, 'tenant count 4');
      assert.equal((await write(b)).statusCode, 404, 'tenant count 5');
      const res = await write(b);
      assert.equal(res.statusCode, 429);
      assert.match(res.json().error.message, /tenant write limit of 5/);
      const other = (await t.newKey({ tenant: 'elsewhere', scopes: [...PERMISSIONS] })).key;
      assert.equal((await write(other)).statusCode, 404);
    });

    test('reads have their own per-caller limit; writes do not spend it', async () => {
      nextWindow(4);
      const { key } = await t.newKey({ tenant: 'reader-co', scopes: [...PERMISSIONS] });
      assert.equal((await write(key)).statusCode, 404);
      for (let i = 0; i < 4; i++) assert.equal((await read(key)).statusCode, 200, `read ${i + 1}`);
      const res = await read(key);
      assert.equal(res.statusCode, 429);
      assert.match(res.json().error.message, /read limit of 4/);
      assert.equal(res.headers['retry-after'], '40');
      assert.equal((await write(key)).statusCode, 404, 'a write is still allowed');
    });

    test('a person has a bucket per subject within the tenant', async () => {
      nextWindow(6);
      const p1 = await idp.sign({ org: 'acme', role: 'owner' }, 'alice');
      const p2 = await idp.sign({ org: 'acme', role: 'owner' }, 'bob');
      for (let i = 0; i < 3; i++) assert.equal((await write(p1)).statusCode, 404);
      const res = await write(p1);
      assert.equal(res.statusCode, 429);
      assert.match(res.json().error.message, /person write limit/);
      assert.equal((await write(p2)).statusCode, 404);
    });

    test('unauthenticated requests are refused before they are counted', async () => {
      nextWindow(8);
      const { key } = await t.newKey({ tenant: 'anon-co', scopes: [...PERMISSIONS] });
      for (let i = 0; i < 5; i++)
        assert.equal((await write('pk_live_000000000000_0000000000000000000000000000000000000000')).statusCode, 401);
      assert.equal((await write(key)).statusCode, 404);
    });
  });

  if (backend === 'postgres') {
    describe('rate limits across two service instances on one PostgreSQL schema', () => {
      test('the per-key write limit counts writes sent to either instance', async () => {
        const t = await startTestService(backend, { worker: false, config: { rateLimits: LIMITS } });
        const pinned = new Date(); // both instances on one fixed clock, so the writes land in one window
        const second = await startService(
          { ...t.config, databaseUrl: t.store.url },
          { http: true, worker: false, log: pino({ level: 'silent' }), now: () => pinned },
        );
        try {
          const first = await startService(t.config, {
            http: true,
            worker: false,
            store: t.store,
            log: pino({ level: 'silent' }),
            now: () => pinned,
          });
          try {
            const { key } = await t.newKey({ tenant: 'two-instances', scopes: [...PERMISSIONS] });
            const apps = [first.app!, second.app!];
            const statuses: number[] = [];
            for (let i = 0; i < 5; i++)
              statuses.push(
                (
                  await apps[i % 2]!.inject({
                    method: 'DELETE',
                    url: '/v1/api-keys/key_00000000000000000000',
                    headers: { 'x-api-key': key },
                  })
                ).statusCode,
              );
            assert.deepEqual(statuses, [404, 404, 404, 429, 429]);
          } finally {
            await first.close();
          }
        } finally {
          await second.close();
          await t.close();
        }
      });
    });
  }

  describe(`rate-limit counters in the database (${backend})`, () => {
    test('two counter instances on one database share each window; old windows are swept', async () => {
      const store = await openTestStore(backend);
      try {
        const one = new PgCounters(store.db, 60);
        const two = new PgCounters(store.db, 60);
        const w = 1_772_000_040; // a multiple of 60
        assert.equal(await one.hit('w:key:a', w), 1);
        assert.equal(await two.hit('w:key:a', w), 2);
        assert.equal(await one.hit('w:key:a', w), 3);
        assert.equal(await two.hit('w:key:b', w), 1);
        assert.equal(await one.hit('w:key:a', w + 60), 1, 'a new window starts at one');
        const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).hit('w:key:c', w)));
        assert.deepEqual(
          [...hits].sort((x, y) => x - y),
          Array.from({ length: 20 }, (_, i) => i + 1),
          'concurrent hits each get their own count',
        );
        await new PgCounters(store.db, 60).hit('w:key:a', w + 180);
        const left = await store.db
          .selectFrom('rate_limit_counters')
          .select('window_start')
          .distinct()
          .orderBy('window_start')
          .execute();
        assert.deepEqual(
          left.map((r) => Number(r.window_start)),
          [w + 180],
          'windows older than the previous one are deleted',
        );
      } finally {
        await store.close();
      }
    });
  });
}
