/**
 * The full-screen K-line (/fullScreenKLine?stockCode=&period=): the K-line alone over the whole
 * window, every period and indicator, driven from the keyboard — 1–8 periods, I indicator, A 复权,
 * ←/→ crosshair, ↑/↓ zoom, PageUp/PageDown pan a screen, Home/End oldest/newest — and Esc returns
 * to where the user came from (the stock page when opened directly). The stock page's 画线 and K-line
 * 叠加 are here too, through the same pieces (the drawing session, tool strip and status line; the
 * overlay row and its `cmp` address), so what is drawn or compared there shows here and back.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { ADJUSTS, ADJUST_LABELS, KLINE_MAX_COUNT } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { INDICATOR_NAMES, type KLineChart } from '../../charts/index';
import { navigateTo } from '../../core/navigation';
import { fetchDataset, fetchStockDetail } from '../../services/market-data';
import { EmptyState } from '../../ui/empty-state';
import { PriceCell } from '../../components/live-quote/price-cell';
import { rem } from '../../ui/theme';
import { LiveKLine } from '../../components/stock-chart/live-charts';
import { DrawingFrame, DrawingStatus, useDrawingSession } from '../../components/stock-chart/drawing-tools';
import { OverlayBar } from '../../components/stock-chart/overlay-bar';
import { useChartOverlays } from '../../components/stock-chart/use-chart-overlays';
import { Chip, StatusLine } from '../../ui/panel-styles';
import { isIndexId, stockCodeOf } from '../../components/stock-chart/stock-code';
import {
  FULL_SCREEN_PERIODS,
  createFullScreenPage,
  fullScreenCommand,
  nextOf,
  parsePeriod,
  type FullScreenCommand,
  type FullScreenPage,
} from './full-screen-kline.streams';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${rem(6)} ${rem(10)};
  padding: ${rem(8)} ${rem(14)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0 ${rem(6)} 0 0;
    font-size: ${rem(16)};
  }
  .price {
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(16)};
    font-weight: 600;
  }
  .sep {
    width: 1px;
    height: ${rem(18)};
    background: ${({ theme }) => theme.colors.border};
  }
  .spacer {
    flex: 1;
  }
`;

/** The keys of this page and what they do (A, 复权, only where the security has one: not on an index). */
const SHORTCUTS: readonly (readonly [keys: string, action: string])[] = [
  ['1–8', '切换周期'],
  ['I', '切换指标'],
  ['A', '切换复权'],
  ['←/→', '十字线'],
  ['↑/↓', '缩放'],
  ['PageUp/PageDown', '平移'],
  ['Home/End', '最早/最新'],
  ['Esc', '返回'],
];

const Help = styled.p`
  margin: 0;
  padding: ${rem(4)} ${rem(14)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
  /* Key names, as printed on the keys (the 快捷键 dialog of /stock marks them the same way). */
  kbd {
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ChartArea = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  > div {
    position: absolute;
    inset: ${rem(4)} ${rem(4)} ${rem(4)} ${rem(4)};
  }
`;

/** Returns to the page before (in this tab), else replaces this page with the stock page. */
function exit(id: SecurityId): void {
  const state: unknown = history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  if (typeof idx === 'number' && idx > 0) history.back();
  else navigateTo(stockUrl(id), { replace: true });
}

function run(
  command: FullScreenCommand,
  page: FullScreenPage,
  chart: KLineChart | null,
  current: { indicator: (typeof INDICATOR_NAMES)[number]; adjust: (typeof ADJUSTS)[number] },
  id: SecurityId,
): void {
  switch (command.kind) {
    case 'period':
      return page.selectPeriod(command.period);
    case 'nextIndicator':
      return page.selectIndicator(nextOf(INDICATOR_NAMES, current.indicator));
    case 'nextAdjust':
      return page.selectAdjust(nextOf(ADJUSTS, current.adjust));
    case 'exit':
      return exit(id);
    case 'crosshair':
      return chart?.moveCrosshair(command.delta);
    case 'zoom':
      return chart?.zoom(command.steps);
    case 'pan': {
      const range = chart?.getVisibleRange();
      if (chart && range) chart.pan(command.screens * Math.max(1, range.to - range.from));
      return;
    }
    case 'panEnd':
      return chart?.pan(command.toNewest ? 1e6 : -1e6);
  }
}

