/**
 * Tells listeners when the crosshair's target changes, checked once per painted frame so a burst
 * of pointer moves costs at most one callback per frame.
 */

/** Subscribe/check/clear for crosshair listeners. */
export interface CrosshairReporter<T> {
  subscribe(listener: (info: T | null) => void): () => void;
  /** Compares the current target with the last reported one and notifies on change. */
  check(): void;
  clear(): void;
}

/** A reporter reading the current target with `current` and comparing targets with `same`. */
export function crosshairReporter<T>(current: () => T | null, same: (a: T, b: T) => boolean): CrosshairReporter<T> {
  const listeners = new Set<(info: T | null) => void>();
  let last: T | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    check() {
      const now = current();
      if (now === null ? last === null : last !== null && same(now, last)) return;
      last = now;
      for (const listener of [...listeners]) listener(now);
    },
    clear() {
      listeners.clear();
    },
  };
}
