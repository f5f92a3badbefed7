/**
 * The answers of the fundamentals endpoints (contracts/endpoints/fundamentals.ts), as of the
 * market's trading day: pure reads of the company model, cached where a page asks twice. No HTTP
 * here (routes.ts maps params and errors).
 */
import type {
  CompareAnswer,
  CompareColumn,
  CompareMoreAnswer,
  CompareRow,
  CompareTab,
  DiviAnswer,
  DiviFundAnswer,
  ForecastAnswer,
  GrowAnswer,
  GrowPeer,
  GrowRow,
  PepbAnswer,
  PepbBandAnswer,
  PepbStat,
  SegmentsAnswer,
  StatementAnswer,
  StatementKind,
  StatementLine,
  StatementView,
  ValuationMetric,
  ValuationRange,
} from '../../../contracts/endpoints/fundamentals';
import { SEGMENT_TYPE_LABELS, VALUATION_METRICS } from '../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex, formatDay, tradingIndexOf } from '../calendar/days';
import { isHoliday } from '../market/index';
import { floatSharesAt } from '../market/index';
import { Lru } from '../shared/lru';
import { estimatesOf } from './estimates';
import { growth, growthOf, indicatorLines, pct4 as pct } from './figures';
import { dividendRows, expressRows, forecastRows, ipoOf, segments, ytd } from './events';
import { epsOf, type CompanyModel, type Core } from './model';
import { periodAtOrBefore, periodEndDay, periodString, quarterOfPeriod, reportLabel } from './periods';
import { balanceLines, cashQuarter, cumulative, incomeQuarter, type Lines, layoutOf } from './statements';
import type { Companies, Valuation } from './store';

/** What the answers read of the market besides the company model. */
export interface AnswerContext {
  readonly companies: Companies;
  /** The trading day on show. */
  today(): number;
  /** Price on show (yuan) of a slot; null when not trading yet. */
  price(slot: number): number | null;
}

const yuan = (fen: number) => fen / 100;

function quantile(sorted: ArrayLike<number>, q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Median of the non-null values; null when none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  return quantile(v, 0.5);
}

function mean(values: ReadonlyArray<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x));
  return v.length === 0 ? null : v.reduce((a, b) => a + b, 0) / v.length;
}

/** First trading day of a look-back window ending on trading day T. */
export function windowStart(range: ValuationRange, T: number, listIdx: number): number {
  const years = range === '3y' ? 3 : range === '5y' ? 5 : range === '10y' ? 10 : null;
  const start = years === null ? listIdx : tradingIndexOf(dayOfTradingIndex(T) - Math.round(years * 365.25)) + 1;
  return Math.max(start, listIdx, 0);
}

/** A multiple is meaningful when positive (a PE over a loss is 亏损). */
function metricOf(v: Valuation, m: ValuationMetric): number | null {
  const x = v[m];
  return x !== null && x > 0 && Number.isFinite(x) ? x : null;
}

/** The fundamentals answers of one market. */
export class Answers {
  private readonly seriesCache = new Lru<string, { days: Int32Array; values: Valuation[] }>(16);
  private readonly compareCache = new Lru<string, Map<number, Record<string, number | null>>>(32);
  private readonly windowCache = new Lru<
    string,
    { start: number; length: number; sorted: Map<ValuationMetric, Float64Array>; rows: Map<ValuationMetric, PepbAnswer['series']> }
  >(16);
  private readonly bandCache = new Lru<string, { points: Array<{ date: string; close: number; perShare: number | null }>; lo: number; hi: number }>(16);
  private readonly industrySeriesCache = new Lru<string, PepbAnswer['industrySeries']>(32);
  private readonly peerCache = new Lru<string, Array<{ s: number; row: GrowRow }>>(32);

  constructor(readonly ctx: AnswerContext) {}

  private get cs(): Companies {
    return this.ctx.companies;
  }

  /** Daily valuation from the listing (or 2010) to yesterday, from the history's closes (cached per day). */
  valuationHistory(slot: number): { days: Int32Array; values: Valuation[] } {
    const T = this.ctx.today();
    const key = `${slot}|${T}`;
    const hit = this.seriesCache.get(key);
    if (hit) return hit;
    const closes = this.cs.closes(slot, T - 1);
    const profile = this.cs.source.profiles[slot]!;
    const n = closes ? closes.close.length : 0;
    const all = new Int32Array(n);
    const values: Valuation[] = [];
    // The days its exchange trades: an A-share's series has no point in the HK-only days of 春节 and 国庆.
    for (let i = 0; i < n; i++) {
      const t = closes!.from + i;
      if (isHoliday(profile, t)) continue;
      all[values.length] = t;
      values.push(this.cs.valuationAt(slot, t, closes!.close[i]!));
    }
    const out = { days: all.slice(0, values.length), values };
    this.seriesCache.set(key, out);
    return out;
  }

