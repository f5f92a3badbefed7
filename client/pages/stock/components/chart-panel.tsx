/**
 * The stock page's chart card: tabs 分时, 5日, 日K, 周K, 月K and 1/5/15/30/60 分, the 复权 choice
 * (K-lines of stocks), the lower indicator (K-lines), a link to the full-screen K-line, and the
 * live chart of the selected tab; K-lines with the drawing tools (画线) beside them.
 */
import { useState } from 'react';
import { ADJUSTS, ADJUST_LABELS, type Adjust } from '../../../../contracts/endpoints/market-data';
import { INDICATOR_NAMES, type IndicatorName, type KLineChart, type TimeShareChart } from '../../../charts/index';
import { AppLink } from '../../../ui/app-link';
import styled from 'styled-components';
import { rem } from '../../../ui/theme';
import { CHART_VIEWS, isTimeShareView, type ChartView } from '../../../components/stock-chart/chart-views';
import { fullScreenKLineUrl } from '../../../components/stock-chart/stock-code';
import { LiveKLine, LiveTimeShare } from '../../../components/stock-chart/live-charts';
import { OverlayBar } from '../../../components/stock-chart/overlay-bar';
import { useChartOverlays } from '../../../components/stock-chart/use-chart-overlays';
import { STOCK_PAGE_BARS, type StockPageState } from '../stock.streams';
import { DrawingFrame, DrawingStatus, useDrawingSession } from '../../../components/stock-chart/drawing-tools';
import { Card, CardHeader, Select, StatusLine } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';

const Body = styled.div`
  position: relative;
  height: ${rem(430)};
  > div {
    position: absolute;
    inset: 0;
  }
`;

const Overlay = styled(StatusLine)`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** Props of {@link ChartPanel}. */
export interface ChartPanelProps {
  state: StockPageState;
  name: string;
  tick: number;
  onView(view: ChartView): void;
  onAdjust(adjust: Adjust): void;
  onIndicator(name: IndicatorName): void;
}

/** See the module comment. */
export function ChartPanel({ state, name, tick, onView, onAdjust, onIndicator }: ChartPanelProps) {
  const { view, chart, id } = state;
  const kline = !isTimeShareView(view);
  const data = chart.data;
  const overlays = useChartOverlays(id, view, state.adjust, STOCK_PAGE_BARS);
  const [klineChart, setKlineChart] = useState<KLineChart | null>(null);
  const [timeShareChart, setTimeShareChart] = useState<TimeShareChart | null>(null);
  const drawings = useDrawingSession(id, state.index);
  return (
    <Card aria-label="走势图" data-testid="chart-panel">
      <CardHeader>
        <TabStrip label="周期" tabs={CHART_VIEWS.map((v) => ({ key: v.view, label: v.label }))} selected={view} onSelect={onView} />
        <span className="spacer" />
        {kline && !state.index && (
          <Select aria-label="复权" value={state.adjust} onChange={(e) => onAdjust(e.target.value as Adjust)}>
            {ADJUSTS.map((a) => (
              <option key={a} value={a}>
                {ADJUST_LABELS[a]}
              </option>
            ))}
          </Select>
        )}
        {kline && (
          <Select aria-label="指标" value={state.indicator} onChange={(e) => onIndicator(e.target.value as IndicatorName)}>
            {INDICATOR_NAMES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        )}
        <AppLink href={fullScreenKLineUrl(id, kline ? view : 'day')} data-testid="fullscreen-link">
          全屏
        </AppLink>
      </CardHeader>
      <OverlayBar
        id={id}
        name={name}
        view={view}
        overlays={overlays}
        // Until the tab's own chart is up, the one shown is the previous tab's: no overlay on it.
        klineChart={data?.kind === 'kline' && data.period === view ? klineChart : null}
        timeShareChart={data?.kind === 'timeShare' && isTimeShareView(view) && data.days === (view === 'ts5' ? 5 : 1) ? timeShareChart : null}
      />
      <Body>
        {data?.kind === 'kline' && data.bars.length > 0 && (
          <DrawingFrame session={drawings}>
            <LiveKLine
              key={chart.for}
              id={id}
              period={data.period}
              bars={data.bars}
              indicator={state.indicator}
              label={`${name} K线`}
              tick={tick}
              onChart={(c) => {
                setKlineChart(c);
                if (c) drawings.attach(c, state.index ? 'none' : state.adjust);
              }}
            />
          </DrawingFrame>
        )}
        {data?.kind === 'timeShare' && Number.isFinite(data.data.preClose) && (
          <LiveTimeShare
            key={chart.for}
            id={id}
            data={data.data}
            lastDay={data.lastDay}
            label={`${name} 分时`}
            tick={tick}
            index={state.index}
            onChart={setTimeShareChart}
          />
        )}
        {data === null && chart.status === 'error' && (
          <Overlay $error role="alert">
            {chart.error}
          </Overlay>
        )}
        {data === null && chart.status !== 'error' && <Overlay role="status">加载中…</Overlay>}
        {data !== null && (data.kind === 'kline' ? data.bars.length === 0 : !Number.isFinite(data.data.preClose)) && (
          <Overlay>{data.kind === 'kline' ? '暂无K线数据' : '暂无分时数据'}</Overlay>
        )}
      </Body>
      {data?.kind === 'kline' && data.bars.length > 0 && <DrawingStatus session={drawings} />}
    </Card>
  );
}
