/**
 * 机构持仓 (/institutionalPositions, the toolbox's entry): tabs by institution type (基金 / QFII /
 * 社保 / 券商 / 保险 / 信托), a report-period picker and 持股变化 chips (增仓 / 减仓 / 新进 / 不变 with
 * counts) over every A-share the type holds — 持有家数, 持股总数, 持股市值, 占流通股比例, 持股变动数值
 * and 持股变动比例, sorted and paged on the server, with a CSV of the whole filtered list. A stock's
 * name opens its drill-down below: holdings by type over the last quarters and the holders of the
 * chosen type. Every choice (type, period, change, sort, order, page, code) lives in the address.
 */
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import {
  disclosureEndpoints as D,
  INST_CHANGES,
  INST_SORTS,
  INST_TYPES,
  type InstChange,
  type InstHoldAnswer,
  type InstHolderRow,
  type InstPeriodRow,
  type InstPositionAnswer,
  type InstPositionQuery,
  type InstPositionRow,
  type InstSort,
  type InstType,
} from '../../../contracts/endpoints/disclosures';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { formatLargeNumber, reportPeriodName } from '../../../contracts/format';
import { stockUrl } from '../../../contracts/routes';
import type { SecurityId } from '../../../contracts/market';
import { Pager } from '../../components/data-page/pager';
import { pageCount, pageFromParam, pageParam } from '../../components/data-page/paging';
import { downloadText, toCsv } from '../../components/data-page/csv';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { formatAmount, formatGrowth, formatRatio } from '../../../contracts/format';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../components/data-page/query-nav';
import { pickParam } from '../../components/data-page/query-state';
import { securityIdFromInput } from '../../../contracts/security-code';
import { request } from '../../services/http';
import { AppLink } from '../../ui/app-link';
import { Button, LinkButton } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Chip, MarketPage, PageStack, Select } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { toggleSort } from '../../components/data-page/sort-rows';
import { FilterBar } from '../../components/data-page/filter-bar';
import { DataPageHeader } from '../../components/data-page/page-header';

const PAGE_SIZE = 50;

function checkList(datas: unknown): InstPositionAnswer {
  const o = object(datas, 'datas');
  str(o.period, 'datas.period');
  array(o.rows, 'datas.rows', (v) => v);
  array(o.periods, 'datas.periods', (v) => v);
  return o as unknown as InstPositionAnswer;
}

function checkHold(datas: unknown): InstHoldAnswer {
  const o = object(datas, 'datas');
  array(o.rows, 'datas.rows', (v) => v);
  object(o.holders, 'datas.holders');
  return o as unknown as InstHoldAnswer;
}

const fetchList = (q: InstPositionQuery) => request(D.instPositionList, { query: q }).pipe(map(checkList));
const fetchHold = (q: { code: string; type: InstType; period: string | null }) =>
  request(D.instholdpct, { query: q.period ? { code: q.code, type: q.type, period: q.period } : { code: q.code, type: q.type } }).pipe(map(checkHold));

const shares = (v: number) => (Math.abs(v) < 1e4 ? v.toLocaleString('zh-CN') : formatLargeNumber(v));
const signed = (v: number) => (v > 0 ? `+${shares(v)}` : shares(v));
const periodLabel = (p: string) => reportPeriodName(p) ?? p;

/** The list's query from the address's choices (defaults left out, so the request key stays short). */
function listQuery(s: Choices, page: number, pageSize: number): InstPositionQuery {
  const q: InstPositionQuery = { type: s.type, sort: s.sort, order: s.order, page, pageSize };
  if (s.period) q.period = s.period;
  if (s.change) q.change = s.change;
  return q;
}

interface Choices {
  type: InstType;
  period: string | null;
  change: InstChange | null;
  sort: InstSort;
  order: 'asc' | 'desc';
  page: number;
  code: SecurityId | null;
}

