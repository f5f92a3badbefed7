/**
 * 基金持股 of a company per quarter: the funds among the period's holdings (holders.ts: the pool's
 * named funds and the tail's), so a fund in 十大流通股东 shows the same 持仓数量 here. 持股市值 is the
 * holding at the quarter's last close; 占净值比例 is that over the fund's net assets, which never
 * lets a fund hold more than 10% of its assets in one stock (the 双十 rule). 增减 and the tags
 * compare with the previous quarter's fund list.
 */
import type { FundHolderRow, HolderTag } from '../../../contracts/endpoints/disclosures';
import { hash3, hashString, uniform } from '../shared/rng';
import { periodEndDay } from '../companies/index';
import type { Holding, HolderModel } from './holders';
import type { PriceReader } from './holders-common';

const TAG = hashString('fund-nav');
const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 1e6) / 1e4 : 0);

/** One quarter's 基金持股. */
export interface FundQuarter {
  g: number;
  close: number;
  totalShares: number;
  floatShares: number;
  rows: FundHolderRow[];
}

/** The funds of every company (pure; reads the holder model and past closes). */
export class FundHolderModel {
  constructor(
    readonly holders: HolderModel,
    readonly prices: PriceReader,
  ) {}

  /** The fund holdings of period g, largest first. */
  funds(slot: number, g: number): Holding[] {
    return this.holders
      .holdings(slot, g)
      .rows.filter((h) => h.type === '基金')
      .sort((a, b) => b.shares - a.shares || a.id - b.id);
  }

  /** 基金持股 of period g, changes against g − 1. */
  at(slot: number, g: number): FundQuarter {
    const { totalShares, floatShares } = this.holders.holdings(slot, g);
    const close = this.prices.closeOnDay(slot, periodEndDay(g));
    const key = this.holders.companies.source.profiles[slot]!.key;
    const before = new Map(this.funds(slot, g - 1).map((h) => [h.id, h.shares] as const));
    const rows = this.funds(slot, g).map((h): FundHolderRow => {
      const was = before.get(h.id);
      const change = was === undefined ? null : h.shares - was;
      const tag: HolderTag = change === null ? '新进' : change > 0 ? '增持' : change < 0 ? '减持' : '不变';
      const value = Math.round(h.shares * close * 100) / 100;
      const code = h.fund!.code;
      const c = hashString(code);
      // Net assets: the fund's size this year, but never so small that this stock tops 4%–9.8% of it.
      const size = 10 ** (8.7 + 2.3 * uniform(hash3(c, TAG, 0))) * (0.7 + 0.6 * uniform(hash3(c, TAG, Math.floor(g / 4))));
      const cap = 0.04 + 0.058 * uniform(hash3(c, key, TAG));
      const nav = Math.max(size, value / cap);
      return {
        fundCode: code,
        fundName: h.fund!.name,
        shares: h.shares,
        floatRatio: pct(h.shares, floatShares),
        value,
        navRatio: pct(value, nav),
        change,
        tag,
      };
    });
    return { g, close, totalShares, floatShares, rows };
  }
}
