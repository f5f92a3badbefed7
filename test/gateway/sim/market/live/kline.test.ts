import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureMarket, instantOf, minuteArb, seedArb } from '../fixture';
import {
  dayOfTradingIndex,
  dayStart,
  isHongKongClosed,
  isMainlandClosed,
  LOCAL_OFFSET_MS,
  monthOf,
  tradingIndexOf,
  weekOf,
} from '../../../../../gateway/sim/calendar/days';
import { DAY_MS, formatDay, parseDay } from '../../../../../contracts/calendar/index';
import type { KlineBar } from '../../../../../gateway/sim/market/types';
import { calendarOf } from '../../../../../contracts/calendar/index';

const STOCKS = FIXTURE.filter((s) => s.kind === 'capital' || s.kind === 'hk').map((s) => s.id);
const dayOf = (ts: number) => Math.floor((ts + LOCAL_OFFSET_MS) / DAY_MS);
const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

test('property: adjusted series differ by exactly the corporate actions', () => {
  let exDates = 0;
  fc.assert(
    fc.property(seedArb, fc.constantFrom(...STOCKS), fc.integer({ min: 3000, max: 4400 }), (seed, id, day) => {
      const { market } = fixtureMarket(seed, instantOf(day, 15 * 60 + 30));
      const q = { period: 'day' as const, count: 1200 };
      const none = market.kline(id, { ...q, adjust: 'none' });
      const fwd = market.kline(id, { ...q, adjust: 'forward' });
      const back = market.kline(id, { ...q, adjust: 'backward' });
      assert.equal(fwd.length, none.length);
      assert.equal(back.length, none.length);
      if (none.length === 0) return;
      const ratio = (a: KlineBar[], i: number) => a[i]!.close / none[i]!.close;
      for (let i = 0; i < none.length; i++) {
        for (const series of [fwd, back]) {
          const k = ratio(series, i);
          for (const f of ['open', 'high', 'low', 'preClose'] as const) assert.ok(close(series[i]![f], none[i]![f] * k), `${f} scaled like close`);
          assert.equal(series[i]!.volume, none[i]!.volume);
        }
        // Forward and backward differ by one constant: the cumulative factor of today.
        assert.ok(close(ratio(back, i) / ratio(fwd, i), ratio(back, 0) / ratio(fwd, 0)));
        if (i === 0) continue;
        const exDate = none[i]!.preClose !== none[i - 1]!.close;
        if (exDate) exDates++;
        const expected = exDate ? none[i - 1]!.close / none[i]!.preClose : 1;
        assert.ok(close(ratio(back, i) / ratio(back, i - 1), expected), `${id} factor on ${i}`);
        // Adjusted series have no gap at an ex-date: yesterday's adjusted close is today's adjusted preClose.
        assert.ok(close(back[i]!.preClose, back[i - 1]!.close));
        assert.ok(close(fwd[i]!.preClose, fwd[i - 1]!.close));
      }
      assert.ok(close(ratio(fwd, none.length - 1), 1), 'forward adjustment leaves the latest price as is');
    }),
    { numRuns: 25 },
  );
  assert.ok(exDates > 10, `ex-dates seen: ${exDates}`);
});

test('property: history ends exactly at today’s pre-close and open; yesterday as history equals yesterday live', () => {
  fc.assert(
    fc.property(seedArb, dayArb, (seed, day) => {
      const yesterday = fixtureMarket(seed, instantOf(day - 1, 16 * 60 + 20)).market;
      const today = fixtureMarket(seed, instantOf(day, 10 * 60 + 5)).market;
      for (const id of FIXTURE.map((s) => s.id)) {
        const live = yesterday.quote(id);
        const q = today.quote(id);
        if (!live || !q) continue;
        // A market closed on a day shows its last traded day (hk-holidays.test.ts): that day is "yesterday" then.
        const closedOn = (t: number) => (id.endsWith('.HK') ? isHongKongClosed(t) : isMainlandClosed(t));
        if (closedOn(day)) continue;
        const bars = today.kline(id, { period: 'day', adjust: 'none', count: 3 });
        const past = bars.filter((b) => b.ts < dayStart(parseDay(today.tradingDay())!));
        const last = past[past.length - 1];
        if (live.status !== 'suspended' && live.open !== null) {
          if (closedOn(day - 1)) assert.ok(last && last.ts < dayStart(parseDay(yesterday.tradingDay())!), `${id}: its last day before the closure`);
          else assert.ok(last && last.ts === dayStart(parseDay(yesterday.tradingDay())!), `${id} has yesterday's bar`);
          assert.deepEqual([last.open, last.close, last.volume], [live.open, live.price, live.volume], id);
          // A computed index's past high and low are estimated from its members' (see history.ts).
          if (!yesterday.constituentWeights(id)) assert.deepEqual([last.high, last.low], [live.high, live.low], id);
          assert.ok(close(last.amount, live.amount, 1e-9), `${id} amount`);
        }
        if (!q.exDate) assert.equal(q.preClose, live.price, `${id} preClose is yesterday's close`);
      }
    }),
    { numRuns: 12 },
  );
});

