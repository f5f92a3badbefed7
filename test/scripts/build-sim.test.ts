/**
 * `npm run build` bundles the sim process (scripts/build-sim.ts); the supervisor then forks that
 * bundle, with no loader, and it serves the API.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSimBundle } from '../../scripts/build-sim';
import { staleReason } from '../../gateway/supervisor/sim-bundle';
import { startSimProcess } from '../../gateway/supervisor/sim-process';

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
