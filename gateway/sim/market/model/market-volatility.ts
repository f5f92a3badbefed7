/**
 * The volatility regimes of the simulated market: one log-volatility process per market factor
 * (with leverage and shock feedback), one per industry and one per security, combined into the
 * daily multipliers of `ModulatedPath`. The idiosyncratic and industry volatilities load on their
 * market's regime, so a turbulent market is turbulent in every stock, and the market's share of
 * each stock's variance grows in sell-offs (correlations rise when the market falls).
 */
import { Lru } from '../../shared/lru';
import { bridgeShocks, componentsFill, type Feedback, FEEDBACK_DAYS, feedbackFill, logVolVariance, studentScale, type VolComponent } from './volatility';

/** Market factor: a week, a month, half a year, two years — calm and turbulent periods at every scale. */
export const MARKET_COMPONENTS: readonly VolComponent[] = [
  { span: 8, sd: 0.16 },
  { span: 32, sd: 0.2 },
  { span: 128, sd: 0.24 },
  { span: 512, sd: 0.24 },
];
export const MARKET_FEEDBACK: Feedback = { leverage: 1.3, magnitude: 0.9 };
/** Own (idiosyncratic or industry) components, on top of `REGIME_LOADING` × the market's log-vol. */
export const OWN_COMPONENTS: readonly VolComponent[] = [
  { span: 8, sd: 0.14 },
  { span: 32, sd: 0.16 },
  { span: 128, sd: 0.2 },
  { span: 512, sd: 0.2 },
];
/** How much of the market's log-volatility a stock's own volatility shares. */
export const REGIME_LOADING = 0.6;

const MARKET_VAR = logVolVariance(MARKET_COMPONENTS, MARKET_FEEDBACK);
const OWN_VAR = logVolVariance(OWN_COMPONENTS, null, REGIME_LOADING ** 2 * MARKET_VAR);

const BLOCK = 256;

/** Log-volatility of one market factor, centred (mean ≈ 0), cached by blocks of 256 days. */
export class MarketVolatility {
  private readonly blocks = new Lru<number, Float64Array>(64);

  /** `bridgeKey`, `sigma`, `span`: the market factor's own Brownian path, whose shocks feed back. */
  constructor(
    private readonly key: number,
    private readonly bridgeKey: number,
    private readonly sigma: number,
    private readonly span: number,
  ) {}

  private block(b: number): Float64Array {
    const hit = this.blocks.get(b);
    if (hit) return hit;
    const from = b * BLOCK;
    const v = new Float64Array(BLOCK);
    componentsFill(this.key, MARKET_COMPONENTS, from, v);
    const shocks = new Float64Array(BLOCK + FEEDBACK_DAYS);
    bridgeShocks(this.bridgeKey, this.sigma, this.span, from - FEEDBACK_DAYS, shocks);
    const fb = new Float64Array(BLOCK);
    feedbackFill(MARKET_FEEDBACK, shocks, fb);
    for (let i = 0; i < BLOCK; i++) v[i] = v[i]! + fb[i]!;
    this.blocks.set(b, v);
    return v;
  }

  /** Centred log-volatility at trading index t. */
  at(t: number): number {
    const b = Math.floor(t / BLOCK);
    return this.block(b)[t - b * BLOCK]!;
  }

  /** Fills `out[i]` with the log-volatility at `from + i`. */
  fill(from: number, out: Float64Array): void {
    for (let i = 0; i < out.length; i++) out[i] = this.at(from + i);
  }

  /** Multipliers of the market factor's increments: exp(v − Var v)·ξ, E[m²] = 1. */
  readonly multiplier = (from: number, out: Float64Array): void => {
    for (let i = 0; i < out.length; i++) out[i] = Math.exp(this.at(from + i) - MARKET_VAR) * studentScale(this.key, from + i);
  };

  /** Volatility of day t relative to the long run (exp(v − Var v / 2): mean ≈ 1). */
  relative(t: number): number {
    return Math.exp(this.at(t) - MARKET_VAR / 2);
  }
}

/** Multipliers of an own path (idiosyncratic or industry): own components plus the market's regime. */
export function ownMultiplier(key: number, market: MarketVolatility): (from: number, out: Float64Array) => void {
  return (from, out) => {
    componentsFill(key, OWN_COMPONENTS, from, out);
    for (let i = 0; i < out.length; i++) out[i] = Math.exp(out[i]! + REGIME_LOADING * market.at(from + i) - OWN_VAR) * studentScale(key, from + i);
  };
}
