/**
 * How an index names its constituents. Rules are data, resolved once when the universe loads
 * (see `constituents.ts`). Weights are not stored: every index weighs its members by float
 * market capitalisation (float shares × price) at the engine's prices — see `floatCapWeights`.
 */
import type { Board, Suffix } from '../../../../contracts/market';
import type { MemberFlag } from './rows';
import type { SwIndustry } from './sw-industries';

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
