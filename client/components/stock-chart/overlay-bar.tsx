/**
 * The chart card's overlay row: on 分时, the 叠加指数 toggle and the index's legend (level and change
 * at the crosshair's minute, else the newest; its levels are the second axis inside the right
 * edge); on K-lines, the legend of the 叠加 codes (percent since the first visible bar, at the
 * crosshair's bar, else the last visible) with a remove button each, and the code box that adds one
 * (up to three). It also puts the loaded overlays on the mounted chart and keeps them live.
 */
import { useEffect, useMemo, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import type { KlinePeriod } from '../../../contracts/endpoints/market-data';
import { formatPct } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import {
  chartThemeFor,
  MAX_COMPARE,
  type CompareReadout,
  type CompareSeries,
  type KLineChart,
  type TimeShareChart,
  type TimeShareOverlayReadout,
} from '../../charts/index';
import { themeName$ } from '../../state/theme';
import { Chip } from '../../ui/panel-styles';
import { rem, trendColorOf, useAppTheme } from '../../ui/theme';
import { CodeAdder } from '../data-page/code-adder';
import { isTimeShareView, type ChartView } from './chart-views';
import { followCompare, followIndexOverlay } from './overlay-feeds';
import type { ChartOverlays } from './use-chart-overlays';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(6)} ${rem(10)};
  min-height: ${rem(34)};
  padding: ${rem(4)} ${rem(12)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${rem(12)};
  .title {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .problems {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Item = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${rem(5)};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  .swatch {
    display: inline-block;
    width: ${rem(12)};
    height: ${rem(3)};
    border-radius: 2px;
  }
  .status {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .failed {
    color: ${({ theme }) => theme.colors.danger};
  }
  button {
    padding: 0 ${rem(3)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${rem(14)};
    line-height: 1;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Props of {@link OverlayBar}. */
export interface OverlayBarProps {
  /** The page's own security and its name. */
  id: SecurityId;
  name: string;
  view: ChartView;
  overlays: ChartOverlays;
  /** The mounted charts of the shown tab (null while none is). */
  klineChart: KLineChart | null;
  timeShareChart: TimeShareChart | null;
}

/** Codes with K-lines: everything but off-exchange funds. */
const hasKline = (r: { capitalOrIndex: string }) => r.capitalOrIndex !== 'fund_outside' && r.capitalOrIndex !== 'fund_fof';

/** See the module comment. */
export function OverlayBar({ id, name, view, overlays, klineChart, timeShareChart }: OverlayBarProps) {
  const colors = chartThemeFor(useObservableEagerState(themeName$)).overlays;
  const app = useAppTheme();
  const { query, state, boardIndex } = overlays;
  const timeShare = isTimeShareView(view);

  // K-line: the loaded codes on the chart, live; colour slots follow the drawn order.
  const ready = state.compare.filter((e) => e.load.data !== null);
  const readyKey = ready.map((e) => `${e.id}:${e.name ?? ''}:${e.load.data!.length}:${e.load.data!.at(-1)?.t ?? ''}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when what is drawn changes (readyKey)
  const series = useMemo((): CompareSeries[] => ready.map((e) => ({ id: e.id, label: e.name ?? e.id, bars: e.load.data! })), [readyKey]);
  useEffect(() => {
    if (!klineChart || timeShare || series.length === 0) return undefined;
    return followCompare(klineChart, view as KlinePeriod, series);
  }, [klineChart, series, view, timeShare]);
  const [readout, setReadout] = useState<CompareReadout | null>(null);
  useEffect(() => klineChart?.onCompare(setReadout), [klineChart]);

  // 分时: the index on the second axis, live.
  const index = state.index;
  const indexData = index?.load.data ?? null;
  const indexLabel = index ? (index.name ?? index.id) : '';
  useEffect(() => {
    if (!timeShareChart || !indexData) return undefined;
    return followIndexOverlay(timeShareChart, { ...indexData.series, label: indexLabel }, indexData.lastDay);
  }, [timeShareChart, indexData, indexLabel]);
  const [indexReadout, setIndexReadout] = useState<TimeShareOverlayReadout | null>(null);
  useEffect(() => timeShareChart?.onOverlay(setIndexReadout), [timeShareChart]);

  const shownProblems = timeShare ? query.problems.index : query.problems.compare;
  const problems = shownProblems.length > 0 && (
    <p className="problems" role="alert">
      {shownProblems.join('；')}（已忽略）
    </p>
  );

  if (timeShare) {
    const toggleName = query.index ? indexLabel || query.index : boardIndex?.name;
    if (!toggleName && !problems) return null;
    const shown = indexReadout && index && indexReadout.id === index.id ? indexReadout : null;
    return (
      <Row data-testid="overlay-bar">
        {toggleName && (
          <Chip type="button" $active={query.index !== null} aria-pressed={query.index !== null} onClick={overlays.toggleIndex}>
            叠加{toggleName}
          </Chip>
        )}
        {index && (
          <Item data-testid="overlay-legend-item" data-id={index.id} title="指数点位见图内右侧刻度">
            {indexData && <span className="swatch" style={{ background: colors[0] }} />}
            <span>{indexLabel}</span>
            {index.load.status === 'error' ? (
              <span className="failed">加载失败：{index.load.error}</span>
            ) : !indexData ? (
              <span className="status">加载中…</span>
            ) : (
              <>
                <span data-value="level">{shown && Number.isFinite(shown.price) ? shown.price.toFixed(2) : '--'}</span>
                <span data-value="pct" style={{ color: trendColorOf(app, shown?.pct) }}>
                  {formatPct(shown?.pct)}
                </span>
              </>
            )}
          </Item>
        )}
        {index && indexData && <span className="hint">右侧内轴为指数点位</span>}
        {problems}
      </Row>
    );
  }

  const pctOf = (code: SecurityId) => readout?.series.find((s) => s.id === code)?.pct;
  return (
    <Row data-testid="overlay-bar">
      <span className="title">叠加</span>
      {state.compare.length > 0 && (
        <Item data-testid="overlay-legend-item" data-id={id}>
          <span>{name}</span>
          <span data-value="pct" style={{ color: trendColorOf(app, readout?.main) }}>
            {formatPct(readout?.main)}
          </span>
        </Item>
      )}
      {state.compare.map((e) => {
        const slot = ready.indexOf(e);
        const label = e.name ?? e.id;
        return (
          <Item key={e.id} data-testid="overlay-legend-item" data-id={e.id}>
            {slot >= 0 && <span className="swatch" style={{ background: colors[slot] }} />}
            <span>{label}</span>
            {e.load.status === 'error' ? (
              <span className="failed">加载失败：{e.load.error}</span>
            ) : slot < 0 ? (
              <span className="status">加载中…</span>
            ) : (
              <span data-value="pct" style={{ color: trendColorOf(app, pctOf(e.id)) }}>
                {formatPct(pctOf(e.id))}
              </span>
            )}
            <button type="button" aria-label={`移除叠加 ${label}`} title="移除" onClick={() => overlays.removeCompare(e.id)}>
              ×
            </button>
          </Item>
        );
      })}
      {state.compare.length < MAX_COMPARE && (
        <CodeAdder present={[id, ...query.compare]} enabled types="all" accept={hasKline} label="添加叠加代码" onAdd={overlays.addCompare} />
      )}
      <span className="hint">{state.compare.length > 0 ? '自首根可见K线起的涨跌幅' : `最多 ${MAX_COMPARE} 只，按涨跌幅对比`}</span>
      {problems}
    </Row>
  );
}
