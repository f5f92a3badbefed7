/**
 * One stock's research (/researchReport?code=): the six-month consensus (rating counts, EPS and
 * net profit min/mean/max, 目标价) and its reports.
 */
import { type InstitutionPointAnswer, RATINGS } from '../../../../contracts/endpoints/research';
import { formatLargeNumber } from '../../../../contracts/format';
import type { SecurityId } from '../../../../contracts/market';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { DataTable } from '../../../components/data-page/data-table';
import { formatGrowth } from '../../../../contracts/format';
import { FundamentalsPage } from '../../../components/fundamentals/fundamentals-page';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { fetchDepth, fetchPoint, type SortKey } from '../research-report.streams';
import { csvOf, num } from './report-columns';
import { Counts } from './report-styles';
import { ReportTable } from './report-table';

/** See the module comment. */
export function StockResearch({ id, open, sort }: { id: SecurityId; open: string | null; sort: { key: SortKey; order: 'asc' | 'desc' } }) {
  const point = useKeyedLoad(id as string, (x) => x, fetchPoint);
  const depth = useKeyedLoad(id as string, (x) => x, fetchDepth);
  const p: InstitutionPointAnswer | null = point.for === id ? point.data : null;
  const d = depth.for === id ? depth.data : null;
  return (
    <FundamentalsPage title="机构研报" path="/researchReport" id={id} name={p?.name ?? d?.name} testId="research-report-page">
      <Card data-testid="consensus">
        <CardHeader>
          <h2>一致预期（近六个月）</h2>
          {p && (
            <span>
              {p.from} 至 {p.to} · 研报 {p.reports} 篇 · 机构 {p.orgCount} 家
            </span>
          )}
          <span className="spacer" />
          <AppLink href="/researchReport">全市场研报</AppLink>
        </CardHeader>
        <LoadStatus value={p ? point : { ...point, data: null, status: point.status === 'error' ? 'error' : 'loading' }} />
        {p && (
          <>
            <Counts>
              {RATINGS.map((r) => (
                <span key={r} data-testid={`count-${r}`}>
                  {r}
                  <b>{p.counts[r]}</b>
                </span>
              ))}
              <span>
                最新价<b>{num(p.price)}</b>
              </span>
              <span>
                实际TTM EPS<b>{num(p.ttmEps, 4)}</b>
              </span>
              {p.target && (
                <span data-testid="target">
                  目标价均值<b>{p.target.mean.toFixed(2)}</b>（{p.target.min.toFixed(2)}–{p.target.max.toFixed(2)}，上涨空间 {formatGrowth(p.target.upside)}）
                </span>
              )}
            </Counts>
            {p.years.length > 0 ? (
              <DataTable
                label="盈利预测"
                testId="consensus-table"
                rows={p.years}
                rowKey={(y) => String(y.year)}
                columns={[
                  { key: 'year', label: '预测年度', text: true, cell: (y) => `${y.year}E` },
                  { key: 'org', label: '预测机构数', cell: (y) => y.orgCount },
                  { key: 'min', label: 'EPS最小值', cell: (y) => y.epsMin.toFixed(3) },
                  { key: 'mean', label: 'EPS均值', cell: (y) => y.epsMean.toFixed(3) },
                  { key: 'max', label: 'EPS最大值', cell: (y) => y.epsMax.toFixed(3) },
                  { key: 'pmin', label: '净利润最小值', cell: (y) => formatLargeNumber(y.profitMin) },
                  { key: 'pmean', label: '净利润均值', cell: (y) => formatLargeNumber(y.profitMean) },
                  { key: 'pmax', label: '净利润最大值', cell: (y) => formatLargeNumber(y.profitMax) },
                  { key: 'pe', label: '预测市盈率', cell: (y) => num(y.pe) },
                ]}
              />
            ) : (
              <p style={{ padding: '12px', margin: 0 }}>近六个月暂无机构盈利预测</p>
            )}
          </>
        )}
      </Card>
      <Card>
        <CardHeader>
          <h2>个股研报</h2>
          {d && (
            <span data-testid="depth-total">
              共 {d.total} 篇 · 近一月 {d.monthCount} 篇
            </span>
          )}
          <span className="spacer" />
          {d && d.list.length > 0 && (
            <Button $small $variant="ghost" type="button" onClick={() => csvOf(d.list, `${d.name}-机构研报`)}>
              导出CSV
            </Button>
          )}
        </CardHeader>
        <LoadStatus
          value={d ? depth : { ...depth, data: null, status: depth.status === 'error' ? 'error' : 'loading' }}
          empty={(x) => x.list.length === 0}
          emptyText="暂无机构覆盖该股"
        />
        {d && d.list.length > 0 && <ReportTable rows={d.list} open={open} withStock={false} sort={sort} />}
      </Card>
    </FundamentalsPage>
  );
}
