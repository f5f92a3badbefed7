/**
 * 行业搜索 and 行业分析 over the live market: board rows (申万一级 from their `index_hy` indexes,
 * 申万二级 from the derived classes, concepts from their `index_gn` indexes) aggregated from the
 * members' snapshots and valuations (the quote grid's PE-TTM, itself from the company model), and
 * an industry's analysis: its index against 沪深300, its weighted PE-TTM percentile from the
 * company model's point-in-time valuations, constituents, fund flow and 产业链.
 */
import type {
  AnalysisRange,
  ChainNode,
  FlowDay,
  IndustryAnalysisAnswer,
  IndustryMember,
  IndustryPe,
  IndustryRow,
  IndustryType,
  IndustryValuation,
} from '../../../contracts/endpoints/industry';
import type { Companies } from '../companies/index';
import {
  dayOfTradingIndex,
  formatDay,
  isMainlandClosed,
  localDay,
  mainlandIndexAtOrBefore,
  mainlandIndexPlus,
  msOfLocalDay,
  tradingIndexOf,
} from '../calendar/days';
import type { MarketSources } from '../market/index';
import { type LiveRow, ofKind, rowsOf } from '../market/index';
import { roundPrice, roundTo } from '../market/index';
import { pinyinInitials } from '../market/index';
import type { UniverseEntry } from '../market/index';
import { SW_LEVEL1 } from '../market/index';
import { CHAINS } from './chains';
import { level2Of, SW_LEVEL2_LIST } from './classes';
import { netInflowOf } from './flow';
import { COMMODITY_BY_CODE, type SpotPrices } from './spot';
import { yieldToLoop } from '../shared/slices';

/** The 沪深300 id. */
export const HS300_ID = '000300.SH';
/** Years of the valuation percentile. */
export const VALUATION_YEARS = 5;
/** Trading days of the fund-flow history. */
export const FLOW_DAYS = 20;

/** A board: what it is and its member ids. */
interface Board {
  type: IndustryType;
  code: string;
  name: string;
  index: UniverseEntry | null;
  parent: string | null;
  analysisCode: string;
  members: readonly string[];
}

/** What the model reads. */
export interface IndustryDeps extends MarketSources {
  seed: number;
  spot: SpotPrices;
  /** The company model (valuation history); absent: the percentile is empty. */
  companies?: Companies;
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const quantile = (sorted: number[], q: number): number | null => {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};
const r2 = (x: number | null) => (x === null ? null : roundTo(x, 2));

/** PE statistics of (cap, pe) pairs; loss makers (pe null) counted but not included. */
export function peStats(items: ReadonlyArray<{ cap: number | null; pe: number | null }>): IndustryPe {
  const ok = items.filter((x): x is { cap: number; pe: number } => x.pe !== null && x.pe > 0 && x.cap !== null && x.cap > 0);
  const capSum = ok.reduce((s, x) => s + x.cap, 0);
  const earnSum = ok.reduce((s, x) => s + x.cap / x.pe, 0);
  return {
    count: items.length,
    counted: ok.length,
    weighted: earnSum > 0 ? r2(capSum / earnSum) : null,
    median: r2(median(ok.map((x) => x.pe))),
    mean: ok.length ? r2(ok.reduce((s, x) => s + x.pe, 0) / ok.length) : null,
  };
}

/** See the module comment. */
export class IndustryModel {
  private boardsCache: Map<IndustryType, Board[]> | null = null;
  private readonly valuationCache = new Map<string, IndustryValuation>();
  /** Each stock's valuation at one price of the day: caps and PE scale with the price until the day changes. */
  private readonly fundCache = new Map<string, { t: number; price: number; totalCap: number | null; floatCap: number | null; peTtm: number | null }>();
  private readonly warmed = new Set<string>();

  constructor(private readonly deps: IndustryDeps) {}

  /**
   * Builds the company models behind `ids` a few at a time, yielding to the event loop between
   * chunks: a cold company takes 5–20 ms, a whole industry list seconds, and the sim's quote pump
   * must keep running meanwhile. Later calls find them built.
   */
  async warm(ids: readonly string[]): Promise<void> {
    let n = 0;
    for (const id of ids) {
      if (this.warmed.has(id)) continue;
      this.deps.market.fundamentals(id);
      this.warmed.add(id);
      if (++n % 16 === 0) await yieldToLoop();
    }
  }

  /** Members of every board of a type (what {@link list} reads). */
  membersOf(type: IndustryType): string[] {
    return [...new Set((this.boards().get(type) ?? []).flatMap((b) => b.members))];
  }

