/**
 * The merchant's orders (SQLite): created once per (user, requestId) with the price of
 * contracts/membership.ts and a provider trade; a signed provider notification applied through the
 * pure machine (order-machine.ts) together with the membership change in ONE transaction, so a
 * payment grants exactly once whatever is repeated, forged or interrupted; unpaid orders close at
 * 15 minutes (after the provider agreed to close the trade, so a late payment cannot slip in).
 */
import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { NotifyAnswer, PayChannel, PayNotification } from '../../../../contracts/endpoints/payments';
import { SERVER_TIME_OFFSET_MS } from '../../../../contracts/format';
import {
  applyTier,
  ORDER_STATUS_TEXT,
  ORDER_TTL_MS,
  purchaseRefusal,
  revertTier,
  tierById,
  type OrderStatus,
  type PurchasableTierId,
  type VipState,
} from '../../../../contracts/membership';
import { payAndFulfil, step, type OrderFacts, type Step } from '../order-machine';
import { payBadRequest, payConflict, payNotFound } from '../errors';
import { verifyFields } from '../provider/signing';
import { refundConfirmed } from './refund-check';
import type { SimPay } from '../provider/sim-pay';

/** The account side the merchant changes: read and write a user's stored membership. */
export interface VipAccounts {
  vipOf(userId: number): VipState | undefined;
  setVip(userId: number, vip: VipState): void;
}

/**
 * A stored order. Its times are the market's clock (the clock the quotes carry: the sim's demo
 * clock can lag the wall clock by days), so an order bought beside a quote dated Friday is dated
 * Friday; `expiresAt` alone is wall time: the 15-minute deadline and the page's countdown run on it.
 */
export interface OrderRow {
  orderNo: string;
  userId: number;
  requestId: string;
  tierId: PurchasableTierId;
  amountFen: number;
  channel: PayChannel;
  status: OrderStatus;
  prepayId: string;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  fulfilledAt: number | null;
  closedAt: number | null;
  refundedAt: number | null;
  transactionId: string | null;
  vipBefore: VipState | null;
}

interface RawOrder {
  order_no: string;
  user_id: number;
  request_id: string;
  tier_id: PurchasableTierId;
  amount_fen: number;
  channel: PayChannel;
  status: OrderStatus;
  prepay_id: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  fulfilled_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  transaction_id: string | null;
  vip_before_type: number | null;
  vip_before_time: number | null;
}

function toOrder(r: RawOrder): OrderRow {
  return {
    orderNo: r.order_no,
    userId: r.user_id,
    requestId: r.request_id,
    tierId: r.tier_id,
    amountFen: r.amount_fen,
    channel: r.channel,
    status: r.status,
    prepayId: r.prepay_id,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    paidAt: r.paid_at,
    fulfilledAt: r.fulfilled_at,
    closedAt: r.closed_at,
    refundedAt: r.refunded_at,
    transactionId: r.transaction_id,
    vipBefore: r.vip_before_type === null ? null : ({ vipType: r.vip_before_type, vipTime: r.vip_before_time ?? 0 } as VipState),
  };
}

