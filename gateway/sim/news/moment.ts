/**
 * What the news detectors share: the moment they look at, the day's memory of what was already
 * reported, the flash draft they produce, and the indexes that make news.
 */
import type { DeskFlash, NewsDigest } from '../../../contracts/endpoints/news';
import type { BreadthAnswer, SectorItem } from '../../../contracts/endpoints/market-data';
import type { KlineBar } from '../market/index';
import type { LiveRow } from '../market/index';

/** A flash before the desk gives it an id. */
export type FlashDraft = Omit<DeskFlash, 'id'>;

/** What was already reported today. */
export interface DayMemory {
  /** `id:+2` once an index passed +2% today. */
  indexMarks: Set<string>;
  limitUps: Set<string>;
  limitDowns: Set<string>;
  /** `id:+` / `id:-` once a stock moved sharply that way today. */
  movers: Set<string>;
  /** Checkpoint minutes already summarised. */
  checkpoints: Set<number>;
  /** Digests already written (or skipped as too late). */
  digests: Set<NewsDigest>;
}

/** A fresh day's memory. */
export function emptyMemory(): DayMemory {
  return { indexMarks: new Set(), limitUps: new Set(), limitDowns: new Set(), movers: new Set(), checkpoints: new Set(), digests: new Set() };
}

/** Indexes whose whole-percent moves make news, with their short names. */
export const WATCHED_INDEXES: ReadonlyArray<readonly [id: string, short: string]> = [
  ['000001.SH', '沪指'],
  ['399001.SZ', '深成指'],
  ['399006.SZ', '创业板指'],
  ['000688.SH', '科创50'],
  ['HSI.HK', '恒指'],
  ['HSTECH.HK', '恒生科技指数'],
];

/** The A-share summary's indexes. */
export const CN_SUMMARY = WATCHED_INDEXES.slice(0, 3);
/** The HK summary's indexes. */
export const HK_SUMMARY = WATCHED_INDEXES.slice(4);

/** What the detectors look at. */
export interface MarketMoment {
  /** Market time. */
  ts: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
  /** Local midnight of the day. */
  dayStart: number;
  /** True when the day is an A-share trading day (the mainland trades). */
  tradingDay: boolean;
  /** True when HKEX trades that day (the days only HKEX trades included: 春节, 国庆…). */
  hkTradingDay: boolean;
  /** The last `count` finished day bars of a security before today, oldest first. */
  dayBars(id: string, count: number): KlineBar[];
  /** 题材: the concept boards a stock belongs to (names, in board order), else its 申万 industry. */
  conceptsOf(id: string): readonly string[];
  /** Live rows by id (indexes included). */
  byId: ReadonlyMap<string, LiveRow>;
  /** A-share stock rows. */
  stocks: readonly LiveRow[];
  /** A-share breadth, computed on demand. */
  breadth(): BreadthAnswer;
  /** 申万 industry boards, best first, computed on demand. */
  industries(): SectorItem[];
}
