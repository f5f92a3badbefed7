/**
 * What the market knows of a company's earnings before any statement is drawn: the multiple the
 * market pays for its industry, its payout habit (who pays dividends and how much of the profit),
 * and the years it loses money. The price model needs these — a dividend is an ex-date on the
 * K-line, and a company that lost money last year pays none — and the company model builds its
 * statements on the same draws (`companies/params.ts` reads {@link lossFromOf}, {@link badYear},
 * {@link knownEarner} and the profile's `pe0`), so the dividend table, the K-line and the
 * statements tell one story.
 *
 * Reference ranges (申万一级 industries; cap-weighted figures of the industry indexes, the typical
 * member sits near them — banks and coal miners a little above in yield, electronics below):
 * - 银行: PE-TTM 7.31, PB 0.709, 股息率 4.10% (lixinger.com 申万银行 480000, 2025-12-05); all 42
 *   A-share banks profitable (2025 一季报), 分红率 30–35% at the big four.
 * - 煤炭: PE-TTM 12.62, PB 1.36, 股息率 5.31% (lixinger.com 申万2021 煤炭, 2025-05-13); 中证煤炭
 *   (399998) 股息率 6.10% (2025-12-30); 中国神华 分红率 ≥ 65%.
 * - 公用事业: PE-TTM 18.20, PB 1.79, 股息率 2.47% (lixinger.com 申万2021 公用事业 410000, 2024-11-12);
 *   国证公用事业 C10 2.53% (2026-01).
 * - 石油石化/能源: 国证能源 C01 PE 11.69, 股息率 5.07%.
 * - 电子: PE-TTM 71.79–72.76, PB 4.43–4.71, 股息率 0.55–0.61% (lixinger.com 申万电子 270000, 2025-08).
 * - 计算机: PE-TTM 107.62, PB 2.57, 股息率 1.17% (lixinger.com 申万2021 计算机 710000, the cap weight
 *   of a few large payers); 国证信息技术 C08 0.73%.
 * - 食品饮料: 国证食品饮料与烟草 C0503 PE 22.51, 股息率 3.20% (2025-07).
 * - Loss makers: 27 of every 100 A-shares outside finance and oil lost money in 2024 (20.8% in 2023),
 *   国泰海通《全A上市公司2024年年度报告全景简析》2025-05-08; 房地产 (8 of the 20 largest losses),
 *   光伏 (电力设备) and 钢铁 led them; no bank lost money.
 * The industry PE centres are where a profitable member is valued (the typical multiple, below the
 * cap-weighted index PE that loss makers and near-zero profits inflate); payout ratios are the
 * yield times that PE.
 */
import type { Security } from '../../../../contracts/market';
import { dayOfTradingIndex, yearOf } from '../../calendar/days';
import { hash2, hash3, hashString, normal, uniform } from '../../shared/rng';

/** A security as these draws read it (profile.ts's SimSecurity). */
type Sec = Pick<Security, 'industry' | 'offering'> & { readonly id: string };

/** What of a profile (profile.ts) the loss years read. */
export interface EarningsSubject {
  readonly sec: Sec;
  /** Root of the security's draws. */
  readonly key: number;
  readonly cls: string;
  readonly listIdx: number;
  /** Negative for a loss maker. */
  readonly pe0: number;
  /** 0 small … 1 giant. */
  readonly size: number;
}

/** An industry's habits: the PE-TTM a profitable member is valued at, its payout, who pays, who loses. */
export interface IndustryHabit {
  /** PE-TTM centre of a profitable member. */
  readonly pe: number;
  /** Cash dividend over last year's 归母净利润 of a payer. */
  readonly payout: number;
  /** Share of the members that pay a cash dividend most years. */
  readonly payers: number;
  /**
   * Share of the members losing money in a year like 2024 (before the size tilt): three fifths of
   * it loss makers over their last years, the rest a bad year now and then ({@link badYear}).
   */
  readonly loss: number;
  /** Spread (log σ) of the members' PEs around the centre: banks trade within a few turns of each other (4–9). */
  readonly peSpread: number;
}

const H = (pe: number, payout: number, payers: number, loss: number, peSpread = 0.3): IndustryHabit => ({ pe, payout, payers, loss, peSpread });

