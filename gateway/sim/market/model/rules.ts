/**
 * Exchange rules the engine enforces: prices on the tick grid, daily limit prices, lots, and
 * which rulebook (A-share or HK, traded or net-asset-value) a security follows.
 *
 * Prices inside the engine are integer *milli* units (1 = 0.001 yuan/HKD): every tick size of
 * either market is a whole number of milli, so rounding and limit comparisons are exact integer
 * arithmetic, never float noise like 11.000000000000002.
 */
import { limitRatio, priceTick, type Security } from '../../../../contracts/market';
import type { SessionMarket } from '../../calendar/sessions';

/** Milli units per yuan. */
export const MILLI = 1000;

/** How a security trades. */
export type SecurityClass =
  /** A-share or HK stock. */
  | 'stock'
  /** On-exchange fund (ETF, LOF): trades like a stock, 0.001 tick. */
  | 'fund'
  /** Off-exchange fund (场外, FOF): one net asset value per day, published at the close. */
  | 'nav'
  /** Index. */
  | 'index';

/** The class of a security. */
export function securityClass(s: Pick<Security, 'kind'>): SecurityClass {
  switch (s.kind) {
    case 'capital':
    case 'hk':
      return 'stock';
    case 'fund_onside':
    case 'fund_lof':
      return 'fund';
    case 'fund_outside':
    case 'fund_fof':
      return 'nav';
    default:
      return 'index';
  }
}

/** Session rules of a security: HK ids follow HK hours, everything else A-share hours. */
export function sessionMarketOf(s: Pick<Security, 'suffix'>): SessionMarket {
  return s.suffix === 'HK' ? 'hk' : 'cn';
}

/**
 * What tick rounding needs of a security: its kind, and optionally its tick when that does not
 * depend on the price (everything but HK) — the engine precomputes it, since rounding runs on
 * every tick of every security.
 */
export type TickRule = Pick<Security, 'kind'> & { fixedTick?: number };

/** The precomputed tick rule of a security (fixed tick in milli, or 0 when it depends on the price). */
export function tickRuleOf(s: Pick<Security, 'kind'>): Required<TickRule> {
  const fixed = s.kind === 'hk' ? 0 : Math.round(priceTick(s, 1) * MILLI);
  return { kind: s.kind, fixedTick: fixed };
}

/** Tick size in milli at a price (milli). */
export function tickMilli(s: TickRule, priceMilli: number): number {
  if (s.fixedTick) return s.fixedTick;
  return Math.round(priceTick(s, priceMilli / MILLI) * MILLI);
}

/** Nearest price on the tick grid, never below one tick. */
export function roundToTick(s: TickRule, priceMilli: number): number {
  const t = tickMilli(s, priceMilli);
  const r = Math.round(priceMilli / t) * t;
  return Math.max(r, t);
}

/** Limit prices of a day, milli. */
export interface Limits {
  up: number;
  down: number;
}

/**
 * Daily limit prices from the previous close (milli): preClose × (1 ± ratio) rounded half up to
 * the tick, as the exchanges publish them; null where no limit applies (HK, indexes, 场外 funds).
 */
export function limitsOf(s: Pick<Security, 'kind' | 'board' | 'st'>, preCloseMilli: number): Limits | null {
  const ratio = limitRatio(s);
  if (ratio === null) return null;
  return { up: limitUpOf(s, ratio, preCloseMilli), down: limitDownOf(s, ratio, preCloseMilli) };
}

/** Limit-up price (milli) for a known ratio; the non-allocating form of {@link limitsOf}. */
export function limitUpOf(s: TickRule, ratio: number, preCloseMilli: number): number {
  const t = tickMilli(s, preCloseMilli);
  // The epsilon absorbs float error in products like 10050 × 1.1, so exact halves round up.
  return Math.floor((preCloseMilli * (1 + ratio)) / t + 0.5 + 1e-7) * t;
}

/** Limit-down price (milli) for a known ratio, never below one tick. */
export function limitDownOf(s: TickRule, ratio: number, preCloseMilli: number): number {
  const t = tickMilli(s, preCloseMilli);
  return Math.max(t, Math.floor((preCloseMilli * (1 - ratio)) / t + 0.5 + 1e-7) * t);
}

/** Rounds to the tick and clamps into [down, up]. */
export function roundBetween(s: TickRule, priceMilli: number, down: number, up: number): number {
  const r = roundToTick(s, priceMilli);
  return r > up ? up : Math.max(r, down);
}

/** Rounds to the tick and clamps into the limit band (when there is one). */
export function roundInBand(s: TickRule, priceMilli: number, limits: Limits | null): number {
  const r = roundToTick(s, priceMilli);
  if (limits === null) return r;
  return r > limits.up ? limits.up : Math.max(r, limits.down);
}
