/**
 * 行业分析 (/industryAnalysis?code=801120): a 申万一级 (申万二级, or concept) board's quote and breadth, its
 * index against 沪深300 over 3个月/1年/3年, its weighted PE-TTM over five years with the percentile
 * and 机会值/中位值/危险值 levels (company model, point in time), 主力净流入 over the last 20 days, the
 * 产业链 上游 → 中游 → 下游 with each node's companies and commodities, a commodity's 现货 K-line
 * (`IndustrialChain/spotKList`), and the sortable constituents with a CSV. Code, range, commodity,
 * sort and order live in the address.
 */
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  ANALYSIS_CODE,
  ANALYSIS_RANGES,
  INDUSTRY_TYPE_LABELS,
  INDUSTRY_TYPES,
  industryEndpoints as E,
  type AnalysisRange,
  type IndustryListAnswer,
  type IndustryType,
  type ChainNode,
  type IndustryAnalysisAnswer,
  type IndustryMember,
  type SpotKListAnswer,
} from '../../../contracts/endpoints/industry';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { formatPct, toFixedText } from '../../../contracts/format';
import { stockUrl } from '../../../contracts/routes';
import { downloadText, toCsv } from '../../components/fundamentals/csv';
import { DataTable } from '../../components/fundamentals/data-table';
import type { PageColumn } from '../../components/data-page/columns';
import { sortByColumn, toggleSort } from '../../components/data-page/sort-rows';
import { formatAmount, formatRatio } from '../../../contracts/format';
import { LineChartBox } from '../../components/fundamentals/line-chart-box';
import { keyedLoad } from '../../components/fundamentals/loads.streams';
import { replaceQuery } from '../../components/fundamentals/query-nav';
import { pickParam } from '../../components/fundamentals/query-state';
import { request } from '../../services/http';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { HomeLink } from '../../ui/home-link';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Chip, MarketPage, PageStack } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem, trendColorOf, useAppTheme } from '../../ui/theme';
import { SpotKline } from './spot-kline';

const Stack = styled(PageStack)`
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${rem(420)}, 1fr));
  gap: ${rem(12)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(140)}, 1fr));
  gap: ${rem(8)} ${rem(16)};
  margin: 0;
  padding: ${rem(8)} ${rem(16)} ${rem(12)};
  font-size: ${rem(13)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  dd {
    margin: ${rem(2)} 0 0;
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(15)};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${rem(4)} ${rem(16)} ${rem(10)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chain = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${rem(12)};
  margin: 0;
  padding: ${rem(8)} ${rem(12)} ${rem(12)};
  list-style: none;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  > li {
    position: relative;
    padding: ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${rem(13)};
  }
  > li:not(:last-child)::after {
    content: '→';
    position: absolute;
    right: ${rem(-12)};
    top: 40%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h3 {
    margin: 0 0 ${rem(6)};
    font-size: ${rem(14)};
  }
  .stage {
    color: ${({ theme }) => theme.colors.primary};
    margin-right: ${rem(6)};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul li {
    display: flex;
    justify-content: space-between;
    padding: ${rem(2)} 0;
  }
  .num {
    font-family: ${({ theme }) => theme.numericFont};
  }
  .goods {
    display: flex;
    flex-wrap: wrap;
    gap: ${rem(6)};
    margin-top: ${rem(8)};
  }
`;

function checkAnalysis(datas: unknown): IndustryAnalysisAnswer {
  const o = object(datas, 'datas');
  object(o.board, 'datas.board');
  for (const k of ['dates', 'industry', 'hs300', 'members', 'flow', 'chain']) array(o[k], `datas.${k}`, (v) => v);
  object(o.valuation, 'datas.valuation');
  return o as unknown as IndustryAnalysisAnswer;
}
function checkSpot(datas: unknown): SpotKListAnswer {
  const o = object(datas, 'datas');
  str(o.code, 'datas.code');
  array(o.bars, 'datas.bars', (v) => v);
  return o as unknown as SpotKListAnswer;
}

