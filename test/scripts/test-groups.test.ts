import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupFiles } from '../../scripts/lib/test-groups';

const files = (n: number) => Array.from({ length: n }, (_, i) => `test/f${String(i).padStart(3, '0')}.test.ts`);

test('every file lands in exactly one group, in order, none over the size', () => {
  for (const [n, size] of [
    [0, 5],
    [1, 5],
    [5, 5],
    [6, 5],
    [331, 12],
  ] as const) {
    const groups = groupFiles(files(n), size);
    assert.deepEqual(groups.flat(), files(n), `${n} files by ${size}`);
    assert.ok(
      groups.every((g) => g.length >= 1 && g.length <= size),
      `${n} by ${size}: ${groups.map((g) => g.length)}`,
    );
    assert.equal(groups.length, Math.ceil(n / size));
  }
});

test('groups are even: 13 files by 12 make 7 + 6, not 12 + 1', () => {
  assert.deepEqual(
    groupFiles(files(13), 12).map((g) => g.length),
    [7, 6],
  );
});

test('a size that is not a positive integer is refused', () => {
  for (const size of [0, -1, 1.5, Number.NaN]) assert.throws(() => groupFiles(files(3), size), RangeError);
});
