/**
 * Deterministic randomness for the simulated market.
 *
 * Everything random in the sim is a pure function of integer keys — `hash(seed, id, day, …)` —
 * rather than a draw from a stateful generator. That is what makes the market reproducible: a
 * price at a given instant does not depend on how often, or in which order, anyone asked for it.
 */

/** Murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One murmur3 body round: folds the 32-bit integer `k` into the running hash `h`. */
function mix(h: number, k: number): number {
  k = Math.imul(k | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Hash of two integers (negative integers are fine). */
export function hash2(a: number, b: number): number {
  return fmix32(mix(mix(0x2545f491, a), b));
}

/** Hash of three integers. */
export function hash3(a: number, b: number, c: number): number {
  return fmix32(mix(mix(mix(0x2545f491, a), b), c));
}

/** Hash of four integers. */
export function hash4(a: number, b: number, c: number, d: number): number {
  return fmix32(mix(mix(mix(mix(0x2545f491, a), b), c), d));
}

/** FNV-1a over the UTF-16 code units, finalised: a stable 32-bit key for a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** A uniform number in the open interval (0, 1) from a 32-bit hash. */
export function uniform(h: number): number {
  return ((h >>> 0) + 0.5) / 4294967296;
}

// Acklam's rational approximation of the inverse normal CDF (measured error < 2e-5: ample for a sim).
const A1 = -3.969683028665376e1,
  A2 = 2.209460984245205e2,
  A3 = -2.759285104469687e2;
const A4 = 1.38357751867269e2,
  A5 = -3.066479806614716e1,
  A6 = 2.506628277459239;
const B1 = -5.447609879822406e1,
  B2 = 1.615858368580409e2,
  B3 = -1.556989798598866e2;
const B4 = 6.680131188771972e1,
  B5 = -1.328068155288572e1;
const C1 = -7.784894002430293e-3,
  C2 = -3.223964580411365e-1,
  C3 = -2.400758277161838;
const C4 = -2.549671360949788,
  C5 = 4.374664141464968,
  C6 = 2.938163982698783;
const D1 = 7.784695709041462e-3,
  D2 = 3.224671290700398e-1,
  D3 = 2.445134137142996,
  D4 = 3.754408661907416;
const P_LOW = 0.02425;

/** Inverse of the standard normal CDF for p in (0, 1). */
export function inverseNormal(p: number): number {
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C1 * q + C2) * q + C3) * q + C4) * q + C5) * q + C6) / ((((D1 * q + D2) * q + D3) * q + D4) * q + 1);
  }
  if (p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -(((((C1 * q + C2) * q + C3) * q + C4) * q + C5) * q + C6) / ((((D1 * q + D2) * q + D3) * q + D4) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return ((((((A1 * r + A2) * r + A3) * r + A4) * r + A5) * r + A6) * q) / (((((B1 * r + B2) * r + B3) * r + B4) * r + B5) * r + 1);
}

/** A standard normal variate from a 32-bit hash (bounded by about ±6.2 by the 32-bit input). */
export function normal(h: number): number {
  return inverseNormal(uniform(h));
}

/** An exponential(1) variate from a 32-bit hash. */
export function exponential(h: number): number {
  return -Math.log(uniform(h));
}

/**
 * The numeric seed of a `SIM_SEED` value: a non-negative integer is used as is (mod 2^32),
 * anything else is hashed, so `"demo"` is a valid seed too.
 */
export function normaliseSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new Error(`seed must be finite, got ${seed}`);
    return Number.isInteger(seed) && seed >= 0 ? seed >>> 0 : hashString(String(seed));
  }
  const trimmed = seed.trim();
  if (trimmed === '') throw new Error('seed must not be empty');
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) >>> 0 : hashString(trimmed);
}
