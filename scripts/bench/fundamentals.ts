/**
 * `npm run bench:fundamentals`: cold and warm time of every fundamentals endpoint for one stock
 * (贵州茅台), beside a naive baseline that rebuilds the company model from scratch per request,
 * and the time and memory to build the model for the whole universe.
 *
 * Targets (issue 13): warm p99 ≤ 20 ms per endpoint; ≤ 200 MB extra memory for the universe.
 */
import { Answers } from '../../gateway/sim/companies/answers';
import { Companies } from '../../gateway/sim/companies/companies';
import { periodAtOrBefore } from '../../gateway/sim/companies/periods';
import { dayOfTradingIndex } from '../../gateway/sim/calendar/days';
import { ANCHOR, sourceFor } from '../../test/gateway/sim/companies/fixture';

const SEED = Number(process.env.SIM_SEED ?? 7);
const ID = process.env.BENCH_CODE ?? '600519.SH';
const WARM_RUNS = 200;
const NAIVE_RUNS = 3;

const gc = (globalThis as { gc?: () => void }).gc;
const source = sourceFor(SEED);
const today = ANCHOR + 1;

/** The price on show: the model's close on the anchor day (a running market gives its live price, a read of its state). */
const lastClose = new Map<number, number | null>();
function priceOf(companies: Companies, slot: number): number | null {
  if (!lastClose.has(slot)) lastClose.set(slot, companies.closes(slot, ANCHOR)?.close.at(-1) ?? null);
  return lastClose.get(slot)!;
}

function answersOf(companies: Companies): Answers {
  return new Answers({ companies, today: () => today, price: (slot) => priceOf(companies, slot) });
}

type Call = [name: string, run: (a: Answers, slot: number) => unknown];
const CALLS: Call[] = [
  ['pepb', (a, s) => a.pepb(s, 'peTtm', '10y')],
  ['pepbBand', (a, s) => a.pepbBand(s, 'pe', '10y', 'auto')],
  ['growAbility', (a, s) => a.growAbility(s, 'report', 20)],
  ['financialStatement', (a, s) => a.financialStatement(s, 'income', 'report', 12)],
  ['divi', (a, s) => a.divi(s)],
  ['diviFund', (a, s) => a.diviFund(s)],
  ['getSegments', (a, s) => a.getSegments(s, a.segmentPeriods(s)[0]!)],
  ['forecast', (a, s) => a.forecast(s)],
  ['industryCompare', (a, s) => a.industryCompare(s, 'valuation')],
  ['industryCompareMore', (a, s) => a.industryCompareMore(s, 'valuation', 'peTtm', 'asc', 1, 20)],
];

const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1).padStart(8);
const pick = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

function time(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

const slot = source.profiles.findIndex((p) => p.sec.id === ID);
if (slot < 0) throw new Error(`unknown ${ID}`);
// Warm the price models' shared factor paths once, so "cold" measures the company model.
source.models[slot]!.logValue(ANCHOR);

console.log(`bench:fundamentals — ${ID}, seed ${SEED}, ${WARM_RUNS} warm runs per endpoint`);
console.log(
  `${'endpoint'.padEnd(22)}${'cold ms'.padStart(9)}${'warm p50'.padStart(9)}${'warm p99'.padStart(9)}${'naive p50'.padStart(10)}  target p99 ≤ 20 ms`,
);
let failed = false;
for (const [name, run] of CALLS) {
  const cold = time(() => run(answersOf(new Companies(source)), slot));
  const shared = answersOf(new Companies(source));
  run(shared, slot);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(time(() => run(shared, slot)));
  // Naive: recompute everything (a fresh model of the company and its peers) for every request.
  const naive: number[] = [];
  for (let i = 0; i < NAIVE_RUNS; i++) naive.push(time(() => run(answersOf(new Companies(source)), slot)));
  const p99 = pick(warm, 0.99);
  if (p99 > 20) failed = true;
  console.log(`${name.padEnd(22)}${ms(cold)} ${ms(pick(warm, 0.5))} ${ms(p99)}  ${ms(pick(naive, 0.5))}  ${p99 <= 20 ? 'ok' : 'OVER'}`);
}

// The whole universe: every company's model and its reports up to today.
gc?.();
const before = process.memoryUsage().heapUsed;
const all = new Companies(source);
const last = periodAtOrBefore(dayOfTradingIndex(today));
let n = 0;
const t0 = performance.now();
for (const p of source.profiles) {
  if (p.cls !== 'stock' || p.listIdx > today) continue;
  all.company(p.slot).upTo(last);
  all.valuationAt(p.slot, today, p.level);
  n++;
}
const buildMs = performance.now() - t0;
gc?.();
const extra = (process.memoryUsage().heapUsed - before) / 2 ** 20;
console.log(
  `universe: ${n} companies built in ${(buildMs / 1000).toFixed(2)} s (${(buildMs / n).toFixed(1)} ms each), +${extra.toFixed(1)} MB heap${gc ? '' : ' (run with --expose-gc for an exact figure)'}  target ≤ 200 MB ${extra <= 200 ? 'ok' : 'OVER'}`,
);
if (extra > 200) failed = true;
process.exitCode = failed ? 1 : 0;
