/**
 * The index board's store (React-free): the selected group (主要指数, 行业指数, 概念指数, 港股指数),
 * its rows refreshed on a clock, and the header sort applied in the client.
 */
import { distinctUntilChanged, exhaustMap, map, merge, startWith, switchMap, type Observable } from 'rxjs';
import type { IndexBoardGroup, IndexBoardItem } from '../../../contracts/endpoints/market-data';
import type { Quote } from '../../../contracts/ws-protocol';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { applyLoad, idle, track, type Loadable } from '../../core/loadable';
import { cycleSort, sortRowsBy } from '../../components/data-page/sort-rows';

/** Group tabs in display order. */
export const INDEX_GROUP_TABS: ReadonlyArray<{ group: IndexBoardGroup; label: string }> = [
  { group: 'main', label: '主要指数' },
  { group: 'industry', label: '申万行业' },
  { group: 'concept', label: '概念指数' },
  { group: 'hk', label: '港股指数' },
];

/** Columns the board sorts by. */
export type IndexSortKey = 'price' | 'change' | 'pct' | 'amount';
/** Sort state: a column and direction, or null for the board's own order. */
export type IndexSort = { key: IndexSortKey; order: 'asc' | 'desc' } | null;

/** Header click: 降序 → 升序 → the board's order. */
export function nextIndexSort(current: IndexSort, key: IndexSortKey): IndexSort {
  return cycleSort(current, key);
}

/** Rows in sort order; NaN values (no quote yet) always last. Stable. */
export function sortBoard(items: readonly IndexBoardItem[], sort: IndexSort): IndexBoardItem[] {
  if (!sort) return items.slice();
  return sortRowsBy(items, (item) => item[sort.key], sort.order);
}

/** Live quote fields the board shows and sorts by. */
export type LiveIndexFields = Pick<Quote, 'price' | 'change' | 'pct' | 'amount'>;

/**
 * Rows with their live values: the sort must order what the cells show (live prices), not the
 * board snapshot fetched seconds earlier. Rows without a live quote keep their snapshot values.
 */
export function withLiveValues(items: readonly IndexBoardItem[], live: ReadonlyMap<string, LiveIndexFields>): IndexBoardItem[] {
  return items.map((item) => {
    const q = live.get(item.id);
    return q ? { ...item, price: q.price, change: q.change, pct: q.pct, amount: q.amount } : item;
  });
}

/** The page's I/O. */
export interface IndexListDeps {
  fetchBoard(group: IndexBoardGroup): Observable<IndexBoardItem[]>;
  /** Refresh clock (sparklines and membership of the rows). */
  refresh$: Observable<unknown>;
  initialGroup?: IndexBoardGroup;
}

/** The page's state. */
export interface IndexListState {
  group: IndexBoardGroup;
  sort: IndexSort;
  board: Loadable<IndexBoardItem[]> & { for: IndexBoardGroup };
}

/** The store and its commands. */
export interface IndexListPage {
  state$: Observable<IndexListState>;
  selectGroup(group: IndexBoardGroup): void;
  sortBy(key: IndexSortKey): void;
}

/** Creates the store; nothing is fetched until `state$` is subscribed. */
export function createIndexListPage(deps: IndexListDeps): IndexListPage {
  const [selectGroup, groupSelected$] = createSignal<IndexBoardGroup>();
  const [sortBy, sortAsked$] = createSignal<IndexSortKey>();
  const initialGroup = deps.initialGroup ?? 'main';
  const group$ = groupSelected$.pipe(startWith(initialGroup), distinctUntilChanged());
  const loads$ = group$.pipe(
    switchMap((group) =>
      merge(track(deps.fetchBoard(group)), deps.refresh$.pipe(exhaustMap(() => track(deps.fetchBoard(group), { quiet: true })))).pipe(
        map((event) => ({ group, event })),
      ),
    ),
  );
  const state$ = createStore<IndexListState>({ group: initialGroup, sort: null, board: { ...idle<IndexBoardItem[]>(), for: initialGroup } }, [
    on(group$, (s, group) => {
      s.group = group;
    }),
    on(sortAsked$, (s, key) => {
      s.sort = nextIndexSort(s.sort, key);
    }),
    on(loads$, (s, { group, event }) => {
      const prev = (s.board.for === group ? s.board : idle()) as Loadable<IndexBoardItem[]>;
      s.board = { ...applyLoad(prev, event), for: group };
    }),
  ]);
  return { state$, selectGroup, sortBy };
}
