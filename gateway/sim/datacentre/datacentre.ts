/**
 * The data centre's datasets of one closed trading day (contracts/endpoints/datacentre.ts), all
 * read from the frames of the market's own daily bars (`frames.ts`) and the company model:
 * 资金流向 (`flow.ts`), 龙虎榜 (`lhb.ts`), 涨停连板 and the gauges, 融资融券 and 北向 holdings
 * (rolling balances from `paths.ts`), 沪深港通 flows, 大宗交易 (`block-trades.ts`), 停复牌
 * (`suspensions.ts`), and their daily history; 股东增减持 over a window up to a day (`holder-changes.ts`) 股权质押 (`pledges.ts`), 股票回购 (`buybacks.ts`) and 限售解禁 (`unlocks.ts`). Pure: a function of
 * the seed, the day and the last closed day; answers are cached per day.
 *
 * Its days are mainland trading days (the routes accept no other), and "the day before", 三日 and the
 * history's days count mainland days (`days.ts`): the HK-only days of 春节/国庆 weeks are not the
 * A-share market's.
 */
import {
  type BlockTradeAnswer,
  type BrokenRow,
  type ConnectAnswer,
  type ConnectChannel,
  type ConnectFlow,
  type ConnectHolding,
  type ConnectTop,
  type DcExchange,
  type FlowGroup,
  type FlowMarket,
  type FlowRow,
  type FlowScope,
  type FlowSplit,
  type FundFlowAnswer,
  HKD_CNY,
  type HistoryAnswer,
  type HistoryPoint,
  HOLDER_CHANGE_MONTHS,
  type HolderChangeAnswer,
  type HolderChangePeriod,
  type LhbAnswer,
  type LhbRow,
  type LimitUpAnswer,
  type LimitUpRow,
  type MarginAnswer,
  type MarginMarket,
  type MarginRow,
  type MarketGauges,
  type PledgeAnswer,
  type BuybackAnswer,
  type SuspensionAnswer,
  type UnlockAnswer,
  type UnlockRange,
  type ValuationAnswer,
} from '../../../contracts/endpoints/datacentre';
import type { Companies } from '../companies/index';
import { dayOfDate, dayOfTradingIndex, formatDay, isHongKongClosed, tradingIndexOf } from '../calendar/days';
import { dayAfter, dayBefore, daysUpTo } from './days';
import { hash2, hash3, hashString, normal, uniform } from '../shared/rng';
import type { Universe } from '../market/index';
import { Lru } from '../shared/lru';
import { blockSummary, blockTradesOf } from './block-trades';
import { addSplit, type FlowParts, netOf, splitFlow, zeroSplit } from './flow';
import { type DayFrame, Frames, LOOKBACK, type Stock } from './frames';
import { listings, type Measures, seatsOf } from './lhb';
import { PATH_TAG, daily, fixed, logUniform, slow } from './paths';
import { PledgeModel } from '../disclosures/index';
import { BuybackModel } from '../disclosures/index';
import { buybacksOf } from './buybacks';
import { HolderChanges } from './holder-changes';
import { pledgesOf } from './pledges';
import { suspensionsOf } from './suspensions';
import { unlocksOf } from './unlocks';
import { percentileOf, ValuationGauge, YEARS } from './valuation';
import { inSlices, yieldToLoop } from '../shared/slices';

/** What the data centre reads. */
export interface DataCentreDeps {
  universe: Universe;
  companies: Companies;
  /** Trading index of the last closed day. */
  lastClosed(): number;
  /** Closes of an index on trading days [from, to] (沪深300 for the charts); absent: from the frames. */
  indexCloses?(id: string, from: number, to: number): Map<number, number>;
}

/** Index the history charts compare against. */
export const HISTORY_INDEX = { id: '000300.SH', name: '沪深300' } as const;

const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const pctOf = (part: number, whole: number) => (whole > 0 ? r2((part / whole) * 100) : 0);
const LADDER_TAG = hashString('dc-ladder');

/** Per-day computed columns shared by the datasets. */
interface DayCalc {
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

/** The data centre. */
export class DataCentre {
  readonly frames: Frames;
  private readonly rowOf = new Map<string, number>();
  private readonly conceptOf = new Map<string, string>();
  private readonly groups: { industry: Array<{ id: string; name: string; rows: number[] }>; concept: Array<{ id: string; name: string; rows: number[] }> };
  private readonly calcs = new Lru<number, DayCalc>(64);
  private readonly answers = new Lru<string, unknown>(64);
  private readonly points = new Lru<number, Omit<HistoryPoint, 'index'>>(600);
  private readonly slotRow = new Map<number, number>();
  readonly gauge: ValuationGauge;
  private holderModel: HolderChanges | null = null;
  private pledgeModel: PledgeModel | null = null;
  private buybackModel: BuybackModel | null = null;

