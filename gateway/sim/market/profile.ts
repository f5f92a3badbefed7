/**
 * The static, per-security parameters of the model, all drawn from `hash(seed, id)`: price level,
 * factor loadings, volatility, jump rate, turnover, dividend policy, valuation multiples.
 *
 * The price level is the security's approximate real level when one is known (贵州茅台 ~1450,
 * 上证指数 ~3900), else a level drawn from the hash within what is plausible for its kind. The price
 * model anchors its path so the security closes at that level on the market's anchor day.
 *
 * Volatility is calibrated on real A-share and HK figures (annualised, daily log returns): large
 * caps ~25–30%, banks and utilities ~20–25%, mid caps ~35–40%, small caps and the 20%-limit boards
 * ~45–55%; broad indexes and the funds tracking them ~18–20%. Size — float market capitalisation —
 * sets the idiosyncratic volatility and how often news jumps hit; see {@link sizeScoreOf}.
 */
import { limitRatio, type Security, type SecurityId } from '../../../contracts/market';
import { parseDay, tradingIndexOf, TRADING_DAYS_PER_YEAR } from './calendar';
import { SEGMENT_DAYS } from './brownian';
import { hash2, hashString, normal, uniform } from './rng';
import { securityClass, sessionMarketOf, tickRuleOf, type SecurityClass, type TickRule } from './rules';
import { sessionOf, type SessionMarket, type SessionSpec } from './sessions';

/** A security as the engine takes it: the contract's Security plus its wire id. */
export type SimSecurity = Security & { id: SecurityId };

/** Model parameters of one security. */
export interface Profile {
  readonly sec: SimSecurity;
  /** Position in the universe. */
  readonly slot: number;
  /** `hash(seed, id)`: root of all of this security's randomness. */
  readonly key: number;
  readonly cls: SecurityClass;
  readonly market: SessionMarket;
  readonly session: SessionSpec;
  /** Trading index of the listing day. */
  readonly listIdx: number;
  /** Price level (yuan, HKD or points) the model closes at on its anchor day. */
  readonly level: number;
  readonly beta: number;
  readonly industryLoading: number;
  /** Daily volatility of the idiosyncratic part. */
  readonly idioVol: number;
  /** Pinning span of the idiosyncratic path, days (a power of two): shorter reverts faster. */
  readonly idioSpan: number;
  /** Probability of a news jump on a given day. */
  readonly jumpRate: number;
  /** Typical jump size (log), tied to the limit band so jumps end pinned at the limit. */
  readonly jumpScale: number;
  /** Long-run growth of the price, log per year: the trend a ten-year chart rises along. */
  readonly growth: number;
  /** Daily log drift of the value of a share: its growth plus the dividends it pays out (which the unadjusted price loses on ex-dates). */
  readonly drift: number;
  /** Mean daily turnover as a fraction of float shares (0: no volume, e.g. a net-value fund). */
  readonly turnover: number;
  /** Pays a cash dividend most years. */
  readonly payer: boolean;
  /** Dividend yield when it pays. */
  readonly dividendYield: number;
  /** PE at the reference price; negative for a loss maker. */
  readonly pe0: number;
  /** PB at the reference price. */
  readonly pb0: number;
  /** Float shares used for turnover and index weights (a fallback for funds missing them). */
  readonly floatShares: number;
  /** Daily limit ratio, null when unlimited. */
  readonly limitRatio: number | null;
  /** Tick rule with the tick precomputed where it does not depend on the price. */
  readonly tick: Required<TickRule>;
}

/** Integer tags that separate the independent draws of one security. */
export const TAG = {
  price: hashString('price'),
  beta: hashString('beta'),
  industry: hashString('industry'),
  idio: hashString('idio'),
  jumpBlock: hashString('jump-block'),
  jump: hashString('jump'),
  turnover: hashString('turnover'),
  dividend: hashString('dividend'),
  valuation: hashString('valuation'),
  growth: hashString('growth'),
  day: hashString('day'),
  suspend: hashString('suspend'),
  action: hashString('action'),
  intraday: hashString('intraday'),
  slot: hashString('slot'),
  tick: hashString('tick'),
  book: hashString('book'),
  auction: hashString('auction'),
} as const;

function draw(key: number, tag: number): number {
  return normal(hash2(key, tag));
}

