/**
 * `npm run bench:cold [-- --settle 240]`
 *
 * What a new user meets on `npm start`: the gateway (gateway/cli.ts, which forks the sim into its
 * own process) is booted twice on loopback — on an empty data directory (cold) and again on the
 * one the first boot left (warm) — and this prints, for each boot:
 *  - boot → the gateway listening, → its first /api answer of any kind (数据准备中 counts: the
 *    site serves and says what it prepares), → the first real (000) answer, → /readyz `ready`, → the after-ready builds done (its stage empty again);
 *  - each heavy endpoint's first answer once the warm-up is done;
 *  - /healthz p50/p99 sampled every 50 ms throughout the warm-up, and during a hostile burst
 *    (8 anonymous past-date screens + an order-list poll, all at once);
 *  - on the warm boot, every route of spec §2 toured in Chromium on a fresh profile (lib/route-tour.ts):
 *    first contentful and first meaningful paint per route, then the RSS of both processes after it;
 *  - the RSS of the gateway and of the sim process at the end.
 * Then the issue's targets, met or not. The baseline of each figure is the same run's own
 * figures (cold vs warm). Loopback only; both processes are stopped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emptyHistogram, quantile, record } from './lib/histogram';
import { quantileOf, tourRoutes, type RoutePaint } from './lib/route-tour';

const { values } = parseArgs({ options: { settle: { type: 'string', default: '240' } } });
const SETTLE_S = Number(values.settle);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Boot {
  child: ChildProcess;
  t0: number;
  lines: string[];
  url: string;
  ops: string;
}

const since = (t0: number) => (performance.now() - t0) / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function boot(dataDir: string): Promise<Boot> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/cli.ts', '--port=0', '--ops-port=0'], {
    cwd: ROOT,
    env: { ...process.env, SIM_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buf = '';
  const take = (d: Buffer) => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  for (;;) {
    const listen = lines.find((l) => l.includes('知股 gateway listening on'));
    const ops = lines.find((l) => l.startsWith('ops ('));
    if (listen && ops) {
      const url = listen.match(/http:\/\/[^/]+/)![0].replace('localhost', '127.0.0.1');
      const opsUrl = ops.match(/http:\/\/[^/ ]+/)![0];
      return { child, t0, lines, url, ops: opsUrl };
    }
    if (child.exitCode !== null) throw new Error(`gateway exited: ${lines.join('\n')}`);
    await sleep(20);
  }
}

async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; code: string | null }> {
  const t = performance.now();
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await r.text();
    let code: string | null = null;
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? null;
    } catch {
      code = null;
    }
    return { ms: performance.now() - t, status: r.status, code };
  } catch {
    return { ms: performance.now() - t, status: 0, code: null };
  }
}

/** Samples /healthz every 50 ms into the current histogram until stopped. */
function healthSampler(url: string) {
  let current = emptyHistogram();
  let running = true;
  let max = 0;
  const loop = (async () => {
    while (running) {
      const r = await timed(`${url}/healthz`);
      record(current, r.ms);
      max = Math.max(max, r.ms);
      await sleep(50);
    }
  })();
  return {
    /** Starts a new window and returns the previous one's p50/p99/max. */
    cut(): { p50: number; p99: number; max: number; n: number } {
      const h = current;
      const m = max;
      current = emptyHistogram();
      max = 0;
      return { p50: quantile(h, 0.5), p99: quantile(h, 0.99), max: Math.round(m), n: h.reduce((a, b) => a + b, 0) };
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function childPid(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kids.length ? Number(kids[0]) : undefined;
  } catch {
    return undefined;
  }
}

const SCREEN = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tree: { all: [] } }) };
const HEAVY: Array<[string, string, RequestInit?]> = [
  ['选股 (today)', '/api/v3/screener/run', SCREEN],
  ['数据中心 全A估值', '/api/v3/dataCenter/valuation'],
  ['数据中心 融资融券', '/api/v3/dataCenter/margin'],
  ['数据中心 资金流向', '/api/v3/dataCenter/fundFlow'],
  ['数据中心 龙虎榜', '/api/v3/dataCenter/lhb'],
  ['机构持仓', '/api/v3/details/instPositionList?code=600519.SH'],
  ['估值 PE/PB', '/api/v3/details/pepb?code=600519.SH'],
  ['日K 10年', '/api/v3/data/getByconfig?name=kline&code=000001.SH&period=day&count=2500'],
];

