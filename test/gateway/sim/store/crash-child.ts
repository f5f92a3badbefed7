/**
 * Child process of crash-restart.test.ts: the accounts plugin on a store in DATA_DIR, listening on
 * a loopback port chosen by the OS, which it prints as `LISTENING <port>`. The test SIGKILLs it.
 */
import Fastify from 'fastify';
import { accountRoutes } from '../../../../gateway/sim/routes/accounts/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { FakeMarket } from '../routes/accounts/helpers';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('crash-child: DATA_DIR is required');

const store = openStore(dataDir);
const app = Fastify({ logger: false });
await app.register(accountRoutes, { store, market: new FakeMarket(), testHooks: true });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`LISTENING ${new URL(address).port}\n`);
