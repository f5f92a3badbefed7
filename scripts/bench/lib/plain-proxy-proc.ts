/**
 * Bench worker: the floor of the gateway's proxy — @fastify/http-proxy alone on the same upstream
 * with the gateway's undici pool settings, and nothing else (no logging, rate limits, metrics,
 * request ids or header rules). argv: apiUrl.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { PROXY_DEFAULTS } from '../../../gateway/edge/proxy';
import { serveWorker } from './ipc';

const [apiUrl] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(httpProxy, {
  upstream: new URL(apiUrl!).origin,
  prefix: '/api',
  rewritePrefix: '/api',
  http2: false,
  disableRequestLogging: true,
  undici: { connections: PROXY_DEFAULTS.connections, keepAliveTimeout: 30_000 },
});
await app.listen({ host: '127.0.0.1', port: 0 });
serveWorker({}, { http: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
