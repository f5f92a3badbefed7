/**
 * The top-bar search as a pure store (spec §2, §5, §9): query, tab, results, history, hot stocks,
 * highlight and open state. I/O comes in as functions returning Observables; no DOM, no React.
 */
import {
  EMPTY,
  asyncScheduler,
  catchError,
  combineLatest,
  debounceTime,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  scan,
  shareReplay,
  startWith,
  switchMap,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS, SEARCH_HISTORY_SIZE, SEARCH_MAX_RESULTS } from '../../contracts/constants';
import type { SearchResult } from '../../contracts/entities';
import { SEARCH_TYPES, type SearchAnswer, type SearchType } from '../../contracts/endpoints/search';
import { isIndexKind, type CapitalOrIndex } from '../../contracts/market';
import { createSignal } from '../core/signal';
import { createShallowStore, onShallow } from '../core/shallow-store';

/** Tab labels (spec §2), in order. */
export const SEARCH_TAB_LABELS: Readonly<Record<SearchType, string>> = { all: '全部', index: '指数', stock: '股票' };

/** Which kinds a tab shows: 股票 = A-shares and HK stocks, 指数 = every index kind (as the server filters). */
export function matchesTab(kind: CapitalOrIndex, tab: SearchType): boolean {
  if (tab === 'all') return true;
  if (tab === 'index') return isIndexKind(kind);
  return kind === 'capital' || kind === 'hk';
}

/** Spec §5: the first 50 results, filtered by tab. */
export function visibleResults(list: readonly SearchResult[], tab: SearchType): SearchResult[] {
  return list.filter((r) => matchesTab(r.capitalOrIndex, tab)).slice(0, SEARCH_MAX_RESULTS);
}

/** Spec §5: history keeps 5 entries, newest first, without duplicates by code. */
export function addToHistory(history: readonly SearchResult[], result: SearchResult): SearchResult[] {
  return [result, ...history.filter((h) => h.code !== result.code)].slice(0, SEARCH_HISTORY_SIZE);
}

/** The tab after `tab` (Tab key cycles). */
export function nextTab(tab: SearchType): SearchType {
  return SEARCH_TYPES[(SEARCH_TYPES.indexOf(tab) + 1) % SEARCH_TYPES.length]!;
}

/** Search state. */
export interface SearchState {
  query: string;
  tab: SearchType;
  /** Dropdown shown. */
  open: boolean;
  /** Results of the current query and tab (already capped and filtered). */
  results: SearchResult[];
  status: 'idle' | 'loading' | 'done' | 'error';
  hot: SearchResult[];
  history: SearchResult[];
  /** Index into {@link navigableItems}, -1 for none. */
  highlight: number;
}

/** The items arrows move over: the results, or history then hot stocks when the query is empty. */
export function navigableItems(s: Pick<SearchState, 'query' | 'results' | 'history' | 'hot'>): SearchResult[] {
  return s.query.trim() === '' ? [...s.history, ...s.hot] : s.results;
}

/** I/O the search needs. */
export interface SearchDeps {
  search(text: string, tab: SearchType): Observable<SearchAnswer>;
  hot(): Observable<SearchResult[]>;
  loadHistory(): SearchResult[];
  saveHistory(history: SearchResult[]): void;
  scheduler?: SchedulerLike;
}

/** The store and its commands. */
export interface SearchStore {
  state$: Observable<SearchState>;
  type(text: string): void;
  selectTab(tab: SearchType): void;
  cycleTab(): void;
  focus(): void;
  blur(): void;
  /** Closes at once (Escape, or after opening a result). */
  close(): void;
  move(delta: number): void;
  /** Records an opened result in the history. */
  remember(result: SearchResult): void;
  clearHistory(): void;
}

