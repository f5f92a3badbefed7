/**
 * The sim as a child process of the gateway (gateway/supervisor/sim-process.ts forks this file
 * with tsx): starts the sim on the ports it was handed, tells the parent over IPC when it serves
 * (`ready`, with its URLs) and how far its warm-up is (`readiness`), logs at info on stdout (the
 * parent prefixes each line with `[sim] `; the simulated SMS code line, phone masked, shows
 * there), and stops on SIGTERM/SIGINT or when the parent goes away.
 */
import { SIM_PROCESS_ENV, type SimProcessMessage } from '../../contracts/sim-process';
import { parseSimProcessOptions } from './process-options';
import { startSim } from './start';

function send(message: SimProcessMessage): void {
  if (process.connected) process.send?.(message);
}

async function main(): Promise<void> {
  const opts = parseSimProcessOptions(process.env[SIM_PROCESS_ENV]);
  const sim = await startSim({
    host: opts.host,
    port: opts.port,
    feedPorts: opts.feedPorts,
    ...(opts.seed !== null ? { seed: opts.seed } : {}),
    ...(opts.clock !== null ? { clock: opts.clock } : {}),
    ...(opts.dataDir !== null ? { dataDir: opts.dataDir } : {}),
    ...(opts.cacheDir !== null ? { bootCacheDir: opts.cacheDir } : {}),
    ...(opts.analyticsRetention ? { analyticsRetention: opts.analyticsRetention } : {}),
    logger: true,
    requestLog: false,
    warmUp: true,
    onReadiness: (readiness) => send({ type: 'readiness', readiness }),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  send({ type: 'ready', apiUrl: sim.apiUrl, wsUrls: sim.wsUrls });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.race([sim.close(), new Promise((r) => setTimeout(r, 3_000))]);
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  // The gateway died without stopping us: do not linger holding its ports.
  process.once('disconnect', () => void stop(0));
}

main().catch((err: unknown) => {
  process.stderr.write(`sim process failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
