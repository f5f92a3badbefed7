import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SecurityFigures } from '../../../../contracts/endpoints/figures';
import type { Holding } from '../../../../contracts/holdings';
import { TABLE_COLUMNS } from '../../../../contracts/table-columns';
import type { Quote } from '../../../../contracts/ws-protocol';
import {
  WATCH_COLUMNS,
  columnOf,
  columnsOf,
  nextSort,
  rowHolding,
  sinceAddPct,
  sortRows,
  type WatchRow,
} from '../../../../client/components/watchlist-panel/watchlist-columns';
import { watchItem } from './watch-item';

const item = watchItem;
const quote = (id: string, price: number, change: number, extra: Partial<Quote> = {}): Quote => ({
  id,
  price,
  change,
  pct: change,
  volume: 5,
  amount: 50,
  ts: Date.parse('2026-11-20T06:00:00Z'),
  ...extra,
});
const holding = (code: string, over: Partial<Holding> = {}): Holding => ({ code, quantity: 200, cost: 10, buyDate: '2026-11-02', updatedAt: 1, ...over });
const figures: SecurityFigures = {
  volumeRatio: 1.234,
  peTtm: 25.678,
  pb: null,
  totalCap: 123_456_789_000,
  floatCap: 98_765_432_100,
  industry: '食品饮料',
  dividendYield: 2.5,
  pct60: -3.21,
};

test('one column per watchlist column id, in the contract’s order, with Chinese labels and chooser groups', () => {
  assert.deepEqual(
    WATCH_COLUMNS.map((c) => c.key),
    [...TABLE_COLUMNS.watchlist.available],
  );
  assert.deepEqual(
    columnsOf(TABLE_COLUMNS.watchlist.defaults).map((c) => c.label),
    ['最新价', '涨跌', '涨跌幅', '成交额', '加自选后涨幅', '持仓数量', '持仓市值', '浮动盈亏', '盈亏比例', '当日盈亏'],
  );
  assert.deepEqual(
    columnsOf(['pct', 'retired', 'holdPnl']).map((c) => c.key),
    ['pct', 'holdPnl'],
  );
  for (const c of WATCH_COLUMNS) assert.match(c.label, /[\u4e00-\u9fff]/);
  assert.equal(columnOf('peTtm').group, '财务');
  assert.equal(columnOf('holdDayPnl').group, '持仓');
});

test('quote columns: the latest quote when there is one, else the listed item; prices at the item’s tick', () => {
  const stock: WatchRow = { item: item('600519.SH', { price: 1688, pct: 1.234, amount: 123_456_789 }) };
  assert.equal(columnOf('pct').format(stock), '+1.23%');
  assert.equal(columnOf('amount').format(stock), '1.23亿');
  assert.equal(columnOf('price').format(stock), '1688.00');
  assert.equal(columnOf('price').format({ item: item('x', { price: null }) }), '--');
  assert.equal(columnOf('price').format({ item: item('510300.SH', { kind: 'fund_onside', price: 1.5 }) }), '1.500');
  assert.equal(columnOf('change').format({ item: item('510300.SH', { kind: 'fund_onside', change: -0.012 }) }), '-0.012');
  assert.equal(columnOf('turnover').format({ item: item('x', { turnover: 0.5 }) }), '0.50%');
  assert.equal(columnOf('volume').format({ item: item('x', { volume: 1_660_800 }) }), '1.66万手', 'volume in 手 with its unit, as the stock header');
  assert.equal(columnOf('volume').format({ item: item('00700.HK', { kind: 'hk', volume: 1_660_800 }) }), '166.08万股');
  const live: WatchRow = { item: item('600519.SH', { price: 10, turnover: 2 }), quote: quote('600519.SH', 25, 1) };
  assert.equal(columnOf('price').value(live), 25);
  assert.equal(columnOf('turnover').value(live), 2, 'a quote without turnover keeps the listed one');
});

test('since-added return follows the live price', () => {
  assert.ok(Math.abs(sinceAddPct(11, 10)! - 10) < 1e-9);
  assert.equal(sinceAddPct(null, 10), null);
  assert.equal(sinceAddPct(11, null), null);
  const it = item('600519.SH', { addPrice: 20, sinceAddPct: 1 });
  assert.equal(columnOf('sinceAddPct').value({ item: it }), 1, 'without a quote: the listed value');
  assert.equal(columnOf('sinceAddPct').value({ item: it, quote: quote('600519.SH', 25, 1) }), 25);
});

