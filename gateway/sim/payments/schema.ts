/**
 * The payments domain's tables, appended to the sim's migrations (gateway/sim store schema):
 * the merchant's orders and the notifications it received, and the simulated provider's own
 * merchants (API keys), trades and notification outbox. Free-unlock usage lives in `unlocks`.
 */
export const PAYMENTS_MIGRATION = `
  CREATE TABLE pay_orders (
    order_no        TEXT PRIMARY KEY,
    user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    request_id      TEXT NOT NULL,
    tier_id         TEXT NOT NULL,
    amount_fen      INTEGER NOT NULL CHECK (amount_fen > 0),
    channel         TEXT NOT NULL CHECK (channel IN ('wxpay', 'alipay')),
    status          TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'fulfilled', 'closed', 'refunded')),
    prepay_id       TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    paid_at         INTEGER,
    fulfilled_at    INTEGER,
    closed_at       INTEGER,
    refunded_at     INTEGER,
    transaction_id  TEXT UNIQUE,
    vip_before_type INTEGER,
    vip_before_time INTEGER,
    UNIQUE (user_id, request_id)
  );
  CREATE INDEX pay_orders_by_user ON pay_orders(user_id, created_at DESC);
  CREATE INDEX pay_orders_pending ON pay_orders(expires_at) WHERE status = 'pending';

  -- Every notification the merchant received and what it did with it (audit; bounded by retention).
  CREATE TABLE pay_notify_log (
    id           INTEGER PRIMARY KEY,
    notify_id    TEXT NOT NULL,
    order_no     TEXT,
    received_at  INTEGER NOT NULL,
    outcome      TEXT NOT NULL
  );
  CREATE INDEX pay_notify_log_by_time ON pay_notify_log(received_at);

  CREATE TABLE simpay_merchants (
    mch_id      TEXT PRIMARY KEY,
    api_key     TEXT NOT NULL,
    created_at  INTEGER NOT NULL
  );

  CREATE TABLE simpay_trades (
    prepay_id      TEXT PRIMARY KEY,
    mch_id         TEXT NOT NULL REFERENCES simpay_merchants(mch_id),
    out_trade_no   TEXT NOT NULL,
    amount_fen     INTEGER NOT NULL CHECK (amount_fen > 0),
    channel        TEXT NOT NULL,
    description    TEXT NOT NULL,
    state          TEXT NOT NULL CHECK (state IN ('NOTPAY', 'SUCCESS', 'CLOSED', 'REFUND')),
    created_at     INTEGER NOT NULL,
    paid_at        INTEGER,
    transaction_id TEXT UNIQUE,
    UNIQUE (mch_id, out_trade_no)
  );

  CREATE TABLE simpay_notifications (
    id            TEXT PRIMARY KEY,
    prepay_id     TEXT NOT NULL REFERENCES simpay_trades(prepay_id),
    body          TEXT NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    next_at       INTEGER,
    delivered_at  INTEGER,
    last_error    TEXT,
    created_at    INTEGER NOT NULL
  );
  CREATE INDEX simpay_notifications_due ON simpay_notifications(next_at) WHERE delivered_at IS NULL AND next_at IS NOT NULL;
`;
