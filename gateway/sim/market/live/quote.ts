/**
 * Snapshot → wire quote (`contracts/ws-protocol` Quote): prices rounded to the security's tick
 * decimals, percentages to two decimals, absent optional fields left out.
 */
import type { Quote } from '../../../../contracts/ws-protocol';
import type { Snapshot } from '../types';

const round = (x: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** Decimals of a price: 3 for funds (0.001 tick) and indexes, 2 otherwise. */
export function priceDecimals(kind: string): number {
  return kind.startsWith('fund') || kind.startsWith('index') ? 3 : 2;
}

/** The wire quote of a snapshot. */
export function toWireQuote(s: Snapshot, kind: string): Quote {
  const d = priceDecimals(kind);
  const q: Quote = {
    id: s.id,
    price: round(s.price, d),
    change: round(s.change, d),
    pct: round(s.pct, 2),
    volume: s.volume,
    amount: round(s.amount, 2),
    ts: s.ts,
    preClose: round(s.preClose, d),
    amplitude: round(s.amplitude, 2),
    speed: round(s.speed, 2),
    status: s.status,
  };
  if (s.open !== null) q.open = round(s.open, d);
  if (s.high !== null) q.high = round(s.high, d);
  if (s.low !== null) q.low = round(s.low, d);
  if (s.turnover !== null) q.turnover = round(s.turnover, 2);
  if (s.limitUp !== null) q.limitUp = round(s.limitUp, d);
  if (s.limitDown !== null) q.limitDown = round(s.limitDown, d);
  return q;
}
