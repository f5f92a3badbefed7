/**
 * Every user's price alerts, indexed by security and threshold so a tick costs only what it
 * crosses: per security a {@link ThresholdBook} per metric and side (price, 涨跌幅, 量比-like volume
 * pace), and the limit alerts, looked at only when the security reaches or leaves a limit.
 * Pause and cool-down are checked on the few alerts a tick crosses, never per tick.
 * Pure: no clock (ticks carry their time), no I/O; the caller turns fires into personal events.
 */
import type { AlertKind, AlertRule } from '../../../contracts/alerts';
import { ThresholdBook } from './threshold-book';

/** What a tick tells the index about one security. */
export interface AlertTick {
  code: string;
  price: number;
  pct: number;
  /** Today's volume ÷ the 5-day average volume's pace at this point of the session; absent: unknown. */
  volumePace?: number;
  limitUp?: number;
  limitDown?: number;
  ts: number;
}

/** One alert that fired. */
export interface AlertFire {
  uid: number;
  rule: AlertRule;
  tick: AlertTick;
}

type Metric = 'price' | 'pct' | 'pace';
const BOOK_OF: Partial<Record<AlertKind, { metric: Metric; up: boolean }>> = {
  priceAbove: { metric: 'price', up: true },
  priceBelow: { metric: 'price', up: false },
  pctAbove: { metric: 'pct', up: true },
  pctBelow: { metric: 'pct', up: false },
  volumeSurge: { metric: 'pace', up: true },
};
/** Move back past a threshold needed to re-arm: a tick for prices, 0.1 point for 涨跌幅, 0.1× for pace. */
const HYSTERESIS: Record<Metric, number> = { price: 0.01, pct: 0.1, pace: 0.1 };

interface Held {
  uid: number;
  rule: AlertRule;
  lastFired: number;
}

interface CodeAlerts {
  books: Map<string, ThresholdBook>;
  limit: Set<number>;
  atLimitUp: boolean | null;
  atLimitDown: boolean | null;
  last: AlertTick | null;
}

const metricValue = (tick: AlertTick, m: Metric): number | undefined => (m === 'price' ? tick.price : m === 'pct' ? tick.pct : tick.volumePace);

/** See the module comment. */
export class AlertIndex {
  private readonly byCode = new Map<string, CodeAlerts>();
  private readonly held = new Map<number, Held>();

  get size(): number {
    return this.held.size;
  }

  /**
   * Adds or replaces an alert of `uid`. `opts.current`: the security's state now, when no tick has
   * been seen for it yet (a threshold already past waits for a move back; the limit state is
   * learnt); `opts.lastFired`: when it last fired (its cool-down survives a restart).
   */
  put(uid: number, rule: AlertRule, opts: { current?: AlertTick; lastFired?: number } = {}): void {
    this.remove(rule.id);
    this.held.set(rule.id, { uid, rule, lastFired: opts.lastFired ?? Number.NEGATIVE_INFINITY });
    const c = this.codeAlerts(rule.code);
    if (!c.last && opts.current) {
      c.last = opts.current;
      c.atLimitUp ??= opts.current.limitUp !== undefined && opts.current.price >= opts.current.limitUp;
      c.atLimitDown ??= opts.current.limitDown !== undefined && opts.current.price <= opts.current.limitDown;
    }
    const book = BOOK_OF[rule.kind];
    if (book && rule.threshold !== undefined) {
      const key = `${book.metric}:${book.up ? 'up' : 'down'}`;
      let b = c.books.get(key);
      if (!b) {
        b = new ThresholdBook(book.up, HYSTERESIS[book.metric]);
        c.books.set(key, b);
      }
      const v = c.last ? metricValue(c.last, book.metric) : undefined;
      const past = v !== undefined && (book.up ? v >= rule.threshold : v <= rule.threshold);
      b.add({ id: rule.id, threshold: rule.threshold }, past);
    } else {
      c.limit.add(rule.id);
    }
  }

  /** Removes an alert (a security left without alerts is forgotten). */
  remove(id: number): void {
    const h = this.held.get(id);
    if (!h) return;
    this.held.delete(id);
    const c = this.byCode.get(h.rule.code);
    if (!c) return;
    c.limit.delete(id);
    for (const [key, b] of c.books) {
      if (!b.remove(id)) continue;
      if (b.size === 0) c.books.delete(key);
      break;
    }
    if (c.books.size === 0 && c.limit.size === 0) this.byCode.delete(h.rule.code);
  }

  /** True when some alert watches `code` (a tick of any other security costs nothing). */
  watches(code: string): boolean {
    return this.byCode.has(code);
  }

  /** True when an alert of `code` reads the volume pace (放量), so the caller computes it. */
  wantsPace(code: string): boolean {
    return this.byCode.get(code)?.books.has('pace:up') === true;
  }

  /** Pauses or resumes one alert (a paused alert still tracks crossings, it only stays quiet). */
  setPaused(id: number, paused: boolean): void {
    const h = this.held.get(id);
    if (h) h.rule = { ...h.rule, paused };
  }

  /** Applies one tick; returns the alerts it fired. */
  tick(tick: AlertTick): AlertFire[] {
    const c = this.byCode.get(tick.code);
    if (!c) return [];
    const fires: AlertFire[] = [];
    for (const [key, book] of c.books) {
      const v = metricValue(tick, key.slice(0, key.indexOf(':')) as Metric);
      if (v === undefined) continue;
      for (const e of book.tick(v)) this.announce(e.id, tick, fires);
    }
    if (c.limit.size > 0) this.limitChanges(c, tick, fires);
    c.last = tick;
    return fires;
  }

  private limitChanges(c: CodeAlerts, tick: AlertTick, fires: AlertFire[]): void {
    const up = tick.limitUp !== undefined && tick.price >= tick.limitUp;
    const down = tick.limitDown !== undefined && tick.price <= tick.limitDown;
    const kinds: AlertKind[] = [];
    // The first tick only learns the state: a stock already at the limit when the alert is set does not fire.
    if (c.atLimitUp === false && up) kinds.push('limitUp');
    if (c.atLimitUp === true && !up) kinds.push('limitOpen');
    if (c.atLimitDown === false && down) kinds.push('limitDown');
    c.atLimitUp = up;
    c.atLimitDown = down;
    if (kinds.length === 0) return;
    for (const id of c.limit) if (kinds.includes(this.held.get(id)!.rule.kind)) this.announce(id, tick, fires);
  }

  private announce(id: number, tick: AlertTick, fires: AlertFire[]): void {
    const h = this.held.get(id);
    if (!h || h.rule.paused || tick.ts < h.lastFired + h.rule.cooldownMs) return;
    h.lastFired = tick.ts;
    fires.push({ uid: h.uid, rule: h.rule, tick });
  }

  private codeAlerts(code: string): CodeAlerts {
    let c = this.byCode.get(code);
    if (!c) {
      c = { books: new Map(), limit: new Set(), atLimitUp: null, atLimitDown: null, last: null };
      this.byCode.set(code, c);
    }
    return c;
  }
}