  /** The history and today's valuation at the price on show. */
  valuationSeries(slot: number): { days: Int32Array; values: Valuation[] } {
    const h = this.valuationHistory(slot);
    const live = this.valuationToday(slot);
    if (!live) return h;
    const days = new Int32Array(h.days.length + 1);
    days.set(h.days);
    days[h.days.length] = this.ctx.today();
    return { days, values: [...h.values, live] };
  }

  /** Per metric, the sorted valid values of the history part of a window, and the rows of its series (cached per day). */
  private windowHistory(
    slot: number,
    range: ValuationRange,
  ): { start: number; length: number; sorted: Map<ValuationMetric, Float64Array>; rows: Map<ValuationMetric, PepbAnswer['series']> } {
    const T = this.ctx.today();
    const key = `${slot}|${range}|${T}`;
    const hit = this.windowCache.get(key);
    if (hit) return hit;
    const { days, values } = this.valuationHistory(slot);
    const from = windowStart(range, T, this.cs.source.profiles[slot]!.listIdx);
    let start = 0;
    while (start < days.length && days[start]! < from) start++;
    const sorted = new Map<ValuationMetric, Float64Array>();
    const rows = new Map<ValuationMetric, PepbAnswer['series']>();
    const dates = Array.from(days.subarray(start), (t) => formatDay(dayOfTradingIndex(t)));
    for (const m of VALUATION_METRICS) {
      const valid: number[] = [];
      const series: PepbAnswer['series'] = new Array(days.length - start);
      for (let i = start; i < days.length; i++) {
        const v = metricOf(values[i]!, m);
        if (v !== null) valid.push(v);
        series[i - start] = { date: dates[i - start]!, value: v, close: values[i]!.close };
      }
      sorted.set(m, Float64Array.from(valid).sort());
      rows.set(m, series);
    }
    const out = { start, length: days.length - start, sorted, rows };
    this.windowCache.set(key, out);
    return out;
  }

  /** Members of a slot's industry (same 申万一级 and market), itself included. */
  industryMembers(slot: number): number[] {
    const profiles = this.cs.source.profiles;
    const p = profiles[slot]!;
    const out: number[] = [];
    for (const q of profiles)
      if (q.cls === 'stock' && q.sec.industry === p.sec.industry && q.market === p.market && q.listIdx <= this.ctx.today()) out.push(q.slot);
    return out;
  }

  /** Today's valuation of a company (null before its first report or without a price). */
  valuationToday(slot: number): Valuation | null {
    const price = this.ctx.price(slot);
    return price === null ? null : this.cs.valuationAt(slot, this.ctx.today(), price);
  }

  pepb(slot: number, metric: ValuationMetric, range: ValuationRange): PepbAnswer {
    const p = this.cs.source.profiles[slot]!;
    const T = this.ctx.today();
    const from = windowStart(range, T, p.listIdx);
    const hist = this.windowHistory(slot, range);
    const live = this.valuationToday(slot);
    const members = this.industryMembers(slot);
    const today = members.map((s) => (s === slot ? live : this.valuationToday(s)));
    const stats: PepbStat[] = VALUATION_METRICS.map((m) => {
      const past = hist.sorted.get(m)!;
      const current = live ? metricOf(live, m) : null;
      // Today's value joins the history (one insertion into the sorted window).
      let sorted: Float64Array = past;
      if (current !== null) {
        sorted = new Float64Array(past.length + 1);
        let k = 0;
        while (k < past.length && past[k]! <= current) k++;
        sorted.set(past.subarray(0, k));
        sorted[k] = current;
        sorted.set(past.subarray(k), k + 1);
      }
      const days = hist.length + (live ? 1 : 0);
      let atOrBelow = 0;
      if (current !== null) while (atOrBelow < sorted.length && sorted[atOrBelow]! <= current) atOrBelow++;
      return {
        metric: m,
        current,
        percentile: current === null || sorted.length === 0 ? null : pct(atOrBelow / sorted.length),
        p20: quantile(sorted, 0.2),
        p50: quantile(sorted, 0.5),
        p80: quantile(sorted, 0.8),
        max: sorted.length ? sorted[sorted.length - 1]! : null,
        min: sorted.length ? sorted[0]! : null,
        days,
        excludedDays: days - sorted.length,
        industryMedian: median(today.map((v) => (v ? metricOf(v, m) : null))),
      };
    });
    const rows = hist.rows.get(metric)!;
    const series = live ? [...rows, { date: formatDay(dayOfTradingIndex(T)), value: metricOf(live, metric), close: live.close }] : rows;
    const seriesKey = `${p.sec.industry}|${p.market}|${metric}|${from}|${T}`;
    let industrySeries = this.industrySeriesCache.get(seriesKey);
    if (!industrySeries) {
      industrySeries = this.industrySeries(members, slot, metric, from, T);
      this.industrySeriesCache.set(seriesKey, industrySeries);
    }
    return {
      id: p.sec.id,
      name: p.sec.name,
      industry: p.sec.industry,
      range,
      metric,
      from: series[0]?.date ?? formatDay(dayOfTradingIndex(T)),
      to: series.at(-1)?.date ?? formatDay(dayOfTradingIndex(T)),
      stats,
      series,
      industrySeries,
    };
  }

