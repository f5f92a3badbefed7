import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Lru } from '../../../../gateway/sim/shared/lru';

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

test('repeated reads of the newest entry keep the order and see overwrites', () => {
  const lru = new Lru<string, number>(2);
  lru.set('a', 1);
  lru.set('b', 2);
  assert.equal(lru.get('a'), 1);
  assert.equal(lru.get('a'), 1); // the newest again: no reorder needed
  lru.set('a', 10);
  assert.equal(lru.get('a'), 10);
  lru.set('c', 3); // b is the least recently used
  assert.equal(lru.get('b'), undefined);
  assert.equal(lru.get('a'), 10);
  lru.set('d', 4); // c is now the least recently used
  assert.equal(lru.get('c'), undefined);
  assert.deepEqual([lru.get('a'), lru.get('d')], [10, 4]);
});

test('an evicted newest entry is not answered from the shortcut', () => {
  const lru = new Lru<string, number>(1);
  lru.set('a', 1);
  assert.equal(lru.get('a'), 1);
  lru.set('b', 2);
  assert.equal(lru.get('a'), undefined);
  assert.equal(lru.get('b'), 2);
});
