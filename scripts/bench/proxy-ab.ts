/**
 * `npx tsx scripts/bench/proxy-ab.ts [--rounds 10] [--duration 3] [--connections 50] [--cached] LABEL=WORKER[,ENV:VALUE…] …`
 *
 * A/B of gateway builds on the proxy route, for measuring one change on a shared, noisy machine:
 * every variant runs in its own process against one upstream, and the variants take turns over
 * many short rounds (order reversed every other round), so drift hits them alike. Prints, per
 * variant, the median req/s and the median CPU per request of its process (from /proc) with every
 * round's figures. WORKER is a gateway-proc.ts path, e.g. of an older tree exported with
 * `git archive <rev> gateway/edge contracts scripts/bench package.json tsconfig.json | tar -x -C /tmp/base`
 * (plus a node_modules symlink); `,ENV:VALUE` suffixes set environment variables for that variant
 * only (e.g. `warn=scripts/bench/lib/gateway-proc.ts,BENCH_LOG_LEVEL:warn`). `--cached` measures the
 * cacheable answer of bench:proxy (served from the micro-cache) instead of the pass-through route.
 * Each variant's log goes to a file of its own, as in bench:proxy. Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnWorker } from './lib/ipc';
import { processCpuSeconds } from './lib/proc-cpu';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '10' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    cached: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUTE = values.cached ? '/api/v3/data/getByconfig?name=rank&sort=pct&market=all&page=1&size=20' : '/api/v2/user/isCN';

interface Variant {
  label: string;
  file: string;
  env: Record<string, string>;
  rps: number[];
  cpuUs: number[];
}

function parseVariant(spec: string): Variant {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`expected LABEL=WORKER[,ENV:VALUE…], got "${spec}"`);
  const [file, ...envs] = spec.slice(eq + 1).split(',');
  const env: Record<string, string> = {};
  for (const kv of envs) {
    const colon = kv.indexOf(':');
    if (colon <= 0) throw new Error(`expected ENV:VALUE, got "${kv}"`);
    env[kv.slice(0, colon)] = kv.slice(colon + 1);
  }
  return { label: spec.slice(0, eq), file: path.resolve(file!), env, rps: [], cpuUs: [] };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const variants = positionals.map(parseVariant);
  if (variants.length < 2) throw new Error('give at least two variants');
  const api = await spawnWorker('api-proc.ts');
  const upstream = (api.ready as { url: string }).url;
  const workers: { variant: Variant; url: string; pid: number; kill: () => Promise<void> }[] = [];
  const logDir = mkdtempSync(path.join(tmpdir(), 'proxy-ab-'));
  try {
    for (const variant of variants) {
      const saved = { ...process.env };
      Object.assign(process.env, variant.env);
      const w = await spawnWorker(variant.file, ['ws://127.0.0.1:9/', '100', 'default', upstream], { stdoutFile: path.join(logDir, `${workers.length}.log`) });
      process.env = saved;
      workers.push({ variant, url: (w.ready as { http: string }).http + ROUTE, pid: w.worker.child.pid!, kill: () => w.worker.kill() });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const w of round % 2 ? [...workers].reverse() : workers) {
        await autocannon({ url: w.url, connections: CONNECTIONS, duration: 1 });
        const before = processCpuSeconds(w.pid);
        const r = await autocannon({ url: w.url, connections: CONNECTIONS, duration: DURATION });
        const cpuUs = ((processCpuSeconds(w.pid) - before) / r.requests.total) * 1e6;
        w.variant.rps.push(r.requests.average);
        w.variant.cpuUs.push(cpuUs);
        process.stdout.write(
          `[round ${round + 1}] ${w.variant.label}: ${r.requests.average.toFixed(0)} req/s, ${cpuUs.toFixed(1)} µs CPU/request, non-2xx ${r.non2xx}\n`,
        );
      }
    }
  } finally {
    for (const w of workers) await w.kill();
    await api.worker.kill();
    rmSync(logDir, { recursive: true, force: true });
  }
  process.stdout.write(`\n=== proxy A/B: GET ${ROUTE}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION} s; medians ===\n`);
  for (const v of variants) {
    process.stdout.write(
      `${v.label.padEnd(12)} ${median(v.rps).toFixed(0).padStart(6)} req/s  ${median(v.cpuUs).toFixed(1).padStart(6)} µs CPU/request   (µs per round: ${v.cpuUs.map((x) => x.toFixed(0)).join(' ')})\n`,
    );
  }
}

await main();
