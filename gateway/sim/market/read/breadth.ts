/**
 * Breadth: how the A-share market is doing (the answer of dataset `breadth` and the news desk's
 * checkpoints):
 * up/down/flat counts, limit-ups and limit-downs, total amount, and the change distribution in
 * eleven buckets from 跌停 to 涨停. Stocks at a limit count in the limit bucket only; suspended
 * stocks are counted apart and in no bucket.
 */
import type { BreadthAnswer, BreadthBucket } from '../../../../contracts/endpoints/market-data';
import { atLimitDown, atLimitUp, roundTo } from './wire';
import { liveRows, type LiveRow } from './rows';
import type { MarketSources } from './market-view';

/** Bucket labels and trends, in order (11). */
export const BREADTH_BUCKETS: ReadonlyArray<Pick<BreadthBucket, 'label' | 'trend'>> = [
  { label: '跌停', trend: 'down' },
  { label: '≤-7%', trend: 'down' },
  { label: '-7~-5%', trend: 'down' },
  { label: '-5~-3%', trend: 'down' },
  { label: '-3~0%', trend: 'down' },
  { label: '0', trend: 'flat' },
  { label: '0~3%', trend: 'up' },
  { label: '3~5%', trend: 'up' },
  { label: '5~7%', trend: 'up' },
  { label: '≥7%', trend: 'up' },
  { label: '涨停', trend: 'up' },
];

/** Index of the bucket a (non-suspended) stock falls in; pct as shown (2 decimals). */
export function bucketOf(row: LiveRow): number {
  if (atLimitUp(row.snap)) return 10;
  if (atLimitDown(row.snap)) return 0;
  const pct = roundTo(row.snap.pct, 2);
  if (pct === 0) return 5;
  if (pct > 0) return pct < 3 ? 6 : pct < 5 ? 7 : pct < 7 ? 8 : 9;
  return pct > -3 ? 4 : pct > -5 ? 3 : pct > -7 ? 2 : 1;
}

/** Breadth of a set of rows. */
export function breadthOf(rows: readonly LiveRow[]): BreadthAnswer {
  const counts = new Array<number>(BREADTH_BUCKETS.length).fill(0);
  let suspended = 0;
  let amount = 0;
  for (const row of rows) {
    amount += row.snap.amount;
    if (row.snap.status === 'suspended') {
      suspended++;
      continue;
    }
    counts[bucketOf(row)]!++;
  }
  const sum = (from: number, to: number) => counts.slice(from, to + 1).reduce((a, b) => a + b, 0);
  return {
    up: sum(6, 10),
    down: sum(0, 4),
    flat: counts[5]!,
    limitUp: counts[10]!,
    limitDown: counts[0]!,
    suspended,
    amount: Math.round(amount),
    buckets: BREADTH_BUCKETS.map((b, i) => ({ ...b, count: counts[i]! })),
  };
}

/** Breadth of the A-shares, all or of one exchange. */
export function marketBreadth(sources: MarketSources, market: 'all' | 'sh' | 'sz' | 'bj'): BreadthAnswer {
  return breadthOf(liveRows(sources, (e) => e.kind === 'capital' && (market === 'all' || e.suffix.toLowerCase() === market)));
}
