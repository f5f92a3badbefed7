/**
 * Analytics events from `v2/up/save2`, stored decrypted: the event name plus every pair as JSON.
 * Retention is bounded by age and by count per user ({@link AnalyticsRetention}); an event of up to
 * ~8 KB at the allowed call rate would otherwise grow the database by megabytes a minute per token.
 */
import type Database from 'better-sqlite3';
import type { AnalyticsPair } from '../../../contracts/endpoints/analytics';

/** A stored event. */
export interface AnalyticsEvent {
  id: number;
  userId: number;
  receivedAt: number;
  eventName: string;
  pairs: AnalyticsPair[];
}

function parsePairs(text: string): AnalyticsPair[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new Error('analytics_events.pairs is not an array');
  return value.map((p: unknown) => {
    const { name, value: v } = (p ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof v !== 'string') throw new Error('analytics_events.pairs holds a malformed pair');
    return { name, value: v };
  });
}

/** How long and how many events are kept. */
export interface AnalyticsRetention {
  /** Events older than this are deleted, ms. */
  maxAgeMs: number;
  /** Most events kept per user (the oldest go first). */
  maxPerUser: number;
}

/** Defaults (SIM_ANALYTICS_MAX_AGE_DAYS, SIM_ANALYTICS_MAX_PER_USER in the README's config table). */
export const ANALYTICS_RETENTION_DEFAULTS: AnalyticsRetention = { maxAgeMs: 7 * 24 * 3_600_000, maxPerUser: 1_000 };

/** Old events are swept at most this often (the age sweep scans the table). */
const AGE_SWEEP_EVERY_MS = 60_000;

/** Analytics repository. */
export class AnalyticsEventRepository {
  private readonly insert;
  private readonly recentStmt;
  private readonly trimUser;
  private readonly purgeOld;
  private readonly saveTx;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    db: Database.Database,
    private readonly retention: AnalyticsRetention = ANALYTICS_RETENTION_DEFAULTS,
  ) {
    if (!Number.isFinite(retention.maxAgeMs) || retention.maxAgeMs <= 0) throw new Error(`analytics maxAgeMs must be > 0 (got ${retention.maxAgeMs})`);
    if (!Number.isInteger(retention.maxPerUser) || retention.maxPerUser <= 0)
      throw new Error(`analytics maxPerUser must be a positive integer (got ${retention.maxPerUser})`);
    // Uses the (user_id, id) index: everything of this user at or below its maxPerUser-th newest id.
    this.trimUser = db.prepare<[number, number, number]>(
      `DELETE FROM analytics_events WHERE user_id = ? AND id <= (
         SELECT id FROM analytics_events WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
    );
    this.purgeOld = db.prepare<[number]>('DELETE FROM analytics_events WHERE received_at < ?');
    this.insert = db.prepare<[number, number, string, string]>('INSERT INTO analytics_events (user_id, received_at, event_name, pairs) VALUES (?, ?, ?, ?)');
    this.recentStmt = db.prepare<[number, number], { id: number; user_id: number; received_at: number; event_name: string; pairs: string }>(
      'SELECT id, user_id, received_at, event_name, pairs FROM analytics_events WHERE user_id = ? ORDER BY id DESC LIMIT ?',
    );
    this.saveTx = db.transaction((userId: number, eventName: string, pairs: string, now: number): number => {
      const id = Number(this.insert.run(userId, now, eventName, pairs).lastInsertRowid);
      this.trimUser.run(userId, userId, this.retention.maxPerUser);
      if (now - this.lastSweep >= AGE_SWEEP_EVERY_MS) {
        this.lastSweep = now;
        this.purgeOld.run(now - this.retention.maxAgeMs);
      }
      return id;
    });
  }

  /** Stores one validated event within the retention bounds; returns its id. */
  save(userId: number, eventName: string, pairs: readonly AnalyticsPair[], now: number): number {
    return this.saveTx(userId, eventName, JSON.stringify(pairs), now);
  }

  /** The user's latest events, newest first. */
  recent(userId: number, limit = 50): AnalyticsEvent[] {
    return this.recentStmt.all(userId, limit).map((r) => ({
      id: r.id,
      userId: r.user_id,
      receivedAt: r.received_at,
      eventName: r.event_name,
      pairs: parsePairs(r.pairs),
    }));
  }
}
