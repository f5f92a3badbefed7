/**
 * The data of a time-share (分时) chart and its validation.
 */

/** One minute of a time-share chart. */
export interface TimeSharePoint {
  /** Epoch ms of the minute. */
  t: number;
  /** Last price in that minute. */
  price: number;
  /** Average price so far today (均价); NaN when unknown. */
  avg: number;
  /** Volume traded in that minute. */
  volume: number;
}

/** What a time-share chart shows. */
export interface TimeShareData {
  /** Previous close: the baseline and the 0% line. For 5 days, the close before the first day. */
  preClose: number;
  /** Minute points, oldest first. */
  points: readonly TimeSharePoint[];
  /** 1 (today) or up to 5 (五日) trading days; default 1. */
  days?: number;
  /** Call-auction (集合竞价) points of today, shown left of the session in one-day mode. */
  auction?: readonly TimeSharePoint[];
}

/** Throws a RangeError naming the bad field of one point. */
export function assertPoint(p: TimeSharePoint, label: string): void {
  if (p === null || typeof p !== 'object') throw new RangeError(`${label} must be an object`);
  if (!Number.isFinite(p.t)) throw new RangeError(`${label}.t must be a finite number`);
  if (!(Number.isFinite(p.price) && p.price > 0)) throw new RangeError(`${label}.price must be a positive number, got ${p.price}`);
  if (typeof p.avg !== 'number') throw new RangeError(`${label}.avg must be a number (NaN when unknown)`);
  if (!(Number.isFinite(p.volume) && p.volume >= 0)) throw new RangeError(`${label}.volume must be a non-negative number`);
}

/** Throws unless `points` is an array of valid points with strictly increasing times. */
export function assertPoints(points: readonly TimeSharePoint[], label: string): void {
  if (!Array.isArray(points)) throw new RangeError(`${label} must be an array`);
  for (let i = 0; i < points.length; i++) {
    assertPoint(points[i]!, `${label}[${i}]`);
    if (i > 0 && points[i]!.t <= points[i - 1]!.t) throw new RangeError(`${label}[${i}].t must be after ${label}[${i - 1}].t`);
  }
}
