import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SIM_PROCESS_ENV, parseSimProcessMessage, type SimProcessSettings } from '../../../contracts/sim-process';
import { startSimProcess } from '../../../gateway/supervisor/sim-process';
import type { ChildLike } from '../../../gateway/supervisor/supervisor';

/**
 * A stand-in sim process (plain JS, no market): reports `ready` with the URLs of the ports it was
 * handed, a readiness, and crashes on its first run when asked to.
 */
const STUB = `
const s = JSON.parse(process.env.${SIM_PROCESS_ENV});
const crash = process.env.STUB_CRASH_FILE && !require('node:fs').existsSync(process.env.STUB_CRASH_FILE);
if (crash) { require('node:fs').writeFileSync(process.env.STUB_CRASH_FILE, 'x'); console.log('crashing'); process.exit(3); }
console.log('up on ' + s.port);
process.send({ type: 'ready', apiUrl: 'http://' + s.host + ':' + s.port, wsUrls: [] });
process.send({ type: 'readiness', readiness: { phase: 'warming', progress: 0.5, stage: '选股数据' } });
process.on('SIGTERM', () => { console.log('bye'); process.exit(0); });
setInterval(() => {}, 1000);
`;

function stubSpawner(dir: string, crashOnce: boolean) {
  const file = path.join(dir, 'stub.cjs');
  writeFileSync(file, STUB);
  const settingsSeen: SimProcessSettings[] = [];
  const spawn = (settings: SimProcessSettings): ChildLike => {
    settingsSeen.push(settings);
    return fork(file, [], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, [SIM_PROCESS_ENV]: JSON.stringify(settings), ...(crashOnce ? { STUB_CRASH_FILE: path.join(dir, 'crashed') } : {}) },
    });
  };
  return { spawn, settingsSeen };
}

test('the sim process starts as "starting", reports its readiness, and keeps its ports across a restart', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-simproc-'));
  const { spawn, settingsSeen } = stubSpawner(dir, true);
  const lines: string[] = [];
  const sim = await startSimProcess({ spawn, out: (l) => lines.push(l), err: () => {}, backoff: { initialMs: 20 } });
  t.after(() => sim.stop());
  assert.equal(sim.readiness().phase, 'starting');
  assert.equal(sim.wsUrls.length, 5);
  await sim.firstReady;
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(sim.restarts(), 1, 'the first run crashed and was restarted');
  assert.deepEqual(sim.readiness(), { phase: 'warming', progress: 0.5, stage: '选股数据' });
  assert.equal(settingsSeen.length, 2);
  assert.deepEqual(settingsSeen[0], settingsSeen[1], 'same ports on the restart');
  assert.equal(sim.apiUrl, `http://127.0.0.1:${settingsSeen[0]!.port}`);
  assert.ok(lines.includes('[sim] crashing\n'));
  assert.ok(lines.includes(`[sim] up on ${settingsSeen[0]!.port}\n`));
  const pid = sim.pid()!;
  await sim.stop();
  assert.ok(lines.includes('[sim] bye\n'), 'stopped with SIGTERM');
  assert.throws(() => process.kill(pid, 0), 'the child is gone');
});

test('IPC messages are parsed strictly', () => {
  assert.deepEqual(parseSimProcessMessage({ type: 'ready', apiUrl: 'http://x', wsUrls: ['ws://a'] }), {
    type: 'ready',
    apiUrl: 'http://x',
    wsUrls: ['ws://a'],
  });
  assert.equal(parseSimProcessMessage({ type: 'ready', apiUrl: 1, wsUrls: [] }), null);
  assert.equal(parseSimProcessMessage({ type: 'readiness', readiness: { phase: 'nope', progress: 0, stage: '' } }), null);
  assert.deepEqual(parseSimProcessMessage({ type: 'readiness', readiness: { phase: 'warming', progress: 7, stage: 'x' } }), {
    type: 'readiness',
    readiness: { phase: 'warming', progress: 1, stage: 'x' },
  });
  assert.equal(parseSimProcessMessage('ready'), null);
});
