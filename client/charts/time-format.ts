/**
 * Market wall-clock time for chart labels. Bar times are instants (epoch ms); labels show the
 * exchange's wall clock (China Standard Time, UTC+8, by default) whatever the browser's zone is,
 * so a chart reads the same in 北京 and in 纽约 and tests are deterministic.
 */
import { timeFormatLocale } from 'd3';

/** UTC+8: Shanghai, Shenzhen, Beijing and Hong Kong exchanges. */
export const MARKET_UTC_OFFSET_MINUTES = 480;

const DAY_MS = 86_400_000;

// d3's zh-CN locale, inlined so weekday names come out as 周一…周日.
const zhCN = timeFormatLocale({
  dateTime: '%x %A %X',
  date: '%Y年%-m月%-d日',
  time: '%H:%M:%S',
  periods: ['上午', '下午'],
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  shortMonths: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
});

/** Formats and splits instants on an exchange's wall clock. */
export interface MarketClock {
  /** The offset from UTC in ms. */
  readonly offsetMs: number;
  /** A d3-time-format formatter (zh-CN locale) of instants on this wall clock. */
  format(specifier: string): (t: number) => string;
  /** Minutes since wall-clock midnight, fractional (09:30:30 → 570.5). */
  minuteOfDay(t: number): number;
  /** Days since 1970-01-01 on this wall clock: equal for two instants of the same trading date. */
  dayNumber(t: number): number;
}

/** The wall clock `offsetMinutes` east of UTC (default UTC+8). */
export function marketClock(offsetMinutes: number = MARKET_UTC_OFFSET_MINUTES): MarketClock {
  if (!Number.isFinite(offsetMinutes) || Math.abs(offsetMinutes) > 14 * 60) {
    throw new RangeError(`utc offset must be within ±14 h, got ${offsetMinutes} min`);
  }
  const offsetMs = offsetMinutes * 60_000;
  const cache = new Map<string, (t: number) => string>();
  return {
    offsetMs,
    format(specifier) {
      let f = cache.get(specifier);
      if (!f) {
        const utc = zhCN.utcFormat(specifier);
        f = (t: number) => utc(new Date(t + offsetMs));
        cache.set(specifier, f);
      }
      return f;
    },
    minuteOfDay(t) {
      const wall = t + offsetMs;
      return (wall - Math.floor(wall / DAY_MS) * DAY_MS) / 60_000;
    },
    dayNumber(t) {
      return Math.floor((t + offsetMs) / DAY_MS);
    },
  };
}

/** Parses `HH:MM` into minutes since midnight; throws on anything else. */
export function parseClockTime(text: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!m) throw new RangeError(`time must be HH:MM, got ${JSON.stringify(text)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes since midnight as `HH:MM`. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes - h * 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
