/**
 * Chart drawings (画线) on the stock page's K-line: what a drawing is, its limits, and the one parser
 * every boundary runs (the sim on request bodies and stored rows, the client on answers and on
 * localStorage). A bad drawing is refused with a Chinese message naming the field; nothing is
 * silently dropped or repaired.
 *
 * Anchors are bar time and price, never pixels or bar indexes, so a drawing survives period changes
 * (日/周/月/分钟), zoom and pan. The price is stored 不复权 (the traded price of that day): the chart
 * shows it in its 复权 mode by multiplying with that mode's adjustment factor at the anchor's day (see
 * client/charts/drawings/adjust-factor.ts), so a line drawn on a 前复权 chart stays on the same
 * candles under 不复权 and 后复权, and after later ex-dates.
 */
import { DRAWING_LIMITS } from './drawing-limits';

/** The tools, in toolbar order. */
export const DRAWING_KINDS = ['trend', 'hline', 'ray', 'channel', 'fib', 'rect', 'text'] as const;
/** One of {@link DRAWING_KINDS}. */
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** Chinese names of the tools (toolbar, messages). */
export const DRAWING_KIND_LABELS: Readonly<Record<DrawingKind, string>> = {
  trend: '趋势线',
  hline: '水平线',
  ray: '射线',
  channel: '平行通道',
  fib: '斐波那契回调',
  rect: '矩形',
  text: '文字',
};

/**
 * Anchors each kind has: a line through two points (趋势线, 射线 from the first through the second, 矩形's
 * corners, 斐波那契's 1 and 0 levels), a price (水平线) or a place (文字), and 平行通道's base line plus a
 * point the parallel line passes through.
 */
export const DRAWING_POINTS: Readonly<Record<DrawingKind, number>> = { trend: 2, hline: 1, ray: 2, channel: 3, fib: 2, rect: 2, text: 1 };

/** The palette, by name (the chart picks the shade). */
export const DRAWING_COLORS = ['blue', 'red', 'orange', 'green', 'purple', 'gray'] as const;
/** One of {@link DRAWING_COLORS}. */
export type DrawingColor = (typeof DRAWING_COLORS)[number];

/** Chinese names of the palette colours (button labels). */
export const DRAWING_COLOR_LABELS: Readonly<Record<DrawingColor, string>> = {
  blue: '蓝色',
  red: '红色',
  orange: '橙色',
  green: '绿色',
  purple: '紫色',
  gray: '灰色',
};

export { DRAWING_LIMITS } from './drawing-limits';

/** A drawing id: letters, digits, `_` and `-`. */
export const DRAWING_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** One anchor: `t` epoch ms (a bar's time or between bars), `p` the 不复权 price. */
export interface DrawingAnchor {
  t: number;
  p: number;
}

/** One drawing. `text` only on 文字. */
export interface Drawing {
  id: string;
  kind: DrawingKind;
  points: DrawingAnchor[];
  color: DrawingColor;
  text?: string;
}

/** A drawing (or a list of them) that breaks the rules; the message is Chinese and names the field. */
export class DrawingError extends Error {
  override readonly name = 'DrawingError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function anchor(value: unknown, path: string): DrawingAnchor {
  if (!isObject(value)) throw new DrawingError(`${path} 应为锚点 {t, p}`);
  const { t, p } = value;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < DRAWING_LIMITS.minTime || t > DRAWING_LIMITS.maxTime) {
    throw new DrawingError(`${path}.t 应为 1990–2100 年间的时间（毫秒）`);
  }
  if (typeof p !== 'number' || !Number.isFinite(p) || Math.abs(p) > DRAWING_LIMITS.maxPrice) {
    throw new DrawingError(`${path}.p 应为有限的价格数字`);
  }
  return { t, p };
}

/** Characters of a text as the user counts them (code points). */
export function textLength(text: string): number {
  return [...text].length;
}

/** Parses one drawing; throws a {@link DrawingError} naming the first bad field. */
export function parseDrawing(value: unknown, path = 'drawing'): Drawing {
  if (!isObject(value)) throw new DrawingError(`${path} 应为对象`);
  const { id, kind, points, color, text } = value;
  if (typeof id !== 'string' || id.length === 0 || id.length > DRAWING_LIMITS.maxIdLength || !DRAWING_ID_PATTERN.test(id)) {
    throw new DrawingError(`${path}.id 应为 1–${DRAWING_LIMITS.maxIdLength} 个字母、数字、_ 或 -`);
  }
  if (typeof kind !== 'string' || !(DRAWING_KINDS as readonly string[]).includes(kind)) throw new DrawingError(`${path}.kind 不是已知的画线工具`);
  const k = kind as DrawingKind;
  const n = DRAWING_POINTS[k];
  if (!Array.isArray(points) || points.length !== n) throw new DrawingError(`${path}.points：${DRAWING_KIND_LABELS[k]}应有 ${n} 个锚点`);
  const anchors = points.map((a, i) => anchor(a, `${path}.points[${i}]`));
  if (typeof color !== 'string' || !(DRAWING_COLORS as readonly string[]).includes(color)) throw new DrawingError(`${path}.color 不是调色板中的颜色`);
  const drawing: Drawing = { id, kind: k, points: anchors, color: color as DrawingColor };
  if (k === 'text') {
    if (typeof text !== 'string' || text.trim() === '' || textLength(text) > DRAWING_LIMITS.maxTextLength) {
      throw new DrawingError(`${path}.text 应为 1–${DRAWING_LIMITS.maxTextLength} 个字`);
    }
    drawing.text = text;
  } else if (text !== undefined) {
    throw new DrawingError(`${path}.text 只用于文字`);
  }
  return drawing;
}

/** Parses the drawings of one code: at most {@link DRAWING_LIMITS.maxPerCode}, ids unique. */
export function parseDrawingList(value: unknown, path = 'drawings'): Drawing[] {
  if (!Array.isArray(value)) throw new DrawingError(`${path} 应为数组`);
  if (value.length > DRAWING_LIMITS.maxPerCode) throw new DrawingError(`每只股票最多 ${DRAWING_LIMITS.maxPerCode} 条画线`);
  const seen = new Set<string>();
  return value.map((v, i) => {
    const d = parseDrawing(v, `${path}[${i}]`);
    if (seen.has(d.id)) throw new DrawingError(`${path}[${i}].id 重复`);
    seen.add(d.id);
    return d;
  });
}

/** The problem of a drawing list in Chinese, or null when it is valid. */
export function drawingListProblem(value: unknown): string | null {
  try {
    parseDrawingList(value);
    return null;
  } catch (e) {
    if (e instanceof DrawingError) return e.message;
    throw e;
  }
}
