/**
 * A live market table: one row per security with self-writing quote cells (PriceCell writes its
 * own text node once per frame; rows never re-render on ticks), optional 序号 and sortable headers.
 * Long tables render windowed (virtual-window.ts): only rows near the viewport are mounted.
 * Used by the rankings page, the home rankings and hot stocks, and the stock page's movers and peers.
 */
import { memo, useRef } from 'react';
import type { RankItem } from '../../../contracts/endpoints/market-data';
import { PriceCell } from '../live-quote/price-cell';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { RANK_COLUMNS, cellText, rowValue, type ColumnSort, type RankColumnKey } from './rank-columns';
import { SecurityNameCell, SortHeader, openRowSecurity } from './security-cells';
import { MarketTable, RankNo } from './table-styles';
import { VIRTUAL_THRESHOLD, useRowWindow } from './virtual-window';

/** Props of {@link RankTable}. */
export interface RankTableProps {
  rows: readonly RankItem[];
  columns: readonly RankColumnKey[];
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

const Row = memo(function Row({ item, columns, rank }: { item: RankItem; columns: readonly RankColumnKey[]; rank: number | null }) {
  const theme = useAppTheme();
  return (
    <tr onClick={(e) => openRowSecurity(e, item)} data-id={item.id}>
      {rank !== null && <RankNo>{rank}</RankNo>}
      {columns.map((key) => {
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
export function RankTable({ rows, columns, sort, onSort, sortable, rankFrom, compact, label, testId }: RankTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const windowed = rows.length > VIRTUAL_THRESHOLD;
  const { from, to, rowHeight } = useRowWindow(body, rows.length, windowed);
  const span = columns.length + (rankFrom !== undefined ? 1 : 0);
  const canSort = (key: RankColumnKey) => (sortable ? sortable(key) : RANK_COLUMNS[key].sort !== null);
  return (
    <MarketTable $compact={compact} aria-label={label} data-testid={testId}>
      <thead>
        <tr>
          {rankFrom !== undefined && <th style={{ textAlign: 'center' }}>序号</th>}
          {columns.map((key) => (
            <SortHeader
              key={key}
              className={key === 'name' ? 'name' : undefined}
              label={RANK_COLUMNS[key].label}
              order={sort?.key === key ? sort.order : null}
              onSort={onSort && canSort(key) ? () => onSort(key) : undefined}
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
          <Row key={item.id} item={item} columns={columns} rank={rankFrom !== undefined ? rankFrom + from + i : null} />
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
