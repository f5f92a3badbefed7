/**
 * The two stacked canvases of a chart inside its container: the opaque main canvas (candles,
 * lines, axes) and the transparent overlay (crosshair, tooltip, legends) that takes the pointer.
 */
import type { RenderTarget } from '../renderers/render-target';
import { currentPixelRatio, fitCanvas, targetOf, watchSize } from './canvas-size';

/** CSS size and pixel ratio of a surface. */
export interface SurfaceSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/** Main + overlay canvases filling a container, resized with it. */
export class ChartSurface {
  readonly main: HTMLCanvasElement;
  readonly overlay: HTMLCanvasElement;
  private size: SurfaceSize = { width: 0, height: 0, pixelRatio: 1 };
  private readonly stopWatching: () => void;
  private readonly restoreContainer: () => void;

  /**
   * Mounts the canvases into `container`; `onResize` runs when it may have resized or the pixel
   * ratio may have changed (check {@link changed}).
   */
  constructor(
    readonly container: HTMLElement,
    onResize: () => void,
  ) {
    const doc = container.ownerDocument;
    const position = container.style.position;
    if (doc.defaultView?.getComputedStyle(container).position === 'static') container.style.position = 'relative';
    this.restoreContainer = () => {
      container.style.position = position;
    };
    this.main = layer(doc, false);
    this.overlay = layer(doc, true);
    container.append(this.main, this.overlay);
    this.stopWatching = watchSize(container, onResize);
  }

  /** The last measured size. */
  get current(): SurfaceSize {
    return this.size;
  }

  /** True when the container's size or the pixel ratio differs from the last {@link measure}. */
  changed(): boolean {
    const { width, height, pixelRatio } = this.size;
    return this.container.clientWidth !== width || this.container.clientHeight !== height || currentPixelRatio() !== pixelRatio;
  }

  /** Reads the container's size and the pixel ratio and resizes both bitmaps to match. */
  measure(): SurfaceSize {
    const width = this.container.clientWidth;
    const height = this.container.clientHeight;
    const pixelRatio = currentPixelRatio();
    fitCanvas(this.main, width, height, pixelRatio);
    fitCanvas(this.overlay, width, height, pixelRatio);
    this.size = { width, height, pixelRatio };
    return this.size;
  }

  /** Render target of the main canvas. */
  mainTarget(): RenderTarget {
    return targetOf(this.main, this.size.width, this.size.height, this.size.pixelRatio, true);
  }

  /** Render target of the overlay canvas. */
  overlayTarget(): RenderTarget {
    return targetOf(this.overlay, this.size.width, this.size.height, this.size.pixelRatio, false);
  }

  /** Stops watching and removes the canvases. */
  destroy(): void {
    this.stopWatching();
    this.main.remove();
    this.overlay.remove();
    this.restoreContainer();
  }
}

function layer(doc: Document, interactive: boolean): HTMLCanvasElement {
  const canvas = doc.createElement('canvas');
  const s = canvas.style;
  s.position = 'absolute';
  s.left = '0';
  s.top = '0';
  s.width = '100%';
  s.height = '100%';
  s.display = 'block';
  if (interactive) {
    s.touchAction = 'none'; // pans and pinches belong to the chart, not the page
    s.cursor = 'crosshair';
  } else {
    s.pointerEvents = 'none';
  }
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}
