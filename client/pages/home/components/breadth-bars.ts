/**
 * The change-distribution bar chart's geometry (pure, d3 scales): one bar per bucket from 跌停 to
 * 涨停 in a box of the chart's pixel size, heights proportional to the counts.
 */
import { bandBars } from '../../../charts/model/band-bars';
import type { BreadthBucket } from '../../../../contracts/endpoints/market-data';

/** Room above the bars (count labels) and below them (bucket labels), CSS pixels. */
export const BREADTH_MARGIN = { top: 16, bottom: 20 } as const;

/** Bars of the distribution in a `width` × `height` box: x, width, top y and height of each. */
export function breadthBars(
  buckets: readonly BreadthBucket[],
  width: number,
  height: number,
): Array<BreadthBucket & { x: number; y: number; w: number; h: number }> {
  return bandBars(
    buckets,
    (b) => b.count,
    (b) => b.count > 0,
    width,
    height,
    BREADTH_MARGIN,
  );
}
