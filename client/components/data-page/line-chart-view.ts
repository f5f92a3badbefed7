/**
 * The view of the data pages' line chart: dated series (multiples, prices, growth rates) on one
 * value axis, optional horizontal levels (机会值/中位值/危险值 of a percentile table) and a
 * crosshair tooltip, built as a display list of the chart engine. Pure: no canvas, no DOM.
 */
import { scaleLinear } from 'd3';
import type { DisplayList, DrawItem } from '../../charts/views/display-list';
import { themeFont, type ChartTheme } from '../../charts/theme';

/** One line of the chart. */
export interface LineSeries {
  name: string;
  /** One value per date; null leaves a gap (e.g. 亏损 days of a PE). */
  values: ReadonlyArray<number | null>;
  /** CSS colour; default a palette colour by position. */
  color?: string;
  /** Drawn as steps (a value holds until the next date), e.g. multiples that move on 公告日. */
  step?: boolean;
  width?: number;
}

/**
 * A horizontal reference line, with its label boxed at the right end; without a label it is the
 * dashed line alone (a zero line: the value axis names 0, and a box there would hide the latest points).
 */
export interface LineLevel {
  label?: string;
  value: number;
  color?: string;
}

/** Everything the chart draws. */
export interface LineChartData {
  /** Dates (`YYYY-MM-DD` or report periods), oldest first; every series has one value per date. */
  dates: readonly string[];
  series: readonly LineSeries[];
  levels?: readonly LineLevel[];
  /** Formats an axis or tooltip value; default 2 decimals. */
  format?: (value: number) => string;
}

/** Palette of series colours not taken by the theme's trend colours. */
export const SERIES_PALETTE = ['#2F80ED', '#F5A623', '#D0349E', '#19A8A8', '#8E6CEF', '#E2574C'] as const;

const PAD_TOP = 22;
const PAD_BOTTOM = 22;
const PAD_LEFT = 8;
const AXIS_WIDTH = 64;
/** Width budget of one axis-label character (CJK glyphs count double), CSS px at the 12 px font. */
const CHAR_WIDTH = 7;

/** The plot area of a chart of `width` × `height` with a value axis `axisWidth` wide. */
export function plotArea(width: number, height: number, axisWidth = AXIS_WIDTH): { x: number; y: number; w: number; h: number } {
  return { x: PAD_LEFT, y: PAD_TOP, w: Math.max(1, width - PAD_LEFT - axisWidth), h: Math.max(1, height - PAD_TOP - PAD_BOTTOM) };
}

/** Width of `text` in {@link CHAR_WIDTH} units: CJK glyphs count double. */
const charUnits = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0);
/** Width in CSS px of `text` at the 12 px font. */
const textWidth = (text: string) => charUnits(text) * CHAR_WIDTH;

/** Half the height of a level's label box, plus a margin, CSS px. */
const LABEL_HALF_HEIGHT = 10;

/**
 * Which end of a level's line its label box (`boxWidth` px, centred on `at`) goes to: the right
 * end unless a series point falls under the box there and the left end is clearer. Clearance is
 * the points' least vertical distance from the line within the box's width at that end.
 */
export function labelEnd(
  data: LineChartData,
  x: (i: number) => number,
  y: (v: number) => number,
  plot: { left: number; right: number },
  at: number,
  boxWidth: number,
): 'left' | 'right' {
  const clearance = (from: number, to: number) => {
    let least = Number.POSITIVE_INFINITY;
    for (const s of data.series) {
      s.values.forEach((v, i) => {
        if (v === null || !Number.isFinite(v)) return;
        const px = x(i);
        if (px >= from && px <= to) least = Math.min(least, Math.abs(y(v) - at));
      });
    }
    return least;
  };
  const right = clearance(plot.right - boxWidth, plot.right);
  if (right >= LABEL_HALF_HEIGHT) return 'right';
  return clearance(plot.left, plot.left + boxWidth) > right ? 'left' : 'right';
}