/** 申万一级 industries (see the file's comment for the references). */
export const INDUSTRY_HABITS: Readonly<Record<string, IndustryHabit>> = {
  银行: H(6.2, 0.32, 1, 0, 0.15),
  非银金融: H(14, 0.44, 0.925, 0.08),
  房地产: H(14, 0.31, 0.725, 0.45),
  食品饮料: H(25, 0.75, 0.95, 0.1),
  美容护理: H(35, 0.56, 0.9, 0.15),
  家用电器: H(15, 0.56, 0.925, 0.1),
  轻工制造: H(22, 0.5, 0.875, 0.25),
  纺织服饰: H(20, 0.62, 0.875, 0.22),
  商贸零售: H(25, 0.44, 0.8, 0.3),
  交通运输: H(15, 0.5, 0.925, 0.15),
  社会服务: H(35, 0.44, 0.8, 0.3),
  传媒: H(35, 0.38, 0.8, 0.35),
  医药生物: H(32, 0.38, 0.85, 0.28),
  农林牧渔: H(25, 0.38, 0.8, 0.35),
  石油石化: H(12, 0.62, 0.925, 0.15),
  煤炭: H(10, 0.65, 0.975, 0.08),
  有色金属: H(18, 0.44, 0.875, 0.15),
  钢铁: H(14, 0.44, 0.85, 0.38),
  基础化工: H(22, 0.38, 0.875, 0.22),
  建筑材料: H(18, 0.5, 0.85, 0.32),
  公用事业: H(17, 0.45, 0.95, 0.1),
  环保: H(22, 0.38, 0.85, 0.3),
  建筑装饰: H(10, 0.25, 0.875, 0.3),
  汽车: H(25, 0.38, 0.875, 0.2),
  机械设备: H(30, 0.38, 0.85, 0.2),
  国防军工: H(60, 0.31, 0.85, 0.25),
  电力设备: H(30, 0.38, 0.825, 0.32),
  电子: H(45, 0.31, 0.8, 0.25),
  计算机: H(55, 0.25, 0.75, 0.38),
  通信: H(30, 0.44, 0.85, 0.25),
  综合: H(30, 0.25, 0.7, 0.4),
};
const DEFAULT_HABIT = INDUSTRY_HABITS.综合!;

/** The habits of an industry (综合's for an unknown one). */
export function habitOf(industry: string): IndustryHabit {
  return INDUSTRY_HABITS[industry] ?? DEFAULT_HABIT;
}

/**
 * Companies whose earnings are modelled on their real figures (the company model anchors their
 * statements, `companies/params.ts`): the PE-TTM on the anchor day and the payout of their real
 * 分红 (贵州茅台 ≈ 75%, the big banks ≈ 30%), or the year a growth company (a biotech) began
 * losing money. None of them has a random bad year.
 */
export interface KnownEarner {
  readonly pe?: number;
  readonly payout?: number;
  readonly lossFrom?: number;
}

const KNOWN: Readonly<Record<string, KnownEarner>> = {
  '600519.SH': { pe: 21.5, payout: 0.75 },
  '000858.SZ': { pe: 15.5, payout: 0.7 },
  '601398.SH': { pe: 6.6, payout: 0.3 },
  '601939.SH': { pe: 6.8, payout: 0.3 },
  '600036.SH': { pe: 7, payout: 0.35 },
  '601318.SH': { pe: 8, payout: 0.4 },
  '300750.SZ': { pe: 26, payout: 0.5 },
  '688180.SH': { lossFrom: 2021 },
  '688235.SH': { lossFrom: 2016 },
};

/** The known earner of an id, undefined for any other. */
export function knownEarner(id: string): KnownEarner | undefined {
  return KNOWN[id];
}

/** Tags of this module's draws (apart from the price model's and the company model's). */
const ETAG = {
  loss: hashString('earnings-loss'),
  lossFrom: hashString('earnings-loss-from'),
  bad: hashString('earnings-bad-year'),
  payer: hashString('earnings-payer'),
  payout: hashString('earnings-payout'),
} as const;

/** How a stock's size (0 small … 1 giant, `calibration.ts` sizeScoreOf) tilts the chance it loses money: a giant a sixth of the median main-board stock's. */
export function lossTilt(size: number): number {
  return Math.exp(-2.5 * (size - 0.3));
}

