/**
 * Texts of the purchase page's tier cards.
 */
import type { MembershipTier } from '../../../contracts/membership';

/** A price: 免费 for 0, else ¥ and the yuan amount. */
export function priceText(yuan: number): string {
  return yuan === 0 ? '免费' : `¥${yuan}`;
}

/** A tier's duration: 永久有效 for lifetime, else 有效期 N 天. */
export function durationText(tier: Pick<MembershipTier, 'days'>): string {
  return tier.days === null ? '永久有效' : `有效期 ${tier.days} 天`;
}
