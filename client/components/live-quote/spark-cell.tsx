/**
 * A live sparkline of a security's day so far: the listed samples, with the last point following
 * the quote stream (the sparkline repaints itself at most once per frame; React never re-renders
 * on ticks). Colours follow the app theme.
 */
import { useEffect, useRef } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { SecurityId } from '../../../contracts/market';
import { chartThemeFor, createSparkline, type Sparkline } from '../../charts/index';
import { ChartHost } from '../../charts/chart-host';
import { themeName$ } from '../../state/theme';
import { useLiveQuote } from './use-live-quote';

/** Props of {@link SparkCell}. */
export interface SparkCellProps {
  id: SecurityId;
  /** Samples of today so far, oldest first. */
  prices: readonly number[];
  preClose: number | null;
  width: number | string;
  height: number | string;
  /** Follow the live price (default true). */
  live?: boolean;
}

/** See the module comment. */
export function SparkCell({ id, prices, preClose, width, height, live = true }: SparkCellProps) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<Sparkline | null>(null);
  const points = useRef<number[]>([]);
  const base = useRef<number | null>(preClose);

  useEffect(() => {
    points.current = prices.filter((p) => Number.isFinite(p));
    base.current = preClose !== null && Number.isFinite(preClose) ? preClose : null;
    chart.current?.setData(points.current, base.current);
  }, [prices, preClose]);

  useEffect(() => {
    chart.current?.setTheme(chartThemeFor(themeName));
  }, [themeName]);

  // The sparkline coalesces its own repaints into one frame, so quotes apply at once.
  useLiveQuote(
    id,
    (q) => {
      if (!(q.price > 0)) return;
      const next = points.current.slice();
      if (next.length === 0) next.push(q.price);
      else next[next.length - 1] = q.price;
      points.current = next;
      if (base.current === null && q.preClose !== undefined) base.current = q.preClose;
      chart.current?.setData(next, base.current);
    },
    { enabled: live },
  );

  return (
    <ChartHost<Sparkline>
      create={(el) => createSparkline(el, { theme: chartThemeFor(themeName), lineWidth: 1.2 })}
      onReady={(c) => {
        chart.current = c;
        c.setData(points.current, base.current);
        return () => {
          chart.current = null;
        };
      }}
      style={{ width, height }}
    />
  );
}
