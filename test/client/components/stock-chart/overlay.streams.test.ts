import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, of, Subject, type Observable } from 'rxjs';
import type { KlineAnswer, KlineParams, MinutesAnswer, MinutesParams } from '../../../../contracts/endpoints/market-data';
import { chartOverlays$, compareKey, type OverlayRequest, type OverlayState } from '../../../../client/components/stock-chart/overlay.streams';
import { bar, minuteDay } from '../../pages/stock/fixtures';

function setup(first: OverlayRequest) {
  const requests = new BehaviorSubject<OverlayRequest>(first);
  const klineCalls: KlineParams[] = [];
  const minuteCalls: MinutesParams[] = [];
  const pending = new Map<string, Subject<KlineAnswer>>();
  const state$ = chartOverlays$(requests, {
    count: 600,
    fetchKline: (p): Observable<KlineAnswer> => {
      klineCalls.push(p);
      if (p.code === '999999.SH') {
        const s = new Subject<KlineAnswer>();
        pending.set(p.code, s);
        return s;
      }
      return of({ id: p.code, period: p.period, adjust: p.adjust ?? 'forward', bars: [bar(1, 10), bar(2, 11)] });
    },
    fetchMinutes: (p): Observable<MinutesAnswer> => {
      minuteCalls.push(p);
      return of({ id: p.code, days: [minuteDay('2025-11-26', 3000, 3), minuteDay('2025-11-27', 3010, 2)] });
    },
    fetchName: (id) => of(`名称${id}`),
  });
  let last!: OverlayState;
  const sub = state$.subscribe((s) => (last = s));
  return { requests, klineCalls, minuteCalls, pending, last: () => last, stop: () => sub.unsubscribe() };
}

test('分时: the index’s minutes for the tab’s days; none on K-line tabs', (t) => {
  const h = setup({ view: 'ts1', adjust: 'forward', index: '000001.SH', compare: ['000300.SH'] });
  t.after(h.stop);
  assert.deepEqual(h.minuteCalls, [{ code: '000001.SH', days: 1 }]);
  assert.deepEqual(h.klineCalls, [], 'the K-line 叠加 waits for a K-line tab');
  const index = h.last().index!;
  assert.equal(index.name, '名称000001.SH');
  assert.equal(index.load.status, 'ready');
  assert.equal(index.load.data!.series.preClose, 3010, 'one day: today’s pre-close');
  assert.equal(index.load.data!.series.points.length, 2);
  assert.equal(index.load.data!.lastDay!.date, '2025-11-27');
  assert.deepEqual(h.last().compare, []);
  h.requests.next({ view: 'ts5', adjust: 'forward', index: '000001.SH', compare: ['000300.SH'] });
  assert.deepEqual(h.minuteCalls.at(-1), { code: '000001.SH', days: 5 });
  assert.equal(h.last().index!.load.data!.series.preClose, 3000, 'five days: the first day’s pre-close');
  h.requests.next({ view: 'ts5', adjust: 'forward', index: null, compare: ['000300.SH'] });
  assert.equal(h.last().index, null);
});

test('K-line: each code’s bars of the tab’s period (复权 for stocks only), loaded once; a failure stays on its code', (t) => {
  const h = setup({ view: 'day', adjust: 'forward', index: '000001.SH', compare: ['000300.SH', '600036.SH'] });
  t.after(h.stop);
  assert.deepEqual(h.minuteCalls, []);
  assert.deepEqual(h.klineCalls, [
    { code: '000300.SH', period: 'day', count: 600 },
    { code: '600036.SH', period: 'day', count: 600, adjust: 'forward' },
  ]);
  assert.deepEqual(
    h.last().compare.map((e) => [e.id, e.name, e.load.status, e.load.data?.length]),
    [
      ['000300.SH', '名称000300.SH', 'ready', 2],
      ['600036.SH', '名称600036.SH', 'ready', 2],
    ],
  );
  h.requests.next({ view: 'day', adjust: 'forward', index: '000001.SH', compare: ['000300.SH', '600036.SH', '999999.SH'] });
  assert.equal(h.klineCalls.length, 3, 'adding a code loads only that code');
  assert.equal(h.last().compare[2]!.load.status, 'loading');
  h.pending.get('999999.SH')!.error(new Error('未找到证券 999999.SH'));
  assert.deepEqual([h.last().compare[2]!.load.status, h.last().compare[2]!.load.error], ['error', '未找到证券 999999.SH']);
  assert.equal(h.last().compare[0]!.load.status, 'ready');
  h.requests.next({ view: 'week', adjust: 'backward', index: null, compare: ['000300.SH'] });
  assert.deepEqual(h.klineCalls.at(-1), { code: '000300.SH', period: 'week', count: 600 });
  h.requests.next({ view: 'week', adjust: 'forward', index: null, compare: ['000300.SH'] });
  assert.equal(h.klineCalls.length, 4, 'an index has no 复权: a 复权 switch does not reload it');
  assert.equal(compareKey('600036.SH', 'day', 'none'), '600036.SH|day|none');
});
