/**
 * Dataset `adjustFactors`: the ex-dates of one security and their exact factors (contracts
 * AdjustFactorsParams → AdjustFactorsAnswer), so a client can move a price between 不复权, 前复权 and
 * 后复权 at any time without loading the bars twice (the K-line's drawings keep 不复权 anchors).
 *
 * They are read from the same daily bars the kline dataset adjusts: the 后复权 ÷ 不复权 ratio of each
 * day is the product of the factors up to it, so where it steps there is an ex-date and the step is
 * its factor. One pair of whole-history reads per security and trading day, kept in a small cache.
 */
import type { AdjustFactorsAnswer, ExDateFactor } from '../../../../../contracts/endpoints/market-data';
import { dayStart, localDay } from '../../../calendar/days';
import { readSecurity, type RawParams } from '../../../http/params';
import { MAX_BARS } from '../../../market/live/kline';
import type { KlineBar } from '../../../market/types';
import { Lru } from '../../../shared/lru';
import type { MarketDeps } from '../deps';

/** A ratio this close to the day before's is the same factor (the bars are milli-prices × factor ÷ 1000). */
const SAME = 1e-9;

/** The ex-dates of daily bars read unadjusted (`none`) and 后复权 (`backward`), the same days in the same order. */
export function exDatesOf(none: readonly KlineBar[], backward: readonly KlineBar[]): ExDateFactor[] {
  const out: ExDateFactor[] = [];
  let before = 1;
  const n = Math.min(none.length, backward.length);
  for (let i = 0; i < n; i++) {
    const raw = none[i]!.close;
    if (!(raw > 0) || none[i]!.ts !== backward[i]!.ts) continue;
    const ratio = backward[i]!.close / raw;
    if (Math.abs(ratio / before - 1) > SAME) out.push({ t: dayStart(localDay(none[i]!.ts)), factor: ratio / before });
    before = ratio;
  }
  return out;
}

/** The handler of dataset `adjustFactors` over the market, with its cache. */
export function adjustFactorsDataset(deps: Pick<MarketDeps, 'market' | 'universe'>): (params: RawParams) => AdjustFactorsAnswer {
  const cache = new Lru<string, ExDateFactor[]>(256);
  return (params) => {
    const entry = readSecurity(deps.universe, params, 'stock');
    const key = `${entry.id}|${localDay(deps.market.now())}`;
    let exDates = cache.get(key);
    if (!exDates) {
      const read = (adjust: 'none' | 'backward') => deps.market.kline(entry.id, { period: 'day', adjust, count: MAX_BARS });
      exDates = exDatesOf(read('none'), read('backward'));
      cache.set(key, exDates);
    }
    return { id: entry.id, exDates: exDates.map((e) => ({ ...e })) };
  };
}
