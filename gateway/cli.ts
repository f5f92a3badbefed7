/**
 * Process entry: reads the config (env + flags), starts the built-in simulated upstream on
 * loopback when UPSTREAM_URL is unset, builds the edge pointed at the upstream, listens, prints
 * the URL, and shuts down gracefully on SIGTERM/SIGINT within SHUTDOWN_TIMEOUT_MS.
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

  // No upstream configured: the simulated one, on loopback, spoken to over HTTP/WS like a real one.
  // Imported only then, so a gateway in front of a real upstream never loads the sim.
  const sim = cfg.upstreamUrl
    ? null
    : await (await import('./sim/start')).startSim({
        host: '127.0.0.1',
        ...(cfg.simSeed !== null ? { seed: cfg.simSeed } : {}),
        ...(cfg.simClock !== null ? { clock: cfg.simClock } : {}),
        ...(cfg.simDataDir !== null ? { dataDir: cfg.simDataDir } : {}),
        analyticsRetention: { maxAgeMs: cfg.simAnalyticsMaxAgeDays * 86_400_000, maxPerUser: cfg.simAnalyticsMaxPerUser },
        logger: false,
        warmUp: true,
      });
  const upstream = sim ?? { apiUrl: cfg.upstreamUrl!, wsUrls: cfg.upstreamWsHosts ?? [] };
  const app = await build(edgeOptions(cfg, upstream));
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
    if (sim) await Promise.race([sim.close(), new Promise((r) => setTimeout(r, 2_000))]);
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
