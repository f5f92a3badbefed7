/**
 * 明星分析师: analysts ranked by the 3/6/12-month returns of their 买入/增持 calls.
 */
import type { StarAuthor, StarAuthorAnswer } from '../../../../contracts/endpoints/research';
import { stockUrl } from '../../../../contracts/routes';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { DataTable, type DataColumn } from '../../../components/data-page/data-table';
import { formatGrowth } from '../../../../contracts/format';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { AppLink } from '../../../ui/app-link';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { fetchStars, type StarSort } from '../research-report.streams';

/** See the module comment. */
export function StarAnalysts({ sort }: { sort: StarSort }) {
  const load = useKeyedLoad(sort, (x) => x, fetchStars);
  const a: StarAuthorAnswer | null = load.for === sort ? load.data : null;
  const cols: DataColumn<StarAuthor>[] = [
    { key: 'rank', label: '排名', text: true, cell: (s) => s.rank },
    { key: 'name', label: '分析师', text: true, cell: (s) => s.name },
    { key: 'org', label: '单位', text: true, cell: (s) => s.org },
    { key: 'industry', label: '主要行业', text: true, cell: (s) => s.industry },
    { key: 'index', label: '年度指数', cell: (s) => s.index.toFixed(2) },
    { key: 'r3', label: '3个月收益率', cell: (s) => formatGrowth(s.r3), trend: (s) => s.r3 },
    { key: 'r6', label: '6个月收益率', cell: (s) => formatGrowth(s.r6), trend: (s) => s.r6 },
    { key: 'r12', label: '12个月收益率', cell: (s) => formatGrowth(s.r12), trend: (s) => s.r12 },
    { key: 'stocks', label: '成分股个数', cell: (s) => s.stocks },
    { key: 'reports', label: '推荐次数', cell: (s) => s.reports },
    {
      key: 'best',
      label: '最佳个股',
      text: true,
      cell: (s) => (s.best ? <AppLink href={stockUrl(s.best.code)}>{`${s.best.name} ${formatGrowth(s.best.ret)}`}</AppLink> : '--'),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <h2>明星分析师</h2>
        {a && <span>收益率计至 {a.asOf} 收盘，按买入/增持评级日收盘价计</span>}
      </CardHeader>
      <LoadStatus
        value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
        empty={(x: StarAuthorAnswer) => x.list.length === 0}
        emptyText="暂无分析师排名"
      />
      {a && a.list.length > 0 && (
        <DataTable
          label="明星分析师"
          testId="star-table"
          columns={cols}
          rows={a.list}
          rowKey={(s) => `${s.org}-${s.name}`}
          sort={{ key: sort, order: 'desc' }}
          onSort={(k) => {
            if (k === 'r3' || k === 'r6' || k === 'r12') replaceQuery({ sort: k === 'r12' ? null : k });
          }}
        />
      )}
    </Card>
  );
}
