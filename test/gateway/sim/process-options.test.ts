import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSimProcessOptions } from '../../../gateway/sim/process-options';

test('the sim process reads its hand-over strictly', () => {
  const good = {
    host: '127.0.0.1',
    port: 9100,
    feedPorts: [1, 2, 3, 4, 5],
    seed: 7,
    clock: null,
    dataDir: './data',
    cacheDir: './cache',
    analyticsRetention: { maxAgeMs: 1, maxPerUser: 2 },
  };
  assert.deepEqual(parseSimProcessOptions(JSON.stringify(good)), good);
  assert.throws(() => parseSimProcessOptions(undefined), /ZHIGU_SIM_PROCESS is not set/);
  assert.throws(() => parseSimProcessOptions('{'), /not JSON/);
  assert.throws(() => parseSimProcessOptions(JSON.stringify({ ...good, port: 70_000 })), /port/);
  assert.throws(() => parseSimProcessOptions(JSON.stringify({ ...good, feedPorts: ['a'] })), /feedPorts/);
  assert.throws(() => parseSimProcessOptions(JSON.stringify({ ...good, seed: -1 })), /seed/);
  assert.throws(() => parseSimProcessOptions(JSON.stringify({ ...good, cacheDir: 5 })), /cacheDir/);
  assert.deepEqual(parseSimProcessOptions(JSON.stringify({ ...good, cacheDir: undefined })).cacheDir, null);
  assert.throws(() => parseSimProcessOptions(JSON.stringify({ ...good, analyticsRetention: { maxAgeMs: 0, maxPerUser: 1 } })), /analyticsRetention/);
});
