// A small in-process LRU with a time-to-live. Used for hot, read-mostly rows (authenticated keys,
// finished jobs); every writer of such a row in this process invalidates its entry, and the TTL bounds
// how long another instance sharing PostgreSQL can serve a stale copy.
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  /** bumped by every delete: a reader that started before an invalidation must not cache what it read */
  private deletes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.clock()) {
      this.map.delete(key);
      return undefined;
    }
    this.map.delete(key); // refresh recency
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.map.delete(key);
    this.map.set(key, { value, expires: this.clock() + this.ttlMs });
    if (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.deletes++;
    this.map.delete(key);
  }

  /** A mark to take before reading the source; pass it to setIfFresh. */
  stamp(): number {
    return this.deletes;
  }

  /** Caches only when nothing was invalidated since `stamp` (else the value read may already be stale). */
  setIfFresh(key: string, value: V, stamp: number): void {
    if (stamp === this.deletes) this.set(key, value);
  }

  clear(): void {
    this.map.clear();
  }
}
