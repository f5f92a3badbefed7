/**
 * Open orders are bounded and cheap: the same plan reuses its open order, a sixth open order is
 * refused in Chinese, the order list carries cashier URLs without QRs, and a QR is rendered once
 * per prepayId however often one order is polled.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PayOrder, PayOrderList } from '../../../../contracts/endpoints/payments';
import { paymentEndpoints as P } from '../../../../contracts/endpoints/payments';
import { MAX_OPEN_ORDERS, TOO_MANY_OPEN_ORDERS, createOrReuse, type OrderBook } from '../../../../gateway/sim/payments/open-orders';
import { QrImages } from '../../../../gateway/sim/payments/qr-images';
import type { OrderRow } from '../../../../gateway/sim/payments/merchant/orders';
import { buildMarketApp, request, signIn } from '../routes/market/helpers';

function fakeBook(): OrderBook & { rows: OrderRow[] } {
  const rows: OrderRow[] = [];
  return {
    rows,
    list: () => [...rows].reverse(),
    create(userId, input, now) {
      const row = {
        orderNo: String(rows.length),
        userId,
        requestId: input.requestId,
        tierId: input.tierId,
        channel: input.channel,
        status: 'pending',
        prepayId: `p${rows.length}`,
        expiresAt: now + 900_000,
      } as OrderRow;
      rows.push(row);
      return row;
    },
  };
}

test('an open order of the same plan and channel is reused; the cap refuses the next new one; expired or paid ones do not count', () => {
  const book = fakeBook();
  const a = createOrReuse(book, 1, { tierId: 'month', channel: 'wxpay', requestId: 'r1' }, 0);
  assert.equal(createOrReuse(book, 1, { tierId: 'month', channel: 'wxpay', requestId: 'r2' }, 10), a, 'reused');
  assert.notEqual(createOrReuse(book, 1, { tierId: 'month', channel: 'alipay', requestId: 'r3' }, 10), a, 'another channel is another order');
  book.rows[0]!.status = 'fulfilled';
  createOrReuse(book, 1, { tierId: 'month', channel: 'wxpay', requestId: 'r4' }, 10);
  assert.equal(book.rows.length, 3, 'the paid one is not reused');
  for (const t of ['quarter', 'year', 'x1']) createOrReuse(book, 1, { tierId: t, channel: 'wxpay', requestId: t }, 10);
  assert.equal(book.rows.filter((r) => r.status === 'pending').length, MAX_OPEN_ORDERS);
  assert.throws(
    () => createOrReuse(book, 1, { tierId: 'x2', channel: 'wxpay', requestId: 'x2' }, 10),
    (e: Error) => e.message === TOO_MANY_OPEN_ORDERS,
  );
  // After they expire, new orders may be made again.
  createOrReuse(book, 1, { tierId: 'x2', channel: 'wxpay', requestId: 'x2' }, 10_000_000);
});

test('a QR is rendered once per prepayId, concurrent askers share the render', async () => {
  const qr = new QrImages();
  const [a, b] = await Promise.all([qr.of('wx1', 'http://x/c?prepayId=wx1'), qr.of('wx1', 'http://x/c?prepayId=wx1')]);
  assert.equal(a, b);
  assert.ok(a.startsWith('data:image/png;base64,'));
  await qr.of('wx1', 'http://x/c?prepayId=wx1');
  assert.equal(qr.rendered, 1);
  await qr.of('wx2', 'http://x/c?prepayId=wx2');
  assert.equal(qr.rendered, 2);
});

test('through the API: the list has URLs and no QR images; createOrder for the same plan answers the same order', async (t) => {
  const built = await buildMarketApp(t, { testHooks: true });
  const { token, userId } = signIn(built.store);
  built.store.users.setVip(userId, 0, 0);
  const create = async (requestId: string) =>
    (await request<PayOrder>(built.app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'wxpay', requestId } })).env;
  const first = await create('req-a-000001');
  assert.equal(first.code, '000');
  assert.ok(first.datas.pay?.qrImage?.startsWith('data:image/png;base64,'));
  const second = await create('req-b-000002');
  assert.equal(second.datas.orderNo, first.datas.orderNo, 'same plan: same open order');
  const list = (await request<PayOrderList>(built.app, 'GET', P.orders.path, { token })).env.datas;
  assert.equal(list.orders.length, 1);
  assert.equal(list.orders[0]!.pay?.url, first.datas.pay?.url);
  assert.equal(list.orders[0]!.pay?.qrImage, null, 'no QR rendered for the list');
});
