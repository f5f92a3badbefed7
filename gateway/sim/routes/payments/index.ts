/**
 * The payments HTTP layer: the merchant's order API (`/api/v3/pay/*`), `details/vipData`, the
 * provider → merchant notify endpoint (not enveloped: the provider's protocol), and the simulated
 * provider's cashier pages (HTML; what the phone opens after scanning the QR). The provider's
 * notification loop delivers over HTTP to the notify route (`app.inject`, so the whole route runs)
 * and retries with backoff; unpaid orders are closed by a sweep at 15 minutes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CODES } from '../../../../contracts/codes';
import {
  CASHIER_PAID_TEXT,
  CASHIER_PATH,
  CASHIER_PAY_PATH,
  paymentEndpoints,
  type NotifyAnswer,
  type PayOrder,
} from '../../../../contracts/endpoints/payments';
import { CloseOrderBody, CreateOrderBody, OrderNoQuery, VipDataBody } from '../../../../contracts/endpoints/schemas/payments';
import { fail } from '../../../../contracts/envelope';
import { formatFen, MEMBER_FEATURE_KEYS, MEMBER_FEATURES, PAY_CHANNEL_TEXT, tierById } from '../../../../contracts/membership';
import { Router } from '../../http/router';
import { requireSession, tokenOf, userIdOf } from '../../http/session';
import type { Store } from '../../open-store';
import { createEntitlements } from '../../payments/entitlements';
import { memberGates } from '../../payments/gates';
import { SimError } from '../../http/errors';
import type { OrderRow } from '../../payments/merchant/orders';
import { createPayments, type Payments } from '../../payments/payments';
import type { PayOutcome } from '../../payments/provider/sim-pay';
import { QrImages } from '../../payments/qr-images';
import { createOrReuse } from '../../payments/open-orders';
import { type DatasetGates, datasetGates } from '../../payments/dataset-gates';

/** Options of {@link paymentRoutes}. */
export interface PaymentRoutesOptions {
  store: Store;
  /** Wall clock: sessions, the 15-minute deadline, memberships. */
  now: () => number;
  /** The market's clock (the quotes'): the times an order shows and its number's date; default `now`. */
  marketNow?: () => number;
  /** Origin put into the QR (the address a phone reaches the site at); default from the request. */
  origin: (request: FastifyRequest) => string;
  /** Registers the refund hook under /api/sim-test (tests only). */
  testHooks: boolean;
  /** How often pending orders are checked for their 15 minutes, ms. */
  sweepMs?: number;
  /** The provider's retry schedule (tests shorten it). */
  retryDelays?: readonly number[];
}

const PREPAY_PATTERN = /^wx[0-9a-f]{24}$/;

