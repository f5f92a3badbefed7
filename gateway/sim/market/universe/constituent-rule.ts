/**
 * How an index names its constituents. Rules are data, resolved once when the universe loads
 * (see `constituents.ts`). Weights are not stored: every index weighs its members by float
 * market capitalisation (float shares × price) at the engine's prices — see `floatCapWeights`.
 */
import type { Board, Suffix } from '../../../../contracts/market';
import type { SwIndustry } from './sw-industries';

/**
 * Index-membership flags a stock row may carry (any order, each at most once):
 * L 沪深300, M 中证500, S 中证1000 (at most one of L/M/S), F 上证50, K 科创50,
 * H 恒生指数, C 恒生中国企业指数, T 恒生科技指数.
 * Memberships are a hand-made approximation of the real lists (沪深300 and 科创50 are the members
 * we could name reliably; 中证500/1000 tiers are judged by size), which is all the simulator needs.
 */
export const MEMBER_FLAGS = {
  L: '沪深300',
  M: '中证500',
  S: '中证1000',
  F: '上证50',
  K: '科创50',
  H: '恒生指数',
  C: '恒生中国企业指数',
  T: '恒生科技指数',
} as const;
/** One of the keys of {@link MEMBER_FLAGS}. */
export type MemberFlag = keyof typeof MEMBER_FLAGS;

/**
 * The non-ST stocks passing every filter given (filters left out do not filter):
 * `market` A-shares (default) or HK stocks; any of `flags`; exchange `suffix`; one of `boards`;
 * a code starting with one of `codePrefixes`; 申万 `industry`.
 */
export interface SelectRule {
  by: 'select';
  market?: 'a' | 'hk';
  flags?: readonly MemberFlag[];
  suffix?: Suffix;
  boards?: readonly Board[];
  codePrefixes?: readonly string[];
  industry?: SwIndustry;
}

/** A hand-picked list of security ids (`600519.SH`), e.g. a concept index. */
export interface ListRule {
  by: 'list';
  ids: readonly string[];
}

/** One of the constituent rules. */
export type ConstituentRule = SelectRule | ListRule;
