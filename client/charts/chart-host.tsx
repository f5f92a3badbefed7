/**
 * `ChartHost`: the only React in charts/. It mounts a chart into a div on mount and destroys it
 * on unmount; everything else (data, live updates) goes through the chart instance handed to
 * `onReady`, never through React renders.
 */
import { useEffect, useRef, type CSSProperties, type ReactElement } from 'react';

/** Anything with a destroy(): K-line, time-share and sparkline charts. */
export interface Destroyable {
  destroy(): void;
}

/** Props of {@link ChartHost}. */
export interface ChartHostProps<C extends Destroyable> {
  /** Creates the chart in the host div (e.g. `(el) => createKLineChart(el, { theme })`). Read once at mount. */
  create: (container: HTMLDivElement) => C;
  /**
   * Receives the mounted chart (push data, subscribe to quotes); may return a cleanup run before
   * the chart is destroyed. Read once at mount: give the host a new `key` to remount.
   */
  onReady?: (chart: C) => undefined | (() => void);
  className?: string;
  style?: CSSProperties;
}

/** A div that owns one chart for its lifetime. */
export function ChartHost<C extends Destroyable>({ create, onReady, className, style }: ChartHostProps<C>): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const factory = useRef({ create, onReady });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const chart = factory.current.create(el);
    const cleanup = factory.current.onReady?.(chart);
    return () => {
      if (typeof cleanup === 'function') cleanup();
      chart.destroy();
    };
  }, []);
  return <div ref={ref} className={className} style={{ position: 'relative', ...style }} />;
}
