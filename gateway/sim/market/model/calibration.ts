/**
 * Calibration of the daily model on real A-share and HK figures (annualised volatility of daily
 * log returns): large caps ~25–30%, banks and utilities ~20–27%, mid caps ~35%, small caps ~40%,
 * the 20%-limit boards ~45–50%, HK stocks ~30–35%; broad indexes and the funds tracking them
 * ~16–20%. Size — float market capitalisation — sets a stock's own volatility and how often news
 * jumps hit. Long-run growth is gentle, so ten years back a price is within a few multiples of
 * today's (`test/gateway/sim/market/history.test.ts` checks all of this on the real universe).
 *
 * Pure functions of a security and its standard normal draws: `profile.ts` does the hashing.
 */
import type { Security } from '../../../../contracts/market';
import { SEGMENT_DAYS } from './brownian';
import type { SecurityClass } from './rules';

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : Math.min(x, hi));

/** Industries whose stocks move least (big, regulated, steady earnings): lower beta and own volatility. */
const LOW_VOL_INDUSTRIES: ReadonlySet<string> = new Set(['银行', '公用事业']);
const LOW_VOL_FACTOR = 0.75;
const LOW_VOL_BETA = 0.8;
/** The growth boards (创业板, 科创板; 20% limit) swing more than the main boards, whatever the size. */
const GROWTH_BOARD_VOL = 1.4;
const GROWTH_BOARD_BETA = 1.15;
const GROWTH_BOARD_SIZE_WEIGHT = 0.6;

/** log10 of the float capitalisation (yuan or HKD) below which a stock counts as small, and the span up to large. */
const SMALL_CAP_LOG10 = 9.5;
const CAP_SPAN_LOG10 = 2.5;

/**
 * Size of a stock from 0 (float cap ≤ ¥3bn) to 1 (≥ ¥1tn), on a log scale: the universe's median
 * main-board stock scores about 0.35, 贵州茅台 and the big banks 1.
 */
export function sizeScoreOf(level: number, floatShares: number): number {
  if (!(level > 0 && floatShares > 0)) return 0;
  return clamp((Math.log10(level * floatShares) - SMALL_CAP_LOG10) / CAP_SPAN_LOG10, 0, 1);
}

const lerp = (small: number, large: number, size: number) => small + (large - small) * size;

/**
 * Own daily volatility, from about 2% for a small main-board cap down to 1% for a giant, its jumps
 * included (see {@link diffusionVolOf}); `z` is the security's standard normal draw, a spread of
 * ±20% (at most ±40%) around that figure.
 */
export function idioVolOf(sec: Security, cls: SecurityClass, size: number, z: number): number {
  const spread = 0.2 * clamp(z, -1.75, 1.75);
  if (cls === 'fund') return 0.003;
  if (cls === 'nav') return 0.002;
  if (cls === 'index') return 0.004;
  if (sec.kind === 'hk') return lerp(0.024, 0.011, size) * Math.exp(spread);
  const growthBoard = sec.board === 'chinext' || sec.board === 'star';
  // Even the giants of the growth boards (宁德时代, 中芯国际) swing like mid caps: size counts less there.
  let vol = lerp(0.02, 0.0095, growthBoard ? GROWTH_BOARD_SIZE_WEIGHT * size : size) * Math.exp(spread);
  if (LOW_VOL_INDUSTRIES.has(sec.industry)) vol *= LOW_VOL_FACTOR;
  if (growthBoard) vol *= GROWTH_BOARD_VOL;
  if (sec.board === 'bse') vol *= 1.5;
  if (sec.st) vol *= 1.2;
  return vol;
}

/**
 * Industries whose stocks are traded on themes (题材: AI, chips, media, defence): their news and
 * theme jumps are more frequent, so they fill the 涨停 lists as they do in the real market.
 */
const THEME_INDUSTRIES: ReadonlySet<string> = new Set(['计算机', '传媒', '通信', '电子', '国防军工']);
const THEME_JUMP_FACTOR = 1.4;
/** Banks and utilities rarely move by a whole band: a fraction of the jumps. */
const LOW_VOL_JUMP_FACTOR = 0.3;
/**
 * Mean daily jump chance of the smallest main-board cap and of a giant; in between it falls
 * geometrically with size, since hype is a small-cap affair: the median main-board stock of the
 * universe (size ≈ 0.35) gets about one in 120 days, a ¥100bn float one in 270.
 */
const JUMP_RATE_SMALL = 0.026;
const JUMP_RATE_GIANT = 0.001;

