/**
 * Opens the sim's SQLite database in DATA_DIR and wires the repositories.
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
import { AnalyticsEvents } from './analytics';
import { LoginCodes } from './login-codes';
import { Meta } from './meta';
import { MIGRATIONS } from './schema';
import { Sessions } from './sessions';
import { SignIns } from './sign-in';
import { Unlocks } from './unlocks';
import { Users } from './users';
import { WatchGroups } from './watch-groups';
import { WatchItems } from './watch-items';
import { WxTickets } from './wx-tickets';

/** File name of the database inside DATA_DIR. */
export const DB_FILE_NAME = 'zhigu-sim.sqlite';

/** The opened store: one database, its repositories, and close(). */
export interface Store {
  readonly db: Database.Database;
  /** Where the database lives (':memory:' for tests). */
  readonly location: string;
  readonly users: Users;
  readonly sessions: Sessions;
  readonly signIns: SignIns;
  readonly loginCodes: LoginCodes;
  readonly wxTickets: WxTickets;
  readonly groups: WatchGroups;
  readonly items: WatchItems;
  readonly unlocks: Unlocks;
  readonly analytics: AnalyticsEvents;
  readonly meta: Meta;
  /** Closes the database (checkpointing the WAL). Idempotent. */
  close(): void;
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true });
  if (typeof version !== 'number') throw new Error('cannot read PRAGMA user_version');
  if (version > MIGRATIONS.length) {
    throw new Error(`database schema version ${version} is newer than this code (${MIGRATIONS.length}); refusing to open`);
  }
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

/** Opens (creating if needed) the store in `dataDir`, or an in-memory one for ':memory:'. */
export function openStore(dataDir: string): Store {
  if (typeof dataDir !== 'string' || dataDir.length === 0) throw new Error('openStore: dataDir must be a directory path or ":memory:"');
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
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }

  const groups = new WatchGroups(db);
  const users = new Users(db, groups);
  const sessions = new Sessions(db);
  const wxTickets = new WxTickets(db);
  const meta = new Meta(db);
  meta.lockToken();
  return {
    db,
    location,
    users,
    sessions,
    signIns: new SignIns(db, users, sessions, wxTickets),
    loginCodes: new LoginCodes(db),
    wxTickets,
    groups,
    items: new WatchItems(db, groups),
    unlocks: new Unlocks(db),
    analytics: new AnalyticsEvents(db),
    meta,
    close: () => {
      if (db.open) db.close();
    },
  };
}
