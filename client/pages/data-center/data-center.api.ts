/**
 * The data centre's loads: one request per (dataset, day[, scope]), each answer's skeleton checked
 * so a malformed answer shows an error state instead of breaking a render. 全A估值 is polled while
 * the sim is still building its company models (`ready: false`).
 */
import { map, type Observable, switchMap, takeWhile, timer } from 'rxjs';
import {
  type BlockTradeAnswer,
  type ConnectAnswer,
  type DaysAnswer,
  datacentreEndpoints as E,
  type FlowScope,
  type FundFlowAnswer,
  type HistoryAnswer,
  type HolderChangeAnswer,
  type HolderChangePeriod,
  type LhbAnswer,
  type LimitUpAnswer,
  type MarginAnswer,
  type PledgeAnswer,
  type BuybackAnswer,
  type SuspensionAnswer,
  type UnlockAnswer,
  type UnlockRange,
  type ValuationAnswer,
} from '../../../contracts/endpoints/datacentre';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { request } from '../../services/http';

/** Checks `datas` is an object with the given list fields and a `date`. */
function checked<T>(lists: readonly string[]): (datas: unknown) => T {
  return (datas) => {
    const o = object(datas, 'datas');
    for (const k of lists) array(o[k], `datas.${k}`, (v) => v);
    return o as unknown as T;
  };
}

const q = (date: string | null): { date?: string } => (date ? { date } : {});

export const fetchDays = (): Observable<DaysAnswer> =>
  request(E.days, {}).pipe(
    map((d) => {
      const o = object(d, 'datas');
      str(o.latest, 'datas.latest');
      array(o.recent, 'datas.recent', (v) => v);
      return o as unknown as DaysAnswer;
    }),
  );

export const fetchFlow = (p: { date: string | null; scope: FlowScope }): Observable<FundFlowAnswer> =>
  request(E.fundFlow, { query: { ...q(p.date), scope: p.scope } }).pipe(map(checked<FundFlowAnswer>(['market', 'stocks', 'groups'])));

export const fetchLhb = (date: string | null): Observable<LhbAnswer> => request(E.lhb, { query: q(date) }).pipe(map(checked<LhbAnswer>(['rows'])));

export const fetchLimitUp = (date: string | null): Observable<LimitUpAnswer> =>
  request(E.limitUp, { query: q(date) }).pipe(map(checked<LimitUpAnswer>(['rows', 'broken'])));

export const fetchMargin = (date: string | null): Observable<MarginAnswer> =>
  request(E.margin, { query: q(date) }).pipe(map(checked<MarginAnswer>(['market', 'rows'])));

export const fetchConnect = (date: string | null): Observable<ConnectAnswer> =>
  request(E.connect, { query: q(date) }).pipe(map(checked<ConnectAnswer>(['flows', 'top', 'holdings'])));

export const fetchBlockTrade = (date: string | null): Observable<BlockTradeAnswer> =>
  request(E.blockTrade, { query: q(date) }).pipe(
    map((d) => {
      const a = checked<BlockTradeAnswer>(['rows'])(d);
      object(a.summary, 'datas.summary');
      return a;
    }),
  );

export const fetchSuspension = (date: string | null): Observable<SuspensionAnswer> =>
  request(E.suspension, { query: q(date) }).pipe(map(checked<SuspensionAnswer>(['suspended', 'resumed'])));

export const fetchHolderChange = (p: { date: string | null; period: HolderChangePeriod }): Observable<HolderChangeAnswer> =>
  request(E.holderChange, { query: { ...q(p.date), period: p.period } }).pipe(
    map((d) => {
      const a = checked<HolderChangeAnswer>(['rows'])(d);
      object(a.summary, 'datas.summary');
      str(a.period, 'datas.period');
      return a;
    }),
  );

export const fetchPledge = (date: string | null): Observable<PledgeAnswer> =>
  request(E.pledge, { query: q(date) }).pipe(
    map((d) => {
      const a = checked<PledgeAnswer>(['stocks', 'details'])(d);
      object(a.summary, 'datas.summary');
      return a;
    }),
  );

export const fetchBuyback = (date: string | null): Observable<BuybackAnswer> =>
  request(E.buyback, { query: q(date) }).pipe(
    map((d) => {
      const a = checked<BuybackAnswer>(['rows'])(d);
      object(a.summary, 'datas.summary');
      str(a.monthFrom, 'datas.monthFrom');
      return a;
    }),
  );

export const fetchUnlock = (p: { date: string | null; range: UnlockRange }): Observable<UnlockAnswer> =>
  request(E.unlock, { query: { ...q(p.date), range: p.range } }).pipe(
    map((d) => {
      const a = checked<UnlockAnswer>(['rows', 'calendar'])(d);
      object(a.summary, 'datas.summary');
      return a;
    }),
  );

export const fetchHistory = (date: string | null): Observable<HistoryAnswer> =>
  request(E.history, { query: { ...q(date), days: '60' } }).pipe(map(checked<HistoryAnswer>(['points'])));

/** Polls every 3 s until the gauge is ready (the last answer is the ready one). */
export const fetchValuation = (date: string | null): Observable<ValuationAnswer> =>
  timer(0, 3000).pipe(
    switchMap(() => request(E.valuation, { query: q(date) }).pipe(map(checked<ValuationAnswer>([])))),
    takeWhile((a) => !a.ready, true),
  );
