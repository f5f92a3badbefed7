/**
 * 年报季报 across the A-share market (contracts/endpoints/datacentre-reports.ts): for one report
 * period as of one closed trading day, 业绩报表, 业绩快报, 业绩预告, 预约披露时间 and 分红送配. Every row is
 * read from the company model with the functions the stock's own pages use (`companies/figures.ts`,
 * `companies/events.ts`), so the two can never disagree, and only what was published by the day
 * shows (point in time).
 *
 * Who publishes when is known without building a company (`reportDates`), so 预约披露时间 and the
 * period picker are cheap; the other tables need the company models. The first read of a process
 * builds them in the background in slices of {@link SLICE_MS} (the screener's start-up warm-up
 * builds the same models, so after it nothing is left to do); until every needed model is in, an
 * answer says how far it has got.
 */
import type {
  DividendMarketRow,
  ExpressMarketRow,
  ForecastMarketRow,
  PerformanceRow,
  ReportAnswer,
  ReportMeta,
  ReportPeriodOption,
  ReportRows,
  ReportStock,
  ReportTable,
  ScheduleMarketRow,
} from '../../../contracts/endpoints/datacentre-reports';
import type { DcExchange } from '../../../contracts/endpoints/datacentre';
import { dividendRows, expressRows, expressWindowStart, forecastRows, forecastWindowStart } from '../companies/index';
import { growthOf, keyFigures } from '../companies/index';
import { periodSpan } from '../companies/index';
import { companyKey, isCompany } from '../companies/index';
import { periodAtOrBefore, periodString, quarterOfPeriod, reportDates, reportLabel, yearOfPeriod } from '../companies/index';
import type { Companies } from '../companies/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayBar } from '../market/index';
import { Lru } from '../shared/lru';

/** The oldest period offered: the 2011 年报, published from 2012 (the data centre's first year). */
export const FIRST_REPORT_PERIOD = 2011 * 4 + 3;
/** Longest a build slice holds the event loop, ms. */
export const SLICE_MS = 25;

/** What the 年报季报 tables read. */
export interface ReportDeps {
  companies: Companies;
  /** Trading index of the last closed day. */
  lastClosed(): number;
}

/** An A-share company of the tables. */
interface ReportCompany extends ReportStock {
  slot: number;
  listIdx: number;
  key: number;
  first: number;
}

const yuan = (fen: number) => fen / 100;

/** `2026年三季报`. */
export function periodLabel(g: number): string {
  return `${yearOfPeriod(g)}年${reportLabel(g)}`;
}