  /** Members of 申万一级 industries by name. */
  industryMembers(names: readonly string[]): string[] {
    const want = new Set(names);
    return (this.boards().get('sw1') ?? []).filter((b) => want.has(b.name)).flatMap((b) => b.members);
  }

  /** Members of the board an analysis shows, and of its chain's sources. */
  analysisMembers(type: IndustryType, code: string): string[] {
    const b = this.boards()
      .get(type)
      ?.find((x) => x.code === code);
    if (!b) return [];
    const sources = (CHAINS[this.chainIndustry(b)] ?? []).flatMap((d) => d.from.map((src) => src.split('/')[0]!));
    return [...new Set([...b.members, ...this.industryMembers(sources)])];
  }

  /** The 申万一级 whose chain a board shows: its own, or (a concept) its first A-share member's. */
  private chainIndustry(b: Board): string {
    if (b.type === 'sw1') return b.name;
    if (b.type === 'sw2' && b.parent) return b.parent;
    const first = b.members.map((id) => this.deps.universe.byId.get(id)).find((e) => e && e.kind === 'capital');
    return first?.industry ?? '综合';
  }

  /** 总市值, 流通市值 and PE-TTM at the live price (the quote grid's, from the company model). */
  fund(id: string): { totalCap: number | null; floatCap: number | null; peTtm: number | null } | undefined {
    const snap = this.deps.market.snapshot(id);
    if (!snap) return undefined;
    const t = this.today();
    const hit = this.fundCache.get(id);
    if (hit && hit.t === t && hit.price > 0) {
      const k = snap.price / hit.price;
      return {
        totalCap: hit.totalCap === null ? null : hit.totalCap * k,
        floatCap: hit.floatCap === null ? null : hit.floatCap * k,
        peTtm: hit.peTtm === null ? null : hit.peTtm * k,
      };
    }
    const f = this.deps.market.fundamentals(id);
    if (!f) return undefined;
    this.fundCache.set(id, { t, price: snap.price, totalCap: f.totalCap, floatCap: f.floatCap, peTtm: f.peTtm });
    return f;
  }

  /**
   * Trading index of the A-share day on show: the mainland's latest (an HK-only day of 春节/国庆 weeks
   * shows the last mainland day, as a weekend does), so boards, flows and samples are mainland days.
   */
  today(): number {
    return mainlandIndexAtOrBefore(tradingIndexOf(localDay(this.deps.market.now())));
  }

  /** The last spot bar known now: today's once the day's session has closed (15:00), else the mainland day before (futures trade mainland days). */
  spotLast(): number {
    const now = this.deps.market.now();
    const day = localDay(now);
    const t = tradingIndexOf(day);
    const closed = dayOfTradingIndex(t) < day || msOfLocalDay(now) >= 15 * 3_600_000;
    return closed && !isMainlandClosed(t) ? t : mainlandIndexAtOrBefore(t - 1);
  }

  private boards(): Map<IndustryType, Board[]> {
    if (this.boardsCache) return this.boardsCache;
    const u = this.deps.universe;
    const byCode = new Map(u.all.filter(ofKind('index_hy')).map((e) => [e.code, e]));
    const sw1: Board[] = SW_LEVEL1.map(([code, name]) => {
      const index = byCode.get(code) ?? null;
      const members = index ? u.constituents(index.id) : u.all.filter((e) => e.kind === 'capital' && e.industry === name).map((e) => e.id);
      return { type: 'sw1', code, name, index, parent: null, analysisCode: code, members };
    });
    const l2 = new Map<string, string[]>();
    for (const e of u.all) {
      if (e.kind !== 'capital') continue;
      const key = `${e.industry}/${level2Of(e.id, e.name, e.industry)}`;
      const list = l2.get(key) ?? [];
      list.push(e.id);
      l2.set(key, list);
    }
    const sw2: Board[] = SW_LEVEL2_LIST.map(
      (c): Board => ({
        type: 'sw2',
        code: c.code,
        name: c.name,
        index: null,
        parent: c.parent,
        analysisCode: c.code,
        members: l2.get(`${c.parent}/${c.name}`) ?? [],
      }),
    ).filter((b) => b.members.length > 0);
    const concept: Board[] = u.all.filter(ofKind('index_gn')).map(
      (e): Board => ({
        type: 'concept',
        code: e.code,
        name: e.name,
        index: e,
        parent: null,
        analysisCode: e.code,
        members: u.constituents(e.id),
      }),
    );
    this.boardsCache = new Map([
      ['sw1', sw1],
      ['sw2', sw2],
      ['concept', concept],
    ]);
    return this.boardsCache;
  }

