/**
 * The industry heat map: 申万 level-1 boards as a d3 treemap, sized by amount and coloured by
 * change (green through neutral to red), each cell with the board's live percent and its leading
 * stock. A cell opens the industry index detail in a new window.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import type { SectorItem } from '../../../../contracts/endpoints/market-data';
import { formatPct } from '../../../../contracts/format';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { rem, useAppTheme } from '../../../ui/theme';
import { cellLabels, heatColor, heatmapLayout } from './heatmap-layout';
import { useElementSize } from './use-element-size';
import { openSecurity } from '../../../components/market-table/open-security';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import type { Loadable } from '../../../core/loadable';

/** Height of the map in CSS pixels (rem at the base size). */
const MAP_HEIGHT_PX = 300;

const HeatMap = styled.div`
  position: relative;
  height: ${rem(MAP_HEIGHT_PX)};
  margin: ${rem(8)};
`;

const Cell = styled.button`
  position: absolute;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  padding: 2px;
  border: 0;
  border-radius: 3px;
  color: #fff;
  font: inherit;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  text-shadow: 0 1px 1px rgba(0, 0, 0, 0.25);
  &:hover {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    z-index: 1;
  }
  .n {
    font-size: ${rem(13)};
    font-weight: 600;
    white-space: nowrap;
  }
  .p {
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(12)};
  }
  .l {
    font-size: ${rem(11)};
    opacity: 0.85;
    white-space: nowrap;
  }
`;

/** See the module comment. */
export function SectorHeatmap({ sectors }: { sectors: Loadable<SectorItem[]> }) {
  const theme = useAppTheme();
  const map = useRef<HTMLDivElement>(null);
  const size = useElementSize(map, (sectors.data?.length ?? 0) > 0);
  const width = size.width;
  const height = size.height || MAP_HEIGHT_PX;
  const cells = sectors.data ? heatmapLayout(sectors.data, width > 0 ? width / height : 2) : [];
  return (
    <Card aria-label="行业热力图" data-testid="sector-heatmap">
      <CardHeader>
        <h2>行业热力图</h2>
        <span className="spacer" />
        <small style={{ color: theme.colors.textMuted }}>面积：成交额 · 颜色：涨跌幅</small>
      </CardHeader>
      <LoadStatus value={sectors} empty={(d) => d.length === 0} emptyText="暂无行业数据" />
      {sectors.data && sectors.data.length > 0 && (
        <HeatMap ref={map}>
          {cells.map(({ item, x, y, w, h }) => {
            const show = cellLabels(item.name, w * width, h * height);
            return (
              <Cell
                key={item.id}
                type="button"
                data-id={item.id}
                title={`${item.name} ${formatPct(item.pct)}${item.leader ? ` · 领涨 ${item.leader.name} ${formatPct(item.leader.pct)}` : ''}`}
                style={{ left: `${x * 100}%`, top: `${y * 100}%`, width: `${w * 100}%`, height: `${h * 100}%`, background: heatColor(item.pct, theme) }}
                onClick={() => openSecurity(item.id, 'index_hy')}
              >
                {show.name && <span className="n">{item.name}</span>}
                {show.pct && <PriceCell className="p" id={item.id} field="pct" colored={false} placeholder={formatPct(item.pct)} />}
                {show.leader && item.leader && <span className="l">{item.leader.name}</span>}
              </Cell>
            );
          })}
        </HeatMap>
      )}
    </Card>
  );
}
