/**
 * 价格预警, the domain's service: the users' alerts (alert-repository.ts) and their evaluation where the quotes
 * are. Threshold and limit alerts live in the {@link AlertIndex}, fed with each batch of quotes the
 * sim's pump pushes (so an alert fires on the very quote that crosses it); screen alerts
 * (进入/退出 a saved screen) are checked by {@link PriceAlerts.checkScreens} on a timer, comparing
 * each screen's hits with the previous check. A fire writes its 预警记录 and goes to the event
 * listeners as a personal event (the feed relays it to the gateways, contracts/ws-personal.ts).
 *
 * Every change checks its input (contracts/alerts.ts alertInputProblem, then what only the sim
 * knows: the security, its live price, its limits, the user's screens) and answers Chinese errors.
 * Cool-downs and records use the wall clock (`now`); the market's own clock loops in a demo.
 */
import type Database from 'better-sqlite3';
import {
  DEFAULT_ALERT_COOLDOWN_MINUTES,
  LIMIT_KINDS,
  MAX_ALERTS_PER_USER,
  SCREEN_KINDS,
  THRESHOLD_KINDS,
  alertAgainstLive,
  alertInputProblem,
  alertText,
  type AlertInput,
  type AlertRule,
} from '../../../contracts/alerts';
import type { AlertHistoryPage, AlertList, PriceAlert } from '../../../contracts/endpoints/alerts';
import { isSecurityId } from '../../../contracts/market';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import type { Quote } from '../../../contracts/ws-protocol';
import { badRequest, notFound, simError } from '../http/errors';
import { type MarketSources, toQuote } from '../market/index';
import { AlertIndex, type AlertTick } from './alert-index';
import { AlertRepository, type StoredAlert } from './alert-repository';

/** How the alerts read the user's saved screens (the wiring adapts the screener). */
export interface ScreenSource {
  /** The name of one of the user's screens; null when it has none of that id. */
  screenName(userId: number, screenId: number): string | null;
  /** The ids the screen matches now; null when it is gone or cannot be computed now. */
  matches(userId: number, screenId: number): Promise<ReadonlySet<string> | null>;
}

/** Hears each fired alert: the account and its personal event. */
export type AlertEventListener = (uid: number, event: PersonalEvent) => void;

/** Options of {@link PriceAlerts}. */
export interface PriceAlertsOptions {
  db: Database.Database;
  sources: MarketSources;
  /** Wall clock, epoch ms; default Date.now. */
  now?: () => number;
  /** The saved screens (absent: screen alerts are refused). */
  screens?: ScreenSource;
}

/** One alert that fired, before its record is written. */
interface Fire {
  uid: number;
  alertId: number;
  kind: StoredAlert['kind'];
  code: string;
  text: string;
  price: number | null;
  /** When it fired (the crossing quote's evaluation), epoch ms. */
  at: number;
}

/** Statuses in which a quote is a trade that may cross an alert (an auction's price is only indicative). */
const LIVE_STATUSES: ReadonlySet<string | undefined> = new Set([undefined, 'trading', 'break']);

/** Most stock names a screen alert on any stock lists in its text. */
const NAMES_IN_TEXT = 5;

/** See the module comment. */
export class PriceAlerts {
  private readonly repository: AlertRepository;
  private readonly index = new AlertIndex();
  /** Screen alerts by id. */
  private readonly screenAlerts = new Map<number, StoredAlert>();
  /** Each watched screen's hits at the last check, by `${uid}:${screenId}`. */
  private readonly lastHits = new Map<string, ReadonlySet<string>>();
  private readonly listeners = new Set<AlertEventListener>();
  private readonly now: () => number;
  private screens: ScreenSource | null;

  constructor(private readonly opts: PriceAlertsOptions) {
    this.repository = new AlertRepository(opts.db);
    this.now = opts.now ?? Date.now;
    this.screens = opts.screens ?? null;
    for (const a of this.repository.all()) this.watch(a);
  }

  /** Sets the saved screens' source (the app wires the screener it builds). */
  attachScreens(source: ScreenSource): void {
    this.screens = source;
  }

