/**
 * What a trading day's factor tables read: the universe's static memberships, the market and company
 * sources ({@link TableSource}), and per stock the bars and company figures of the day, computed once
 * and kept ({@link DayInputs}).
 */
import type { Universe } from '../market/index';
import type { MarketView } from '../market/index';
import type { Companies } from '../companies/index';
import { yieldToLoop, SCREEN_SLICE_MS } from '../shared/slices';
import { companySources as sourcesOf, knownFigures, peHistory, type CompanySources, type KnownFigures } from './company-factors';

const INDEX_IDS: Record<string, string> = {
  沪深300: '000300.SH',
  上证50: '000016.SH',
  中证500: '000905.SH',
  中证1000: '000852.SH',
  创业板指: '399006.SZ',
  科创50: '000688.SH',
};

/** Static memberships of the universe: concept and index names per stock id. */
export class Memberships {
  readonly concepts = new Map<string, string[]>();
  readonly indexes = new Map<string, string[]>();
  constructor(universe: Universe) {
    const add = (map: Map<string, string[]>, id: string, name: string) => {
      const list = map.get(id);
      if (list) list.push(name);
      else map.set(id, [name]);
    };
    for (const e of universe.all) if (e.kind === 'index_gn') for (const id of universe.constituents(e.id)) add(this.concepts, id, e.name);
    for (const [name, indexId] of Object.entries(INDEX_IDS)) for (const id of universe.constituents(indexId)) add(this.indexes, id, name);
  }
}

/** Reads the market for the table builder; counts requests so tests can check point in time. */
export interface TableSource {
  universe: Universe;
  market: MarketView;
  memberships: Memberships;
  /** The company model and holders (valuation, financial and holder columns); absent: only PE/PB from the quotes. */
  company?: CompanySources;
}

/** What a screener is given: the universe and market, and the company model when there is one. */
export type MarketSources = Omit<TableSource, 'memberships' | 'company'> & { companies?: Companies };

/** The table source over a market: its memberships and, with the company model, its company sources. */
export function tableSource(market: MarketSources): TableSource {
  const { companies, ...rest } = market;
  return { ...rest, memberships: new Memberships(market.universe), ...(companies ? { company: companySources(companies) } : {}) };
}

/** The company sources over a market's company model. */
export function companySources(companies: Companies): CompanySources {
  return sourcesOf(companies);
}

/**
 * What one trading day's tables read per stock, computed once and kept: the bars before the day
 * (live) or around it (past), the company figures known that day, and (lazily) the ten-year PE
 * history. Each getter computes on first use; {@link DayInputs.warm} computes ahead in slices that
 * yield to the event loop, so the first screen of a day does not block the sim for seconds.
 */
export class DayInputs<B> {
  private readonly bars = new Map<string, B | null>();
  private readonly known = new Map<number, KnownFigures | null>();
  private readonly pe = new Map<number, Float64Array>();
  constructor(
    readonly src: TableSource,
    /** Trading index of the day. */
    readonly T: number,
    private readonly readBars: (id: string) => B | null,
    /** Builds ahead, in slices that yield, what `readBars` would build in one piece (an index's history: the benchmark's). */
    private readonly prepareBars: (id: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  barsOf(id: string): B | null {
    let b = this.bars.get(id);
    if (b === undefined) {
      b = this.readBars(id);
      this.bars.set(id, b);
    }
    return b;
  }

  knownOf(id: string): KnownFigures | null {
    const c = this.src.company;
    const slot = c?.companies.slotOf(id);
    if (!c || slot === undefined) return null;
    let k = this.known.get(slot);
    if (k === undefined) {
      k = knownFigures(c, slot, this.T);
      this.known.set(slot, k);
    }
    return k;
  }

  peHistoryOf(id: string): Float64Array | null {
    const c = this.src.company;
    const slot = c?.companies.slotOf(id);
    if (!c || slot === undefined || !c.companies.isCompany(slot)) return null;
    let h = this.pe.get(slot);
    if (!h) {
      h = peHistory(c.companies, slot, this.T);
      this.pe.set(slot, h);
    }
    return h;
  }

  /** Keeps a PE history computed elsewhere (the worker thread's, for the same day); false when `id` has no company model. */
  keepPeHistory(id: string, history: Float64Array): boolean {
    const c = this.src.company;
    const slot = c?.companies.slotOf(id);
    if (!c || slot === undefined || !c.companies.isCompany(slot)) return false;
    this.pe.set(slot, history);
    return true;
  }

  /** True when every stock's PE history is in. */
  hasPeHistories(ids: readonly string[]): boolean {
    const c = this.src.company;
    return (
      !!c &&
      ids.every((id) => {
        const slot = c.companies.slotOf(id);
        return slot === undefined || !c.companies.isCompany(slot) || this.pe.has(slot);
      })
    );
  }

  /** Computes every stock's inputs (and PE histories when asked) in slices of `sliceMs`, yielding between them. */
  async warm(ids: readonly string[], pe: boolean, sliceMs = SCREEN_SLICE_MS): Promise<void> {
    let start = performance.now();
    for (const id of ids) {
      if (!this.bars.has(id)) await this.prepareBars(id);
      this.barsOf(id);
      this.knownOf(id);
      if (pe) this.peHistoryOf(id);
      if (performance.now() - start >= sliceMs) {
        await yieldToLoop();
        start = performance.now();
      }
    }
  }
}
