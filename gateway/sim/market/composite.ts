/**
 * Indexes computed from their constituents: level = κ · Σ float shares(t) × price(t), i.e. the
 * float market capitalisation of the members scaled to the index's base level.
 *
 * Float shares grow with bonus issues (10送10 doubles them as the price halves, leaving the index
 * unmoved), so an ex-date moves the index only by the cash paid out, as a price index does. A member
 * not listed yet counts at its listing-day value, so listings never make the level jump.
 * Indexes without constituents run on their own price model instead.
 */
import type { PriceModel } from './price-model';
import type { Profile } from './profile';

/** An index with constituents. */
export interface Composite {
  /** Universe position of the index. */
  readonly slot: number;
  /** Universe positions of the members, in constituent order. */
  readonly members: Int32Array;
  /** Scale from summed float capitalisation (milli) to index milli-points. */
  readonly kappa: number;
}

/** Float shares of a member on trading day t: the universe's figure grown by later bonus issues. */
export function floatSharesAt(model: PriceModel, t: number): number {
  let shares = model.profile.floatShares > 0 ? model.profile.floatShares : 1e8;
  for (const a of model.actionsUpTo(t)) shares *= 1 + a.bonus;
  return shares;
}

/**
 * Resolves the composites of a universe. Unknown ids, indexes and net-value funds among the
 * constituents are ignored (an index of indexes is not modelled); an index left with no member
 * runs on its own model.
 */
export function buildComposites(
  profiles: readonly Profile[],
  slotOf: ReadonlyMap<string, number>,
  constituents: (indexId: string) => readonly string[],
): Map<number, Composite> {
  const out = new Map<number, Composite>();
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
    // κ puts today's level near the index's own base: Σ float shares × base price ↦ base level.
    let capAtBase = 0;
    for (const m of members) {
      const q = profiles[m]!;
      capAtBase += (q.floatShares > 0 ? q.floatShares : 1e8) * Math.exp(q.logBase);
    }
    out.set(p.slot, { slot: p.slot, members: Int32Array.from(members), kappa: Math.exp(p.logBase) / capAtBase });
  }
  return out;
}
