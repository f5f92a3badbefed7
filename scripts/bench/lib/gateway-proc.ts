/**
 * Bench worker: the real gateway edge pointed at the bench upstreams, configured as in production
 * (JSON log at info on stdout, default process metrics) except for rate limits high enough not to
 * refuse the load. argv: feedUrl maxSockets batchMs|default [apiUrl]; BENCH_LOG_LEVEL overrides
 * the log level ("silent" turns logging off).
 */
import type { AddressInfo } from 'node:net';
import { build } from '../../../gateway/edge/app';
import { processFigures, serveWorker } from './ipc';

const [feedUrl, maxSockets, batchMs, apiUrl] = process.argv.slice(2);
const level = process.env.BENCH_LOG_LEVEL ?? 'info';
const app = await build({
  upstreamUrl: apiUrl ?? 'http://127.0.0.1:9',
  source: { kind: 'upstream', hosts: [feedUrl!] },
  logger: level === 'silent' ? false : { level },
  rateLimit: { ipMax: 1_000_000_000, tokenMax: 1_000_000_000 },
  ws: { maxSocketsPerIp: Number(maxSockets ?? 100_000), ...(batchMs && batchMs !== 'default' ? { batchMs: Number(batchMs) } : {}) },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as AddressInfo).port;
serveWorker(
  { stats: (args) => ({ ...processFigures(args), hub: app.edge.hub.stats() }) },
  { port, ws: `ws://127.0.0.1:${port}/ws`, http: `http://127.0.0.1:${port}` },
);
