/**
 * The CSS pixel size of an element, following resizes (ResizeObserver). `mounted` re-attaches the
 * observer when the element appears later (e.g. after data arrives).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Width and height in CSS pixels (0 × 0 until measured). */
export function useElementSize(ref: RefObject<HTMLElement | null>, mounted = true): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mounted` re-attaches the observer when the element appears after data arrives (the ref object itself never changes)
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () =>
      setSize((prev) => (prev.width === el.clientWidth && prev.height === el.clientHeight ? prev : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return size;
}
