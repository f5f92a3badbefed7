/**
 * A payments domain on an in-memory (or file) SQLite with the sim's migrations, one account and a
 * controllable clock.
 */
import Database from 'better-sqlite3';
import type { VipState } from '../../../../contracts/membership';
import { createPayments, type Payments } from '../../../../gateway/sim/payments/payments';
import { MIGRATIONS } from '../../../../gateway/sim/store/schema';

/** Test world. */
export interface World extends Payments {
  db: Database.Database;
  clock: { t: number };
  userId: number;
  vip(): VipState;
}

/** Opens (or creates) the world's database; with a file, reopening finds the same rows. */
export function world(file = ':memory:', start = Date.UTC(2026, 10, 23, 2, 0, 0), retryDelays?: readonly number[]): World {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === 0) {
    db.exec(MIGRATIONS.join('\n'));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
    db.prepare("INSERT INTO users (id, phone, nick_name, vip_type, vip_time, created_at) VALUES (1, '13800000000', 'x', 0, 0, 0)").run();
  }
  const clock = { t: start };
  const vipOf = (id: number): VipState | undefined => {
    const r = db.prepare<[number], { vip_type: 0 | 1 | 2 | 3; vip_time: number }>('SELECT vip_type, vip_time FROM users WHERE id = ?').get(id);
    return r ? { vipType: r.vip_type, vipTime: r.vip_time } : undefined;
  };
  const payments = createPayments(
    db,
    { vipOf, setVip: (id, v) => db.prepare('UPDATE users SET vip_type = ?, vip_time = ? WHERE id = ?').run(v.vipType, v.vipTime, id) },
    { now: () => clock.t, retryDelays },
  );
  return { ...payments, db, clock, userId: 1, vip: () => vipOf(1)! };
}
