/**
 * Any interleaving of create, pay, notification delivery (in order, repeated, late, out of order),
 * forged notifications, close, expiry and refund keeps the invariants: a payment grants at most one
 * membership, no tier without a verified payment of the order's exact amount, a refund revokes at
 * most once, and a closed order is never paid.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { PayNotification } from '../../../../contracts/endpoints/payments';
import { applyTier, ORDER_TTL_MS, tierById, type PurchasableTierId, type VipState } from '../../../../contracts/membership';
import { payAndFulfil, step, type OrderFacts } from '../../../../gateway/sim/payments/order-machine';
import { signFields } from '../../../../gateway/sim/payments/provider/signing';
import { SIM_MCH_ID } from '../../../../gateway/sim/payments/payments';
import { world } from './support';

type Action =
  | { k: 'create'; tier: PurchasableTierId; req: number }
  | { k: 'pay'; o: number }
  | { k: 'deliver'; n: number }
  | { k: 'forge'; n: number; how: 'bad-sign' | 'wrong-key' | 'amount' | 'other-merchant' | 'other-order' }
  | { k: 'cancel'; o: number }
  | { k: 'expire' }
  | { k: 'refund'; o: number }
  | { k: 'tick'; ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('create' as const), tier: fc.constantFrom<PurchasableTierId>('month', 'year', 'lifetime'), req: fc.nat(3) }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('pay' as const), o: fc.nat(3) }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('deliver' as const), n: fc.nat(8) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('forge' as const),
      n: fc.nat(8),
      how: fc.constantFrom('bad-sign' as const, 'wrong-key' as const, 'amount' as const, 'other-merchant' as const, 'other-order' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cancel' as const), o: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('expire' as const) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('refund' as const), o: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('tick' as const), ms: fc.integer({ min: 1_000, max: ORDER_TTL_MS }) }) },
);

test('state machine alone: a SUCCESS grants once, a REFUND revokes once, forged or mismatched never change anything', () => {
  const tx = fc.constantFrom('T1', 'T2');
  const event = fc.oneof(
    fc.record({ kind: fc.constant('close' as const) }),
    fc.record({ kind: fc.constant('fulfil' as const) }),
    fc.record({
      kind: fc.constant('notify' as const),
      notification: fc.record({
        signatureValid: fc.boolean(),
        tradeState: fc.constantFrom('SUCCESS' as const, 'REFUND' as const),
        transactionId: tx,
        amountFen: fc.constantFrom(6800, 6801),
      }),
    }),
  );
  fc.assert(
    fc.property(fc.array(fc.tuple(event, fc.boolean()), { maxLength: 30 }), (events) => {
      let o: OrderFacts = { status: 'pending', amountFen: 6800, transactionId: null };
      let grants = 0;
      let revokes = 0;
      for (const [e, together] of events) {
        const s = e.kind === 'notify' && together ? payAndFulfil(o, e.notification) : step(o, e);
        if (e.kind === 'notify' && (!e.notification.signatureValid || e.notification.amountFen !== o.amountFen)) assert.deepEqual(s.next, o);
        if (s.effect === 'grant') grants++;
        if (s.effect === 'revoke') revokes++;
        if (s.next.status === 'fulfilled' || s.next.status === 'paid') assert.ok(s.next.transactionId !== null);
        if (o.status === 'closed') assert.equal(s.next.status, 'closed');
        o = s.next;
      }
      assert.ok(grants <= 1 && revokes <= grants);
      assert.equal(grants - revokes, o.status === 'fulfilled' ? 1 : 0);
    }),
    { numRuns: 400 },
  );
});

test('merchant + provider on SQLite: any interleaving keeps the invariants', () => {
  const stats = { fulfilled: 0, refunded: 0, forged: 0 };
  fc.assert(
    fc.property(fc.array(action, { minLength: 10, maxLength: 60 }), (actions) => {
      const w = world();
      const sent: PayNotification[] = [];
      let forged = 0;
      try {
        for (const a of actions) {
          const orders = w.orders.list(w.userId);
          const pick = (i: number) => orders[i % Math.max(1, orders.length)];
          switch (a.k) {
            case 'create':
              try {
                w.orders.create(w.userId, { tierId: a.tier, channel: 'wxpay', requestId: `req-${a.req}-xxxx` }, w.clock.t);
              } catch {
                /* refused (lifetime member, or the requestId reused for another tier): nothing created */
              }
              break;
            case 'pay': {
              const o = pick(a.o);
              if (o) w.simPay.pay(o.prepayId, w.clock.t);
              break;
            }
            case 'deliver': {
              for (const d of w.simPay.due(Number.MAX_SAFE_INTEGER)) if (!sent.some((s) => s.notifyId === d.id)) sent.push(d.body);
              const n = sent[a.n % Math.max(1, sent.length)];
              if (n) w.orders.handleNotification(n, w.clock.t);
              break;
            }
            case 'forge': {
              const n = sent[a.n % Math.max(1, sent.length)];
              const o = pick(a.n);
              if (!n && !o) break;
              const base: Omit<PayNotification, 'sign'> = n
                ? (({ sign: _s, ...rest }) => rest)(n)
                : {
                    notifyId: 'Nforged',
                    mchId: SIM_MCH_ID,
                    outTradeNo: o!.orderNo,
                    transactionId: '4200000000',
                    amountFen: o!.amountFen,
                    tradeState: 'SUCCESS',
                    channel: 'wxpay',
                    successTime: w.clock.t,
                    nonce: 'n',
                  };
              let body: PayNotification;
              if (a.how === 'bad-sign') body = { ...base, sign: 'f'.repeat(64) };
              else if (a.how === 'wrong-key') body = { ...base, sign: signFields(base, 'not-the-key') };
              else if (a.how === 'amount') body = { ...base, amountFen: base.amountFen - 1, sign: n ? n.sign : signFields(base, 'x') };
              else if (a.how === 'other-merchant') body = { ...base, mchId: '1900000999', sign: signFields({ ...base, mchId: '1900000999' }, 'x') };
              else body = { ...base, outTradeNo: o && o.orderNo !== base.outTradeNo ? o.orderNo : `${base.outTradeNo}9`, sign: n?.sign ?? 'x' };
              const before = w.orders.list(w.userId);
              const vipBefore = w.vip();
              const { answer } = w.orders.handleNotification(body, w.clock.t);
              assert.equal(answer.code, 'FAIL', `forged (${a.how}) was acknowledged`);
              assert.deepEqual(w.orders.list(w.userId), before, `forged (${a.how}) changed an order`);
              assert.deepEqual(w.vip(), vipBefore, `forged (${a.how}) changed the membership`);
              forged++;
              break;
            }
            case 'cancel': {
              const o = pick(a.o);
              if (o)
                try {
                  w.orders.cancel(w.userId, o.orderNo, w.clock.t);
                } catch {
                  /* not pending, or already paid at the provider */
                }
              break;
            }
            case 'expire':
              w.orders.closeExpired(w.clock.t);
              break;
            case 'refund': {
              const o = pick(a.o);
              if (o) w.orders.requestRefund(o.orderNo, w.clock.t);
              break;
            }
            case 'tick':
              w.clock.t += a.ms;
              break;
          }
          checkInvariants(w);
        }
        stats.fulfilled += w.orders.list(w.userId, 1000).filter((o) => o.status !== 'pending' && o.status !== 'closed').length;
        stats.refunded += w.orders.list(w.userId, 1000).filter((o) => o.status === 'refunded').length;
        stats.forged += forged;
      } finally {
        w.db.close();
      }
    }),
    { numRuns: 120 },
  );
  // The runs reached the interesting states, so the invariants were really exercised.
  assert.ok(stats.fulfilled > 40 && stats.refunded > 5 && stats.forged > 40, JSON.stringify(stats));
});

