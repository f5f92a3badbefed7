import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Subject } from 'rxjs';
import { applyShallowEdit, createShallowStore, onShallow } from '../../../client/core/shallow-store';

test('an edit makes a new state only when a top-level field changed; the old state is untouched', () => {
  const list = [1, 2];
  const s0 = { a: 1, list };
  const same = applyShallowEdit(s0, (s) => {
    s.a = 1;
  });
  assert.equal(same, s0, 'nothing changed: the same object');
  const s1 = applyShallowEdit(s0, (s) => {
    s.list = [...s.list, 3];
  });
  assert.notEqual(s1, s0);
  assert.deepEqual(s0, { a: 1, list: [1, 2] });
  assert.deepEqual(s1, { a: 1, list: [1, 2, 3] });
  assert.equal(
    applyShallowEdit(s0, (s) => {
      s.a = Number.NaN;
    }).a,
    Number.NaN,
  );
});

test('a store starts from its lazy seed, applies edits in order and replays the latest to late readers', () => {
  let seeded = 0;
  const inc = new Subject<number>();
  const name = new Subject<string>();
  const store$ = createShallowStore(() => {
    seeded++;
    return { n: 0, name: '' };
  }, [
    onShallow(inc, (s: { n: number; name: string }, by) => {
      s.n += by;
    }),
    onShallow(name, (s: { n: number; name: string }, v) => {
      s.name = v;
    }),
  ]);
  assert.equal(seeded, 0, 'nothing runs before a subscription');
  const seen: { n: number; name: string }[] = [];
  const sub = store$.subscribe((s) => seen.push(s));
  inc.next(2);
  name.next('x');
  name.next('x');
  inc.next(3);
  assert.deepEqual(
    seen.map((s) => `${s.n}${s.name}`),
    ['0', '2', '2x', '2x', '5x'],
  );
  assert.equal(seen[2], seen[3], 'an edit that changes nothing re-emits the same state');
  let late: unknown;
  store$.subscribe((s) => (late = s)).unsubscribe();
  assert.deepEqual(late, { n: 5, name: 'x' });
  sub.unsubscribe();
  store$.subscribe(() => {}).unsubscribe();
  assert.equal(seeded, 2, 'without keepAlive the state resets when nobody listens');
});
