// Request rate limits, fixed one-minute windows (configurable): writes (POST, PUT, PATCH, DELETE) per API
// key or person and per tenant; reads per caller. Past a limit: 429 `rate_limited` with Retry-After, the
// whole seconds until the window ends. The caller's own bucket is counted first, so a caller that is
// refused does not spend the tenant's allowance that other keys share.
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { MemoryCounters, PgCounters, RedisCounters, type CounterStore, type RedisLike } from '../store/rate-limit.ts';
import type { Caller } from './permissions.ts';

export type RateLimits = Config['rateLimits'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The caller's own bucket after this request: what the RateLimit-* headers say. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** seconds until the window ends */
  reset: number;
}

export const rateLimitHeaders = (s: RateLimitState): Record<string, string> => ({
  'ratelimit-limit': String(s.limit),
  'ratelimit-remaining': String(s.remaining),
  'ratelimit-reset': String(s.reset),
});

export const isWrite = (method: string): boolean => WRITE_METHODS.has(method.toUpperCase());

export class RateLimiter {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts the request; throws 429 when a limit is passed. Returns the caller's own bucket as the
   * RateLimit-* headers describe it (limit, remaining, seconds to reset); null when limits are off.
   */
  async check(caller: Caller, method: string): Promise<RateLimitState | null> {
    const W = this.limits.windowSeconds;
    const nowMs = this.now().getTime();
    const windowStart = Math.floor(nowMs / 1000 / W) * W;
    const who = caller.type === 'api_key' ? `key:${caller.id}` : `person:${caller.tenantId}:${caller.id}`;
    const checks: Array<[string, number, string]> = isWrite(method)
      ? [
          [`w:${who}`, this.limits.writesPerCaller, `${caller.type === 'api_key' ? 'API key' : 'person'} write limit`],
          [`w:tenant:${caller.tenantId}`, this.limits.writesPerTenant, 'tenant write limit'],
        ]
      : [[`r:${who}`, this.limits.readsPerCaller, 'read limit']];
    const reset = Math.max(1, Math.ceil(windowStart + W - nowMs / 1000));
    let state: RateLimitState | null = null;
    for (const [bucket, limit, label] of checks) {
      if (limit <= 0) continue; // 0 switches the limit off
      const count = await this.counters.hit(bucket, windowStart);
      state ??= { limit, remaining: Math.max(0, limit - count), reset };
      if (count > limit) {
        throw new ApiError('rate_limited', `${label} of ${limit} requests per ${W} s reached; retry after ${reset} s`, {
          'retry-after': String(reset),
          ...rateLimitHeaders({ limit, remaining: 0, reset }),
        });
      }
    }
    return state;
  }
}

/**
 * The limiter the configuration asks for: Redis counters when REDIS_URL is set, else PostgreSQL counters,
 * else (embedded store, one process) in memory. When Redis fails, requests are let through (and logged):
 * a rate limiter must not take the API down with it.
 */
export async function createRateLimiter(
  config: Pick<Config, 'rateLimits' | 'redisUrl'>,
  store: { kind: 'pglite' | 'postgres'; db: Db },
  now: () => Date,
  log?: { warn(obj: object, msg: string): void },
): Promise<{ limiter: RateLimiter; close(): Promise<void> }> {
  const W = config.rateLimits.windowSeconds;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    redis.on('error', () => {}); // reported per request below
    let lastWarn = 0;
    const counters = new FailOpen(new RedisCounters(redis as unknown as RedisLike, W), (err) => {
      if (Date.now() - lastWarn > 60_000) {
        lastWarn = Date.now();
        log?.warn({ err }, 'rate-limit counters unavailable in Redis: requests are not limited meanwhile');
      }
    });
    return {
      limiter: new RateLimiter(counters, config.rateLimits, now),
      close: async () => void (await redis.quit().catch(() => undefined)),
    };
  }
  const counters = store.kind === 'postgres' ? new PgCounters(store.db, W) : new MemoryCounters();
  return { limiter: new RateLimiter(counters, config.rateLimits, now), close: async () => {} };
}

/** A counter store that answers 0 (nothing counted) when the backing store fails. */
export class FailOpen implements CounterStore {
  constructor(
    private readonly inner: CounterStore,
    private readonly onError: (err: unknown) => void,
  ) {}
  async hit(bucket: string, windowStart: number): Promise<number> {
    try {
      return await this.inner.hit(bucket, windowStart);
    } catch (err) {
      this.onError(err);
      return 0;
    }
  }
}
