/**
 * The watchlist table: the chosen columns, sortable (click cycles 降序 → 升序 → own order), a
 * check-all box, and drag to reorder while the group's own order shows.
 */
import { useRef, useState, type DragEvent } from 'react';
import type { WatchlistColumnId } from '../../../contracts/table-columns';
import { dropOnto } from '../../state/watchlist-order';
import type { SortState, WatchColumn, WatchRow } from './watchlist-columns';
import { WatchlistRow, type RowDrag, type WatchlistRowActions } from './watchlist-row';
import { Check, SortHeader, Table } from './watchlist-styles';

/** Props of {@link WatchlistTable}. */
export interface WatchlistTableProps extends WatchlistRowActions {
  /** Rows in display order. */
  rows: readonly WatchRow[];
  columns: readonly WatchColumn[];
  full: boolean;
  sort: SortState;
  checked: readonly string[];
  editingRemark: number | null;
  onSort(key: WatchlistColumnId): void;
  onCheckAll(codes: readonly string[]): void;
  /** All codes of the group in the new order. */
  onReorder(codes: string[]): void;
}

function arrow(sort: SortState, key: WatchlistColumnId): string {
  if (!sort || sort.key !== key) return '';
  return sort.order === 'desc' ? ' ↓' : ' ↑';
}

/** See the module comment. */
export function WatchlistTable(props: WatchlistTableProps) {
  const { rows, columns, full, sort, checked } = props;
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<{ code: string; where: 'above' | 'below' } | null>(null);
  const codes = rows.map((r) => r.item.code);
  const dragEnabled = full && sort === null;
  const allChecked = rows.length > 0 && checked.length === rows.length;

  const dragFor = (code: string): RowDrag => ({
    enabled: dragEnabled,
    over: over?.code === code ? over.where : null,
    onDragStart: (c) => {
      dragged.current = c;
    },
    onDragOver: (c, e: DragEvent<HTMLTableRowElement>) => {
      if (!dragEnabled || dragged.current === null || dragged.current === c) return;
      e.preventDefault();
      const where = codes.indexOf(dragged.current) < codes.indexOf(c) ? 'below' : 'above';
      if (over?.code !== c || over.where !== where) setOver({ code: c, where });
    },
    onDrop: (c) => {
      const from = dragged.current;
      dragged.current = null;
      setOver(null);
      if (from === null || from === c) return;
      props.onReorder(dropOnto(codes, from, c));
    },
    onDragEnd: () => {
      dragged.current = null;
      setOver(null);
    },
  });

  return (
    <Table $compact={!full} data-testid="watchlist-table">
      <thead>
        <tr>
          {full && (
            <th className="left" style={{ width: '1%' }}>
              <Check type="checkbox" checked={allChecked} aria-label="全选" onChange={() => props.onCheckAll(allChecked ? [] : codes)} />
            </th>
          )}
          <th className="left">名称/代码</th>
          {columns.map((c) => (
            <th
              key={c.key}
              className={c.text ? 'left' : undefined}
              data-col={c.key}
              aria-sort={sort?.key === c.key ? (sort.order === 'desc' ? 'descending' : 'ascending') : 'none'}
            >
              <SortHeader type="button" $active={sort?.key === c.key} onClick={() => props.onSort(c.key)}>
                {c.label}
                {arrow(sort, c.key)}
              </SortHeader>
            </th>
          ))}
          {full && <th className="left">备注</th>}
          {full && <th>操作</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <WatchlistRow
            key={row.item.code}
            row={row}
            columns={columns}
            full={full}
            checked={checked.includes(row.item.code)}
            editing={props.editingRemark === row.item.id}
            drag={dragFor(row.item.code)}
            onToggle={props.onToggle}
            onOpen={props.onOpen}
            onEditRemark={props.onEditRemark}
            onSaveRemark={props.onSaveRemark}
            onSetTop={props.onSetTop}
            onRemove={props.onRemove}
            onEditHolding={props.onEditHolding}
          />
        ))}
      </tbody>
    </Table>
  );
}
