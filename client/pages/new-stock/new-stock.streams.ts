/**
 * 新股中心's I/O (React-free): the centre's answer for a tab (as of a day) and the signed-in
 * user's 打新日历, each checked at the boundary.
 */
import { map, type Observable } from 'rxjs';
import { ipoEndpoints as E, type CapitalIposAnswer, type IpoCalendarAnswer, type IpoTab } from '../../../contracts/endpoints/ipo';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { request } from '../../services/http';

function checkIpos(datas: unknown): CapitalIposAnswer {
  const o = object(datas, 'datas');
  str(o.date, 'datas.date');
  array(o.rows, 'datas.rows', (v) => v);
  array(o.review, 'datas.review', (v) => v);
  object(o.counts, 'datas.counts');
  return o as unknown as CapitalIposAnswer;
}

function checkCalendar(datas: unknown): IpoCalendarAnswer {
  const o = object(datas, 'datas');
  array(o.ids, 'datas.ids', (v) => v);
  array(o.reminders, 'datas.reminders', (v) => v);
  return o as unknown as IpoCalendarAnswer;
}

/** What one load of the centre depends on (`rev` bumps after a calendar change). */
export type Query = { tab: IpoTab; date: string | null; signedIn: boolean; rev: number };
/** The centre's rows for a tab, as of a day (today when null). */
export const fetchIpos = (q: Query) => request(E.capitalIpos, { query: q.date ? { tab: q.tab, date: q.date } : { tab: q.tab } }).pipe(map(checkIpos));
/** The signed-in user's 打新日历. */
export const fetchCalendar = (_q: { signedIn: boolean; rev: number }): Observable<IpoCalendarAnswer | null> => request(E.ipoCalendar).pipe(map(checkCalendar));
