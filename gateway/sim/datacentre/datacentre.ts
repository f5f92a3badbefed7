/**
 * The data centre's datasets of one closed trading day (contracts/endpoints/datacentre.ts), all
 * read from the frames of the market's own daily bars (`frames.ts`) and the company model:
 * 资金流向 (`fund-flow.ts`), 龙虎榜 (`lhb.ts`), 涨停连板 and the gauges (`limit-up.ts`), 融资融券
 * (`margin.ts`) and 沪深港通 flows and 北向 holdings (`connect.ts`) — rolling balances from the day's
 * columns (`day-columns.ts`, `paths.ts`) —, 大宗交易 (`block-trades.ts`), 停复牌 (`suspensions.ts`), and
 * their daily history (`history.ts`); 股东增减持 over a window up to a day (`holder-changes.ts`), 股权质押
 * (`pledges.ts`), 股票回购 (`buybacks.ts`), 限售解禁 (`unlocks.ts`) and the all-A valuation
 * (`valuation.ts`). Pure: a function of the seed, the day and the last closed day; answers are cached
 * per day.
 *
 * This class is what the datasets share: the frames, the day's columns, the boards' rows, the
 * holder, pledge and buyback models (built on first use), the read-ahead and the answers' cache;
 * each dataset's rows are computed in its own module from the centre's reads (`reads.ts`).
 *
 * Its days are mainland trading days (the routes accept no other), and "the day before", 三日 and the
 * history's days count mainland days (`days.ts`): the HK-only days of 春节/国庆 weeks are not the
 * A-share market's.
 */
import type {
  BlockTradeAnswer,
  BuybackAnswer,
  ConnectAnswer,
  FlowScope,
  FundFlowAnswer,
  HistoryAnswer,
  HolderChangeAnswer,
  HolderChangePeriod,
  LhbAnswer,
  LimitUpAnswer,
  MarginAnswer,
  PledgeAnswer,
  SuspensionAnswer,
  UnlockAnswer,
  UnlockRange,
  ValuationAnswer,
} from '../../../contracts/endpoints/datacentre';
import type { Companies } from '../companies/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayAfter, dayBefore, holderWindowStart } from './days';
import type { Universe } from '../market/index';
import { Lru } from '../shared/lru';
import { blockSummary, blockTradesOf } from './block-trades';
import { connectOf } from './connect';
import { type DayCalc, DayColumns } from './day-columns';
import { Frames } from './frames';
import { type DayFrame, LOOKBACK } from './day-frame';
import { type FlowGroups, fundFlowOf } from './fund-flow';
import { History } from './history';
import { lhbOf } from './lhb';
import { limitUpOf } from './limit-up';
import { marginOf } from './margin';
import { PledgeModel } from '../disclosures/index';
import { BuybackModel } from '../disclosures/index';
import { buybacksOf } from './buybacks';
import { HolderChanges } from './holder-changes';
import { pledgesOf } from './pledges';
import { type CentreReads, dayOf } from './reads';
import { suspensionsOf } from './suspensions';
import { unlocksOf } from './unlocks';
import { ValuationGauge, valuationOf } from './valuation';
import { inSlices, yieldToLoop } from '../shared/slices';

/** What the data centre reads. */
export interface DataCentreDeps {
  universe: Universe;
  companies: Companies;
  /** Trading index of the last closed day. */
  lastClosed(): number;
  /** Closes of an index on trading days [from, to] (沪深300 for the charts); absent: from the frames. */
  indexCloses?(id: string, from: number, to: number): Map<number, number>;
  /** Builds ahead, in slices that yield, what {@link indexCloses} reads (an index's history sums every member's bars). */
  prepareIndexCloses?(id: string, from: number, to: number): Promise<void>;
}

