/**
 * The columns a user chose for the watchlist and 排行榜 tables (contracts/table-columns.ts): one
 * row per user and table holding the ordered ids as JSON. A choice is checked before it is saved
 * (`columnChoiceProblem`, 400 naming the bad column); read back, unknown ids are dropped and a row
 * that is not a list is ignored (`readColumnChoice`), so a retired column or a damaged row shows
 * the table's defaults instead of failing the page.
 *
 * Its own migration list on its own counter (`table_columns_schema`).
 */
import type Database from 'better-sqlite3';
import { columnChoiceProblem, readColumnChoices, type ChoosableTable, type ColumnChoices } from '../../../contracts/table-columns';
import { badRequest } from '../http/errors';
import { type MigrationList, runMigrations } from '../store/index';

/** Migration n (1-based) is TABLE_COLUMNS_MIGRATIONS[n − 1]; append only. */
export const TABLE_COLUMNS_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE table_columns (
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    table_key   TEXT NOT NULL,
    columns     TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, table_key)
  ) WITHOUT ROWID;
  `,
];

/** The column choices' migrations, counted in `table_columns_schema`. */
export const TABLE_COLUMNS_SCHEMA: MigrationList = { domain: 'table-columns', counter: 'table_columns_schema', steps: TABLE_COLUMNS_MIGRATIONS };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Column choices repository. */
export class TableColumnChoiceRepository {
  private readonly listStmt;
  private readonly upsertStmt;

  constructor(db: Database.Database) {
    runMigrations(db, TABLE_COLUMNS_SCHEMA);
    this.listStmt = db.prepare<[number], { table_key: string; columns: string }>('SELECT table_key, columns FROM table_columns WHERE user_id = ?');
    this.upsertStmt = db.prepare<[number, string, string, number]>(
      `INSERT INTO table_columns (user_id, table_key, columns, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, table_key) DO UPDATE SET columns = excluded.columns, updated_at = excluded.updated_at`,
    );
  }

  /** The user's choices; tables never chosen (or whose row is unreadable) are absent. */
  get(userId: number): ColumnChoices {
    return readColumnChoices(Object.fromEntries(this.listStmt.all(userId).map((row) => [row.table_key, parseJson(row.columns)])));
  }

  /** Saves one table's choice (400 naming the problem); returns every choice afterwards. */
  set(userId: number, table: ChoosableTable, columns: readonly string[], now: number): ColumnChoices {
    const problem = columnChoiceProblem(table, columns);
    if (problem) throw badRequest(problem);
    this.upsertStmt.run(userId, table, JSON.stringify(columns), now);
    return this.get(userId);
  }
}
