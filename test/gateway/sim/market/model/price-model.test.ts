import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from '../fixture';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { PriceModel } from '../../../../../gateway/sim/market/model/price-model';
import { Factors } from '../../../../../gateway/sim/market/model/factors';
import { MAX_PAST_SPLIT, PAST_SPLIT_CEILING, REFERENCE_LAG } from '../../../../../gateway/sim/market/model/corporate-actions';
import { dayBar } from '../../../../../gateway/sim/market/history/daily-bars';

const levelArb = fc.double({ min: 0.5, max: 30_000, noNaN: true });
const anchorArb = fc.integer({ min: 1500, max: 4400 });
const secArb = fc.integer({ min: 0, max: FIXTURE.length - 1 });
const rel = (a: number, b: number) => Math.abs(a / b - 1);

test('property: the model price on the anchor day is the level (or on the listing day when that is later)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), secArb, anchorArb, fc.option(levelArb, { nil: undefined }), (seed, i, anchor, level) => {
      const p = buildProfile(seed, FIXTURE[i]!, i, level);
      const model = new PriceModel(p, new Factors(seed, anchor), anchor);
      assert.equal(model.anchorIdx, Math.max(anchor, p.listIdx));
      if (level !== undefined) assert.equal(p.level, level);
      assert.ok(rel(model.modelPrice(model.anchorIdx), p.level * 1000) < 1e-9, `${p.sec.id}: ${model.modelPrice(model.anchorIdx)} vs ${p.level}`);
    }),
    { numRuns: 200 },
  );
});

test('property: actions before the anchor are sized at the price the model shows ten days before them', () => {
  let checked = 0;
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), secArb, anchorArb, levelArb, (seed, i, anchor, level) => {
      const p = buildProfile(seed, FIXTURE[i]!, i, level);
      const model = new PriceModel(p, new Factors(seed, anchor), anchor);
      const actions = model.actionsUpTo(4600);
      let pastSplit = 1;
      for (const a of actions) {
        const ref = model.modelPrice(a.idx - REFERENCE_LAG);
        // The nominal factor is (1 + bonus)·P/(P − cash) at the reference price P the model shows
        // (up to the cash's rounding to 0.001).
        assert.ok(rel(a.nominal, ((1 + a.bonus) * ref) / (ref - a.cash)) < 1e-9 + 2 / ref, `${p.sec.id} action ${a.idx}`);
        assert.ok(a.cash >= 0 && a.cash <= ref / 2 && a.bonus >= 0);
        if (a.idx <= model.anchorIdx) pastSplit *= 1 + a.bonus;
        // A split before the anchor leaves the unadjusted price at most PAST_SPLIT_CEILING × the level.
        if (a.idx <= model.anchorIdx && a.bonus > 0)
          assert.ok(ref - a.cash <= PAST_SPLIT_CEILING * p.level * 1000 + 1, `${p.sec.id} split at ${ref} over level ${p.level}`);
        checked++;
      }
      assert.ok(pastSplit <= MAX_PAST_SPLIT + 1e-12, `${p.sec.id} splits ×${pastSplit} before the anchor`);
      // Reading up to an earlier day gives a prefix of the same list.
      const cut = 3000;
      assert.deepEqual(
        model.actionsUpTo(cut),
        actions.filter((a) => a.idx <= cut),
      );
    }),
    { numRuns: 60 },
  );
  assert.ok(checked > 100, `actions checked: ${checked}`);
});

test('an anchored stock closes near its level on the anchor day', () => {
  // 贵州茅台 at 1450 over many seeds: the close is P* on the tick grid unless a limit move is under way.
  const deviations: number[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    const p = buildProfile(seed, FIXTURE[0]!, 0, 1450);
    const model = new PriceModel(p, new Factors(seed, 4300), 4300);
    deviations.push(rel(dayBar(model, 4300).close, 1450_000));
  }
  deviations.sort((a, b) => a - b);
  assert.ok(deviations[deviations.length >> 1]! < 0.001, `median ${deviations[deviations.length >> 1]}`);
  assert.ok(deviations.filter((d) => d > 0.05).length <= 2, `far off: ${deviations.filter((d) => d > 0.05)}`);
});
