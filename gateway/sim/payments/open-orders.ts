/**
 * Open (待支付) orders per user are bounded: asking again for a plan that already has an open order
 * on the same channel returns that order (same QR, same countdown) instead of a new one, and a
 * user with {@link MAX_OPEN_ORDERS} open orders must pay or cancel one first. Keeps a polling page
 * or a script from piling up trades.
 */
import type { PayChannel } from '../../../contracts/membership';
import { payConflict } from './errors';
import type { OrderRow } from './merchant/orders';

/** Open orders one user may hold at once. */
export const MAX_OPEN_ORDERS = 5;
/** Message when the cap is reached. */
export const TOO_MANY_OPEN_ORDERS = `待支付订单已达 ${MAX_OPEN_ORDERS} 笔，请先完成支付或取消已有订单`;

/** What creating an order reads and does. */
export interface OrderBook {
  list(userId: number, limit?: number): OrderRow[];
  create(userId: number, input: { tierId: string; channel: PayChannel; requestId: string }, now: number): OrderRow;
}

/**
 * The order for this request: a repeated requestId answers as before (the book does that), an open
 * order of the same plan and channel is reused, otherwise a new one unless the cap is reached.
 */
export function createOrReuse(book: OrderBook, userId: number, input: { tierId: string; channel: PayChannel; requestId: string }, now: number): OrderRow {
  const recent = book.list(userId, 200);
  // A repeated requestId (double click, retry) is the book's to answer: the same order, or a conflict.
  if (recent.some((o) => o.requestId === input.requestId)) return book.create(userId, input, now);
  const open = recent.filter((o) => o.status === 'pending' && o.expiresAt > now);
  const same = open.find((o) => o.tierId === input.tierId && o.channel === input.channel);
  if (same) return same;
  if (open.length >= MAX_OPEN_ORDERS) throw payConflict(TOO_MANY_OPEN_ORDERS);
  return book.create(userId, input, now);
}
