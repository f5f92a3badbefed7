/**
 * The static, per-security parameters of the model, all drawn from `hash(seed, id)`: price level,
 * factor loadings, volatility, jump rate, turnover, dividend policy, valuation multiples.
 *
 * The price level is the security's approximate real level when one is known (贵州茅台 ~1450,
 * 上证指数 ~3900), else a level drawn from the hash within what is plausible for its kind. The price
 * model anchors its path so the security closes at that level on the market's anchor day.
 * Volatility, beta, news jumps and growth follow the calibration in `calibration.ts`.
 */
import { limitRatio, noLimitDays, type Security, type SecurityId } from '../../../../contracts/market';
import { mainlandIndexOnOrAfterDay, mainlandIndexPlus, tradingIndexOf, TRADING_DAYS_PER_YEAR } from '../../calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { betaOf, diffusionVolOf, growthOf, idioSpanOf, idioVolOf, jumpRateOf, jumpScaleOf, jumpUpShareOf, sizeScoreOf } from './calibration';
import { drawnLoss, drawnPayer, drawnYield, habitOf, knownEarner } from './earnings-habits';
import { jumpVariance } from './jumps';
import { hash2, hashString, normal, uniform } from '../../shared/rng';
import { securityClass, sessionMarketOf, tickRuleOf, type SecurityClass, type TickRule } from './rules';
import { sessionOf, type SessionMarket, type SessionSpec } from '../../calendar/sessions';

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
  /** Daily volatility of the idiosyncratic part: its Brownian path and its jumps together. */
  readonly idioVol: number;
  /** Daily volatility of the idiosyncratic Brownian path: {@link idioVol} less the jumps' variance. */
  readonly diffusionVol: number;
  /** Pinning span of the idiosyncratic path, days (a power of two): shorter reverts faster. */
  readonly idioSpan: number;
  /** Mean daily chance of a news or theme jump (the day's heat moves it: `jumps.ts`). */
  readonly jumpRate: number;
  /** Share of the jumps that go up on an average day. */
  readonly jumpUpShare: number;
  /** Unit of a jump's size: one limit band in log terms, so jumps end pinned at the limit. */
  readonly jumpScale: number;
  /** Long-run growth of the price, log per year: the trend a ten-year chart rises along. */
  readonly growth: number;
  /** Daily log drift of the value of a share: its growth plus the dividends it pays out (which the unadjusted price loses on ex-dates). */
  readonly drift: number;
  /** Mean daily turnover as a fraction of float shares (0: no volume, e.g. a net-value fund): small caps trade more of their float. */
  readonly turnover: number;
  /** Size from 0 (float cap ≤ ¥3bn) to 1 (≥ ¥1tn), log scale (`calibration.ts` sizeScoreOf); 1 for a non-stock. */
  readonly size: number;
  /** Pays a cash dividend most years (its industry's habit, `earnings-habits.ts`). */
  readonly payer: boolean;
  /** Dividend yield when it pays: its payout ratio over its PE, so the dividend is that share of last year's profit. */
  readonly dividendYield: number;
  /** PE-TTM a profitable year is valued at (its industry's centre, spread by the company); negative for a loss maker. */
  readonly pe0: number;
  /** PB at the reference price. */
  readonly pb0: number;
  /** Float shares used for turnover and index weights (a fallback for funds missing them). */
  readonly floatShares: number;
  /** Daily limit ratio, null when unlimited. */
  readonly limitRatio: number | null;
  /** Trading days from the listing (day 0) without a limit: 5 under 注册制 on 主板/创业板/科创板, else 1. */
  readonly noLimitDays: number;
  /** First trading index with a limit: {@link noLimitDays} of the security's own market's days after the listing. */
  readonly limitFrom: number;
  /** Tick rule with the tick precomputed where it does not depend on the price. */
  readonly tick: Required<TickRule>;
}

/** Integer tags that separate the independent draws of one security. */
export const TAG = {
  price: hashString('price'),
  beta: hashString('beta'),
  industry: hashString('industry'),
  idio: hashString('idio'),
  idioVol: hashString('idio-vol'),
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
  debut: hashString('debut'),
} as const;

function draw(key: number, tag: number): number {
  return normal(hash2(key, tag));
}

function u(key: number, tag: number): number {
  return uniform(hash2(key, tag ^ 0x5bd1e995));
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : Math.min(x, hi));

/**
 * Trading index of the listing date (a weekend listing counts from the next Monday). A mainland
 * security lists on a mainland trading day: a date the mainland is closed moves to the next one,
 * never onto a day only HKEX trades (the index counts those too).
 */
