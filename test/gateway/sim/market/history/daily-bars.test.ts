import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from '../fixture';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { PriceModel } from '../../../../../gateway/sim/market/model/price-model';
import { Factors } from '../../../../../gateway/sim/market/model/factors';
import { dayBar, dayTable, exReference, isHoliday, isSuspended } from '../../../../../gateway/sim/market/history/daily-bars';
import { isHongKongClosed, isMainlandClosed } from '../../../../../gateway/sim/calendar/days';
import { limitsOf, roundInBand, roundToTick } from '../../../../../gateway/sim/market/model/rules';
import { ANCHOR as UNIVERSE_ANCHOR, sourceFor } from '../../companies/fixture';

const traded = FIXTURE.filter((s) => !s.kind.startsWith('index') && s.kind !== 'fund_outside');
const TODAY = 4400; // trading index in late 2026
/** Anchor day of the models: history before it is read backwards from the level, after it forwards. */
const ANCHOR = 4300;

function modelOf(seed: number, i: number) {
  const sec = traded[i]!;
  return new PriceModel(buildProfile(seed, sec, i), new Factors(seed, ANCHOR), ANCHOR);
}

function assertWindowedEqualsUnbounded(seed: number, i: number): void {
  const model = modelOf(seed, i);
  const p = model.profile;
  const from = Math.max(p.listIdx, 0);
  const table = dayTable(model, from, TODAY)!;
  // The unbounded walk, written out independently of the windowed implementation.
  const start = p.listIdx;
  const logs = new Float64Array(TODAY - start + 1);
  model.logValueRange(start, logs);
  const actions = new Map(model.actionsUpTo(TODAY).map((a) => [a.idx, a]));
  let logNominal = 0;
  let c = 0;
  for (let t = start; t <= TODAY; t++) {
    const a = actions.get(t);
    if (a) logNominal += Math.log(a.nominal);
    const price = Math.exp(logs[t - start]! - logNominal);
    if (t === start) c = roundToTick(p.sec, price);
    else {
      const pre = a ? exReference(p, c, a) : c;
      c = isSuspended(p, t) || isHoliday(p, t) ? pre : roundInBand(p.sec, price, limitsOf(p.sec, pre));
    }
    if (t >= from) assert.equal(table.close[t - from], c, `${p.sec.id} day ${t}`);
  }
}

test('windowed closes equal an unbounded walk from the listing day', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: traded.length - 1 }), (seed, i) => {
      assertWindowedEqualsUnbounded(seed, i);
    }),
    { numRuns: 25 },
  );
});

test('an ST stock (5% band) whose limit chain outlasts a 15-day window still agrees with the unbounded walk', () => {
  // CI found this: *ST奥瑞 for seed 815000 ran limit days longer than the 10%-band window.
  const i = traded.findIndex((s) => s.st);
  assert.equal(i, 9);
  assertWindowedEqualsUnbounded(815000, i);
});

test('daily bars: band, OHLC order, continuity through ex-dates, single-day reads agree', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: traded.length - 1 }), (seed, i) => {
      const model = modelOf(seed, i);
      const table = dayTable(model, TODAY - 600, TODAY)!;
      for (let r = 1; r < table.length; r++) {
        const b = table.bar(r);
        assert.ok(b.low <= Math.min(b.open, b.close) && Math.max(b.open, b.close) <= b.high);
        if (b.limits) assert.ok(b.low >= b.limits.down && b.high <= b.limits.up);
        const prev = table.close[r - 1]!;
        if (b.action) {
          assert.equal(b.pre, exReference(model.profile, prev, b.action));
          assert.equal(b.factor, prev / b.pre);
        } else {
          assert.equal(b.pre, prev);
          assert.equal(b.factor, 1);
        }
        if (b.suspended) assert.equal(b.volume, 0);
        else if (model.profile.turnover > 0) assert.ok(b.volume > 0 && b.amount > 0);
      }
      for (const r of [1, table.length >> 1, table.length - 1]) assert.deepEqual(dayBar(model, table.from + r), table.bar(r));
    }),
    { numRuns: 25 },
  );
});

