/**
 * 研报列表: the market's research of the last month, filtered by 评级, 行业 and 机构, a page at a time.
 */
import { RATINGS, type ResearchListAnswer } from '../../../../contracts/endpoints/research';
import { Pager } from '../../../components/data-page/pager';
import { pageCount, pageParam } from '../../../components/data-page/paging';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { Button } from '../../../ui/button';
import { LoadStatus } from '../../../ui/load-status';
import { Card, Chip, Select } from '../../../ui/panel-styles';
import { fetchList, type ListQuery, listKey, SIZE, type SortKey } from '../research-report.streams';
import { csvOf } from './report-columns';
import { ReportTable } from './report-table';
import { FilterBar } from '../../../components/data-page/filter-bar';

/** See the module comment. */
export function MarketList({ q, open, sort }: { q: ListQuery; open: string | null; sort: { key: SortKey; order: 'asc' | 'desc' } }) {
  const load = useKeyedLoad(q, listKey, fetchList);
  const a: ResearchListAnswer | null = load.for === listKey(q) ? load.data : null;
  const pages = a ? pageCount(a.total, SIZE) : 1;
  return (
    <Card>
      <FilterBar role="group" aria-label="研报筛选">
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
      </FilterBar>
      <LoadStatus
        value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
        empty={(x: ResearchListAnswer) => x.list.length === 0}
        emptyText="没有符合条件的研报"
      />
      {a && a.list.length > 0 && (
        <>
          <ReportTable rows={a.list} open={open} withStock sort={sort} />
          <Pager page={q.page} pages={pages} onPage={(p) => replaceQuery({ page: pageParam(p) })} />
        </>
      )}
    </Card>
  );
}