function listingIndex(sec: SimSecurity, market: SessionMarket): number {
  const day = parseDay(sec.listDate);
  if (day === null) throw new Error(`${sec.id}: listDate must be YYYY-MM-DD, got ${JSON.stringify(sec.listDate)}`);
  if (market !== 'hk') return mainlandIndexOnOrAfterDay(day);
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
      return clamp(median * (1e9 / shares) ** 0.15 * Math.exp(0.55 * z), ...HASHED_LEVEL_RANGE.aShare);
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

/**
 * Mean daily turnover of a security's float. A stock's falls with its size — a small cap turns over
 * a few percent a day, a giant a few tenths: 换手率 of 沪深300 0.27%, 中证500 0.82%, 创业板指 1.50% on
 * 2018-10-18 (tushare index_dailybasic's example) — so market cap and turnover correlate negatively
 * across stocks, as in the real market.
 */
function turnoverOf(sec: SimSecurity, cls: SecurityClass, key: number, size: number): number {
  const z = draw(key, TAG.turnover);
  if (cls === 'nav' || cls === 'index') return 0;
  if (cls === 'fund') return clamp(0.03 * Math.exp(0.6 * z), 0.003, 0.3);
  if (sec.kind === 'hk') return clamp(0.004 * Math.exp(1.5 * (0.35 - size) + 0.6 * z), 0.0005, 0.05);
  const base = sec.board === 'chinext' || sec.board === 'star' ? 0.03 : sec.board === 'bse' ? 0.02 : 0.015;
  return clamp(base * Math.exp(2 * (0.35 - size) + 0.5 * z), 0.001, 0.15);
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
  const listIdx = listingIndex(sec, market);
  const ratio = limitRatio(sec);
  const isStock = cls === 'stock';
  const beta = betaOf(sec, cls, draw(key, TAG.beta));
  const level = reference ?? hashedLevel(sec, cls, key);
  const floatShares = sec.floatShares > 0 ? sec.floatShares : cls === 'stock' || cls === 'fund' ? 5e8 : 0;
  const size = isStock ? sizeScoreOf(level, floatShares) : 1;
  // Earnings habits by industry (earnings-habits.ts): the multiple, who loses money, who pays and how much of the profit.
  const known = knownEarner(sec.id);
  const habit = habitOf(sec.industry);
  const pe = known?.pe ?? clamp(habit.pe * Math.exp(habit.peSpread * draw(key, TAG.valuation)), 4, 120);
  const loss = isStock && drawnLoss(sec, key, size);
  const payer = isStock && drawnPayer(sec, key, size);
  // Within its industry's bounds at the price the dividend is set at (a bank 3–6.5%, a coal miner at PE 8 paying 55% at most 7%, anyone else 6%); a later fall lifts the yield shown.
  const dividendYield = drawnYield(sec, key, size, pe);
  const growth = growthOf(cls, draw(key, TAG.growth));
  const idioVol = idioVolOf(sec, cls, size, draw(key, TAG.idio));
  const jumpRate = isStock ? jumpRateOf(sec, ratio, size) : 0;
  const jumpScale = jumpScaleOf(ratio);
  const diffusionVol = diffusionVolOf(idioVol, jumpVariance(jumpRate, jumpScale, ratio !== null));
  return {
    sec,
    slot,
    key,
    cls,
    market,
    session: sessionOf(market),
    listIdx,
    level,
    beta,
    industryLoading: isStock && sec.industry !== '' ? 0.7 + 0.6 * u(key, TAG.industry) : 0,
    idioVol,
    diffusionVol,
    idioSpan: idioSpanOf(diffusionVol),
    jumpRate,
    jumpUpShare: jumpUpShareOf(ratio),
    jumpScale,
    growth,
    drift: (growth + (payer ? dividendYield : 0)) / TRADING_DAYS_PER_YEAR,
    turnover: turnoverOf(sec, cls, key, size),
    size,
    payer,
    dividendYield,
    pe0: loss ? -pe : pe,
    pb0: clamp(2.2 * Math.exp(0.5 * draw(key, hashString('pb'))), 0.4, 20),
    floatShares,
    limitRatio: ratio,
    noLimitDays: noLimitDays(sec),
    // Counted in mainland days for an A-share: one listed just before 国庆 keeps its five unlimited days after it.
    limitFrom: market === 'hk' ? listIdx + noLimitDays(sec) : mainlandIndexPlus(listIdx, noLimitDays(sec)),
    tick: tickRuleOf(sec),
  };
}
