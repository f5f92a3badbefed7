import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SimError } from '../../../../gateway/sim/http/errors';
import { HoldingRepository, HOLDINGS_SCHEMA } from '../../../../gateway/sim/accounts/holding-repository';
import { openStore, type Store } from '../../../../gateway/sim/open-store';
import { appliedSteps, CORE_SCHEMA, runMigrations } from '../../../../gateway/sim/store/index';

const POLICY = { ttlMs: 60_000, revokeOlderSessions: false };

function setup(t: { after(fn: () => void): void }, dir = ':memory:'): { store: Store; holdings: HoldingRepository; user: number; other: number } {
  const store = openStore(dir);
  t.after(() => store.close());
  const user = store.signIns.byIdentity({ kind: 'phone', phone: '13800138000' }, 1_000, POLICY).userId;
  const other = store.signIns.byIdentity({ kind: 'phone', phone: '13900139000' }, 1_000, POLICY).userId;
  for (const code of ['600519.SH', '00700.HK']) store.items.add(user, code, [], 100, 1_000);
  store.items.add(other, '600519.SH', [], 100, 1_000);
  return { store, holdings: new HoldingRepository(store.db), user, other };
}

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-holdings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a holding round-trips, is replaced on save, and is scoped to its user', (t) => {
  const { holdings, user, other } = setup(t);
  assert.deepEqual(holdings.list(user), []);
  assert.deepEqual(holdings.set(user, '600519.SH', { quantity: 300, cost: 1450.5, buyDate: '2026-01-05' }, 2_000), {
    code: '600519.SH',
    quantity: 300,
    cost: 1450.5,
    buyDate: '2026-01-05',
    updatedAt: 2_000,
  });
  holdings.set(user, '00700.HK', { quantity: 150, cost: 320, buyDate: '2025-12-31' }, 3_000);
  holdings.set(user, '600519.SH', { quantity: 400, cost: 1400, buyDate: '2026-01-06' }, 4_000);
  assert.deepEqual(
    holdings.list(user).map((h) => [h.code, h.quantity, h.cost, h.buyDate]),
    [
      ['00700.HK', 150, 320, '2025-12-31'],
      ['600519.SH', 400, 1400, '2026-01-06'],
    ],
  );
  assert.deepEqual(holdings.list(other), [], 'another user sees none of them');
  assert.equal(holdings.find(other, '600519.SH'), undefined);
  assert.equal(holdings.remove(other, '600519.SH'), false, 'nor removes them');
  assert.equal(holdings.find(user, '600519.SH')?.quantity, 400);
  assert.equal(holdings.remove(user, '600519.SH'), true);
  assert.equal(holdings.remove(user, '600519.SH'), false);
  assert.deepEqual(
    holdings.list(user).map((h) => h.code),
    ['00700.HK'],
  );
});

test('only a followed security can hold a position, and unfollowing it drops the holding', (t) => {
  const { store, holdings, user } = setup(t);
  assert.throws(
    () => holdings.set(user, '000001.SZ', { quantity: 100, cost: 10, buyDate: '2026-01-05' }, 2_000),
    (e: unknown) => e instanceof SimError && e.message === '该证券不在自选中',
  );
  holdings.set(user, '600519.SH', { quantity: 100, cost: 10, buyDate: '2026-01-05' }, 2_000);
  store.items.remove(user, '600519.SH', null);
  assert.equal(holdings.find(user, '600519.SH'), undefined);
  store.items.add(user, '600519.SH', [], 100, 3_000);
  assert.equal(holdings.find(user, '600519.SH'), undefined, 'following again starts without a holding');
});

test('bad stored state: rows that break a rule are left out, the rest still read, and saving again repairs them', (t) => {
  const { store, holdings, user } = setup(t);
  holdings.set(user, '600519.SH', { quantity: 300, cost: 10, buyDate: '2026-01-05' }, 2_000);
  holdings.set(user, '00700.HK', { quantity: 150, cost: 320, buyDate: '2026-01-05' }, 3_000);
  // Hand-edited: half a 手, and a date that is no date.
  store.db.prepare("UPDATE watch_holdings SET quantity = 150 WHERE item_id = (SELECT id FROM watch_items WHERE code = '600519.SH' AND user_id = ?)").run(user);
  store.db.prepare("UPDATE watch_holdings SET buy_date = 'soon' WHERE user_id = ? AND quantity = 150 AND cost = 320").run(user);
  assert.deepEqual(holdings.list(user), []);
  assert.equal(holdings.find(user, '600519.SH'), undefined);
  holdings.set(user, '600519.SH', { quantity: 200, cost: 10, buyDate: '2026-01-05' }, 4_000);
  assert.deepEqual(
    holdings.list(user).map((h) => [h.code, h.quantity]),
    [['600519.SH', 200]],
  );
  // The table itself refuses what no rule could accept.
  assert.throws(() => store.db.prepare('UPDATE watch_holdings SET quantity = -1').run(), /CHECK constraint/);
});

test('its migration runs on its own counter, once, and a database with only the accounts tables is brought up to it by the repository', (t) => {
  const { store } = setup(t);
  assert.equal(appliedSteps(store.db, HOLDINGS_SCHEMA), HOLDINGS_SCHEMA.steps.length);
  new HoldingRepository(store.db); // idempotent
  const raw = new Database(':memory:');
  t.after(() => raw.close());
  runMigrations(raw, CORE_SCHEMA);
  assert.equal(appliedSteps(raw, HOLDINGS_SCHEMA), 0);
  new HoldingRepository(raw);
  assert.equal(appliedSteps(raw, HOLDINGS_SCHEMA), HOLDINGS_SCHEMA.steps.length);
});

test('a saved holding survives the process being killed with SIGKILL right after the answer', async (t) => {
  const dir = tempDir(t);
  {
    const { store, user } = setup({ after: () => {} }, dir);
    store.close();
    assert.equal(user, 1);
  }
  // A child process saves a holding, says so, and is then killed without any chance to close the database.
  const root = resolve(import.meta.dirname, '../../../..');
  const script = `
    import { openStore } from ${JSON.stringify(join(root, 'gateway/sim/open-store.ts'))};
    import { HoldingRepository } from ${JSON.stringify(join(root, 'gateway/sim/accounts/holding-repository.ts'))};
    const store = openStore(${JSON.stringify(dir)});
    new HoldingRepository(store.db).set(1, '600519.SH', { quantity: 500, cost: 1499.99, buyDate: '2026-01-05' }, 5000);
    process.stdout.write('saved\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('saved') && done());
    child.on('exit', (code) => fail(new Error(`child exited early (${code})`)));
  });
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGKILL');
  await exited;
  const store = openStore(dir);
  t.after(() => store.close());
  assert.deepEqual(
    new HoldingRepository(store.db).list(1).map((h) => [h.code, h.quantity, h.cost, h.buyDate]),
    [['600519.SH', 500, 1499.99, '2026-01-05']],
  );
});
