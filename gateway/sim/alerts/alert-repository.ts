/**
 * The users' alerts and their 预警记录 in the sim's SQLite (tables in schema.ts). One transaction
 * per write; the per-user cap and the duplicate check run inside the insert's transaction, so two
 * concurrent creates cannot pass 50 together. Records are kept up to MAX_ALERT_RECORDS_PER_USER
 * per user, oldest dropped first; they outlive the alert they came from.
 */
import type Database from 'better-sqlite3';
import { ALERT_LIMIT_MESSAGE, MAX_ALERT_RECORDS_PER_USER, MAX_ALERTS_PER_USER, type AlertKind } from '../../../contracts/alerts';
import type { AlertRecord } from '../../../contracts/endpoints/alerts';
import { limitReached, notFound } from '../http/errors';
import { runMigrations } from '../store/index';
import { ALERTS_SCHEMA } from './schema';

/** An alert as stored. */
export interface StoredAlert {
  id: number;
  userId: number;
  code: string | null;
  kind: AlertKind;
  threshold: number | null;
  screenId: number | null;
  paused: boolean;
  cooldownMs: number;
  createdAt: number;
  updatedAt: number;
  lastFiredAt: number | null;
  firedCount: number;
}

/** What a new alert is made of. */
export interface NewAlert {
  code: string | null;
  kind: AlertKind;
  threshold: number | null;
  screenId: number | null;
  cooldownMs: number;
}

/** What a fire leaves in the 预警记录. */
export interface NewRecord {
  code: string | null;
  name: string | null;
  text: string;
  price: number | null;
}

interface RawAlert {
  id: number;
  user_id: number;
  code: string | null;
  kind: string;
  threshold: number | null;
  screen_id: number | null;
  paused: number;
  cooldown_ms: number;
  created_at: number;
  updated_at: number;
  last_fired_at: number | null;
  fired_count: number;
}

interface RawRecord {
  id: number;
  alert_id: number;
  code: string | null;
  name: string | null;
  kind: string;
  text: string;
  price: number | null;
  fired_at: number;
}

const toAlert = (r: RawAlert): StoredAlert => ({
  id: r.id,
  userId: r.user_id,
  code: r.code,
  kind: r.kind as AlertKind,
  threshold: r.threshold,
  screenId: r.screen_id,
  paused: r.paused === 1,
  cooldownMs: r.cooldown_ms,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  lastFiredAt: r.last_fired_at,
  firedCount: r.fired_count,
});

const toRecord = (r: RawRecord): AlertRecord => ({
  id: r.id,
  alertId: r.alert_id,
  code: r.code,
  name: r.name,
  kind: r.kind as AlertKind,
  text: r.text,
  price: r.price,
  firedAt: r.fired_at,
});

/** The message of an alert that is not the caller's (or does not exist). */
export const ALERT_NOT_FOUND = '预警不存在';
/** The message of the same alert set twice. */
export const ALERT_DUPLICATE = '已有相同的预警';

/** See the module comment. */
export class AlertRepository {
  private readonly q;

  constructor(private readonly db: Database.Database) {
    runMigrations(db, ALERTS_SCHEMA);
    this.q = {
      list: db.prepare('SELECT * FROM price_alerts WHERE user_id = ? ORDER BY id DESC'),
      all: db.prepare('SELECT * FROM price_alerts ORDER BY id'),
      get: db.prepare('SELECT * FROM price_alerts WHERE user_id = ? AND id = ?'),
      count: db.prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE user_id = ?'),
      same: db.prepare(
        'SELECT id FROM price_alerts WHERE user_id = ? AND kind = ? AND code IS ? AND threshold IS ? AND screen_id IS ? AND id IS NOT ? LIMIT 1',
      ),
      insert: db.prepare(
        'INSERT INTO price_alerts (user_id, code, kind, threshold, screen_id, paused, cooldown_ms, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
      ),
      update: db.prepare('UPDATE price_alerts SET threshold = ?, cooldown_ms = ?, updated_at = ?, last_fired_at = NULL WHERE user_id = ? AND id = ?'),
      pause: db.prepare('UPDATE price_alerts SET paused = ?, updated_at = ? WHERE user_id = ? AND id = ?'),
      remove: db.prepare('DELETE FROM price_alerts WHERE user_id = ? AND id = ?'),
      fired: db.prepare('UPDATE price_alerts SET last_fired_at = ?, fired_count = fired_count + 1 WHERE id = ?'),
      record: db.prepare('INSERT INTO alert_records (user_id, alert_id, code, name, kind, text, price, fired_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      prune: db.prepare(
        'DELETE FROM alert_records WHERE user_id = ? AND id <= (SELECT id FROM alert_records WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
      ),
      records: db.prepare('SELECT * FROM alert_records WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?'),
      recordCount: db.prepare('SELECT COUNT(*) AS n FROM alert_records WHERE user_id = ?'),
    };
  }

