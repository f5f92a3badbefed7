/**
 * One boot cache for a whole test run (warmup/boot-cache.ts): the first sim a run boots solves the
 * market and keeps it under .tmp/sim-cache; every later boot of the same seed, anchor and model
 * code — in-process (test/e2e/helpers/stack.ts) or a child process, which inherits the
 * environment — reads it back in about a second. The key covers the model code, so a stale cache
 * is never read. Loaded with `--import` before the test files (see package.json); an explicit
 * SIM_CACHE_DIR wins.
 */
import path from 'node:path';

process.env.SIM_CACHE_DIR ??= path.resolve(import.meta.dirname, '../../.tmp/sim-cache');
