/**
 * Bench worker: a minimal upstream API. The pass-through route (`isCN`) answers a small envelope; the
 * cacheable route (the `rank` dataset of `getByconfig`, a live public answer the edge caches for about a
 * second) answers a ~2 KB list and counts its calls, so the bench can show how many reached the upstream per cache TTL.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ok } from '../../../contracts/envelope';
import { serveWorker } from './ipc';

const app = Fastify({ logger: false });
const body = ok({ isCN: true, userIp: '127.0.0.1' });
const rank = JSON.stringify(
  ok(
    Array.from({ length: 20 }, (_, i) => ({
      code: String(600_000 + i),
      codePre: 'SH',
      name: `证券${i}`,
      codeSuff: 'SH',
      capitalOrIndex: 'capital',
      isFollow: 0,
    })),
  ),
);
let rankCalls = 0;
app.get('/api/v2/user/isCN', async () => body);
app.get('/api/v3/data/getByconfig', async (_req, reply) => {
  rankCalls++;
  reply.header('content-type', 'application/json; charset=utf-8').header('x-sim', '1');
  return rank;
});
await app.listen({ host: '127.0.0.1', port: 0 });
serveWorker({ rankCalls: () => rankCalls }, { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
