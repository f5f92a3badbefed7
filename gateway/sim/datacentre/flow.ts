/**
 * 资金流向: a stock's day amount split by order size (超大单 / 大单 / 中单 / 小单) into active buys
 * and sells. The split is exact in 元 — Σ (buy + sell) over the four sizes is the day's 成交额 —
 * and the big orders lean with the day's move (主力 buys up days, retail takes the other side),
 * with a draw per (stock, day) so no two days look alike. Large caps trade more in 超大单.
 */
import type { FlowSplit } from '../../../contracts/endpoints/datacentre';
import { hash2, hash3, hashString, normal } from '../shared/rng';

const TAG = hashString('dc-flow');

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/** The split of one stock-day. */
export interface FlowParts {
  buy: FlowSplit;
  sell: FlowSplit;
}

/** Zero flow (suspended or not traded). */
export function zeroSplit(): FlowSplit {
  return { xl: 0, l: 0, m: 0, s: 0 };
}

/**
 * Splits `amount` (元) of stock `key` on day t. `pct` is the day's change (percent), `floatCap`
 * its float capitalisation (元).
 */
export function splitFlow(key: number, t: number, amount: number, pct: number, floatCap: number): FlowParts {
  const A = Math.round(amount);
  if (!(A > 0)) return { buy: zeroSplit(), sell: zeroSplit() };
  const h = hash3(key, TAG, t);
  const size = clamp(Math.log10(Math.max(floatCap, 1) / 1e9) / 2, 0, 1);
  let xl = clamp(0.08 + 0.22 * size + 0.04 * normal(hash2(h, 1)), 0.03, 0.4);
  let l = clamp(0.18 + 0.03 * normal(hash2(h, 2)), 0.08, 0.28);
  let m = clamp(0.3 + 0.03 * normal(hash2(h, 3)), 0.18, 0.38);
  const total = xl + l + m;
  if (total > 0.88) {
    const k = 0.88 / total;
    xl *= k;
    l *= k;
    m *= k;
  }
  // Signal of the day: the move (in units of a 4% day) plus the stock's own draw.
  const z = pct / 4 + 0.7 * normal(hash2(h, 5));
  const main = 0.45 * Math.tanh(0.6 * z);
  const rho = {
    xl: clamp(main * (1.1 + 0.25 * normal(hash2(h, 6))), -0.9, 0.9),
    l: clamp(main * (0.8 + 0.25 * normal(hash2(h, 7))), -0.9, 0.9),
    m: clamp(-0.25 * main + 0.08 * normal(hash2(h, 8)), -0.9, 0.9),
    s: clamp(-0.55 * main + 0.08 * normal(hash2(h, 9)), -0.9, 0.9),
  };
  const aXl = Math.round(A * xl);
  const aL = Math.round(A * l);
  const aM = Math.round(A * m);
  const aS = A - aXl - aL - aM;
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