  constructor(private readonly deps: DataCentreDeps) {
    const { profiles, models } = deps.companies.source;
    this.frames = new Frames(profiles, models);
    this.frames.stocks.forEach((s, i) => {
      this.rowOf.set(s.id, i);
      this.slotRow.set(s.slot, i);
    });
    this.gauge = new ValuationGauge(deps.companies);
    const groupsOf = (kind: string) =>
      deps.universe.all
        .filter((e) => e.kind === kind)
        .map((e) => ({
          id: e.id,
          name: e.name,
          rows: deps.universe
            .constituents(e.id)
            .map((id) => this.rowOf.get(id))
            .filter((r): r is number => r !== undefined),
        }))
        .filter((g) => g.rows.length > 0);
    this.groups = { industry: groupsOf('index_hy'), concept: groupsOf('index_gn') };
    for (const g of this.groups.concept)
      for (const r of g.rows) if (!this.conceptOf.has(this.frames.stocks[r]!.id)) this.conceptOf.set(this.frames.stocks[r]!.id, g.name);
  }

  /** Trading index of the last closed day. */
  last(): number {
    return this.deps.lastClosed();
  }

  /**
   * Builds, without blocking the event loop for long, the bars that the datasets of days
   * [t − days + 1, t] read: a day and the few before it (its "yesterday" and 三日 measures), and
   * with `lookBack` the {@link LOOKBACK} days before the first (连板 streaks, 60-day extremes).
   * 龙虎榜's returns after a day read only the listed stocks' own bars.
   */
  prepare(t: number, days = 1, lookBack = false): Promise<void> {
    return this.frames.prepare(dayBefore(t, days - 1 + (lookBack ? LOOKBACK : 2)), t, this.last());
  }

  /**
   * Reads ahead, yielding to the event loop between days, what opening /dataCenter on the last
   * closed day asks for: its datasets and the `days` of history the charts plot (npm start runs it
   * once the sim is ready, beside the screener's warm-up).
   */
  async warm(days = 60): Promise<void> {
    const t = this.last();
    await this.prepare(t, days, true);
    await this.preparePoints(t, days);
    for (const read of [() => this.fundFlow(t, 'stock'), () => this.lhb(t), () => this.limitUp(t), () => this.margin(t), () => this.connect(t)]) {
      read();
      await yieldToLoop();
    }
    await this.prepareHolders();
    this.holderChange(t, '3m');
    await this.preparePledges(t);
    this.pledge(t);
    await this.prepareBuybacks(t);
    this.buyback(t);
    await yieldToLoop();
    this.unlock(t, 'next1m');
  }

  /** Row of a stock id (A-share or HK), undefined when unknown. */
  row(id: string): number | undefined {
    return this.rowOf.get(id);
  }

  private cached<T>(key: string, make: () => T): T {
    const hit = this.answers.get(key);
    if (hit !== undefined) return hit as T;
    const value = make();
    this.answers.set(key, value);
    return value;
  }

  private frame(t: number): DayFrame {
    return this.frames.frame(t, this.last());
  }

  /** Day t's frame for the rows a table lists (`Frames.rowsFrame`: the whole day's when it is read already). */
  private rowsFrame(t: number): (rows: readonly number[]) => DayFrame {
    return (rows) => this.frames.rowsFrame(t, rows, this.last());
  }

