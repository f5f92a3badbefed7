/**
 * One migration runner over the per-domain lists: a database file written by the code before it
 * (PRAGMA user_version for the first list, a `<domain>_schema` row per other domain, each
 * migrated by its own code) upgrades in place without losing a row, and a file written by newer
 * code is refused with a clear error before anything is changed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { LOCK_TOKEN_LENGTH } from '../../../../contracts/signing';
import { COURSES_MIGRATIONS } from '../../../../gateway/sim/courses/course-repository';
import { IPO_MIGRATIONS } from '../../../../gateway/sim/ipo/ipo-calendar-repository';
import { DRAWINGS_MIGRATIONS } from '../../../../gateway/sim/drawings/drawing-repository';
import { openStore, SIM_MIGRATIONS } from '../../../../gateway/sim/open-store';
import { DB_FILE_NAME } from '../../../../gateway/sim/store/index';
import { SCREENER_MIGRATIONS } from '../../../../gateway/sim/screener/saved-screen-repository';
import { runMigrations, SchemaTooNewError } from '../../../../gateway/sim/store/migrations';
import { MIGRATIONS } from '../../../../gateway/sim/store/schema';

/** A lock token an old version wrote: it must survive the upgrade (signed clients keep working). */
const LOCK = 'k'.repeat(LOCK_TOKEN_LENGTH);

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-migrations-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the code before the runner did: apply `steps[from..to)` and keep the count its own way. */
function oldSchemeMigrate(db: Database.Database, counter: string, steps: readonly string[], to: number): void {
  if (counter === 'user_version') {
    for (let v = db.pragma('user_version', { simple: true }) as number; v < to; v++) {
      db.exec(steps[v]!);
      db.pragma(`user_version = ${v + 1}`);
    }
    return;
  }
  db.exec(`CREATE TABLE IF NOT EXISTS ${counter} (version INTEGER NOT NULL)`);
  const row = db.prepare(`SELECT version FROM ${counter}`).get() as { version: number } | undefined;
  if (!row) db.prepare(`INSERT INTO ${counter} (version) VALUES (0)`).run();
  for (let v = row?.version ?? 0; v < to; v++) {
    db.exec(steps[v]!);
    db.prepare(`UPDATE ${counter} SET version = ?`).run(v + 1);
  }
}

/** An old-scheme DATA_DIR: the first list up to `coreTo` steps, the other domains fully, with a row in each. */
function oldSchemeFile(dir: string, coreTo: number): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DB_FILE_NAME);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  oldSchemeMigrate(db, 'user_version', MIGRATIONS, coreTo);
  oldSchemeMigrate(db, 'screener_schema', SCREENER_MIGRATIONS, SCREENER_MIGRATIONS.length);
  oldSchemeMigrate(db, 'courses_schema', COURSES_MIGRATIONS, COURSES_MIGRATIONS.length);
  oldSchemeMigrate(db, 'ipo_schema', IPO_MIGRATIONS, IPO_MIGRATIONS.length);
  db.prepare("INSERT INTO users (id, phone, nick_name, vip_type, vip_time, created_at) VALUES (7, '13800000007', '老用户', 0, 0, 1)").run();
  db.prepare("INSERT INTO meta (key, value) VALUES ('lock_token', ?)").run(LOCK);
  db.prepare("INSERT INTO saved_screens (user_id, name, tree, created_at, updated_at) VALUES (7, '低估值', '{\"all\":[]}', 1, 1)").run();
  db.prepare("INSERT INTO ipo_calendar (user_id, ipo_id, added_at) VALUES (7, 'ipo-1', 2)").run();
  db.close();
  return file;
}

/** Every list's counter as the file holds it. */
function counters(db: Database.Database): Record<string, number> {
  const out: Record<string, number> = { user_version: db.pragma('user_version', { simple: true }) as number };
  for (const { counter } of SIM_MIGRATIONS)
    if (counter !== 'user_version') out[counter] = (db.prepare(`SELECT version FROM ${counter}`).get() as { version: number }).version;
  return out;
}

