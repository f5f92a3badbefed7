/**
 * Texts of the purchase page: prices, durations, countdowns, order lines.
 */
import { SERVER_TIME_OFFSET_MS } from '../../../contracts/format';
import { formatFen, type MembershipTier } from '../../../contracts/membership';

/** A price in 分: 免费 for 0, else ¥ and the yuan amount. */
export function priceText(fen: number): string {
  return fen === 0 ? '免费' : formatFen(fen);
}

/** A tier's duration: 永久有效 for lifetime, else 有效期 N 天. */
export function durationText(tier: Pick<MembershipTier, 'days'>): string {
  return tier.days === null ? '永久有效' : `有效期 ${tier.days} 天`;
}

/** Time left as mm:ss (never negative). */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** An epoch-ms time as Beijing time YYYY-MM-DD HH:mm. */
export function orderTimeText(ms: number | null): string {
  if (ms === null) return '--';
  return new Date(ms + SERVER_TIME_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
