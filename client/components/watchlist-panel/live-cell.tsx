/**
 * A watchlist value. A live one (price, change, holding P&L, …) follows the market without
 * re-rendering its row: the cell writes its own text and colour, from the listed item until a
 * quote arrives and from each quote after that, batched into one animation frame by the shell's
 * frame writer (DESIGN.md: live prices never re-render React trees) — a {@link LiveText} like every
 * live cell. The others (figures, the holding's own fields) are plain text.
 */
import type { Quote } from '../../../contracts/ws-protocol';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { LiveText } from '../live-quote/live-text';
import type { WatchColumn, WatchRow } from './watchlist-columns';

/** Props of {@link LiveCell}. */
export interface LiveCellProps {
  row: WatchRow;
  column: WatchColumn;
}

/** One value of a watchlist row (see the module comment). */
export function LiveCell({ row, column }: LiveCellProps) {
  const theme = useAppTheme();
  const color = (r: WatchRow) => (column.tinted ? trendColorOf(theme, column.trend(r)) : '');
  if (!column.live) return <span style={{ color: color(row) || undefined }}>{column.format(row)}</span>;
  const paint = (el: HTMLSpanElement, quote: Quote | null) => {
    const r = quote ? { ...row, quote } : row;
    el.textContent = column.format(r);
    el.style.color = color(r);
  };
  return <LiveText id={row.item.code} field={column.key} paint={paint} />;
}
