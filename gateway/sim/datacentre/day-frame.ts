/**
 * The shapes of the frames (`frames.ts`): a stock of them, a block of bars over a run of days, the
 * frame of one closed day and its 60-day extremes.
 */
import { nameOnDay } from '../../../contracts/listing-name';
import { dayOfTradingIndex } from '../calendar/days';
import type { DayTable } from '../market/index';
import { PRESENT } from './limit-state';

/** Mainland trading days of history a frame looks back (60-day highs and lows, 连板 streaks); a window spans the HK-only days among them. */
export const LOOKBACK = 60;

/** One A-share of the frames. */
export interface Stock {
  slot: number;
  id: string;
  code: string;
  name: string;
  /** 沪 / 深 / 北, or HK for the 港股通 names. */
  exchange: 'SH' | 'SZ' | 'BJ' | 'HK';
  board: 'main' | 'chinext' | 'star' | 'bse' | 'hk';
  industry: string;
  st: boolean;
  listIdx: number;
  /** 上市日期 (YYYY-MM-DD), for the name's 「N」/「C」 on the first days. */
  listDate: string;
  key: number;
}

/** The stock's name as the market showed it on trading day `t`: 「N」/「C」 on a new listing's first days (contracts/listing-name.ts). */
export function nameAt(s: Stock, t: number): string {
  if (s.exchange === 'HK') return s.name;
  return nameOnDay({ name: s.name, kind: 'capital', board: s.board === 'hk' ? 'main' : s.board, listDate: s.listDate }, dayOfTradingIndex(t));
}

/** True for an A-share (false for a 港股通 name). */
export function isA(s: Stock): boolean {
  return s.exchange !== 'HK';
}

/** Bars of all stocks over a run of days (prices in milli; row i of day d at `i * stride + (d − from)`). */
export interface Block {
  from: number;
  /** Days actually present (a block never reaches past the last closed day it was built with). */
  length: number;
  /** Days per row (the span asked for). */
  stride: number;
  close: Float64Array;
  pre: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  limitUp: Float64Array;
  limitDown: Float64Array;
  volume: Float64Array;
  amount: Float64Array;
  flags: Uint8Array;
}

/** The frame of one closed day: row i is `stocks[i]`. Prices in yuan. */
export interface DayFrame {
  t: number;
  present: Uint8Array;
  suspended: Uint8Array;
  /** Listing day (no limit band). */
  listing: Uint8Array;
  close: Float64Array;
  pre: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  /** Percent. */
  pct: Float64Array;
  /** (high − low) ÷ pre, percent. */
  amplitude: Float64Array;
  /** volume ÷ float shares, percent. */
  turnover: Float64Array;
  volume: Float64Array;
  amount: Float64Array;
  floatShares: Float64Array;
  /** Closed at the limit up / down. */
  limitUp: Uint8Array;
  limitDown: Uint8Array;
  /** Touched the limit up but closed below it (炸板). */
  broke: Uint8Array;
  /** The day's price-limit band (yuan); NaN on a day without one (a new listing's first days) or off the market. */
  bandUp: Float64Array;
  bandDown: Float64Array;
}

/** What a day needs of the {@link LOOKBACK} days before it: 连板 streaks and 60-day extremes. */
export interface DayExtremes {
  /** Consecutive limit-up closes ending today (0 when not limit up today). */
  streak: Uint16Array;
  /** Today's high above every high of the previous 59 days (60日新高); low likewise. */
  newHigh: Uint8Array;
  newLow: Uint8Array;
}

/** A frame of day t for n stocks with every row not listed (close and pct NaN). */
export function emptyFrame(t: number, n: number): DayFrame {
  return {
    t,
    present: new Uint8Array(n),
    suspended: new Uint8Array(n),
    listing: new Uint8Array(n),
    close: new Float64Array(n).fill(Number.NaN),
    pre: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    pct: new Float64Array(n).fill(Number.NaN),
    amplitude: new Float64Array(n),
    turnover: new Float64Array(n),
    volume: new Float64Array(n),
    amount: new Float64Array(n),
    floatShares: new Float64Array(n),
    limitUp: new Uint8Array(n),
    limitDown: new Uint8Array(n),
    broke: new Uint8Array(n),
    bandUp: new Float64Array(n).fill(Number.NaN),
    bandDown: new Float64Array(n).fill(Number.NaN),
  };
}

/** A stock's own table as a one-row block (every day of it listed). */
export function rowBlock(table: DayTable): Block {
  const flags = new Uint8Array(table.length);
  for (let r = 0; r < table.length; r++) flags[r] = table.flags[r]! | PRESENT;
  const { from, length, close, pre, open, high, low, limitUp, limitDown, volume, amount } = table;
  return { from, length, stride: length, close, pre, open, high, low, limitUp, limitDown, volume, amount, flags };
}
