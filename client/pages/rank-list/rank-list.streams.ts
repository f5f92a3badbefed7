/**
 * The rankings page's store (React-free): the query (list from the URL's `name`, market, board,
 * header sort, page) and its result, re-fetched on a clock so the order and members stay current
 * while the cells follow the quote stream.
 *
 * A header sort on a column the rank dataset sorts by (最新价, 涨跌幅, 成交额, …) asks the server
 * for the whole list in that order; one on a column it cannot sort by (the chosen figure columns
 * PE-TTM, PB, 流通市值, 行业, 股息率, 60日涨幅, and 涨跌额, 总市值) keeps the list's own order from
 * the server and orders the rows on show with the shared data-page sort ({@link sortRankRows}).
 */
import { distinctUntilChanged, EMPTY, exhaustMap, filter, map, merge, switchMap, type Observable } from 'rxjs';
import type { RankAnswer, RankBoard, RankItem, RankMarket, RankParams, RankSort } from '../../../contracts/endpoints/market-data';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { applyLoad, idle, track, type Loadable } from '../../core/loadable';
import { figureValue } from '../../components/market-table/figure-columns';
import type { FiguresById } from '../../components/market-table/figures.streams';
import { RANK_COLUMNS, isItemColumn, rowValue, serverSortOf, type RankColumnKey, type RankTableKey } from '../../components/market-table/rank-columns';
import { RANK_MARKET_TABS, RANK_PAGE_SIZE, rankListOf, type RankListDef } from '../../components/market-table/rank-lists';
import { sortRowsBy, toggleSort, type SortOrder } from '../../components/data-page/sort-rows';

/** A header sort of the page. */
export interface RankHeaderSort {
  key: RankTableKey;
  order: SortOrder;
}

/** What is asked for. */
export interface RankQuery {
  list: RankListDef;
  market: RankMarket;
  board: RankBoard;
  /** A header sort overriding the list's own, or null. */
  sort: RankHeaderSort | null;
  page: number;
}

/** The request params of a query. */
export function rankParams(q: RankQuery, pageSize = RANK_PAGE_SIZE): RankParams {
  const override = q.sort ? serverSortOf(q.sort.key) : null;
  const sort: RankSort = override ?? q.list.sort;
  const order = override && q.sort ? q.sort.order : q.list.order;
  const params: RankParams = { sort, order, market: q.market, page: q.page, pageSize };
  if (q.market !== 'hk') params.board = q.board;
  return params;
}

/** The column whose header shows the sort arrow. */
export function shownSort(q: RankQuery): RankHeaderSort | null {
  if (q.sort) return q.sort;
  const key = (Object.keys(RANK_COLUMNS) as RankColumnKey[]).find((k) => RANK_COLUMNS[k].sort === q.list.sort);
  return key ? { key, order: q.list.order } : null;
}

/** The header sort the page applies to the rows on show: one on a column the server cannot sort by; else null. */
export function pageSort(q: RankQuery): RankHeaderSort | null {
  return q.sort && serverSortOf(q.sort.key) === null ? q.sort : null;
}

/**
 * The rows in the order to show: the server's, or ordered by `sort` through the shared data-page
 * sort (numbers by value, 行业 by the zh-CN collation, rows without a figure yet last either way,
 * ties in the server's order). Never mutates `items`.
 */
export function sortRankRows(items: readonly RankItem[], sort: RankHeaderSort | null, figures: FiguresById | undefined): RankItem[] {
  if (!sort || sort.key === 'name') return [...items];
  const key = sort.key;
  return sortRowsBy(items, (item) => (isItemColumn(key) ? rowValue(item, key) : figureValue(figures?.get(item.id), key)), sort.order);
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
  sortBy(key: RankTableKey): void;
  selectPage(page: number): void;
}

/** Creates the store; nothing is fetched until `state$` is subscribed. */
export function createRankListPage(deps: RankListDeps): RankListPage {
  const [selectMarket, marketSelected$] = createSignal<RankMarket>();
  const [selectBoard, boardSelected$] = createSignal<RankBoard>();
  const [sortBy, sortAsked$] = createSignal<RankTableKey>();
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
