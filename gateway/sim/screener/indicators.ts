/**
 * The technical signals and returns of one stock on its last bar, computed from daily bars the
 * way the K-line chart draws them: MA on closes, MACD (12,26,9), KDJ (9,3,3), weekly bars grouped
 * by calendar week. Pure: the same bars always give the same signals.
 */
import { localDay, weekOf, yearOf } from '../calendar/days';

/** Daily bars as columns, oldest first; the last row is the screened day. */
export interface BarColumns {
  ts: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  pre: number[];
  volume: number[];
  amount: number[];
}

/** Signals and returns of the last bar (null = not enough bars). */
export interface BarSignals {
  pct5: number | null;
  pct10: number | null;
  pct20: number | null;
  pct60: number | null;
  pctYtd: number | null;
  upStreak: number;
  downStreak: number;
  volumeRatio: number | null;
  newHigh20: boolean;
  newHigh60: boolean;
  newHigh250: boolean;
  newLow20: boolean;
  newLow60: boolean;
  maBull: boolean;
  maBear: boolean;
  crossMa5: boolean;
  crossMa10: boolean;
  crossMa20: boolean;
  crossMa60: boolean;
  macdGolden: boolean;
  macdDead: boolean;
  macdGoldenW: boolean;
  macdDeadW: boolean;
  kdjGolden: boolean;
  kdjDead: boolean;
  kdjGoldenW: boolean;
  kdjDeadW: boolean;
  volumeBreakout: boolean;
}

function ma(c: readonly number[], t: number, k: number): number | null {
  if (t - k + 1 < 0) return null;
  let s = 0;
  for (let i = t - k + 1; i <= t; i++) s += c[i]!;
  return s / k;
}

function change(c: readonly number[], t: number, back: number): number | null {
  if (t - back < 0) return null;
  return (c[t]! / c[t - back]! - 1) * 100;
}

/** DIF − DEA of the last two bars (MACD 12,26,9), or null. */
function macdLast2(c: readonly number[]): [number, number] | null {
  if (c.length < 35) return null;
  let e12 = c[0]!;
  let e26 = c[0]!;
  let dea = 0;
  let prev = 0;
  let cur = 0;
  for (let i = 0; i < c.length; i++) {
    e12 += (2 / 13) * (c[i]! - e12);
    e26 += (2 / 27) * (c[i]! - e26);
    const dif = e12 - e26;
    dea += (2 / 10) * (dif - dea);
    prev = cur;
    cur = dif - dea;
  }
  return [prev, cur];
}

/** K − D of the last two bars (KDJ 9,3,3), or null. */
function kdjLast2(high: readonly number[], low: readonly number[], close: readonly number[]): [number, number] | null {
  const n = close.length;
  if (n < 10) return null;
  let k = 50;
  let d = 50;
  let prev = 0;
  let cur = 0;
  for (let i = 0; i < n; i++) {
    let hi = -Infinity;
    let lo = Infinity;
    for (let j = Math.max(0, i - 8); j <= i; j++) {
      if (high[j]! > hi) hi = high[j]!;
      if (low[j]! < lo) lo = low[j]!;
    }
    const rsv = hi > lo ? ((close[i]! - lo) / (hi - lo)) * 100 : 50;
    k = (2 / 3) * k + rsv / 3;
    d = (2 / 3) * d + k / 3;
    prev = cur;
    cur = k - d;
  }
  return [prev, cur];
}

function crossUp(pair: [number, number] | null): boolean {
  return pair !== null && pair[0] <= 0 && pair[1] > 0;
}
function crossDown(pair: [number, number] | null): boolean {
  return pair !== null && pair[0] >= 0 && pair[1] < 0;
}

