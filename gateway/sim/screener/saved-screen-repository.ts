/**
 * Saved screens per user in the sim's SQLite: name, tree, sort, created/updated, the hit count at
 * the last close seen (for 较昨日), and the ids of the last two runs (for 新进/退出).
 *
 * The core schema (store/schema.ts) owns `PRAGMA user_version`; the screener keeps its own ordered, append-only
 * migrations with their count in `screener_schema`, the same pattern on its own counter, so the
 * two domains can add tables without renumbering each other.
 */
import type Database from 'better-sqlite3';
import { type MigrationList, runMigrations } from '../store/index';
import { SAVED_SCREEN_LIMITS } from '../../../contracts/screener/endpoints';
import type { ScreenSort, ScreenTree } from '../../../contracts/screener/tree';

/** Migration n (1-based) is SCREENER_MIGRATIONS[n − 1]; append only. */
export const SCREENER_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE saved_screens (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    name        TEXT NOT NULL,
    tree        TEXT NOT NULL,
    sort        TEXT,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    -- Hits at a past day's close: (day, count), for the change since yesterday.
    base_day    TEXT,
    base_hits   INTEGER,
    -- The last run: when, and its ids (JSON array); the run before gives entered/left.
    run_at      INTEGER,
    run_ids     TEXT,
    prev_ids    TEXT
  );
  CREATE INDEX saved_screens_by_user ON saved_screens(user_id, id);
  `,
];

/** The screener's migrations, counted in `screener_schema` (store/migrations.ts runs them). */
export const SCREENER_SCHEMA: MigrationList = { domain: 'screener', counter: 'screener_schema', steps: SCREENER_MIGRATIONS };

/** A stored screen. */
export interface ScreenRow {
  id: number;
  userId: number;
  name: string;
  tree: ScreenTree;
  sort: ScreenSort | null;
  createdAt: number;
  updatedAt: number;
  baseDay: string | null;
  baseHits: number | null;
  runAt: number | null;
  runIds: string[] | null;
  prevIds: string[] | null;
}

/** Why a store call failed: `not-found`, `limit` or `name`. */
export class SavedScreenError extends Error {
  constructor(
    readonly kind: 'not-found' | 'limit' | 'name' | 'member',
    message: string,
  ) {
    super(message);
  }
}

interface Raw {
  id: number;
  user_id: number;
  name: string;
  tree: string;
  sort: string | null;
  created_at: number;
  updated_at: number;
  base_day: string | null;
  base_hits: number | null;
  run_at: number | null;
  run_ids: string | null;
  prev_ids: string | null;
}

const parse = (r: Raw): ScreenRow => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  tree: JSON.parse(r.tree) as ScreenTree,
  sort: r.sort ? (JSON.parse(r.sort) as ScreenSort) : null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  baseDay: r.base_day,
  baseHits: r.base_hits,
  runAt: r.run_at,
  runIds: r.run_ids ? (JSON.parse(r.run_ids) as string[]) : null,
  prevIds: r.prev_ids ? (JSON.parse(r.prev_ids) as string[]) : null,
});

function migrate(db: Database.Database): void {
  runMigrations(db, SCREENER_SCHEMA);
}

/** Checks and trims a screen name. */
export function cleanName(name: unknown): string {
  const n = typeof name === 'string' ? name.trim() : '';
  if (n === '') throw new SavedScreenError('name', '名称不能为空');
  if ([...n].length > SAVED_SCREEN_LIMITS.maxNameLength) throw new SavedScreenError('name', `名称最多 ${SAVED_SCREEN_LIMITS.maxNameLength} 个字`);
  return n;
}

/** See the module comment. */
export class SavedScreenRepository {
  private readonly q;
  constructor(private readonly db: Database.Database) {
    migrate(db);
    this.q = {
      list: db.prepare('SELECT * FROM saved_screens WHERE user_id = ? ORDER BY updated_at DESC, id DESC'),
      get: db.prepare('SELECT * FROM saved_screens WHERE user_id = ? AND id = ?'),
      count: db.prepare('SELECT COUNT(*) AS n FROM saved_screens WHERE user_id = ?'),
      insert: db.prepare('INSERT INTO saved_screens (user_id, name, tree, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)'),
      update: db.prepare(
        'UPDATE saved_screens SET name = ?, tree = ?, sort = ?, updated_at = ?, base_day = NULL, base_hits = NULL, run_at = NULL, run_ids = NULL, prev_ids = NULL WHERE user_id = ? AND id = ?',
      ),
      rename: db.prepare('UPDATE saved_screens SET name = ?, updated_at = ? WHERE user_id = ? AND id = ?'),
      remove: db.prepare('DELETE FROM saved_screens WHERE user_id = ? AND id = ?'),
      base: db.prepare('UPDATE saved_screens SET base_day = ?, base_hits = ? WHERE user_id = ? AND id = ?'),
      run: db.prepare('UPDATE saved_screens SET run_at = ?, prev_ids = run_ids, run_ids = ? WHERE user_id = ? AND id = ?'),
    };
  }

  list(userId: number): ScreenRow[] {
    return (this.q.list.all(userId) as Raw[]).map(parse);
  }

  get(userId: number, id: number): ScreenRow {
    const r = this.q.get.get(userId, id) as Raw | undefined;
    if (!r) throw new SavedScreenError('not-found', '选股方案不存在');
    return parse(r);
  }

  /**
   * Creates a screen (at most {@link SAVED_SCREEN_LIMITS.maxScreens} per user; `quota`: the caller's
   * membership allowance, null = no lower one — over it the error is `member`, the member gate's).
   */
  create(userId: number, name: string, tree: ScreenTree, sort: ScreenSort | null, now: number, quota: number | null = null): ScreenRow {
    const clean = cleanName(name);
    return this.db.transaction(() => {
      const { n } = this.q.count.get(userId) as { n: number };
      if (n >= SAVED_SCREEN_LIMITS.maxScreens) throw new SavedScreenError('limit', `最多保存 ${SAVED_SCREEN_LIMITS.maxScreens} 个选股方案`);
      if (quota !== null && n >= quota) throw new SavedScreenError('member', `非会员最多保存 ${quota} 个选股方案`);
      const info = this.q.insert.run(userId, clean, JSON.stringify(tree), sort ? JSON.stringify(sort) : null, now, now);
      return this.get(userId, Number(info.lastInsertRowid));
    })();
  }

  /** Replaces a screen's name, tree and sort (its run history starts over). */
  update(userId: number, id: number, name: string, tree: ScreenTree, sort: ScreenSort | null, now: number): ScreenRow {
    const clean = cleanName(name);
    this.get(userId, id);
    this.q.update.run(clean, JSON.stringify(tree), sort ? JSON.stringify(sort) : null, now, userId, id);
    return this.get(userId, id);
  }

  rename(userId: number, id: number, name: string, now: number): ScreenRow {
    const clean = cleanName(name);
    this.get(userId, id);
    this.q.rename.run(clean, now, userId, id);
    return this.get(userId, id);
  }

  /** Copies a screen as 「name 副本」. */
  copy(userId: number, id: number, now: number, quota: number | null = null): ScreenRow {
    const src = this.get(userId, id);
    const name = [...`${src.name} 副本`].slice(0, SAVED_SCREEN_LIMITS.maxNameLength).join('');
    return this.create(userId, name, src.tree, src.sort, now, quota);
  }

  remove(userId: number, id: number): void {
    this.get(userId, id);
    this.q.remove.run(userId, id);
  }

  /** Records the hits at a past close (the base of 较昨日). */
  setBase(userId: number, id: number, day: string, hits: number): void {
    this.q.base.run(day, hits, userId, id);
  }

  /** Records a run's ids; the previous run's become the comparison. */
  recordRun(userId: number, id: number, ids: readonly string[], now: number): ScreenRow {
    this.q.run.run(now, JSON.stringify(ids), userId, id);
    return this.get(userId, id);
  }
}
