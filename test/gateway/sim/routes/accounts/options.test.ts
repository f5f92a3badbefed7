import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { accountRoutes, type AccountRoutesOptions } from '../../../../../gateway/sim/routes/accounts/index';
import { resolveOptions } from '../../../../../gateway/sim/routes/accounts/options';
import { openStore } from '../../../../../gateway/sim/open-store';
import { FakeMarket } from './helpers';

test('defaults: lock off, revoke on, 30-day sessions, hooks off', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const r = resolveOptions({ store, market: new FakeMarket() });
  assert.deepEqual([r.apiLock, r.revokeOlderSessions, r.sessionTtlMs, r.testHooks, r.publicOrigin], [false, true, 30 * 86_400_000, false, null]);
  assert.equal(r.now, Date.now);
});

test('bad wiring fails at registration with a clear message', async (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const market = new FakeMarket();
  const bad: Array<[unknown, RegExp]> = [
    [{ market }, /store must come from openStore/],
    [{ store, market: { quote: () => undefined } }, /market must provide/],
    [{ store, market, sessionTtlMs: 0 }, /sessionTtlMs/],
    [{ store, market, apiLock: 'yes' }, /apiLock must be a boolean/],
    [{ store, market, now: 5 }, /now must be a function/],
    [{ store, market, publicOrigin: 'ftp://x' }, /publicOrigin/],
    [{ store, market, publicOrigin: 'not a url' }, /publicOrigin/],
  ];
  for (const [opts, message] of bad) {
    assert.throws(() => resolveOptions(opts as AccountRoutesOptions), message);
    const app = Fastify();
    app.register(accountRoutes, opts as AccountRoutesOptions);
    await assert.rejects(async () => {
      await app.ready();
    }, message);
    await app.close();
  }
});
