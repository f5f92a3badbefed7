/**
 * The simulated market: `createPriceMarket({ securities, constituents, seed, clock })`.
 *
 * Deterministic for a seed and an anchor day: every price, size and bar is a pure function of
 * (seed, anchor, security, day, minute, tick), so the same request gives the same answer, and two
 * markets with one seed and anchor agree however often each is stepped. The anchor is the trading
 * day before the one the market starts on: each security closes there at its reference level (its
 * approximate real price when `referencePrice` knows it), so today's prices look like the real
 * market's, and history runs backwards from them. The feed calls `step()` about every 3 s and pushes what
 * `changedSince` (or an `onTick` listener) reports; reads bring the day up to the clock first.
 * History is generated per security on first request and kept in bounded caches.
 */
import { isSecurityId, securityId, type SecurityId } from '../../../contracts/market';
import type { TradeTick } from '../../../contracts/endpoints/details';
import type { Quote } from '../../../contracts/ws-protocol';
import { orderBook, recentTrades } from './live/book';
import { dayOfTradingIndex, localDay, tradingIndexOf } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { SimClock } from './live/clock';
import { buildComposites } from './history/composite';
import { LiveEngine } from './live/engine';
import { liveOrderFlow, type LiveOrderFlow } from './live/trade-sides';
import { Factors } from './model/factors';
import { Valuations } from './history/valuations';
import { History } from './history/history';
import { DayTable, type DayColumns } from './history/day-table';
import { kline as klineOf, MAX_BARS, prepareKline, type KlineQuery } from './live/kline';
import { PriceModel, type AnchorState } from './model/price-model';
import { withIncentivePlan } from './model/lockups';
import { buildProfile, type Profile, type SimSecurity } from './model/profile';
import { toWireQuote } from './live/quote';
import { normaliseSeed } from '../shared/rng';
import { floatSharesAt, totalSharesAt } from './model/share-count';
import { snapshotOf } from './live/snapshot';
import { timeShare } from './live/time-share';
import { ADJUSTS, PERIODS, type Fundamentals, type KlineBar, type OrderBook, type Snapshot, type TimeShareDay } from './types';

/** Why a market call was refused. */
export class MarketError extends Error {
  constructor(
    readonly code: 'unknown-security' | 'bad-query' | 'bad-universe',
    message: string,
  ) {
    super(message);
    this.name = 'MarketError';
  }
}

/** Inputs of {@link createPriceMarket}. */
export interface PriceMarketOptions {
  /** The universe: the contract's Security plus its id. */
  securities: readonly SimSecurity[];
  /** Member ids of an index (empty: the index runs on its own model). */
  constituents: (indexId: SecurityId) => readonly SecurityId[];
  /** `SIM_SEED`: a number or any non-empty string. */
  seed: number | string;
  clock: SimClock;
  /**
   * Approximate real price level of a security (yuan, HKD, index points), e.g. the universe's
   * `referencePrice`. The security then closes at that level on the anchor day; securities it
   * does not know (or all, when omitted) close at a level drawn from the seed, plausible for their kind.
   */
  referencePrice?: (id: SecurityId) => number | undefined;
  /**
   * Any instant of the day the market is anchored to (epoch ms): prices are at their levels at
   * the close of the trading day before it. Default: the clock's time when the market is created.
   */
  anchorAt?: number;
  /**
   * Index members' market caps at the anchor by security id, from an earlier boot with the same seed,
   * anchor and model code (warmup/boot-cache.ts); the map is filled with any computed now. They set
   * each computed index's scale, and computing them walks every member's ten-year path.
   */
  memberCaps?: Map<SecurityId, number>;
  /**
   * Price models' anchor states by security id, from an earlier boot (as `memberCaps`); the map is
   * filled with any solved now. Solving one walks the security's ten-year path: without them the
   * first step of a boot costs seconds.
   */
  anchors?: Map<SecurityId, AnchorState>;
  /**
   * Where a company's PE-TTM, PB and total cap come from, built over the market's own profiles and
   * price models (companies/ injects its company model: `companies/market.ts`). Absent: every
   * security shows the caps of its share counts only.
   */
  valuations?: (source: ModelSource) => ValuationSource;
}

/** The market's own profiles and price models, as a model built over them (the company model) reads them. */
export interface ModelSource {
  readonly profiles: readonly Profile[];
  readonly models: readonly PriceModel[];
  /** Trading index on which every model closes at its reference level. */
  readonly anchorIdx: number;
}

