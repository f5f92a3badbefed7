/**
 * 现货价格 (gateway/sim/industry/spot.ts) and the industry model's days follow the mainland calendar:
 * commodity futures trade the days the mainland does, so a K-line has no bar on the HK-only days of
 * 春节/国庆 weeks (the trading index counts them), the first bar after 国庆 opens from 09-30's close,
 * and on an HK-only day the last spot bar and the A-share day on show are the last mainland day.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IndustryModel } from '../../../../gateway/sim/industry/boards';
import { COMMODITIES, COMMODITY_BY_CODE, SpotPrices } from '../../../../gateway/sim/industry/spot';
import { dayOfTradingIndex, dayStart, isMainlandClosed, isTradingDay, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';

const idx = (text: string) => tradingIndexOf(parseDay(text)!);
const dateOf = (t: number) => formatDay(dayOfTradingIndex(t));

test('spot bars are mainland trading days: 国庆 2025’s HK-only days have none; the day after opens from 09-30’s close', () => {
  const spot = new SpotPrices(7);
  const back = idx('2025-10-14');
  assert.ok([idx('2025-10-02'), idx('2025-10-08')].every(isMainlandClosed), 'the index counts HK-only days of 国庆');
  for (const x of COMMODITIES) {
    const bars = spot.bars(x, back, 12);
    assert.equal(bars.length, 12);
    const dates = bars.map((b) => dateOf(b.idx));
    for (const d of dates) assert.ok(isTradingDay(parseDay(d)!), `${x.code} ${d} is a mainland trading day`);
    const k = dates.indexOf('2025-10-09');
    assert.equal(dates[k - 1], '2025-09-30', `${x.code}: the bar before 10-09 is 09-30's`);
    // The open is within a day's move of the previous close (10-09 opens from 09-30, not from an HK-only day).
    const sd = x.vol / Math.sqrt(243);
    const prevClose = bars[k - 1]!.close;
    assert.ok(Math.abs(bars[k]!.open / prevClose - 1) <= sd / 2 + 10 ** -x.digits / prevClose, `${x.code} 10-09 opens near 09-30's close`);
  }
  // Asked at an HK-only index: the bars end on the mainland day before it.
  assert.equal(dateOf(spot.bars(COMMODITY_BY_CODE.get('CU')!, idx('2025-10-08'), 1)[0]!.idx), '2025-09-30');
});

test('on an HK-only day the last spot bar and the A-share day on show are the last mainland day', () => {
  let now = 0;
  const market = { now: () => now } as unknown as MarketView;
  const model = new IndustryModel({ universe: loadUniverse(), market, seed: 1, spot: new SpotPrices(1) });
  const at = (text: string, hour: number) => dayStart(parseDay(text)!) + hour * 3_600_000;
  now = at('2025-10-08', 16);
  assert.equal(dateOf(model.spotLast()), '2025-09-30', 'after the close of an HK-only day');
  assert.equal(dateOf(model.today()), '2025-09-30');
  now = at('2025-10-09', 10);
  assert.equal(dateOf(model.spotLast()), '2025-09-30', 'before the close of the first day back');
  assert.equal(dateOf(model.today()), '2025-10-09');
  now = at('2025-10-09', 16);
  assert.equal(dateOf(model.spotLast()), '2025-10-09');
});
