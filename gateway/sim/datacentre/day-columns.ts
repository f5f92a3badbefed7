/**
 * The per-day columns of the data centre, computed once per closed day from the frames and shared
 * by the datasets that read them: each stock-day's order-size flow split (资金流向, the history),
 * its 融资融券 balances and the day's flows between them (rolling from `paths.ts`: a balance is a
 * pure function of its day), and its 沪深港通 holding and the day's trades (融资融券, 沪深港通, the
 * history's market totals).
 */
import { isHongKongClosed } from '../calendar/days';
import { hash2, hash3, normal } from '../shared/rng';
import { Lru } from '../shared/lru';
import { dayAfter, dayBefore } from './days';
import { type FlowParts, splitFlow, zeroSplit } from '../market/index';
import type { Frames } from './frames';
import { type DayFrame, isA, type Stock } from './day-frame';
import { PATH_TAG, daily, fixed, logUniform, slow } from './paths';

/** Per-day computed columns shared by the datasets. */
export interface DayCalc {
  flows: FlowParts[];
  /** 融资余额, 融资买入, 融资偿还 (元); 融券余量, 卖出量, 偿还量 (股); NaN = not eligible. */
  fin: Float64Array;
  /** 融资余额 of the day before (0 when not eligible then): what the day's flows roll from. */
  finPrev: Float64Array;
  finBuy: Float64Array;
  finRepay: Float64Array;
  sec: Float64Array;
  secSell: Float64Array;
  secRepay: Float64Array;
  /** Connect holdings (股) and the day's change (股, bonus-adjusted), buy/sell (元, HKD for HK). */
  hold: Float64Array;
  holdChange: Float64Array;
  cBuy: Float64Array;
  cSell: Float64Array;
}

/** The per-day columns of the closed days (the 64 latest asked kept). */
export class DayColumns {
  private readonly calcs = new Lru<number, DayCalc>(64);

  constructor(
    private readonly frames: Frames,
    /** Trading index of the last closed day. */
    private readonly last: () => number,
  ) {}

  private frame(t: number): DayFrame {
    return this.frames.frame(t, this.last());
  }

  /**
   * The latest day ≤ t the stock traded (listed, not suspended) — through 沪深港通 when `connect`: a
   * day HKEX trades too, the link being shut when either market is closed — looking back at most 20
   * mainland days; null when none.
   */
  private lastTraded(i: number, t: number, connect = false): number | null {
    const last = this.last();
    for (let d = t, k = 0; k < 20 && d >= 0; d = dayBefore(d), k++) {
      const state = this.frames.stateAt(i, d, last);
      if (state === 0) return null;
      if (state === 2 && !(connect && isHongKongClosed(d))) return d;
    }
    return null;
  }

  private marginEligible(s: Stock, t: number): boolean {
    if (!isA(s) || s.st || t < dayAfter(s.listIdx, 60)) return false;
    return fixed(s.key, PATH_TAG.margin, 0) < (s.exchange === 'BJ' ? 0.4 : 0.82);
  }

  private northEligible(s: Stock, t: number): boolean {
    if (s.exchange !== 'SH' && s.exchange !== 'SZ') return false;
    if (s.st || t < dayAfter(s.listIdx, 120)) return false;
    return fixed(s.key, PATH_TAG.north, 0) < 0.75;
  }

  /** Margin target of row i on a traded day d: [融资余额 元, 融券余量 股]. */
  private marginTarget(i: number, d: number): [number, number] {
    const s = this.frames.stocks[i]!;
    const floatShares = this.frames.floatShares(i, d);
    const cap = this.frames.closeAt(i, d, this.last())! * floatShares;
    // Large caps carry less margin debt per yuan of float (a 万亿 bank ≈ 0.5%, a small cap 3–6%); a daily wobble keeps flows irregular.
    const size = Math.min(2, Math.max(0.08, Math.sqrt(5e10 / Math.max(cap, 1))));
    const rho =
      logUniform(fixed(s.key, PATH_TAG.margin, 1), 0.01, 0.05) *
      size *
      Math.exp(0.3 * slow(s.key, PATH_TAG.marginPath, d, 40) + 0.006 * normal(hash3(s.key, PATH_TAG.day, d)) + 0.004 * normal(hash2(PATH_TAG.day, d)));
    const lambda = logUniform(fixed(s.key, PATH_TAG.short, 1), 0.0001, 0.002) * Math.exp(0.5 * slow(s.key, PATH_TAG.shortPath, d, 30));
    return [Math.round(cap * rho), Math.round((floatShares * lambda) / 100) * 100];
  }