function listColumns(type: InstType, open: (r: InstPositionRow) => void): DataColumn<InstPositionRow>[] {
  return [
    { key: 'code', label: '代码', text: true, cell: (r) => <AppLink href={stockUrl(r.code)}>{r.code}</AppLink> },
    {
      key: 'name',
      label: '名称',
      text: true,
      cell: (r) => (
        <LinkButton type="button" onClick={() => open(r)} title={`查看${r.name}的${type}持仓明细`} data-testid="inst-open">
          {r.name}
        </LinkButton>
      ),
    },
    { key: 'count', label: type === '基金' ? '持有基金家数' : '持有家数', cell: (r) => r.count },
    { key: 'shares', label: '持股总数(股)', cell: (r) => formatLargeNumber(r.shares) },
    { key: 'value', label: '持股市值', cell: (r) => formatAmount(r.value) },
    { key: 'floatRatio', label: '占流通股比例', cell: (r) => formatRatio(r.floatRatio) },
    { key: 'change', label: '持股变化', text: true, cell: (r) => <span data-change={r.change}>{r.change}</span> },
    { key: 'changeShares', label: '持股变动数值(股)', cell: (r) => signed(r.changeShares), trend: (r) => r.changeShares },
    { key: 'changeRatio', label: '持股变动比例', cell: (r) => formatGrowth(r.changeRatio), trend: (r) => r.changeRatio },
  ];
}

const TYPE_COLUMNS: DataColumn<InstPeriodRow>[] = [
  { key: 'period', label: '报告期', text: true, cell: (r) => periodLabel(r.period) },
  ...INST_TYPES.map(
    (t): DataColumn<InstPeriodRow> => ({
      key: t,
      label: `${t}(家/占流通)`,
      cell: (r) => {
        const x = r.types.find((y) => y.type === t)!;
        return x.count === 0 ? '--' : `${x.count} / ${formatRatio(x.floatRatio)}`;
      },
    }),
  ),
  { key: 'total', label: '合计持股(股)', cell: (r) => formatLargeNumber(r.total.shares) },
  { key: 'totalRatio', label: '合计占流通股', cell: (r) => formatRatio(r.total.floatRatio) },
];

const HOLDER_COLUMNS: DataColumn<InstHolderRow>[] = [
  { key: 'name', label: '机构名称', text: true, cell: (r) => (r.fundCode ? `${r.name}（${r.fundCode}）` : r.name) },
  { key: 'shares', label: '持股数(股)', cell: (r) => formatLargeNumber(r.shares) },
  { key: 'value', label: '持股市值', cell: (r) => formatAmount(r.value) },
  { key: 'totalRatio', label: '占总股本比例', cell: (r) => formatRatio(r.totalRatio) },
  { key: 'floatRatio', label: '占流通股本比例', cell: (r) => formatRatio(r.floatRatio) },
  { key: 'change', label: '增减(股)', cell: (r) => (r.change === null ? '新进' : signed(r.change)), trend: (r) => r.change },
  { key: 'tag', label: '变动', text: true, cell: (r) => r.tag },
];

function Drill({ code, type, period }: { code: SecurityId; type: InstType; period: string | null }) {
  const load = useKeyedLoad({ code, type, period }, (q) => `${q.code}|${q.type}|${q.period ?? ''}`, fetchHold);
  const a = load.data;
  return (
    <Card data-testid="inst-drill">
      <CardHeader>
        <h2>{a ? `${a.name}（${a.code}）` : code} · 机构持仓明细</h2>
        <span className="spacer" />
        <AppLink href={`/shareholders?code=${encodeURIComponent(code)}`}>重要股东持股 ›</AppLink>
        <AppLink href={stockUrl(code)}>个股详情 ›</AppLink>
        <Button type="button" $small onClick={() => replaceQuery({ code: null })} aria-label="关闭明细">
          关闭
        </Button>
      </CardHeader>
      <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText="暂无机构持仓数据" />
      {a && a.rows.length > 0 && (
        <>
          <DataTable label="各类机构持仓" testId="inst-drill-types" columns={TYPE_COLUMNS} rows={a.rows} rowKey={(r) => r.period} />
          <FilterBar>
            <strong>
              {periodLabel(a.holders.period)} · {a.holders.type}持股明细（{a.holders.rows.length}家）
            </strong>
          </FilterBar>
          {a.holders.rows.length === 0 ? (
            <FilterBar className="muted">该报告期无{a.holders.type}持有</FilterBar>
          ) : (
            <DataTable label={`${a.holders.type}持股明细`} testId="inst-drill-holders" columns={HOLDER_COLUMNS} rows={a.holders.rows} rowKey={(r) => r.name} />
          )}
        </>
      )}
    </Card>
  );
}

