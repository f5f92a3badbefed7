/**
 * A live market table: one row per security with self-writing quote cells (PriceCell writes its
 * own text node once per frame; rows never re-render on ticks), optional 序号 and sortable headers.
 * Columns beyond the ranking item's own fields (PE-TTM, PB, 流通市值, 行业, 股息率, 60日涨幅) show
 * the figures passed in (figure-columns.ts), `--` until they arrive.
 * Long tables render windowed (virtual-window.ts): only rows near the viewport are mounted.
 * Used by the rankings page, the home rankings and hot stocks, and the stock page's movers and peers.
 */
import { memo, useRef } from 'react';
import type { SecurityFigures } from '../../../contracts/endpoints/figures';
import type { RankItem } from '../../../contracts/endpoints/market-data';
import type { FigureColumnId } from '../../../contracts/table-columns';
import { PriceCell } from '../live-quote/price-cell';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { FIGURE_COLUMNS } from './figure-columns';
import type { FiguresById } from './figures.streams';
import { RANK_COLUMNS, cellText, rowValue, type ColumnSort, type RankColumnKey } from './rank-columns';
import { SecurityNameCell, SortHeader, openRowSecurity } from './security-cells';
import { MarketTable, RankNo } from './table-styles';
import { VIRTUAL_THRESHOLD, useRowWindow } from './virtual-window';

/** A column of the table: one of the ranking item's, or a figure column. */
export type RankTableKey = RankColumnKey | FigureColumnId;

/** True for a column the ranking item carries itself (量比 and 总市值 are among them); the others need the figures. */
export const isItemColumn = (key: RankTableKey): key is RankColumnKey => key in RANK_COLUMNS;

/** Header of a column. */
export function rankColumnLabel(key: RankTableKey): string {
  return isItemColumn(key) ? RANK_COLUMNS[key].label : FIGURE_COLUMNS[key].label;
}

/** Props of {@link RankTable}. */
export interface RankTableProps {
  rows: readonly RankItem[];
  columns: readonly RankTableKey[];
  /** Figures of the rows, for figure columns. */
  figures?: FiguresById;
  /** Current header sort (shown with an arrow). */
  sort?: ColumnSort;
  /** Header click on a sortable column; absent = headers are plain text. */
  onSort?(key: RankColumnKey): void;
  /** Which columns may sort; default those with a server sort key. */
  sortable?(key: RankColumnKey): boolean;
  /** Show 序号 starting at `rankFrom` (1-based). */
  rankFrom?: number;
  compact?: boolean;
  label: string;
  testId?: string;
}

const Row = memo(function Row({
  item,
  columns,
  rank,
  figures,
}: {
  item: RankItem;
  columns: readonly RankTableKey[];
  rank: number | null;
  figures: SecurityFigures | undefined;
}) {
  const theme = useAppTheme();
  return (
    <tr onClick={(e) => openRowSecurity(e, item)} data-id={item.id}>
      {rank !== null && <RankNo>{rank}</RankNo>}
      {columns.map((key) => {
        if (!isItemColumn(key)) {
          const f = FIGURE_COLUMNS[key];
          const value = figures ? figures[key] : null;
          return (
            <td key={key} data-col={key} style={f.signed ? { color: trendColorOf(theme, typeof value === 'number' ? value : 0) } : undefined}>
              {f.format(value)}
            </td>
          );
        }
        const column = RANK_COLUMNS[key];
        if (key === 'name') {
          return (
            <td key={key} className="name">
              <SecurityNameCell item={item} />
            </td>
          );
        }
        const text = cellText(item, key);
        if (!column.field) return <td key={key}>{text}</td>;
        const tint = column.tinted ? trendColorOf(theme, key === 'speed' ? item.speed : item.change) : undefined;
        return (
          <td key={key} style={tint ? { color: tint } : undefined}>
            <PriceCell
              id={item.id}
              field={column.field}
              colored={column.tinted}
              placeholder={text}
              format={(v) => column.format(v ?? rowValue(item, key), item.kind)}
            />
          </td>
        );
      })}
    </tr>
  );
});

/** See the module comment. */
export function RankTable({ rows, columns, figures, sort, onSort, sortable, rankFrom, compact, label, testId }: RankTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const windowed = rows.length > VIRTUAL_THRESHOLD;
  const { from, to, rowHeight } = useRowWindow(body, rows.length, windowed);
  const span = columns.length + (rankFrom !== undefined ? 1 : 0);
  const canSort = (key: RankColumnKey) => (sortable ? sortable(key) : RANK_COLUMNS[key].sort !== null);
  // Figure columns do not sort: the list's order is the server's.
  const sortHandler = (key: RankTableKey) => (onSort && isItemColumn(key) && canSort(key) ? () => onSort(key) : undefined);
  return (
    <MarketTable $compact={compact} aria-label={label} data-testid={testId}>
      <thead>
        <tr>
          {rankFrom !== undefined && <th style={{ textAlign: 'center' }}>序号</th>}
          {columns.map((key) => (
            <SortHeader
              key={key}
              className={key === 'name' ? 'name' : undefined}
              label={rankColumnLabel(key)}
              order={sort?.key === key ? sort.order : null}
              onSort={sortHandler(key)}
            />
          ))}
        </tr>
      </thead>
      <tbody ref={body} data-window={windowed ? `${from}-${to}` : undefined}>
        {windowed && from > 0 && (
          <tr aria-hidden style={{ height: from * rowHeight }}>
            <td colSpan={span} style={{ padding: 0, border: 0 }} />
          </tr>
        )}
        {rows.slice(from, to).map((item, i) => (
          <Row key={item.id} item={item} columns={columns} rank={rankFrom !== undefined ? rankFrom + from + i : null} figures={figures?.get(item.id)} />
        ))}
        {windowed && to < rows.length && (
          <tr aria-hidden style={{ height: (rows.length - to) * rowHeight }}>
            <td colSpan={span} style={{ padding: 0, border: 0 }} />
          </tr>
        )}
      </tbody>
    </MarketTable>
  );
}
