import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import Fastify from 'fastify';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { screenerRoutes } from '../../../../gateway/sim/routes/screener/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(5);

/** A screener whose day warm-ups are counted. */
function countingScreener(): { screener: Screener; prepared: unknown[] } {
  const { view } = sliceMarket(universe);
  const screener = new Screener({ universe, market: view });
  const prepared: unknown[] = [];
  const real = screener.prepare.bind(screener);
  screener.prepare = (req) => {
    prepared.push(req);
    return real(req);
  };
  return { screener, prepared };
}

test('warmOnStart reads today ahead once the app is ready (npm start); off by default (tests do not pay for it)', async () => {
  for (const warmOnStart of [true, false]) {
    const { screener, prepared } = countingScreener();
    const store = openStore(':memory:');
    const app = Fastify({ logger: false });
    try {
      await app.register(screenerRoutes, { store, universe, market: sliceMarket(universe).view, screener, warmOnStart });
      assert.equal(prepared.length, 0, 'nothing before ready');
      await app.ready();
      assert.deepEqual(prepared, warmOnStart ? [{}] : [], `warmOnStart ${warmOnStart}`);
    } finally {
      await app.close();
      store.close();
    }
  }
});