function PositionsView(c: Choices) {
  const load = useKeyedLoad(listQuery(c, c.page, PAGE_SIZE), (q) => JSON.stringify(q), fetchList);
  const a = load.data;
  const pages = a ? pageCount(a.total, PAGE_SIZE) : 1;
  const exportCsv = () => {
    fetchList(listQuery(c, 1, 5000)).subscribe({
      next: (all) => {
        const header = ['代码', '名称', '持有家数', '持股总数(股)', '持股市值(元)', '占流通股比例(%)', '持股变化', '持股变动数值(股)', '持股变动比例(%)'];
        const rows = all.rows.map((r) => [r.code, r.name, r.count, r.shares, r.value, r.floatRatio, r.change, r.changeShares, r.changeRatio]);
        downloadText(`机构持仓_${all.type}_${all.period}${c.change ? `_${c.change}` : ''}.csv`, toCsv(header, rows));
      },
    });
  };
  return (
    <MarketPage data-testid="inst-positions-page">
      <PageStack>
        <Card>
          <DataPageHeader
            title="机构持仓"
            end={
              <TabStrip
                label="机构类型"
                tabs={INST_TYPES.map((t) => ({ key: t, label: t }))}
                selected={c.type}
                onSelect={(t) => replaceQuery({ type: t === '基金' ? null : t, page: null, change: null })}
              />
            }
          />
          <FilterBar>
            <label htmlFor="inst-period">报告期</label>
            <Select
              id="inst-period"
              data-testid="inst-period"
              aria-label="报告期"
              value={a?.period ?? c.period ?? ''}
              disabled={!a}
              onChange={(e) => replaceQuery({ period: e.target.value, page: null })}
            >
              {(a?.periods ?? []).map((p) => (
                <option key={p} value={p}>
                  {periodLabel(p)}
                </option>
              ))}
            </Select>

            <Chip type="button" $active={c.change === null} aria-pressed={c.change === null} onClick={() => replaceQuery({ change: null, page: null })}>
              全部{a ? ` ${Object.values(a.counts).reduce((s, x) => s + x, 0)}` : ''}
            </Chip>
            {INST_CHANGES.map((ch) => (
              <Chip
                key={ch}
                type="button"
                $active={c.change === ch}
                aria-pressed={c.change === ch}
                data-testid={`inst-change-${ch}`}
                onClick={() => replaceQuery({ change: ch, page: null })}
              >
                {ch}
                {a ? ` ${a.counts[ch]}` : ''}
              </Chip>
            ))}
            <span className="spacer" style={{ flex: 1 }} />
            <Button type="button" $small disabled={!a || a.total === 0} onClick={exportCsv} data-testid="inst-csv">
              导出CSV
            </Button>
          </FilterBar>
          {a && (a.period.endsWith('03-31') || a.period.endsWith('09-30')) && c.type === '基金' && (
            <FilterBar className="muted">一季报、三季报基金仅披露前十大重仓股，与上期（全部持仓）比较时减仓居多。</FilterBar>
          )}
          <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText={`该报告期暂无${c.type}${c.change ? c.change : '持仓'}的股票`} />
          {a && a.rows.length > 0 && (
            <>
              <DataTable
                label={`${a.type}持仓`}
                testId="inst-table"
                columns={listColumns(a.type, (r) => replaceQuery({ code: r.code }))}
                rows={a.rows}
                rowKey={(r) => r.code}
                sort={{ key: c.sort, order: c.order }}
                onSort={(key) => {
                  if (!(INST_SORTS as readonly string[]).includes(key)) return;
                  const { order } = toggleSort({ key: c.sort, order: c.order }, key);
                  replaceQuery({ sort: key === 'value' ? null : key, order: order === 'desc' ? null : order, page: null });
                }}
              />
              <Pager
                page={a.page}
                pages={pages}
                onPage={(p) => replaceQuery({ page: pageParam(p) })}
                summary={<span>共 {a.total} 只</span>}
                testId="inst-page-no"
              />
            </>
          )}
        </Card>
        {c.code && <Drill key={c.code} code={c.code} type={c.type} period={a?.period ?? c.period} />}
      </PageStack>
    </MarketPage>
  );
}

/** The /institutionalPositions page. */
export default function InstitutionalPositionsPage() {
  const search = useSearch();
  const q = new URLSearchParams(search);
  const period = q.get('period');
  const change = q.get('change');
  const choices: Choices = {
    type: pickParam(search, 'type', INST_TYPES, '基金'),
    period: period && /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(period) ? period : null,
    change: change && (INST_CHANGES as readonly string[]).includes(change) ? (change as InstChange) : null,
    sort: pickParam(search, 'sort', INST_SORTS, 'value'),
    order: pickParam(search, 'order', ['asc', 'desc'] as const, 'desc'),
    page: pageFromParam(q.get('page')),
    code: securityIdFromInput(q.get('code')),
  };
  return <PositionsView {...choices} />;
}
