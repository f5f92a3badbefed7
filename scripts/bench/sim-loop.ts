/**
 * `npm run bench:simloop [-- --dates 2016-12-05,2017-03-06]`
 *
 * Does one slow build hold the sim's other endpoints? The sim runs in a child process (as under
 * `npm start`: its own event loop, the boot cache of .tmp/sim-cache, admission off so an anonymous
 * screen builds); this process samples two light sim endpoints every 20 ms — the data centre's day
 * list and one stock's quote (详情) — first idle (the baseline), then while a past-date screen ten
 * years back is built (and each further date given), and prints p50/p99/max of each window, the
 * ratio of the build's p99 to the idle p99, and the sim's own longest event-loop stall (its
 * `monitorEventLoopDelay` max) in each window. It does so twice, each on a sim of its own: first the
 * baseline, with past-date tables built in slices on the sim's loop, then as `npm start` runs, with
 * them built on the worker thread (gateway/sim/build-pool.ts), and prints the worker's figures
 * as ratios to the baseline's. The target: p99 ≤ 50 ms while a 10-year past-date screen is
 * built. Loopback only; the children are stopped at the end.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { emptyHistogram, quantile, record } from './lib/histogram';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHILD = process.env.BENCH_SIMLOOP_CHILD === '1';

async function child(): Promise<void> {
  const { startSim } = await import('../../gateway/sim/start');
  const sim = await startSim({
    dataDir: ':memory:',
    bootCacheDir: process.env.SIM_CACHE_DIR ?? path.join(ROOT, '.tmp/sim-cache'),
    admission: null,
    buildWorker: process.env.BENCH_SIMLOOP_WORKER === '1',
  });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', (m) => {
    if (m === 'cut') {
      process.send?.({ maxMs: Math.round(loop.max / 1e6) });
      loop.reset();
    }
  });
  process.send?.({ url: sim.apiUrl });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A past day screened before the measured ones, on both sims alike. */
const FIRST_DATE = '2019-06-03';
const LIGHT = ['/api/v3/dataCenter/days', '/api/v3/details/detailsStockA?code=600519.SH'];

function sampler(url: string) {
  let h = emptyHistogram();
  let max = 0;
  let running = true;
  const loop = (async () => {
    let i = 0;
    while (running) {
      const t = performance.now();
      await fetch(`${url}${LIGHT[i++ % LIGHT.length]}`).then((r) => r.arrayBuffer());
      const ms = performance.now() - t;
      record(h, ms);
      max = Math.max(max, ms);
      await sleep(20);
    }
  })();
  return {
    cut() {
      const out = { p50: quantile(h, 0.5), p99: quantile(h, 0.99), max: Math.round(max), n: h.reduce((a, b) => a + b, 0) };
      h = emptyHistogram();
      max = 0;
      return out;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** What one sim (one way of building) showed. */
interface Run {
  idle: { p50: number; p99: number; max: number; n: number; stall: number };
  builds: Array<{ asOf: string; s: number; code: string | undefined; p50: number; p99: number; max: number; n: number; stall: number }>;
}

/** Boots a sim child (past-date tables on a worker thread or in slices on its loop) and measures the idle and build windows. */
async function measure(worker: boolean, dates: readonly string[]): Promise<Run> {
  const sim: ChildProcess = fork(import.meta.filename, [], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SIMLOOP_CHILD: '1', BENCH_SIMLOOP_WORKER: worker ? '1' : '0' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise<Record<string, unknown>>((r) => sim.once('message', (m) => r(m as Record<string, unknown>)));
  const { url } = (await next()) as { url: string };
  const stall = async () => {
    sim.send('cut');
    return ((await next()) as { maxMs: number }).maxMs;
  };
  const screenAsOf = (asOf: string) =>
    fetch(`${url}/api/v3/screener/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tree: { all: [] }, asOf }) });
  try {
    // Let the boot's own work settle (each light endpoint read once, and a first past-date screen, which boots
    // what each way needs: the worker and its company models, or the sim's own), then the baseline.
    for (const p of LIGHT) await fetch(`${url}${p}`).then((r) => r.arrayBuffer());
    for (let code = ''; code !== '000'; ) code = ((await (await screenAsOf(FIRST_DATE)).json()) as { code: string }).code;
    await sleep(5_000);
    const s = sampler(url);
    await stall();
    await sleep(8_000);
    const idle = { ...s.cut(), stall: await stall() };
    const builds: Run['builds'] = [];
    for (const asOf of dates) {
      const t = performance.now();
      const r = await screenAsOf(asOf);
      const code = ((await r.json()) as { code?: string }).code;
      builds.push({ asOf, s: (performance.now() - t) / 1000, code, ...s.cut(), stall: await stall() });
    }
    await s.stop();
    return { idle, builds };
  } finally {
    sim.kill('SIGTERM');
  }
}

function report(name: string, run: Run): string {
  const { idle } = run;
  return [
    `${name}:`,
    `  idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms, max ${idle.max} ms (n=${idle.n}); sim loop stall max ${idle.stall} ms`,
    ...run.builds.map(
      (w) =>
        `  while the screen as of ${w.asOf} builds (${w.s.toFixed(1)} s, code ${w.code}): p50 ${w.p50} ms, p99 ${w.p99} ms, max ${w.max} ms (n=${w.n}); ` +
        `sim loop stall max ${w.stall} ms; p99 ratio to idle ${(w.p99 / Math.max(1, idle.p99)).toFixed(1)}×`,
    ),
  ].join('\n');
}

async function parent(): Promise<void> {
  const { values } = parseArgs({ options: { dates: { type: 'string', default: '2016-12-05,2017-03-06' } } });
  const dates = values.dates!.split(',');
  // The baseline first: the same builds in slices on the sim's own loop (as before the worker).
  const sliced = await measure(false, dates);
  process.stdout.write(`${report('baseline — past-date tables built in slices on the sim loop', sliced)}\n`);
  const threaded = await measure(true, dates);
  process.stdout.write(`${report('past-date tables built on the worker thread', threaded)}\n`);
  const worst = (r: Run, k: 'p99' | 'stall') => Math.max(...r.builds.map((b) => b[k]));
  const ratio = (a: number, b: number) => `${(a / Math.max(1, b)).toFixed(2)}×`;
  process.stdout.write(
    `worker vs baseline: worst p99 ${worst(threaded, 'p99')} vs ${worst(sliced, 'p99')} ms (${ratio(worst(threaded, 'p99'), worst(sliced, 'p99'))}); ` +
      `worst loop stall ${worst(threaded, 'stall')} vs ${worst(sliced, 'stall')} ms (${ratio(worst(threaded, 'stall'), worst(sliced, 'stall'))}); ` +
      `builds ${threaded.builds.map((b) => b.s.toFixed(1)).join(' / ')} vs ${sliced.builds.map((b) => b.s.toFixed(1)).join(' / ')} s\n`,
  );
  const w = worst(threaded, 'p99');
  process.stdout.write(
    `${w <= 50 ? 'met' : 'NOT met'}     sim endpoints p99 ≤ 50 ms while a past-date screen builds (worst ${w} ms with the worker; load average ${loadavg()[0]!.toFixed(1)} on this machine)\n`,
  );
}

(CHILD ? child() : parent()).catch((err: unknown) => {
  process.stderr.write(`bench:simloop failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