/** The value axis's ticks and labels, and the width the labels need (so `1000.00亿` is never cut). */
export function valueAxis(data: LineChartData, height: number): { ticks: number[]; labels: string[]; width: number; domain: [number, number] } | null {
  const range = valueRange(data);
  if (range === null) return null;
  const format = data.format ?? defaultFormat;
  const y = scaleLinear()
    .domain(range)
    .range([Math.max(1, height - PAD_TOP - PAD_BOTTOM), 0])
    .nice(5);
  const ticks = y.ticks(5);
  const labels = ticks.map(format);
  const chars = Math.max(0, ...labels.map(charUnits));
  const [lo, hi] = y.domain() as [number, number];
  return { ticks, labels, width: Math.max(AXIS_WIDTH, chars * CHAR_WIDTH + 12), domain: [lo, hi] };
}

/** The plot area of `data` drawn at `width` × `height` (the axis sized to its labels). */
export function plotOf(data: LineChartData, width: number, height: number): { x: number; y: number; w: number; h: number } {
  return plotArea(width, height, valueAxis(data, height)?.width);
}

/** The x of point `i` of `n` in the plot. */
export function xOfIndex(i: number, n: number, plot: { x: number; w: number }): number {
  return n > 1 ? plot.x + (i / (n - 1)) * plot.w : plot.x + plot.w / 2;
}

/** The date index nearest to x (clamped); -1 when there are no dates. */
export function indexAtX(x: number, n: number, plot: { x: number; w: number }): number {
  if (n === 0) return -1;
  if (n === 1) return 0;
  return Math.max(0, Math.min(n - 1, Math.round(((x - plot.x) / plot.w) * (n - 1))));
}

/** The colour of series `i`. */
export function seriesColor(series: LineSeries, i: number): string {
  return series.color ?? SERIES_PALETTE[i % SERIES_PALETTE.length]!;
}

/** The value range over every series and level; null when there is no finite value. */
export function valueRange(data: LineChartData): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const s of data.series) {
    for (const v of s.values) {
      if (v !== null && Number.isFinite(v)) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
  }
  for (const l of data.levels ?? []) {
    if (Number.isFinite(l.value)) {
      lo = Math.min(lo, l.value);
      hi = Math.max(hi, l.value);
    }
  }
  if (lo > hi) return null;
  if (lo === hi) return [lo - Math.abs(lo || 1) * 0.05, hi + Math.abs(hi || 1) * 0.05];
  return [lo, hi];
}

function defaultFormat(v: number): string {
  return v.toFixed(2);
}

/** Polyline points of a series; steps hold a value until the next date. NaN breaks the line. */
export function seriesPoints(
  values: ReadonlyArray<number | null>,
  step: boolean,
  x: (i: number) => number,
  y: (v: number) => number,
): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  values.forEach((v, i) => {
    const ok = v !== null && Number.isFinite(v);
    if (step && i > 0 && ok) {
      const prev = values[i - 1];
      if (prev !== null && prev !== undefined && Number.isFinite(prev) && prev !== v) {
        xs.push(x(i));
        ys.push(y(prev));
      }
    }
    xs.push(x(i));
    ys.push(ok ? y(v) : Number.NaN);
  });
  return { xs, ys };
}

