/**
 * A signed REFUND notification changes an order only when the provider's query API says the trade
 * was refunded (issue 33, finding 5): a notification signed with a leaked key, or one the provider
 * never sent, is refused and the membership stays.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PayNotification } from '../../../../contracts/endpoints/payments';
import { effectiveVip } from '../../../../contracts/membership';
import { SIM_MCH_ID } from '../../../../gateway/sim/payments/payments';
import { signFields } from '../../../../gateway/sim/payments/provider/signing';
import { world } from './support';

function fulfilledOrder() {
  const w = world();
  const order = w.orders.create(w.userId, { tierId: 'month', channel: 'wxpay', requestId: 'req-refund-1' }, w.clock.t);
  assert.equal(w.simPay.pay(order.prepayId, w.clock.t), 'paid');
  const [success] = w.simPay.due(Number.MAX_SAFE_INTEGER);
  assert.equal(w.orders.handleNotification(success!.body, w.clock.t).outcome, 'applied');
  w.simPay.markDelivered(success!.id, w.clock.t);
  const apiKey = (w.db.prepare('SELECT api_key FROM simpay_merchants WHERE mch_id = ?').get(SIM_MCH_ID) as { api_key: string }).api_key;
  return { w, order: w.orders.list(w.userId)[0]!, success: success!.body, apiKey };
}

test('refund: a correctly signed REFUND the provider never made is refused; the order and membership stay', () => {
  const { w, order, success, apiKey } = fulfilledOrder();
  assert.equal(order.status, 'fulfilled');
  const vip = w.vip();
  const { sign: _s, ...fields } = success;
  const forged = { ...fields, notifyId: 'Rforged000', tradeState: 'REFUND' as const, successTime: w.clock.t };
  const body: PayNotification = { ...forged, sign: signFields(forged, apiKey) };
  const { answer, outcome } = w.orders.handleNotification(body, w.clock.t);
  assert.equal(answer.code, 'FAIL');
  assert.equal(outcome, 'unconfirmed');
  assert.equal(w.orders.list(w.userId)[0]!.status, 'fulfilled');
  assert.deepEqual(w.vip(), vip);
});

test("refund: the provider's own REFUND notification is confirmed by its query API and applied", () => {
  const { w, order } = fulfilledOrder();
  assert.ok(w.orders.requestRefund(order.orderNo, w.clock.t));
  const refund = w.simPay.due(Number.MAX_SAFE_INTEGER).find((d) => d.body.tradeState === 'REFUND');
  assert.ok(refund);
  assert.equal(w.orders.handleNotification(refund.body, w.clock.t).outcome, 'applied');
  assert.equal(w.orders.list(w.userId)[0]!.status, 'refunded');
  assert.equal(effectiveVip(w.vip(), w.clock.t).vipType, 0, 'the month is taken back off');
});
