/**
 * Membership purchase endpoints (issue 18): the merchant side (our API: orders, their status and
 * history, the provider's signed notification), the simulated payment provider's cashier page (the
 * page a phone opens after scanning the QR), and the membership calls of spec §7
 * (`POST /api/v3/details/vipData`). Amounts are integers of 分 throughout.
 *
 * Decisions where the spec is silent:
 *  - Prices come from contracts/membership.ts only; the client sends a tier id, never an amount.
 *  - `createOrder` is idempotent per (user, requestId): a double click or a retried request answers
 *    the same order. A pending order closes 15 minutes (`ORDER_TTL_MS`) after creation.
 *  - The provider notifies the merchant with a JSON body signed by HMAC-SHA256 over its canonical
 *    string (sorted `key=value` pairs joined by `&`, then `&key=` + the shared key), like 微信支付 v2.
 *    The merchant answers `{ code: 'SUCCESS' }` once it has the result (also for a repeat), else
 *    `{ code: 'FAIL', message }` and the provider retries with backoff.
 */
import type { VipType } from '../entities';
import type { MemberFeature, OrderStatus, PayChannel, PurchasableTierId } from '../membership';
import { endpoint, type None } from './define';
import type { CloseOrderBody, CreateOrderBody, OrderNoQuery, VipDataBody } from './schemas/payments';

export type { CloseOrderBody, CreateOrderBody, OrderNoQuery, VipDataBody } from './schemas/payments';

export type { OrderStatus, PayChannel } from '../membership';

/** One order as the user sees it. */
export interface PayOrder {
  /** Merchant order number (商户订单号), 20 digits. */
  orderNo: string;
  tierId: PurchasableTierId;
  tierName: string;
  /** Amount in 分. */
  amountFen: number;
  channel: PayChannel;
  status: OrderStatus;
  /**
   * When it was placed, epoch ms on the market's clock (the one the quotes carry; a simulated
   * market's may lag the wall clock by days): `paidAt`, `fulfilledAt`, `closedAt`, `refundedAt` and
   * the order number's date likewise.
   */
  createdAt: number;
  /** When an unpaid order closes, epoch ms on the wall clock (the page's countdown runs on it). */
  expiresAt: number;
  paidAt: number | null;
  fulfilledAt: number | null;
  closedAt: number | null;
  refundedAt: number | null;
  /** The provider's transaction id once paid. */
  transactionId: string | null;
  /**
   * While pending: the cashier URL the QR encodes and the QR as a PNG data URL. The order list
   * carries the URL only (`qrImage` null); `createOrder` and `order` carry the QR.
   */
  pay: { url: string; qrImage: string | null } | null;
}

/** Result of `orders` (newest first). */
export interface PayOrderList {
  orders: PayOrder[];
}

/** The provider's trade states carried by a notification. */
export type TradeState = 'SUCCESS' | 'REFUND';

/** The signed notification the provider POSTs to `notify` (every field but `sign` is signed). */
export interface PayNotification {
  /** Notification id (the same id on every retry of one notification). */
  notifyId: string;
  /** Merchant id the provider knows us by. */
  mchId: string;
  /** Our order number. */
  outTradeNo: string;
  /** The provider's transaction id. */
  transactionId: string;
  /** Amount paid (or refunded), 分. */
  amountFen: number;
  tradeState: TradeState;
  channel: PayChannel;
  /** When the trade state was reached, epoch ms. */
  successTime: number;
  /** Random string so two notifications never sign the same text. */
  nonce: string;
  /** Hex HMAC-SHA256 of the canonical string. */
  sign: string;
}

/** The merchant's answer to a notification (not enveloped: the provider's protocol). */
export interface NotifyAnswer {
  code: 'SUCCESS' | 'FAIL';
  message: string;
}

/** Result of `vipData`: the caller's membership and what it opens (anonymous callers get vipType 0). */
export interface VipData {
  vipType: VipType;
  vipTime: number;
  member: boolean;
  /** Every member-only feature with whether this caller may use it and what non-members see. */
  features: Array<{ key: MemberFeature; name: string; allowed: boolean; free: string }>;
  /** Counted allowances; null = unlimited. */
  limits: {
    savedScreens: number | null;
    watchGroups: number | null;
    statementPeriods: number | null;
    surveyRecords: number | null;
    valuationYears: number | null;
  };
  /** Unlocks left today (null = unlimited; 0 for anonymous callers). */
  unlocksLeftToday: number | null;
  /** The asked stock's unlock state, when `code` was given. */
  stock: { code: string; unlocked: boolean } | null;
}

/** The cashier page the QR encodes (HTML, opened by the phone; not an API call of the client). */
export const CASHIER_PATH = '/api/v3/simpay/cashier';
/** The cashier's confirm form target (HTML answer). */
export const CASHIER_PAY_PATH = '/api/v3/simpay/pay';
/** The text the cashier shows after a successful payment. */
export const CASHIER_PAID_TEXT = '支付成功';

/** Membership purchase endpoints. */
export const paymentEndpoints = {
  createOrder: endpoint<None, CreateOrderBody, PayOrder>('POST', '/api/v3/pay/createOrder', 'required'),
  order: endpoint<OrderNoQuery, never, PayOrder>('GET', '/api/v3/pay/order', 'required'),
  orders: endpoint<None, never, PayOrderList>('GET', '/api/v3/pay/orders', 'required'),
  closeOrder: endpoint<None, CloseOrderBody, PayOrder>('POST', '/api/v3/pay/closeOrder', 'required'),
  /** Provider → merchant; answers {@link NotifyAnswer} without the envelope. */
  notify: endpoint<None, PayNotification, NotifyAnswer>('POST', '/api/v3/pay/notify', 'none', false),
  vipData: endpoint<None, VipDataBody, VipData>('POST', '/api/v3/details/vipData', 'optional'),
} as const;