/** The valuation of a company on a day at a price, injected so the market never builds the company model. */
export interface ValuationSource {
  isCompany(slot: number): boolean;
  valuationAt(slot: number, t: number, price: number): { totalCap: number | null; peTtm: number | null; pb: number | null };
}

/** Called after a step that changed something, with the ids that changed. */
export type TickListener = (seq: number, changed: readonly SecurityId[]) => void;

/** The simulated market. */
export interface PriceMarket {
  readonly seed: number;
  readonly clock: SimClock;
  /** Seq of the latest change (0 before the first step). */
  readonly seq: number;
  /** Advances to `now` (default: the clock) and returns the seq. */
  step(now?: number): number;
  /** Market time of the state on show. */
  time(): number;
  /** `YYYY-MM-DD` of the trading day on show. */
  tradingDay(): string;
  security(id: SecurityId): SimSecurity | undefined;
  /** Snapshot of one security; undefined when unknown or not listed yet. */
  quote(id: SecurityId): Snapshot | undefined;
  /** Snapshots of the given ids (unknown ones skipped), or of the whole universe. */
  quotes(ids?: readonly SecurityId[]): Snapshot[];
  /** Wire quotes (contracts/ws-protocol) of the given ids, or of the whole universe. */
  wireQuotes(ids?: readonly SecurityId[]): Quote[];
  /** Ids that changed after `seq`. */
  changedSince(seq: number): SecurityId[];
  /** Subscribes to steps; returns the unsubscribe function. */
  onTick(listener: TickListener): () => void;
  book(id: SecurityId): OrderBook;
  /** Today's most recent trades, newest first. */
  ticks(id: SecurityId, n: number): TradeTick[];
  /** 内盘 / 外盘 (shares) and 资金流向 (元) so far today. */
  orderFlow(id: SecurityId): LiveOrderFlow;
  kline(id: SecurityId, query: KlineQuery): KlineBar[];
  /** Builds ahead, in slices of about `sliceMs` (default 20) that yield to the event loop, the history {@link kline} would build in one piece (a computed index's); then `kline` is cheap. */
  prepareKline(id: SecurityId, query: KlineQuery, sliceMs?: number): Promise<void>;
  /**
   * From now on, {@link prepareKline} has computed indexes' day tables built by `builder` — a worker
   * thread over an identical market (same seed, anchor and boot memo), which answers
   * {@link compositeDayColumns} — rather than in slices here; a rejection leaves that table to the slices.
   */
  offloadCompositeDays(builder: (id: SecurityId, first: number, T: number) => Promise<DayColumns>): void;
  /** A computed index's day table over trading indexes [first, T − 1], built now in one piece (the worker's side of {@link offloadCompositeDays}). */
  compositeDayColumns(id: SecurityId, first: number, T: number): DayColumns;
  /** Time-share chart of today, or of the last five trading days. */
  minutes(id: SecurityId, days: 1 | 5): TimeShareDay[];
  fundamentals(id: SecurityId): Fundamentals;
  /** Total and float shares of trading day t (bonus issues applied; see share-count); undefined when unknown. */
  sharesOn(id: SecurityId, t: number): { total: number; float: number } | undefined;
  /** Trading index of the day on show. */
  tradingIndex(): number;
  /** Members of a computed index with the float shares it counts today and their share of its level; null for other ids. */
  constituentWeights(id: SecurityId): ConstituentWeight[] | null;
}

/** One member of a computed index. */
export interface ConstituentWeight {
  id: SecurityId;
  /** Float shares the index counts today (the universe's figure grown by bonus issues). */
  shares: number;
  /** Share of the index level now, 0…1. */
  weight: number;
}

function validateUniverse(securities: readonly SimSecurity[]): void {
  const seen = new Set<string>();
  for (const s of securities) {
    if (!isSecurityId(s.id) || s.id !== securityId(s))
      throw new MarketError('bad-universe', `security id ${JSON.stringify(s.id)} does not match ${s.code}.${s.suffix}`);
    if (seen.has(s.id)) throw new MarketError('bad-universe', `duplicate security ${s.id}`);
    seen.add(s.id);
    if (!Number.isInteger(s.lot) || s.lot <= 0) throw new MarketError('bad-universe', `${s.id}: lot must be a positive integer`);
    for (const k of ['totalShares', 'floatShares'] as const) {
      if (!Number.isFinite(s[k]) || s[k] < 0) throw new MarketError('bad-universe', `${s.id}: ${k} must be a non-negative number`);
    }
  }
}

