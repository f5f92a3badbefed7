/**
 * 十大股东 / 十大流通股东 per report period, derived from the company model: 总股本 of a period is
 * the company's shares at its end (`Core.shares`, which follows the K-line's bonus ex-dates), 流通股本
 * that times the company's float share (the profile's float shares over its shares at the anchor).
 *
 * Each company has one pool of believable holders — its controlling shareholder, a second legal
 * person, 香港中央结算 for Stock Connect names (from the connect's start), 中央汇金 / 证金 (from the
 * 2015 rescue), index and active funds, insurers, 社保, individuals — each with a stake that is a
 * pure function of (seed key, holder, period): stakes hold for blocks of periods, so holders persist,
 * and 不变 / 增持 / 减持 / 新进 arise from the stakes and from bonus shares. Rules that hold by
 * construction: top-10 total < 总股本 (controlling ≤ 60% of 总股本, all others ≤ 30% of 流通股本),
 * a holder's float shares ≤ its shares (restricted shares belong to the controlling holder; of an A+H /
 * A+B company's other class it holds what its stake cannot hold within 60% of the A float, the rest of
 * an H class sitting with 香港中央结算（代理人）有限公司, as in every A+H company's 十大股东),
 * 增减 = this period − the previous period's list entry.
 *
 * Beside the named pool, a long tail of institutions (holders-tail.ts: the funds of 基金持股 and
 * the QFII / 社保 / 券商 / 保险 / 信托 of 机构持仓) holds small stakes of the float; it is scaled into
 * the float left by the pool, so every holding of a period sums within 流通股本 and the top-10 lists,
 * 基金持股 and 机构持仓 all read the same holdings.
 */
import type { HolderRow, HolderTag, InstType } from '../../../contracts/endpoints/disclosures';
import type { Companies } from '../companies/index';
import { floatSharesAt, ShareCapital, totalSharesAt } from '../market/index';
import { periodEndDay } from '../companies/index';
import { tradingIndexOf } from '../calendar/days';
import { Lru } from '../shared/lru';
import { poolFund, type TailHolder, tailOf, tailStakeMax, typeOfNature } from './holders-tail';
import { H_NOMINEE_NAME, type Holder, majorsOf, poolOf } from './holder-pool';

/** A holder's holding in one period. */
export interface Holding {
  id: number;
  name: string;
  nature: string;
  shares: number;
  floatShares: number;
  /** Institution type (机构持仓), null for holders of none of the six types. */
  type: InstType | null;
  /** Fund code and short name (基金 only). */
  fund?: { code: string; name: string };
}

/** The holders of one report period. */
export interface PeriodHolders {
  g: number;
  totalShares: number;
  floatShares: number;
  top10: HolderRow[];
  top10Float: HolderRow[];
}

const lot = (x: number) => Math.floor(x / 100) * 100;
const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 1e6) / 1e4 : 0);

/** The holders of every company, per report period (pure; pools cached). */
export class HolderModel {
  private readonly pools = new Map<number, Holder[]>();
  private readonly majorsBySlot = new Map<number, Holder[]>();
  private readonly tails = new Map<number, TailHolder[]>();
  private readonly floatShareOf = new Map<number, number>();
  private readonly capitals = new Map<number, ShareCapital>();
  private readonly holdingsCache = new Lru<number, { totalShares: number; floatShares: number; rows: readonly Holding[] }>(8_192);
  private readonly bases = new Lru<number, { totalShares: number; floatShares: number }>(16_384);

  constructor(readonly companies: Companies) {}

  /** The pool's two major holders alone (what pledges and 增减持 mostly ask for: the rest is not drawn). */
  private majors(slot: number): Holder[] {
    let m = this.majorsBySlot.get(slot);
    if (!m) {
      const prof = this.companies.source.profiles[slot]!;
      m = majorsOf(prof.key, prof.sec.name);
      this.majorsBySlot.set(slot, m);
    }
    return m;
  }

  private pool(slot: number): Holder[] {
    let p = this.pools.get(slot);
    if (!p) {
      const prof = this.companies.source.profiles[slot]!;
      p = poolOf(prof.key, this.majors(slot), prof.sec.id, prof.sec.kind === 'hk' ? 'hk' : 'capital');
      this.pools.set(slot, p);
    }
    return p;
  }

  private tail(slot: number): TailHolder[] {
    let t = this.tails.get(slot);
    if (!t) {
      const prof = this.companies.source.profiles[slot]!;
      const pool = this.pool(slot);
      t = tailOf(prof.key, (prof.floatShares * prof.level) / 1e8, new Set(pool.map((h) => h.name)), pool.length);
      this.tails.set(slot, t);
    }
    return t;
  }

  /**
   * The company's share capital, built as `Companies.company` builds it (same actions, same anchor)
   * but without the statements: the market-wide 机构持仓 reads every company's shares cheaply.
   */
  capital(slot: number): ShareCapital {
    let c = this.capitals.get(slot);
    if (!c) {
      c = new ShareCapital(this.companies.source.models[slot]!);
      this.capitals.set(slot, c);
    }
    return c;
  }