  private isA(s: Stock): boolean {
    return s.exchange !== 'HK';
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

  // ---------------------------------------------------------------- per-day columns

  private marginEligible(s: Stock, t: number): boolean {
    if (!this.isA(s) || s.st || t < dayAfter(s.listIdx, 60)) return false;
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

  // ---------------------------------------------------------------- 资金流向

  /** 资金流向 of day t for a scope. */
  fundFlow(t: number, scope: FlowScope): FundFlowAnswer {
    return this.cached(`flow|${t}|${scope}`, () => {
      const f = this.frame(t);
      const c = this.calc(t);
      const stocks = this.frames.stocks;
      const market = new Map<string, FlowMarket>();
      for (const ex of ['ALL', 'SH', 'SZ', 'BJ'] as const) market.set(ex, { exchange: ex, amount: 0, mainNet: 0, mainRatio: 0, net: zeroSplit() });
      const rows: FlowRow[] = [];
      for (let i = 0; i < stocks.length; i++) {
        const s = stocks[i]!;
        if (!this.isA(s) || !f.present[i]) continue;
        const p = c.flows[i]!;
        const net = netOf(p);
        const amount = p.buy.xl + p.buy.l + p.buy.m + p.buy.s + p.sell.xl + p.sell.l + p.sell.m + p.sell.s;
        for (const m of [market.get('ALL')!, market.get(s.exchange)!]) {
          m.amount += amount;
          addSplit(m.net, net);
        }
        if (scope !== 'stock') continue;
        rows.push({
          id: s.id,
          code: s.code,
          name: s.name,
          exchange: s.exchange as DcExchange,
          industry: s.industry,
          close: r3(f.close[i]!),
          pct: r2(f.pct[i]!),
          amount,
          mainNet: net.xl + net.l,
          mainRatio: pctOf(net.xl + net.l, amount),
          net,
          buy: p.buy,
          sell: p.sell,
        });
      }
      for (const m of market.values()) {
        m.mainNet = m.net.xl + m.net.l;
        m.mainRatio = pctOf(m.mainNet, m.amount);
      }
      rows.sort((a, b) => b.mainNet - a.mainNet || a.id.localeCompare(b.id));
      const groups: FlowGroup[] = scope === 'stock' ? [] : this.groups[scope].map((g) => this.flowGroup(g, f, c));
      groups.sort((a, b) => b.mainNet - a.mainNet || a.id.localeCompare(b.id));
      return { ...this.day(t), scope, market: [...market.values()], stocks: rows, groups };
    });
  }

  private flowGroup(g: { id: string; name: string; rows: number[] }, f: DayFrame, c: DayCalc): FlowGroup {
    const net: FlowSplit = zeroSplit();
    let amount = 0;
    let capNow = 0;
    let capPre = 0;
    let count = 0;
    let leader: FlowGroup['leader'] = null;
    for (const i of g.rows) {
      if (!f.present[i]) continue;
      const s = this.frames.stocks[i]!;
      const p = c.flows[i]!;
      const n = netOf(p);
      addSplit(net, n);
      amount += p.buy.xl + p.buy.l + p.buy.m + p.buy.s + p.sell.xl + p.sell.l + p.sell.m + p.sell.s;
      capNow += f.close[i]! * f.floatShares[i]!;
      capPre += f.pre[i]! * f.floatShares[i]!;
      count++;
      const main = n.xl + n.l;
      if (!leader || main > leader.mainNet) leader = { id: s.id, name: s.name, mainNet: main };
    }
    const mainNet = net.xl + net.l;
    return {
      id: g.id,
      name: g.name,
      count,
      pct: capPre > 0 ? r2((capNow / capPre - 1) * 100) : 0,
      amount,
      mainNet,
      mainRatio: pctOf(mainNet, amount),
      net,
      leader,
    };
  }

  private day(t: number): { date: string; latest: string } {
    return { date: formatDay(dayOfTradingIndex(t)), latest: formatDay(dayOfTradingIndex(this.last())) };
  }

  // ---------------------------------------------------------------- 龙虎榜

  /** Float-cap-weighted change of each exchange's A-shares on day t, percent. */
  private exchangePct(t: number): Map<string, number> {
    const f = this.frame(t);
    const now = new Map<string, number>();
    const pre = new Map<string, number>();
    this.frames.stocks.forEach((s, i) => {
      if (!this.isA(s) || !f.present[i] || f.listing[i]) return;
      now.set(s.exchange, (now.get(s.exchange) ?? 0) + f.close[i]! * f.floatShares[i]!);
      pre.set(s.exchange, (pre.get(s.exchange) ?? 0) + f.pre[i]! * f.floatShares[i]!);
    });
    const out = new Map<string, number>();
    for (const [k, v] of now) out.set(k, (v / pre.get(k)! - 1) * 100);
    return out;
  }

  private measures(t: number): Measures {
    const stocks = this.frames.stocks;
    const n = stocks.length;
    const dev = new Float64Array(n);
    const cum = new Float64Array(n).fill(Number.NaN);
    const days = [t, dayBefore(t), dayBefore(t, 2)].filter((d) => d >= 0);
    const frames = days.map((d) => this.frame(d));
    const idx = days.map((d) => this.exchangePct(d));
    for (let i = 0; i < n; i++) {
      const s = stocks[i]!;
      const f = frames[0]!;
      if (!f.present[i]) continue;
      dev[i] = f.pct[i]! - (idx[0]!.get(s.exchange) ?? 0);
      if (frames.length < 3) continue;
      let sum = 0;
      let ok = true;
      for (let k = 0; k < 3; k++) {
        const fk = frames[k]!;
        if (!fk.present[i] || fk.suspended[i] || fk.listing[i]) {
          ok = false;
          break;
        }
        sum += fk.pct[i]! - (idx[k]!.get(s.exchange) ?? 0);
      }
      if (ok) cum[i] = sum;
    }
    return { dev, cum };
  }

  /** 龙虎榜 of day t. */
  lhb(t: number): LhbAnswer {
    const last = this.last();
    return this.cached(`lhb|${t}|${Math.min(last, dayAfter(t, 10))}`, () => {
      const f = this.frame(t);
      const listed = listings(this.frames.stocks, f, this.measures(t));
      const rows: LhbRow[] = [];
      for (const [i, reasons] of listed) {
        const s = this.frames.stocks[i]!;
        const amount = Math.round(f.amount[i]!);
        const { buySeats, sellSeats } = seatsOf(s, t, amount, f.pct[i]!);
        const seats = [...buySeats, ...sellSeats];
        const buy = seats.reduce((a, x) => a + x.buy, 0);
        const sell = seats.reduce((a, x) => a + x.sell, 0);
        const instNet = seats.filter((x) => x.institution).reduce((a, x) => a + x.net, 0);
        const after = (k: number) => {
          const c = this.frames.closeAt(i, dayAfter(t, k), last);
          return c === null ? null : r2((c / f.close[i]! - 1) * 100);
        };
        const net = buy - sell;
        rows.push({
          id: s.id,
          code: s.code,
          name: s.name,
          exchange: s.exchange as DcExchange,
          close: r3(f.close[i]!),
          pct: r2(f.pct[i]!),
          turnover: r2(f.turnover[i]!),
          floatCap: Math.round(f.close[i]! * f.floatShares[i]!),
          amount,
          buy,
          sell,
          net,
          netRatio: pctOf(net, amount),
          lhbRatio: pctOf(buy + sell, amount),
          reasons,
          explain: explainOf(net, instNet, f.pct[i]!),
          instNet,
          after: { d1: after(1), d2: after(2), d5: after(5), d10: after(10) },
          buySeats,
          sellSeats,
        });
      }
      rows.sort((a, b) => b.net - a.net || a.id.localeCompare(b.id));
      return { ...this.day(t), rows };
    });
  }

  // ---------------------------------------------------------------- 涨停连板

  /** 涨停连板 and the gauges of day t. */
  limitUp(t: number): LimitUpAnswer {
    return this.cached(`zt|${t}`, () => {
      const f = this.frame(t);
      const x = this.frames.extremes(t, this.last());
      const yesterday = dayBefore(t);
      const prev = yesterday >= 0 ? this.frame(yesterday) : null;
      const rows: LimitUpRow[] = [];
      const broken: BrokenRow[] = [];
      const g: MarketGauges = {
        up: 0,
        down: 0,
        flat: 0,
        limitUp: 0,
        limitDown: 0,
        broken: 0,
        brokenRate: 0,
        newHigh: 0,
        newLow: 0,
        maxStreak: 0,
        yesterdayLimitUp: null,
        amount: 0,
      };
      let ySum = 0;
      let yCount = 0;
      this.frames.stocks.forEach((s, i) => {
        if (!this.isA(s) || !f.present[i]) return;
        g.amount += f.amount[i]!;
        if (f.suspended[i]) return;
        if (f.pct[i]! > 0) g.up++;
        else if (f.pct[i]! < 0) g.down++;
        else g.flat++;
        g.newHigh += x.newHigh[i]!;
        g.newLow += x.newLow[i]!;
        g.limitDown += f.limitDown[i]!;
        if (prev?.limitUp[i]) {
          ySum += f.pct[i]!;
          yCount++;
        }
        const reason = this.conceptOf.get(s.id) ?? s.industry;
        const floatCap = Math.round(f.close[i]! * f.floatShares[i]!);
        if (f.limitUp[i]) {
          g.limitUp++;
          g.maxStreak = Math.max(g.maxStreak, x.streak[i]!);
          const h = hash3(s.key, LADDER_TAG, t);
          const sealedAllDay = f.open[i] === f.close[i] && f.low[i] === f.close[i];
          const opens = sealedAllDay ? 0 : Math.floor(uniform(hash2(h, 1)) ** 2 * 4);
          const first = sealedAllDay ? -1 : Math.floor(uniform(hash2(h, 2)) ** 1.6 * 235);
          const lastMin = opens === 0 ? first : first + Math.floor(uniform(hash2(h, 3)) * (238 - first));
          rows.push({
            id: s.id,
            code: s.code,
            name: s.name,
            exchange: s.exchange as DcExchange,
            close: r3(f.close[i]!),
            pct: r2(f.pct[i]!),
            streak: x.streak[i]!,
            firstTime: clockOf(first, h, 4),
            lastTime: opens === 0 ? clockOf(first, h, 4) : clockOf(lastMin, h, 5),
            opens,
            seal: Math.round(f.amount[i]! * (sealedAllDay ? 1.5 : 0.08 + 0.5 * uniform(hash2(h, 6)))),
            reason,
            turnover: r2(f.turnover[i]!),
            floatCap,
            amount: Math.round(f.amount[i]!),
          });
        } else if (f.broke[i]) {
          g.broken++;
          broken.push({
            id: s.id,
            code: s.code,
            name: s.name,
            exchange: s.exchange as DcExchange,
            close: r3(f.close[i]!),
            pct: r2(f.pct[i]!),
            limit: r3(f.high[i]!),
            turnover: r2(f.turnover[i]!),
            amount: Math.round(f.amount[i]!),
            reason,
          });
        }
      });
      g.amount = Math.round(g.amount);
      g.brokenRate = pctOf(g.broken, g.limitUp + g.broken);
      g.yesterdayLimitUp = yCount > 0 ? r2(ySum / yCount) : null;
      rows.sort((a, b) => b.streak - a.streak || a.firstTime.localeCompare(b.firstTime) || a.id.localeCompare(b.id));
      broken.sort((a, b) => b.pct - a.pct || a.id.localeCompare(b.id));
      return { ...this.day(t), rows, broken, gauges: g };
    });
  }

  // ---------------------------------------------------------------- 融资融券

  /** 融资融券 of day t. */
  margin(t: number): MarginAnswer {
    return this.cached(`margin|${t}`, () => {
      const f = this.frame(t);
      const c = this.calc(t);
      const market = new Map<string, MarginMarket>();
      for (const ex of ['ALL', 'SH', 'SZ', 'BJ'] as const)
        market.set(ex, { exchange: ex, finBalance: 0, prevFinBalance: 0, finBuy: 0, finRepay: 0, secBalance: 0, total: 0, count: 0 });
      const rows: MarginRow[] = [];
      this.frames.stocks.forEach((s, i) => {
        if (!this.isA(s) || !f.present[i]) return;
        if (Number.isNaN(c.fin[i]!)) {
          // Dropped from the 标的 list (e.g. turned ST): its balance leaves the totals on both days.
          return;
        }
        const secBalance = Math.round(c.sec[i]! * f.close[i]!);
        const row: MarginRow = {
          id: s.id,
          code: s.code,
          name: s.name,
          exchange: s.exchange as DcExchange,
          close: r3(f.close[i]!),
          pct: r2(f.pct[i]!),
          finBalance: c.fin[i]!,
          finBuy: c.finBuy[i]!,
          finRepay: c.finRepay[i]!,
          secVolume: c.sec[i]!,
          secSell: c.secSell[i]!,
          secRepay: c.secRepay[i]!,
          secBalance,
          total: c.fin[i]! + secBalance,
          finRatio: pctOf(c.fin[i]!, f.close[i]! * f.floatShares[i]!),
        };
        rows.push(row);
        for (const m of [market.get('ALL')!, market.get(s.exchange)!]) {
          m.finBalance += row.finBalance;
          m.prevFinBalance += c.finPrev[i]!;
          m.finBuy += row.finBuy;
          m.finRepay += row.finRepay;
          m.secBalance += secBalance;
          m.total += row.total;
          m.count++;
        }
      });
      rows.sort((a, b) => b.finBalance - a.finBalance || a.id.localeCompare(b.id));
      return { ...this.day(t), market: [...market.values()], rows };
    });
  }

  // ---------------------------------------------------------------- 沪深港通

  /** 沪深港通 of day t. */
  connect(t: number): ConnectAnswer {
    return this.cached(`connect|${t}`, () => {
      const f = this.frame(t);
      const c = this.calc(t);
      const flows = new Map<ConnectChannel, ConnectFlow>();
      const tops = new Map<ConnectChannel, ConnectTop[]>();
      for (const ch of ['沪股通', '深股通', '港股通(沪)', '港股通(深)'] as const) {
        flows.set(ch, { channel: ch, buy: 0, sell: 0, net: 0 });
        tops.set(ch, []);
      }
      const holdings: ConnectHolding[] = [];
      this.frames.stocks.forEach((s, i) => {
        if (!f.present[i] || Number.isNaN(c.hold[i]!)) return;
        for (const [ch, buy, sell] of this.channelTrades(s, i, c)) {
          const fl = flows.get(ch)!;
          fl.buy += buy;
          fl.sell += sell;
          if (buy + sell > 0)
            tops
              .get(ch)!
              .push({ rank: 0, channel: ch, id: s.id, code: s.code, name: s.name, close: r3(f.close[i]!), pct: r2(f.pct[i]!), buy, sell, net: buy - sell });
        }
        if (s.exchange === 'HK') return;
        const vwap = f.volume[i]! > 0 ? f.amount[i]! / f.volume[i]! : f.close[i]!;
        holdings.push({
          id: s.id,
          code: s.code,
          name: s.name,
          exchange: s.exchange as DcExchange,
          close: r3(f.close[i]!),
          pct: r2(f.pct[i]!),
          shares: c.hold[i]!,
          value: Math.round(c.hold[i]! * f.close[i]!),
          ratio: f.floatShares[i]! > 0 ? r2((c.hold[i]! / f.floatShares[i]!) * 100) : 0,
          change: c.holdChange[i]!,
          changeValue: Math.round(c.holdChange[i]! * vwap),
        });
      });
      for (const fl of flows.values()) fl.net = fl.buy - fl.sell;
      const top: ConnectTop[] = [];
      for (const list of tops.values()) {
        list.sort((a, b) => b.buy + b.sell - (a.buy + a.sell) || a.id.localeCompare(b.id));
        for (const [k, x] of list.slice(0, 10).entries()) top.push({ ...x, rank: k + 1 });
      }
      holdings.sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
      return { ...this.day(t), flows: [...flows.values()], top, holdings };
    });
  }

  /** A stock's 沪深港通 trades of the day by channel: [channel, buy, sell] (元; a 港股通 name's split between 沪 and 深, HKD converted). */
  private channelTrades(s: Stock, i: number, c: DayCalc): Array<[ConnectChannel, number, number]> {
    const trade = (ch: ConnectChannel, share: number, rate: number): [ConnectChannel, number, number] => [
      ch,
      Math.round(c.cBuy[i]! * share * rate),
      Math.round(c.cSell[i]! * share * rate),
    ];
    if (s.exchange !== 'HK') return [trade(s.exchange === 'SH' ? '沪股通' : '深股通', 1, 1)];
    const sh = 0.4 + 0.2 * fixed(s.key, PATH_TAG.north, 2);
    return [trade('港股通(沪)', sh, HKD_CNY), trade('港股通(深)', 1 - sh, HKD_CNY)];
  }

  // ---------------------------------------------------------------- 大宗交易, 停复牌

  /** 大宗交易 of day t (`block-trades.ts`). */
  blockTrade(t: number): BlockTradeAnswer {
    return this.cached(`block|${t}|${this.last()}`, () => {
      const rows = blockTradesOf(this.frames.stocks, this.frame(t));
      return { ...this.day(t), summary: blockSummary(rows), rows };
    });
  }

  /** 停复牌 of day t (`suspensions.ts`). */
  suspension(t: number): SuspensionAnswer {
    const last = this.last();
    return this.cached(`susp|${t}|${last}`, () => ({
      ...this.day(t),
      ...suspensionsOf(this.frames, this.frame(t), last, (d) => formatDay(dayOfTradingIndex(d))),
    }));
  }

  // ---------------------------------------------------------------- 股东增减持

  /** The market's holder changes (built on first use). */
  get holderChanges(): HolderChanges {
    this.holderModel ??= new HolderChanges(this.deps.companies, this.frames.stocks);
    return this.holderModel;
  }

  /** Builds, yielding between slices, what {@link holderChange} reads of every company (its share capital, once). */
  prepareHolders(): Promise<void> {
    return this.holderChanges.prepare();
  }

  /** First trading index of the window of `period` ending at day t: the mainland days after the same date `months` earlier. */
  holderWindowStart(t: number, period: HolderChangePeriod): number {
    const [y, m, d] = formatDay(dayOfTradingIndex(t)).split('-').map(Number) as [number, number, number];
    const months = y * 12 + m - 1 - HOLDER_CHANGE_MONTHS[period];
    const year = Math.floor(months / 12);
    const month = (months % 12) + 1;
    const date = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
    return dayAfter(tradingIndexOf(dayOfDate(year, month, date)), 1);
  }

  /** 股东增减持 announced in the window of `period` up to day t, as known on day t (`holder-changes.ts`). */
  holderChange(t: number, period: HolderChangePeriod): HolderChangeAnswer {
    return this.cached(`holder|${t}|${period}`, () => {
      const from = this.holderWindowStart(t, period);
      return { ...this.day(t), period, from: formatDay(dayOfTradingIndex(from)), ...this.holderChanges.rowsOf(from, t, this.rowsFrame(t)) };
    });
  }

  // ---------------------------------------------------------------- 股权质押

  /** The pledge model (built on first use, over the holder changes' holdings). */
  get pledges(): PledgeModel {
    this.pledgeModel ??= new PledgeModel(this.holderChanges.holders, dayOfTradingIndex, () => this.last());
    return this.pledgeModel;
  }

  /** Builds, yielding between slices of about 20 ms, every company's pledges up to day t (what {@link pledge} reads). */
  async preparePledges(t: number): Promise<void> {
    await this.prepareHolders();
    const rows = this.holderChanges.rows;
    let k = 0;
    await inSlices(rows.length, () => this.pledges.of(this.frames.stocks[rows[k++]!]!.slot, t));
  }

  /** 股权质押 of day t: stocks by 质押比例 and the pledges' 明细 (`pledges.ts`). */
  pledge(t: number): PledgeAnswer {
    return this.cached(`pledge|${t}`, () => {
      const hc = this.holderChanges;
      return {
        ...this.day(t),
        ...pledgesOf({ stocks: this.frames.stocks, rows: hc.rows, pledges: this.pledges, holders: hc.holders, ctx: hc.ctx }, t, this.rowsFrame(t)),
      };
    });
  }

  // ---------------------------------------------------------------- 股票回购

  /** The buyback model (built on first use; a company's plans built once up to the last closed day). */
  get buybacks(): BuybackModel {
    this.buybackModel ??= new BuybackModel(this.deps.companies, () => this.last());
    return this.buybackModel;
  }

  /** Builds, yielding between slices of about 20 ms, every company's plans up to day t (what {@link buyback} reads). */
  async prepareBuybacks(t: number): Promise<void> {
    const rows = this.holderChanges.rows;
    let k = 0;
    await inSlices(rows.length, () => this.buybacks.of(this.frames.stocks[rows[k++]!]!.slot, t));
  }

  /** 股票回购 of day t: the plans that run or ended lately, purchases through t (`buybacks.ts`). */
  buyback(t: number): BuybackAnswer {
    return this.cached(`buyback|${t}`, () => {
      const from = this.holderWindowStart(t, '1m');
      return {
        ...this.day(t),
        monthFrom: formatDay(dayOfTradingIndex(from)),
        ...buybacksOf({ stocks: this.frames.stocks, rows: this.holderChanges.rows, buybacks: this.buybacks }, t, from, this.rowsFrame(t)),
      };
    });
  }

  /** 限售解禁 around day t: the range's batches, every window's summary and the calendar (`unlocks.ts`). */
  unlock(t: number, range: UnlockRange): UnlockAnswer {
    return this.cached(`unlock|${t}|${range}`, () => {
      const last = this.last();
      const src = {
        stocks: this.frames.stocks,
        rows: this.holderChanges.rows,
        models: this.deps.companies.source.models,
        closeAt: (i: number, d: number) => this.frames.closeAt(i, d, last),
      };
      return { ...this.day(t), range, ...unlocksOf(src, t, range, this.rowsFrame(t)) };
    });
  }

  // ---------------------------------------------------------------- 估值

  /** First day the valuation gauge answers for (starts its background build). */
  valuationFirst(): number {
    this.gauge.start(this.last());
    return this.gauge.firstDay();
  }

  /** The all-A valuation gauge of day t; builds the company models in the background first. */
  valuation(t: number): ValuationAnswer {
    const last = this.last();
    this.gauge.start(last);
    if (!this.gauge.ready(last)) return { ...this.day(t), ready: false, progress: Math.floor(this.gauge.progress() * 100), gauge: null };
    return this.cached(`pe|${t}|${last}`, () => {
      const f = this.frame(t);
      const { day, series } = this.gauge.at(t, (slot) => {
        const i = this.slotRow.get(slot);
        return i !== undefined && f.present[i] ? f.close[i]! : null;
      });
      const pe = r2(day.peMedian);
      return {
        ...this.day(t),
        ready: true,
        progress: 100,
        gauge: {
          peMedian: pe,
          pePercentile: r2(percentileOf(day.peMedian, [...series.map((x) => x.peMedian), day.peMedian])),
          years: YEARS,
          counted: day.counted,
          listed: day.listed,
          belowBook: day.belowBook,
          belowBookRatio: pctOf(day.belowBook, day.listed),
          series: series.map((x) => ({ date: formatDay(dayOfTradingIndex(x.t)), peMedian: r2(x.peMedian) })),
        },
      };
    });
  }

  // ---------------------------------------------------------------- history

  /** One day of the history (cached per day). */
  private point(t: number, index: number): HistoryPoint {
    let p = this.points.get(t);
    if (!p) {
      p = this.pointOf(t);
      this.points.set(t, p);
    }
    return { ...p, index };
  }

  /**
   * The market totals of day t the charts plot — the same sums as the day's 资金流向, 沪深港通, 融资融券
   * and 涨停 answers (integers, so the order of adding does not matter), read from the frame and the
   * day's columns without building those answers' tables.
   */
  private pointOf(t: number): Omit<HistoryPoint, 'index'> {
    const f = this.frame(t);
    const c = this.calc(t);
    const p = { date: formatDay(dayOfTradingIndex(t)), mainNet: 0, north: 0, south: 0, finBalance: 0, marginTotal: 0, limitUp: 0, limitDown: 0 };
    this.frames.stocks.forEach((s, i) => {
      if (!f.present[i]) return;
      if (!Number.isNaN(c.hold[i]!))
        for (const [, buy, sell] of this.channelTrades(s, i, c)) {
          if (s.exchange === 'HK') p.south += buy - sell;
          else p.north += buy - sell;
        }
      if (!this.isA(s)) return;
      const net = netOf(c.flows[i]!);
      p.mainNet += net.xl + net.l;
      if (!Number.isNaN(c.fin[i]!)) {
        p.finBalance += c.fin[i]!;
        p.marginTotal += c.fin[i]! + Math.round(c.sec[i]! * f.close[i]!);
      }
      if (!f.suspended[i]) {
        p.limitUp += f.limitUp[i]!;
        p.limitDown += f.limitDown[i]!;
      }
    });
    return p;
  }

  /** Computes the history's `days` mainland days up to t one at a time, yielding to the event loop between them (a day is ~15 ms). */
  async preparePoints(t: number, days: number): Promise<void> {
    for (const d of daysUpTo(t, days)) {
      if (this.points.get(d)) continue;
      this.point(d, 0);
      await yieldToLoop();
    }
  }

  /** The `days` mainland trading days ending at t, oldest first. */
  history(t: number, days: number): HistoryAnswer {
    const ds = daysUpTo(t, days);
    const closes = this.deps.indexCloses?.(HISTORY_INDEX.id, ds[0] ?? t, t) ?? new Map<number, number>();
    const points: HistoryPoint[] = [];
    for (const d of ds) points.push(this.point(d, r2(closes.get(d) ?? Number.NaN)));
    return { ...this.day(t), indexName: HISTORY_INDEX.name, points: points.map((p) => (Number.isNaN(p.index) ? { ...p, index: 0 } : p)) };
  }
}

/** 解读 of a listing from its net and the institutions' net. */
function explainOf(net: number, instNet: number, pct: number): string {
  const who = instNet > 0 ? '机构买入' : instNet < 0 ? '机构卖出' : '游资主导';
  const side = net > 0 ? '主力做多' : '主力做空';
  const move = pct >= 9.5 ? '，涨停' : pct <= -9.5 ? '，跌停' : '';
  return `${side}，${who}${move}`;
}

/** `HH:MM:SS` of a continuous-session minute (0 = 09:30; −1 = 09:25 auction), seconds from the hash. */
function clockOf(minute: number, h: number, salt: number): string {
  if (minute < 0) return '09:25:00';
  const m = Math.min(minute, 238);
  const total = m < 120 ? 9 * 60 + 30 + m : 13 * 60 + (m - 120);
  const sec = Math.floor(uniform(hash2(h, salt)) * 60);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:${pad(sec)}`;
}
