/**
 * `npm run bench:sim [-- --duration 20] [--sizes full,5000]`
 *
 * CPU share of the simulated market as the sim runs it: the quote pump of gateway/sim/start.ts
 * stepping the engine every 300 ms on the live clock (always in session) and building one slice
 * of wire quotes per tick (every security about every 3 s), plus the JSON encoding of each pushed
 * frame, as the feed does. Measured with process.cpuUsage over `--duration` seconds of real time
 * after a short warm-up, at the full universe and at 5,000 securities (the universe padded with
 * generated A-share codes `Z00001.SH`…, for this bench only). In the same run, the engine step
 * alone is measured too, so the pump's own overhead shows. Target: ≤ 15% of one core at 5,000.
 * Prints figures, asserts nothing.
 */
import { parseArgs } from 'node:util';
import { encodeFrame, type Quote } from '../../contracts/ws-protocol';
import { liveClock } from '../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket, type CompanyBackedMarket } from '../../gateway/sim/companies/company-backed-market';
import type { SimSecurity } from '../../gateway/sim/market/model/profile';
import { loadUniverse, referencePrice, type Universe } from '../../gateway/sim/market/universe/index';
import { PUMP_INTERVAL_MS, startQuotePump } from '../../gateway/sim/start';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    sizes: { type: 'string', default: 'full,5000' },
    warmup: { type: 'string', default: '3' },
  },
});
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
if (!(DURATION_S > 0) || !(WARMUP_S >= 0)) throw new Error('--duration must be > 0 and --warmup ≥ 0 seconds');
const SIZES = values.sizes.split(',').map((s) => s.trim());

/** The universe, padded with copies of its A-shares under generated codes up to `size`. */
function securitiesOf(universe: Universe, size: number | null): SimSecurity[] {
  const all: SimSecurity[] = [...universe.all];
  if (size === null || size <= all.length) return all;
  const stocks = universe.all.filter((e) => e.kind === 'capital');
  for (let n = 1; all.length < size; n++) {
    const t = stocks[n % stocks.length]!;
    const code = `Z${String(n).padStart(5, '0')}`;
    all.push({ ...t, code, name: `${t.name}${n}`, suffix: 'SH', id: `${code}.SH` });
  }
  return all;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figures {
  securities: number;
  bootMs: number;
  ticks: number;
  quotesPerTick: number;
  cpuShare: number;
  stepShare: number;
}

/** CPU ms spent in a window of real time while `run` is active. */
async function cpuOver(seconds: number): Promise<{ cpuMs: number; wallMs: number }> {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  await sleep(seconds * 1000);
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - w0 };
}

async function measure(universe: Universe, size: number | null): Promise<Figures> {
  const securities = securitiesOf(universe, size);
  const memberIds = new Set(universe.all.map((e) => e.id));
  const t0 = performance.now();
  const market: CompanyBackedMarket = createCompanyBackedMarket({
    securities,
    constituents: (id) => (memberIds.has(id) ? universe.constituents(id) : []),
    referencePrice,
    seed: 20_251_128,
    clock: liveClock(),
  });
  market.step();
  const bootMs = performance.now() - t0;

  // 1. The pump as the sim runs it, with the feed's per-frame encoding.
  let ticks = 0;
  let quotes = 0;
  const pump = startQuotePump(
    market,
    securities.map((s) => s.id),
    { afterTick: () => ticks++ },
  );
  pump.onUpdate((batch: readonly Quote[]) => {
    quotes += batch.length;
    encodeFrame({ type: 'quotes', quotes: [...batch] });
  });
  await sleep(WARMUP_S * 1000);
  ticks = 0;
  quotes = 0;
  const full = await cpuOver(DURATION_S);
  const measuredTicks = ticks;
  const measuredQuotes = quotes;
  pump.stop();

  // 2. The engine step alone on the same timer.
  const timer = setInterval(() => market.step(), PUMP_INTERVAL_MS);
  await sleep(Math.min(WARMUP_S, 1) * 1000);
  const step = await cpuOver(DURATION_S);
  clearInterval(timer);

  return {
    securities: securities.length,
    bootMs,
    ticks: measuredTicks,
    quotesPerTick: measuredTicks > 0 ? measuredQuotes / measuredTicks : 0,
    cpuShare: full.cpuMs / full.wallMs,
    stepShare: step.cpuMs / step.wallMs,
  };
}

async function main(): Promise<void> {
  const universe = loadUniverse();
  const out = process.stdout;
  out.write(`sim bench: live clock, pump every ${PUMP_INTERVAL_MS} ms, ${DURATION_S} s per measurement after ${WARMUP_S} s warm-up, node ${process.version}\n`);
  // What the process burns doing nothing (timers, GC of the loaded universe), for scale.
  const idle = await cpuOver(Math.min(DURATION_S, 5));
  out.write(`idle process baseline: ${((idle.cpuMs / idle.wallMs) * 100).toFixed(2)}% of one core\n`);
  out.write('securities   boot      ticks  quotes/tick  pump CPU (% of one core)  engine step alone\n');
  const rows: Figures[] = [];
  for (const s of SIZES) {
    const size = s === 'full' ? null : Number(s);
    if (size !== null && !(Number.isInteger(size) && size > 0)) throw new Error(`bad size ${s}`);
    const f = await measure(universe, size);
    rows.push(f);
    out.write(
      `${String(f.securities).padStart(10)} ${`${(f.bootMs / 1000).toFixed(1)} s`.padStart(7)} ${String(f.ticks).padStart(9)} ${f.quotesPerTick.toFixed(0).padStart(12)} ${`${(f.cpuShare * 100).toFixed(1)}%`.padStart(25)} ${`${(f.stepShare * 100).toFixed(1)}%`.padStart(18)}\n`,
    );
  }
  const big = rows.find((r) => r.securities >= 5000);
  if (big) out.write(`target ≤ 15% of one core at 5,000: ${big.cpuShare <= 0.15 ? 'met' : 'NOT met'} (${(big.cpuShare * 100).toFixed(1)}%)\n`);
  const [a, b] = rows;
  if (a && b) out.write(`cost per security: ×${(b.cpuShare / a.cpuShare).toFixed(2)} CPU for ×${(b.securities / a.securities).toFixed(2)} securities\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:sim failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
