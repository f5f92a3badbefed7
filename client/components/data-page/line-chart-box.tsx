/**
 * A line chart in a React tree: mounts {@link createLineChart} once, then hands it new data and
 * the app theme on change (no remount). `data-points` says how many dates it shows, for tests and
 * assistive tools; the accessible label says what it draws.
 */
import { useEffect, useRef } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { ChartHost } from '../../charts/chart-host';
import { chartThemeFor } from '../../charts/theme';
import { themeName$ } from '../../state/theme';
import { rem } from '../../ui/theme';
import { createLineChart, type LineChart } from './line-chart';
import type { LineChartData } from './line-chart-view';

const Figure = styled.figure`
  margin: 0;
`;

const Host = styled(ChartHost)`
  height: ${rem(300)};
  border-radius: ${rem(4)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
` as typeof ChartHost;

/** Props of {@link LineChartBox}. */
export interface LineChartBoxProps {
  data: LineChartData;
  /** What the chart shows, e.g. `PE-TTM 10年走势`. */
  label: string;
  testId?: string;
  height?: number;
}

/** See the module comment. */
export function LineChartBox({ data, label, testId = 'line-chart', height }: LineChartBoxProps) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<LineChart | null>(null);
  const first = useRef({ data, themeName });
  useEffect(() => chart.current?.setData(data), [data]);
  useEffect(() => chart.current?.setTheme(chartThemeFor(themeName)), [themeName]);
  return (
    <Figure aria-label={`${label}（←/→ 查看各日数值）`} data-testid={testId} data-points={data.dates.length}>
      <Host
        create={(el) => createLineChart(el, chartThemeFor(first.current.themeName), first.current.data)}
        onReady={(c) => {
          chart.current = c;
          return () => {
            chart.current = null;
          };
        }}
        style={height ? { height } : undefined}
      />
    </Figure>
  );
}