  /** The user's alerts, newest first. */
  list(userId: number): StoredAlert[] {
    return (this.q.list.all(userId) as RawAlert[]).map(toAlert);
  }

  /** Every user's alerts (loaded into the index at start). */
  all(): StoredAlert[] {
    return (this.q.all.all() as RawAlert[]).map(toAlert);
  }

  /** One of the user's alerts, or 404. */
  get(userId: number, id: number): StoredAlert {
    const r = this.q.get.get(userId, id) as RawAlert | undefined;
    if (!r) throw notFound(ALERT_NOT_FOUND);
    return toAlert(r);
  }

  count(userId: number): number {
    return (this.q.count.get(userId) as { n: number }).n;
  }

  /** Adds an alert: 409 past {@link MAX_ALERTS_PER_USER} or when the same one exists. */
  create(userId: number, a: NewAlert, now: number): StoredAlert {
    return this.db.transaction(() => {
      if (this.count(userId) >= MAX_ALERTS_PER_USER) throw limitReached(ALERT_LIMIT_MESSAGE);
      if (this.q.same.get(userId, a.kind, a.code, a.threshold, a.screenId, null)) throw limitReached(ALERT_DUPLICATE);
      const info = this.q.insert.run(userId, a.code, a.kind, a.threshold, a.screenId, a.cooldownMs, now, now);
      return this.get(userId, Number(info.lastInsertRowid));
    })();
  }

  /** New threshold and cool-down; the alert starts afresh (its last fire forgotten). */
  update(userId: number, id: number, threshold: number | null, cooldownMs: number, now: number): StoredAlert {
    return this.db.transaction(() => {
      const a = this.get(userId, id);
      if (this.q.same.get(userId, a.kind, a.code, threshold, a.screenId, id)) throw limitReached(ALERT_DUPLICATE);
      this.q.update.run(threshold, cooldownMs, now, userId, id);
      return this.get(userId, id);
    })();
  }

  setPaused(userId: number, id: number, paused: boolean, now: number): StoredAlert {
    this.get(userId, id);
    this.q.pause.run(paused ? 1 : 0, now, userId, id);
    return this.get(userId, id);
  }

  /** Deletes an alert (404 when not the user's); its records stay. */
  remove(userId: number, id: number): StoredAlert {
    const a = this.get(userId, id);
    this.q.remove.run(userId, id);
    return a;
  }

  /** Notes a fire: the alert's last fire and count, and a record (the oldest beyond the cap dropped). */
  recordFire(alert: Pick<StoredAlert, 'id' | 'userId' | 'kind'>, rec: NewRecord, at: number): AlertRecord {
    return this.db.transaction(() => {
      this.q.fired.run(at, alert.id);
      const info = this.q.record.run(alert.userId, alert.id, rec.code, rec.name, alert.kind, rec.text, rec.price, at);
      this.q.prune.run(alert.userId, alert.userId, MAX_ALERT_RECORDS_PER_USER);
      return {
        id: Number(info.lastInsertRowid),
        alertId: alert.id,
        code: rec.code,
        name: rec.name,
        kind: alert.kind,
        text: rec.text,
        price: rec.price,
        firedAt: at,
      };
    })();
  }

  /** One page of the user's records, newest first. */
  history(userId: number, page: number, pageSize: number): { total: number; items: AlertRecord[] } {
    const total = (this.q.recordCount.get(userId) as { n: number }).n;
    const items = (this.q.records.all(userId, pageSize, (page - 1) * pageSize) as RawRecord[]).map(toRecord);
    return { total, items };
  }
}
