/**
 * Stock-code unlocks: a non-member may open {@link FREE_UNLOCKS_PER_DAY} new codes per Beijing-time
 * day; members open any code. An unlocked code stays unlocked.
 */
import type Database from 'better-sqlite3';
import { FREE_UNLOCKS_PER_DAY } from '../../../contracts/endpoints/user';
import { DAY_MS } from '../../../contracts/membership';
import { SERVER_TIME_OFFSET_MS } from '../../../contracts/format';
import { limitReached } from '../http/errors';

/** Start (epoch ms) of the Beijing-time (UTC+8) day holding `now`. */
export function beijingDayStart(now: number): number {
  return Math.floor((now + SERVER_TIME_OFFSET_MS) / DAY_MS) * DAY_MS - SERVER_TIME_OFFSET_MS;
}

/** Unlocks repository. */
export class UnlockRepository {
  private readonly listStmt;
  private readonly has;
  private readonly countSince;
  private readonly insert;
  private readonly unlockTx;

  constructor(db: Database.Database) {
    this.listStmt = db.prepare<[number], { code: string }>('SELECT code FROM unlocks WHERE user_id = ? ORDER BY unlocked_at DESC, code');
    this.has = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM unlocks WHERE user_id = ? AND code = ?');
    this.countSince = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM unlocks WHERE user_id = ? AND unlocked_at >= ?');
    this.insert = db.prepare<[number, string, number]>('INSERT INTO unlocks (user_id, code, unlocked_at) VALUES (?, ?, ?)');
    this.unlockTx = db.transaction((userId: number, code: string, member: boolean, now: number): number | null => {
      if (this.has.get(userId, code)) return this.remainingToday(userId, member, now);
      if (!member && this.usedToday(userId, now) >= FREE_UNLOCKS_PER_DAY) {
        throw limitReached(`今日免费解锁次数（${FREE_UNLOCKS_PER_DAY}次）已用完，开通会员可查看全部`);
      }
      this.insert.run(userId, code, now);
      return this.remainingToday(userId, member, now);
    });
  }

  private usedToday(userId: number, now: number): number {
    return this.countSince.get(userId, beijingDayStart(now))!.n;
  }

  /** Unlocked codes, most recent first. */
  list(userId: number): string[] {
    return this.listStmt.all(userId).map((r) => r.code);
  }

  /** New unlocks left today; null for members (unlimited). */
  remainingToday(userId: number, member: boolean, now: number): number | null {
    return member ? null : Math.max(0, FREE_UNLOCKS_PER_DAY - this.usedToday(userId, now));
  }

  /** Unlocks a code (already unlocked: no cost); 409 when a non-member has none left today. Returns remainingToday. */
  unlock(userId: number, code: string, member: boolean, now: number): number | null {
    return this.unlockTx(userId, code, member, now);
  }
}
