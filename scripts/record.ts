/**
 * `npm run record -- --out FILE [--duration SECONDS] [--hosts ws://a,ws://b,…]`
 *
 * Records the upstream quote feed to FILE (NDJSON, contracts/feed-record.ts) through one rotating
 * feed socket asking for everything. Hosts come from --hosts, else UPSTREAM_WS_HOSTS, else the
 * built-in simulated upstream is started on loopback. Stops after --duration or on Ctrl-C.
 * Replay the file with `REPLAY_FILE=FILE npm start` (REPLAY_SPEED, REPLAY_LOOP).
 */
import { parseArgs } from 'node:util';
import { recordFeed } from '../gateway/edge/feed/record-feed';

function fail(message: string): never {
  process.stderr.write(`record: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      duration: { type: 'string' },
      hosts: { type: 'string' },
    },
    strict: true,
  });
  if (!values.out) fail('--out FILE is required');
  let durationMs: number | null = null;
  if (values.duration !== undefined) {
    const s = Number(values.duration);
    if (!Number.isFinite(s) || s <= 0) fail(`--duration must be a number of seconds > 0 (got "${values.duration}")`);
    durationMs = s * 1000;
  }
  const list = values.hosts ?? process.env.UPSTREAM_WS_HOSTS;
  const sim = list ? null : await (await import('../gateway/sim/start')).startSim({ host: '127.0.0.1', logger: false });
  const hosts = list
    ? list
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : sim!.wsUrls;
  const log = {
    info: (o: object, m?: string) => process.stderr.write(`${m ?? ''} ${JSON.stringify(o)}\n`),
    warn: (o: object, m?: string) => process.stderr.write(`${m ?? ''} ${JSON.stringify(o)}\n`),
  };
  const recording = await recordFeed({ hosts, out: values.out, durationMs, log });
  process.once('SIGINT', () => recording.stop());
  process.once('SIGTERM', () => recording.stop());
  process.stderr.write(`recording ${hosts.length} host(s) to ${values.out}${durationMs ? ` for ${durationMs / 1000} s` : ' until Ctrl-C'}\n`);
  const lines = await recording.finished;
  await sim?.close();
  process.stdout.write(`recorded ${lines} frames to ${values.out}\n`);
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
