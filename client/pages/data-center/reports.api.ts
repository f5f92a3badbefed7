/**
 * Loads of the 年报季报 tables: one request per (table, day, period), its skeleton checked so a
 * malformed answer shows an error state; while the sim is still building its company models
 * (`ready: false`) the request is repeated every {@link POLL_MS} and each answer passed on, so the
 * page can show the progress.
 */
import { map, type Observable, switchMap, takeWhile, timer } from 'rxjs';
import type { Endpoint } from '../../../contracts/endpoints/define';
import { type ReportAnswer, type ReportQuery, type ReportRows, type ReportTable, reportEndpoints } from '../../../contracts/endpoints/datacentre-reports';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { request } from '../../services/http';

/** How often a not-ready table is asked again, ms. */
export const POLL_MS = 2000;

/** What a table load asks for. */
export interface ReportLoad<T extends ReportTable> {
  table: T;
  date: string | null;
  period: string | null;
}

/** Checks the skeleton of an answer. */
function checked<T>(datas: unknown): T {
  const o = object(datas, 'datas');
  str(o.period, 'datas.period');
  array(o.periods, 'datas.periods', (v) => v);
  array(o.rows, 'datas.rows', (v) => v);
  if (typeof o.ready !== 'boolean') throw new Error('datas.ready 应为布尔值');
  return o as unknown as T;
}

/** The answers of one table load: repeated while not ready, ending with the ready one. */
export function fetchReport<T extends ReportTable>(p: ReportLoad<T>): Observable<ReportAnswer<ReportRows[T]>> {
  const endpoint = reportEndpoints[p.table] as Endpoint<ReportQuery, never, ReportAnswer<ReportRows[T]>>;
  const query: ReportQuery = { ...(p.date ? { date: p.date } : {}), ...(p.period ? { period: p.period } : {}) };
  return timer(0, POLL_MS).pipe(
    switchMap(() => request(endpoint, { query }).pipe(map((d) => checked<ReportAnswer<ReportRows[T]>>(d)))),
    takeWhile((a) => !a.ready, true),
  );
}
