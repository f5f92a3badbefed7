/**
 * The 限售解禁 calendar's geometry (pure, d3 scales): the answer's per-day 家数 and 解禁市值 summed
 * by week (Monday to Friday), from the weeks of 近一月已解禁 to those of 未来三月, and one bar per
 * week in a box of the chart's size, heights proportional to 解禁市值.
 */
import { bandBars } from '../../../charts/model/band-bars';
import type { UnlockDay } from '../../../../contracts/endpoints/datacentre';

/** One week of the calendar. */
export interface UnlockWeek {
  /** Monday of the week, `YYYY-MM-DD`. */
  monday: string;
  count: number;
  value: number;
  /** The week ends on or before the selected day (its batches have unlocked). */
  past: boolean;
  /** The selected day falls in the week. */
  current: boolean;
}

const DAY_MS = 86_400_000;
const mondayOf = (date: string): string => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const wd = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - wd * DAY_MS).toISOString().slice(0, 10);
};

/** The calendar's days by week, every week from the first to the last day's and the selected day's (empty weeks kept). */
export function unlockWeeks(days: readonly UnlockDay[], selected: string): UnlockWeek[] {
  if (days.length === 0) return [];
  const sums = new Map<string, { count: number; value: number }>();
  for (const d of days) {
    const m = mondayOf(d.date);
    const s = sums.get(m) ?? { count: 0, value: 0 };
    s.count += d.count;
    s.value += d.value;
    sums.set(m, s);
  }
  const current = mondayOf(selected);
  const first = Date.parse(`${[mondayOf(days[0]!.date), current].sort()[0]}T00:00:00Z`);
  const last = Date.parse(`${[mondayOf(days.at(-1)!.date), current].sort()[1]}T00:00:00Z`);
  const out: UnlockWeek[] = [];
  for (let ms = first; ms <= last; ms += 7 * DAY_MS) {
    const monday = new Date(ms).toISOString().slice(0, 10);
    const s = sums.get(monday) ?? { count: 0, value: 0 };
    out.push({ monday, ...s, past: monday < current, current: monday === current });
  }
  return out;
}

/** Room above the bars (家数 labels) and below them (week labels), in chart units. */
export const WEEK_MARGIN = { top: 18, bottom: 22 } as const;

/** Bars of the weeks in a `width` × `height` box: x, width, top y and height of each (height by 解禁市值). */
export function weekBars(weeks: readonly UnlockWeek[], width: number, height: number): Array<UnlockWeek & { x: number; y: number; w: number; h: number }> {
  return bandBars(
    weeks,
    (w) => w.value,
    (w) => w.count > 0,
    width,
    height,
    WEEK_MARGIN,
  );
}