function u(key: number, tag: number): number {
  return uniform(hash2(key, tag ^ 0x5bd1e995));
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/** Trading index of the listing date (a weekend listing counts from the next Monday). */
function listingIndex(sec: SimSecurity): number {
  const day = parseDay(sec.listDate);
  if (day === null) throw new Error(`${sec.id}: listDate must be YYYY-MM-DD, got ${JSON.stringify(sec.listDate)}`);
  const idx = tradingIndexOf(day);
  const w = (((day + 4) % 7) + 7) % 7;
  return w === 0 || w === 6 ? idx + 1 : idx;
}

/** Range of drawn price levels by kind: where most real securities of that kind trade. */
export const HASHED_LEVEL_RANGE = {
  aShare: [3, 80],
  hk: [1, 200],
  fund: [0.8, 5],
  index: [1000, 8000],
} as const;

/** A price level drawn from the hash, for a security without a known real level. */
function hashedLevel(sec: SimSecurity, cls: SecurityClass, key: number): number {
  const z = draw(key, TAG.price);
  switch (cls) {
    case 'stock': {
      if (sec.kind === 'hk') return clamp(10 * Math.exp(0.9 * z), ...HASHED_LEVEL_RANGE.hk);
      // Fewer shares, higher price: a mild tilt so giant banks trade at a few yuan.
      const shares = sec.totalShares > 0 ? sec.totalShares : 1e9;
      const median = sec.board === 'bse' ? 10 : 14;
      return clamp(median * Math.pow(1e9 / shares, 0.15) * Math.exp(0.55 * z), ...HASHED_LEVEL_RANGE.aShare);
    }
    case 'fund':
      return clamp(1.5 * Math.exp(0.45 * z), ...HASHED_LEVEL_RANGE.fund);
    case 'nav':
      return clamp(1.6 * Math.exp(0.4 * z), ...HASHED_LEVEL_RANGE.fund);
    case 'index': {
      const [lo, hi] = HASHED_LEVEL_RANGE.index;
      return lo * Math.exp(u(key, TAG.price) * Math.log(hi / lo));
    }
  }
}

/** Industries whose stocks move least (big, regulated, steady earnings): lower beta and own volatility. */
const LOW_VOL_INDUSTRIES: ReadonlySet<string> = new Set(['银行', '公用事业']);
const LOW_VOL_FACTOR = 0.75;
const LOW_VOL_BETA = 0.8;
/** The growth boards (创业板, 科创板; 20% limit) swing more than the main boards, whatever the size. */
const GROWTH_BOARD_VOL = 1.4;
const GROWTH_BOARD_BETA = 1.15;

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

/** Own daily volatility, from about 2% for a small main-board cap down to 1% for a giant. */
function idioVolOf(sec: SimSecurity, cls: SecurityClass, key: number, size: number): number {
  // Spread of ±20% (at most ±40%) around the figure of the stock's size and board.
  const z = clamp(draw(key, TAG.idio), -1.75, 1.75);
  if (cls === 'fund') return 0.003;
  if (cls === 'nav') return 0.002;
  if (cls === 'index') return 0.004;
  if (sec.kind === 'hk') return lerp(0.024, 0.011, size) * Math.exp(0.2 * z);
  let vol = lerp(0.02, 0.0095, size) * Math.exp(0.2 * z);
  if (LOW_VOL_INDUSTRIES.has(sec.industry)) vol *= LOW_VOL_FACTOR;
  if (sec.board === 'chinext' || sec.board === 'star') vol *= GROWTH_BOARD_VOL;
  if (sec.board === 'bse') vol *= 1.5;
  if (sec.st) vol *= 1.2;
  return vol;
}

/**
 * Daily chance of a news jump: about two a year for a small cap, one every two years for a giant.
 * A jump is the size of the limit band, so on the 20% and 30% boards jumps are rarer in
 * proportion to the band squared — the variance they add stays that of a 10% board.
 */
function jumpRateOf(sec: SimSecurity, ratio: number | null, size: number): number {
  if (ratio === null) return lerp(0.005, 0.001, size);
  const rate = lerp(0.008, 0.0015, size) * (LOW_VOL_INDUSTRIES.has(sec.industry) ? 0.5 : 1);
  return rate * Math.min(1, (0.1 / ratio) ** 2);
}

/** Long-run yearly growth of a stock: 1% on average (broad indexes barely rose over 2015–2025), spread ±2.5%. */
const MEAN_GROWTH = 0.01;
function growthOf(cls: SecurityClass, key: number): number {
  if (cls !== 'stock') return MEAN_GROWTH;
  return clamp(MEAN_GROWTH + 0.025 * draw(key, TAG.growth), -0.02, 0.08);
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

function turnoverOf(sec: SimSecurity, cls: SecurityClass, key: number): number {
  const z = draw(key, TAG.turnover);
  if (cls === 'nav' || cls === 'index') return 0;
  if (cls === 'fund') return clamp(0.03 * Math.exp(0.6 * z), 0.003, 0.3);
  if (sec.kind === 'hk') return clamp(0.004 * Math.exp(0.7 * z), 0.0005, 0.05);
  const base = sec.board === 'chinext' || sec.board === 'star' ? 0.03 : sec.board === 'bse' ? 0.02 : 0.015;
  return clamp(base * Math.exp(0.6 * z), 0.002, 0.15);
}

/**
 * Builds the profile of one security. `slot` is its position in the universe; `reference` its
 * approximate real price level (yuan, HKD or points), when known.
 */
export function buildProfile(seed: number, sec: SimSecurity, slot: number, reference?: number): Profile {
  if (reference !== undefined && !(Number.isFinite(reference) && reference > 0)) {
    throw new Error(`${sec.id}: reference price must be a positive number, got ${reference}`);
  }
  const key = hash2(seed, hashString(sec.id));
  const cls = securityClass(sec);
  const market = sessionMarketOf(sec);
  const ratio = limitRatio(sec);
  const isStock = cls === 'stock';
  const payer = isStock && u(key, TAG.dividend) < (sec.kind === 'hk' ? 0.6 : 0.7);
  const dividendYield = clamp(0.018 * Math.exp(0.5 * draw(key, TAG.dividend)), 0.003, 0.07);
  const loss = isStock && u(key, TAG.valuation) < 0.12;
  const pe = clamp(25 * Math.exp(0.55 * draw(key, TAG.valuation)), 4, 300);
  const growthBoard = sec.board === 'chinext' || sec.board === 'star';
  const stockBeta = clamp(1 + 0.2 * draw(key, TAG.beta), 0.5, 1.5) * (LOW_VOL_INDUSTRIES.has(sec.industry) ? LOW_VOL_BETA : growthBoard ? GROWTH_BOARD_BETA : 1);
  // A listed fund tracks a broad index, whose members' cap-weighted beta is about 0.9 (the giant banks' is lower).
  const fundBeta = clamp(0.9 + 0.06 * draw(key, TAG.beta), 0.75, 1.05);
  const beta = cls === 'stock' ? stockBeta : cls === 'fund' ? fundBeta : cls === 'nav' ? 0.6 : 1;
  const level = reference ?? hashedLevel(sec, cls, key);
  const floatShares = sec.floatShares > 0 ? sec.floatShares : cls === 'stock' || cls === 'fund' ? 5e8 : 0;
  const size = isStock ? sizeScoreOf(level, floatShares) : 1;
  const growth = growthOf(cls, key);
  const idioVol = idioVolOf(sec, cls, key, size);
  return {
    sec,
    slot,
    key,
    cls,
    market,
    session: sessionOf(market),
    listIdx: listingIndex(sec),
    level,
    beta,
    industryLoading: isStock && sec.industry !== '' ? 0.7 + 0.6 * u(key, TAG.industry) : 0,
    idioVol,
    idioSpan: idioSpanOf(idioVol),
    jumpRate: isStock ? jumpRateOf(sec, ratio, size) : 0,
    jumpScale: ratio ?? 0.1,
    growth,
    drift: (growth + (payer ? dividendYield : 0)) / TRADING_DAYS_PER_YEAR,
    turnover: turnoverOf(sec, cls, key),
    payer,
    dividendYield,
    pe0: loss ? -pe : pe,
    pb0: clamp(2.2 * Math.exp(0.5 * draw(key, hashString('pb'))), 0.4, 20),
    floatShares,
    limitRatio: ratio,
    tick: tickRuleOf(sec),
  };
}
