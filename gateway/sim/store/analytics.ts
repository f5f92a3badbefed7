/**
 * Analytics events from `v2/up/save2`, stored decrypted: the event name plus every pair as JSON.
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

/** Analytics repository. */
export class AnalyticsEvents {
  private readonly insert;
  private readonly recentStmt;

  constructor(db: Database.Database) {
    this.insert = db.prepare<[number, number, string, string]>(
      'INSERT INTO analytics_events (user_id, received_at, event_name, pairs) VALUES (?, ?, ?, ?)',
    );
    this.recentStmt = db.prepare<[number, number], { id: number; user_id: number; received_at: number; event_name: string; pairs: string }>(
      'SELECT id, user_id, received_at, event_name, pairs FROM analytics_events WHERE user_id = ? ORDER BY id DESC LIMIT ?',
    );
  }

  /** Stores one validated event; returns its id. */
  save(userId: number, eventName: string, pairs: readonly AnalyticsPair[], now: number): number {
    return Number(this.insert.run(userId, now, eventName, JSON.stringify(pairs)).lastInsertRowid);
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
