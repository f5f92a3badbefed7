/**
 * The geometry of a plain column chart (pure, d3 scales): one bar per item across a box of the
 * chart's size, heights proportional to a value, with room above (labels) and below (categories).
 * A bar that stands for something but rounds to nothing keeps one unit, so it is still seen.
 */
import { scaleBand, scaleLinear } from 'd3';

/** Room above and below the bars, in the box's units. */
export interface BandMargin {
  readonly top: number;
  readonly bottom: number;
}

/** Bars of `items` in a `width` × `height` box: x, width, top y and height of each. */
export function bandBars<T>(
  items: readonly T[],
  value: (item: T) => number,
  present: (item: T) => boolean,
  width: number,
  height: number,
  { top, bottom }: BandMargin,
): Array<T & { x: number; y: number; w: number; h: number }> {
  const x = scaleBand<number>()
    .domain(items.map((_, i) => i))
    .range([0, width])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const max = Math.max(1, ...items.map(value));
  const y = scaleLinear()
    .domain([0, max])
    .range([height - bottom, top]);
  return items.map((item, i) => {
    const yTop = y(Math.max(0, value(item)));
    return { ...item, x: x(i) ?? 0, w: x.bandwidth(), y: yTop, h: Math.max(present(item) ? 1 : 0, height - bottom - yTop) };
  });
}
