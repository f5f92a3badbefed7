import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, of, throwError } from 'rxjs';
import type { Holding } from '../../../contracts/holdings';
import { createHoldingsStore, type HoldingsState } from '../../../client/state/holdings-store';

const h = (code: string, quantity = 100): Holding => ({ code, quantity, cost: 10, buyDate: '2026-01-05', updatedAt: 1 });

function harness(list: () => Holding[] | Error, token: string | null = 't1') {
  const token$ = new BehaviorSubject<string | null>(token);
  const changed$ = new BehaviorSubject(0);
  let calls = 0;
  const store = createHoldingsStore({
    token$,
    changed$,
    list: () => {
      calls++;
      const r = list();
      return r instanceof Error ? throwError(() => r) : of(r);
    },
  });
  const states: HoldingsState[] = [];
  const sub = store.state$.subscribe((s) => states.push(s));
  return { store, token$, changed$, states, last: () => states.at(-1)!, calls: () => calls, close: () => sub.unsubscribe() };
}

test('loads the user’s holdings by code; saves and removals show at once', () => {
  const t = harness(() => [h('600519.SH', 300)]);
  assert.equal(t.last().status, 'ready');
  assert.equal(t.last().byCode['600519.SH']?.quantity, 300);
  t.store.saved(h('000001.SZ', 500));
  t.store.saved(h('600519.SH', 400));
  assert.deepEqual(
    Object.values(t.last().byCode).map((x) => [x.code, x.quantity]),
    [
      ['600519.SH', 400],
      ['000001.SZ', 500],
    ],
  );
  t.store.removed('600519.SH');
  assert.deepEqual(Object.keys(t.last().byCode), ['000001.SZ']);
  t.close();
});

test('every watchlist change reads them again (an unfollowed security’s holding is gone)', () => {
  let list = [h('600519.SH'), h('000001.SZ')];
  const t = harness(() => list);
  list = [h('000001.SZ')];
  t.changed$.next(1);
  assert.equal(t.calls(), 2);
  assert.deepEqual(Object.keys(t.last().byCode), ['000001.SZ']);
  t.close();
});

test('signed out: none; a failed read says so and keeps nothing wrong', () => {
  const t = harness(() => new Error('网络异常'), null);
  assert.deepEqual(t.last(), { status: 'anonymous', byCode: {}, lastError: null });
  t.token$.next('t1');
  assert.equal(t.last().status, 'error');
  assert.equal(t.last().lastError, '网络异常');
  t.token$.next(null);
  assert.equal(t.last().status, 'anonymous');
  t.close();
});
