/**
 * Process entry: reads the config (env + flags), starts the built-in simulated upstream in its own
 * supervised process on loopback when UPSTREAM_URL is unset (gateway/supervisor/sim-process.ts:
 * its lines prefixed `[sim] `, restarted with backoff if it dies), builds the edge pointed at the
 * upstream at once (calls answer 数据准备中 until the sim serves), listens, prints the URL, and
 * shuts down gracefully, with the sim, on SIGTERM/SIGINT within SHUTDOWN_TIMEOUT_MS.
 * `--help` prints every configuration key.
 */
import { ConfigError, configTable, edgeOptions, loadConfig } from './config';
import { build } from './edge/app';
import { shutdownEdge } from './edge/shutdown';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`知股 gateway. Configuration (environment variable or flag):\n\n${configTable()}\n`);
    return;
  }
  let cfg: ReturnType<typeof loadConfig>;
  try {
    cfg = loadConfig(process.env, argv);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }

  // No upstream configured: the simulated one, in its own process on loopback, spoken to over
  // HTTP/WS like a real one, so market computation never shares the edge's event loop.
  const sim = cfg.upstreamUrl
    ? null
    : await (await import('./supervisor/sim-process')).startSimProcess({
        host: '127.0.0.1',
        seed: cfg.simSeed,
        clock: cfg.simClock,
        dataDir: cfg.simDataDir,
        cacheDir: cfg.simCacheDir,
        analyticsRetention: { maxAgeMs: cfg.simAnalyticsMaxAgeDays * 86_400_000, maxPerUser: cfg.simAnalyticsMaxPerUser },
      });
  const upstream = sim ?? { apiUrl: cfg.upstreamUrl!, wsUrls: cfg.upstreamWsHosts ?? [] };
  const app = await build({ ...edgeOptions(cfg, upstream), ...(sim ? { upstreamReadiness: sim.readiness } : {}) });
  if (sim) void sim.firstReady.then(() => app.log.info({ pid: sim.pid() }, 'simulated upstream serving'));
  await app.listen({ host: cfg.host, port: cfg.port });
  await app.edge.ops.listen({ host: cfg.opsHost, port: cfg.opsPort });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  const shownHost = cfg.host === '0.0.0.0' || cfg.host === '::' ? 'localhost' : cfg.host;
  const source = cfg.replayFile ? `replay ${cfg.replayFile}` : sim ? 'simulated upstream (模拟行情)' : upstream.apiUrl;
  process.stdout.write(`知股 gateway listening on http://${shownHost}:${port}/ — quotes from ${source}\n`);
  const opsAddress = app.edge.ops.server.address();
  const opsPort = typeof opsAddress === 'object' && opsAddress ? opsAddress.port : cfg.opsPort;
  process.stdout.write(`ops (/healthz, /readyz, /metrics) on http://${cfg.opsHost}:${opsPort}/\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const outcome = await shutdownEdge(app, cfg.shutdownTimeoutMs);
    if (sim) await sim.stop();
    app.log.info({ outcome }, 'stopped');
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
