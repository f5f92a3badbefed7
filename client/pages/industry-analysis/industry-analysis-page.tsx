/**
 * 行业分析 (/industryAnalysis?code=801120): a 申万一级 (申万二级, or concept) board's quote and breadth, its
 * index against 沪深300 over 3个月/1年/3年, its weighted PE-TTM over five years with the percentile
 * and 机会值/中位值/危险值 levels (company model, point in time), 主力净流入 over the last 20 days, the
 * 产业链 上游 → 中游 → 下游 with each node's companies and commodities, a commodity's 现货 K-line
 * (`IndustrialChain/spotKList`), and the sortable constituents with a CSV. Code, range, commodity,
 * sort and order live in the address.
 */
import { useSearch } from 'wouter';
import { ANALYSIS_CODE, ANALYSIS_RANGES, type AnalysisRange, INDUSTRY_TYPES } from '../../../contracts/endpoints/industry';
import { formatPct } from '../../../contracts/format';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { pickParam } from '../../components/data-page/query-state';
import { AppLink } from '../../ui/app-link';
import { EmptyState } from '../../ui/empty-state';
import { HomeLink } from '../../ui/home-link';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage } from '../../ui/panel-styles';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { CompareCard, FlowCard, ValuationCard } from './components/analysis-charts';
import { Grid, Stack } from './components/analysis-styles';
import { BoardFacts } from './components/board-facts';
import { ChainView } from './components/chain-view';
import { IndustryDirectory } from './components/industry-directory';
import { MembersCard } from './components/members-card';
import { SpotPanel } from './components/spot-panel';
import { fetchAnalysis } from './industry-analysis.streams';
import { DataPageHeader } from '../../components/data-page/page-header';

interface Choices {
  code: string;
  range: AnalysisRange;
  spot: string | null;
  sort: string | null;
  order: 'asc' | 'desc';
}

function AnalysisView(c: Choices) {
  const theme = useAppTheme();
  const load = useKeyedLoad({ code: c.code, range: c.range }, (q) => `${q.code}|${q.range}`, fetchAnalysis);
  const a = load.data;
  const b = a?.board;
  const spot = c.spot ?? a?.chain.flatMap((n) => n.commodities)[0]?.code ?? null;
  return (
    <MarketPage data-testid="industry-analysis-page" data-code={c.code}>
      <Stack>
        <Card>
          <DataPageHeader
            title={b ? `${b.name} · 行业分析` : '行业分析'}
            end={
              <>
                <AppLink href="/searchIndustry">行业搜索 ›</AppLink>
                <HomeLink />
              </>
            }
          >
            {b && <span className="muted">{b.code}</span>}
            {b && b.price !== null && (
              <strong style={{ color: trendColorOf(theme, b.pct) }} data-testid="industry-quote">
                {b.price.toFixed(2)} {formatPct(b.pct)}
              </strong>
            )}
          </DataPageHeader>
          <LoadStatus value={load} />
          {b && <BoardFacts b={b} />}
        </Card>
        {a && (
          <>
            <Grid>
              <CompareCard a={a} range={c.range} />
              <ValuationCard a={a} />
            </Grid>
            <FlowCard a={a} />
            <Card>
              <CardHeader>
                <h2>产业链</h2>
                <span className="muted">上游 → 中游 → 下游，点选商品查看现货K线</span>
              </CardHeader>
              <ChainView chain={a.chain} spot={spot} />
            </Card>
            {spot && <SpotPanel code={spot} />}
            <MembersCard a={a} sort={c.sort} order={c.order} />
          </>
        )}
      </Stack>
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
