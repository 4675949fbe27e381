// The limiter's counter stores: Redis counters shared by two clients (when TEST_REDIS_URL is set), a
// service on Redis tripping the limit, and fail-open when the counter store is down.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../src/config.ts';
import { randomToken } from '../../src/ids.ts';
import { FailOpen, RateLimiter } from '../../src/identity/rate-limit.ts';
import { RedisCounters, type RedisLike } from '../../src/store/rate-limit.ts';
import { startTestService } from '../helpers/service.ts';
import { PERMISSIONS, type Caller } from '../../src/identity/permissions.ts';

const LIMITS = { windowSeconds: 60, writesPerCaller: 3, writesPerTenant: 5, readsPerCaller: 4 };
const caller: Caller = {
  type: 'api_key',
  id: 'key_x',
  tenantId: 'ten_x',
  tenantName: 'x',
  tenantStatus: 'active',
  permissions: new Set(PERMISSIONS),
  modules: {},
};

test('a failing counter store lets requests through and reports it (fail open)', async () => {
  const errors: unknown[] = [];
  const broken = new FailOpen(
    {
      hit: async () => {
        throw new Error('connection refused');
      },
    },
    (e) => errors.push(e),
  );
  const limiter = new RateLimiter(broken, LIMITS, () => new Date());
  for (let i = 0; i < 10; i++) await limiter.check(caller, 'POST');
  assert.equal(errors.length, 20, 'each write asks for the caller and the tenant bucket');
});

const redisUrl = testRedisUrl();
describe('Redis counters', { skip: redisUrl ? false : 'TEST_REDIS_URL not set' }, () => {
  test('two clients share each window; keys expire after two windows', async () => {
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    try {
      const prefix = `pp:test:${randomToken(8)}:`;
      const one = new RedisCounters(a as unknown as RedisLike, 60, prefix);
      const two = new RedisCounters(b as unknown as RedisLike, 60, prefix);
      assert.equal(await one.hit('w:key:a', 600), 1);
      assert.equal(await two.hit('w:key:a', 600), 2);
      assert.equal(await one.hit('w:key:a', 660), 1);
      const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).hit('w:key:c', 600)));
      assert.deepEqual(
        [...hits].sort((x, y) => x - y),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const ttl = await a.ttl(`${prefix}w:key:a:600`);
      assert.ok(ttl > 60 && ttl <= 120, `ttl ${ttl}`);
    } finally {
      await a.quit();
      await b.quit();
    }
  });

  test('a service with REDIS_URL limits writes with its counters there', async () => {
    const pinned = new Date(); // one window for all four writes
    const t = await startTestService('pglite', {
      worker: false,
      now: () => pinned,
      config: { rateLimits: LIMITS, redisUrl: redisUrl! },
    });
    try {
      const { key } = await t.newKey({ tenant: `redis-${randomToken(6)}`, scopes: [...PERMISSIONS] });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await t.service.app!.inject({
              method: 'DELETE',
              url: '/v1/api-keys/key_00000000000000000000',
              headers: { 'x-api-key': key },
            })
          ).statusCode,
        );
      assert.deepEqual(statuses, [404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
