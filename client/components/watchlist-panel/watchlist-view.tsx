/**
 * The watchlist view shared by the /favorite page (`full`) and the home page's panel (compact):
 * group tabs, toolbar (count, batch delete and move, group rename / set top / delete; on the page
 * also 导出 and 列设置), the group's holding total, the live table with the chosen columns and
 * each row's 持仓, and honest empty, loading, error and signed-out states.
 */
import { type ReactNode, useState } from 'react';
import { TABLE_COLUMNS } from '../../../contracts/table-columns';
import { useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import { UNSUPPORTED_TYPE_MESSAGE } from '../../../contracts/constants';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import { opensDetail } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { warn } from '../../core/notifications';
import { openInNewWindow } from '../../core/navigation';
import { chooseTableColumns } from '../../state/table-columns';
import {
  batchDelete,
  createGroup,
  deleteGroup,
  moveItems,
  reloadWatchlist,
  removeFromWatchlist,
  renameGroup,
  reorderGroups,
  reorderItems,
  selectGroup,
  setGroupTop,
  setItemTop,
  setRemark,
  watchlist$,
} from '../../state/watchlist';
import { defaultGroup } from '../../state/watchlist-selection';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { GroupDialogs } from './group-dialogs';
import { GroupTabs } from './group-tabs';
import { ColumnChooser } from '../data-page/column-chooser';
import { downloadText } from '../data-page/csv';
import { HoldingDialog } from './holding-dialog';
import { HoldingTotals } from './holding-totals';
import { WATCH_COLUMNS } from './watchlist-columns';
import { useWatchRows } from './use-watch-rows';
import { watchlistCsv } from './watchlist-csv';
import { WatchlistTable } from './watchlist-table';
import { createWatchlistView } from './watchlist-view.streams';
import { Muted, Select, TableWrap, ToolGroup, Toolbar, ViewRoot } from './watchlist-styles';
import { SignedOut, focusSearch } from './signed-out';

function openItem(item: WatchlistItem): void {
  if (item.kind && !opensDetail(item.kind)) {
    warn(UNSUPPORTED_TYPE_MESSAGE);
    return;
  }
  openInNewWindow(stockUrl(item.code));
}

/** Props of {@link WatchlistView}. */
export interface WatchlistViewProps {
  /** The page layout (all columns, selection, remarks, row actions) or the compact panel. */
  full: boolean;
}

/** See the module comment. */
export function WatchlistView({ full }: WatchlistViewProps) {
  const wl = useObservableEagerState(watchlist$);
  const [view] = useState(() =>
    createWatchlistView({
      groupId$: watchlist$.pipe(map((s) => s.selection?.id ?? null)),
      codes$: watchlist$.pipe(map((s) => (s.items ?? []).map((i) => i.code))),
    }),
  );
  const ui = useObservableEagerState(view.state$);
  const items = wl.items ?? [];
  const { chosen, columns, rows, held, latestQuotes } = useWatchRows(items, full, ui.sort);

  if (wl.status === 'anonymous') return <SignedOut compact={!full} />;

  const groupId = wl.selection?.id ?? null;
  const allGroup = defaultGroup(wl.groups);
  const inAll = allGroup !== null && groupId === allGroup.id;
  const current = wl.groups.find((g) => g.id === groupId) ?? null;
  const moveTargets = wl.groups.filter((g) => g.isDefault !== 1 && g.id !== groupId);
  const removeOne = (code: string) => (inAll || groupId === null ? removeFromWatchlist(code) : batchDelete(groupId, [code]));
  const exportCsv = () => {
    const now = rows.map((r) => ({ ...r, quote: latestQuotes.current.get(r.item.code) ?? r.quote }));
    downloadText(`自选股-${current?.name ?? '全部'}-${new Date().toISOString().slice(0, 10)}.csv`, watchlistCsv(now, columns));
  };
  const holdingCode = ui.dialog?.kind === 'holding' ? ui.dialog.code : null;
  const dialogItem = holdingCode === null ? undefined : items.find((i) => i.code === holdingCode);

  let body: ReactNode;
  if (wl.status === 'loading' || (wl.items === null && wl.status !== 'error')) {
    body = <Loading text="加载中" />;
  } else if (wl.status === 'error' && wl.groups.length === 0) {
    body = (
      <EmptyState text={wl.lastError ?? '自选股加载失败'}>
        <Button type="button" onClick={reloadWatchlist}>
          重试
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = inAll ? (
      <EmptyState text="还没有自选股。在顶部搜索框输入代码、名称或拼音，点击「加自选」即可添加。">
        <Button type="button" $variant="primary" onClick={focusSearch}>
          去搜索添加
        </Button>
      </EmptyState>
    ) : (
      <EmptyState text="该分组还没有股票。在「全部」中勾选股票，点击「移动到」加入本分组。" />
    );
  } else {
    body = (
      <WatchlistTable
        rows={rows}
        columns={columns}
        full={full}
        sort={ui.sort}
        checked={ui.checked}
        editingRemark={ui.editingRemark}
        onSort={view.toggleSort}
        onToggle={view.toggleChecked}
        onCheckAll={view.setChecked}
        onOpen={openItem}
        onEditRemark={view.editRemark}
        onSaveRemark={(id, remark) => {
          view.editRemark(null);
          setRemark(id, remark);
        }}
        onSetTop={(code) => groupId !== null && setItemTop(groupId, code)}
        onRemove={removeOne}
        onEditHolding={(item) => view.openDialog({ kind: 'holding', code: item.code })}
        onReorder={(codes) => groupId !== null && reorderItems(groupId, codes)}
      />
    );
  }

  return (
    <ViewRoot data-testid={full ? 'watchlist-page-view' : 'watchlist-panel-view'}>
      <GroupTabs
        groups={wl.groups}
        selectedId={groupId}
        compact={!full}
        onSelect={selectGroup}
        onReorder={reorderGroups}
        onCreate={() => view.openDialog({ kind: 'createGroup' })}
      />
      <Toolbar $compact={!full}>
        <ToolGroup>
          <Muted>共 {items.length} 只</Muted>
          {full && ui.checked.length > 0 && groupId !== null && (
            <>
              <span>已选 {ui.checked.length} 只</span>
              <Select
                aria-label="移动到分组"
                value=""
                disabled={moveTargets.length === 0}
                onChange={(e) => {
                  const to = Number(e.target.value);
                  if (!to) return;
                  moveItems([...ui.checked], groupId, to);
                  view.setChecked([]);
                }}
              >
                <option value="">{moveTargets.length === 0 ? '无可移动的分组' : inAll ? '复制到…' : '移动到…'}</option>
                {moveTargets.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </Select>
              <Button type="button" $small onClick={() => view.openDialog({ kind: 'batchDelete', codes: [...ui.checked] })}>
                删除
              </Button>
              <Button type="button" $small $variant="text" onClick={() => view.setChecked([])}>
                取消选择
              </Button>
            </>
          )}
        </ToolGroup>
        {current && current.isDefault !== 1 && (
          <ToolGroup>
            <Button type="button" $small $variant="text" onClick={() => view.openDialog({ kind: 'renameGroup', groupId: current.id, name: current.name })}>
              重命名
            </Button>
            {full && (
              <Button type="button" $small $variant="text" onClick={() => setGroupTop(current.id)}>
                置顶分组
              </Button>
            )}
            <Button type="button" $small $variant="text" onClick={() => view.openDialog({ kind: 'deleteGroup', groupId: current.id, name: current.name })}>
              删除分组
            </Button>
          </ToolGroup>
        )}
        {full && (
          <ToolGroup>
            <Button type="button" $small $variant="text" disabled={rows.length === 0} onClick={exportCsv} data-testid="watchlist-export">
              导出
            </Button>
            <Button type="button" $small onClick={() => view.openDialog({ kind: 'columns' })} data-testid="watchlist-columns">
              列设置
            </Button>
          </ToolGroup>
        )}
      </Toolbar>
      {full && <HoldingTotals rows={rows} />}
      <TableWrap>{body}</TableWrap>
      {dialogItem && (
        <HoldingDialog item={dialogItem} holding={held[dialogItem.code]} quoteTs={latestQuotes.current.get(dialogItem.code)?.ts} onClose={view.closeDialog} />
      )}
      {ui.dialog?.kind === 'columns' && (
        <ColumnChooser
          title="自选股列设置"
          offered={WATCH_COLUMNS}
          shown={chosen}
          defaults={TABLE_COLUMNS.watchlist.defaults}
          onClose={view.closeDialog}
          onSave={(keys) => {
            chooseTableColumns('watchlist', keys);
            view.closeDialog();
          }}
        />
      )}
      <GroupDialogs
        dialog={ui.dialog}
        groups={wl.groups}
        actions={{
          createGroup,
          renameGroup,
          deleteGroup,
          batchDelete: (codes) => groupId !== null && batchDelete(groupId, codes),
          close: view.closeDialog,
        }}
      />
    </ViewRoot>
  );
}
