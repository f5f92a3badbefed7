/**
 * The day's *heat* of a market and an industry: how much likelier than usual a stock's news and
 * theme jumps are to go up (or down) that day. Limit-ups in the A-share market are not spread
 * evenly over days: on a strong day whole themes close at 涨停 together, in a sell-off 跌停 pile up
 * (Wan et al., PLoS ONE 10(4) e0120312, 2015, by bull and bear periods). So the chance of a jump on
 * day t follows that day's moves of the stock's market factor and industry factor:
 *
 *   h(t) = HEAT_MARKET · x_market(t) + HEAT_INDUSTRY · x_industry(t)
 *   up multiplier exp(h) / E,  down multiplier exp(−h) / E,  E = exp((HEAT_MARKET² + HEAT_INDUSTRY²) / 2)
 *
 * (each at most {@link MAX_HEAT_MULTIPLIER}), where x is the factor's daily move in units of its
 * long-run daily volatility (so a turbulent regime, whose moves are larger, heats both tails). E
 * makes both multipliers average 1 over normally distributed moves, so a stock's jump rate is about
 * its mean daily chance of a jump: over ten years the multipliers average about 1 (0.6–1.6 by
 * seed and industry, as calm and turbulent decades differ).
 */

/** Days per heat block: factors cache the heat of a market and industry by blocks of this many days. */
export const HEAT_BLOCK = 64;
/** Weight of the market factor's move in the heat. */
export const HEAT_MARKET = 0.7;
/** Weight of the industry factor's move (themes: a hot industry lifts its members together). */
export const HEAT_INDUSTRY = 0.8;
const NORM = Math.exp((HEAT_MARKET ** 2 + HEAT_INDUSTRY ** 2) / 2);
/**
 * Most a day's heat multiplies a chance by. Moves are heavy-tailed, so exp(h) alone would make a
 * crash day a thousand times likelier to sink a bank by a band than an average day; capped, the
 * hottest days lift a small cap's chance of a jump to about one in two and a giant's to a few in
 * a hundred — the 涨停潮 of a rescue rally takes the small caps, rarely the giants.
 */
export const MAX_HEAT_MULTIPLIER = 40;

/** The heat of a day from its market and industry moves (each in units of the factor's long-run daily volatility). */
export function heatOf(marketMove: number, industryMove: number): number {
  return HEAT_MARKET * marketMove + HEAT_INDUSTRY * industryMove;
}

/** How much likelier than on average an up jump is at heat h (its mean over normal days is 1). */
export function upMultiplier(h: number): number {
  return Math.min(Math.exp(h) / NORM, MAX_HEAT_MULTIPLIER);
}

/** How much likelier than on average a down jump is at heat h. */
export function downMultiplier(h: number): number {
  return Math.min(Math.exp(-h) / NORM, MAX_HEAT_MULTIPLIER);
}
