/**
 * Fixtures of the market pages' tests: answers shaped exactly as contracts/endpoints/market-data.ts
 * and details.ts describe, at fixed instants on the exchange clock (UTC+8).
 */
import type { StockDetail } from '../../../../contracts/endpoints/details';
import type { CatalogEntry, IndexBoardItem, KlineBar, MinuteDay, RankItem } from '../../../../contracts/endpoints/market-data';
import { CATALOG_MODULES } from '../../../../contracts/endpoints/market-data';
import type { Quote } from '../../../../contracts/ws-protocol';

/** Epoch ms of a Beijing wall-clock time, e.g. `at('2026-11-20 10:05:30')`. */
export function at(wall: string): number {
  return Date.parse(`${wall.replace(' ', 'T')}+08:00`);
}

/** A quote at a wall-clock time. */
export function quote(wall: string, price: number, volume: number, extra: Partial<Quote> = {}): Quote {
  return {
    id: '600519.SH',
    price,
    change: +(price - 10).toFixed(2),
    pct: +(((price - 10) / 10) * 100).toFixed(2),
    volume,
    amount: volume * price,
    ts: at(wall),
    preClose: 10,
    status: 'trading',
    ...extra,
  };
}

/** A bar. */
export function bar(t: number, c: number, v = 1000): KlineBar {
  return { t, o: c, h: c + 0.1, l: c - 0.1, c, v, a: v * c };
}

/** A ranking row. */
export function rankItem(code: string, pct: number, extra: Partial<RankItem> = {}): RankItem {
  return {
    id: `${code}.SH`,
    code,
    name: `股票${code}`,
    suffix: 'SH',
    kind: 'capital',
    price: 10 * (1 + pct / 100),
    change: pct / 10,
    pct,
    volume: 1e6,
    amount: 1e7,
    turnover: 1.2,
    amplitude: 3.4,
    volumeRatio: 1.1,
    speed: 0.2,
    totalCap: 5e9,
    status: 'trading',
    ...extra,
  };
}

/** An index board row. */
export function boardItem(id: string, name: string, pct: number, extra: Partial<IndexBoardItem> = {}): IndexBoardItem {
  const [code] = id.split('.');
  return {
    id,
    code: code!,
    name,
    kind: 'index_hs',
    price: 1000 * (1 + pct / 100),
    change: 10 * pct,
    pct,
    preClose: 1000,
    amount: 1e10,
    spark: [1000, 1000 * (1 + pct / 100)],
    ...extra,
  };
}

/** A stock detail. */
export function stockDetail(extra: Partial<StockDetail> = {}): StockDetail {
  return {
    id: '600519.SH',
    code: '600519',
    name: '贵州茅台',
    suffix: 'SH',
    kind: 'capital',
    label: '沪A',
    industry: '食品饮料',
    tick: 0.01,
    lot: 100,
    quote: quote('2026-11-20 10:00:00', 10.5, 100_000, { open: 10.1, high: 10.6, low: 10, limitUp: 11, limitDown: 9 }),
    peTtm: 25.5,
    pb: 8.1,
    totalCap: 1.2e12,
    floatCap: 1.1e12,
    bids: [{ price: 10.49, volume: 1200 }],
    asks: [{ price: 10.5, volume: 800 }],
    ticks: [{ ts: at('2026-11-20 10:00:00'), price: 10.5, volume: 300, side: 'B' }],
    ...extra,
  };
}

/** The default catalogue. */
export function catalog(): CatalogEntry[] {
  return CATALOG_MODULES.map((m) => ({ key: m.key, title: m.title, path: m.path, visible: true }));
}

/** One day of minutes starting 09:30 with `n` points. */
export function minuteDay(date: string, preClose: number, n: number): MinuteDay {
  const start = at(`${date} 09:30:00`);
  return {
    date,
    preClose,
    auction: [{ t: at(`${date} 09:25:00`), price: preClose, avg: preClose, volume: 500, amount: 500 * preClose }],
    points: Array.from({ length: n }, (_, i) => ({ t: start + i * 60_000, price: preClose + i * 0.01, avg: preClose, volume: 100, amount: 100 * preClose })),
  };
}
