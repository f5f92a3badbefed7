import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Subject, of } from 'rxjs';
import type { RankParams } from '../../../../contracts/endpoints/market-data';
import type { SecurityFigures } from '../../../../contracts/endpoints/figures';
import { createRankListPage, pageSort, rankParams, shownSort, sortRankRows, type RankListState } from '../../../../client/pages/rank-list/rank-list.streams';
import { RANK_PAGE_SIZE, rankListOf, rankListUrl } from '../../../../client/components/market-table/rank-lists';
import { rankItem } from '../stock/fixtures';

function setup(name: string | null) {
  const names = new BehaviorSubject<string | null>(name);
  const refresh = new Subject<void>();
  const calls: RankParams[] = [];
  const page = createRankListPage({
    fetchRank: (params) => {
      calls.push(params);
      return of({ total: 120, page: Number(params.page), pageSize: RANK_PAGE_SIZE, items: [rankItem('600000', 1)] });
    },
    name$: names,
    refresh$: refresh,
  });
  let last!: RankListState;
  const sub = page.state$.subscribe((s) => (last = s));
  return { page, names, refresh, calls, last: () => last, stop: () => sub.unsubscribe() };
}

test('the name query selects the list; unknown names get 涨幅榜', () => {
  assert.equal(rankListOf('fall').title, '跌幅榜');
  assert.equal(rankListOf('nope').name, 'rise');
  assert.equal(rankListOf(null).name, 'rise');
  assert.equal(rankListUrl('turnover'), '/rankList?name=turnover');
});

test('params: list sort unless a header overrides it; HK has no board', () => {
  const q = { list: rankListOf('fall'), market: 'all' as const, board: 'chinext' as const, sort: null, page: 2 };
  assert.deepEqual(rankParams(q), { sort: 'pct', order: 'asc', market: 'all', board: 'chinext', page: 2, pageSize: RANK_PAGE_SIZE });
  assert.deepEqual(rankParams({ ...q, sort: { key: 'amount', order: 'desc' } }).sort, 'amount');
  assert.equal(rankParams({ ...q, market: 'hk' }).board, undefined);
  assert.deepEqual(shownSort(q), { key: 'pct', order: 'asc' });
});

test('the store: list from the URL, filters and sort reset the page, refresh re-queries the same page', (t) => {
  const h = setup('turnover');
  t.after(h.stop);
  assert.deepEqual(h.calls[0], { sort: 'turnover', order: 'desc', market: 'all', board: 'all', page: 1, pageSize: RANK_PAGE_SIZE });
  assert.equal(h.last().result.data?.total, 120);
  h.page.selectPage(3);
  assert.equal(h.calls.at(-1)?.page, 3);
  h.refresh.next();
  assert.equal(h.calls.length, 3);
  assert.equal(h.calls.at(-1)?.page, 3);
  h.page.selectMarket('sh');
  assert.deepEqual([h.calls.at(-1)?.market, h.calls.at(-1)?.page], ['sh', 1]);
  h.page.selectBoard('star');
  assert.equal(h.calls.at(-1)?.board, 'star');
  h.page.selectMarket('hk');
  assert.equal(h.last().query.board, 'all');
  assert.equal(h.calls.at(-1)?.board, undefined);
  h.page.sortBy('turnover');
  assert.deepEqual([h.calls.at(-1)?.sort, h.calls.at(-1)?.order], ['turnover', 'asc'], 'clicking the list’s own column flips it');
  h.page.sortBy('amount');
  assert.deepEqual([h.calls.at(-1)?.sort, h.calls.at(-1)?.order], ['amount', 'desc']);
  h.names.next('fall');
  assert.equal(h.last().query.list.name, 'fall');
  assert.equal(h.last().query.sort, null, 'a new list drops the header sort');
  assert.deepEqual([h.calls.at(-1)?.sort, h.calls.at(-1)?.order], ['pct', 'asc']);
  const before = h.calls.length;
  h.page.selectPage(0);
  h.page.selectPage(1.5);
  assert.equal(h.calls.length, before, 'invalid pages are ignored');
});