/** Checks a kline query; throws `bad-query` with the reason. */
export function validateKlineQuery(q: KlineQuery): void {
  if (!(PERIODS as readonly string[]).includes(q.period)) throw new MarketError('bad-query', `period must be one of ${PERIODS.join(', ')}`);
  if (!(ADJUSTS as readonly string[]).includes(q.adjust)) throw new MarketError('bad-query', `adjust must be one of ${ADJUSTS.join(', ')}`);
  if (!Number.isInteger(q.count) || q.count < 1 || q.count > MAX_BARS) throw new MarketError('bad-query', `count must be an integer from 1 to ${MAX_BARS}`);
  if (q.end !== undefined && !Number.isFinite(q.end)) throw new MarketError('bad-query', 'end must be epoch ms');
}

/** The anchor day of a market anchored at `at`: the trading day before the one `at` falls on (or its weekend follows). */
export function anchorIndexOf(at: number): number {
  return tradingIndexOf(localDay(at)) - 1;
}

/**
 * Builds the simulated market over a universe. Generates no history (that happens on request)
 * beyond each index's close on the anchor day, which sets its scale.
 */
export function createPriceMarket(options: PriceMarketOptions): PriceMarket {
  validateUniverse(options.securities);
  const seed = normaliseSeed(options.seed);
  const clock = options.clock;
  const anchorAt = options.anchorAt ?? clock.now();
  if (!Number.isFinite(anchorAt)) throw new MarketError('bad-query', `anchorAt must be epoch ms, got ${anchorAt}`);
  const anchor = anchorIndexOf(anchorAt);
  const factors = new Factors(seed, anchor);
  let profiles: Profile[];
  try {
    profiles = options.securities.map((s, i) => buildProfile(seed, withIncentivePlan(seed, s, anchor), i, options.referencePrice?.(s.id)));
  } catch (e) {
    throw new MarketError('bad-universe', (e as Error).message);
  }
  const slotOf = new Map(profiles.map((p) => [p.sec.id, p.slot] as const));
  const anchors = options.anchors;
  const models = profiles.map(
    (p) => new PriceModel(p, factors, anchor, anchors ? { known: anchors.get(p.sec.id), keep: (state) => anchors.set(p.sec.id, state) } : {}),
  );
  const known = new Map<number, number>();
  for (const [id, cap] of options.memberCaps ?? []) {
    const slot = slotOf.get(id);
    if (slot !== undefined) known.set(slot, cap);
  }
  const composites = buildComposites(profiles, models, slotOf, options.constituents, anchor, known);
  if (options.memberCaps) for (const [slot, cap] of known) options.memberCaps.set(profiles[slot]!.sec.id, cap);
  const ctx = { profiles, models, factors, composites };
  // Built lazily per company on first use; the quote grid's PE/PB and the fundamentals pages read the same reports.
  const companies = options.valuations?.({ profiles, models, anchorIdx: anchor });
  const history = new History(ctx);
  // A market closed today shows its last traded day as history has it (a computed index's from its members).
  const engine = new LiveEngine(ctx, (slot, t) => {
    const table = history.days(slot, t, t + 1);
    return table && t >= table.from ? table.bar(t - table.from) : null;
  });
  const valuations = new Valuations();
  const listeners = new Set<TickListener>();

  const sync = () => step(clock.now());
  function step(now?: number): number {
    const at = now ?? clock.now();
    if (!Number.isFinite(at)) throw new MarketError('bad-query', `step needs a finite time, got ${at}`);
    const before = engine.seq;
    const seq = engine.advanceTo(at);
    if (seq !== before && listeners.size > 0) {
      const changed = changedSince(before);
      for (const l of listeners) l(seq, changed);
    }
    return seq;
  }
  function profileOf(id: SecurityId): Profile {
    const slot = slotOf.get(id);
    if (slot === undefined) throw new MarketError('unknown-security', `unknown security ${JSON.stringify(id)}`);
    return profiles[slot]!;
  }
  function changedSince(seq: number): SecurityId[] {
    const out: SecurityId[] = [];
    for (let i = 0; i < profiles.length; i++) if (engine.changed[i]! > seq && engine.listed[i] === 1) out.push(profiles[i]!.sec.id);
    return out;
  }
  function snapshots(ids?: readonly SecurityId[]): Array<{ profile: Profile; snapshot: Snapshot }> {
    sync();
    const picked = ids
      ? ids
          .map((id) => slotOf.get(id))
          .filter((s): s is number => s !== undefined)
          .map((s) => profiles[s]!)
      : profiles;
    const out: Array<{ profile: Profile; snapshot: Snapshot }> = [];
    for (const profile of picked) {
      const snapshot = snapshotOf(engine, profile);
      if (snapshot) out.push({ profile, snapshot });
    }
    return out;
  }
  const source = (id: SecurityId) => {
    const profile = profileOf(id);
    sync();
    return { profile, engine, history };
  };

  return {
    seed,
    clock,
    get seq() {
      return engine.seq;
    },
    step,
    time: () => {
      sync();
      return engine.time;
    },
    tradingDay: () => {
      sync();
      return formatDay(dayOfTradingIndex(engine.tradingIdx));
    },
    security: (id) => {
      const slot = slotOf.get(id);
      return slot === undefined ? undefined : profiles[slot]!.sec;
    },
    quote: (id) => snapshots([id])[0]?.snapshot,
    quotes: (ids) => snapshots(ids).map((r) => r.snapshot),
    wireQuotes: (ids) => snapshots(ids).map((r) => toWireQuote(r.snapshot, r.profile.sec.kind)),
    changedSince,
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    book: (id) => {
      const { profile } = source(id);
      return orderBook(engine, profile);
    },
    ticks: (id, n) => {
      const { profile } = source(id);
      if (!Number.isFinite(n) || n < 0) throw new MarketError('bad-query', 'n must be a non-negative number');
      return recentTrades(engine, profile, n);
    },
    orderFlow: (id) => liveOrderFlow(engine, source(id).profile),
    kline: (id, query) => {
      validateKlineQuery(query);
      return klineOf(source(id), query);
    },
    prepareKline: async (id, query, sliceMs) => {
      validateKlineQuery(query);
      await prepareKline(source(id), query, sliceMs);
    },
    offloadCompositeDays: (builder) => history.offloadComposites((slot, first, T) => builder(profiles[slot]!.sec.id, first, T).then(DayTable.fromColumns)),
    compositeDayColumns: (id, first, T) => history.compositeDays(profileOf(id).slot, first, T).toColumns(),
    minutes: (id, days) => {
      if (days !== 1 && days !== 5) throw new MarketError('bad-query', 'days must be 1 or 5');
      return timeShare(source(id), days, engine.time);
    },
    constituentWeights: (id) => {
      const { profile } = source(id);
      const state = engine.composite(profile.slot);
      if (!state) return null;
      const { members, kappa } = state.def;
      const rows: ConstituentWeight[] = [];
      let total = 0;
      for (let j = 0; j < members.length; j++) {
        const slot = members[j]!;
        const fixed = state.fixedPrice[j]!;
        const value = state.coef[j]! * (!Number.isNaN(fixed) ? fixed : engine.last[slot]!);
        total += value;
        rows.push({ id: profiles[slot]!.sec.id, shares: state.coef[j]! / kappa, weight: value });
      }
      for (const r of rows) r.weight = total > 0 ? r.weight / total : 0;
      return rows;
    },
    fundamentals: (id) => {
      const { profile } = source(id);
      if (engine.listed[profile.slot] !== 1) return { peTtm: null, pb: null, totalCap: null, floatCap: null };
      const price = engine.last[profile.slot]! / 1000;
      const caps = valuations.of(models[profile.slot]!, engine.tradingIdx, price);
      if (!companies?.isCompany(profile.slot)) return caps;
      // A company's PE-TTM and PB come from its reports known that day (loss → null, shown as 亏损/--).
      const v = companies.valuationAt(profile.slot, engine.tradingIdx, price);
      return { ...caps, totalCap: v.totalCap, peTtm: v.peTtm, pb: v.pb };
    },
    sharesOn: (id, t) => {
      const slot = slotOf.get(id);
      if (slot === undefined) return undefined;
      const model = models[slot]!;
      const sec = model.profile.sec;
      return { total: sec.totalShares > 0 ? totalSharesAt(model, t) : 0, float: sec.floatShares > 0 ? floatSharesAt(model, t) : 0 };
    },
    tradingIndex: () => {
      sync();
      return engine.tradingIdx;
    },
  };
}
