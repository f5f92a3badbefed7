/**
 * Number, price, date and colour formatting of spec §9, shared by every page and chart.
 */
import type { ThemeName } from './storage-keys';

/** Placeholder for a missing or non-numeric value. */
export const EMPTY_VALUE = '--';

const UNITS: ReadonlyArray<{ size: number; suffix: string }> = [
  { size: 1e12, suffix: '万亿' },
  { size: 1e8, suffix: '亿' },
  { size: 1e4, suffix: '万' },
  { size: 1, suffix: '' },
];

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function clampDecimals(decimals: number): number {
  return Math.min(2, Math.max(0, Math.trunc(decimals)));
}

/**
 * Large values in 万 (10^4), 亿 (10^8) or 万亿 (10^12) with 0–2 decimals (spec §9).
 * Rounding that reaches the next unit promotes it: 99,995,000 with 0 decimals is `1亿`, not `10000万`.
 * Values under 10^4 keep their own digits. Missing or non-numeric input gives {@link EMPTY_VALUE}.
 */
export function formatLargeNumber(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const d = clampDecimals(decimals);
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  let i = UNITS.findIndex((u) => abs >= u.size);
  if (i < 0) i = UNITS.length - 1;
  let rounded = Number((abs / UNITS[i]!.size).toFixed(d));
  // Promote when rounding reaches the next unit (9999.5万 → 1亿).
  if (i > 0 && rounded >= 1e4) {
    i -= 1;
    rounded = Number((abs / UNITS[i]!.size).toFixed(d));
  }
  if (rounded === 0) return (0).toFixed(d);
  return `${sign}${rounded.toFixed(d)}${UNITS[i]!.suffix}`;
}

/** A flow (元) in 万/亿 with its sign: `+1.20亿`, `-3500.00万`, `0.00` (资金流向 cells). */
export function formatSignedLargeNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = formatLargeNumber(value);
  return value > 0 && text !== EMPTY_VALUE && Number.parseFloat(text) !== 0 ? `+${text}` : text;
}

/** Decimals for a price (spec §9): 2 under 10, 1 under 100, else 0 (by absolute value; exactly 10 → 1, exactly 100 → 0). */
export function priceDecimals(price: number): number {
  const abs = Math.abs(price);
  if (abs < 10) return 2;
  if (abs < 100) return 1;
  return 0;
}

/** A price with the spec's decimals; {@link EMPTY_VALUE} for missing input. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  return n.toFixed(priceDecimals(n));
}

/** A quote price at its exchange precision (tick 0.01 → 2 decimals, 0.001 → 3): for order books and quote grids. */
export function formatTickPrice(value: number | string | null | undefined, tick = 0.01): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const decimals = tick >= 0.01 ? 2 : 3;
  return n.toFixed(decimals);
}

/** A percent with sign and 2 decimals: `+1.23%`, `-0.50%`, `0.00%`. */
export function formatPct(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const s = n.toFixed(decimals);
  return `${n > 0 && Number(s) !== 0 ? '+' : ''}${s}%`;
}

/** A signed change with the given decimals: `+12.30`. */
export function formatChange(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const s = n.toFixed(decimals);
  return `${n > 0 && Number(s) !== 0 ? '+' : ''}${s}`;
}

/** Report periods of spec §9 by their month-day suffix. */
export const REPORT_PERIODS = {
  '0331': { quarter: 'Q1', name: '一季报' },
  '0630': { quarter: 'Q2', name: '半年报' },
  '0930': { quarter: 'Q3', name: '三季报' },
  '1231': { quarter: 'Q4', name: '年报' },
} as const;

/** `20240630` → `2024半年报`; null when the date is not a report period end. */
export function reportPeriodName(date: string): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(date);
  if (!m) return null;
  const period = REPORT_PERIODS[`${m[2]}${m[3]}` as keyof typeof REPORT_PERIODS];
  return period ? `${m[1]}${period.name}` : null;
}

/** Server timestamps get 8 hours added (spec §9). */
export const SERVER_TIME_OFFSET_MS = 288e5;

/** Converts a server timestamp to the displayed local (UTC+8) wall time in ms. */
export function fromServerTimestamp(ts: number): number {
  return ts + SERVER_TIME_OFFSET_MS;
}

/** An instant (epoch ms) as the exchange's wall time (UTC+8): `2025-11-27 10:31:05`. */
export function formatDateTime(ms: number): string {
  if (!Number.isFinite(ms)) return EMPTY_VALUE;
  return new Date(ms + SERVER_TIME_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Up/down colours per theme (spec §4, §9): up red, down green. */
export const TREND_COLORS: Readonly<Record<ThemeName, { up: string; down: string; flat: string }>> = {
  white: { up: '#F54345', down: '#14BA71', flat: '#6B7280' },
  blank: { up: '#FF3F51', down: '#14BA71', flat: '#9CA3AF' },
};

/** The trend of a change: up, down or flat. */
export function trendOf(change: number | null | undefined): 'up' | 'down' | 'flat' {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}
