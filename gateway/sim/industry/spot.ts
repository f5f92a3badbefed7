/**
 * 现货价格 of the commodities along the industry chains (`IndustrialChain/spotKList`, spec §7):
 * one daily K-line per commodity on mainland trading days (the 期货 exchanges close with the
 * mainland: no bar on the HK-only days of 春节/国庆 weeks), deterministic per SIM_SEED. Each path is a
 * log random walk anchored so that the anchor day closes at the commodity's reference level (its
 * late-2025 order of magnitude), walking back and forth from there with the commodity's volatility;
 * a day's bar depends on the seed, the commodity and the day only, so a past day never changes and
 * never sees a later one.
 */
import { hash4, hashString, normal, uniform } from '../shared/rng';
import { mainlandIndexAtOrBefore, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { dayOfDate } from '../../../contracts/calendar/index';

/** One commodity. */
export interface Commodity {
  code: string;
  name: string;
  unit: string;
  /** Close on the anchor day. */
  base: number;
  /** Annualised volatility. */
  vol: number;
  /** Decimals of its prices. */
  digits: number;
}

const c = (code: string, name: string, unit: string, base: number, vol: number, digits = 0): Commodity => ({ code, name, unit, base, vol, digits });

/** The commodities of the chains. */
export const COMMODITIES: readonly Commodity[] = [
  c('LC', '碳酸锂', '元/吨', 75_000, 0.45),
  c('SI', '工业硅', '元/吨', 9_000, 0.25),
  c('PSI', '多晶硅', '元/吨', 50_000, 0.4),
  c('CU', '铜', '元/吨', 86_000, 0.18),
  c('AL', '铝', '元/吨', 21_000, 0.15),
  c('NI', '镍', '元/吨', 120_000, 0.25),
  c('AU', '黄金', '元/克', 930, 0.15, 2),
  c('AG', '白银', '元/千克', 11_500, 0.25),
  c('RB', '螺纹钢', '元/吨', 3_100, 0.2),
  c('I', '铁矿石', '元/吨', 780, 0.28, 1),
  c('JM', '焦煤', '元/吨', 1_150, 0.35, 1),
  c('ZC', '动力煤', '元/吨', 780, 0.25, 1),
  c('SC', '原油', '元/桶', 470, 0.3, 1),
  c('LNG', '液化天然气', '元/吨', 4_300, 0.3),
  c('TA', 'PTA', '元/吨', 4_700, 0.22),
  c('MA', '甲醇', '元/吨', 2_300, 0.22),
  c('SA', '纯碱', '元/吨', 1_250, 0.3),
  c('FG', '玻璃', '元/吨', 1_100, 0.3),
  c('UR', '尿素', '元/吨', 1_650, 0.22),
  c('PP', '聚丙烯', '元/吨', 6_800, 0.15),
  c('RU', '天然橡胶', '元/吨', 15_000, 0.25),
  c('LH', '生猪', '元/吨', 12_000, 0.3),
  c('C', '玉米', '元/吨', 2_200, 0.12),
  c('M', '豆粕', '元/吨', 3_000, 0.18),
  c('SR', '白糖', '元/吨', 5_500, 0.15),
  c('CF', '棉花', '元/吨', 13_500, 0.15),
  c('SP', '纸浆', '元/吨', 5_400, 0.2),
  c('CEM', '水泥(P.O42.5)', '元/吨', 350, 0.15, 1),
  c('DRAM', 'DRAM(DDR4 8Gb)', '美元/颗', 3.2, 0.4, 3),
  c('EC', '集运指数(欧线)', '点', 1_500, 0.5, 1),
];

/** Commodities by code. */
export const COMMODITY_BY_CODE: ReadonlyMap<string, Commodity> = new Map(COMMODITIES.map((x) => [x.code, x]));

/** The anchor day (2025-11-28): every path closes at its `base` there. */
export const SPOT_ANCHOR_IDX = tradingIndexOf(dayOfDate(2025, 11, 28));

/** One daily bar of a commodity. */
export interface SpotBar {
  /** Trading index. */
  idx: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** 成交量 (手), for the volume pane. */
  volume: number;
}

/** Deterministic spot paths per seed; closes cached per commodity. */
export class SpotPrices {
  private readonly logs = new Map<string, { from: number; log: number[] }>();

  constructor(private readonly seed: number) {}

  /** The log close of `idx` (walks from the anchor, cached). */
  private logClose(x: Commodity, idx: number): number {
    let s = this.logs.get(x.code);
    if (!s) {
      s = { from: SPOT_ANCHOR_IDX, log: [Math.log(x.base)] };
      this.logs.set(x.code, s);
    }
    const key = hashString(x.code);
    const sd = x.vol / Math.sqrt(243);
    // Extend backwards: the close before a day is that day's close less its return.
    while (idx < s.from) {
      const ret = sd * normal(hash4(this.seed, key, s.from, 1));
      s.log.unshift(s.log[0]! - ret);
      s.from--;
    }
    while (idx >= s.from + s.log.length) {
      const day = s.from + s.log.length;
      const ret = sd * normal(hash4(this.seed, key, day, 1));
      s.log.push(s.log[s.log.length - 1]! + ret);
    }
    return s.log[idx - s.from]!;
  }

  /**
   * The bar of one mainland trading day (its index). The walk steps every index, so the moves of the
   * HK-only days in between show in the first bar after them (a holiday's news priced the first day back).
   */
  bar(x: Commodity, idx: number): SpotBar {
    const key = hashString(x.code);
    const r = (salt: number) => uniform(hash4(this.seed, key, idx, salt));
    const close = Math.exp(this.logClose(x, idx));
    const prev = Math.exp(this.logClose(x, mainlandIndexPlus(idx, -1)));
    const sd = x.vol / Math.sqrt(243);
    const open = prev * (1 + (r(2) - 0.5) * sd);
    const high = Math.max(open, close) * (1 + r(3) * sd * 0.8);
    const low = Math.min(open, close) * (1 - r(4) * sd * 0.8);
    const f = 10 ** x.digits;
    const q = (v: number) => Math.round(v * f) / f;
    return { idx, open: q(open), high: q(high), low: q(low), close: q(close), volume: Math.round(50_000 + r(5) * 250_000) };
  }

  /** `count` bars of mainland trading days ending at the one at or before index `last`, oldest first. */
  bars(x: Commodity, last: number, count: number): SpotBar[] {
    const out: SpotBar[] = [];
    for (let idx = mainlandIndexAtOrBefore(last); out.length < count; idx = mainlandIndexPlus(idx, -1)) out.push(this.bar(x, idx));
    return out.reverse();
  }
}
