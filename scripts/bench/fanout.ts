/**
 * `npm run bench:fanout [-- --clients 2000 | --large] [--duration 10] [--no-burst] [--no-naive] [--batch-ms 50]`
 *
 * N browser sockets (default 2,000; --large = 10,000), each subscribed to 50 of 5,000 codes; the
 * upstream updates every code every 3 s (~1,700 updates/s), then adds a once-a-second burst of
 * the whole universe. Measured on the real gateway edge and, in the same run, on a naive ws
 * server that JSON-stringifies per client per update. Prints delivered quotes/s, latency p50/p99
 * (upstream stamp → client receipt), server CPU seconds, RSS per idle socket, and the ratio of CPU
 * per delivered quote. Everything on loopback, in separate processes; prints figures, asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchUpstream, type BenchUpstream } from './lib/bench-upstream';
import { merge, quantile } from './lib/histogram';
import { spawnWorker, type Worker } from './lib/ipc';
import { universe } from './lib/workload';

const { values } = parseArgs({
  options: {
    clients: { type: 'string' },
    large: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    codes: { type: 'string', default: '5000' },
    'per-client': { type: 'string', default: '50' },
    'no-burst': { type: 'boolean', default: false },
    'no-naive': { type: 'boolean', default: false },
    'client-procs': { type: 'string', default: '2' },
    'batch-ms': { type: 'string', default: 'default' },
  },
});
const CLIENTS = Number(values.clients ?? (values.large ? 10_000 : 2_000));
const DURATION_S = Number(values.duration);
const CODES = Number(values.codes);
const PER_CLIENT = Number(values['per-client']);
const CLIENT_PROCS = Number(values['client-procs']);
for (const [k, v] of Object.entries({ CLIENTS, DURATION_S, CODES, PER_CLIENT, CLIENT_PROCS })) {
  if (!Number.isFinite(v) || v <= 0) throw new Error(`bad ${k}: ${v}`);
}

interface ServerStats {
  cpuSeconds: number;
  systemSeconds: number;
  rss: number;
}
interface ClientStats {
  quotes: number;
  frames: number;
  hist: number[];
  open: number;
}
interface PhaseResult {
  quotesPerSec: number;
  framesPerSec: number;
  p50: number;
  p99: number;
  cpuSeconds: number;
  /** Share of the CPU spent in the kernel (socket writes, wake-ups). */
  systemShare: number;
  cpuPerQuoteUs: number;
  openAtEnd: number;
}
interface TargetResult {
  name: string;
  rssPerIdleSocketKB: number;
  steady: PhaseResult;
  burst: PhaseResult | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

async function measure(server: Worker, clients: Worker[], seconds: number): Promise<PhaseResult> {
  await Promise.all(clients.map((c) => c.call('reset')));
  // CPU only: no GC for an RSS figure inside the measured window (see processFigures).
  const before = await server.call<ServerStats>('stats', { gc: false });
  await sleep(seconds * 1000);
  const after = await server.call<ServerStats>('stats', { gc: false });
  const stats = await Promise.all(clients.map((c) => c.call<ClientStats>('stats')));
  const quotes = stats.reduce((a, s) => a + s.quotes, 0);
  const frames = stats.reduce((a, s) => a + s.frames, 0);
  const hist = merge(stats.map((s) => s.hist));
  const cpu = after.cpuSeconds - before.cpuSeconds;
  return {
    quotesPerSec: quotes / seconds,
    framesPerSec: frames / seconds,
    p50: quantile(hist, 0.5),
    p99: quantile(hist, 0.99),
    cpuSeconds: cpu,
    systemShare: cpu > 0 ? (after.systemSeconds - before.systemSeconds) / cpu : Number.NaN,
    cpuPerQuoteUs: quotes > 0 ? (cpu / quotes) * 1e6 : Number.NaN,
    openAtEnd: stats.reduce((a, s) => a + s.open, 0),
  };
}

async function runTarget(name: string, file: string, upstream: BenchUpstream): Promise<TargetResult> {
  process.stdout.write(`\n[${name}] starting with ${CLIENTS} clients…\n`);
  // The gateway logs as in production (JSON at info); its log goes to a temp file, not the terminal.
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-fanout-'));
  const { worker: server, ready } = await spawnWorker(file, [upstream.url, String(CLIENTS + 100), values['batch-ms']!], {
    stdoutFile: path.join(logDir, `${name}.log`),
  });
  const wsUrl = (ready as { ws: string }).ws;
  const clients = await Promise.all(Array.from({ length: CLIENT_PROCS }, () => spawnWorker('clients-proc.ts').then((w) => w.worker)));
  try {
    await sleep(500);
    const base = await server.call<ServerStats>('stats');
    const per = Math.ceil(CLIENTS / CLIENT_PROCS);
    const opened = await Promise.all(
      clients.map((c, i) => c.call<{ open: number; failed: number }>('open', { url: wsUrl, count: Math.min(per, CLIENTS - i * per), first: i * per })),
    );
    const open = opened.reduce((a, o) => a + o.open, 0);
    await sleep(1000);
    const idle = await server.call<ServerStats>('stats');
    const rssPerIdleSocketKB = (idle.rss - base.rss) / open / 1024;
    process.stdout.write(`[${name}] ${open} sockets open (${opened.reduce((a, o) => a + o.failed, 0)} failed); RSS ${mb(base.rss)} → ${mb(idle.rss)} MB\n`);
    await Promise.all(clients.map((c) => c.call('subscribe', { codes: CODES, perClient: PER_CLIENT })));
    await sleep(2000); // warm-up: snapshots, upstream subscription
    const steady = await measure(server, clients, DURATION_S);
    process.stdout.write(`[${name}] steady: ${steady.quotesPerSec.toFixed(0)} quotes/s, p99 ${steady.p99} ms\n`);
    let burst: PhaseResult | null = null;
    if (!values['no-burst']) {
      upstream.setBurst(true);
      await sleep(1000);
      burst = await measure(server, clients, DURATION_S);
      upstream.setBurst(false);
      process.stdout.write(`[${name}] burst: ${burst.quotesPerSec.toFixed(0)} quotes/s, p99 ${burst.p99} ms\n`);
    }
    return { name, rssPerIdleSocketKB, steady, burst };
  } finally {
    await Promise.all(clients.map((c) => c.call('close').catch(() => null)));
    await Promise.all([server.kill(), ...clients.map((c) => c.kill())]);
    rmSync(logDir, { recursive: true, force: true });
  }
}

function row(label: string, p: PhaseResult): string {
  return `  ${label.padEnd(8)} ${p.quotesPerSec.toFixed(0).padStart(9)} quotes/s  ${p.framesPerSec.toFixed(0).padStart(8)} frames/s  p50 ${String(p.p50).padStart(4)} ms  p99 ${String(p.p99).padStart(5)} ms  CPU ${p.cpuSeconds.toFixed(2).padStart(6)} s (${(p.systemShare * 100).toFixed(0)}% kernel)  ${p.cpuPerQuoteUs.toFixed(2).padStart(6)} µs/quote  open ${p.openAtEnd}`;
}

async function main(): Promise<void> {
  const codes = universe(CODES);
  const upstream = await startBenchUpstream(codes, { cycleMs: 3000, tickMs: 100 });
  const started = Date.now();
  try {
    const results: TargetResult[] = [await runTarget('gateway', 'gateway-proc.ts', upstream)];
    if (!values['no-naive']) results.push(await runTarget('naive', 'naive-proc.ts', upstream));
    process.stdout.write(
      `\n=== fan-out bench: ${CLIENTS} clients × ${PER_CLIENT} codes of ${CODES}; upstream ${(CODES / 3).toFixed(0)} updates/s; gateway batch window ${values['batch-ms']} ms; ${DURATION_S} s per phase ===\n`,
    );
    for (const r of results) {
      process.stdout.write(`${r.name}: RSS per idle socket ${r.rssPerIdleSocketKB.toFixed(1)} KB\n`);
      process.stdout.write(`${row('steady', r.steady)}\n`);
      if (r.burst) process.stdout.write(`${row('burst', r.burst)}\n`);
    }
    const [g, n] = results;
    if (g && n) {
      const ratio = (a: PhaseResult, b: PhaseResult) => (a.cpuPerQuoteUs / b.cpuPerQuoteUs).toFixed(3);
      process.stdout.write(
        `CPU per delivered quote, gateway ÷ naive: steady ${ratio(g.steady, n.steady)}${g.burst && n.burst ? `, burst ${ratio(g.burst, n.burst)}` : ''} (target ≤ 0.333)\n`,
      );
    }
    if (g) {
      const target = CLIENTS <= 2000 ? 100 : 250;
      process.stdout.write(`targets: p99 ≤ ${target} ms (steady ${g.steady.p99} ms); RSS ≤ 30 KB per idle socket (${g.rssPerIdleSocketKB.toFixed(1)} KB)\n`);
    }
    process.stdout.write(`total bench time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  } finally {
    await upstream.close();
  }
}

await main();
