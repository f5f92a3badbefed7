/**
 * The colours of the drawing palette (contracts/drawings.ts names them): mid-tone shades that read
 * on the light and the dark chart background alike, so a drawing keeps its colour across themes.
 */
import type { DrawingColor } from '../../../contracts/drawings';

/** CSS colour of each palette entry. */
export const DRAWING_PALETTE: Readonly<Record<DrawingColor, string>> = {
  blue: '#2F80ED',
  red: '#E5484D',
  orange: '#F59E0B',
  green: '#16A34A',
  purple: '#9B5DE5',
  gray: '#8A94A6',
};

/** A palette colour at `alpha` (fills of 矩形). */
export function paletteFill(color: DrawingColor, alpha: number): string {
  const hex = DRAWING_PALETTE[color];
  const v = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(v >> 16) & 255}, ${(v >> 8) & 255}, ${v & 255}, ${alpha})`;
}
