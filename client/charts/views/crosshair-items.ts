/**
 * Crosshair pieces both chart overlays draw the same way: where the horizontal line sits, the
 * dashed lines, and the labels on the axes (background-coloured text on a crosshair-coloured box).
 */
import type { CrosshairState } from '../model/crosshair';
import type { ChartTheme } from '../theme';
import type { LabelItem, RuleItem } from './display-list';

/** Dash pattern of the crosshair lines. */
const CROSSHAIR_DASH = [4, 3] as const;

/**
 * The y the crosshair sits at: the pointer's, or (keyboard-driven) `yOf` the item it is on;
 * null when hidden or off the list.
 */
export function crosshairYOf<T>(crosshair: CrosshairState, list: readonly T[], yOf: (item: T) => number): number | null {
  if (!crosshair.visible) return null;
  if (crosshair.y !== null) return crosshair.y;
  const item = list[crosshair.index];
  return item === undefined ? null : yOf(item);
}

/** The dashed vertical crosshair line at `x` from the top down to `to`. */
export function crosshairVLine(theme: ChartTheme, x: number, to: number): RuleItem {
  return { kind: 'vline', at: x, from: 0, to, color: theme.crosshair, dash: CROSSHAIR_DASH };
}

/** The dashed horizontal crosshair line at `y` from `from` to `to`. */
export function crosshairHLine(theme: ChartTheme, y: number, from: number, to: number): RuleItem {
  return { kind: 'hline', at: y, from, to, color: theme.crosshair, dash: CROSSHAIR_DASH };
}

/** An axis label of the crosshair. */
export function crosshairLabel(theme: ChartTheme, label: Pick<LabelItem, 'x' | 'y' | 'text' | 'align' | 'minX' | 'maxX'>): LabelItem {
  return { kind: 'label', ...label, color: theme.background, background: theme.crosshair };
}
