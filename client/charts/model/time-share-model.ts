/**
 * The time-share (分时) chart's state: one or five days of minute points laid on session slots,
 * the pre-close baseline, the optional call-auction segment, and the crosshair.
 * No DOM, no pixels beyond the layout; commands return the redraw level they need.
 *
 * Each day is as wide as its trading minutes: given a market, a day's slots are that day's hours
 * from the shared timetable, so in five-day mode an HKEX half day (09:30–12:00) takes about half a
 * full day's width and its line runs straight on into the next day, as 东方财富 and 同花顺 lay out
 * a five-day chart from each day's own minutes (no empty afternoon, no flat line to 16:00).
 */
import type { VolumeUnit } from '../../../contracts/format';
import type { TimetableMarket } from '../../../contracts/trading-timetable';
import { marketClock, parseClockTime, type MarketClock } from '../time-format';
import { HIDDEN_CROSSHAIR, nearestIndex, sameCrosshair, type CrosshairState } from './crosshair';
import { Invalidation, type InvalidationLevel } from './invalidation';
import { A_SHARE_AUCTION, A_SHARE_SESSIONS, callAuctionOf, SessionSlots, tradingSessionsOn, tradingSessionsOnDay, type TradingSession } from './sessions';
import { assertPoint, assertPoints, type TimeShareData, type TimeSharePoint } from './time-share-data';
import { timeShareLayout, type TimeShareLayout } from './time-share-layout';

export type { TimeShareData, TimeSharePoint } from './time-share-data';
export type { TimeShareLayout } from './time-share-layout';

/** Options of a time-share model. */
export interface TimeShareModelOptions {
  /**
   * The market whose timetable lays out each day shown (an HKEX half day: the morning only) and
   * whose opening call auction the auction segment spans (HK 09:00–09:20, A-shares 09:15–09:25).
   * Default A-shares.
   */
  market?: TimetableMarket;
  /** Fixed sessions of every day instead of the market's day by day. */
  sessions?: readonly TradingSession[];
  /** Call-auction window instead of the market's. */
  auctionWindow?: TradingSession;
  /** Wall clock, minutes east of UTC; default 480. */
  utcOffsetMinutes?: number;
  /** Decimals of prices in labels; default 2. */
  pricePrecision?: number;
  /** The unit volumes are written in (手 on the mainland, 股 in HK; contracts/format); none: plain 万/亿. */
  volumeUnit?: VolumeUnit;
}

/** Most days a time-share chart shows. */
export const MAX_TIME_SHARE_DAYS = 5;

/** A day's place on the axis: its first slot position and its number of slots. */
export interface DaySpan {
  first: number;
  slots: SessionSlots;
}

/** Points, slots, layout and crosshair of one time-share chart. */
export class TimeShareModel {
  readonly clock: MarketClock;
  readonly pricePrecision: number;
  readonly volumeUnit: VolumeUnit | null;
  /** Sessions of a day (wall-clock day number). */
  private readonly sessionsOn: (day: number) => readonly TradingSession[];
  /** Sessions of a day not known yet (a day slot with no points). */
  private readonly fullDay: readonly TradingSession[];
  private readonly slotCache = new Map<readonly TradingSession[], SessionSlots>();
  private spans: DaySpan[] = [];
  private readonly auctionOpen: number;
  private readonly auctionClose: number;
  private pointList: TimeSharePoint[] = [];
  private auctionList: TimeSharePoint[] = [];
  /** Slot position of each point: its day's first slot + its slot in that day. */
  private positionList: number[] = [];
  private dayNumbers: number[] = [];
  private preCloseValue = Number.NaN;
  private dayCount = 1;
  private fontSizePx = 12;
  private layoutCache: TimeShareLayout;
  private cross: CrosshairState = HIDDEN_CROSSHAIR;

  constructor(options: TimeShareModelOptions = {}) {
    this.clock = marketClock(options.utcOffsetMinutes);
    const { market, sessions } = options;
    if (sessions) new SessionSlots(sessions); // validates them now
    this.fullDay = sessions ?? (market ? tradingSessionsOn(market, null) : A_SHARE_SESSIONS);
    this.sessionsOn = sessions || !market ? () => this.fullDay : (day) => tradingSessionsOnDay(market, day);
    this.spans = this.layDays();
    const auction = options.auctionWindow ?? (market ? callAuctionOf(market) : A_SHARE_AUCTION);
    this.auctionOpen = parseClockTime(auction.open);
    this.auctionClose = parseClockTime(auction.close);
    if (this.auctionClose <= this.auctionOpen) throw new RangeError('auction window must end after it opens');
    this.pricePrecision = options.pricePrecision ?? 2;
    if (!Number.isInteger(this.pricePrecision) || this.pricePrecision < 0 || this.pricePrecision > 6) {
      throw new RangeError(`pricePrecision must be an integer 0..6, got ${this.pricePrecision}`);
    }
    this.volumeUnit = options.volumeUnit ?? null;
    this.layoutCache = this.computeLayout(0, 0);
  }

