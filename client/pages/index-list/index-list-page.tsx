/**
 * The index board (/indexList): main indexes, 申万 industry indexes, concept indexes and HK
 * indexes, each with a live sparkline, sortable; a row opens the index detail in a new window.
 */
import { useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { interval } from 'rxjs';
import { fetchDataset } from '../../services/market-data';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { HomeLink } from '../../ui/home-link';
import { IndexTable } from './components/index-table';
import { INDEX_GROUP_TABS, createIndexListPage, sortBoard } from './index-list.streams';

/** Board refresh period (sparklines and rows). */
export const INDEX_LIST_REFRESH_MS = 15_000;

/** The /indexList page. */
export default function IndexListPage() {
  const [page] = useState(() => createIndexListPage({ fetchBoard: (group) => fetchDataset('indexBoard', { group }), refresh$: interval(INDEX_LIST_REFRESH_MS) }));
  const state = useObservableEagerState(page.state$);
  const tab = INDEX_GROUP_TABS.find((t) => t.group === state.group)!;
  const rows = state.board.data ? sortBoard(state.board.data, state.sort) : [];
  return (
    <MarketPage data-testid="index-list-page">
      <Card>
        <CardHeader>
          <h2>指数看板</h2>
          <TabStrip label="指数分组" tabs={INDEX_GROUP_TABS.map((t) => ({ key: t.group, label: t.label }))} selected={state.group} onSelect={(group) => page.selectGroup(group)} />
          <HomeLink />
        </CardHeader>
        <LoadStatus value={state.board} empty={(d) => d.length === 0} emptyText="暂无指数" />
        {rows.length > 0 && <IndexTable rows={rows} sort={state.sort} onSort={page.sortBy} label={tab.label} />}
      </Card>
    </MarketPage>
  );
}
