/**
 * Today's factor table, built live: the bars up to yesterday and the company figures read once a
 * day, today's live quote laid on top on every build.
 */
import { isTradingDay, localDay, dayStart, tradingIndexOf } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { Snapshot } from '../market/index';
import type { UniverseEntry } from '../market/index';
import type { BarColumns } from './indicators';
import { BENCHMARK_ID, HISTORY_BARS, type FactorTable } from './factor-table';
import { DayInputs, type TableSource } from './day-inputs';
import {
  adjustedColumns,
  buildNow,
  buildSliced,
  closedRow,
  columns,
  emptyTable,
  fillPePercentiles,
  startBuild,
  type RowInput,
  type TableBuild,
} from './table-build';
import { pastInputs, pastTable, pastTableAsync } from './past-tables';
import { SCREEN_SLICE_MS } from '../shared/slices';

/**
 * Builds live tables: bars up to yesterday and the company figures are read once per day, today's
 * quote on every build. On a day the mainland does not trade, today's table is the last mainland
 * day's closed one and yesterday's the mainland day before it.
 */
export class LiveTables {
  private base: DayInputs<BarColumns> | null = null;
  constructor(private readonly src: TableSource) {}

  /** The day's inputs (bars up to yesterday's close, the figures known today). */
  inputs(): DayInputs<BarColumns> {
    const day = localDay(this.src.market.now());
    if (this.base && this.base.T === tradingIndexOf(day)) return this.base;
    const query = { period: 'day', adjust: 'none', count: HISTORY_BARS, end: dayStart(day) - 1 } as const;
    this.base = new DayInputs(
      this.src,
      tradingIndexOf(day),
      (id) => adjustedColumns(this.src.market.kline(id, query)),
      (id) => this.src.market.prepareKline?.(id, query) ?? Promise.resolve(),
    );
    return this.base;
  }

  /**
   * The previous mainland trading day's table: from the same bars (its closes are unadjusted: the
   * adjustment ends there); on a day the mainland is closed, whose table is that last day's, the
   * mainland day before it, read as a past day.
   */
  yesterday(): FactorTable | null {
    if (this.mainlandClosed()) return this.dayBeforeLast((day) => pastTable(this.src, day)?.table ?? null);
    const b = this.startLastClosed();
    return b && buildNow(b);
  }

  /** {@link yesterday} built in slices that yield. */
  async yesterdayAsync(sliceMs = SCREEN_SLICE_MS): Promise<FactorTable | null> {
    if (this.mainlandClosed())
      return this.dayBeforeLast(async (day) => (await pastTableAsync(this.src, day, pastInputs(this.src, day), sliceMs))?.table ?? null);
    const b = this.startLastClosed();
    return b && buildSliced(b, sliceMs);
  }

  /** Whether the mainland is closed today (a weekend, a holiday, an HK-only day of 春节/国庆): no A-share trades, no bar to add. */
  private mainlandClosed(): boolean {
    return !isTradingDay(localDay(this.src.market.now()));
  }

  /** `read` of the mainland day before the last one the bars hold (null without two). */
  private dayBeforeLast<T>(read: (day: number) => T): T | null {
    const ts = this.inputs().barsOf(BENCHMARK_ID)?.ts ?? [];
    return ts.length < 2 ? null : read(localDay(ts[ts.length - 2]!));
  }

  /** The table of the last mainland day the bars hold, from those bars. */
  private startLastClosed(): TableBuild | null {
    const base = this.inputs();
    const benchBars = base.barsOf(BENCHMARK_ID);
    if (!benchBars || benchBars.ts.length === 0) return null;
    const prevDay = localDay(benchBars.ts[benchBars.ts.length - 1]!);
    const prev = this.src.company ? new DayInputs<null>(this.src, tradingIndexOf(prevDay), () => null) : null;
    const entries = this.src.universe.all.filter((e) => e.kind === 'capital');
    const rowOf = (e: UniverseEntry): RowInput | null => {
      const bars = base.barsOf(e.id);
      if (!bars || bars.ts.length === 0) return null;
      const float = this.src.market.sharesOn(e.id, tradingIndexOf(prevDay))?.float ?? 0;
      return closedRow(e, bars, localDay(bars.ts[bars.ts.length - 1]!) === prevDay, prev?.knownOf(e.id) ?? null, float);
    };
    return startBuild(emptyTable(formatDay(prevDay), prevDay, false, entries.length, prev), this.src, entries, rowOf, benchBars);
  }

  /** Today's table from the live quotes. */
  build(): FactorTable {
    return buildNow(this.start());
  }

  /** Today's table, built in slices that yield to the event loop. */
  buildAsync(sliceMs = SCREEN_SLICE_MS): Promise<FactorTable> {
    return buildSliced(this.start(), sliceMs);
  }

  private start(): TableBuild {
    const now = this.src.market.now();
    const day = localDay(now);
    // The mainland is closed: no live A-share day to lay on the bars (a bar of the carried close would
    // shift every N-day return and indicator by a day); the table is the last mainland day's.
    if (!isTradingDay(day)) {
      const closed = this.startLastClosed();
      if (closed) return closed;
    }
    const base = this.inputs();
    const withToday = (id: string, q: Snapshot): BarColumns => {
      const b = base.barsOf(id) ?? columns([]);
      const price = q.price > 0 ? q.price : q.preClose;
      // Forward-adjusted history ends at yesterday's close; scale today onto it through preClose.
      const last = b.close[b.close.length - 1];
      const k = last !== undefined && q.preClose > 0 ? last / q.preClose : 1;
      return {
        ts: [...b.ts, dayStart(day)],
        open: [...b.open, (q.open ?? price) * k],
        high: [...b.high, (q.high ?? price) * k],
        low: [...b.low, (q.low ?? price) * k],
        close: [...b.close, price * k],
        pre: [...b.pre, q.preClose * k],
        volume: [...b.volume, q.volume],
        amount: [...b.amount, q.amount],
      };
    };
    const benchQuote = this.src.market.snapshot(BENCHMARK_ID);
    const bench = benchQuote ? withToday(BENCHMARK_ID, benchQuote) : null;
    const entries = this.src.universe.all.filter((e) => e.kind === 'capital');
    const rowOf = (e: UniverseEntry): RowInput | null => {
      const q = this.src.market.snapshot(e.id);
      if (!q) return null;
      const known = base.knownOf(e.id);
      const f = !known && !this.src.company ? this.src.market.fundamentals(e.id) : null;
      const price = q.price > 0 ? q.price : q.preClose;
      return {
        entry: e,
        bars: withToday(e.id, q),
        price,
        pct: q.pct,
        amount: q.amount,
        turnover: q.turnover,
        floatShares: q.floatShares,
        volumeRatio: q.volumeRatio,
        amplitude: q.amplitude,
        suspended: q.status === 'suspended',
        valuation: f ? { peTtm: f.peTtm, pb: f.pb } : null,
        known,
        quote: q,
      };
    };
    const table = emptyTable(formatDay(day), day, true, entries.length, this.src.company ? base : null);
    return startBuild(table, this.src, entries, rowOf, bench, (t) => {
      // Once the day's PE histories are in (a screen asked for 10年分位), every rebuild fills the column at live prices.
      if (this.src.company && base.hasPeHistories(t.ids)) fillPePercentiles(t);
      return t;
    });
  }
}
