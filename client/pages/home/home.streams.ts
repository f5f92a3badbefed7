/**
 * The home page's store (React-free): the index strip, market breadth, the industry heat map, the
 * ranking tabs, hot stocks and the news flashes, each refreshed on its own clock (quotes in the
 * cells and sparklines follow the socket in between). A failed panel keeps its last data.
 */
import { distinctUntilChanged, exhaustMap, forkJoin, map, merge, startWith, switchMap, type Observable } from 'rxjs';
import type { SearchResult } from '../../../contracts/entities';
import type {
  BreadthAnswer,
  IndexBoardGroup,
  IndexBoardItem,
  NewsFlash,
  RankAnswer,
  RankItem,
  RankParams,
  SectorItem,
} from '../../../contracts/endpoints/market-data';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { rankListOf, type RankListDef } from '../../components/market-table/rank-lists';
import { applyLoad, idle, track, type LoadEvent, type Loadable } from '../../core/loadable';

/** The index strip (issue: 上证指数, 深证成指, 创业板指, 科创50, 北证50, 沪深300, 恒生指数), in order. */
export const HOME_INDEX_IDS: readonly string[] = ['000001.SH', '399001.SZ', '399006.SZ', '000688.SH', '899050.BJ', '000300.SH', 'HSI.HK'];

/** The ranking tabs: short label and the /rankList list behind 更多. */
export const HOME_RANK_TABS: ReadonlyArray<{ label: string; list: RankListDef }> = [
  { label: '涨幅', list: rankListOf('rise') },
  { label: '跌幅', list: rankListOf('fall') },
  { label: '换手', list: rankListOf('turnover') },
  { label: '成交额', list: rankListOf('amount') },
  { label: '涨速', list: rankListOf('speed') },
];

/** Rows per ranking tab. */
export const HOME_RANK_ROWS = 10;
/** Hot stocks shown. */
export const HOME_HOT_SIZE = 10;
/** News flashes fetched. */
export const HOME_NEWS_SIZE = 20;

/** Refresh periods (ms) per panel. */
export const HOME_REFRESH_MS = { indexes: 30_000, breadth: 5_000, sectors: 10_000, rank: 10_000, news: 30_000 } as const;

/** The strip's indexes picked from the boards, in {@link HOME_INDEX_IDS} order (missing ones left out). */
export function pickStripIndexes(boards: readonly (readonly IndexBoardItem[])[]): IndexBoardItem[] {
  const byId = new Map(boards.flat().map((item) => [item.id, item]));
  return HOME_INDEX_IDS.map((id) => byId.get(id)).filter((i): i is IndexBoardItem => i !== undefined);
}

/** The page's I/O. */
export interface HomeDeps {
  fetchBoard(group: IndexBoardGroup): Observable<IndexBoardItem[]>;
  fetchBreadth(): Observable<BreadthAnswer>;
  fetchSectors(): Observable<SectorItem[]>;
  fetchRank(params: RankParams): Observable<RankAnswer>;
  fetchHot(size: number): Observable<SearchResult[]>;
  fetchNews(size: number): Observable<NewsFlash[]>;
  /** A clock ticking every `ms` (tests pass subjects). */
  every(ms: number): Observable<unknown>;
}

/** The page's state. */
export interface HomeState {
  indexes: Loadable<IndexBoardItem[]>;
  breadth: Loadable<BreadthAnswer>;
  sectors: Loadable<SectorItem[]>;
  /** Selected ranking tab (index into {@link HOME_RANK_TABS}). */
  rankTab: number;
  rank: Loadable<RankItem[]> & { tab: number };
  hot: Loadable<SearchResult[]>;
  news: Loadable<NewsFlash[]>;
}

/** The store and its commands. */
export interface HomePage {
  state$: Observable<HomeState>;
  selectRankTab(tab: number): void;
}

/** Loads now, then quietly again on every tick of `clock$`. */
function polled<T>(fetch: () => Observable<T>, clock$: Observable<unknown>): Observable<LoadEvent<T>> {
  return merge(track(fetch()), clock$.pipe(exhaustMap(() => track(fetch(), { quiet: true }))));
}

/** Creates the store; nothing is fetched until `state$` is subscribed. */
export function createHomePage(deps: HomeDeps): HomePage {
  const [selectRankTab, rankTabSelected$] = createSignal<number>();
  const tab$ = rankTabSelected$.pipe(
    startWith(0),
    map((t) => (Number.isInteger(t) && t >= 0 && t < HOME_RANK_TABS.length ? t : 0)),
    distinctUntilChanged(),
  );
  const indexes$ = polled(() => forkJoin([deps.fetchBoard('main'), deps.fetchBoard('hk')]).pipe(map(pickStripIndexes)), deps.every(HOME_REFRESH_MS.indexes));
  const rank$ = tab$.pipe(
    switchMap((tab) => {
      const { list } = HOME_RANK_TABS[tab]!;
      const fetch = () => deps.fetchRank({ sort: list.sort, order: list.order, market: 'all', page: 1, pageSize: HOME_RANK_ROWS }).pipe(map((a) => a.items));
      return polled(fetch, deps.every(HOME_REFRESH_MS.rank)).pipe(map((event) => ({ tab, event })));
    }),
  );

  const state$ = createStore<HomeState>(
    { indexes: idle(), breadth: idle(), sectors: idle(), rankTab: 0, rank: { ...idle<RankItem[]>(), tab: 0 }, hot: idle(), news: idle() },
    [
      on(indexes$, (s, e) => {
        s.indexes = applyLoad(s.indexes as Loadable<IndexBoardItem[]>, e);
      }),
      on(polled(deps.fetchBreadth, deps.every(HOME_REFRESH_MS.breadth)), (s, e) => {
        s.breadth = applyLoad(s.breadth as Loadable<BreadthAnswer>, e);
      }),
      on(polled(deps.fetchSectors, deps.every(HOME_REFRESH_MS.sectors)), (s, e) => {
        s.sectors = applyLoad(s.sectors as Loadable<SectorItem[]>, e);
      }),
      on(tab$, (s, tab) => {
        s.rankTab = tab;
      }),
      on(rank$, (s, { tab, event }) => {
        const prev = (s.rank.tab === tab ? s.rank : idle()) as Loadable<RankItem[]>;
        s.rank = { ...applyLoad(prev, event), tab };
      }),
      on(track(deps.fetchHot(HOME_HOT_SIZE)), (s, e) => {
        s.hot = applyLoad(s.hot as Loadable<SearchResult[]>, e);
      }),
      on(
        polled(() => deps.fetchNews(HOME_NEWS_SIZE), deps.every(HOME_REFRESH_MS.news)),
        (s, e) => {
          s.news = applyLoad(s.news as Loadable<NewsFlash[]>, e);
        },
      ),
    ],
  );
  return { state$, selectRankTab };
}
