/**
 * The sections of 行业分析 (`boards.ts` assembles them): the board's index against 沪深300 (or its
 * members' float-cap-weighted index), its weighted PE-TTM at month ends and today's percentile from
 * the company model's point-in-time valuations, its fund flow over the last days, and its 产业链
 * with each node's top companies and spot prices.
 */
import type { ChainNode, FlowDay, IndustryValuation } from '../../../contracts/endpoints/industry';
import { dayOfTradingIndex, localDay, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { rowsOf, roundPrice, roundTo } from '../market/index';
import type { UniverseEntry } from '../market/index';
import { type Board, type BoardReads, type IndustryDeps, r2 } from './board';
import { CHAINS } from './chains';
import { netInflowOf } from './flow';
import { companySlots, weightedPeOn } from './pe-on';
import { COMMODITY_BY_CODE } from './spot';

/** The 沪深300 id. */
export const HS300_ID = '000300.SH';
/** Years of the valuation percentile. */
export const VALUATION_YEARS = 5;
/** Trading days of the fund-flow history. */
export const FLOW_DAYS = 20;

const quantile = (sorted: number[], q: number): number | null => {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};

/** The analysis sections of the boards of one market. */
export class BoardAnalysis {
  private readonly valuationCache = new Map<string, IndustryValuation>();

  constructor(
    private readonly deps: IndustryDeps,
    private readonly model: BoardReads,
  ) {}

  /** The 申万一级 whose chain a board shows: its own, or (a concept) its first A-share member's. */
  chainIndustry(b: Board): string {
    if (b.type === 'sw1') return b.name;
    if (b.type === 'sw2' && b.parent) return b.parent;
    const first = b.members.map((id) => this.deps.universe.byId.get(id)).find((e) => e && e.kind === 'capital');
    return first?.industry ?? '综合';
  }

  /** Builds ahead, in slices that yield, the index histories {@link compare} reads. */
  async prepareCompare(b: Board, count: number): Promise<void> {
    const { market } = this.deps;
    const req = { period: 'day' as const, adjust: 'none' as const, count };
    await market.prepareKline?.(HS300_ID, req);
    if (b.index) await market.prepareKline?.(b.index.id, req);
  }

  /** The index (or, without one, the members' float-cap-weighted) closes against 沪深300, as % from the first date. */
  compare(b: Board, count: number): { dates: string[]; industry: number[]; hs300: number[] } {
    const { market } = this.deps;
    const req = { period: 'day' as const, adjust: 'none' as const, count };
    const hs = market.kline(HS300_ID, req);
    const ind = b.index ? market.kline(b.index.id, req) : this.memberIndex(b, hs);
    const byTs = new Map(hs.map((x) => [x.ts, x.close]));
    const pairs = ind.filter((x) => byTs.has(x.ts));
    if (pairs.length === 0) return { dates: [], industry: [], hs300: [] };
    const i0 = pairs[0]!.close;
    const h0 = byTs.get(pairs[0]!.ts)!;
    return {
      dates: pairs.map((x) => formatDay(localDay(x.ts))),
      industry: pairs.map((x) => roundTo((x.close / i0 - 1) * 100, 2)),
      hs300: pairs.map((x) => roundTo((byTs.get(x.ts)! / h0 - 1) * 100, 2)),
    };
  }

  /**
   * A board without an index of its own (申万二级): its members' float-cap-weighted daily change,
   * chained from 1000 on the first of `grid`'s days — each day's change weighs a member by its float
   * value at the previous close, as the board's row weighs today's change; forward-adjusted closes,
   * so an ex-date is no fall, and a member counts from the day after its listing.
   */
  private memberIndex(b: Board, grid: readonly { ts: number }[]): { ts: number; close: number }[] {
    const { market } = this.deps;
    if (grid.length === 0) return [];
    const req = { period: 'day' as const, adjust: 'forward' as const, count: grid.length + 1 };
    const series = b.members.map((id) => {
      const bars = market.kline(id, req);
      const float = market.sharesOn(id, this.model.today())?.float ?? 0;
      return { close: new Map(bars.map((x) => [x.ts, x.close])), float };
    });
    const out = [{ ts: grid[0]!.ts, close: 1000 }];
    for (let i = 1; i < grid.length; i++) {
      const prev = grid[i - 1]!.ts;
      const ts = grid[i]!.ts;
      let w = 0;
      let r = 0;
      for (const m of series) {
        const a = m.close.get(prev);
        const c = m.close.get(ts);
        if (a === undefined || c === undefined || a <= 0 || m.float <= 0) continue;
        w += m.float * a;
        r += m.float * a * (c / a - 1);
      }
      out.push({ ts, close: out[i - 1]!.close * (1 + (w > 0 ? r / w : 0)) });
    }
    return out;
  }

  /** Weighted PE-TTM at month ends over {@link VALUATION_YEARS} years (point in time), and today's percentile. */
  valuation(b: Board, t: number): IndustryValuation {
    const key = `${b.type}:${b.code}:${t}`;
    const hit = this.valuationCache.get(key);
    if (hit) return hit;
    const cs = this.deps.companies;
    const sample: number[] = [];
    // Month ends: the last mainland trading day of each month (never an HK-only day of 春节: January 2025 ends on one), then today.
    const monthOfIdx = (i: number) => {
      const d = new Date(dayOfTradingIndex(i) * 86_400_000);
      return d.getUTCFullYear() * 12 + d.getUTCMonth();
    };
    for (let i = mainlandIndexPlus(t, -VALUATION_YEARS * 243); i < t; i = mainlandIndexPlus(i, 1))
      if (monthOfIdx(i) !== monthOfIdx(mainlandIndexPlus(i, 1))) sample.push(i);
    sample.push(t);
    const closes = cs ? companySlots(cs, b.members).map((s) => ({ s, c: cs.closes(s, t) })) : [];
    const pe = sample.map((i) => (cs ? weightedPeOn(cs, closes, i) : null));
    const hist = pe.filter((x): x is number => x !== null);
    const current = pe[pe.length - 1] ?? null;
    const sorted = [...hist].sort((a, c) => a - c);
    const out: IndustryValuation = {
      dates: sample.map((i) => formatDay(dayOfTradingIndex(i))),
      pe,
      current,
      percentile: current === null || hist.length < 2 ? null : roundTo((hist.filter((x) => x < current).length / (hist.length - 1)) * 100, 1),
      low: r2(quantile(sorted, 0.2)),
      median: r2(quantile(sorted, 0.5)),
      high: r2(quantile(sorted, 0.8)),
      years: VALUATION_YEARS,
    };
    if (this.valuationCache.size > 200) this.valuationCache.clear();
    this.valuationCache.set(key, out);
    return out;
  }

  /** The members' net inflow over the last {@link FLOW_DAYS} trading days; today's from the live rows. */
  flow(b: Board, t: number, todayNet: number, todayAmount: number): FlowDay[] {
    const { market, seed } = this.deps;
    const days = new Map<number, { net: number; amount: number }>();
    for (const id of b.members) {
      const bars = market.kline(id, { period: 'day', adjust: 'none', count: FLOW_DAYS });
      for (const bar of bars) {
        const idx = tradingIndexOf(localDay(bar.ts));
        if (idx >= t) continue;
        const pct = bar.preClose > 0 ? (bar.close / bar.preClose - 1) * 100 : 0;
        const d = days.get(idx) ?? { net: 0, amount: 0 };
        d.net += netInflowOf(seed, id, idx, bar.amount, pct);
        d.amount += bar.amount;
        days.set(idx, d);
      }
    }
    const out = [...days.entries()]
      .sort((a, c) => a[0] - c[0])
      .slice(-(FLOW_DAYS - 1))
      .map(([idx, d]) => ({ date: formatDay(dayOfTradingIndex(idx)), netInflow: Math.round(d.net), amount: Math.round(d.amount) }));
    out.push({ date: formatDay(dayOfTradingIndex(t)), netInflow: todayNet, amount: todayAmount });
    return out;
  }

  /** The chain of the board's 申万一级 (see {@link chainIndustry}), each node with its top companies by cap. */
  chain(b: Board): ChainNode[] {
    const u = this.deps.universe;
    const defs = CHAINS[this.chainIndustry(b)] ?? CHAINS.综合!;
    const caps = (e: UniverseEntry) => this.model.fund(e.id)?.totalCap ?? 0;
    return defs.map((def) => {
      const picked = new Set<string>();
      for (const src of def.from) {
        const [l1, l2] = src.split('/');
        const cands = u.all.filter((e) => e.kind === 'capital' && e.industry === l1 && (!l2 || this.model.level2(e) === l2));
        cands.sort((a, c) => caps(c) - caps(a));
        for (const e of cands.slice(0, def.from.length > 1 ? 3 : 6)) picked.add(e.id);
      }
      const companies = rowsOf(this.deps, [...picked]).map((m) => ({
        id: m.entry.id,
        name: m.entry.name,
        price: roundPrice(m.entry, m.snap.price),
        pct: roundTo(m.snap.pct, 2),
        totalCap: this.model.fund(m.entry.id)?.totalCap ?? null,
      }));
      const commodities = def.commodities.flatMap((cc) => {
        const x = COMMODITY_BY_CODE.get(cc);
        if (!x) return [];
        const [prev, last] = this.deps.spot.bars(x, this.model.spotLast(), 2);
        return [{ code: x.code, name: x.name, unit: x.unit, close: last!.close, pct: roundTo((last!.close / prev!.close - 1) * 100, 2) }];
      });
      return { stage: def.stage, name: def.name, companies, commodities };
    });
  }
}
