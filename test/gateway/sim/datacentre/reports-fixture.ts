/**
 * A small slice of the universe for the 年报季报 tests: every 12th A-share plus the named stocks,
 * with the profiles and price models `createPriceMarket` builds for a seed (anchored at 2026-11-20).
 * Small enough that building every company model takes well under a second.
 */
import { Companies } from '../../../../gateway/sim/companies/companies';
import { Factors } from '../../../../gateway/sim/market/model/factors';
import { PriceModel } from '../../../../gateway/sim/market/model/price-model';
import { withIncentivePlan } from '../../../../gateway/sim/market/model/lockups';
import { buildProfile } from '../../../../gateway/sim/market/model/profile';
import { normaliseSeed } from '../../../../gateway/sim/shared/rng';
import { loadUniverse, referencePrice } from '../../../../gateway/sim/market/universe';
import { ANCHOR } from '../companies/fixture';

/** Stocks checked against their pages: a big payer, a bank, 创业板, 科创板, 北交所 and a loss-making biotech. */
export const NAMED = ['600519.SH', '000001.SZ', '300750.SZ', '688981.SH', '920799.BJ', '688180.SH'];

/** The companies of the slice (seed 11). */
export function reportSlice(): Companies {
  const s = normaliseSeed(11);
  let n = 0;
  const picked = loadUniverse().all.filter((e) => e.kind === 'capital' && (NAMED.includes(e.id) || n++ % 12 === 0));
  const factors = new Factors(s, ANCHOR);
  const profiles = picked.map((sec, i) => buildProfile(s, withIncentivePlan(s, sec, ANCHOR), i, referencePrice(sec.id)));
  return new Companies({ profiles, models: profiles.map((p) => new PriceModel(p, factors, ANCHOR)), anchorIdx: ANCHOR });
}