  /** Registers a listener of fired alerts; returns the unsubscribe. */
  onEvent(listener: AlertEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Alerts held in memory (threshold/limit, screen): metrics and tests. */
  get size(): { quotes: number; screens: number } {
    return { quotes: this.index.size, screens: this.screenAlerts.size };
  }

  // ---- the user's alerts ------------------------------------------------------------------

  list(userId: number): AlertList {
    return { items: this.repository.list(userId).map((a) => this.view(a)), max: MAX_ALERTS_PER_USER };
  }

  create(userId: number, input: AlertInput): PriceAlert {
    const problem = alertInputProblem(input);
    if (problem) throw badRequest(problem);
    const code = input.code ?? null;
    if (code !== null) this.requireSecurity(code);
    const screenId = SCREEN_KINDS.has(input.kind) ? (input.screenId as number) : null;
    if (screenId !== null) this.requireScreen(userId, screenId);
    const threshold = THRESHOLD_KINDS.has(input.kind) ? (input.threshold as number) : null;
    if (code !== null && !SCREEN_KINDS.has(input.kind)) this.checkLive(code, input.kind, threshold);
    const cooldownMs = (input.cooldownMinutes ?? DEFAULT_ALERT_COOLDOWN_MINUTES) * 60_000;
    const stored = this.repository.create(userId, { code, kind: input.kind, threshold, screenId, cooldownMs }, this.now());
    this.watch(stored);
    return this.view(stored);
  }

  /** A new threshold and/or cool-down; the alert starts afresh (armed, no cool-down). */
  update(userId: number, id: number, change: { threshold?: number | null; cooldownMinutes?: number }): PriceAlert {
    const a = this.repository.get(userId, id);
    const threshold = change.threshold === undefined ? a.threshold : change.threshold;
    const cooldownMinutes = change.cooldownMinutes ?? a.cooldownMs / 60_000;
    const problem = alertInputProblem({ code: a.code, kind: a.kind, threshold, screenId: a.screenId, cooldownMinutes });
    if (problem) throw badRequest(problem);
    // A new threshold must not stand crossed; an unchanged one may (a fired alert waiting to re-arm keeps its cool-down changeable).
    if (a.code !== null && !SCREEN_KINDS.has(a.kind) && threshold !== a.threshold) this.checkLive(a.code, a.kind, threshold);
    const stored = this.repository.update(userId, id, threshold, cooldownMinutes * 60_000, this.now());
    this.unwatch(stored.id);
    this.watch(stored);
    return this.view(stored);
  }

  setPaused(userId: number, id: number, paused: boolean): PriceAlert {
    const stored = this.repository.setPaused(userId, id, paused, this.now());
    this.index.setPaused(id, paused);
    const screen = this.screenAlerts.get(id);
    if (screen) screen.paused = paused;
    return this.view(stored);
  }

  remove(userId: number, id: number): void {
    this.repository.remove(userId, id);
    this.unwatch(id);
  }

  history(userId: number, page = 1, pageSize = 20): AlertHistoryPage {
    const { total, items } = this.repository.history(userId, page, pageSize);
    return { total, page, pageSize, items };
  }

  // ---- evaluation --------------------------------------------------------------------------

  /**
   * One batch of pushed quotes: every alert it crosses fires. Returns how many fired. The batch's
   * 预警记录 are written in one transaction (one sync to disk, not one per fire: a popular stock
   * crossing fires many users' alerts at once), then the events go out.
   */
  onQuotes(quotes: readonly Quote[]): number {
    const fires: Fire[] = [];
    for (const q of quotes) {
      if (!this.index.watches(q.id) || !LIVE_STATUSES.has(q.status)) continue;
      const tick: AlertTick = { code: q.id, price: q.price, pct: q.pct, ts: this.now() };
      if (q.limitUp !== undefined) tick.limitUp = q.limitUp;
      if (q.limitDown !== undefined) tick.limitDown = q.limitDown;
      if (this.index.wantsPace(q.id)) {
        const pace = this.opts.sources.market.snapshot(q.id)?.volumeRatio;
        if (pace !== undefined && pace > 0) tick.volumePace = pace;
      }
      for (const f of this.index.tick(tick)) {
        const text = alertText(this.nameOf(q.id), f.rule.kind, f.rule.threshold, q.price);
        fires.push({ uid: f.uid, alertId: f.rule.id, kind: f.rule.kind, code: q.id, text, price: q.price, at: tick.ts });
      }
    }
    if (fires.length === 0) return 0;
    const events = this.opts.db.transaction(() => fires.map((f) => this.record(f)))();
    for (let i = 0; i < fires.length; i++) this.emit(fires[i]!.uid, events[i]!);
    return fires.length;
  }

  /**
   * Compares each watched screen's hits with the last check: stocks that entered or left fire
   * their 进入/退出 alerts (a screen's first check only learns its hits). Returns how many fired.
   */
  async checkScreens(): Promise<number> {
    const source = this.screens;
    if (!source || this.screenAlerts.size === 0) return 0;
    const groups = new Map<string, StoredAlert[]>();
    for (const a of this.screenAlerts.values()) {
      const key = `${a.userId}:${a.screenId}`;
      const list = groups.get(key) ?? [];
      list.push(a);
      groups.set(key, list);
    }
    for (const key of this.lastHits.keys()) if (!groups.has(key)) this.lastHits.delete(key);
    let fired = 0;
    for (const [key, alerts] of groups) {
      const first = alerts[0]!;
      const hits = await source.matches(first.userId, first.screenId as number);
      if (hits === null) continue;
      const before = this.lastHits.get(key);
      this.lastHits.set(key, hits);
      if (!before) continue;
      const entered = [...hits].filter((id) => !before.has(id));
      const left = [...before].filter((id) => !hits.has(id));
      if (entered.length === 0 && left.length === 0) continue;
      const screenName = source.screenName(first.userId, first.screenId as number) ?? '';
      for (const a of alerts) {
        // A deleted alert may still be in this loop's copy after an await.
        if (!this.screenAlerts.has(a.id) || a.paused) continue;
        const ts = this.now();
        if (a.lastFiredAt !== null && ts < a.lastFiredAt + a.cooldownMs) continue;
        const moved = a.kind === 'screenEnter' ? entered : left;
        const codes = a.code === null ? moved : moved.filter((id) => id === a.code);
        if (codes.length === 0) continue;
        const code = codes[0]!;
        const price = this.priceOf(code);
        const text =
          a.code !== null
            ? alertText(this.nameOf(code), a.kind, undefined, price ?? 0, screenName)
            : `选股方案「${screenName}」${a.kind === 'screenEnter' ? '新进' : '退出'} ${codes.length} 只：${codes
                .slice(0, NAMES_IN_TEXT)
                .map((id) => this.nameOf(id))
                .join('、')}${codes.length > NAMES_IN_TEXT ? ' 等' : ''}`;
        a.lastFiredAt = ts;
        this.emit(a.userId, this.record({ uid: a.userId, alertId: a.id, kind: a.kind, code, text, price, at: ts }));
        fired++;
      }
    }
    return fired;
  }

  // ---- internals ---------------------------------------------------------------------------

  /** Writes a fire's 预警记录 and returns its personal event. */
  private record(f: Fire): PersonalEvent {
    const record = this.repository.recordFire(
      { id: f.alertId, userId: f.uid, kind: f.kind },
      { code: f.code, name: this.nameOf(f.code), text: f.text, price: f.price },
      f.at,
    );
    // Unique across restarts of an in-memory store too: the gateways drop repeats of an id.
    const event: PersonalEvent = { id: `a${record.id}.${f.at.toString(36)}`, kind: 'alert', ts: f.at, text: f.text, code: f.code };
    if (f.price !== null) event.price = f.price;
    return event;
  }

  private emit(uid: number, event: PersonalEvent): void {
    for (const l of this.listeners) l(uid, event);
  }

  private watch(a: StoredAlert): void {
    if (SCREEN_KINDS.has(a.kind)) {
      this.screenAlerts.set(a.id, { ...a });
      return;
    }
    if (a.code === null) return;
    const rule: AlertRule = { id: a.id, code: a.code, kind: a.kind, paused: a.paused, cooldownMs: a.cooldownMs };
    if (a.threshold !== null) rule.threshold = a.threshold;
    const current = this.tickOf(a.code);
    this.index.put(a.userId, rule, { ...(current ? { current } : {}), ...(a.lastFiredAt !== null ? { lastFired: a.lastFiredAt } : {}) });
  }

  private unwatch(id: number): void {
    this.index.remove(id);
    this.screenAlerts.delete(id);
  }

  /** The security's state now, as a tick (undefined without a quote). */
  private tickOf(code: string): AlertTick | undefined {
    const entry = this.opts.sources.universe.byId.get(code);
    const snap = entry ? this.opts.sources.market.snapshot(code) : undefined;
    if (!entry || !snap) return undefined;
    const q = toQuote(entry, snap);
    const tick: AlertTick = { code, price: q.price, pct: q.pct, ts: this.now() };
    if (q.limitUp !== undefined) tick.limitUp = q.limitUp;
    if (q.limitDown !== undefined) tick.limitDown = q.limitDown;
    if (snap.volumeRatio > 0) tick.volumePace = snap.volumeRatio;
    return tick;
  }

  private requireSecurity(code: string): void {
    if (!isSecurityId(code)) throw badRequest(`证券代码格式错误：${String(code).slice(0, 20)}`);
    if (!this.opts.sources.universe.byId.has(code)) throw simError('UNKNOWN_SECURITY');
  }

  private requireScreen(userId: number, screenId: number): void {
    if (!this.screens) throw badRequest('选股方案预警暂不可用');
    if (this.screens.screenName(userId, screenId) === null) throw notFound('选股方案不存在');
  }

  /** Refuses what the live market makes pointless: no quote, no limits, a threshold already crossed. */
  private checkLive(code: string, kind: StoredAlert['kind'], threshold: number | null): void {
    const now = this.tickOf(code);
    if (!now) throw badRequest('该证券暂无行情，无法设置预警');
    if (LIMIT_KINDS.has(kind) && (now.limitUp === undefined || now.limitDown === undefined)) throw badRequest('该证券没有涨跌停限制，不能设置涨停、跌停预警');
    const problem = alertAgainstLive(kind, threshold, now);
    if (problem) throw badRequest(problem);
  }

  private nameOf(code: string): string {
    return this.opts.sources.universe.byId.get(code)?.name ?? code;
  }

  private priceOf(code: string): number | null {
    return this.tickOf(code)?.price ?? null;
  }

  private view(a: StoredAlert): PriceAlert {
    const screenName = a.screenId !== null ? (this.screens?.screenName(a.userId, a.screenId) ?? null) : null;
    return {
      id: a.id,
      code: a.code,
      name: a.code !== null ? this.nameOf(a.code) : null,
      kind: a.kind,
      threshold: a.threshold,
      screenId: a.screenId,
      screenName,
      paused: a.paused,
      cooldownMinutes: Math.round(a.cooldownMs / 60_000),
      createdAt: a.createdAt,
      lastFiredAt: a.lastFiredAt,
      firedCount: a.firedCount,
    };
  }
}
