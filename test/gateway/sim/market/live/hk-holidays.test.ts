import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureMarket, instantOf } from '../fixture';
import { dayStart, isHongKongClosed, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';

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

test('on an HKEX holiday HK stocks and the Hang Seng do not trade, A-shares do; HK quotes show their last day closed, as the K-line ends; no HK bar that day', () => {
  for (const seed of [1, 9, 12_345]) {
    for (const date of HK_ONLY_HOLIDAYS) {
      const idx = tradingIndexOf(parseDay(date)!);
      const { market } = fixtureMarket(seed, instantOf(idx, 11 * 60));
      for (const id of ['00700.HK', '00005.HK', 'HSI.HK']) {
        const q = market.quote(id)!;
        assert.equal(q.status, 'closed', `${id} ${date} status`);
        const last = market.kline(id, { period: 'day', adjust: 'none', count: 2 }).at(-1)!;
        assert.ok(last.ts < dayStart(parseDay(date)!), `${id}: no bar on ${date}`);
        // The quote is that last day's, closed — as a weekend shows Friday: not a flat day of its own.
        assert.deepEqual(
          [q.price, q.preClose, q.open, q.high, q.low, q.volume],
          [last.close, last.preClose, last.open, last.high, last.low, last.volume],
          `${id} ${date} quote = its last day`,
        );
        const share = market.minutes(id, 1);
        assert.equal(share.length, 1, `${id} ${date}: the one-day 分时 is its last day`);
        assert.equal(dayStart(parseDay(share[0]!.date)!), last.ts);
        assert.equal(share[0]!.preClose, last.preClose);
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

test('on a day only HKEX trades (国庆, 春节) A-shares and their indexes show their last mainland day closed; HK trades', () => {
  for (const seed of [1, 9]) {
    for (const [date, lastMainland] of [
      ['2025-10-03', '2025-09-30'],
      ['2026-02-20', '2026-02-13'],
    ] as const) {
      const { market } = fixtureMarket(seed, instantOf(tradingIndexOf(parseDay(date)!), 10 * 60 + 30));
      for (const id of ['600519.SH', '000001.SH', '399001.SZ']) {
        const q = market.quote(id)!;
        const last = market.kline(id, { period: 'day', adjust: 'none', count: 2 }).at(-1)!;
        assert.equal(last.ts, dayStart(parseDay(lastMainland)!), `${id}: the K-line ends ${lastMainland}`);
        assert.equal(q.status, 'closed', `${id} ${date}`);
        assert.deepEqual([q.price, q.preClose, q.volume], [last.close, last.preClose, last.volume], `${id} ${date} quote = ${lastMainland}`);
        assert.notEqual(q.pct, 0, `${id}: ${lastMainland}'s move, not a flat day`);
      }
      assert.equal(market.minutes('600519.SH', 1)[0]!.date, lastMainland);
      const hk = market.quote('00700.HK')!;
      assert.ok(hk.status === 'trading' || hk.status === 'suspended', `00700 trades on ${date}: ${hk.status}`);
    }
  }
});
