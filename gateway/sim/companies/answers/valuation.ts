/**
 * 估值 answers (the stock page's 市盈率/市净率 history and bands): a company's daily valuation
 * series, its percentile statistics over a window beside its industry's median, and the PE/PB bands.
 */
import type { PepbAnswer, PepbBandAnswer, PepbStat, ValuationMetric, ValuationRange } from '../../../../contracts/endpoints/fundamentals';
import { VALUATION_METRICS } from '../../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { isHoliday } from '../../market/index';
import { Lru } from '../../shared/lru';
import { pct4 as pct } from '../figures';
import type { CompanyModel } from '../model';
import type { Valuation } from '../companies';
import { AnswerReads, median, metricOf, quantile, windowStart, yuan } from './common';

/** The 估值 answers of one market (cached per day). */
export class ValuationAnswers extends AnswerReads {
  private readonly seriesCache = new Lru<string, { days: Int32Array; values: Valuation[] }>(16);
  private readonly windowCache = new Lru<
    string,
    { start: number; length: number; sorted: Map<ValuationMetric, Float64Array>; rows: Map<ValuationMetric, PepbAnswer['series']> }
  >(16);
  private readonly bandCache = new Lru<string, { points: Array<{ date: string; close: number; perShare: number | null }>; lo: number; hi: number }>(16);
  private readonly industrySeriesCache = new Lru<string, PepbAnswer['industrySeries']>(32);

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
    // The series ends on today with the table's own 行业中值 (one figure, one date): the month ends
    // alone left the chart's legend on last month's median beside today's in the table.
    const todayMedian = { date: formatDay(dayOfTradingIndex(T)), value: stats.find((s) => s.metric === metric)!.industryMedian };
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
      industrySeries: [...industrySeries, todayMedian],
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
}
