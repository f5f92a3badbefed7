/**
 * A company source over the real universe without a running market: the same profiles and price
 * models `createMarket` builds for a seed and an anchor day.
 */
import { parseDay, tradingIndexOf } from '../../../../gateway/sim/market/calendar/days';
import { Factors } from '../../../../gateway/sim/market/model/factors';
import { PriceModel } from '../../../../gateway/sim/market/model/price-model';
import { withIncentivePlan } from '../../../../gateway/sim/market/model/lockups';
import { buildProfile } from '../../../../gateway/sim/market/model/profile';
import { normaliseSeed } from '../../../../gateway/sim/market/model/rng';
import { loadUniverse, referencePrice } from '../../../../gateway/sim/market/universe';
import { Companies, type CompanySource } from '../../../../gateway/sim/companies/store';

/** Anchor of the fixtures: the trading day before 2026-11-23. */
export const ANCHOR = tradingIndexOf(parseDay('2026-11-20')!);

/** A company source for a seed. */
export function sourceFor(seed: number | string): CompanySource {
  const s = normaliseSeed(seed);
  const universe = loadUniverse();
  const factors = new Factors(s, ANCHOR);
  const profiles = universe.all.map((sec, i) => buildProfile(s, withIncentivePlan(s, sec, ANCHOR), i, referencePrice(sec.id)));
  const models = profiles.map((p) => new PriceModel(p, factors, ANCHOR));
  return { profiles, models, anchorIdx: ANCHOR };
}

/** The companies of a seed. */
export function companiesFor(seed: number | string): Companies {
  return new Companies(sourceFor(seed));
}
