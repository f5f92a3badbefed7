import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, of, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { SearchResult } from '../../../../contracts/entities';
import { codeSearch$, CODE_SEARCH_DEBOUNCE_MS } from '../../../../client/components/data-page/code-search.streams';
import { keyedLoad, loadMap } from '../../../../client/components/data-page/loads.streams';

test('keyedLoad: the latest key wins, a stale answer never shows under the new key', () => {
  const params = new Subject<string>();
  const answers: Record<string, Subject<string>> = { a: new Subject(), b: new Subject() };
  const seen: Array<{ status: string; data: string | null; for: string }> = [];
  keyedLoad(
    params,
    (p) => p,
    (p) => answers[p]!,
  ).subscribe((s) => seen.push({ status: s.status, data: s.data, for: s.for }));
  params.next('a');
  params.next('a'); // same key: no second request
  params.next('b');
  answers.a!.next('A'); // stale: dropped by switchMap
  answers.b!.next('B');
  assert.deepEqual(seen.at(-1), { status: 'ready', data: 'B', for: 'b' });
  assert.ok(!seen.some((s) => s.data === 'A'));
  assert.equal(seen.filter((s) => s.status === 'loading').length, 2);
});

test('keyedLoad: a failure becomes an error state with the message', () => {
  const seen: string[] = [];
  keyedLoad(
    of('x'),
    (p) => p,
    () => throwError(() => new Error('未找到证券')),
  ).subscribe((s) => seen.push(`${s.status}:${s.error ?? ''}`));
  assert.equal(seen.at(-1), 'error:未找到证券');
});

test('loadMap: each key loads once while present; removed keys are forgotten and their late answers dropped', () => {
  const keys = new Subject<readonly string[]>();
  const calls: string[] = [];
  const pending: Record<string, Subject<number>> = {};
  let last: Readonly<Record<string, { status: string; data: number | null }>> = {};
  loadMap(keys, (k): Observable<number> => {
    calls.push(k);
    pending[k] = new Subject<number>();
    return pending[k]!;
  }).subscribe((m) => (last = m));
  keys.next(['a', 'b']);
  pending.a!.next(1);
  keys.next(['a', 'b', 'c']);
  assert.deepEqual(calls, ['a', 'b', 'c']);
  assert.equal(last.a!.data, 1);
  keys.next(['a', 'c']);
  pending.b!.next(2);
  assert.deepEqual(Object.keys(last), ['a', 'c']);
  keys.next(['a', 'c', 'b']);
  assert.deepEqual(calls, ['a', 'b', 'c', 'b'], 'a key added back loads fresh');
  assert.equal(last.b!.status, 'loading');
});

const hit = (id: string, kind: SearchResult['capitalOrIndex']): SearchResult => ({
  id,
  code: id.slice(0, 6),
  codePre: 'sh',
  codeSuff: 'SH',
  name: id,
  capitalOrIndex: kind,
  isFollow: 0,
  pinyin: '',
});

test('code search: debounced, stocks only, blank clears, a failure shows nothing', () => {
  const scheduler = new TestScheduler((a, b) => assert.deepEqual(a, b));
  scheduler.run(({ cold, expectObservable }) => {
    const d = CODE_SEARCH_DEBOUNCE_MS;
    const text$ = cold(`a 50ms b ${d}ms - c ${d}ms - d`, { a: 'm', b: 'mt', c: 'x', d: ' ' });
    const search = (t: string) =>
      t === 'x' ? throwError(() => new Error('boom')) : of([hit('600519.SH', 'capital'), hit('000001.SH', 'index_hs'), hit('00700.HK', 'hk')]);
    const expected = [hit('600519.SH', 'capital'), hit('00700.HK', 'hk')];
    // b lands at 51 and fires at 51 + d; c at 253 (+d); the blank d at 455 (+d).
    expectObservable(codeSearch$(text$, search)).toBe(`e ${50 + d}ms f ${d + 1}ms g ${d + 1}ms h`, { e: [], f: expected, g: [], h: [] });
  });
});
