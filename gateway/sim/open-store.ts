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
import { AnalyticsEvents, type AnalyticsRetention } from './accounts/index';
import { LoginCodes } from './accounts/index';
import { Meta } from './store/meta';
import { loadServerSecret } from './store/secrets';
import { MIGRATIONS } from './store/schema';
import { Sessions } from './accounts/index';
import { SignIns } from './accounts/index';
import { Unlocks } from './accounts/index';
import { Users } from './accounts/index';
import { WatchGroups } from './accounts/index';
import { WatchItems } from './accounts/index';
import { WxTickets } from './accounts/index';

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
  /** The server secret (store/secrets.ts `loadServerSecret`): keys SMS codes and the sim's signed cookies. */
  readonly secret: Buffer;
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

/** Options of {@link openStore}. */
export interface StoreOptions {
  /** Analytics retention (age and count per user); defaults in accounts/store/analytics.ts. */
  analytics?: AnalyticsRetention;
}

/** Opens (creating if needed) the store in `dataDir`, or an in-memory one for ':memory:'. */
export function openStore(dataDir: string, options: StoreOptions = {}): Store {
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
  const secret = loadServerSecret(dataDir);
  return {
    db,
    location,
    users,
    sessions,
    signIns: new SignIns(db, users, sessions, wxTickets),
    loginCodes: new LoginCodes(db, secret),
    secret,
    wxTickets,
    groups,
    items: new WatchItems(db, groups),
    unlocks: new Unlocks(db),
    analytics: new AnalyticsEvents(db, options.analytics),
    meta,
    close: () => {
      if (db.open) db.close();
    },
  };
}
