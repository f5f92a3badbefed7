/**
 * The alerts' storage: per-user lists (another user's alert is 404), the 50 cap and duplicates
 * refused in Chinese, update/pause/delete, fires counted with 预警记录 kept (oldest dropped past
 * the cap, kept after the alert goes), and everything surviving a close and reopen of the file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { MAX_ALERT_RECORDS_PER_USER, MAX_ALERTS_PER_USER } from '../../../../contracts/alerts';
import { AlertRepository, type NewAlert } from '../../../../gateway/sim/alerts/alert-repository';
import { SimError } from '../../../../gateway/sim/http/errors';
import { openStore } from '../../../../gateway/sim/open-store';

const price = (threshold: number): NewAlert => ({ code: '600519.SH', kind: 'priceAbove', threshold, screenId: null, cooldownMs: 300_000 });

function refused(f: () => unknown, code: string, message: RegExp): void {
  assert.throws(f, (e: unknown) => e instanceof SimError && e.code === code && message.test(e.message));
}

test('alerts are per user: listed newest first, another user’s is not found', () => {
  const store = openStore(':memory:');
  const alerts = new AlertRepository(store.db);
  const a = alerts.create(1, price(1700), 1_000);
  const b = alerts.create(1, { code: null, kind: 'screenEnter', threshold: null, screenId: 7, cooldownMs: 60_000 }, 2_000);
  alerts.create(2, price(1700), 3_000);
  assert.deepEqual(
    alerts.list(1).map((x) => x.id),
    [b.id, a.id],
  );
  assert.equal(a.paused, false);
  assert.equal(a.firedCount, 0);
  assert.equal(b.code, null);
  refused(() => alerts.get(2, a.id), '404', /预警不存在/);
  refused(() => alerts.remove(2, a.id), '404', /预警不存在/);
  assert.equal(alerts.list(1).length, 2, 'nothing lost by the refused calls');
  store.close();
});

test('at most 50 per user (最多50条预警), the same alert twice refused', () => {
  const store = openStore(':memory:');
  const alerts = new AlertRepository(store.db);
  for (let i = 0; i < MAX_ALERTS_PER_USER; i++) alerts.create(1, price(1000 + i), i);
  refused(() => alerts.create(1, price(5000), 99), '409', /^最多50条预警$/);
  assert.equal(alerts.count(1), MAX_ALERTS_PER_USER);
  alerts.create(2, price(5000), 99); // another user's cap is its own
  refused(() => alerts.create(2, price(5000), 100), '409', /已有相同的预警/);
  const first = alerts.list(1).at(-1)!;
  refused(() => alerts.update(1, first.id, 1001, 60_000, 5), '409', /已有相同的预警/);
  store.close();
});

test('update starts afresh, pause toggles, delete keeps the records', () => {
  const store = openStore(':memory:');
  const alerts = new AlertRepository(store.db);
  const a = alerts.create(1, price(1700), 1_000);
  alerts.recordFire(
    { id: a.id, userId: 1, kind: a.kind },
    { code: '600519.SH', name: '贵州茅台', text: '贵州茅台 价格涨到 1700.00，现价 1701.00', price: 1701 },
    5_000,
  );
  const fired = alerts.get(1, a.id);
  assert.equal(fired.lastFiredAt, 5_000);
  assert.equal(fired.firedCount, 1);
  const updated = alerts.update(1, a.id, 1800, 60_000, 6_000);
  assert.equal(updated.threshold, 1800);
  assert.equal(updated.cooldownMs, 60_000);
  assert.equal(updated.lastFiredAt, null, 'a changed alert starts afresh');
  assert.equal(alerts.setPaused(1, a.id, true, 7_000).paused, true);
  assert.equal(alerts.setPaused(1, a.id, false, 8_000).paused, false);
  alerts.remove(1, a.id);
  assert.equal(alerts.list(1).length, 0);
  const { total, items } = alerts.history(1, 1, 20);
  assert.equal(total, 1);
  assert.deepEqual(items[0], {
    id: items[0]!.id,
    alertId: a.id,
    code: '600519.SH',
    name: '贵州茅台',
    kind: 'priceAbove',
    text: '贵州茅台 价格涨到 1700.00，现价 1701.00',
    price: 1701,
    firedAt: 5_000,
  });
  assert.equal(alerts.history(2, 1, 20).total, 0, 'records are per user');
  store.close();
});

test('records are paged newest first and bounded per user', () => {
  const store = openStore(':memory:');
  const alerts = new AlertRepository(store.db);
  const a = alerts.create(1, price(1700), 0);
  const n = MAX_ALERT_RECORDS_PER_USER + 5;
  store.db.transaction(() => {
    for (let i = 1; i <= n; i++)
      alerts.recordFire({ id: a.id, userId: 1, kind: a.kind }, { code: '600519.SH', name: '贵州茅台', text: `第${i}次`, price: i }, i);
  })();
  const first = alerts.history(1, 1, 3);
  assert.equal(first.total, MAX_ALERT_RECORDS_PER_USER);
  assert.deepEqual(
    first.items.map((r) => r.text),
    [`第${n}次`, `第${n - 1}次`, `第${n - 2}次`],
  );
  const last = alerts.history(1, MAX_ALERT_RECORDS_PER_USER, 1);
  assert.equal(last.items[0]!.text, '第6次', 'the oldest five were dropped');
  assert.equal(alerts.get(1, a.id).firedCount, n);
  store.close();
});

test('alerts and records survive close and reopen of the file', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-alerts-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = openStore(dir);
  const a = new AlertRepository(first.db).create(1, price(1700), 1_000);
  new AlertRepository(first.db).recordFire({ id: a.id, userId: 1, kind: a.kind }, { code: '600519.SH', name: '贵州茅台', text: 'x', price: 1701 }, 2_000);
  first.close();
  const again = openStore(dir);
  t.after(() => again.close());
  const alerts = new AlertRepository(again.db);
  assert.deepEqual(
    alerts.list(1).map((x) => [x.id, x.threshold, x.lastFiredAt]),
    [[a.id, 1700, 2_000]],
  );
  assert.equal(alerts.history(1, 1, 10).total, 1);
  assert.equal((again.db.prepare('SELECT version FROM alerts_schema').get() as { version: number }).version, 1);
});
