/**
 * The column chooser of a data table (列设置): a dialog listing every column the table offers, the
 * shown ones first in their order; tick to show or hide, ↑/↓ (or drag) to order, 恢复默认 to go back
 * to the table's defaults, 确定 to keep the choice. At least one column must show. Keyboard: Tab
 * through the boxes and buttons, Space ticks, Escape closes without change.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { rem } from '../../ui/theme';
import { columnDraft, draftChoice, moveEntry, toggleEntry, type ChoosableColumn } from './column-choice';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: min(${rem(420)}, calc(100vh - ${rem(220)}));
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    gap: ${rem(8)};
    padding: ${rem(4)} ${rem(4)};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    font-size: ${rem(13)};
    color: ${({ theme }) => theme.colors.text};
    cursor: grab;
  }
  li[data-visible='false'] label {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-over='true'] {
    box-shadow: inset 0 2px 0 ${({ theme }) => theme.colors.primary};
  }
  label {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${rem(8)};
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hint = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${rem(6)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChoiceError = styled.div`
  min-height: ${rem(18)};
  padding-top: ${rem(4)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps<K extends string> {
  /** Dialog title, e.g. 自选列设置. */
  title: string;
  /** Every column the table offers, in the table's order; a `group` shows beside the label (持仓). */
  offered: ReadonlyArray<ChoosableColumn<K> & { group?: string }>;
  /** The columns shown now, in order. */
  shown: readonly K[];
  /** The table's default columns. */
  defaults: readonly K[];
  onSave(columns: K[]): void;
  onClose(): void;
}

/** See the module comment. */
export function ColumnChooser<K extends string>({ title, offered, shown, defaults, onSave, onClose }: ColumnChooserProps<K>) {
  const [draft, setDraft] = useState(() => columnDraft(offered, shown));
  const [over, setOver] = useState<string | null>(null);
  const dragged = useRef<string | null>(null);
  const groupOf = new Map(offered.map((c) => [c.key as string, c.group]));
  const chosen = draftChoice(draft);
  const empty = chosen.length === 0;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="text" onClick={() => setDraft(columnDraft(offered, defaults))} data-testid="columns-reset">
            恢复默认
          </Button>
          <span style={{ flex: 1 }} />
          <Button type="button" onClick={onClose}>
            取消
          </Button>
          <Button type="button" $variant="primary" disabled={empty} onClick={() => onSave(chosen)} data-testid="columns-save">
            确定
          </Button>
        </>
      }
    >
      <Hint>
        <span>勾选显示的列，拖动或用 ↑ ↓ 调整顺序</span>
        <span>已选 {chosen.length} 列</span>
      </Hint>
      <List aria-label="可选列" data-testid="column-chooser">
        {draft.map((e, i) => (
          <li
            key={e.key}
            draggable
            data-key={e.key}
            data-visible={e.visible}
            data-over={over === e.key}
            onDragStart={(ev) => {
              dragged.current = e.key;
              ev.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(ev) => {
              ev.preventDefault();
              if (over !== e.key) setOver(e.key);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(ev) => {
              ev.preventDefault();
              if (dragged.current && dragged.current !== e.key) setDraft((d) => moveEntry(d, dragged.current!, i));
              dragged.current = null;
              setOver(null);
            }}
            onDragEnd={() => setOver(null)}
          >
            <label>
              <input type="checkbox" checked={e.visible} onChange={() => setDraft((d) => toggleEntry(d, e.key))} />
              {e.label}
              {groupOf.get(e.key) && <small>{groupOf.get(e.key)}</small>}
            </label>
            <Button
              type="button"
              $small
              $variant="text"
              aria-label={`上移${e.label}`}
              disabled={i === 0}
              onClick={() => setDraft((d) => moveEntry(d, e.key, i - 1))}
            >
              ↑
            </Button>
            <Button
              type="button"
              $small
              $variant="text"
              aria-label={`下移${e.label}`}
              disabled={i === draft.length - 1}
              onClick={() => setDraft((d) => moveEntry(d, e.key, i + 1))}
            >
              ↓
            </Button>
          </li>
        ))}
      </List>
      <ChoiceError role="alert">{empty ? '请至少选择一列' : null}</ChoiceError>
    </Modal>
  );
}
