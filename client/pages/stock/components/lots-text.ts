/** Volumes of the stock page's book, ticks and order flow. */
import type { StockDetail } from '../../../../contracts/endpoints/details';
import { EMPTY_VALUE, formatLargeNumber } from '../../../../contracts/format';

/** Shares → 手 text for A-shares (lot), shares otherwise. */
export function lotsText(shares: number, detail: Pick<StockDetail, 'kind' | 'lot'>): string {
  if (!Number.isFinite(shares)) return EMPTY_VALUE;
  const lots = detail.kind === 'capital' && detail.lot > 0 ? shares / detail.lot : shares;
  return lots < 1e4 ? String(Math.round(lots)) : formatLargeNumber(lots);
}
