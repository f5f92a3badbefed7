/** The 预警记录 load: a page, reloaded on each fire keeping its rows meanwhile; a new page starts empty. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Subject, of } from 'rxjs';
import type { AlertHistoryPage } from '../../../../contracts/endpoints/alerts';
import { RECORDS_PAGE_SIZE, recordsLoad } from '../../../../client/pages/my-alerts/my-alerts.streams';

const pageOf = (page: number, total: number): AlertHistoryPage => ({ total, page, pageSize: RECORDS_PAGE_SIZE, items: [] });

test('reloads on a fire without blanking, and a new page starts from nothing', () => {
  const page$ = new Subject<number>();
  const fired$ = new Subject<void>();
  let total = 1;
  const asked: number[] = [];
  const states: Array<{ status: string; total: number | null; for: string }> = [];
  recordsLoad(page$, fired$, (page) => {
    asked.push(page);
    return of(pageOf(page, total));
  }).subscribe((s) => states.push({ status: s.status, total: s.data?.total ?? null, for: s.for }));
  page$.next(1);
  total = 2;
  fired$.next();
  page$.next(1); // the same page again: nothing asked
  page$.next(2);
  assert.deepEqual(asked, [1, 1, 2]);
  assert.deepEqual(states, [
    { status: 'idle', total: null, for: '' },
    { status: 'loading', total: null, for: '1' },
    { status: 'ready', total: 1, for: '1' },
    { status: 'loading', total: 1, for: '1' },
    { status: 'ready', total: 2, for: '1' },
    { status: 'loading', total: null, for: '2' },
    { status: 'ready', total: 2, for: '2' },
  ]);
});