test('the market query picks the market chip from the first query on; unknown markets are ignored', (t) => {
  const markets = new BehaviorSubject<string | null>('sh');
  const calls: RankParams[] = [];
  const page = createRankListPage({
    fetchRank: (params) => {
      calls.push(params);
      return of({ total: 1, page: 1, pageSize: RANK_PAGE_SIZE, items: [rankItem('600000', 1)] });
    },
    name$: of('rise'),
    market$: markets,
    refresh$: new Subject<void>(),
  });
  let last!: RankListState;
  const sub = page.state$.subscribe((s) => (last = s));
  t.after(() => sub.unsubscribe());
  assert.equal(last.query.market, 'sh');
  assert.deepEqual(
    calls.map((c) => c.market),
    ['sh'],
    'the first request already asks for 沪A',
  );
  markets.next('nope');
  assert.equal(last.query.market, 'sh');
  markets.next('sz');
  assert.equal(calls.at(-1)?.market, 'sz');
  page.selectMarket('hk');
  assert.equal(last.query.market, 'hk', 'a chip still wins over the URL');
});

/** Figures of one security: the given ones, the rest unknown. */
function figs(f: Partial<SecurityFigures>): SecurityFigures {
  return { volumeRatio: null, peTtm: null, pb: null, totalCap: null, floatCap: null, industry: null, dividendYield: null, pct60: null, ...f };
}

test('the chosen figure columns sort too: the server keeps the list’s order, the rows on show are ordered by the figure', (t) => {
  const h = setup('rise');
  t.after(h.stop);
  const asked = h.calls.length;
  h.page.sortBy('peTtm');
  assert.deepEqual(h.last().query.sort, { key: 'peTtm', order: 'desc' }, 'a new column starts 降序');
  assert.deepEqual(shownSort(h.last().query), { key: 'peTtm', order: 'desc' }, 'the arrow is on 市盈率TTM');
  assert.deepEqual(pageSort(h.last().query), { key: 'peTtm', order: 'desc' });
  assert.equal(h.calls.length, asked, 'the server cannot sort by PE-TTM: same request, nothing re-fetched on page 1');
  assert.deepEqual([rankParams(h.last().query).sort, rankParams(h.last().query).order], ['pct', 'desc'], 'the list’s own order is asked for');
  h.page.sortBy('peTtm');
  assert.equal(pageSort(h.last().query)?.order, 'asc', 'a second click flips it');
  h.page.sortBy('amount');
  assert.equal(pageSort(h.last().query), null, 'a server column sorts on the server again');
  assert.deepEqual([h.calls.at(-1)?.sort, h.calls.at(-1)?.order], ['amount', 'desc']);

  const rows = ['600001', '600002', '600003', '600004'].map((c, i) => rankItem(c, i, { totalCap: [3e9, 9e9, 1e9, 5e9][i]! }));
  const figures = new Map([
    ['600001.SH', figs({ peTtm: 25.5, industry: '银行', pct60: -3 })],
    ['600002.SH', figs({ peTtm: 8.1, industry: '白酒', pct60: 12 })],
    ['600003.SH', figs({ peTtm: null, industry: null, pct60: 4 })],
    ['600004.SH', figs({ peTtm: 40, industry: '电池', pct60: null })],
  ]);
  const order = (key: Parameters<typeof h.page.sortBy>[0], dir: 'asc' | 'desc', f: typeof figures | undefined = figures) =>
    sortRankRows(rows, { key, order: dir }, f).map((r) => r.code);
  assert.deepEqual(order('peTtm', 'desc'), ['600004', '600001', '600002', '600003'], 'unknown PE last');
  assert.deepEqual(order('peTtm', 'asc'), ['600002', '600001', '600004', '600003'], 'unknown PE last both ways');
  assert.deepEqual(order('pct60', 'desc'), ['600002', '600003', '600001', '600004']);
  assert.deepEqual(order('industry', 'asc'), ['600002', '600004', '600001', '600003'], '行业 by the zh-CN collation (pinyin): 白酒 电池 银行, unknown last');
  assert.deepEqual(order('totalCap', 'desc'), ['600002', '600004', '600001', '600003'], '总市值 from the ranking item itself');
  assert.deepEqual(order('pb', 'desc', undefined), ['600001', '600002', '600003', '600004'], 'figures not in yet: the server’s order');
  assert.deepEqual(sortRankRows(rows, null, figures), rows, 'no page sort: the server’s order');
  assert.notEqual(sortRankRows(rows, null, figures), rows, 'a copy, never the input');
});
