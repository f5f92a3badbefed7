import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BootCache, STALE_MEMO_MS, bootKey, emptyBootMemo, memoSize, modelHash } from '../../../../gateway/sim/warmup/boot-cache';

test('the key changes with the seed, the anchor and any byte of the model code', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'zhigu-model-'));
  mkdirSync(path.join(root, 'market/model'), { recursive: true });
  writeFileSync(path.join(root, 'market/model/a.ts'), 'export const a = 1;');
  const h1 = modelHash(root, ['market/model']);
  assert.equal(modelHash(root, ['market/model']), h1, 'stable');
  writeFileSync(path.join(root, 'market/model/a.ts'), 'export const a = 2;');
  const h2 = modelHash(root, ['market/model']);
  assert.notEqual(h2, h1);
  writeFileSync(path.join(root, 'market/model/b.ts'), '');
  assert.notEqual(modelHash(root, ['market/model']), h2, 'a new file counts');
  assert.notEqual(bootKey(1, 100, h1), bootKey(2, 100, h1));
  assert.notEqual(bootKey(1, 100, h1), bootKey(1, 101, h1));
  assert.match(modelHash(), /^[0-9a-f]{64}$/, 'the real model folders hash');
});

test('a memo kept by one boot is read back by the next with the same key only; a damaged file means rebuild', () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'zhigu-cache-')), 'cache');
  const a = new BootCache(dir, 'k1');
  assert.equal(a.load(), null, 'nothing yet');
  const memo = emptyBootMemo();
  memo.memberCaps.set('600519.SH', 2.1e12);
  memo.anchors.set('600519.SH', { logBase: 13.25, past: [{ idx: 100, cash: 21.5, bonus: 0, nominal: 1.0123 }] });
  memo.anchors.set('000001.SZ', { logBase: -0.5, past: [] });
  a.save(memo);
  assert.deepEqual(new BootCache(dir, 'k1').load(), memo);
  assert.equal(memoSize(memo), 3);
  assert.equal(new BootCache(dir, 'k2').load(), null, 'another key');
  assert.deepEqual(readdirSync(dir), ['boot-memo-k1.json'], 'no temp file left');
  const file = path.join(dir, 'boot-memo-k1.json');
  for (const damaged of [
    '{"key":"k1","caps":{"x":-1},"anchors":{}}',
    '{"key":"k1","caps":{},"anchors":{"x":[1,[[1,2,3]]]}}',
    '{"key":"k1","caps":{},"anchors":{"x":[1,[[5,0,0,1],[4,0,0,1]]]}}',
    '{"key":"k1","caps":{},"anchors":{"x":[1,[[1,0,0,0]]]}}',
    '{"key":"k1","caps":{},"anchors":{"x":["1",[]]}}',
    '{"key":"k1","caps":{}}',
    '{not json',
  ]) {
    writeFileSync(file, damaged);
    assert.equal(a.load(), null, damaged);
  }
});

test('saving prunes memos of other keys untouched for a week, and leaves fresh ones and other files alone', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-cache-'));
  const old = Date.now() / 1000 - STALE_MEMO_MS / 1000 - 60;
  for (const name of ['boot-memo-aa.json', 'member-caps-bb.json', 'notes.txt']) {
    writeFileSync(path.join(dir, name), '{}');
    utimesSync(path.join(dir, name), old, old);
  }
  writeFileSync(path.join(dir, 'boot-memo-cc.json'), '{}');
  new BootCache(dir, 'dd').save(emptyBootMemo());
  assert.deepEqual(readdirSync(dir).sort(), ['boot-memo-cc.json', 'boot-memo-dd.json', 'notes.txt']);
});
