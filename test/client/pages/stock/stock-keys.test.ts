/** The stock page's key map (client/pages/stock/stock-keys.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHORTCUT_ROWS, keyBelongsToTarget, stockKeyAction } from '../../../../client/pages/stock/stock-keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

test('通达信 keys map to page actions; modified and composing keys and letters are left alone', () => {
  assert.deepEqual(stockKeyAction(key('F5')), { kind: 'toggleView' });
  assert.deepEqual(stockKeyAction(key('F10')), { kind: 'company' });
  assert.deepEqual(stockKeyAction(key('PageUp')), { kind: 'step', step: -1 });
  assert.deepEqual(stockKeyAction(key('PageDown')), { kind: 'step', step: 1 });
  assert.deepEqual(stockKeyAction(key('ArrowUp')), { kind: 'chart', key: 'ArrowUp' });
  assert.deepEqual(stockKeyAction(key('ArrowLeft')), { kind: 'chart', key: 'ArrowLeft' });
  assert.deepEqual(stockKeyAction(key('?')), { kind: 'help' });
  assert.equal(stockKeyAction(key('F5', { ctrlKey: true })), null, 'Ctrl+F5 still reloads');
  assert.equal(stockKeyAction(key('PageDown', { isComposing: true })), null);
  for (const k of ['6', 'a', 'Enter', 'F1']) assert.equal(stockKeyAction(key(k)), null, `${k} is 键盘精灵's or the browser's`);
});

test('an open dialog keeps every key; outside the DOM nothing is a typing target', () => {
  assert.equal(keyBelongsToTarget(null, true), true);
  assert.equal(keyBelongsToTarget(null, false), false);
});

test('the help lists every key the page and 键盘精灵 answer', () => {
  const keys = SHORTCUT_ROWS.map((r) => r.keys).join(' ');
  for (const k of ['F5', 'F10', 'PageUp', 'PageDown', '↑', '←', '06', '60', '61', '63', '1 回车', '3 回车', '?']) assert.ok(keys.includes(k), k);
});
