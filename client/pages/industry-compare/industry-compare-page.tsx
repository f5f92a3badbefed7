/**
 * 同行比较 (/indexCompareScreen?code=600519.SH&tab=growth): 成长性, 估值, 杜邦 (ROE = 净利率 ×
 * 周转率 × 权益乘数) and 公司规模 against the 申万 industry — 行业中值 and 行业平均 rows, the stock
 * with its 排名 x/N per column, the leading peers — and below, every member of the industry, sortable
 * by any column and paged. Tab, sort and page live in the address.
 */
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map, type Observable } from 'rxjs';
import { useSearch } from 'wouter';
import {
  COMPARE_TAB_LABELS,
  COMPARE_TABS,
  type CompareAnswer,
  type CompareColumn,
  type CompareRow,
  type CompareTab,
} from '../../../contracts/endpoints/fundamentals';
import { stockUrl } from '../../../contracts/routes';
import type { SecurityId } from '../../../contracts/market';
import { Pager } from '../../components/data-page/pager';
import { pageFromParam, pageParam } from '../../components/data-page/paging';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatByUnit, formatRank } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem, pickParam } from '../../components/data-page/query-state';
import { AppLink } from '../../ui/app-link';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { COMPARE_PAGE_SIZE, createIndustryCompare, nextSort, pageCount, summaryRows, type SummaryRow } from './industry-compare.streams';

const deps = {
  fetchCompare: (q: Parameters<typeof fetchFundamentals<'industryCompare'>>[1]) => fetchFundamentals('industryCompare', q),
  fetchMore: (q: Parameters<typeof fetchFundamentals<'industryCompareMore'>>[1]) => fetchFundamentals('industryCompareMore', q),
};

function nameCell(r: CompareRow | SummaryRow) {
  if (r.kind === 'company' && r.id) {
    return (
      <AppLink href={stockUrl(r.id)} newWindow title={r.id}>
        {r.name}
      </AppLink>
    );
  }
  return r.name;
}

function summaryColumns(answer: CompareAnswer): DataColumn<SummaryRow>[] {
  return [
    { key: 'name', label: '名称', text: true, cell: nameCell },
    ...answer.columns.map(
      (c): DataColumn<SummaryRow> => ({
        key: c.key,
        label: c.label,
        cell: (r) => (r.kind === 'rank' ? formatRank(answer.ranks[c.key]?.rank, answer.ranks[c.key]?.total) : formatByUnit(c.unit, r.values[c.key] ?? null)),
        trend: answer.tab === 'growth' ? (r) => r.values[c.key] : undefined,
      }),
    ),
  ];
}

function moreColumns(columns: readonly CompareColumn[], growth: boolean): DataColumn<CompareRow>[] {
  return [
    { key: 'name', label: '名称', text: true, cell: nameCell },
    ...columns.map(
      (c): DataColumn<CompareRow> => ({
        key: c.key,
        label: c.label,
        cell: (r) => formatByUnit(c.unit, r.values[c.key] ?? null),
        trend: growth ? (r) => r.values[c.key] : undefined,
      }),
    ),
  ];
}

function CompareView({ id, tab, sort, order, page }: { id: SecurityId; tab: CompareTab; sort: string; order: 'asc' | 'desc'; page: number }) {
  const inputs: [SecurityId, CompareTab, string, 'asc' | 'desc', number] = [id, tab, sort, order, page];
  const toParams = (in$: Observable<typeof inputs>) => in$.pipe(map(([id, tab, sort, order, page]) => ({ id, tab, sort, order, page })));
  const summary = useObservableEagerState(useObservable((in$) => createIndustryCompare(deps, toParams(in$)).summary$, inputs));
  const more = useObservableEagerState(useObservable((in$) => createIndustryCompare(deps, toParams(in$)).more$, inputs));
  const answer = summary.data;
  const list = more.data;
  const pages = list ? pageCount(list.total, list.size || COMPARE_PAGE_SIZE) : 1;
  return (
    <FundamentalsPage title="同行比较" path="/indexCompareScreen" id={id} name={answer?.name} testId="compare-page">
      <Card>
        <CardHeader>
          <h2>{answer ? `${answer.industry} · 共${answer.total}家` : '同行比较'}</h2>
          <span className="spacer" />
          <TabStrip
            label="比较维度"
            tabs={COMPARE_TABS.map((t) => ({ key: t, label: COMPARE_TAB_LABELS[t] }))}
            selected={tab}
            onSelect={(t) => replaceQuery({ tab: t, sort: null, order: null, page: null })}
          />
        </CardHeader>
        <LoadStatus value={summary} empty={(a) => a.rows.length === 0} emptyText="暂无同行数据" />
        {answer && answer.rows.length > 0 && (
          <DataTable
            label={`同行比较·${COMPARE_TAB_LABELS[answer.tab]}`}
            testId="compare-summary"
            columns={summaryColumns(answer)}
            rows={summaryRows(answer)}
            rowKey={(r, i) => `${r.kind}-${r.id ?? i}`}
            rowKind={(r) => (r.self ? 'self' : r.kind === 'median' || r.kind === 'average' || r.kind === 'rank' ? 'stat' : undefined)}
          />
        )}
      </Card>
      <Card>
        <CardHeader>
          <h2>行业全部成员{list ? `（${list.total}家）` : ''}</h2>
        </CardHeader>
        <LoadStatus value={more} empty={(a) => a.rows.length === 0} emptyText="暂无成员" />
        {list && list.rows.length > 0 && (
          <>
            <DataTable
              label="行业全部成员"
              testId="compare-more"
              columns={moreColumns(list.columns, list.tab === 'growth')}
              rows={list.rows}
              rowKey={(r, i) => r.id ?? String(i)}
              rowKind={(r) => (r.self ? 'self' : undefined)}
              sort={{ key: list.sort, order: list.order }}
              onSort={(key) => {
                const s = nextSort({ sort: list.sort, order: list.order }, key);
                replaceQuery({ sort: s.sort, order: s.order, page: null });
              }}
            />
            <Pager page={list.page} pages={pages} onPage={(p) => replaceQuery({ page: pageParam(p) })} testId="compare-page-no" />
          </>
        )}
      </Card>
    </FundamentalsPage>
  );
}

/** The /indexCompareScreen page. */
export default function IndustryComparePage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/indexCompareScreen" title="同行比较" problem={codeProblem(search)} />;
  const q = new URLSearchParams(search);
  const page = pageFromParam(q.get('page'));
  return (
    <CompareView
      key={id}
      id={id}
      tab={pickParam(search, 'tab', COMPARE_TABS, 'growth')}
      sort={(q.get('sort') ?? '').slice(0, 40)}
      order={pickParam(search, 'order', ['asc', 'desc'] as const, 'desc')}
      page={page}
    />
  );
}
