/**
 * A small least-recently-used cache over Map's insertion order. Bounds the memory of lazily
 * generated histories and intraday paths.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`LRU capacity must be a positive integer, got ${capacity}`);
  }

  /** The cached value, refreshed as most recently used. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  /** Stores a value, evicting the least recently used entry when full. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }
}
