import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KlineAnswer } from '../../../../../../contracts/endpoints/market-data';
import { toWireBars, endOfDay } from '../../../../../../gateway/sim/routes/market/datasets/kline';
import { buildMarketApp, expectError, getOk, DAY0 } from '../helpers';
import { CODES } from '../../../../../../contracts/codes';
import { PREPARING_RETRY_AFTER_S } from '../../../../../../contracts/warming';
import { BUILD_WAIT_MS } from '../../../../../../gateway/sim/http/bounded-build';

const kline = (q: string) => `/api/v3/data/getByconfig?name=kline&${q}`;

test('daily bars: oldest first, stamped at local midnight, OHLC enclosing, today last', async (t) => {
  const { app, market } = await buildMarketApp(t);
  const a = await getOk<KlineAnswer>(app, kline('code=600519.SH&period=day&count=10'));
  assert.equal(a.id, '600519.SH');
  assert.equal(a.period, 'day');
  assert.equal(a.bars.length, 10);
  assert.equal(a.bars.at(-1)!.t, DAY0);
  for (const [i, b] of a.bars.entries()) {
    if (i > 0) assert.ok(b.t > a.bars[i - 1]!.t);
    assert.ok(b.l <= Math.min(b.o, b.c) && b.h >= Math.max(b.o, b.c));
    assert.equal(b.c, Math.round(b.c * 100) / 100, 'stock prices at 2 decimals');
  }
  assert.equal(a.bars.at(-1)!.c, market.snapshot('600519.SH')!.price);
});

test('adjust defaults to forward for stocks and none for indexes; count defaults to 300', async (t) => {
  const { app, market } = await buildMarketApp(t);
  assert.equal((await getOk<KlineAnswer>(app, kline('code=600519&period=week'))).adjust, 'forward');
  assert.equal(market.klineCalls.at(-1)!.request.count, 300);
  assert.equal(market.klineCalls.at(-1)!.request.adjust, 'forward');
  assert.equal((await getOk<KlineAnswer>(app, kline('code=000001.SH&period=day'))).adjust, 'none');
  assert.equal((await getOk<KlineAnswer>(app, kline('code=600519.SH&period=day&adjust=backward'))).adjust, 'backward');
  await getOk(app, kline('code=600519.SH&period=day&end=2025-11-20'));
  assert.equal(market.klineCalls.at(-1)!.request.end, Date.parse('2025-11-21T00:00:00+08:00') - 1);
});

test('minute bars are stamped at the minute they begin', async (t) => {
  const { app } = await buildMarketApp(t);
  const a = await getOk<KlineAnswer>(app, kline('code=600519.SH&period=5m&count=3'));
  const nineThirty = DAY0 + 570 * 60_000;
  assert.deepEqual(
    a.bars.map((b) => b.t),
    [nineThirty, nineThirty + 5 * 60_000, nineThirty + 10 * 60_000],
  );
});

test('toWireBars: a bar cut short by a session break starts where the previous one ended', () => {
  const at = (h: number, m: number) => DAY0 + (h * 60 + m) * 60_000;
  const bar = (ts: number) => ({ ts, open: 1, high: 1, low: 1, close: 1, preClose: 1, volume: 1, amount: 1 });
  // HK 60m bars of a morning: 10:30, 11:30, then 12:00 (half an hour only).
  const out = toWireBars({ kind: 'hk' }, '60m', [bar(at(10, 30)), bar(at(11, 30)), bar(at(12, 0)), bar(at(14, 0))]);
  assert.deepEqual(
    out.map((b) => b.t),
    [at(9, 30), at(10, 30), at(11, 30), at(13, 0)],
  );
  const weeks = toWireBars({ kind: 'capital' }, 'week', [bar(DAY0)]); // a Thursday
  assert.equal(weeks[0]!.t, Date.parse('2025-11-24T00:00:00+08:00'), 'week bars start on Monday');
  const months = toWireBars({ kind: 'capital' }, 'month', [bar(DAY0)]);
  assert.equal(months[0]!.t, Date.parse('2025-11-01T00:00:00+08:00'));
  assert.equal(endOfDay(undefined), undefined);
});

test('bad kline params answer 400 naming the parameter; unknown code 404', async (t) => {
  const { app } = await buildMarketApp(t);
  const cases: Array<[string, RegExp]> = [
    ['code=600519.SH', /period/],
    ['code=600519.SH&period=2d', /period/],
    ['code=600519.SH&period=day&count=0', /count/],
    ['code=600519.SH&period=day&count=2501', /count/],
    ['code=600519.SH&period=day&count=abc', /count/],
    ['code=600519.SH&period=day&count=1e3', /count/],
    ['code=600519.SH&period=day&adjust=qfq', /adjust/],
    ['code=600519.SH&period=day&end=2025-13-01', /end/],
    ['code=600519.SH&period=day&end=yesterday', /end/],
    ['period=day', /code/],
    ['code=%27%20OR%201%3D1&period=day', /code/],
  ];
  for (const [q, re] of cases) assert.match(await expectError(app, 'GET', kline(q), '400'), re, q);
  assert.match(await expectError(app, 'GET', kline('code=688999.SH&period=day'), '404'), /未找到证券/);
  const max = await getOk<KlineAnswer>(app, kline('code=600519.SH&period=day&count=2500'));
  assert.ok(max.bars.length <= 2500);
});

test('an index K-line whose history outlasts the wait answers 503 数据准备中 with Retry-After; the build goes on and the retry is served', async (t) => {
  const { app, market } = await buildMarketApp(t);
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let finish!: () => void;
  let reached!: () => void;
  const reachedBuild = new Promise<void>((r) => {
    reached = r;
  });
  const build = new Promise<void>((r) => {
    finish = r;
  });
  let calls = 0;
  Object.assign(market, {
    prepareKline: () => {
      calls++;
      reached();
      return build;
    },
  });
  const first = app.inject({ method: 'GET', url: kline('code=000300.SH&period=day&count=2500') });
  await reachedBuild;
  await new Promise((r) => setImmediate(r));
  t.mock.timers.tick(BUILD_WAIT_MS);
  const res = await first;
  assert.equal(res.statusCode, 503);
  assert.equal(res.headers['retry-after'], String(PREPARING_RETRY_AFTER_S));
  assert.deepEqual(res.json(), {
    code: CODES.PREPARING,
    message: '数据准备中',
    datas: { progress: null, stage: 'K线数据', retryAfter: PREPARING_RETRY_AFTER_S },
  });
  assert.equal(market.klineCalls.length, 0, 'nothing read before the build is done');
  finish();
  const again = await getOk<KlineAnswer>(app, kline('code=000300.SH&period=day&count=2500'));
  assert.equal(again.id, '000300.SH');
  assert.equal(calls, 2, 'the retry asked for the same build, which was done');
});
