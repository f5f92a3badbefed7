/**
 * The studies a K-line chart shows: MAs on the price pane, volume MAs, and one switchable lower
 * indicator, described uniformly (titled lines, optional histogram) so one view draws them all.
 */
import { boll, BOLL_DEFAULTS } from '../indicators/boll';
import { kdj, KDJ_DEFAULTS } from '../indicators/kdj';
import { ma } from '../indicators/ma';
import { macd, MACD_DEFAULTS } from '../indicators/macd';
import { rsi, RSI_DEFAULTS } from '../indicators/rsi';
import type { Series } from '../indicators/series';
import type { Bar } from './bar';

/** The lower-pane indicators. */
export const INDICATOR_NAMES = ['MACD', 'KDJ', 'RSI', 'BOLL'] as const;
/** One of {@link INDICATOR_NAMES}. */
export type IndicatorName = (typeof INDICATOR_NAMES)[number];

/** True for a known indicator name. */
export function isIndicatorName(name: unknown): name is IndicatorName {
  return typeof name === 'string' && (INDICATOR_NAMES as readonly string[]).includes(name);
}

/** A named line; `colorIndex` picks one of the theme's four MA colours. */
export interface StudyLine {
  label: string;
  values: Series;
  colorIndex: 0 | 1 | 2 | 3;
}

/** A lower-pane indicator ready to draw. */
export interface IndicatorStudy {
  name: IndicatorName;
  /** Legend title, e.g. `MACD(12,26,9)`. */
  title: string;
  lines: StudyLine[];
  /** MACD's bars around zero, coloured by sign. */
  histogram: { label: string; values: Series } | null;
  /** BOLL also draws OHLC bars (美国线) in its pane. */
  ohlc: boolean;
  /** Decimals of legend values. */
  decimals: number;
}

/** Everything computed from the bars for drawing. */
export interface Studies {
  /** One MA line per configured period, on the price pane. */
  ma: StudyLine[];
  /** Volume MA5 and MA10. */
  volumeMa: StudyLine[];
  indicator: IndicatorStudy;
}

/** The standard MA periods 5/10/20/60. */
export const DEFAULT_MA_PERIODS: readonly number[] = Object.freeze([5, 10, 20, 60]);

/** Throws unless `periods` is 0–4 positive integers. */
export function assertMaPeriods(periods: readonly number[]): void {
  if (!Array.isArray(periods) || periods.length > 4) throw new RangeError('maPeriods must be an array of at most 4 periods');
  for (const p of periods) if (!Number.isInteger(p) || p < 1) throw new RangeError(`MA period must be a positive integer, got ${p}`);
}

const COLOR_INDEXES = [0, 1, 2, 3] as const;

/** Computes the lower indicator `name` over `bars`. */
export function computeIndicator(name: IndicatorName, bars: readonly Bar[]): IndicatorStudy {
  const close = bars.map((b) => b.c);
  switch (name) {
    case 'MACD': {
      const r = macd(close, MACD_DEFAULTS);
      const { fast, slow, signal } = MACD_DEFAULTS;
      return {
        name,
        title: `MACD(${fast},${slow},${signal})`,
        lines: [
          { label: 'DIF', values: r.dif, colorIndex: 0 },
          { label: 'DEA', values: r.dea, colorIndex: 1 },
        ],
        histogram: { label: 'MACD', values: r.macd },
        ohlc: false,
        decimals: 3,
      };
    }
    case 'KDJ': {
      const r = kdj(
        bars.map((b) => b.h),
        bars.map((b) => b.l),
        close,
        KDJ_DEFAULTS,
      );
      const { n, m1, m2 } = KDJ_DEFAULTS;
      return {
        name,
        title: `KDJ(${n},${m1},${m2})`,
        lines: [
          { label: 'K', values: r.k, colorIndex: 0 },
          { label: 'D', values: r.d, colorIndex: 1 },
          { label: 'J', values: r.j, colorIndex: 2 },
        ],
        histogram: null,
        ohlc: false,
        decimals: 2,
      };
    }
    case 'RSI':
      return {
        name,
        title: `RSI(${RSI_DEFAULTS.join(',')})`,
        lines: RSI_DEFAULTS.map((p, i) => ({ label: `RSI${p}`, values: rsi(close, p), colorIndex: COLOR_INDEXES[i]! })),
        histogram: null,
        ohlc: false,
        decimals: 2,
      };
    case 'BOLL': {
      const r = boll(close, BOLL_DEFAULTS);
      return {
        name,
        title: `BOLL(${BOLL_DEFAULTS.period},${BOLL_DEFAULTS.width})`,
        lines: [
          { label: 'MID', values: r.mid, colorIndex: 0 },
          { label: 'UPPER', values: r.upper, colorIndex: 1 },
          { label: 'LOWER', values: r.lower, colorIndex: 2 },
        ],
        histogram: null,
        ohlc: true,
        decimals: 2,
      };
    }
  }
}

/** Computes every study of a K-line chart. */
export function computeStudies(bars: readonly Bar[], maPeriods: readonly number[], indicator: IndicatorName): Studies {
  const close = bars.map((b) => b.c);
  const volume = bars.map((b) => b.v);
  return {
    ma: maPeriods.map((p, i) => ({ label: `MA${p}`, values: ma(close, p), colorIndex: COLOR_INDEXES[i]! })),
    volumeMa: [5, 10].map((p, i) => ({ label: `MA${p}`, values: ma(volume, p), colorIndex: COLOR_INDEXES[i]! })),
    indicator: computeIndicator(indicator, bars),
  };
}
