/**
 * The seed of every property test in a run. CI must give the same answer for the same commit, so
 * property tests start from a fixed seed unless FC_SEED says otherwise:
 * - FC_SEED=<integer> replays a run (a failing property prints the seed it ran from);
 * - FC_SEED=random explores new cases (`npm run test:explore`): run it after changing the sim, and
 *   turn each counterexample it finds into a fixed test, as share-count.test.ts and the ST close
 *   window test in daily-bars.test.ts were.
 * Loaded with `--import` before the test files (see package.json).
 */
import fc from 'fast-check';

const DEFAULT_SEED = 20_261_124;

const raw = process.env.FC_SEED?.trim() || String(DEFAULT_SEED);
if (raw !== 'random') {
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not "${raw}"`);
  fc.configureGlobal({ seed });
}
