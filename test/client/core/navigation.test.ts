import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stepOf } from '../../../client/core/navigation';

test('push is forward, replace keeps the index, popstate compares stored indexes', () => {
  assert.deepEqual(stepOf('pushState', 3, undefined), { direction: 'forward', index: 4 });
  assert.deepEqual(stepOf('replaceState', 3, 3), { direction: 'replace', index: 3 });
  assert.deepEqual(stepOf('popstate', 3, 2), { direction: 'back', index: 2 });
  assert.deepEqual(stepOf('popstate', 2, 3), { direction: 'forward', index: 3 });
  assert.deepEqual(stepOf('popstate', 2, undefined), { direction: 'back', index: 1 });
});
