/**
 * `npm run bench:proxy [-- --duration 8] [--connections 50] [--rounds 3] [--warmup 2] [--only gateway,nginx]`
 *
 * autocannon on one upstream route (GET /api/v2/user/isCN) four ways in one run: straight to the
 * upstream, through the gateway edge, through plain @fastify/http-proxy (the library alone: the
 * floor the gateway's own features sit on), and through nginx `proxy_pass` (found on PATH or at
 * /usr/sbin/nginx; skipped with a note when missing). Fairness:
 *  - one upstream process serves all of them; the gateway and nginx each run in their own process
 *    (nginx: one worker, like Node's one event loop), and autocannon runs in this process, so the
 *    load generator never shares an event loop with the proxy under test;
 *  - same client connections, same keep-alive pool size to the upstream (the gateway's default),
 *    both write one access-log line per request to a file (the gateway as in production: JSON at
 *    info);
 *  - each target is warmed up before each measurement, and the targets take turns over several
 *    rounds in rotating order, so drift on a shared machine hits them alike. Ratios are computed
 *    per round; the median is the headline.
 * Prints req/s, p99 latency, CPU per request of each target's own processes (steadier than req/s
 * when other work shares the cores) and the ratios. Loopback only.
 *
 * A second phase measures a cacheable public answer (GET getByconfig?name=rank, ~2 KB, cached about a
 * second at the edge): the gateway with its micro-cache, nginx `proxy_pass` without a cache, and nginx
 * with `proxy_cache` (1 s, cache lock). It prints how many calls reached the upstream per second of
 * load (target: about one per TTL), and a burst of 1,000 concurrent identical requests for a new key
 * (target: one upstream call). Targets: gateway cached ≥ 1.0 × nginx proxy_pass; pass-through gateway
 * ≥ 0.9 × the bare @fastify/http-proxy.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROXY_DEFAULTS } from '../../gateway/edge/proxy';
import { spawnWorker } from './lib/ipc';
import { findNginx, startNginx } from './lib/nginx';
import { processCpuSeconds } from './lib/proc-cpu';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const WARMUP = Number(values.warmup);
for (const [k, v] of Object.entries({ DURATION, CONNECTIONS, ROUNDS, WARMUP })) {
  if (!Number.isInteger(v) || v < (k === 'WARMUP' ? 0 : 1)) throw new Error(`bad ${k}: ${v}`);
}
const ROUTE = '/api/v2/user/isCN';
const CACHED_ROUTE = '/api/v3/data/getByconfig?name=rank&sort=pct&market=all&page=1&size=20';

interface Figures {
  rps: number;
  /** Requests answered, warm-up included. */
  sent: number;
  /** CPU of the target's processes per answered request (measured part only), µs. */
  cpuUs: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Target {
  name: string;
  url: string;
  /** The route this target is measured on. */
  route: string;
  /** CPU seconds so far of the processes serving this target. */
  cpu: () => number;
}

