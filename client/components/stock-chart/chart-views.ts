/**
 * The chart tabs of the stock page (分时, 5日, 日K, 周K, 月K, 1/5/15/30/60 分) and the pure
 * conversions from the market-data answers to what the charts draw, plus the live minute feed of
 * the time-share chart.
 */
import type { KlineAnswer, KlinePeriod, MinuteDay, MinutePoint, MinutesAnswer } from '../../../contracts/endpoints/market-data';
import type { Quote } from '../../../contracts/ws-protocol';
import { MinuteFolder, type Bar, type TimeShareData, type TimeSharePoint } from '../../charts/index';
import { wallDate } from '../../core/exchange-clock';
import { inSession, type SessionMinutes } from './live-bars';

/** A chart tab: the 1-day or 5-day time-share, or a K-line period. */
export type ChartView = 'ts1' | 'ts5' | KlinePeriod;

/** The tabs in display order with their labels. */
export const CHART_VIEWS: ReadonlyArray<{ view: ChartView; label: string }> = [
  { view: 'ts1', label: '分时' },
  { view: 'ts5', label: '5日' },
  { view: 'day', label: '日K' },
  { view: 'week', label: '周K' },
  { view: 'month', label: '月K' },
  { view: '1m', label: '1分' },
  { view: '5m', label: '5分' },
  { view: '15m', label: '15分' },
  { view: '30m', label: '30分' },
  { view: '60m', label: '60分' },
];

/** True for the time-share tabs. */
export function isTimeShareView(view: ChartView): view is 'ts1' | 'ts5' {
  return view === 'ts1' || view === 'ts5';
}

/** Parses a view name from a URL or storage; null when unknown. */
export function parseChartView(value: string | null | undefined): ChartView | null {
  return CHART_VIEWS.some((v) => v.view === value) ? (value as ChartView) : null;
}

/** The label of a view. */
export function chartViewLabel(view: ChartView): string {
  return CHART_VIEWS.find((v) => v.view === view)?.label ?? view;
}

/** What a loaded chart tab shows. */
export type ChartData =
  | { kind: 'kline'; period: KlinePeriod; bars: Bar[] }
  | { kind: 'timeShare'; days: 1 | 5; data: TimeShareData; lastDay: MinuteDay | null };

function toPoint(p: MinutePoint): TimeSharePoint {
  return { t: p.t, price: p.price, avg: p.avg, volume: p.volume };
}

/** K-line bars of an answer, dropping any bar whose times do not strictly increase (a chart would reject them all). */
export function barsOf(answer: KlineAnswer): Bar[] {
  const out: Bar[] = [];
  for (const b of answer.bars) {
    const prev = out[out.length - 1];
    if (prev && b.t <= prev.t) continue;
    out.push({ t: b.t, o: b.o, h: Math.max(b.h, b.o, b.c), l: Math.min(b.l, b.o, b.c), c: b.c, v: Math.max(0, b.v), a: b.a });
  }
  return out;
}

/** Time-share data of a minutes answer: baseline = pre-close of the first day shown. */
export function timeShareOf(answer: MinutesAnswer, days: 1 | 5): TimeShareData {
  const shown = answer.days.slice(-days);
  const first = shown[0];
  const points = shown.flatMap((d) => d.points.filter((p) => p.price > 0).map(toPoint));
  const last = shown[shown.length - 1];
  return {
    preClose: first ? first.preClose : Number.NaN,
    points,
    days: Math.max(1, shown.length),
    auction: days === 1 && last ? last.auction.filter((p) => p.price > 0).map(toPoint) : [],
  };
}

/** Folds live quotes into the time-share's current minute (today only, in session, while trading). */
export interface MinuteFeed {
  fold(quote: Quote): TimeSharePoint | null;
}

/**
 * A feed continuing today's points of `day` (null: nothing loaded, so nothing folds). For indexes
 * the average line is the running mean of the level over the day's minutes (as the server computes
 * it), not amount ÷ volume.
 */
export function createMinuteFeed(day: MinuteDay | null, sessions: readonly SessionMinutes[], index = false): MinuteFeed {
  const points = day ? day.points.filter((p) => p.price > 0).map(toPoint) : [];
  const folder = day ? MinuteFolder.resume(points) : null;
  let sum = points.reduce((acc, p) => acc + p.price, 0);
  let count = points.length;
  let last = points[points.length - 1] ?? null;
  return {
    fold(q) {
      if (!folder || !day || !(q.price > 0)) return null;
      if (q.status !== undefined && q.status !== 'trading') return null;
      if (wallDate(q.ts) !== day.date || !inSession(q.ts, sessions)) return null;
      const point = folder.fold(q);
      if (!index) return point;
      if (last && last.t === point.t) sum -= last.price;
      else count += 1;
      sum += point.price;
      last = point;
      return { ...point, avg: sum / count };
    },
  };
}
