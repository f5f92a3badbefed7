/**
 * `npm run bench:datacentre`: time to answer each data-centre dataset (issue 16) over the whole
 * universe — cold (a fresh data centre: the day's bars read from the price models; p50 and p99 of
 * three days 70 trading days apart), after the bars exist (another day of them), warm (the day
 * asked again), and a 30-day range stepped day by day — beside a naive baseline that reads every
 * stock's bars of [t − 60, t] with `dayTable` per request. Then opening the page (the 60-day
 * history the charts plot and 资金流向, as the routes prepare them), and 年报季报: building every
 * company model (once per process; npm start's warm-up does it) and each table cold (a fresh
 * centre over built models) and warm. The price models' first touch (shared with the running
 * market, which pays it once per process) is timed separately. 股东增减持 (`holderChange`) reads the two
 * major holders of every company for the window's report periods (the holder lists only where another
 * holder may matter); 股权质押 (`pledge`) sizes only the pledges running into the day's window; 股票回购
 * (`buyback`) draws each company's half-years from the last one that could keep a listed plan off and
 * carries out only the plans the day lists; 限售解禁 (`unlock`) reads the lock-up schedules and, for
 * past batches, 20-day bars. Those four read the day's bars of the stocks they list only (the whole
 * market's day when it is read already); 涨停连板 (`limitUp`) reads 60 days only of the stocks whose
 * last few days leave a 新高/新低 or a 连板 open. `BENCH_VALUATION=1` also times building the all-A
 * valuation gauge.
 *
 * Targets: p99 ≤ 100 ms cold, ≤ 10 ms warm.
 */
import { loadavg } from 'node:os';
import { REPORT_TABLES } from '../../contracts/endpoints/datacentre-reports';
import { DataCentre } from '../../gateway/sim/datacentre/datacentre';
import { ReportCentre } from '../../gateway/sim/datacentre/reports';
import { dayTable } from '../../gateway/sim/market/history/daily-bars';
import { loadUniverse } from '../../gateway/sim/market/universe/index';
import { ANCHOR, companiesFor } from '../../test/gateway/sim/companies/fixture';

const SEED = Number(process.env.SIM_SEED ?? 7);
const WARM_RUNS = 200;
const companies = companiesFor(SEED);
const universe = loadUniverse();
const centre = () => new DataCentre({ universe, companies, lastClosed: () => ANCHOR });