const fetchAnalysis = (q: { code: string; range: AnalysisRange }) => request(E.industryAnalysis, { query: q }).pipe(map(checkAnalysis));
const fetchSpot = (code: string) => request(E.spotKList, { query: { code, count: '250' } }).pipe(map(checkSpot));

const RANGE_LABELS: Record<AnalysisRange, string> = { '3m': '近3个月', '1y': '近1年', '3y': '近3年' };
const dash = '--';

interface Col extends PageColumn<IndustryMember> {
  value(r: IndustryMember): string | number | null;
}
const MEMBER_COLUMNS: Col[] = [
  { key: 'name', label: '名称', text: true, value: (r) => r.name, cell: (r) => <AppLink href={stockUrl(r.id)}>{r.name}</AppLink> },
  { key: 'code', label: '代码', text: true, value: (r) => r.code, cell: (r) => r.code },
  { key: 'level2', label: '申万二级', text: true, value: (r) => r.level2, cell: (r) => r.level2 },
  { key: 'price', label: '最新价', value: (r) => r.price, cell: (r) => r.price.toFixed(2), trend: (r) => r.pct },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => formatPct(r.pct), trend: (r) => r.pct },
  { key: 'totalCap', label: '总市值', value: (r) => r.totalCap, cell: (r) => formatAmount(r.totalCap) },
  { key: 'peTtm', label: '市盈率TTM', value: (r) => r.peTtm, cell: (r) => (r.peTtm === null ? '亏损' : r.peTtm.toFixed(2)) },
  { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => formatRatio(r.turnover) },
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => formatAmount(r.amount) },
  { key: 'netInflow', label: '主力净流入', value: (r) => r.netInflow, cell: (r) => formatAmount(r.netInflow), trend: (r) => r.netInflow },
];

function ChainView({ chain, spot }: { chain: ChainNode[]; spot: string | null }) {
  const theme = useAppTheme();
  return (
    <Chain aria-label="产业链" data-testid="industry-chain">
      {chain.map((n) => (
        <li key={n.stage} data-stage={n.stage}>
          <h3>
            <span className="stage">{n.stage}</span>
            {n.name}
          </h3>
          <ul>
            {n.companies.map((c) => (
              <li key={c.id}>
                <AppLink href={stockUrl(c.id)}>{c.name}</AppLink>
                <span className="num" style={{ color: trendColorOf(theme, c.pct) }}>
                  {formatPct(c.pct)}
                </span>
              </li>
            ))}
          </ul>
          {n.commodities.length > 0 && (
            <div className="goods">
              {n.commodities.map((g) => (
                <Chip
                  key={g.code}
                  type="button"
                  $active={spot === g.code}
                  aria-pressed={spot === g.code}
                  data-testid="spot-chip"
                  title={`查看${g.name}现货K线`}
                  onClick={() => replaceQuery({ spot: g.code })}
                >
                  {g.name} {g.close} <span style={spot === g.code ? undefined : { color: trendColorOf(theme, g.pct) }}>{formatPct(g.pct)}</span>
                </Chip>
              ))}
            </div>
          )}
        </li>
      ))}
    </Chain>
  );
}

function SpotPanel({ code }: { code: string }) {
  const load$ = useObservable((in$) => keyedLoad(in$.pipe(map(([c]) => c)), (c) => c, fetchSpot), [code]);
  const load = useObservableEagerState(load$);
  const a = load.data && load.data.code === code ? load.data : null;
  const last = a?.bars.at(-1);
  return (
    <Card data-testid="spot-panel">
      <CardHeader>
        <h2>{a ? `${a.name} 现货价格（${a.unit}）` : '现货价格'}</h2>
        {last && (
          <span className="muted">
            {last.date} 收 {last.c}
          </span>
        )}
      </CardHeader>
      <LoadStatus value={load} empty={(x) => x.bars.length === 0} emptyText="暂无现货数据" />
      {a && a.bars.length > 0 && <SpotKline data={a} />}
    </Card>
  );
}

