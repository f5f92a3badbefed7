/**
 * The stock detail page's store (React-free): the detail (refreshed for the order book and ticks),
 * the chart tab with its 复权 choice and lower indicator, the chart data of the tab, the module
 * catalogue with its edit draft, and the index members (index variant) or same-industry peers.
 * All I/O comes in as functions returning Observables.
 */
import { castDraft } from 'immer';
import { catchError, combineLatest, distinctUntilChanged, EMPTY, exhaustMap, map, merge, shareReplay, startWith, switchMap, type Observable } from 'rxjs';
import type { StockDetail } from '../../../contracts/endpoints/details';
import type {
  Adjust,
  CatalogEntry,
  IndexMembers,
  KlineAnswer,
  KlineParams,
  MinutesAnswer,
  MinutesParams,
  SameIndustryAnswer,
  SetCatalogBody,
} from '../../../contracts/endpoints/market-data';
import type { CapitalOrIndex, SecurityId } from '../../../contracts/market';
import { isAShareStockId } from '../../../contracts/security-code';
import type { IndicatorName } from '../../charts/index';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { catalogBody } from './catalog-edit';
import { moveEntry, toggleEntry } from '../../components/data-page/column-choice';
import { barsOf, isTimeShareView, timeShareOf, type ChartData, type ChartView } from '../../components/stock-chart/chart-views';
import { applyKeyedLoad, applyLoad, idle, track, type KeyedLoadable, type Loadable } from '../../core/loadable';

/** Bars the stock page loads per K-line tab. */
export const STOCK_PAGE_BARS = 600;

/** The page's I/O. */
export interface StockPageDeps {
  id: SecurityId;
  /** Index variant (detailsStockIndex, members instead of book and peers). */
  index: boolean;
  fetchDetail(id: SecurityId, index: boolean): Observable<StockDetail>;
  fetchKline(params: KlineParams): Observable<KlineAnswer>;
  fetchMinutes(params: MinutesParams): Observable<MinutesAnswer>;
  fetchCatalog(): Observable<CatalogEntry[]>;
  saveCatalog(entries: SetCatalogBody['entries']): Observable<CatalogEntry[]>;
  fetchMembers(id: SecurityId): Observable<IndexMembers>;
  fetchPeers(id: SecurityId): Observable<SameIndustryAnswer>;
  /** Ticks of the refresh clock (order book, ticks, members); the first load does not wait for it. */
  refresh$: Observable<unknown>;
  /** Initial tab; default 分时. */
  initialView?: ChartView;
}

/** The page's state. */
export interface StockPageState {
  id: SecurityId;
  index: boolean;
  detail: Loadable<StockDetail>;
  view: ChartView;
  adjust: Adjust;
  indicator: IndicatorName;
  /** Data of the current tab (`for` names the tab and adjust it was loaded for). */
  chart: KeyedLoadable<ChartData>;
  catalog: Loadable<CatalogEntry[]>;
  /** The catalogue being edited, or null. */
  draft: CatalogEntry[] | null;
  saving: boolean;
  members: Loadable<IndexMembers>;
  peers: Loadable<SameIndustryAnswer>;
}

/** The store and its commands. */
export interface StockPage {
  state$: Observable<StockPageState>;
  selectView(view: ChartView): void;
  selectAdjust(adjust: Adjust): void;
  selectIndicator(name: IndicatorName): void;
  editCatalog(): void;
  moveCatalogEntry(key: string, to: number): void;
  toggleCatalogEntry(key: string): void;
  cancelCatalogEdit(): void;
  saveCatalogEdit(entries: readonly CatalogEntry[]): void;
}

/** Securities with a 申万 industry and so same-industry peers: A-share and HK stocks. */
export function hasPeers(kind: CapitalOrIndex): boolean {
  return kind === 'capital' || kind === 'hk';
}

/** Key of a chart load: the adjust matters only for K-lines of stocks. */
export function chartKey(view: ChartView, adjust: Adjust, index: boolean): string {
  return isTimeShareView(view) || index ? view : `${view}:${adjust}`;
}

