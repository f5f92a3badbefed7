/**
 * The server-side membership check every sim domain calls (decisions in contracts/membership.ts):
 * what the caller's membership is now, whether it opens a member-only feature, and its quotas.
 * Gated data is not computed or sent to a caller who may not see it — a route calls `require`
 * (→ envelope code 403, the client shows its member gate) or reads a quota and trims its answer.
 */
import { canUse, effectiveVip, FREE_LIMITS, memberOnlyMessage, quotaOf, type MemberFeature, type VipState } from '../../../contracts/membership';
import { memberOnly } from './errors';

/** Reads a stored membership (the accounts' user repository). */
export type VipLookup = (userId: number) => VipState | undefined;

/** The checks, bound to the accounts' user repository and the sim clock. */
export interface Entitlements {
  /** The membership in force for a user (anonymous: none). */
  vipOf(userId: number | null): VipState;
  /** True when the caller may use the feature. */
  allows(feature: MemberFeature, userId: number | null): boolean;
  /** Throws the member-only error (code 403, message naming the feature) unless allowed. */
  require(feature: MemberFeature, userId: number | null): void;
  /** A counted allowance (null = unlimited). */
  quota(limit: 'savedScreens' | 'watchGroups' | 'statementPeriods' | 'surveyRecords' | 'unlocksPerDay', userId: number | null): number | null;
  /** The longest 估值分位 look-back in years (null = any). */
  valuationYears(userId: number | null): number | null;
}

/** Builds the checks. */
export function createEntitlements(lookup: VipLookup, now: () => number): Entitlements {
  const NONE: VipState = { vipType: 0, vipTime: 0 };
  const vipOf = (userId: number | null): VipState => {
    const stored = userId === null ? undefined : lookup(userId);
    return stored ? effectiveVip(stored, now()) : NONE;
  };
  return {
    vipOf,
    allows: (feature, userId) => canUse(feature, vipOf(userId)),
    require(feature, userId) {
      if (!canUse(feature, vipOf(userId))) throw memberOnly(memberOnlyMessage(feature));
    },
    quota: (limit, userId) => quotaOf(limit, vipOf(userId)),
    valuationYears: (userId) => (canUse('valuationHistory', vipOf(userId)) ? null : FREE_LIMITS.valuationYears),
  };
}