test('a computed index on a member’s listing day: history’s bar is the live day (the member counts at its listing close all day, its volume counts)', () => {
  // 宁德时代 (300750.SZ, a 深证成指 member in the fixture) lists on 2018-06-11; the property above once drew that day
  // and found history's open 8232 against live's 9952: history priced the member at its IPO open.
  const listing = tradingIndexOf(parseDay('2018-06-11')!);
  for (const seed of [1, 2, 77]) {
    const live = fixtureMarket(seed, instantOf(listing, 16 * 60 + 20)).market.quote('399001.SZ')!;
    const next = fixtureMarket(seed, instantOf(listing + 1, 10 * 60 + 5)).market;
    const bar = next.kline('399001.SZ', { period: 'day', adjust: 'none', count: 3 }).find((b) => b.ts === dayStart(parseDay('2018-06-11')!))!;
    assert.deepEqual([bar.open, bar.close, bar.volume], [live.open, live.price, live.volume], `seed ${seed}`);
    assert.ok(close(bar.amount, live.amount, 1e-9), `seed ${seed} amount`);
  }
});

test('property: weekly and monthly bars aggregate the daily bars', () => {
  fc.assert(
    fc.property(
      seedArb,
      fc.constantFrom(...FIXTURE.map((s) => s.id)),
      dayArb,
      minuteArb,
      fc.constantFrom('none', 'forward', 'backward' as const),
      (seed, id, day, minute, adjust) => {
        const { market } = fixtureMarket(seed, instantOf(day, minute));
        const daily = market.kline(id, { period: 'day', adjust, count: 400 });
        for (const [period, keyOf] of [
          ['week', weekOf],
          ['month', monthOf],
        ] as const) {
          const grouped = market.kline(id, { period, adjust, count: 6 });
          for (const g of grouped) {
            const members = daily.filter((d) => keyOf(dayOf(d.ts)) === keyOf(dayOf(g.ts)));
            if (members.length === 0 || members[0]!.ts < daily[0]!.ts) continue;
            assert.equal(g.ts, members[members.length - 1]!.ts);
            assert.equal(g.open, members[0]!.open);
            assert.equal(g.preClose, members[0]!.preClose);
            assert.equal(g.close, members[members.length - 1]!.close);
            assert.equal(g.high, Math.max(...members.map((m) => m.high)));
            assert.equal(g.low, Math.min(...members.map((m) => m.low)));
            assert.equal(
              g.volume,
              members.reduce((s, m) => s + m.volume, 0),
            );
            assert.ok(g.low <= Math.min(g.open, g.close) && Math.max(g.open, g.close) <= g.high);
          }
        }
      },
    ),
    { numRuns: 25 },
  );
});

test('property: minute bars add up to the daily bar, today and on past days', () => {
  fc.assert(
    fc.property(
      seedArb,
      fc.constantFrom(...FIXTURE.filter((s) => s.kind !== 'fund_outside').map((s) => s.id)),
      dayArb,
      fc.constantFrom('1m', '5m', '15m', '30m', '60m' as const),
      (seed, id, day, period) => {
        const { market } = fixtureMarket(seed, instantOf(day, 16 * 60 + 15));
        const daily = market.kline(id, { period: 'day', adjust: 'none', count: 3 });
        const minutes = market.kline(id, { period, adjust: 'none', count: 1000 });
        const isIndex = id.startsWith('000001.SH') || FIXTURE.find((s) => s.id === id)!.kind.startsWith('index');
        for (const d of daily) {
          const bars = minutes.filter((m) => dayOf(m.ts) === dayOf(d.ts));
          if (bars.length === 0) continue;
          assert.equal(bars[0]!.open, d.open, `${id} open`);
          assert.equal(bars[bars.length - 1]!.close, d.close, `${id} close`);
          assert.equal(
            bars.reduce((s, b) => s + b.volume, 0),
            d.volume,
            `${id} volume`,
          );
          assert.ok(
            close(
              bars.reduce((s, b) => s + b.amount, 0),
              d.amount,
              1e-6,
            ),
            `${id} amount`,
          );
          if (!isIndex || dayOf(d.ts) === dayOf(instantOf(day, 0))) {
            // Past index highs and lows are estimated from the members; everything else is exact.
            assert.equal(Math.max(...bars.map((b) => b.high)), d.high, `${id} high`);
            assert.equal(Math.min(...bars.map((b) => b.low)), d.low, `${id} low`);
          }
        }
      },
    ),
    { numRuns: 30 },
  );
});

