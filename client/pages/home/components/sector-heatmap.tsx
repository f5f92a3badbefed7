/**
 * The industry heat map: 申万 level-1 boards as a d3 treemap, sized by amount and coloured by
 * change (green through neutral to red), each cell with the board's live percent and its leading
 * stock. A cell opens the industry index detail in a new window.
 */
import { hierarchy, interpolateRgb, scaleLinear, treemap, treemapSquarify } from 'd3';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { SectorItem } from '../../../../contracts/endpoints/market-data';
import { formatPct } from '../../../../contracts/format';
import { PriceCell } from '../../../ui/price-cell';
import { rem, useAppTheme, type AppTheme } from '../../../ui/theme';
import { openSecurity } from '../../rank-list/components/open-security';
import { LoadStatus } from '../../stock/components/load-status';
import { Card, CardHeader } from '../../stock/components/panel-styles';
import type { Loadable } from '../../stock/loadable';

/** A laid-out cell, in fractions (0–1) of the map's width and height. */
export interface HeatCell {
  item: SectorItem;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Treemap cells sized by amount (a board without amount still gets a sliver so it stays visible). */
export function heatmapLayout(items: readonly SectorItem[], aspect = 2): HeatCell[] {
  if (items.length === 0) return [];
  const amounts = items.map((i) => (Number.isFinite(i.amount) && i.amount > 0 ? i.amount : 0));
  const floor = Math.max(1, Math.max(...amounts) * 0.004);
  type Node = { item?: SectorItem; value?: number; children?: Node[] };
  const root = hierarchy<Node>({ children: items.map((item, i) => ({ item, value: Math.max(floor, amounts[i]!) })) })
    .sum((d) => d.value ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const width = 1000;
  const height = width / aspect;
  treemap<Node>().tile(treemapSquarify).size([width, height]).paddingInner(2).round(false)(root);
  return root.leaves().map((leaf) => {
    const l = leaf as typeof leaf & { x0: number; y0: number; x1: number; y1: number };
    return { item: leaf.data.item!, x: l.x0 / width, y: l.y0 / height, w: (l.x1 - l.x0) / width, h: (l.y1 - l.y0) / height };
  });
}

/** Percent change where the heat colour saturates. */
export const HEAT_SATURATION_PCT = 2;

/**
 * Colour of a change in percent: down green → neutral → up red, saturating at ±2%. The square
 * root spreads the small moves most boards make over a visible share of the ramp.
 */
export function heatColor(pct: number, theme: AppTheme): string {
  const neutral = theme.dark ? '#454B57' : '#A7AEBB';
  if (!Number.isFinite(pct)) return neutral;
  const t = Math.sign(pct) * Math.sqrt(Math.min(1, Math.abs(pct) / HEAT_SATURATION_PCT));
  const scale = scaleLinear<string>().domain([-1, 0, 1]).range([theme.colors.down, neutral, theme.colors.up]).interpolate(interpolateRgb).clamp(true);
  return scale(t);
}

/** Which labels fit a cell of `w` × `h` CSS pixels: the name, then the percent, then the leader. */
export function cellLabels(name: string, w: number, h: number): { name: boolean; pct: boolean; leader: boolean } {
  const nameFits = w >= name.length * 13 + 6 && h >= 18;
  return { name: nameFits, pct: nameFits && h >= 36 && w >= 48, leader: nameFits && h >= 58 && w >= 64 };
}

/** The CSS pixel width of an element (mounted while `mounted`), following resizes. */
function useWidth(ref: RefObject<HTMLElement | null>, mounted: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return width;
}

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
  const width = useWidth(map, (sectors.data?.length ?? 0) > 0);
  const height = map.current?.clientHeight || MAP_HEIGHT_PX;
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
