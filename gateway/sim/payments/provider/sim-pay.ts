/**
 * The simulated payment provider (微信支付 / 支付宝 style), a party of its own that shares only the
 * SQLite file with the merchant: merchants with API keys, trades created by the merchant (统一下单),
 * paid by the payer on the cashier page (the phone), closed or refunded by the merchant, and a
 * notification outbox. Paying a trade and queueing its signed notification are one transaction, so
 * a crash after the payment still delivers the notification after a restart.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { PayChannel, PayNotification, TradeState } from '../../../../contracts/endpoints/payments';
import { nextAttemptAt, providerStep, RETRY_DELAYS_MS, type ProviderTradeState } from './trade';
import { signFields } from './signing';

/** A provider trade. */
export interface ProviderTrade {
  prepayId: string;
  mchId: string;
  outTradeNo: string;
  amountFen: number;
  channel: PayChannel;
  description: string;
  state: ProviderTradeState;
  createdAt: number;
  paidAt: number | null;
  transactionId: string | null;
}

interface RawTrade {
  prepay_id: string;
  mch_id: string;
  out_trade_no: string;
  amount_fen: number;
  channel: PayChannel;
  description: string;
  state: ProviderTradeState;
  created_at: number;
  paid_at: number | null;
  transaction_id: string | null;
}

const toTrade = (r: RawTrade): ProviderTrade => ({
  prepayId: r.prepay_id,
  mchId: r.mch_id,
  outTradeNo: r.out_trade_no,
  amountFen: r.amount_fen,
  channel: r.channel,
  description: r.description,
  state: r.state,
  createdAt: r.created_at,
  paidAt: r.paid_at,
  transactionId: r.transaction_id,
});

/** A queued notification due for delivery. */
export interface DueNotification {
  id: string;
  body: PayNotification;
  attempts: number;
}

/** Outcome of the payer confirming on the cashier page. */
export type PayOutcome = 'paid' | 'already-paid' | 'closed' | 'unknown';

/** The provider. */
export class SimPay {
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(
    db: Database.Database,
    private readonly retryDelays: readonly number[] = RETRY_DELAYS_MS,
  ) {
    this.db = db;
    this.stmts = {
      merchant: db.prepare<[string], { api_key: string }>('SELECT api_key FROM simpay_merchants WHERE mch_id = ?'),
      addMerchant: db.prepare<[string, string, number]>('INSERT OR IGNORE INTO simpay_merchants (mch_id, api_key, created_at) VALUES (?, ?, ?)'),
      byPrepay: db.prepare<[string], RawTrade>('SELECT * FROM simpay_trades WHERE prepay_id = ?'),
      byOut: db.prepare<[string, string], RawTrade>('SELECT * FROM simpay_trades WHERE mch_id = ? AND out_trade_no = ?'),
      insertTrade: db.prepare<[string, string, string, number, string, string, number]>(
        "INSERT INTO simpay_trades (prepay_id, mch_id, out_trade_no, amount_fen, channel, description, state, created_at) VALUES (?, ?, ?, ?, ?, ?, 'NOTPAY', ?)",
      ),
      setState: db.prepare<[ProviderTradeState, string]>('UPDATE simpay_trades SET state = ? WHERE prepay_id = ?'),
      setPaid: db.prepare<[number, string, string]>("UPDATE simpay_trades SET state = 'SUCCESS', paid_at = ?, transaction_id = ? WHERE prepay_id = ?"),
      enqueue: db.prepare<[string, string, string, number, number]>(
        'INSERT INTO simpay_notifications (id, prepay_id, body, next_at, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      due: db.prepare<[number, number], { id: string; body: string; attempts: number }>(
        'SELECT id, body, attempts FROM simpay_notifications WHERE delivered_at IS NULL AND next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT ?',
      ),
      nextDue: db.prepare<[], { at: number | null }>('SELECT MIN(next_at) AS at FROM simpay_notifications WHERE delivered_at IS NULL AND next_at IS NOT NULL'),
      delivered: db.prepare<[number, string]>(
        'UPDATE simpay_notifications SET delivered_at = ?, attempts = attempts + 1, next_at = NULL, last_error = NULL WHERE id = ?',
      ),
      failed: db.prepare<[number | null, string, string]>('UPDATE simpay_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?'),
      notification: db.prepare<[string], { attempts: number; delivered_at: number | null; next_at: number | null; last_error: string | null }>(
        'SELECT attempts, delivered_at, next_at, last_error FROM simpay_notifications WHERE id = ?',
      ),
    };
  }

  /** The merchant's API key, created on first use (what a merchant copies from the provider's console). */
  merchantKey(mchId: string, now: number): string {
    this.stmts.addMerchant.run(mchId, randomBytes(32).toString('hex'), now);
    return this.stmts.merchant.get(mchId)!.api_key;
  }

