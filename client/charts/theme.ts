/**
 * Chart colours and fonts. Every chart reads its colours from a {@link ChartTheme} passed in, so a
 * theme switch is one `setTheme` call and never a rebuild. Chinese convention: up = red, down = green.
 */
import { TREND_COLORS } from '../../contracts/format';
import type { ThemeName } from '../../contracts/storage-keys';

/** Colours and font of a chart. Colours are any CSS colour string. */
export interface ChartTheme {
  /** Canvas background. */
  background: string;
  /** Axis labels and legend text. */
  text: string;
  /** Grid lines. */
  grid: string;
  /** Axis lines and pane separators. */
  axis: string;
  /** Rising (close > open, price > pre-close): red. */
  up: string;
  /** Falling: green. */
  down: string;
  /** Unchanged. */
  flat: string;
  /** Crosshair lines and the background of its axis labels. */
  crosshair: string;
  /** MA5, MA10, MA20, MA60 (also the first lines of the lower indicator pane). */
  ma: readonly [string, string, string, string];
  /** Time-share average-price line. */
  avgLine: string;
  /** Time-share price line (and sparklines without a trend). */
  priceLine: string;
  /** Overlaid series: the index on a time-share, up to three compared codes on a K-line, in order. */
  overlays: readonly [string, string, string];
  /** Volume bar of a rising bar. */
  volumeUp: string;
  /** Volume bar of a falling bar. */
  volumeDown: string;
  /** Tooltip box background. */
  tooltipBg: string;
  /** Tooltip labels. */
  tooltipText: string;
  /** CSS font family for every label. */
  font: string;
  /** Font size in CSS pixels. */
  fontSize: number;
}

const FONT = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

/** Light (`white`) theme. */
export const lightChartTheme: ChartTheme = Object.freeze({
  background: '#FFFFFF',
  text: '#4B5563',
  grid: '#EEF0F3',
  axis: '#D9DDE3',
  up: TREND_COLORS.white.up,
  down: TREND_COLORS.white.down,
  flat: TREND_COLORS.white.flat,
  crosshair: '#6B7280',
  ma: Object.freeze(['#F5A623', '#2F80ED', '#D0349E', '#19A8A8'] as const),
  avgLine: '#F5A623',
  priceLine: '#2F80ED',
  overlays: Object.freeze(['#7B61FF', '#A0522D', '#475569'] as const),
  volumeUp: TREND_COLORS.white.up,
  volumeDown: TREND_COLORS.white.down,
  tooltipBg: 'rgba(255, 255, 255, 0.94)',
  tooltipText: '#374151',
  font: FONT,
  fontSize: 12,
});

/** Dark (`blank`) theme. */
export const darkChartTheme: ChartTheme = Object.freeze({
  background: '#16171B',
  text: '#9CA3AF',
  grid: '#24262C',
  axis: '#33363D',
  up: TREND_COLORS.blank.up,
  down: TREND_COLORS.blank.down,
  flat: TREND_COLORS.blank.flat,
  crosshair: '#A1A7B3',
  ma: Object.freeze(['#F8C146', '#4D9BFF', '#E45BC0', '#3CC6C6'] as const),
  avgLine: '#F8C146',
  priceLine: '#E5E7EB',
  overlays: Object.freeze(['#A78BFA', '#D4A373', '#94A3B8'] as const),
  volumeUp: TREND_COLORS.blank.up,
  volumeDown: TREND_COLORS.blank.down,
  tooltipBg: 'rgba(30, 32, 38, 0.94)',
  tooltipText: '#D1D5DB',
  font: FONT,
  fontSize: 12,
});

/** The chart theme of an app theme (`white` → light, `blank` → dark). */
export function chartThemeFor(name: ThemeName): ChartTheme {
  return name === 'white' ? lightChartTheme : darkChartTheme;
}

/** The CSS font shorthand of a theme at its size (or at `size`). */
export function themeFont(theme: ChartTheme, size = theme.fontSize): string {
  return `${size}px ${theme.font}`;
}

/** Colour of a change: up / down / flat. */
export function trendColor(theme: ChartTheme, change: number): string {
  return change > 0 ? theme.up : change < 0 ? theme.down : theme.flat;
}

/** Throws a RangeError naming the first missing or malformed theme field. */
export function assertTheme(theme: ChartTheme): void {
  if (theme === null || typeof theme !== 'object') throw new RangeError('theme must be an object');
  const colors = [
    'background',
    'text',
    'grid',
    'axis',
    'up',
    'down',
    'flat',
    'crosshair',
    'avgLine',
    'priceLine',
    'volumeUp',
    'volumeDown',
    'tooltipBg',
    'tooltipText',
    'font',
  ] as const;
  for (const key of colors) {
    if (typeof theme[key] !== 'string' || theme[key] === '') throw new RangeError(`theme.${key} must be a non-empty string`);
  }
  if (!Array.isArray(theme.ma) || theme.ma.length !== 4 || !theme.ma.every((c) => typeof c === 'string')) {
    throw new RangeError('theme.ma must be four colours');
  }
  if (!Array.isArray(theme.overlays) || theme.overlays.length !== 3 || !theme.overlays.every((c) => typeof c === 'string')) {
    throw new RangeError('theme.overlays must be three colours');
  }
  if (!(theme.fontSize >= 8 && theme.fontSize <= 32)) throw new RangeError(`theme.fontSize must be 8..32, got ${theme.fontSize}`);
}