/** The order as the user sees it; the cashier URL only while 待支付, and its QR (cached per prepayId) when `qr` is given. */
async function toPayOrder(o: OrderRow, cashierUrl: (prepayId: string) => string, qr: QrImages | null = null): Promise<PayOrder> {
  const tier = tierById(o.tierId)!;
  let pay: PayOrder['pay'] = null;
  if (o.status === 'pending') {
    const url = cashierUrl(o.prepayId);
    pay = { url, qrImage: qr ? await qr.of(o.prepayId, url) : null };
  }
  return {
    orderNo: o.orderNo,
    tierId: o.tierId,
    tierName: tier.name,
    amountFen: o.amountFen,
    channel: o.channel,
    status: o.status,
    createdAt: o.createdAt,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    fulfilledAt: o.fulfilledAt,
    closedAt: o.closedAt,
    refundedAt: o.refundedAt,
    transactionId: o.transactionId,
    pay,
  };
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body style="font-family:sans-serif;text-align:center;padding:12vh 16px;max-width:420px;margin:0 auto">${body}<p style="color:#888;font-size:12px;margin-top:32px">模拟支付（演示环境，不会产生真实扣款）</p></body></html>`;
}

const OUTCOME_TEXT: Readonly<Record<PayOutcome, { status: number; text: string }>> = {
  paid: { status: 200, text: CASHIER_PAID_TEXT },
  'already-paid': { status: 200, text: '该订单已支付，请勿重复付款' },
  closed: { status: 410, text: '订单已关闭，请在电脑上重新下单' },
  unknown: { status: 404, text: '支付二维码无效' },
};

/** Registers the payments routes and starts the provider's notification loop when the server is ready. */
export async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions): Promise<void> {
  const { store, now } = opts;
  const payments: Payments = createPayments(
    store.db,
    { vipOf: (id) => store.users.get(id), setVip: (id, v) => store.users.setVip(id, v.vipType, v.vipTime) },
    { now, ...(opts.retryDelays ? { retryDelays: opts.retryDelays } : {}), ...(opts.marketNow ? { marketNow: opts.marketNow } : {}) },
  );
  const { orders, simPay } = payments;
  const entitlements = createEntitlements((id) => store.users.get(id), now);
  const router = new Router(app, requireSession(store.sessions, now));
  const userOf = userIdOf;
  const sessionUser = (request: FastifyRequest): number | null => {
    const check = store.sessions.check(tokenOf(request), now());
    return check.status === 'ok' ? check.userId : null;
  };

  // The provider POSTs to the merchant's notify URL; inject runs the whole route, as over the network.
  const notifier = payments.notifier(
    async (body) => {
      const res = await app.inject({ method: 'POST', url: paymentEndpoints.notify.path, payload: body });
      if (res.statusCode !== 200) throw new Error(`notify answered HTTP ${res.statusCode}`);
      return res.json<NotifyAnswer>();
    },
    { onError: (e) => app.log.error({ err: e }, 'payment notification loop failed') },
  );
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    notifier.start();
    sweep = setInterval(() => {
      try {
        orders.closeExpired(now());
        orders.trimLog(now() - 90 * 86_400_000);
      } catch (e) {
        app.log.error({ err: e }, 'closing expired orders failed');
      }
    }, opts.sweepMs ?? 30_000);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await notifier.stop();
  });

  const qr = new QrImages();
  const cashierUrl = (request: FastifyRequest) => (prepayId: string) => `${opts.origin(request)}${CASHIER_PATH}?prepayId=${prepayId}`;

  router.add(paymentEndpoints.createOrder, { body: CreateOrderBody }, async ({ body, request }) => {
    const userId = userOf(request);
    const order = createOrReuse(orders, userId, body, now());
    return toPayOrder(order, cashierUrl(request), qr);
  });

  router.add(paymentEndpoints.order, { querystring: OrderNoQuery }, async ({ query, request }) => {
    const order = orders.get(userOf(request), query.orderNo);
    if (!order) throw new SimError(CODES.NOT_FOUND, '订单不存在');
    // Past its 15 minutes: close it now rather than at the next sweep.
    if (order.status === 'pending' && order.expiresAt <= now()) orders.closeExpired(now());
    return toPayOrder(orders.get(userOf(request), query.orderNo)!, cashierUrl(request), qr);
  });

  router.add(paymentEndpoints.orders, {}, async ({ request }) => {
    const list = orders.list(userOf(request));
    return { orders: await Promise.all(list.map((o) => toPayOrder(o, cashierUrl(request)))) };
  });

  router.add(paymentEndpoints.closeOrder, { body: CloseOrderBody }, async ({ body, request }) =>
    toPayOrder(orders.cancel(userOf(request), body.orderNo, now()), cashierUrl(request)),
  );

  router.add(paymentEndpoints.vipData, { body: VipDataBody }, ({ body, request }) => {
    const userId = sessionUser(request);
    const vip = entitlements.vipOf(userId);
    const code = body?.code ?? null;
    return {
      vipType: vip.vipType,
      vipTime: vip.vipTime,
      member: vip.vipType > 0,
      features: MEMBER_FEATURE_KEYS.map((key) => ({
        key,
        name: MEMBER_FEATURES[key].name,
        allowed: entitlements.allows(key, userId),
        free: MEMBER_FEATURES[key].free,
      })),
      limits: {
        savedScreens: entitlements.quota('savedScreens', userId),
        watchGroups: entitlements.quota('watchGroups', userId),
        statementPeriods: entitlements.quota('statementPeriods', userId),
        surveyRecords: entitlements.quota('surveyRecords', userId),
        valuationYears: entitlements.valuationYears(userId),
      },
      unlocksLeftToday: userId === null ? 0 : store.unlocks.remainingToday(userId, vip.vipType > 0, now()),
      stock: code === null ? null : { code, unlocked: userId !== null && (vip.vipType > 0 || store.unlocks.list(userId).includes(code)) },
    };
  });

  // Provider → merchant. Not enveloped; the answer tells the provider whether to retry.
  app.post(paymentEndpoints.notify.path, { bodyLimit: 4096 }, async (request, reply) => {
    const { answer, outcome } = orders.handleNotification(request.body, now());
    if (outcome !== 'applied' && outcome !== 'repeat') request.log.warn({ outcome }, 'payment notification refused');
    return reply.code(200).send(answer);
  });

  // The cashier: what the payer's phone shows after scanning (fixed texts; only our own row's values are shown).
  app.get(CASHIER_PATH, async (request, reply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const prepayId = typeof q.prepayId === 'string' && PREPAY_PATTERN.test(q.prepayId) ? q.prepayId : null;
    const trade = prepayId ? simPay.trade(prepayId) : undefined;
    reply.type('text/html; charset=utf-8');
    if (!trade) return reply.code(404).send(page('支付', '<h1 style="font-size:22px">支付二维码无效</h1>'));
    if (trade.state !== 'NOTPAY')
      return reply.code(200).send(page('支付', `<h1 style="font-size:22px">${trade.state === 'CLOSED' ? '订单已关闭' : '该订单已支付'}</h1>`));
    const channel = PAY_CHANNEL_TEXT[trade.channel];
    return reply.send(
      page(
        `${channel} · 确认付款`,
        `<p style="color:#888">${esc(channel)}</p><h1 style="font-size:20px">${esc(trade.description)}</h1><p style="font-size:36px;margin:16px 0">${formatFen(trade.amountFen)}</p><p style="color:#888">收款方：知股</p><form method="post" action="${CASHIER_PAY_PATH}"><input type="hidden" name="prepayId" value="${esc(trade.prepayId)}"><button type="submit" style="width:100%;height:48px;font-size:18px;border:none;border-radius:8px;background:#07c160;color:#fff">确认付款</button></form>`,
      ),
    );
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(CASHIER_PAY_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const prepayId = typeof b.prepayId === 'string' && PREPAY_PATTERN.test(b.prepayId) ? b.prepayId : null;
      const outcome: PayOutcome = prepayId ? simPay.pay(prepayId, now()) : 'unknown';
      if (outcome === 'paid') notifier.kick();
      const { status, text } = OUTCOME_TEXT[outcome];
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page('支付结果', `<h1 style="font-size:22px" data-outcome="${outcome}">${text}</h1>`));
    });
  });

  if (opts.testHooks) {
    // Refunds are an operator action at the provider; tests ask for one here.
    app.post('/api/sim-test/refund', async (request) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const ok = typeof b.orderNo === 'string' && orders.requestRefund(b.orderNo, now());
      if (ok) notifier.kick();
      return ok ? { code: CODES.OK, message: '成功', datas: true } : fail(CODES.LIMIT, '订单不可退款');
    });
  }
}

/** The membership gates hook (payments/gates.ts) wired to the store, for the app root. */
/** The entitlement table's gates (dataset-gates.ts) over the accounts' user repository and the sim clock. */
export function datasetGatesOf(store: Store, now: () => number): DatasetGates {
  return datasetGates(accessOf(store, now));
}

/** The membership checks and the caller's user id (null when anonymous), over the store and the clock. */
function accessOf(store: Store, now: () => number) {
  return {
    entitlements: createEntitlements((id) => store.users.get(id), now),
    callerOf: (request: FastifyRequest) => {
      const check = store.sessions.check(tokenOf(request), now());
      return check.status === 'ok' ? check.userId : null;
    },
  };
}

export function memberGatesOf(store: Store, now: () => number): preHandlerAsyncHookHandler {
  return memberGates({
    ...accessOf(store, now),
    userGroupCount: (userId) => store.groups.list(userId).filter((g) => g.isDefault === 0).length,
  });
}
