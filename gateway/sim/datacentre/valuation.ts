/**
 * The all-A valuation gauge: 市盈率(TTM) 中位数 of the profitable companies, its percentile over
 * the three years before the day (sampled every {@link GRID} trading days, each sample on a mainland
 * trading day: `days.ts`), and 破净股比率 (PB < 1).
 * Every PE and PB is the company model's (`companies.valuationAt`), the same the quote grid and
 * the fundamentals pages show.
 *
 * Building every company model costs about a minute of CPU, so it happens in the background in
 * small slices after the first request; until then the answers say how far it has got.
 */
import type { ValuationAnswer } from '../../../contracts/endpoints/datacentre';
import type { Companies } from '../companies/index';
import { dayOfTradingIndex, mainlandIndexAtOrBefore } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayTable } from '../market/index';
import { dayBefore } from './days';
import { type CentreReads, pctOf, r2 } from './reads';

/** Sampling step of the history, trading days. */
export const GRID = 10;
/** Years of the percentile window. */
export const YEARS = 3;
/** Trading days a year. */
const YEAR = 243;
/** Years back the samples cover (the window of a day up to two years old). */
const SPAN_YEARS = YEARS + 2;

/** A day's figures. */
export interface ValuationDay {
  peMedian: number;
  counted: number;
  listed: number;
  belowBook: number;
}

/** Median of a non-empty list (sorted in place). */
function median(xs: number[]): number {
  xs.sort((a, b) => a - b);
  const m = xs.length >> 1;
  return xs.length % 2 ? xs[m]! : (xs[m - 1]! + xs[m]!) / 2;
}

/** The gauge over a market's companies, built in the background for the samples up to `last`. */
export class ValuationGauge {
  private readonly slots: number[];
  /** PE-TTM (NaN = loss or not listed) per company per grid sample; PB per company on the sample. */
  private pe: Float32Array[] = [];
  private pb: Float32Array[] = [];
  private built = 0;
  private running = false;
  private gridFrom = 0;
  private last = -1;
  private readonly days = new Map<number, ValuationDay>();

  constructor(private readonly companies: Companies) {
    const { profiles } = companies.source;
    this.slots = profiles.filter((p) => p.sec.kind === 'capital' && companies.isCompany(p.slot)).map((p) => p.slot);
  }

  /** Share of the companies built, 0…1. */
  progress(): number {
    return this.slots.length === 0 ? 1 : this.built / this.slots.length;
  }

  /** Earliest day the gauge answers for (its window must lie inside the samples). */
  firstDay(): number {
    return this.gridFrom + YEARS * YEAR;
  }

  /** True when every company is built for `last`. */
  ready(last: number): boolean {
    return this.last === last && this.built === this.slots.length;
  }

  /** Starts (or restarts for a new last day) the background build; `slice` yields between companies. */
  start(last: number, slice: (next: () => void) => void = setImmediate): void {
    if (this.last !== last) {
      this.last = last;
      this.built = 0;
      this.pe = [];
      this.pb = [];
      this.days.clear();
      this.gridFrom = Math.max(0, Math.ceil((last - SPAN_YEARS * YEAR) / GRID) * GRID);
    }
    if (this.running || this.built === this.slots.length) return;
    this.running = true;
    const run = () => {
      const started = Date.now();
      while (this.built < this.slots.length && Date.now() - started < 25) this.buildOne();
      if (this.built < this.slots.length && this.last === last) slice(run);
      else this.running = false;
    };
    slice(run);
  }

  /** Builds everything now (tests, the bench). */
  buildAll(last: number): void {
    this.start(last, () => {});
    this.running = false;
    while (this.built < this.slots.length) this.buildOne();
  }

  private samples(): number {
    return Math.floor((this.last - this.gridFrom) / GRID) + 1;
  }

  /** Day of sample k: its grid index, or the mainland day before it when that is an HK-only day of 春节/国庆 (A-shares carry their close). */
  private sampleDay(k: number): number {
    return mainlandIndexAtOrBefore(this.gridFrom + k * GRID);
  }

