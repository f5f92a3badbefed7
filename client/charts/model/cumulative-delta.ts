/**
 * A quote carries the day's cumulative volume and amount; a chart needs what traded between two
 * quotes. This turns one into the other, once, for both the time-share minutes and the K-line's
 * intraday bars. Pure.
 */

/** What traded between two quotes. */
export interface Traded {
  readonly volume: number;
  readonly amount: number;
}

const NOTHING: Traded = { volume: 0, amount: 0 };

/**
 * Differences of cumulative day counters. The first quote only sets the baseline (its volume is
 * already in the loaded history); a volume lower than the last one means the feed started a new
 * day, so everything on the new counters traded since.
 */
export class CumulativeDelta {
  private last: Traded | null;

  /** `start`: the cumulative counters the loaded history already holds, when known. */
  constructor(start: Traded | null = null) {
    this.last = start;
  }

  /** What traded since the previous quote. */
  next(volume: number, amount: number): Traded {
    const last = this.last;
    this.last = { volume, amount };
    if (last === null) return NOTHING;
    if (volume < last.volume) return { volume, amount };
    return { volume: volume - last.volume, amount: Math.max(0, amount - last.amount) };
  }
}