/**
 * Mean daily chance of a news or theme jump (`jumps.ts`), which on a given day rises or falls with
 * the heat of the stock's market and industry: about six a year for the smallest main-board cap,
 * one every four years for a giant. Jumps are the size of the limit band, so on the 20% and 30% boards
 * they are rarer in proportion to the band squared — the variance they add stays that of a 10%
 * board, and those boards' stocks close at their limits less often than the main board's, as in
 * the real market. Without a limit (HK) about one a year for a small cap, one in four for a giant.
 */
export function jumpRateOf(sec: Security, ratio: number | null, size: number): number {
  if (ratio === null) return lerp(0.005, 0.001, size);
  const tilt = LOW_VOL_INDUSTRIES.has(sec.industry) ? LOW_VOL_JUMP_FACTOR : THEME_INDUSTRIES.has(sec.industry) ? THEME_JUMP_FACTOR : 1;
  return JUMP_RATE_SMALL * (JUMP_RATE_GIANT / JUMP_RATE_SMALL) ** size * tilt * Math.min(1, (0.1 / ratio) ** 2);
}

/**
 * Share of jumps that go up, on an average day: A-share news skews to 涨停, and the real market
 * closes at 涨停 several times as often as at 跌停 outside sell-offs. HK news is more even.
 */
export function jumpUpShareOf(ratio: number | null): number {
  return ratio === null ? 0.6 : 0.8;
}

/** Unit of a jump without a limit (HK): a typical news jump of about 10% (the jump averages 1.5 units). */
const HK_JUMP_SCALE = 0.065;

/** One limit band in log terms, the unit of a jump: log 1.1 on the main board; {@link HK_JUMP_SCALE} without a limit. */
export function jumpScaleOf(ratio: number | null): number {
  return ratio === null ? HK_JUMP_SCALE : Math.log(1 + ratio);
}

/** Least share of the own volatility left to the Brownian path, however often a stock jumps. */
const MIN_DIFFUSION_SHARE = 0.6;

/**
 * Volatility of a stock's own Brownian path: its own volatility with the variance of its jumps
 * taken out, so jumps fatten the tails and make the limit hits without raising the volatility
 * calibrated above — never below {@link MIN_DIFFUSION_SHARE} of it.
 */
export function diffusionVolOf(idioVol: number, jumpVariance: number): number {
  return Math.sqrt(Math.max(idioVol * idioVol - jumpVariance, (MIN_DIFFUSION_SHARE * idioVol) ** 2));
}

/** Long-run yearly growth: 1% on average, as broad indexes barely rose over 2015–2025. */
export const MEAN_GROWTH = 0.01;

/** Long-run yearly growth of a security; a stock's spreads ±2.5% with its standard normal draw `z`. */
export function growthOf(cls: SecurityClass, z: number): number {
  if (cls !== 'stock') return MEAN_GROWTH;
  return clamp(MEAN_GROWTH + 0.025 * z, -0.02, 0.08);
}

/** Loading on the market factor; `z` is the security's standard normal draw. */
export function betaOf(sec: Security, cls: SecurityClass, z: number): number {
  switch (cls) {
    case 'stock': {
      const tilt = LOW_VOL_INDUSTRIES.has(sec.industry) ? LOW_VOL_BETA : sec.board === 'chinext' || sec.board === 'star' ? GROWTH_BOARD_BETA : 1;
      return clamp(1 + 0.2 * z, 0.5, 1.5) * tilt;
    }
    // A listed fund tracks a broad index, whose members' cap-weighted beta is about 0.9 (the giant banks' is lower).
    case 'fund':
      return clamp(0.9 + 0.06 * z, 0.75, 1.05);
    case 'nav':
      return 0.6;
    case 'index':
      return 1;
  }
}

/** Typical spread (log) of the own path around its mean; see {@link idioSpanOf}. */
export const IDIO_SPREAD = 0.22;
const MIN_IDIO_SPAN = 128;

/**
 * Pinning span of the own path: the power of two (128…512 days) whose stationary spread,
 * about σ·√(span / 3), is nearest {@link IDIO_SPREAD}. A volatile small cap reverts to its mean
 * faster than a steady giant, so its ten years stay within a few multiples of today's price.
 */
export function idioSpanOf(idioVol: number): number {
  const ideal = 3 * (IDIO_SPREAD / idioVol) ** 2;
  const span = 2 ** Math.round(Math.log2(ideal));
  return clamp(span, MIN_IDIO_SPAN, SEGMENT_DAYS);
}
