/**
 * One watchlist row: check box, name and code (opens the stock), the chosen columns, the remark
 * (click to edit: Enter or leaving saves, Escape cancels) and the row actions 持仓 / 置顶 / 预警 / 删除.
 */
import { memo, useRef, type DragEvent } from 'react';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { AlertButton } from '../price-alerts/alert-button';
import { LiveCell } from './live-cell';
import type { WatchColumn, WatchRow } from './watchlist-columns';
import { Check, NameCell, RemarkInput, RemarkText, Row, RowActions } from './watchlist-styles';

/** Drag handlers a row forwards to its table. */
export interface RowDrag {
  enabled: boolean;
  over: 'above' | 'below' | null;
  onDragStart(code: string): void;
  onDragOver(code: string, e: DragEvent<HTMLTableRowElement>): void;
  onDrop(code: string): void;
  onDragEnd(): void;
}

/** What a row does: the table passes these through to every row. */
export interface WatchlistRowActions {
  onToggle(code: string): void;
  onOpen(item: WatchlistItem): void;
  onEditRemark(itemId: number | null): void;
  onSaveRemark(itemId: number, remark: string): void;
  onSetTop(code: string): void;
  onRemove(code: string): void;
  /** Opens the holding dialog of an item. */
  onEditHolding(item: WatchlistItem): void;
}

/** Props of {@link WatchlistRow}. */
export interface WatchlistRowProps extends WatchlistRowActions {
  /** The item with its figures and holding. */
  row: WatchRow;
  columns: readonly WatchColumn[];
  /** Page layout: check box, remark and row actions. */
  full: boolean;
  checked: boolean;
  editing: boolean;
  drag: RowDrag;
}

function RemarkEditor({ item, onSave, onCancel }: { item: WatchlistItem; onSave(remark: string): void; onCancel(): void }) {
  const done = useRef(false);
  const finish = (save: boolean, value: string) => {
    if (done.current) return;
    done.current = true;
    if (save && value.trim() !== item.remark) onSave(value.trim());
    else onCancel();
  };
  return (
    <RemarkInput
      autoFocus
      defaultValue={item.remark}
      maxLength={WATCHLIST_LIMITS.maxRemarkLength}
      placeholder="添加备注"
      aria-label={`${item.name}的备注`}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(true, e.currentTarget.value);
        if (e.key === 'Escape') finish(false, '');
      }}
      onBlur={(e) => finish(true, e.currentTarget.value)}
    />
  );
}

/** See the module comment. */
export const WatchlistRow = memo(function WatchlistRow(props: WatchlistRowProps) {
  const { row, columns, full, checked, editing, drag } = props;
  const item = row.item;
  const shortCode = item.code.split('.')[0];
  return (
    <Row
      $checked={checked}
      $dropTarget={drag.over}
      $draggable={drag.enabled}
      draggable={drag.enabled && !editing}
      data-code={item.code}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', item.code);
        drag.onDragStart(item.code);
      }}
      onDragOver={(e) => drag.onDragOver(item.code, e)}
      onDrop={(e) => {
        e.preventDefault();
        drag.onDrop(item.code);
      }}
      onDragEnd={drag.onDragEnd}
    >
      {full && (
        <td className="left" style={{ width: '1%' }}>
          <Check type="checkbox" checked={checked} onChange={() => props.onToggle(item.code)} aria-label={`选择${item.name}`} />
        </td>
      )}
      <td className="left">
        <NameCell>
          <button type="button" onClick={() => props.onOpen(item)} title={item.name}>
            {item.name}
          </button>
          <small>{shortCode}</small>
        </NameCell>
      </td>
      {columns.map((c) => (
        <td key={c.key} className={c.text ? 'left' : undefined} data-numeric={c.text ? undefined : true} data-col={c.key}>
          <LiveCell row={row} column={c} />
        </td>
      ))}
      {full && (
        <td className="left">
          {editing ? (
            <RemarkEditor item={item} onSave={(r) => props.onSaveRemark(item.id, r)} onCancel={() => props.onEditRemark(null)} />
          ) : (
            <RemarkText type="button" data-empty={item.remark === ''} onClick={() => props.onEditRemark(item.id)} data-testid="remark">
              {item.remark === '' ? '添加备注' : item.remark}
            </RemarkText>
          )}
        </td>
      )}
      {full && (
        <td>
          <RowActions className="row-actions">
            <button type="button" onClick={() => props.onEditHolding(item)} aria-label={`${item.name}的持仓`} data-holding={row.holding ? 'set' : 'none'}>
              持仓
            </button>
            <button type="button" onClick={() => props.onSetTop(item.code)}>
              置顶
            </button>
            <AlertButton code={item.code} name={item.name} plain />
            <button type="button" data-danger onClick={() => props.onRemove(item.code)}>
              删除
            </button>
          </RowActions>
        </td>
      )}
    </Row>
  );
});
