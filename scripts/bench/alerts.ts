/**
 * `npm run bench:alerts [-- --users 2000] [--per-user 1] [--baseline-alerts 20] [--client-procs 2] [--no-eval] [--no-latency]`
 *
 * Two figures of the issue's 价格预警, each beside its baseline:
 *
 * 1. Evaluation cost: 100,000 price alerts over 10,000 users while the whole universe ticks, as %
 *    of one core at the sim's tick rate (every security about every PUMP_INTERVAL_MS ×
 *    PUMP_SLICES), beside a naive scan of every alert on every tick measured in the same run.
 *    Synthetic universe of UNIVERSE securities with random-walk prices; alerts are a mix of every
 *    threshold and limit kind set near the price, so crossings really happen. In this process.
 *
 * 2. Trigger → browser latency at 2,000 connected users: the real sim (alerts-lib/sim-proc.ts: market,
 *    API, feed, its store on disk) and the real gateway edge (lib/gateway-proc.ts) in their own
 *    processes, and 2,000 signed-in sockets in client processes (lib/clients-proc.ts), each bound
 *    to its user with the `auth` frame as the app's live socket does and subscribed to the stock
 *    its alert is on. Every user has an alert 0.01 above the 10:00 price of a stock that rises by
 *    10:30; the sim's clock moves to 10:30 and every alert fires as the pump pushes its stock. The
 *    latency of each event is its receipt in the client process minus the event's `ts` (the
 *    moment the sim evaluated the crossing quote), both on this machine's clock. Baseline: the
 *    same path with one socket connected (one user, --baseline-alerts alerts). Target: p99 ≤ 500 ms.
 *
 * Loopback only; every process is stopped at the end. Prints figures, asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AlertKind, AlertRule } from '../../contracts/alerts';
import { AlertIndex, type AlertTick } from '../../gateway/sim/alerts/alert-index';
import { PUMP_INTERVAL_MS, PUMP_SLICES } from '../../gateway/sim/start';
import { merge, quantile } from './lib/histogram';
import { spawnWorker, type Worker } from './lib/ipc';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    'per-user': { type: 'string', default: '1' },
    'baseline-alerts': { type: 'string', default: '20' },
    'client-procs': { type: 'string', default: '2' },
    'no-eval': { type: 'boolean', default: false },
    'no-latency': { type: 'boolean', default: false },
  },
});
const LAT_USERS = Number(values.users);
const PER_USER = Number(values['per-user']);
const BASELINE_ALERTS = Number(values['baseline-alerts']);
const CLIENT_PROCS = Number(values['client-procs']);
for (const [k, v] of Object.entries({ LAT_USERS, PER_USER, BASELINE_ALERTS, CLIENT_PROCS })) {
  if (!Number.isInteger(v) || v <= 0) throw new Error(`bad ${k}: ${v}`);
}

/** Part 1 (see the module comment). */
function evaluation(): void {
  const UNIVERSE = 5_500;
  const USERS = 10_000;
  const ALERTS = 100_000;
  const SIM_SECONDS = 60;

  let s = 42;
  const rnd = (): number => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };

  const codes = Array.from({ length: UNIVERSE }, (_, i) => `${String(600000 + i).padStart(6, '0')}.SH`);
  const pre = codes.map(() => 5 + rnd() * 95);
  const price = [...pre];
  const KINDS: AlertKind[] = ['priceAbove', 'priceBelow', 'pctAbove', 'pctBelow', 'limitUp', 'limitDown', 'limitOpen', 'volumeSurge'];
  const rules: Array<{ uid: number; rule: AlertRule; ci: number }> = [];
  for (let id = 1; id <= ALERTS; id++) {
    const ci = Math.floor(rnd() * UNIVERSE);
    const kind = KINDS[Math.floor(rnd() * KINDS.length)]!;
    const p = pre[ci]!;
    const threshold =
      kind === 'priceAbove'
        ? p * (1 + rnd() * 0.05)
        : kind === 'priceBelow'
          ? p * (1 - rnd() * 0.05)
          : kind === 'pctAbove'
            ? rnd() * 5
            : kind === 'pctBelow'
              ? -rnd() * 5
              : kind === 'volumeSurge'
                ? 1 + rnd() * 2
                : undefined;
    const rule: AlertRule = { id, code: codes[ci]!, kind, paused: rnd() < 0.1, cooldownMs: 60_000, ...(threshold === undefined ? {} : { threshold }) };
    rules.push({ uid: 1 + (id % USERS), rule, ci });
  }

  const ticksPerSecond = UNIVERSE / ((PUMP_INTERVAL_MS * PUMP_SLICES) / 1000);
  const totalTicks = Math.round(ticksPerSecond * SIM_SECONDS);
  const ticks: AlertTick[] = [];
  for (let i = 0; i < totalTicks; i++) {
    const ci = i % UNIVERSE;
    const p0 = pre[ci]!;
    price[ci] = Math.min(p0 * 1.1, Math.max(p0 * 0.9, price[ci]! * (1 + (rnd() - 0.5) * 0.004)));
    const p = Math.round(price[ci]! * 100) / 100;
    ticks.push({
      code: codes[ci]!,
      price: p,
      pct: ((p - p0) / p0) * 100,
      volumePace: 0.5 + rnd() * 2.5,
      limitUp: Math.round(p0 * 110) / 100,
      limitDown: Math.round(p0 * 90) / 100,
      ts: (i / ticksPerSecond) * 1000,
    });
  }

  // Indexed.
  const ix = new AlertIndex();
  for (const r of rules) ix.put(r.uid, r.rule);
  let fires = 0;
  let t0 = performance.now();
  for (const t of ticks) fires += ix.tick(t).length;
  const indexedMs = performance.now() - t0;

  // Naive: every alert, every tick (a fraction of the ticks, scaled; the same per-alert state machine).
  const naiveTicks = Math.min(totalTicks, 2_000);
  const armed = new Uint8Array(ALERTS + 1).fill(1);
  let naiveFires = 0;
  t0 = performance.now();
  for (let i = 0; i < naiveTicks; i++) {
    const t = ticks[i]!;
    for (const { rule } of rules) {
      if (rule.code !== t.code || rule.threshold === undefined) continue;
      const v = rule.kind.startsWith('price') ? t.price : rule.kind.startsWith('pct') ? t.pct : (t.volumePace ?? 0);
      const past = rule.kind.endsWith('Below') ? v <= rule.threshold : v >= rule.threshold;
      if (past && armed[rule.id]) {
        armed[rule.id] = 0;
        naiveFires++;
      } else if (!past) armed[rule.id] = 1;
    }
  }
  const naivePerTickMs = (performance.now() - t0) / naiveTicks;

  const indexedPerTickMs = indexedMs / totalTicks;
  const pctCore = (perTick: number) => ((perTick * ticksPerSecond) / 1000) * 100;
  console.log(
    `bench:alerts — ${ALERTS.toLocaleString()} alerts, ${USERS.toLocaleString()} users, ${UNIVERSE} securities, ${ticksPerSecond.toFixed(0)} ticks/s (${SIM_SECONDS} s simulated)`,
  );
  console.log(`  indexed: ${(indexedPerTickMs * 1000).toFixed(2)} µs/tick → ${pctCore(indexedPerTickMs).toFixed(2)}% of a core; ${fires} fires`);
  console.log(
    `  naive scan: ${(naivePerTickMs * 1000).toFixed(1)} µs/tick → ${pctCore(naivePerTickMs).toFixed(1)}% of a core (${naiveTicks} ticks, ${naiveFires} fires)`,
  );
  console.log(`  ratio naive/indexed: ${(naivePerTickMs / indexedPerTickMs).toFixed(0)}×`);
}

