/**
 * What a dataset of the data centre reads of its centre (`datacentre.ts`): the frames of the
 * closed days, the last closed day, the day's computed columns (`day-columns.ts`) and the dates an
 * answer carries; and the roundings every answer shares. Each dataset's module is a function of
 * these reads and the day; the centre caches the answers.
 */
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { DayCalc } from './day-columns';
import type { Frames } from './frames';
import type { DayFrame } from './day-frame';

/** The centre as a dataset reads it. */
export interface CentreReads {
  readonly frames: Frames;
  /** Trading index of the last closed day. */
  last(): number;
  /** The whole market's frame of closed day t. */
  frame(t: number): DayFrame;
  /** Day t's frame for the rows a table lists (`Frames.rowsFrame`: the whole day's when it is read already). */
  rowsFrame(t: number): (rows: readonly number[]) => DayFrame;
  /** The per-day columns of closed day t. */
  calc(t: number): DayCalc;
  /** The dates every answer carries: the day asked and the last closed day. */
  day(t: number): { date: string; latest: string };
}

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const r3 = (x: number) => Math.round(x * 1000) / 1000;
export const pctOf = (part: number, whole: number) => (whole > 0 ? r2((part / whole) * 100) : 0);

/** The dates of an answer of day t when `last` is the last closed day. */
export function dayOf(t: number, last: number): { date: string; latest: string } {
  return { date: formatDay(dayOfTradingIndex(t)), latest: formatDay(dayOfTradingIndex(last)) };
}