  /** Points shown, oldest first. */
  get points(): readonly TimeSharePoint[] {
    return this.pointList;
  }

  /** Slot positions of {@link points}, ascending. */
  get positions(): readonly number[] {
    return this.positionList;
  }

  /** Call-auction points (empty unless shown). */
  get auction(): readonly TimeSharePoint[] {
    return this.auctionList;
  }

  /** The baseline. */
  get preClose(): number {
    return this.preCloseValue;
  }

  /** Days laid out (1–5). */
  get days(): number {
    return this.dayCount;
  }

  /** Slots of the first day shown (the day of a one-day chart). */
  get slots(): SessionSlots {
    return this.spans[0]!.slots;
  }

  /** Where each day slot sits on the axis, oldest first ({@link days} of them). */
  get daySpans(): readonly DaySpan[] {
    return this.spans;
  }

  /** Slots across all days. */
  get totalSlots(): number {
    const last = this.spans[this.spans.length - 1]!;
    return last.first + last.slots.slotsPerDay;
  }

  /** The layout. */
  get layout(): TimeShareLayout {
    return this.layoutCache;
  }

  /** Font size of the layout. */
  get fontSize(): number {
    return this.fontSizePx;
  }

  /** The crosshair (index into {@link points}). */
  get crosshair(): CrosshairState {
    return this.cross;
  }

  /** The point under the crosshair, or null. */
  get crosshairPoint(): TimeSharePoint | null {
    return this.cross.visible ? (this.pointList[this.cross.index] ?? null) : null;
  }

  /** Sets the CSS size and font size. */
  setSize(width: number, height: number, fontSize: number): InvalidationLevel {
    this.fontSizePx = fontSize;
    this.layoutCache = this.computeLayout(width, height);
    return Invalidation.full;
  }

  /** Replaces the data (validated); keeps the last `days` trading days of points. */
  setData(data: TimeShareData): InvalidationLevel {
    if (data === null || typeof data !== 'object') throw new RangeError('time-share data must be an object');
    if (!(Number.isFinite(data.preClose) && data.preClose > 0)) throw new RangeError(`preClose must be a positive number, got ${data.preClose}`);
    const days = data.days ?? 1;
    if (!Number.isInteger(days) || days < 1 || days > MAX_TIME_SHARE_DAYS) throw new RangeError(`days must be 1..5, got ${days}`);
    assertPoints(data.points, 'points');
    if (data.auction !== undefined) assertPoints(data.auction, 'auction');
    this.preCloseValue = data.preClose;
    this.dayCount = days;
    // Keep the last `days` distinct trading dates.
    const dayOf = data.points.map((p) => this.clock.dayNumber(p.t));
    const distinct = [...new Set(dayOf)];
    const kept = new Set(distinct.slice(-days));
    this.pointList = data.points.filter((_, i) => kept.has(dayOf[i]!));
    this.auctionList = days === 1 && data.auction ? data.auction.slice() : [];
    // Before the open a day has only its auction: it still names the day whose hours to lay out.
    const firstAuction = this.auctionList[0];
    this.dayNumbers = kept.size === 0 && firstAuction ? [this.clock.dayNumber(firstAuction.t)] : [...kept];
    this.spans = this.layDays();
    this.positionList = this.pointList.map((p) => this.positionOf(p.t));
    this.cross = HIDDEN_CROSSHAIR;
    this.layoutCache = this.computeLayout(this.layoutCache.width, this.layoutCache.height);
    return Invalidation.light;
  }

  /**
   * Live update: a point in the same minute as the last replaces it, a later one is appended
   * (a new trading day starts a new day slot; in one-day mode it replaces the old day), an
   * earlier one is ignored.
   */
  updateLast(point: TimeSharePoint): { merge: 'replaced' | 'appended' | 'stale'; level: InvalidationLevel } {
    assertPoint(point, 'point');
    const last = this.pointList[this.pointList.length - 1];
    if (last !== undefined && point.t < last.t) return { merge: 'stale', level: Invalidation.none };
    const day = this.clock.dayNumber(point.t);
    if (!this.dayNumbers.includes(day)) {
      this.dayNumbers.push(day);
      if (this.dayNumbers.length > this.dayCount) {
        const dropped = this.dayNumbers.shift()!;
        const keep = this.pointList.map((p) => this.clock.dayNumber(p.t) !== dropped);
        this.pointList = this.pointList.filter((_, i) => keep[i]);
        this.auctionList = [];
      }
      this.spans = this.layDays();
      this.positionList = this.pointList.map((p) => this.positionOf(p.t));
    }
    const position = this.positionOf(point.t);
    const n = this.pointList.length;
    if (n > 0 && this.positionList[n - 1] === position) {
      this.pointList[n - 1] = point;
      return { merge: 'replaced', level: Invalidation.light };
    }
    this.pointList.push(point);
    this.positionList.push(position);
    return { merge: 'appended', level: Invalidation.light };
  }

