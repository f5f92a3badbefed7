import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFIG_KEYS, ConfigError, configTable, edgeOptions, flagName, loadConfig } from '../../gateway/config';

const dir = mkdtempSync(path.join(tmpdir(), 'gw-config-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const base = { STATIC_DIR: dir };

function rejects(env: Record<string, string>, key: string, argv: string[] = []): void {
  assert.throws(
    () => loadConfig({ ...base, ...env }, argv),
    (err: unknown) => err instanceof ConfigError && err.key === key && err.message.includes(key),
    `expected a ConfigError naming ${key}`,
  );
}

test('defaults are the documented ones: loopback 8080, simulated upstream, spec timings', () => {
  const cfg = loadConfig(base);
  assert.equal(cfg.host, '127.0.0.1');
  assert.equal(cfg.port, 8080);
  assert.equal(cfg.opsHost, '127.0.0.1', 'ops endpoints stay on loopback unless asked');
  assert.equal(cfg.opsPort, 9464);
  assert.equal(cfg.upstreamUrl, null);
  assert.equal(cfg.trustProxy, false);
  assert.equal(cfg.replayLoop, false);
  assert.equal(cfg.logLevel, 'info');
});

test('flags win over environment variables; both spellings work', () => {
  const cfg = loadConfig({ ...base, PORT: '9000', LOG_LEVEL: 'warn' }, ['--port', '9100', '--trust-proxy=2', '--replay-loop', '--ws-batch-ms=20']);
  assert.equal(cfg.port, 9100);
  assert.equal(cfg.logLevel, 'warn');
  assert.equal(cfg.trustProxy, 2);
  assert.equal(cfg.replayLoop, true);
  assert.equal(cfg.wsBatchMs, 20);
  assert.equal(flagName('UPSTREAM_WS_HOSTS'), '--upstream-ws-hosts');
});

test('bad values stop the boot with a message naming the key', () => {
  rejects({ PORT: 'eighty' }, 'PORT');
  rejects({ PORT: '70000' }, 'PORT');
  rejects({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
  rejects({ UPSTREAM_URL: 'ftp://x' }, 'UPSTREAM_URL');
  rejects({ UPSTREAM_URL: 'http://up', UPSTREAM_WS_HOSTS: 'http://not-ws' }, 'UPSTREAM_WS_HOSTS');
  rejects({ UPSTREAM_URL: 'http://up' }, 'UPSTREAM_WS_HOSTS');
  rejects({ UPSTREAM_WS_HOSTS: 'ws://a' }, 'UPSTREAM_URL');
  rejects({ REPLAY_FILE: path.join(dir, 'missing.ndjson') }, 'REPLAY_FILE');
  rejects({ REPLAY_SPEED: '0' }, 'REPLAY_SPEED');
  rejects({ REPLAY_LOOP: 'maybe' }, 'REPLAY_LOOP');
  rejects({ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY');
  rejects({ REDIS_URL: 'http://redis' }, 'REDIS_URL');
  rejects({ WS_BATCH_MS: '0' }, 'WS_BATCH_MS');
  rejects({ STATIC_DIR: path.join(dir, 'nope') }, 'STATIC_DIR');
  rejects({ RECORD_FILE: '/no/such/dir/x.ndjson' }, 'RECORD_FILE');
  rejects({}, '--bogus', ['--bogus=1']);
});

test('a real upstream with five feed hosts, and a replay, map onto edge options', () => {
  const hosts = Array.from({ length: 5 }, (_, i) => `ws://feed${i}.example:9000/`);
  const cfg = loadConfig({ ...base, UPSTREAM_URL: 'https://api.example', UPSTREAM_WS_HOSTS: hosts.join(', '), TRUST_PROXY: '10.0.0.0/8,loopback' });
  assert.deepEqual(cfg.upstreamWsHosts, hosts);
  const opts = edgeOptions(cfg, { apiUrl: cfg.upstreamUrl!, wsUrls: cfg.upstreamWsHosts! });
  assert.deepEqual(opts.source, { kind: 'upstream', hosts });
  assert.equal(opts.trustProxy, '10.0.0.0/8,loopback');
  const file = path.join(dir, 'day.ndjson');
  writeFileSync(file, '');
  const replay = loadConfig({ ...base, REPLAY_FILE: file, REPLAY_SPEED: '4' });
  assert.deepEqual(edgeOptions(replay, { apiUrl: 'http://127.0.0.1:1', wsUrls: [] }).source, { kind: 'replay', file, speed: 4, loop: false });
});

test('the README table lists every key with its flag', () => {
  const table = configTable();
  for (const k of Object.values(CONFIG_KEYS)) {
    assert.ok(table.includes(`\`${k.env}\``), k.env);
    assert.ok(table.includes(`\`${flagName(k.env)}\``), flagName(k.env));
  }
});
