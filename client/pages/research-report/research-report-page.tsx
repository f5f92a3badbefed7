/**
 * 机构研报 (/researchReport): the market's research of the last month with filters by 评级, 行业 and
 * 机构 (all in the address), each row's EPS and PE forecasts for three years and the 目标价; a
 * title opens the abstract. Tab 明星分析师 ranks analysts by the 3/6/12-month returns of their
 * 买入/增持 calls. With `?code=` the page shows one stock: the six-month consensus (rating counts,
 * EPS and net profit min/mean/max, 目标价) and its reports. Tables sort by column; CSV export.
 */
import { useSearch } from 'wouter';
import styled from 'styled-components';
import {
  type InstitutionPointAnswer,
  RATINGS,
  type Rating,
  type ResearchListAnswer,
  type ResearchReport,
  type StarAuthor,
  type StarAuthorAnswer,
} from '../../../contracts/endpoints/research';
import { formatLargeNumber } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { fetchDisclosure } from '../../components/disclosures/disclosure-api';
import { useKeyedLoad } from '../../components/disclosures/use-load';
import { downloadText, toCsv, UTF8_BOM } from '../../components/fundamentals/csv';
import { DataTable, type DataColumn } from '../../components/fundamentals/data-table';
import { formatGrowth } from '../../components/fundamentals/fund-format';
import { FundPage } from '../../components/fundamentals/fund-page';
import { replaceQuery } from '../../components/fundamentals/query-nav';
import { codeParam } from '../../components/fundamentals/query-state';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Chip, MarketPage, Select, Tab, TabBar } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

const SIZE = 30;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  margin-top: ${rem(12)};
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  white-space: normal;
  max-width: ${rem(420)};
