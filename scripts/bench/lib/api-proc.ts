/** Bench worker: a minimal upstream API answering the proxied route with a small envelope. */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ok } from '../../../contracts/envelope';
import { serveWorker } from './ipc';

const app = Fastify({ logger: false });
const body = ok({ isCN: true, userIp: '127.0.0.1' });
app.get('/api/v2/user/isCN', async () => body);
await app.listen({ host: '127.0.0.1', port: 0 });
serveWorker({}, { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
