/**
 * The index board (/indexList): main indexes, 申万 industry indexes, concept indexes and HK
 * indexes, each with a live sparkline, sortable; a row opens the index detail in a new window.
 */
import { useMemo, useState } from 'react';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { interval, of, switchMap, throttleTime } from 'rxjs';
import { quotes$ } from '../../state/quotes';
import { fetchDataset } from '../../services/market-data';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { HomeLink } from '../../ui/home-link';
import { IndexTable } from './components/index-table';
import { INDEX_GROUP_TABS, createIndexListPage, sortBoard, withLiveValues, type LiveIndexFields } from './index-list.streams';

/** Board refresh period (sparklines and rows). */
export const INDEX_LIST_REFRESH_MS = 15_000;

/** How often a sorted board re-orders itself by live values (cells update every frame). */
export const LIVE_RESORT_MS = 1_000;

const NO_LIVE: ReadonlyMap<string, LiveIndexFields> = new Map();

/** Live values of the shown ids while a sort is active (the unsorted board needs no re-render). */
function useLiveForSort(ids: string, sorting: boolean): ReadonlyMap<string, LiveIndexFields> {
  const live$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([key, on]) =>
          on && key ? quotes$(key.split(',')).pipe(throttleTime(LIVE_RESORT_MS, undefined, { leading: true, trailing: true })) : of(NO_LIVE),
        ),
      ),
    [ids, sorting] as const,
  );
  return useObservableState(live$, NO_LIVE);
}

/** The /indexList page. */
export default function IndexListPage() {
  const [page] = useState(() =>
    createIndexListPage({ fetchBoard: (group) => fetchDataset('indexBoard', { group }), refresh$: interval(INDEX_LIST_REFRESH_MS) }),
  );
  const state = useObservableEagerState(page.state$);
  const tab = INDEX_GROUP_TABS.find((t) => t.group === state.group)!;
  const ids = useMemo(() => (state.board.data ?? []).map((r) => r.id).join(','), [state.board.data]);
  const live = useLiveForSort(ids, state.sort !== null);
  const rows = state.board.data ? sortBoard(withLiveValues(state.board.data, live), state.sort) : [];
  return (
    <MarketPage data-testid="index-list-page">
      <Card>
        <CardHeader>
          <h2>指数看板</h2>
          <TabStrip
            label="指数分组"
            tabs={INDEX_GROUP_TABS.map((t) => ({ key: t.group, label: t.label }))}
            selected={state.group}
            onSelect={(group) => page.selectGroup(group)}
          />
          <HomeLink />
        </CardHeader>
        <LoadStatus value={state.board} empty={(d) => d.length === 0} emptyText="暂无指数" />
        {rows.length > 0 && <IndexTable rows={rows} sort={state.sort} onSort={page.sortBy} label={tab.label} />}
      </Card>
    </MarketPage>
  );
}
