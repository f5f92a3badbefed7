/**
 * Geometry of a time-share chart: price axis left, percent axis right, price pane (70%) over the
 * volume pane, time axis at the bottom, and the call-auction segment left of the sessions.
 */
import type { Rect } from '../rect';

/** Geometry of a time-share chart, CSS pixels. */
export interface TimeShareLayout {
  width: number;
  height: number;
  /** Left price axis column. */
  leftAxis: Rect;
  /** Right percent axis column. */
  rightAxis: Rect;
  /** Price pane (full plot width, auction included). */
  price: Rect;
  /** Volume pane. */
  volume: Rect;
  /** Time axis row. */
  timeAxis: Rect;
  /** x range of the session slots. */
  session: { x: number; w: number };
  /** x range of the call auction, or null when not shown. */
  auction: { x: number; w: number } | null;
  legendHeight: number;
}

/** Share of the plot width given to the call auction. */
const AUCTION_SHARE = 0.12;

/** Lays out a time-share chart of `width` × `height` for a font of `fontSize` px. */
export function timeShareLayout(width: number, height: number, fontSize: number, showAuction: boolean): TimeShareLayout {
  const axisWidth = Math.round(fontSize * 4.5);
  const axisHeight = Math.round(fontSize * 1.8);
  const plotX = axisWidth;
  const plotW = Math.max(0, width - axisWidth * 2);
  const available = Math.max(0, height - axisHeight);
  const priceH = Math.round(available * 0.7);
  const auctionW = showAuction ? Math.round(plotW * AUCTION_SHARE) : 0;
  return {
    width,
    height,
    leftAxis: { x: 0, y: 0, w: axisWidth, h: available },
    rightAxis: { x: plotX + plotW, y: 0, w: axisWidth, h: available },
    price: { x: plotX, y: 0, w: plotW, h: priceH },
    volume: { x: plotX, y: priceH, w: plotW, h: available - priceH },
    timeAxis: { x: plotX, y: available, w: plotW, h: axisHeight },
    session: { x: plotX + auctionW, w: plotW - auctionW },
    auction: showAuction ? { x: plotX, w: auctionW } : null,
    legendHeight: Math.round(fontSize * 1.6),
  };
}
