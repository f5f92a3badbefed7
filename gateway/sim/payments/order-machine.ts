/**
 * The merchant's order state machine, pure: given an order's state and one event (a provider
 * notification already checked for its signature, a close, a fulfilment), the next state and the
 * membership effect to apply with it in the same transaction. No I/O; the store applies it.
 *
 *   pending ──SUCCESS (signed, amount and order match)──▶ paid ──fulfil──▶ fulfilled ──REFUND──▶ refunded
 *      └──close (15 min unpaid, or cancelled)──▶ closed
 *
 * Everything else is refused or acknowledged without change: a forged or mismatched notification
 * changes nothing; a repeat of an applied one is acknowledged (the provider stops retrying) and
 * changes nothing; a payment can grant at most once and a refund revoke at most once.
 */
import type { TradeState } from '../../../contracts/endpoints/payments';
import type { OrderStatus } from '../../../contracts/membership';

/** What the machine needs of an order. */
export interface OrderFacts {
  status: OrderStatus;
  amountFen: number;
  /** Set once the payment is accepted. */
  transactionId: string | null;
}

/** A notification as the merchant sees it after checking the signature. */
export interface CheckedNotification {
  /** The HMAC matched over every signed field, with our merchant id. */
  signatureValid: boolean;
  tradeState: TradeState;
  transactionId: string;
  amountFen: number;
}

/** An event for one order. */
export type OrderEvent = { kind: 'notify'; notification: CheckedNotification } | { kind: 'close' } | { kind: 'fulfil' };

/** Why an event was refused (nothing changed). */
export type Refusal = 'forged' | 'amount-mismatch' | 'other-transaction' | 'not-paid' | 'closed' | 'not-pending' | 'not-fulfilled';

/** The outcome of one event. */
export interface Step {
  /** The next facts (the same object when nothing changed). */
  next: OrderFacts;
  /** The membership effect to apply atomically with the change. */
  effect: 'grant' | 'revoke' | null;
  /** For notifications: answer SUCCESS (applied now or before) or FAIL (the provider retries). */
  ack: boolean;
  /** Set when the event was refused. */
  refusal: Refusal | null;
}

function refuse(order: OrderFacts, refusal: Refusal, ack = false): Step {
  return { next: order, effect: null, ack, refusal };
}

function same(order: OrderFacts): Step {
  return { next: order, effect: null, ack: true, refusal: null };
}

/** The next state of `order` after `event`. */
export function step(order: OrderFacts, event: OrderEvent): Step {
  switch (event.kind) {
    case 'close':
      return order.status === 'pending' ? { next: { ...order, status: 'closed' }, effect: null, ack: true, refusal: null } : refuse(order, 'not-pending');
    case 'fulfil':
      return order.status === 'paid' ? { next: { ...order, status: 'fulfilled' }, effect: 'grant', ack: true, refusal: null } : refuse(order, 'not-paid');
    case 'notify':
      return onNotify(order, event.notification);
  }
}

function onNotify(order: OrderFacts, n: CheckedNotification): Step {
  if (!n.signatureValid) return refuse(order, 'forged');
  if (n.amountFen !== order.amountFen) return refuse(order, 'amount-mismatch');
  if (order.transactionId !== null && order.transactionId !== n.transactionId) return refuse(order, 'other-transaction');
  if (n.tradeState === 'SUCCESS') {
    if (order.status === 'pending') return { next: { ...order, status: 'paid', transactionId: n.transactionId }, effect: null, ack: true, refusal: null };
    // Closed first (the provider refused to take a payment on a closed trade): acknowledge, grant nothing.
    if (order.status === 'closed') return refuse(order, 'closed', true);
    return same(order); // paid, fulfilled or refunded already: a repeat or a late copy.
  }
  // REFUND
  if (order.status === 'fulfilled') return { next: { ...order, status: 'refunded' }, effect: 'revoke', ack: true, refusal: null };
  if (order.status === 'refunded') return same(order);
  return refuse(order, 'not-fulfilled');
}

/** Applies a verified SUCCESS and the fulfilment together (what the store does in one transaction). */
export function payAndFulfil(order: OrderFacts, notification: CheckedNotification): Step {
  const paid = step(order, { kind: 'notify', notification });
  if (paid.refusal !== null || paid.next.status !== 'paid') return paid;
  const done = step(paid.next, { kind: 'fulfil' });
  return { ...done, ack: true };
}
