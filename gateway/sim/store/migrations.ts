/**
 * The one migration runner of the sim's SQLite file. Each domain keeps its own append-only list of
 * migrations and its own counter, so domains never renumber each other: the first list (accounts,
 * meta, detail catalogue, payments) counts in `PRAGMA user_version`, as it always has; the others
 * (screener, courses, ipo, …) each count in a one-row table `<domain>_schema`, as they always have.
 * So a database written by any earlier version upgrades in place. A counter above what this code
 * knows means a newer version wrote the file: opening it is refused with a clear error rather than
 * running older code over a schema it does not understand.
 */
import type Database from 'better-sqlite3';

/** One domain's migrations: step n (1-based) is `steps[n - 1]`; append only, never edit a shipped one. */
export interface MigrationList {
  /** Who owns the list, named in errors ("screener"). */
  readonly domain: string;
  /** Where the count of applied steps is kept: `PRAGMA user_version`, or a one-row table of that name. */
  readonly counter: 'user_version' | `${string}_schema`;
  readonly steps: readonly string[];
}

/** A database written by newer code than this. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly domain: string,
    readonly version: number,
    readonly known: number,
  ) {
    super(`${domain} schema version ${version} is newer than this code (${known}); refusing to open`);
    this.name = 'SchemaTooNewError';
  }
}

const COUNTER_TABLE = /^[a-z][a-z0-9_]*_schema$/;

/** How many steps of `list` the database has applied (creating a counter table at 0 if absent). */
export function appliedSteps(db: Database.Database, list: MigrationList): number {
  if (list.counter === 'user_version') {
    const version = db.pragma('user_version', { simple: true });
    if (typeof version !== 'number') throw new Error('cannot read PRAGMA user_version');
    return version;
  }
  if (!COUNTER_TABLE.test(list.counter)) throw new Error(`migration counter ${list.counter} is not a table name`);
  db.exec(`CREATE TABLE IF NOT EXISTS ${list.counter} (version INTEGER NOT NULL)`);
  const row = db.prepare(`SELECT version FROM ${list.counter}`).get() as { version: number } | undefined;
  if (!row) db.prepare(`INSERT INTO ${list.counter} (version) VALUES (0)`).run();
  return row?.version ?? 0;
}

/** Applies the steps of `list` the database lacks, each in one transaction with its count; refuses a newer schema. */
export function runMigrations(db: Database.Database, list: MigrationList): void {
  const version = appliedSteps(db, list);
  const known = list.steps.length;
  if (version > known) throw new SchemaTooNewError(list.counter === 'user_version' ? 'database' : list.domain, version, known);
  const setCount =
    list.counter === 'user_version'
      ? (v: number) => db.pragma(`user_version = ${v}`)
      : (v: number) => db.prepare(`UPDATE ${list.counter} SET version = ?`).run(v);
  for (let v = version; v < known; v++) {
    db.transaction(() => {
      db.exec(list.steps[v]!);
      setCount(v + 1);
    })();
  }
}

/** Checks every list before running any, so a newer schema anywhere leaves the file untouched. */
export function runAllMigrations(db: Database.Database, lists: readonly MigrationList[]): void {
  for (const list of lists) {
    const version = list.counter === 'user_version' || hasTable(db, list.counter) ? appliedSteps(db, list) : 0;
    if (version > list.steps.length) throw new SchemaTooNewError(list.counter === 'user_version' ? 'database' : list.domain, version, list.steps.length);
  }
  for (const list of lists) runMigrations(db, list);
}

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}
