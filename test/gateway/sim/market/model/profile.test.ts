import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from '../fixture';
import { dayOfTradingIndex, isMainlandClosed } from '../../../../../gateway/sim/calendar/days';
import { formatDay } from '../../../../../contracts/calendar/index';
import { actionDraw } from '../../../../../gateway/sim/market/model/corporate-actions';
import { unlimitedOn } from '../../../../../gateway/sim/market/history/daily-bars';
import { buildProfile, HASHED_LEVEL_RANGE } from '../../../../../gateway/sim/market/model/profile';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import type { SecurityClass } from '../../../../../gateway/sim/market/model/rules';

function rangeOf(cls: SecurityClass, kind: string): readonly [number, number] {
  if (cls === 'index') return HASHED_LEVEL_RANGE.index;
  if (cls === 'fund' || cls === 'nav') return HASHED_LEVEL_RANGE.fund;
  return kind === 'hk' ? HASHED_LEVEL_RANGE.hk : HASHED_LEVEL_RANGE.aShare;
}

test('drawn levels are plausible for the kind: A-shares 3–80, HK 1–200, funds 0.8–5, indexes 1000–8000', () => {
  assert.deepEqual(HASHED_LEVEL_RANGE, { aShare: [3, 80], hk: [1, 200], fund: [0.8, 5], index: [1000, 8000] });
  const universe = loadUniverse().all;
  const levels = new Map<string, number[]>();
  for (let seed = 1; seed <= 3; seed++) {
    universe.forEach((sec, i) => {
      const p = buildProfile(seed, sec, i);
      const [lo, hi] = rangeOf(p.cls, sec.kind);
      assert.ok(p.level >= lo && p.level <= hi, `${sec.id} (${sec.kind}) at ${p.level}`);
      const key = p.cls === 'stock' ? sec.kind : p.cls;
      levels.set(key, [...(levels.get(key) ?? []), p.level]);
    });
  }
  // Spread, not a pile at one bound: the middle half of A-shares lies well inside the range.
  const a = levels.get('capital')!.sort((x, y) => x - y);
  const [q1, q3] = [a[Math.floor(a.length / 4)]!, a[Math.floor((3 * a.length) / 4)]!];
  assert.ok(q1 > 5 && q3 < 40 && q3 / q1 > 1.4, `A-share quartiles ${q1}, ${q3}`);
  for (const key of ['hk', 'fund', 'index']) assert.ok(new Set(levels.get(key)!.map((x) => x.toFixed(3))).size > 10, key);
});

test('property: a reference level is taken as it is; a bad one is refused', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1e6 }),
      fc.integer({ min: 0, max: FIXTURE.length - 1 }),
      fc.double({ min: 0.01, max: 1e5, noNaN: true }),
      (seed, i, level) => {
        assert.equal(buildProfile(seed, FIXTURE[i]!, i, level).level, level);
      },
    ),
    { numRuns: 50 },
  );
  for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) assert.throws(() => buildProfile(1, FIXTURE[0]!, 0, bad), /reference price/);
});

test('stocks grow gently: 1% a year on average, between −2% and 8%; funds and indexes at the average', () => {
  const universe = loadUniverse().all;
  const growth: number[] = [];
  universe.forEach((sec, i) => {
    const p = buildProfile(7, sec, i);
    if (p.cls !== 'stock') return assert.equal(p.growth, 0.01);
    assert.ok(p.growth >= -0.02 && p.growth <= 0.08, `${sec.id}: ${p.growth}`);
    growth.push(p.growth);
  });
  const mean = growth.reduce((s, g) => s + g, 0) / growth.length;
  assert.ok(mean > 0.005 && mean < 0.02, `mean growth ${mean}`);
});

test('an A-share lists and goes ex on mainland trading days: a listing date the mainland is closed moves to its next trading day, never onto a day only HKEX trades', () => {
  const day = (idx: number) => formatDay(dayOfTradingIndex(idx));
  const universe = loadUniverse().all;
  const aShare = universe.find((s) => s.kind === 'capital')!;
  const hk = universe.find((s) => s.kind === 'hk')!;
  // 2026-02-16 (a Monday of 春节 week, HKEX open) and 2025-10-01 (国庆, a day neither trades); 2026-02-14 a Saturday before them.
  for (const [date, next] of [
    ['2026-02-16', '2026-02-24'],
    ['2026-02-14', '2026-02-24'],
    ['2025-10-01', '2025-10-09'],
    ['2026-03-02', '2026-03-02'],
  ] as const) {
    const p = buildProfile(1, { ...aShare, listDate: date }, 0);
    assert.equal(day(p.listIdx), next, `an A-share listed ${date}`);
  }
  // HK keeps its own calendar: 2026-02-16 is an HKEX trading day.
  assert.equal(day(buildProfile(1, { ...hk, listDate: '2026-02-16' }, 0).listIdx), '2026-02-16');
  let actions = 0;
  for (const seed of [1, 7, 42]) {
    universe.forEach((sec, slot) => {
      if (sec.kind === 'hk' || slot % 3 !== 0) return;
      const p = buildProfile(seed, sec, slot);
      assert.ok(p.listIdx < 0 || !isMainlandClosed(p.listIdx), `${sec.id} lists on ${day(p.listIdx)}`);
      for (let year = 2011; year <= 2027; year++) {
        const a = actionDraw(p, year, 2026);
        if (!a) continue;
        actions++;
        assert.ok(!isMainlandClosed(a.idx), `${seed} ${sec.id} goes ex on ${day(a.idx)}, the mainland is closed`);
      }
    });
  }
  assert.ok(actions > 10_000, `${actions} ex-dates`);
});

test('a 注册制 listing trades without a limit for five mainland days, even when 国庆 falls inside them', () => {
  const star = loadUniverse().all.find((s) => s.board === 'star')!;
  const day = (idx: number) => formatDay(dayOfTradingIndex(idx));
  // Listed Monday 2025-09-29: 09-29, 09-30, then 国庆 (HKEX trades 10-02, 10-03, 10-06, 10-07), then 10-09, 10-10, 10-13.
  const p = buildProfile(1, { ...star, listDate: '2025-09-29' }, 0);
  const unlimited: string[] = [];
  for (let t = p.listIdx; t < p.listIdx + 15; t++) if (unlimitedOn(p, t) && !isMainlandClosed(t)) unlimited.push(day(t));
  assert.deepEqual(unlimited, ['2025-09-29', '2025-09-30', '2025-10-09', '2025-10-10', '2025-10-13']);
  assert.equal(unlimitedOn(p, p.limitFrom), false);
  assert.equal(day(p.limitFrom), '2025-10-14');
});
