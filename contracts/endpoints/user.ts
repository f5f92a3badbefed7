/**
 * User endpoints (spec §7 "Login and user"), the API lock and the stock-code unlock calls.
 *
 * Decisions where the spec is silent:
 *  - A new account gets a 7-day trial: vipType 1, vipTime = first login + {@link TRIAL_DAYS} days.
 *    A trial or paid membership past its vipTime is reported as vipType 0, vipTime 0.
 *  - `apiOuth` always answers the lock token (an 80-character string, see contracts/signing.ts), so
 *    the client can always sign; whether unsigned requests are rejected is the server's switch.
 *    The lock is an anti-scraping lock shared by every client of one server, not a user secret.
 *  - `isCN` is judged from the client IP the gateway forwards (`x-forwarded-for`).
 *  - Unlock: members (vipType 1–3) may open any code; others may unlock {@link FREE_UNLOCKS_PER_DAY}
 *    new codes per Beijing-time day. An unlocked code stays unlocked.
 */
import type { UserInfo, UserIp, VipType } from '../entities';
import { FREE_LIMITS, MEMBERSHIP_TIERS } from '../membership';
import { endpoint, type None } from './define';
import type { UnlockQuery } from './schemas/accounts';

export type { UnlockQuery } from './schemas/accounts';

/** Length of the trial a new account gets, days (the trial tier of contracts/membership.ts). */
export const TRIAL_DAYS: number = MEMBERSHIP_TIERS.find((t) => t.id === 'trial')?.days ?? 7;
/** New codes a non-member may unlock per day (Beijing time). */
export const FREE_UNLOCKS_PER_DAY: number = FREE_LIMITS.unlocksPerDay;

/** Message of `isCN` for a mainland-China client. */
export const IS_CN_MESSAGE = '中国大陆';
/** Message of `isCN` for any other client. */
export const NOT_CN_MESSAGE = '非中国大陆地区';

/** Result of `GET /api/v2/capital/userCodes`. */
export interface UserCodes {
  /** Unlocked security ids, most recent first. */
  codes: string[];
  /** True for members: every code is open. */
  unlimited: boolean;
  /** New unlocks left today; null when unlimited. */
  remainingToday: number | null;
}

/** Result of `GET /api/v2/capital/unLock`. Errors: 404 unknown code, 409 no free unlocks left today. */
export interface UnlockResult {
  code: string;
  /** Always true on success (already unlocked codes succeed without using an unlock). */
  unlocked: true;
  /** New unlocks left today; null when unlimited. */
  remainingToday: number | null;
}

/** User endpoints. */
export const userEndpoints = {
  userinfo: endpoint<None, never, UserInfo>('GET', '/api/v2/user/userinfo', 'required'),
  vipType: endpoint<None, never, VipType>('GET', '/api/v2/user/vipType', 'required'),
  isCN: endpoint<None, never, UserIp>('GET', '/api/v2/user/isCN'),
  apiOuth: endpoint<None, never, string>('GET', '/api/v2/system/apiOuth'),
  userCodes: endpoint<None, never, UserCodes>('GET', '/api/v2/capital/userCodes', 'required'),
  unLock: endpoint<UnlockQuery, never, UnlockResult>('GET', '/api/v2/capital/unLock', 'required'),
} as const;
