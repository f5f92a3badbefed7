import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';

const CHILD = path.join(import.meta.dirname, 'fixtures', 'log-child.ts');

/** Runs the child; resolves its stdout's access lines once it exits (or, for `wait`, once `onSent` kills it). */
function run(how: string, count: number, onSent?: (lines: () => string[], kill: () => void) => void): Promise<{ lines: string[]; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, how, String(count)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const access = () => out.split('\n').filter((l) => l.includes('"request completed"'));
  child.stderr.on('data', (d: Buffer) => {
    if (d.toString().includes('sent')) onSent?.(access, () => child.kill('SIGKILL'));
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ lines: access(), code })));
}

test('buffered log: every access line is written when the process exits right after the requests', async () => {
  const { lines, code } = await run('exit', 40);
  assert.equal(code, 0);
  assert.equal(lines.length, 40);
  assert.deepEqual(
    lines.map((l) => (JSON.parse(l) as { url: string }).url),
    Array.from({ length: 40 }, (_, i) => `/api/v2/user/isCN?i=${i}`),
    'in order, none lost',
  );
});

test('buffered log: a fatal uncaught error still writes the buffered lines', async () => {
  const { lines, code } = await run('throw', 25);
  assert.equal(code, 1);
  assert.equal(lines.length, 25);
});

test('buffered log: app.close() flushes before it resolves', async () => {
  const { lines } = await run('close', 10);
  assert.equal(lines.length, 10);
});

test('buffered log: a quiet gateway still writes its lines within the flush period', async () => {
  let seen = -1;
  const { code } = await run('wait', 3, (lines, kill) => {
    // Fewer bytes than minLength: only the periodic flush can write them; then kill hard.
    setTimeout(() => {
      seen = lines().length;
      kill();
    }, 600);
  });
  assert.equal(code, null, 'killed, not exited');
  assert.equal(seen, 3);
});

test('bufferedLogDestination gathers lines below minLength and writes them on flush', async (t) => {
  const { mkdtempSync, openSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { bufferedLogDestination } = await import('../../../gateway/edge/log-destination');
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-log-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'log');
  const dest = bufferedLogDestination(openSync(file, 'a'), { minLength: 4096, flushMs: 60_000 });
  dest.stream.write('{"a":1}\n');
  dest.stream.write('{"a":2}\n');
  assert.equal(readFileSync(file, 'utf8'), '', 'held in memory: no write per line');
  await dest.flush();
  assert.equal(readFileSync(file, 'utf8'), '{"a":1}\n{"a":2}\n');
  dest.end();
});