/** The 年报季报 tables. */
export class ReportCentre {
  private readonly list: ReportCompany[] = [];
  private readonly answers = new Lru<string, ReportAnswer<unknown>>(64);
  private readonly queue: number[] = [];
  private readonly queued = new Set<number>();
  private running = false;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly deps: ReportDeps) {
    for (const p of deps.companies.source.profiles) {
      const s = p.sec;
      if (s.kind !== 'capital' || !isCompany(p)) continue;
      this.list.push({
        slot: p.slot,
        id: s.id,
        code: s.code,
        name: s.name,
        exchange: s.suffix as DcExchange,
        industry: s.industry,
        listIdx: p.listIdx,
        key: companyKey(p),
        first: periodSpan(p.listIdx).first,
      });
    }
  }

  /** Trading index of the last closed day. */
  last(): number {
    return this.deps.lastClosed();
  }

  /** Companies listed by trading day t. */
  private listed(t: number): ReportCompany[] {
    return this.list.filter((c) => c.listIdx <= t);
  }

  /** 公告日 (day number) of a company's report of period g; null before its first generated period. */
  private noticeOf(c: ReportCompany, g: number): number | null {
    return g < c.first ? null : reportDates(c.key, g, c.first).notice;
  }

  // ---------------------------------------------------------------- periods

  /** The newest period a table offers on trading day t (older ones follow it in the picker). */
  newestPeriod(table: ReportTable, t: number): number {
    const day = dayOfTradingIndex(t);
    const ended = periodAtOrBefore(day);
    const annual = (g: number) => (quarterOfPeriod(g) === 3 ? g : g - quarterOfPeriod(g) - 1);
    const published = (g: number) => this.listed(t).some((c) => (this.noticeOf(c, g) ?? Number.POSITIVE_INFINITY) <= day);
    const newest = (ok: (g: number) => boolean, from: number, step: number) => {
      let g = from;
      while (g > FIRST_REPORT_PERIOD && !ok(g)) g -= step;
      return Math.max(g, FIRST_REPORT_PERIOD);
    };
    switch (table) {
      case 'schedule':
        return Math.max(ended, FIRST_REPORT_PERIOD);
      case 'performance':
        return newest(published, ended, 1);
      case 'forecast':
        return newest((g) => forecastWindowStart(g) <= day, ended, 1);
      case 'express':
        return newest((g) => expressWindowStart(g) <= day, annual(ended), 4);
      default:
        return newest(published, annual(ended), 4);
    }
  }

  /** The periods a table offers on trading day t, newest first. */
  periods(table: ReportTable, t: number): number[] {
    const out: number[] = [];
    const annualOnly = table === 'express' || table === 'dividend';
    for (let g = this.newestPeriod(table, t); g >= FIRST_REPORT_PERIOD; g--) if (!annualOnly || quarterOfPeriod(g) === 3) out.push(g);
    return out;
  }

  // ---------------------------------------------------------------- model builds

  /** Slots whose models a table of period g as of day t reads (the cheap schedule reads none). */
  private needed(table: ReportTable, t: number, g: number): number[] {
    if (table === 'schedule') return [];
    const day = dayOfTradingIndex(t);
    const listed = this.listed(t);
    const chosen = table === 'performance' ? listed.filter((c) => (this.noticeOf(c, g) ?? Number.POSITIVE_INFINITY) <= day) : listed;
    return chosen.map((c) => c.slot);
  }

  /** Share of the needed models built, 0…1. */
  private progressOf(slots: readonly number[]): number {
    if (slots.length === 0) return 1;
    let built = 0;
    for (const s of slots) if (this.deps.companies.isBuilt(s)) built++;
    return built / slots.length;
  }

  /**
   * Builds the models a table needs in the background (slices of {@link SLICE_MS} yielding to the
   * event loop) and resolves when they are in or after `waitMs`, whichever is first.
   */
  prepare(table: ReportTable, t: number, g: number, waitMs: number, slice: (next: () => void) => void = setImmediate): Promise<void> {
    const missing = this.needed(table, t, g).filter((s) => !this.deps.companies.isBuilt(s));
    if (missing.length === 0) return Promise.resolve();
    for (const s of missing) {
      if (this.queued.has(s)) continue;
      this.queued.add(s);
      this.queue.push(s);
    }
    this.run(slice);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.waiters.add(done);
    });
  }

  private run(slice: (next: () => void) => void): void {
    if (this.running) return;
    this.running = true;
    const step = () => {
      const started = performance.now();
      while (this.queue.length > 0 && performance.now() - started < SLICE_MS) {
        const s = this.queue.shift()!;
        this.queued.delete(s);
        this.build(s);
      }
      if (this.queue.length > 0) slice(step);
      else {
        this.running = false;
        for (const w of [...this.waiters]) w();
      }
    };
    slice(step);
  }

  /** Builds a company's model with its cores up to the last closed day's period. */
  private build(slot: number): void {
    this.deps.companies.company(slot).upTo(periodAtOrBefore(dayOfTradingIndex(this.last())));
  }

  /** Builds every model a table needs now (tests, the bench). */
  buildNow(table: ReportTable, t: number, g: number): void {
    for (const s of this.needed(table, t, g)) this.build(s);
  }

  // ---------------------------------------------------------------- tables

  private meta(table: ReportTable, t: number, g: number, ready: boolean, progress: number): ReportMeta {
    const periods: ReportPeriodOption[] = this.periods(table, t).map((p) => ({ period: periodString(p), label: periodLabel(p) }));
    return {
      date: formatDay(dayOfTradingIndex(t)),
      latest: formatDay(dayOfTradingIndex(this.last())),
      period: periodString(g),
      label: periodLabel(g),
      periods,
      ready,
      progress,
    };
  }

  /** The table of period g as of closed day t; not ready (no rows) while its models are still being built. */
  answer<T extends ReportTable>(table: T, t: number, g: number): ReportAnswer<ReportRows[T]> {
    const key = `${table}|${t}|${g}|${this.last()}`;
    const hit = this.answers.get(key);
    if (hit) return hit as ReportAnswer<ReportRows[T]>;
    const progress = this.progressOf(this.needed(table, t, g));
    if (progress < 1) return { ...this.meta(table, t, g, false, Math.floor(progress * 100)), rows: [] };
    // rowsOf builds the rows of `table` (each pushed `satisfies` its row type).
    const rows = this.rowsOf(table, t, g) as ReportRows[T][];
    const out = { ...this.meta(table, t, g, true, 100), rows };
    this.answers.set(key, out);
    return out;
  }

  private rowsOf(table: ReportTable, t: number, g: number): unknown[] {
    const day = dayOfTradingIndex(t);
    const stock = (c: ReportCompany): ReportStock => ({ id: c.id, code: c.code, name: c.name, exchange: c.exchange, industry: c.industry });
    const cs = this.deps.companies;
    const upTo = periodAtOrBefore(day);
    const rows: unknown[] = [];
    for (const c of this.listed(t)) {
      if (table === 'schedule') {
        if (g < c.first) continue;
        const d = reportDates(c.key, g, c.first);
        rows.push({
          ...stock(c),
          period: periodString(g),
          firstBooked: formatDay(d.firstBooked),
          changed: d.changed === null ? null : formatDay(d.changed),
          actual: d.notice <= day ? formatDay(d.notice) : null,
        } satisfies ScheduleMarketRow);
        continue;
      }
      const notice = this.noticeOf(c, g);
      if (table === 'performance') {
        if (notice === null || notice > day) continue;
        const co = cs.company(c.slot);
        const k = keyFigures(co, g, false);
        const gr = growthOf(co, g);
        rows.push({
          ...stock(c),
          noticeDate: formatDay(notice),
          eps: k.eps,
          revenue: yuan(k.revenue),
          revenueYoy: gr.revenueYoy,
          revenueQoq: gr.revenueQoq,
          netProfit: yuan(k.netProfitParent),
          netProfitYoy: gr.netProfitYoy,
          netProfitQoq: gr.netProfitQoq,
          bps: k.bps,
          roe: k.roe,
          ocfps: k.ocfps,
          grossMargin: k.grossMargin,
        } satisfies PerformanceRow);
        continue;
      }
      const co = cs.company(c.slot);
      co.upTo(upTo);
      if (table === 'forecast') for (const r of forecastRows(co, t, g)) rows.push({ ...stock(c), ...r } satisfies ForecastMarketRow);
      else if (table === 'express') for (const r of expressRows(co, t, g)) rows.push({ ...stock(c), ...r } satisfies ExpressMarketRow);
      else {
        const model = cs.source.models[c.slot]!;
        const closeAt = (idx: number) => (idx <= t && idx >= Math.max(0, c.listIdx) ? dayBar(model, idx).close / 1000 : null);
        for (const r of dividendRows(co, t, closeAt, g)) rows.push({ ...stock(c), ...r } satisfies DividendMarketRow);
      }
    }
    return rows;
  }
}
