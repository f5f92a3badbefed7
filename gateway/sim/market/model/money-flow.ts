/**
 * 资金流向 of one stock-day, the one function behind both the stock page's live panel (the day so
 * far) and the data centre's closed days: the amount traded split by order size into active buys
 * and sells, exact in 元 (Σ buy + sell over the four sizes is the amount).
 *
 * Sizes follow 东方财富's definitions, by shares OR amount, whichever ranks the order higher:
 * 超大单 ≥ 50万股 or ≥ 100万元; 大单 ≥ 10万股 or ≥ 20万元; 中单 ≥ 2万股 or ≥ 4万元; 小单 below both.
 * With the price, each share bound becomes an amount bound, so an order is classed by its amount
 * against min(amount bound, share bound × price). Order amounts are log-normal, their median
 * growing with the float (large caps trade in bigger tickets) with a draw per (stock, day); the
 * share of the turnover above a bound is the amount-weighted tail, 1 − Φ((ln T − μ − σ²) / σ).
 * The big orders lean with the move (主力 buys up days, retail takes the other side).
 */
import type { FlowSplit } from '../../../../contracts/endpoints/datacentre';
import { hash2, hash3, hashString, normal } from '../../shared/rng';

const TAG = hashString('dc-flow');

/** 东方财富's bounds of 超大单, 大单 and 中单: shares (股) and amount (元). */
export const ORDER_SIZE_BOUNDS = {
  xl: { shares: 500_000, amount: 1_000_000 },
  l: { shares: 100_000, amount: 200_000 },
  m: { shares: 20_000, amount: 40_000 },
} as const;

/** Spread (σ of ln amount) of order amounts. */
const SIGMA = 1.7;

/** The split of one stock-day. */
export interface FlowParts {
  buy: FlowSplit;
  sell: FlowSplit;
}

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/** Zero flow (suspended or not traded). */
export function zeroSplit(): FlowSplit {
  return { xl: 0, l: 0, m: 0, s: 0 };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The amount (元) from which an order at `price` is of a size: its amount bound or its share bound × price. */
export function amountBound(size: keyof typeof ORDER_SIZE_BOUNDS, price: number): number {
  const b = ORDER_SIZE_BOUNDS[size];
  return price > 0 ? Math.min(b.amount, b.shares * price) : b.amount;
}

/** The size class of one order of `shares` at `price`, by 东方财富's bounds. */
export function orderSizeOf(shares: number, price: number): keyof FlowSplit {
  const amount = shares * price;
  for (const size of ['xl', 'l', 'm'] as const) {
    const b = ORDER_SIZE_BOUNDS[size];
    if (shares >= b.shares || amount >= b.amount) return size;
  }
  return 's';
}

/**
 * Splits `amount` (元) of stock `key` on trading day t. `pct` is the change so far (percent),
 * `price` the last price, `floatCap` the float capitalisation (元).
 */
export function splitFlow(key: number, t: number, amount: number, pct: number, price: number, floatCap: number): FlowParts {
  const A = Math.round(amount);
  if (!(A > 0)) return { buy: zeroSplit(), sell: zeroSplit() };
  const h = hash3(key, TAG, t);
  // Median ticket ~5千元 for a 10亿 float, ×1.4 per decade of float, a wobble per day: 主力 (超大 +
  // 大单) is about a third of a small cap's turnover and over half of a 万亿 bank's.
  const mu = Math.log(5_000) + 0.15 * Math.log(Math.max(floatCap, 1e8) / 1e9) + 0.3 * normal(hash2(h, 1));
  const tail = (bound: number) => 1 - normalCdf((Math.log(bound) - mu - SIGMA * SIGMA) / SIGMA);
  const above = { xl: tail(amountBound('xl', price)), l: tail(amountBound('l', price)), m: tail(amountBound('m', price)) };
  const aXl = Math.round(A * above.xl);
  const aL = Math.round(A * above.l) - aXl;
  const aM = Math.round(A * above.m) - aXl - aL;
  const aS = A - aXl - aL - aM;
  // Signal of the day: the move (in units of a 4% day) plus the stock's own draw.
  const z = pct / 4 + 0.7 * normal(hash2(h, 5));
  const main = 0.45 * Math.tanh(0.6 * z);
  const rho = {
    xl: clamp(main * (1.1 + 0.25 * normal(hash2(h, 6))), -0.9, 0.9),
    l: clamp(main * (0.8 + 0.25 * normal(hash2(h, 7))), -0.9, 0.9),
    m: clamp(-0.25 * main + 0.08 * normal(hash2(h, 8)), -0.9, 0.9),
    s: clamp(-0.55 * main + 0.08 * normal(hash2(h, 9)), -0.9, 0.9),
  };
  const side = (a: number, r: number) => Math.round((a * (1 + r)) / 2);
  const buy = { xl: side(aXl, rho.xl), l: side(aL, rho.l), m: side(aM, rho.m), s: side(aS, rho.s) };
  const sell = { xl: aXl - buy.xl, l: aL - buy.l, m: aM - buy.m, s: aS - buy.s };
  return { buy, sell };
}

/** 净额 per size. */
export function netOf(p: FlowParts): FlowSplit {
  return { xl: p.buy.xl - p.sell.xl, l: p.buy.l - p.sell.l, m: p.buy.m - p.sell.m, s: p.buy.s - p.sell.s };
}

/** Adds `b` into `a`. */
export function addSplit(a: FlowSplit, b: FlowSplit): void {
  a.xl += b.xl;
  a.l += b.l;
  a.m += b.m;
  a.s += b.s;
}
