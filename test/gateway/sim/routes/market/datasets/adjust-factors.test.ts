/**
 * Dataset `adjustFactors`: the ex-dates read from the engine's own bars reproduce its 前复权 and
 * 后复权 K-lines from the 不复权 one through contracts/adjust-factor.ts (the client's anchors rely on
 * it), at every day of the whole history; indexes have none; bad codes are refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceAdjuster } from '../../../../../../contracts/adjust-factor';
import { parseAdjustFactors } from '../../../../../../contracts/endpoints/market-data-parse';
import { exDatesOf } from '../../../../../../gateway/sim/routes/market/datasets/adjust-factors';
import { engineView } from '../../../../../../gateway/sim/market/read/engine-view';
import { fixtureMarket } from '../../../market/fixture';
import { buildMarketApp, expectError, getOk } from '../helpers';

const close = (a: number, b: number) => Math.abs(a / b - 1) < 1e-9;

test('adjustFactors: the ex-dates turn 不复权 bars into the engine 前复权 and 后复权 bars, day by day', () => {
  const { market } = fixtureMarket(7, Date.parse('2025-11-27T14:00:00+08:00'));
  const view = engineView(market);
  let withActions = 0;
  for (const id of ['600519.SH', '600036.SH', '000858.SZ', '002594.SZ', '00700.HK', '000001.SH']) {
    const read = (adjust: 'none' | 'forward' | 'backward') => view.kline(id, { period: 'day', adjust, count: 5000 });
    const none = read('none');
    const exDates = exDatesOf(none, read('backward'));
    const adjuster = priceAdjuster(exDates);
    for (const adjust of ['forward', 'backward'] as const) {
      const bars = read(adjust);
      assert.equal(bars.length, none.length);
      bars.forEach((b, i) => assert.ok(close(none[i]!.close * adjuster.factorAt(adjust, none[i]!.ts), b.close), `${id} ${adjust} bar ${i}`));
    }
    // Minute bars are adjusted by their day's factor too.
    const minutes = (adjust: 'none' | 'forward') => view.kline(id, { period: '60m', adjust, count: 200 });
    const m0 = minutes('none');
    minutes('forward').forEach((b, i) => assert.ok(close(m0[i]!.close * adjuster.factorAt('forward', m0[i]!.ts), b.close), `${id} 60m bar ${i}`));
    if (id === '000001.SH') assert.deepEqual(exDates, [], 'an index has no ex-dates');
    if (exDates.length > 0) withActions++;
    for (const e of exDates) assert.ok(e.factor > 1, 'a dividend or bonus issue lowers the reference price');
  }
  assert.ok(withActions >= 3, 'most fixture stocks have paid dividends');
});

test('adjustFactors over HTTP: parsed by the client parser; unknown and malformed codes refused', async (t) => {
  const { app } = await buildMarketApp(t);
  const answer = parseAdjustFactors(await getOk(app, '/api/v3/data/getByconfig?name=adjustFactors&code=600519'));
  assert.equal(answer.id, '600519.SH');
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig?name=adjustFactors&code=999999.SH', '404'), /证券/);
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig?name=adjustFactors&code=x', '400'), /code/);
});
