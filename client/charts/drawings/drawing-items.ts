/**
 * Display items of drawings from their shapes: strokes in the drawing's palette colour (2 px when
 * selected, with a ring at each handle; 1.5 px otherwise, so a line stands out from the 1 px MAs), 矩形's translucent fill, labels in the same colour. The
 * drawing being placed is drawn the same way, thin, with its handles.
 */
import type { Drawing, DrawingColor } from '../../../contracts/drawings';
import type { ChartTheme } from '../theme';
import type { DrawItem } from '../views/display-list';
import type { DrawingShape } from './drawing-shapes';
import { DRAWING_PALETTE, paletteFill } from './palette';

/** Half the side of a handle's square, px. */
const HANDLE = 4;

function shapeItems(color: DrawingColor, shape: DrawingShape, selected: boolean, theme: ChartTheme): DrawItem[] {
  const stroke = DRAWING_PALETTE[color];
  const items: DrawItem[] = [];
  if (shape.area) items.push({ kind: 'rect', ...shape.area, color: paletteFill(color, 0.12) });
  for (const s of shape.segments) items.push({ kind: 'polyline', xs: [s.x1, s.x2], ys: [s.y1, s.y2], color: stroke, width: selected ? 2.5 : 1.5 });
  for (const l of shape.labels) items.push({ kind: 'text', x: l.x, y: l.y, text: l.text, color: stroke, align: l.align, baseline: l.baseline });
  if (selected) {
    for (const h of shape.handles) {
      items.push({ kind: 'rect', x: h.x - HANDLE, y: h.y - HANDLE, w: HANDLE * 2, h: HANDLE * 2, color: stroke });
      items.push({ kind: 'rect', x: h.x - HANDLE + 1.5, y: h.y - HANDLE + 1.5, w: HANDLE * 2 - 3, h: HANDLE * 2 - 3, color: theme.background });
    }
  }
  return items;
}

/** Items of a stored drawing. */
export function drawingItems(drawing: Drawing, shape: DrawingShape, selected: boolean, theme: ChartTheme): DrawItem[] {
  return shapeItems(drawing.color, shape, selected, theme);
}

/** Items of the drawing being placed (the pointer stands for its next anchor). */
export function previewItems(color: DrawingColor, shape: DrawingShape, theme: ChartTheme): DrawItem[] {
  return shapeItems(color, shape, true, theme).map((item) => (item.kind === 'polyline' ? { ...item, width: 1.5 } : item));
}
