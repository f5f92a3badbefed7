/**
 * Draws a lesson's charts from the market model: daily bars of the named security up to now
 * (the same bars the K-line pages show), with the moving averages computed over them.
 */
import type { LessonBlock, LessonChart } from '../../../contracts/endpoints/courses';
import type { MarketSources } from '../market/index';
import { roundTo } from '../market/index';
import type { BlockSpec, ChartSpec } from './catalog';

const BEIJING_MS = 8 * 3_600_000;
const dateOf = (ts: number): string => new Date(ts + BEIJING_MS).toISOString().slice(0, 10);

/** Moving average of `n` over `closes`, null during the warm-up. */
export function movingAverage(closes: readonly number[], n: number): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i]!;
    if (i >= n) sum -= closes[i - n]!;
    out.push(i >= n - 1 ? roundTo(sum / n, 2) : null);
  }
  return out;
}

/** One chart, or null when the security has no bars. */
export function lessonChart(sources: MarketSources, spec: ChartSpec): LessonChart | null {
  const warm = spec.kind === 'close-ma' ? 20 : 0;
  const bars = sources.market.kline(spec.id, { period: 'day', adjust: 'none', count: spec.days + warm });
  if (bars.length === 0) return null;
  const name = sources.universe.byId.get(spec.id)?.name ?? spec.id;
  const shown = bars.slice(-spec.days);
  const base = { title: spec.title, id: spec.id, name, dates: shown.map((b) => dateOf(b.ts)), caption: spec.caption };
  const closes = bars.map((b) => b.close);
  switch (spec.kind) {
    case 'close-ma':
      return {
        ...base,
        lines: [
          { name: '收盘', values: shown.map((b) => b.close) },
          { name: 'MA5', values: movingAverage(closes, 5).slice(-shown.length) },
          { name: 'MA20', values: movingAverage(closes, 20).slice(-shown.length) },
        ],
      };
    case 'volume':
      return { ...base, lines: [{ name: '收盘', values: shown.map((b) => b.close) }], bars: { name: '成交量', values: shown.map((b) => b.volume) } };
    default:
      return { ...base, lines: [], candles: shown.map((b) => ({ open: b.open, high: b.high, low: b.low, close: b.close })) };
  }
}

/** The blocks of a lesson as the reader gets them (quiz answers left out). */
export function lessonBlocks(sources: MarketSources, blocks: readonly BlockSpec[]): LessonBlock[] {
  const out: LessonBlock[] = [];
  for (const b of blocks) {
    if (b.type === 'chart') {
      const chart = lessonChart(sources, b.chart);
      if (chart) out.push({ type: 'chart', chart });
    } else if (b.type === 'quiz') {
      out.push({ type: 'quiz', quiz: { id: b.quiz.id, question: b.quiz.question, options: b.quiz.options } });
    } else out.push(b);
  }
  return out;
}
