/**
 * A company source over the real universe without a running market: the same profiles and price
 * models `createPriceMarket` builds for a seed and an anchor day.
 */
import { tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { Factors } from '../../../../gateway/sim/market/model/factors';
import { PriceModel } from '../../../../gateway/sim/market/model/price-model';
import { withIncentivePlan } from '../../../../gateway/sim/market/model/lockups';
import { buildProfile } from '../../../../gateway/sim/market/model/profile';
import { normaliseSeed } from '../../../../gateway/sim/shared/rng';
import { loadUniverse, referencePrice } from '../../../../gateway/sim/market/universe';
import { Companies, type CompanySource } from '../../../../gateway/sim/companies/companies';
import { universeWithListings } from '../../../../gateway/sim/ipo/listings';

/** Anchor of the fixtures: the trading day before 2026-11-23. */
export const ANCHOR = tradingIndexOf(parseDay('2026-11-20')!);

/** A company source for a seed; `listings`: with the 新股中心's listings around the anchor, as `startSim` builds it. */
export function sourceFor(seed: number | string, options: { listings?: boolean } = {}): CompanySource {
  const s = normaliseSeed(seed);
  const { universe, level } = options.listings ? universeWithListings(loadUniverse(), s, ANCHOR) : { universe: loadUniverse(), level: () => undefined };
  const factors = new Factors(s, ANCHOR);
  const profiles = universe.all.map((sec, i) => buildProfile(s, withIncentivePlan(s, sec, ANCHOR), i, level(sec.id) ?? referencePrice(sec.id)));
  const models = profiles.map((p) => new PriceModel(p, factors, ANCHOR));
  return { profiles, models, anchorIdx: ANCHOR };
}

/** The companies of a seed (see {@link sourceFor}). */
export function companiesFor(seed: number | string, options: { listings?: boolean } = {}): Companies {
  return new Companies(sourceFor(seed, options));
}