/** Builds the chart's display list; `hover` is the date index under the crosshair, or null. */
export function buildLineChart(data: LineChartData, width: number, height: number, theme: ChartTheme, hover: number | null = null): DisplayList {
  const items: DrawItem[] = [];
  const list: DisplayList = { background: theme.background, font: themeFont(theme), items };
  const axis = valueAxis(data, height);
  const plot = plotArea(width, height, axis?.width);
  const n = data.dates.length;
  const format = data.format ?? defaultFormat;
  // Legend first, so even an empty chart says what it would show.
  items.push({
    kind: 'legend',
    x: PAD_LEFT,
    y: 4,
    runs: data.series.map((s, i) => {
      const v = hover !== null ? s.values[hover] : lastFinite(s.values);
      return { text: `${s.name} ${v === null || v === undefined || !Number.isFinite(v) ? '--' : format(v)}`, color: seriesColor(s, i) };
    }),
  });
  if (n === 0 || axis === null) return list;
  const y = scaleLinear()
    .domain(axis.domain)
    .range([plot.y + plot.h, plot.y]);
  const x = (i: number): number => xOfIndex(i, n, plot);
  const right = plot.x + plot.w;
  axis.ticks.forEach((t, i) => {
    const at = Math.round(y(t)) + 0.5;
    items.push({ kind: 'hline', at, from: plot.x, to: right, color: theme.grid });
    items.push({ kind: 'text', x: right + 6, y: at, text: axis.labels[i]!, color: theme.text, align: 'left', baseline: 'middle' });
  });
  items.push({ kind: 'hline', at: plot.y + plot.h + 0.5, from: plot.x, to: right, color: theme.axis });
  for (const i of dateTicks(n, Math.max(2, Math.floor(plot.w / 140)))) {
    items.push({
      kind: 'text',
      x: x(i),
      y: plot.y + plot.h + 6,
      text: data.dates[i]!,
      color: theme.text,
      align: i === 0 ? 'left' : i === n - 1 ? 'right' : 'center',
      baseline: 'top',
    });
  }
  items.push({ kind: 'clip', x: plot.x, y: plot.y - 1, w: plot.w + 1, h: plot.h + 2 });
  for (const l of data.levels ?? []) {
    if (!Number.isFinite(l.value)) continue;
    items.push({ kind: 'hline', at: Math.round(y(l.value)) + 0.5, from: plot.x, to: right, color: l.color ?? theme.crosshair, dash: [4, 3] });
  }
  data.series.forEach((s, i) => {
    const { xs, ys } = seriesPoints(s.values, s.step ?? false, x, (v) => y(v));
    items.push({ kind: 'polyline', xs, ys, color: seriesColor(s, i), width: s.width ?? 1.5 });
  });
  items.push({ kind: 'unclip' });
  for (const l of data.levels ?? []) {
    if (!Number.isFinite(l.value) || !l.label) continue;
    const text = `${l.label} ${format(l.value)}`;
    const at = y(l.value);
    // Boxed on its line, so the series never runs through the text, at the end where it hides the
    // fewest points: at the right end it hid the latest days of a PE that sat near its 中位值.
    const end = labelEnd(data, x, y, { left: plot.x, right }, at, textWidth(text) + 8);
    items.push({
      kind: 'label',
      x: end === 'right' ? right - 2 : plot.x + 2,
      y: at,
      text,
      color: l.color ?? theme.crosshair,
      background: theme.background,
      align: end,
      minX: plot.x,
      maxX: right,
    });
  }
  if (hover !== null && hover >= 0 && hover < n) {
    const hx = Math.round(x(hover)) + 0.5;
    items.push({ kind: 'vline', at: hx, from: plot.y, to: plot.y + plot.h, color: theme.crosshair, dash: [3, 3] });
    items.push({
      kind: 'tooltip',
      x: hover > n / 2 ? hx - 8 : hx + 8,
      y: plot.y + 4,
      side: hover > n / 2 ? 'right' : 'left',
      title: data.dates[hover]!,
      rows: data.series.map((s, i) => {
        const v = s.values[hover];
        return { label: s.name, value: v === null || v === undefined || !Number.isFinite(v) ? '--' : format(v), color: seriesColor(s, i) };
      }),
      background: theme.tooltipBg,
      border: theme.axis,
      color: theme.tooltipText,
    });
  }
  return list;
}

/** About `count` evenly spread indexes of `n` dates, always the first and the last. */
export function dateTicks(n: number, count: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [0];
  const k = Math.max(2, Math.min(n, count));
  const out = new Set<number>();
  for (let j = 0; j < k; j++) out.add(Math.round((j / (k - 1)) * (n - 1)));
  return [...out].sort((a, b) => a - b);
}

function lastFinite(values: ReadonlyArray<number | null>): number | null {
  for (let i = values.length - 1; i >= 0; i--) {
    const v = values[i];
    if (v !== null && v !== undefined && Number.isFinite(v)) return v;
  }
  return null;
}