interface Choices {
  code: string;
  range: AnalysisRange;
  spot: string | null;
  sort: string | null;
  order: 'asc' | 'desc';
}

function AnalysisView(c: Choices) {
  const theme = useAppTheme();
  const load$ = useObservable(
    (in$) => keyedLoad(in$.pipe(map(([code, range]) => ({ code, range }))), (q) => `${q.code}|${q.range}`, fetchAnalysis),
    [c.code, c.range],
  );
  const load = useObservableEagerState(load$);
  const a = load.data;
  const b = a?.board;
  const spot = c.spot ?? a?.chain.flatMap((n) => n.commodities)[0]?.code ?? null;
  const v = a?.valuation;
  const exportCsv = () => {
    if (!a) return;
    const rows = sortByColumn(a.members, MEMBER_COLUMNS, c.sort ? { key: c.sort, order: c.order } : null);
    downloadText(
      `行业分析_${a.board.name}_成分股.csv`,
      toCsv(
        MEMBER_COLUMNS.map((x) => x.label),
        rows.map((r) => MEMBER_COLUMNS.map((x) => x.value(r))),
      ),
    );
  };
  return (
    <MarketPage data-testid="industry-analysis-page" data-code={c.code}>
      <Stack>
        <Card>
          <CardHeader>
            <h1>{b ? `${b.name} · 行业分析` : '行业分析'}</h1>
            {b && <span className="muted">{b.code}</span>}
            {b && b.price !== null && (
              <strong style={{ color: trendColorOf(theme, b.pct) }} data-testid="industry-quote">
                {b.price.toFixed(2)} {formatPct(b.pct)}
              </strong>
            )}
            <span className="spacer" />
            <AppLink href="/searchIndustry">行业搜索 ›</AppLink>
            <HomeLink />
          </CardHeader>
          <LoadStatus value={load} />
          {b && (
            <Facts>
              <div>
                <dt>总市值</dt>
                <dd>{formatAmount(b.totalCap)}</dd>
              </div>
              <div>
                <dt>成交额</dt>
                <dd>{formatAmount(b.amount)}</dd>
              </div>
              <div>
                <dt>换手率</dt>
                <dd>{formatRatio(b.turnover)}</dd>
              </div>
              <div>
                <dt>涨/平/跌</dt>
                <dd>
                  <span style={{ color: trendColorOf(theme, 1) }}>{b.up}</span> / {b.flat} / <span style={{ color: trendColorOf(theme, -1) }}>{b.down}</span>
                </dd>
              </div>
              <div>
                <dt>主力净流入</dt>
                <dd style={{ color: trendColorOf(theme, b.netInflow) }}>{formatAmount(b.netInflow)}</dd>
              </div>
              <div>
                <dt>市盈率TTM(加权/中位)</dt>
                <dd>
                  {b.pe.weighted?.toFixed(2) ?? dash} / {b.pe.median?.toFixed(2) ?? dash}
                </dd>
              </div>
              <div>
                <dt>领涨股</dt>
                <dd>{b.leader ? <AppLink href={stockUrl(b.leader.id)}>{`${b.leader.name} ${formatPct(b.leader.pct)}`}</AppLink> : dash}</dd>
              </div>
              <div>
                <dt>涨幅排名</dt>
                <dd>{b.rank > 0 ? `第 ${b.rank} 名` : dash}</dd>
              </div>
            </Facts>
          )}
        </Card>
        {a && (
          <>
            <Grid>
              <Card>
                <CardHeader>
                  <h2>走势对比</h2>
                  <span className="spacer" />
                  <TabStrip
                    label="区间"
                    tabs={ANALYSIS_RANGES.map((r) => ({ key: r, label: RANGE_LABELS[r] }))}
                    selected={c.range}
                    onSelect={(r) => replaceQuery({ range: r === '1y' ? null : r })}
                  />
                </CardHeader>
                {a.dates.length === 0 ? (
                  <Note>该板块暂无指数走势</Note>
                ) : (
                  <>
                    <LineChartBox
                      label={`${a.board.name} 与 沪深300 涨跌幅`}
                      testId="industry-compare-chart"
                      data={{
                        dates: a.dates,
                        series: [
                          { name: a.board.name, values: a.industry, color: '#E2574C' },
                          { name: '沪深300', values: a.hs300, color: '#2F80ED' },
                        ],
                        format: (x) => formatRatio(x),
                      }}
                    />
                    <Note data-testid="industry-excess">
                      区间涨跌幅：{a.board.name} {formatPct(a.industryReturn)}，沪深300 {formatPct(a.hs300Return)}，超额{' '}
                      {formatPct(a.industryReturn - a.hs300Return)}
                    </Note>
                  </>
                )}
              </Card>
              <Card>
                <CardHeader>
                  <h2>估值分位（市盈率TTM，近{v?.years}年）</h2>
                </CardHeader>
                {v && v.current !== null ? (
                  <>
                    <LineChartBox
                      label={`${a.board.name} 市盈率TTM 走势`}
                      testId="industry-valuation-chart"
                      data={{
                        dates: v.dates,
                        series: [{ name: '市盈率TTM(加权)', values: v.pe, color: '#8E6CEF' }],
                        levels: [
                          ...(v.low !== null ? [{ label: '机会值', value: v.low, color: '#14BA71' }] : []),
                          ...(v.median !== null ? [{ label: '中位值', value: v.median }] : []),
                          ...(v.high !== null ? [{ label: '危险值', value: v.high, color: '#F54345' }] : []),
                        ],
                      }}
                    />
                    <Note data-testid="industry-percentile">
                      当前 {v.current.toFixed(2)} 倍，处于近{v.years}年 {v.percentile === null ? dash : `${v.percentile.toFixed(1)}%`} 分位；机会值{' '}
                      {v.low?.toFixed(2) ?? dash}，中位值 {v.median?.toFixed(2) ?? dash}，危险值 {v.high?.toFixed(2) ?? dash}（月末加权，亏损股不计入）
                    </Note>
                  </>
                ) : (
                  <Note>暂无估值数据</Note>
                )}
              </Card>
            </Grid>
            <Card>
              <CardHeader>
                <h2>资金流向（近{a.flow.length}个交易日）</h2>
              </CardHeader>
              <LineChartBox
                label={`${a.board.name} 主力净流入`}
                testId="industry-flow-chart"
                height={220}
                data={{
                  dates: a.flow.map((f) => f.date),
                  series: [{ name: '主力净流入(亿元)', values: a.flow.map((f) => Math.round(f.netInflow / 1e6) / 100), color: '#F5A623' }],
                  levels: [{ label: '0', value: 0 }],
                  format: (x) => `${toFixedText(x, 2)}亿`,
                }}
              />
              <Note>{a.flowNote}</Note>
            </Card>
            <Card>
              <CardHeader>
                <h2>产业链</h2>
                <span className="muted">上游 → 中游 → 下游，点选商品查看现货K线</span>
              </CardHeader>
              <ChainView chain={a.chain} spot={spot} />
            </Card>
            {spot && <SpotPanel code={spot} />}
            <Card>
              <CardHeader>
                <h2>成分股（{a.members.length}）</h2>
                <span className="spacer" />
                <Button type="button" $small onClick={exportCsv} disabled={a.members.length === 0} data-testid="members-csv">
                  导出CSV
                </Button>
              </CardHeader>
              <DataTable
                label="成分股"
                testId="industry-members"
                columns={MEMBER_COLUMNS}
                rows={sortByColumn(a.members, MEMBER_COLUMNS, c.sort ? { key: c.sort, order: c.order } : null)}
                rowKey={(r) => r.id}
                {...(c.sort ? { sort: { key: c.sort, order: c.order } } : {})}
                onSort={(key) => {
                  const { order } = toggleSort(c.sort ? { key: c.sort, order: c.order } : null, key);
                  replaceQuery({ sort: key, order: order === 'desc' ? null : order });
                }}
              />
            </Card>
          </>
        )}
      </Stack>
    </MarketPage>
  );
}

