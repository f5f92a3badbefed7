/**
 * The stock page's detail catalogue per user (`catalog` / `setCatalog`): which modules show and
 * in what order. Users without a saved catalogue see {@link defaultCatalog}. Modules added to
 * CATALOG_MODULES after a user saved theirs are appended, visible, so nobody misses a new page;
 * stored keys that no longer exist are ignored.
 */
import type Database from 'better-sqlite3';
import { CATALOG_MODULES, type CatalogEntry, type CatalogKey } from '../../../contracts/endpoints/market-data';
import { badRequest } from '../http/errors';

/** One requested entry, as the client sends it (already type-checked by the route schema). */
export interface CatalogChoice {
  key: string;
  visible: boolean;
}

const MODULE_BY_KEY: ReadonlyMap<string, (typeof CATALOG_MODULES)[number]> = new Map(CATALOG_MODULES.map((m) => [m.key, m]));

function entryOf(key: CatalogKey, visible: boolean): CatalogEntry {
  const m = MODULE_BY_KEY.get(key)!;
  return { key: m.key, title: m.title, path: m.path, visible };
}

/** Every module in the product's order, all visible. */
export function defaultCatalog(): CatalogEntry[] {
  return CATALOG_MODULES.map((m) => entryOf(m.key, true));
}

/**
 * Checks a full catalogue choice: every module exactly once, no unknown key. Returns the choices
 * as typed keys, or throws a 400 naming the problem.
 */
export function validateCatalogChoice(entries: readonly CatalogChoice[]): Array<{ key: CatalogKey; visible: boolean }> {
  const seen = new Set<string>();
  for (const e of entries) {
    if (!MODULE_BY_KEY.has(e.key)) throw badRequest(`未知的模块：${e.key.slice(0, 30)}`);
    if (seen.has(e.key)) throw badRequest(`模块重复：${e.key}`);
    seen.add(e.key);
  }
  const missing = CATALOG_MODULES.filter((m) => !seen.has(m.key)).map((m) => m.key);
  if (missing.length > 0) throw badRequest(`缺少模块：${missing.join('、')}`);
  return entries.map((e) => ({ key: e.key as CatalogKey, visible: e.visible }));
}

/** Detail catalogue repository. */
export class DetailCatalogRepository {
  private readonly listStmt;
  private readonly deleteStmt;
  private readonly insertStmt;
  private readonly replaceTx;

  constructor(db: Database.Database) {
    this.listStmt = db.prepare<[number], { module_key: string; visible: number }>(
      'SELECT module_key, visible FROM detail_catalog WHERE user_id = ? ORDER BY position',
    );
    this.deleteStmt = db.prepare<[number]>('DELETE FROM detail_catalog WHERE user_id = ?');
    this.insertStmt = db.prepare<[number, string, number, number]>('INSERT INTO detail_catalog (user_id, module_key, position, visible) VALUES (?, ?, ?, ?)');
    this.replaceTx = db.transaction((userId: number, entries: ReadonlyArray<{ key: CatalogKey; visible: boolean }>) => {
      this.deleteStmt.run(userId);
      entries.forEach((e, i) => {
        this.insertStmt.run(userId, e.key, i, e.visible ? 1 : 0);
      });
    });
  }

  /** The user's catalogue: saved order and visibility, new modules appended visible; the default when none is saved. */
  get(userId: number): CatalogEntry[] {
    const rows = this.listStmt.all(userId);
    if (rows.length === 0) return defaultCatalog();
    const out: CatalogEntry[] = [];
    const seen = new Set<string>();
    for (const r of rows) {
      if (!MODULE_BY_KEY.has(r.module_key) || seen.has(r.module_key)) continue;
      seen.add(r.module_key);
      out.push(entryOf(r.module_key as CatalogKey, r.visible === 1));
    }
    for (const m of CATALOG_MODULES) if (!seen.has(m.key)) out.push(entryOf(m.key, true));
    return out;
  }

  /** Replaces the user's catalogue in one transaction (400 unless every module appears once); returns the saved catalogue. */
  set(userId: number, entries: readonly CatalogChoice[]): CatalogEntry[] {
    const valid = validateCatalogChoice(entries);
    this.replaceTx(userId, valid);
    return this.get(userId);
  }
}
