/**
 * `npm run build` bundles the sim process (scripts/build-sim.ts); the supervisor then forks that
 * bundle, with no loader, and it serves the API. The build worker's bundle beside it boots on a
 * thread with no loader either.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSimBundle } from '../../scripts/build-sim';
import { staleReason } from '../../gateway/supervisor/sim-bundle';
import { startSimProcess } from '../../gateway/supervisor/sim-process';
import { pathToFileURL } from 'node:url';
import { bootMarket } from '../../gateway/sim/boot-market';
import { createClock, parseClockSetting } from '../../gateway/sim/market/index';
import { buildWorkerStart, startBuildPool } from '../../gateway/sim/build-pool';
import { REPO_ROOT, SIM_BUNDLE_FILE } from '../../gateway/supervisor/sim-bundle';

test('the built bundle is current, is what the supervisor forks, and serves the API', { timeout: 180_000 }, async (t) => {
  const inputs = await buildSimBundle();
  assert.ok(inputs > 100, `${inputs} source files`);
  assert.equal(staleReason(), null);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'zhigu-bundle-'));
  const errors: string[] = [];
  const sim = await startSimProcess({ dataDir, cacheDir: process.env.SIM_CACHE_DIR ?? null, out: () => {}, err: (l) => errors.push(l) });
  t.after(async () => {
    await sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await sim.firstReady;
  assert.ok(
    errors.some((l) => l.includes('running prebuilt dist/sim/process.mjs')),
    errors.join(''),
  );
  const res = await fetch(`${sim.apiUrl}/api/v2/user/isCN`, { headers: { requestFrom: 'pc' } });
  const body = (await res.json()) as { code: string };
  assert.ok(['000', '004'].includes(body.code) || res.status === 503, `${res.status} ${JSON.stringify(body)}`);
});

test("the bundle's build worker boots on a thread with plain node (no loader)", { timeout: 120_000 }, async () => {
  await buildSimBundle();
  const start = buildWorkerStart(pathToFileURL(path.join(REPO_ROOT, SIM_BUNDLE_FILE)).href);
  assert.match(start.filename, /\/dist\/sim\/build-worker\.mjs$/);
  assert.deepEqual(start.execArgv, []);
  const booted = bootMarket(20_251_128, createClock(parseClockSetting('live')), process.env.SIM_CACHE_DIR ?? null, () => {});
  booted.market.step();
  const lines: string[] = [];
  const pool = startBuildPool({ seed: booted.market.seed, anchorAt: booted.anchorAt, memo: booted.memo }, (l) => lines.push(l), start);
  try {
    await pool.prepare();
    assert.match(lines.join('\n'), /^build worker: ready in \d+ ms$/);
  } finally {
    await pool.close();
  }
});
