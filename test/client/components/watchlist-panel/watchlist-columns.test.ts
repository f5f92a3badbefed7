import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { WatchlistItem } from '../../../../contracts/endpoints/watchlist';
import type { Quote } from '../../../../contracts/ws-protocol';
import { LIVE_COLUMNS, columnOf, liveValue, nextSort, sinceAddPct, sortRows, tintSign } from '../../../../client/components/watchlist-panel/watchlist-columns';

function item(code: string, over: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    id: 1,
    code,
    name: code,
    suffix: 'SH',
    kind: 'capital',
    remark: '',
    addDate: 0,
    addPrice: 10,
    sort: 0,
    price: 10,
    change: 0,
    pct: 0,
    volume: 0,
    amount: 0,
    turnover: 0,
    sinceAddPct: 0,
    ...over,
  };
}
const quote = (id: string, price: number, change: number): Quote => ({ id, price, change, pct: change, volume: 5, amount: 50, ts: 0 });

test('columns: the seven live fields in order with Chinese titles', () => {
  assert.deepEqual(
    LIVE_COLUMNS.map((c) => c.title),
    ['最新价', '涨跌', '涨跌幅', '成交量', '成交额', '换手率', '加自选后涨幅'],
  );
  const stock = { kind: 'capital' as const };
  const fund = { kind: 'fund_onside' as const };
  assert.equal(columnOf('pct').format(1.234, stock), '+1.23%');
  assert.equal(columnOf('amount').format(123_456_789, stock), '1.23亿');
  assert.equal(columnOf('price').format(null, stock), '--');
  assert.equal(columnOf('price').format(1688, stock), '1688.00');
  assert.equal(columnOf('price').format(1.5, fund), '1.500');
  assert.equal(columnOf('change').format(-0.012, fund), '-0.012');
  assert.equal(columnOf('turnover').format(0.5, stock), '0.50%');
  assert.equal(columnOf('volume').format(1_660_800, stock), '1.66万手', 'volume in 手 with its unit, as the stock header');
  assert.equal(columnOf('volume').format(1_660_800, { kind: 'hk' }), '166.08万股');
});

test('since-added return is computed from the live price', () => {
  assert.ok(Math.abs(sinceAddPct(11, 10)! - 10) < 1e-9);
  assert.equal(sinceAddPct(null, 10), null);
  assert.equal(sinceAddPct(11, null), null);
  const it = item('600519.SH', { addPrice: 20, sinceAddPct: 1 });
  assert.equal(liveValue(it, 'sinceAddPct'), 1, 'without a quote: the listed value');
  assert.equal(liveValue(it, 'sinceAddPct', quote('600519.SH', 25, 1)), 25);
  assert.equal(liveValue(it, 'price', quote('600519.SH', 25, 1)), 25);
  assert.equal(liveValue(item('x', { turnover: 2 }), 'turnover', quote('x', 1, 0)), 2, 'quote without turnover keeps the listed one');
});

test('tint: price follows the day change, change/pct/return their own sign, volume none', () => {
  const it = item('a', { addPrice: 20 });
  const q = quote('a', 15, 1);
  assert.equal(tintSign(it, columnOf('price'), q), 1);
  assert.equal(tintSign(it, columnOf('sinceAddPct'), q), -1);
  assert.equal(tintSign(it, columnOf('volume'), q), 0);
});

test('header clicks cycle desc → asc → own order', () => {
  let s = nextSort(null, 'pct');
  assert.deepEqual(s, { field: 'pct', order: 'desc' });
  s = nextSort(s, 'pct');
  assert.deepEqual(s, { field: 'pct', order: 'asc' });
  assert.equal(nextSort(s, 'pct'), null);
  assert.deepEqual(nextSort({ field: 'pct', order: 'asc' }, 'price'), { field: 'price', order: 'desc' });
});

test('sortRows: live values first, nulls last, ties in group order', () => {
  const rows = [item('a', { pct: 1 }), item('b', { pct: null }), item('c', { pct: 3 }), item('d', { pct: 1 })];
  const quotes = new Map([['a', { ...quote('a', 1, 0), pct: 5 }]]);
  assert.deepEqual(
    sortRows(rows, { field: 'pct', order: 'desc' }, quotes).map((r) => r.code),
    ['a', 'c', 'd', 'b'],
  );
  assert.deepEqual(
    sortRows(rows, { field: 'pct', order: 'asc' }, quotes).map((r) => r.code),
    ['d', 'c', 'a', 'b'],
  );
  assert.deepEqual(
    sortRows(rows, null, quotes).map((r) => r.code),
    ['a', 'b', 'c', 'd'],
  );
});
