/**
 * Holdings (持仓) of followed securities: one row per watchlist item, deleted with the item (so
 * unfollowing a security drops its holding). The entry rules are contracts/holdings.ts
 * `checkHolding`, applied by the routes before {@link HoldingRepository.set}; read back, every row passes
 * `parseStoredHolding` again and a row that breaks a rule (a hand-edited file, a rule made stricter)
 * is left out of the answer rather than shown wrong — saving the holding again replaces it.
 *
 * Its own migration list on its own counter (`holdings_schema`), run after the first list that
 * creates `watch_items`.
 */
import type Database from 'better-sqlite3';
import { parseStoredHolding, type Holding, type HoldingFields } from '../../../contracts/holdings';
import { notFound } from '../http/errors';
import { type MigrationList, runMigrations } from '../store/index';
import { NOT_FOLLOWED } from './watch-item-repository';

/** Migration n (1-based) is HOLDINGS_MIGRATIONS[n − 1]; append only. */
export const HOLDINGS_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE watch_holdings (
    item_id     INTEGER PRIMARY KEY REFERENCES watch_items(id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    quantity    REAL NOT NULL CHECK (quantity > 0),
    cost        REAL NOT NULL CHECK (cost > 0),
    buy_date    TEXT NOT NULL,
    updated_at  INTEGER NOT NULL
  );
  CREATE INDEX watch_holdings_by_user ON watch_holdings(user_id);
  `,
];

/** The holdings' migrations, counted in `holdings_schema`. */
export const HOLDINGS_SCHEMA: MigrationList = { domain: 'holdings', counter: 'holdings_schema', steps: HOLDINGS_MIGRATIONS };

interface RawHolding {
  code: string;
  quantity: number;
  cost: number;
  buy_date: string;
  updated_at: number;
}

const fromRaw = (raw: RawHolding): Holding | undefined =>
  parseStoredHolding({ code: raw.code, quantity: raw.quantity, cost: raw.cost, buyDate: raw.buy_date, updatedAt: raw.updated_at });

/** Holdings repository; every query is scoped by user id. */
export class HoldingRepository {
  private readonly listStmt;
  private readonly oneStmt;
  private readonly itemStmt;
  private readonly upsertStmt;
  private readonly deleteStmt;

  constructor(db: Database.Database) {
    runMigrations(db, HOLDINGS_SCHEMA);
    const cols = 'i.code, h.quantity, h.cost, h.buy_date, h.updated_at';
    this.listStmt = db.prepare<[number], RawHolding>(
      `SELECT ${cols} FROM watch_holdings h JOIN watch_items i ON i.id = h.item_id WHERE h.user_id = ? ORDER BY h.updated_at, h.item_id`,
    );
    this.oneStmt = db.prepare<[number, string], RawHolding>(
      `SELECT ${cols} FROM watch_holdings h JOIN watch_items i ON i.id = h.item_id WHERE h.user_id = ? AND i.code = ?`,
    );
    this.itemStmt = db.prepare<[number, string], { id: number }>('SELECT id FROM watch_items WHERE user_id = ? AND code = ?');
    this.upsertStmt = db.prepare<[number, number, number, number, string, number]>(
      `INSERT INTO watch_holdings (item_id, user_id, quantity, cost, buy_date, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (item_id) DO UPDATE SET quantity = excluded.quantity, cost = excluded.cost, buy_date = excluded.buy_date, updated_at = excluded.updated_at`,
    );
    this.deleteStmt = db.prepare<[number, number]>('DELETE FROM watch_holdings WHERE item_id = ? AND user_id = ?');
  }

  /** The user's holdings (every group), oldest saved first; rows breaking a rule are left out. */
  list(userId: number): Holding[] {
    return this.listStmt.all(userId).flatMap((raw) => fromRaw(raw) ?? []);
  }

  /** The user's holding of a code, if any (and valid). */
  find(userId: number, code: string): Holding | undefined {
    const raw = this.oneStmt.get(userId, code);
    return raw ? fromRaw(raw) : undefined;
  }

  /** Creates or replaces the holding of a followed code (fields already checked); 404 when not followed. */
  set(userId: number, code: string, fields: HoldingFields, now: number): Holding {
    const item = this.itemStmt.get(userId, code);
    if (!item) throw notFound(NOT_FOLLOWED);
    this.upsertStmt.run(item.id, userId, fields.quantity, fields.cost, fields.buyDate, now);
    return { code, ...fields, updatedAt: now };
  }

  /** Removes the holding of a code; false when there was none (or the code is not followed). */
  remove(userId: number, code: string): boolean {
    const item = this.itemStmt.get(userId, code);
    return item ? this.deleteStmt.run(item.id, userId).changes > 0 : false;
  }
}
