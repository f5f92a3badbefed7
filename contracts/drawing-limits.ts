/** Limits of chart drawings (contracts/drawings.ts), apart so storage parsers in the entry chunk can read them alone. */

/** Limits of drawings. */
export const DRAWING_LIMITS = {
  /** Drawings per user and code. */
  maxPerCode: 200,
  /** Characters of a 文字 drawing. */
  maxTextLength: 40,
  /** Characters of a drawing id. */
  maxIdLength: 32,
  /** Codes with drawings kept in one browser's localStorage (anonymous users). */
  maxLocalCodes: 100,
  /** Codes with drawings per signed-in user. */
  maxCodesPerUser: 1000,
  /** Earliest and latest anchor time, epoch ms (1990-01-01 and 2100-01-01 UTC). */
  minTime: 631_152_000_000,
  maxTime: 4_102_444_800_000,
  /** Largest anchor price in absolute value. */
  maxPrice: 1e8,
} as const;
