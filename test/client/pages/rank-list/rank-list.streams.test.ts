import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Subject, of } from 'rxjs';
import type { RankParams } from '../../../../contracts/endpoints/market-data';
import { createRankListPage, rankParams, shownSort, type RankListState } from '../../../../client/pages/rank-list/rank-list.streams';
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
