/** 键盘精灵's number codes (client/app/search/sprite-shortcuts.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spriteShortcut } from '../../../../client/app/search/sprite-shortcuts';

test('06, 60, 61, 63, 1 and 3 open their boards; other queries search', () => {
  assert.equal(spriteShortcut('06')?.href, '/favorite');
  assert.equal(spriteShortcut(' 60 ')?.href, '/rankList?name=rise&market=all');
  assert.equal(spriteShortcut('61')?.href, '/rankList?name=rise&market=sh');
  assert.equal(spriteShortcut('63')?.href, '/rankList?name=rise&market=sz');
  assert.equal(spriteShortcut('1')?.label, '上证指数');
  assert.equal(spriteShortcut('1')?.href, '/stock?stockCode=000001.SH');
  assert.equal(spriteShortcut('3')?.href, '/stock?stockCode=399001.SZ');
  for (const q of ['6', '600', '600519', 'gzmt', '', '62']) assert.equal(spriteShortcut(q), null, q);
});
