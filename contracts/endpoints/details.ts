/**
 * Stock detail endpoints (spec §7 "Stock detail").
 */
import type { CapitalOrIndex, Suffix, MarketLabel } from '../market';
import type { Quote } from '../ws-protocol';
import { endpoint } from './define';

/** Query naming one security: `code` is the wire id `{code}.{SUFFIX}` (e.g. `600519.SH`) or a bare A-share code. */
export interface CodeQuery {
  code: string;
}

/** One level of the order book. */
export interface BookLevel {
  price: number;
  /** Shares (股). */
  volume: number;
}

/** A trade tick. */
export interface TradeTick {
  /** Epoch ms. */
  ts: number;
  price: number;
  /** Shares (股). */
  volume: number;
  /** B = buyer-initiated, S = seller-initiated, N = neutral/auction. */
  side: 'B' | 'S' | 'N';
}

/** Full quote of `detailsStockA` / `detailsStockIndex`. */
export interface StockDetail {
  id: string;
  code: string;
  /** Short name as shown that day: a new listing's with its 「N」/「C」 (contracts/listing-name.ts). */
  name: string;
  suffix: Suffix;
  kind: CapitalOrIndex;
  /** Market label (spec §9). */
  label: MarketLabel;
  industry: string;
  /** Price tick, 0.01 or 0.001. */
  tick: number;
  /** Lot size. */
  lot: number;
  /** Live quote (price, change, pct, open/high/low/preClose, volume, amount, turnover, amplitude, limits, status). */
  quote: Quote;
  /** 市盈率 TTM; null for indexes and loss makers. */
  peTtm: number | null;
  /** 市净率. */
  pb: number | null;
  /** 总市值, yuan. */
  totalCap: number | null;
  /** 流通市值, yuan. */
  floatCap: number | null;
  /** Five bid levels, best first (empty for indexes). */
  bids: BookLevel[];
  /** Five ask levels, best first. */
  asks: BookLevel[];
  /** Most recent trade ticks, newest first. */
  ticks: TradeTick[];
}

/** Details endpoints; shapes beyond detailsStockA/detailsStockIndex are added by the market-pages work. */
export const detailsEndpoints = {
  detailsStockA: endpoint<CodeQuery, never, StockDetail>('GET', '/api/v3/details/detailsStockA', 'optional'),
  detailsStockIndex: endpoint<CodeQuery, never, StockDetail>('GET', '/api/v3/details/detailsStockIndex', 'optional'),
} as const;
