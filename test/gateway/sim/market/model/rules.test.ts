import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Security } from '../../../../../contracts/market';
import { limitsOf, roundInBand, roundToTick, securityClass, sessionMarketOf, tickMilli } from '../../../../../gateway/sim/market/model/rules';

type S = Pick<Security, 'kind' | 'board' | 'st'>;
const main: S = { kind: 'capital', board: 'main', st: false };

test('limit prices round half up to the tick (exchange rule)', () => {
  assert.deepEqual(limitsOf(main, 10_050), { up: 11_060, down: 9_050 });
  assert.deepEqual(limitsOf(main, 10_000), { up: 11_000, down: 9_000 });
  assert.deepEqual(limitsOf({ ...main, st: true }, 3_330), { up: 3_500, down: 3_160 });
  assert.deepEqual(limitsOf({ kind: 'capital', board: 'chinext', st: false }, 25_550), { up: 30_660, down: 20_440 });
  assert.deepEqual(limitsOf({ kind: 'capital', board: 'bse', st: false }, 12_340), { up: 16_040, down: 8_640 });
  assert.deepEqual(limitsOf({ kind: 'fund_onside', board: 'fund', st: false }, 1_234), { up: 1_357, down: 1_111 });
  assert.equal(limitsOf({ kind: 'hk', board: 'hk', st: false }, 300_000), null);
  assert.equal(limitsOf({ kind: 'index_hs', board: 'index', st: false }, 3_000_000), null);
});

test('limits stay on the grid and within the ratio', () => {
  fc.assert(
    fc.property(fc.integer({ min: 100, max: 2_000_000 }), fc.constantFrom(0.05, 0.1, 0.2, 0.3), (pre10, ratio) => {
      const pre = pre10 * 10;
      const s: S =
        ratio === 0.05
          ? { ...main, st: true }
          : ratio === 0.2
            ? { kind: 'capital', board: 'star', st: false }
            : ratio === 0.3
              ? { kind: 'capital', board: 'bse', st: false }
              : main;
      const l = limitsOf(s, pre)!;
      assert.equal(l.up % 10, 0);
      assert.equal(l.down % 10, 0);
      assert.ok(Math.abs(l.up - pre * (1 + ratio)) <= 5 + 1e-6);
      assert.ok(l.down >= 10 && (l.down === 10 || Math.abs(l.down - pre * (1 - ratio)) <= 5 + 1e-6));
    }),
  );
});

test('ticks: 0.01 stocks, 0.001 funds, HK spread table', () => {
  assert.equal(tickMilli({ kind: 'capital' }, 12_345), 10);
  assert.equal(tickMilli({ kind: 'fund_lof' }, 1_234), 1);
  assert.equal(tickMilli({ kind: 'hk' }, 5_000), 10);
  assert.equal(tickMilli({ kind: 'hk' }, 150_000), 100);
  assert.equal(tickMilli({ kind: 'hk' }, 600_000), 500);
  assert.equal(roundToTick({ kind: 'hk' }, 333_333), 333_400);
  assert.equal(roundToTick({ kind: 'capital' }, 3), 10, 'never below one tick');
  assert.equal(roundInBand({ kind: 'capital' }, 12_000, { up: 11_000, down: 9_000 }), 11_000);
});

test('classes and session markets', () => {
  assert.equal(securityClass({ kind: 'capital' }), 'stock');
  assert.equal(securityClass({ kind: 'fund_onside' }), 'fund');
  assert.equal(securityClass({ kind: 'fund_fof' }), 'nav');
  assert.equal(securityClass({ kind: 'index_gn' }), 'index');
  assert.equal(sessionMarketOf({ suffix: 'HK' }), 'hk');
  assert.equal(sessionMarketOf({ suffix: 'OF' }), 'cn');
});
