import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, of, throwError, type Observable } from 'rxjs';
import type { BreadthAnswer, IndexBoardGroup, RankParams } from '../../../../contracts/endpoints/market-data';
import {
  HOME_INDEX_IDS,
  HOME_RANK_ROWS,
  HOME_RANK_TABS,
  HOME_REFRESH_MS,
  createHomePage,
  pickStripIndexes,
  type HomeState,
} from '../../../../client/pages/home/home.streams';
import { boardItem, rankItem } from '../stock/fixtures';

const breadth = (up: number): BreadthAnswer => ({ up, down: 3, flat: 1, limitUp: 1, limitDown: 0, suspended: 0, amount: 1e11, buckets: [] });

function setup(over: { breadthFails?: boolean } = {}) {
  const clocks = new Map<number, Subject<void>>();
  const rankCalls: RankParams[] = [];
  let breadthCalls = 0;
  const boards: Record<IndexBoardGroup, ReturnType<typeof boardItem>[]> = {
    main: [
      boardItem('000300.SH', '沪深300', 0.5),
      boardItem('000001.SH', '上证指数', 0.3),
      boardItem('000016.SH', '上证50', 0.1),
      boardItem('399001.SZ', '深证成指', -0.2),
    ],
    hk: [boardItem('HSI.HK', '恒生指数', 1, { kind: 'index_hk_hs' })],
    industry: [],
    concept: [],
  };
  const page = createHomePage({
    fetchBoard: (group) => of(boards[group]),
    fetchBreadth: (): Observable<BreadthAnswer> => {
      breadthCalls++;
      return over.breadthFails && breadthCalls > 1 ? throwError(() => new Error('网关超时')) : of(breadth(100 + breadthCalls));
    },
    fetchSectors: () => of([]),
    fetchRank: (params) => {
      rankCalls.push(params);
      return of({ total: 1, page: 1, pageSize: HOME_RANK_ROWS, items: [rankItem('600000', params.order === 'asc' ? -5 : 5)] });
    },
    fetchHot: () => of([]),
    fetchNews: () => of([{ id: 'n1', ts: 1, title: '【模拟】测试', content: '', codes: [], level: 'normal' }]),
    every: (ms) => {
      const clock = clocks.get(ms) ?? new Subject<void>();
      clocks.set(ms, clock);
      return clock;
    },
  });
  let last!: HomeState;
  const sub = page.state$.subscribe((s) => (last = s));
  return { page, clocks, rankCalls, breadthCalls: () => breadthCalls, last: () => last, stop: () => sub.unsubscribe() };
}

test('the strip picks the seven indexes in the issue’s order from the main and HK boards', (t) => {
  const h = setup();
  t.after(h.stop);
  assert.deepEqual(
    h.last().indexes.data?.map((i) => i.id),
    ['000001.SH', '399001.SZ', '000300.SH', 'HSI.HK'],
  );
  assert.equal(HOME_INDEX_IDS.length, 7);
  assert.deepEqual(pickStripIndexes([[], []]), []);
});

test('every panel loads at once; each refreshes on its own clock', (t) => {
  const h = setup();
  t.after(h.stop);
  const s = h.last();
  for (const key of ['indexes', 'breadth', 'sectors', 'rank', 'hot', 'news'] as const) assert.equal(s[key].status, 'ready', key);
  assert.equal(s.breadth.data?.up, 101);
  h.clocks.get(HOME_REFRESH_MS.breadth)!.next();
  assert.equal(h.last().breadth.data?.up, 102);
  assert.equal(h.last().breadth.status, 'ready');
});

test('a failed refresh keeps the last breadth and records the error', (t) => {
  const h = setup({ breadthFails: true });
  t.after(h.stop);
  h.clocks.get(HOME_REFRESH_MS.breadth)!.next();
  assert.equal(h.last().breadth.data?.up, 101);
  assert.equal(h.last().breadth.error, '网关超时');
  assert.equal(h.last().news.status, 'ready');
});

test('ranking tabs query their list (top rows of all A-shares); 跌幅 is ascending', (t) => {
  const h = setup();
  t.after(h.stop);
  assert.deepEqual(h.rankCalls[0], { sort: 'pct', order: 'desc', market: 'all', page: 1, pageSize: HOME_RANK_ROWS });
  h.page.selectRankTab(1);
  assert.equal(h.last().rankTab, 1);
  assert.deepEqual(h.rankCalls.at(-1), { sort: 'pct', order: 'asc', market: 'all', page: 1, pageSize: HOME_RANK_ROWS });
  assert.equal(h.last().rank.tab, 1);
  assert.equal(h.last().rank.data?.[0]!.pct, -5);
  h.page.selectRankTab(4);
  assert.equal(h.rankCalls.at(-1)?.sort, 'speed');
  h.page.selectRankTab(99);
  assert.equal(h.last().rankTab, 0, 'an unknown tab falls back to the first');
  assert.deepEqual(
    HOME_RANK_TABS.map((t) => t.label),
    ['涨幅', '跌幅', '换手', '成交额', '涨速'],
  );
});
