/**
 * The 现货价格 K-line of one chain commodity (`IndustrialChain/spotKList`): the chart engine's
 * K-line (candles, MA5/10/20, volume), mounted once and handed new bars and the theme on change.
 */
import { useEffect, useRef } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import type { SpotKListAnswer } from '../../../../contracts/endpoints/industry';
import { ChartHost } from '../../../charts/chart-host';
import { createKLineChart, type KLineChart } from '../../../charts/kline-chart';
import { chartThemeFor } from '../../../charts/theme';
import { themeName$ } from '../../../state/theme';
import { rem } from '../../../ui/theme';

const Host = styled(ChartHost)`
  height: ${rem(320)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
` as typeof ChartHost;

const toBars = (a: SpotKListAnswer) => a.bars.map((b) => ({ t: b.t, o: b.o, h: b.h, l: b.l, c: b.c, v: b.v }));

/** See the module comment. */
export function SpotKline({ data }: { data: SpotKListAnswer }) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<KLineChart | null>(null);
  const first = useRef({ data, themeName });
  useEffect(() => chart.current?.setData(toBars(data)), [data]);
  useEffect(() => chart.current?.setTheme(chartThemeFor(themeName)), [themeName]);
  const digits = Math.max(0, ...data.bars.slice(-5).map((b) => (String(b.c).split('.')[1] ?? '').length));
  return (
    <figure style={{ margin: 0 }} aria-label={`${data.name} 现货日K（←/→ 查看各日）`} data-testid="spot-kline" data-points={data.bars.length}>
      <Host
        create={(el) => {
          const c = createKLineChart(el, {
            theme: chartThemeFor(first.current.themeName),
            label: `${first.current.data.name} 现货日K`,
            maPeriods: [5, 10, 20],
            showIndicator: false,
            pricePrecision: Math.min(3, digits),
          });
          c.setData(toBars(first.current.data));
          return c;
        }}
        onReady={(c) => {
          chart.current = c;
          return () => {
            chart.current = null;
          };
        }}
      />
    </figure>
  );
}
