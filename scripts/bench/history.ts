/**
 * `npm run bench:history`
 *
 * History stays lazy and cheap: the time to answer a ten-year forward-adjusted daily K-line
 * (2,610 bars) of one stock that nobody asked for before (uncached: its day table, corporate
 * actions and adjustment are built on the spot), over every 60th A-share or HK stock of the real
 * universe at the default seed. Baseline in the same process: the same requests again (warm, the
 * history's caches hit), so the ratio shows what the first look at a stock costs. Target: median
 * uncached < 50 ms. Prints figures, asserts nothing (this was a timed unit test; timings belong here).
 */
import { performance } from 'node:perf_hooks';
import { fixedClock } from '../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../gateway/sim/companies/company-backed-market';
import { DEFAULT_SIM_SEED } from '../../gateway/sim/start';
import { loadUniverse, referencePrice } from '../../gateway/sim/market/universe/index';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const universe = loadUniverse();
const market = createCompanyBackedMarket({
  securities: universe.all,
  constituents: (id) => universe.constituents(id),
  seed: DEFAULT_SIM_SEED,
  clock: fixedClock(NOW),
  referencePrice,
});
market.kline('600000.SH', { period: 'day', adjust: 'none', count: 1 }); // brings the live day up first

const ids = universe.all
  .filter((s) => s.kind === 'capital' || s.kind === 'hk')
  .filter((_, i) => i % 60 === 1)
  .map((s) => s.id);

function timeEach(): number[] {
  return ids.map((id) => {
    const started = performance.now();
    const bars = market.kline(id, { period: 'day', adjust: 'forward', count: 2610 });
    if (bars.length === 0) throw new Error(`${id}: no bars`);
    return performance.now() - started;
  });
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const cold = timeEach();
const warm = timeEach();
const row = (name: string, xs: number[]) =>
  `${name.padEnd(10)} median ${quantile(xs, 0.5).toFixed(2).padStart(7)} ms   p95 ${quantile(xs, 0.95).toFixed(2).padStart(7)} ms`;
console.log(`ten-year daily K-line (forward-adjusted, 2,610 bars) of ${ids.length} stocks, seed ${DEFAULT_SIM_SEED}`);
console.log(row('uncached', cold));
console.log(row('warm', warm));
console.log(
  `uncached ÷ warm (median): ${(quantile(cold, 0.5) / Math.max(1e-6, quantile(warm, 0.5))).toFixed(1)}×   target: uncached median < 50 ms → ${quantile(cold, 0.5) < 50 ? 'met' : 'missed'}`,
);
