/**
 * Device-pixel-ratio aware canvas sizing and the observers that notice size and ratio changes.
 */
import type { Canvas2D, RenderTarget } from '../renderers/render-target';

/** The current device pixel ratio (1 when unknown). */
export function currentPixelRatio(): number {
  const r = typeof window !== 'undefined' ? window.devicePixelRatio : 1;
  return Number.isFinite(r) && r > 0 ? r : 1;
}

/**
 * Gives `canvas` a bitmap of css size × pixel ratio; returns true when the bitmap changed (which
 * also cleared it).
 */
export function fitCanvas(canvas: HTMLCanvasElement, width: number, height: number, pixelRatio: number): boolean {
  const bw = Math.max(1, Math.round(width * pixelRatio));
  const bh = Math.max(1, Math.round(height * pixelRatio));
  if (canvas.width === bw && canvas.height === bh) return false;
  canvas.width = bw;
  canvas.height = bh;
  return true;
}

/** A render target for a canvas at a css size; throws when the browser has no 2D context. */
export function targetOf(canvas: HTMLCanvasElement, width: number, height: number, pixelRatio: number, opaque: boolean): RenderTarget {
  const ctx = canvas.getContext('2d', { alpha: !opaque });
  if (!ctx) throw new Error('canvas 2D context unavailable');
  return { ctx: ctx as Canvas2D, width, height, pixelRatio };
}

/**
 * Calls `onChange` when `element` resizes or the pixel ratio changes (browser zoom, moving the
 * window to another screen). Returns the function that stops watching.
 */
export function watchSize(element: Element, onChange: () => void): () => void {
  const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => onChange()) : null;
  observer?.observe(element);
  let media: MediaQueryList | null = null;
  const onRatio = (): void => {
    listen();
    onChange();
  };
  // A resolution query matches one ratio only, so it is re-armed after every change.
  const listen = (): void => {
    media?.removeEventListener('change', onRatio);
    if (typeof matchMedia !== 'function') return;
    media = matchMedia(`(resolution: ${currentPixelRatio()}dppx)`);
    media.addEventListener('change', onRatio);
  };
  listen();
  return () => {
    observer?.disconnect();
    media?.removeEventListener('change', onRatio);
  };
}
