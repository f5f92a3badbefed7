/**
 * The provider's own view of one trade (pure): NOTPAY → SUCCESS (the payer confirmed) → REFUND, or
 * NOTPAY → CLOSED (the merchant closed it). A closed trade can no longer be paid and a paid one can
 * no longer be closed, so the merchant's close and a payment never both win.
 */

/** Provider trade states (微信支付's names). */
export type ProviderTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';

/** Provider-side actions on a trade. */
export type ProviderAction = 'pay' | 'close' | 'refund';

/** The state after `action`, or null when it is not allowed from `state`. */
export function providerStep(state: ProviderTradeState, action: ProviderAction): ProviderTradeState | null {
  if (action === 'pay') return state === 'NOTPAY' ? 'SUCCESS' : null;
  if (action === 'close') return state === 'NOTPAY' || state === 'CLOSED' ? 'CLOSED' : null;
  return state === 'SUCCESS' ? 'REFUND' : null;
}

/** Delays before each delivery attempt of a notification (ms after the previous failure), like 微信支付's 15s/15s/30s/3m/10m… */
export const RETRY_DELAYS_MS: readonly number[] = [0, 15_000, 15_000, 30_000, 180_000, 600_000, 1_200_000, 1_800_000, 3_600_000];

/** When attempt number `attempts + 1` is due after a failure at `now`, or null when the schedule is spent. */
export function nextAttemptAt(attempts: number, now: number, delays: readonly number[] = RETRY_DELAYS_MS): number | null {
  const d = delays[attempts];
  return d === undefined ? null : now + d;
}