/** A new merchant order number: Beijing-time yyyyMMddHHmmss + 6 random digits (20 digits). */
export function newOrderNo(now: number): string {
  const stamp = new Date(now + SERVER_TIME_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What became of one notification (logged, and returned for tests). */
export type NotifyOutcome =
  | 'applied'
  | 'repeat'
  | 'forged'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'other-transaction'
  | 'closed'
  | 'not-fulfilled'
  | 'unconfirmed'
  | 'malformed';

/** Merchant settings. */
export interface MerchantConfig {
  /** Our merchant id at the provider. */
  mchId: string;
  /** The API key set at the provider (shared secret of the notification signature). */
  apiKey: string;
  /**
   * The market's clock, which stamps the order's times and number (see {@link OrderRow}); absent,
   * the wall time each call passes stamps them too (a real market runs on the wall clock).
   */
  marketNow?: () => number;
}

/** The merchant's order book. */
export class Orders {
  private readonly stmts;

  constructor(
    private readonly db: Database.Database,
    private readonly accounts: VipAccounts,
    private readonly provider: Pick<SimPay, 'createTrade' | 'close' | 'refund' | 'query'>,
    private readonly config: MerchantConfig,
  ) {
    this.stmts = {
      byNo: db.prepare<[string], RawOrder>('SELECT * FROM pay_orders WHERE order_no = ?'),
      byRequest: db.prepare<[number, string], RawOrder>('SELECT * FROM pay_orders WHERE user_id = ? AND request_id = ?'),
      // Newest first by insertion: the market's clock stamps created_at, and the sim's demo clock loops back each simulated day.
      list: db.prepare<[number, number], RawOrder>('SELECT * FROM pay_orders WHERE user_id = ? ORDER BY rowid DESC LIMIT ?'),
      expired: db.prepare<[number], RawOrder>("SELECT * FROM pay_orders WHERE status = 'pending' AND expires_at <= ? ORDER BY expires_at LIMIT 100"),
      insert: db.prepare<[string, number, string, string, number, string, string, number, number]>(
        "INSERT INTO pay_orders (order_no, user_id, request_id, tier_id, amount_fen, channel, status, prepay_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
      ),
      update: db.prepare(
        `UPDATE pay_orders SET status = @status, transaction_id = @transactionId, paid_at = @paidAt, fulfilled_at = @fulfilledAt,
           closed_at = @closedAt, refunded_at = @refundedAt, vip_before_type = @vipBeforeType, vip_before_time = @vipBeforeTime
         WHERE order_no = @orderNo AND status = @from`,
      ),
      log: db.prepare<[string, string | null, number, string]>('INSERT INTO pay_notify_log (notify_id, order_no, received_at, outcome) VALUES (?, ?, ?, ?)'),
      trimLog: db.prepare<[number]>('DELETE FROM pay_notify_log WHERE received_at < ?'),
    };
  }

  /** The market's time when the wall clock reads `now` (see {@link MerchantConfig.marketNow}). */
  private stamp(now: number): number {
    return this.config.marketNow ? this.config.marketNow() : now;
  }

  /** An order of this user. */
  get(userId: number, orderNo: string): OrderRow | undefined {
    const r = this.stmts.byNo.get(orderNo);
    return r && r.user_id === userId ? toOrder(r) : undefined;
  }

  /** Any order by number (notifications, tests). */
  byNo(orderNo: string): OrderRow | undefined {
    const r = this.stmts.byNo.get(orderNo);
    return r ? toOrder(r) : undefined;
  }

  /** The user's orders, newest first. */
  list(userId: number, limit = 50): OrderRow[] {
    return this.stmts.list.all(userId, limit).map(toOrder);
  }

  /** Creates (or, for a repeated requestId, returns) an order for a tier; its provider trade in the same transaction. */
  create(userId: number, input: { tierId: string; channel: PayChannel; requestId: string }, now: number): OrderRow {
    return this.db.transaction((): OrderRow => {
      const again = this.stmts.byRequest.get(userId, input.requestId);
      if (again) {
        if (again.tier_id !== input.tierId || again.channel !== input.channel) throw payConflict('requestId 已用于另一笔订单');
        return toOrder(again);
      }
      const tier = tierById(input.tierId);
      if (!tier) throw payBadRequest('tierId 不是有效的会员方案');
      const vip = this.accounts.vipOf(userId);
      if (!vip) throw payNotFound('账户不存在');
      const refusal = purchaseRefusal(vip, tier, now);
      if (refusal !== null) throw payConflict(refusal);
      const createdAt = this.stamp(now);
      const orderNo = newOrderNo(createdAt);
      const trade = this.provider.createTrade(
        { mchId: this.config.mchId, outTradeNo: orderNo, amountFen: tier.priceFen, channel: input.channel, description: `知股${tier.name}` },
        now,
      );
      this.stmts.insert.run(orderNo, userId, input.requestId, tier.id, tier.priceFen, input.channel, trade.prepayId, createdAt, now + ORDER_TTL_MS);
      return this.byNo(orderNo)!;
    })();
  }

  /** The user cancels a pending order (the provider closes its trade first). */
  cancel(userId: number, orderNo: string, now: number): OrderRow {
    const order = this.get(userId, orderNo);
    if (!order) throw payNotFound('订单不存在');
    if (order.status !== 'pending') throw payConflict(`订单${ORDER_STATUS_TEXT[order.status]}，不能关闭`);
    if (!this.closeOne(order, now)) throw payConflict('订单已支付，正在开通会员');
    return this.get(userId, orderNo)!;
  }

  /** Closes pending orders past their 15 minutes; returns how many closed. */
  closeExpired(now: number): number {
    let n = 0;
    for (const r of this.stmts.expired.all(now)) if (this.closeOne(toOrder(r), now)) n++;
    return n;
  }

  private closeOne(order: OrderRow, now: number): boolean {
    // The provider first: once it has closed the trade, no payment can arrive for it.
    if (!this.provider.close(this.config.mchId, order.orderNo)) return false;
    return this.db.transaction((): boolean => {
      const fresh = this.byNo(order.orderNo)!;
      const s = step(facts(fresh), { kind: 'close' });
      if (s.refusal !== null) return false;
      this.write(fresh, s, now, null);
      return true;
    })();
  }

  /** Refund of a fulfilled order, asked of the provider; the membership comes back off when its REFUND notification arrives. */
  requestRefund(orderNo: string, now: number): boolean {
    const order = this.byNo(orderNo);
    if (order?.status !== 'fulfilled') return false;
    return this.provider.refund(this.config.mchId, orderNo, now);
  }

  /**
   * Handles one provider notification: verify the signature over every signed field with our key,
   * check merchant, order and amount against our own record, then apply the machine's step and its
   * membership effect in one transaction. The answer tells the provider whether to retry.
   */
  handleNotification(body: unknown, now: number): { answer: NotifyAnswer; outcome: NotifyOutcome } {
    const n = parseNotification(body);
    if (!n) return this.answer('', null, now, 'malformed');
    const { sign, ...fields } = n;
    const signatureValid = n.mchId === this.config.mchId && verifyFields(fields, sign, this.config.apiKey);
    if (!signatureValid) return this.answer(n.notifyId, null, now, 'forged');
    // A refund takes membership back: only when the provider's query API confirms it (refund-check.ts).
    if (n.tradeState === 'REFUND' && !refundConfirmed((m, o) => this.provider.query(m, o), n)) return this.answer(n.notifyId, n.outTradeNo, now, 'unconfirmed');
    return this.db.transaction(() => {
      const order = this.byNo(n.outTradeNo);
      if (!order) return this.answer(n.notifyId, n.outTradeNo, now, 'unknown-order');
      const checked = { signatureValid, tradeState: n.tradeState, transactionId: n.transactionId, amountFen: n.amountFen };
      const s = n.tradeState === 'SUCCESS' ? payAndFulfil(facts(order), checked) : step(facts(order), { kind: 'notify', notification: checked });
      if (s.next.status === order.status) {
        const outcome: NotifyOutcome =
          s.refusal === null ? 'repeat' : s.refusal === 'not-paid' || s.refusal === 'not-pending' || s.refusal === 'forged' ? 'malformed' : s.refusal;
        return this.answer(n.notifyId, n.outTradeNo, now, outcome, s.ack);
      }
      this.write(order, s, now, n.successTime);
      return this.answer(n.notifyId, n.outTradeNo, now, 'applied');
    })();
  }

  private answer(
    notifyId: string,
    orderNo: string | null,
    now: number,
    outcome: NotifyOutcome,
    ack?: boolean,
  ): { answer: NotifyAnswer; outcome: NotifyOutcome } {
    this.stmts.log.run(notifyId, orderNo, now, outcome);
    const success = ack ?? (outcome === 'applied' || outcome === 'repeat');
    return { answer: success ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: FAIL_TEXT[outcome] ?? '处理失败' }, outcome };
  }

  /** Writes the step's state change and applies its membership effect (inside the caller's transaction). */
  private write(order: OrderRow, s: Step, now: number, paidAt: number | null): void {
    let vipBefore = order.vipBefore;
    const tier = tierById(order.tierId)!;
    if (s.effect === 'grant') {
      const current = this.accounts.vipOf(order.userId)!;
      vipBefore = current;
      this.accounts.setVip(order.userId, applyTier(current, tier, now));
    } else if (s.effect === 'revoke' && vipBefore) {
      this.accounts.setVip(order.userId, revertTier(this.accounts.vipOf(order.userId)!, tier, vipBefore));
    }
    const to = s.next.status;
    const at = this.stamp(now);
    const info = this.stmts.update.run({
      orderNo: order.orderNo,
      from: order.status,
      status: to,
      transactionId: s.next.transactionId,
      // The provider's success time when the market runs on the wall clock; else the market's time as the payment is applied.
      paidAt: order.paidAt ?? (to === 'fulfilled' || to === 'paid' ? (this.config.marketNow ? at : (paidAt ?? now)) : null),
      fulfilledAt: order.fulfilledAt ?? (to === 'fulfilled' ? at : null),
      closedAt: order.closedAt ?? (to === 'closed' ? at : null),
      refundedAt: order.refundedAt ?? (to === 'refunded' ? at : null),
      vipBeforeType: vipBefore?.vipType ?? null,
      vipBeforeTime: vipBefore?.vipTime ?? null,
    });
    // The row moved under us (cannot happen inside one SQLite write transaction): undo everything.
    if (info.changes !== 1) throw new Error(`order ${order.orderNo} changed concurrently`);
  }

  /** Drops notification log entries older than `before`. */
  trimLog(before: number): void {
    this.stmts.trimLog.run(before);
  }
}

const FAIL_TEXT: Partial<Record<NotifyOutcome, string>> = {
  forged: '签名错误',
  'unknown-order': '订单不存在',
  'amount-mismatch': '金额与订单不符',
  'other-transaction': '交易号与订单不符',
  'not-fulfilled': '订单未开通，不能退款',
  unconfirmed: '支付平台未确认该退款',
  malformed: '通知格式错误',
};

function facts(order: OrderRow): OrderFacts {
  return { status: order.status, amountFen: order.amountFen, transactionId: order.transactionId };
}

const STRING_FIELDS = ['notifyId', 'mchId', 'outTradeNo', 'transactionId', 'nonce', 'sign', 'channel'] as const;

/** The notification's fields when every one has its type, else null. */
export function parseNotification(body: unknown): PayNotification | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  for (const k of STRING_FIELDS) if (typeof b[k] !== 'string' || (b[k] as string).length > 128) return null;
  if (!Number.isSafeInteger(b.amountFen) || !Number.isSafeInteger(b.successTime)) return null;
  if (b.tradeState !== 'SUCCESS' && b.tradeState !== 'REFUND') return null;
  if (b.channel !== 'wxpay' && b.channel !== 'alipay') return null;
  return {
    notifyId: b.notifyId as string,
    mchId: b.mchId as string,
    outTradeNo: b.outTradeNo as string,
    transactionId: b.transactionId as string,
    amountFen: b.amountFen as number,
    tradeState: b.tradeState,
    channel: b.channel,
    successTime: b.successTime as number,
    nonce: b.nonce as string,
    sign: b.sign as string,
  };
}