test('count and end are honoured; bad queries are refused', () => {
  const { market } = fixtureMarket(7, instantOf(4300, 10 * 60));
  const bars = market.kline('600519.SH', { period: 'day', adjust: 'none', count: 50 });
  assert.equal(bars.length, 50);
  for (let i = 1; i < bars.length; i++) assert.ok(bars[i]!.ts > bars[i - 1]!.ts);
  const end = bars[20]!.ts;
  const earlier = market.kline('600519.SH', { period: 'day', adjust: 'none', count: 10, end });
  assert.deepEqual(earlier, bars.slice(11, 21));
  assert.equal(market.kline('600519.SH', { period: '1m', adjust: 'none', count: 7 }).length, 7);
  assert.ok(market.kline('600519.SH', { period: 'day', adjust: 'none', count: 5000 }).length >= 2500, 'at least 10 years of daily bars');
  const first = market.kline('600519.SH', { period: 'day', adjust: 'none', count: 5000 })[0]!;
  assert.ok(tradingIndexOf(dayOf(first.ts)) <= tradingIndexOf(parseDay('2016-11-01')!));
  assert.throws(() => market.kline('600519.SH', { period: 'year' as never, adjust: 'none', count: 5 }), /period/);
  assert.throws(() => market.kline('600519.SH', { period: 'day', adjust: 'none', count: 0 }), /count/);
  assert.throws(() => market.kline('600519.SH', { period: 'day', adjust: 'sideways' as never, count: 5 }), /adjust/);
  assert.throws(() => market.kline('999999.SH', { period: 'day', adjust: 'none', count: 5 }), /unknown security/);
  assert.equal(dayOfTradingIndex(tradingIndexOf(dayOf(bars[49]!.ts))), dayOf(bars[49]!.ts));
});

test('property: a daily K-line ending on a past day (unadjusted or 后复权) reads only up to that day and answers what the whole history filtered to it answers', () => {
  // kline.ts reads such a window only (a past-date screen reads every stock this way); indexes too.
  fc.assert(
    fc.property(
      seedArb,
      fc.constantFrom(...STOCKS, '000001.SH', '000001.SH', '000001.SH'),
      fc.constantFrom('none' as const, 'backward' as const),
      fc.integer({ min: 1, max: 900 }),
      fc.integer({ min: 1, max: 400 }),
      (seed, id, adjust, back, count) => {
        const { market } = fixtureMarket(seed, instantOf(4300, 14 * 60));
        const whole = market.kline(id, { period: 'day', adjust, count: 5000 });
        if (whole.length <= back) return;
        // An end mid-day or on the bar's own stamp, both past.
        const end = whole[whole.length - 1 - back]!.ts + (back % 2) * 3_600_000;
        const expected = whole.filter((b) => b.ts <= end).slice(-count);
        assert.deepEqual(market.kline(id, { period: 'day', adjust, count, end }), expected);
      },
    ),
    { numRuns: 25 },
  );
});

test('an index’s history is built ahead in slices that yield (other work runs meanwhile), and K-lines then answer what a build in one piece answers', async () => {
  const at = instantOf(4300, 14 * 60);
  const { market } = fixtureMarket(11, at);
  const { market: fresh } = fixtureMarket(11, at);
  const queries = [
    { period: 'day', adjust: 'none', count: 2500 },
    { period: 'week', adjust: 'forward', count: 60 },
    { period: 'day', adjust: 'none', count: 300, end: instantOf(3500, 16 * 60) },
  ] as const;
  for (const q of queries) {
    const order: string[] = [];
    const building = market.prepareKline('000001.SH', q, 0).then(() => order.push('built'));
    setImmediate(() => order.push('another request'));
    await building;
    assert.deepEqual(order, ['another request', 'built'], `${q.period} ${q.count}`);
    assert.deepEqual(market.kline('000001.SH', q), fresh.kline('000001.SH', q));
  }
  // A security needs nothing ahead; a bad query is refused as kline refuses it.
  await market.prepareKline('600519.SH', queries[0], 0);
  await assert.rejects(market.prepareKline('000001.SH', { period: 'day', adjust: 'none', count: 0 }), /count/);
});