  private buildOne(): void {
    const slot = this.slots[this.built]!;
    const n = this.samples();
    const pe = new Float32Array(n).fill(Number.NaN);
    const pb = new Float32Array(n).fill(Number.NaN);
    const model = this.companies.source.models[slot]!;
    const table = dayTable(model, this.gridFrom, this.last);
    if (table) {
      for (let k = 0; k < n; k++) {
        const d = this.sampleDay(k);
        const r = d - table.from;
        if (r < 0 || r >= table.length) continue;
        const v = this.companies.valuationAt(slot, d, table.close[r]! / 1000);
        pe[k] = v.peTtm !== null && v.peTtm > 0 ? v.peTtm : Number.NaN;
        pb[k] = v.pb ?? Number.NaN;
      }
    }
    this.pe.push(pe);
    this.pb.push(pb);
    this.built++;
  }

  /** Figures of sample k (from the stored samples). */
  private sample(k: number): ValuationDay {
    const pes: number[] = [];
    let listed = 0;
    let below = 0;
    for (let j = 0; j < this.pe.length; j++) {
      const pb = this.pb[j]![k]!;
      const pe = this.pe[j]![k]!;
      if (Number.isNaN(pb) && Number.isNaN(pe)) continue;
      listed++;
      if (pb > 0 && pb < 1) below++;
      if (!Number.isNaN(pe)) pes.push(pe);
    }
    return { peMedian: pes.length ? median(pes) : Number.NaN, counted: pes.length, listed, belowBook: below };
  }

  /**
   * The figures of day t (a trading day ≤ last, ≥ firstDay) read with the closes `closeOf(slot)` of
   * that day, and the sampled medians of the window before it, oldest first.
   */
  at(t: number, closeOf: (slot: number) => number | null): { day: ValuationDay; series: Array<{ t: number; peMedian: number }> } {
    let day = this.days.get(t);
    if (!day) {
      const pes: number[] = [];
      let listed = 0;
      let below = 0;
      for (const slot of this.slots) {
        const c = closeOf(slot);
        if (c === null) continue;
        const v = this.companies.valuationAt(slot, t, c);
        listed++;
        if (v.pb !== null && v.pb > 0 && v.pb < 1) below++;
        if (v.peTtm !== null && v.peTtm > 0) pes.push(v.peTtm);
      }
      day = { peMedian: pes.length ? median(pes) : Number.NaN, counted: pes.length, listed, belowBook: below };
      this.days.set(t, day);
    }
    const series: Array<{ t: number; peMedian: number }> = [];
    const from = dayBefore(t, YEARS * YEAR);
    for (let k = 0; k < this.samples(); k++) {
      const d = this.sampleDay(k);
      if (d > t || d < from) continue;
      series.push({ t: d, peMedian: this.sample(k).peMedian });
    }
    return { day, series };
  }
}

/** Percentile (0–100) of `value` among `xs`: the share of samples at or below it. */
export function percentileOf(value: number, xs: readonly number[]): number {
  const valid = xs.filter((x) => !Number.isNaN(x));
  if (valid.length === 0) return 50;
  return (valid.filter((x) => x <= value).length / valid.length) * 100;
}

/** The all-A valuation gauge of day t once the gauge is built; `slotRow`: a company's row in the frames. */
export function valuationOf(dc: CentreReads, gauge: ValuationGauge, slotRow: ReadonlyMap<number, number>, t: number): ValuationAnswer {
  const f = dc.frame(t);
  const { day, series } = gauge.at(t, (slot) => {
    const i = slotRow.get(slot);
    return i !== undefined && f.present[i] ? f.close[i]! : null;
  });
  const pe = r2(day.peMedian);
  return {
    ...dc.day(t),
    ready: true,
    progress: 100,
    gauge: {
      peMedian: pe,
      pePercentile: r2(percentileOf(day.peMedian, [...series.map((x) => x.peMedian), day.peMedian])),
      years: YEARS,
      counted: day.counted,
      listed: day.listed,
      belowBook: day.belowBook,
      belowBookRatio: pctOf(day.belowBook, day.listed),
      series: series.map((x) => ({ date: formatDay(dayOfTradingIndex(x.t)), peMedian: r2(x.peMedian) })),
    },
  };
}