interface ClientStats {
  personal: number;
  personalHist: number[];
  open: number;
}

/** One delivery round's figures. */
interface Round {
  sockets: number;
  alerts: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  /** From the clock's move to the last delivery, ms. */
  spreadMs: number;
  gatewayCpuSeconds: number;
  /** The sim's quote batches that fired: how many, the largest, and the longest evaluate → record → send, ms. */
  simBatches: number;
  simLargest: number;
  simLongestMs: number;
  /** CPU the sim spent in that batch, ms (wall far above it: the sim waited for a core). */
  simLongestCpuMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const here = (f: string) => path.resolve(import.meta.dirname, f);

/**
 * One round: `users` users (from `first` in the sim's sign-ins) with `perUser` alerts each, one
 * socket per user spread over `procs` client processes; the market moves and every fire is
 * awaited (at most 30 s).
 */
async function round(
  sim: Worker,
  gateway: Worker,
  wsUrl: string,
  tokens: readonly string[],
  first: number,
  users: number,
  perUser: number,
  procs: number,
): Promise<Round> {
  const armed = await sim.call<{ codes: string[][]; alerts: number; refused: number }>('arm', { from: first, count: users, perUser });
  if (armed.refused > 0) process.stdout.write(`  (${armed.refused} alerts refused by the sim's live check)\n`);
  const clients = await Promise.all(Array.from({ length: procs }, () => spawnWorker('clients-proc.ts').then((w) => w.worker)));
  try {
    const per = Math.ceil(users / procs);
    const slices = clients.map((_, i) => ({ from: i * per, count: Math.max(0, Math.min(per, users - i * per)) }));
    const opened = await Promise.all(
      clients.map((c, i) => c.call<{ open: number; failed: number }>('open', { url: wsUrl, count: slices[i]!.count, first: 0 })),
    );
    const bound = await Promise.all(
      clients.map((c, i) => {
        const { from, count } = slices[i]!;
        return c.call<{ authed: number; refused: number; ms: number }>('auth', {
          tokens: tokens.slice(first + from, first + from + count),
          codes: armed.codes.slice(from, from + count),
        });
      }),
    );
    const sockets = opened.reduce((a, o) => a + o.open, 0);
    const authed = bound.reduce((a, b) => a + b.authed, 0);
    const refused = bound.reduce((a, b) => a + b.refused, 0);
    process.stdout.write(
      `  ${sockets} sockets open, ${authed} bound to their user${refused > 0 ? ` (${refused} refused)` : ''} in ${(Math.max(...bound.map((b) => b.ms)) / 1000).toFixed(1)} s; ${armed.alerts} alerts armed\n`,
    );
    await sleep(1500); // the subscriptions' first quotes
    await Promise.all(clients.map((c) => c.call('reset')));
    const cpu0 = await gateway.call<{ cpuSeconds: number }>('stats', { gc: false });
    const movedAt = await sim.call<number>('fire');
    let delivered = 0;
    let lastChange = Date.now();
    let lastAt = movedAt;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      await sleep(100);
      const n = (await Promise.all(clients.map((c) => c.call<ClientStats>('stats')))).reduce((a, s) => a + s.personal, 0);
      if (n !== delivered) {
        delivered = n;
        lastChange = Date.now();
        lastAt = lastChange;
      }
      if (delivered >= armed.alerts || (delivered > 0 && Date.now() - lastChange > 5_000)) break;
    }
    const cpu1 = await gateway.call<{ cpuSeconds: number }>('stats', { gc: false });
    const batches = await sim.call<Array<{ fires: number; ms: number; cpuMs: number }>>('batches');
    const longest = batches.reduce<{ ms: number; cpuMs: number } | null>((a, b) => (a && a.ms >= b.ms ? a : b), null);
    const stats = await Promise.all(clients.map((c) => c.call<ClientStats>('stats')));
    const hist = merge(stats.map((s) => s.personalHist));
    let max = 0;
    hist.forEach((n, i) => {
      if (n > 0) max = i;
    });
    return {
      sockets,
      alerts: armed.alerts,
      delivered: stats.reduce((a, s) => a + s.personal, 0),
      p50: quantile(hist, 0.5),
      p99: quantile(hist, 0.99),
      max,
      spreadMs: lastAt - movedAt,
      gatewayCpuSeconds: cpu1.cpuSeconds - cpu0.cpuSeconds,
      simBatches: batches.length,
      simLargest: Math.max(0, ...batches.map((b) => b.fires)),
      simLongestMs: longest?.ms ?? 0,
      simLongestCpuMs: longest?.cpuMs ?? 0,
    };
  } finally {
    await sim.call('disarm');
    await Promise.all(clients.map((c) => c.call('close').catch(() => null)));
    await Promise.all(clients.map((c) => c.kill()));
  }
}

