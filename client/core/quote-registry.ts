/**
 * The quote cache and its subscribers, apart from any socket: reference counts per security id,
 * the latest merged quote per id, per-id listeners (O(1) per update, for price cells) and batch
 * listeners (for tables). The socket client feeds it and reads which ids are wanted.
 */
import { Observable, Subject } from 'rxjs';
import type { SecurityId } from '../../contracts/market';
import type { Quote } from '../../contracts/ws-protocol';

/** Quote cache plus subscriptions. */
export interface QuoteRegistry {
  /** Merges updates into the cache and tells their listeners. */
  apply(quotes: readonly Quote[]): void;
  /** Ids someone listens to now. */
  wanted(): SecurityId[];
  /** True when someone listens to `id`. */
  isWanted(id: SecurityId): boolean;
  /** The latest quote of one id, then each update. */
  quote$(id: SecurityId): Observable<Quote>;
  /** Latest quotes of a set of ids, re-emitted once per batch that touches them. */
  quotes$(ids: readonly SecurityId[]): Observable<ReadonlyMap<SecurityId, Quote>>;
}

/** Creates a registry; `onWantedChange` runs whenever the wanted set may have changed. */
export function createQuoteRegistry(onWantedChange: () => void): QuoteRegistry {
  const cache = new Map<SecurityId, Quote>();
  const listeners = new Map<SecurityId, Set<(q: Quote) => void>>();
  const counts = new Map<SecurityId, number>();
  const batches = new Subject<readonly Quote[]>();

  function retain(ids: Iterable<SecurityId>): void {
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    onWantedChange();
  }

  function release(ids: Iterable<SecurityId>): void {
    for (const id of ids) {
      const n = (counts.get(id) ?? 0) - 1;
      if (n > 0) counts.set(id, n);
      else counts.delete(id);
    }
    onWantedChange();
  }

  return {
    apply(quotes) {
      const merged: Quote[] = [];
      for (const q of quotes) {
        const prev = cache.get(q.id);
        // Updates may omit optional fields; keep the last known ones.
        const next = prev ? { ...prev, ...q } : q;
        cache.set(q.id, next);
        merged.push(next);
        listeners.get(q.id)?.forEach((fn) => {
          fn(next);
        });
      }
      if (merged.length) batches.next(merged);
    },
    wanted: () => [...counts.keys()],
    isWanted: (id) => counts.has(id),
    quote$(id) {
      return new Observable<Quote>((subscriber) => {
        const fn = (q: Quote) => subscriber.next(q);
        let set = listeners.get(id);
        if (!set) {
          set = new Set();
          listeners.set(id, set);
        }
        set.add(fn);
        retain([id]);
        const cached = cache.get(id);
        if (cached) subscriber.next(cached);
        return () => {
          set.delete(fn);
          if (set.size === 0) listeners.delete(id);
          release([id]);
        };
      });
    },
    quotes$(ids) {
      return new Observable<ReadonlyMap<SecurityId, Quote>>((subscriber) => {
        const wanted = new Set(ids);
        const current = new Map<SecurityId, Quote>();
        for (const id of wanted) {
          const q = cache.get(id);
          if (q) current.set(id, q);
        }
        retain(wanted);
        subscriber.next(new Map(current));
        const sub = batches.subscribe((batch) => {
          let touched = false;
          for (const q of batch) {
            if (wanted.has(q.id)) {
              current.set(q.id, q);
              touched = true;
            }
          }
          if (touched) subscriber.next(new Map(current));
        });
        return () => {
          sub.unsubscribe();
          release(wanted);
        };
      });
    },
  };
}
