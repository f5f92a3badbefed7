/**
 * The alerts domain's tables, on their own counter `alerts_schema` (store/migrations.ts): the
 * users' alerts and the 预警记录 of what fired. Append only: never edit a shipped step.
 */
import type { MigrationList } from '../store/index';

/** Step n (1-based) is ALERTS_MIGRATIONS[n − 1]. */
export const ALERTS_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE price_alerts (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL,
    -- The security; NULL only for a screen alert on any stock of the screen.
    code          TEXT,
    kind          TEXT NOT NULL,
    threshold     REAL,
    screen_id     INTEGER,
    paused        INTEGER NOT NULL DEFAULT 0,
    cooldown_ms   INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    last_fired_at INTEGER,
    fired_count   INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX price_alerts_by_user ON price_alerts(user_id, id);
  CREATE TABLE alert_records (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL,
    alert_id  INTEGER NOT NULL,
    code      TEXT,
    name      TEXT,
    kind      TEXT NOT NULL,
    text      TEXT NOT NULL,
    price     REAL,
    fired_at  INTEGER NOT NULL
  );
  CREATE INDEX alert_records_by_user ON alert_records(user_id, id);
  `,
];

/** The alerts domain's migrations (listed in open-store.ts SIM_MIGRATIONS). */
export const ALERTS_SCHEMA: MigrationList = { domain: 'alerts', counter: 'alerts_schema', steps: ALERTS_MIGRATIONS };
