import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureMarket, instantOf } from '../fixture';
import { dayStart, isHongKongClosed, parseDay, tradingIndexOf } from '../../../../../gateway/sim/market/calendar/days';

// Mainland trading days on which HKEX is closed (圣诞节, 耶稣受难节, 佛诞).
const HK_ONLY_HOLIDAYS = ['2024-12-25', '2024-03-29', '2023-05-26'];

test('the HKEX calendar marks its own holidays among mainland trading days', () => {
  for (const date of HK_ONLY_HOLIDAYS) {
    const idx = tradingIndexOf(parseDay(date)!);
    assert.equal(dayStart(parseDay(date)!) > 0, true);
    assert.ok(isHongKongClosed(idx), date);
    assert.ok(!isHongKongClosed(idx - 1) || !isHongKongClosed(idx + 1), `${date}: a neighbour trades`);
  }
});

test('on an HKEX holiday HK stocks and the Hang Seng do not trade, A-shares do; the K-line has no HK bar that day', () => {
  for (const seed of [1, 9, 12_345]) {
    for (const date of HK_ONLY_HOLIDAYS) {
      const idx = tradingIndexOf(parseDay(date)!);
      const { market } = fixtureMarket(seed, instantOf(idx, 11 * 60));
      for (const id of ['00700.HK', '00005.HK', 'HSI.HK']) {
        const q = market.quote(id)!;
        assert.equal(q.status, 'closed', `${id} ${date} status`);
        assert.equal(q.price, q.preClose, `${id} ${date} price`);
        assert.equal(q.volume, 0, `${id} ${date} volume`);
      }
      assert.notEqual(market.quote('600519.SH')!.status, 'closed', `600519 trades on ${date}`);
      const later = fixtureMarket(seed, instantOf(idx + 3, 16 * 60 + 30)).market;
      const ts = dayStart(parseDay(date)!);
      for (const id of ['00700.HK', 'HSI.HK']) {
        const bars = later.kline(id, { period: 'day', adjust: 'none', count: 10 });
        assert.ok(!bars.some((b) => b.ts === ts), `${id} has no bar on ${date}`);
        assert.ok(bars.length >= 8, `${id} still has its other days`);
      }
      assert.ok(
        later.kline('600519.SH', { period: 'day', adjust: 'none', count: 10 }).some((b) => b.ts === ts),
        `600519 has a bar on ${date}`,
      );
    }
  }
});
