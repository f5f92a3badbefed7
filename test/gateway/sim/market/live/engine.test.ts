import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureMarket, instantOf, minuteArb, seedArb } from '../fixture';
import { resolveMarketTime } from '../../../../../gateway/sim/market/live/market-time';
import { dayOfTradingIndex, dayStart, isHongKongClosed, isMainlandClosed, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../../contracts/calendar/index';

const EPS = 1e-9;

test('resolveMarketTime: before 9:00 and on weekends the previous trading day is on show, finished', () => {
  const friday = Date.parse('2026-11-20T10:00:00+08:00');
  assert.equal(resolveMarketTime(friday).at, friday);
  const early = resolveMarketTime(Date.parse('2026-11-20T08:59:00+08:00'));
  assert.equal(formatDay(dayOfTradingIndex(early.tradingIdx)), '2026-11-19');
  const sunday = resolveMarketTime(Date.parse('2026-11-22T12:00:00+08:00'));
  assert.equal(formatDay(dayOfTradingIndex(sunday.tradingIdx)), '2026-11-20');
  assert.equal(sunday.at, Date.parse('2026-11-20T16:30:00+08:00'));
});

test('property: no trade outside the limit band, OHLC consistent (quotes, trades, minute bars)', () => {
  fc.assert(
    fc.property(seedArb, dayArb, minuteArb, (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute));
      for (const q of market.quotes()) {
        if (q.open !== null) {
          assert.ok(q.low! <= Math.min(q.open, q.price) + EPS && Math.max(q.open, q.price) <= q.high! + EPS, `${q.id} OHLC`);
        }
        if (q.limitUp === null || q.limitDown === null) continue;
        assert.ok(q.price >= q.limitDown && q.price <= q.limitUp, `${q.id} price in band`);
        if (q.high !== null) assert.ok(q.high <= q.limitUp && q.low! >= q.limitDown, `${q.id} range in band`);
        let volume = 0;
        for (const t of market.ticks(q.id, 2000)) {
          assert.ok(t.price >= q.limitDown && t.price <= q.limitUp, `${q.id} trade ${t.price} outside ${q.limitDown}…${q.limitUp}`);
          assert.ok(t.price >= q.low! - EPS && t.price <= q.high! + EPS);
          volume += t.volume;
        }
        if (q.status !== 'suspended' && q.volume > 0 && q.volume <= 2000 * 100) assert.equal(volume, q.volume);
        for (const b of market.kline(q.id, { period: '1m', adjust: 'none', count: 300 })) {
          assert.ok(b.low <= Math.min(b.open, b.close) + EPS && Math.max(b.open, b.close) <= b.high + EPS);
          if (b.ts >= instantOf(day, 0)) assert.ok(b.low >= q.limitDown - EPS && b.high <= q.limitUp + EPS);
        }
      }
    }),
    { numRuns: 25 },
  );
});

test('property: trades add up to the volume, newest first, and the last trade is the price', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.integer({ min: 9 * 60 + 31, max: 11 * 60 + 29 }), (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute, 30));
      for (const q of market.quotes()) {
        // Indexes have no trades of their own.
        if (q.status !== 'trading' || q.volume === 0 || q.turnover === null) continue;
        const trades = market.ticks(q.id, 2000);
        assert.equal(trades[0]!.price, q.price, `${q.id} last trade is the price`);
        for (let i = 1; i < trades.length; i++) assert.ok(trades[i - 1]!.ts >= trades[i]!.ts);
        if (trades.length < 2000)
          assert.equal(
            trades.reduce((s, t) => s + t.volume, 0),
            q.volume,
          );
      }
    }),
    { numRuns: 15 },
  );
});

test('property: volume, amount and the day range only grow within a day', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.array(fc.integer({ min: 0, max: 7 * 3600 + 1800 }), { minLength: 4, maxLength: 12 }), (seed, day, offsets) => {
      const start = instantOf(day, 9 * 60); // the day switches at 9:00
      const { market, clock } = fixtureMarket(seed, start);
      const seen = new Map<string, { volume: number; amount: number; high: number; low: number }>();
      for (const offset of [...offsets].sort((a, b) => a - b)) {
        clock.set(start + offset * 1000);
        for (const q of market.quotes()) {
          const prev = seen.get(q.id);
          const now = { volume: q.volume, amount: q.amount, high: q.high ?? -Infinity, low: q.low ?? Infinity };
          if (prev) {
            assert.ok(now.volume >= prev.volume, `${q.id} volume fell`);
            assert.ok(now.amount >= prev.amount - 1e-6, `${q.id} amount fell`);
            assert.ok(now.high >= prev.high && now.low <= prev.low, `${q.id} range shrank`);
          }
          seen.set(q.id, now);
        }
      }
    }),
    { numRuns: 20 },
  );
});

