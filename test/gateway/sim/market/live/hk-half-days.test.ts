import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureMarket, instantOf } from '../fixture';
import { dayStart, localDay, MINUTE_MS, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';
import { timetableOn } from '../../../../../contracts/calendar/day-timetable';
import type { KlineBar } from '../../../../../gateway/sim/market/types';

// HKEX half days (半日市) that are mainland trading days: 圣诞 and 新年 eves.
const HALF_DAYS = ['2024-12-24', '2024-12-31', '2021-12-31', '2019-12-24'];
const SEEDS = [1, 9, 12_345];
const HK_STOCKS = ['00700.HK', '00005.HK'];
const at = (date: string, h: number, m: number) => dayStart(parseDay(date)!) + (h * 60 + m) * MINUTE_MS;
const onDay = (bars: KlineBar[], date: string) => bars.filter((b) => b.ts >= dayStart(parseDay(date)!) && b.ts < dayStart(parseDay(date)! + 1));
const EPS = 1e-6;

test('a past HK half day: minute bars end at 12:00 and agree with the daily bar; A-shares trade the full day', () => {
  let checked = 0;
  for (const seed of SEEDS) {
    for (const date of HALF_DAYS) {
      const idx = tradingIndexOf(parseDay(date)!);
      const { market } = fixtureMarket(seed, instantOf(idx + 1, 16 * 60 + 30));
      for (const id of [...HK_STOCKS, 'HSI.HK']) {
        const [day] = onDay(market.kline(id, { period: 'day', adjust: 'none', count: 5 }), date);
        if (!day) continue; // suspended that day (0.3% of days)
        checked++;
        const minutes = onDay(market.kline(id, { period: '1m', adjust: 'none', count: 1000 }), date);
        assert.equal(minutes.length, 150, `${id} ${date}: 150 minute bars`);
        assert.equal(minutes.at(-1)!.ts, at(date, 12, 0), `${id} ${date} ends at 12:00`);
        assert.equal(minutes[0]!.ts, at(date, 9, 31));
        assert.ok(Math.abs(minutes.at(-1)!.close - day.close) < EPS, `${id} ${date} close`);
        assert.ok(Math.abs(minutes[0]!.open - day.open) < EPS, `${id} ${date} open`);
        assert.equal(
          minutes.reduce((s, b) => s + b.volume, 0),
          day.volume,
          `${id} ${date} volume`,
        );
        if (id !== 'HSI.HK') {
          // An index's minute and daily ranges are each shrunk from its members' (history.ts), so only stocks match exactly.
          assert.ok(Math.abs(Math.max(...minutes.map((b) => b.high)) - day.high) < EPS, `${id} ${date} high`);
          assert.ok(Math.abs(Math.min(...minutes.map((b) => b.low)) - day.low) < EPS, `${id} ${date} low`);
          assert.ok(Math.abs(minutes.reduce((s, b) => s + b.amount, 0) - day.amount) < 1e-6 * day.amount, `${id} ${date} amount`);
        }
        const hours = onDay(market.kline(id, { period: '60m', adjust: 'none', count: 100 }), date);
        assert.deepEqual(
          hours.map((b) => b.ts),
          [at(date, 10, 30), at(date, 11, 30), at(date, 12, 0)],
          `${id} ${date} 60-minute bars`,
        );
        const share = market.minutes(id, 5).find((d) => d.date === date);
        assert.ok(share, `${id} ${date} is among the five days`);
        assert.equal(share.points.length, 151, 'the open and 150 minutes');
        assert.equal(share.points.at(-1)!.ts, at(date, 12, 0));
      }
      const cn = onDay(market.kline('600519.SH', { period: '1m', adjust: 'none', count: 1000 }), date);
      assert.equal(cn.length, 240);
      assert.equal(cn.at(-1)!.ts, at(date, 15, 0));
    }
  }
  assert.ok(checked >= SEEDS.length * HALF_DAYS.length * 2, `${checked} days checked`);
});

test('the live engine on a half day: HK closes at 12:10, A-shares trade on; the day’s quote is its daily bar', () => {
  for (const seed of SEEDS) {
    for (const date of HALF_DAYS) {
      const idx = tradingIndexOf(parseDay(date)!);
      const { market, clock } = fixtureMarket(seed, at(date, 11, 0));
      // A stock suspended that day (0.3% of days) shows 停牌 all day.
      const ids = [...HK_STOCKS, 'HSI.HK'].filter((id) => market.quote(id)!.status !== 'suspended');
      const stocks = ids.filter((id) => id !== 'HSI.HK');
      for (const id of ids) assert.equal(market.quote(id)!.status, 'trading', `${id} 11:00`);
      clock.set(at(date, 12, 5));
      market.step();
      for (const id of stocks) assert.equal(market.quote(id)!.status, 'auction', `${id} 12:05 closing auction`);
      clock.set(at(date, 13, 30));
      market.step();
      for (const id of ids) {
        const q = market.quote(id)!;
        assert.equal(q.phase, 'closed', `${id} ${date} 13:30`);
        assert.equal(q.status, 'closed');
        const [today] = market.minutes(id, 1);
        assert.equal(today!.points.at(-1)!.ts, at(date, 12, 0), `${id} today's time-share ends at 12:00`);
        assert.equal(
          today!.points.reduce((s, p) => s + p.volume, 0),
          q.volume,
        );
      }
      const cn = market.quote('600519.SH')!;
      assert.equal(cn.phase, 'continuous', `600519 ${date} 13:30`);
      assert.notEqual(cn.status, 'closed');
      // After the close the quote is the day's bar, as history will serve it tomorrow.
      const later = fixtureMarket(seed, instantOf(idx + 1, 16 * 60 + 30)).market;
      for (const id of stocks) {
        const q = market.quote(id)!;
        const [bar] = onDay(later.kline(id, { period: 'day', adjust: 'none', count: 5 }), date);
        assert.ok(Math.abs(q.price - bar!.close) < EPS && q.volume === bar!.volume, `${id} ${date} quote = daily bar`);
      }
      for (const id of stocks) assert.equal(market.ticks(id, 1)[0]!.ts, at(date, 12, 10), `${id}: the closing auction prints at 12:10`);
    }
  }
});

test('the day after a half day is a full HK day again', () => {
  for (const seed of SEEDS) {
    const date = '2024-12-27';
    const idx = tradingIndexOf(parseDay(date)!);
    const { market, clock } = fixtureMarket(seed, at(date, 13, 30));
    assert.equal(market.quote('00700.HK')!.status, 'trading');
    clock.set(instantOf(idx + 1, 16 * 60 + 30));
    market.step();
    const minutes = onDay(market.kline('00700.HK', { period: '1m', adjust: 'none', count: 1000 }), date);
    assert.equal(minutes.length, 330);
    assert.equal(minutes.at(-1)!.ts, at(date, 16, 0));
  }
});

test('a half day trades a shorter day’s volume', () => {
  const ratios: number[] = [];
  for (const seed of SEEDS) {
    for (const date of HALF_DAYS) {
      const idx = tradingIndexOf(parseDay(date)!);
      const { market } = fixtureMarket(seed, instantOf(idx + 12, 16 * 60 + 30));
      for (const id of HK_STOCKS) {
        const bars = market.kline(id, { period: 'day', adjust: 'none', count: 30 });
        const half = onDay(bars, date)[0];
        if (!half) continue;
        const others = bars.filter((b) => b !== half).map((b) => b.volume);
        others.sort((a, b) => a - b);
        ratios.push(half.volume / others[others.length >> 1]!);
      }
    }
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[ratios.length >> 1]!;
  // 150 of 330 continuous minutes ≈ 0.45 of a full day's volume.
  assert.ok(median > 0.25 && median < 0.7, `median half-day volume ratio ${median.toFixed(2)}`);
});

test('same seed, same half day', () => {
  const date = '2024-12-24';
  const idx = tradingIndexOf(parseDay(date)!);
  const a = fixtureMarket(77, instantOf(idx + 1, 10 * 60)).market;
  const b = fixtureMarket(77, instantOf(idx + 1, 10 * 60)).market;
  for (const id of ['00700.HK', 'HSI.HK']) {
    assert.deepEqual(a.minutes(id, 5), b.minutes(id, 5));
    assert.deepEqual(a.kline(id, { period: '1m', adjust: 'none', count: 600 }), b.kline(id, { period: '1m', adjust: 'none', count: 600 }));
  }
  // Live stepping through the half day and jumping to its end agree.
  const stepped = fixtureMarket(77, at(date, 9, 0));
  for (let m = 9 * 60; m <= 13 * 60; m += 7) {
    stepped.clock.set(at(date, Math.floor(m / 60), m % 60));
    stepped.market.step();
  }
  stepped.clock.set(at(date, 13, 0));
  stepped.market.step();
  const jumped = fixtureMarket(77, at(date, 13, 0)).market;
  assert.deepEqual(stepped.market.quote('00700.HK'), jumped.quote('00700.HK'));
  assert.deepEqual(stepped.market.quote('HSI.HK'), jumped.quote('HSI.HK'));
});

test('量比 on and after a half day: each day’s volume per minute of its own timetable', () => {
  const minutesOf = (ts: number) => timetableOn('hk', localDay(ts)).sessions.reduce((n, s) => n + s.close - s.open, 0);
  const cases = [
    // The full day after 圣诞 eve: one of its last five days traded the morning only.
    { date: '2024-12-27', h: 16, m: 30, today: 330 },
    // New Year's eve, after its closing auction: today is 150 minutes, 圣诞 eve among the five before.
    { date: '2024-12-31', h: 13, m: 30, today: 150 },
    // Mid-morning of the half day: 60 minutes done.
    { date: '2024-12-31', h: 10, m: 30, today: 60 },
  ];
  let checked = 0;
  for (const seed of SEEDS) {
    for (const c of cases) {
      const { market } = fixtureMarket(seed, at(c.date, c.h, c.m));
      for (const id of HK_STOCKS) {
        const q = market.quote(id)!;
        if (q.status === 'suspended') continue;
        const before = market.kline(id, { period: 'day', adjust: 'none', count: 12 }).filter((b) => b.ts < dayStart(parseDay(c.date)!));
        const five = before.slice(-5);
        assert.ok(
          five.some((b) => minutesOf(b.ts) === 150),
          `${c.date}: a half day among the five before`,
        );
        const pace5 = five.reduce((s, b) => s + b.volume, 0) / five.reduce((s, b) => s + minutesOf(b.ts), 0);
        const expected = q.volume / c.today / pace5;
        assert.ok(Math.abs(q.volumeRatio - expected) < 1e-9 * expected, `${id} ${c.date} ${c.h}:${c.m} 量比 ${q.volumeRatio} ≠ ${expected}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 12, `${checked} quotes checked`);
});
