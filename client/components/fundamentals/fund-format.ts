/**
 * Number formats of the fundamentals pages, on top of contracts/format.ts (spec §9): multiples
 * (`23.45` or 亏损), ratios in percent, amounts in 万/亿 (automatic or a fixed unit), per-share
 * figures, and growth rates with their sign.
 */
import type { LineUnit } from '../../../contracts/endpoints/fundamentals';
import { EMPTY_VALUE, formatLargeNumber, formatPct } from '../../../contracts/format';

/** Fixed units of the statements' amounts; `auto` picks 万/亿 per value. */
export type AmountUnit = 'auto' | '万' | '亿';

/** The divisor of a fixed unit. */
export const UNIT_SIZE: Readonly<Record<Exclude<AmountUnit, 'auto'>, number>> = { 万: 1e4, 亿: 1e8 };

function finite(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** A valuation multiple: 2 decimals; a non-positive or missing earnings base shows 亏损 (spec: losses show 亏损). */
export function formatMultiple(value: number | null | undefined, loss = false): string {
  if (loss) return '亏损';
  return finite(value) ? value.toFixed(2) : EMPTY_VALUE;
}

/** A ratio already in percent (ROE 23.1 → `23.10%`), unsigned. */
export function formatRatio(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? `${value.toFixed(decimals)}%` : EMPTY_VALUE;
}

/** A growth rate in percent, signed (`+12.30%`). */
export function formatGrowth(value: number | null | undefined): string {
  return finite(value) ? formatPct(value) : EMPTY_VALUE;
}

/** An amount in 元: automatic 万/亿, or in a fixed unit with thousands separators. */
export function formatAmount(value: number | null | undefined, unit: AmountUnit = 'auto'): string {
  if (!finite(value)) return EMPTY_VALUE;
  if (unit === 'auto') return formatLargeNumber(value);
  return (value / UNIT_SIZE[unit]).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A per-share figure in 元 (EPS, BPS, 每股派息): up to 4 decimals, at least 2. */
export function formatPerShare(value: number | null | undefined): string {
  if (!finite(value)) return EMPTY_VALUE;
  const s = value.toFixed(4).replace(/0{1,2}$/, '');
  return s;
}

/** A rank `x/N`. */
export function formatRank(rank: number | null | undefined, total: number | null | undefined): string {
  return finite(rank) && finite(total) && total > 0 ? `${rank}/${total}` : EMPTY_VALUE;
}

/** Plain number with `decimals` (turnover 0.65 次, equity multiplier 1.32). */
export function formatPlain(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? value.toFixed(decimals) : EMPTY_VALUE;
}

/** A value by its contract unit (yuan amounts in `amountUnit`, percents, per-share, times, days, shares). */
export function formatByUnit(unit: LineUnit, value: number | null | undefined, amountUnit: AmountUnit = 'auto'): string {
  switch (unit) {
    case 'yuan':
      return formatAmount(value, amountUnit);
    case 'pct':
      return formatRatio(value);
    case 'perShare':
      return formatPerShare(value);
    case 'times':
      return formatPlain(value);
    case 'days':
      return finite(value) ? `${value.toFixed(1)}天` : EMPTY_VALUE;
    case 'shares':
      return finite(value) ? `${formatLargeNumber(value)}股` : EMPTY_VALUE;
  }
}
