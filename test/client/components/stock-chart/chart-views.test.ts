import { test } from 'node:test';
import assert from 'node:assert/strict';
import { A_SHARE_SESSION_MINUTES } from '../../../../client/components/stock-chart/live-bars';
import { CHART_VIEWS, barsOf, createMinuteFeed, isTimeShareView, parseChartView, timeShareOf } from '../../../../client/components/stock-chart/chart-views';
import { at, bar, minuteDay, quote } from '../../pages/stock/fixtures';

test('tabs: 分时, 5日, 日K, 周K, 月K and 1/5/15/30/60 分, in that order', () => {
  assert.deepEqual(
    CHART_VIEWS.map((v) => v.label),
    ['分时', '5日', '日K', '周K', '月K', '1分', '5分', '15分', '30分', '60分'],
  );
  assert.equal(isTimeShareView('ts5'), true);
  assert.equal(isTimeShareView('day'), false);
  assert.equal(parseChartView('60m'), '60m');
  assert.equal(parseChartView('2m'), null);
});

test('bars of an answer: out-of-order bars dropped, high/low widened to enclose open and close', () => {
  const bars = barsOf({
    id: '600519.SH',
    period: 'day',
    adjust: 'forward',
    bars: [bar(1, 10), bar(3, 11), bar(2, 12), { t: 4, o: 10, h: 9.5, l: 10.5, c: 10.2, v: 1, a: 1 }],
  });
  assert.deepEqual(
    bars.map((b) => b.t),
    [1, 3, 4],
  );
  assert.deepEqual([bars[2]!.h, bars[2]!.l], [10.2, 10]);
});

test('time-share data: one day with its auction; five days from the first day pre-close', () => {
  const days = [minuteDay('2026-11-18', 9.5, 241), minuteDay('2026-11-19', 9.8, 241), minuteDay('2026-11-20', 10, 30)];
  const one = timeShareOf({ id: '600519.SH', days }, 1);
  assert.equal(one.preClose, 10);
  assert.equal(one.points.length, 30);
  assert.equal(one.auction?.length, 1);
  assert.equal(one.days, 1);
  const five = timeShareOf({ id: '600519.SH', days }, 5);
  assert.equal(five.preClose, 9.5);
  assert.equal(five.points.length, 241 + 241 + 30);
  assert.equal(five.days, 3);
  assert.deepEqual(five.auction, []);
  assert.ok(Number.isNaN(timeShareOf({ id: '600519.SH', days: [] }, 1).preClose));
});

test('minute feed: today in session while trading continues the loaded minutes', () => {
  const day = minuteDay('2026-11-20', 10, 30); // 09:30 … 09:59, 100 shares each
  const feed = createMinuteFeed(day, A_SHARE_SESSION_MINUTES);
  const same = feed.fold(quote('2026-11-20 09:59:30', 10.4, 3100))!;
  assert.equal(same.t, at('2026-11-20 09:59:00'));
  assert.equal(same.volume, 200, 'the minute keeps its loaded 100 shares plus the new 100');
  const next = feed.fold(quote('2026-11-20 10:00:10', 10.5, 3150))!;
  assert.deepEqual([next.t, next.volume, next.price], [at('2026-11-20 10:00:00'), 50, 10.5]);
  assert.equal(feed.fold(quote('2026-11-20 12:00:00', 10.5, 3200)), null, 'lunch break');
  assert.equal(feed.fold(quote('2026-11-20 10:01:00', 10.5, 3200, { status: 'break' })), null);
  assert.equal(feed.fold(quote('2026-11-21 09:31:00', 10.5, 100)), null, 'another day');
  assert.equal(createMinuteFeed(null, A_SHARE_SESSION_MINUTES).fold(quote('2026-11-20 10:00:00', 10, 1)), null);
});

test('index minute feed: the average line is the running mean of the level', () => {
  const day = minuteDay('2026-11-20', 1000, 2); // prices 1000, 1000.01
  const feed = createMinuteFeed(day, A_SHARE_SESSION_MINUTES, true);
  const a = feed.fold(quote('2026-11-20 09:32:00', 1003, 1e9))!;
  assert.ok(Math.abs(a.avg - (1000 + 1000.01 + 1003) / 3) < 1e-9);
  const b = feed.fold(quote('2026-11-20 09:32:30', 1006, 1e9 + 5))!;
  assert.ok(Math.abs(b.avg - (1000 + 1000.01 + 1006) / 3) < 1e-9, 'the same minute replaces its price in the mean');
});
