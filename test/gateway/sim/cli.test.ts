import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { test } from 'node:test';
import { simCliConfig } from '../../../gateway/sim/cli';

const CLI = path.resolve(import.meta.dirname, '../../../gateway/sim/cli.ts');

test('settings come from the environment, flags win, defaults fill the rest', () => {
  assert.deepEqual(simCliConfig({}, []), { host: '127.0.0.1', port: 9100, seed: null, clock: null, dataDir: null, cacheDir: null });
  const cfg = simCliConfig({ SIM_PORT: '9200', SIM_SEED: '7', SIM_CLOCK: 'real', SIM_CACHE_DIR: '/tmp/a' }, ['--port', '0', '--data-dir', ':memory:']);
  assert.deepEqual(cfg, { host: '127.0.0.1', port: 0, seed: 7, clock: 'real', dataDir: ':memory:', cacheDir: '/tmp/a' });
  assert.equal(simCliConfig({ SIM_CACHE_DIR: '/tmp/a' }, ['--cache-dir', '/tmp/b']).cacheDir, '/tmp/b', 'the flag wins');
});

test('a bad value names its key', () => {
  assert.throws(() => simCliConfig({ SIM_PORT: '70000' }, []), /Invalid configuration SIM_PORT/);
  assert.throws(() => simCliConfig({ SIM_SEED: '-1' }, []), /Invalid configuration SIM_SEED/);
  assert.throws(() => simCliConfig({}, ['--host', 'a b']), /Invalid configuration SIM_HOST/);
  assert.throws(() => simCliConfig({}, ['--nope']), /nope/);
  assert.throws(() => simCliConfig({ SIM_CACHE_DIR: ' ' }, []), /Invalid configuration SIM_CACHE_DIR/);
});

test('npm run sim prints the API and feed URLs a gateway needs, answers on them, and stops on SIGTERM', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--port', '0', '--data-dir', ':memory:', ...(process.env.SIM_CACHE_DIR ? ['--cache-dir', process.env.SIM_CACHE_DIR] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    let out = '';
    const until = Date.now() + 120_000;
    while (!/UPSTREAM_WS_HOSTS=.+\n/.test(out) && Date.now() < until) {
      const [chunk] = (await Promise.race([once(child.stdout!, 'data'), new Promise((r) => setTimeout(() => r([Buffer.alloc(0)]), 1000))])) as [Buffer];
      out += chunk.toString();
    }
    const api = /UPSTREAM_URL=(\S+)/.exec(out)?.[1];
    const hosts = /UPSTREAM_WS_HOSTS=(\S+)/.exec(out)?.[1]?.split(',') ?? [];
    assert.ok(api, out);
    assert.equal(hosts.length, 5);
    assert.ok(hosts.every((h) => h.startsWith('ws://127.0.0.1:')));
    const res = await fetch(`${api}/api/v3/market/hotCapCodes?size=5`, { headers: { requestFrom: 'pc' } });
    assert.equal(res.headers.get('x-sim'), '1');
    assert.equal(((await res.json()) as { code: string }).code, '000');
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