  /** Float share of the company: its float shares over its shares at the anchor, within [5%, 100%]. */
  floatShare(slot: number): number {
    let f = this.floatShareOf.get(slot);
    if (f === undefined) {
      const src = this.companies.source;
      const total = this.capital(slot).at(src.anchorIdx);
      f = total > 0 ? Math.min(1, Math.max(0.05, src.profiles[slot]!.floatShares / total)) : 1;
      this.floatShareOf.set(slot, f);
    }
    return f;
  }

  /**
   * Float share at the end of period g: {@link floatShare}, moved by the 解禁 batches between that day and the
   * anchor (`lockups.ts`: raised by those after the anchor, lowered before a 股权激励 tranche that vested before it).
   */
  floatShareAt(slot: number, g: number): number {
    const base = this.floatShare(slot);
    const src = this.companies.source;
    const t = Math.max(tradingIndexOf(periodEndDay(g)), src.profiles[slot]!.listIdx);
    if (t === src.anchorIdx) return base;
    const model = src.models[slot]!;
    const total = totalSharesAt(model, t);
    return total > 0 ? Math.min(1, Math.max(0.05, floatSharesAt(model, t) / total)) : base;
  }

  /** Report periods with holders known on trading day t (公告日 ≤ t, after the listing), newest first. */
  periods(slot: number, t: number): { g: number; notice: number }[] {
    const co = this.companies.company(slot);
    return this.companies
      .reportsKnownAt(slot, t)
      .filter((c) => !c.prospectus && c.g >= co.firstListed)
      .map((c) => ({ g: c.g, notice: c.notice }))
      .reverse();
  }

  /** The controlling holder and the second legal person of the company's pool (who may pledge shares: `pledges.ts`). */
  majorHolders(slot: number): Array<{ name: string; nature: string; controlling: boolean }> {
    return this.majors(slot).map((h) => ({ name: h.name, nature: h.nature, controlling: h.controlling }));
  }

  /**
   * Every holding of period g (shares > 0), sorted by shares, largest first; kept (a pure function of
   * slot and period that pledges, holder changes, funds and institutions each ask for many times).
   */
  holdings(slot: number, g: number): { totalShares: number; floatShares: number; rows: readonly Holding[] } {
    const key = slot * 16_384 + g;
    let hit = this.holdingsCache.get(key);
    if (!hit) {
      hit = this.computeHoldings(slot, g);
      this.holdingsCache.set(key, hit);
    }
    return hit;
  }

  /** 总股本 and 流通股本 at the end of period g (what {@link holdings} sizes the stakes by). */
  private base(slot: number, g: number): { totalShares: number; floatShares: number } {
    const key = slot * 16_384 + g;
    let hit = this.bases.get(key);
    if (!hit) {
      const totalShares = this.sharesAt(slot, g);
      hit = { totalShares, floatShares: Math.round(totalShares * this.floatShareAt(slot, g)) };
      this.bases.set(key, hit);
    }
    return hit;
  }

  /**
   * The shares of major holder `n` ({@link majorHolders}: 0 the controlling holder, 1 the second legal
   * person) in period g (0 when not holding), and 总股本: what {@link holdings} lists for it, without
   * drawing the other holders (the pledges and the market's 增减持 ask it of every company), with 流通股本.
   */
  majorHolding(slot: number, g: number, n: 0 | 1): { shares: number; totalShares: number; floatShares: number } {
    const { totalShares, floatShares } = this.base(slot, g);
    const h = this.majors(slot)[n]!;
    const stake = h.stake(g);
    const shares = stake <= 0 ? 0 : lot(stake * (h.controlling ? totalShares : floatShares));
    return { shares: Math.max(0, shares), totalShares, floatShares };
  }

  /**
   * A bound no stake (of 流通股本, so of 总股本 too) reaches of the company's holders other than the two
   * major ones ({@link majorHolding}) and those named in `skip`, in any period: the pool's own bounds
   * and the tail's ({@link tailStakeMax}), without drawing the tail.
   */
  minorStakeMax(slot: number, skip: ReadonlySet<string>): number {
    const prof = this.companies.source.profiles[slot]!;
    if (prof.sec.otherClass === 'H' && !skip.has(H_NOMINEE_NAME)) return 1;
    let max = tailStakeMax(prof.key, (prof.floatShares * prof.level) / 1e8);
    for (const h of this.pool(slot).slice(2)) if (!skip.has(h.name)) max = Math.max(max, h.max);
    return max;
  }

