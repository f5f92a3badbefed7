/**
 * 大宗交易: the block trades of one closed day, a pure function of (seed, day, stock).
 *
 * Only a stock that traded that day (listed, not suspended) has any. The number a stock has is a
 * Poisson draw whose rate grows with the square root of its float cap (a large cap sees a few a
 * week, a small cap one a year or so) and with a market-wide factor of the day, so the market has
 * tens a day. A trade's price is the close moved by a discount (most trades: a holder selling
 * below the market), a premium or nothing, then kept inside the day's price-limit band (between
 * the day's low and high on a day without a band: a new listing's first day) on the 0.01 grid;
 * its volume is whole lots worth at least 200万元 (the exchanges' minimum), its 成交额 exactly
 * price × volume. Buyers and sellers are the 营业部 of the 龙虎榜 seats (`lhb.ts`) or 机构专用.
 */
import type { BlockTradeRow, BlockTradeSummary, DcExchange } from '../../../contracts/endpoints/datacentre';
import { hash2, hash3, hashString, normal, uniform } from '../shared/rng';
import type { DayFrame, Stock } from './day-frame';
import { BRANCHES, INSTITUTION } from './lhb';

const TAG = hashString('dc-block');
/** Trades a day for a stock of 100亿 float cap, on an ordinary day. */
const RATE = 0.02;
/** Most trades a stock has in a day. */
const MAX_PER_STOCK = 6;
/** The exchanges' minimum 成交额 of a block trade (元). */
const MIN_AMOUNT = 2_000_000;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** A Poisson(λ) count from a uniform draw (inverse CDF). */
function poisson(lambda: number, u: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  while (u > cdf && k < MAX_PER_STOCK) {
    k++;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

/** The price band a block trade of row i must stay in on the frame's day (yuan): the limit band, else the day's range. */
export function blockBand(f: DayFrame, i: number): [number, number] {
  const up = f.bandUp[i]!;
  const down = f.bandDown[i]!;
  return Number.isFinite(up) && Number.isFinite(down) ? [down, up] : [f.low[i]!, f.high[i]!];
}

/** The block trades of day t, largest 成交额 first. */
export function blockTradesOf(stocks: readonly Stock[], f: DayFrame): BlockTradeRow[] {
  const t = f.t;
  const day = Math.exp(0.35 * normal(hash2(TAG, t)));
  const rows: BlockTradeRow[] = [];
  for (let i = 0; i < stocks.length; i++) {
    const s = stocks[i]!;
    if (s.exchange === 'HK' || !f.present[i] || f.suspended[i] || !(f.amount[i]! > 0)) continue;
    const close = f.close[i]!;
    const cap = close * f.floatShares[i]!;
    if (!(cap > 0)) continue;
    const h = hash3(s.key, TAG, t);
    const lambda = Math.min(2.5, RATE * day * Math.sqrt(cap / 1e10));
    const count = poisson(lambda, uniform(h));
    if (count === 0) continue;
    const [lo, hi] = blockBand(f, i);
    const loC = Math.ceil(lo * 100 - 1e-6);
    const hiC = Math.floor(hi * 100 + 1e-6);
    for (let j = 0; j < count; j++) {
      const g = hash2(h, j + 1);
      const side = uniform(hash2(g, 1));
      const size = 0.5 + uniform(hash2(g, 2));
      // 折价 ≈ 70%, 平价 ≈ 10%, 溢价 ≈ 20%; a discount is usually a few percent, up to the band.
      const move = side < 0.7 ? -0.035 * size * (1 + 0.6 * Math.abs(normal(hash2(g, 3)))) : side < 0.8 ? 0 : 0.02 * size;
      const cents = Math.min(hiC, Math.max(loC, Math.round(close * (1 + move) * 100)));
      const price = cents / 100;
      const want = Math.min(0.03 * cap, Math.exp(Math.log(9e6) + 0.3 * Math.log(cap / 1e10) + 0.8 * normal(hash2(g, 4))));
      const lots = Math.max(Math.ceil(MIN_AMOUNT / cents), Math.round(want / cents));
      const volume = lots * 100;
      const amount = cents * lots;
      const buyer = uniform(hash2(g, 5)) < 0.3 ? INSTITUTION : BRANCHES[Math.floor(uniform(hash2(g, 6)) * BRANCHES.length)]!;
      let k = Math.floor(uniform(hash2(g, 7)) * BRANCHES.length);
      if (BRANCHES[k] === buyer) k = (k + 1) % BRANCHES.length;
      const seller = uniform(hash2(g, 8)) < 0.12 && buyer !== INSTITUTION ? INSTITUTION : BRANCHES[k]!;
      rows.push({
        id: s.id,
        code: s.code,
        name: s.name,
        exchange: s.exchange as DcExchange,
        price,
        close,
        premium: r2((price / close - 1) * 100),
        volume,
        amount,
        floatRatio: Math.round((amount / cap) * 1e6) / 1e4,
        buyer,
        seller,
      });
    }
  }
  rows.sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id) || a.price - b.price);
  return rows;
}

/** Totals of a day's trades. */
export function blockSummary(rows: readonly BlockTradeRow[]): BlockTradeSummary {
  const s: BlockTradeSummary = {
    count: rows.length,
    stocks: new Set(rows.map((r) => r.id)).size,
    amount: 0,
    premium: 0,
    discount: 0,
    par: 0,
    premiumAmount: 0,
    discountAmount: 0,
  };
  for (const r of rows) {
    s.amount += r.amount;
    if (r.price > r.close) {
      s.premium++;
      s.premiumAmount += r.amount;
    } else if (r.price < r.close) {
      s.discount++;
      s.discountAmount += r.amount;
    } else s.par++;
  }
  return s;
}
