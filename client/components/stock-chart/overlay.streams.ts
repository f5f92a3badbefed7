/**
 * The data of the chart overlays (React-free), from the same endpoints as the chart itself — one
 * source per fact: the index's `minutes` for the 分时 overlay, each code's `kline` of the tab's
 * period (and 复权, for stocks) for the K-line 叠加, and each code's name from its detail. Only what
 * the shown tab draws is loaded; adding a code loads only that code; an answer for a tab or code no
 * longer shown is dropped.
 */
import { combineLatest, distinctUntilChanged, filter, map, shareReplay, type Observable } from 'rxjs';
import type { Adjust, KlineAnswer, KlineParams, MinuteDay, MinutesAnswer, MinutesParams } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import type { Bar, TimeShareOverlaySeries } from '../../charts/index';
import { idle, type Loadable } from '../../core/loadable';
import { keyedLoad, loadMap } from '../data-page/loads.streams';
import { barsOf, isTimeShareView, timeShareOf, type ChartView } from './chart-views';
import { isIndexId } from './stock-code';

/** What the shown tab overlays. */
export interface OverlayRequest {
  view: ChartView;
  adjust: Adjust;
  /** The 分时 index, or null. */
  index: SecurityId | null;
  /** The K-line 叠加 codes. */
  compare: readonly SecurityId[];
}

/** The I/O. */
export interface OverlayDeps {
  fetchKline(params: KlineParams): Observable<KlineAnswer>;
  fetchMinutes(params: MinutesParams): Observable<MinutesAnswer>;
  fetchName(id: SecurityId): Observable<string>;
  /** Bars per K-line load (the main chart's count, so the lines span its bars). */
  count: number;
}

/** The 分时 index: what the chart draws and the day its live minutes continue. */
export interface IndexOverlayData {
  series: Omit<TimeShareOverlaySeries, 'label'>;
  lastDay: MinuteDay | null;
}

/** One overlay as shown: its id, name once known, and its data's load. */
export interface OverlayEntry<T> {
  id: SecurityId;
  name: string | null;
  load: Loadable<T>;
}

/** The overlays of the shown tab. */
export interface OverlayState {
  /** The 分时 index (time-share tabs with an index asked for), else null. */
  index: OverlayEntry<IndexOverlayData> | null;
  /** The K-line 叠加 codes (K-line tabs), in order. */
  compare: OverlayEntry<Bar[]>[];
}

/** Key of one code's K-line load: the period, and the 复权 for stocks (indexes have none). */
export function compareKey(id: SecurityId, view: ChartView, adjust: Adjust): string {
  return isIndexId(id) ? `${id}|${view}` : `${id}|${view}|${adjust}`;
}

/** The index overlay of a minutes answer for a 1- or 5-day chart. */
export function indexOverlayOf(id: SecurityId, answer: MinutesAnswer, days: 1 | 5): IndexOverlayData {
  const data = timeShareOf(answer, days);
  return { series: { id, preClose: data.preClose, points: data.points }, lastDay: answer.days[answer.days.length - 1] ?? null };
}

/** The overlays' state for each request. */
export function chartOverlays$(request$: Observable<OverlayRequest>, deps: OverlayDeps): Observable<OverlayState> {
  const requests$ = request$.pipe(shareReplay({ bufferSize: 1, refCount: true }));
  const indexKey = (r: OverlayRequest): string | null => (r.index && isTimeShareView(r.view) ? `${r.index}|${r.view === 'ts5' ? 5 : 1}` : null);
  const indexLoad$ = keyedLoad(
    requests$.pipe(
      map(indexKey),
      filter((key): key is string => key !== null),
    ),
    (key) => key,
    (key) => {
      const [id, days] = key.split('|') as [SecurityId, string];
      const n = days === '5' ? 5 : 1;
      return deps.fetchMinutes({ code: id, days: n }).pipe(map((answer) => indexOverlayOf(id, answer, n)));
    },
  );
  const compareLoads$ = loadMap(
    requests$.pipe(
      map((r) => (isTimeShareView(r.view) ? [] : r.compare.map((id) => compareKey(id, r.view, r.adjust)))),
      distinctUntilChanged((a, b) => a.join() === b.join()),
    ),
    (key) => {
      const [id, view, adjust] = key.split('|') as [SecurityId, KlineParams['period'], Adjust | undefined];
      const params: KlineParams = { code: id, period: view, count: deps.count };
      if (adjust) params.adjust = adjust;
      return deps.fetchKline(params).pipe(map(barsOf));
    },
  );
  const names$ = loadMap(
    requests$.pipe(
      map((r) => [...(r.index && isTimeShareView(r.view) ? [r.index] : []), ...(isTimeShareView(r.view) ? [] : r.compare)]),
      distinctUntilChanged((a, b) => a.join() === b.join()),
    ),
    (id) => deps.fetchName(id),
  );
  return combineLatest([requests$, indexLoad$, compareLoads$, names$]).pipe(
    map(([r, indexLoad, compareLoads, names]): OverlayState => {
      const name = (id: SecurityId) => names[id]?.data ?? null;
      const key = indexKey(r);
      return {
        index: key && r.index ? { id: r.index, name: name(r.index), load: indexLoad.for === key ? indexLoad : idle() } : null,
        compare: isTimeShareView(r.view) ? [] : r.compare.map((id) => ({ id, name: name(id), load: compareLoads[compareKey(id, r.view, r.adjust)] ?? idle() })),
      };
    }),
  );
}
