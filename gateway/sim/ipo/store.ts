/**
 * The 打新日历 in the sim's SQLite: which issues each user keeps. The ipo domain keeps its own
 * ordered, append-only migrations with their count in `ipo_schema` (the screener's pattern), so it
 * adds tables without renumbering the accounts store's `user_version`.
 */
import type Database from 'better-sqlite3';

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

/** The kept issues per user. */
export class IpoCalendarStore {
  private readonly listStmt;
  private readonly addStmt;
  private readonly removeStmt;
  private readonly countStmt;

  constructor(db: Database.Database) {
    db.exec('CREATE TABLE IF NOT EXISTS ipo_schema (version INTEGER NOT NULL)');
    const row = db.prepare('SELECT version FROM ipo_schema').get() as { version: number } | undefined;
    let version = row?.version ?? 0;
    if (!row) db.prepare('INSERT INTO ipo_schema (version) VALUES (0)').run();
    while (version < IPO_MIGRATIONS.length) {
      const next = version + 1;
      db.transaction(() => {
        db.exec(IPO_MIGRATIONS[next - 1]!);
        db.prepare('UPDATE ipo_schema SET version = ?').run(next);
      })();
      version = next;
    }
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