  /** The industry's median of a metric at each month end of [from, T), from the members' month-end model prices. */
  private industrySeries(members: readonly number[], slot: number, metric: ValuationMetric, from: number, T: number): PepbAnswer['industrySeries'] {
    const out: PepbAnswer['industrySeries'] = [];
    const models = members.map((s) => this.cs.company(s));
    const ref = this.cs.company(slot);
    for (let i = 0; i < ref.monthEnds.length; i++) {
      const t = ref.monthEnds[i]!;
      if (t < from || t >= T) continue;
      const vals = models.map((co) => {
        const j = co.monthEnds.indexOf(t);
        if (j < 0 || t < co.model.profile.listIdx) return null;
        return metricOf(this.cs.valuationAt(co.model.profile.slot, t, co.monthPrices[j]!), metric);
      });
      out.push({ date: formatDay(dayOfTradingIndex(t)), value: median(vals) });
    }
    return out;
  }

  /** The days of a band window with their close and per-share figure (history part, cached per day). */
  private bandHistory(
    slot: number,
    kind: 'pe' | 'pb',
    range: ValuationRange,
  ): { points: Array<{ date: string; close: number; perShare: number | null }>; lo: number; hi: number } {
    const T = this.ctx.today();
    const key = `${slot}|${kind}|${range}|${T}`;
    const hit = this.bandCache.get(key);
    if (hit) return hit;
    const co = this.cs.company(slot);
    const { days, values } = this.valuationHistory(slot);
    const from = windowStart(range, T, this.cs.source.profiles[slot]!.listIdx);
    const metric = kind === 'pe' ? 'peTtm' : 'pb';
    const points: Array<{ date: string; close: number; perShare: number | null }> = [];
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < days.length; i++) {
      if (days[i]! < from) continue;
      const m = metricOf(values[i]!, metric);
      if (m !== null) {
        lo = Math.min(lo, m);
        hi = Math.max(hi, m);
      }
      points.push({ date: formatDay(dayOfTradingIndex(days[i]!)), close: values[i]!.close, perShare: this.perShare(co, kind, days[i]!) });
    }
    const out = { points, lo, hi };
    this.bandCache.set(key, out);
    return out;
  }

  /** EPS-TTM (pe) or BPS (pb) known on trading day t, yuan per share; null before the first report. */
  private perShare(co: CompanyModel, kind: 'pe' | 'pb', t: number): number | null {
    const k = this.cs.knownAt(co.model.profile.slot, t);
    const base = kind === 'pe' ? (k?.ttm?.parentNet ?? null) : (k?.equityParent ?? null);
    return base === null ? null : yuan(base) / co.capital.at(t);
  }

  pepbBand(slot: number, kind: 'pe' | 'pb', range: ValuationRange, mode: 'auto' | 'fixed'): PepbBandAnswer {
    const p = this.cs.source.profiles[slot]!;
    const T = this.ctx.today();
    const hist = this.bandHistory(slot, kind, range);
    let { lo, hi } = hist;
    const points: Array<{ date: string; close: number; perShare: number | null }> = [...hist.points];
    const live = this.valuationToday(slot);
    if (live) {
      const m = metricOf(live, kind === 'pe' ? 'peTtm' : 'pb');
      if (m !== null) {
        lo = Math.min(lo, m);
        hi = Math.max(hi, m);
      }
      points.push({ date: formatDay(dayOfTradingIndex(T)), close: live.close, perShare: this.perShare(this.cs.company(slot), kind, T) });
    }
    const auto = mode === 'auto' && Number.isFinite(lo);
    const multiples = auto
      ? [0, 1, 2, 3, 4].map((i) => Math.round((lo + ((hi - lo) * i) / 4) * 100) / 100)
      : kind === 'pe'
        ? [10, 15, 20, 25, 30]
        : [1, 2, 3, 4, 5];
    return {
      id: p.sec.id,
      name: p.sec.name,
      kind,
      range,
      mode: auto ? 'auto' : 'fixed',
      multiples,
      points: points.map((pt) => ({
        ...pt,
        bands: multiples.map((k) => (pt.perShare !== null && pt.perShare > 0 ? Math.round(pt.perShare * k * 1000) / 1000 : null)),
      })),
    };
  }

  /** Periods known today, oldest first. */
  private known(slot: number): readonly Core[] {
    return this.cs.reportsKnownAt(slot, this.ctx.today());
  }

  private growRow(co: CompanyModel, g: number): GrowRow {
    const slot = co.model.profile.slot;
    const cagr = (pick: 'revenue' | 'parentNet' | 'deducted') => {
      const now = this.cs.ttm(slot, g);
      const then = this.cs.ttm(slot, g - 12);
      if (!now || !then || now[pick] <= 0 || then[pick] <= 0) return null;
      return pct((now[pick] / then[pick]) ** (1 / 3) - 1);
    };
    const openEq = g - (g % 4) - 1 >= co.first ? co.core(g - (g % 4) - 1).equityParent : null;
    const endEq = co.core(g).equityParent;
    const parent = ytd(co, g, (c) => c.parentNet);
    return {
      period: periodString(g),
      noticeDate: formatDay(co.core(g).notice),
      revenue: yuan(ytd(co, g, (c) => c.revenue)),
      netProfit: yuan(parent),
      deducted: yuan(ytd(co, g, (c) => c.deducted)),
      ...growthOf(co, g),
      revenueCagr3: cagr('revenue'),
      netProfitCagr3: cagr('parentNet'),
      deductedCagr3: cagr('deducted'),
      roe: openEq !== null && openEq + endEq > 0 ? pct(parent / ((openEq + endEq) / 2)) : null,
    };
  }

  growAbility(slot: number, type: 'report' | 'year', count: number): GrowAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const known = this.known(slot).filter((c) => type === 'report' || quarterOfPeriod(c.g) === 3);
    const rows = known
      .slice(-count)
      .reverse()
      .map((c) => this.growRow(co, c.g));
    const latest = known.length > 0 ? known[known.length - 1]!.g : null;
    const peers: GrowPeer[] = [];
    if (latest !== null) {
      const peerKey = `${p.sec.industry}|${p.market}|${latest}|${this.ctx.today()}`;
      let memberRows = this.peerCache.get(peerKey);
      if (!memberRows) {
        memberRows = this.industryMembers(slot).flatMap((s) => {
          const k = this.known(s);
          return k.some((c) => c.g === latest) ? [{ s, row: this.growRow(this.cs.company(s), latest) }] : [];
        });
        this.peerCache.set(peerKey, memberRows);
      }
      const labels: Record<GrowPeer['key'], string> = {
        revenueYoy: '营业总收入同比',
        netProfitYoy: '归母净利润同比',
        deductedYoy: '扣非净利润同比',
        revenueCagr3: '营业总收入3年复合',
        netProfitCagr3: '归母净利润3年复合',
        roe: 'ROE',
      };
      const own = this.growRow(co, latest);
      for (const key of Object.keys(labels) as GrowPeer['key'][]) {
        const vals = memberRows.map((m) => m.row[key]).filter((x): x is number => x !== null);
        const v = own[key];
        peers.push({
          key,
          label: labels[key],
          value: v,
          industryAverage: mean(vals),
          industryMedian: median(vals),
          rank: v === null ? null : vals.filter((x) => x > v).length + 1,
          total: vals.length,
        });
      }
    }
    return { id: p.sec.id, name: p.sec.name, industry: p.sec.industry, rows, peerPeriod: latest === null ? null : periodString(latest), peers };
  }

  /** The statements of the latest `count` periods; a non-member's `limit` keeps only the newest few (the rest are never built or sent). */
  financialStatement(slot: number, statement: StatementKind, view: StatementView, count: number, limit: number | null = null): StatementAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const known = this.known(slot).filter((c) => view !== 'year' || quarterOfPeriod(c.g) === 3);
    const wanted = known.slice(-count);
    const gs = (limit === null || limit >= wanted.length ? wanted : wanted.slice(wanted.length - limit)).map((c) => c.g).reverse();
    const single = view === 'quarter';
    const linesOf = (g: number): Lines | null => {
      if (g < co.first) return null;
      if (statement === 'balance') return balanceLines(co, g);
      if (statement === 'income') return this.withEps(co, g, single, single ? incomeQuarter(co, g) : cumulative(co, g, incomeQuarter));
      if (statement === 'cashflow') return single ? cashQuarter(co, g) : cumulative(co, g, cashQuarter);
      return indicatorLines(co, g, single);
    };
    const cols = gs.map((g) => ({ g, now: linesOf(g), base: linesOf(g - 4) }));
    const layout =
      statement === 'indicators'
        ? INDICATOR_LAYOUT
        : layoutOf(statement, co.params.format).map(([key, label, level, total]) => ({
            key,
            label,
            level,
            total: total ?? false,
            unit: key === 'eps' || key === 'dilutedEps' ? ('perShare' as const) : ('yuan' as const),
          }));
    const lines: StatementLine[] = layout.map((row) => ({
      key: row.key,
      label: row.label,
      level: row.level,
      total: row.total,
      unit: row.unit,
      values: cols.map((c) => (c.now && row.key in c.now ? (row.unit === 'yuan' ? yuan(c.now[row.key]!) : c.now[row.key]!) : null)),
      yoy: cols.map((c) => {
        if (statement === 'indicators' || !c.now || !c.base) return null;
        const v = c.now[row.key];
        const b = c.base[row.key];
        return v === undefined || b === undefined ? null : growth(v, b);
      }),
    }));
    return {
      id: p.sec.id,
      name: p.sec.name,
      format: co.params.format,
      statement,
      view,
      periods: gs.map((g) => ({
        period: periodString(g),
        label: single && statement !== 'balance' ? `${['一', '二', '三', '四'][quarterOfPeriod(g)]}季度` : reportLabel(g),
        noticeDate: formatDay(co.core(g).notice),
      })),
      lines,
      withheld: wanted.length - gs.length,
    };
  }

  /** Income lines with EPS (yuan per share, 4 decimals; the period's weighted shares, bonus issues being retroactive: figures.ts epsOf). */
  private withEps(co: CompanyModel, g: number, single: boolean, lines: Lines): Lines {
    const eps = epsOf(co, g, single, lines.netProfitParent!);
    return { ...lines, eps, dilutedEps: eps };
  }

  divi(slot: number): DiviAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    co.upTo(periodAtOrBefore(dayOfTradingIndex(T)));
    const closes = this.cs.closes(slot, T - 1);
    const closeAt = (idx: number) => (closes && idx >= closes.from && idx - closes.from < closes.close.length ? closes.close[idx - closes.from]! : null);
    return { id: p.sec.id, name: p.sec.name, rows: dividendRows(co, T, closeAt) };
  }

  diviFund(slot: number): DiviFundAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    const listed = Math.max(p.listIdx, 0);
    const closes = this.cs.closes(slot, Math.max(listed, T - 1));
    const first = closes ? closes.close[0]! : p.level;
    const ipo = ipoOf(co, () => Math.round(first * 0.7 * 100) / 100);
    const years = new Map<number, number>();
    let total = 0;
    let count = 0;
    for (const a of co.actions) {
      if (a.idx > T || a.cash <= 0) continue;
      const cash = (a.cash / 1000) * co.capital.at(a.idx - 1);
      const y = Number(formatDay(dayOfTradingIndex(a.idx)).slice(0, 4));
      years.set(y, (years.get(y) ?? 0) + cash);
      total += cash;
      count++;
    }
    const round2 = (x: number) => Math.round(x * 100) / 100;
    return {
      id: p.sec.id,
      name: p.sec.name,
      listDate: p.sec.listDate,
      totalDividend: round2(total),
      dividendCount: count,
      totalFinancing: ipo.amount,
      financingCount: 1,
      dividendToFinancing: ipo.amount > 0 ? pct(total / ipo.amount) : null,
      financing: [{ date: ipo.date, type: '首发', shares: ipo.shares, price: ipo.price, amount: ipo.amount }],
      years: [...years.entries()].sort((a, b) => a[0] - b[0]).map(([year, cash]) => ({ year, cash: round2(cash) })),
    };
  }

  /** 中报/年报 periods known today, newest first. */
  segmentPeriods(slot: number): number[] {
    return this.known(slot)
      .filter((c) => quarterOfPeriod(c.g) % 2 === 1)
      .map((c) => c.g)
      .reverse();
  }

  getSegments(slot: number, g: number): SegmentsAnswer {
    const p = this.cs.source.profiles[slot]!;
    const s = segments(this.cs.company(slot), g);
    return {
      id: p.sec.id,
      name: p.sec.name,
      periods: this.segmentPeriods(slot).map(periodString),
      period: periodString(g),
      revenue: yuan(s.revenue),
      cost: yuan(s.cost),
      groups: s.groups.map((x) => ({ type: x.type, label: SEGMENT_TYPE_LABELS[x.type], rows: x.rows })),
    };
  }

  forecast(slot: number): ForecastAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    const todayDay = dayOfTradingIndex(T);
    const cores = co.upTo(periodAtOrBefore(todayDay));
    const schedule = cores
      .filter((c) => c.g >= co.firstListed)
      .map((c) => ({
        period: periodString(c.g),
        firstBooked: formatDay(c.firstBooked),
        changed: c.changed === null ? null : formatDay(c.changed),
        actual: c.notice <= todayDay ? formatDay(c.notice) : null,
      }))
      .reverse();
    return { id: p.sec.id, name: p.sec.name, forecasts: forecastRows(co, T), express: expressRows(co, T), schedule };
  }

  // ─── 同行比较 ─────────────────────────────────────────────────────────────────────────────

  /** Columns of a tab; yearly columns name the latest 年报 known today. */
  compareColumns(tab: CompareTab, year: number): CompareColumn[] {
    const A = (y: number) => `${String(y).slice(2)}A`;
    switch (tab) {
      case 'growth':
        return [
          { key: 'epsCagr3', label: '基本每股收益增长率 3年复合', unit: 'pct' },
          { key: 'epsYoyA', label: `基本每股收益增长率 ${A(year)}`, unit: 'pct' },
          { key: 'epsYoyTtm', label: '基本每股收益增长率 TTM', unit: 'pct' },
          { key: 'revenueCagr3', label: '营业收入增长率 3年复合', unit: 'pct' },
          { key: 'revenueYoyA', label: `营业收入增长率 ${A(year)}`, unit: 'pct' },
          { key: 'revenueYoyTtm', label: '营业收入增长率 TTM', unit: 'pct' },
          { key: 'netCagr3', label: '净利润增长率 3年复合', unit: 'pct' },
          { key: 'netYoyA', label: `净利润增长率 ${A(year)}`, unit: 'pct' },
          { key: 'netYoyTtm', label: '净利润增长率 TTM', unit: 'pct' },
        ];
      case 'valuation':
        return [
          { key: 'peg', label: 'PEG', unit: 'times' },
          { key: 'peA', label: `市盈率 ${A(year)}`, unit: 'times' },
          { key: 'peTtm', label: '市盈率 TTM', unit: 'times' },
          { key: 'psTtm', label: '市销率 TTM', unit: 'times' },
          { key: 'pb', label: '市净率 MRQ', unit: 'times' },
          { key: 'pcfTtm', label: '市现率 TTM', unit: 'times' },
          { key: 'peE1', label: `市盈率 ${String(year + 1).slice(2)}E`, unit: 'times' },
          { key: 'peE2', label: `市盈率 ${String(year + 2).slice(2)}E`, unit: 'times' },
          { key: 'evEbitda', label: 'EV/EBITDA TTM', unit: 'times' },
        ];
      case 'dupont':
        return [year, year - 1, year - 2]
          .flatMap((y) => [
            { key: `roe${y}`, label: `ROE ${A(y)}`, unit: 'pct' as const },
            { key: `netMargin${y}`, label: `净利率 ${A(y)}`, unit: 'pct' as const },
            { key: `turnover${y}`, label: `总资产周转率 ${A(y)}`, unit: 'times' as const },
            { key: `multiplier${y}`, label: `权益乘数 ${A(y)}`, unit: 'times' as const },
          ])
          .concat([{ key: 'roeAvg3', label: 'ROE 3年平均', unit: 'pct' }]);
      default:
        return [
          { key: 'totalCap', label: '总市值', unit: 'yuan' },
          { key: 'floatCap', label: '流通市值', unit: 'yuan' },
          { key: 'revenueTtm', label: '营业收入 TTM', unit: 'yuan' },
          { key: 'netTtm', label: '净利润 TTM', unit: 'yuan' },
        ];
    }
  }

  /** The latest 年报 year known for a slot today (falls back to the year before the latest period). */
  private annualYear(slot: number): number {
    const known = this.known(slot);
    for (let i = known.length - 1; i >= 0; i--) if (quarterOfPeriod(known[i]!.g) === 3) return Math.floor(known[i]!.g / 4);
    return Number(formatDay(dayOfTradingIndex(this.ctx.today())).slice(0, 4)) - 1;
  }

  private compareValues(slot: number, tab: CompareTab, year: number): Record<string, number | null> {
    const co = this.cs.company(slot);
    const p = co.model.profile;
    const known = this.known(slot);
    const out: Record<string, number | null> = {};
    if (known.length === 0) return out;
    const g = known[known.length - 1]!.g;
    const gA = year * 4 + 3;
    const has = (k: number) => k >= co.first && k <= g;
    const annual = (k: number, f: (c: Core) => number) => (has(k) ? ytd(co, k, f) : null);
    // A year's EPS and its comparative's, restated in the shares of the latest 年报's end (a 送转 since changes neither's growth).
    const asOf = tradingIndexOf(periodEndDay(gA));
    const eps = (k: number) =>
      has(k)
        ? epsOf(
            co,
            k,
            false,
            ytd(co, k, (c) => c.parentNet),
            asOf,
          )
        : null;
    const ttm = this.cs.ttm(slot, g);
    const ttmPrev = this.cs.ttm(slot, g - 4);
    const gr = (a: number | null, b: number | null) => (a === null || b === null ? null : growth(a, b));
    const cagr = (a: number | null, b: number | null) => (a === null || b === null || a <= 0 || b <= 0 ? null : pct((a / b) ** (1 / 3) - 1));
    const v = this.valuationToday(slot);
    if (tab === 'growth') {
      // TTM EPS on the four quarters' weighted shares, the year before restated in today's period's shares.
      const ttmShares = (k: number) => co.weightedShares(periodEndDay(k - 4) + 1, periodEndDay(k), tradingIndexOf(periodEndDay(g)));
      const epsTtm = ttm ? yuan(ttm.parentNet) / ttmShares(g) : null;
      const epsTtmPrev = ttmPrev && has(g - 4) ? yuan(ttmPrev.parentNet) / ttmShares(g - 4) : null;
      out.epsCagr3 = cagr(eps(gA), eps(gA - 12));
      out.epsYoyA = gr(eps(gA), eps(gA - 4));
      out.epsYoyTtm = gr(epsTtm, epsTtmPrev);
      out.revenueCagr3 = cagr(
        annual(gA, (c) => c.revenue),
        annual(gA - 12, (c) => c.revenue),
      );
      out.revenueYoyA = gr(
        annual(gA, (c) => c.revenue),
        annual(gA - 4, (c) => c.revenue),
      );
      out.revenueYoyTtm = gr(ttm?.revenue ?? null, ttmPrev?.revenue ?? null);
      out.netCagr3 = cagr(
        annual(gA, (c) => c.parentNet),
        annual(gA - 12, (c) => c.parentNet),
      );
      out.netYoyA = gr(
        annual(gA, (c) => c.parentNet),
        annual(gA - 4, (c) => c.parentNet),
      );
      out.netYoyTtm = gr(ttm?.parentNet ?? null, ttmPrev?.parentNet ?? null);
    } else if (tab === 'valuation') {
      const cap = v?.totalCap ?? null;
      const netA = annual(gA, (c) => c.parentNet);
      let ocf = 0;
      for (let k = g - 3; k <= g; k++) ocf += has(k) ? co.core(k).ocf : 0;
      const netCagr = cagr(
        netA,
        annual(gA - 12, (c) => c.parentNet),
      );
      out.peA = cap !== null && netA !== null && netA > 0 ? cap / yuan(netA) : null;
      out.peTtm = v && v.peTtm !== null && v.peTtm > 0 ? v.peTtm : null;
      out.peg = out.peTtm !== null && netCagr !== null && netCagr > 0 ? out.peTtm / netCagr : null;
      out.psTtm = v?.psTtm ?? null;
      out.pb = v?.pb ?? null;
      out.pcfTtm = cap !== null && ocf > 0 ? cap / yuan(ocf) : null;
      out.evEbitda = cap === null ? null : this.evEbitda(co, g, cap);
      // Forward PE on the consensus (estimates.ts) of the two years after the latest 年报.
      const e = cap === null ? null : estimatesOf(co, this.ctx.today());
      const fwd = (y: number) => {
        const est = e?.years.find((x) => x.year === y);
        return cap !== null && est && est.parentNet > 0 ? cap / est.parentNet : null;
      };
      out.peE1 = fwd(year + 1);
      out.peE2 = fwd(year + 2);
    } else if (tab === 'dupont') {
      const roes: number[] = [];
      for (const y of [year, year - 1, year - 2]) {
        const k = y * 4 + 3;
        if (!has(k) || !has(k - 4)) {
          out[`roe${y}`] = out[`netMargin${y}`] = out[`turnover${y}`] = out[`multiplier${y}`] = null;
          continue;
        }
        const rev = ytd(co, k, (c) => c.revenue);
        const net = ytd(co, k, (c) => c.parentNet);
        const avgAssets = (co.core(k).assets + co.core(k - 4).assets) / 2;
        const avgEq = (co.core(k).equityParent + co.core(k - 4).equityParent) / 2;
        // ROE = 净利率 × 总资产周转率 × 权益乘数, exactly: the ROE column is that product.
        const margin = rev > 0 ? (net / rev) * 100 : null;
        const turnover = avgAssets > 0 ? rev / avgAssets : null;
        const multiplier = avgEq > 0 ? avgAssets / avgEq : null;
        const roe = margin !== null && turnover !== null && multiplier !== null ? margin * turnover * multiplier : null;
        Object.assign(out, { [`roe${y}`]: roe, [`netMargin${y}`]: margin, [`turnover${y}`]: turnover, [`multiplier${y}`]: multiplier });
        if (roe !== null) roes.push(roe);
      }
      out.roeAvg3 = roes.length === 3 ? roes.reduce((a, b) => a + b, 0) / 3 : null;
    } else {
      const price = this.ctx.price(slot);
      out.totalCap = v?.totalCap ?? null;
      out.floatCap =
        price !== null && p.sec.floatShares > 0
          ? price * Math.min(floatSharesAt(this.cs.source.models[slot]!, this.ctx.today()), co.capital.at(this.ctx.today()))
          : null;
      out.revenueTtm = ttm ? yuan(ttm.revenue) : null;
      out.netTtm = ttm ? yuan(ttm.parentNet) : null;
    }
    return out;
  }

  /**
   * EV/EBITDA TTM of a non-financial company: (总市值 + 有息负债 − 货币资金) ÷ (利润总额 + 利息支出 +
   * 折旧 + 摊销) over the four quarters to period g; null for banks and insurers (debt is their
   * business) and when EBITDA is not positive.
   */
  private evEbitda(co: CompanyModel, g: number, cap: number): number | null {
    if (co.params.format !== 'general' || g - 3 < co.first) return null;
    const b = balanceLines(co, g);
    const debt = (b.shortBorrowings ?? 0) + (b.longBorrowings ?? 0) + (b.bondsPayable ?? 0) + (b.ncDueWithinYear ?? 0);
    let ebitda = 0;
    for (let k = g - 3; k <= g; k++) {
      const c = co.core(k);
      const cf = cashQuarter(co, k);
      ebitda += c.pretax + c.interestExp + (cf.suppDepreciation ?? 0) + (cf.suppAmortisation ?? 0);
    }
    if (ebitda <= 0) return null;
    return (cap + yuan(debt - (b.cash ?? 0))) / yuan(ebitda);
  }

  /** Every member's values of a tab (cached per industry, tab and day). */
  private compareTable(slot: number, tab: CompareTab): { year: number; values: Map<number, Record<string, number | null>> } {
    const year = this.annualYear(slot);
    const p = this.cs.source.profiles[slot]!;
    const key = `${p.sec.industry}|${p.market}|${tab}|${year}|${this.ctx.today()}`;
    let values = this.compareCache.get(key);
    if (!values) {
      values = new Map();
      for (const s of this.industryMembers(slot)) values.set(s, this.compareValues(s, tab, year));
      this.compareCache.set(key, values);
    }
    return { year, values };
  }

  private row(s: number, values: Record<string, number | null>, self: number): CompareRow {
    const p = this.cs.source.profiles[s]!;
    return { kind: 'company', id: p.sec.id, name: p.sec.name, self: s === self, values };
  }

  industryCompare(slot: number, tab: CompareTab): CompareAnswer {
    const p = this.cs.source.profiles[slot]!;
    const { year, values } = this.compareTable(slot, tab);
    const columns = this.compareColumns(tab, year);
    const first = columns[0]!.key;
    const all = [...values.entries()];
    const summary = (kind: 'median' | 'average'): CompareRow => ({
      kind,
      id: null,
      name: kind === 'median' ? '行业中值' : '行业平均',
      self: false,
      values: Object.fromEntries(columns.map((c) => [c.key, (kind === 'median' ? median : mean)(all.map(([, v]) => v[c.key] ?? null))])),
    });
    const own = values.get(slot) ?? {};
    const ranks: CompareAnswer['ranks'] = {};
    for (const c of columns) {
      const vals = all.map(([, v]) => v[c.key]).filter((x): x is number => x !== null && x !== undefined);
      const mine = own[c.key];
      ranks[c.key] = { rank: mine === null || mine === undefined ? null : vals.filter((x) => x > mine).length + 1, total: vals.length };
    }
    const top = all
      .filter(([s]) => s !== slot)
      .sort((a, b) => (b[1][first] ?? Number.NEGATIVE_INFINITY) - (a[1][first] ?? Number.NEGATIVE_INFINITY))
      .slice(0, 10)
      .map(([s, v]) => this.row(s, v, slot));
    return {
      id: p.sec.id,
      name: p.sec.name,
      industry: p.sec.industry,
      tab,
      period: periodString(year * 4 + 3),
      columns,
      rows: [summary('median'), summary('average'), this.row(slot, own, slot), ...top],
      ranks,
      total: all.length,
    };
  }

  industryCompareMore(
    slot: number,
    tab: CompareTab,
    sort: string | undefined,
    order: 'asc' | 'desc',
    page: number,
    size: number,
  ): CompareMoreAnswer | { badSort: true } {
    const p = this.cs.source.profiles[slot]!;
    const { year, values } = this.compareTable(slot, tab);
    const columns = this.compareColumns(tab, year);
    const by = sort ?? columns[0]!.key;
    if (!columns.some((c) => c.key === by)) return { badSort: true };
    const sign = order === 'asc' ? 1 : -1;
    const rows = [...values.entries()].sort((a, b) => {
      const x = a[1][by];
      const y = b[1][by];
      if (x === null || x === undefined) return y === null || y === undefined ? a[0] - b[0] : 1;
      if (y === null || y === undefined) return -1;
      return sign * (x - y) || a[0] - b[0];
    });
    return {
      id: p.sec.id,
      industry: p.sec.industry,
      tab,
      period: periodString(year * 4 + 3),
      columns,
      sort: by,
      order,
      page,
      size,
      total: rows.length,
      rows: rows.slice((page - 1) * size, page * size).map(([s, v]) => this.row(s, v, slot)),
    };
  }
}

