/**
 * 限售解禁 around one day, market-wide, read from the lock-up model (`market/model/lockups.ts`, counted by `unlock-days.ts` as the stock's 提示性公告 counts them; the
 * batches the float of every page steps up by): the batches of 近一月已解禁 / 未来一月 / 未来三月 and
 * a per-day calendar. A batch's shares are counted on its unlock day (after any 送转 by then) and the
 * floats either side are that day's `floatSharesAt`. Point in time as of day t: future batches are
 * known in advance (as a real 解禁日历 is), their 解禁市值 at t's close; a past batch's value is at
 * its unlock day's close and its 20-day returns show once those days have closed by t. Windows and
 * returns count mainland trading days (`days.ts`).
 */
import {
  type DcExchange,
  UNLOCK_RANGE_DAYS,
  UNLOCK_RANGES,
  type UnlockAnswer,
  type UnlockDay as UnlockCalendarDay,
  type UnlockRange,
  type UnlockRow,
} from '../../../contracts/endpoints/datacentre';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayTable } from '../market/index';
import type { PriceModel } from '../market/index';
import { type CountedLockup, type UnlockDay, unlockDaysOf } from '../market/index';
import { dayAfter, dayBefore } from './days';
import type { DayFrame, Stock } from './day-frame';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const dayText = (t: number) => formatDay(dayOfTradingIndex(t));

/** What the day's table reads. */
export interface UnlockSources {
  stocks: readonly Stock[];
  /** Frame rows of the A-share companies. */
  rows: readonly number[];
  models: readonly PriceModel[];
  /** Close (yuan) of row i on closed day d, null when not listed then. */
  closeAt(i: number, d: number): number | null;
}

/** Compounded return (%) from the close of day a to the close of day b (a < b), 送转 adjusted (each day's close over its own previous close). */
export function returnBetween(model: PriceModel, a: number, b: number): number | null {
  if (a < model.profile.listIdx || b <= a) return null;
  const table = dayTable(model, a + 1, b);
  if (!table || table.length !== b - a) return null;
  let g = 1;
  for (let k = 0; k < table.length; k++) {
    const pre = table.pre[k]!;
    if (pre > 0) g *= table.close[k]! / pre;
  }
  return r2((g - 1) * 100);
}

/**
 * 限售解禁 of day t for a range (batches of the window), with the summary of every window and the
 * calendar; `frameOf` gives day t's frame for the stocks with a batch in the windows.
 */
export function unlocksOf(
  src: UnlockSources,
  t: number,
  range: UnlockRange,
  frameOf: (rows: readonly number[]) => DayFrame,
): Omit<UnlockAnswer, 'date' | 'latest' | 'range'> {
  const from = dayBefore(t, UNLOCK_RANGE_DAYS.past1m - 1);
  const ends = Object.fromEntries(UNLOCK_RANGES.map((r) => [r, dayAfter(t, UNLOCK_RANGE_DAYS[r])])) as Record<UnlockRange, number>;
  const to = ends.next3m;
  const batches: Array<{ i: number; d: UnlockDay; b: CountedLockup }> = [];
  for (const i of src.rows) {
    for (const d of unlockDaysOf(src.models[src.stocks[i]!.slot]!)) {
      if (d.idx < from) continue;
      if (d.idx > to) break;
      for (const b of d.batches) batches.push({ i, d, b });
    }
  }
  const f = frameOf([...new Set(batches.map((x) => x.i))]);
  const all = batches.map(({ i, d, b }) => rowOf(src, i, src.stocks[i]!, src.models[src.stocks[i]!.slot]!, d, b, t, f));
  const summary = Object.fromEntries(UNLOCK_RANGES.map((r) => [r, { count: 0, value: 0 }])) as UnlockAnswer['summary'];
  const byDay = new Map<string, UnlockCalendarDay>();
  for (const row of all) {
    for (const r of UNLOCK_RANGES) {
      if (!inRange(row, r)) continue;
      summary[r].count++;
      summary[r].value += row.value ?? 0;
    }
    const d = byDay.get(row.unlockDate) ?? { date: row.unlockDate, count: 0, value: 0 };
    byDay.set(row.unlockDate, d);
    d.count++;
    d.value += row.value ?? 0;
  }
  for (const r of UNLOCK_RANGES) summary[r].value = r2(summary[r].value);
  const calendar = [...byDay.values()].map((d) => ({ ...d, value: r2(d.value) })).sort((a, b) => a.date.localeCompare(b.date));
  const rows = all.filter((row) => inRange(row, range));
  const dir = range === 'past1m' ? -1 : 1;
  rows.sort((a, b) => dir * a.unlockDate.localeCompare(b.unlockDate) || (b.value ?? 0) - (a.value ?? 0) || a.id.localeCompare(b.id));
  return { summary, calendar, rows };

  function inRange(row: UnlockRow, r: UnlockRange): boolean {
    const idx = idxOf.get(row)!;
    return r === 'past1m' ? idx <= t && idx >= from : idx > t && idx <= ends[r];
  }
}

/** Trading index of each row's unlock day (rows are built fresh per answer). */
const idxOf = new WeakMap<UnlockRow, number>();

function rowOf(src: UnlockSources, i: number, s: Stock, model: PriceModel, d: UnlockDay, b: CountedLockup, t: number, f: DayFrame): UnlockRow {
  const { idx, floatBefore, floatAfter, total } = d;
  const shares = b.count;
  const kind = b.kind;
  const unlocked = idx <= t;
  const close = f.present[i] === 1 ? f.close[i]! : null;
  const price = unlocked ? src.closeAt(i, idx) : close;
  const row: UnlockRow = {
    id: s.id,
    code: s.code,
    name: s.name,
    exchange: s.exchange as DcExchange,
    close,
    pct: f.present[i] === 1 && f.suspended[i] !== 1 ? r2(f.pct[i]!) : null,
    unlockDate: dayText(idx),
    unlocked,
    shares,
    actualShares: shares,
    value: price === null ? null : r2(shares * price),
    floatRatio: floatBefore > 0 ? r4((shares / floatBefore) * 100) : 0,
    totalRatio: total > 0 ? r4((shares / total) * 100) : 0,
    floatBefore,
    floatAfter,
    kind,
    before20: dayBefore(idx) <= t ? returnBetween(model, dayBefore(idx, 21), dayBefore(idx)) : null,
    after20: dayAfter(idx, 19) <= t ? returnBetween(model, dayBefore(idx), dayAfter(idx, 19)) : null,
  };
  idxOf.set(row, idx);
  return row;
}
