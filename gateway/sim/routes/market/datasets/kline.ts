/**
 * Dataset `kline`: candlesticks of one security (contracts KlineParams → KlineAnswer). Bars are
 * stamped at their start, as the contract and the client's live folding expect: daily bars at
 * local midnight of their day, weekly at the Monday, monthly at the 1st, minute bars at the
 * minute they begin. Adjustment defaults to 前复权 for stocks and to none for indexes and funds.
 */
import {
  ADJUSTS,
  KLINE_MAX_COUNT,
  KLINE_PERIODS,
  type Adjust,
  type KlineAnswer,
  type KlineBar as WireBar,
  type KlinePeriod,
} from '../../../../../contracts/endpoints/market-data';
import { dayStart, localDay, MINUTE_MS } from '../../../calendar/days';
import { parseDay, weekday, DAY_MS } from '../../../../../contracts/calendar/index';
import type { KlineBar } from '../../../market/types';
import type { UniverseEntry } from '../../../market/universe/index';
import { badRequest } from '../../../http/errors';
import type { MarketDeps } from '../deps';
import { readEnum, readInt, readSecurity, type RawParams } from '../../../http/params';
import { roundPrice } from '../../../market/read/wire';

/** Bars when `count` is absent. */
export const KLINE_DEFAULT_COUNT = 300;

const MINUTES_OF: Partial<Record<KlinePeriod, number>> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '60m': 60 };

/** The adjustment a security gets when none is asked for. */
export function defaultAdjust(entry: Pick<UniverseEntry, 'kind'>): Adjust {
  return entry.kind === 'capital' || entry.kind === 'hk' ? 'forward' : 'none';
}

/** `end=YYYY-MM-DD` → the last instant of that local day; 400 when malformed. */
export function endOfDay(text: unknown): number | undefined {
  if (text === undefined || text === '') return undefined;
  const day = typeof text === 'string' ? parseDay(text.trim()) : null;
  if (day === null) throw badRequest('参数 end 格式错误，应为 YYYY-MM-DD');
  return dayStart(day + 1) - 1;
}

/** Calendar start of the bar holding `ts` for day/week/month periods. */
function calendarStart(period: KlinePeriod, ts: number): number {
  const day = localDay(ts);
  if (period === 'week') return dayStart(day - ((weekday(day) + 6) % 7));
  if (period === 'month') {
    const d = new Date(day * DAY_MS);
    return dayStart(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS);
  }
  return dayStart(day);
}

/**
 * Engine bars (daily ones stamped at the midnight of their last day, minute ones at their end) to
 * wire bars stamped at their start. A minute bar cut short by a session break starts where the
 * previous bar of its day ended, so times always increase.
 */
export function toWireBars(entry: Pick<UniverseEntry, 'kind'>, period: KlinePeriod, bars: readonly KlineBar[]): WireBar[] {
  const size = MINUTES_OF[period];
  const p = (v: number) => roundPrice(entry, v);
  const out: WireBar[] = [];
  let prevEnd = -Infinity;
  for (const b of bars) {
    let t: number;
    if (size === undefined) t = calendarStart(period, b.ts);
    else {
      t = b.ts - size * MINUTE_MS;
      if (localDay(prevEnd) === localDay(b.ts) && prevEnd > t) t = prevEnd;
      prevEnd = b.ts;
    }
    const o = p(b.open);
    const c = p(b.close);
    out.push({ t, o, h: Math.max(p(b.high), o, c), l: Math.min(p(b.low), o, c), c, v: Math.round(b.volume), a: Math.round(b.amount) });
  }
  return out;
}

function readKline(deps: Pick<MarketDeps, 'universe'>, params: RawParams) {
  const entry = readSecurity(deps.universe, params, 'stock');
  const period = readEnum(params, 'period', KLINE_PERIODS);
  const adjust = readEnum(params, 'adjust', ADJUSTS, defaultAdjust(entry));
  const count = readInt(params, 'count', 1, KLINE_MAX_COUNT, KLINE_DEFAULT_COUNT);
  const end = endOfDay(params.end);
  return { entry, period, adjust, count, request: { period, adjust, count, ...(end !== undefined ? { end } : {}) } };
}

/**
 * Builds ahead, in slices that yield, what dataset `kline` would build in one piece (an index's
 * years of bars sum every member's: 创业板指 weekly held the sim ~1–2.5 s). Bad parameters are left
 * for {@link klineDataset} to refuse.
 */
export async function prepareKlineDataset(deps: Pick<MarketDeps, 'market' | 'universe'>, params: RawParams): Promise<void> {
  let read: ReturnType<typeof readKline>;
  try {
    read = readKline(deps, params);
  } catch {
    return;
  }
  await deps.market.prepareKline?.(read.entry.id, read.request);
}

/** Answers dataset `kline`. */
export function klineDataset(deps: Pick<MarketDeps, 'market' | 'universe'>, params: RawParams): KlineAnswer {
  const { entry, period, adjust, count, request } = readKline(deps, params);
  const bars = deps.market.kline(entry.id, request);
  return { id: entry.id, period, adjust, bars: toWireBars(entry, period, bars.slice(-count)) };
}
