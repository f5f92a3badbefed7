/**
 * Today's sparkline of each index for the index board: the engine's time-share prices of the day
 * so far, sampled to at most 60 points, cached per index for one market minute (a board of fifty
 * indexes polled by many clients costs one time-share read per index per minute).
 */
import { MINUTE_MS } from '../../calendar/days';
import type { MarketSources } from './market-view';
import { roundPrice } from './wire';

/** Most points of a spark. */
export const SPARK_POINTS = 60;

/** At most `n` values evenly sampled from `values`, first and last kept. */
export function sample(values: readonly number[], n: number): number[] {
  if (values.length <= n) return [...values];
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(values[Math.round((i * (values.length - 1)) / (n - 1))]!);
  return out;
}

/** The spark source. */
export class IndexSparks {
  private readonly cache = new Map<string, { minute: number; spark: number[] }>();

  constructor(private readonly sources: MarketSources) {}

  /** Today's sampled levels of an index (empty before its open or for an unknown id). */
  spark(id: string): number[] {
    const entry = this.sources.universe.byId.get(id);
    if (!entry) return [];
    const minute = Math.floor(this.sources.market.now() / MINUTE_MS);
    const hit = this.cache.get(id);
    if (hit && hit.minute === minute) return hit.spark;
    const today = this.sources.market.minutes(id, 1).at(-1);
    const spark = sample(
      (today?.points ?? []).map((p) => roundPrice(entry, p.price)),
      SPARK_POINTS,
    );
    this.cache.set(id, { minute, spark });
    return spark;
  }
}