async function cannon(t: Target, round: number): Promise<Figures> {
  const url = t.url + t.route;
  const warm = WARMUP > 0 ? await autocannon({ url, connections: CONNECTIONS, duration: WARMUP }) : null;
  const cpuBefore = t.cpu();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpu = t.cpu() - cpuBefore;
  const f = {
    rps: r.requests.average,
    sent: r.requests.total + (warm?.requests.total ?? 0),
    cpuUs: (cpu / r.requests.total) * 1e6,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
  process.stdout.write(
    `[round ${round}] [${t.name}] ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, ${f.cpuUs.toFixed(0)} µs CPU/request, errors ${f.errors}, non-2xx ${f.non2xx}\n`,
  );
  return f;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function lines(file: string): number {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '').length;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-proxy-'));
  const gatewayLog = path.join(logDir, 'gateway.log');
  const api = await spawnWorker('api-proc.ts');
  const upstream = (api.ready as { url: string }).url;
  // The gateway needs a feed host; a closed port is fine (it keeps rotating in the background).
  const gw = await spawnWorker('gateway-proc.ts', ['ws://127.0.0.1:9/', '100', 'default', upstream], { stdoutFile: gatewayLog });
  const only = values.only ? new Set(values.only.split(',')) : null;
  const wanted = (name: string) => !only || only.has(name);
  const plain = wanted('plain') ? await spawnWorker('plain-proxy-proc.ts', [upstream]) : null;
  const bin = wanted('nginx') ? findNginx() : null;
  const nginx = bin ? await startNginx(bin, upstream, PROXY_DEFAULTS.connections) : null;
  const nginxCache = bin && wanted('cached') ? await startNginx(bin, upstream, PROXY_DEFAULTS.connections, true) : null;
  if (!nginx && wanted('nginx')) process.stdout.write('[nginx] not installed: skipped (apt-get install nginx-light to compare)\n');
  const targets = (
    [
      { name: 'direct', route: ROUTE, url: upstream, cpu: () => processCpuSeconds(api.worker.child.pid!) },
      { name: 'gateway', route: ROUTE, url: (gw.ready as { http: string }).http, cpu: () => processCpuSeconds(gw.worker.child.pid!) },
      ...(plain ? [{ name: 'plain', route: ROUTE, url: (plain.ready as { http: string }).http, cpu: () => processCpuSeconds(plain.worker.child.pid!) }] : []),
      ...(nginx ? [{ name: 'nginx', route: ROUTE, url: nginx.url, cpu: () => processCpuSeconds(nginx.pid, true) }] : []),
    ] satisfies Target[]
  ).filter((t) => wanted(t.name));
  const cachedTargets: Target[] = wanted('cached')
    ? [
        { name: 'gw-cache', route: CACHED_ROUTE, url: (gw.ready as { http: string }).http, cpu: () => processCpuSeconds(gw.worker.child.pid!) },
        ...(nginx ? [{ name: 'ngx-pass', route: CACHED_ROUTE, url: nginx.url, cpu: () => processCpuSeconds(nginx.pid, true) }] : []),
        ...(nginxCache ? [{ name: 'ngx-cache', route: CACHED_ROUTE, url: nginxCache.url, cpu: () => processCpuSeconds(nginxCache.pid, true) }] : []),
      ]
    : [];
  const upstreamCallsPerSecond = new Map<string, number[]>(cachedTargets.map((t) => [t.name, []]));
  let burstCalls = Number.NaN;
  let burstSeconds = Number.NaN;
  const results = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  let logLinesPerRequest = { gateway: Number.NaN, nginx: Number.NaN };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(i + round - 1) % targets.length]!;
        results.get(target.name)!.push(await cannon(target, round));
      }
      for (let i = 0; i < cachedTargets.length; i++) {
        const target = cachedTargets[(i + round - 1) % cachedTargets.length]!;
        const before = await api.worker.call<number>('rankCalls');
        const f = await cannon(target, round);
        const calls = (await api.worker.call<number>('rankCalls')) - before;
        upstreamCallsPerSecond.get(target.name)!.push(calls / (DURATION + WARMUP));
        results.set(target.name, [...(results.get(target.name) ?? []), f]);
      }
    }
    if (cachedTargets.length > 0) {
      // 1,000 concurrent identical requests for a key nobody asked before.
      const before = await api.worker.call<number>('rankCalls');
      const url = `${(gw.ready as { http: string }).http}${CACHED_ROUTE}&burst=${Date.now()}`;
      const t0 = performance.now();
      await Promise.all(Array.from({ length: 1000 }, () => fetch(url).then((r) => r.arrayBuffer())));
      burstSeconds = (performance.now() - t0) / 1000;
      burstCalls = (await api.worker.call<number>('rankCalls')) - before;
    }
  } finally {
    await gw.worker.kill();
    await plain?.worker.kill();
    await api.worker.kill();
    const total = (name: string) => (results.get(name) ?? []).reduce((a, f) => a + f.sent, 0);
    logLinesPerRequest = { gateway: lines(gatewayLog) / total('gateway'), nginx: nginx ? lines(nginx.accessLog) / total('nginx') : Number.NaN };
    await nginx?.stop();
    await nginxCache?.stop();
    rmSync(logDir, { recursive: true, force: true });
  }

  const med = (name: string, pick: (f: Figures) => number) => median((results.get(name) ?? []).map(pick));
  process.stdout.write(
    `\n=== proxy bench: GET ${ROUTE}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION} s (+${WARMUP} s warm-up) each; medians ===\n`,
  );
  for (const { name } of [...targets, ...cachedTargets]) {
    process.stdout.write(
      `${name.padEnd(8)} ${med(name, (f) => f.rps)
        .toFixed(0)
        .padStart(7)} req/s  p99 ${String(med(name, (f) => f.p99)).padStart(4)} ms  ${med(name, (f) => f.cpuUs)
        .toFixed(0)
        .padStart(4)} µs CPU/request (its own processes)\n`,
    );
  }
  const ratio = (a: string, b: string) => median(results.get(a)!.map((f, i) => f.rps / results.get(b)![i]!.rps));
  const has = (name: string) => results.has(name);
  if (has('gateway') && has('direct')) process.stdout.write(`gateway ÷ direct: ${ratio('gateway', 'direct').toFixed(2)}× req/s\n`);
  if (has('gateway') && has('plain'))
    process.stdout.write(`pass-through gateway ÷ plain @fastify/http-proxy: ${ratio('gateway', 'plain').toFixed(2)}× req/s (target ≥ 0.9)\n`);
  if (has('plain') && nginx) process.stdout.write(`plain @fastify/http-proxy ÷ nginx: ${ratio('plain', 'nginx').toFixed(2)}× req/s\n`);
  if (has('gateway') && nginx) {
    const per = results
      .get('gateway')!
      .map((f, i) => (f.rps / results.get('nginx')![i]!.rps).toFixed(2))
      .join(', ');
    process.stdout.write(
      `pass-through gateway ÷ nginx: ${ratio('gateway', 'nginx').toFixed(2)}× req/s (per round ${per}), p99 ${med('gateway', (f) => f.p99)} vs ${med('nginx', (f) => f.p99)} ms\n`,
    );
    const cpuRatio = median(results.get('nginx')!.map((f, i) => f.cpuUs / results.get('gateway')![i]!.cpuUs));
    process.stdout.write(`CPU per request, nginx ÷ gateway: ${cpuRatio.toFixed(2)} (the req/s ratio a fully loaded core each would give)\n`);
    process.stdout.write(`access-log lines per request: gateway ${logLinesPerRequest.gateway.toFixed(2)}, nginx ${logLinesPerRequest.nginx.toFixed(2)}\n`);
  }
  if (cachedTargets.length > 0) {
    process.stdout.write(`\n=== cacheable public answer: GET ${CACHED_ROUTE} (edge TTL 1 s) ===\n`);
    for (const { name } of cachedTargets) {
      process.stdout.write(`${name.padEnd(9)} upstream calls per second of load: ${median(upstreamCallsPerSecond.get(name)!).toFixed(1)}\n`);
    }
    if (has('gw-cache') && has('ngx-pass'))
      process.stdout.write(`gateway cached ÷ nginx proxy_pass: ${ratio('gw-cache', 'ngx-pass').toFixed(2)}× req/s (target ≥ 1.0)\n`);
    if (has('gw-cache') && has('ngx-cache')) process.stdout.write(`gateway cached ÷ nginx proxy_cache: ${ratio('gw-cache', 'ngx-cache').toFixed(2)}× req/s\n`);
    process.stdout.write(
      `1,000 concurrent identical requests for a new key: ${burstCalls} upstream call(s) over ${burstSeconds.toFixed(2)} s = ${(burstCalls / Math.max(1, Math.ceil(burstSeconds))).toFixed(1)} per 1 s TTL (target ≤ 1)\n`,
    );
  }
}

await main();
