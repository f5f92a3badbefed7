import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Lru } from '../../../../gateway/sim/market/lru';

test('evicts the least recently used entry', () => {
  const lru = new Lru<string, number>(2);
  lru.set('a', 1);
  lru.set('b', 2);
  assert.equal(lru.get('a'), 1);
  lru.set('c', 3);
  assert.equal(lru.get('b'), undefined);
  assert.equal(lru.get('a'), 1);
  assert.equal(lru.get('c'), 3);
  assert.equal(lru.size, 2);
  assert.throws(() => new Lru(0), /positive/);
});
