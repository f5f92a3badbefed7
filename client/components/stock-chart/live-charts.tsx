/**
 * The stock page's charts bound to live quotes: a K-line whose last bar follows the quote stream
 * (any period) and a time-share whose current minute does. Quotes go straight to the chart (which
 * merges redraws into one animation frame); React renders the host once per loaded tab. The host
 * carries `data-last-close` so tests and assistive tools can read the live last value.
 */
import { useEffect, useRef } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { Subscription } from 'rxjs';
import type { Quote } from '../../../contracts/ws-protocol';
import type { SecurityId } from '../../../contracts/market';
import {
  chartThemeFor,
  createKLineChart,
  createTimeShareChart,
  type Bar,
  type IndicatorName,
  type KLineChart,
  type TimeShareChart,
  type TimeShareData,
} from '../../charts/index';
import { ChartHost } from '../../charts/chart-host';
import type { KlinePeriod, MinuteDay } from '../../../contracts/endpoints/market-data';
import { timetableMarketOf } from '../../../contracts/trading-timetable';
import { volumeUnitOfId } from '../../../contracts/format';
import { quote$ } from '../../state/quotes';
import { themeName$ } from '../../state/theme';
import { createMinuteFeed } from './chart-views';
import { A_SHARE_SESSION_MINUTES, HK_SESSION_MINUTES, createLiveBarFolder, sessionMinutesOn } from './live-bars';

function isHk(id: SecurityId): boolean {
  return timetableMarketOf(id) === 'hk';
}

/** Decimals of a price tick (0.01 → 2, 0.001 → 3). */
export function tickDecimals(tick: number): number {
  return tick < 0.01 ? 3 : 2;
}

function writeLast(host: HTMLElement | null, value: number, decimals: number): void {
  host?.setAttribute('data-last-close', value.toFixed(decimals));
}

/**
 * Feeds the quotes of `id`, folded into bars or minutes by `fold`, to the chart's live last value;
 * `applied` runs for each one the chart took (not stale).
 */
export function followQuotes<T>(
  id: SecurityId,
  fold: (q: Quote) => T | null,
  chart: { updateLast(value: T): string },
  applied: (value: T) => void,
): Subscription {
  return quote$(id).subscribe((q) => {
    const value = fold(q);
    if (!value) return;
    try {
      if (chart.updateLast(value) !== 'stale') applied(value);
    } catch {
      // A malformed quote (e.g. high below price) must not break the chart: skip it.
    }
  });
}

/** Props of {@link LiveKLine}. */
export interface LiveKLineProps {
  id: SecurityId;
  period: KlinePeriod;
  bars: readonly Bar[];
  indicator: IndicatorName;
  label: string;
  tick: number;
  /** Receives the chart (keyboard commands of the full-screen page); null when it unmounts. */
  onChart?(chart: KLineChart | null): void;
  className?: string;
}

/** A live K-line (see the module comment). Give it a new `key` for new bars. */
export function LiveKLine({ id, period, bars, indicator, label, tick, onChart, className }: LiveKLineProps) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<KLineChart | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const decimals = tickDecimals(tick);

  useEffect(() => chart.current?.setTheme(chartThemeFor(themeName)), [themeName]);
  useEffect(() => chart.current?.setIndicator(indicator), [indicator]);

  return (
    <div
      ref={host}
      className={className}
      data-testid="kline-chart"
      data-period={period}
      data-last-close={bars.length ? bars[bars.length - 1]!.c.toFixed(decimals) : undefined}
    >
      <ChartHost<KLineChart>
        style={{ width: '100%', height: '100%' }}
        create={(el) => createKLineChart(el, { theme: chartThemeFor(themeName), label, indicator, pricePrecision: decimals, volumeUnit: volumeUnitOfId(id) })}
        onReady={(c) => {
          chart.current = c;
          c.setData(bars);
          onChart?.(c);
          const folder = createLiveBarFolder(period, bars, isHk(id) ? HK_SESSION_MINUTES : A_SHARE_SESSION_MINUTES);
          const sub = followQuotes(
            id,
            (q) => folder.fold(q),
            c,
            (bar) => writeLast(host.current, bar.c, decimals),
          );
          return () => {
            sub.unsubscribe();
            chart.current = null;
            onChart?.(null);
          };
        }}
      />
    </div>
  );
}

/** Props of {@link LiveTimeShare}. */
export interface LiveTimeShareProps {
  id: SecurityId;
  data: TimeShareData;
  /** Today's minutes (the live feed continues them). */
  lastDay: MinuteDay | null;
  label: string;
  tick: number;
  /** Indexes: the average line is the level itself. */
  index?: boolean;
  /** Receives the chart (the index overlay); null when it unmounts. */
  onChart?(chart: TimeShareChart | null): void;
  className?: string;
}

/** A live time-share chart (see the module comment). Give it a new `key` for new data. */
export function LiveTimeShare({ id, data, lastDay, label, tick, index = false, onChart, className }: LiveTimeShareProps) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<TimeShareChart | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const decimals = tickDecimals(tick);
  const lastPoint = data.points[data.points.length - 1];
  const market = timetableMarketOf(id);

  useEffect(() => chart.current?.setTheme(chartThemeFor(themeName)), [themeName]);

  return (
    <div ref={host} className={className} data-testid="time-share-chart" data-last-close={lastPoint ? lastPoint.price.toFixed(decimals) : undefined}>
      <ChartHost<TimeShareChart>
        style={{ width: '100%', height: '100%' }}
        create={(el) =>
          createTimeShareChart(el, {
            theme: chartThemeFor(themeName),
            label,
            // Each day's hours and the call auction from the market's timetable (an HKEX half day: the
            // morning only, as wide as its minutes in 5日; HK's pre-opening auction 09:00–09:20).
            market,
            pricePrecision: decimals,
            volumeUnit: volumeUnitOfId(id),
          })
        }
        onReady={(c) => {
          chart.current = c;
          if (Number.isFinite(data.preClose)) c.setData(data);
          onChart?.(c);
          const feed = createMinuteFeed(
            lastDay,
            lastDay ? sessionMinutesOn(market, lastDay.date) : isHk(id) ? HK_SESSION_MINUTES : A_SHARE_SESSION_MINUTES,
            index,
          );
          const sub = followQuotes(
            id,
            (q) => feed.fold(q),
            c,
            (point) => writeLast(host.current, point.price, decimals),
          );
          return () => {
            sub.unsubscribe();
            chart.current = null;
            onChart?.(null);
          };
        }}
      />
    </div>
  );
}