test('with its composites offloaded, an index’s history is built by the builder (a twin market, as the worker thread is), K-lines answer the same, and a builder that fails or misfits leaves it to the slices', async () => {
  const at = instantOf(4300, 14 * 60);
  const { market: fresh } = fixtureMarket(11, at);
  const { market: twin } = fixtureMarket(11, at);
  const q = { period: 'day', adjust: 'none', count: 2500 } as const;
  const expected = fresh.kline('000001.SH', q);
  const asked: Array<[string, number, number]> = [];
  const offloaded = fixtureMarket(11, at).market;
  offloaded.offloadCompositeDays(async (id, first, T) => {
    asked.push([id, first, T]);
    return structuredClone(twin.compositeDayColumns(id, first, T));
  });
  await offloaded.prepareKline('000001.SH', q, 0);
  assert.equal(asked.length, 1);
  assert.equal(asked[0]![0], '000001.SH');
  await offloaded.prepareKline('000001.SH', q, 0);
  assert.equal(asked.length, 1, 'kept once built');
  assert.deepEqual(offloaded.kline('000001.SH', q), expected);

  for (const builder of [
    () => Promise.reject(new Error('the thread stopped')),
    async (id: string, first: number, T: number) => ({ ...twin.compositeDayColumns(id, first, T), from: first + 1 }),
  ]) {
    const market = fixtureMarket(11, at).market;
    market.offloadCompositeDays(builder);
    await market.prepareKline('000001.SH', q, 0);
    assert.deepEqual(market.kline('000001.SH', q), expected);
  }
  assert.throws(() => twin.compositeDayColumns('600519.SH', 0, 10), /not a computed index/);
  assert.throws(() => twin.compositeDayColumns('000001.SH', 10, 10), /bad range/);
});

test('each market’s daily K-line has a bar on exactly its own exchange’s trading days: HK through 春节 and 国庆, A-shares not', () => {
  // 2024-01-01 … 2025-12-31 as seen on 2026-01-05; suspensions aside, a bar every day the exchange trades.
  const from = parseDay('2024-01-01')!;
  const to = parseDay('2025-12-31')!;
  const { market } = fixtureMarket(11, instantOf(tradingIndexOf(parseDay('2026-01-05')!), 15 * 60 + 30));
  const days = (id: string) =>
    new Set(
      market
        .kline(id, { period: 'day', adjust: 'none', count: 800 })
        .map((b) => dayOf(b.ts))
        .filter((d) => d >= from && d <= to),
    );
  const expected = (market: 'cn' | 'hk') => {
    const cal = calendarOf(market);
    const out: number[] = [];
    for (let d = from; d <= to; d++) if (cal.isTradingDay(d)) out.push(d);
    return out;
  };
  for (const [id, mkt] of [
    ['HSI.HK', 'hk'],
    ['000001.SH', 'cn'],
  ] as const) {
    const got = days(id);
    assert.deepEqual(
      expected(mkt)
        .filter((d) => !got.has(d))
        .map(formatDay),
      [],
      `${id}: trading days without a bar`,
    );
    assert.equal(got.size, expected(mkt).length, `${id}: bars on closed days`);
  }
  // 春节 2025: the mainland closed 1月28日–2月4日; HKEX traded the morning of the 28th (半日市), closed 29日–31日
  // and traded again from 2月3日.
  const hsi = days('HSI.HK');
  const csi = days('000001.SH');
  for (const date of ['2025-01-28', '2025-02-03', '2025-02-04']) {
    assert.ok(hsi.has(parseDay(date)!), `恒生指数 trades ${date}`);
    assert.ok(!csi.has(parseDay(date)!), `上证指数 is closed ${date}`);
  }
  // An HK-only day: HK quotes trade, A-shares are closed at their last close.
  const hkOnly = tradingIndexOf(parseDay('2025-10-03')!);
  const live = fixtureMarket(11, instantOf(hkOnly, 10 * 60 + 30)).market;
  assert.equal(live.quote('00700.HK')!.status === 'suspended' ? 'trading' : live.quote('00700.HK')!.status, 'trading');
  assert.equal(live.quote('600519.SH')!.status, 'closed');
});
