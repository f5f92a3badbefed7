/**
 * 重要股东持股 (/shareholders?code=600519.SH&period=2025-09-30): 十大股东 and 十大流通股东 of a report
 * period with 占比, 增减, 变动比率 and the change tags (新进/增持/减持/不变), a report-period switch,
 * 总股本 / 流通股本 of the period and the report's 公告日, and the period's 基金持股 (fund list with
 * 占净值比例, CSV). Choices live in the address.
 */
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import { disclosureEndpoints as D, type HolderAnswer, type HolderRow } from '../../../contracts/endpoints/disclosures';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { formatLargeNumber, reportPeriodName } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { formatGrowth, formatRatio } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem } from '../../components/data-page/query-state';
import { request } from '../../services/http';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader } from '../../ui/panel-styles';
import { FundHoldersCard } from './components/fund-holders-card';

/** Checks the answer's skeleton so a malformed answer shows an error state instead of breaking a render. */
function checkHolders(datas: unknown): HolderAnswer {
  const o = object(datas, 'datas');
  str(o.period, 'datas.period');
  for (const k of ['periods', 'top10', 'top10Float']) array(o[k], `datas.${k}`, (v) => v);
  return o as unknown as HolderAnswer;
}

const fetchHolders = (q: { code: string; period: string | null }) =>
  request(D.getHolderDetails, { query: q.period ? { code: q.code, period: q.period } : { code: q.code } }).pipe(map(checkHolders));

const signed = (v: number | null) => (v === null ? '--' : v > 0 ? `+${formatLargeNumber(v)}` : formatLargeNumber(v));

function columns(ratioLabel: string): DataColumn<HolderRow>[] {
  return [
    { key: 'rank', label: '名次', text: true, cell: (r) => r.rank },
    { key: 'name', label: '股东名称', text: true, cell: (r) => r.name },
    { key: 'nature', label: '股东性质', text: true, cell: (r) => r.nature },
    { key: 'shareType', label: '股份类型', text: true, cell: (r) => r.shareType },
    { key: 'shares', label: '持股数(股)', cell: (r) => formatLargeNumber(r.shares) },
    { key: 'ratio', label: ratioLabel, cell: (r) => formatRatio(r.ratio) },
    { key: 'change', label: '增减(股)', cell: (r) => (r.tag === '新进' ? '新进' : signed(r.change)), trend: (r) => r.change },
    { key: 'changeRatio', label: '变动比率', cell: (r) => formatGrowth(r.changeRatio), trend: (r) => r.changeRatio },
    { key: 'tag', label: '变动', text: true, cell: (r) => <span data-tag={r.tag}>{r.tag}</span> },
  ];
}
const TOP10 = columns('占总股本比例');
const TOP10_FLOAT = columns('占流通股本比例');

function HoldersView({ id, period }: { id: SecurityId; period: string | null }) {
  const load = useKeyedLoad({ code: id, period }, (q) => `${q.code}|${q.period ?? ''}`, fetchHolders);
  const a = load.data;
  const label = (p: string) => reportPeriodName(p) ?? p;
  return (
    <FundamentalsPage title="重要股东持股" path="/shareholders" id={id} name={a?.name} testId="shareholders-page">
      <Card>
        <CardHeader>
          <label>
            报告期{' '}
            <select
              data-testid="holder-period"
              aria-label="报告期"
              value={a?.period ?? ''}
              disabled={!a}
              onChange={(e) => replaceQuery({ period: e.target.value })}
            >
              {(a?.periods ?? []).map((p) => (
                <option key={p} value={p}>
                  {label(p)}
                </option>
              ))}
            </select>
          </label>
          {a && (
            <span data-testid="holder-summary">
              公告日 {a.noticeDate} · 总股本 {formatLargeNumber(a.totalShares)}股 · 流通股本 {formatLargeNumber(a.floatShares)}股
            </span>
          )}
        </CardHeader>
        <LoadStatus value={load} empty={(x) => x.top10.length === 0} emptyText="该报告期暂无股东数据" />
      </Card>
      {a && a.top10.length > 0 && (
        <>
          <Card>
            <CardHeader>
              <h2>十大股东 · 合计占总股本 {formatRatio(a.top10Ratio)}</h2>
            </CardHeader>
            <DataTable label="十大股东" testId="holders-top10" columns={TOP10} rows={a.top10} rowKey={(r) => r.name} />
          </Card>
          <Card>
            <CardHeader>
              <h2>十大流通股东 · 合计占流通股本 {formatRatio(a.top10FloatRatio)}</h2>
            </CardHeader>
            <DataTable label="十大流通股东" testId="holders-top10-float" columns={TOP10_FLOAT} rows={a.top10Float} rowKey={(r) => r.name} />
          </Card>
        </>
      )}
      {(a || load.status === 'error') && <FundHoldersCard id={id} period={a?.period ?? period} name={a?.name} />}
    </FundamentalsPage>
  );
}

/** The /shareholders page. */
export default function ShareholdersPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/shareholders" title="重要股东持股" problem={codeProblem(search)} />;
  const period = new URLSearchParams(search).get('period');
  return <HoldersView key={id} id={id} period={period && /^\d{4}-\d{2}-\d{2}$/.test(period) ? period : null} />;
}
