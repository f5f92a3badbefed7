/**
 * The change-distribution bar chart's geometry (pure, d3 scales): one bar per bucket from 跌停 to
 * 涨停 in a box of the chart's pixel size, heights proportional to the counts.
 */
import { scaleBand, scaleLinear } from 'd3';
import type { BreadthBucket } from '../../../../contracts/endpoints/market-data';

/** Room above the bars (count labels) and below them (bucket labels), CSS pixels. */
export const BREADTH_MARGIN = { top: 16, bottom: 20 } as const;

/** Bars of the distribution in a `width` × `height` box: x, width, top y and height of each. */
export function breadthBars(
  buckets: readonly BreadthBucket[],
  width: number,
  height: number,
): Array<BreadthBucket & { x: number; y: number; w: number; h: number }> {
  const { top, bottom } = BREADTH_MARGIN;
  const x = scaleBand<number>()
    .domain(buckets.map((_, i) => i))
    .range([0, width])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const y = scaleLinear()
    .domain([0, max])
    .range([height - bottom, top]);
  return buckets.map((b, i) => {
    const yTop = y(Math.max(0, b.count));
    return { ...b, x: x(i) ?? 0, w: x.bandwidth(), y: yTop, h: Math.max(b.count > 0 ? 1 : 0, height - bottom - yTop) };
  });
}
