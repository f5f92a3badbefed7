/**
 * The sim's store: the one database (store/database.ts opens it and runs every domain's migrations)
 * with the accounts repositories over it. It sits above the domains, beside app.ts and start.ts, so
 * store/ never imports accounts/ (nor any other domain's tables).
 */
import type Database from 'better-sqlite3';
import { AnalyticsEventRepository, type AnalyticsRetention } from './accounts/index';
import { LoginCodeRepository } from './accounts/index';
import { Meta } from './store/index';
import { loadServerSecret } from './store/index';
import { CORE_SCHEMA, type MigrationList, openDatabase } from './store/index';
import { ALERTS_SCHEMA } from './alerts/index';
import { COURSES_SCHEMA } from './courses/index';
import { DRAWINGS_SCHEMA } from './drawings/index';
import { HOLDINGS_SCHEMA, TABLE_COLUMNS_SCHEMA } from './accounts/index';
import { IPO_SCHEMA } from './ipo/index';
import { SCREENER_SCHEMA } from './screener/index';
import { SessionRepository } from './accounts/index';
import { SignIns } from './accounts/index';
import { UnlockRepository } from './accounts/index';
import { UserRepository } from './accounts/index';
import { WatchGroupRepository } from './accounts/index';
import { WatchItemRepository } from './accounts/index';
import { WxTicketRepository } from './accounts/index';

/**
 * Every domain's migration list, run in this order at open (each on its own counter). A domain
 * adding tables adds its list here: one line.
 */
export const SIM_MIGRATIONS: readonly MigrationList[] = [
  CORE_SCHEMA,
  SCREENER_SCHEMA,
  COURSES_SCHEMA,
  IPO_SCHEMA,
  DRAWINGS_SCHEMA,
  ALERTS_SCHEMA,
  HOLDINGS_SCHEMA,
  TABLE_COLUMNS_SCHEMA,
];

/** The opened store: one database, its repositories, and close(). */
export interface Store {
  readonly db: Database.Database;
  /** Where the database lives (':memory:' for tests). */
  readonly location: string;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly signIns: SignIns;
  readonly loginCodes: LoginCodeRepository;
  readonly wxTickets: WxTicketRepository;
  readonly groups: WatchGroupRepository;
  readonly items: WatchItemRepository;
  readonly unlocks: UnlockRepository;
  readonly analytics: AnalyticsEventRepository;
  readonly meta: Meta;
  /** The server secret (store/secrets.ts `loadServerSecret`): keys SMS codes and the sim's signed cookies. */
  readonly secret: Buffer;
  /** Closes the database (checkpointing the WAL). Idempotent. */
  close(): void;
}

/** Options of {@link openStore}. */
export interface StoreOptions {
  /** Analytics retention (age and count per user); defaults in accounts/analytics-event-repository.ts. */
  analytics?: AnalyticsRetention;
}

/** Opens (creating if needed) the store in `dataDir`, or an in-memory one for ':memory:'. */
export function openStore(dataDir: string, options: StoreOptions = {}): Store {
  if (typeof dataDir !== 'string' || dataDir.length === 0) throw new Error('openStore: dataDir must be a directory path or ":memory:"');
  const { db, location } = openDatabase(dataDir, SIM_MIGRATIONS);

  const groups = new WatchGroupRepository(db);
  const users = new UserRepository(db, groups);
  const sessions = new SessionRepository(db);
  const wxTickets = new WxTicketRepository(db);
  const meta = new Meta(db);
  meta.lockToken();
  const secret = loadServerSecret(dataDir);
  return {
    db,
    location,
    users,
    sessions,
    signIns: new SignIns(db, users, sessions, wxTickets),
    loginCodes: new LoginCodeRepository(db, secret),
    secret,
    wxTickets,
    groups,
    items: new WatchItemRepository(db, groups),
    unlocks: new UnlockRepository(db),
    analytics: new AnalyticsEventRepository(db, options.analytics),
    meta,
    close: () => {
      if (db.open) db.close();
    },
  };
}
