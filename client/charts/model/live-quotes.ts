/**
 * Live quotes (cumulative day values from the live socket) folded into what the charts draw:
 * today's K-line bar, and one-minute time-share points whose volume is the minute's share of the
 * cumulative volume. Pure; the caller passes each parsed quote in.
 */
import type { Quote } from '../../../contracts/ws-protocol';
import type { Bar } from './bar';
import { CumulativeDelta } from './cumulative-delta';
import type { TimeSharePoint } from './time-share-data';

const MINUTE_MS = 60_000;

/**
 * Today's bar at time `t` from a live quote: open/high/low from the quote (the price where
 * absent, widened to enclose open and price), close = price, cumulative volume and amount.
 */
export function barFromQuote(quote: Pick<Quote, 'price' | 'volume' | 'amount' | 'open' | 'high' | 'low'>, t: number): Bar {
  const o = quote.open ?? quote.price;
  return {
    t,
    o,
    h: Math.max(quote.high ?? quote.price, quote.price, o),
    l: Math.min(quote.low ?? quote.price, quote.price, o),
    c: quote.price,
    v: quote.volume,
    a: quote.amount,
  };
}

/**
 * Folds cumulative quotes into minute points: the point's time is the start of the quote's
 * minute, its volume the cumulative volume since that minute began, its average amount ÷ volume.
 */
export class MinuteFolder {
  private minute = Number.NaN;
  /** Volume traded so far in the current minute. */
  private minuteVolume = 0;
  private traded = new CumulativeDelta();

  /**
   * Continues after loaded history: `points` are the day's minute points so far (their volumes
   * sum to the cumulative volume), so a quote in the last point's minute updates that point.
   */
  static resume(points: readonly TimeSharePoint[]): MinuteFolder {
    const folder = new MinuteFolder();
    const lastPoint = points[points.length - 1];
    if (lastPoint) {
      const total = points.reduce((sum, p) => sum + p.volume, 0);
      folder.minute = Math.floor(lastPoint.t / MINUTE_MS) * MINUTE_MS;
      folder.minuteVolume = lastPoint.volume;
      // Minute points carry no amount, and the folder reads only traded volume.
      folder.traded = new CumulativeDelta({ volume: total, amount: 0 });
    }
    return folder;
  }

  /** The minute point this quote belongs to (replace the last point when its `t` is unchanged). */
  fold(quote: Pick<Quote, 'price' | 'volume' | 'amount' | 'ts'>): TimeSharePoint {
    const minute = Math.floor(quote.ts / MINUTE_MS) * MINUTE_MS;
    const { volume } = this.traded.next(quote.volume, quote.amount);
    if (minute !== this.minute) {
      this.minute = minute;
      this.minuteVolume = 0;
    }
    this.minuteVolume += volume;
    return {
      t: minute,
      price: quote.price,
      avg: quote.volume > 0 ? quote.amount / quote.volume : Number.NaN,
      volume: this.minuteVolume,
    };
  }
}
