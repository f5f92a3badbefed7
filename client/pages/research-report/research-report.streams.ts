/**
 * 机构研报's I/O and pure rules (React-free): the market list (filters and page), the 明星分析师
 * ranking, one stock's consensus and reports, and what each sortable column sorts by.
 */
import type { Rating, ResearchReport } from '../../../contracts/endpoints/research';
import { fetchDisclosure } from '../../components/disclosures/disclosure-api';

/** Reports a page of the market list. */
export const SIZE = 30;

/** The market list's filters and page, all from the address. */
export interface ListQuery {
  rating: Rating | '';
  industry: string;
  org: string;
  page: number;
}

/** The load key of a list query. */
export const listKey = (q: ListQuery) => JSON.stringify(q);
/** One page of the market's research. */
export const fetchList = (q: ListQuery) =>
  fetchDisclosure('researchList', {
    rating: q.rating || undefined,
    industry: q.industry || undefined,
    org: q.org || undefined,
    page: String(q.page),
    size: String(SIZE),
  });

/** The return the 明星分析师 ranking orders by. */
export type StarSort = 'r3' | 'r6' | 'r12';
/** The top 50 analysts by a return. */
export const fetchStars = (sort: StarSort) => fetchDisclosure('starAuthor', { sort, size: '50' });

/** One stock's six-month consensus. */
export const fetchPoint = (code: string) => fetchDisclosure('institutionPoint', { code });
/** One stock's reports (the latest 100). */
export const fetchDepth = (code: string) => fetchDisclosure('depthData', { code, size: '100' });

/** The report tables' sortable columns. */
export type SortKey = 'date' | 'monthCount' | 'targetPrice' | 'eps0' | 'pe0';
/** See {@link SortKey}. */
export const SORT_KEYS: readonly SortKey[] = ['date', 'monthCount', 'targetPrice', 'eps0', 'pe0'];
/** What a report sorts by in a column (null: no forecast, sorted last). */
export const sortValue = (r: ResearchReport, k: SortKey): number | string | null =>
  k === 'date' ? r.date : k === 'monthCount' ? r.monthCount : k === 'targetPrice' ? r.targetPrice : k === 'eps0' ? (r.eps?.[0] ?? null) : (r.pe?.[0] ?? null);
