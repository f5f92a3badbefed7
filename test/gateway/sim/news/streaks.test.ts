/**
 * 连板 from day bars: exact limit-up closes in a row, suspended days skipped, a listing day's
 * unlimited jump never counted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closedAtLimitUp, limitUpStreak } from '../../../../gateway/sim/news/streaks';
import type { KlineBar, Snapshot } from '../../../../gateway/sim/market/types';
import type { UniverseEntry } from '../../../../gateway/sim/market/universe/index';
import { limitMoves } from '../../../../gateway/sim/news/detectors';
import { emptyMemory, type MarketMoment } from '../../../../gateway/sim/news/moment';

const main = { kind: 'capital', board: 'main', st: false } as const;
const chinext = { kind: 'capital', board: 'chinext', st: false } as const;

let ts = 0;
function bar(preClose: number, close: number, volume = 1e6): KlineBar {
  ts += 86_400_000;
  return { ts, open: preClose, high: Math.max(preClose, close), low: Math.min(preClose, close), close, preClose, volume, amount: volume * close };
}

test('a close at the limit-up price counts, one tick below does not; the band is the board’s', () => {
  assert.ok(closedAtLimitUp(main, bar(10, 11)));
  assert.ok(!closedAtLimitUp(main, bar(10, 10.99)));
  assert.ok(closedAtLimitUp(main, bar(9.87, 10.86)), '9.87 × 1.1 = 10.857 rounds half up to 10.86');
  assert.ok(!closedAtLimitUp(chinext, bar(10, 11)), 'ChiNext moves 20%');
  assert.ok(closedAtLimitUp(chinext, bar(10, 12)));
});

test('the streak counts the limit-up closes before today in a row, skipping suspended days', () => {
  assert.equal(limitUpStreak(main, []), 1);
  assert.equal(limitUpStreak(main, [bar(9, 9.5), bar(10, 11)]), 2);
  assert.equal(limitUpStreak(main, [bar(10, 11), bar(11, 12.1), bar(12.1, 13.31)]), 4);
  assert.equal(limitUpStreak(main, [bar(10, 11), bar(11, 11, 0), bar(11, 12.1)]), 3, 'a suspended day neither breaks nor adds');
  assert.equal(limitUpStreak(main, [bar(10, 11), bar(11, 11.5), bar(11.5, 12.65)]), 2, 'an open board breaks the streak');
  assert.equal(limitUpStreak(main, [bar(10, 14.4)]), 1, 'a listing day (+44%, no band) is not a limit-up close');
});

test('the desk names a limit-up that continues the days before as N连板, read from that stock’s own day bars', () => {
  const entry = { id: '600001.SH', code: '600001', name: '连板样本', kind: 'capital', board: 'main', st: false, industry: '银行' } as UniverseEntry;
  const fresh = { ...entry, id: '600002.SH', code: '600002', name: '首板样本' } as UniverseEntry;
  const snap = (id: string) =>
    ({ id, price: 14.64, limitUp: 14.64, limitDown: 11.98, open: 13.4, status: 'trading', pct: 10, amount: 2e8 }) as unknown as Snapshot;
  const history: Record<string, KlineBar[]> = {
    '600001.SH': [bar(9, 9.1), bar(10, 11), bar(11, 12.1), bar(12.1, 13.31)],
    '600002.SH': [bar(12, 12.5), bar(12.5, 13.31)],
  };
  const rows = [entry, fresh].map((e) => ({ entry: e, snap: snap(e.id) }));
  const m = {
    ts: 1,
    tradingDay: true,
    hkTradingDay: true,
    stocks: rows,
    byId: new Map(rows.map((r) => [r.entry.id, r])),
    conceptsOf: () => [],
    dayBars: (id: string, count: number) => history[id]!.slice(-count),
  } as unknown as MarketMoment;
  const titles = limitMoves(m, emptyMemory()).map((f) => f.title);
  assert.deepEqual(titles.sort(), ['【模拟】连板样本涨停，4连板', '【模拟】首板样本涨停'].sort());
});
