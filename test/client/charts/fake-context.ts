import type { Canvas2D, RenderTarget } from '../../../client/charts/renderers/render-target';

/** One recorded context call. */
export interface Call {
  name: string;
  args: unknown[];
  /** fillStyle / strokeStyle at the time of the call. */
  fill: string;
  stroke: string;
}

/** A 2D context that records every call; measureText gives 6 px per character. */
export function recordingContext(): Canvas2D & { calls: Call[]; named(name: string): Call[] } {
  const calls: Call[] = [];
  const state = {
    fillStyle: '#000' as string | CanvasGradient | CanvasPattern,
    strokeStyle: '#000' as string | CanvasGradient | CanvasPattern,
    lineWidth: 1,
    lineJoin: 'miter' as CanvasLineJoin,
    lineCap: 'butt' as CanvasLineCap,
    font: '10px sans-serif',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
  };
  const record =
    (name: string) =>
    (...args: unknown[]): void => {
      calls.push({ name, args, fill: String(state.fillStyle), stroke: String(state.strokeStyle) });
    };
  return Object.assign(state, {
    calls,
    named: (name: string) => calls.filter((c) => c.name === name),
    save: record('save'),
    restore: record('restore'),
    setTransform: record('setTransform') as Canvas2D['setTransform'],
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    strokeRect: record('strokeRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    rect: record('rect'),
    clip: record('clip') as Canvas2D['clip'],
    stroke: record('stroke') as Canvas2D['stroke'],
    fill: record('fill') as Canvas2D['fill'],
    fillText: record('fillText'),
    setLineDash: record('setLineDash'),
    measureText: (text: string) => ({ width: text.length * 6 }) as TextMetrics,
  });
}

/** A render target of the given CSS size around a recording context. */
export function recordingTarget(width: number, height: number, pixelRatio = 1) {
  const ctx = recordingContext();
  const target: RenderTarget = { ctx, width, height, pixelRatio };
  return { ctx, target };
}
