/**
 * Common factors shared by many securities: one market factor per market and one factor per
 * industry, both as daily Brownian levels (cached by segment) and as intraday random walks (one
 * per day, cached for a few days). A security's return is its loadings on these plus its own noise,
 * which is what makes banks move together and the whole market red on a red day.
 */
import { brownianFill, SEGMENT_DAYS } from './brownian';
import { hash2, hash3, hashString, normal } from './rng';
import { Lru } from './lru';
import type { SessionMarket } from './sessions';

/** Daily volatility of the A-share market factor. */
const CN_MARKET_VOL = 0.011;
/** Daily volatility of HK's own factor (on top of 0.55 × the A-share factor). */
const HK_OWN_VOL = 0.009;
const HK_CN_LOADING = 0.55;
/** Daily volatility of an industry factor. */
const INDUSTRY_VOL = 0.008;

/** A Brownian daily series read by trading index, generated one segment at a time. */
class DailySeries {
  private readonly segments = new Map<number, Float64Array>();
  constructor(
    private readonly key: number,
    private readonly sigma: number,
  ) {}

  at(t: number): number {
    const segment = Math.floor(t / SEGMENT_DAYS);
    let values = this.segments.get(segment);
    if (!values) {
      values = new Float64Array(SEGMENT_DAYS + 1);
      brownianFill(this.key, this.sigma, segment * SEGMENT_DAYS, values);
      this.segments.set(segment, values);
    }
    return values[t - segment * SEGMENT_DAYS]!;
  }
}

/** The market's common factors for one seed. */
export class Factors {
  private readonly cn: DailySeries;
  private readonly hkOwn: DailySeries;
  private readonly industries = new Map<string, DailySeries>();
  private readonly walks = new Lru<string, Float64Array>(256);

  constructor(readonly seed: number) {
    this.cn = new DailySeries(hash2(seed, hashString('market:cn')), CN_MARKET_VOL);
    this.hkOwn = new DailySeries(hash2(seed, hashString('market:hk')), HK_OWN_VOL);
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
      series = new DailySeries(hash2(this.seed, hashString(`industry:${name}`)), INDUSTRY_VOL);
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