/** True when a stock is drawn a loss maker (losing money over its last one to six years). A listing of the IPO pipeline met its board's profit test. */
export function drawnLoss(sec: Sec, key: number, size: number): boolean {
  const known = KNOWN[sec.id];
  if (known) return known.lossFrom !== undefined;
  if (sec.offering !== undefined) return false;
  return uniform(hash2(key, ETAG.loss)) < PERSISTENT_LOSS * habitOf(sec.industry).loss * lossTilt(size);
}

/** True when a stock pays a cash dividend most years: its industry's habit, more likely the bigger it is (the large state-owned companies pay). */
export function drawnPayer(sec: Sec, key: number, size: number): boolean {
  const known = KNOWN[sec.id];
  if (known) return known.payout !== undefined;
  const share = habitOf(sec.industry).payers;
  // About 70% of A-share companies paid a cash dividend on their 2023 年报 (most of the profitable ones).
  return uniform(hash2(key, ETAG.payer)) < share + (1 - share) * 0.6 * size;
}

/** Payout ratio of a payer: its industry's, spread ±15% by the company, a little higher for the big ones; at most 90%. */
export function drawnPayout(sec: Sec, key: number, size: number): number {
  const known = KNOWN[sec.id]?.payout;
  if (known !== undefined) return known;
  return Math.min(0.9, habitOf(sec.industry).payout * Math.exp(0.15 * normal(hash2(key, ETAG.payout))) * (0.85 + 0.3 * size));
}

/**
 * Dividend yield of a payer at the price its dividend is set at: its payout over its PE, within
 * what its industry's payers yield. Banks 3–6.5% (申万银行 4.10%, the city and rural banks at PB
 * 0.5–0.7 4–6%: 上市银行估值比较表, djyanbao 2025-11-17); coal and oil at most 7% (中证煤炭 6.10%,
 * 国证能源 5.07%: the top industries); any other at most 6% (公用事业 2.5%, 食品饮料 3.2%). The yield
 * shown follows the price since: a market that rallied still has banks and coal above 5%
 * (`npm run sim:stats`), one that fell shows a few coal names at 8–10%, as real coal did in 2023.
 */
export function drawnYield(sec: Sec, key: number, size: number, pe: number): number {
  const [lo, hi] = sec.industry === '银行' ? [0.03, 0.065] : HIGH_YIELD.has(sec.industry) ? [0.0005, 0.07] : [0.0005, 0.06];
  return Math.min(hi, Math.max(lo, drawnPayout(sec, key, size) / pe));
}

/** Industries whose payers yield most (their index yields above 5%). */
const HIGH_YIELD = new Set(['煤炭', '石油石化']);

/** True when a payer pays every year: the banks (all 42 A-share banks paid on each 年报); any other skips a year now and then. */
export function paysEveryYear(sec: Sec): boolean {
  return habitOf(sec.industry).payers >= 1;
}

/** The first year a loss maker (profile `pe0 < 0`) loses money: one to six years before the anchor's (a known one's real year); null for any other. */
export function lossFromOf(p: EarningsSubject, anchorYear: number): number | null {
  if (p.pe0 >= 0) return null;
  return KNOWN[p.sec.id]?.lossFrom ?? anchorYear - Math.floor(uniform(hash2(p.key, ETAG.lossFrom)) * 6);
}

/** Share of an industry's loss habit drawn as loss makers over their last years; {@link BAD_YEAR_LOSS} of it a year as bad years. */
const PERSISTENT_LOSS = 0.6;
const BAD_YEAR_LOSS = 0.12;

/**
 * True when year y is a bad year for a profitable company (a write-down, a price war: 首亏 and
 * 扭亏 happen), an eighth of its industry's loss share a year, tilted by size (no bank has one). Never
 * for a known earner (its real figures anchor the model), nor for a listing of the IPO pipeline up
 * to its listing year (the prospectus's years were profitable).
 */
export function badYear(p: EarningsSubject, y: number): boolean {
  if (p.cls !== 'stock' || KNOWN[p.sec.id]) return false;
  if (p.sec.offering !== undefined && y <= yearOf(dayOfTradingIndex(p.listIdx))) return false;
  return uniform(hash3(p.key, ETAG.bad, y)) < BAD_YEAR_LOSS * habitOf(p.sec.industry).loss * lossTilt(p.size);
}

/** True when the company loses money in year y: a loss maker's years from its first, or a bad year. */
export function lossYear(p: EarningsSubject, y: number, anchorYear: number): boolean {
  const from = lossFromOf(p, anchorYear);
  return (from !== null && y >= from) || badYear(p, y);
}
