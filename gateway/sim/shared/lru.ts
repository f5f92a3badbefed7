/**
 * A small least-recently-used cache over Map's insertion order. Bounds the memory of lazily
 * generated histories and intraday paths.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  /**
   * The most recently used entry. Hot loops read the same key day after day (a block of 256 days,
   * a segment of a path); answering those without the delete-and-reinsert keeps the Map from
   * churning — that churn was a quarter of the CPU of a ten-year history read.
   */
  private newest: { key: K; value: V } | null = null;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`LRU capacity must be a positive integer, got ${capacity}`);
  }

  /** The cached value, refreshed as most recently used. */
  get(key: K): V | undefined {
    const newest = this.newest;
    if (newest !== null && newest.key === key) return newest.value;
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = { key, value };
    return value;
  }

  /** Stores a value, evicting the least recently used entry when full. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = { key, value };
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  /** The entries, least recently used first; reading them does not refresh them. */
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }
}
