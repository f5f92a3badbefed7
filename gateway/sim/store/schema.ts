/**
 * The sim's SQLite schema as ordered migrations. `PRAGMA user_version` records how many have run,
 * so reopening an existing DATA_DIR applies only the new ones.
 */
import type { MigrationList } from './migrations';
import { PAYMENTS_MIGRATION } from '../payments/index';

/** Migration n (1-based) is MIGRATIONS[n - 1]; append only, never edit a released one. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    phone       TEXT UNIQUE,
    wx_openid   TEXT UNIQUE,
    nick_name   TEXT NOT NULL,
    portrait    TEXT NOT NULL DEFAULT '',
    vip_type    INTEGER NOT NULL CHECK (vip_type BETWEEN 0 AND 3),
    vip_time    INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    CHECK (phone IS NOT NULL OR wx_openid IS NOT NULL)
  );

  -- Only a SHA-256 of each session token is kept: a copied database yields no usable token.
  CREATE TABLE sessions (
    id             INTEGER PRIMARY KEY,
    user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash     TEXT NOT NULL UNIQUE,
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    revoked_at     INTEGER,
    revoked_reason TEXT CHECK (revoked_reason IN ('elsewhere'))
  );
  CREATE INDEX sessions_by_user ON sessions(user_id);

  CREATE TABLE captcha_challenges (
    id          TEXT PRIMARY KEY,
    answer      TEXT NOT NULL,
    expires_at  INTEGER NOT NULL
  );
  CREATE INDEX captcha_by_expiry ON captcha_challenges(expires_at);

  -- One live code per phone; tries counts wrong entries.
  CREATE TABLE sms_codes (
    phone       TEXT PRIMARY KEY,
    code_hash   TEXT NOT NULL,
    sent_at     INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    tries       INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE wx_tickets (
    ticket       TEXT PRIMARY KEY,
    issued_at    INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    user_id      INTEGER REFERENCES users(id) ON DELETE CASCADE,
    confirmed_at INTEGER,
    used_at      INTEGER
  );
  CREATE INDEX wx_tickets_by_expiry ON wx_tickets(expires_at);

  CREATE TABLE watch_groups (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    is_default  INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    sort        INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX watch_groups_one_default ON watch_groups(user_id) WHERE is_default = 1;
  CREATE UNIQUE INDEX watch_groups_unique_name ON watch_groups(user_id, name);

  CREATE TABLE watch_items (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code        TEXT NOT NULL,
    add_date    INTEGER NOT NULL,
    add_price   REAL,
    remark      TEXT NOT NULL DEFAULT '',
    UNIQUE (user_id, code)
  );

  CREATE TABLE watch_members (
    group_id    INTEGER NOT NULL REFERENCES watch_groups(id) ON DELETE CASCADE,
    item_id     INTEGER NOT NULL REFERENCES watch_items(id) ON DELETE CASCADE,
    sort        INTEGER NOT NULL,
    PRIMARY KEY (group_id, item_id)
  ) WITHOUT ROWID;
  CREATE INDEX watch_members_by_item ON watch_members(item_id);

  CREATE TABLE unlocks (
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code        TEXT NOT NULL,
    unlocked_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, code)
  ) WITHOUT ROWID;

  CREATE TABLE analytics_events (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    received_at INTEGER NOT NULL,
    event_name  TEXT NOT NULL,
    pairs       TEXT NOT NULL
  );
  CREATE INDEX analytics_by_user ON analytics_events(user_id, id);

  CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: the stock page's detail catalogue per user (setCatalog): one row per module, in the user's order.
  `
  CREATE TABLE detail_catalog (
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    module_key  TEXT NOT NULL,
    position    INTEGER NOT NULL,
    visible     INTEGER NOT NULL CHECK (visible IN (0, 1)),
    PRIMARY KEY (user_id, module_key)
  ) WITHOUT ROWID;
  `,
  // 3: the payments domain (issue 18): merchant orders and notification log, the simulated provider's merchants, trades and notification outbox.
  PAYMENTS_MIGRATION,
];

/** The first list, counted in `PRAGMA user_version`: accounts, meta, the detail catalogue, payments. */
export const CORE_SCHEMA: MigrationList = { domain: 'database', counter: 'user_version', steps: MIGRATIONS };
