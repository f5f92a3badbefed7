/**
 * The 分时 chart's index overlay on a second axis: the index's minutes drawn on their own scale,
 * symmetric around the index's pre-close as the stock's is around its own, over the same pixels —
 * so both pre-closes sit on the middle line, each grid row reads a stock price on the left and an
 * index level on the second axis, and each line fills the pane as far as its own move goes.
 */
import { fitScale, type PaneScale, type ValueRange } from './price-scale';
import { assertPoint, assertPoints, type TimeSharePoint } from './time-share-data';

/** An overlaid index: id, legend label, pre-close of the first day shown, and minutes (oldest first). */
export interface TimeShareOverlaySeries {
  id: string;
  label: string;
  preClose: number;
  points: readonly TimeSharePoint[];
}

/** What the legend shows: the overlay's level and change at the crosshair's minute (else its newest). */
export interface TimeShareOverlayReadout {
  id: string;
  label: string;
  /** The minute read, or null when the overlay has no point there. */
  t: number | null;
  price: number;
  /** Percent from the pre-close. */
  pct: number;
}

/** Throws a RangeError naming the bad field of an overlay. */
export function assertOverlaySeries(s: TimeShareOverlaySeries): void {
  if (s === null || typeof s !== 'object') throw new RangeError('overlay must be an object');
  if (typeof s.id !== 'string' || s.id === '') throw new RangeError('overlay.id must be a non-empty string');
  if (typeof s.label !== 'string' || s.label === '') throw new RangeError('overlay.label must be a non-empty string');
  if (!(Number.isFinite(s.preClose) && s.preClose > 0)) throw new RangeError(`overlay.preClose must be a positive number, got ${s.preClose}`);
  assertPoints(s.points, 'overlay.points');
}

/**
 * The overlay's value range: symmetric around `preClose`, covering every price (1% each side
 * when flat), like the stock's own range.
 */
export function overlayRange(preClose: number, points: readonly TimeSharePoint[]): ValueRange {
  let dev = 0;
  for (const p of points) dev = Math.max(dev, Math.abs(p.price - preClose));
  if (!(dev > 0)) dev = preClose * 0.01;
  return { min: preClose - dev, max: preClose + dev };
}

/** The second axis: `range` over the same pixels as the stock's price scale. */
export function secondAxisScale(range: ValueRange, price: PaneScale): PaneScale {
  const [bottom, top] = price.range() as [number, number];
  return fitScale(range, top, bottom, { top: 0, bottom: 0 });
}

/** The second axis' labelled levels: `rows` grid rows each side of the pre-close, as the stock's grid. */
export function secondAxisLevels(range: ValueRange, rows: number): number[] {
  const mid = (range.min + range.max) / 2;
  const half = (range.max - range.min) / 2;
  const out: number[] = [];
  for (let k = -rows; k <= rows; k++) out.push(mid + (half * k) / rows);
  return out;
}

/** The overlay of one chart: its series and live minutes. */
export class TimeShareOverlay {
  private value: { id: string; label: string; preClose: number; points: TimeSharePoint[] } | null = null;

  /** The series shown, or null. */
  get series(): TimeShareOverlaySeries | null {
    return this.value;
  }

  /** Replaces the overlay (validated), or removes it with null. */
  set(series: TimeShareOverlaySeries | null): void {
    if (series !== null) assertOverlaySeries(series);
    this.value = series && { id: series.id, label: series.label, preClose: series.preClose, points: series.points.slice() };
  }

  /** Live minute: same minute replaces the last point, later appends, earlier (or no overlay) is ignored. */
  update(point: TimeSharePoint): 'replaced' | 'appended' | 'stale' {
    assertPoint(point, 'overlay point');
    return this.value ? mergeMinute(this.value.points, point) : 'stale';
  }

  /** The level and change at minute `t` (null: the newest minute). */
  readout(t: number | null): TimeShareOverlayReadout | null {
    const v = this.value;
    if (!v) return null;
    const p = t === null ? v.points[v.points.length - 1] : pointAt(v.points, t);
    if (!p) return { id: v.id, label: v.label, t: null, price: Number.NaN, pct: Number.NaN };
    return { id: v.id, label: v.label, t: p.t, price: p.price, pct: (p.price / v.preClose - 1) * 100 };
  }
}

const MINUTE_MS = 60_000;

/** Applies a live minute to `points` in place: same minute replaces the last, later appends, earlier is stale. */
export function mergeMinute(points: TimeSharePoint[], point: TimeSharePoint): 'replaced' | 'appended' | 'stale' {
  const last = points[points.length - 1];
  if (last && point.t < last.t) return 'stale';
  if (last && Math.floor(last.t / MINUTE_MS) === Math.floor(point.t / MINUTE_MS)) {
    points[points.length - 1] = point;
    return 'replaced';
  }
  points.push(point);
  return 'appended';
}

/** The point of the minute holding `t`, or undefined (binary search; points oldest first). */
export function pointAt(points: readonly TimeSharePoint[], t: number): TimeSharePoint | undefined {
  const minute = Math.floor(t / MINUTE_MS);
  let lo = 0;
  let hi = points.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = Math.floor(points[mid]!.t / MINUTE_MS);
    if (m === minute) return points[mid];
    if (m < minute) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** True when two readouts show the same figures. */
export function sameOverlayReadout(a: TimeShareOverlayReadout, b: TimeShareOverlayReadout): boolean {
  return a.id === b.id && a.label === b.label && a.t === b.t && (a.price === b.price || (Number.isNaN(a.price) && Number.isNaN(b.price)));
}