function FullScreenView({ id, period }: { id: SecurityId; period: ReturnType<typeof parsePeriod> }) {
  const index = isIndexId(id);
  const [page] = useState(() =>
    createFullScreenPage({ id, index, fetchDetail: fetchStockDetail, fetchKline: (params) => fetchDataset('kline', params), initialPeriod: period }),
  );
  const state = useObservableEagerState(page.state$);
  const chart = useRef<KLineChart | null>(null);
  const [klineChart, setKlineChart] = useState<KLineChart | null>(null);
  const drawings = useDrawingSession(id, index);
  const overlays = useChartOverlays(id, state.period, state.adjust, KLINE_MAX_COUNT);
  const area = useRef<HTMLDivElement>(null);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    // The visible bar range on the chart area (`data-visible-range="from-to"`), for assistive tools and tests.
    const report = () =>
      requestAnimationFrame(() => {
        const range = chart.current?.getVisibleRange();
        if (range && area.current) area.current.dataset.visibleRange = `${range.from}-${range.to}`;
      });
    const onKey = (e: KeyboardEvent) => {
      report();
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && e.key !== 'Escape') return;
      const command = fullScreenCommand(e.key);
      if (!command) return;
      // The focused chart already handled its own keys (arrows, +/−); Esc always leaves.
      if (e.defaultPrevented && command.kind !== 'exit') return;
      e.preventDefault();
      run(command, page, chart.current, latest.current, id);
    };
    const el = area.current;
    window.addEventListener('keydown', onKey);
    el?.addEventListener('wheel', report, { passive: true });
    el?.addEventListener('pointerup', report);
    return () => {
      window.removeEventListener('keydown', onKey);
      el?.removeEventListener('wheel', report);
      el?.removeEventListener('pointerup', report);
    };
  }, [page, id]);

  const detail = state.detail.data;
  const bars = state.bars.data;
  const tick = detail?.tick ?? 0.01;
  return (
    <Screen data-testid="full-screen-kline">
      <Toolbar>
        <h1>{detail ? `${detail.name} ${detail.code}` : id}</h1>
        {detail && <PriceCell className="price" id={id} field="price" placeholder="--" />}
        {detail && <PriceCell id={id} field="pct" placeholder="--" />}
        <span className="sep" />
        {FULL_SCREEN_PERIODS.map((p, i) => (
          <Chip key={p.period} type="button" $active={state.period === p.period} title={`快捷键 ${i + 1}`} onClick={() => page.selectPeriod(p.period)}>
            {p.label}
          </Chip>
        ))}
        <span className="sep" />
        {INDICATOR_NAMES.map((n) => (
          <Chip key={n} type="button" $active={state.indicator === n} onClick={() => page.selectIndicator(n)}>
            {n}
          </Chip>
        ))}
        {!index && (
          <>
            <span className="sep" />
            {ADJUSTS.map((a) => (
              <Chip key={a} type="button" $active={state.adjust === a} onClick={() => page.selectAdjust(a)}>
                {ADJUST_LABELS[a]}
              </Chip>
            ))}
          </>
        )}
        <span className="spacer" />
        <Chip type="button" $active={false} onClick={() => exit(id)}>
          退出全屏
        </Chip>
      </Toolbar>
      <OverlayBar
        id={id}
        name={detail?.name ?? id}
        view={state.period}
        overlays={overlays}
        klineChart={bars && bars.length > 0 ? klineChart : null}
        timeShareChart={null}
      />
      <ChartArea ref={area} data-testid="full-screen-chart" onMouseDown={() => area.current?.querySelector<HTMLElement>('[tabindex]')?.focus()}>
        {bars && bars.length > 0 && (
          <DrawingFrame session={drawings}>
            <LiveKLine
              key={state.bars.for}
              id={id}
              period={state.period}
              bars={bars}
              indicator={state.indicator}
              label={`${detail?.name ?? id} K线`}
              tick={tick}
              onChart={(c) => {
                chart.current = c;
                setKlineChart(c);
                if (c) drawings.attach(c, index ? 'none' : state.adjust);
                // Keys go to the chart from the start: focus its host once mounted.
                if (c)
                  requestAnimationFrame(() => {
                    area.current?.querySelector<HTMLElement>('[tabindex]')?.focus();
                    const range = c.getVisibleRange();
                    if (range && area.current) area.current.dataset.visibleRange = `${range.from}-${range.to}`;
                  });
              }}
            />
          </DrawingFrame>
        )}
        {!bars && state.bars.status === 'error' && (
          <StatusLine $error role="alert">
            {state.bars.error}
          </StatusLine>
        )}
        {!bars && state.bars.status !== 'error' && <StatusLine role="status">加载中…</StatusLine>}
        {bars && bars.length === 0 && <StatusLine>暂无K线数据</StatusLine>}
      </ChartArea>
      {bars && bars.length > 0 && <DrawingStatus session={drawings} />}
      <Help>
        快捷键：
        {SHORTCUTS.filter(([keys]) => !index || keys !== 'A').map(([keys, action], i) => (
          <Fragment key={keys}>
            {i > 0 && ' · '}
            <kbd>{keys}</kbd> {action}
          </Fragment>
        ))}
      </Help>
    </Screen>
  );
}

/** The /fullScreenKLine page. */
export default function FullScreenKLinePage() {
  const search = useSearch();
  const id = stockCodeOf(search);
  if (!id) return <EmptyState text="请输入有效的股票代码，例如 600519" />;
  const period = parsePeriod(new URLSearchParams(search).get('period'));
  return <FullScreenView key={id} id={id} period={period} />;
}