function checkInvariants(w: ReturnType<typeof world>): void {
  const orders = w.orders.list(w.userId, 1000);
  const applied = w.db.prepare<[], { notify_id: string; order_no: string }>("SELECT notify_id, order_no FROM pay_notify_log WHERE outcome = 'applied'").all();
  for (const o of orders) {
    const trade = w.simPay.query(SIM_MCH_ID, o.orderNo)!;
    // Prices from contracts only; the provider's amount is the order's.
    assert.equal(o.amountFen, tierById(o.tierId)!.priceFen);
    assert.equal(trade.amountFen, o.amountFen);
    if (o.status === 'fulfilled' || o.status === 'paid' || o.status === 'refunded') {
      // No tier without a verified payment: the provider took this exact payment.
      assert.ok(trade.state === 'SUCCESS' || trade.state === 'REFUND', `order ${o.status} but provider ${trade.state}`);
      assert.equal(o.transactionId, trade.transactionId);
    }
    if (o.status === 'refunded') assert.equal(trade.state, 'REFUND');
    if (o.status === 'closed') assert.equal(trade.state, 'CLOSED');
    const grants = applied.filter((a) => a.order_no === o.orderNo && a.notify_id.startsWith('N')).length;
    const revokes = applied.filter((a) => a.order_no === o.orderNo && a.notify_id.startsWith('R')).length;
    assert.ok(grants <= 1, 'one payment granted twice');
    assert.ok(revokes <= 1, 'one refund revoked twice');
    assert.equal(grants, o.status === 'fulfilled' || o.status === 'refunded' ? 1 : 0);
    assert.equal(revokes, o.status === 'refunded' ? 1 : 0);
  }
  // Without refunds, the membership is exactly the fulfilled orders applied in order.
  if (!orders.some((o) => o.status === 'refunded')) {
    let vip: VipState = { vipType: 0, vipTime: 0 };
    for (const o of orders.filter((x) => x.status === 'fulfilled').sort((a, b) => a.fulfilledAt! - b.fulfilledAt!))
      vip = applyTier(vip, tierById(o.tierId)!, o.fulfilledAt!);
    assert.deepEqual(w.vip(), vip);
  }
}
