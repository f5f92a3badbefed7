/**
 * Indexes computed from their constituents: level = κ · Σ float shares(t) × price(t), i.e. the
 * float market capitalisation of the members scaled to the index's base level.
 *
 * Float shares grow with bonus issues (10送10 doubles them as the price halves, leaving the index
 * unmoved), so an ex-date moves the index only by the cash paid out, as a price index does. A member
 * not listed yet counts at its listing-day value, so listings never make the level jump.
 * Indexes without constituents run on their own price model instead.
 *
 * κ is set so the level at the close of the anchor day (the market's yesterday) is the index's own
 * level — its real level when known (上证指数 ~3900), else a drawn base — whatever its members trade at.
 */
import { dayBar } from './daily-bars';
import type { PriceModel } from '../model/price-model';
import type { Profile } from '../model/profile';
import { MILLI } from '../model/rules';
import { indexSharesAt } from '../model/share-count';

/** An index with constituents. */
export interface Composite {
  /** Universe position of the index. */
  readonly slot: number;
  /** Universe positions of the members, in constituent order. */
  readonly members: Int32Array;
  /** Scale from summed float capitalisation (milli) to index milli-points. */
  readonly kappa: number;
}

/**
 * Float capitalisation (milli) a member adds to an index on trading day t, as `history.ts` counts
 * it: shares × close, or its listing-day value while it is not listed yet.
 */
function memberCapAt(model: PriceModel, t: number): number {
  const at = Math.max(t, model.profile.listIdx);
  return indexSharesAt(model, at) * dayBar(model, at).close;
}

/**
 * Resolves the composites of a universe. Unknown ids, indexes and net-value funds among the
 * constituents are ignored (an index of indexes is not modelled); an index left with no member
 * runs on its own model. `anchor` is the trading index whose close is each index's level.
 */
export function buildComposites(
  profiles: readonly Profile[],
  models: readonly PriceModel[],
  slotOf: ReadonlyMap<string, number>,
  constituents: (indexId: string) => readonly string[],
  anchor: number,
  /** Members' caps at the anchor kept from an earlier boot (warmup/boot-cache.ts), by slot; filled with those computed here. */
  known: Map<number, number> = new Map(),
): Map<number, Composite> {
  const out = new Map<number, Composite>();
  const capCache = known;
  const capOf = (slot: number) => {
    let cap = capCache.get(slot);
    if (cap === undefined) {
      cap = memberCapAt(models[slot]!, anchor);
      capCache.set(slot, cap);
    }
    return cap;
  };
  for (const p of profiles) {
    if (p.cls !== 'index') continue;
    const members: number[] = [];
    const seen = new Set<number>();
    for (const id of constituents(p.sec.id)) {
      const slot = slotOf.get(id);
      if (slot === undefined || seen.has(slot)) continue;
      const cls = profiles[slot]!.cls;
      if (cls === 'index' || cls === 'nav') continue;
      seen.add(slot);
      members.push(slot);
    }
    if (members.length === 0) continue;
    let cap = 0;
    for (const m of members) cap += capOf(m);
    out.set(p.slot, { slot: p.slot, members: Int32Array.from(members), kappa: (p.level * MILLI) / cap });
  }
  return out;
}
