/**
 * Restart delays of a supervised child: exponential from `initialMs`, capped at `maxMs`. A child
 * that stayed up for `stableMs` is taken as healthy again, so its next crash restarts quickly.
 */

/** Backoff settings. */
export interface BackoffPolicy {
  initialMs: number;
  factor: number;
  maxMs: number;
  /** A run this long resets the failure count. */
  stableMs: number;
}

/** Defaults: 0.5 s, 1 s, 2 s … up to 30 s; one minute up counts as healthy. */
export const BACKOFF_DEFAULTS: BackoffPolicy = { initialMs: 500, factor: 2, maxMs: 30_000, stableMs: 60_000 };

/** The delay before restart number `failures` (1 = the first restart after a crash). */
export function backoffDelay(policy: BackoffPolicy, failures: number): number {
  if (failures < 1) return 0;
  return Math.min(policy.maxMs, policy.initialMs * policy.factor ** (failures - 1));
}
