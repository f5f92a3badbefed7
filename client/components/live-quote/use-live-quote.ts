/**
 * The one hook of the self-updating live cells (price cells, watchlist values, sparklines): it
 * follows one security's quotes and hands each to `apply` — for a DOM target at most once per
 * animation frame through the shell's frame writer — without re-rendering anything (DESIGN.md:
 * live prices never re-render React trees). The latest quote stays in the returned ref so the
 * cell can repaint from it when its own props or the theme change. Inside a hidden cached page the
 * subscription pauses (effects are unmounted).
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { SecurityId } from '../../../contracts/market';
import type { Quote } from '../../../contracts/ws-protocol';
import { quote$ } from '../../state/quotes';
import { cancelWrite, writeNextFrame } from '../../ui/frame-writer';

/** Options of {@link useLiveQuote}. */
export interface LiveQuoteOptions {
  /** Batch `apply` into one animation frame per this element (cells writing text); absent: apply at once. */
  frameTarget?: RefObject<HTMLElement | null>;
  /** False pauses following (default true). */
  enabled?: boolean;
}

/** Follows `id`'s quotes (see the module comment); `apply` may change between renders. */
export function useLiveQuote(id: SecurityId, apply: (quote: Quote) => void, { frameTarget, enabled = true }: LiveQuoteOptions = {}): RefObject<Quote | null> {
  const latest = useRef<Quote | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (!enabled) return undefined;
    const target = frameTarget?.current ?? null;
    const sub = quote$(id).subscribe((q) => {
      latest.current = q;
      if (target) writeNextFrame(target, () => applyRef.current(q));
      else applyRef.current(q);
    });
    return () => {
      sub.unsubscribe();
      if (target) cancelWrite(target);
    };
  }, [id, enabled, frameTarget]);

  return latest;
}