  /** The 申万二级 class of a stock. */
  level2(e: UniverseEntry): string {
    return level2Of(e.id, e.name, e.industry);
  }

  private row(b: Board, rows: readonly LiveRow[], t: number): Omit<IndustryRow, 'rank'> {
    const { market } = this.deps;
    let up = 0;
    let down = 0;
    let amount = 0;
    let floatCap = 0;
    let totalCap = 0;
    let weighted = 0;
    let weight = 0;
    let net = 0;
    let leader: LiveRow | null = null;
    const pes: Array<{ cap: number | null; pe: number | null }> = [];
    for (const m of rows) {
      const f = this.fund(m.entry.id);
      amount += m.snap.amount;
      totalCap += f?.totalCap ?? 0;
      floatCap += f?.floatCap ?? 0;
      pes.push({ cap: f?.totalCap ?? null, pe: f?.peTtm ?? null });
      net += netInflowOf(this.deps.seed, m.entry.id, t, m.snap.amount, m.snap.pct);
      if (m.snap.status === 'suspended') continue;
      const w = (f?.floatCap ?? 0) / (1 + m.snap.pct / 100);
      weighted += w * m.snap.pct;
      weight += w;
      if (m.snap.pct > 0) up++;
      else if (m.snap.pct < 0) down++;
      if (!leader || m.snap.pct > leader.snap.pct || (m.snap.pct === leader.snap.pct && m.entry.id < leader.entry.id)) leader = m;
    }
    const idx = b.index ? market.snapshot(b.index.id) : undefined;
    return {
      type: b.type,
      code: b.code,
      indexId: b.index?.id ?? null,
      name: b.name,
      pinyin: pinyinInitials(b.name),
      parent: b.parent,
      price: b.index && idx ? roundPrice(b.index, idx.price) : null,
      pct: roundTo(idx ? idx.pct : weight > 0 ? weighted / weight : 0, 2),
      totalCap: Math.round(totalCap),
      turnover: floatCap > 0 ? roundTo((amount / floatCap) * 100, 2) : 0,
      amount: Math.round(amount),
      up,
      down,
      flat: rows.length - up - down,
      leader: leader ? { id: leader.entry.id, name: leader.entry.name, pct: roundTo(leader.snap.pct, 2) } : null,
      netInflow: net,
      pe: peStats(pes),
      analysisCode: b.analysisCode,
    };
  }

  /** Board rows of a type, best change first, filtered by name, code or pinyin initials. */
  list(type: IndustryType, q = ''): IndustryRow[] {
    const t = this.today();
    const all = (this.boards().get(type) ?? []).map((b) => this.row(b, rowsOf(this.deps, b.members), t));
    all.sort((a, b) => b.pct - a.pct || a.code.localeCompare(b.code));
    const ranked = all.map((r, i) => ({ ...r, rank: i + 1 }));
    const needle = q.trim().toLowerCase();
    if (!needle) return ranked;
    return ranked.filter((r) => r.name.includes(q.trim()) || r.code.startsWith(needle) || r.pinyin.startsWith(needle) || (r.parent ?? '').includes(q.trim()));
  }

  /**
   * 行业市盈率 中位数 of a 申万一级 industry now (for the 新股中心); null while its company models are
   * not built yet (see {@link warm}), so a page listing many industries never waits for them.
   */
  industryPe(name: string): number | null {
    const b = this.boards()
      .get('sw1')!
      .find((x) => x.name === name);
    if (!b || b.members.some((id) => !this.warmed.has(id))) return null;
    return peStats(
      b.members.map((id) => {
        const f = this.fund(id);
        return { cap: f?.totalCap ?? null, pe: f?.peTtm ?? null };
      }),
    ).median;
  }

  /** The board an analysis code names (申万一级, 申万二级 or concept), or undefined. */
  boardOf(code: string): { type: IndustryType; code: string } | undefined {
    const bare = code.replace(/\.SH$/i, '');
    for (const type of ['sw1', 'sw2', 'concept'] as const) {
      const b = this.boards()
        .get(type)!
        .find((x) => x.code === bare);
      if (b) return { type, code: b.code };
    }
    return undefined;
  }

