/**
 * Crosshair state: hidden, or snapped to a bar. With a pointer it also remembers the pointer
 * position (so a zoom or scroll under a still mouse re-snaps); from the keyboard it follows the
 * bar's close (y = null), as in 同花顺/通达信.
 */

/** Where the crosshair is. */
export interface CrosshairState {
  visible: boolean;
  /** Snapped bar (or point) index; -1 when hidden. */
  index: number;
  /** Pointer x in CSS pixels, or null when driven by the keyboard. */
  x: number | null;
  /** Pointer y in CSS pixels, or null to follow the bar's close. */
  y: number | null;
}

/** The hidden crosshair. */
export const HIDDEN_CROSSHAIR: Readonly<CrosshairState> = Object.freeze({ visible: false, index: -1, x: null, y: null });

/** True when two states would draw the same. */
export function sameCrosshair(a: CrosshairState, b: CrosshairState): boolean {
  return a.visible === b.visible && a.index === b.index && a.x === b.x && a.y === b.y;
}

/**
 * Index of the element of ascending `positions` nearest to `value` (ties go to the earlier one),
 * or -1 when empty. Used to snap a pointer to the nearest time-share point.
 */
export function nearestIndex(positions: ArrayLike<number>, value: number): number {
  const n = positions.length;
  if (n === 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (positions[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && value - positions[lo - 1]! <= positions[lo]! - value) return lo - 1;
  return lo;
}