test('figure columns: the figures’ values with the fundamentals pages’ formats; -- until they arrive', () => {
  const row: WatchRow = { item: item('600519.SH'), figures };
  const text = (k: Parameters<typeof columnOf>[0]) => columnOf(k).format(row);
  assert.deepEqual(
    ['volumeRatio', 'peTtm', 'pb', 'totalCap', 'floatCap', 'industry', 'dividendYield', 'pct60'].map((k) => text(k as Parameters<typeof columnOf>[0])),
    ['1.23', '25.68', '--', '1234.57亿', '987.65亿', '食品饮料', '2.50%', '-3.21%'],
  );
  assert.equal(columnOf('pct60').trend(row), -1);
  assert.equal(columnOf('peTtm').tinted, false);
  assert.equal(columnOf('peTtm').format({ item: item('x') }), '--');
  assert.equal(columnOf('industry').text, true);
});

test('holding columns: 持仓市值, 浮动盈亏, 盈亏比例 and 当日盈亏 move with the quote; HK money in HKD', () => {
  const row: WatchRow = { item: item('600519.SH'), holding: holding('600519.SH'), quote: quote('600519.SH', 12, 0.5, { preClose: 11.5 }) };
  assert.equal(columnOf('holdQuantity').format(row), '200');
  assert.equal(columnOf('holdCost').format(row), '10.00');
  assert.equal(columnOf('holdBuyDate').format(row), '2026-11-02');
  assert.equal(columnOf('holdValue').format(row), '2,400.00');
  assert.equal(columnOf('holdPnl').format(row), '+400.00');
  assert.equal(columnOf('holdPnlPct').format(row), '+20.00%');
  assert.equal(columnOf('holdDayPnl').format(row), '+100.00');
  assert.equal(columnOf('holdPnl').trend(row), 1);
  const later = { ...row, quote: quote('600519.SH', 9, -2.5, { preClose: 11.5 }) };
  assert.equal(columnOf('holdPnl').format(later), '-200.00');
  assert.equal(columnOf('holdDayPnl').format(later), '-500.00');
  assert.equal(columnOf('holdPnl').trend(later), -1);
  const hk: WatchRow = {
    item: item('00700.HK', { kind: 'hk' }),
    holding: holding('00700.HK', { quantity: 150, cost: 300 }),
    quote: quote('00700.HK', 330, 10),
  };
  assert.equal(columnOf('holdValue').format(hk), 'HK$49,500.00');
  assert.equal(columnOf('holdPnl').format(hk), '+HK$4,500.00');
  // Without a holding: dashes; without a quote: the listed price, its day taken as today.
  assert.equal(columnOf('holdPnl').format({ item: item('x') }), '--');
  const listed = rowHolding({ item: item('x', { price: 12, change: 1 }), holding: holding('x', { buyDate: '2026-11-20' }) }, () =>
    Date.parse('2026-11-20T06:00:00Z'),
  );
  assert.deepEqual(listed && [listed.marketValue, listed.dayPnl], [2400, 400], 'bought today: the day starts from the cost');
});

test('header clicks cycle desc → asc → own order', () => {
  let s = nextSort(null, 'pct');
  assert.deepEqual(s, { key: 'pct', order: 'desc' });
  s = nextSort(s, 'pct');
  assert.deepEqual(s, { key: 'pct', order: 'asc' });
  assert.equal(nextSort(s, 'pct'), null);
  assert.deepEqual(nextSort({ key: 'pct', order: 'asc' }, 'price'), { key: 'price', order: 'desc' });
});

test('sortRows: by the live value, the figures or the holding; blanks last; ties and unsorted keep the group order', () => {
  const rows: WatchRow[] = [
    { item: item('a', { pct: 1 }), quote: { ...quote('a', 1, 0), pct: 5 } },
    { item: item('b', { pct: null }) },
    { item: item('c', { pct: 3 }), holding: holding('c'), figures: { ...figures, peTtm: 9 } },
    { item: item('d', { pct: 1 }), holding: holding('d', { cost: 5 }), figures },
  ];
  const codes = (rs: WatchRow[]) => rs.map((r) => r.item.code);
  assert.deepEqual(codes(sortRows(rows, { key: 'pct', order: 'desc' })), ['a', 'c', 'd', 'b']);
  assert.deepEqual(codes(sortRows(rows, { key: 'pct', order: 'asc' })), ['d', 'c', 'a', 'b']);
  assert.deepEqual(codes(sortRows(rows, { key: 'peTtm', order: 'desc' })), ['d', 'c', 'a', 'b']);
  assert.deepEqual(codes(sortRows(rows, { key: 'holdPnl', order: 'desc' })), ['d', 'c', 'a', 'b']);
  assert.deepEqual(codes(sortRows(rows, null)), ['a', 'b', 'c', 'd']);
});
