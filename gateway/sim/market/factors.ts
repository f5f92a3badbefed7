/**
 * Common factors shared by many securities: one market factor per market and one factor per
 * industry, both as daily Brownian levels (cached by segment) and as intraday random walks (one
 * per day, cached for a few days). A security's return is its loadings on these plus its own noise,
 * which is what makes banks move together and the whole market red on a red day.
 *
 * The daily levels are mean-reverting and conditioned to be 0 on the market's anchor day (see
 * {@link AnchoredBrownian}), so the market today sits mid-range of its history: over ten years the
 * market factor stays within about ±30% of today, as 上证指数 did (2,500–5,200 around ~3,900).
 */
import { AnchoredBrownian, brownianFill, SEGMENT_DAYS } from './brownian';
import { hash2, hash3, hashString, normal } from './rng';
import { Lru } from './lru';
import type { SessionMarket } from './sessions';

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

/** An anchored Brownian daily series read by trading index, generated one segment at a time. */
class DailySeries {
  private readonly segments = new Map<number, Float64Array>();
  private readonly path: AnchoredBrownian;
  constructor(
    private readonly key: number,
    private readonly sigma: number,
    anchor: number,
    private readonly span = SEGMENT_DAYS,
  ) {
    this.path = new AnchoredBrownian(key, sigma, anchor, span);
  }

  at(t: number): number {
    const segment = Math.floor(t / SEGMENT_DAYS);
    let values = this.segments.get(segment);
    if (!values) {
      values = new Float64Array(SEGMENT_DAYS + 1);
      brownianFill(this.key, this.sigma, segment * SEGMENT_DAYS, values, this.span);
      for (let i = 0; i < values.length; i++) values[i] = this.path.condition(segment * SEGMENT_DAYS + i, values[i]!);
      this.segments.set(segment, values);
    }
    return values[t - segment * SEGMENT_DAYS]!;
  }
}

/** The market's common factors for one seed, centred on an anchor day. */
export class Factors {
  private readonly cn: DailySeries;
  private readonly hkOwn: DailySeries;
  private readonly industries = new Map<string, DailySeries>();
  private readonly walks = new Lru<string, Float64Array>(256);

  /** `anchor`: the trading index on which every daily factor is 0 (the market's anchor day). */
  constructor(
    readonly seed: number,
    readonly anchor: number,
  ) {
    if (!Number.isInteger(anchor)) throw new Error(`anchor must be a trading index, got ${anchor}`);
    this.cn = new DailySeries(hash2(seed, hashString('market:cn')), CN_MARKET_VOL, anchor, MARKET_SPAN);
    this.hkOwn = new DailySeries(hash2(seed, hashString('market:hk')), HK_OWN_VOL, anchor, MARKET_SPAN);
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
      series = new DailySeries(hash2(this.seed, hashString(`industry:${name}`)), INDUSTRY_VOL, this.anchor);
      this.industries.set(name, series);
    }
    return series.at(t);
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
