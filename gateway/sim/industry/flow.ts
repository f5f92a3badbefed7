/**
 * 主力净流入 of a stock's day, made from its traded amount and its move (H16a's 资金流向 dataset in
 * gateway/sim/datacentre did not exist when this was written; this is the same idea kept small and
 * documented): net = amount × (0.3 × tanh(change ÷ 3%) + 0.06 × noise), the noise a hash of the
 * seed, the stock and the day, bounded so |net| ≤ 45% of the amount. The same formula serves today
 * (live snapshot) and past days (daily bars), so an industry's flow over days and its members agree.
 */
import { hash3, hashString, normal } from '../shared/rng';

/** Net inflow (元) of one stock's day. */
export function netInflowOf(seed: number, id: string, tradingIdx: number, amount: number, pct: number): number {
  if (!(amount > 0)) return 0;
  const noise = normal(hash3(seed, hashString(id), tradingIdx));
  const share = Math.max(-0.45, Math.min(0.45, 0.3 * Math.tanh(pct / 3) + 0.06 * noise));
  return Math.round(amount * share);
}