`;

const Abstract = styled.div`
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.textSecondary};
  h3 {
    margin: 0 0 ${rem(4)};
    font-size: ${rem(14)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(16)};
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  b {
    font-size: ${rem(18)};
    font-family: ${({ theme }) => theme.numericFont};
    margin-left: ${rem(4)};
  }
`;

const num = (v: number | null | undefined, d = 2) => (v === null || v === undefined ? '--' : v.toFixed(d));

type SortKey = 'date' | 'monthCount' | 'targetPrice' | 'eps0' | 'pe0';
const SORT_KEYS: readonly SortKey[] = ['date', 'monthCount', 'targetPrice', 'eps0', 'pe0'];
const sortValue = (r: ResearchReport, k: SortKey): number | string | null =>
  k === 'date' ? r.date : k === 'monthCount' ? r.monthCount : k === 'targetPrice' ? r.targetPrice : k === 'eps0' ? (r.eps?.[0] ?? null) : (r.pe?.[0] ?? null);

function sortRows(rows: readonly ResearchReport[], key: SortKey, order: 'asc' | 'desc'): ResearchReport[] {
  const s = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return x < y ? -s : x > y ? s : 0;
  });
}

function reportColumns(open: string | null, withStock: boolean): DataColumn<ResearchReport>[] {
  const cols: DataColumn<ResearchReport>[] = [{ key: 'date', label: '日期', text: true, cell: (r) => r.date }];
  if (withStock)
    cols.push({
      key: 'stock',
      label: '股票',
      text: true,
      cell: (r) => (
        <AppLink href={`/researchReport?code=${encodeURIComponent(r.code)}`} title="查看该股研报与一致预期">
          {r.name}
        </AppLink>
      ),
    });
  cols.push(
    {
      key: 'title',
      label: '报告名称',
      text: true,
      cell: (r) => (
        <LinkButton type="button" data-testid="report-link" aria-expanded={open === r.id} onClick={() => replaceQuery({ open: open === r.id ? null : r.id })}>
          {r.title}
        </LinkButton>
      ),
    },
    { key: 'rating', label: '评级', text: true, cell: (r) => <span data-rating={r.rating}>{r.rating}</span> },
    { key: 'change', label: '评级变动', text: true, cell: (r) => r.ratingChange },
    { key: 'orgRating', label: '机构评级', text: true, cell: (r) => r.orgRating },
    { key: 'org', label: '机构', text: true, cell: (r) => r.org },
    { key: 'analysts', label: '分析师', text: true, cell: (r) => r.analysts.join('、') },
    { key: 'industry', label: '行业', text: true, cell: (r) => r.industry },
    { key: 'monthCount', label: '近一月研报数', cell: (r) => r.monthCount },
    { key: 'price', label: '当日收盘', cell: (r) => num(r.price) },
    { key: 'targetPrice', label: '目标价', cell: (r) => num(r.targetPrice) },
    { key: 'eps0', label: 'EPS(今年)', title: '盈利预测-收益', cell: (r) => `${num(r.eps?.[0], 3)}` },
    { key: 'eps1', label: 'EPS(明年)', cell: (r) => `${num(r.eps?.[1], 3)}` },
    { key: 'eps2', label: 'EPS(后年)', cell: (r) => `${num(r.eps?.[2], 3)}` },
    { key: 'pe0', label: 'PE(今年)', title: '盈利预测-市盈率', cell: (r) => num(r.pe?.[0]) },
    { key: 'pe1', label: 'PE(明年)', cell: (r) => num(r.pe?.[1]) },
    { key: 'pe2', label: 'PE(后年)', cell: (r) => num(r.pe?.[2]) },
  );
  return cols;
}

function csvOf(rows: readonly ResearchReport[], name: string) {
  const csv = toCsv(
    [
      '日期',
      '代码',
      '股票',
      '报告名称',
      '评级',
      '评级变动',
      '机构评级',
      '机构',
      '分析师',
      '行业',
      '近一月研报数',
      '收盘价',
      '目标价',
      'TTM EPS',
      '预测年度',
      'EPS1',
      'EPS2',
      'EPS3',
      'PE1',
      'PE2',
      'PE3',
    ],
    rows.map((r) => [
      r.date,
      r.code,
      r.name,
      r.title,
      r.rating,
      r.ratingChange,
      r.orgRating,
      r.org,
      r.analysts.join('、'),
      r.industry,
      r.monthCount,
      r.price,
      r.targetPrice,
      r.ttmEps,
      r.years.join('/'),
      r.eps?.[0],
      r.eps?.[1],
      r.eps?.[2],
      r.pe?.[0],
      r.pe?.[1],
      r.pe?.[2],
    ]),
  );
  downloadText(`${name}.csv`, UTF8_BOM + csv);
}

function ReportTable({
  rows,
  open,
  withStock,
  sort,
}: {
  rows: readonly ResearchReport[];
  open: string | null;
  withStock: boolean;
  sort: { key: SortKey; order: 'asc' | 'desc' };
}) {
  const sorted = sortRows(rows, sort.key, sort.order);
  const opened = rows.find((r) => r.id === open);
  return (
    <>
      {opened && (
        <Abstract data-testid="report-abstract">
          <h3>{opened.title}</h3>
          <div>
            {opened.org} · {opened.analysts.join('、')} · {opened.date} · {opened.pages}页 · 实际TTM EPS {num(opened.ttmEps, 4)}元
          </div>
          <p>{opened.summary}</p>
        </Abstract>
      )}
      <DataTable
        label="研报列表"
        testId="report-table"
        columns={reportColumns(open, withStock)}
        rows={sorted}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={(k) => {
          if (!(SORT_KEYS as readonly string[]).includes(k)) return;
          const order = sort.key === k && sort.order === 'desc' ? 'asc' : 'desc';
          replaceQuery({ sort: k === 'date' && order === 'desc' ? null : k, order: order === 'desc' ? null : 'asc' });
        }}
      />
    </>
  );
}

interface ListQuery {
  rating: Rating | '';
  industry: string;
  org: string;
  page: number;
}

const listKey = (q: ListQuery) => JSON.stringify(q);
const fetchList = (q: ListQuery) =>
  fetchDisclosure('researchList', {
    rating: q.rating || undefined,
    industry: q.industry || undefined,
    org: q.org || undefined,
    page: String(q.page),
    size: String(SIZE),
  });

function MarketList({ q, open, sort }: { q: ListQuery; open: string | null; sort: { key: SortKey; order: 'asc' | 'desc' } }) {
  const load = useKeyedLoad(q, listKey, fetchList);
  const a: ResearchListAnswer | null = load.for === listKey(q) ? load.data : null;
  const pages = a ? Math.max(1, Math.ceil(a.total / SIZE)) : 1;
  return (
    <Card>
      <Bar role="group" aria-label="研报筛选">
        <Chip type="button" $active={q.rating === ''} aria-pressed={q.rating === ''} onClick={() => replaceQuery({ rating: null, page: null })}>
          全部评级
        </Chip>
        {RATINGS.map((r) => (
          <Chip
            key={r}
            type="button"
            data-testid={`rating-${r}`}
            $active={q.rating === r}
            aria-pressed={q.rating === r}
            onClick={() => replaceQuery({ rating: r, page: null })}
          >
            {r}
            {a ? ` ${a.ratingCounts[r]}` : ''}
          </Chip>
        ))}
        <Select
          aria-label="行业"
          data-testid="filter-industry"
          value={q.industry}
          onChange={(e) => replaceQuery({ industry: e.target.value || null, page: null })}
        >
          <option value="">全部行业</option>
          {(a?.industries ?? (q.industry ? [q.industry] : [])).map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </Select>
        <Select aria-label="机构" data-testid="filter-org" value={q.org} onChange={(e) => replaceQuery({ org: e.target.value || null, page: null })}>
          <option value="">全部机构</option>
          {(a?.orgs ?? (q.org ? [q.org] : [])).map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </Select>
        <span style={{ flex: 1 }} />
        {a && (
          <span data-testid="report-total">
            {a.from} 至 {a.to} · 共 {a.total} 篇
          </span>
        )}
        {a && a.list.length > 0 && (
          <Button $small $variant="ghost" type="button" data-testid="report-csv" onClick={() => csvOf(a.list, `机构研报-${a.to}-第${q.page}页`)}>
            导出CSV
          </Button>
        )}
      </Bar>
      <LoadStatus
        value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
        empty={(x: ResearchListAnswer) => x.list.length === 0}
        emptyText="没有符合条件的研报"
      />
      {a && a.list.length > 0 && (
        <>
          <ReportTable rows={a.list} open={open} withStock sort={sort} />
          <Bar style={{ justifyContent: 'flex-end' }}>
            <Button $small $variant="ghost" type="button" disabled={q.page <= 1} onClick={() => replaceQuery({ page: q.page > 2 ? String(q.page - 1) : null })}>
              上一页
            </Button>
            <span>
              第 {q.page} / {pages} 页
            </span>
            <Button $small $variant="ghost" type="button" disabled={q.page >= pages} onClick={() => replaceQuery({ page: String(q.page + 1) })}>
              下一页
            </Button>
          </Bar>
        </>
      )}
    </Card>
  );
}

type StarSort = 'r3' | 'r6' | 'r12';
const fetchStars = (sort: StarSort) => fetchDisclosure('starAuthor', { sort, size: '50' });

function Stars({ sort }: { sort: StarSort }) {
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

const fetchPoint = (code: string) => fetchDisclosure('institutionPoint', { code });
const fetchDepth = (code: string) => fetchDisclosure('depthData', { code, size: '100' });

function StockView({ id, open, sort }: { id: SecurityId; open: string | null; sort: { key: SortKey; order: 'asc' | 'desc' } }) {
  const point = useKeyedLoad(id as string, (x) => x, fetchPoint);
  const depth = useKeyedLoad(id as string, (x) => x, fetchDepth);
  const p: InstitutionPointAnswer | null = point.for === id ? point.data : null;
  const d = depth.for === id ? depth.data : null;
  return (
    <FundPage title="机构研报" path="/researchReport" id={id} name={p?.name ?? d?.name} testId="research-report-page">
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
    </FundPage>
  );
}

/** The /researchReport page. */
export default function ResearchReportPage() {
  const search = useSearch();
  const p = new URLSearchParams(search);
  const id = codeParam(search);
  const open = p.get('open');
  const sortKey = (SORT_KEYS as readonly string[]).includes(p.get('sort') ?? '') ? (p.get('sort') as SortKey) : 'date';
  const sort = { key: sortKey, order: p.get('order') === 'asc' ? ('asc' as const) : ('desc' as const) };
  if (id) return <StockView key={id} id={id} open={open} sort={sort} />;
  const tab = p.get('tab') === 'stars' ? 'stars' : 'list';
  const rating = (RATINGS as readonly string[]).includes(p.get('rating') ?? '') ? (p.get('rating') as Rating) : '';
  const q: ListQuery = {
    rating,
    industry: (p.get('industry') ?? '').slice(0, 20),
    org: (p.get('org') ?? '').slice(0, 20),
    page: Math.max(1, Math.min(10_000, Number.parseInt(p.get('page') ?? '1', 10) || 1)),
  };
  const starSort: StarSort = p.get('sort') === 'r3' || p.get('sort') === 'r6' ? (p.get('sort') as StarSort) : 'r12';
  return (
    <MarketPage data-testid="research-report-page">
      <Card>
        <CardHeader>
          <h2>机构研报</h2>
          <TabBar role="tablist" aria-label="研报栏目">
            <Tab
              type="button"
              role="tab"
              aria-selected={tab === 'list'}
              $active={tab === 'list'}
              onClick={() => replaceQuery({ tab: null, sort: null, order: null })}
            >
              研报列表
            </Tab>
            <Tab
              type="button"
              role="tab"
              data-testid="tab-stars"
              aria-selected={tab === 'stars'}
              $active={tab === 'stars'}
              onClick={() => replaceQuery({ tab: 'stars', sort: null, order: null })}
            >
              明星分析师
            </Tab>
          </TabBar>
        </CardHeader>
      </Card>
      <Body>{tab === 'stars' ? <Stars sort={starSort} /> : <MarketList q={q} open={open} sort={sort} />}</Body>
    </MarketPage>
  );
}
