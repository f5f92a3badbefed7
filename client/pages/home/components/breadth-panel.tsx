/**
 * Market breadth (A-shares): up / flat / down counts with a proportion bar, 涨停 / 跌停 and total
 * amount, and the change distribution as a bar chart (d3 scales, SVG), from 跌停 to 涨停.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import type { BreadthAnswer, BreadthBucket } from '../../../../contracts/endpoints/market-data';
import { formatLargeNumber } from '../../../../contracts/format';
import { BREADTH_MARGIN, breadthBars } from './breadth-bars';
import { useElementSize } from './use-element-size';
import { rem, useAppTheme, type AppTheme } from '../../../ui/theme';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import type { Loadable } from '../../../core/loadable';

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${rem(4)};
  padding: ${rem(10)} ${rem(12)} ${rem(4)};
  font-size: ${rem(12)};
  b {
    display: block;
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(18)};
  }
`;

const Ratio = styled.div`
  display: flex;
  height: ${rem(6)};
  margin: ${rem(6)} ${rem(12)};
  border-radius: ${rem(3)};
  overflow: hidden;
`;

const Extra = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: 0 ${rem(12)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textSecondary};
  b {
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

function trendFill(theme: AppTheme, trend: BreadthBucket['trend']): string {
  return trend === 'up' ? theme.colors.up : trend === 'down' ? theme.colors.down : theme.colors.flat;
}

const ChartBox = styled.div`
  flex: 1;
  min-height: ${rem(140)};
  margin: ${rem(4)} ${rem(8)} ${rem(6)};
  svg {
    display: block;
  }
`;

/** See the module comment. */
export function BreadthPanel({ breadth }: { breadth: Loadable<BreadthAnswer> }) {
  const theme = useAppTheme();
  const b = breadth.data;
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box, b !== null);
  const total = b ? Math.max(1, b.up + b.down + b.flat) : 1;
  return (
    <Card aria-label="市场情绪" data-testid="breadth-panel">
      <CardHeader>
        <h2>涨跌分布</h2>
      </CardHeader>
      <LoadStatus value={breadth} />
      {b && (
        <>
          <Counts>
            <span style={{ color: theme.colors.up }}>
              上涨<b data-testid="breadth-up">{b.up}</b>
            </span>
            <span style={{ color: theme.colors.flat }}>
              平盘<b>{b.flat}</b>
            </span>
            <span style={{ color: theme.colors.down }}>
              下跌<b data-testid="breadth-down">{b.down}</b>
            </span>
          </Counts>
          <Ratio aria-hidden>
            <span style={{ width: `${(b.up / total) * 100}%`, background: theme.colors.up }} />
            <span style={{ width: `${(b.flat / total) * 100}%`, background: theme.colors.flat }} />
            <span style={{ width: `${(b.down / total) * 100}%`, background: theme.colors.down }} />
          </Ratio>
          <Extra>
            <span>
              涨停 <b style={{ color: theme.colors.up }}>{b.limitUp}</b>
            </span>
            <span>
              跌停 <b style={{ color: theme.colors.down }}>{b.limitDown}</b>
            </span>
            <span>
              停牌 <b>{b.suspended}</b>
            </span>
            <span>
              成交额 <b>{formatLargeNumber(b.amount)}</b>
            </span>
          </Extra>
          <ChartBox ref={box}>
            {width > 0 && height > 0 && (
              <svg width={width} height={height} role="img" aria-label="涨跌幅分布">
                {breadthBars(b.buckets, width, height).map((bar) => (
                  <g key={bar.label}>
                    <rect x={bar.x} y={bar.y} width={bar.w} height={bar.h} rx={2} fill={trendFill(theme, bar.trend)} />
                    <text x={bar.x + bar.w / 2} y={bar.y - 4} textAnchor="middle" fontSize={10} fill={theme.colors.textSecondary}>
                      {bar.count}
                    </text>
                    <text x={bar.x + bar.w / 2} y={height - BREADTH_MARGIN.bottom + 14} textAnchor="middle" fontSize={9} fill={theme.colors.textMuted}>
                      {bar.label}
                    </text>
                  </g>
                ))}
              </svg>
            )}
          </ChartBox>
        </>
      )}
    </Card>
  );
}
