/**
 * Chart drawings (画线) per user and code in the sim's SQLite: one row per (user, code) holding that
 * code's drawings as JSON, replaced as a whole on every save. The drawings domain keeps its own
 * append-only migrations counted in `drawings_schema` (store/migrations.ts, the screener's pattern).
 *
 * Every list is run through contracts/drawings.ts `parseDrawingList` both ways: nothing malformed is
 * written, and a row that no longer parses (edited by hand, written by a broken build) is refused
 * with a Chinese message and left exactly as it is, never dropped or overwritten by a read.
 */
import type Database from 'better-sqlite3';
import { DRAWING_LIMITS, DrawingError, parseDrawingList, type Drawing } from '../../../contracts/drawings';
import { badRequest, limitReached, simError } from '../http/errors';
import { type MigrationList, runMigrations } from '../store/index';

/** Migration n (1-based) is DRAWINGS_MIGRATIONS[n − 1]; append only. */
export const DRAWINGS_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE chart_drawings (
    user_id     INTEGER NOT NULL,
    code        TEXT NOT NULL,
    drawings    TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, code)
  );
  `,
];

/** The drawings' migrations, counted in `drawings_schema`. */
export const DRAWINGS_SCHEMA: MigrationList = { domain: 'drawings', counter: 'drawings_schema', steps: DRAWINGS_MIGRATIONS };

/** A code's stored drawings. */
export interface StoredDrawings {
  drawings: Drawing[];
  /** Last save, epoch ms; null when nothing is stored. */
  updatedAt: number | null;
}

/** Message of a stored row that no longer parses. */
export const CORRUPT_DRAWINGS_MESSAGE = '已保存的画线数据无法读取，原数据已保留，请联系客服';

/** See the module comment. */
export class DrawingRepository {
  private readonly q;

  constructor(private readonly db: Database.Database) {
    runMigrations(db, DRAWINGS_SCHEMA);
    this.q = {
      get: db.prepare('SELECT drawings, updated_at FROM chart_drawings WHERE user_id = ? AND code = ?'),
      otherCodes: db.prepare('SELECT COUNT(*) AS n FROM chart_drawings WHERE user_id = ? AND code <> ?'),
      put: db.prepare(
        'INSERT INTO chart_drawings (user_id, code, drawings, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, code) DO UPDATE SET drawings = excluded.drawings, updated_at = excluded.updated_at',
      ),
      remove: db.prepare('DELETE FROM chart_drawings WHERE user_id = ? AND code = ?'),
    };
  }

  /** The drawings of `code`; a row that does not parse is refused (500) and kept. */
  list(userId: number, code: string): StoredDrawings {
    const row = this.q.get.get(userId, code) as { drawings: string; updated_at: number } | undefined;
    if (!row) return { drawings: [], updatedAt: null };
    try {
      return { drawings: parseDrawingList(JSON.parse(row.drawings)), updatedAt: row.updated_at };
    } catch {
      throw simError('INTERNAL', CORRUPT_DRAWINGS_MESSAGE);
    }
  }

  /**
   * Replaces the drawings of `code` (an empty list removes the row). 400 naming the field when a
   * drawing breaks the rules, 409 over the limits; nothing is written then.
   */
  save(userId: number, code: string, drawings: unknown, now: number): StoredDrawings {
    let parsed: Drawing[];
    try {
      parsed = parseDrawingList(drawings);
    } catch (e) {
      if (!(e instanceof DrawingError)) throw e;
      if (Array.isArray(drawings) && drawings.length > DRAWING_LIMITS.maxPerCode) throw limitReached(e.message);
      throw badRequest(e.message);
    }
    return this.db.transaction((): StoredDrawings => {
      if (parsed.length === 0) {
        this.q.remove.run(userId, code);
        return { drawings: [], updatedAt: null };
      }
      const { n } = this.q.otherCodes.get(userId, code) as { n: number };
      if (!this.q.get.get(userId, code) && n >= DRAWING_LIMITS.maxCodesPerUser) {
        throw limitReached(`最多为 ${DRAWING_LIMITS.maxCodesPerUser} 只证券保存画线`);
      }
      this.q.put.run(userId, code, JSON.stringify(parsed), now);
      return { drawings: parsed, updatedAt: now };
    })();
  }
}
