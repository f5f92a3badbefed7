/**
 * Today's sparkline of every index, recorded from the live quotes: the level at each market
 * minute the recorder sees, after the open. The sim's pump asks it to look every tick and the
 * index board asks before reading, so in a running sim a spark has a point per minute since the
 * sim started (led by the open). Recording is one bulk quote read per market minute; the
 * engine's time-share of a computed index is far too costly to read per board request.
 */
import { isIndexKind } from '../../../../../contracts/market';
import { localDay, MINUTE_MS } from '../../../market/calendar';
import type { MarketSources } from '../market-view';
import { roundPrice } from '../wire';

/** Most points of a spark. */
export const SPARK_POINTS = 60;
/** Most minutes kept per index (a full HK day is 330). */
const MAX_MINUTES = 400;

/** At most `n` values evenly sampled from `values`, first and last kept. */
export function sample(values: readonly number[], n: number): number[] {
  if (values.length <= n) return [...values];
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(values[Math.round((i * (values.length - 1)) / (n - 1))]!);
  return out;
}

/** The recorder. */
export class IndexSparks {
  private readonly ids: string[];
  private readonly kinds = new Map<string, Parameters<typeof roundPrice>[0]>();
  private day = Number.NaN;
  private lastMinute = -Infinity;
  private readonly series = new Map<string, number[]>();

  constructor(private readonly sources: MarketSources) {
    const indexes = sources.universe.all.filter((e) => isIndexKind(e.kind));
    this.ids = indexes.map((e) => e.id);
    for (const e of indexes) this.kinds.set(e.id, e);
  }

  /** Records the current levels once per market minute (a new day or time going back starts over). */
  observe(): void {
    const now = this.sources.market.now();
    const minute = Math.floor(now / MINUTE_MS);
    const day = localDay(now);
    if (day !== this.day || minute < this.lastMinute) {
      this.day = day;
      this.lastMinute = -Infinity;
      this.series.clear();
    }
    if (minute === this.lastMinute) return;
    this.lastMinute = minute;
    for (const s of this.sources.market.snapshots(this.ids)) {
      if (s.open === null || s.status === 'suspended') continue;
      const kind = this.kinds.get(s.id)!;
      let points = this.series.get(s.id);
      if (!points) {
        points = [roundPrice(kind, s.open)];
        this.series.set(s.id, points);
      }
      const price = roundPrice(kind, s.price);
      // After the close the level no longer moves: one closing point is enough.
      if (s.status === 'closed' && points.length > 1 && points[points.length - 1] === price) continue;
      points.push(price);
      if (points.length > MAX_MINUTES) points.splice(1, 1);
    }
  }

  /** Today's sampled levels of an index (empty before its open). */
  spark(id: string): number[] {
    this.observe();
    return sample(this.series.get(id) ?? [], SPARK_POINTS);
  }
}
