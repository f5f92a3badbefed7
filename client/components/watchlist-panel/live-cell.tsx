/**
 * A watchlist value that follows the market without re-rendering its row: the cell writes its own
 * text and colour, from the listed item until a quote arrives and from each quote after that,
 * batched into one animation frame by the shell's frame writer (DESIGN.md: live prices never
 * re-render React trees). React renders the span empty and never owns its text.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import type { Quote } from '../../../contracts/ws-protocol';
import { quote$ } from '../../state/quotes';
import { cancelWrite, writeNextFrame } from '../../ui/frame-writer';
import { trendColorOf, useAppTheme, type AppTheme } from '../../ui/theme';
import { liveValue, tintSign, type LiveColumn } from './watchlist-columns';

function paint(el: HTMLElement, item: WatchlistItem, column: LiveColumn, theme: AppTheme, quote: Quote | null): void {
  const q = quote ?? undefined;
  el.textContent = column.format(liveValue(item, column.field, q), item);
  el.style.color = column.tint === 'none' ? '' : trendColorOf(theme, tintSign(item, column, q));
}

/** Props of {@link LiveCell}. */
export interface LiveCellProps {
  item: WatchlistItem;
  column: LiveColumn;
}

/** One live value of a watchlist row (see the module comment). */
export function LiveCell({ item, column }: LiveCellProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const theme = useAppTheme();
  const latest = useRef<Quote | null>(null);
  const itemRef = useRef(item);
  itemRef.current = item;

  // The listed values (or the last quote) whenever the row's data or the theme change.
  useLayoutEffect(() => {
    if (ref.current) paint(ref.current, item, column, theme, latest.current);
  }, [item, column, theme]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sub = quote$(item.code).subscribe((q) => {
      latest.current = q;
      writeNextFrame(el, () => paint(el, itemRef.current, column, theme, q));
    });
    return () => {
      sub.unsubscribe();
      cancelWrite(el);
    };
  }, [item.code, column, theme]);

  return <span ref={ref} data-quote-id={item.code} data-field={column.field} />;
}
