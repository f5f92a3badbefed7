/** A latency histogram with 1 ms buckets up to 10 s (the rest in the last bucket), mergeable across processes. */
export const HISTOGRAM_BUCKETS = 10_001;

/** Adds one sample (ms). */
export function record(h: number[], ms: number): void {
  const i = ms < 0 ? 0 : ms >= HISTOGRAM_BUCKETS - 1 ? HISTOGRAM_BUCKETS - 1 : Math.floor(ms);
  h[i] = (h[i] ?? 0) + 1;
}

/** An empty histogram. */
export function emptyHistogram(): number[] {
  return new Array<number>(HISTOGRAM_BUCKETS).fill(0);
}

/** Sums histograms. */
export function merge(hs: readonly number[][]): number[] {
  const out = emptyHistogram();
  for (const h of hs) for (let i = 0; i < HISTOGRAM_BUCKETS; i++) out[i]! += h[i] ?? 0;
  return out;
}

/** The q-quantile (0..1) in ms; NaN when empty. */
export function quantile(h: readonly number[], q: number): number {
  const total = h.reduce((a, b) => a + b, 0);
  if (total === 0) return Number.NaN;
  const target = Math.ceil(total * q);
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i]!;
    if (seen >= target) return i;
  }
  return h.length - 1;
}
