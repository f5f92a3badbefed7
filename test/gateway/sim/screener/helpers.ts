/**
 * A small real-data universe for the screener's tests: a slice of the A-shares of every board
 * (with ST names), 沪深300 and the other screened indexes, and the concept boards, each index
 * restricted to the slice; a market over it frozen at a fixed instant.
 */
import { fixedClock } from '../../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket, type CompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import { loadUniverse, referencePrice, type Universe } from '../../../../gateway/sim/market/universe/index';
import { engineView } from '../../../../gateway/sim/market/read/engine-view';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';

/** 2026-11-20 (a Friday) 14:00 Beijing time. */
export const TEST_NOW = Date.parse('2026-11-20T06:00:00Z');

/** A slice of the real universe with `perBoard` stocks per board. */
export function sliceUniverse(perBoard = 30): Universe {
  const full = loadUniverse();
  const picked = new Set<string>();
  const seen = new Map<string, number>();
  for (const e of full.all) {
    if (e.kind !== 'capital') continue;
    const key = `${e.board}${e.suffix}`;
    const n = seen.get(key) ?? 0;
    if (n < perBoard || e.st) {
      picked.add(e.id);
      seen.set(key, n + 1);
    }
  }
  for (const id of full.constituents('000300.SH').slice(0, 20)) picked.add(id);
  const indexIds = ['000300.SH', '000016.SH', '000905.SH', '000852.SH', '399006.SZ', '000688.SH'];
  const all = full.all.filter((e) => picked.has(e.id) || indexIds.includes(e.id) || e.kind === 'index_gn');
  const byId = new Map(all.map((e) => [e.id, e]));
  return {
    all,
    byId,
    constituents: (id) => full.constituents(id).filter((m) => picked.has(m)),
  };
}

/** A market over the slice, frozen at `now`. */
export function sliceMarket(universe: Universe, now = TEST_NOW): { market: CompanyBackedMarket; view: MarketView } {
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    seed: 7,
    clock: fixedClock(now),
    referencePrice,
  });
  market.step();
  return { market, view: engineView(market) };
}