  /** Live update of the call auction (one-day mode): same minute replaces, later appends. */
  updateAuction(point: TimeSharePoint): InvalidationLevel {
    assertPoint(point, 'auction point');
    if (this.dayCount !== 1) return Invalidation.none;
    const last = this.auctionList[this.auctionList.length - 1];
    if (last && point.t < last.t) return Invalidation.none;
    if (last && Math.floor(this.clock.minuteOfDay(last.t)) === Math.floor(this.clock.minuteOfDay(point.t))) {
      this.auctionList[this.auctionList.length - 1] = point;
    } else {
      this.auctionList.push(point);
    }
    if (this.layoutCache.auction === null) this.layoutCache = this.computeLayout(this.layoutCache.width, this.layoutCache.height);
    return Invalidation.light;
  }

  /** True when the instant's trading day is one of the days laid out. */
  showsDay(t: number): boolean {
    return this.dayNumbers.includes(this.clock.dayNumber(t));
  }

  /** Slot position of an instant: its day's first slot + its minute's slot in that day. */
  positionOf(t: number): number {
    const dayIndex = Math.max(0, this.dayNumbers.indexOf(this.clock.dayNumber(t)));
    const span = this.spans[Math.min(dayIndex, this.spans.length - 1)]!;
    return span.first + span.slots.slotOf(this.clock.minuteOfDay(t));
  }

  /** x of a slot position. */
  xOfPosition(position: number): number {
    const { x, w } = this.layoutCache.session;
    const last = this.totalSlots - 1;
    return last > 0 ? x + (position / last) * w : x;
  }

  /** Slot position at x (fractional). */
  positionOfX(x: number): number {
    const { x: left, w } = this.layoutCache.session;
    return w > 0 ? ((x - left) / w) * (this.totalSlots - 1) : 0;
  }

  /** x of an auction instant inside the auction segment, or NaN when the segment is hidden. */
  xOfAuction(t: number): number {
    const seg = this.layoutCache.auction;
    if (!seg) return Number.NaN;
    const m = this.clock.minuteOfDay(t);
    const f = Math.max(0, Math.min(1, (m - this.auctionOpen) / (this.auctionClose - this.auctionOpen)));
    return seg.x + f * seg.w;
  }

  /** The price range drawn: symmetric around the pre-close, covering every price and average. */
  priceRange(): { min: number; max: number } {
    const base = this.preCloseValue;
    let dev = 0;
    const scan = (list: readonly TimeSharePoint[]): void => {
      for (const p of list) {
        dev = Math.max(dev, Math.abs(p.price - base));
        if (Number.isFinite(p.avg) && p.avg > 0) dev = Math.max(dev, Math.abs(p.avg - base));
      }
    };
    scan(this.pointList);
    scan(this.auctionList);
    if (!(dev > 0)) dev = Number.isFinite(base) ? base * 0.01 : 1;
    return { min: base - dev, max: base + dev };
  }

  /** Pointer at (x, y): snaps to the nearest point in the session area, hides elsewhere. */
  pointerMove(x: number, y: number): InvalidationLevel {
    const { session, timeAxis } = this.layoutCache;
    if (x < session.x || x > session.x + session.w || y < 0 || y >= timeAxis.y || this.pointList.length === 0) {
      return this.hideCrosshair();
    }
    return this.setCrosshair({ visible: true, index: nearestIndex(this.positionList, this.positionOfX(x)), x, y });
  }

  /** ←/→: shows the crosshair on the newest point or moves it `delta` points; it then follows the price. */
  moveCrosshair(delta: number): InvalidationLevel {
    const n = this.pointList.length;
    if (n === 0) return Invalidation.none;
    const index = this.cross.visible ? Math.max(0, Math.min(n - 1, this.cross.index + Math.trunc(delta))) : n - 1;
    return this.setCrosshair({ visible: true, index, x: null, y: null });
  }

  /** Hides the crosshair. */
  hideCrosshair(): InvalidationLevel {
    return this.setCrosshair(HIDDEN_CROSSHAIR);
  }

  private setCrosshair(next: CrosshairState): InvalidationLevel {
    if (sameCrosshair(this.cross, next)) return Invalidation.none;
    this.cross = next;
    return Invalidation.cursor;
  }

  /** Lays the day slots side by side, each as wide as its day's minutes (days without points: a full day). */
  private layDays(): DaySpan[] {
    const out: DaySpan[] = [];
    let first = 0;
    for (let d = 0; d < this.dayCount; d++) {
      const day = this.dayNumbers[d];
      const slots = this.slotsOf(day === undefined ? this.fullDay : this.sessionsOn(day));
      out.push({ first, slots });
      first += slots.slotsPerDay;
    }
    return out;
  }

  private slotsOf(sessions: readonly TradingSession[]): SessionSlots {
    let slots = this.slotCache.get(sessions);
    if (!slots) {
      slots = new SessionSlots(sessions);
      this.slotCache.set(sessions, slots);
    }
    return slots;
  }

  private computeLayout(width: number, height: number): TimeShareLayout {
    return timeShareLayout(width, height, this.fontSizePx, this.dayCount === 1 && this.auctionList.length > 0);
  }
}