/** Creates the page store; nothing is fetched until `state$` is subscribed. */
export function createStockPage(deps: StockPageDeps): StockPage {
  const { id, index } = deps;
  const [selectView, viewSelected$] = createSignal<ChartView>();
  const [selectAdjust, adjustSelected$] = createSignal<Adjust>();
  const [selectIndicator, indicatorSelected$] = createSignal<IndicatorName>();
  const [editCatalog, editStarted$] = createSignal<void>();
  const [moveCatalogEntry, entryMoved$] = createSignal<{ key: string; to: number }>();
  const [toggleCatalogEntry, entryToggled$] = createSignal<string>();
  const [cancelCatalogEdit, editCancelled$] = createSignal<void>();
  const [saveCatalogEdit, saveAsked$] = createSignal<readonly CatalogEntry[]>();

  const initialView = deps.initialView ?? 'ts1';
  const view$ = viewSelected$.pipe(startWith(initialView), distinctUntilChanged());
  const adjust$ = adjustSelected$.pipe(startWith<Adjust>('forward'), distinctUntilChanged());

  const loadChart = (view: ChartView, adjust: Adjust): Observable<ChartData> => {
    if (isTimeShareView(view)) {
      const days = view === 'ts5' ? 5 : 1;
      return deps
        .fetchMinutes({ code: id, days })
        .pipe(map((answer): ChartData => ({ kind: 'timeShare', days, data: timeShareOf(answer, days), lastDay: answer.days[answer.days.length - 1] ?? null })));
    }
    const params: KlineParams = { code: id, period: view, count: STOCK_PAGE_BARS };
    if (!index) params.adjust = adjust;
    return deps.fetchKline(params).pipe(map((answer): ChartData => ({ kind: 'kline', period: view, bars: barsOf(answer) })));
  };

  const chartLoads$ = combineLatest([view$, adjust$]).pipe(
    map(([view, adjust]) => ({ view, adjust, key: chartKey(view, adjust, index) })),
    distinctUntilChanged((a, b) => a.key === b.key),
    switchMap(({ view, adjust, key }) => track(loadChart(view, adjust)).pipe(map((event) => ({ key, event })))),
  );

  // The first detail decides whether peers exist (stocks only: funds and indexes have no 申万 industry),
  // except for an A-share stock code, whose peers are asked beside the detail, not after it.
  const firstDetail$ = deps.fetchDetail(id, index).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  const detailLoads$ = merge(track(firstDetail$), deps.refresh$.pipe(exhaustMap(() => track(deps.fetchDetail(id, index), { quiet: true }))));
  const memberLoads$ = index ? merge(track(deps.fetchMembers(id)), deps.refresh$.pipe(exhaustMap(() => track(deps.fetchMembers(id), { quiet: true })))) : EMPTY;
  const peerLoads$ = index
    ? EMPTY
    : isAShareStockId(id)
      ? track(deps.fetchPeers(id))
      : firstDetail$.pipe(
          catchError(() => EMPTY),
          switchMap((detail) => (hasPeers(detail.kind) ? track(deps.fetchPeers(id)) : EMPTY)),
        );
  const catalogLoads$ = track(deps.fetchCatalog());
  const saves$ = saveAsked$.pipe(exhaustMap((entries) => track(deps.saveCatalog(catalogBody(entries)))));

  const initial: StockPageState = {
    id,
    index,
    detail: idle(),
    view: initialView,
    adjust: 'forward',
    indicator: 'MACD',
    chart: { ...idle<ChartData>(), for: '' },
    catalog: idle(),
    draft: null,
    saving: false,
    members: idle(),
    peers: idle(),
  };

  const state$ = createStore<StockPageState>(initial, [
    on(detailLoads$, (s, e) => {
      s.detail = applyLoad(s.detail as Loadable<StockDetail>, e);
    }),
    on(view$, (s, view) => {
      s.view = view;
    }),
    on(adjust$, (s, adjust) => {
      s.adjust = adjust;
    }),
    on(indicatorSelected$, (s, name) => {
      s.indicator = name;
    }),
    on(chartLoads$, (s, { key, event }) => {
      s.chart = castDraft(applyKeyedLoad(s.chart as KeyedLoadable<ChartData>, key, event));
    }),
    on(catalogLoads$, (s, e) => {
      s.catalog = applyLoad(s.catalog as Loadable<CatalogEntry[]>, e);
    }),
    on(editStarted$, (s) => {
      s.draft = s.catalog.data ? s.catalog.data.map((e) => ({ ...e })) : null;
    }),
    on(entryMoved$, (s, { key, to }) => {
      if (s.draft) s.draft = moveEntry(s.draft, key, to);
    }),
    on(entryToggled$, (s, key) => {
      if (s.draft) s.draft = toggleEntry(s.draft, key);
    }),
    on(editCancelled$, (s) => {
      s.draft = null;
    }),
    on(saves$, (s, e) => {
      s.saving = e.kind === 'start';
      if (e.kind === 'ok') {
        s.catalog = applyLoad(s.catalog as Loadable<CatalogEntry[]>, e);
        s.draft = null;
      }
    }),
    on(memberLoads$, (s, e) => {
      s.members = applyLoad(s.members as Loadable<IndexMembers>, e);
    }),
    on(peerLoads$, (s, e) => {
      s.peers = applyLoad(s.peers as Loadable<SameIndustryAnswer>, e);
    }),
  ]);

  return {
    state$,
    selectView,
    selectAdjust,
    selectIndicator,
    editCatalog: () => editCatalog(),
    moveCatalogEntry: (key, to) => moveCatalogEntry({ key, to }),
    toggleCatalogEntry,
    cancelCatalogEdit: () => cancelCatalogEdit(),
    saveCatalogEdit,
  };
}
