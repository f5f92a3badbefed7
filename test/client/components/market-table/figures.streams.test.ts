import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Subject, of, throwError } from 'rxjs';
import type { FiguresAnswer, SecurityFigures } from '../../../../contracts/endpoints/figures';
import { figures$, type FiguresById } from '../../../../client/components/market-table/figures.streams';

const f = (peTtm: number): SecurityFigures => ({
  volumeRatio: 1,
  peTtm,
  pb: 1,
  totalCap: 1,
  floatCap: 1,
  industry: '银行',
  dividendYield: 1,
  pct60: 1,
});
const answer = (entries: Record<string, number>): FiguresAnswer => ({
  asOf: '2026-11-20',
  figures: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, f(v)])),
});

test('asks once per set of securities (order and repeats ignored), again on each refresh; none asked for none shown', () => {
  const codes = new BehaviorSubject<readonly string[]>([]);
  const refresh = new Subject<void>();
  const asked: string[][] = [];
  let pe = 10;
  const seen: FiguresById[] = [];
  const sub = figures$({
    codes$: codes,
    refresh$: refresh,
    fetch: (ids) => {
      asked.push([...ids]);
      return of(answer(Object.fromEntries(ids.map((id) => [id, pe]))));
    },
  }).subscribe((m) => seen.push(m));
  assert.equal(seen.at(-1)!.size, 0);
  codes.next(['b', 'a', 'a']);
  codes.next(['a', 'b']);
  assert.deepEqual(asked, [['a', 'b']]);
  assert.equal(seen.at(-1)!.get('a')?.peTtm, 10);
  pe = 11;
  refresh.next();
  assert.equal(seen.at(-1)!.get('b')?.peTtm, 11);
  codes.next([]);
  assert.equal(seen.at(-1)!.size, 0);
  assert.equal(asked.length, 2);
  sub.unsubscribe();
});

test('a failed answer keeps the figures already shown; the next refresh asks again', () => {
  const refresh = new Subject<void>();
  let fail = false;
  const seen: FiguresById[] = [];
  const sub = figures$({
    codes$: of(['a']),
    refresh$: refresh,
    fetch: () => (fail ? throwError(() => new Error('数据准备中')) : of(answer({ a: 5 }))),
  }).subscribe((m) => seen.push(m));
  fail = true;
  refresh.next();
  assert.equal(seen.at(-1)!.get('a')?.peTtm, 5);
  fail = false;
  refresh.next();
  assert.equal(seen.at(-1)!.get('a')?.peTtm, 5);
  assert.ok(seen.length >= 3);
  sub.unsubscribe();
});