/** The data centre. */
export class DataCentre {
  readonly frames: Frames;
  private readonly rowOf = new Map<string, number>();
  private readonly conceptOf = new Map<string, string>();
  private readonly groups: FlowGroups;
  private readonly columns: DayColumns;
  private readonly answers = new Lru<string, unknown>(64);
  private readonly points: History;
  private readonly slotRow = new Map<number, number>();
  readonly gauge: ValuationGauge;
  private holderModel: HolderChanges | null = null;
  private pledgeModel: PledgeModel | null = null;
  private buybackModel: BuybackModel | null = null;
  /** What the datasets read of the centre. */
  private readonly reads: CentreReads;

  constructor(private readonly deps: DataCentreDeps) {
    const { profiles, models } = deps.companies.source;
    this.frames = new Frames(profiles, models);
    this.frames.stocks.forEach((s, i) => {
      this.rowOf.set(s.id, i);
      this.slotRow.set(s.slot, i);
    });
    this.gauge = new ValuationGauge(deps.companies);
    this.columns = new DayColumns(this.frames, () => this.last());
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
    this.reads = {
      frames: this.frames,
      last: () => this.last(),
      frame: (t) => this.frame(t),
      rowsFrame: (t) => this.rowsFrame(t),
      calc: (t) => this.calc(t),
      day: (t) => this.day(t),
    };
    this.points = new History(this.reads, deps);
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

  /** The per-day columns of closed day t (`day-columns.ts`). */
  calc(t: number): DayCalc {
    return this.columns.calc(t);
  }

  private day(t: number): { date: string; latest: string } {
    return dayOf(t, this.last());
  }

  // ---------------------------------------------------------------- 资金流向, 龙虎榜, 涨停连板, 融资融券, 沪深港通

  /** 资金流向 of day t for a scope (`fund-flow.ts`). */
  fundFlow(t: number, scope: FlowScope): FundFlowAnswer {
    return this.cached(`flow|${t}|${scope}`, () => fundFlowOf(this.reads, this.groups, t, scope));
  }

  /** 龙虎榜 of day t (`lhb.ts`). */
  lhb(t: number): LhbAnswer {
    const last = this.last();
    return this.cached(`lhb|${t}|${Math.min(last, dayAfter(t, 10))}`, () => lhbOf(this.reads, t, last));
  }

  /** 涨停连板 and the gauges of day t (`limit-up.ts`). */
  limitUp(t: number): LimitUpAnswer {
    return this.cached(`zt|${t}`, () => limitUpOf(this.reads, this.conceptOf, t));
  }

  /** 融资融券 of day t (`margin.ts`). */
  margin(t: number): MarginAnswer {
    return this.cached(`margin|${t}`, () => marginOf(this.reads, t));
  }

  /** 沪深港通 of day t (`connect.ts`). */
  connect(t: number): ConnectAnswer {
    return this.cached(`connect|${t}`, () => connectOf(this.reads, t));
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

  /** First trading index of the window of `period` ending at day t (`days.ts`). */
  holderWindowStart(t: number, period: HolderChangePeriod): number {
    return holderWindowStart(t, period);
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
  /** The all-A valuation gauge of day t (`valuation.ts`); builds the company models in the background first. */
  valuation(t: number): ValuationAnswer {
    const last = this.last();
    this.gauge.start(last);
    if (!this.gauge.ready(last)) return { ...this.day(t), ready: false, progress: Math.floor(this.gauge.progress() * 100), gauge: null };
    return this.cached(`pe|${t}|${last}`, () => valuationOf(this.reads, this.gauge, this.slotRow, t));
  }

  // ---------------------------------------------------------------- history

  /** Computes the history's `days` mainland days up to t one at a time, yielding to the event loop between them (a day is ~15 ms; `history.ts`). */
  preparePoints(t: number, days: number): Promise<void> {
    return this.points.preparePoints(t, days);
  }

  /** The `days` mainland trading days ending at t, oldest first (`history.ts`). */
  history(t: number, days: number): HistoryAnswer {
    return this.points.history(t, days);
  }
}
