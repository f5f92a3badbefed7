/**
 * The chart overlays of a page: read from its address (overlay-url.ts), loaded for the shown tab
 * (overlay.streams.ts), and changed by writing the address back (replacing the history entry, as
 * a tab switch is not a new step).
 */
import { useEffect, useMemo, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { BehaviorSubject, map, of } from 'rxjs';
import { useSearch } from 'wouter';
import type { Adjust } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import { MAX_COMPARE } from '../../charts/index';
import { fetchDataset, fetchStockDetail } from '../../services/market-data';
import { replaceQuery } from '../data-page/query-nav';
import type { ChartView } from './chart-views';
import { chartOverlays$, type OverlayRequest, type OverlayState } from './overlay.streams';
import { boardIndexOf, overlayIndexName, overlayPatch, readOverlayQuery, type OverlayIndex, type OverlayQuery } from './overlay-url';
import { isIndexId } from './stock-code';

/** A page's chart overlays and the commands that change them. */
export interface ChartOverlays {
  /** What the address asks for (and what in it was left out). */
  query: OverlayQuery;
  /** The index the 分时 toggle puts on, or null when the security has none. */
  boardIndex: OverlayIndex | null;
  state: OverlayState;
  /** 分时: puts the board's index on, or takes any index off. */
  toggleIndex(): void;
  /** K-line: 叠加s one more code (ignored at {@link MAX_COMPARE}, for the page's own code or a repeat). */
  addCompare(id: SecurityId): void;
  removeCompare(id: SecurityId): void;
}

/** Names of overlaid codes: the known indexes without a call, others from their detail. */
function fetchName(id: SecurityId) {
  const known = overlayIndexName(id);
  return known ? of(known) : fetchStockDetail(id, isIndexId(id)).pipe(map((d) => d.name));
}

/** See the module comment; `count` is the bars per K-line load of the page. */
export function useChartOverlays(id: SecurityId, view: ChartView, adjust: Adjust, count: number): ChartOverlays {
  const search = useSearch();
  const query = useMemo(() => readOverlayQuery(search, id), [search, id]);
  const request: OverlayRequest = { view, adjust, index: query.index, compare: query.compare };
  const [request$] = useState(() => new BehaviorSubject<OverlayRequest>(request));
  const [state$] = useState(() =>
    chartOverlays$(request$, { fetchKline: (p) => fetchDataset('kline', p), fetchMinutes: (p) => fetchDataset('minutes', p), fetchName, count }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from exactly these
  useEffect(() => request$.next(request), [request$, view, adjust, query]);
  const state = useObservableEagerState(state$);
  const boardIndex = useMemo(() => boardIndexOf(id), [id]);
  return {
    query,
    boardIndex,
    state,
    toggleIndex: () => replaceQuery(overlayPatch(query.index ? null : (boardIndex?.id ?? null), query.compare)),
    addCompare: (code) => {
      if (code === id || query.compare.includes(code) || query.compare.length >= MAX_COMPARE) return;
      replaceQuery(overlayPatch(query.index, [...query.compare, code]));
    },
    removeCompare: (code) =>
      replaceQuery(
        overlayPatch(
          query.index,
          query.compare.filter((c) => c !== code),
        ),
      ),
  };
}
