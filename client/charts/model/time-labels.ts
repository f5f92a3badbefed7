/**
 * Which bars get a time label on the K-line time axis. Each bar that starts a new year, month, day
 * or hour is a candidate weighted by that boundary; the heaviest are placed first and any label
 * closer than `minGap` pixels to one already placed is dropped (the lightweight-charts way).
 */
import type { MarketClock } from '../time-format';

/** A placed time label. */
export interface TimeLabel {
  index: number;
  x: number;
  text: string;
}

const WEIGHT_YEAR = 4;
const WEIGHT_MONTH = 3;
const WEIGHT_DAY = 2;
const WEIGHT_HOUR = 1;

/**
 * True when bars are intraday (minute/hour bars): the median gap between bars is under 20 hours.
 * A single bar counts as daily.
 */
export function isIntraday(times: readonly number[]): boolean {
  if (times.length < 2) return false;
  const gaps: number[] = [];
  const start = Math.max(1, times.length - 64);
  for (let i = start; i < times.length; i++) gaps.push(times[i]! - times[i - 1]!);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]! < 20 * 3_600_000;
}

/** The boundary bar `t` opens relative to the previous bar `prev`: 4 year, 3 month, 2 day, 1 hour, 0 none. */
export function boundaryWeight(clock: MarketClock, prev: number, t: number): number {
  const a = new Date(prev + clock.offsetMs);
  const b = new Date(t + clock.offsetMs);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return WEIGHT_YEAR;
  if (a.getUTCMonth() !== b.getUTCMonth()) return WEIGHT_MONTH;
  if (a.getUTCDate() !== b.getUTCDate()) return WEIGHT_DAY;
  if (a.getUTCHours() !== b.getUTCHours()) return WEIGHT_HOUR;
  return 0;
}

/** {@link boundaryWeight} of every bar against its predecessor (the first bar gets 0); computed once per data set. */
export function boundaryWeights(times: readonly number[], clock: MarketClock): number[] {
  const out = new Array<number>(times.length).fill(0);
  for (let i = 1; i < times.length; i++) out[i] = boundaryWeight(clock, times[i - 1]!, times[i]!);
  return out;
}

/**
 * Labels for bars `from..to`, given their {@link boundaryWeights}. Daily bars label month starts (`%Y-%m`); intraday bars label day
 * starts (`%m-%d`) and hour starts (`%H:%M`).
 */
export function selectTimeLabels(
  timeAt: (index: number) => number,
  weights: readonly number[],
  from: number,
  to: number,
  xOf: (index: number) => number,
  clock: MarketClock,
  intraday: boolean,
  minGap: number,
): TimeLabel[] {
  const candidates: { index: number; weight: number }[] = [];
  for (let i = Math.max(1, from); i <= to; i++) {
    const w = weights[i] ?? 0;
    if (intraday ? w >= WEIGHT_HOUR : w >= WEIGHT_MONTH) candidates.push({ index: i, weight: w });
  }
  candidates.sort((a, b) => b.weight - a.weight || a.index - b.index);
  const placed: TimeLabel[] = [];
  const dayFormat = clock.format(intraday ? '%m-%d' : '%Y-%m');
  const hourFormat = clock.format('%H:%M');
  for (const c of candidates) {
    const x = xOf(c.index);
    if (placed.some((p) => Math.abs(p.x - x) < minGap)) continue;
    const t = timeAt(c.index);
    placed.push({ index: c.index, x, text: intraday && c.weight === WEIGHT_HOUR ? hourFormat(t) : dayFormat(t) });
  }
  return placed.sort((a, b) => a.index - b.index);
}
