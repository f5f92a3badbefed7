/**
 * One industry model per market view: the industry routes and the 新股中心 (行业市盈率) read the same
 * instance, whichever registers first builds it.
 */
import type { Companies } from '../companies/index';
import { normaliseSeed } from '../shared/rng';
import type { MarketView } from '../market/index';
import type { Universe } from '../market/index';
import { IndustryModel } from './boards';
import { SpotPrices } from './spot';

/** Seed when the app is built without one (tests over a fake market): the sim's default. */
export const FALLBACK_SEED = 20_251_128;

/** What the model is built from. */
export interface IndustrySetup {
  universe: Universe;
  market: MarketView;
  /** SIM_SEED; default {@link FALLBACK_SEED}. */
  seed?: number | string | undefined;
  companies?: Companies | undefined;
}

const models = new WeakMap<MarketView, { model: IndustryModel; spot: SpotPrices }>();

/** The model (and spot prices) of a market view, built once. */
export function industryOf(setup: IndustrySetup): { model: IndustryModel; spot: SpotPrices } {
  let hit = models.get(setup.market);
  if (!hit) {
    const seed = normaliseSeed(setup.seed ?? FALLBACK_SEED);
    const spot = new SpotPrices(seed);
    const model = new IndustryModel({ universe: setup.universe, market: setup.market, seed, spot, ...(setup.companies ? { companies: setup.companies } : {}) });
    hit = { model, spot };
    models.set(setup.market, hit);
  }
  return hit;
}