/** Part 2 (see the module comment). */
async function latency(): Promise<void> {
  const started = Date.now();
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-alerts-'));
  process.stdout.write(`\nbench:alerts latency — starting the sim (boot cache ${process.env.SIM_CACHE_DIR ?? '.tmp/sim-cache'})…\n`);
  const { worker: sim, ready: simReady } = await spawnWorker(here('alerts-lib/sim-proc.ts'), [mkdtempSync(path.join(logDir, 'store-'))], {
    stdoutFile: path.join(logDir, 'sim.log'),
  });
  const { apiUrl, wsUrls, risers } = simReady as { apiUrl: string; wsUrls: string[]; risers: number };
  let gateway: Worker | null = null;
  try {
    const g = await spawnWorker('gateway-proc.ts', [wsUrls[0]!, String(LAT_USERS + 100), 'default', apiUrl], {
      stdoutFile: path.join(logDir, 'gateway.log'),
    });
    gateway = g.worker;
    const wsUrl = (g.ready as { ws: string }).ws;
    const tokens = await sim.call<string[]>('signIn', { count: LAT_USERS + 1 });
    process.stdout.write(`  ${tokens.length} users signed in; ${risers} stocks rise ≥ 1% between 10:00 and 10:30\n`);
    await sleep(1000); // the gateway's feed connects

    process.stdout.write(`[baseline] 1 socket, ${BASELINE_ALERTS} alerts…\n`);
    const base = await round(sim, gateway, wsUrl, tokens, 0, 1, BASELINE_ALERTS, 1);
    process.stdout.write(`[load] ${LAT_USERS} sockets × ${PER_USER} alert(s), ${CLIENT_PROCS} client processes…\n`);
    const load = await round(sim, gateway, wsUrl, tokens, 1, LAT_USERS, PER_USER, CLIENT_PROCS);

    const row = (label: string, r: Round) =>
      `  ${label.padEnd(22)} ${String(r.delivered).padStart(5)}/${String(r.alerts).padEnd(5)} delivered  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  max ${String(r.max).padStart(4)} ms  last delivery ${(r.spreadMs / 1000).toFixed(1)} s after the move  gateway CPU ${r.gatewayCpuSeconds.toFixed(2)} s\n${' '.repeat(26)}in the sim: ${r.simBatches} quote batches fired, the largest ${r.simLargest} alerts; longest evaluate → record → send ${r.simLongestMs.toFixed(0)} ms (${r.simLongestCpuMs.toFixed(0)} ms of CPU)`;
    process.stdout.write('\n=== trigger → socket latency (sim fires → client process receives the personal frame) ===\n');
    process.stdout.write(`${row('baseline (1 socket)', base)}\n`);
    process.stdout.write(`${row(`${load.sockets} signed-in sockets`, load)}\n`);
    process.stdout.write(
      `  p99 ratio load ÷ baseline: ${(load.p99 / Math.max(1, base.p99)).toFixed(1)}×; target p99 ≤ 500 ms at 2,000 connected users: ${load.p99 <= 500 && load.sockets >= 2000 && load.delivered === load.alerts ? 'met' : 'NOT met'} (${load.p99} ms, ${load.delivered} of ${load.alerts} delivered)\n`,
    );
    process.stdout.write(
      `  machine load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n  total ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  } finally {
    await Promise.all([sim.kill(), gateway?.kill()]);
    if (process.env.BENCH_KEEP_LOGS) process.stdout.write(`  logs kept in ${logDir}\n`);
    else rmSync(logDir, { recursive: true, force: true });
  }
}

if (!values['no-eval']) evaluation();
if (!values['no-latency']) await latency();
