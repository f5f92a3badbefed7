/**
 * SIGKILL between payment and fulfilment (and between fulfilment and the provider recording the
 * delivery), restart on the same SQLite file: the provider's notification loop delivers what was
 * queued, and the membership is applied exactly once — never lost, never doubled.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DAY_MS } from '../../../../contracts/membership';
import { world } from './support';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'crash-child.ts');

function runAndKill(file: string, point: 'paid' | 'fulfilled'): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, point], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('child did not get ready within 20 s'));
    }, 20_000);
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited by itself (${code})`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^READY (\d+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      child.once('exit', () => resolve(m[1]!));
      child.kill('SIGKILL');
    });
  });
}

for (const point of ['paid', 'fulfilled'] as const) {
  test(`killed after ${point === 'paid' ? 'the payment, before fulfilment' : 'fulfilment, before the delivery was recorded'}: applied exactly once after restart`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'zhigu-pay-crash-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'sim.sqlite');
    const orderNo = await runAndKill(file, point);

    const w = world(file);
    t.after(() => w.db.close());
    const before = w.orders.byNo(orderNo)!;
    assert.equal(before.status, point === 'paid' ? 'pending' : 'fulfilled');
    const notifier = w.notifier(async (body) => w.orders.handleNotification(body, w.clock.t).answer);
    assert.equal(await notifier.pass(), 1, 'the queued notification is delivered after the restart');
    assert.equal(await notifier.pass(), 0, 'and only once');

    const after = w.orders.byNo(orderNo)!;
    assert.equal(after.status, 'fulfilled');
    // One month from the first boot's clock (the child used the same start time): not two.
    assert.deepEqual(w.vip(), { vipType: 2, vipTime: after.fulfilledAt! + 30 * DAY_MS });
    const grants = w.db.prepare("SELECT COUNT(*) AS n FROM pay_notify_log WHERE order_no = ? AND outcome = 'applied'").get(orderNo) as { n: number };
    assert.equal(grants.n, 1);
  });
}
