/**
 * 股东户数 of a company: one row per 统计截止日 — every report period's end (published with the
 * report, on its 公告日) plus irregular dates in between (companies answer investors or disclose in
 * announcements, a few trading days later; akshare#6309). Rules by construction: 户均持股数量 =
 * 总股本 ÷ 户数, 户均持股市值 = that × the 截止日's close (the K-line's bar), 区间涨跌幅 is the 复权
 * change between two 截止日, 增减 = 本次 − 上次. The count follows the float's value (more holders as
 * a company grows) and leans against the last quarter's move (holders thin out in a rally and
 * gather in a fall), so its change correlates weakly and negatively with the price.
 */
import type { HolderNumRow } from '../../../contracts/endpoints/disclosures';
import { dayOfTradingIndex, isTradingDay, tradingIndexOf } from '../calendar/days';
import { dayOfDate, formatDay } from '../../../contracts/calendar/index';
import { hash3, hashString, uniform } from '../shared/rng';
import { periodEndDay, quarterOfPeriod, yearOfPeriod } from '../companies/index';
import type { HolderModel } from './holders';
import { INST_PERIODS, type PriceReader } from './holders-common';

const TAG = hashString('holder-num');
const u3 = (a: number, b: number, c: number) => uniform(hash3(a, b, c));
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A 截止日 and its 公告日 (days). */
interface StatDate {
  day: number;
  notice: number;
}

/** The 股东户数 of every company (pure). */
export class HolderNumModel {
  constructor(
    readonly holders: HolderModel,
    readonly prices: PriceReader,
  ) {}

  /** 截止日 published by trading day t (公告日 ≤ t), oldest first, over the last ten years of reports. */
  dates(slot: number, t: number): StatDate[] {
    const key = this.holders.companies.source.profiles[slot]!.key;
    const listDay = dayOfTradingIndex(this.holders.companies.source.profiles[slot]!.listIdx);
    const today = dayOfTradingIndex(t);
    const reports = this.holders.periods(slot, t).slice(0, INST_PERIODS).reverse();
    if (reports.length === 0) return [];
    const out: StatDate[] = [];
    // Irregular dates (an irregular date after the last report shows before the next one): in a third of the quarters, one mid-quarter date (the 10th, the 20th or a month's end).
    const extra = (g: number): StatDate | null => {
      if (u3(key, TAG, g) >= 0.35) return null;
      const y = yearOfPeriod(g + 1);
      const m = quarterOfPeriod(g + 1) * 3 + 1 + Math.floor(u3(key, TAG + 1, g) * 2);
      const pick = Math.floor(u3(key, TAG + 2, g) * 3);
      const day = pick === 2 ? dayOfDate(y, m + 1, 1) - 1 : dayOfDate(y, m, pick === 0 ? 10 : 20);
      let notice = day + 2 + Math.floor(u3(key, TAG + 3, g) * 8);
      while (!isTradingDay(notice)) notice++;
      return day > listDay && notice <= today ? { day, notice } : null;
    };
    for (const r of reports) {
      out.push({ day: periodEndDay(r.g), notice: r.notice });
      const x = extra(r.g);
      if (x) out.push(x);
    }
    return out.sort((a, b) => a.day - b.day);
  }

  /** 股东户数 on a 截止日. */
  count(slot: number, day: number): number {
    const src = this.holders.companies.source;
    const prof = src.profiles[slot]!;
    const model = src.models[slot]!;
    const t = tradingIndexOf(day);
    const from = Math.max(prof.listIdx, t - 60);
    const total = this.holders.capital(slot).at(t);
    const floatValue = total * this.holders.floatShare(slot) * this.prices.close(slot, t);
    // The last quarter's move in log terms (the model's value of a share: 复权, smooth).
    const move = model.logValue(t) - model.logValue(from);
    const year = Number(formatDay(day).slice(0, 4));
    let drift = 0;
    for (let yy = 2005; yy <= year; yy++) drift += 0.1 * (u3(prof.key, TAG + 5, yy) - 0.5);
    const noise = 0.06 * (u3(prof.key, TAG + 4, day) - 0.5) * 2;
    const scale = 2.4 * Math.exp(0.5 * (u3(prof.key, TAG + 6, 0) - 0.5));
    return Math.max(1000, Math.round(scale * Math.max(1, floatValue) ** 0.4 * Math.exp(-0.5 * move + drift + noise)));
  }

  /** The rows published by trading day t, newest first. */
  rows(slot: number, t: number): HolderNumRow[] {
    const rows: HolderNumRow[] = [];
    let prev: { t: number; holders: number; shares: number } | null = null;
    for (const d of this.dates(slot, t)) {
      const ti = tradingIndexOf(d.day);
      const holders = this.count(slot, d.day);
      const totalShares = this.holders.capital(slot).at(ti);
      const close = this.prices.close(slot, ti);
      const avgShares = round2(totalShares / holders);
      const sharesChange = prev ? totalShares - prev.shares : 0;
      rows.push({
        date: formatDay(d.day),
        noticeDate: formatDay(d.notice),
        holders,
        prevHolders: prev?.holders ?? null,
        change: prev ? holders - prev.holders : null,
        changeRatio: prev ? Math.round(((holders - prev.holders) / prev.holders) * 1e6) / 1e4 : null,
        priceChange: prev ? Math.round((this.prices.adjustedRatio(slot, prev.t, ti) - 1) * 1e6) / 1e4 : null,
        close,
        avgShares,
        avgValue: round2((totalShares / holders) * close),
        totalShares,
        totalCap: round2(totalShares * close),
        sharesChange,
        sharesChangeReason: sharesChange > 0 ? '送转股' : null,
      });
      prev = { t: ti, holders, shares: totalShares };
    }
    return rows.reverse();
  }
}
