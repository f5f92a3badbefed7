/**
 * The rankings page's store (React-free): the query (list from the URL's `name`, market, board,
 * header sort, page) and its result, re-fetched on a clock so the order and members stay current
 * while the cells follow the quote stream.
 */
import { distinctUntilChanged, EMPTY, exhaustMap, filter, map, merge, switchMap, type Observable } from 'rxjs';
import type { RankAnswer, RankBoard, RankMarket, RankParams, RankSort } from '../../../contracts/endpoints/market-data';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { applyLoad, idle, track, type Loadable } from '../../core/loadable';
import { RANK_COLUMNS, type RankColumnKey } from '../../components/market-table/rank-columns';
import { RANK_MARKET_TABS, RANK_PAGE_SIZE, rankListOf, type RankListDef } from '../../components/market-table/rank-lists';
import { toggleSort } from '../../components/data-page/sort-rows';

/** What is asked for. */
export interface RankQuery {
  list: RankListDef;
  market: RankMarket;
  board: RankBoard;
  /** A header sort overriding the list's own, or null. */
  sort: { key: RankColumnKey; order: 'asc' | 'desc' } | null;
  page: number;
}

/** The request params of a query. */
export function rankParams(q: RankQuery, pageSize = RANK_PAGE_SIZE): RankParams {
  const override = q.sort ? RANK_COLUMNS[q.sort.key].sort : null;
  const sort: RankSort = override ?? q.list.sort;
  const order = override && q.sort ? q.sort.order : q.list.order;
  const params: RankParams = { sort, order, market: q.market, page: q.page, pageSize };
  if (q.market !== 'hk') params.board = q.board;
  return params;
}

/** The column whose header shows the sort arrow. */
export function shownSort(q: RankQuery): { key: RankColumnKey; order: 'asc' | 'desc' } | null {
  if (q.sort) return q.sort;
  const key = (Object.keys(RANK_COLUMNS) as RankColumnKey[]).find((k) => RANK_COLUMNS[k].sort === q.list.sort);
  return key ? { key, order: q.list.order } : null;
}

function sameQuery(a: RankQuery, b: RankQuery): boolean {
  return JSON.stringify(rankParams(a)) === JSON.stringify(rankParams(b));
}

/** The page's I/O. */
export interface RankListDeps {
  fetchRank(params: RankParams): Observable<RankAnswer>;
  /** The `name` query parameter as the URL changes. */
  name$: Observable<string | null>;
  /**
   * The `market` query parameter as the URL changes (键盘精灵 61 沪A, 63 深A); unknown values are
   * ignored. An input rather than a command sent from an effect, which could fire before the store
   * is listened to and be lost.
   */
  market$?: Observable<string | null>;
  refresh$: Observable<unknown>;
}

/** The page's state. */
export interface RankListState {
  query: RankQuery;
  result: Loadable<RankAnswer>;
}

/** The store and its commands. */
export interface RankListPage {
  state$: Observable<RankListState>;
  selectMarket(market: RankMarket): void;
  selectBoard(board: RankBoard): void;
  /** Header click: 降序 ↔ 升序 on that column (a new column starts 降序). */
  sortBy(key: RankColumnKey): void;
  selectPage(page: number): void;
}

/** Creates the store; nothing is fetched until `state$` is subscribed. */
export function createRankListPage(deps: RankListDeps): RankListPage {
  const [selectMarket, marketSelected$] = createSignal<RankMarket>();
  const [selectBoard, boardSelected$] = createSignal<RankBoard>();
  const [sortBy, sortAsked$] = createSignal<RankColumnKey>();
  const [selectPage, pageSelected$] = createSignal<number>();

  const urlMarket$ = (deps.market$ ?? EMPTY).pipe(
    map((m) => RANK_MARKET_TABS.find((tab) => tab.market === m)?.market ?? null),
    filter((m): m is RankMarket => m !== null),
    distinctUntilChanged(),
  );
  const query$ = createStore<RankQuery>({ list: rankListOf(null), market: 'all', board: 'all', sort: null, page: 1 }, [
    on(deps.name$.pipe(map(rankListOf), distinctUntilChanged()), (q, list) => {
      q.list = list;
      q.sort = null;
      q.page = 1;
    }),
    on(merge(urlMarket$, marketSelected$), (q, market) => {
      q.market = market;
      if (market === 'hk' || market === 'bj') q.board = 'all';
      q.page = 1;
    }),
    on(boardSelected$, (q, board) => {
      q.board = board;
      q.page = 1;
    }),
    on(sortAsked$, (q, key) => {
      q.sort = toggleSort(shownSort(q as RankQuery), key);
      q.page = 1;
    }),
    on(pageSelected$, (q, page) => {
      if (Number.isInteger(page) && page >= 1) q.page = page;
    }),
  ]);

  const loads$ = query$.pipe(
    distinctUntilChanged(sameQuery),
    switchMap((query) => {
      const fetch = () => deps.fetchRank(rankParams(query));
      return merge(track(fetch()), deps.refresh$.pipe(exhaustMap(() => track(fetch(), { quiet: true })))).pipe(map((event) => ({ query, event })));
    }),
  );

  const state$ = createStore<RankListState>({ query: { list: rankListOf(null), market: 'all', board: 'all', sort: null, page: 1 }, result: idle() }, [
    on(query$, (s, q) => {
      s.query = q;
    }),
    on(loads$, (s, { event }) => {
      s.result = applyLoad(s.result as Loadable<RankAnswer>, event);
    }),
  ]);

  return { state$, selectMarket, selectBoard, sortBy, selectPage };
}
