/**
 * 机构研报 (/researchReport): the market's research of the last month with filters by 评级, 行业 and
 * 机构 (all in the address), each row's EPS and PE forecasts for three years and the 目标价; a
 * title opens the abstract. Tab 明星分析师 ranks analysts by the 3/6/12-month returns of their
 * 买入/增持 calls. With `?code=` the page shows one stock: the six-month consensus (rating counts,
 * EPS and net profit min/mean/max, 目标价) and its reports. Tables sort by column; CSV export.
 */
import { useSearch } from 'wouter';
import { RATINGS, type Rating } from '../../../contracts/endpoints/research';
import { pageFromParam } from '../../components/data-page/paging';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam } from '../../components/data-page/query-state';
import { Card, CardHeader, MarketPage, Tab, TabBar } from '../../ui/panel-styles';
import { MarketList } from './components/market-list';
import { Body } from './components/report-styles';
import { StarAnalysts } from './components/star-analysts';
import { StockResearch } from './components/stock-research';
import { type ListQuery, SORT_KEYS, type SortKey, type StarSort } from './research-report.streams';

/** The /researchReport page. */
export default function ResearchReportPage() {
  const search = useSearch();
  const p = new URLSearchParams(search);
  const id = codeParam(search);
  const open = p.get('open');
  const sortKey = (SORT_KEYS as readonly string[]).includes(p.get('sort') ?? '') ? (p.get('sort') as SortKey) : 'date';
  const sort = { key: sortKey, order: p.get('order') === 'asc' ? ('asc' as const) : ('desc' as const) };
  if (id) return <StockResearch key={id} id={id} open={open} sort={sort} />;
  const tab = p.get('tab') === 'stars' ? 'stars' : 'list';
  const rating = (RATINGS as readonly string[]).includes(p.get('rating') ?? '') ? (p.get('rating') as Rating) : '';
  const q: ListQuery = {
    rating,
    industry: (p.get('industry') ?? '').slice(0, 20),
    org: (p.get('org') ?? '').slice(0, 20),
    page: pageFromParam(p.get('page')),
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
      <Body>{tab === 'stars' ? <StarAnalysts sort={starSort} /> : <MarketList q={q} open={open} sort={sort} />}</Body>
    </MarketPage>
  );
}