function weekly(b: BarColumns): { high: number[]; low: number[]; close: number[] } {
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  let week = Number.NaN;
  for (let i = 0; i < b.close.length; i++) {
    const w = weekOf(localDay(b.ts[i]!));
    if (w !== week) {
      week = w;
      high.push(b.high[i]!);
      low.push(b.low[i]!);
      close.push(b.close[i]!);
    } else {
      const j = close.length - 1;
      if (b.high[i]! > high[j]!) high[j] = b.high[i]!;
      if (b.low[i]! < low[j]!) low[j] = b.low[i]!;
      close[j] = b.close[i]!;
    }
  }
  return { high, low, close };
}

function extreme(c: readonly number[], t: number, n: number, high: boolean): boolean {
  if (t - n + 1 < 0) return false;
  for (let i = t - n + 1; i < t; i++) if (high ? c[i]! > c[t]! : c[i]! < c[t]!) return false;
  return true;
}

/** Signals of the last bar of `b`. */
export function signalsOf(b: BarColumns): BarSignals {
  const c = b.close;
  const t = c.length - 1;
  let up = 0;
  while (t - up - 1 >= 0 && c[t - up]! > c[t - up - 1]!) up++;
  let down = 0;
  while (t - down - 1 >= 0 && c[t - down]! < c[t - down - 1]!) down++;
  let avg5 = 0;
  for (let i = t - 5; i < t; i++) avg5 += i >= 0 ? b.volume[i]! : Number.NaN;
  avg5 /= 5;
  const year = yearOf(localDay(b.ts[t]!));
  let ytdBase = -1;
  for (let i = t - 1; i >= 0; i--) {
    if (yearOf(localDay(b.ts[i]!)) < year) {
      ytdBase = i;
      break;
    }
  }
  const ma5 = ma(c, t, 5);
  const ma10 = ma(c, t, 10);
  const ma20 = ma(c, t, 20);
  const ma60 = ma(c, t, 60);
  const crossMa = (k: number): boolean => {
    const now = ma(c, t, k);
    const before = ma(c, t - 1, k);
    return now !== null && before !== null && c[t - 1]! < before && c[t]! > now;
  };
  let prior20High = -Infinity;
  for (let i = Math.max(0, t - 20); i < t; i++) if (b.high[i]! > prior20High) prior20High = b.high[i]!;
  const w = weekly(b);
  const macd = macdLast2(c);
  const kdj = kdjLast2(b.high, b.low, c);
  const macdW = macdLast2(w.close);
  const kdjW = kdjLast2(w.high, w.low, w.close);
  const volumeRatio = Number.isFinite(avg5) && avg5 > 0 ? b.volume[t]! / avg5 : null;
  return {
    pct5: change(c, t, 5),
    pct10: change(c, t, 10),
    pct20: change(c, t, 20),
    pct60: change(c, t, 60),
    pctYtd: ytdBase >= 0 ? (c[t]! / c[ytdBase]! - 1) * 100 : null,
    upStreak: up,
    downStreak: down,
    volumeRatio,
    newHigh20: extreme(c, t, 20, true),
    newHigh60: extreme(c, t, 60, true),
    newHigh250: extreme(c, t, 250, true),
    newLow20: extreme(c, t, 20, false),
    newLow60: extreme(c, t, 60, false),
    maBull: ma5 !== null && ma10 !== null && ma20 !== null && ma60 !== null && ma5 > ma10 && ma10 > ma20 && ma20 > ma60,
    maBear: ma5 !== null && ma10 !== null && ma20 !== null && ma60 !== null && ma5 < ma10 && ma10 < ma20 && ma20 < ma60,
    crossMa5: crossMa(5),
    crossMa10: crossMa(10),
    crossMa20: crossMa(20),
    crossMa60: crossMa(60),
    macdGolden: crossUp(macd),
    macdDead: crossDown(macd),
    macdGoldenW: crossUp(macdW),
    macdDeadW: crossDown(macdW),
    kdjGolden: crossUp(kdj),
    kdjDead: crossDown(kdj),
    kdjGoldenW: crossUp(kdjW),
    kdjDeadW: crossDown(kdjW),
    volumeBreakout: t >= 20 && c[t]! > prior20High && volumeRatio !== null && volumeRatio >= 2,
  };
}
