/**
 * The data centre over a slice of the real universe without a running market: every fourth
 * A-share and HK stock (with the indexes, so industry and concept groups keep members), the same
 * profiles and price models `createPriceMarket` builds for a seed, anchored at 2026-11-20 (the last
 * closed day). A slice keeps each test's first read (every model warms once) to seconds.
 */
import { Companies } from '../../../../gateway/sim/companies/companies';
import { DataCentre } from '../../../../gateway/sim/datacentre/datacentre';
import { Factors } from '../../../../gateway/sim/market/model/factors';
import { PriceModel } from '../../../../gateway/sim/market/model/price-model';
import { withIncentivePlan } from '../../../../gateway/sim/market/model/lockups';
import { buildProfile } from '../../../../gateway/sim/market/model/profile';
import { normaliseSeed } from '../../../../gateway/sim/shared/rng';
import { loadUniverse, referencePrice } from '../../../../gateway/sim/market/universe';
import { ANCHOR } from '../companies/fixture';

export { ANCHOR };

const sources = new Map<string, Companies>();

/** The companies of the slice for a seed (built once per seed and kept: its models stay warm). */
export function sliceCompanies(seed: number | string): Companies {
  const key = String(seed);
  let hit = sources.get(key);
  if (!hit) {
    const s = normaliseSeed(seed);
    const universe = loadUniverse();
    let n = 0;
    const picked = universe.all.filter((e) => (e.kind === 'capital' || e.kind === 'hk' ? n++ % 4 === 0 : true));
    const factors = new Factors(s, ANCHOR);
    const profiles = picked.map((sec, i) => buildProfile(s, withIncentivePlan(s, sec, ANCHOR), i, referencePrice(sec.id)));
    const models = profiles.map((p) => new PriceModel(p, factors, ANCHOR));
    hit = new Companies({ profiles, models, anchorIdx: ANCHOR });
    sources.set(key, hit);
  }
  return hit;
}

/** A data centre over the slice whose last closed day is `last` (default the anchor). */
export function centreFor(seed: number | string, last = ANCHOR): DataCentre {
  return new DataCentre({ universe: loadUniverse(), companies: sliceCompanies(seed), lastClosed: () => last });
}