test('the market has limit-up and limit-down days, suspensions and corporate actions', () => {
  let up = 0;
  let down = 0;
  let broken = 0;
  let suspended = 0;
  let holidays = 0;
  let actions = 0;
  let days = 0;
  for (let seed = 1; seed <= 4; seed++) {
    for (let i = 0; i < traded.length; i++) {
      const model = modelOf(seed, i);
      const table = dayTable(model, 0, TODAY)!;
      actions += model.actionsUpTo(TODAY).length;
      for (let r = 0; r < table.length; r++) {
        const b = table.bar(r);
        days++;
        if (b.holiday) holidays++;
        else if (b.suspended) suspended++;
        else if (b.limits && b.close === b.limits.up) up++;
        else if (b.limits && b.close === b.limits.down) down++;
        else if (b.limits && b.high === b.limits.up) broken++;
      }
    }
  }
  assert.ok(up / days > 0.003 && up / days < 0.02, `limit-up share ${up / days}`);
  // 炸板: a real main board's limit-up touches fail to hold a fifth to two fifths of the time.
  assert.ok(broken / (up + broken) > 0.12 && broken / (up + broken) < 0.45, `炸板率 ${broken} of ${up + broken} touches`);
  assert.ok(down > 0 && down < up, `limit-down ${down} vs up ${up}`);
  assert.ok(suspended / days > 0.001 && suspended / days < 0.006, `suspended share ${suspended / days}`);
  assert.ok(actions > 50, `actions ${actions}`);
  // Each market sits out the days only the other trades (HKEX closures; the HK-only days of 春节 and 国庆).
  assert.ok(holidays > 0, `holidays ${holidays}`);
});

test('each market has holidays exactly on its own exchange’s closed days: A-shares on HK-only days, HK on HKEX closures', () => {
  const seen = { cn: 0, hk: 0 };
  for (let i = 0; i < traded.length; i++) {
    const model = modelOf(3, i);
    const table = dayTable(model, 3000, TODAY)!;
    for (let r = 0; r < table.length; r++) {
      const t = table.from + r;
      const b = table.bar(r);
      assert.equal(b.holiday, isHoliday(model.profile, t), `${model.profile.sec.id} day ${t}`);
      const closed = model.profile.market === 'hk' ? isHongKongClosed(t) : isMainlandClosed(t);
      if (t > model.profile.listIdx) assert.equal(b.holiday, closed, `${model.profile.sec.id} day ${t}`);
      if (b.holiday) {
        seen[model.profile.market]++;
        assert.ok(b.suspended && b.volume === 0 && b.close === b.pre, `${model.profile.sec.id} day ${t} flat`);
      }
    }
  }
  assert.ok(seen.cn > 0 && seen.hk > 0, `holidays seen: ${JSON.stringify(seen)}`);
});

test('suspensions come in runs: ~0.3% of stock-days, most runs a day, about a fifth 5 days or more (重大资产重组), none past the cap; a day asked alone agrees with stepping', () => {
  const stocks = traded.map((_s, i) => i).filter((i) => traded[i]!.kind === 'capital' || traded[i]!.kind === 'hk');
  let days = 0;
  let suspended = 0;
  const runs: number[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    for (const i of stocks) {
      const p = buildProfile(seed, traded[i]!, i);
      let run = 0;
      for (let t = Math.max(p.listIdx + 1, 1000); t <= 3500; t++) {
        days++;
        if (isSuspended(p, t)) {
          suspended++;
          run++;
        } else if (run > 0) {
          runs.push(run);
          run = 0;
        }
      }
    }
  }
  const rate = suspended / days;
  assert.ok(rate > 0.002 && rate < 0.004, `suspended share of stock-days ${(rate * 100).toFixed(3)}%`);
  const long = runs.filter((r) => r >= 5).length / runs.length;
  assert.ok(long > 0.12 && long < 0.3, `runs of 5 days or more: ${(long * 100).toFixed(1)}% of ${runs.length}`);
  assert.ok(runs.filter((r) => r === 1).length / runs.length > 0.4, 'most runs are one day');
  assert.ok(Math.max(...runs) <= 60, 'two runs may touch, none is longer than twice the cap');
  const p = buildProfile(7, traded[stocks[0]!]!, stocks[0]!);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 4400 }), (t) => assert.equal(isSuspended(p, t), isSuspended(buildProfile(7, traded[stocks[0]!]!, stocks[0]!), t))),
    { numRuns: 50 },
  );
});

test('炸板: across the main board a fifth or more of the days that touch 涨停 close below it (150 stocks, six years)', () => {
  const src = sourceFor(1);
  const main = src.models.filter((m) => m.profile.sec.kind === 'capital' && m.profile.sec.board === 'main' && !m.profile.sec.st);
  const step = Math.floor(main.length / 150);
  let sealed = 0;
  let broken = 0;
  for (let k = 0; k < main.length; k += step) {
    const table = dayTable(main[k]!, UNIVERSE_ANCHOR - 1500, UNIVERSE_ANCHOR)!;
    for (let r = 0; r < table.length; r++) {
      const b = table.bar(r);
      if (b.suspended || !b.limits) continue;
      if (b.close === b.limits.up) sealed++;
      else if (b.close !== b.limits.down && b.high === b.limits.up) broken++;
    }
  }
  // Without the touches of days closing near the limit only the large caps' wide ranges reached it: 0.17.
  const rate = broken / (sealed + broken);
  assert.ok(rate > 0.2 && rate < 0.4, `炸板率 ${rate.toFixed(3)} (${broken} of ${sealed + broken} touches)`);
});