const ms = (x: number) => x.toFixed(x < 10 ? 3 : 1).padStart(9);
const pick = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
function time(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

type Call = [name: string, run: (dc: DataCentre, t: number) => unknown];
const CALLS: Call[] = [
  ['fundFlow stock', (dc, t) => dc.fundFlow(t, 'stock')],
  ['fundFlow industry', (dc, t) => dc.fundFlow(t, 'industry')],
  ['fundFlow concept', (dc, t) => dc.fundFlow(t, 'concept')],
  ['lhb', (dc, t) => dc.lhb(t)],
  ['limitUp', (dc, t) => dc.limitUp(t)],
  ['margin', (dc, t) => dc.margin(t)],
  ['connect', (dc, t) => dc.connect(t)],
  ['blockTrade', (dc, t) => dc.blockTrade(t)],
  ['suspension', (dc, t) => dc.suspension(t)],
  ['holderChange 3m', (dc, t) => dc.holderChange(t, '3m')],
  ['holderChange 1y', (dc, t) => dc.holderChange(t, '1y')],
  ['pledge', (dc, t) => dc.pledge(t)],
  ['buyback', (dc, t) => dc.buyback(t)],
  ['unlock next3m', (dc, t) => dc.unlock(t, 'next3m')],
  ['unlock past1m', (dc, t) => dc.unlock(t, 'past1m')],
];

// 1. The price models' first touch (every stock's history path), paid once per process with the market.
const warmup = time(() => centre().frames.frame(ANCHOR, ANCHOR));
console.log(
  `price models' first touch (shared with the market, once per process): ${(warmup / 1000).toFixed(1)} s for ${companies.source.profiles.length} securities\n`,
);

// 2. Baseline: every stock's bars of [t − 60, t] read with dayTable per request.
const naive: number[] = [];
for (let k = 0; k < 3; k++) {
  naive.push(
    time(() => {
      for (const p of companies.source.profiles) if (p.sec.kind === 'capital') dayTable(companies.source.models[p.slot]!, ANCHOR - 60 - k, ANCHOR - k);
    }),
  );
}
const baseline = pick(naive, 0.99);

console.log('dataset            cold p50 / p99 (fresh)  bars read  warm p50  warm p99   30-day range cold / warm   baseline (naive read)');
const rows: Array<{ name: string; cold: number; blocks: number; warm: number; range: number; rangeWarm: number }> = [];
for (const [name, run] of CALLS) {
  const colds: number[] = [];
  for (const t of [ANCHOR, ANCHOR - 70, ANCHOR - 140]) colds.push(time(() => run(centre(), t)));
  const dc = centre();
  run(dc, ANCHOR);
  const blocks = time(() => run(dc, ANCHOR - 1));
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(time(() => run(dc, ANCHOR)));
  const fresh = centre();
  const range = time(() => {
    for (let t = ANCHOR - 29; t <= ANCHOR; t++) run(fresh, t);
  });
  const rangeWarm = time(() => {
    for (let t = ANCHOR - 29; t <= ANCHOR; t++) run(fresh, t);
  });
  const cold = pick(colds, 0.99);
  rows.push({ name, cold, blocks, warm: pick(warm, 0.99), range, rangeWarm });
  console.log(
    `${name.padEnd(18)} ${ms(pick(colds, 0.5))} / ${ms(cold)} ms ${ms(blocks)} ms ${ms(pick(warm, 0.5))} ms ${ms(pick(warm, 0.99))} ms ${ms(range)} ms / ${ms(rangeWarm)} ms ${ms(baseline)} ms`,
  );
}
const hist = centre();
const histCold = time(() => hist.history(ANCHOR, 30));
const histWarm: number[] = [];
for (let i = 0; i < 50; i++) histWarm.push(time(() => hist.history(ANCHOR, 30)));
console.log(
  `${'history (30 days)'.padEnd(18)} ${''.padStart(12)} ${ms(histCold)} ms ${''.padStart(12)} ${ms(pick(histWarm, 0.5))} ms ${ms(pick(histWarm, 0.99))} ms`,
);

// Opening the page cold: the routes prepare the 60 days the charts plot in slices, then answer them and 资金流向.
const page = centre();
const open = performance.now();
await page.prepare(ANCHOR - 140, 60);
page.history(ANCHOR - 140, 60);
page.fundFlow(ANCHOR - 140, 'stock');
const pageCold = performance.now() - open;
const pageWarm = time(() => {
  page.history(ANCHOR - 140, 60);
  page.fundFlow(ANCHOR - 140, 'stock');
});
console.log(`\nopening /dataCenter on a day cold (60-day history + 资金流向): ${ms(pageCold)} ms; again ${ms(pageWarm)} ms`);

// 年报季报: every company model once per process, then each table of a fresh centre over them.
const reports = new ReportCentre({ companies, lastClosed: () => ANCHOR });
const buildAll = time(() => {
  for (const table of REPORT_TABLES) reports.buildNow(table, ANCHOR, reports.periods(table, ANCHOR)[0]!);
});
console.log(`\n年报季报: every company model built once per process in ${(buildAll / 1000).toFixed(1)} s (npm start's warm-up builds them)`);
console.log('table              cold (fresh centre)  warm p99   rows');
const reportRows: Array<{ cold: number; warm: number }> = [];
for (const table of REPORT_TABLES) {
  const g = reports.periods(table, ANCHOR)[0]!;
  const colds = [ANCHOR, ANCHOR - 70, ANCHOR - 140].map((t) =>
    time(() => new ReportCentre({ companies, lastClosed: () => ANCHOR }).answer(table, t, Math.min(g, reports.periods(table, t)[0]!))),
  );
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(time(() => reports.answer(table, ANCHOR, g)));
  reportRows.push({ cold: pick(colds, 0.99), warm: pick(warm, 0.99) });
  console.log(`${table.padEnd(18)} ${ms(pick(colds, 0.99))} ms ${ms(pick(warm, 0.99))} ms ${String(reports.answer(table, ANCHOR, g).rows.length).padStart(6)}`);
}

if (process.env.BENCH_VALUATION === '1') {
  const dc = centre();
  const build = time(() => dc.gauge.buildAll(ANCHOR));
  const first = time(() => dc.valuation(ANCHOR));
  const again: number[] = [];
  for (let i = 0; i < 50; i++) again.push(time(() => dc.valuation(ANCHOR)));
  console.log(
    `\nvaluation gauge: background build ${(build / 1000).toFixed(1)} s (every company model, 5 years sampled); first answer ${ms(first)} ms; warm p99 ${ms(pick(again, 0.99))} ms`,
  );
} else {
  console.log('\nvaluation gauge: not timed (BENCH_VALUATION=1 times its background build of every company model)');
}

const all = [...rows, ...reportRows];
const worstCold = rows.reduce((w, r) => (r.cold > w.cold ? r : w));
const coldOk = all.every((r) => r.cold <= 100);
const warmOk = all.every((r) => r.warm <= 10) && pick(histWarm, 0.99) <= 10;
console.log(
  `\ntarget cold p99 ≤ 100 ms: ${coldOk ? 'met' : 'NOT met'} (worst ${Math.max(...all.map((r) => r.cold)).toFixed(0)} ms; of the day datasets ${worstCold.name} ${worstCold.cold.toFixed(0)} ms)`,
);
console.log(`target warm p99 ≤ 10 ms: ${warmOk ? 'met' : 'NOT met'} (worst ${Math.max(...all.map((r) => r.warm), pick(histWarm, 0.99)).toFixed(3)} ms)`);
console.log(`another day of bars already read: worst ${Math.max(...rows.map((r) => r.blocks)).toFixed(0)} ms`);
console.log(
  `load average while running: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
