import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SimError } from '../../../../gateway/sim/http/errors';
import { assertDistinct, charLength, normalizeGroupName, normalizeRemark, reorder } from '../../../../gateway/sim/accounts/watch-rules';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof SimError);
    return err.code;
  }
  return 'none';
}

test('reorder: requested first in order, the rest after in their order; a permutation of the input', () => {
  assert.deepEqual(reorder([1, 2, 3, 4, 5], [4, 2]), [4, 2, 1, 3, 5]);
  assert.deepEqual(reorder([1, 2, 3], []), [1, 2, 3]);
  assert.deepEqual(reorder([1, 2, 3], [9, 3]), [3, 1, 2]);
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer(), { maxLength: 40 }), fc.func(fc.boolean()), (current, pick) => {
      const requested = current.filter((x) => pick(x)).reverse();
      const out = reorder(current, requested);
      assert.deepEqual(
        [...out].sort((a, b) => a - b),
        [...current].sort((a, b) => a - b),
      );
      assert.deepEqual(out.slice(0, requested.length), requested);
      assert.deepEqual(
        out.slice(requested.length),
        current.filter((x) => !requested.includes(x)),
      );
    }),
  );
});

test('group names: trimmed; empty, >20 characters, control characters and 全部 refused with 400', () => {
  assert.equal(normalizeGroupName('  科技  '), '科技');
  assert.equal(normalizeGroupName('😀'.repeat(20)), '😀'.repeat(20));
  for (const bad of ['', '   ', 'x'.repeat(21), 'a\tb', 'a\u007fb', '全部', ' 全部 '])
    assert.equal(
      codeOf(() => normalizeGroupName(bad)),
      '400',
      JSON.stringify(bad),
    );
});

test('remarks: ≤ 100 characters (409 beyond), newlines allowed, other controls refused', () => {
  assert.equal(normalizeRemark(' 多行\n备注 '), '多行\n备注');
  assert.equal(normalizeRemark(''), '');
  assert.equal(normalizeRemark('𠀀'.repeat(100)), '𠀀'.repeat(100));
  assert.equal(
    codeOf(() => normalizeRemark('x'.repeat(101))),
    '409',
  );
  assert.equal(
    codeOf(() => normalizeRemark('a\u0000b')),
    '400',
  );
});

test('charLength counts code points; assertDistinct finds repeats', () => {
  assert.equal(charLength('a😀中'), 3);
  assert.equal(
    codeOf(() => assertDistinct([1, 2, 1], 'x')),
    '400',
  );
  assert.equal(
    codeOf(() => assertDistinct([1, 2], 'x')),
    'none',
  );
});
