/**
 * The live rows the market-wide reads (datasets, news desk, screener) scan: each security of a kind with its snapshot.
 * One pass over the universe (about two thousand entries) per request is far cheaper than any
 * cache invalidation scheme, and always current.
 */
import type { CapitalOrIndex } from '../../../../contracts/market';
import type { Snapshot } from '../types';
import type { UniverseEntry } from '../universe/index';
import type { MarketSources } from './market-view';

/** A security with its live snapshot. */
export interface LiveRow {
  entry: UniverseEntry;
  snap: Snapshot;
}

/** Every security passing `keep` that has a snapshot, in universe order (one bulk read). */
export function liveRows(deps: MarketSources, keep: (e: UniverseEntry) => boolean): LiveRow[] {
  return rowsOf(
    deps,
    deps.universe.all.filter(keep).map((e) => e.id),
  );
}

/** Rows of the given ids, in that order (unknown or unquoted ids skipped; one bulk read). */
export function rowsOf(deps: MarketSources, ids: readonly string[]): LiveRow[] {
  const out: LiveRow[] = [];
  for (const snap of deps.market.snapshots(ids)) {
    const entry = deps.universe.byId.get(snap.id);
    if (entry) out.push({ entry, snap });
  }
  return out;
}

/** A kind filter. */
export function ofKind(...kinds: CapitalOrIndex[]): (e: UniverseEntry) => boolean {
  const set = new Set(kinds);
  return (e) => set.has(e.kind);
}
