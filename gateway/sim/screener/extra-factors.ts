/**
 * The screener columns added for questions investors ask (智能选股): returns, turnover and amount
 * over other periods (昨日, 本周, 本月, 近一年, 5/20日), volume against its N-day average (放量/缩量),
 * 跌破N日均线, the company's TTM revenue and profit, and the limit events (event-factors.ts). The
 * factor table calls {@link fillExtras} for each row; nothing here reads the market itself.
 */
import { localDay, monthOf, weekOf } from '../calendar/days';
import type { PriceModel } from '../market/index';
import type { Snapshot } from '../market/index';
import type { KnownFigures } from './company-factors';
import { closedLimitEvents, liveLimitEvents, type LimitEvents } from './event-factors';
import type { BarColumns } from './indicators';

/** Numeric columns of this module. */
export const EXTRA_NUMERIC_FIELDS = [
  'pctPrev',
  'pctWeek',
  'pctMonth',
  'pct250',
  'turnoverPrev',
  'turnover5',
  'turnover20',
  'amountPrev',
  'amount5',
  'amount20',
  'volToMa5',
  'volToMa10',
  'volToMa20',
  'revenueTtm',
  'profitTtm',
  'limitStreak',
] as const;

/** Yes/no columns read from the limit bands of the company model's day tables. */
const LIMIT_FLAG_FIELDS = ['limitUp', 'limitDown', 'oneWord', 'broken', 'firstLimit', 'limitUpPrev', 'limitDownPrev', 'brokenPrev'] as const;

/** Yes/no columns of this module. */
export const EXTRA_FLAG_FIELDS = [...LIMIT_FLAG_FIELDS, 'breakMa5', 'breakMa10', 'breakMa20', 'breakMa60'] as const;

/** Fields read from the company model's day tables (the limit bands): refused without it. */
export const EXTRA_COMPANY_FIELDS: readonly string[] = ['revenueTtm', 'profitTtm', 'limitStreak', ...LIMIT_FLAG_FIELDS];

type Num = (typeof EXTRA_NUMERIC_FIELDS)[number];
type Flag = (typeof EXTRA_FLAG_FIELDS)[number];

/** The columns a row is written into. */
export interface ExtraColumns {
  num: Record<Num, Float64Array>;
  flag: Record<Flag, Uint8Array>;
}

const sum = (a: readonly number[], from: number, to: number): number => {
  let s = 0;
  for (let i = from; i < to; i++) s += a[i]!;
  return s;
};

/** Return (percent) from the last close before the first bar with `key` equal to the last bar's, to the last close. */
function pctSince(b: BarColumns, key: (day: number) => number): number | null {
  const n = b.close.length;
  if (n < 2) return null;
  const now = key(localDay(b.ts[n - 1]!));
  let k = n - 1;
  while (k >= 0 && key(localDay(b.ts[k]!)) === now) k--;
  if (k < 0) return null;
  return (b.close[n - 1]! / b.close[k]! - 1) * 100;
}

/** Return figures over the other periods (percent), from forward-adjusted bars whose last is the day. */
export function periodReturns(b: BarColumns): Record<'pctPrev' | 'pctWeek' | 'pctMonth' | 'pct250', number | null> {
  const n = b.close.length;
  return {
    pctPrev: n >= 2 && b.pre[n - 2]! > 0 ? (b.close[n - 2]! / b.pre[n - 2]! - 1) * 100 : null,
    pctWeek: pctSince(b, weekOf),
    pctMonth: pctSince(b, monthOf),
    pct250: n > 250 ? (b.close[n - 1]! / b.close[n - 251]! - 1) * 100 : null,
  };
}

function ma(c: readonly number[], t: number, k: number): number | null {
  if (t - k + 1 < 0) return null;
  return sum(c, t - k + 1, t + 1) / k;
}

/** What a row's extra columns read. */
export interface ExtraInput {
  bars: BarColumns;
  /** Float shares of the day (turnover over several days divides by it). */
  floatShares: number;
  known: KnownFigures | null;
  /** The stock's price model (limit events); absent without the company model. */
  model: PriceModel | null;
  /** Trading index of the day. */
  T: number;
  /** Today's live quote (the day is not closed), or null for a closed day. */
  quote: Snapshot | null;
}

/** Writes row i's extra columns. */
export function fillExtras(t: ExtraColumns, i: number, x: ExtraInput): void {
  const set = (f: Num, v: number | null) => {
    t.num[f][i] = v === null || !Number.isFinite(v) ? Number.NaN : v;
  };
  const flag = (f: Flag, v: boolean) => {
    t.flag[f][i] = v ? 1 : 0;
  };
  const b = x.bars;
  const n = b.close.length;
  const r = periodReturns(b);
  for (const f of ['pctPrev', 'pctWeek', 'pctMonth', 'pct250'] as const) set(f, r[f]);
  const fs = x.floatShares;
  const turnover = (from: number, to: number) => (fs > 0 && from >= 0 ? (sum(b.volume, from, to) / fs) * 100 : null);
  const amount = (from: number, to: number) => (from >= 0 ? sum(b.amount, from, to) / 1e8 : null);
  set('turnoverPrev', turnover(n - 2, n - 1));
  set('turnover5', turnover(n - 5, n));
  set('turnover20', turnover(n - 20, n));
  set('amountPrev', amount(n - 2, n - 1));
  set('amount5', amount(n - 5, n));
  set('amount20', amount(n - 20, n));
  for (const k of [5, 10, 20] as const) {
    const avg = n > k ? sum(b.volume, n - 1 - k, n - 1) / k : 0;
    set(`volToMa${k}`, avg > 0 ? b.volume[n - 1]! / avg : null);
  }
  for (const k of [5, 10, 20, 60] as const) {
    const now = ma(b.close, n - 1, k);
    const before = ma(b.close, n - 2, k);
    // The mirror of 上穿: yesterday's close above its MA, today's below.
    flag(`breakMa${k}`, now !== null && before !== null && b.close[n - 2]! > before && b.close[n - 1]! < now);
  }
  const fen = (v: number | null | undefined) => (v === null || v === undefined ? null : v / 100 / 1e8);
  set('revenueTtm', fen(x.known?.ttmRevenue));
  set('profitTtm', fen(x.known?.ttmParent));
  const e: LimitEvents | null = x.model ? (x.quote ? liveLimitEvents(x.model, x.T, x.quote) : closedLimitEvents(x.model, x.T)) : null;
  set('limitStreak', e ? e.streak : null);
  flag('limitUp', e?.limitUp === true);
  flag('limitDown', e?.limitDown === true);
  flag('oneWord', e?.oneWord === true);
  flag('broken', e?.broken === true);
  flag('firstLimit', e?.streak === 1);
  flag('limitUpPrev', e?.limitUpPrev === true);
  flag('limitDownPrev', e?.limitDownPrev === true);
  flag('brokenPrev', e?.brokenPrev === true);
}

/** The benchmark's figures a `vs: benchmark` condition compares with, by field (its N-day returns from its signals). */
export function benchmarkFigures(b: BarColumns, pcts: Record<string, unknown>): Record<string, number> {
  const n = b.close.length;
  const out: Record<string, number> = {};
  const all: Record<string, unknown> = { ...pcts, ...periodReturns(b), pct: n > 0 && b.pre[n - 1]! > 0 ? (b.close[n - 1]! / b.pre[n - 1]! - 1) * 100 : null };
  for (const [k, v] of Object.entries(all)) if (/^pct/.test(k) && typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}
