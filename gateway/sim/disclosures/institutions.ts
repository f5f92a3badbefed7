/**
 * 机构持仓 by institution type (基金 / QFII / 社保 / 券商 / 保险 / 信托) per quarter, read from the
 * period's holdings (holders.ts), so the types add up from the same holders the top-10 lists and
 * 基金持股 show: 家数 = holders of the type, 持股总数 = their shares, and the six types together stay
 * within 流通股本 (all holdings do). The market-wide list (the toolbox's 机构持仓) gives each A-share's
 * holding of one type and its 持股变化 (增仓 / 减仓 / 新进 / 不变) against the previous quarter.
 */
import {
  INST_TYPES,
  type HolderTag,
  type InstChange,
  type InstHolderRow,
  type InstPeriodRow,
  type InstPositionRow,
  type InstType,
} from '../../../contracts/endpoints/disclosures';
import { tradingIndexOf } from '../calendar/days';
import { periodEndDay, periodString } from '../companies/index';
import { Lru } from '../shared/lru';
import { runNow, runSliced, type SteppedBuild } from '../shared/slices';
import type { Holding, HolderModel } from './holders';
import type { PriceReader } from './holders-common';

const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 1e6) / 1e4 : 0);

/** Count and shares per type. */
type TypeSums = Record<InstType, { count: number; shares: number }>;

/** One stock of a quarter's market-wide sums, with what its rows need. */
interface MarketEntry {
  sums: TypeSums;
  floatShares: number;
  close: number;
}

const emptySums = (): TypeSums => Object.fromEntries(INST_TYPES.map((t) => [t, { count: 0, shares: 0 }])) as TypeSums;

/** Institution holdings of every company (pure; caches the market-wide sums per quarter). */
export class InstitutionModel {
  private readonly marketSums = new Lru<number, Map<number, TypeSums>>(8);
  private readonly marketRows = new Lru<number, Map<number, MarketEntry>>(4);

  /**
   * @param members the market-wide list's candidates (default every A-share company; tests pass a
   * few, since a cold price model takes ~20 ms to anchor)
   */
  constructor(
    readonly holders: HolderModel,
    readonly prices: PriceReader,
    private readonly members?: readonly number[],
  ) {}

  /** The holdings of type `type` in period g, largest first. */
  holdersOf(slot: number, g: number, type: InstType): Holding[] {
    return this.holders
      .holdings(slot, g)
      .rows.filter((h) => h.type === type)
      .sort((a, b) => b.shares - a.shares || a.id - b.id);
  }

  /** 家数 and 持股总数 per type in period g. */
  sums(slot: number, g: number): TypeSums {
    const out = emptySums();
    for (const h of this.holders.holdings(slot, g).rows) {
      if (h.type === null) continue;
      out[h.type].count++;
      out[h.type].shares += h.shares;
    }
    return out;
  }

  /** The by-type row of period g. */
  periodRow(slot: number, g: number): InstPeriodRow {
    const { floatShares } = this.holders.holdings(slot, g);
    const sums = this.sums(slot, g);
    const types = INST_TYPES.map((type) => ({ type, count: sums[type].count, shares: sums[type].shares, floatRatio: pct(sums[type].shares, floatShares) }));
    const count = types.reduce((s, t) => s + t.count, 0);
    const shares = types.reduce((s, t) => s + t.shares, 0);
    return {
      period: periodString(g),
      close: this.prices.closeOnDay(slot, periodEndDay(g)),
      floatShares,
      types,
      total: { count, shares, floatRatio: pct(shares, floatShares) },
    };
  }

  /** The holders of one type in period g with 增减 against g − 1. */
  holderRows(slot: number, g: number, type: InstType): InstHolderRow[] {
    const { totalShares, floatShares } = this.holders.holdings(slot, g);
    const close = this.prices.closeOnDay(slot, periodEndDay(g));
    const before = new Map(this.holdersOf(slot, g - 1, type).map((h) => [h.id, h.shares] as const));
    return this.holdersOf(slot, g, type).map((h) => {
      const was = before.get(h.id);
      const change = was === undefined ? null : h.shares - was;
      const tag: HolderTag = change === null ? '新进' : change > 0 ? '增持' : change < 0 ? '减持' : '不变';
      return {
        name: h.fund ? h.fund.name : h.name,
        fundCode: h.fund?.code ?? null,
        shares: h.shares,
        value: Math.round(h.shares * close * 100) / 100,
        totalRatio: pct(h.shares, totalShares),
        floatRatio: pct(h.shares, floatShares),
        change,
        tag,
      };
    });
  }

