/** Volumes of the stock page's book, ticks and order flow: counted in the one volume unit (手 / HK 股), under their column's unit. */
import type { StockDetail } from '../../../../contracts/endpoints/details';
import { EMPTY_VALUE, formatLargeNumber, volumeInUnit, volumeUnitOf } from '../../../../contracts/format';

/** Shares → a count in the security's volume unit (手 on the mainland, 股 in HK), whole under 1万. */
export function lotsText(shares: number, detail: Pick<StockDetail, 'kind'>): string {
  if (!Number.isFinite(shares)) return EMPTY_VALUE;
  const lots = volumeInUnit(shares, volumeUnitOf(detail.kind));
  return lots < 1e4 ? String(Math.round(lots)) : formatLargeNumber(lots);
}
