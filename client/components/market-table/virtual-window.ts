/**
 * Windowed rendering of long tables (issue: "paged or virtualised for long lists"): only the rows
 * in or near the scroll viewport are mounted — and only their cells subscribe to quotes — with
 * spacer rows keeping the scroll height. Rows have one fixed height, measured from a rendered row.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Tables longer than this render windowed. */
export const VIRTUAL_THRESHOLD = 80;
/** Rows mounted beyond each edge of the viewport. */
export const OVERSCAN_ROWS = 8;

/** The half-open row range `[from, to)` to mount. */
export interface RowWindow {
  from: number;
  to: number;
}

/**
 * The rows to mount: those overlapping the viewport `[scrollTop, scrollTop + viewport)` of a body
 * starting `bodyTop` pixels into the scroller, plus `overscan` rows either side (pure).
 */
export function visibleWindow(scrollTop: number, viewport: number, bodyTop: number, rowHeight: number, count: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (count <= 0 || !(rowHeight > 0)) return { from: 0, to: Math.max(0, count) };
  const first = Math.floor((scrollTop - bodyTop) / rowHeight);
  const last = Math.ceil((scrollTop + Math.max(0, viewport) - bodyTop) / rowHeight);
  const from = Math.max(0, Math.min(count, first - overscan));
  const to = Math.max(from, Math.min(count, last + overscan));
  return { from, to };
}

/** The nearest ancestor that scrolls vertically (the page frame), or the document's scroller. */
export function scrollParent(el: HTMLElement): HTMLElement {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * The window of `count` rows of the table body `body` (re-computed on scroll and resize, React
 * state only when the window changes). `enabled` false mounts every row.
 */
export function useRowWindow(body: RefObject<HTMLElement | null>, count: number, enabled: boolean): RowWindow & { rowHeight: number } {
  const [state, setState] = useState<RowWindow & { rowHeight: number }>({ from: 0, to: Math.min(count, enabled ? 2 * OVERSCAN_ROWS : count), rowHeight: 0 });
  useLayoutEffect(() => {
    const el = body.current;
    if (!enabled || !el) {
      setState((s) => (s.from === 0 && s.to === count ? s : { from: 0, to: count, rowHeight: s.rowHeight }));
      return undefined;
    }
    const scroller = scrollParent(el);
    let rowHeight = 0;
    const update = () => {
      const row = el.querySelector<HTMLElement>('tr[data-id]');
      if (row && row.offsetHeight > 0) rowHeight = row.offsetHeight;
      const bodyTop = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      const next = visibleWindow(scroller.scrollTop, scroller.clientHeight, bodyTop, rowHeight || 40, count);
      setState((s) => (s.from === next.from && s.to === next.to && s.rowHeight === rowHeight ? s : { ...next, rowHeight }));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [body, count, enabled]);
  return state;
}
