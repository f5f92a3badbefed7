import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from '../fixture';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { PriceModel } from '../../../../../gateway/sim/market/model/price-model';
import { Factors } from '../../../../../gateway/sim/market/model/factors';
import { dayTable } from '../../../../../gateway/sim/market/history/daily-bars';
import { buildDayPlan } from '../../../../../gateway/sim/market/history/day-plan';
import { fullDay, groupMinutes, planMinuteBars } from '../../../../../gateway/sim/market/history/minute-bars';
import { slotCumulativeLots, slotRange, SLOT_RANGE_SIZE, tickPrice } from '../../../../../gateway/sim/market/history/slots';
import { TICKS_PER_SLOT } from '../../../../../gateway/sim/calendar/sessions';

/** Anchor day of the models, inside the days the tests read. */
const ANCHOR = 4100;
const traded = FIXTURE.filter((s) => s.kind === 'capital' || s.kind === 'hk' || s.kind === 'fund_onside' || s.kind === 'fund_lof');

test('a day plan reproduces its daily bar: open, high, low, close, volume, amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: traded.length - 1 }), fc.integer({ min: 3800, max: 4400 }), (seed, i, t) => {
      const factors = new Factors(seed, ANCHOR);
      const p = buildProfile(seed, traded[i]!, i);
      const model = new PriceModel(p, factors, ANCHOR);
      const table = dayTable(model, t, t);
      if (!table) return assert.ok(t < p.listIdx);
      const bar = table.bar(0);
      const plan = buildDayPlan(p, factors, bar);
      if (!plan) return assert.ok(bar.suspended);
      const bars = planMinuteBars(plan, fullDay(p.session));
      assert.equal(bars.length, p.session.bars);
      let high = -Infinity;
      let low = Infinity;
      let volume = 0;
      let amount = 0;
      for (let m = 0; m < bars.length; m++) {
        assert.ok(bars.low[m]! <= Math.min(bars.open[m]!, bars.close[m]!) && Math.max(bars.open[m]!, bars.close[m]!) <= bars.high[m]!);
        if (m > 0) assert.ok(bars.ts[m]! > bars.ts[m - 1]!);
        high = Math.max(high, bars.high[m]!);
        low = Math.min(low, bars.low[m]!);
        volume += bars.volume[m]!;
        amount += bars.amount[m]!;
      }
      assert.equal(bars.open[0], bar.open);
      assert.equal(bars.close[bars.length - 1], bar.close);
      assert.equal(high, bar.high);
      assert.equal(low, bar.low);
      assert.equal(volume, bar.volume);
      assert.ok(Math.abs(amount - bar.amount) <= 1e-6 * bar.amount);
      const hourly = groupMinutes(p.session, bars, 60);
      assert.equal(hourly.length, p.market === 'hk' ? 6 : 4);
      assert.equal(
        hourly.volume.reduce((s, v) => s + v, 0),
        bar.volume,
      );
    }),
    { numRuns: 40 },
  );
});

test('every tick trades inside the band and a board that seals at the limit stays sealed', () => {
  let sealedDays = 0;
  for (let seed = 1; seed <= 2; seed++) {
    const factors = new Factors(seed, ANCHOR);
    for (let i = 0; i < traded.length; i++) {
      const p = buildProfile(seed, traded[i]!, i);
      const model = new PriceModel(p, factors, ANCHOR);
      const table = dayTable(model, 4250, 4400)!;
      for (let r = 0; r < table.length; r++) {
        const bar = table.bar(r);
        const plan = buildDayPlan(p, factors, bar);
        if (!plan || !bar.limits) continue;
        const sealed = bar.close === bar.limits.up || bar.close === bar.limits.down;
        if (sealed) sealedDays++;
        // Tick-check every day that reaches a limit, and a sample of the rest.
        const touches = bar.high === bar.limits.up || bar.low === bar.limits.down;
        if (!touches && r % 10 !== 0) continue;
        const range = new Float64Array(SLOT_RANGE_SIZE);
        const cum = new Float64Array(TICKS_PER_SLOT + 1);
        let touched = false;
        for (let m = 0; m < p.session.contSlots; m++) {
          slotRange(plan, m, range);
          slotCumulativeLots(plan, m, cum);
          for (let j = 1; j <= TICKS_PER_SLOT; j++) {
            const price = tickPrice(plan, m, j, range);
            assert.ok(price >= bar.limits.down && price <= bar.limits.up);
            assert.ok(cum[j]! - cum[j - 1]! >= 1, 'every tick trades');
            if (sealed && price === bar.close) touched = true;
            else if (sealed && touched) assert.fail(`${p.sec.id} day ${bar.idx} left the limit after sealing`);
          }
        }
      }
    }
  }
  assert.ok(sealedDays > 0);
});

