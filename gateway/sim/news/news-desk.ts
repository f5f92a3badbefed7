/**
 * The simulated 7×24 快讯 of the market day on show. The desk looks at the market whenever it is
 * asked (the sim's step loop asks every few seconds, each `newsFlash` request asks too), turns
 * what changed into flashes (see detectors.ts) and keeps the day's flashes, newest first.
 * Deterministic: the same market observed at the same instants gives the same flashes and ids.
 * Time going backwards (the live clock's loop) or a new day starts a fresh day.
 * Listeners ({@link NewsDesk.onPublish}) get each observation's new flashes as page items, oldest
 * first — the sim's feed pushes them as `news` frames (contracts/ws-protocol.ts).
 * Given the company model, the desk also carries the day's 公告 and 解读 (announcements.ts): a
 * day's company items are computed once, in slices between other work (or at once when
 * `background` is false), and each is emitted when the clock passes its time; the history holds
 * them for the last {@link COMPANY_PAST_DAYS} trading days too.
 */
import type { DeskFlash, NewsItem } from '../../../contracts/endpoints/news';
import type { NewsFlash } from '../../../contracts/endpoints/market-data';
import { toNewsItem } from './categories';
import {
  dayStart,
  isHongKongClosed,
  isMarketDay,
  isTradingDay,
  localDay,
  mainlandIndexAtOrBefore,
  mainlandIndexPlus,
  msOfLocalDay,
  MINUTE_MS,
  tradingIndexOf,
} from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { breadthOf } from '../market/index';
import { rowsOf, type LiveRow } from '../market/index';
import { sectorList } from '../market/index';
import type { MarketSources } from '../market/index';
import { detectAll } from './detectors';
import { emptyMemory, type DayMemory, type MarketMoment } from './moment';
import { pastDayDigests } from './digests';
import type { Companies } from '../companies/index';
import { CompanyNews } from './announcements';
import type { CompanyItem } from './company-item';

/** Flashes kept per day (the oldest go first). */
export const NEWS_CAPACITY = 500;
/** Past days kept for the history (the oldest go first). */
export const NEWS_DAYS_KEPT = 7;

/** Past trading days whose company items the history carries. */
export const COMPANY_PAST_DAYS = 3;
/** Longest slice of company-item work between other work (ms; at least one company, whose first build may take ~100 ms). */
const COMPANY_SLICE_MS = 25;
/** Pause between two slices (ms), so the quote pump and requests get most of the loop while a day is computed. */
const COMPANY_SLICE_GAP_MS = 60;

/** Options of the desk. */
export interface NewsDeskOptions {
  /** The company model: with it the desk carries 公告 and 解读. */
  companies?: Companies;
  /** Compute company items in timer slices (default true); false computes a day at once on observe. */
  background?: boolean;
}

/** A company item as a desk flash. */
function companyFlash(item: CompanyItem): DeskFlash {
  const { security: _s, kind: _k, noticeIdx: _n, g: _g, ...flash } = item;
  return flash;
}

/** A query of the kept flashes. */
export interface NewsQuery {
  /** Strictly older than this (epoch ms). */
  before?: number;
  /** Strictly newer than this (epoch ms). */
  after?: number;
  size: number;
  /** Kept flashes for which this is false are skipped. */
  accept?: (flash: DeskFlash) => boolean;
}

/** The desk. */
export class NewsDesk {
  private day = Number.NaN;
  private lastTs = -Infinity;
  private seq = 0;
  private memory: DayMemory = emptyMemory();
  private flashes: DeskFlash[] = [];
  /** Finished days' flashes, oldest day first, each in recording order. */
  private past: DeskFlash[][] = [];
  private readonly listeners = new Set<(items: NewsItem[]) => void>();
  /** Digests of past trading days read from finished bars, by local day (computed on first read). */
  private readonly barDigests = new Map<number, DeskFlash[]>();

