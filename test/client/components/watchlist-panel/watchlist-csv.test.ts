import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { WatchlistItem } from '../../../../contracts/endpoints/watchlist';
import { columnsOf, type WatchRow } from '../../../../client/components/watchlist-panel/watchlist-columns';
import { watchlistCsv } from '../../../../client/components/watchlist-panel/watchlist-csv';
import { watchItem } from './watch-item';

const item = (code: string, over: Partial<WatchlistItem> = {}) =>
  watchItem(code, { price: 12, change: 0.5, pct: 4.3478, volume: 1000, amount: 12_345.678, turnover: 0.5, sinceAddPct: 20, ...over });
const ts = Date.parse('2026-11-20T06:00:00Z');

test('the shown columns in order with units, numbers as numbers, holdings included, remark last', () => {
  const rows: WatchRow[] = [
    {
      item: item('600519.SH', { name: '贵州茅台', remark: '长期' }),
      quote: { id: '600519.SH', price: 12, change: 0.5, pct: 4.3478, volume: 1000, amount: 12_345.678, ts, preClose: 11.5 },
      holding: { code: '600519.SH', quantity: 200, cost: 10.125, buyDate: '2026-11-02', updatedAt: 1 },
    },
    { item: item('000001.SZ', { name: '平安银行', price: null, pct: null }) },
  ];
  const csv = watchlistCsv(rows, columnsOf(['price', 'pct', 'amount', 'holdQuantity', 'holdCost', 'holdBuyDate', 'holdPnl', 'holdDayPnl']));
  assert.ok(csv.startsWith('\uFEFF'));
  assert.deepEqual(csv.slice(1).split('\r\n'), [
    '代码,名称,最新价,涨跌幅(%),成交额(元),持仓数量(股),成本价,买入日期,浮动盈亏(元),当日盈亏(元),备注',
    '600519.SH,贵州茅台,12.00,4.35,12345.68,200,10.125,2026-11-02,375,100,长期',
    '000001.SZ,平安银行,,,12345.68,,,,,,',
    '',
  ]);
});

test('a remark a spreadsheet would run as a formula is written as text; HK rows add 币种', () => {
  const rows: WatchRow[] = [{ item: item('600519.SH', { remark: '=HYPERLINK("http://x")' }) }, { item: item('00700.HK', { kind: 'hk', remark: '@SUM(A1)' }) }];
  const lines = watchlistCsv(rows, columnsOf(['price']))
    .slice(1)
    .split('\r\n');
  assert.equal(lines[0], '代码,名称,最新价,币种,备注');
  assert.equal(lines[1], `600519.SH,600519.SH,12.00,人民币,"'=HYPERLINK(""http://x"")"`);
  assert.equal(lines[2], "00700.HK,00700.HK,12.00,港元,'@SUM(A1)");
});