/** Creates a search store. */
export function createSearchStore(deps: SearchDeps): SearchStore {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const [type, typed$] = createSignal<string>();
  const [selectTab, tabSelected$] = createSignal<SearchType>();
  const [cycleTab, tabCycled$] = createSignal<void>();
  const [focus, focused$] = createSignal<void>();
  const [blur, blurred$] = createSignal<void>();
  const [close, closed$] = createSignal<void>();
  const [move, moved$] = createSignal<number>();

  const query$ = typed$.pipe(startWith(''));
  const tab$ = merge(tabSelected$.pipe(map((t) => (_: SearchType) => t)), tabCycled$.pipe(map(() => nextTab))).pipe(
    scan((tab: SearchType, step: (prev: SearchType) => SearchType) => step(tab), 'all' as SearchType),
    startWith<SearchType>('all'),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  // History lives here so commands persist plain values (never immer drafts).
  let history: SearchResult[] | null = null;
  const currentHistory = () => (history ??= deps.loadHistory());
  const [setHistory, historyChanged$] = createSignal<SearchResult[]>();
  const remember = (result: SearchResult) => {
    history = addToHistory(currentHistory(), result);
    deps.saveHistory(history);
    setHistory(history);
  };
  const clearHistory = () => {
    history = [];
    deps.saveHistory(history);
    setHistory(history);
  };

  type Answer = { query: string; tab: SearchType; status: SearchState['status']; results: SearchResult[] };
  const answers$: Observable<Answer> = combineLatest([query$.pipe(debounceTime(SEARCH_DEBOUNCE_MS, scheduler), distinctUntilChanged()), tab$]).pipe(
    switchMap(([query, tab]) => {
      const text = query.trim();
      if (text === '') return of<Answer>({ query, tab, status: 'idle', results: [] });
      return deps.search(text, tab).pipe(
        map((a): Answer => ({ query, tab, status: 'done', results: visibleResults(a.list, tab) })),
        catchError(() => of<Answer>({ query, tab, status: 'error', results: [] })),
        startWith<Answer>({ query, tab, status: 'loading', results: [] }),
      );
    }),
  );

  // Hot stocks: fetched on focus until one fetch succeeds.
  let hotLoaded = false;
  const hot$ = focused$.pipe(
    filter(() => !hotLoaded),
    exhaustMap(() => deps.hot().pipe(catchError(() => EMPTY))),
    map((list) => {
      hotLoaded = true;
      return list;
    }),
  );

  const closeAfterBlur$ = blurred$.pipe(switchMap(() => timer(SEARCH_BLUR_CLOSE_MS, scheduler).pipe(takeUntil(focused$))));

  const state$ = createShallowStore<SearchState>(
    () => ({ query: '', tab: 'all', open: false, results: [], status: 'idle', hot: [], history: currentHistory(), highlight: -1 }),
    [
      onShallow(typed$, (s, query) => {
        s.query = query;
        s.open = true;
        if (query.trim() === '') {
          s.results = [];
          s.status = 'idle';
          s.highlight = -1;
        }
      }),
      onShallow(tab$, (s, tab) => {
        s.tab = tab;
      }),
      onShallow(answers$, (s, a) => {
        // Drop answers for a query the user has since changed.
        if (a.query !== s.query || a.tab !== s.tab) return;
        s.status = a.status;
        s.results = a.results;
        // With an empty query the arrows move over history and hot stocks: leave that highlight alone.
        if (a.query.trim() !== '') s.highlight = a.results.length > 0 ? 0 : -1;
      }),
      onShallow(hot$, (s, hot) => {
        s.hot = hot;
      }),
      onShallow(focused$, (s) => {
        s.open = true;
      }),
      onShallow(merge(closeAfterBlur$, closed$), (s) => {
        s.open = false;
      }),
      onShallow(moved$, (s, delta) => {
        const n = navigableItems(s).length;
        if (n === 0) return;
        s.highlight = s.highlight < 0 ? (delta > 0 ? 0 : n - 1) : (((s.highlight + delta) % n) + n) % n;
      }),
      onShallow(historyChanged$, (s, list) => {
        s.history = list;
        if (s.query.trim() === '') s.highlight = -1;
      }),
    ],
  );

  return { state$, type, selectTab, cycleTab, focus, blur, close, move, remember, clearHistory };
}