  /** 统一下单: a trade for the merchant's order; the same order number answers the same trade. */
  createTrade(input: { mchId: string; outTradeNo: string; amountFen: number; channel: PayChannel; description: string }, now: number): ProviderTrade {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new Error('amountFen must be a positive integer of 分');
    const found = this.stmts.byOut.get(input.mchId, input.outTradeNo);
    if (found) return toTrade(found);
    const prepayId = `wx${randomBytes(12).toString('hex')}`;
    this.stmts.insertTrade.run(prepayId, input.mchId, input.outTradeNo, input.amountFen, input.channel, input.description, now);
    return this.trade(prepayId)!;
  }

  /** A trade by prepay id. */
  trade(prepayId: string): ProviderTrade | undefined {
    const r = this.stmts.byPrepay.get(prepayId);
    return r ? toTrade(r) : undefined;
  }

  /** A trade by the merchant's order number (the query API). */
  query(mchId: string, outTradeNo: string): ProviderTrade | undefined {
    const r = this.stmts.byOut.get(mchId, outTradeNo);
    return r ? toTrade(r) : undefined;
  }

  /** The payer confirms: SUCCESS and its signed notification queued, in one transaction. */
  pay(prepayId: string, now: number): PayOutcome {
    return this.db.transaction((): PayOutcome => {
      const t = this.trade(prepayId);
      if (!t) return 'unknown';
      if (t.state === 'SUCCESS' || t.state === 'REFUND') return 'already-paid';
      if (providerStep(t.state, 'pay') === null) return 'closed';
      const transactionId = `42${String(now).slice(-10)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      this.stmts.setPaid.run(now, transactionId, prepayId);
      this.enqueue({ ...t, transactionId }, 'SUCCESS', now);
      return 'paid';
    })();
  }

  /** The merchant closes an unpaid trade; false when it is already paid. */
  close(mchId: string, outTradeNo: string): boolean {
    return this.db.transaction((): boolean => {
      const t = this.query(mchId, outTradeNo);
      if (!t) return true; // never created: nothing can be paid
      const next = providerStep(t.state, 'close');
      if (next === null) return false;
      this.stmts.setState.run(next, t.prepayId);
      return true;
    })();
  }

  /** The merchant refunds a paid trade in full; the REFUND notification is queued with it. False when not refundable. */
  refund(mchId: string, outTradeNo: string, now: number): boolean {
    return this.db.transaction((): boolean => {
      const t = this.query(mchId, outTradeNo);
      if (!t || providerStep(t.state, 'refund') === null) return false;
      this.stmts.setState.run('REFUND', t.prepayId);
      this.enqueue(t, 'REFUND', now);
      return true;
    })();
  }

  private enqueue(t: ProviderTrade, tradeState: TradeState, now: number): void {
    const key = this.stmts.merchant.get(t.mchId)?.api_key;
    if (key === undefined) throw new Error(`unknown merchant ${t.mchId}`);
    const notifyId = `${tradeState === 'SUCCESS' ? 'N' : 'R'}${randomBytes(10).toString('hex')}`;
    const fields = {
      notifyId,
      mchId: t.mchId,
      outTradeNo: t.outTradeNo,
      transactionId: t.transactionId ?? '',
      amountFen: t.amountFen,
      tradeState,
      channel: t.channel,
      successTime: now,
      nonce: randomBytes(8).toString('hex'),
    };
    const body: PayNotification = { ...fields, sign: signFields(fields, key) };
    this.stmts.enqueue.run(notifyId, t.prepayId, JSON.stringify(body), now, now);
  }

  /** Notifications due at `now`, oldest first. */
  due(now: number, limit = 20): DueNotification[] {
    return this.stmts.due.all(now, limit).map((r) => ({ id: r.id, body: JSON.parse(r.body) as PayNotification, attempts: r.attempts }));
  }

  /** When the next undelivered notification is due, or null. */
  nextDueAt(): number | null {
    return this.stmts.nextDue.get()?.at ?? null;
  }

  /** The merchant answered SUCCESS. */
  markDelivered(id: string, now: number): void {
    this.stmts.delivered.run(now, id);
  }

  /** The merchant failed or answered FAIL: retry per the backoff schedule, or give up when spent. */
  markFailed(id: string, attemptsBefore: number, now: number, error: string): void {
    this.stmts.failed.run(nextAttemptAt(attemptsBefore + 1, now, this.retryDelays), error.slice(0, 200), id);
  }

  /** Delivery state of one notification (tests and the ops view). */
  deliveryOf(id: string): { attempts: number; deliveredAt: number | null; nextAt: number | null; lastError: string | null } | undefined {
    const r = this.stmts.notification.get(id);
    return r ? { attempts: r.attempts, deliveredAt: r.delivered_at, nextAt: r.next_at, lastError: r.last_error } : undefined;
  }
}
