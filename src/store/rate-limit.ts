// Rate-limit counters in PostgreSQL, shared by every service instance on the database: one upsert per
// (bucket, window) returns the count including this request. Old windows are swept now and then.
import type { Db } from './db.ts';

export interface CounterStore {
  /** Adds one to the bucket's counter for the window starting at `windowStart` (unix s); returns the new count. */
  hit(bucket: string, windowStart: number): Promise<number>;
}

export class PgCounters implements CounterStore {
  private lastSweep = 0;
  constructor(
    private readonly db: Db,
    private readonly windowSeconds: number,
  ) {}

  async hit(bucket: string, windowStart: number): Promise<number> {
    if (windowStart - this.lastSweep >= this.windowSeconds) {
      this.lastSweep = windowStart;
      await this.db
        .deleteFrom('rate_limit_counters')
        .where('window_start', '<', windowStart - this.windowSeconds)
        .execute();
    }
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ bucket, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['bucket', 'window_start'])
          .doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

/** For the embedded store, which only one process can open: counters in memory. */
export class MemoryCounters implements CounterStore {
  private readonly counts = new Map<string, number>();
  private window = -1;

  async hit(bucket: string, windowStart: number): Promise<number> {
    if (windowStart !== this.window) {
      // Only the current window matters for a fixed window: a new window starts every count afresh.
      if (windowStart > this.window) this.counts.clear();
      this.window = Math.max(this.window, windowStart);
    }
    const key = `${windowStart}|${bucket}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }
}

/** Minimal surface of an ioredis client, so tests and callers need not import ioredis types. */
export interface RedisLike {
  multi(): {
    incr(key: string): unknown;
    expire(key: string, seconds: number): unknown;
    exec(): Promise<Array<[Error | null, unknown]> | null>;
  };
  quit(): Promise<unknown>;
}

/** Counters in Redis (REDIS_URL): INCR + EXPIRE in one MULTI; a key outlives its window by one window. */
export class RedisCounters implements CounterStore {
  constructor(
    private readonly redis: RedisLike,
    private readonly windowSeconds: number,
    private readonly prefix = 'pp:rl:',
  ) {}

  async hit(bucket: string, windowStart: number): Promise<number> {
    const key = `${this.prefix}${bucket}:${windowStart}`;
    const m = this.redis.multi();
    m.incr(key);
    m.expire(key, this.windowSeconds * 2);
    const res = await m.exec();
    const [err, count] = res?.[0] ?? [new Error('redis: empty reply'), null];
    if (err) throw err;
    return Number(count);
  }
}