  /** Connect holding target (股) of row i on a traded day d. */
  private holdTarget(i: number, d: number): number {
    const s = this.frames.stocks[i]!;
    const base = s.exchange === 'HK' ? logUniform(fixed(s.key, PATH_TAG.north, 1), 0.01, 0.25) : logUniform(fixed(s.key, PATH_TAG.north, 1), 0.003, 0.1);
    // A slow trend, the stock's own daily wobble and a day factor common to every name (北向 moves together).
    const common = normal(hash2(PATH_TAG.north, d)) * (s.exchange === 'HK' ? 0.004 : 0.003);
    const h = base * Math.exp(0.3 * slow(s.key, PATH_TAG.northPath, d, 30) + 0.006 * normal(hash3(s.key, PATH_TAG.day, d)) + common);
    return Math.round((this.frames.floatShares(i, d) * h) / 100) * 100;
  }

  /** The per-day columns of closed day t. */
  calc(t: number): DayCalc {
    const hit = this.calcs.get(t);
    if (hit) return hit;
    const f = this.frame(t);
    const stocks = this.frames.stocks;
    const n = stocks.length;
    const nan = () => new Float64Array(n).fill(Number.NaN);
    const c: DayCalc = {
      flows: [],
      fin: nan(),
      finPrev: nan(),
      finBuy: nan(),
      finRepay: nan(),
      sec: nan(),
      secSell: nan(),
      secRepay: nan(),
      hold: nan(),
      holdChange: nan(),
      cBuy: nan(),
      cSell: nan(),
    };
    const yesterday = dayBefore(t);
    const prev = yesterday >= 0 ? this.frame(yesterday) : null;
    // 沪深港通 trades only when both markets do (HKEX's Good Friday, Christmas…: no 北向 or 南向 that day).
    const connectOpen = !isHongKongClosed(t);
    for (let i = 0; i < n; i++) {
      const s = stocks[i]!;
      if (!f.present[i]) {
        c.flows.push({ buy: zeroSplit(), sell: zeroSplit() });
        continue;
      }
      const traded = !f.suspended[i];
      c.flows.push(
        traded ? splitFlow(s.key, t, f.amount[i]!, f.pct[i]!, f.close[i]!, f.close[i]! * f.floatShares[i]!) : { buy: zeroSplit(), sell: zeroSplit() },
      );
      if (this.marginEligible(s, t)) {
        const day = this.lastTraded(i, t);
        const prevDay = prev?.present[i] && this.marginEligible(s, yesterday) ? this.lastTraded(i, yesterday) : null;
        const [bal, vol] = day === null ? [0, 0] : this.marginTarget(i, day);
        const [pBal, pVol] = prevDay === null ? [0, 0] : this.marginTarget(i, prevDay);
        let buy = traded ? Math.round(f.amount[i]! * (0.05 + 0.07 * daily(s.key, PATH_TAG.margin, t, 1))) : 0;
        let repay = buy + pBal - bal;
        if (repay < 0) {
          buy -= repay;
          repay = 0;
        }
        let sell = traded ? Math.round((f.volume[i]! * (0.002 + 0.008 * daily(s.key, PATH_TAG.short, t, 1))) / 100) * 100 : 0;
        let back = sell + pVol - vol;
        if (back < 0) {
          sell -= back;
          back = 0;
        }
        c.fin[i] = bal;
        c.finPrev[i] = pBal;
        c.finBuy[i] = buy;
        c.finRepay[i] = repay;
        c.sec[i] = vol;
        c.secSell[i] = sell;
        c.secRepay[i] = back;
      }
      if (s.exchange === 'HK' || this.northEligible(s, t)) {
        const prevDay = prev?.present[i] && (s.exchange === 'HK' || this.northEligible(s, yesterday)) ? this.lastTraded(i, yesterday, true) : null;
        const prevHold = prevDay === null ? 0 : this.holdTarget(i, prevDay);
        // Yesterday's holding in today's shares (a bonus issue grows every holding alike).
        const grown = prev && prev.floatShares[i]! > 0 ? Math.round((prevHold * f.floatShares[i]!) / prev.floatShares[i]! / 100) * 100 : prevHold;
        // The link shut: the holding is carried, no trade.
        const day = connectOpen ? this.lastTraded(i, t, true) : null;
        const hold = !connectOpen ? grown : day === null ? 0 : this.holdTarget(i, day);
        const change = hold - grown;
        const vwap = f.volume[i]! > 0 ? f.amount[i]! / f.volume[i]! : f.close[i]!;
        const value = Math.round(change * vwap);
        const base = traded && connectOpen ? Math.round(f.amount[i]! * (0.02 + 0.05 * daily(s.key, PATH_TAG.north, t, 1))) : 0;
        const buy = base + Math.max(value, 0);
        c.hold[i] = hold;
        c.holdChange[i] = change;
        c.cBuy[i] = buy;
        c.cSell[i] = buy - value;
      }
    }
    this.calcs.set(t, c);
    return c;
  }
}
