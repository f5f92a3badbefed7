/**
 * The simulated 7×24 快讯 of the market day on show. The desk looks at the market whenever it is
 * asked (the sim's step loop asks every few seconds, each `newsFlash` request asks too), turns
 * what changed into flashes (see detectors.ts) and keeps the day's flashes, newest first.
 * Deterministic: the same market observed at the same instants gives the same flashes and ids.
 * Time going backwards (the live clock's loop) or a new day starts a fresh day.
 */
import type { NewsFlash } from '../../../contracts/endpoints/market-data';
import { dayStart, formatDay, localDay, msOfLocalDay, MINUTE_MS } from '../market/calendar';
import { breadthOf } from '../routes/market/datasets/breadth';
import { rowsOf, type LiveRow } from '../routes/market/datasets/rows';
import { sectorList } from '../routes/market/datasets/sectors';
import type { MarketSources } from '../routes/market/market-view';
import { detectAll, emptyMemory, type DayMemory, type MarketMoment } from './detectors';

/** Flashes kept per day (the oldest go first). */
export const NEWS_CAPACITY = 500;

/** The desk. */
export class NewsDesk {
  private day = Number.NaN;
  private lastTs = -Infinity;
  private seq = 0;
  private memory: DayMemory = emptyMemory();
  private flashes: NewsFlash[] = [];

  constructor(
    private readonly sources: MarketSources,
    private readonly capacity = NEWS_CAPACITY,
  ) {}

  /** Looks at the market now and records any new flashes. */
  observe(): void {
    const ts = this.sources.market.now();
    const day = localDay(ts);
    if (day !== this.day || ts < this.lastTs) this.startDay(day);
    if (ts === this.lastTs) return;
    this.lastTs = ts;
    for (const draft of detectAll(this.moment(ts, day), this.memory)) {
      this.flashes.push({ id: `${formatDay(day)}-${++this.seq}`, ...draft });
    }
    if (this.flashes.length > this.capacity) this.flashes.splice(0, this.flashes.length - this.capacity);
  }

  /** The newest `size` flashes, newest first (observes first). */
  latest(size: number): NewsFlash[] {
    this.observe();
    const order = new Map(this.flashes.map((f, i) => [f, i]));
    return [...this.flashes].sort((a, b) => b.ts - a.ts || order.get(b)! - order.get(a)!).slice(0, Math.max(0, size));
  }

  private startDay(day: number): void {
    this.day = day;
    this.lastTs = -Infinity;
    this.seq = 0;
    this.memory = emptyMemory();
    this.flashes = [];
  }

  private moment(ts: number, day: number): MarketMoment {
    const { universe } = this.sources;
    const rows = rowsOf(this.sources, universe.all.map((e) => e.id));
    const byId = new Map<string, LiveRow>(rows.map((r) => [r.entry.id, r]));
    const stocks = rows.filter((r) => r.entry.kind === 'capital');
    return {
      ts,
      minuteOfDay: Math.floor(msOfLocalDay(ts) / MINUTE_MS),
      dayStart: dayStart(day),
      byId,
      stocks,
      breadth: () => breadthOf(stocks),
      industries: () => sectorList(this.sources, 'industry'),
    };
  }
}
