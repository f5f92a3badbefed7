/**
 * `npm run test:e2e [-- files…]`: the browser suite on one shared sim.
 *
 * Most browser-test files run on the built-in sim with its default settings. Booting one per file
 * cost each file seconds of CPU, and each new sim rebuilt the same tables (today's factor table,
 * company reports, data-centre frames) cold. This runner boots one sim, with its test hooks, in its
 * own process (this one), hands its URLs to the test files in {@link SHARED_SIM_ENV}, and runs them
 * with node:test; test/e2e/helpers/stack.ts puts a file's own gateway in front of it. Files that
 * need another clock, seed or session lifetime, or the fake upstream, still start their own.
 * Every file signs in with its own new phone numbers, so accounts never meet.
 *
 * Exit code: the test run's. Loopback only; the sim stops when the run ends.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SIM_ENV } from './lib/e2e-shared-sim';
import { exitWith, runNodeTest } from './lib/node-test';
import { startSim } from '../gateway/sim/start';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Browser-test files run side by side (the shared sim answers in this process meanwhile). Three finished sooner but timed out the 数据中心 and SMS tests on the one sim process; two is what CI runs. */
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

/**
 * Longest one browser test may run unless it says otherwise. A Playwright `evaluate` has no timeout
 * of its own: a renderer that never answers (seen once under a heavy load) held a test for 14 min,
 * most of the CI's budget, where a failure after 4 min says the same.
 */
const TEST_TIMEOUT_MS = 240_000;

async function main(): Promise<number> {
  if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) throw new Error(`E2E_CONCURRENCY must be a positive integer, got ${process.env.E2E_CONCURRENCY}`);
  const args = process.argv.slice(2);
  const files = args.length
    ? args
    : readdirSync(path.join(ROOT, 'test/e2e'))
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => path.join('test/e2e', f));
  const cacheDir = process.env.SIM_CACHE_DIR ?? path.join(ROOT, '.tmp', 'sim-cache');
  // Past-date screens are built on the worker thread, as under npm start.
  const sim = await startSim({ dataDir: ':memory:', bootCacheDir: cacheDir, testHooks: true, buildWorker: true });
  try {
    return await runNodeTest({
      cwd: ROOT,
      imports: ['./test/setup/sim-cache.ts'],
      flags: [`--test-concurrency=${CONCURRENCY}`, `--test-timeout=${TEST_TIMEOUT_MS}`],
      targets: files,
      env: { ...process.env, SIM_CACHE_DIR: cacheDir, [SHARED_SIM_ENV]: JSON.stringify({ apiUrl: sim.apiUrl, wsUrls: sim.wsUrls }) },
    });
  } finally {
    await sim.close();
  }
}

exitWith('test:e2e', main);
