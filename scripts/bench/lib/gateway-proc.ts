/** Bench worker: the real gateway edge pointed at the bench upstream (argv: feedUrl maxSockets batchMs|default [apiUrl]). */
import type { AddressInfo } from 'node:net';
import { build } from '../../../gateway/edge/app';
import { processFigures, serveWorker } from './ipc';

const [feedUrl, maxSockets, batchMs, apiUrl] = process.argv.slice(2);
const app = await build({
  upstreamUrl: apiUrl ?? 'http://127.0.0.1:9',
  source: { kind: 'upstream', hosts: [feedUrl!] },
  defaultMetrics: false,
  logger: false,
  rateLimit: { ipMax: 1_000_000_000, tokenMax: 1_000_000_000 },
  ws: { maxSocketsPerIp: Number(maxSockets ?? 100_000), ...(batchMs && batchMs !== 'default' ? { batchMs: Number(batchMs) } : {}) },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as AddressInfo).port;
serveWorker({ stats: () => ({ ...processFigures(), hub: app.edge.hub.stats() }) }, { port, ws: `ws://127.0.0.1:${port}/ws`, http: `http://127.0.0.1:${port}` });
