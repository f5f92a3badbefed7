/**
 * A warmed-up screener (npm start) reads each new trading day ahead as the market's day turns, as
 * it reads the first day at start, so the first screen of the next morning does not wait.
 */
import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import Fastify from 'fastify';
import { dayStart, localDay } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { DAY_WATCH_MS, screenerRoutes } from '../../../../gateway/sim/routes/screener/index';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { openStore } from '../../../../gateway/sim/open-store';
import { FakeMarket } from '../routes/market/helpers';
import { sliceUniverse } from './helpers';

test('warmOnStart reads today ahead at start and each new trading day as it turns; a weekend reads nothing', async () => {
  mock.timers.enable({ apis: ['setInterval'] });
  const universe = sliceUniverse(5);
  const market = new FakeMarket(universe);
  const at = (day: string, hour: number) => dayStart(parseDay(day)!) + hour * 3_600_000;
  market.t = at('2026-11-20', 10); // a Friday
  const screener = new Screener({ universe, market });
  const warmed: string[] = [];
  screener.prepare = async (req) => {
    assert.deepEqual(req, {}, 'the default screen of today');
    warmed.push(formatDay(localDay(market.now())));
  };
  const store = openStore(':memory:');
  const app = Fastify();
  try {
    await app.register(screenerRoutes, { store, universe, market, screener, warmOnStart: true });
    await app.ready();
    assert.deepEqual(warmed, ['2026-11-20'], 'at start');
    mock.timers.tick(DAY_WATCH_MS);
    assert.equal(warmed.length, 1, 'the same day is not read again');
    market.t = at('2026-11-21', 0.1); // Saturday
    mock.timers.tick(DAY_WATCH_MS);
    assert.equal(warmed.length, 1, 'no trading day, nothing to read');
    market.t = at('2026-11-23', 0.1); // Monday, just after midnight
    mock.timers.tick(DAY_WATCH_MS);
    mock.timers.tick(DAY_WATCH_MS);
    assert.deepEqual(warmed, ['2026-11-20', '2026-11-23']);
  } finally {
    await app.close();
    store.close();
    mock.timers.reset();
  }
});
