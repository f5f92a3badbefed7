/**
 * The one place that opens the sim's SQLite file (DATA_DIR/zhigu-sim.sqlite, or ':memory:'), sets
 * its pragmas and brings every domain's schema up to date (migrations.ts).
 *
 * Durability: WAL journal with `synchronous = FULL`. Every write is one transaction, and
 * better-sqlite3 is synchronous, so a write has committed before its HTTP answer is sent. With WAL,
 * a committed transaction survives a process crash (SIGKILL) at any synchronous level, because the
 * WAL frames are already in the OS; FULL also fsyncs the WAL at every commit, so an acknowledged
 * write survives an OS crash or power loss too ("nothing acknowledged is ever lost"). NORMAL would
 * only fsync at checkpoints and could roll back the last commits on power loss. The cost, one fsync
 * per write, is fine at human-paced watchlist writes.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type MigrationList, runAllMigrations } from './migrations';

/** File name of the database inside DATA_DIR. */
export const DB_FILE_NAME = 'zhigu-sim.sqlite';

/** An opened database and where it lives (':memory:' for tests). */
export interface OpenedDatabase {
  readonly db: Database.Database;
  readonly location: string;
}

/** Opens (creating if needed) the database in `dataDir`, or an in-memory one for ':memory:', with every list migrated. */
export function openDatabase(dataDir: string, lists: readonly MigrationList[]): OpenedDatabase {
  let location = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, DB_FILE_NAME);
  }
  const db = new Database(location);
  try {
    if (location !== ':memory:') {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') throw new Error(`cannot switch ${location} to WAL (got ${String(mode)})`);
    }
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runAllMigrations(db, lists);
  } catch (err) {
    db.close();
    throw err;
  }
  return { db, location };
}
