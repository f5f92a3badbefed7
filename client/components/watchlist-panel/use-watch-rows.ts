/**
 * The rows of the watchlist view: the listed items joined with the user's holdings and, when a
 * figure column shows, their figures; sorted when the rows or the sort change (not on every tick,
 * so rows do not jump under the pointer). The latest quotes are kept out of React state — ticks
 * never re-render the table — for sorting and export.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import type { Holding } from '../../../contracts/holdings';
import type { WatchlistColumnId } from '../../../contracts/table-columns';
import type { Quote } from '../../../contracts/ws-protocol';
import { holdings$ } from '../../state/holdings';
import { quotes$ } from '../../state/quotes';
import { tableColumns$ } from '../../state/table-columns';
import { useFigures } from '../market-table/use-figures';
import { columnsOf, sortRows, type SortState, type WatchColumn, type WatchRow } from './watchlist-columns';

/** Columns of the compact panel. */
const PANEL_COLUMNS = columnsOf(['price', 'pct']);

/** What the view shows. */
export interface WatchRows {
  /** The user's chosen columns (the page's; the panel shows price and change only). */
  chosen: WatchlistColumnId[];
  columns: readonly WatchColumn[];
  rows: WatchRow[];
  /** Holdings by security id. */
  held: Readonly<Record<string, Holding>>;
  /** The latest quote of each listed security. */
  latestQuotes: RefObject<ReadonlyMap<string, Quote>>;
}

/** See the module comment. */
export function useWatchRows(items: readonly WatchlistItem[], full: boolean, sort: SortState): WatchRows {
  const [chosen$] = useState(() => tableColumns$('watchlist'));
  const chosen = useObservableEagerState(chosen$);
  const columns = useMemo(() => (full ? columnsOf(chosen) : PANEL_COLUMNS), [full, chosen]);
  const held = useObservableEagerState(holdings$).byCode;

  const codesKey = items.map((i) => i.code).join(',');
  const latestQuotes = useRef<ReadonlyMap<string, Quote>>(new Map());
  useEffect(() => {
    if (codesKey === '') return;
    const sub = quotes$(codesKey.split(',')).subscribe((m) => (latestQuotes.current = m));
    return () => sub.unsubscribe();
  }, [codesKey]);

  const figures = useFigures(full && columns.some((c) => c.group === '财务') ? items.map((i) => i.code) : []);
  const rows = useMemo(
    () =>
      sortRows(
        items.map((item) => ({ item, quote: latestQuotes.current.get(item.code), figures: figures.get(item.code), holding: held[item.code] })),
        sort,
      ),
    [items, sort, figures, held],
  );
  return { chosen, columns, rows, held, latestQuotes };
}
