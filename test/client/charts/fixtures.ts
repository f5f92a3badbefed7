import type { Bar } from '../../../client/charts/model/bar';

/** Epoch ms of a Beijing wall-clock time. */
export const bj = (iso: string): number => Date.parse(`${iso}+08:00`);

/**
 * `count` daily bars from 2024-01-02 15:00 Beijing, one per calendar day, a deterministic zig-zag
 * around 10: close = 10 + (i % 7) / 10, open 0.05 below on even bars and above on odd ones.
 */
export function dailyBars(count: number, start = bj('2024-01-02T15:00:00')): Bar[] {
  return Array.from({ length: count }, (_, i) => {
    const c = 10 + (i % 7) / 10;
    const o = i % 2 === 0 ? c - 0.05 : c + 0.05;
    return { t: start + i * 86_400_000, o, h: Math.max(o, c) + 0.1, l: Math.min(o, c) - 0.1, c, v: 1000 + i * 10 };
  });
}
