/**
 * A span whose text and colour follow one security's quotes (the base of {@link PriceCell} and the
 * watchlist's live values). React renders the span empty and never owns its text: `paint` writes
 * it — with the latest quote, or null before the first one — on every render (props or theme
 * changed) and then once per animation frame per quote.
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { SecurityId } from '../../../contracts/market';
import type { Quote } from '../../../contracts/ws-protocol';
import { useLiveQuote } from './use-live-quote';

/** Props of {@link LiveText}. */
export interface LiveTextProps {
  id: SecurityId;
  /** Writes text and colour into the span; `quote` is null until the first quote arrives. */
  paint: (el: HTMLSpanElement, quote: Quote | null) => void;
  /** `data-field` of the span (tests and styles find cells by it). */
  field: string;
  className?: string;
  style?: CSSProperties;
}

/** See the module comment. */
export function LiveText({ id, paint, field, className, style }: LiveTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const latest = useLiveQuote(
    id,
    (q) => {
      if (ref.current) paint(ref.current, q);
    },
    { frameTarget: ref },
  );
  useLayoutEffect(() => {
    if (ref.current) paint(ref.current, latest.current);
  });
  return <span ref={ref} className={className} style={style} data-quote-id={id} data-field={field} />;
}
