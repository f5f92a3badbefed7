/**
 * Moving a price between 复权 modes with the ex-dates of dataset `adjustFactors`
 * (contracts/endpoints/market-data.ts), exactly as the kline dataset adjusts its bars: at time t a
 * 后复权 price is the 不复权 price × the factors of every ex-date on or before t's day, a 前复权 price
 * is it ÷ the factors of every later ex-date. Prefix products are built once, so each lookup is a
 * binary search.
 */
import type { Adjust, ExDateFactor } from './endpoints/market-data';

/** Converts prices of one security between 复权 modes. */
export interface PriceAdjuster {
  /** The multiplier from a 不复权 price at time `t` (epoch ms) to the same price in `adjust` mode. */
  factorAt(adjust: Adjust, t: number): number;
}

/** An adjuster over `exDates` (oldest first, as the dataset answers them). */
export function priceAdjuster(exDates: readonly ExDateFactor[]): PriceAdjuster {
  const times = exDates.map((e) => e.t);
  // prefix[k] = product of the first k factors.
  const prefix = [1];
  for (const e of exDates) prefix.push(prefix[prefix.length - 1]! * e.factor);
  const total = prefix[prefix.length - 1]!;
  /** How many ex-dates fall on or before t. */
  const upTo = (t: number): number => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    factorAt(adjust, t) {
      if (adjust === 'none' || times.length === 0) return 1;
      const before = prefix[upTo(t)]!;
      return adjust === 'backward' ? before : before / total;
    },
  };
}

/** Prices that are not adjusted (indexes, funds, or before the ex-dates are known). */
export const UNADJUSTED: PriceAdjuster = { factorAt: () => 1 };
