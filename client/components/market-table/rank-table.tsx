/**
 * A live market table: one row per security with self-writing quote cells (PriceCell writes its
 * own text node once per frame; rows never re-render on ticks), optional 序号 and sortable headers.
 * Long tables render windowed (virtual-window.ts): only rows near the viewport are mounted.
 * Used by the rankings page, the home rankings and hot stocks, and the stock page's movers and peers.
 */
import { memo, useRef, type MouseEvent } from 'react';
import type { RankItem } from '../../../contracts/endpoints/market-data';
import { stockUrl } from '../../../contracts/routes';
import { PriceCell } from '../../ui/price-cell';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { openSecurity } from './open-security';
import { RANK_COLUMNS, cellText, rowValue, type ColumnSort, type RankColumnKey } from './rank-columns';
import { MarketTable, NameCell, RankNo, SortButton } from './table-styles';
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

function arrow(sort: ColumnSort | undefined, key: RankColumnKey): string {
  if (!sort || sort.key !== key) return '';
  return sort.order === 'desc' ? ' ↓' : ' ↑';
}

const Row = memo(function Row({ item, columns, rank }: { item: RankItem; columns: readonly RankColumnKey[]; rank: number | null }) {
  const theme = useAppTheme();
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) return; // the name link opens it itself
    openSecurity(item.id, item.kind);
  };
  return (
    <tr onClick={open} data-id={item.id}>
      {rank !== null && <RankNo>{rank}</RankNo>}
      {columns.map((key) => {
        const column = RANK_COLUMNS[key];
        if (key === 'name') {
          return (
            <td key={key} className="name">
              <NameCell>
                <a
                  href={stockUrl(item.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => {
                    e.preventDefault();
                    openSecurity(item.id, item.kind);
                  }}
                >
                  {item.name}
                </a>
                <small>{item.code}</small>
              </NameCell>
            </td>
          );
        }
        const text = cellText(item, key);
        if (!column.field) return <td key={key}>{text}</td>;
        const tint = column.tinted ? trendColorOf(theme, key === 'speed' ? item.speed : item.change) : undefined;
        return (
          <td key={key} style={tint ? { color: tint } : undefined}>
            <PriceCell id={item.id} field={column.field} colored={column.tinted} placeholder={text} format={(v) => column.format(v ?? rowValue(item, key), item.kind)} />
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
            <th key={key} className={key === 'name' ? 'name' : undefined} aria-sort={sort?.key === key ? (sort.order === 'desc' ? 'descending' : 'ascending') : undefined}>
              {onSort && canSort(key) ? (
                <SortButton type="button" $active={sort?.key === key} onClick={() => onSort(key)}>
                  {RANK_COLUMNS[key].label}
                  {arrow(sort, key)}
                </SortButton>
              ) : (
                RANK_COLUMNS[key].label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={body} data-window={windowed ? `${from}-${to}` : undefined}>
        {windowed && from > 0 && <tr aria-hidden style={{ height: from * rowHeight }}><td colSpan={span} style={{ padding: 0, border: 0 }} /></tr>}
        {rows.slice(from, to).map((item, i) => (
          <Row key={item.id} item={item} columns={columns} rank={rankFrom !== undefined ? rankFrom + from + i : null} />
        ))}
        {windowed && to < rows.length && <tr aria-hidden style={{ height: (rows.length - to) * rowHeight }}><td colSpan={span} style={{ padding: 0, border: 0 }} /></tr>}
      </tbody>
    </MarketTable>
  );
}
