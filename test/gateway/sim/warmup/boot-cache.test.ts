import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BootCache, bootKey, modelHash } from '../../../../gateway/sim/warmup/boot-cache';

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

test('caps kept by one boot are read back by the next with the same key only; a broken file means rebuild', () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'zhigu-cache-')), 'cache');
  const a = new BootCache(dir, 'k1');
  assert.equal(a.loadCaps(), null, 'nothing yet');
  a.saveCaps(new Map([['600519.SH', 2.1e12]]));
  assert.deepEqual(new BootCache(dir, 'k1').loadCaps(), new Map([['600519.SH', 2.1e12]]));
  assert.equal(new BootCache(dir, 'k2').loadCaps(), null, 'another key');
  assert.deepEqual(readdirSync(dir), ['member-caps-k1.json'], 'no temp file left');
  writeFileSync(path.join(dir, 'member-caps-k1.json'), '{"key":"k1","caps":{"x":-1}}');
  assert.equal(a.loadCaps(), null);
  writeFileSync(path.join(dir, 'member-caps-k1.json'), '{not json');
  assert.equal(a.loadCaps(), null);
});
