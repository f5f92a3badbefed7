/**
 * Common factors shared by many securities: one market factor per market and one factor per
 * industry, both as daily Brownian levels (cached by segment) and as intraday random walks (one
 * per day, cached for a few days). A security's return is its loadings on these plus its own noise,
 * which is what makes banks move together and the whole market red on a red day.
 *
 * Their daily increments follow the volatility regimes of `market-volatility.ts` (clustered,
 * heavy-tailed, rising after falls); the industries' regimes load on the mainland market's.
 *
 * The daily levels are mean-reverting and conditioned to be 0 on the market's anchor day (see
 * {@link AnchoredBrownian}), so the market today sits mid-range of its history: over ten years the
 * market factor stays within about ±30% of today, as 上证指数 did (2,500–5,200 around ~3,900).
 */
import { SEGMENT_DAYS } from './brownian';
import { HEAT_BLOCK, heatOf } from './heat';
import { MarketVolatility, ownMultiplier } from './market-volatility';
import { ModulatedPath } from './volatility';
import { hash2, hash3, hashString, normal } from '../../shared/rng';
import { Lru } from '../../shared/lru';
import type { SessionMarket } from '../../calendar/sessions';

/** Daily volatility of the A-share market factor (≈ 18% a year, 上证指数's long-run figure). */
export const CN_MARKET_VOL = 0.0115;
/** Daily volatility of HK's own factor (on top of 0.55 × the A-share factor): HSI ≈ 20% a year. */
export const HK_OWN_VOL = 0.011;
export const HK_CN_LOADING = 0.55;
/** Daily volatility of an industry factor. */
export const INDUSTRY_VOL = 0.007;
/**
 * Pinning span of the market factors, days: half the default, for a stronger pull to the mean —
 * a stationary spread of about 10% (√(span/4..3span/8)·σ), so a broad index's ten years stay
 * within roughly −35%…+35% of today, like 上证指数's.
 */
export const MARKET_SPAN = 256;

/** Segments of a factor path kept: the whole history of a factor stays cached. */
const FACTOR_SEGMENTS = 64;
/** Long-run daily volatility of HK's market factor (its A-share loading and its own part). */
const HK_MARKET_VOL = Math.hypot(HK_CN_LOADING * CN_MARKET_VOL, HK_OWN_VOL);
/** Heat blocks kept: every (market, industry) pair's whole history, about 4,500 blocks of 64 days. */
const HEAT_BLOCKS = 8192;

/** The market's common factors for one seed, centred on an anchor day. */
export class Factors {
  private readonly cn: ModulatedPath;
  private readonly hkOwn: ModulatedPath;
  /** Volatility regimes of the two market factors. */
  private readonly cnVol: MarketVolatility;
  private readonly hkVol: MarketVolatility;
  private readonly industries = new Map<string, ModulatedPath>();
  private readonly walks = new Lru<string, Float64Array>(256);
  private readonly heats = new Lru<string, Float64Array>(HEAT_BLOCKS);

  /** `anchor`: the trading index on which every daily factor is 0 (the market's anchor day). */
  constructor(
    readonly seed: number,
    readonly anchor: number,
  ) {
    if (!Number.isInteger(anchor)) throw new Error(`anchor must be a trading index, got ${anchor}`);
    const cnKey = hash2(seed, hashString('market:cn'));
    const hkKey = hash2(seed, hashString('market:hk'));
    this.cnVol = new MarketVolatility(hash2(seed, hashString('vol:cn')), cnKey, CN_MARKET_VOL, MARKET_SPAN);
    this.hkVol = new MarketVolatility(hash2(seed, hashString('vol:hk')), hkKey, HK_OWN_VOL, MARKET_SPAN);
    this.cn = new ModulatedPath(cnKey, CN_MARKET_VOL, anchor, MARKET_SPAN, this.cnVol.multiplier, FACTOR_SEGMENTS);
    this.hkOwn = new ModulatedPath(hkKey, HK_OWN_VOL, anchor, MARKET_SPAN, this.hkVol.multiplier, FACTOR_SEGMENTS);
  }

  /** The volatility regime a security of `market` shares (its own volatility loads on it). */
  volatility(market: SessionMarket): MarketVolatility {
    return market === 'hk' ? this.hkVol : this.cnVol;
  }

  /** Volatility of the market factor on day t relative to its long run (mean ≈ 1): the day's regime. */
  regime(market: SessionMarket, t: number): number {
    if (market !== 'hk') return this.cnVol.relative(t);
    const c = HK_CN_LOADING * CN_MARKET_VOL * this.cnVol.relative(t);
    const h = HK_OWN_VOL * this.hkVol.relative(t);
    return Math.sqrt((c * c + h * h) / ((HK_CN_LOADING * CN_MARKET_VOL) ** 2 + HK_OWN_VOL ** 2));
  }

  /** Log level of the market factor at trading index `t`. */
  market(market: SessionMarket, t: number): number {
    const cn = this.cn.at(t);
    return market === 'hk' ? HK_CN_LOADING * cn + this.hkOwn.at(t) : cn;
  }

  /** Log level of an industry's factor at trading index `t` (0 for securities without one). */
  industry(name: string, t: number): number {
    if (name === '') return 0;
    let series = this.industries.get(name);
    if (!series) {
      const key = hash2(this.seed, hashString(`industry:${name}`));
      series = new ModulatedPath(key, INDUSTRY_VOL, this.anchor, SEGMENT_DAYS, ownMultiplier(hash2(key, 0x766f6c), this.cnVol), FACTOR_SEGMENTS);
      this.industries.set(name, series);
    }
    return series.at(t);
  }

  /** The day's move of a market factor, in units of its long-run daily volatility. */
  marketMove(market: SessionMarket, t: number): number {
    return (this.market(market, t) - this.market(market, t - 1)) / (market === 'hk' ? HK_MARKET_VOL : CN_MARKET_VOL);
  }

  /** The day's move of an industry factor, in units of its long-run daily volatility (0 without an industry). */
  industryMove(name: string, t: number): number {
    return name === '' ? 0 : (this.industry(name, t) - this.industry(name, t - 1)) / INDUSTRY_VOL;
  }

  /**
   * Heat (see `heat.ts`) of days [HEAT_BLOCK · block, HEAT_BLOCK · (block + 1)) for a market and an
   * industry: computed once per block and shared by every stock of that industry.
   */
  heat(market: SessionMarket, industry: string, block: number): Float64Array {
    const cacheKey = `${market}|${industry}|${block}`;
    const hit = this.heats.get(cacheKey);
    if (hit) return hit;
    const out = new Float64Array(HEAT_BLOCK);
    for (let i = 0; i < HEAT_BLOCK; i++) {
      const t = block * HEAT_BLOCK + i;
      out[i] = heatOf(this.marketMove(market, t), this.industryMove(industry, t));
    }
    this.heats.set(cacheKey, out);
    return out;
  }

  /**
   * Intraday random walk of a common factor on trading day `t`: `n + 1` points, starting at 0,
   * with unit-variance steps. `name` is `market:cn`, `market:hk` or `industry:<name>`.
   */
  intradayWalk(name: string, t: number, n: number): Float64Array {
    const cacheKey = `${name}|${t}|${n}`;
    const hit = this.walks.get(cacheKey);
    if (hit) return hit;
    const key = hash3(this.seed, hashString(name), t);
    const walk = new Float64Array(n + 1);
    for (let m = 1; m <= n; m++) walk[m] = walk[m - 1]! + normal(hash2(key, m));
    this.walks.set(cacheKey, walk);
    return walk;
  }
}