  private readonly company: CompanyNews | null;
  /** Company items of today already emitted. */
  private companyEmitted = 0;
  /** Trading days whose company items are wanted: today's (when trading) first, then the past ones. */
  private wanted: number[] = [];
  private todayIdx: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly sources: MarketSources,
    private readonly capacity = NEWS_CAPACITY,
    private readonly opts: NewsDeskOptions = {},
  ) {
    this.company = opts.companies
      ? new CompanyNews({
          companies: opts.companies,
          conceptsOf: (id) => {
            const industry = this.sources.universe.byId.get(id)?.industry;
            return this.concepts().get(id) ?? (industry ? [industry] : []);
          },
        })
      : null;
  }

  /** Looks at the market now and records any new flashes. */
  observe(): void {
    const ts = this.sources.market.now();
    const day = localDay(ts);
    if (day !== this.day || ts < this.lastTs) this.startDay(day);
    if (ts === this.lastTs) return;
    this.lastTs = ts;
    const fresh: DeskFlash[] = [];
    for (const draft of detectAll(this.moment(ts, day), this.memory)) {
      const flash = { id: `${formatDay(day)}-${++this.seq}`, ...draft };
      this.flashes.push(flash);
      fresh.push(flash);
    }
    for (const flash of this.dueCompanyFlashes(ts)) {
      this.flashes.push(flash);
      fresh.push(flash);
    }
    if (this.flashes.length > this.capacity) this.flashes.splice(0, this.flashes.length - this.capacity);
    if (fresh.length > 0 && this.listeners.size > 0) {
      const items = fresh.map((f) => toNewsItem(f, this.sources.universe));
      for (const listener of this.listeners) listener(items);
    }
  }

  /** Calls `listener` with each observation's new items, oldest first; returns the unsubscribe function. */
  onPublish(listener: (items: NewsItem[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The newest `size` kept items of today, oldest first (what a new news subscriber is sent). */
  recentItems(size: number): NewsItem[] {
    return this.flashes.slice(-Math.max(0, size)).map((f) => toNewsItem(f, this.sources.universe));
  }

  /** A kept flash by id (today or a kept past day), or null. */
  find(id: string): DeskFlash | null {
    for (const f of this.flashes) if (f.id === id) return f;
    for (const day of this.past) for (const f of day) if (f.id === id) return f;
    for (const f of this.companyPast()) if (f.id === id) return f;
    for (const f of this.pastDigests()) if (f.id === id) return f;
    return null;
  }

  /**
   * 早报 and 收评 of the last {@link NEWS_DAYS_KEPT} trading days before today that the desk did not
   * write itself (it was not running then), from finished day bars: what a reader scrolling back
   * after a fresh start finds for each past session. Ids are `YYYY-MM-DD-收评`, never a live id.
   */
  private pastDigests(): DeskFlash[] {
    if (!Number.isFinite(this.day)) return [];
    const days: number[] = [];
    for (let d = this.day - 1; days.length < NEWS_DAYS_KEPT && d > this.day - 31; d--) if (isTradingDay(d)) days.push(d);
    for (const d of this.barDigests.keys()) if (!days.includes(d)) this.barDigests.delete(d);
    const written = new Set<string>();
    for (const f of [...this.past.flat(), ...this.flashes]) if (f.digest) written.add(`${localDay(f.ts)}:${f.digest}`);
    const out: DeskFlash[] = [];
    for (const d of days) {
      let digests = this.barDigests.get(d);
      if (!digests) {
        const drafts = pastDayDigests((id, end, count) => this.sources.market.kline(id, { period: 'day', adjust: 'none', count, end }), d);
        digests = drafts.map((draft) => ({ id: `${formatDay(d)}-${draft.digest}`, ...draft }));
        this.barDigests.set(d, digests);
      }
      for (const f of digests) if (!written.has(`${d}:${f.digest}`)) out.push(f);
    }
    return out;
  }

  /** Computes every wanted day's company items now (tests; a start-up that can wait). */
  settleCompanyItems(): void {
    if (!this.company) return;
    for (const t of this.wanted) this.company.dayItems(t);
  }

  /** Today's company items whose time has come and that are not yet emitted, oldest first. */
  private dueCompanyFlashes(ts: number): DeskFlash[] {
    if (!this.company || this.todayIdx === null) return [];
    const items = this.company.itemsOf(this.todayIdx);
    if (!items) return [];
    const out: DeskFlash[] = [];
    while (this.companyEmitted < items.length && items[this.companyEmitted]!.ts <= ts) out.push(companyFlash(items[this.companyEmitted++]!));
    return out;
  }

  /** Company items of the wanted past days computed so far and not among the kept past flashes. */
  private companyPast(): DeskFlash[] {
    if (!this.company) return [];
    const out: DeskFlash[] = [];
    let kept: Set<string> | null = null;
    for (const t of this.wanted) {
      if (t === this.todayIdx) continue;
      const items = this.company.itemsOf(t);
      if (!items) continue;
      kept ??= new Set(this.past.flat().map((f) => f.id));
      for (const item of items) if (!kept.has(item.id)) out.push(companyFlash(item));
    }
    return out;
  }

  /** Works on the wanted days' company items: at once, or a slice now and the rest on a timer. */
  private workOnCompanyItems(): void {
    const company = this.company;
    if (!company) return;
    if (this.opts.background === false) {
      this.settleCompanyItems();
      return;
    }
    if (this.timer) return;
    const pending = this.wanted.find((t) => company.itemsOf(t) === null);
    if (pending === undefined) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      company.step(pending, COMPANY_SLICE_MS);
      this.workOnCompanyItems();
    }, COMPANY_SLICE_GAP_MS);
    this.timer.unref?.();
  }

  /** The newest `size` flashes, newest first (observes first). */
  latest(size: number): NewsFlash[] {
    this.observe();
    const order = new Map(this.flashes.map((f, i) => [f, i]));
    return [...this.flashes].sort((a, b) => b.ts - a.ts || order.get(b)! - order.get(a)!).slice(0, Math.max(0, size));
  }

  /**
   * Kept flashes (today and up to {@link NEWS_DAYS_KEPT} past days), newest first, filtered, cut
   * after `size` but never between two flashes of one timestamp (so `before` = the last ts pages on).
   * Observes first.
   */
  history(q: NewsQuery): { list: DeskFlash[]; next: number | null } {
    this.observe();
    const all = [...this.pastDigests(), ...this.companyPast(), ...this.past.flat(), ...this.flashes];
    const order = new Map(all.map((f, i) => [f, i]));
    const matching = all
      .filter((f) => (q.before === undefined || f.ts < q.before) && (q.after === undefined || f.ts > q.after) && (q.accept?.(f) ?? true))
      .sort((a, b) => b.ts - a.ts || order.get(b)! - order.get(a)!);
    let end = Math.min(Math.max(0, q.size), matching.length);
    while (end > 0 && end < matching.length && matching[end]!.ts === matching[end - 1]!.ts) end++;
    const list = matching.slice(0, end);
    return { list, next: end < matching.length && end > 0 ? list[end - 1]!.ts : null };
  }

  private conceptIndex: Map<string, string[]> | null = null;

  /** Stock id → names of the concept boards it belongs to (built once; membership is static). */
  private concepts(): Map<string, string[]> {
    if (this.conceptIndex) return this.conceptIndex;
    const index = new Map<string, string[]>();
    const { universe } = this.sources;
    for (const board of universe.all) {
      if (board.kind !== 'index_gn') continue;
      for (const id of universe.constituents(board.id)) {
        const list = index.get(id);
        if (list) list.push(board.name);
        else index.set(id, [board.name]);
      }
    }
    this.conceptIndex = index;
    return index;
  }

  private startDay(day: number): void {
    // A new day keeps the finished one for the history; the clock looping over the same day replays it.
    if (day !== this.day && this.flashes.length > 0) {
      this.past.push(this.flashes);
      if (this.past.length > NEWS_DAYS_KEPT) this.past.splice(0, this.past.length - NEWS_DAYS_KEPT);
    }
    this.day = day;
    this.lastTs = -Infinity;
    this.seq = 0;
    this.memory = emptyMemory();
    this.flashes = [];
    this.companyEmitted = 0;
    if (this.company) {
      // Company items are A-shares': of mainland trading days only (none of a weekend or of a day only HKEX trades).
      const trading = isTradingDay(day);
      const t = mainlandIndexAtOrBefore(tradingIndexOf(day));
      this.todayIdx = trading ? t : null;
      this.wanted = Array.from({ length: COMPANY_PAST_DAYS + (trading ? 1 : 0) }, (_, i) => mainlandIndexPlus(t, -i));
      this.company.prune(new Set(this.wanted));
      this.workOnCompanyItems();
    }
  }

  private moment(ts: number, day: number): MarketMoment {
    const { universe } = this.sources;
    const rows = rowsOf(
      this.sources,
      universe.all.map((e) => e.id),
    );
    const byId = new Map<string, LiveRow>(rows.map((r) => [r.entry.id, r]));
    const stocks = rows.filter((r) => r.entry.kind === 'capital');
    const start = dayStart(day);
    return {
      ts,
      minuteOfDay: Math.floor(msOfLocalDay(ts) / MINUTE_MS),
      dayStart: start,
      tradingDay: isTradingDay(day),
      hkTradingDay: isMarketDay(day) && !isHongKongClosed(tradingIndexOf(day)),
      dayBars: (id, count) => this.sources.market.kline(id, { period: 'day', adjust: 'none', count, end: start - 1 }),
      // A stock in no concept board is tagged with its 申万 industry.
      conceptsOf: (id) => {
        const industry = this.sources.universe.byId.get(id)?.industry;
        return this.concepts().get(id) ?? (industry ? [industry] : []);
      },
      byId,
      stocks,
      breadth: () => breadthOf(stocks),
      industries: () => sectorList(this.sources, 'industry'),
    };
  }
}
