/**
 * The fundamentals endpoints (contracts/endpoints/fundamentals.ts) bound to the request layer,
 * with a boundary check of each answer's skeleton (the arrays and the fields the pages index by),
 * so a malformed answer shows 数据格式有误 instead of breaking a render. Pages take these as the
 * I/O of their stores, so their streams are tested with fakes.
 */
import { map, type Observable } from 'rxjs';
import type { QueryOf, ResultOf } from '../../../contracts/endpoints/define';
import { fundamentalsEndpoints as F } from '../../../contracts/endpoints/fundamentals';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { request, type RequestOptions } from '../../services/http';

/** The arrays of each answer that the pages walk. */
const ARRAYS: Readonly<Record<keyof typeof F, readonly string[]>> = {
  pepb: ['stats', 'series', 'industrySeries'],
  pepbBand: ['multiples', 'points'],
  growAbility: ['rows', 'peers'],
  financialStatement: ['periods', 'lines'],
  divi: ['rows'],
  diviFund: ['financing', 'years'],
  getSegments: ['periods', 'groups'],
  forecast: ['forecasts', 'express', 'schedule'],
  industryCompare: ['columns', 'rows'],
  industryCompareMore: ['columns', 'rows'],
};

/** Checks an answer's skeleton: an object with an `id` and the arrays its page walks. */
export function checkAnswer<N extends keyof typeof F>(name: N, datas: unknown): ResultOf<(typeof F)[N]> {
  const o = object(datas, 'datas');
  str(o.id, 'datas.id');
  for (const key of ARRAYS[name]) array(o[key], `datas.${key}`, (v) => v);
  return o as ResultOf<(typeof F)[N]>;
}

/** Calls one fundamentals endpoint with its query and checks the answer; `silent` calls never notify (decorative summaries). */
export function fetchFundamentals<N extends keyof typeof F>(name: N, query: QueryOf<(typeof F)[N]>, silent = false): Observable<ResultOf<(typeof F)[N]>> {
  const options: RequestOptions<(typeof F)[N]> = { query, silent };
  return request(F[name], options).pipe(map((datas) => checkAnswer(name, datas)));
}
