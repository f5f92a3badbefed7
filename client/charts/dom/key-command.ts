/**
 * The keyboard map of 同花顺/通达信 charts, apart from the DOM wiring (and d3) so pages with their
 * own key maps (the full-screen K-line) reuse it.
 */

/** A keyboard command of 同花顺/通达信 charts. */
export type KeyCommand = { kind: 'crosshair'; delta: number } | { kind: 'zoom'; steps: number } | { kind: 'hide' };

/** ←/→ move the crosshair, ↑/+ zoom in, ↓/− zoom out, Esc hides the crosshair. */
export function keyCommand(key: string): KeyCommand | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'crosshair', delta: -1 };
    case 'ArrowRight':
      return { kind: 'crosshair', delta: 1 };
    case 'ArrowUp':
    case '+':
    case '=':
      return { kind: 'zoom', steps: 1 };
    case 'ArrowDown':
    case '-':
    case '_':
      return { kind: 'zoom', steps: -1 };
    case 'Escape':
    case 'Esc':
      return { kind: 'hide' };
    default:
      return null;
  }
}
