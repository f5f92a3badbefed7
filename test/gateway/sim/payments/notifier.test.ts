import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PayNotification } from '../../../../contracts/endpoints/payments';
import { nextAttemptAt, providerStep } from '../../../../gateway/sim/payments/provider/trade';
import { signFields, verifyFields, canonicalString } from '../../../../gateway/sim/payments/provider/signing';
import { createEntitlements } from '../../../../gateway/sim/payments/entitlements';
import { SimError } from '../../../../gateway/sim/http/errors';
import { DAY_MS } from '../../../../contracts/membership';
import { world } from './support';

test('signature: sorted fields, empty values and sign left out, key appended; any change breaks it', () => {
  assert.equal(canonicalString({ b: 2, a: 'x', sign: 'zz', c: '' }, 'K'), 'a=x&b=2&key=K');
  const fields = { outTradeNo: '1', amountFen: 6800 };
  const sign = signFields(fields, 'K');
  assert.ok(verifyFields(fields, sign, 'K'));
  assert.ok(!verifyFields({ ...fields, amountFen: 6801 }, sign, 'K'));
  assert.ok(!verifyFields(fields, sign, 'K2'));
  assert.ok(!verifyFields(fields, sign.toUpperCase(), 'K'));
  assert.ok(!verifyFields(fields, 42, 'K'));
});

test('provider trade: a closed trade cannot be paid, a paid one cannot be closed, refunds only after payment', () => {
  assert.equal(providerStep('NOTPAY', 'pay'), 'SUCCESS');
  assert.equal(providerStep('CLOSED', 'pay'), null);
  assert.equal(providerStep('SUCCESS', 'close'), null);
  assert.equal(providerStep('NOTPAY', 'refund'), null);
  assert.equal(providerStep('SUCCESS', 'refund'), 'REFUND');
  assert.equal(providerStep('REFUND', 'refund'), null);
  assert.equal(nextAttemptAt(1, 100, [0, 10, 20]), 110);
  assert.equal(nextAttemptAt(3, 100, [0, 10, 20]), null);
});

test('notifier: merchant failures are retried on the backoff schedule, success stops the retries, a spent schedule gives up', async () => {
  const w = world(':memory:', Date.UTC(2026, 10, 23, 2), [0, 10_000, 30_000]);
  const order = w.orders.create(w.userId, { tierId: 'month', channel: 'alipay', requestId: 'retry-test' }, w.clock.t);
  w.simPay.pay(order.prepayId, w.clock.t);
  const answers: Array<'throw' | 'FAIL' | 'OK'> = ['throw', 'FAIL', 'OK'];
  const seen: PayNotification[] = [];
  const notifier = w.notifier(async (body) => {
    seen.push(body);
    const a = answers.shift();
    if (a === 'throw') throw new Error('connect ECONNREFUSED');
    if (a === 'FAIL') return { code: 'FAIL', message: '系统繁忙' };
    return w.orders.handleNotification(body, w.clock.t).answer;
  });
  const id = w.simPay.due(w.clock.t)[0]!.id;
  assert.equal(await notifier.pass(), 0);
  assert.deepEqual(w.simPay.deliveryOf(id), { attempts: 1, deliveredAt: null, nextAt: w.clock.t + 10_000, lastError: 'connect ECONNREFUSED' });
  assert.equal(await notifier.pass(), 0, 'not due yet');
  w.clock.t += 10_000;
  assert.equal(await notifier.pass(), 0);
  assert.equal(w.simPay.deliveryOf(id)?.nextAt, w.clock.t + 30_000);
  assert.equal(w.orders.byNo(order.orderNo)?.status, 'pending', 'nothing applied while the merchant fails');
  w.clock.t += 30_000;
  assert.equal(await notifier.pass(), 1);
  assert.equal(w.simPay.deliveryOf(id)?.deliveredAt, w.clock.t);
  assert.equal(w.orders.byNo(order.orderNo)?.status, 'fulfilled');
  assert.equal(seen.length, 3);
  assert.ok(
    seen.every((b) => b.sign === seen[0]!.sign),
    'every retry carries the same signed notification',
  );

  // A merchant that never answers: after the schedule the provider stops.
  const o2 = w.orders.create(w.userId, { tierId: 'year', channel: 'wxpay', requestId: 'never-answers' }, w.clock.t);
  w.simPay.pay(o2.prepayId, w.clock.t);
  const dead = w.notifier(async () => {
    throw new Error('timeout');
  });
  for (let i = 0; i < 5; i++) {
    await dead.pass();
    w.clock.t += 60_000;
  }
  const d = w.simPay.due(Number.MAX_SAFE_INTEGER);
  assert.equal(d.length, 0);
  w.db.close();
});

test('notifier loop: start() delivers what is queued without waiting for the poll', async () => {
  const w = world();
  const order = w.orders.create(w.userId, { tierId: 'month', channel: 'wxpay', requestId: 'loop-test' }, w.clock.t);
  w.simPay.pay(order.prepayId, w.clock.t);
  const n = w.notifier(async (body) => w.orders.handleNotification(body, w.clock.t).answer, { pollMs: 60_000 });
  n.start();
  for (let i = 0; i < 50 && w.orders.byNo(order.orderNo)?.status !== 'fulfilled'; i++) await new Promise((r) => setTimeout(r, 10));
  await n.stop();
  assert.equal(w.orders.byNo(order.orderNo)?.status, 'fulfilled');
  w.db.close();
});

test('entitlements: lapsed memberships open nothing; the refusal is code 403 naming the feature', () => {
  let now = 1_000 * DAY_MS;
  const vips = new Map([
    [1, { vipType: 2 as const, vipTime: now + DAY_MS }],
    [2, { vipType: 1 as const, vipTime: now - 1 }],
  ]);
  const e = createEntitlements(
    (id) => vips.get(id),
    () => now,
  );
  assert.equal(e.allows('pepbBand', 1), true);
  assert.equal(e.allows('pepbBand', 2), false);
  assert.equal(e.allows('pepbBand', null), false);
  assert.equal(e.quota('savedScreens', 2), 5);
  assert.equal(e.quota('savedScreens', 1), null);
  assert.equal(e.valuationYears(null), 3);
  assert.throws(
    () => e.require('fullStatements', 2),
    (err: unknown) => err instanceof SimError && err.code === '403' && /完整财务报表/.test(err.message),
  );
  now += 2 * DAY_MS;
  assert.equal(e.allows('pepbBand', 1), false, 'expired at vipTime');
});
