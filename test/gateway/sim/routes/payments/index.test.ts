/**
 * The payments API through the whole sim app: buying 月度会员 by the cashier page (the phone), the
 * signed notification applied once, idempotent order creation, history, every error with its
 * Chinese message, forged/replayed notifications over HTTP, vipData, and the gates the sim enforces.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { PayNotification, PayOrder, VipData } from '../../../../../contracts/endpoints/payments';
import { CASHIER_PATH, CASHIER_PAY_PATH, paymentEndpoints } from '../../../../../contracts/endpoints/payments';
import { DAY_MS, FREE_LIMITS } from '../../../../../contracts/membership';
import { buildMarketApp, expectError, request, T0 } from '../market/helpers';
import { signIn } from '../market/helpers';

const P = paymentEndpoints;

async function setup(t: TestContext) {
  const built = await buildMarketApp(t, { testHooks: true });
  const { token, userId } = signIn(built.store);
  // Start as a non-member (a new account is on the trial).
  built.store.users.setVip(userId, 0, 0);
  return { ...built, token, userId };
}

async function ok<T>(
  app: Awaited<ReturnType<typeof setup>>['app'],
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const { status, env } = await request<T>(app, method, url, opts);
  assert.equal(status, 200);
  assert.equal(env.code, '000', `${url}: ${env.message}`);
  return env.datas;
}

async function waitFor<T>(f: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await f();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

/** Confirms a payment on the phone: the cashier page's form for the order's prepayId. */
function payOnPhone(app: Awaited<ReturnType<typeof setup>>['app'], payUrl: string) {
  return app.inject({
    method: 'POST',
    url: CASHIER_PAY_PATH,
    payload: `prepayId=${new URL(payUrl).searchParams.get('prepayId')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

test('buy 月度会员: order → cashier page → pay → notification applied once → 已开通, membership +30 days', async (t) => {
  const { app, token, store, userId } = await setup(t);
  const wallBefore = Date.now();
  const order = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'wxpay', requestId: 'req-0001-abc' } });
  const wallAfter = Date.now();
  assert.equal(order.status, 'pending');
  assert.equal(order.amountFen, 6800);
  assert.match(order.orderNo, /^\d{20}$/);
  assert.ok(order.pay?.qrImage?.startsWith('data:image/png;base64,'));
  // The 15 minutes run on the wall clock (the page's countdown reads it).
  assert.ok(order.expiresAt >= wallBefore + 15 * 60_000 && order.expiresAt <= wallAfter + 15 * 60_000);

  // The same requestId (double click, retry) answers the same order.
  const again = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'wxpay', requestId: 'req-0001-abc' } });
  assert.equal(again.orderNo, order.orderNo);

  const cashier = new URL(order.pay!.url);
  assert.equal(cashier.pathname, CASHIER_PATH);
  const pageRes = await app.inject({ method: 'GET', url: `${cashier.pathname}${cashier.search}` });
  assert.equal(pageRes.statusCode, 200);
  assert.match(pageRes.body, /¥68/);
  assert.match(pageRes.body, /确认付款/);

  const paid = await payOnPhone(app, order.pay!.url);
  assert.equal(paid.statusCode, 200);
  assert.match(paid.body, /支付成功/);

  const done = await waitFor(
    () => ok<PayOrder>(app, 'GET', `${P.order.path}?orderNo=${order.orderNo}`, { token }),
    (o) => o.status === 'fulfilled',
  );
  assert.equal(done.pay, null);
  const user = store.users.get(userId)!;
  assert.equal(user.vipType, 2);
  assert.ok(user.vipTime >= wallBefore + 30 * DAY_MS && user.vipTime <= Date.now() + 30 * DAY_MS, 'the membership runs on the wall clock');

  // Paying twice on the phone changes nothing.
  const twice = await payOnPhone(app, order.pay!.url);
  assert.match(twice.body, /已支付/);
  assert.equal(store.users.get(userId)!.vipTime, user.vipTime);

  // Renewal extends from the current expiry.
  const second = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'alipay', requestId: 'req-0002-abc' } });
  await payOnPhone(app, second.pay!.url);
  await waitFor(
    () => ok<PayOrder>(app, 'GET', `${P.order.path}?orderNo=${second.orderNo}`, { token }),
    (o) => o.status === 'fulfilled',
  );
  assert.equal(store.users.get(userId)!.vipTime, user.vipTime + 30 * DAY_MS);

  const history = await ok<{ orders: PayOrder[] }>(app, 'GET', P.orders.path, { token });
  assert.deepEqual(
    history.orders.map((o) => o.orderNo),
    [second.orderNo, order.orderNo],
  );
});

test('an order is dated by the market clock the quotes carry, not the wall clock (the demo market shows its last trading day)', async (t) => {
  const { app, token, market } = await setup(t);
  // The fake market's clock: 2025-11-27 10:30 Beijing, a year before the wall clock.
  market.t = T0 + 5 * 60_000;
  const order = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'wxpay', requestId: 'req-clock-01' } });
  assert.equal(order.createdAt, T0 + 5 * 60_000);
  assert.equal(order.orderNo.slice(0, 14), '20251127103500', 'the order number carries the market date and time');
  assert.ok(order.expiresAt > Date.now(), 'still payable: the deadline is wall time');
  market.t = T0 + 7 * 60_000;
  await payOnPhone(app, order.pay!.url);
  const done = await waitFor(
    () => ok<PayOrder>(app, 'GET', `${P.order.path}?orderNo=${order.orderNo}`, { token }),
    (o) => o.status === 'fulfilled',
  );
  assert.equal(done.createdAt, T0 + 5 * 60_000);
  assert.equal(done.paidAt, T0 + 7 * 60_000);
  assert.equal(done.fulfilledAt, T0 + 7 * 60_000);
  // The demo clock loops back to the morning: a later order is still listed first.
  market.t = T0 - 60 * 60_000;
  const later = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'year', channel: 'wxpay', requestId: 'req-clock-02' } });
  assert.equal(later.createdAt, T0 - 60 * 60_000);
  const history = await ok<{ orders: PayOrder[] }>(app, 'GET', P.orders.path, { token });
  assert.deepEqual(
    history.orders.map((o) => o.orderNo),
    [later.orderNo, order.orderNo],
  );
});

test('notify over HTTP: forged, tampered and unknown notifications are refused; a replay is acknowledged without a second grant', async (t) => {
  const { app, token, store, userId } = await setup(t);
  const order = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'year', channel: 'wxpay', requestId: 'req-notify-1' } });
  const base: Omit<PayNotification, 'sign'> = {
    notifyId: 'Nforged00001',
    mchId: '1900000109',
    outTradeNo: order.orderNo,
    transactionId: '4200000000000001',
    amountFen: 58800,
    tradeState: 'SUCCESS',
    channel: 'wxpay',
    successTime: Date.now(),
    nonce: 'abc',
  };
  const post = (body: unknown) => app.inject({ method: 'POST', url: P.notify.path, payload: body as object });
  for (const body of [{ ...base, sign: 'a'.repeat(64) }, { ...base, sign: 'nothex' }, { hello: 1 }, []]) {
    const res = await post(body);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().code, 'FAIL');
  }
  assert.equal(store.users.get(userId)!.vipType, 0, 'no tier without a verified payment');

  // The genuine one: pay on the phone, capture what the provider sends, replay it.
  const prepayId = new URL(order.pay!.url).searchParams.get('prepayId')!;
  await payOnPhone(app, order.pay!.url);
  await waitFor(
    () => ok<PayOrder>(app, 'GET', `${P.order.path}?orderNo=${order.orderNo}`, { token }),
    (o) => o.status === 'fulfilled',
  );
  const sent = JSON.parse(
    (store.db.prepare('SELECT body FROM simpay_notifications WHERE prepay_id = ?').get(prepayId) as { body: string }).body,
  ) as PayNotification;
  const vip = store.users.get(userId)!;
  const replay = await post(sent);
  assert.equal(replay.json().code, 'SUCCESS');
  const tampered = await post({ ...sent, amountFen: 1 });
  assert.equal(tampered.json().code, 'FAIL');
  const otherOrder = await post({ ...sent, outTradeNo: '20990101000000000000' });
  assert.equal(otherOrder.json().code, 'FAIL');
  assert.deepEqual(store.users.get(userId), vip, 'nothing doubled');
});

test('every error: auth, fields, tiers, states — with Chinese messages naming the field', async (t) => {
  const { app, token, store, userId } = await setup(t);
  const { env: anon } = await request(app, 'POST', P.createOrder.path, { body: { tierId: 'month', channel: 'wxpay', requestId: 'req-anon-01' } });
  assert.equal(anon.code, '004');
  const bad = async (body: unknown, code: string, message: RegExp) =>
    assert.match(await expectError(app, 'POST', P.createOrder.path, code, { token, body }), message);
  await bad({ channel: 'wxpay', requestId: 'req-0001-abc' }, '400', /tierId/);
  await bad({ tierId: 'month', channel: 'paypal', requestId: 'req-0001-abc' }, '400', /channel/);
  await bad({ tierId: 'month', channel: 'wxpay', requestId: 'x' }, '400', /requestId/);
  // An amount sent by the client is never read: the price comes from contracts/membership.ts.
  const cheap = await ok<PayOrder>(app, 'POST', P.createOrder.path, {
    token,
    body: { tierId: 'month', channel: 'wxpay', requestId: 'req-cheap-01', amountFen: 1 },
  });
  assert.equal(cheap.amountFen, 6800);
  await bad({ tierId: 'gold', channel: 'wxpay', requestId: 'req-0001-abc' }, '400', /tierId/);
  await bad({ tierId: 'trial', channel: 'wxpay', requestId: 'req-0001-abc' }, '409', /体验会员不可购买/);
  // Another channel, so a new order (an open one of the same plan and channel would be reused: open-orders.test.ts).
  await ok(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'alipay', requestId: 'req-0002-abc' } });
  await bad({ tierId: 'year', channel: 'wxpay', requestId: 'req-0002-abc' }, '409', /requestId/);

  assert.match(await expectError(app, 'GET', `${P.order.path}?orderNo=123`, '400', { token }), /orderNo/);
  assert.match(await expectError(app, 'GET', `${P.order.path}?orderNo=20990101000000000000`, '404', { token }), /订单不存在/);
  // Another user's order is not found either.
  const other = signIn(store, '13900139000');
  const mine = await ok<PayOrder>(app, 'POST', P.createOrder.path, { token, body: { tierId: 'month', channel: 'wxpay', requestId: 'req-0003-abc' } });
  assert.match(await expectError(app, 'GET', `${P.order.path}?orderNo=${mine.orderNo}`, '404', { token: other.token }), /订单不存在/);

  // Cancel: pending → 已关闭; again → 409; the cashier then refuses to take the money.
  const closed = await ok<PayOrder>(app, 'POST', P.closeOrder.path, { token, body: { orderNo: mine.orderNo } });
  assert.equal(closed.status, 'closed');
  assert.match(await expectError(app, 'POST', P.closeOrder.path, '409', { token, body: { orderNo: mine.orderNo } }), /已关闭/);
  const late = await payOnPhone(app, mine.pay!.url);
  assert.equal(late.statusCode, 410);
  assert.match(late.body, /订单已关闭/);
  assert.equal((await app.inject({ method: 'GET', url: `${CASHIER_PATH}?prepayId=nope` })).statusCode, 404);

  // Lifetime members cannot buy a time tier.
  store.users.setVip(userId, 3, 0);
  await bad({ tierId: 'month', channel: 'wxpay', requestId: 'req-0004-abc' }, '409', /终身会员/);
});

test('vipData and the sim-enforced gates: PE/PB 通道 and watchlist groups beyond the free limit', async (t) => {
  const { app, token, store, userId } = await setup(t);
  const anon = await ok<VipData>(app, 'POST', P.vipData.path, { body: {} });
  assert.equal(anon.member, false);
  assert.equal(anon.unlocksLeftToday, 0);
  const free = await ok<VipData>(app, 'POST', P.vipData.path, { token, body: { code: '600519.SH' } });
  assert.equal(free.limits.savedScreens, FREE_LIMITS.savedScreens);
  assert.equal(free.features.find((f) => f.key === 'pepbBand')?.allowed, false);
  assert.deepEqual(free.stock, { code: '600519.SH', unlocked: false });

  const band = '/api/v3/details/pepbBand?code=600519.SH';
  assert.match(await expectError(app, 'GET', band, '403', { token }), /PE\/PB 通道为会员专享/);
  assert.match(await expectError(app, 'GET', band, '403', {}), /会员专享/);

  for (let i = 0; i < FREE_LIMITS.watchGroups; i++) await ok(app, 'GET', `/api/v2/opt/addOptGroup?name=g${i}`, { token });
  assert.match(await expectError(app, 'GET', '/api/v2/opt/addOptGroup?name=more', '403', { token }), /自选分组/);

  store.users.setVip(userId, 2, Date.now() + DAY_MS);
  const member = await ok<VipData>(app, 'POST', P.vipData.path, { token, body: {} });
  assert.equal(member.member, true);
  assert.equal(member.limits.watchGroups, null);
  await ok(app, 'GET', '/api/v2/opt/addOptGroup?name=more', { token });
  const { env } = await request(app, 'GET', band, { token });
  assert.notEqual(env.code, '403');
});
