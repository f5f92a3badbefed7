/**
 * The stock page's 盘口与资金 card: 量比, 委比/委差 (from the five-level book), 外盘/内盘 (from trade
 * direction), today's 主力/超大单/大单/中单/小单 净流入 (the data centre's own split, 东方财富's order
 * sizes), and the 所属行业 / 概念 tags, each opening its board's page. Refreshed on the page's clock.
 */
import styled from 'styled-components';
import type { OrderFlowAnswer } from '../../../../contracts/endpoints/order-flow';
import type { StockDetail } from '../../../../contracts/endpoints/details';
import { stockUrl } from '../../../../contracts/routes';
import type { Loadable } from '../../../core/loadable';
import { AppLink } from '../../../ui/app-link';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { orderFlowFigures } from './order-flow-figures';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto 1fr;
  gap: ${rem(4)} ${rem(8)};
  margin: 0;
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(6)};
  padding: ${rem(4)} ${rem(12)} ${rem(10)};
  font-size: ${rem(12)};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    padding: 0 ${rem(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** See the module comment. */
export function OrderFlowPanel({ flow, detail }: { flow: Loadable<OrderFlowAnswer>; detail: Pick<StockDetail, 'kind' | 'lot'> }) {
  const theme = useAppTheme();
  const data = flow.data;
  return (
    <Card aria-label="盘口与资金" data-testid="order-flow">
      <CardHeader>
        <h2>盘口与资金</h2>
        <span className="spacer" />
        <small>净流入 · 今日</small>
      </CardHeader>
      <LoadStatus value={flow} />
      {data && (
        <>
          <Figures>
            {orderFlowFigures(data, detail).map((f) => (
              <div key={f.key} style={{ display: 'contents' }} data-figure={f.key}>
                <dt>{f.label}</dt>
                <dd style={{ color: f.trend === null ? undefined : trendColorOf(theme, f.trend) }}>{f.text}</dd>
              </div>
            ))}
          </Figures>
          {(data.industry || data.concepts.length > 0) && (
            <Tags data-testid="board-tags">
              {data.industry && (
                <>
                  <span>行业</span>
                  <AppLink href={stockUrl(data.industry.id)}>{data.industry.name}</AppLink>
                </>
              )}
              {data.concepts.length > 0 && <span>概念</span>}
              {data.concepts.map((c) => (
                <AppLink key={c.id} href={stockUrl(c.id)}>
                  {c.name}
                </AppLink>
              ))}
            </Tags>
          )}
        </>
      )}
    </Card>
  );
}
