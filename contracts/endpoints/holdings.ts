/**
 * Holdings endpoints (ours; the spec has no holdings): a signed-in user's 持仓 per followed
 * security — quantity, cost and buy date (rules and arithmetic: contracts/holdings.ts). A holding
 * belongs to the watchlist item: unfollowing the security deletes it.
 *
 * Errors: 400 with the Chinese message of the first bad field (`持仓数量：A股持仓应为整手…`),
 * 404 when the security is not followed.
 */
import type { Holding } from '../holdings';
import { endpoint, type None } from './define';
import type { HoldingCodeBody, SetHoldingBody } from './schemas/holdings';

export type { HoldingCodeBody, SetHoldingBody } from './schemas/holdings';

/** Result of `delHolding`. */
export interface HoldingRemoved {
  code: string;
  /** False when there was no holding to remove. */
  removed: boolean;
}

/** Holdings endpoints, all signed-in only. */
export const holdingsEndpoints = {
  /** Every holding of the caller (all groups), oldest first. */
  holdings: endpoint<None, never, Holding[]>('GET', '/api/v2/opt/holdings', 'required'),
  /** Creates or replaces the holding of a followed security. */
  setHolding: endpoint<None, SetHoldingBody, Holding>('POST', '/api/v2/opt/setHolding', 'required'),
  /** Removes the holding of a security. */
  delHolding: endpoint<None, HoldingCodeBody, HoldingRemoved>('POST', '/api/v2/opt/delHolding', 'required'),
} as const;