test('property: daily bar of today equals the live quote', () => {
  fc.assert(
    fc.property(seedArb, dayArb, minuteArb, (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute));
      const today = dayStart(parseDay(market.tradingDay())!);
      for (const q of market.quotes()) {
        const bars = market.kline(q.id, { period: 'day', adjust: 'none', count: 2 });
        const last = bars[bars.length - 1];
        if (q.open === null || q.status === 'suspended') {
          if (last) assert.ok(last.ts < today, `${q.id} has no bar before its open`);
          continue;
        }
        assert.ok(last);
        // On its exchange's holiday a security shows its last traded day, which is then its last bar.
        const shown = tradingIndexOf(parseDay(market.tradingDay())!); // before the cutover, the day before `day`
        const closedToday = q.id.endsWith('.HK') ? isHongKongClosed(shown) : isMainlandClosed(shown);
        if (closedToday) assert.ok(last.ts < today, `${q.id}: no bar on its holiday`);
        else assert.equal(last.ts, today);
        assert.deepEqual(
          [last.open, last.high, last.low, last.close, last.preClose, last.volume, last.amount],
          [q.open, q.high, q.low, q.price, q.preClose, q.volume, q.amount],
          q.id,
        );
      }
    }),
    { numRuns: 25 },
  );
});

test('property: index moves match their constituents', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.integer({ min: 9 * 60 + 26, max: 16 * 60 + 20 }), (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute));
      for (const index of FIXTURE.filter((s) => s.kind.startsWith('index'))) {
        const members = market.constituentWeights(index.id);
        if (!members) continue;
        const q = market.quote(index.id)!;
        let now = 0;
        let before = 0;
        let sharesChangedToday = false;
        let volume = 0;
        for (const m of members) {
          const mq = market.quote(m.id);
          if (!mq) {
            sharesChangedToday = true; // not listed yet: a constant term the quotes cannot show
            continue;
          }
          now += m.shares * mq.price;
          before += m.shares * mq.preClose;
          volume += mq.volume;
          if (mq.exDate) sharesChangedToday = true;
        }
        const weights = members.reduce((s, m) => s + m.weight, 0);
        assert.ok(Math.abs(weights - 1) < 1e-9);
        assert.equal(q.volume, volume, `${index.id} volume is the members' sum`);
        if (sharesChangedToday) continue; // on an ex-date preClose is not yesterday's close
        const expected = (now / before - 1) * 100;
        // Index levels are kept to 0.001 point.
        const tolerance = 100 * (0.0005 / q.price + 0.0005 / q.preClose) + 1e-9;
        assert.ok(Math.abs(q.pct - expected) <= tolerance, `${index.id}: ${q.pct} vs ${expected}`);
      }
    }),
    { numRuns: 25 },
  );
});

test('property: a liquid large cap changes price on most live 3-second ticks (贵州茅台 over 20 ticks)', () => {
  let moves = 0;
  let windows = 0;
  fc.assert(
    fc.property(
      seedArb,
      dayArb,
      fc.constantFrom(9 * 60 + 35, 10 * 60 + 40, 13 * 60 + 20, 14 * 60 + 30),
      fc.integer({ min: 0, max: 59 }),
      (seed, day, minute, second) => {
        const start = instantOf(day, minute, second);
        // Anchored on the day itself: 贵州茅台 trades near 1450 as it would in a demo.
        const { market, clock } = fixtureMarket(seed, start, { anchorAt: start });
        const first = market.quote('600519.SH')!;
        if (first.status === 'suspended' || first.price === first.limitUp || first.price === first.limitDown) return;
        let changes = 0;
        let prev = first.price;
        for (let k = 1; k <= 20; k++) {
          clock.set(start + k * 3000);
          const price = market.quote('600519.SH')!.price;
          if (price !== prev) changes++;
          prev = price;
        }
        assert.ok(changes >= 8, `600519.SH changed ${changes} times in 20 ticks from ${first.price}`);
        moves += changes;
        windows++;
      },
    ),
    { numRuns: 30 },
  );
  assert.ok(windows === 0 || moves / windows >= 12, `on average ${moves / windows} of 20 ticks move`);
});