  /** The A-shares listed by the end of period g (the market-wide list's members). */
  marketSlots(g: number): number[] {
    const cs = this.holders.companies;
    const end = tradingIndexOf(periodEndDay(g));
    const profiles = this.members ? this.members.map((slot) => cs.source.profiles[slot]!) : cs.source.profiles;
    return profiles.filter((p) => p.sec.kind === 'capital' && cs.isCompany(p.slot) && p.listIdx <= end).map((p) => p.slot);
  }

  /** Every member's sums in period g (what the next quarter compares with). */
  private marketSumsOf(g: number): Map<number, TypeSums> {
    let m = this.marketSums.get(g);
    if (!m) {
      m = runNow(this.marketSumsBuild(g));
      this.marketSums.set(g, m);
    }
    return m;
  }

  /** {@link marketSumsOf}'s build, yielding after each member. */
  private *marketSumsBuild(g: number): SteppedBuild<Map<number, TypeSums>> {
    const m = new Map<number, TypeSums>();
    for (const slot of this.marketSlots(g)) {
      m.set(slot, this.sums(slot, g));
      yield;
    }
    return m;
  }

  /** Every member's sums in period g with its float and quarter close (the quarter on show; closes cost most). */
  private market(g: number): Map<number, MarketEntry> {
    let m = this.marketRows.get(g);
    if (!m) {
      m = runNow(this.marketBuild(g));
      this.marketRows.set(g, m);
    }
    return m;
  }

  /** {@link market}'s build, yielding after each member. */
  private *marketBuild(g: number): SteppedBuild<Map<number, MarketEntry>> {
    let sums = this.marketSums.get(g);
    if (!sums) {
      sums = yield* this.marketSumsBuild(g);
      this.marketSums.set(g, sums);
    }
    const m = new Map<number, MarketEntry>();
    const end = periodEndDay(g);
    for (const [slot, s] of sums) {
      m.set(slot, { sums: s, floatShares: this.holders.holdings(slot, g).floatShares, close: this.prices.closeOnDay(slot, end) });
      yield;
    }
    return m;
  }

  /**
   * Builds ahead, in slices that give the event loop back, what the market-wide list of period g
   * reads (its rows and the previous quarter's sums), so its first visit answers at once. The
   * after-ready warm-up calls it for the newest quarter; a request meanwhile builds on its own.
   */
  async prepareMarket(g: number, sliceMs?: number): Promise<void> {
    if (!this.marketSums.get(g - 1)) this.marketSums.set(g - 1, await runSliced(this.marketSumsBuild(g - 1), sliceMs));
    if (!this.marketRows.get(g)) this.marketRows.set(g, await runSliced(this.marketBuild(g), sliceMs));
  }

  /** Every A-share holding `type` in period g, with its 持股变化 against g − 1 (unsorted). */
  positions(g: number, type: InstType): InstPositionRow[] {
    const cur = this.market(g);
    const prev = this.marketSumsOf(g - 1);
    const profiles = this.holders.companies.source.profiles;
    const out: InstPositionRow[] = [];
    for (const [slot, { sums, floatShares, close }] of cur) {
      const s = sums[type];
      if (s.shares <= 0) continue;
      const was = prev.get(slot)?.[type].shares ?? 0;
      const change: InstChange = was === 0 ? '新进' : s.shares > was ? '增仓' : s.shares < was ? '减仓' : '不变';
      out.push({
        code: profiles[slot]!.sec.id,
        name: profiles[slot]!.sec.name,
        count: s.count,
        shares: s.shares,
        value: Math.round(s.shares * close * 100) / 100,
        floatRatio: pct(s.shares, floatShares),
        change,
        changeShares: s.shares - was,
        changeRatio: was === 0 ? null : Math.round(((s.shares - was) / was) * 1e6) / 1e4,
      });
    }
    return out;
  }
}
