/**
 * The 打新日历 in the sim's SQLite: which issues each user keeps. The ipo domain keeps its own
 * ordered, append-only migrations with their count in `ipo_schema` (the screener's pattern), so it
 * adds tables without renumbering the core schema's `user_version` (store/schema.ts).
 */
import type Database from 'better-sqlite3';
import { type MigrationList, runMigrations } from '../store/index';

/** Migration n (1-based) is IPO_MIGRATIONS[n − 1]; append only. */
export const IPO_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE ipo_calendar (
    user_id   INTEGER NOT NULL,
    ipo_id    TEXT NOT NULL,
    added_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, ipo_id)
  );
  `,
];

/** The IPO calendar's migrations, counted in `ipo_schema` (store/migrations.ts runs them). */
export const IPO_SCHEMA: MigrationList = { domain: 'ipo', counter: 'ipo_schema', steps: IPO_MIGRATIONS };

/** The kept issues per user. */
export class IpoCalendarRepository {
  private readonly listStmt;
  private readonly addStmt;
  private readonly removeStmt;
  private readonly countStmt;

  constructor(db: Database.Database) {
    runMigrations(db, IPO_SCHEMA);
    this.listStmt = db.prepare('SELECT ipo_id FROM ipo_calendar WHERE user_id = ? ORDER BY added_at, ipo_id');
    this.addStmt = db.prepare('INSERT OR IGNORE INTO ipo_calendar (user_id, ipo_id, added_at) VALUES (?, ?, ?)');
    this.removeStmt = db.prepare('DELETE FROM ipo_calendar WHERE user_id = ? AND ipo_id = ?');
    this.countStmt = db.prepare('SELECT COUNT(*) AS n FROM ipo_calendar WHERE user_id = ?');
  }

  /** Ids a user keeps, oldest first. */
  list(userId: number): string[] {
    return (this.listStmt.all(userId) as Array<{ ipo_id: string }>).map((r) => r.ipo_id);
  }

  /** How many a user keeps. */
  count(userId: number): number {
    return (this.countStmt.get(userId) as { n: number }).n;
  }

  add(userId: number, id: string, now: number): void {
    this.addStmt.run(userId, id, now);
  }

  remove(userId: number, id: string): void {
    this.removeStmt.run(userId, id);
  }
}
