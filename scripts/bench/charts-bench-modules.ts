/**
 * The client modules the charts bench bundles into its page. Importing them here (a file the
 * type-checker sees) instead of by path inside the bench's generated entry text means a moved
 * module breaks `npm run typecheck`, not the next benchmark run.
 */
import { DRAWING_COLORS, DRAWING_KINDS, DRAWING_POINTS, type Drawing } from '../../contracts/drawings';
import { DrawingController, type Bar } from '../../client/charts/index';

export { createKLineChart } from '../../client/charts/index';

/**
 * `n` drawings of every kind spread over the newest 400 of `bars` (most of them in view while the
 * bench pans around the newest bars), as a drawing layer for a K-line.
 */
export function benchDrawingLayer(bars: readonly Bar[], n: number): DrawingController {
  const drawings: Drawing[] = Array.from({ length: n }, (_, i) => {
    const kind = DRAWING_KINDS[i % DRAWING_KINDS.length]!;
    const at = (k: number) => bars[Math.max(0, bars.length - 400 + ((i * 17 + k * 23) % 390))]!;
    const points = Array.from({ length: DRAWING_POINTS[kind] }, (_, k) => ({ t: at(k).t, p: k % 2 === 0 ? at(k).h : at(k).l }));
    return { id: `b${i}`, kind, points, color: DRAWING_COLORS[i % DRAWING_COLORS.length]!, ...(kind === 'text' ? { text: `画线 ${i}` } : {}) };
  });
  const layer = new DrawingController();
  layer.setDrawings(drawings);
  layer.select('b0');
  return layer;
}
export { RankTable } from '../../client/components/market-table/rank-table';
export { whiteTheme } from '../../client/ui/theme';
