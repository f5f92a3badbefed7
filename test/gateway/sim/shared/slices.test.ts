import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runNow, runSliced, type SteppedBuild } from '../../../../gateway/sim/shared/slices';

/** Sums 0…n−1, yielding after each term, and notes each step in `log`. */
function* sum(n: number, log: string[]): SteppedBuild<number> {
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += i;
    log.push(`step ${i}`);
    yield;
  }
  return total;
}

test('one stepped build runs to the same value at once and in slices', async () => {
  assert.equal(runNow(sum(100, [])), 4950);
  assert.equal(await runSliced(sum(100, []), 0), 4950);
  assert.equal(await runSliced(sum(0, []), 0), 0);
});

test('in slices, work queued meanwhile (another request) runs between the steps, before the build ends', async () => {
  const log: string[] = [];
  setImmediate(() => log.push('other'));
  const building = runSliced(sum(3, log), 0).then(() => log.push('built'));
  await building;
  assert.deepEqual(log, ['step 0', 'other', 'step 1', 'step 2', 'built']);
});

test('run at once, nothing else runs before it ends', () => {
  const log: string[] = [];
  setImmediate(() => log.push('other'));
  runNow(sum(3, log));
  assert.deepEqual(log, ['step 0', 'step 1', 'step 2']);
});
