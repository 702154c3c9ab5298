/**
 * A map bounded in size that forgets the entry used least recently: what
 * the statement caches keep their statements in, so that a stream of
 * distinct SQL (lists of every length, say) can never make them grow.
 *
 * @module
 */

/** A least-recently-used map of at most `limit` entries; `evicted` hears of each entry it forgets. */
export class Lru<K, V> {
  // Each entry with the tick of its last use. A hit only writes the tick: moving the entry to the end of the Map
  // (a delete and a set) cost more than the rest of a cached statement's lookup. Forgetting scans for the oldest tick,
  // which happens only when a new entry comes in past the limit.
  private readonly entries = new Map<K, { value: V; used: number }>();
  private tick = 0;

  constructor(readonly limit: number, private readonly evicted: (value: V, key: K) => void = () => {}) {}

  /** How many entries it holds (never more than `limit`). */
  get size(): number {
    return this.entries.size;
  }

  /** The entry, now the most recently used; undefined when it holds none for `key`. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = ++this.tick;
    return entry.value;
  }

  /** Holds `value` for `key`, forgetting the least recently used entries past the limit. */
  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = ++this.tick;
      return;
    }
    this.entries.set(key, { value, used: ++this.tick });
    while (this.entries.size > this.limit) this.forgetOldest();
  }

  /** Forgets every entry (without telling `evicted`: what held them is going away). */
  clear(): void {
    this.entries.clear();
  }

  private forgetOldest(): void {
    let oldest: K | undefined;
    let oldestEntry: { value: V; used: number } | undefined;
    for (const [key, entry] of this.entries) {
      if (oldestEntry === undefined || entry.used < oldestEntry.used) {
        oldest = key;
        oldestEntry = entry;
      }
    }
    if (oldestEntry === undefined) return;
    this.entries.delete(oldest as K);
    this.evicted(oldestEntry.value, oldest as K);
  }
}
