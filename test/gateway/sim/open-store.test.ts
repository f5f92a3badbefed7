import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStore } from '../../../gateway/sim/open-store';
import { DB_FILE_NAME } from '../../../gateway/sim/store/index';
import { MIGRATIONS } from '../../../gateway/sim/store/schema';

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-store-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('opens in DATA_DIR with WAL, synchronous FULL, foreign keys, and the full schema', (t) => {
  const dir = join(tempDir(t), 'nested', 'data');
  const store = openStore(dir);
  t.after(() => store.close());
  assert.equal(store.location, join(dir, DB_FILE_NAME));
  assert.ok(existsSync(store.location));
  assert.equal(store.db.pragma('journal_mode', { simple: true }), 'wal');
  assert.equal(store.db.pragma('synchronous', { simple: true }), 2);
  assert.equal(store.db.pragma('foreign_keys', { simple: true }), 1);
  assert.equal(store.db.pragma('user_version', { simple: true }), MIGRATIONS.length);
});

test('data and the lock token survive close and reopen', (t) => {
  const dir = tempDir(t);
  const policy = { ttlMs: 60_000, revokeOlderSessions: true };
  const first = openStore(dir);
  const lock = first.meta.lockToken();
  const { token, userId } = first.signIns.byIdentity({ kind: 'phone', phone: '13800138000' }, 1_000, policy);
  const group = first.groups.add(userId, '白酒', 1_000);
  first.items.add(userId, '600519.SH', [group.id], 1500, 1_000);
  first.close();
  first.close(); // idempotent

  const again = openStore(dir);
  t.after(() => again.close());
  assert.equal(again.meta.lockToken(), lock);
  assert.deepEqual(again.sessions.check(token, 2_000), { status: 'ok', userId, sessionId: 1, expiresAt: 61_000 });
  assert.deepEqual(
    again.groups.list(userId).map((g) => [g.name, g.count]),
    [
      ['全部', 1],
      ['白酒', 1],
    ],
  );
});

test('refuses a database written by newer code', (t) => {
  const dir = tempDir(t);
  openStore(dir).close();
  const raw = new Database(join(dir, DB_FILE_NAME));
  raw.pragma(`user_version = ${MIGRATIONS.length + 1}`);
  raw.close();
  assert.throws(() => openStore(dir), /newer than this code/);
});

test('rejects a missing data dir argument', () => {
  assert.throws(() => openStore(''), /dataDir/);
});

test('each store is independent; :memory: leaves nothing behind', (t) => {
  const a = openStore(':memory:');
  const b = openStore(':memory:');
  t.after(() => {
    a.close();
    b.close();
  });
  a.users.findOrCreate({ kind: 'phone', phone: '13800138000' }, 1);
  assert.equal(b.users.find({ kind: 'phone', phone: '13800138000' }), undefined);
  assert.notEqual(a.meta.lockToken(), b.meta.lockToken());
});
