/**
 * 行业搜索 and 行业分析 over the live market: board rows (申万一级 from their `index_hy` indexes,
 * 申万二级 from the derived classes, concepts from their `index_gn` indexes) aggregated from the
 * members' snapshots and valuations (the quote grid's PE-TTM, itself from the company model), and
 * an industry's analysis: its index against 沪深300, its weighted PE-TTM percentile from the
 * company model's point-in-time valuations, constituents, fund flow and 产业链 — those sections
 * computed in `analysis.ts`, over what both share (`board.ts`).
 */
import type { AnalysisRange, IndustryAnalysisAnswer, IndustryMember, IndustryPe, IndustryRow, IndustryType } from '../../../contracts/endpoints/industry';
import { dayOfTradingIndex, isMainlandClosed, localDay, mainlandIndexAtOrBefore, msOfLocalDay, tradingIndexOf } from '../calendar/days';
import { type LiveRow, ofKind, rowsOf } from '../market/index';
import { roundPrice, roundTo, shownName } from '../market/index';
import { pinyinInitials } from '../market/index';
import type { UniverseEntry } from '../market/index';
import { SW_LEVEL1 } from '../market/index';
import { CHAINS } from './chains';
import { level2Of, SW_LEVEL2_LIST } from './classes';
import { netInflowOf } from './flow';
import { yieldToLoop } from '../shared/slices';
import { Lru } from '../shared/lru';
import { companySlots, type MemberCloses, weightedPeOn } from './pe-on';
import { BoardAnalysis } from './analysis';
import { type Board, type IndustryDeps, r2 } from './board';

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

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

/** Trading days of the 行业 vs 沪深300 comparison of a range. */
function analysisCount(range: AnalysisRange): number {
  return range === '3m' ? 61 : range === '3y' ? 730 : 243;
}

/** See the module comment. */
export class IndustryModel {
  private boardsCache: Map<IndustryType, Board[]> | null = null;
  /** Each stock's valuation at one price of the day: caps and PE scale with the price until the day changes. */
  private readonly fundCache = new Map<string, { t: number; price: number; totalCap: number | null; floatCap: number | null; peTtm: number | null }>();
  private readonly warmed = new Set<string>();
  /** {@link preparePes}' figures by `industry|t`. */
  private readonly peOn = new Lru<string, { pe: number | null }>(512);
  /** {@link preparePes}' builds under way, by industry and days. */
  private readonly pesBuilding = new Map<string, Promise<void>>();

  /** The 行业分析 sections (`analysis.ts`). */
  private readonly sections: BoardAnalysis;

  constructor(private readonly deps: IndustryDeps) {
    this.sections = new BoardAnalysis(deps, this);
  }

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
    const sources = (CHAINS[this.sections.chainIndustry(b)] ?? []).flatMap((d) => d.from.map((src) => src.split('/')[0]!));
    return [...new Set([...b.members, ...this.industryMembers(sources)])];
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
      leader: leader ? { id: leader.entry.id, name: shownName(leader.entry, leader.snap.ts), pct: roundTo(leader.snap.pct, 2) } : null,
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
   * Builds the 行业市盈率 of 申万一级 industries on trading days (the 新股中心's: an issue's industry
   * on its 申购日), each (industry, day) once: the members' company models in slices that yield
   * (seconds when cold), then their weighted PE-TTM that day ({@link weightedPeOn}, 行业分析's own).
   */
  async preparePes(wanted: ReadonlyArray<{ industry: string; t: number }>): Promise<void> {
    const days = new Map<string, Set<number>>();
    for (const w of wanted) if (!this.peOn.get(`${w.industry}|${w.t}`)) days.set(w.industry, (days.get(w.industry) ?? new Set()).add(w.t));
    for (const [name, set] of days) {
      const ts = [...set].sort((a, b) => a - b);
      // A retry after 数据准备中 joins the build still going rather than start it again.
      const key = `${name}|${ts.join(',')}`;
      let build = this.pesBuilding.get(key);
      if (!build) {
        build = this.buildPes(name, ts).finally(() => this.pesBuilding.delete(key));
        this.pesBuilding.set(key, build);
      }
      await build;
    }
  }

  private async buildPes(name: string, ts: readonly number[]): Promise<void> {
    const cs = this.deps.companies;
    const b = this.boards()
      .get('sw1')!
      .find((x) => x.name === name);
    const members: MemberCloses[] = [];
    if (b && cs) {
      await this.warm(b.members);
      const to = Math.max(...ts);
      for (const s of companySlots(cs, b.members)) {
        members.push({ s, c: cs.closes(s, to) });
        if (members.length % 32 === 0) await yieldToLoop();
      }
    }
    for (const t of ts) this.peOn.set(`${name}|${t}`, { pe: cs ? weightedPeOn(cs, members, t) : null });
  }

  /** The 行业市盈率 of a 申万一级 industry on trading day t that {@link preparePes} built; null before, or when no member counts. */
  industryPeOn(name: string, t: number): number | null {
    return this.peOn.get(`${name}|${t}`)?.pe ?? null;
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

  /**
   * Builds ahead, in slices that yield, the index histories {@link analysis} reads (沪深300 and the
   * board's own index sum every member's bars: ~2 s in one piece on a loaded machine). Await it
   * before {@link analysis}.
   */
  async prepareAnalysis(type: IndustryType, code: string, range: AnalysisRange): Promise<void> {
    const b = this.boards()
      .get(type)
      ?.find((x) => x.code === code);
    if (b) await this.sections.prepareCompare(b, analysisCount(range));
  }

  /** 行业分析 of a board found by {@link boardOf}. */
  analysis(type: IndustryType, code: string, range: AnalysisRange): IndustryAnalysisAnswer {
    const b = this.boards()
      .get(type)!
      .find((x) => x.code === code)!;
    const t = this.today();
    const rows = rowsOf(this.deps, b.members);
    const board = { ...this.row(b, rows, t), rank: this.list(type).find((r) => r.code === code)?.rank ?? 0 };
    const count = analysisCount(range);
    const { dates, industry, hs300 } = this.sections.compare(b, count);
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
      valuation: this.sections.valuation(b, t),
      members,
      flow: this.sections.flow(b, t, board.netInflow, board.amount),
      chain: this.sections.chain(b),
      flowNote: '主力净流入按成交额与涨跌幅估算（超大单+大单），与数据中心资金流向同一口径的模拟值',
    };
  }
}
