/**
 * The group tabs: 全部 first, then the user's groups with their item counts. User groups can be
 * dragged to a new position; the last tab creates a group.
 */
import { useRef, useState } from 'react';
import type { WatchlistGroup } from '../../../contracts/entities';
import { dropOnto } from '../../state/watchlist-order';
import { normalizeGroupSelect } from '../../state/watchlist-selection';
import { AddGroupTab, GroupTab, TabsBar } from './watchlist-styles';

/** Props of {@link GroupTabs}. */
export interface GroupTabsProps {
  groups: readonly WatchlistGroup[];
  selectedId: number | null;
  compact: boolean;
  onSelect(group: WatchlistGroup): void;
  /** User group ids in their new order. */
  onReorder(groupIds: number[]): void;
  onCreate(): void;
}

/** See the module comment. */
export function GroupTabs({ groups, selectedId, compact, onSelect, onReorder, onCreate }: GroupTabsProps) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const userIds = groups.filter((g) => g.isDefault !== 1).map((g) => g.id);

  return (
    <TabsBar $compact={compact} role="tablist" aria-label="自选分组">
      {groups.map((g) => {
        const movable = g.isDefault !== 1;
        // The default group always shows as 全部 (spec §3).
        const name = normalizeGroupSelect(g).name;
        return (
          <GroupTab
            key={g.id}
            type="button"
            role="tab"
            aria-selected={g.id === selectedId}
            $active={g.id === selectedId}
            $dropTarget={over === g.id}
            draggable={movable}
            data-group-id={g.id}
            onClick={() => onSelect(g)}
            onDragStart={(e) => {
              dragged.current = g.id;
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(g.id));
            }}
            onDragOver={(e) => {
              if (!movable || dragged.current === null) return;
              e.preventDefault();
              setOver(g.id);
            }}
            onDragLeave={() => setOver((o) => (o === g.id ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const from = dragged.current;
              dragged.current = null;
              if (from === null || from === g.id || !movable) return;
              onReorder(dropOnto(userIds, from, g.id));
            }}
            onDragEnd={() => {
              dragged.current = null;
              setOver(null);
            }}
          >
            {name}
            <small>{g.count}</small>
          </GroupTab>
        );
      })}
      <AddGroupTab type="button" onClick={onCreate} data-testid="create-group">
        ＋{compact ? '分组' : '新建分组'}
      </AddGroupTab>
    </TabsBar>
  );
}