  /** 行业分析 of a board found by {@link boardOf}. */
  analysis(type: IndustryType, code: string, range: AnalysisRange): IndustryAnalysisAnswer {
    const b = this.boards()
      .get(type)!
      .find((x) => x.code === code)!;
    const t = this.today();
    const rows = rowsOf(this.deps, b.members);
    const board = { ...this.row(b, rows, t), rank: this.list(type).find((r) => r.code === code)?.rank ?? 0 };
    const count = range === '3m' ? 61 : range === '3y' ? 730 : 243;
    const { dates, industry, hs300 } = this.compare(b, count);
    const members: IndustryMember[] = rows
      .map((m) => {
        const f = this.fund(m.entry.id);
        return {
          id: m.entry.id,
          code: m.entry.code,
          name: m.entry.name,
          price: roundPrice(m.entry, m.snap.price),
          pct: roundTo(m.snap.pct, 2),
          totalCap: f?.totalCap == null ? null : Math.round(f.totalCap),
          peTtm: r2(f?.peTtm ?? null),
          turnover: m.snap.turnover === null ? null : roundTo(m.snap.turnover, 2),
          amount: Math.round(m.snap.amount),
          netInflow: netInflowOf(this.deps.seed, m.entry.id, t, m.snap.amount, m.snap.pct),
          level2: this.level2(m.entry),
        };
      })
      .sort((a, c) => (c.totalCap ?? 0) - (a.totalCap ?? 0));
    return {
      board,
      dates,
      industry,
      hs300,
      industryReturn: industry.length ? industry[industry.length - 1]! : 0,
      hs300Return: hs300.length ? hs300[hs300.length - 1]! : 0,
      valuation: this.valuation(b, t),
      members,
      flow: this.flow(b, t, board.netInflow, board.amount),
      chain: this.chain(b),
      flowNote: '主力净流入按成交额与涨跌幅估算（超大单+大单），与数据中心资金流向同一口径的模拟值',
    };
  }

  /** The index (or, without one, the members' float-cap-weighted) closes against 沪深300, as % from the first date. */
  private compare(b: Board, count: number): { dates: string[]; industry: number[]; hs300: number[] } {
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
      const float = market.sharesOn(id, this.today())?.float ?? 0;
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
  private valuation(b: Board, t: number): IndustryValuation {
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
    const slots = cs ? b.members.map((id) => cs.slotOf(id)).filter((s): s is number => s !== undefined && cs.isCompany(s)) : [];
    const closes = cs ? slots.map((s) => ({ s, c: cs.closes(s, t) })) : [];
    const pe = sample.map((i) => {
      if (!cs) return null;
      let cap = 0;
      let earn = 0;
      for (const { s, c } of closes) {
        if (!c || i < c.from || i - c.from >= c.close.length) continue;
        if (cs.source.profiles[s]!.listIdx > i) continue;
        const v = cs.valuationAt(s, i, c.close[i - c.from]!);
        if (v.peTtm === null || v.peTtm <= 0) continue;
        cap += v.totalCap;
        earn += v.totalCap / v.peTtm;
      }
      return earn > 0 ? roundTo(cap / earn, 2) : null;
    });
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
  private flow(b: Board, t: number, todayNet: number, todayAmount: number): FlowDay[] {
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
  private chain(b: Board): ChainNode[] {
    const u = this.deps.universe;
    const defs = CHAINS[this.chainIndustry(b)] ?? CHAINS.综合!;
    const caps = (e: UniverseEntry) => this.fund(e.id)?.totalCap ?? 0;
    return defs.map((def) => {
      const picked = new Set<string>();
      for (const src of def.from) {
        const [l1, l2] = src.split('/');
        const cands = u.all.filter((e) => e.kind === 'capital' && e.industry === l1 && (!l2 || this.level2(e) === l2));
        cands.sort((a, c) => caps(c) - caps(a));
        for (const e of cands.slice(0, def.from.length > 1 ? 3 : 6)) picked.add(e.id);
      }
      const companies = rowsOf(this.deps, [...picked]).map((m) => ({
        id: m.entry.id,
        name: m.entry.name,
        price: roundPrice(m.entry, m.snap.price),
        pct: roundTo(m.snap.pct, 2),
        totalCap: this.fund(m.entry.id)?.totalCap ?? null,
      }));
      const commodities = def.commodities.flatMap((cc) => {
        const x = COMMODITY_BY_CODE.get(cc);
        if (!x) return [];
        const [prev, last] = this.deps.spot.bars(x, this.spotLast(), 2);
        return [{ code: x.code, name: x.name, unit: x.unit, close: last!.close, pct: roundTo((last!.close / prev!.close - 1) * 100, 2) }];
      });
      return { stage: def.stage, name: def.name, companies, commodities };
    });
  }
}
