/**
 * Crash-restart: a sim process is SIGKILLed while writes are in flight; every write it acknowledged
 * must be in the database afterwards, both read directly and through a restarted server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { Envelope } from '../../../../contracts/envelope';
import { encodeAnalyticsPayload } from '../../../../contracts/endpoints/analytics';
import { openStore } from '../../../../gateway/sim/open-store';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'crash-child.ts');
const PHONE = '13800138000';
const CODES = ['600519.SH', '000001.SZ', '000001.SH', '300750.SZ', '00700.HK'];

interface Sim {
  child: ChildProcess;
  base: string;
}

function startSim(dataDir: string): Promise<Sim> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sim child did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`sim child exited early (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^LISTENING (\d+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function api<T>(sim: Sim, path: string, init: { token?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.token = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${sim.base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(sim: Sim, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const env = await api<T>(sim, path, init);
  assert.equal(env.code, '000', `${path}: ${env.message}`);
  return env.datas;
}

async function signIn(sim: Sim): Promise<string> {
  const { challengeId } = await ok<{ challengeId: string }>(sim, '/api/v2/login/getRandomCode');
  const { answer } = await ok<{ answer: string }>(sim, `/api/sim-test/captcha?challengeId=${challengeId}`);
  await ok(sim, `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${challengeId}&randomCode=${answer}`);
  const { code } = await ok<{ code: string }>(sim, `/api/sim-test/smsCode?phone=${PHONE}`);
  return ok<string>(sim, '/api/v2/login/loginByCode', { body: { phone: PHONE, code } });
}

/** The write with index i: groups first, then follows into groups, then analytics events. */
function writeFor(i: number, groups: Map<string, number>): { path: string; body?: unknown; key: string } {
  if (i < 40) return { path: `/api/v2/opt/addOptGroup?name=g${i}`, key: `group:g${i}` };
  if (i < 60) {
    const code = CODES[i % CODES.length]!;
    const group = groups.get(`g${i - 40}`);
    if (group !== undefined) return { path: `/api/v2/opt/addOpt?code=${code}&groupIds=${group}`, key: `member:${code}:g${i - 40}` };
  }
  const event = `crash-${i}`;
  const pairs = [
    { name: 'appVersion', value: 't' },
    { name: 'container', value: 'pc' },
    { name: 'env', value: 'pro' },
    { name: 'event_name', value: event },
  ];
  return { path: '/api/v2/up/save2', body: { json: encodeAnalyticsPayload(pairs) }, key: `event:${event}` };
}

test('every acknowledged write survives SIGKILL and restart', { timeout: 120_000 }, async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zhigu-crash-'));
  const children: ChildProcess[] = [];
  t.after(async () => {
    for (const c of children) await kill(c);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sim = await startSim(dataDir);
  children.push(sim.child);
  const token = await signIn(sim);

  const acked = new Set<string>();
  const groupIds = new Map<string, number>();
  let next = 0;
  let killed = false;
  const KILL_AFTER = 150;
  const CONCURRENCY = 8;

  // Workers write until the process dies; the kill lands while other workers' writes are in flight.
  const worker = async (): Promise<void> => {
    while (!killed) {
      const w = writeFor(next++, groupIds);
      let env: Envelope<unknown>;
      try {
        env = await api(sim, w.path, { token, body: w.body });
      } catch {
        return; // connection reset by the kill: not acknowledged
      }
      if (env.code !== '000') throw new Error(`write ${w.key} refused: ${env.code} ${env.message}`);
      acked.add(w.key);
      if (w.key.startsWith('group:')) groupIds.set(w.key.slice(6), (env.datas as { id: number }).id);
      if (acked.size >= KILL_AFTER && !killed) {
        killed = true;
        sim.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await kill(sim.child);
  assert.equal(sim.child.signalCode, 'SIGKILL');
  assert.ok(acked.size >= KILL_AFTER);

  // 1. Read the database directly, as the restarted process will.
  const store = openStore(dataDir);
  try {
    assert.equal(store.db.pragma('integrity_check', { simple: true }), 'ok');
    const check = store.sessions.check(token, Date.now());
    assert.equal(check.status, 'ok');
    if (check.status !== 'ok') return;
    const userId = check.userId;
    const groups = new Map(store.groups.list(userId).map((g) => [g.name, g.id]));
    const events = new Set(store.analytics.recent(userId, 100_000).map((e) => e.eventName));
    const missing: string[] = [];
    for (const key of acked) {
      const [kind, a, b] = key.split(':') as [string, string, string | undefined];
      const present = kind === 'group' ? groups.has(a) : kind === 'event' ? events.has(a) : store.items.groupIdsOf(userId, a).includes(groups.get(b!) ?? -1);
      if (!present) missing.push(key);
    }
    assert.deepEqual(missing, [], 'acknowledged writes lost');
  } finally {
    store.close();
  }

  // 2. Restart the server on the same DATA_DIR: the session and the data are served again.
  const again = await startSim(dataDir);
  children.push(again.child);
  const names = (await ok<Array<{ name: string }>>(again, '/api/v2/opt/optGroupListV2', { token })).map((g) => g.name);
  for (const key of acked) if (key.startsWith('group:')) assert.ok(names.includes(key.slice(6)), key);
  await ok(again, '/api/v2/opt/addOptGroup?name=after-restart', { token });
});