const INDICATOR_LAYOUT: ReadonlyArray<{ key: string; label: string; level: 0 | 1 | 2; total: boolean; unit: StatementLine['unit'] }> = [
  { key: 'eps', label: '基本每股收益(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'bps', label: '每股净资产(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'ocfps', label: '每股经营现金流(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'revenue', label: '营业总收入', level: 0, total: true, unit: 'yuan' },
  { key: 'netProfitParent', label: '归母净利润', level: 0, total: true, unit: 'yuan' },
  { key: 'deducted', label: '扣非净利润', level: 1, total: false, unit: 'yuan' },
  { key: 'roe', label: '净资产收益率(加权)', level: 1, total: false, unit: 'pct' },
  { key: 'roa', label: '总资产收益率', level: 1, total: false, unit: 'pct' },
  { key: 'grossMargin', label: '毛利率', level: 1, total: false, unit: 'pct' },
  { key: 'netMargin', label: '净利率', level: 1, total: false, unit: 'pct' },
  { key: 'debtRatio', label: '资产负债率', level: 1, total: false, unit: 'pct' },
  { key: 'currentRatio', label: '流动比率', level: 1, total: false, unit: 'times' },
  { key: 'quickRatio', label: '速动比率', level: 1, total: false, unit: 'times' },
  { key: 'assetTurnover', label: '总资产周转率(次)', level: 1, total: false, unit: 'times' },
  { key: 'inventoryDays', label: '存货周转天数', level: 1, total: false, unit: 'days' },
  { key: 'receivableDays', label: '应收账款周转天数', level: 1, total: false, unit: 'days' },
  { key: 'equityMultiplier', label: '权益乘数', level: 1, total: false, unit: 'times' },
];
