/**
 * The full-screen K-line's store and keyboard map (React-free): the security's detail (name,
 * tick), the period, 复权 and lower indicator, and the bars of the selection; plus the pure mapping
 * from keys to commands (periods 1–8, I indicator, A 复权, PageUp/PageDown/Home/End pan, Esc returns).
 */
import { castDraft } from 'immer';
import { combineLatest, distinctUntilChanged, map, startWith, switchMap, type Observable } from 'rxjs';
import type { StockDetail } from '../../../contracts/endpoints/details';
import { ADJUSTS, KLINE_MAX_COUNT, type Adjust, type KlineAnswer, type KlineParams, type KlinePeriod } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import { keyCommand } from '../../charts/dom/key-command';
import { INDICATOR_NAMES, type Bar, type IndicatorName } from '../../charts/index';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { barsOf } from '../../components/stock-chart/chart-views';
import { applyKeyedLoad, applyLoad, idle, track, type KeyedLoadable, type Loadable } from '../../core/loadable';

/** Periods in key order (1 = 日K … 8 = 60分). */
export const FULL_SCREEN_PERIODS: ReadonlyArray<{ period: KlinePeriod; label: string }> = [
  { period: 'day', label: '日K' },
  { period: 'week', label: '周K' },
  { period: 'month', label: '月K' },
  { period: '1m', label: '1分' },
  { period: '5m', label: '5分' },
  { period: '15m', label: '15分' },
  { period: '30m', label: '30分' },
  { period: '60m', label: '60分' },
];

/** Parses the `period` query; unknown → 日K. */
export function parsePeriod(value: string | null | undefined): KlinePeriod {
  return FULL_SCREEN_PERIODS.find((p) => p.period === value)?.period ?? 'day';
}

/** What a key does on the full-screen page. */
export type FullScreenCommand =
  | { kind: 'period'; period: KlinePeriod }
  | { kind: 'nextIndicator' }
  | { kind: 'nextAdjust' }
  | { kind: 'pan'; screens: number }
  | { kind: 'panEnd'; toNewest: boolean }
  | { kind: 'crosshair'; delta: number }
  | { kind: 'zoom'; steps: number }
  | { kind: 'exit' };

/**
 * The command of a key (`KeyboardEvent.key`), or null. Arrows and +/− repeat what the focused
 * chart does itself, so they also work while focus is on the toolbar.
 */
export function fullScreenCommand(key: string): FullScreenCommand | null {
  if (/^[1-8]$/.test(key)) return { kind: 'period', period: FULL_SCREEN_PERIODS[Number(key) - 1]!.period };
  switch (key) {
    case 'i':
    case 'I':
      return { kind: 'nextIndicator' };
    case 'a':
    case 'A':
      return { kind: 'nextAdjust' };
    case 'PageUp':
      return { kind: 'pan', screens: -1 };
    case 'PageDown':
      return { kind: 'pan', screens: 1 };
    case 'Home':
      return { kind: 'panEnd', toNewest: false };
    case 'End':
      return { kind: 'panEnd', toNewest: true };
    default: {
      // Arrows and +/− as on the chart itself; Esc leaves the page instead of hiding the crosshair.
      const command = keyCommand(key);
      return command?.kind === 'hide' ? { kind: 'exit' } : command;
    }
  }
}

/** The next item of a cyclic list. */
export function nextOf<T>(list: readonly T[], current: T): T {
  return list[(list.indexOf(current) + 1) % list.length]!;
}

/** The page's I/O. */
export interface FullScreenDeps {
  id: SecurityId;
  index: boolean;
  fetchDetail(id: SecurityId, index: boolean): Observable<StockDetail>;
  fetchKline(params: KlineParams): Observable<KlineAnswer>;
  initialPeriod?: KlinePeriod;
}

/** The page's state. */
export interface FullScreenState {
  id: SecurityId;
  index: boolean;
  detail: Loadable<StockDetail>;
  period: KlinePeriod;
  adjust: Adjust;
  indicator: IndicatorName;
  /** Bars of the selection (`for` = `period:adjust`). */
  bars: KeyedLoadable<Bar[]>;
}

/** The store and its commands. */
export interface FullScreenPage {
  state$: Observable<FullScreenState>;
  selectPeriod(period: KlinePeriod): void;
  selectAdjust(adjust: Adjust): void;
  selectIndicator(name: IndicatorName): void;
}

/** Creates the store; nothing is fetched until `state$` is subscribed. */
export function createFullScreenPage(deps: FullScreenDeps): FullScreenPage {
  const [selectPeriod, periodSelected$] = createSignal<KlinePeriod>();
  const [selectAdjust, adjustSelected$] = createSignal<Adjust>();
  const [selectIndicator, indicatorSelected$] = createSignal<IndicatorName>();
  const period0 = deps.initialPeriod ?? 'day';
  const period$ = periodSelected$.pipe(startWith(period0), distinctUntilChanged());
  const adjust$ = adjustSelected$.pipe(startWith<Adjust>('forward'), distinctUntilChanged());
  const loads$ = combineLatest([period$, adjust$]).pipe(
    map(([period, adjust]) => ({ period, adjust, key: deps.index ? period : `${period}:${adjust}` })),
    distinctUntilChanged((a, b) => a.key === b.key),
    switchMap(({ period, adjust, key }) => {
      const params: KlineParams = { code: deps.id, period, count: KLINE_MAX_COUNT };
      if (!deps.index) params.adjust = adjust;
      return track(deps.fetchKline(params).pipe(map(barsOf))).pipe(map((event) => ({ key, event })));
    }),
  );
  const state$ = createStore<FullScreenState>(
    { id: deps.id, index: deps.index, detail: idle(), period: period0, adjust: 'forward', indicator: 'MACD', bars: { ...idle<Bar[]>(), for: '' } },
    [
      on(track(deps.fetchDetail(deps.id, deps.index)), (s, e) => {
        s.detail = applyLoad(s.detail as Loadable<StockDetail>, e);
      }),
      on(period$, (s, period) => {
        s.period = period;
      }),
      on(adjust$, (s, adjust) => {
        s.adjust = adjust;
      }),
      on(indicatorSelected$, (s, name) => {
        if ((INDICATOR_NAMES as readonly string[]).includes(name)) s.indicator = name;
      }),
      on(loads$, (s, { key, event }) => {
        s.bars = castDraft(applyKeyedLoad(s.bars as KeyedLoadable<Bar[]>, key, event));
      }),
    ],
  );
  return { state$, selectPeriod, selectAdjust: (a) => (ADJUSTS.includes(a) ? selectAdjust(a) : undefined), selectIndicator };
}