/** First path index (0 = the open) at which a plan's path is at `price`; -1 when never. */
function firstAt(path: Float64Array, price: number): number {
  for (let m = 0; m < path.length; m++) if (path[m] === price) return m;
  return -1;
}

test('the day high and low print first where the path reaches them, never earlier in a wick', () => {
  const factors = new Factors(3, ANCHOR);
  const range = new Float64Array(SLOT_RANGE_SIZE);
  let days = 0;
  for (let i = 0; i < traded.length; i++) {
    const p = buildProfile(3, traded[i]!, i);
    const table = dayTable(new PriceModel(p, factors, ANCHOR), 4300, 4360)!;
    for (let r = 0; r < table.length; r++) {
      const bar = table.bar(r);
      const plan = buildDayPlan(p, factors, bar);
      if (!plan || bar.high === bar.low) continue;
      days++;
      const hiAt = firstAt(plan.path, bar.high);
      const loAt = firstAt(plan.path, bar.low);
      for (let m = 0; m < plan.session.contSlots; m++) {
        slotRange(plan, m, range);
        for (let j = 1; j < TICKS_PER_SLOT; j++) {
          const price = tickPrice(plan, m, j, range);
          if (price === bar.high) assert.ok(m >= hiAt, `${p.sec.id} day ${bar.idx}: high at tick ${j} of minute ${m}, path reaches it at ${hiAt}`);
          if (price === bar.low) assert.ok(m >= loAt, `${p.sec.id} day ${bar.idx}: low at tick ${j} of minute ${m}, path reaches it at ${loAt}`);
        }
      }
    }
  }
  assert.ok(days > 500);
});

test('over many stocks the day’s high and low fall across the session, and limit seals spread over the day', () => {
  // Real stocks: the high and the low cluster at the open and the close (U-shape), yet most fall
  // elsewhere; 涨停 pools show most boards sealed in the morning, some after lunch, some in the last hour.
  let days = 0;
  let hiEarly = 0;
  let loEarly = 0;
  let hiLate = 0;
  let hiMiddle = 0;
  let sealed = 0;
  let sealEarly = 0;
  let sealAfternoon = 0;
  let sealLastHour = 0;
  for (let seed = 1; seed <= 3; seed++) {
    const factors = new Factors(seed, ANCHOR);
    for (let i = 0; i < traded.length; i++) {
      const p = buildProfile(seed, traded[i]!, i);
      const table = dayTable(new PriceModel(p, factors, ANCHOR), 3900, 4400);
      if (!table) continue;
      for (let r = 0; r < table.length; r++) {
        const bar = table.bar(r);
        const plan = buildDayPlan(p, factors, bar);
        if (!plan || bar.high === bar.low || plan.session !== p.session) continue;
        const n = plan.session.contSlots;
        days++;
        const hi = firstAt(plan.path, bar.high);
        const lo = firstAt(plan.path, bar.low);
        if (hi <= 30) hiEarly++;
        if (lo <= 30) loEarly++;
        if (hi > n - 30) hiLate++;
        if (hi > 60 && hi <= n - 60) hiMiddle++;
        if (plan.pinFrom > 0) {
          sealed++;
          const pm = plan.session.continuous[0]![1] - plan.session.continuous[0]![0];
          if (plan.pinFrom <= 30) sealEarly++;
          if (plan.pinFrom > pm) sealAfternoon++;
          if (plan.pinFrom > n - 60) sealLastHour++;
        }
      }
    }
  }
  const share = (k: number, of: number) => k / of;
  assert.ok(days > 20_000, `${days} days`);
  assert.ok(share(hiEarly, days) > 0.15 && share(hiEarly, days) < 0.35, `highs in the first 30 min: ${share(hiEarly, days)}`);
  assert.ok(share(loEarly, days) > 0.15 && share(loEarly, days) < 0.35, `lows in the first 30 min: ${share(loEarly, days)}`);
  assert.ok(share(hiLate, days) > 0.08, `highs in the last 30 min: ${share(hiLate, days)}`);
  assert.ok(share(hiMiddle, days) > 0.3, `highs between 10:30 and 14:00: ${share(hiMiddle, days)}`);
  assert.ok(sealed > 100, `${sealed} sealed limit days`);
  assert.ok(share(sealEarly, sealed) > 0.2 && share(sealEarly, sealed) < 0.55, `seals by 10:00: ${share(sealEarly, sealed)}`);
  assert.ok(share(sealAfternoon, sealed) > 0.2 && share(sealAfternoon, sealed) < 0.55, `seals after lunch: ${share(sealAfternoon, sealed)}`);
  assert.ok(share(sealLastHour, sealed) > 0.08 && share(sealLastHour, sealed) < 0.4, `seals in the last hour: ${share(sealLastHour, sealed)}`);
});