interface BootFigures {
  listenS: number;
  firstAnswerS: number;
  firstRealS: number;
  readyS: number;
  /** Boot → the after-ready builds done (/readyz ready with an empty stage). */
  builtAheadS: number;
  warming: ReturnType<ReturnType<typeof healthSampler>['cut']>;
  burst: ReturnType<ReturnType<typeof healthSampler>['cut']>;
  burstAnswers: string[];
  heavy: Array<{ name: string; ms: number; status: number; code: string | null }>;
  rss: { edge: number; sim: number };
  /** The route tour (warm boot only) and the RSS right after it. */
  tour: { paints: RoutePaint[]; rss: { edge: number; sim: number } } | null;
}

async function measure(label: string, dataDir: string, withTour: boolean): Promise<BootFigures> {
  process.stdout.write(`\n── ${label} boot (SIM_DATA_DIR=${dataDir})\n`);
  const b = await boot(dataDir);
  const listenS = since(b.t0);
  const health = healthSampler(b.url);
  let firstAnswerS = Number.NaN;
  let firstRealS = Number.NaN;
  let readyS = Number.NaN;
  let builtAheadS = Number.NaN;
  const deadline = performance.now() + SETTLE_S * 1000;
  while (performance.now() < deadline) {
    if (Number.isNaN(firstRealS)) {
      const r = await timed(`${b.url}/api/v2/user/isCN`);
      if (r.status !== 0 && Number.isNaN(firstAnswerS)) firstAnswerS = since(b.t0);
      if (r.code === '000') firstRealS = since(b.t0);
    }
    const ready = await fetch(`${b.ops}/readyz`)
      .then((x) => x.json() as Promise<{ status: string; upstream?: { progress: number; stage: string } }>)
      .catch(() => null);
    if (ready?.status === 'ready' && Number.isNaN(readyS)) readyS = since(b.t0);
    // Ready serves every call; what it still builds ahead (an index's ten years) is named in its stage.
    if (!Number.isNaN(readyS) && ready?.upstream?.stage === '') {
      builtAheadS = since(b.t0);
      break;
    }
    await sleep(200);
  }
  const warming = health.cut();
  const heavy: BootFigures['heavy'] = [];
  for (const [name, p, init] of HEAVY) heavy.push({ name, ...(await timed(`${b.url}${p}`, init)) });
  health.cut();
  const simPid = childPid(b.child.pid);
  let tour: BootFigures['tour'] = null;
  if (withTour) {
    const paints = await tourRoutes(b.url);
    tour = { paints, rss: { edge: rssMb(b.child.pid), sim: rssMb(simPid) } };
  }
  health.cut();
  // The hostile burst: 8 anonymous past-date screens and an order-list poll, all at once.
  const days = ['2024-03-04', '2023-05-08', '2022-06-06', '2021-07-05', '2020-08-03', '2019-09-02', '2018-10-08', '2017-11-06'];
  const burst = await Promise.all([
    ...days.map((asOf) => timed(`${b.url}/api/v3/screener/run`, { ...SCREEN, body: JSON.stringify({ tree: { all: [] }, asOf }) })),
    timed(`${b.url}/api/v3/pay/orders`),
  ]);
  await sleep(2_000);
  const burstHealth = health.cut();
  await health.stop();
  const rss = { edge: rssMb(b.child.pid), sim: rssMb(simPid) };
  b.child.kill('SIGTERM');
  await new Promise((r) => b.child.once('exit', r));
  const f: BootFigures = {
    listenS,
    firstAnswerS,
    firstRealS,
    readyS,
    builtAheadS,
    warming,
    burst: burstHealth,
    burstAnswers: burst.map((r) => `${r.status}/${r.code}@${Math.round(r.ms)}ms`),
    heavy,
    rss,
    tour,
  };
  const s = (x: number) => (Number.isNaN(x) ? 'n/a' : `${x.toFixed(1)} s`);
  process.stdout.write(
    `listening ${s(f.listenS)} · first /api answer ${s(f.firstAnswerS)} · first 000 answer ${s(f.firstRealS)} · /readyz ready ${s(f.readyS)} · built ahead (index ten years) ${s(f.builtAheadS)}\n` +
      `/healthz during warm-up: p50 ${f.warming.p50} ms, p99 ${f.warming.p99} ms, max ${f.warming.max} ms (n=${f.warming.n})\n` +
      `heavy endpoints, first answer ${Number.isNaN(f.readyS) ? `(warm-up NOT done within --settle ${SETTLE_S} s; load average ${loadavg()[0]!.toFixed(1)})` : 'after warm-up and the after-ready builds'}:\n${f.heavy.map((h) => `  ${h.name.padEnd(16)} ${String(Math.round(h.ms)).padStart(6)} ms  HTTP ${h.status} code ${h.code}`).join('\n')}\n` +
      `hostile burst answers: ${f.burstAnswers.join(' ')}\n` +
      `/healthz during the burst: p50 ${f.burst.p50} ms, p99 ${f.burst.p99} ms, max ${f.burst.max} ms (n=${f.burst.n})\n` +
      `RSS: gateway ${f.rss.edge} MB, sim ${f.rss.sim} MB\n`,
  );
  if (f.tour) {
    const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'not settled');
    const rows = [...f.tour.paints].sort((a, b) => (Number.isFinite(b.fmp) ? b.fmp : Infinity) - (Number.isFinite(a.fmp) ? a.fmp : Infinity) || 0);
    process.stdout.write(
      `route tour (${f.tour.paints.length} routes, fresh Chromium profile): first meaningful paint p50 ${ms(
        quantileOf(
          f.tour.paints.map((r) => r.fmp),
          0.5,
        ),
      )}, ` +
        `p95 ${ms(
          quantileOf(
            f.tour.paints.map((r) => r.fmp),
            0.95,
          ),
        )}, max ${ms(Math.max(...f.tour.paints.map((r) => (Number.isFinite(r.fmp) ? r.fmp : Infinity))))}; ` +
        `first contentful paint p50 ${ms(
          quantileOf(
            f.tour.paints.map((r) => r.fcp),
            0.5,
          ),
        )}\n` +
        `slowest: ${rows
          .slice(0, 5)
          .map((r) => `${r.url} ${ms(r.fmp)}`)
          .join(' · ')}\n` +
        `RSS after the tour: gateway ${f.tour.rss.edge} MB, sim ${f.tour.rss.sim} MB\n`,
    );
  }
  return f;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) throw new Error('dist/client is not built: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zhigu-cold-'));
  try {
    const cold = await measure('cold (empty data dir)', dataDir, false);
    const warm = await measure('warm (second boot, same data dir)', dataDir, true);
    const fmps = warm.tour?.paints.map((r) => r.fmp) ?? [];
    const fmpP95 = quantileOf(fmps, 0.95);
    const fmpMax = fmps.length ? Math.max(...fmps.map((x) => (Number.isFinite(x) ? x : Infinity))) : Number.NaN;
    const tourRss = warm.tour?.rss.edge ?? Number.NaN;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const heavyMax = Math.max(...warm.heavy.map((h) => h.ms));
    const lines = [
      [`warm boot → first 000 API answer ≤ 5 s (${warm.firstRealS.toFixed(1)} s)`, warm.firstRealS <= 5],
      [`fresh boot serves within 10 s, saying what it prepares (first answer ${cold.firstAnswerS.toFixed(1)} s)`, cold.firstAnswerS <= 10],
      [`after warm-up, each heavy endpoint's first answer ≤ 500 ms (max ${Math.round(heavyMax)} ms)`, heavyMax <= 500],
      [`/healthz p99 ≤ 50 ms during warm-up (cold ${cold.warming.p99} ms, warm ${warm.warming.p99} ms)`, cold.warming.p99 <= 50 && warm.warming.p99 <= 50],
      [`/healthz p99 ≤ 50 ms during the hostile burst (cold ${cold.burst.p99} ms, warm ${warm.burst.p99} ms)`, cold.burst.p99 <= 50 && warm.burst.p99 <= 50],
      [`no 504 in the burst`, ![...cold.burstAnswers, ...warm.burstAnswers].some((a) => a.startsWith('504'))],
      [`routes' first meaningful paint p95 ≤ 1.5 s (${Math.round(fmpP95)} ms)`, fmpP95 <= 1500],
      [`routes' first meaningful paint max ≤ 2.5 s (${Number.isFinite(fmpMax) ? `${Math.round(fmpMax)} ms` : 'a route did not settle'})`, fmpMax <= 2500],
      [
        `gateway RSS ≤ 300 MB after the tour (${tourRss} MB; at the end: cold ${cold.rss.edge} MB, warm ${warm.rss.edge} MB; sim after the tour ${warm.tour?.rss.sim} MB)`,
        Math.max(tourRss, cold.rss.edge, warm.rss.edge) <= 300,
      ],
    ] as const;
    process.stdout.write(
      `\n── targets\n${lines.map(([what, ok]) => `${verdict(ok).padEnd(8)} ${what}`).join('\n')}\n` +
        `ratio warm/cold, boot → first 000 answer: ${(warm.firstRealS / cold.firstRealS).toFixed(2)}; → ready: ${(warm.readyS / cold.readyS).toFixed(2)}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:cold failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