/** Every list fully applied (the lists named here are checked against their own migrations; the others by their length). */
const FULL = {
  ...Object.fromEntries(SIM_MIGRATIONS.map((l) => [l.counter, l.steps.length])),
  user_version: MIGRATIONS.length,
  screener_schema: SCREENER_MIGRATIONS.length,
  courses_schema: COURSES_MIGRATIONS.length,
  ipo_schema: IPO_MIGRATIONS.length,
  drawings_schema: DRAWINGS_MIGRATIONS.length,
};

test('an old-scheme file behind on the first list upgrades in place and keeps every row', (t) => {
  const dir = tempDir(t);
  // user_version 2: before the payments tables (migration 3) existed.
  oldSchemeFile(dir, 2);
  const store = openStore(dir);
  t.after(() => store.close());
  assert.deepEqual(counters(store.db), FULL);
  assert.equal(store.users.get(7)?.nickName, '老用户');
  assert.equal(store.meta.lockToken(), LOCK);
  assert.equal((store.db.prepare('SELECT name FROM saved_screens WHERE user_id = 7').get() as { name: string }).name, '低估值');
  assert.equal((store.db.prepare('SELECT COUNT(*) AS n FROM ipo_calendar').get() as { n: number }).n, 1);
  // The payments tables the missing step creates are there and usable.
  assert.equal((store.db.prepare('SELECT COUNT(*) AS n FROM pay_orders').get() as { n: number }).n, 0);
});

test('an up-to-date old-scheme file opens unchanged, and a second open changes nothing', (t) => {
  const dir = tempDir(t);
  oldSchemeFile(dir, MIGRATIONS.length);
  openStore(dir).close();
  const store = openStore(dir);
  t.after(() => store.close());
  assert.deepEqual(counters(store.db), FULL);
  assert.equal((store.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n, 1);
});

test('a fresh file gets every list, each on its own counter', (t) => {
  const store = openStore(tempDir(t));
  t.after(() => store.close());
  assert.deepEqual(counters(store.db), FULL);
  assert.deepEqual(
    SIM_MIGRATIONS.map((l) => l.counter),
    ['user_version', 'screener_schema', 'courses_schema', 'ipo_schema', 'drawings_schema', 'alerts_schema', 'holdings_schema', 'table_columns_schema'],
  );
});

test('a domain counter newer than the code is refused, naming the domain, and the file is left as it was', (t) => {
  const dir = tempDir(t);
  const file = oldSchemeFile(dir, 2);
  const raw = new Database(file);
  raw.prepare('UPDATE ipo_schema SET version = ?').run(IPO_MIGRATIONS.length + 1);
  raw.close();
  assert.throws(
    () => openStore(dir),
    (e: unknown) =>
      e instanceof SchemaTooNewError && e.domain === 'ipo' && /ipo schema version 2 is newer than this code \(1\); refusing to open/.test(e.message),
  );
  const after = new Database(file, { readonly: true });
  t.after(() => after.close());
  // The check runs before any list migrates: the first list is still at 2, no payments table.
  assert.equal(after.pragma('user_version', { simple: true }), 2);
  assert.equal(after.prepare("SELECT 1 FROM sqlite_master WHERE name = 'pay_orders'").get(), undefined);
});

test('runMigrations on a raw database (a domain repository built in a test) applies its list once', () => {
  const db = new Database(':memory:');
  const list = { domain: 'demo', counter: 'demo_schema', steps: ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)'] } as const;
  runMigrations(db, list);
  runMigrations(db, list);
  assert.equal((db.prepare('SELECT version FROM demo_schema').get() as { version: number }).version, 2);
  assert.throws(() => runMigrations(db, { ...list, counter: 'x; DROP TABLE a' as `${string}_schema` }), /not a table name/);
  db.close();
});
