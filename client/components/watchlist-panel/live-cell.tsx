/**
 * A watchlist value that follows the market without re-rendering its row: the cell writes its own
 * text and colour, from the listed item until a quote arrives and from each quote after that,
 * batched into one animation frame by the shell's frame writer (DESIGN.md: live prices never
 * re-render React trees) — a {@link LiveText} like every live cell.
 */
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import type { Quote } from '../../../contracts/ws-protocol';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { LiveText } from '../live-quote/live-text';
import { liveValue, tintSign, type LiveColumn } from './watchlist-columns';

/** Props of {@link LiveCell}. */
export interface LiveCellProps {
  item: WatchlistItem;
  column: LiveColumn;
}

/** One live value of a watchlist row (see the module comment). */
export function LiveCell({ item, column }: LiveCellProps) {
  const theme = useAppTheme();
  const paint = (el: HTMLSpanElement, quote: Quote | null) => {
    const q = quote ?? undefined;
    el.textContent = column.format(liveValue(item, column.field, q), item);
    el.style.color = column.tint === 'none' ? '' : trendColorOf(theme, tintSign(item, column, q));
  };
  return <LiveText id={item.code} field={column.field} paint={paint} />;
}
