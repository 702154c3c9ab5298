/**
 * A map bounded in size that forgets the entry used least recently: what
 * the statement caches keep their statements in, so that a stream of
 * distinct SQL (lists of every length, say) can never make them grow.
 *
 * @module
 */

/** A least-recently-used map of at most `limit` entries; `evicted` hears of each entry it forgets. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number, private readonly evicted: (value: V, key: K) => void = () => {}) {}

  /** How many entries it holds (never more than `limit`). */
  get size(): number {
    return this.entries.size;
  }

  /** The entry, now the most recently used; undefined when it holds none for `key`. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: inserted again, the entry is the newest.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Holds `value` for `key`, forgetting the least recently used entries past the limit. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
      this.evicted(entry, oldest);
    }
  }

  /** Forgets every entry (without telling `evicted`: what held them is going away). */
  clear(): void {
    this.entries.clear();
  }
}
