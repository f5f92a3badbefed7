/**
 * The order-flow panel's state (client/pages/stock/order-flow.streams.ts) and its figures
 * (components/order-flow-panel.tsx): first load shows 加载中, refreshes are quiet and keep the
 * figures through a failure, a refresh under way is not doubled; figures are signed and in 手.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, throwError, type Observable } from 'rxjs';
import type { OrderFlowAnswer } from '../../../../contracts/endpoints/order-flow';
import { commissionOf, parseOrderFlow } from '../../../../contracts/endpoints/order-flow';
import type { Loadable } from '../../../../client/core/loadable';
import { orderFlowState$ } from '../../../../client/pages/stock/order-flow.streams';
import { orderFlowFigures } from '../../../../client/pages/stock/components/order-flow-figures';

function answer(over: Partial<OrderFlowAnswer> = {}): OrderFlowAnswer {
  return {
    id: '600519.SH',
    ts: 1,
    volumeRatio: 1.23,
    bidVolume: 30_000,
    askVolume: 10_000,
    commissionRatio: 50,
    commissionDiff: 20_000,
    outer: 1_200_000,
    inner: 800_000,
    net: { xl: 120_000_000, l: -20_000_000, m: -30_000_000, s: -70_000_000 },
    mainNet: 100_000_000,
    industry: { id: '801120.SH', name: '食品饮料' },
    concepts: [{ id: '885001.SH', name: '白酒概念' }],
    ...over,
  };
}

test('first load, quiet refreshes, a failed refresh keeps the figures, no doubled request', () => {
  const refresh = new Subject<void>();
  const pending: Array<Subject<OrderFlowAnswer>> = [];
  let fail = false;
  const fetch = (): Observable<OrderFlowAnswer> => {
    if (fail) return throwError(() => new Error('网络错误'));
    const s = new Subject<OrderFlowAnswer>();
    pending.push(s);
    return s;
  };
  const seen: Array<Loadable<OrderFlowAnswer>> = [];
  const sub = orderFlowState$({ id: '600519.SH', fetch, refresh$: refresh }).subscribe((s) => seen.push(s));
  assert.equal(seen.at(-1)!.status, 'loading');
  refresh.next();
  assert.equal(pending.length, 1, 'a refresh during the first load is dropped');
  pending[0]!.next(answer());
  pending[0]!.complete();
  assert.equal(seen.at(-1)!.status, 'ready');
  const count = seen.length;
  refresh.next();
  assert.equal(seen.length, count, 'a refresh shows no loading state');
  pending[1]!.next(answer({ mainNet: 5 }));
  pending[1]!.complete();
  assert.equal(seen.at(-1)!.data!.mainNet, 5);
  fail = true;
  refresh.next();
  assert.deepEqual([seen.at(-1)!.status, seen.at(-1)!.data!.mainNet, seen.at(-1)!.error], ['ready', 5, '网络错误']);
  sub.unsubscribe();
});

test('figures: 量比, signed 委比/委差 in 手, 外盘 up and 内盘 down, flows in 万/亿 with their sign', () => {
  const figures = orderFlowFigures(answer(), { kind: 'capital', lot: 100 });
  const byKey = new Map(figures.map((f) => [f.key, f]));
  assert.deepEqual(
    figures.map((f) => f.label),
    ['量比', '委比', '外盘', '委差', '内盘', '主力净流入', '超大单', '大单', '中单', '小单'],
  );
  assert.equal(byKey.get('volumeRatio')!.text, '1.23');
  assert.equal(byKey.get('commissionRatio')!.text, '+50.00%');
  assert.equal(byKey.get('commissionDiff')!.text, '+200手');
  assert.equal(byKey.get('outer')!.text, '1.20万手');
  assert.equal(byKey.get('mainNet')!.text, '+1.00亿');
  assert.equal(byKey.get('l')!.text, '-2000.00万');
  assert.ok(byKey.get('outer')!.trend! > 0 && byKey.get('inner')!.trend! < 0);
});

test('委比 and 委差 of a book; the parser rejects a malformed answer and accepts a stock without boards', () => {
  assert.deepEqual(commissionOf(300, 100), { commissionRatio: 50, commissionDiff: 200 });
  assert.deepEqual(commissionOf(0, 0), { commissionRatio: 0, commissionDiff: 0 });
  assert.deepEqual(commissionOf(1, 2), { commissionRatio: -33.33, commissionDiff: -1 });
  assert.deepEqual(parseOrderFlow({ ...answer(), industry: null, concepts: [] }).concepts, []);
  assert.throws(() => parseOrderFlow({ ...answer(), net: { xl: 1 } }), /net\.l/);
  assert.throws(() => parseOrderFlow({ ...answer(), industry: { id: 'x', name: 'y' } }), /industry\.id/);
});
