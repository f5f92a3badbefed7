/**
 * `npx tsx scripts/bench/fanout-ab.ts [--clients 1000] [--rounds 5] [--seconds 4] LABEL=WORKER …`
 *
 * A/B of fan-out servers side by side: one bench upstream (lib/bench-upstream.ts, 5,000 codes every
 * 3 s), each variant in its own process with its own client process (`--clients` sockets × 50
 * codes), all measured over the same windows, so load from other work on a shared machine hits them
 * alike (bench:fanout measures the gateway and the naive server one after the other, and its ratio
 * moves with the load between the two). Prints, per round and as medians, CPU per delivered quote
 * and per frame of each variant's process. WORKER is a worker file taking bench:fanout's arguments:
 * `scripts/bench/lib/gateway-proc.ts`, `scripts/bench/lib/naive-proc.ts`, or the gateway-proc.ts of
 * an older tree exported as proxy-ab.ts describes. Loopback only.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchUpstream } from './lib/bench-upstream';
import { spawnWorker, type Worker } from './lib/ipc';
import { universe } from './lib/workload';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
  },
});
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
for (const [k, v] of Object.entries({ CLIENTS, ROUNDS, SECONDS })) {
  if (!Number.isInteger(v) || v < 1) throw new Error(`bad ${k}: ${v}`);
}

interface Variant {
  label: string;
  server: Worker;
  clients: Worker;
  perQuote: number[];
  perFrame: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  if (positionals.length < 2) throw new Error('give at least two variants: LABEL=WORKER …');
  const upstream = await startBenchUpstream(universe(5000), { cycleMs: 3000, tickMs: 100 });
  const variants: Variant[] = [];
  try {
    for (const spec of positionals) {
      const eq = spec.indexOf('=');
      if (eq <= 0) throw new Error(`expected LABEL=WORKER, got "${spec}"`);
      const { worker: server, ready } = await spawnWorker(path.resolve(spec.slice(eq + 1)), [upstream.url, String(CLIENTS + 100), 'default'], {
        stdoutFile: '/dev/null',
      });
      const { worker: clients } = await spawnWorker('clients-proc.ts');
      variants.push({ label: spec.slice(0, eq), server, clients, perQuote: [], perFrame: [] });
      await clients.call('open', { url: (ready as { ws: string }).ws, count: CLIENTS, first: 0 });
      await clients.call('subscribe', { codes: 5000, perClient: 50 });
    }
    await sleep(3000); // snapshots, upstream subscriptions
    for (let round = 1; round <= ROUNDS; round++) {
      // CPU only, no GC inside the window (see processFigures).
      const before = await Promise.all(variants.map((v) => v.server.call<{ cpuSeconds: number }>('stats', { gc: false })));
      await Promise.all(variants.map((v) => v.clients.call('reset')));
      await sleep(SECONDS * 1000);
      const delivered = await Promise.all(variants.map((v) => v.clients.call<{ quotes: number; frames: number }>('stats')));
      const after = await Promise.all(variants.map((v) => v.server.call<{ cpuSeconds: number }>('stats', { gc: false })));
      variants.forEach((v, i) => {
        const cpu = after[i]!.cpuSeconds - before[i]!.cpuSeconds;
        const { quotes, frames } = delivered[i]!;
        v.perQuote.push((cpu / quotes) * 1e6);
        v.perFrame.push((cpu / frames) * 1e6);
        process.stdout.write(
          `[round ${round}] ${v.label}: ${quotes} quotes in ${frames} frames, ${v.perQuote.at(-1)!.toFixed(2)} µs CPU/quote, ${v.perFrame.at(-1)!.toFixed(2)} µs CPU/frame\n`,
        );
      });
    }
  } finally {
    for (const v of variants) {
      await v.clients.call('close').catch(() => null);
      await v.clients.kill();
      await v.server.kill();
    }
    await upstream.close();
  }
  process.stdout.write(`\n=== fan-out A/B: ${CLIENTS} clients × 50 codes each, ${ROUNDS} rounds × ${SECONDS} s side by side; medians ===\n`);
  for (const v of variants) {
    process.stdout.write(
      `${v.label.padEnd(12)} ${median(v.perQuote).toFixed(2).padStart(6)} µs CPU/quote  ${median(v.perFrame).toFixed(2).padStart(6)} µs CPU/frame\n`,
    );
  }
}

await main();
