import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstValueFrom, filter, type Observable, of, throwError, timer, map } from 'rxjs';
import type { CreateOrderBody, PayOrder } from '../../../../contracts/endpoints/payments';
import type { UserInfo } from '../../../../contracts/entities';
import { createPayPage, type PayDeps, type PayState } from '../../../../client/pages/pay/pay.streams';

function order(status: PayOrder['status'], no = '20261123100000000001'): PayOrder {
  return {
    orderNo: no,
    tierId: 'month',
    tierName: '月度会员',
    amountFen: 6800,
    channel: 'wxpay',
    status,
    createdAt: 1,
    expiresAt: 900_001,
    paidAt: status === 'pending' ? null : 2,
    fulfilledAt: status === 'fulfilled' ? 3 : null,
    closedAt: null,
    refundedAt: null,
    transactionId: null,
    pay: status === 'pending' ? { url: 'http://x/cashier', qrImage: 'data:image/png;base64,' } : null,
  };
}

function fakes(overrides: Partial<PayDeps> = {}) {
  const calls = { create: [] as CreateOrderBody[], polls: 0, saved: [] as UserInfo[], shown: [] as Array<string | null>, lists: 0 };
  let ids = 0;
  const deps: PayDeps = {
    createOrder: (body) => {
      calls.create.push(body);
      return timer(5).pipe(map(() => order('pending')));
    },
    order: () => {
      calls.polls++;
      return of(order(calls.polls >= 3 ? 'fulfilled' : 'pending'));
    },
    orders: () => {
      calls.lists++;
      return of({ orders: [] });
    },
    closeOrder: () => of(order('closed')),
    userinfo: () => of({ portrait: '', nickName: 'x', vipType: 2, vipTime: 99 }),
    saveUserInfo: (u) => calls.saved.push(u),
    showOrder: (no) => calls.shown.push(no),
    newRequestId: () => `req-${++ids}-abcdef`,
    pollMs: 5,
    ...overrides,
  };
  return { deps, calls };
}

const until = (s$: Observable<PayState>, p: (s: PayState) => boolean) => firstValueFrom(s$.pipe(filter(p)));

test('a double click creates one order; polling reaches 已开通 and the profile is saved (user card updates)', async () => {
  const { deps, calls } = fakes();
  const page = createPayPage(deps);
  const sub = page.state$.subscribe();
  page.chooseTier('month');
  page.confirm();
  page.confirm();
  const done = await until(page.state$, (s) => s.order?.status === 'fulfilled');
  assert.equal(calls.create.length, 1);
  assert.deepEqual(calls.create[0], { tierId: 'month', channel: 'wxpay', requestId: 'req-1-abcdef' });
  assert.equal(done.confirming, null);
  await until(page.state$, () => calls.saved.length > 0);
  assert.equal(calls.saved[0]?.vipType, 2);
  assert.deepEqual(calls.shown, ['20261123100000000001']);
  assert.ok(calls.lists >= 2, 'history reloaded after the purchase');
  sub.unsubscribe();
});

test('a failed create keeps the dialog and retries with the same requestId', async () => {
  let n = 0;
  const { deps, calls } = fakes({
    createOrder: (body) => {
      calls.create.push(body);
      return n++ === 0 ? throwError(() => new Error('网络异常')) : of(order('pending'));
    },
  });
  const page = createPayPage(deps);
  const sub = page.state$.subscribe();
  page.chooseTier('year');
  page.chooseChannel('alipay');
  page.confirm();
  const failed = await until(page.state$, (s) => s.error !== null);
  assert.equal(failed.error, '网络异常');
  assert.equal(failed.confirming, 'year');
  page.confirm();
  await until(page.state$, (s) => s.order !== null);
  assert.equal(calls.create.length, 2);
  assert.equal(calls.create[0]?.requestId, calls.create[1]?.requestId);
  assert.equal(calls.create[1]?.channel, 'alipay');
  sub.unsubscribe();
});

test('cancelling a pending order shows 已关闭; opening none returns to the tiers', async () => {
  const { deps } = fakes({ order: () => of(order('pending')) });
  const page = createPayPage(deps);
  const sub = page.state$.subscribe();
  page.openOrder('20261123100000000001');
  await until(page.state$, (s) => s.order?.status === 'pending');
  page.cancelOrder();
  await until(page.state$, (s) => s.order?.status === 'closed');
  page.openOrder(null);
  const back = await until(page.state$, (s) => s.order === null);
  assert.equal(back.confirming, null);
  sub.unsubscribe();
});
