/**
 * Number, price, date and colour formatting of spec §9, shared by every page and chart: one rule
 * per quantity (issue 27), so two pages never write the same number two ways.
 *
 * - Volume: 手 (100 股) on the mainland — stocks, funds and indexes — and 股 in Hong Kong, whose
 *   lots differ per stock; always written with its unit ({@link formatVolume}).
 * - Amounts and other large values: 万 / 亿 / 万亿 with 0–2 decimals ({@link formatLargeNumber}).
 * - Percents: signed for changes ({@link formatPct}), unsigned for ratios ({@link formatRatio}).
 * - Never a negative zero: a value that rounds to zero is written `0.00`, not `-0.00`.
 */
import type { LineUnit } from './endpoints/fundamentals';
import type { CapitalOrIndex } from './market';
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

/**
 * `n.toFixed(decimals)` without a negative zero: -0.001 with 2 decimals is `0.00`, not `-0.00`
 * (issue 27: 「-0.00%」 in 年报季报). The one place numbers become fixed-point text.
 */
export function toFixedText(n: number, decimals: number): string {
  const s = n.toFixed(decimals);
  return Number(s) === 0 ? (0).toFixed(decimals) : s;
}

function finite(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
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

/** Shares per 手 on the mainland exchanges (stocks, funds and indexes count volume in 手). */
export const SHARES_PER_LOT = 100;

/** The unit a volume is written in: 手 on the mainland, 股 in Hong Kong (HK lots differ per stock). */
export type VolumeUnit = '手' | '股';

/** The volume unit of a security kind (unknown kinds count as mainland). */
export function volumeUnitOf(kind: CapitalOrIndex | null | undefined): VolumeUnit {
  return kind === 'hk' || kind === 'index_hk_hs' ? '股' : '手';
}

/** The volume unit of a security id (`00700.HK` → 股, `600519.SH` → 手), where its kind is not at hand. */
export function volumeUnitOfId(id: string): VolumeUnit {
  return id.endsWith('.HK') ? '股' : '手';
}

/** A volume given in shares, counted in its unit (shares ÷ 100 for 手). */
export function volumeInUnit(shares: number, unit: VolumeUnit): number {
  return unit === '手' ? shares / SHARES_PER_LOT : shares;
}

/**
 * A volume given in shares, written in its unit with 万/亿: `1.66万手` (A-shares), `3.20亿股` (HK),
 * a whole count under 1万 (`200手`).
 * The header, the watchlist, the rankings, the tables and the K-line VOL all use this one rule.
 */
export function formatVolume(shares: number | string | null | undefined, unit: VolumeUnit, decimals = 2): string {
  const n = toNumber(shares);
  if (n === null) return EMPTY_VALUE;
  const count = volumeInUnit(n, unit);
  // Under 1万 a volume is a whole count (`200手`), not `200.00手`.
  const text = Math.abs(count) < 1e4 ? toFixedText(Math.round(count), 0) : formatLargeNumber(count, decimals);
  return `${text}${unit}`;
}

/** A column header naming its unit, for exports and fixed-unit columns: `成交量(手)`, `成交额(元)`. */
export function unitHeader(label: string, unit: string): string {
  return `${label}(${unit})`;
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
  return toFixedText(n, priceDecimals(n));
}

/** A quote price at its exchange precision (tick 0.01 → 2 decimals, 0.001 → 3): for order books and quote grids. */
export function formatTickPrice(value: number | string | null | undefined, tick = 0.01): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const decimals = tick >= 0.01 ? 2 : 3;
  return toFixedText(n, decimals);
}

/** A percent with sign and 2 decimals: `+1.23%`, `-0.50%`, `0.00%`. */
export function formatPct(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const s = toFixedText(n, decimals);
  return `${n > 0 && Number(s) !== 0 ? '+' : ''}${s}%`;
}

/** A signed change with the given decimals: `+12.30`. */
export function formatChange(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const s = toFixedText(n, decimals);
  return `${n > 0 && Number(s) !== 0 ? '+' : ''}${s}`;
}

/** Fixed units of amounts (statements); `auto` picks 万/亿 per value. */
export type AmountUnit = 'auto' | '万' | '亿';

/** The divisor of a fixed amount unit. */
export const UNIT_SIZE: Readonly<Record<Exclude<AmountUnit, 'auto'>, number>> = { 万: 1e4, 亿: 1e8 };

/** A valuation multiple: 2 decimals; a non-positive or missing earnings base shows 亏损 (losses show 亏损). */
export function formatMultiple(value: number | null | undefined, loss = false): string {
  if (loss) return '亏损';
  return finite(value) ? toFixedText(value, 2) : EMPTY_VALUE;
}

/** A ratio already in percent (ROE 23.1, 换手率 0.65, 振幅 3.2 → `23.10%`), unsigned. */
export function formatRatio(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? `${toFixedText(value, decimals)}%` : EMPTY_VALUE;
}

/** A growth rate in percent, signed (`+12.30%`). */
export function formatGrowth(value: number | null | undefined): string {
  return finite(value) ? formatPct(value) : EMPTY_VALUE;
}

/** An amount in 元: automatic 万/亿, or in a fixed unit with thousands separators. */
export function formatAmount(value: number | null | undefined, unit: AmountUnit = 'auto'): string {
  if (!finite(value)) return EMPTY_VALUE;
  if (unit === 'auto') return formatLargeNumber(value);
  const scaled = Number(toFixedText(value / UNIT_SIZE[unit], 2));
  return scaled.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A per-share figure in 元 (EPS, BPS, 每股派息): up to 4 decimals, at least 2. */
export function formatPerShare(value: number | null | undefined): string {
  if (!finite(value)) return EMPTY_VALUE;
  return toFixedText(value, 4).replace(/0{1,2}$/, '');
}

/** A rank `x/N`. */
export function formatRank(rank: number | null | undefined, total: number | null | undefined): string {
  return finite(rank) && finite(total) && total > 0 ? `${rank}/${total}` : EMPTY_VALUE;
}

/** A plain number with `decimals` (量比 1.32, turnover 0.65 次, equity multiplier 1.32). */
export function formatPlain(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? toFixedText(value, decimals) : EMPTY_VALUE;
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
      return finite(value) ? `${toFixedText(value, 1)}天` : EMPTY_VALUE;
    case 'shares':
      return finite(value) ? `${formatLargeNumber(value)}股` : EMPTY_VALUE;
  }
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
