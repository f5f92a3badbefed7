/**
 * The notice, event, survey and research endpoints bound to the request layer, each answer's
 * skeleton checked at the boundary (the arrays the pages walk), so a malformed answer shows an
 * error state instead of breaking a render.
 */
import { map, type Observable } from 'rxjs';
import type { QueryOf, ResultOf } from '../../../contracts/endpoints/define';
import { noticeListEndpoints } from '../../../contracts/endpoints/notices';
import { researchEndpoints } from '../../../contracts/endpoints/research';
import { array, object } from '../../../contracts/endpoints/shape';
import { request } from '../../services/http';

const E = { ...noticeListEndpoints, ...researchEndpoints };
type Name = keyof typeof E;

/** The arrays of each answer that the pages walk. */
const ARRAYS: Readonly<Record<Name, readonly string[]>> = {
  noticeList: ['list'],
  noticeFile: ['sections'],
  eventReminders: ['items'],
  surveyDates: ['dates'],
  surveyData: ['list'],
  researchList: ['list', 'orgs', 'industries'],
  starAuthor: ['list'],
  depthData: ['list'],
  institutionPoint: ['years'],
};

/** Checks an answer's skeleton. */
export function checkDisclosure<N extends Name>(name: N, datas: unknown): ResultOf<(typeof E)[N]> {
  const o = object(datas, 'datas');
  for (const key of ARRAYS[name]) array(o[key], `datas.${key}`, (v) => v);
  return o as ResultOf<(typeof E)[N]>;
}

/** Calls one endpoint with its query (absent values left out) and checks the answer; `silent` calls never notify (decorative summaries). */
export function fetchDisclosure<N extends Name>(name: N, query: QueryOf<(typeof E)[N]>, silent = false): Observable<ResultOf<(typeof E)[N]>> {
  const clean = Object.fromEntries(Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== '')) as QueryOf<
    (typeof E)[N]
  >;
  return request(E[name], { query: clean, silent }).pipe(map((datas) => checkDisclosure(name, datas)));
}
