import { test } from 'node:test';
import assert from 'node:assert/strict';
import { awaitBuild, BUILD_WAIT_MS, StillBuilding } from '../../../../gateway/sim/http/bounded-build';

const never = () => new Promise<void>(() => {});

test('a build done within the wait lets the call go on; one still running past it is StillBuilding, naming its stage', async () => {
  await awaitBuild(Promise.resolve(), 'K线数据', 50);
  await assert.rejects(awaitBuild(never(), 'K线数据', 20), (e: unknown) => e instanceof StillBuilding && e.stage === 'K线数据');
});

test('a build that fails in time is the route’s failure; one that fails after the answer is nobody’s unhandled rejection', async () => {
  await assert.rejects(awaitBuild(Promise.reject(new Error('boom')), 'x', 50), /boom/);
  let fail!: (e: Error) => void;
  const late = new Promise<void>((_, reject) => {
    fail = reject;
  });
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);
  process.on('unhandledRejection', onUnhandled);
  try {
    await assert.rejects(awaitBuild(late, 'x', 10), StillBuilding);
    fail(new Error('later'));
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('the wait ends well inside the edge’s 15 s proxy timeout', () => {
  assert.ok(BUILD_WAIT_MS <= 10_000);
});