const Directory = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(150)}, 1fr));
  gap: ${rem(8)};
  margin: 0;
  padding: ${rem(12)};
  list-style: none;
  a {
    display: flex;
    justify-content: space-between;
    gap: ${rem(8)};
    padding: ${rem(8)} ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${rem(13)};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pct {
    flex: none;
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

const fetchDirectory = (type: IndustryType) =>
  request(E.industryList, { query: { type } }).pipe(
    map((datas): IndustryListAnswer => {
      const o = object(datas, 'datas');
      str(o.type, 'datas.type');
      array(o.rows, 'datas.rows', (v) => v);
      return o as unknown as IndustryListAnswer;
    }),
  );

/**
 * /industryAnalysis without a code (issue 27): the industries to choose from, inside the app's
 * shell, by 申万一级 / 二级 / 概念, each with its day's change; a pick opens its analysis.
 */
function IndustryDirectory({ type }: { type: IndustryType }) {
  const theme = useAppTheme();
  const load$ = useObservable((in$) => keyedLoad(in$.pipe(map(([t]) => t)), (t) => t, fetchDirectory), [type]);
  const load = useObservableEagerState(load$);
  const a = load.data && load.data.type === type ? load.data : null;
  return (
    <MarketPage data-testid="industry-directory">
      <PageStack>
        <Card>
          <CardHeader>
            <h1>行业分析</h1>
            <small style={{ color: theme.colors.textMuted }}>选择一个行业或概念板块，查看走势、估值、产业链与成分股</small>
            <span className="spacer" />
            <AppLink href="/searchIndustry">行业搜索</AppLink>
          </CardHeader>
          <div style={{ padding: `${rem(8)} ${rem(12)} 0` }}>
            <TabStrip
              label="板块类型"
              tabs={INDUSTRY_TYPES.map((t) => ({ key: t, label: INDUSTRY_TYPE_LABELS[t] }))}
              selected={type}
              onSelect={(t) => replaceQuery({ type: t === 'sw1' ? null : t })}
            />
          </div>
          <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText="暂无板块数据" />
          {a && a.rows.length > 0 && (
            <Directory aria-label={INDUSTRY_TYPE_LABELS[type]}>
              {a.rows.map((r) => (
                <li key={r.code}>
                  <AppLink href={`/industryAnalysis?code=${encodeURIComponent(r.code)}`} title={r.name}>
                    <span className="name">{r.name}</span>
                    <span className="pct" style={{ color: trendColorOf(theme, r.pct) }}>
                      {formatPct(r.pct)}
                    </span>
                  </AppLink>
                </li>
              ))}
            </Directory>
          )}
        </Card>
      </PageStack>
    </MarketPage>
  );
}

/** The /industryAnalysis page. */
export default function IndustryAnalysisPage() {
  const search = useSearch();
  const q = new URLSearchParams(search);
  const code = (q.get('code') ?? '').trim();
  if (code === '') return <IndustryDirectory type={pickParam(search, 'type', INDUSTRY_TYPES, 'sw1')} />;
  if (!ANALYSIS_CODE.test(code))
    return (
      <MarketPage>
        <EmptyState text={`「${code.slice(0, 20)}」不是行业或概念板块代码`}>
          <AppLink href="/industryAnalysis">查看全部行业</AppLink>
        </EmptyState>
      </MarketPage>
    );
  const spot = q.get('spot');
  const sort = q.get('sort');
  return (
    <AnalysisView
      code={code.replace(/\.SH$/i, '')}
      range={pickParam(search, 'range', ANALYSIS_RANGES, '1y')}
      spot={spot && /^[A-Z]{1,5}$/.test(spot) ? spot : null}
      sort={sort && /^[a-zA-Z0-9]{1,20}$/.test(sort) ? sort : null}
      order={pickParam(search, 'order', ['asc', 'desc'] as const, 'desc')}
    />
  );
}
