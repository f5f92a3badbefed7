/**
 * The rankings page (/rankList?name=): the list selected by `name` (recorded in analytics by the
 * shell's page-visit events), narrowed by market and board, sortable by header, 50 rows a page,
 * with live prices in every row and the columns the user chose (列设置: kept server-side when
 * signed in, in this browser otherwise), figures such as PE-TTM read for the rows on show.
 */
import { useEffect, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { BehaviorSubject, interval } from 'rxjs';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { navigateTo } from '../../core/navigation';
import { fetchDataset } from '../../services/market-data';
import { HomeLink } from '../../ui/home-link';
import { rem } from '../../ui/theme';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Chip, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { RANK_COLUMN_IDS, TABLE_COLUMNS } from '../../../contracts/table-columns';
import { chooseTableColumns, tableColumns$ } from '../../state/table-columns';
import { Button } from '../../ui/button';
import { ColumnChooser } from '../../components/data-page/column-chooser';
import { RankTable, isItemColumn, rankColumnLabel, type RankTableKey } from '../../components/market-table/rank-table';
import { useFigures } from '../../components/market-table/use-figures';
import { Pager } from '../../components/data-page/pager';
import { pageCount } from '../../components/data-page/paging';
import { RANK_BOARD_TABS, RANK_LISTS, RANK_MARKET_TABS, RANK_PAGE_SIZE, rankListUrl } from '../../components/market-table/rank-lists';
import { createRankListPage, shownSort } from './rank-list.streams';

/** Re-query period (order and members of the list). */
export const RANK_LIST_REFRESH_MS = 10_000;

/** Every column the page offers, for the chooser. */
const OFFERED = RANK_COLUMN_IDS.map((key) => ({ key, label: rankColumnLabel(key) }));

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)};
  padding: ${rem(10)} ${rem(12)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  .gap {
    width: ${rem(12)};
  }
  .spacer {
    flex: 1;
  }
`;

const Dim = styled.div<{ $loading: boolean }>`
  opacity: ${({ $loading }) => ($loading ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

/** The /rankList page. */
export default function RankListPage() {
  const search = useSearch();
  const [name$] = useState(() => new BehaviorSubject<string | null>(new URLSearchParams(search).get('name')));
  useEffect(() => name$.next(new URLSearchParams(search).get('name')), [search, name$]);
  // `market` in the URL (键盘精灵 61 沪A, 63 深A) picks the market chip.
  const [market$] = useState(() => new BehaviorSubject<string | null>(new URLSearchParams(search).get('market')));
  useEffect(() => market$.next(new URLSearchParams(search).get('market')), [search, market$]);
  const [page] = useState(() =>
    createRankListPage({ fetchRank: (params) => fetchDataset('rank', params), name$, market$, refresh$: interval(RANK_LIST_REFRESH_MS) }),
  );
  const state = useObservableEagerState(page.state$);
  const [chosen$] = useState(() => tableColumns$('rank'));
  const chosen = useObservableEagerState(chosen$);
  const [choosing, setChoosing] = useState(false);
  const { query, result } = state;
  const answer = result.data;
  const columns: readonly RankTableKey[] = ['name', ...chosen];
  const figures = useFigures(answer && chosen.some((k) => !isItemColumn(k)) ? answer.items.map((i) => i.id) : []);
  return (
    <MarketPage data-testid="rank-list-page">
      <Card>
        <CardHeader>
          <h2>排行榜</h2>
          <TabStrip
            label="榜单"
            tabs={RANK_LISTS.map((l) => ({ key: l.name, label: l.title }))}
            selected={query.list.name}
            onSelect={(name) => navigateTo(rankListUrl(name), { replace: true })}
          />
          <HomeLink />
        </CardHeader>
        <Filters>
          {RANK_MARKET_TABS.map((m) => (
            <Chip
              key={m.market}
              type="button"
              $active={query.market === m.market}
              aria-pressed={query.market === m.market}
              onClick={() => page.selectMarket(m.market)}
            >
              {m.label}
            </Chip>
          ))}
          <span className="gap" />
          {RANK_BOARD_TABS.map((b) => (
            <Chip
              key={b.board}
              type="button"
              $active={query.board === b.board}
              disabled={query.market === 'hk' || (query.market === 'bj' && b.board !== 'all' && b.board !== 'bse')}
              onClick={() => page.selectBoard(b.board)}
            >
              {b.label}
            </Chip>
          ))}
          <span className="spacer" />
          <Button type="button" $small onClick={() => setChoosing(true)} data-testid="rank-columns">
            列设置
          </Button>
        </Filters>
        {choosing && (
          <ColumnChooser
            title="排行榜列设置"
            offered={OFFERED}
            shown={chosen}
            defaults={TABLE_COLUMNS.rank.defaults}
            onClose={() => setChoosing(false)}
            onSave={(keys) => {
              chooseTableColumns('rank', keys);
              setChoosing(false);
            }}
          />
        )}
        <LoadStatus value={result} empty={(d) => d.items.length === 0} emptyText="暂无符合条件的股票" />
        {answer && answer.items.length > 0 && (
          <Dim $loading={result.status === 'loading'}>
            <RankTable
              rows={answer.items}
              columns={columns}
              figures={figures}
              sort={shownSort(query)}
              onSort={page.sortBy}
              rankFrom={(answer.page - 1) * answer.pageSize + 1}
              label={query.list.title}
              testId="rank-table"
            />
            <Pager
              numbered
              page={answer.page}
              pages={pageCount(answer.total, answer.pageSize || RANK_PAGE_SIZE)}
              onPage={page.selectPage}
              summary={<span>共 {answer.total} 只</span>}
            />
          </Dim>
        )}
      </Card>
    </MarketPage>
  );
}
