/**
 * 同行比较 (/indexCompareScreen) store, React-free: code and tab from the address load the
 * summary (`industryCompare`: 行业中值, 行业平均, the stock with its 排名 x/N, the top peers); the
 * whole industry (`industryCompareMore`) loads page by page with the sort the user picked.
 */
import type { Observable } from 'rxjs';
import type { CompareAnswer, CompareMoreAnswer, CompareMoreQuery, CompareQuery, CompareRow, CompareTab } from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import type { KeyedLoadable } from '../../core/loadable';
import { keyedLoad } from '../../components/data-page/loads.streams';
import { pageCount as pagesOf } from '../../components/data-page/paging';
import { toggleSort } from '../../components/data-page/sort-rows';

/** Members per page of the full list. */
export const COMPARE_PAGE_SIZE = 20;

/** What the address asks for. */
export interface CompareParams {
  id: SecurityId;
  tab: CompareTab;
  /** Full list: sort column ('' = the tab's default), order and page. */
  sort: string;
  order: 'asc' | 'desc';
  page: number;
}

/** The page's I/O. */
export interface CompareDeps {
  fetchCompare(query: CompareQuery): Observable<CompareAnswer>;
  fetchMore(query: CompareMoreQuery): Observable<CompareMoreAnswer>;
}

/** The summary and the full-list page for the latest params. */
export function createIndustryCompare(
  deps: CompareDeps,
  params$: Observable<CompareParams>,
): { summary$: Observable<KeyedLoadable<CompareAnswer>>; more$: Observable<KeyedLoadable<CompareMoreAnswer>> } {
  return {
    summary$: keyedLoad(
      params$,
      (p) => `${p.id}|${p.tab}`,
      (p) => deps.fetchCompare({ code: p.id, tab: p.tab }),
    ),
    more$: keyedLoad(
      params$,
      (p) => `${p.id}|${p.tab}|${p.sort}|${p.order}|${p.page}`,
      (p) => {
        const q: CompareMoreQuery = { code: p.id, tab: p.tab, order: p.order, page: p.page, size: COMPARE_PAGE_SIZE };
        if (p.sort) q.sort = p.sort;
        return deps.fetchMore(q);
      },
    ),
  };
}

/** A row of the summary table: a company or stat row, or the stock's 排名 row. */
export type SummaryRow = CompareRow | { kind: 'rank'; id: null; name: string; self: false; values: Record<string, number | null> };

/** The summary table's rows: 行业中值, 行业平均, the stock, its 排名 row, then the peers. */
export function summaryRows(answer: CompareAnswer): SummaryRow[] {
  const out: SummaryRow[] = [];
  for (const r of answer.rows) {
    out.push(r);
    if (r.self) out.push({ kind: 'rank', id: null, name: '排名', self: false, values: {} });
  }
  return out;
}

/** The sort after a header click: the same column flips its order, another starts descending. */
export function nextSort(current: { sort: string; order: 'asc' | 'desc' }, key: string): { sort: string; order: 'asc' | 'desc' } {
  return { sort: key, order: toggleSort({ key: current.sort, order: current.order }, key).order };
}

/** Pages of a list of `total` rows. */
export function pageCount(total: number, size = COMPARE_PAGE_SIZE): number {
  return pagesOf(total, size);
}
