/**
 * The home rankings: tabs 涨幅, 跌幅, 换手, 成交额, 涨速 over a live table of the top rows, with 更多
 * opening the full list on /rankList?name=.
 */
import type { RankItem } from '../../../../contracts/endpoints/market-data';
import { AppLink } from '../../../ui/app-link';
import type { RankColumnKey } from '../../../components/market-table/rank-columns';
import { RankTable } from '../../../components/market-table/rank-table';
import { rankListUrl } from '../../../components/market-table/rank-lists';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import type { Loadable } from '../../../core/loadable';
import { HOME_RANK_TABS } from '../home.streams';

/** Columns per tab: the tab's own measure after price and percent. */
const TAB_COLUMNS: ReadonlyArray<readonly RankColumnKey[]> = [
  ['name', 'price', 'pct', 'amount'],
  ['name', 'price', 'pct', 'amount'],
  ['name', 'price', 'pct', 'turnover'],
  ['name', 'price', 'pct', 'amount'],
  ['name', 'price', 'pct', 'speed'],
];

/** Props of {@link RankTabs}. */
export interface RankTabsProps {
  tab: number;
  rank: Loadable<RankItem[]>;
  onTab(tab: number): void;
}

/** See the module comment. */
export function RankTabs({ tab, rank, onTab }: RankTabsProps) {
  const current = HOME_RANK_TABS[tab]!;
  return (
    <Card aria-label="排行榜" data-testid="home-rankings">
      <CardHeader>
        <h2>排行榜</h2>
        <TabStrip label="榜单" tabs={HOME_RANK_TABS.map((t, i) => ({ key: i, label: t.label }))} selected={tab} onSelect={onTab} />
        <span className="spacer" />
        <AppLink href={rankListUrl(current.list.name)}>更多 ›</AppLink>
      </CardHeader>
      <LoadStatus value={rank} empty={(d) => d.length === 0} emptyText="暂无数据" />
      {rank.data && rank.data.length > 0 && <RankTable rows={rank.data} columns={TAB_COLUMNS[tab]!} rankFrom={1} compact label={current.list.title} />}
    </Card>
  );
}
