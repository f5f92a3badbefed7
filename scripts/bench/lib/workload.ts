/** The fan-out bench workload: a universe of codes and each client's deterministic pick of them. */
import type { Quote } from '../../../contracts/ws-protocol';

/** `n` A-share-like security ids. */
export function universe(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${String(600000 + i).padStart(6, '0')}.SH`);
}

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `k` distinct codes out of `codes` for client number `client`. */
export function pick(codes: readonly string[], k: number, client: number): string[] {
  const r = rng(client * 7919 + 17);
  const chosen = new Set<string>();
  while (chosen.size < Math.min(k, codes.length)) chosen.add(codes[Math.floor(r() * codes.length)]!);
  return [...chosen];
}

/** A quote stamped now (the latency origin). */
export function benchQuote(id: string, step: number): Quote {
  const price = 10 + ((step * 7) % 100) / 100;
  return {
    id,
    price,
    change: price - 10,
    pct: (price - 10) * 10,
    volume: 1000 * step,
    amount: 10_000 * step,
    ts: Date.now(),
    open: 10,
    high: 11,
    low: 9.5,
    preClose: 10,
    turnover: 0.5,
    amplitude: 1.2,
    status: 'trading',
  };
}
