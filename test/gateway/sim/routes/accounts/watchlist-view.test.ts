import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { WatchlistItem } from '../../../../../contracts/endpoints/watchlist';
import { changePct, groupAvgChg, round2, sortItems, toWatchlistItem } from '../../../../../gateway/sim/routes/accounts/watchlist-view';
import { FakeMarket } from './helpers';

function item(code: string, pct: number | null, sort: number): WatchlistItem {
  return {
    id: sort,
    code,
    name: code,
    suffix: 'SH',
    kind: null,
    remark: '',
    addDate: 0,
    addPrice: null,
    sort,
    price: pct === null ? null : 10,
    change: null,
    pct,
    volume: null,
    amount: null,
    turnover: null,
    sinceAddPct: null,
  };
}

test('round2 rounds decimal halves away from zero', () => {
  assert.equal(round2(1.025), 1.03);
  assert.equal(round2(-1.025), -1.03);
  assert.equal(round2(1.005), 1.01);
  assert.equal(round2(2.344), 2.34);
  assert.equal(round2(0), 0);
  assert.ok(Object.is(round2(-0.001), 0));
  fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => Math.abs(round2(x) - x) <= 0.005 + 1e-9));
});

test('changePct: null when a side is missing or the base is not positive', () => {
  assert.equal(changePct(10, 11), 10);
  assert.equal(changePct(10, 9), -10);
  assert.equal(changePct(null, 11), null);
  assert.equal(changePct(10, null), null);
  assert.equal(changePct(0, 11), null);
});

test('sortItems: nulls last both ways, ties keep order, input untouched', () => {
  const items = [item('A', 1, 1), item('B', null, 2), item('C', -2, 3), item('D', 1, 4)];
  assert.deepEqual(
    sortItems(items, 'pct', 'desc').map((i) => i.code),
    ['A', 'D', 'C', 'B'],
  );
  assert.deepEqual(
    sortItems(items, 'pct', 'asc').map((i) => i.code),
    ['C', 'A', 'D', 'B'],
  );
  assert.deepEqual(
    items.map((i) => i.code),
    ['A', 'B', 'C', 'D'],
  );
  fc.assert(
    fc.property(
      fc.array(fc.option(fc.integer({ min: -10, max: 10 }), { nil: null }), { maxLength: 30 }),
      fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
      (pcts, order) => {
        const sorted = sortItems(
          pcts.map((p, i) => item(String(i), p, i)),
          'pct',
          order,
        );
        assert.equal(sorted.length, pcts.length);
        const values = sorted.map((i) => i.pct);
        const firstNull = values.indexOf(null);
        if (firstNull >= 0) assert.ok(values.slice(firstNull).every((v) => v === null));
        const nonNull = values.filter((v): v is number => v !== null);
        for (let i = 1; i < nonNull.length; i++) assert.ok(order === 'asc' ? nonNull[i - 1]! <= nonNull[i]! : nonNull[i - 1]! >= nonNull[i]!);
      },
    ),
  );
});

test('groupAvgChg averages items with a quote', () => {
  assert.deepEqual(groupAvgChg(7, [item('A', 1, 1), item('B', null, 2), item('C', -2, 3), item('D', 0, 4)]), {
    groupId: 7,
    avgPct: -0.33,
    count: 4,
    up: 1,
    down: 1,
    flat: 1,
  });
  assert.deepEqual(groupAvgChg(1, []), { groupId: 1, avgPct: null, count: 0, up: 0, down: 0, flat: 0 });
});

test('toWatchlistItem joins the quote; unknown names fall back to the exchange code', () => {
  const market = new FakeMarket();
  const row = { id: 3, code: '600519.SH', addDate: 5, addPrice: 1200, remark: 'r', sort: 2 };
  const v = toWatchlistItem(row, market);
  assert.deepEqual([v.name, v.kind, v.price, v.sinceAddPct, v.suffix], ['贵州茅台', 'capital', 1500, 25, 'SH']);
  const unknown = toWatchlistItem({ ...row, code: '123456.SZ' }, market);
  assert.deepEqual([unknown.name, unknown.kind, unknown.price, unknown.sinceAddPct], ['123456', null, null, null]);
  assert.throws(() => toWatchlistItem({ ...row, code: 'junk' }, market), /malformed/);
});
