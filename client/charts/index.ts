/**
 * 知股 chart engine (React-free): K-line, time-share and sparkline charts on canvas.
 * Model → views (display lists) → renderers, after tradingview/lightweight-charts.
 */
export { createKLineChart, type KLineChart, type KLineChartOptions, type KLineCrosshairInfo } from './kline-chart';
export { createTimeShareChart, type TimeShareChart, type TimeShareChartOptions, type TimeShareCrosshairInfo } from './time-share-chart';
export type { PaneLayer, PaneView } from './pane-layer';
export { DrawingController, type DrawingToolsState } from './drawings/drawing-controller';
export { DRAWING_PALETTE } from './drawings/palette';
export { createSparkline, type Sparkline, type SparklineOptions } from './sparkline';
export { lightChartTheme, darkChartTheme, chartThemeFor, type ChartTheme } from './theme';
export type { Bar, BarMerge } from './model/bar';
export type { TimeShareData, TimeSharePoint } from './model/time-share-model';
export { MAX_COMPARE, type CompareReadout, type CompareSeries } from './model/compare-series';
export type { TimeShareOverlayReadout, TimeShareOverlaySeries } from './model/time-share-overlay';
export {
  A_SHARE_SESSIONS,
  HK_SESSIONS,
  HK_HALF_DAY_SESSIONS,
  A_SHARE_AUCTION,
  HK_AUCTION,
  callAuctionOf,
  tradingSessionsOn,
  type TradingSession,
} from './model/sessions';
export { INDICATOR_NAMES, type IndicatorName } from './model/studies';
export type { IndexRange } from './model/time-scale';
export * as indicators from './indicators/index';
export { barFromQuote, MinuteFolder } from './model/live-quotes';
export { CumulativeDelta, type Traded } from './model/cumulative-delta';