  private computeHoldings(slot: number, g: number): { totalShares: number; floatShares: number; rows: readonly Holding[] } {
    const { totalShares, floatShares } = this.base(slot, g);
    const other = this.companies.source.profiles[slot]!.sec.otherClass;
    // total − float is the controlling holder's as far as its stake goes when it is restricted shares of this
    // listing (or the A shares of an A+H company's HK listing). An H/B/GDR class trades on its own market: the
    // controlling holder holds A shares up to 60% of the float and the rest of its stake in that class; the
    // remaining H shares sit with HKSCC's nominee, as in every A+H company's 十大股东.
    const foreign = other !== undefined && other !== 'A';
    const restricted = foreign ? 0 : totalShares - floatShares;
    const rows: Holding[] = [];
    let poolFloat = 0;
    let controllingOther = 0;
    for (const h of this.pool(slot)) {
      const stake = h.stake(g);
      if (stake <= 0) continue;
      const shares = lot(stake * (h.controlling ? totalShares : floatShares));
      if (shares <= 0) continue;
      const type = typeOfNature(h.nature);
      const row: Holding = { id: h.id, name: h.name, nature: h.nature, shares, floatShares: h.controlling ? Math.max(0, shares - restricted) : shares, type };
      if (h.controlling && foreign) row.floatShares = Math.min(shares, lot(0.6 * floatShares));
      if (h.controlling) controllingOther = shares - row.floatShares;
      if (type === '基金') row.fund = poolFund(h.name);
      rows.push(row);
      poolFloat += row.floatShares;
    }
    if (other === 'H') {
      const nominee = lot(0.97 * Math.max(0, totalShares - floatShares - controllingOther));
      if (nominee > 0) rows.push({ id: H_NOMINEE_ID, name: H_NOMINEE_NAME, nature: '境外法人', shares: nominee, floatShares: 0, type: null });
    }
    // The tail fills at most 80% of the float the pool leaves (a cap that binds only for the rare tightly held company).
    const stakes = this.tail(slot).map((h) => h.stake(g));
    const raw = stakes.reduce((s, x) => s + x, 0) * floatShares;
    const scale = raw > 0 ? Math.min(1, (0.8 * Math.max(0, floatShares - poolFloat)) / raw) : 0;
    this.tail(slot).forEach((h, i) => {
      const shares = lot(stakes[i]! * floatShares * scale);
      if (shares <= 0) return;
      rows.push({ id: h.id, name: h.name, nature: h.nature, shares, floatShares: shares, type: h.type, ...(h.fund ? { fund: h.fund } : {}) });
    });
    rows.sort((a, b) => b.shares - a.shares || a.id - b.id);
    return { totalShares, floatShares, rows: Object.freeze(rows) };
  }

  /** 总股本 at the end of period g (at the listing for a period ending before it). */
  sharesAt(slot: number, g: number): number {
    return this.capital(slot).at(Math.max(tradingIndexOf(periodEndDay(g)), this.companies.source.profiles[slot]!.listIdx));
  }

  /** 十大股东 and 十大流通股东 of period g, changes against period g − 1. */
  at(slot: number, g: number): PeriodHolders {
    const cur = this.holdings(slot, g);
    const firstListed = this.companies.company(slot).firstListed;
    const prev = g > firstListed ? this.holdings(slot, g - 1) : null;
    const sec = this.companies.source.profiles[slot]!.sec;
    const shareType = sec.kind === 'hk' ? 'H股' : '流通A股';
    const otherType = sec.otherClass ? OTHER_CLASS_TYPE[sec.otherClass] : '限售流通A股';
    const list = (pick: (h: Holding) => number, den: number, prevRows: readonly Holding[] | null): HolderRow[] => {
      const top = (rows: readonly Holding[]) =>
        rows
          .filter((h) => pick(h) > 0)
          .sort((a, b) => pick(b) - pick(a) || a.id - b.id)
          .slice(0, 10);
      const before = prevRows ? new Map(top(prevRows).map((h) => [h.id, pick(h)] as const)) : new Map<number, number>();
      return top(cur.rows).map((h, i) => {
        const was = before.get(h.id);
        const change = was === undefined ? null : pick(h) - was;
        const tag: HolderTag = change === null ? '新进' : change > 0 ? '增持' : change < 0 ? '减持' : '不变';
        const restrictedPart = h.shares - h.floatShares;
        return {
          rank: i + 1,
          name: h.name,
          nature: h.nature,
          shareType: pick === byTotal && restrictedPart > 0 ? (h.floatShares > 0 ? `${shareType},${otherType}` : otherType) : shareType,
          shares: pick(h),
          ratio: pct(pick(h), den),
          change,
          changeRatio: change === null || !was ? null : Math.round((change / was) * 1e6) / 1e4,
          tag,
        };
      });
    };
    return {
      g,
      totalShares: cur.totalShares,
      floatShares: cur.floatShares,
      top10: list(byTotal, cur.totalShares, prev?.rows ?? null),
      top10Float: list(byFloat, cur.floatShares, prev?.rows ?? null),
    };
  }
}

/** 股份类型 of shares of a company's other class. */
const OTHER_CLASS_TYPE = { H: 'H股', B: '境内上市外资股(B股)', GDR: '流通A股(GDR)', A: 'A股' } as const;
/** Row id of the HKSCC nominee holding an A+H company's H shares (pool and tail ids count up from 0). */
const H_NOMINEE_ID = -1;

const byTotal = (h: Holding) => h.shares;
const byFloat = (h: Holding) => h.floatShares;
