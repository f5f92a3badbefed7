/**
 * `npm run bench:chat [-- --clients 2000] [--duration 10] [--per-sec 50] [--no-naive]`
 *
 * One live room with N viewers (default 2,000 browser sockets that sent chatSub) and an upstream
 * sending chat at --per-sec messages/s (default 50). Measured on the real gateway edge (ChatRooms:
 * a 100 ms batch per room, one shared Buffer per batch for every member) and, in the same run, on
 * a naive ws server that sends every message to every member as its own frame, stringified per
 * member. Prints delivered messages/s and frames/s, delivery latency p50/p99 (upstream stamp →
 * client receipt), server CPU seconds, CPU per delivered message, and the gateway ÷ naive ratio.
 * Loopback, separate processes; prints figures, asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startChatUpstream } from './chat-lib/upstream';
import { merge, quantile } from './lib/histogram';
import { spawnWorker, type Worker } from './lib/ipc';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    'per-sec': { type: 'string', default: '50' },
    'no-naive': { type: 'boolean', default: false },
    'client-procs': { type: 'string', default: '2' },
  },
});
const CLIENTS = Number(values.clients);
const DURATION_S = Number(values.duration);
const PER_SEC = Number(values['per-sec']);
const CLIENT_PROCS = Number(values['client-procs']);
for (const [k, v] of Object.entries({ CLIENTS, DURATION_S, PER_SEC, CLIENT_PROCS })) {
  if (!Number.isFinite(v) || v <= 0) throw new Error(`bad ${k}: ${v}`);
}

interface Result {
  name: string;
  messagesPerSec: number;
  framesPerSec: number;
  p50: number;
  p99: number;
  cpuSeconds: number;
  cpuPerMessageUs: number;
  open: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const here = (f: string) => path.resolve(import.meta.dirname, f);

async function run(name: string, file: string, upstreamUrl: string): Promise<Result> {
  process.stdout.write(`\n[${name}] starting with ${CLIENTS} viewers…\n`);
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  const args = name === 'gateway' ? [upstreamUrl, String(CLIENTS + 100), 'default'] : [upstreamUrl];
  const { worker: server, ready } = await spawnWorker(file, args, { stdoutFile: path.join(logDir, `${name}.log`) });
  const wsUrl = (ready as { ws: string }).ws;
  const clients: Worker[] = await Promise.all(Array.from({ length: CLIENT_PROCS }, () => spawnWorker(here('chat-lib/clients-proc.ts')).then((w) => w.worker)));
  try {
    const per = Math.ceil(CLIENTS / CLIENT_PROCS);
    await Promise.all(clients.map((c, i) => c.call('open', { url: wsUrl, count: Math.min(per, CLIENTS - i * per) })));
    await Promise.all(clients.map((c) => c.call('join')));
    await sleep(2000);
    await Promise.all(clients.map((c) => c.call('reset')));
    const before = await server.call<{ cpuSeconds: number }>('stats');
    await sleep(DURATION_S * 1000);
    const after = await server.call<{ cpuSeconds: number }>('stats');
    const stats = await Promise.all(clients.map((c) => c.call<{ messages: number; frames: number; hist: number[]; open: number }>('stats')));
    const messages = stats.reduce((a, s) => a + s.messages, 0);
    const hist = merge(stats.map((s) => s.hist));
    const cpu = after.cpuSeconds - before.cpuSeconds;
    const r: Result = {
      name,
      messagesPerSec: messages / DURATION_S,
      framesPerSec: stats.reduce((a, s) => a + s.frames, 0) / DURATION_S,
      p50: quantile(hist, 0.5),
      p99: quantile(hist, 0.99),
      cpuSeconds: cpu,
      cpuPerMessageUs: messages > 0 ? (cpu / messages) * 1e6 : Number.NaN,
      open: stats.reduce((a, s) => a + s.open, 0),
    };
    process.stdout.write(`[${name}] ${r.messagesPerSec.toFixed(0)} messages/s delivered, p99 ${r.p99} ms\n`);
    return r;
  } finally {
    await Promise.all(clients.map((c) => c.call('close').catch(() => null)));
    await Promise.all([server.kill(), ...clients.map((c) => c.kill())]);
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const upstream = await startChatUpstream(PER_SEC);
  try {
    const results = [await run('gateway', here('lib/gateway-proc.ts'), upstream.url)];
    if (!values['no-naive']) results.push(await run('naive', here('chat-lib/naive-proc.ts'), upstream.url));
    process.stdout.write(
      `\n=== chat bench: one room, ${CLIENTS} viewers, ${PER_SEC} messages/s upstream (${CLIENTS * PER_SEC} deliveries/s wanted), ${DURATION_S} s ===\n`,
    );
    for (const r of results) {
      process.stdout.write(
        `${r.name.padEnd(8)} ${r.messagesPerSec.toFixed(0).padStart(7)} messages/s in ${r.framesPerSec.toFixed(0).padStart(6)} frames/s | p50 ${String(r.p50).padStart(4)} ms p99 ${String(r.p99).padStart(5)} ms | CPU ${r.cpuSeconds.toFixed(2)} s, ${r.cpuPerMessageUs.toFixed(2)} µs/message | open ${r.open}\n`,
      );
    }
    const [g, n] = results;
    if (g && n) process.stdout.write(`CPU per delivered message, gateway ÷ naive: ${(g.cpuPerMessageUs / n.cpuPerMessageUs).toFixed(3)}\n`);
  } finally {
    await upstream.close();
  }
}

await main();
