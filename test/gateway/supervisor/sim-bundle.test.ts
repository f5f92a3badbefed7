/**
 * The prebuilt sim bundle is used only while it is current: present, with a readable manifest, and
 * every source file it lists unchanged (size and mtime). Otherwise the sim runs from source.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { parseManifest, SIM_BUNDLE_FILE, SIM_BUNDLE_MANIFEST, staleReason, type StatOf } from '../../../gateway/supervisor/sim-bundle';
import { SIM_ENTRY, simCommand } from '../../../gateway/supervisor/sim-process';

const ROOT = '/repo';
const manifest = JSON.stringify({
  inputs: [
    ['gateway/sim/process.ts', 100, 1_000.5],
    ['contracts/market.ts', 2_000, 2_000.25],
  ],
});

function disk(files: Record<string, readonly [number, number]>): StatOf {
  return (file) => files[path.relative(ROOT, file)] ?? null;
}
const read = (text: string | null) => () => text;
const current = { [SIM_BUNDLE_FILE]: [9, 1] as const, 'gateway/sim/process.ts': [100, 1_000.5] as const, 'contracts/market.ts': [2_000, 2_000.25] as const };

test('a bundle whose sources are all unchanged is current', () => {
  assert.equal(staleReason(ROOT, disk(current), read(manifest)), null);
});

test('an edited, missing or unlisted state runs from source, saying why', () => {
  assert.match(staleReason(ROOT, disk({ ...current, 'contracts/market.ts': [2_001, 2_000.25] }), read(manifest)) ?? '', /contracts\/market\.ts changed/);
  assert.match(staleReason(ROOT, disk({ ...current, 'gateway/sim/process.ts': [100, 3_000] }), read(manifest)) ?? '', /process\.ts changed/);
  const { 'contracts/market.ts': _gone, ...withoutOne } = current;
  assert.match(staleReason(ROOT, disk(withoutOne), read(manifest)) ?? '', /changed/);
  const { [SIM_BUNDLE_FILE]: _noBundle, ...noBundle } = current;
  assert.match(staleReason(ROOT, disk(noBundle), read(manifest)) ?? '', /no bundle/);
  assert.match(staleReason(ROOT, disk(current), read(null)) ?? '', /manifest/);
  assert.match(staleReason(ROOT, disk(current), read('{"inputs": 3}')) ?? '', /manifest/);
});

test('the manifest parser refuses what is not a list of [relative path, size, mtime]', () => {
  for (const bad of ['', 'null', '[]', '{"inputs":[]}', '{"inputs":[["/abs/x.ts",1,2]]}', '{"inputs":[["x.ts","1",2]]}', '{"inputs":[["x.ts",1]]}']) {
    assert.equal(parseManifest(bad), null, bad);
  }
  assert.deepEqual(parseManifest(manifest)?.inputs.length, 2);
});

test('the fork runs the bundle with no loader when it is current, else the source through tsx', () => {
  const bundled = simCommand(ROOT, null);
  assert.equal(bundled.file, path.join(ROOT, SIM_BUNDLE_FILE));
  assert.deepEqual(bundled.execArgv, []);
  const source = simCommand(ROOT, 'contracts/market.ts changed since the build');
  assert.equal(source.file, SIM_ENTRY);
  assert.deepEqual(source.execArgv, ['--import', 'tsx']);
  assert.match(source.note, /contracts\/market\.ts changed/);
  assert.ok(SIM_BUNDLE_MANIFEST.startsWith('dist/'));
});
